/**
 * Nothing is dropped that is not structure, in every dialect: plain prose,
 * and each terminal's spelling followed by stray words, thinking off and on,
 * come back somewhere in the message (content, reasoning, or a call's name or
 * arguments), on both engines. `discard` states drop only layout and a
 * header's one word (docs/recovery.md); law 4 holds the same rule on
 * generated outputs.
 */
import { describe, expect, it } from "vitest";
import { allDialects } from "../helpers/dialects.js";
import { runChunks } from "../helpers/run.js";
import { render, RenderError, type Part, type Tool } from "../../runtime/index.js";

/** A spelling written out: captures as one letter, optional whitespace as none. */
const spelled = (parts: Part[]) => parts.map((p) => ("lit" in p ? p.lit : "cap" in p ? "x" : "")).join("");

const PROSE = "The quick brown fox jumps over the lazy dog.";
const tools: Tool[] = [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } } }];
const AFTER = " Then some more words after the call.";
const STRAY = " stray words here";

for (const dialect of Object.values(allDialects)) {
  describe(`nothing dropped: ${dialect.name}`, () => {
    const inputs = [PROSE, ...new Set(dialect.ir.terminals.flatMap((t) => t.variants.map((v) => spelled(v) + STRAY)))];
    it(`${inputs.length} inputs, thinking off and on, both engines`, () => {
      const lost: string[] = [];
      for (const engine of ["interpreted", "generated"] as const) {
        for (const thinking of [false, true]) {
          for (const input of inputs) {
            const m = runChunks(dialect, [input], { thinking, engine }).message;
            const all = [m.reasoning, m.content, ...m.tool_calls.map((c) => c.name + " " + c.arguments)].join(" ");
            const words = input === PROSE ? PROSE.slice(0, -1).split(" ") : STRAY.trim().split(" ");
            if (!words.every((w) => all.includes(w))) lost.push(`${engine}, thinking ${thinking}: ${JSON.stringify(input)} → ${JSON.stringify(m)}`);
          }
        }
      }
      expect(lost, lost.join("\n")).toEqual([]);
    });

    // Prose a model writes after its call (where its grammar has no answer after calls, or the call
    // lost its wrapper) comes back too, whatever state the call left the machine in.
    let rendered: string | null = null;
    try {
      rendered = render(dialect, { tool_calls: [{ name: "get_weather", arguments: { city: "Paris" } }] }, { tools, thinking: false });
    } catch (e) {
      if (!(e instanceof RenderError)) throw e;
    }
    if (rendered !== null) {
      const text = rendered;
      it("words after a rendered call come back", () => {
        for (const engine of ["interpreted", "generated"] as const) {
          const m = runChunks(dialect, [text + AFTER], { thinking: false, engine, tools }).message;
          const all = [m.reasoning, m.content, ...m.tool_calls.map((c) => c.name + " " + c.arguments)].join(" ");
          const lost = AFTER.trim()
            .slice(0, -1)
            .split(" ")
            .filter((w) => !all.includes(w));
          expect(lost, `${engine}: ${JSON.stringify(text + AFTER)} → ${JSON.stringify(m)}`).toEqual([]);
        }
      });
    }
  });
}
