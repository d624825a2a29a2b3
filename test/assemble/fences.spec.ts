/**
 * Fenced calls (docs/recovery.md, "Fenced calls"): a markdown code fence whose
 * body is call markup the dialect reads is those calls, its two lines layout;
 * a code block that holds anything else is prose, whole and in place, and
 * streams (only its opener line waits). One rule, added by the compiler
 * (`compiler/lower/fences.ts`) and judged by the assembler, in every dialect
 * that has call regions and does not spell fences itself.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkChunking, checkGeneratedEqualsInterpreted, checkNothingLost, checkPrefixStable, checkStreamingEqualsComplete, formatFailure } from "../../compiler/laws/laws.js";
import { Parser, type Dialect, type ParserOptions } from "../../runtime/index.js";
import { allDialects as dialects } from "../helpers/dialects.js";
import { normalized, runChunks } from "../helpers/run.js";

const tools = [
  { type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } } },
  { type: "function", function: { name: "search", parameters: { type: "object", properties: { q: { type: "string" } } } } },
];
const WEATHER = { name: "get_weather", arguments: { city: "Paris" } };

interface Family {
  dialect: string;
  /** one call to get_weather(city: "Paris"), as the dialect writes it */
  call: string;
  /** the same call to a tool the request does not declare */
  undeclared: string;
  /** the call is a bare object: only the whole output may be one, so nothing may precede or follow its fence */
  bare?: boolean;
  /** the dialect's calls run to the end of the output (a second opener after them is prose) */
  toEnd?: boolean;
  options?: ParserOptions;
}

const FAMILIES: Family[] = [
  {
    dialect: "hermes",
    call: '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>',
    undeclared: '<tool_call>\n{"name": "browse", "arguments": {}}\n</tool_call>',
  },
  {
    dialect: "qwen3",
    call: "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>",
    undeclared: "<tool_call>\n<function=browse>\n<parameter=url>\nx\n</parameter>\n</function>\n</tool_call>",
    options: { thinking: false },
  },
  { dialect: "qwen25_coder", call: '{"name": "get_weather", "arguments": {"city": "Paris"}}', undeclared: '{"name": "browse", "arguments": {}}', bare: true },
  { dialect: "llama_json", call: '{"name": "get_weather", "parameters": {"city": "Paris"}}', undeclared: '{"name": "browse", "parameters": {}}' },
  { dialect: "mistral", call: '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}', undeclared: '[TOOL_CALLS]browse[ARGS]{"url": "x"}' },
  {
    dialect: "glm47_moe",
    call: "<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Paris</arg_value>\n</tool_call>",
    undeclared: "<tool_call>browse\n<arg_key>url</arg_key>\n<arg_value>x</arg_value>\n</tool_call>",
    options: { thinking: false },
  },
  {
    dialect: "granite",
    call: '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Paris"}}]',
    undeclared: '<|tool_call|>[{"name": "browse", "arguments": {}}]',
    toEnd: true,
  },
  { dialect: "phi4_mini", call: 'functools[{"name": "get_weather", "arguments": {"city": "Paris"}}]', undeclared: 'functools[{"name": "browse", "arguments": {}}]', toEnd: true },
];

/** Fence openers: with a language word, without, and the word a model names the markup by. */
const OPENERS = ["```json\n", "```\n", "```xml\n", "```tool_call\n"];

const dialectOf = (f: Family): Dialect => dialects[f.dialect]!;
const optionsOf = (f: Family): ParserOptions => ({ tools: tools as never, ...f.options });

/** The message of `text`, after checking that it is the same whole, per character, in chunks, on both engines. */
function parse(f: Family, text: string, extra: ParserOptions = {}): ReturnType<typeof normalized> {
  const options = { ...optionsOf(f), ...extra };
  const whole = runChunks(dialectOf(f), [text], { ...options, engine: "interpreted" });
  for (const engine of ["interpreted", "generated"] as const) {
    for (const chunks of [[text], text.split(""), text.match(/[\s\S]{1,5}/g) ?? []]) {
      const run = runChunks(dialectOf(f), chunks, { ...options, engine });
      expect(run.message, `${engine}, ${chunks.length} chunks`).toEqual(whole.message);
      expect(run.events, `${engine}, ${chunks.length} chunks: events`).toEqual(whole.events);
    }
  }
  return normalized(whole.message);
}

const calls = (m: unknown) => (m as { tool_calls: unknown[] }).tool_calls;
const content = (m: unknown) => (m as { content: string | null }).content;

for (const f of FAMILIES) {
  describe(`fenced calls: ${f.dialect}`, () => {
    it("a fence holding only calls is those calls; its lines are layout", () => {
      for (const open of OPENERS) {
        const m = parse(f, `${open}${f.call}\n\`\`\``);
        expect(calls(m), open).toEqual([WEATHER]);
        expect(content(m), open).toBeNull();
        // Blank lines inside the fence, and none before its closer.
        expect(calls(parse(f, `${open}\n${f.call}\`\`\``)), open).toEqual([WEATHER]);
      }
    });

    it("prose before the fence stays content", () => {
      // Only the whole output may be a bare object: after prose it is prose, fenced or not.
      if (f.bare) return;
      for (const open of OPENERS) {
        const m = parse(f, `Let me check.\n${open}${f.call}\n\`\`\`\n`);
        expect(m).toEqual({ reasoning: null, content: "Let me check.", tool_calls: [WEATHER] });
      }
    });

    it("a fence cut off by the end of the stream still holds its calls", () => {
      expect(parse(f, `\`\`\`json\n${f.call}\n`)).toEqual({ reasoning: null, content: null, tool_calls: [WEATHER] });
    });

    if (!f.bare) {
      it("prose after the fence stays content", () => {
        const m = parse(f, `\`\`\`json\n${f.call}\n\`\`\`\nDone.`);
        expect(m).toEqual({ reasoning: null, content: "Done.", tool_calls: [WEATHER] });
      });

      it("prose code fences before and after a call stay content, whole and in place", () => {
        const before = "Code:\n```python\nprint(1)\n```";
        const after = "```js\nx()\n```";
        const m = parse(f, `${before}\n${f.call}\n${after}`);
        expect(calls(m)).toEqual([WEATHER]);
        expect(content(m)).toContain(before);
        expect(content(m)).toContain(after);
        expect(content(m)!.indexOf(before)).toBeLessThan(content(m)!.indexOf(after));
      });

      it("a fence holding a call and prose is a prose block: the call is read, the block's text stays", () => {
        const m = parse(f, `\`\`\`\n${f.call}\nLet me know.\n\`\`\``);
        expect(calls(m)).toEqual([WEATHER]);
        expect(content(m)!.replace(/\s+/g, " ")).toBe("``` Let me know. ```");
        // Prose first, then the call: the same.
        const first = parse(f, `\`\`\`\nHere it is:\n${f.call}\n\`\`\``);
        expect(calls(first)).toEqual([WEATHER]);
        expect(content(first)!.replace(/\s+/g, " ")).toBe("``` Here it is: ```");
      });

      it("two fences of calls in a row", () => {
        if (f.toEnd) return;
        const m = parse(f, `\`\`\`json\n${f.call}\n\`\`\`\n\`\`\`json\n${f.call}\n\`\`\``);
        expect(m).toEqual({ reasoning: null, content: null, tool_calls: [WEATHER, WEATHER] });
      });
    }

    it("a fence around a tool the request does not declare stays content, whole", () => {
      const text = `\`\`\`json\n${f.undeclared}\n\`\`\``;
      const m = parse(f, text);
      expect(calls(m)).toEqual([]);
      expect(content(m)!.replace(/\s+/g, "")).toBe(text.replace(/\s+/g, ""));
    });

    it('tool_choice "none": a fence around a call vanishes with it', () => {
      expect(parse(f, `\`\`\`json\n${f.call}\n\`\`\``, { toolChoice: "none" })).toEqual({ reasoning: null, content: null, tool_calls: [] });
    });

    it("a prose code block is content, whole, and streams: only its opener line waits", () => {
      const text = "Here:\n```python\nprint(1)\nx = 2\n```\nafter";
      expect(parse(f, text)).toEqual({ reasoning: null, content: text, tool_calls: [] });
      // What has gone out once each prefix is fed one character at a time.
      const checkpoints: Record<string, string> = {
        "Here:\n```pyth": "Here:",
        "Here:\n```python\n": "Here:",
        "Here:\n```python\npr": "Here:\n```python\npr",
        "Here:\n```python\nprint(1)\nx = 2": "Here:\n```python\nprint(1)\nx = 2",
      };
      const parser = new Parser(dialectOf(f), optionsOf(f));
      let seen = "";
      for (let i = 0; i < text.length; i++) {
        seen += parser.feed(text[i]!)?.content ?? "";
        const want = checkpoints[text.slice(0, i + 1)];
        if (want !== undefined) expect(seen, JSON.stringify(text.slice(0, i + 1))).toBe(want);
      }
    });
  });
}

describe("fenced calls: the bare object (qwen25_coder)", () => {
  const f = FAMILIES.find((x) => x.dialect === "qwen25_coder")!;

  it("a fence opener is not the output's first text: the object after it may still be the call", () => {
    expect(parse(f, '```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n```')).toEqual({ reasoning: null, content: null, tool_calls: [WEATHER] });
  });

  it("text after the fence means the object was not the whole output: all of it is content", () => {
    const text = '```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n```\nThat is the call.';
    expect(parse(f, text)).toEqual({ reasoning: null, content: text, tool_calls: [] });
  });

  it("an object after a prose code block is prose", () => {
    const text = '```python\nprint(1)\n```\n{"name": "get_weather", "arguments": {"city": "Paris"}}';
    expect(parse(f, text)).toEqual({ reasoning: null, content: text, tool_calls: [] });
  });

  it("a JSON block that names no tool is a prose code block", () => {
    const text = '```json\n{"a": 1}\n```';
    expect(parse(f, text)).toEqual({ reasoning: null, content: text, tool_calls: [] });
  });

  it("calls in their <tools> wrapper inside a fence", () => {
    expect(parse(f, 'Sure.\n```xml\n<tools>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tools>\n```\nDone.')).toEqual({
      reasoning: null,
      content: "Sure.\n\nDone.",
      tool_calls: [WEATHER],
    });
  });
});

describe("fenced calls: llama_json", () => {
  const f = FAMILIES.find((x) => x.dialect === "llama_json")!;

  it("the fence around an object of calls is no longer left in the content", () => {
    expect(parse(f, 'Calling it.\n```json\n{"name": "get_weather", "parameters": {"city": "Paris"}}\n```')).toEqual({
      reasoning: null,
      content: "Calling it.",
      tool_calls: [WEATHER],
    });
  });

  it("a JSON block that is no call stays content, whole", () => {
    const text = 'Example:\n```json\n{"a": 1}\n```\nok';
    expect(parse(f, text)).toEqual({ reasoning: null, content: text, tool_calls: [] });
  });
});

describe("fenced calls: dialects that spell their own fences keep them", () => {
  it("rwkv reads its ```json fence as its call, and other blocks as prose", () => {
    const rwkv = { dialect: "rwkv", call: "", undeclared: "" };
    expect(parse(rwkv, '```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n```')).toEqual({ reasoning: null, content: null, tool_calls: [WEATHER] });
    const prose = "Example:\n```python\nprint(1)\n```";
    expect(parse(rwkv, prose)).toEqual({ reasoning: null, content: prose, tool_calls: [] });
    expect(dialects.rwkv!.ir.states.some((s) => s.transitions.some((t) => t.fence))).toBe(false);
  });
});

/** Outputs built from fence lines, calls, undeclared calls, prose and whitespace. */
function fencedOutput(f: Family): fc.Arbitrary<string> {
  const pieces = ["```json\n", "```\n", "```xml", "```", "\n```", "``", "`x`", f.call, f.call, f.undeclared, "Let me check.", "print(1)", " ", "\n", "\n\n", "{", "}"];
  return fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((a) => a.join(""));
}

describe("fenced calls: the laws on outputs made of fences, calls and prose", () => {
  const laws = [checkChunking, checkGeneratedEqualsInterpreted, checkStreamingEqualsComplete, checkNothingLost, checkPrefixStable];
  for (const f of FAMILIES) {
    it(f.dialect, () => {
      fc.assert(
        fc.property(fencedOutput(f), fc.array(fc.nat(), { maxLength: 8 }), fc.boolean(), (text, cuts, withTools) => {
          const options = withTools ? optionsOf(f) : { ...f.options };
          for (const law of laws) {
            const failure = law(dialectOf(f), text, options, cuts);
            expect(failure && formatFailure(failure)).toBeNull();
          }
        }),
        { numRuns: 150 },
      );
    });
  }
});
