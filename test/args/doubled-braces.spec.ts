/**
 * Arguments written in doubled braces (`{{"city": "Paris"}}`), as a template's
 * `str.format` escape leaks into what a model learned to write: in every
 * dialect whose calls carry JSON arguments, the doubled object is the same
 * call as the object written once, whole, per character and in random
 * chunks, on both engines. Before, the second `{` broke the JSON and the call
 * went out with `{}`: its arguments silently lost. A whole envelope in
 * doubled braces is the call too.
 */
import { describe, expect, it } from "vitest";
import { dialects, type Dialect } from "../../generated/index.js";
import { runChunks, splitAt } from "../helpers/run.js";
import { readsAsPlain, rewrittenForm, WEATHER_TOOLS, weatherArgs } from "../helpers/call-forms.js";

const args = weatherArgs(["Oslo", "São Paulo", '"q"', "{b}", "}}", "東京", " "]);

/** The rendered text with every JSON arguments object written in doubled braces; null when the dialect has none. */
function doubledForm(d: Dialect, a: Record<string, unknown>, thinking: boolean) {
  return rewrittenForm(d, a, thinking, (p) => {
    if (p.slot === "args" && p.quote === undefined && p.python === undefined && p.xml === undefined && p.text.startsWith("{")) return `{${p.text}}`;
    if (p.slot !== "envelope" || p.nameKeys.length === 0) return undefined;
    // The envelope's members, between the braces around them.
    const obj = JSON.parse("{" + p.text + "}") as Record<string, unknown>;
    const key = p.argsKeys.find((k) => k in obj);
    if (key === undefined) return undefined;
    const hole = JSON.stringify({ ...obj, [key]: "\u0000" }).slice(1, -1);
    return hole.replace('"\\u0000"', `{${JSON.stringify(obj[key])}}`);
  });
}

/** The doubled form, which must differ from the plain text (a rewrite that doubles nothing proves nothing). */
function doubled(d: Dialect, a: Record<string, unknown>, thinking: boolean) {
  const forms = doubledForm(d, a, thinking);
  expect(forms?.form).toContain("{{");
  return forms;
}

// `args_json(text_key = …)` reads anything but a `{` as text under its key.
const withJsonArgs = (Object.values(dialects) as Dialect[]).filter(
  (d) => !d.ir.states.some((s) => s.channel.textKey !== undefined) && doubledForm(d, { city: "Oslo" }, d.ir.policies.thinkingDefault) !== null,
);

describe("arguments in doubled braces", () => {
  it("covers the dialects with JSON arguments", () => {
    const names = withJsonArgs.map((d) => d.name);
    for (const n of ["hermes", "kimi_k2", "llama_json", "deepseek_v31", "mistral", "qwen25_coder"]) expect(names).toContain(n);
    expect(names.length).toBeGreaterThanOrEqual(25);
  });

  it("Hermes: the arguments read once, the text after the call is the answer's", () => {
    const out = '<tool_call>\n{"name": "get_weather", "arguments": {{"city": "Paris", "tags": [{"a": 1}]}}}\n</tool_call>Done.';
    for (const engine of ["generated", "interpreted"] as const) {
      for (const cuts of [[], [...Array(out.length).keys()], [48, 49, 50, 78, 79]]) {
        const m = runChunks(dialects.hermes, splitAt(out, cuts), { thinking: false, engine }).message;
        expect(m.content).toBe("Done.");
        expect(m.tool_calls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([["get_weather", { city: "Paris", tags: [{ a: 1 }] }]]);
      }
    }
  });

  it("a whole envelope in doubled braces (Qwen2.5 in sgl-project/sglang#3960) is the call, in every envelope shape", () => {
    const call = '{{"name": "get_weather", "arguments": {"city": "Paris"}}}';
    const cases: [Dialect, string, string | null][] = [
      [dialects.hermes, `Let me check.\n<tool_call>\n${call}\n</tool_call>`, "Let me check."],
      [dialects.xlam, `[${call}, {"name": "get_weather", "arguments": {"city": "Oslo"}}]`, null],
      [dialects.qwen25_coder, call, null],
      [dialects.llama_json, call.replace('"arguments"', '"parameters"'), null],
    ];
    for (const [d, out, content] of cases) {
      const whole = runChunks(d, [out], { tools: WEATHER_TOOLS, thinking: false }).message;
      expect(whole.content, d.name).toBe(content);
      expect(whole.tool_calls.map((c) => JSON.parse(c.arguments) as unknown)[0], d.name).toEqual({ city: "Paris" });
      for (const engine of ["generated", "interpreted"] as const) {
        for (const cuts of [[...Array(out.length).keys()], [1, 2, out.length - 2, out.length - 1], [out.indexOf("}}") + 1]]) {
          expect(runChunks(d, splitAt(out, cuts), { tools: WEATHER_TOOLS, thinking: false, engine }).message, `${d.name} ${engine} ${cuts.join(",")}`).toEqual(whole);
        }
      }
    }
  });

  it("a bare object given back (no declared tool), then a block of calls: the same reading in any chunking", () => {
    // Found by the diff law once envelopes read doubled braces: the given-back object's reader stopped where the
    // chunk that named it ended, so the block after it was read from a different place per chunking.
    for (const out of ['{"arguments":{},"name":"f"}<tools>{"arguments":{},"name":"f"}', '{{"arguments":{},"name":"f"}<tools>{"arguments":{},"name":"f"}']) {
      const whole = runChunks(dialects.qwen25_coder, [out], { thinking: false }).message;
      for (const cuts of [[...Array(out.length).keys()], [out.indexOf("}<")]])
        expect(runChunks(dialects.qwen25_coder, splitAt(out, cuts), { thinking: false }).message).toEqual(whole);
    }
  });

  for (const d of withJsonArgs) {
    it(`${d.name}: doubled braces around the arguments are the same call, in any chunking, on both engines`, () => {
      readsAsPlain(d, args, (a, thinking) => doubled(d, a, thinking), 15);
    });
  }
});
