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
import type { Part } from "../../runtime/index.js";

/** A spelling written out: captures as one letter, optional whitespace as none. */
const spelled = (parts: Part[]) => parts.map((p) => ("lit" in p ? p.lit : "cap" in p ? "x" : "")).join("");

const PROSE = "The quick brown fox jumps over the lazy dog.";
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
  });
}
