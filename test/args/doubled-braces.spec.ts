/**
 * Arguments written in doubled braces (`{{"city": "Paris"}}`), as a template's
 * `str.format` escape leaks into what a model learned to write: in every
 * dialect whose calls carry JSON arguments, the doubled object is the same
 * call as the object written once, whole, per character and in random
 * chunks, on both engines. Before, the second `{` broke the JSON and the call
 * went out with `{}`: its arguments silently lost.
 */
import { describe, expect, it } from "vitest";
import { dialects, type Dialect } from "../../generated/index.js";
import { runChunks, splitAt } from "../helpers/run.js";
import { readsAsPlain, rewrittenForm, weatherArgs } from "../helpers/call-forms.js";

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

  for (const d of withJsonArgs) {
    it(`${d.name}: doubled braces around the arguments are the same call, in any chunking, on both engines`, () => {
      readsAsPlain(d, args, (a, thinking) => doubled(d, a, thinking), 15);
    });
  }
});
