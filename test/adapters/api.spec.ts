/**
 * The public API: createParser / feed / finish / parseComplete /
 * isReasoningEnd, token ids, prompts, tool_choice, caller mistakes, the ABI
 * stamp. The packages themselves: test/repo/package.spec.ts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createParser,
  dialects,
  isReasoningEnd,
  parseComplete,
  ReasoningEndTracker,
  render,
  SSE_DONE,
  sseData,
  toChatCompletionChunk,
  toChatCompletionMessage,
  type Delta,
  type ParserOptions,
} from "../../generated/index.js";
import { ABI_VERSION, MIN_ABI_VERSION } from "../../runtime/machine/generated-abi.js";
import { abiRange } from "../../runtime/machine/dialect.js";

const ids = (i: number) => `call_${i}`;

describe("createParser", () => {
  it("streams reasoning, content and a call as OpenAI deltas", () => {
    const p = createParser("qwen3", { thinking: true, toolCallId: ids });
    const out: (Delta | null)[] = [];
    for (const c of ["Let me", " think.</th", "ink>Sure.<tool_", "call>\n<function=f>\n<parameter=a>\nxy", "z\n</parameter>\n</function>\n</tool_call>"]) {
      out.push(p.feed(c));
    }
    out.push(p.finish());
    expect(out).toEqual([
      { reasoning: "Let me" },
      { reasoning: " think." },
      { content: "Sure." },
      { tool_calls: [{ index: 0, id: "call_0", type: "function", function: { name: "f", arguments: '{"a": "xy' } }] },
      { tool_calls: [{ index: 0, function: { arguments: 'z"}' } }] },
      null,
    ]);
  });

  it("feed after finish is a caller mistake; finish twice is harmless", () => {
    const p = createParser("hermes");
    p.finish();
    expect(p.finish()).toBeNull();
    expect(() => p.feed("x")).toThrow("dialectc: feed() after finish()");
  });

  it("rejects unknown options and engines with one clear error", () => {
    expect(() => createParser("qwen3", { thinkng: true } as never)).toThrow("dialectc: unknown option 'thinkng'");
    expect(() => createParser("qwen3", { engine: "jit" } as never)).toThrow('engine must be "generated" or "interpreted"');
    expect(() => createParser("qwen3", { reuseDeltas: "yes" } as never)).toThrow('reuseDeltas must be a boolean, not "yes"');
    expect(() => createParser("qwen3", { thinking: "yes" } as never)).toThrow('thinking must be a boolean, not "yes"');
    expect(() => createParser("qwen3", { prompt: 3 } as never)).toThrow("prompt must be a string, not 3");
    expect(() => createParser("qwen3", { toolCallId: "call" } as never)).toThrow('toolCallId must be a function, not "call"');
    expect(() => createParser("qwen3", { vocab: null } as never)).toThrow("vocab must be an object, not null");
    expect(() => isReasoningEnd("qwen3", [1, 2], undefined as never)).toThrow("dialectc: isReasoningEnd needs vocab");
    expect(() => isReasoningEnd("qwen3", "1 2" as never, {})).toThrow("dialectc: isReasoningEnd takes the prompt's token ids as an array");
    expect(() => parseComplete("qwen3", 42 as never)).toThrow("dialectc: parseComplete takes the model's output as a string");
    expect(() => createParser("qwen3", { trace: {} as never })).toThrow("dialectc: trace must be a sink");
    expect(() => new ReasoningEndTracker(dialects.qwen3.ir, undefined as never)).toThrow("dialectc: ReasoningEndTracker needs vocab");
    expect(() => new ReasoningEndTracker(dialects.qwen3.ir, {}).push("1 2" as never)).toThrow("dialectc: ReasoningEndTracker.push takes token ids as an array");
    expect(() => render("qwen3", { content: "x" }, { tools: 5 as never })).toThrow("dialectc: tools must be an array");
  });

  it("takes policy overrides the dialect has, of their type, and keeps the caps not given", () => {
    expect(() => createParser("qwen3", { policies: { contentWhitespac: "keep" } as never })).toThrow("dialectc: unknown policy 'contentWhitespac' (known: ");
    expect(() => createParser("qwen3", { policies: { contentWhitespace: "always" as never } })).toThrow(
      'policy contentWhitespace must be "around_tools" or "keep" or "trim", not "always"',
    );
    expect(() => createParser("qwen3", { policies: { validateToolNames: "yes" as never } })).toThrow("policy validateToolNames must be a boolean");
    expect(() => createParser("qwen3", { policies: { caps: { name: 0 } as never } })).toThrow("caps.name must be a positive integer, not 0");
    expect(() => createParser("qwen3", { policies: { caps: { width: 3 } as never } })).toThrow("unknown cap 'width'");
    // One cap given: the others stay the dialect's, so nesting past the default depth (128) still ends the arguments.
    const deep = '<tool_call>{"name": "f", "arguments": {"a": ' + "[".repeat(140) + "]".repeat(140) + "}}</tool_call>";
    const args = parseComplete("hermes", deep, { policies: { caps: { held: 100_000 } as never } }).tool_calls[0]!.arguments;
    expect(args).toBe('{"a": ' + "[".repeat(127) + "]".repeat(127) + "}");
    expect(parseComplete("hermes", 'a <tool_call>{"name": "f"}</tool_call>', { policies: { contentWhitespace: "keep" } }).content).toBe("a ");
    // A plain-JavaScript caller can still pass any string; TypeScript refuses it (test/fixtures/consumer-types.ts).
    expect(() => createParser("qwen4" as never)).toThrow(/^dialectc: unknown dialect 'qwen4' \(known: [a-z0-9_, ]*\bqwen3\b/);
  });

  it("with reuseDeltas, rewrites one delta per shape; each read at once is the fresh delta", () => {
    const text = 'Sure, checking the weather.<tool_call>\n{"name": "f", "arguments": {"city": "Paris, the capital"}}\n</tool_call>';
    const chunks = text.match(/.{1,3}/gs)!;
    const fresh = createParser("hermes", { toolCallId: () => "id" });
    const reused = createParser("hermes", { toolCallId: () => "id", reuseDeltas: true });
    const objects = new Set<object>();
    let deltas = 0;
    for (const c of chunks) {
      const a = fresh.feed(c);
      const b = reused.feed(c);
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      if (b) {
        objects.add(b);
        deltas++;
      }
    }
    expect(JSON.stringify(reused.finish())).toBe(JSON.stringify(fresh.finish()));
    // content, the call's opening delta, its argument deltas (one object), the closing text
    expect(objects.size).toBeLessThan(deltas / 4);
  });

  it("refuses a dialect generated for an ABI this runtime does not read", () => {
    expect(MIN_ABI_VERSION).toBeLessThanOrEqual(ABI_VERSION);
    const stale = { ...dialects.qwen3, abi: ABI_VERSION + 1 };
    expect(() => createParser(stale)).toThrow(
      `dialectc: dialect 'qwen3' was generated for runtime ABI ${ABI_VERSION + 1}, but this runtime reads ABI ${abiRange()}; regenerate it with 'npx dialectc compile'`,
    );
  });

  it("generates call ids in the dialect's format", () => {
    const hermes = parseComplete("hermes", '<tool_call>{"name": "f"}</tool_call>');
    expect(hermes.tool_calls[0]!.id).toMatch(/^chatcmpl-tool-[0-9a-f]{24}$/);
    const mistral = parseComplete("mistral", "[TOOL_CALLS]f{}[TOOL_CALLS]g{}");
    expect(mistral.tool_calls.map((c) => c.id)).toEqual([expect.stringMatching(/^[A-Za-z0-9]{9}$/), expect.stringMatching(/^[A-Za-z0-9]{9}$/)]);
    expect(mistral.tool_calls[0]!.id).not.toBe(mistral.tool_calls[1]!.id);
  });

  it("tool_choice none suppresses calls without leaking their markup", () => {
    const m = parseComplete("qwen3", "Ok.<tool_call>\n<function=f>\n<parameter=a>1</parameter>\n</function>\n</tool_call>", {
      thinking: false,
      toolChoice: "none",
    });
    expect(m).toEqual({ reasoning: null, content: "Ok.", tool_calls: [] });
  });
});

describe("token ids", () => {
  const vocab = { "<think>": 50, "</think>": 51, "<tool_call>": 60, "</tool_call>": 61 };

  it("matches special terminals by id; prose spelling them stays text", () => {
    const p = createParser("qwen3", { thinking: true, vocab, toolCallId: ids });
    const chunks: [string, number[]][] = [
      ["I could write </think> here", [1, 2, 3, 4]],
      ["", [51]], // the detokenizer holds the text back
      ["</think>", []],
      ["Use <tool_call> tags.", [5, 6, 7]],
    ];
    const acc = { reasoning: "", content: "" };
    for (const [text, tokenIds] of chunks) {
      const d = p.feed(text, tokenIds);
      acc.reasoning += d?.reasoning ?? "";
      acc.content += d?.content ?? "";
    }
    const d = p.finish();
    acc.content += d?.content ?? "";
    expect(acc).toEqual({ reasoning: "I could write </think> here", content: "Use <tool_call> tags." });
  });

  it("without a vocabulary entry the terminal falls back to text matching", () => {
    const p = createParser("qwen3", { thinking: true, vocab: { "<think>": 50 } });
    const d = p.feed("a</think>b", [1, 2, 3]);
    expect(d).toEqual({ reasoning: "a", content: "b" });
  });
});

describe("prompt-scoped initial state", () => {
  it("starts in reasoning when the template opened <think>, in content when it closed it", () => {
    const open = "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n<think>\n";
    const closed = "<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n";
    expect(parseComplete("qwen3", "hmm</think>Hello", { prompt: open, thinking: false })).toMatchObject({ reasoning: "hmm", content: "Hello" });
    expect(parseComplete("qwen3", "Hello", { prompt: closed, thinking: true })).toMatchObject({ reasoning: null, content: "Hello" });
  });

  it("ignores a stale </think> from an earlier turn", () => {
    const prompt = "<|im_start|>user\nwhat does </think> do?<|im_end|>\n<|im_start|>assistant\n<think>\n";
    expect(parseComplete("qwen3", "thinking</think>answer", { prompt })).toMatchObject({ reasoning: "thinking", content: "answer" });
  });

  it("isReasoningEnd looks at the current turn only", () => {
    const vocab = { "<|im_start|>": 1, "<|im_end|>": 2, "<think>": 3, "</think>": 4, "<tool_call>": 5 };
    // earlier assistant turn closed its reasoning; the new turn has not
    expect(isReasoningEnd("qwen3", [1, 100, 3, 101, 4, 102, 2, 1, 103, 3, 104], vocab)).toBe(false);
    expect(isReasoningEnd("qwen3", [1, 103, 3, 104, 4], vocab)).toBe(true);
    // an implicit end: a call ends reasoning
    expect(isReasoningEnd("qwen3", [1, 103, 104, 5], vocab)).toBe(true);
    expect(isReasoningEnd("qwen3", [1, 103], vocab, { thinking: false })).toBe(true);
  });
});

describe("variants that share a machine", () => {
  it("import their base's class and still apply their own policies", () => {
    const nemotron = readFileSync("generated/nemotron_v3.ts", "utf8");
    expect(nemotron).toContain('import { Qwen3Machine } from "./qwen3.js";');
    expect(nemotron).not.toContain("class ");
    // nemotron_v3 strips reasoning's trailing whitespace, qwen3 keeps it: same machine, different IR.
    expect(parseComplete("nemotron_v3", "Plan.\n</think>x").reasoning).toBe("Plan.");
    expect(parseComplete("qwen3", "Plan.\n</think>x").reasoning).toBe("Plan.\n");
  });
});

describe("adapter signals and OpenAI conventions", () => {
  const call = (name: string, args = "{}") => `<tool_call>{"name": "${name}", "arguments": ${args}}</tool_call>`;

  it("completedCalls names the calls whose closer arrived in this feed, or that finish closed", () => {
    const p = createParser("hermes", { toolCallId: ids });
    p.feed(call("a").slice(0, 20));
    expect(p.completedCalls).toEqual([]);
    p.feed(call("a").slice(20) + call("b"));
    expect(p.completedCalls).toEqual([0, 1]);
    p.feed('<tool_call>{"name": "c", "arguments": {"x": 1');
    expect(p.completedCalls).toEqual([]);
    expect(p.finish()?.tool_calls?.[0]?.index).toBe(2);
    expect(p.completedCalls).toEqual([2]);
  });

  it("cutCalls names the calls the end of the stream cut in their arguments, in every form, and no finished call", () => {
    const cutIn = (dialect: Parameters<typeof createParser>[0], text: string, chunk = text.length) => {
      const p = createParser(dialect, { thinking: false });
      for (let i = 0; i < text.length; i += chunk) p.feed(text.slice(i, i + chunk));
      p.finish();
      return p.cutCalls;
    };
    for (const chunk of [1, 7, 1000]) {
      // A parameter's value still open, a JSON object still open (an envelope's and a block's), a Python call still open.
      expect(cutIn("qwen3", "<tool_call>\n<function=get_weather>\n<parameter=city>\nPar", chunk)).toEqual([0]);
      expect(cutIn("hermes", call("a") + '<tool_call>{"name": "b", "arguments": {"city": "Pa', chunk)).toEqual([1]);
      expect(cutIn("mistral", '[TOOL_CALLS]get_weather[ARGS]{"city": "Par', chunk)).toEqual([0]);
      expect(cutIn("pythonic", "[get_weather(city='Par", chunk)).toEqual([0]);
      // Finished calls whose closer the model left out (or that have none) are not cut.
      expect(cutIn("qwen3", "<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>", chunk)).toEqual([]);
      expect(cutIn("hermes", '<tool_call>{"name": "b", "arguments": {"city": "Paris"}}', chunk)).toEqual([]);
      expect(cutIn("mistral", '[TOOL_CALLS]get_weather[ARGS]{"city": "Paris"}', chunk)).toEqual([]);
    }
  });

  it("reasoningField puts reasoning in reasoning, reasoning_content, or both, in deltas and the message", () => {
    const text = "plan</think>answer";
    expect(createParser("qwen3", { thinking: true }).feed(text)).toEqual({ reasoning: "plan", content: "answer" });
    expect(createParser("qwen3", { thinking: true, reasoningField: "reasoning_content" }).feed(text)).toEqual({ reasoning_content: "plan", content: "answer" });
    expect(createParser("qwen3", { thinking: true, reasoningField: "both" }).feed(text)).toEqual({ reasoning: "plan", reasoning_content: "plan", content: "answer" });
    expect(parseComplete("qwen3", text, { thinking: true, reasoningField: "reasoning_content" })).toEqual({ reasoning_content: "plan", content: "answer", tool_calls: [] });
    expect(parseComplete("qwen3", text, { thinking: true, reasoningField: "both" })).toMatchObject({ reasoning: "plan", reasoning_content: "plan" });
    expect(() => createParser("qwen3", { reasoningField: "thoughts" } as never)).toThrow('reasoningField must be "reasoning", "reasoning_content" or "both"');
  });

  it("a named tool choice surfaces only that tool's calls, in every request shape", () => {
    const text = call("a") + " x " + call("b");
    const names = (toolChoice: ParserOptions["toolChoice"]) => parseComplete("hermes", text, { toolChoice }).tool_calls.map((c) => c.name);
    expect(names("auto")).toEqual(["a", "b"]);
    expect(names("required")).toEqual(["a", "b"]);
    expect(names("none")).toEqual([]);
    expect(names({ type: "function", function: { name: "b" } })).toEqual(["b"]);
    expect(names({ type: "function", name: "b" })).toEqual(["b"]);
    expect(names({ type: "tool", toolName: "a" })).toEqual(["a"]);
    expect(names({ type: "allowed_tools", allowed_tools: { mode: "auto", tools: [{ type: "function", function: { name: "a" } }] } })).toEqual(["a"]);
    expect(parseComplete("hermes", text, { toolChoice: { type: "function", function: { name: "b" } } }).content).toContain('"name": "a"');
    expect(() => createParser("hermes", { toolChoice: { type: "function" } as never })).toThrow("toolChoice must be");
  });

  it("refuses a tool choice naming no tool of the request, and a function tool without a name", () => {
    const tools = [{ type: "function" as const, function: { name: "a" } }, { type: "web_search" } as never];
    expect(() => createParser("hermes", { tools, toolChoice: { type: "function", function: { name: "b" } } })).toThrow(
      "dialectc: toolChoice names 'b', which is not among the tools",
    );
    const allowed = { type: "allowed_tools" as const, allowed_tools: { mode: "auto" as const, tools: [{ type: "function", function: { name: "c" } }] } };
    expect(() => createParser("hermes", { tools, toolChoice: allowed })).toThrow("toolChoice names 'c'");
    // Named among the tools, in any of their shapes; without tools the choice is all there is to go by.
    expect(() => createParser("hermes", { tools: [{ type: "function", name: "b", parameters: {} } as never], toolChoice: { type: "tool", toolName: "b" } })).not.toThrow();
    expect(() => createParser("hermes", { toolChoice: { type: "function", function: { name: "b" } } })).not.toThrow();
    expect(() => createParser("hermes", { tools: [{ type: "function", function: {} } as never] })).toThrow("dialectc: tools[0] is a function tool without a name");
  });

  it("wraps deltas and messages in the chat-completions wire format", () => {
    const meta = { id: "c1", model: "m", created: 5 };
    expect(toChatCompletionChunk({ content: "hi" }, { ...meta, role: true })).toEqual({
      id: "c1",
      object: "chat.completion.chunk",
      created: 5,
      model: "m",
      choices: [{ index: 0, delta: { role: "assistant", content: "hi" }, finish_reason: null, logprobs: null }],
    });
    expect(toChatCompletionChunk(null, { ...meta, finishReason: "tool_calls", choiceIndex: 2 }).choices[0]).toEqual({
      index: 2,
      delta: {},
      finish_reason: "tool_calls",
      logprobs: null,
    });
    const m = parseComplete("hermes", call("f", '{"a": 1}'), { toolCallId: ids });
    expect(toChatCompletionMessage(m, { reasoningField: "both" })).toEqual({
      role: "assistant",
      content: null,
      reasoning: null,
      reasoning_content: null,
      refusal: null,
      tool_calls: [{ id: "call_0", type: "function", function: { name: "f", arguments: '{"a": 1}' } }],
    });
    expect(sseData({ a: 1 })).toBe('data: {"a":1}\n\n');
    expect(SSE_DONE).toBe("data: [DONE]\n\n");
  });
});
