/**
 * Arguments written as a JSON string (`"{\"city\": \"Paris\"}"`), in every
 * dialect whose calls carry JSON arguments: the string holding an object
 * parses to the same call as the object written directly, whole, per
 * character and in random chunks, on both engines; a string holding
 * anything else stays that string; and the decoding unit holds for any
 * chunking. The first case is Kimi K2's output from its own bug tracker.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dialects, type Dialect } from "../../generated/index.js";
import { jsonArgs } from "../../runtime/args/encoded-args.js";
import { DEFAULT_CAPS } from "../../runtime/ir/ir.js";
import { runChunks, splitAt } from "../helpers/run.js";
import { readsAsPlain, rewrittenForm, weatherArgs } from "../helpers/call-forms.js";

const args = weatherArgs(["Oslo", "São Paulo", '"q"', "back\\slash", "line\nbreak", "{b}", "東京", "😀", " "]);

/** The rendered text with every JSON arguments object written as a JSON string instead; null when the dialect has none. */
function encodedForm(d: Dialect, a: Record<string, unknown>, thinking: boolean) {
  return rewrittenForm(d, a, thinking, (p) => {
    if (p.slot === "args" && p.quote === undefined && p.python === undefined && p.xml === undefined) return JSON.stringify(p.text);
    if (p.slot !== "envelope") return undefined;
    // The envelope's members, between the braces around them.
    const obj = JSON.parse("{" + p.text + "}") as Record<string, unknown>;
    const key = p.nameKeys.length === 0 ? p.tool : p.argsKeys.find((k) => k in obj);
    if (key === undefined) return undefined;
    obj[key] = JSON.stringify(obj[key]);
    return JSON.stringify(obj).slice(1, -1);
  });
}

// `args_json(text_key = …)` reads anything but a `{` as text under its key (CWM's shell line may start with a quote).
const withJsonArgs = (Object.values(dialects) as Dialect[]).filter(
  (d) => !d.ir.states.some((s) => s.channel.textKey !== undefined) && encodedForm(d, { city: "Oslo" }, d.ir.policies.thinkingDefault) !== null,
);

describe("arguments encoded as a JSON string", () => {
  it("Kimi K2's TodoWrite call from its bug report (MoonshotAI/Kimi-K2 issue 26)", () => {
    const out = String.raw`<|tool_calls_section_begin|><|tool_call_begin|>functions.TodoWrite:1<|tool_call_argument_begin|>"{\"todos\": [{\"id\": \"transform-analysis\", \"content\": \"Analyze transform.ts file\", \"status\": \"in_progress\", \"priority\": \"high\"}]}"<|tool_call_end|><|tool_calls_section_end|>`;
    const want = { todos: [{ id: "transform-analysis", content: "Analyze transform.ts file", status: "in_progress", priority: "high" }] };
    for (const engine of ["generated", "interpreted"] as const) {
      for (const cuts of [[], [...Array(out.length).keys()], [17, 90, 91, 150]]) {
        const m = runChunks(dialects.kimi_k2, splitAt(out, cuts), { thinking: false, engine }).message;
        expect(m.tool_calls).toHaveLength(1);
        expect(m.tool_calls[0]!.name).toBe("TodoWrite");
        expect(JSON.parse(m.tool_calls[0]!.arguments)).toEqual(want);
      }
    }
  });

  it("covers the dialects with JSON arguments", () => {
    const names = withJsonArgs.map((d) => d.name);
    for (const n of ["hermes", "kimi_k2", "llama_json", "harmony", "deepseek_v31", "mistral", "qwen25_coder"]) expect(names).toContain(n);
    expect(names.length).toBeGreaterThanOrEqual(30);
  });

  for (const d of withJsonArgs) {
    it(`${d.name}: an object written as a string is the same call, in any chunking, on both engines`, () => {
      readsAsPlain(d, args, (a, thinking) => encodedForm(d, a, thinking), 25);
    });
  }

  it("a string that holds no object stays that string, streamed; one that fails as JSON before its first member too", () => {
    for (const [text, want] of [
      [String.raw`<tool_call>{"name": "f", "arguments": "hello \"world\""}</tool_call>`, 'hello "world"'],
      [String.raw`<tool_call>{"name": "f", "arguments": "{hello world}"}</tool_call>`, "{hello world}"],
      [String.raw`<tool_call>{"name": "f", "arguments": "{"}</tool_call>`, "{"],
      [String.raw`<tool_call>{"name": "f", "arguments": "  "}</tool_call>`, "  "],
    ] as const) {
      for (const cuts of [[], [...Array(text.length).keys()]]) {
        const m = runChunks(dialects.hermes, splitAt(text, cuts), {}).message;
        expect(JSON.parse(m.tool_calls[0]!.arguments)).toBe(want);
      }
    }
  });

  it("the decoder gives the same arguments for any chunking, escapes and surrogates cut included", () => {
    const inner = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }).map((o) => JSON.stringify(o, null, 1)),
      fc.string({ unit: "grapheme", maxLength: 12 }),
    );
    fc.assert(
      fc.property(inner, fc.array(fc.nat(), { maxLength: 10 }), (s, cuts) => {
        const text = JSON.stringify(s);
        const run = (chunks: string[]) => {
          // The reader a JSON-argument value gets: its first character is the string's quote.
          const stream = jsonArgs(text.charCodeAt(0), null, DEFAULT_CAPS);
          let out = "";
          for (const c of chunks) {
            stream.push(c, 0, c.length);
            out += stream.take();
          }
          return out + stream.finish();
        };
        const whole = run([text]);
        expect(run(splitAt(text, cuts))).toBe(whole);
        expect(run([...text])).toBe(whole);
        const parsed = JSON.parse(whole) as unknown;
        let value: unknown = s;
        try {
          value = JSON.parse(s);
        } catch {
          // stays the string
        }
        if (value !== null && typeof value === "object" && !Array.isArray(value)) expect(parsed).toEqual(value);
        else expect(parsed).toBe(s);
      }),
      { numRuns: 400 },
    );
  });
});
