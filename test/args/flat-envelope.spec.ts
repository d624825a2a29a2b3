/**
 * Arguments written beside the name (`{"name": "click", "point": [428, 2178]}`,
 * as Qwen2.5-VL wrote in QwenLM/Qwen3-VL#870), in every dialect whose calls are
 * JSON envelopes that name the call by a key: with tools, the keys the named
 * tool declares as parameters are the arguments, the same call as the
 * envelope with an arguments key, whole, per character and in random chunks,
 * on both engines. Keys the tool does not declare, and every key without
 * tools, are skipped as before, so an envelope's own keys (`"id"`, `"type"`)
 * never become arguments.
 */
import { describe, expect, it } from "vitest";
import { dialects, type Dialect } from "../../generated/index.js";
import { callsRead, readsAsPlain, rewrittenForm, weatherArgs } from "../helpers/call-forms.js";

const args = weatherArgs(["Oslo", "São Paulo", '"q"', "back\\slash", "line\nbreak", "{b}", "a,}b", "東京", " "]);

/** The rendered text with each envelope's arguments written beside its name, `extra` members after them; null when the dialect has no such envelope. */
function flatForm(d: Dialect, a: Record<string, unknown>, thinking: boolean, extra: Record<string, unknown> = {}) {
  return rewrittenForm(d, a, thinking, (p) => {
    if (p.slot !== "envelope" || p.nameKeys.length === 0) return undefined;
    const obj = JSON.parse("{" + p.text + "}") as Record<string, unknown>;
    const key = p.argsKeys.find((k) => k in obj);
    if (key === undefined || typeof obj[key] !== "object") return undefined;
    const { [key]: inner, ...rest } = obj;
    return JSON.stringify({ ...rest, ...(inner as Record<string, unknown>), ...extra }).slice(1, -1);
  });
}

const withEnvelopes = (Object.values(dialects) as Dialect[]).filter((d) => flatForm(d, { city: "Oslo" }, d.ir.policies.thinkingDefault) !== null);

describe("arguments written beside the name", () => {
  it("covers the dialects whose envelopes name the call by a key", () => {
    const names = withEnvelopes.map((d) => d.name);
    for (const n of ["hermes", "qwen3_hermes", "llama_json", "qwen25_coder"]) expect(names).toContain(n);
  });

  for (const d of withEnvelopes) {
    it(`${d.name}: the declared parameters beside the name are the arguments, in any chunking, on both engines`, () => {
      readsAsPlain(d, args, (a, thinking) => flatForm(d, a, thinking, { note: "not a parameter", id: "call_1" }), 20);
    });
  }

  it("without tools, or for keys the tool does not declare, the keys beside the name are skipped as before", () => {
    const text = '<tool_call>{"name": "get_weather", "city": "Oslo", "type": "function"}</tool_call>';
    const undeclared = '<tool_call>{"name": "get_weather", "town": "Oslo"}</tool_call>';
    for (const cuts of [[], [...Array(text.length).keys()]]) {
      expect(callsRead(dialects.hermes, text, cuts, "generated", false, false).calls).toEqual([{ name: "get_weather", arguments: {} }]);
      expect(callsRead(dialects.hermes, undeclared, cuts, "interpreted", false).calls).toEqual([{ name: "get_weather", arguments: {} }]);
    }
  });

  it("an arguments key before them wins; a flat value that is no JSON ends the arguments and the envelope is read to its brace", () => {
    const first = '<tool_call>{"name": "get_weather", "arguments": {"city": "Bern"}, "days": 3}</tool_call>';
    const broken = '<tool_call>{"name": "get_weather", "days": 3, "city": Oslo}</tool_call> after';
    const nested = '<tool_call>{"type": "function", "function": {"name": "get_weather", "days": 2}}</tool_call>';
    for (const engine of ["generated", "interpreted"] as const) {
      for (const cuts of [[], [...Array(broken.length).keys()]]) {
        expect(callsRead(dialects.hermes, first, cuts, engine, false).calls).toEqual([{ name: "get_weather", arguments: { city: "Bern" } }]);
        expect(callsRead(dialects.hermes, broken, cuts, engine, false)).toEqual({ content: "after", calls: [{ name: "get_weather", arguments: { days: 3 } }] });
        expect(callsRead(dialects.hermes, nested, cuts, engine, false).calls).toEqual([{ name: "get_weather", arguments: { days: 2 } }]);
      }
    }
  });
});
