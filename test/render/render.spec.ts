/**
 * Law 7: parseComplete(d, render(d, m)) equals m, for every dialect and every
 * message the dialect can express. `render` checks its own output by parsing
 * it, so these tests hold it to more than that: each dialect must express
 * every message its channels allow (reasoning where it has a reasoning
 * channel, calls where it has calls) for text and argument values with
 * quotes, markup, unicode and newlines; the rendering must also stream back
 * the same in any chunking, on the generated engine too.
 */
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dialects, parseComplete, render, RenderError, type Dialect, type RenderMessage, type Tool } from "../../generated/index.js";
import { Channel } from "../../runtime/ir/ir.js";
import { callStates } from "../../runtime/ir/regions.js";
import { runChunks, splitAt } from "../helpers/run.js";
import { renders } from "../helpers/renders.js";
import { grammarDialect } from "../../compiler/emit/dialect-file.js";

const tools: Tool[] = [
  {
    type: "function",
    function: {
      name: "get_weather",
      parameters: {
        type: "object",
        properties: {
          city: { type: "string" },
          days: { type: "integer" },
          metric: { type: "boolean" },
          tags: { type: "array", items: { type: "string" } },
          where: { type: "object", properties: { lat: { type: "number" }, note: { type: "string" } } },
        },
      },
    },
  },
  { type: "function", function: { name: "ping", parameters: { type: "object", properties: {} } } },
];

/** Prose: words with quotes, unicode and inner newlines; no leading or trailing whitespace. */
const prose = fc
  .array(fc.constantFrom("The", "weather", "is", "fine.", '"quoted"', "it's", "naïve", "東京", "😀", "a\nb", "x,y", "(ok)", "50%", "-", "é"), { minLength: 1, maxLength: 8 })
  .map((w) => w.join(" "));

/** A string argument: the same, plus markup and characters each encoding must escape. */
const value = fc
  .array(fc.constantFrom("Oslo", "São Paulo", "<b>bold</b>", 'a"b', "it's", "back\\slash", "line\nbreak", "tab\tstop", "{braces}", "[list]", "東京", "😀", " ", "x = 1"), {
    minLength: 1,
    maxLength: 5,
  })
  .map((w) => w.join(""));

const weatherArgs = fc.record(
  {
    city: value,
    days: fc.integer({ min: -5, max: 400 }),
    metric: fc.boolean(),
    tags: fc.array(value, { maxLength: 3 }),
    where: fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }).map((x) => Math.round(x * 1000) / 1000 + 0), note: value }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

const call = fc.oneof(
  weatherArgs.map((args) => ({ name: "get_weather", arguments: args as Record<string, unknown> })),
  fc.constant({ name: "ping", arguments: {} as Record<string, unknown> }),
);

function capabilities(d: Dialect): { reasoning: boolean; reasoningNeedsThinking: boolean; calls: boolean; manyCalls: boolean; contentWithCalls: boolean } {
  const reasoning = d.ir.states.some((s) => s.channel.kind === Channel.Reasoning);
  // Some dialects reach reasoning only from a prompt that opened it (Apriel's prefill).
  const reasoningNeedsThinking = reasoning && !renders(d, { reasoning: "x" }, { tools, thinking: false });
  const calls = callStates(d.ir).some((x) => x === 1) || d.ir.states.some((s) => s.channel.kind === Channel.Envelope);
  const manyCalls = renders(
    d,
    {
      tool_calls: [
        { name: "ping", arguments: {} },
        { name: "ping", arguments: {} },
      ],
    },
    { tools },
  );
  // A reply that is either an answer or calls (llama.cpp's generic JSON object) has no message with both.
  const contentWithCalls = !calls || renders(d, { content: "x", tool_calls: [{ name: "ping", arguments: {} }] }, { tools });
  return { reasoning, reasoningNeedsThinking, calls, manyCalls, contentWithCalls };
}

function normal(m: { reasoning?: string | null; content?: string | null; tool_calls?: readonly { name: string; arguments: unknown }[] }) {
  return {
    reasoning: m.reasoning || null,
    content: m.content || null,
    tool_calls: (m.tool_calls ?? []).map((c) => ({ name: c.name, arguments: typeof c.arguments === "string" ? JSON.parse(c.arguments) : c.arguments })),
  };
}

describe("law 7: render, then parse, gives the message back", () => {
  for (const d of Object.values(dialects) as Dialect[]) {
    it(d.name, () => {
      const can = capabilities(d);
      const message = fc
        .record(
          {
            reasoning: can.reasoning ? prose : fc.constant(undefined),
            content: prose,
            tool_calls: can.calls ? fc.array(call, { minLength: 0, maxLength: can.manyCalls ? 3 : 1 }) : fc.constant([]),
          },
          { requiredKeys: [] },
        )
        .map((m) => (can.contentWithCalls || !m.tool_calls?.length ? m : { ...m, content: undefined }));
      fc.assert(
        fc.property(message, fc.boolean(), fc.array(fc.nat(), { maxLength: 6 }), (m: RenderMessage, anyThinking, cuts) => {
          const thinking = anyThinking || (m.reasoning !== undefined && can.reasoningNeedsThinking);
          const text = render(d, m, { tools, thinking });
          for (const engine of ["interpreted", "generated"] as const) {
            const run = runChunks(d, splitAt(text, cuts), { tools, thinking, engine });
            expect(normal(run.message), `${engine}, ${JSON.stringify(text)}`).toEqual(normal(m));
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});

describe("render writes arguments as json.dumps does", () => {
  it("drops an undefined member and writes an undefined item as null, as JSON.stringify does", () => {
    const text = render(dialects.hermes, { tool_calls: [{ name: "f", arguments: { a: 1, b: undefined, c: [undefined, "x"] } }] });
    expect(text).toContain('{"name": "f", "arguments": {"a": 1, "c": [null, "x"]}}');
  });
});

describe("calls as a template writes them", () => {
  it("a later call is written as the first: Qwen3's and Nemotron's wrapper is closed before the next call", () => {
    const m: RenderMessage = {
      tool_calls: [
        { name: "a", arguments: { x: "1" } },
        { name: "b", arguments: {} },
      ],
    };
    for (const d of [dialects.qwen3, dialects.nemotron_v3]) {
      expect(render(d, m, { thinking: false })).toBe("<tool_call><function=a><parameter=x>\n1\n</parameter></function></tool_call><tool_call><function=b></function></tool_call>");
    }
    // A section that holds every call stays one section (DeepSeek V3.1, Kimi K2).
    expect(render(dialects.deepseek_v31, m).match(/<｜tool▁calls▁begin｜>/g)).toHaveLength(1);
  });

  it("like: where a dialect reads several ways of writing a call, the one a sample text shows", () => {
    const m: RenderMessage = { tool_calls: [{ name: "ping", arguments: {} }] };
    // Mistral's dialect reads the JSON array and the v11 `[TOOL_CALLS]name[ARGS]{…}`; render writes the array unless a sample shows the other.
    expect(render(dialects.mistral, m)).toBe('[TOOL_CALLS] [{"name": "ping", "arguments": {}}]');
    const v11 = render(dialects.mistral, m, { like: "[TOOL_CALLS]get_weather[ARGS]{}" });
    expect(v11).toBe("[TOOL_CALLS]ping[ARGS]{}");
    expect(parseComplete(dialects.mistral, v11).tool_calls.map((c) => c.name)).toEqual(["ping"]);
    // A sample that shows no way of its own changes nothing.
    expect(render(dialects.mistral, m, { like: "Hello." })).toBe(render(dialects.mistral, m));
  });

  it("like: the spelling, path, fill, value spellings, quotes, key order and answer position a sample shows", () => {
    const call = (args: Record<string, unknown>) => ({ tool_calls: [{ name: "get_weather", arguments: args }] });
    // A marker's second spelling (Mistral Nemo's `[TOOL_CALLS][` beside `[TOOL_CALLS] [`).
    expect(render(dialects.mistral, call({}), { like: '[TOOL_CALLS][{"name": "f", "arguments": {}}]' })).toBe('[TOOL_CALLS][{"name": "get_weather", "arguments": {}}]');
    // The bare list, which the grammar reads by lookahead, where the sample has no <|python_start|>.
    expect(render(dialects.pythonic, call({}))).toBe("<|python_start|>[get_weather()]<|python_end|>");
    expect(render(dialects.pythonic, call({}), { like: "[f()]" })).toBe("[get_weather()]");
    // Python strings in the quotes the sample writes them in.
    expect(render(dialects.pythonic, call({ city: 'O"slo' }), { like: '[f(a="x")]' })).toBe('[get_weather(city="O\\"slo")]');
    // A capture the grammar fills with "commentary", filled as the sample does between the same markers.
    const harmony = render(dialects.harmony, call({}), { like: " to=functions.f<|channel|>commentary json<|message|>{}" });
    expect(harmony).toContain("<|channel|>commentary json<|message|>");
    expect(parseComplete(dialects.harmony, harmony).tool_calls.map((c) => c.name)).toEqual(["get_weather"]);
    // A spelling whose capture only the sample fills, written whole as the sample writes it (Mi:dm's <|constrain|>json).
    const constrained = render(dialects.harmony, call({}), { like: " to=functions.f<|channel|>commentary<|constrain|>json<|message|>{}" });
    expect(constrained).toContain(" to=functions.get_weather<|channel|>commentary<|constrain|>json<|message|>{}");
    expect(parseComplete(dialects.harmony, constrained).tool_calls.map((c) => c.name)).toEqual(["get_weather"]);
    // A marker the array's state reads as nothing, written again before each bare object where the sample does (Granite 3.0).
    const two = {
      tool_calls: [
        { name: "a", arguments: {} },
        { name: "b", arguments: {} },
      ],
    };
    const granite = render(dialects.granite, two, { like: '<|tool_call|> {"name": "f", "arguments": {}}\n<|tool_call|> {"name": "g", "arguments": {}}' });
    expect(granite.match(/<\|tool_call\|>/g)).toHaveLength(2);
    expect(parseComplete(dialects.granite, granite).tool_calls.map((c) => c.name)).toEqual(["a", "b"]);
    // Python's True for a bare value where the sample writes it (Qwen3-Coder's templates use str()); JSON's otherwise.
    const xml = { tools, thinking: false };
    expect(render(dialects.qwen3, call({ metric: true }), xml)).toContain("\ntrue\n");
    expect(render(dialects.qwen3, call({ metric: true }), { ...xml, like: "<parameter=x>\nTrue\n</parameter>" })).toContain("\nTrue\n");
    // Keys in the order the sample names them (Gemma 4's template sorts them); None where it writes None.
    const gemma = render(dialects.gemma4, call({ z: null, a: 1 }), { like: "<|tool_call>call:f{a:1,z:None}<tool_call|>", thinking: false });
    expect(gemma).toContain("{a:1,z:None}");
    expect(JSON.parse(parseComplete(dialects.gemma4, gemma, { thinking: false }).tool_calls[0]!.arguments)).toEqual({ z: null, a: 1 });
    // The answer after the calls where the sample writes it there.
    const late = render(dialects.gemma4, { content: "Done.", ...call({}) }, { like: "<|tool_call>call:get_weather{}<tool_call|>Done.", thinking: false });
    expect(late.indexOf("Done.")).toBeGreaterThan(late.indexOf("get_weather"));
    expect(render(dialects.gemma4, { content: "Done.", ...call({}) }, { thinking: false }).indexOf("Done.")).toBeLessThan(late.indexOf("get_weather"));
  });

  it("like: a string bare where the grammar reads JSON values and the sample writes them bare", () => {
    const call = (args: Record<string, unknown>) => ({ tool_calls: [{ name: "get_weather", arguments: args }] });
    // HyperCLOVA X SEED's values are JSON, and its later templates write a string bare: render follows the sample.
    const sample = "<tool_call>f\n<arg_key>a</arg_key>\n<arg_value>Some text</arg_value>\n</tool_call>";
    expect(render(dialects.hyperclovax_seed_think, call({ city: "Seoul" }))).toContain('<arg_value>"Seoul"</arg_value>');
    const bare = render(dialects.hyperclovax_seed_think, call({ city: "Seoul" }), { like: sample.replace("Some text", "Seoul") });
    expect(bare).toContain("<arg_value>Seoul</arg_value>");
    expect(JSON.parse(parseComplete(dialects.hyperclovax_seed_think, bare).tool_calls[0]!.arguments)).toEqual({ city: "Seoul" });
    // A string that is JSON text of its own ("7") stays quoted, so it reads back as a string.
    expect(render(dialects.hyperclovax_seed_think, call({ city: "7" }), { like: sample.replace("Some text", "7") })).toContain('<arg_value>"7"</arg_value>');
  });

  it("like: a read-only form whose start is the written way's marker, where the sample writes it", () => {
    const call = (args: Record<string, unknown>) => ({ tool_calls: [{ name: "get_weather", arguments: args }] });
    // TeleChat4 writes its tags, and reads the {"name", "arguments"} object in the same <tool_call> (TeleChat2's form).
    expect(render(dialects.telechat4, call({ city: "Paris" }), { thinking: false })).toContain("<param_key>city</param_key>");
    const json = render(dialects.telechat4, call({ city: "Paris" }), { thinking: false, like: '<tool_call>\n{"name": "f", "arguments": {"a": 1}}\n</tool_call>' });
    expect(json.replace(/\s+/g, "")).toBe('<tool_call>{"name":"get_weather","arguments":{"city":"Paris"}}</tool_call>');
    expect(JSON.parse(parseComplete(dialects.telechat4, json, { thinking: false }).tool_calls[0]!.arguments)).toEqual({ city: "Paris" });
  });

  it("like: between parallel calls, the closer the sample writes between them, and after the last the one it ends with", () => {
    const m: RenderMessage = {
      tool_calls: [
        { name: "get_weather", arguments: { city: "Paris" } },
        { name: "ping", arguments: {} },
      ],
    };
    // LLM-jp-4.1's template ends every call but the last with <|end|> and opens the next as a new message; Harmony reads either.
    const sample =
      " to=functions.f<|channel|>commentary <|constrain|> json<|message|>{}<|end|><|start|>assistant to=functions.g<|channel|>commentary <|constrain|> json<|message|>{}<|call|>";
    const plain = render(dialects.llm_jp, m, { thinking: false });
    const liked = render(dialects.llm_jp, m, { thinking: false, like: sample });
    expect(plain.match(/<\|call\|>/g)).toHaveLength(2);
    expect(liked.match(/<\|call\|>/g)).toHaveLength(1);
    expect(liked.trimEnd().endsWith("<|call|>")).toBe(true);
    expect(liked).toMatch(/\{"city": ?"Paris"\} ?<\|end\|>/);
    expect(parseComplete(dialects.llm_jp, liked, { thinking: false }).tool_calls.map((c) => c.name)).toEqual(["get_weather", "ping"]);
  });

  it("like: the structure a sample shows — a wrapper the grammar absorbs, Python's str() or JSON for nested values, every value quoted, raw newlines", () => {
    const call = (args: Record<string, unknown>) => ({ tool_calls: [{ name: "get_weather", arguments: args }] });
    const typed: Tool[] = [
      {
        type: "function",
        function: {
          name: "get_weather",
          parameters: {
            type: "object",
            properties: { city: { type: "string" }, days: { type: "integer" }, where: { type: "object" }, tags: { type: "array", items: { type: "string" } } },
          },
        },
      },
    ];
    const back = (d: Dialect, text: string, thinking = false) => parseComplete(d, text, { tools: typed, thinking });
    // Cohere's answer in the block the sample writes it in (<|START_RESPONSE|> or <|START_TEXT|>); none without a sample.
    const off = { thinking: false, tools: typed };
    expect(render(dialects.cohere_command, { content: "Hi." }, off)).toBe("Hi.");
    expect(render(dialects.cohere_command, { content: "Hi." }, { ...off, like: "<|START_RESPONSE|>Hello.<|END_RESPONSE|>" })).toBe("Hi.");
    const cohere = render(dialects.cohere_command, { content: "Hi." }, { ...off, like: "<|START_RESPONSE|>Hi.<|END_RESPONSE|>" });
    expect(cohere).toBe("<|START_RESPONSE|>Hi.<|END_RESPONSE|>");
    expect(back(dialects.cohere_command, cohere).content).toBe("Hi.");
    // A call in OpenAI's tool_call object, id first, where the sample writes the message's tool_calls so (Falcon3's template).
    const openai = render(
      dialects.xlam,
      { tool_calls: [{ id: "call_1", name: "get_weather", arguments: { city: "Oslo" } }] },
      {
        ...off,
        like: '<tool_call>\n[{"id": "x", "type": "function", "function": {"name": "f", "arguments": {}}}]\n</tool_call>',
      },
    );
    expect(openai).toContain('{"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": {"city": "Oslo"}}}');
    expect(back(dialects.xlam, openai).tool_calls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([["get_weather", { city: "Oslo" }]]);
    expect(render(dialects.xlam, call({ city: "Oslo" }), off)).not.toContain('"function"');
    // Llama 4's empty <|python_start|><|python_end|> before the calls, where the sample writes it.
    const llama4 = render(dialects.llama_json, call({}), { like: '<|python_start|><|python_end|>{"name": "f", "parameters": {}}' });
    expect(llama4).toBe('<|python_start|><|python_end|>{"name": "get_weather", "parameters": {}}');
    expect(back(dialects.llama_json, llama4).tool_calls.map((c) => c.name)).toEqual(["get_weather"]);
    // A parameter's object and array as Python's str() writes them (Seed-OSS's and Qwen3-Coder's templates), JSON otherwise.
    const nested = { where: { zone: "x", none: null }, tags: ["a"] };
    expect(render(dialects.qwen3, call(nested), off)).toContain('{"zone": "x", "none": null}');
    const py = render(dialects.qwen3, call(nested), { ...off, like: "<parameter=w>\n{'k': 'v', 'n': None}\n</parameter><parameter=t>\n['a']\n</parameter>" });
    expect(py).toContain("{'zone': 'x', 'none': None}");
    expect(py).toContain("['a']");
    expect(JSON.parse(back(dialects.qwen3, py).tool_calls[0]!.arguments)).toEqual(nested);
    // FunctionGemma's template quotes every value, a non-string one as Python's str().
    const fg = render(dialects.functiongemma, call({ city: "Oslo", days: 3, where: { zone: "x" } }), {
      tools: typed,
      like: "<start_function_call>call:f{a:<escape>x<escape>,b:<escape>8<escape>}<end_function_call>",
    });
    expect(fg).toContain("{city:<escape>Oslo<escape>,days:<escape>3<escape>,where:<escape>{'zone': 'x'}<escape>}");
    // A Python call's nested object as JSON and a string's newline raw, where the sample writes them so (LFM2.5's template).
    const lfm = render(dialects.lfm2, call({ city: "a\nb", where: { zone: "x" }, tags: ["t"] }), {
      ...off,
      like: "<|tool_call_start|>[f(a='x\ny', w={\"k\": null}, t=['u'])]<|tool_call_end|>",
    });
    expect(lfm).toBe("<|tool_call_start|>[get_weather(city='a\nb', where={\"zone\": \"x\"}, tags=['t'])]<|tool_call_end|>");
    expect(JSON.parse(back(dialects.lfm2, lfm).tool_calls[0]!.arguments)).toEqual({ city: "a\nb", where: { zone: "x" }, tags: ["t"] });
  });

  it("like: which of the structures the dialect reads — markers it absorbs, a region per call", () => {
    const call = (name: string, args: Record<string, unknown> = {}) => ({ name, arguments: args });
    // Harmony's header absorbs <|start|>assistant: gpt-oss's template writes it between a turn's messages.
    const harmony: RenderMessage = { reasoning: "Think.", content: "Done." };
    expect(render(dialects.harmony, harmony)).toBe("<|channel|>analysis<|message|>Think.<|end|><|channel|>final<|message|>Done.");
    const gptOss = render(dialects.harmony, harmony, { like: "<|channel|>analysis<|message|>R<|end|><|start|>assistant<|channel|>final<|message|>A<|return|>" });
    expect(gptOss).toBe("<|channel|>analysis<|message|>Think.<|end|><|start|>assistant<|channel|>final<|message|>Done.");
    const twoCalls: RenderMessage = { tool_calls: [call("get_weather"), call("ping")] };
    const between = render(dialects.harmony, twoCalls, {
      like: " to=functions.f<|channel|>commentary<|message|>{}<|call|><|start|>assistant to=functions.g<|channel|>commentary<|message|>{}<|call|>",
    });
    expect(between).toContain("<|call|><|start|>assistant to=functions.ping");
    expect(between.startsWith(" to=functions.get_weather")).toBe(true);
    expect(parseComplete(dialects.harmony, between).tool_calls.map((c) => c.name)).toEqual(["get_weather", "ping"]);
    // MiniMax M3's template writes a bare </mm:think> where there is no reasoning, which its opening absorbs:
    // before the answer (whitespace apart) and before the calls.
    expect(render(dialects.minimax_m3, { content: "Hi." })).toBe("Hi.");
    expect(render(dialects.minimax_m3, { content: "Hi." }, { like: "</mm:think>\n\nHello." })).toBe("Hi.");
    expect(render(dialects.minimax_m3, { content: "Hi." }, { like: "</mm:think>\n\nHi." })).toBe("</mm:think>Hi.");
    const mm = render(dialects.minimax_m3, { tool_calls: [call("ping")] }, { like: '</mm:think>\n]<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="f">' });
    expect(mm.startsWith("</mm:think>]<]minimax[>[<tool_call>")).toBe(true);
    expect(parseComplete(dialects.minimax_m3, mm).tool_calls.map((c) => c.name)).toEqual(["ping"]);
    // Qwen2.5-Coder's dialect reads several calls in one <tools> block; its template writes a block per call.
    const envelope = (name: string) => `{"name": "${name}", "arguments": {}}`;
    expect(render(dialects.qwen25_coder, twoCalls)).toBe(`<tools>${envelope("get_weather")}\n${envelope("ping")}</tools>`);
    const perCall = render(dialects.qwen25_coder, twoCalls, { like: `<tools>\n${envelope("f")}\n</tools>\n<tools>\n${envelope("g")}\n</tools>\n` });
    expect(perCall).toBe(`<tools>${envelope("get_weather")}</tools><tools>${envelope("ping")}</tools>`);
    expect(parseComplete(dialects.qwen25_coder, perCall).tool_calls.map((c) => c.name)).toEqual(["get_weather", "ping"]);
    // An answer before the block is no header of its own: the block is never written empty before it.
    const answered = render(dialects.qwen25_coder, { content: "Sure.", tool_calls: [call("ping")] }, { like: `Sure.<tools>\n${envelope("ping")}\n</tools>\n` });
    expect(answered).toBe(`Sure.<tools>${envelope("ping")}</tools>`);
    // LFM2's dialect reads a Python list of calls and a JSON array of envelopes; the sample says which.
    const lookup: RenderMessage = { tool_calls: [call("get_weather", { city: "Oslo" }), call("ping")] };
    expect(render(dialects.lfm2, lookup, { thinking: false })).toBe("<|tool_call_start|>[get_weather(city='Oslo'), ping()]<|tool_call_end|>");
    const lfmJson = render(dialects.lfm2, lookup, { thinking: false, like: `<|tool_call_start|>[{"name": "f", "arguments": {"a": 1}}]<|tool_call_end|>` });
    expect(lfmJson).toBe(`<|tool_call_start|>[{"name": "get_weather", "arguments": {"city": "Oslo"}}, ${envelope("ping")}]<|tool_call_end|>`);
    expect(parseComplete(dialects.lfm2, lfmJson, { thinking: false }).tool_calls.map((c) => c.arguments)).toEqual(['{"city": "Oslo"}', "{}"]);
    // A sample with a Python call in it keeps the Python list (an object argument naming "name" is no envelope).
    expect(render(dialects.lfm2, lookup, { thinking: false, like: `<|tool_call_start|>[f(a={"name": "x"})]<|tool_call_end|>` })).toContain("get_weather(city='Oslo')");
    // An array of envelopes in brackets or a bare object, as the sample writes it after the opener (Phi-4-mini's templates write either in <|tool_call|>).
    const tagged = { tool_calls: [call("get_weather", { city: "Oslo" })] };
    expect(render(dialects.phi4_mini, tagged, { like: '<|tool_call|>[{"name": "f", "arguments": {}}]<|/tool_call|>' })).toBe(
      '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "Oslo"}}]<|/tool_call|>',
    );
    const bareObject = render(dialects.phi4_mini, tagged, { like: '<|tool_call|>\n{"name": "f", "arguments": {}}\n<|/tool_call|>' });
    expect(bareObject).toBe('<|tool_call|>{"name": "get_weather", "arguments": {"city": "Oslo"}}<|/tool_call|>');
    expect(parseComplete(dialects.phi4_mini, bareObject).tool_calls.map((c) => c.arguments)).toEqual(['{"city": "Oslo"}']);
    // Llama 4's pythonic template quotes every value, str() of one that is no string; the schema types it back.
    const quoted = { tool_calls: [call("get_weather", { city: "Oslo", days: 3, metric: true, where: { zone: "x" } })] };
    const like = '[f(a="x", n="7", b="True")]';
    const llama4 = render(dialects.pythonic, quoted, { tools, like });
    expect(llama4).toBe(`[get_weather(city="Oslo", days="3", metric="True", where="{'zone': 'x'}")]`);
    expect(JSON.parse(parseComplete(dialects.pythonic, llama4, { tools }).tool_calls[0]!.arguments)).toEqual(quoted.tool_calls[0]!.arguments);
    // Only where a quoted value is no string: a sample of quoted strings says nothing of the others.
    expect(render(dialects.pythonic, quoted, { tools, like: '[f(a="x", b="y")]' })).toContain("days=3, metric=True");
    // Without the schema a quoted 3 reads back as a string: the sample's way does not read back, so the dialect's own is written.
    expect(render(dialects.pythonic, quoted, { like })).toBe(render(dialects.pythonic, quoted));
    // MiniCPM5's template writes a value that holds markup in <![CDATA[…]]>, which the grammar reads inside a value.
    const note = { tool_calls: [call("get_weather", { city: "a <b>\nc", days: 3 })] };
    expect(render(dialects.minicpm5, note, { tools, thinking: false })).toContain('<param name="city">a <b>\nc</param>');
    const cdataLike = '<function name="get_weather"><param name="city"><![CDATA[a <b>\nc]]></param><param name="days">3</param></function>';
    const cdata = render(dialects.minicpm5, note, { tools, thinking: false, like: cdataLike });
    expect(cdata).toBe(cdataLike);
    expect(JSON.parse(parseComplete(dialects.minicpm5, cdata, { tools, thinking: false }).tool_calls[0]!.arguments)).toEqual(note.tool_calls[0]!.arguments);
    // Of the keys an envelope reads, the one the sample writes: Llama 3.1's template writes "parameters", others "arguments".
    const weather = { tool_calls: [call("get_weather", { city: "Oslo" })] };
    expect(render(dialects.llama_json, weather)).toBe('{"name": "get_weather", "parameters": {"city": "Oslo"}}');
    const llamaArgs = render(dialects.llama_json, weather, { like: '{"name": "f", "arguments": {}}' });
    expect(llamaArgs).toBe('{"name": "get_weather", "arguments": {"city": "Oslo"}}');
    expect(parseComplete(dialects.llama_json, llamaArgs).tool_calls[0]!.arguments).toBe('{"city": "Oslo"}');
    expect(render(dialects.hermes, weather, { like: '<tool_call>\n{"name": "f", "parameters": {}}\n</tool_call>' })).toContain('"parameters": {"city": "Oslo"}');
    // A form the grammar reads but marks read_only is written where the sample writes it: MiroThinker's call
    // without its <server_name>, where render otherwise writes the server the template shows.
    const mcp = { tool_calls: [call("get_weather", { city: "Oslo" })] };
    const withServer = render(dialects.mirothinker, mcp, { thinking: false });
    expect(withServer).toContain("<server_name>default</server_name><tool_name>get_weather</tool_name>");
    const bareName = render(dialects.mirothinker, mcp, { thinking: false, like: "<use_mcp_tool>\n<tool_name>f</tool_name>\n<arguments>\n{}\n</arguments>\n</use_mcp_tool>" });
    expect(bareName).toBe(withServer.replace("<server_name>default</server_name>", ""));
    expect(parseComplete(dialects.mirothinker, bareName, { thinking: false }).tool_calls.map((c) => [c.name, c.arguments])).toEqual([["get_weather", '{"city": "Oslo"}']]);
    // A sample that shows the written way keeps it.
    const served = "<use_mcp_tool>\n<server_name>s</server_name>\n<tool_name>f</tool_name>\n<arguments>\n{}\n</arguments>\n</use_mcp_tool>";
    expect(render(dialects.mirothinker, mcp, { thinking: false, like: served })).toBe(withServer);
    // A bare list's answer after it, without the closer of the wrapper the sample leaves out.
    expect(render(dialects.pythonic, { content: "Done.", tool_calls: [call("ping")] }, { like: "[ping()]Done." })).toBe("[ping()]Done.");
  });

  it("a call's id is written where the dialect has the model write one, and read back", () => {
    const m: RenderMessage = { tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" }, id: "a1B2c3D4e" }] };
    const text = render(dialects.mistral, m);
    expect(text).toContain('"id": "a1B2c3D4e"');
    expect(parseComplete(dialects.mistral, text).tool_calls[0]!.id).toBe("a1B2c3D4e");
    // A dialect with nowhere to write it writes the call without it.
    expect(render(dialects.hermes, m)).not.toContain("a1B2c3D4e");
  });
});

describe("an empty reasoning block", () => {
  it('reasoning "" is the block a thinking model writes before an answer it did not think about; absent, none', () => {
    const off = { thinking: false };
    expect(render(dialects.kimi_k2, { reasoning: "", content: "Hi." }, off)).toBe("<think></think>Hi.");
    expect(render(dialects.kimi_k2, { content: "Hi." }, off)).toBe("Hi.");
    expect(render(dialects.kimi_k2, { reasoning: null, content: "Hi." }, off)).toBe("Hi.");
    // Where the prompt opened the block, it is closed.
    expect(render(dialects.kimi_k2, { reasoning: "", content: "Hi." }, { thinking: true })).toBe("</think>Hi.");
    // A dialect with no reasoning block writes none.
    expect(render(dialects.hermes, { reasoning: "", content: "Hi." })).toBe("Hi.");
  });
});

describe("render says when a dialect cannot express a message", () => {
  it("reasoning in a dialect without a reasoning channel", () => {
    expect(() => render(dialects.hermes, { reasoning: "hmm" })).toThrow(RenderError);
    expect(() => render("hermes", "hello" as never)).toThrow('dialectc: render takes a message object ({reasoning?, content?, tool_calls?}), not "hello"');
    // Parameter text carries no type: without the tool's schema a number reads back a string, and the error says so.
    expect(() => render("qwen3", { tool_calls: [{ name: "f", arguments: { a: 1 } }] })).toThrow(
      `call 0's "a" reads back as the string "1": pass the tool in \`tools\` so its schema types it`,
    );
  });
  it("a call in a dialect without calls", () => {
    const reasoningOnly = grammarDialect(join(import.meta.dirname, "..", "fixtures", "reasoning-only.dialect"));
    expect(() => render(reasoningOnly, { tool_calls: [{ name: "f", arguments: {} }] })).toThrow(/reasoning_only cannot express this message/);
  });
  it("content that spells a marker", () => {
    expect(() => render(dialects.qwen3, { content: "a </think> b" }, { thinking: false })).toThrow(RenderError);
  });
  it("arguments that are not a JSON object", () => {
    expect(() => render(dialects.hermes, { tool_calls: [{ name: "f", arguments: "[1]" }] })).toThrow(/not a JSON object/);
  });
  it("text that must continue the prompt's prefill", () => {
    // Functionary v3.2's prompt ended with ">>>": content goes to the recipient `all`.
    expect(render(dialects.functionary_v32, { content: "Hi." })).toBe("all\nHi.");
    // The call ends with the turn, or where the next recipient line begins, as Functionary's template writes
    // it: `>>>all\n` opens the answer's text, it closes nothing.
    expect(render(dialects.functionary_v32, { tool_calls: [{ name: "f", arguments: { a: 1 } }] })).toBe('f\n{"a": 1}');
    expect(
      render(dialects.functionary_v32, {
        tool_calls: [
          { name: "f", arguments: {} },
          { name: "g", arguments: {} },
        ],
      }),
    ).toBe("f\n{}>>>g\n{}");
  });
  it("a second call where the dialect takes one", () => {
    expect(() =>
      render(dialects.gigachat3, {
        tool_calls: [
          { name: "f", arguments: {} },
          { name: "g", arguments: {} },
        ],
      }),
    ).toThrow(RenderError);
  });
});

describe("render writes the canonical spellings", () => {
  it('optional whitespace as the grammar says the template writes it (ws = "…"), a newline otherwise', () => {
    const m = { tool_calls: [{ name: "get_weather", arguments: { city: "Oslo" } }] };
    expect(render(dialects.phi4_mini, m, { tools })).toBe('functools[{"name": "get_weather", "arguments": {"city": "Oslo"}}]');
    expect(render(dialects.gigachat3, m, { tools })).toBe('<|message_sep|>\n\nfunction call<|role_sep|>{"name": "get_weather", "arguments": {"city": "Oslo"}}');
    expect(render(dialects.harmony, m, { tools })).toContain(' to=functions.get_weather<|channel|>commentary<|message|>{"city": "Oslo"}<|call|>');
    expect(render(dialects.deepseek_r1, m, { tools, thinking: false })).toContain('get_weather```json\n{"city": "Oslo"}');
  });

  it("hermes, qwen3 and deepseek_v32 as their templates write them", () => {
    const m = { content: "Sure.", tool_calls: [{ name: "get_weather", arguments: { city: "Oslo", days: 3 } }] };
    expect(render(dialects.hermes, m, { tools })).toBe('Sure.<tool_call>{"name": "get_weather", "arguments": {"city": "Oslo", "days": 3}}</tool_call>');
    expect(render(dialects.qwen3, m, { tools, thinking: false })).toBe(
      "Sure.<tool_call><function=get_weather><parameter=city>\nOslo\n</parameter><parameter=days>\n3\n</parameter></function></tool_call>",
    );
    expect(render(dialects.deepseek_v32, m, { tools, thinking: false })).toBe(
      'Sure.<｜DSML｜function_calls><｜DSML｜invoke name="get_weather"><｜DSML｜parameter name="city" string="true">Oslo</｜DSML｜parameter><｜DSML｜parameter name="days" string="false">3</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜function_calls>',
    );
  });
});

describe("a call's arguments as one JSON parameter the dialect unwraps (SGLang's DeepSeek V4 template)", () => {
  const tools: Tool[] = [
    { type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } } },
    { type: "function", function: { name: "ping", parameters: { type: "object", properties: {} } } },
  ];
  const wrapped = (name: string, args: string) =>
    `<｜DSML｜tool_calls>\n<｜DSML｜invoke name="${name}">\n<｜DSML｜parameter name="arguments" string="false">${args}</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>`;

  it("is read as the arguments, an empty object too, in any chunking", () => {
    for (const [text, args] of [
      [wrapped("get_weather", '{"city": "Paris"}'), { city: "Paris" }],
      [wrapped("ping", "{}"), {}],
    ] as const) {
      for (const cuts of [[], [...Array(text.length).keys()]]) {
        const m = runChunks(dialects.deepseek_v4, splitAt(text, cuts), { tools, thinking: false }).message;
        expect(m.tool_calls.map((c) => JSON.parse(c.arguments) as unknown)).toEqual([args]);
      }
    }
  });

  it("is written so where the sample writes it so, and one parameter per argument otherwise", () => {
    const message: RenderMessage = { content: "", tool_calls: [{ name: "get_weather", arguments: { city: "Paris" } }] };
    const like = render(dialects.deepseek_v4, message, { tools, thinking: false, like: wrapped("get_weather", '{"city": "Oslo"}') });
    expect(like).toContain('<｜DSML｜parameter name="arguments" string="false">{"city": "Paris"}</｜DSML｜parameter>');
    expect(parseComplete(dialects.deepseek_v4, like, { tools, thinking: false }).tool_calls[0]!.arguments).toBe('{"city": "Paris"}');
    const plain = render(dialects.deepseek_v4, message, { tools, thinking: false });
    expect(plain).toContain('<｜DSML｜parameter name="city" string="true">Paris</｜DSML｜parameter>');
  });
});
