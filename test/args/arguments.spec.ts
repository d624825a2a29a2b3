/**
 * Arguments that stream (issue 4): in every parameter and JSON dialect a
 * string argument arrives in pieces while the model writes it; typed values
 * are coerced the same streamed and complete; the OpenAI client accumulates
 * our stream to parseComplete's message.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { createParser, dialects, parseComplete, type Delta, type ParserOptions } from "../../generated/index.js";
import { runChunks, splitAt } from "../helpers/run.js";

/** A long code value with quotes, angle brackets, a backslash, newlines and unicode. */
const CODE = 'function greet(name) {\n  if (name.length < 1 || name.length > 80) throw new Error("bad <name>");\n  return `héllo ${name} \\ 東京 😀`;\n}';

/**
 * One call `write(path: "a.txt", content: CODE)` in each dialect's syntax, as
 * [text before the value, the value as written in the output, text after it].
 */
const json = (s: string) => JSON.stringify(s).slice(1, -1);
const CALLS: Record<string, [string, string, string]> = {
  qwen3: ["<tool_call>\n<function=write>\n<parameter=path>\na.txt\n</parameter>\n<parameter=content>\n", CODE, "\n</parameter>\n</function>\n</tool_call>"],
  seed_oss: ["<seed:tool_call>\n<function=write>\n<parameter=path>a.txt</parameter>\n<parameter=content>\n", CODE, "\n</parameter>\n</function>\n</seed:tool_call>"],
  deepseek_v32: [
    '<｜DSML｜function_calls>\n<｜DSML｜invoke name="write">\n<｜DSML｜parameter name="path" string="true">a.txt</｜DSML｜parameter>\n<｜DSML｜parameter name="content" string="true">',
    CODE,
    "</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>",
  ],
  deepseek_v4: [
    '<｜DSML｜tool_calls>\n<｜DSML｜invoke name="write">\n<｜DSML｜parameter name="path" string="true">a.txt</｜DSML｜parameter>\n<｜DSML｜parameter name="content" string="true">',
    CODE,
    "</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
  ],
  glm47_moe: ["<tool_call>write\n<arg_key>path</arg_key>\n<arg_value>a.txt</arg_value>\n<arg_key>content</arg_key>\n<arg_value>", CODE, "</arg_value>\n</tool_call>"],
  minimax_m2: [
    '<minimax:tool_call>\n<invoke name="write">\n<parameter name="path">a.txt</parameter>\n<parameter name="content">',
    CODE,
    "</parameter>\n</invoke>\n</minimax:tool_call>",
  ],
  hermes: ['<tool_call>\n{"name": "write", "arguments": {"path": "a.txt", "content": "', json(CODE), '"}}\n</tool_call>'],
  mirothinker: [
    '<use_mcp_tool>\n<server_name>default</server_name>\n<tool_name>write</tool_name>\n<arguments>\n{"path": "a.txt", "content": "',
    json(CODE),
    '"}\n</arguments>\n</use_mcp_tool>',
  ],
  glm53_flash: ['<tool_call>write>{"path": "a.txt", "content": "', json(CODE), '"}</tool_call>'],
  minicpm5: ['<function name="write"><param name="path">a.txt</param><param name="content"><![CDATA[', CODE, "]]></param></function>"],
  kimi_k2: [
    '<|tool_calls_section_begin|><|tool_call_begin|>functions.write:0<|tool_call_argument_begin|>{"path": "a.txt", "content": "',
    json(CODE),
    '"}<|tool_call_end|><|tool_calls_section_end|>',
  ],
  mistral: ['[TOOL_CALLS]write[ARGS]{"path": "a.txt", "content": "', json(CODE), '"}'],
};
// Dialects that share a base's syntax.
for (const [variant, base] of [
  ["nemotron_v3", "qwen3"],
  ["step3p5", "qwen3"],
  ["mimo", "qwen3"],
  ["ling3", "glm47_moe"],
  ["poolside", "glm47_moe"],
] as const) {
  CALLS[variant] = CALLS[base]!;
}
CALLS.longcat = CALLS.hermes!.map((p) => p.replaceAll("tool_call>", "longcat_tool_call>")) as [string, string, string];
CALLS.deepseek_v41 = CALLS.deepseek_v4!.map((p) => p.replaceAll("｜DSML｜", "｜DSML｜ ").replaceAll("｜DSML｜ tool_calls", "｜DSML｜ calls")) as [string, string, string];
const jsonCall = (name: string, argsKey: string) => ['{"' + name + '": "write", "' + argsKey + '": {"path": "a.txt", "content": "', json(CODE), '"}}'] as const;
{
  const [b, v, a] = jsonCall("name", "arguments");
  CALLS.granite = ["<tool_call>[" + b, v, a + "]"];
  CALLS.llama_json = ["<|python_tag|>" + b, v, a];
  const [cb, cv, ca] = jsonCall("tool_name", "parameters");
  CALLS.cohere_command = ["<|START_ACTION|>[" + cb, cv, ca + "]<|END_ACTION|>"];
  const [ib, iv, ia] = jsonCall("name", "args");
  CALLS.inkling = ["<|content_invoke_tool_json|>" + ib, iv, ia + "<|end_message|>"];
  CALLS.harmony = [
    "<|channel|>analysis<|message|>Write it.<|end|><|start|>assistant to=functions.write<|channel|>commentary<|constrain|>json<|message|>" + b.slice(b.indexOf('"path"') - 1),
    v,
    a.slice(0, -1) + "<|call|>",
  ];
  CALLS.gemma4 = ['<|tool_call>call:write{path:<|"|>a.txt<|"|>,content:<|"|>', CODE, '<|"|>}<tool_call|>'];
  CALLS.plamo3 = [
    '<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>write<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"path": "a.txt", "content": "',
    json(CODE),
    '"}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|><|plamo:end_tool_requests:plamo|>',
  ];
}
{
  const [b, v, a] = jsonCall("name", "arguments");
  const inner = '{"path": "a.txt", "content": "';
  CALLS.deepseek_r1 = ["<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>write\n```json\n" + inner, v, '"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'];
  CALLS.deepseek_v31 = ["<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>write<｜tool▁sep｜>" + inner, v, '"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'];
  for (const name of ["jamba", "hunyuan_a13b", "apriel"]) CALLS[name] = ["<tool_calls>[" + b, v, a + "]</tool_calls>"];
  CALLS.nemotron_json = ["<TOOLCALL>[" + b, v, a + "]</TOOLCALL>"];
  CALLS.phi4_mini = ["functools[" + b, v, a + "]"];
  CALLS.firefunction_v2 = [" functools[" + b, v, a + "]"];
  CALLS.xlam = ["[" + b, v, a + "]"];
  CALLS.minimax_m1 = ["<tool_calls>\n" + b, v, a + "\n</tool_calls>"];
  CALLS.granite_20b_fc = ["<function_call> " + b, v, a];
  CALLS.gigachat3 = ["<|function_call|>" + b, v, a];
  CALLS.functionary_v31 = ["<function=write>" + inner, v, '"}</function>'];
  // The prompt wrote the first ">>>"; the output starts with the recipient.
  CALLS.functionary_v32 = ["write\n" + inner, v, '"}'];
  CALLS.apertus = ['<|tools_prefix|>[{"write": ' + inner, v, '"}}]<|tools_suffix|>'];
  const [pb, pv, pa] = jsonCall("name", "parameters");
  CALLS.internlm2 = ["<|action_start|><|plugin|>" + pb, pv, pa + "<|action_end|>"];
  const [cb, cv, ca] = jsonCall("tool_name", "parameters");
  CALLS.command_r_plus = ["Action:\n```json\n[" + cb, cv, ca + "]\n```"];
  CALLS.hy_v4 = [
    "<tool_calls:opensource><tool_call:opensource>write<arg_key:opensource>path</arg_key:opensource><arg_value:opensource>a.txt</arg_value:opensource><arg_key:opensource>content</arg_key:opensource><arg_value:opensource>",
    CODE,
    "</arg_value:opensource></tool_call:opensource></tool_calls:opensource>",
  ];
  CALLS.hy_v3 = [
    "<tool_calls>\n<tool_call>write<tool_sep>\n<arg_key>path</arg_key>\n<arg_value>a.txt</arg_value>\n<arg_key>content</arg_key>\n<arg_value>",
    CODE,
    "</arg_value>\n</tool_call>\n</tool_calls>",
  ];
  CALLS.step3 = [
    '<｜tool_calls_begin｜>\n<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="write">\n<steptml:parameter name="path">a.txt</steptml:parameter>\n<steptml:parameter name="content">',
    CODE,
    "</steptml:parameter>\n</steptml:invoke><｜tool_call_end｜>\n<｜tool_calls_end｜>",
  ];
  CALLS.kimi_k3 = [
    '<|open|>tools<|sep|><|open|>call tool="write" index="1"<|sep|><|open|>argument key="path" type="string"<|sep|>a.txt<|close|>argument<|sep|><|open|>argument key="content" type="string"<|sep|>',
    CODE,
    "<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>",
  ];
  CALLS.functiongemma = ["<start_function_call>call:write{path:<escape>a.txt<escape>,content:<escape>", CODE, "<escape>}<end_function_call>"];
  // A Python string literal of the value.
  const py = (s: string) => s.replaceAll("\\", "\\\\").replaceAll("'", "\\'").replaceAll("\n", "\\n");
  CALLS.pythonic = ["[write(path='a.txt', content='", py(CODE), "')]"];
  CALLS.lfm2 = ["<|tool_call_start|>[write(path='a.txt', content='", py(CODE), "')]<|tool_call_end|>"];
  CALLS.llama_generic = ['{"tool_calls": [{"name": "write", "arguments": {"path": "a.txt", "content": "', JSON.stringify(CODE).slice(1, -1), '"}}]}'];
  CALLS.glimmer = [
    ' to=write<|message|><atem:function_calls>\n<atem:invoke name="write">\n<atem:parameter name="path">a.txt</atem:parameter>\n<atem:parameter name="content">',
    CODE,
    "</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eom|>",
  ];
  CALLS.minicpm3 = ["<|tool_call_start|>\n```python\nwrite(path='a.txt', content='", py(CODE), "')\n```\n<|tool_call_end|>"];
  CALLS.sarashina = ["<|tool_calls|>[{'name': 'write', 'arguments': {'path': 'a.txt', 'content': '", py(CODE), "'}}]"];
  CALLS.llm_jp = [
    "<|channel|> analysis<|message|> Write it.<|end|><|start|> assistant to=functions.write<|channel|> commentary <|constrain|>  json<|message|> " +
      b.slice(b.indexOf('"path"') - 1),
    v,
    a.slice(0, -1) + "<|call|>",
  ];
  CALLS.olmo3 = ["<function_calls>write(path='a.txt', content='", py(CODE), "')</function_calls>"];
  CALLS.exaone4 = ['<tool_call>{"name": "write", "arguments": {"path": "a.txt", "content": "', JSON.stringify(CODE).slice(1, -1), '"}}</tool_call>'];
  CALLS.qwen25_coder = ['<tools>{"name": "write", "arguments": {"path": "a.txt", "content": "', JSON.stringify(CODE).slice(1, -1), '"}}</tools>'];
  CALLS.gigachat35 = [
    '<｜GCML｜tool_calls>\n<｜GCML｜invoke name="write">\n<｜GCML｜parameter name="path" string="true">a.txt</｜GCML｜parameter>\n<｜GCML｜parameter name="content" string="true">',
    CODE,
    "</｜GCML｜parameter>\n</｜GCML｜invoke>\n</｜GCML｜tool_calls>",
  ];
  CALLS.pangu = ['<|tool_call_start|>[{"name": "write", "arguments": {"path": "a.txt", "content": "', JSON.stringify(CODE).slice(1, -1), '"}}]<|tool_call_end|>'];
  CALLS.dots = ['<dots_function_call><invoke name="write"><parameter name="path">a.txt</parameter><parameter name="content">', CODE, "</parameter></invoke></dots_function_call>"];
  CALLS.solar_open2 = [
    "<|tool_call:start|>write\n<|tool_arg:start|>path<|tool_arg:value|>a.txt<|tool_arg:end|>\n<|tool_arg:start|>content<|tool_arg:value|>",
    CODE,
    "<|tool_arg:end|>\n<|tool_call:end|>",
  ];
  CALLS.iquest_coder_v2 = [
    "<iquestcoder_tool_call>write<arg_key>path</arg_key><arg_value>a.txt</arg_value><arg_key>content</arg_key><arg_value>",
    CODE,
    "</arg_value></iquestcoder_tool_call>",
  ];
  CALLS.iquest_q1 = [
    "<iquest_tool_call>write\n<arg_key>path</arg_key><arg_value>a.txt</arg_value>\n<arg_key>content</arg_key><arg_value>",
    CODE,
    "</arg_value>\n</iquest_tool_call>",
  ];
  CALLS.telechat4 = ["<tool_call>write<param_key>path</param_key><param_value>a.txt</param_value><param_key>content</param_key><param_value>", CODE, "</param_value></tool_call>"];
  CALLS.hyperclovax_seed_think = [
    '<tool_call>write\n<arg_key>path</arg_key>\n<arg_value>"a.txt"</arg_value>\n<arg_key>content</arg_key>\n<arg_value>"',
    JSON.stringify(CODE).slice(1, -1),
    '"</arg_value>\n</tool_call>',
  ];
  CALLS.rwkv = ['**Tool Call:**\n```json\n{"name": "write", "arguments": {"path": "a.txt", "content": "', JSON.stringify(CODE).slice(1, -1), '"}}\n```'];
  CALLS.cwm = ['<tool: function>\nwrite {"path": "a.txt", "content": "', JSON.stringify(CODE).slice(1, -1), '"}\n</tool>'];
  CALLS.granite_pythonic = ["write(path='a.txt', content='", py(CODE), "')"];
  CALLS.qwen3_hermes = ['<tool_call>{"name": "write", "arguments": {"path": "a.txt", "content": "', JSON.stringify(CODE).slice(1, -1), '"}}</tool_call>'];
  CALLS.granite4 = ['<tool_call>{"name": "write", "arguments": {"path": "a.txt", "content": "', JSON.stringify(CODE).slice(1, -1), '"}}</tool_call>'];
  CALLS.k2_horizon = [
    "<ifm|tool_calls><ifm|tool_call>write<ifm|arg_key>path</ifm|arg_key><ifm|arg_value>a.txt</ifm|arg_value><ifm|arg_key>content</ifm|arg_key><ifm|arg_value>",
    CODE,
    "</ifm|arg_value></ifm|tool_call></ifm|tool_calls>",
  ];
  CALLS.ernie45 = ['<tool_call>{"name": "write", "arguments": {"path": "a.txt", "content": "', JSON.stringify(CODE).slice(1, -1), '"}}</tool_call>'];
  CALLS.minimax_m3 = [
    ']<]minimax[>[<tool_call>]<]minimax[>[<invoke name="write">]<]minimax[>[<path>a.txt]<]minimax[>[</path>]<]minimax[>[<content>',
    CODE,
    "]<]minimax[>[</content>]<]minimax[>[</invoke>]<]minimax[>[</tool_call>",
  ];
}
// mimo keeps values verbatim: its qwen3-style call carries the wrapping newlines in the value.
const VERBATIM_NEWLINES = new Set(["mimo"]);

const OPTIONS: ParserOptions = {
  thinking: false,
  tools: [{ type: "function", function: { name: "write", parameters: { type: "object", properties: { path: { type: "string" }, content: { type: "string" } } } } }],
};

describe("string arguments stream while they arrive", () => {
  it("covers every dialect that has tool calls", () => {
    const withTools = Object.values(dialects)
      .filter((d) => d.ir.states.some((s) => s.channel.kind >= 2 && s.channel.kind <= 6))
      .map((d) => d.name);
    expect(Object.keys(CALLS).sort()).toEqual(withTools.sort());
  });

  for (const [name, [before, value, after]] of Object.entries(CALLS)) {
    it(`${name}: a value in N chunks gives at least N-1 argument deltas before the call closes`, () => {
      const dialect = (dialects as Record<string, (typeof dialects)["qwen3"]>)[name]!;
      const thinking = name === "minimax_m2" ? { ...OPTIONS, prompt: "<think>\n</think>" } : OPTIONS;
      const N = 20;
      const size = Math.ceil(value.length / N);
      const pieces = Array.from({ length: N }, (_, i) => value.slice(i * size, (i + 1) * size)).filter(Boolean);
      const parser = createParser(dialect, { ...thinking, toolCallId: () => "id" });
      const first = parser.feed(before);
      expect(first?.tool_calls?.[0]?.function.name, "the name is out before the value starts").toBe("write");
      let argumentDeltas = 0;
      for (const piece of pieces) {
        const d = parser.feed(piece);
        if (d?.tool_calls?.some((t) => t.function.arguments)) argumentDeltas++;
      }
      expect(argumentDeltas).toBeGreaterThanOrEqual(pieces.length - 1);
      parser.feed(after);
      parser.finish();
      const message = parseComplete(dialect, before + value + after, thinking);
      const content = VERBATIM_NEWLINES.has(name) ? `\n${CODE}\n` : CODE;
      expect(JSON.parse(message.tool_calls[0]!.arguments)).toEqual({ path: VERBATIM_NEWLINES.has(name) ? "\na.txt\n" : "a.txt", content });
    });
  }
});

describe("coercion: the same streamed and complete, with fallbacks", () => {
  const tools: ParserOptions["tools"] = [
    {
      type: "function",
      function: {
        name: "f",
        parameters: {
          type: "object",
          properties: {
            big: { type: "number" },
            maybe: { type: ["integer", "null"] },
            never: { type: "integer" },
            obj: { type: "object" },
            // Nullable strings: held only while the value may still spell null.
            text: { type: ["string", "null"] },
            note: { anyOf: [{ type: "string" }, { type: "null" }] },
            nick: { type: ["string", "null"] },
            tag: { type: ["null", "string"] },
            plain: { type: "string" },
          },
        },
      },
    },
  ];
  const values = { big: "1e999", maybe: "null", never: "null", obj: "{not json", text: "null", note: "null", nick: "nullable <b>", tag: "nu", plain: "null" };
  const expected = { big: "1e999", maybe: null, never: "null", obj: "{not json", text: null, note: null, nick: "nullable <b>", tag: "nu", plain: "null" };
  const render: Record<string, (vals: Record<string, string>) => string> = {
    qwen3: (v) =>
      `<tool_call>\n<function=f>\n${Object.entries(v)
        .map(([k, x]) => `<parameter=${k}>\n${x}\n</parameter>\n`)
        .join("")}</function>\n</tool_call>`,
    glm47_moe: (v) =>
      `<tool_call>f\n${Object.entries(v)
        .map(([k, x]) => `<arg_key>${k}</arg_key>\n<arg_value>${x}</arg_value>\n`)
        .join("")}</tool_call>`,
    minimax_m2: (v) =>
      `</think><minimax:tool_call><invoke name="f">${Object.entries(v)
        .map(([k, x]) => `<parameter name="${k}">${x}</parameter>`)
        .join("")}</invoke></minimax:tool_call>`,
  };
  for (const [name, fn] of Object.entries(render)) {
    it(`${name}: 1e999, "null" for a nullable and a non-nullable field, invalid JSON for an object`, () => {
      const dialect = (dialects as Record<string, (typeof dialects)["qwen3"]>)[name]!;
      const text = fn(values);
      for (const chunks of [[text], text.split(""), text.match(/[\s\S]{1,5}/g)!]) {
        const m = runChunks(dialect, chunks, { thinking: false, tools }).message;
        expect(JSON.parse(m.tool_calls[0]!.arguments)).toEqual(expected);
      }
    });
  }

  it("a nullable string streams as soon as it cannot spell null, holding at most those four characters", () => {
    const text = render.qwen3!({ nick: "nullable and more" });
    const parser = createParser(dialects.qwen3, { thinking: false, tools, toolCallId: () => "id" });
    let args = "";
    const seen: string[] = [];
    for (const ch of text) {
      args += parser.feed(ch)?.tool_calls?.[0]?.function.arguments ?? "";
      seen.push(args);
    }
    parser.finish();
    // Once "nulla" has arrived the value is a string and its text is out.
    const at = text.indexOf("nulla") + "nulla".length;
    expect(seen[at - 1]).toContain('"nick": "nulla');
    expect(seen[at - 2]).not.toContain('"nick": "');
  });

  it("a union of a string and a container reads a value that opens one as it, and streams any other as a string", () => {
    const union: ParserOptions["tools"] = [
      {
        type: "function",
        function: {
          name: "f",
          parameters: {
            type: "object",
            properties: {
              a: { anyOf: [{ type: "string" }, { type: "object" }] },
              b: { type: ["string", "array", "null"] },
              c: { anyOf: [{ type: "string" }, { type: "object" }] },
              d: { type: ["string", "array", "null"] },
              e: { anyOf: [{ type: "string" }, { type: "object" }] },
            },
          },
        },
      },
    ];
    const text = render.qwen3!({ a: '{"x": 1}', b: "[1, 2]", c: "{not json", d: "null", e: "1.50 {x}" });
    for (const chunks of [[text], text.split(""), text.match(/[\s\S]{1,5}/g)!]) {
      const m = runChunks(dialects.qwen3, chunks, { thinking: false, tools: union }).message;
      expect(JSON.parse(m.tool_calls[0]!.arguments)).toEqual({ a: { x: 1 }, b: [1, 2], c: "{not json", d: null, e: "1.50 {x}" });
    }
    // A value whose first character opens no container streams from that character on.
    const parser = createParser(dialects.qwen3, { thinking: false, tools: union, toolCallId: () => "id" });
    let args = "";
    const open = render.qwen3!({ e: "1.50 and more" });
    for (const ch of open.slice(0, open.indexOf("1.5") + 3)) args += parser.feed(ch)?.tool_calls?.[0]?.function.arguments ?? "";
    expect(args).toContain('"e": "1.5');
  });

  it('DSML string="false" with invalid JSON falls back to a string, streamed and complete', () => {
    const text =
      '<｜DSML｜function_calls><｜DSML｜invoke name="f"><｜DSML｜parameter name="obj" string="false">[broken</｜DSML｜parameter><｜DSML｜parameter name="n" string="false">null</｜DSML｜parameter></｜DSML｜invoke></｜DSML｜function_calls>';
    for (const chunks of [[text], text.split("")]) {
      const m = runChunks(dialects.deepseek_v32, chunks, {}).message;
      expect(JSON.parse(m.tool_calls[0]!.arguments)).toEqual({ obj: "[broken", n: null });
    }
  });
});

describe("a call whose arguments come in more than one form", () => {
  // Kimi K3 writes a call's arguments as a JSON object block, as values one
  // parameter at a time, or, nothing forbidding it, both.
  const call = (blocks: string[]) => '<|open|>tools<|sep|><|open|>call tool="f"<|sep|>' + blocks.join("") + "<|close|>call<|sep|><|close|>tools<|sep|>";
  const jsonBlock = (text: string) => '<|open|>json type="object"<|sep|>' + text + "<|close|>json<|sep|>";
  const argBlock = (key: string, value: string) => `<|open|>argument key="${key}" type="string"<|sep|>${value}<|close|>argument<|sep|>`;
  const key = fc.constantFrom("a", "b", "c");
  const block = fc.oneof(
    // The value as its JSON text reads back (-0 is written 0).
    fc.dictionary(key, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }).map((o) => ({ text: jsonBlock(JSON.stringify(o)), value: JSON.parse(JSON.stringify(o)) as object })),
    fc.tuple(key, fc.stringMatching(/^[a-z ]{0,8}$/)).map(([k, v]) => ({ text: argBlock(k, v), value: { [k]: v } })),
  );

  it("writes one object, each block adding its members, however chunked", () => {
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 4 }), fc.array(fc.nat()), (blocks, cuts) => {
        const text = call(blocks.map((b) => b.text));
        const { message } = runChunks(dialects.kimi_k3, splitAt(text, cuts), { thinking: false });
        expect(message.tool_calls.map((c) => c.name)).toEqual(["f"]);
        expect(JSON.parse(message.tool_calls[0]!.arguments)).toEqual(Object.assign({}, ...blocks.map((b) => b.value)));
      }),
    );
  });

  it("keeps the arguments JSON when a block is cut short or is not JSON", () => {
    const cut = fc.tuple(block, fc.nat()).map(([b, n]) => b.text.slice(0, b.text.length - 1 - (n % b.text.length)));
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            block.map((b) => b.text),
            cut,
            fc.constant(jsonBlock("[1, 2]")),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (blocks) => {
          const { message } = runChunks(dialects.kimi_k3, [call(blocks)], { thinking: false });
          for (const c of message.tool_calls) expect(() => JSON.parse(c.arguments) as unknown, c.arguments).not.toThrow();
        },
      ),
    );
  });

  it("leads a member with a comma only after another", () => {
    const m = parseComplete(dialects.kimi_k3, call([jsonBlock("{}"), argBlock("a", "x"), jsonBlock('{"b": 1}'), jsonBlock("{}")]), { thinking: false });
    expect(m.tool_calls[0]!.arguments).toBe('{"a": "x", "b": 1}');
  });
});

describe("the openai client consumes our stream", () => {
  it("accumulates SSE chat-completion chunks to parseComplete's message", async () => {
    const output = CALLS.qwen3![0] + CALLS.qwen3![1] + CALLS.qwen3![2];
    const text = "Let me write it.\n" + output + "\n" + output.replace("a.txt", "b.txt");
    const options: ParserOptions = { ...OPTIONS, toolCallId: (i) => `call_${i}` };
    const server = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { "content-type": "text/event-stream" });
      const parser = createParser("qwen3", options);
      const send = (delta: Delta | null, finish: string | null = null) => {
        if (!delta && !finish) return;
        const chunk = {
          id: "chatcmpl-1",
          object: "chat.completion.chunk",
          created: 0,
          model: "qwen3",
          choices: [{ index: 0, delta: delta ?? {}, finish_reason: finish, logprobs: null }],
        };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      };
      send({ role: "assistant" } as Delta);
      for (let i = 0; i < text.length; i += 7) send(parser.feed(text.slice(i, i + 7)));
      send(parser.finish());
      send(null, "tool_calls");
      res.end("data: [DONE]\n\n");
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const client = new OpenAI({ apiKey: "test", baseURL: `http://127.0.0.1:${port}/v1` });
      const stream = client.chat.completions.stream({ model: "qwen3", messages: [{ role: "user", content: "write" }] });
      const completion = await stream.finalChatCompletion();
      const message = completion.choices[0]!.message;
      const expected = parseComplete("qwen3", text, options);
      expect(message.content).toBe(expected.content);
      expect(
        message.tool_calls?.map((c) => ({ id: c.id, name: c.type === "function" ? c.function.name : "", arguments: c.type === "function" ? c.function.arguments : "" })),
      ).toEqual(expected.tool_calls);
      expect(expected.tool_calls).toHaveLength(2);
    } finally {
      server.close();
    }
  });
});
