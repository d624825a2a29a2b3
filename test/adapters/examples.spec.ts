/**
 * The integration examples run, with the real clients: examples/ai-sdk.ts
 * (the `ai` package's streamText over a raw model, two steps) and
 * examples/openai-server.ts read by the `openai` package's client, streamed
 * and not; and openai's request types flow into the parser options as they are.
 */
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { run } from "../../examples/ai-sdk.js";
import { startServer } from "../../examples/openai-server.js";
import { createParser, parseComplete, toChatCompletionMessage } from "../../generated/index.js";

const raw = readFileSync("examples/qwen3-weather.txt", "utf8");
const tools = JSON.parse(readFileSync("examples/weather-tools.json", "utf8")) as OpenAI.Chat.ChatCompletionTool[];

describe("examples/ai-sdk.ts", () => {
  it("streams reasoning and calls out of a raw model and answers in a second step", async () => {
    const out = await run();
    const expected = parseComplete("qwen3", raw, { thinking: true, tools: tools });
    expect(out.steps).toBe(2);
    expect(out.reasoning).toBe(expected.reasoning);
    expect(out.calls).toEqual(expected.tool_calls.map((c) => ({ name: c.name, input: JSON.parse(c.arguments) })));
    expect(out.text).toBe("San Francisco: 18 °C. Tokyo: 21 °C.");
  });
});

describe("examples/openai-server.ts with the openai client", () => {
  it("streams chunks the client accumulates to parseComplete's message, and answers without streaming too", async () => {
    const { url, server } = await startServer(0);
    try {
      const client = new OpenAI({ baseURL: url, apiKey: "unused" });
      const params: OpenAI.Chat.ChatCompletionCreateParamsStreaming = {
        model: "qwen3",
        messages: [{ role: "user", content: "Weather?" }],
        tools,
        tool_choice: "auto",
        stream: true,
      };
      // openai's own request types go straight into the parser's options.
      createParser("qwen3", { tools: params.tools, toolChoice: params.tool_choice });
      const expected = parseComplete("qwen3", raw, { thinking: true, tools });
      const final = await client.chat.completions.stream(params).finalChatCompletion();
      const message = final.choices[0]!.message;
      expect(message.content).toBe(expected.content);
      // The client's accumulator knows no reasoning field (it keeps the last piece); read the chunks for it.
      let reasoning = "";
      for await (const chunk of await client.chat.completions.create(params)) {
        reasoning += (chunk.choices[0]?.delta as { reasoning?: string } | undefined)?.reasoning ?? "";
      }
      expect(reasoning).toBe(expected.reasoning);
      expect(message.tool_calls?.map((c) => c.type === "function" && [c.function.name, c.function.arguments])).toEqual(expected.tool_calls.map((c) => [c.name, c.arguments]));
      expect(final.choices[0]!.finish_reason).toBe("tool_calls");

      const whole = await client.chat.completions.create({ ...params, stream: false });
      const withoutIds = (m: object) => JSON.parse(JSON.stringify(m).replace(/"id":"[^"]*"/g, '"id":""'));
      expect(withoutIds(whole.choices[0]!.message)).toEqual(withoutIds(toChatCompletionMessage(expected)));
      // A named choice surfaces only that tool's calls; one that names no tool of the request is refused.
      const other: OpenAI.Chat.ChatCompletionTool = { type: "function", function: { name: "nothing_else", parameters: { type: "object" } } };
      const named = await client.chat.completions.create({
        ...params,
        stream: false,
        tools: [...tools, other],
        tool_choice: { type: "function", function: { name: "nothing_else" } },
      });
      expect(named.choices[0]!.message.tool_calls).toBeUndefined();
      const wrong = client.chat.completions.create({ ...params, stream: false, tool_choice: { type: "function", function: { name: "nothing_else" } } });
      await expect(wrong).rejects.toMatchObject({ status: 400, message: expect.stringContaining("toolChoice names 'nothing_else', which is not among the tools") });
    } finally {
      server.close();
    }
  });
});

describe("examples/openai-server.ts when requests go wrong", () => {
  async function post(url: string, body: string): Promise<{ status: number; error: { message: string; param: string | null; code: string | null } }> {
    const r = await fetch(url + "/chat/completions", { method: "POST", headers: { "content-type": "application/json" }, body });
    return { status: r.status, error: ((await r.json()) as { error: never }).error };
  }

  it("answers bad requests with OpenAI errors, survives clients that leave, and reads no body past its limit", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on("unhandledRejection", onUnhandled);
    const { url, server } = await startServer(0);
    try {
      const ask = { model: "qwen3", messages: [{ role: "user", content: "Weather?" }], tools };
      expect(await post(url, "42")).toMatchObject({ status: 400, error: { param: "body" } });
      expect(await post(url, "null")).toMatchObject({ status: 400, error: { param: "body" } });
      expect(await post(url, "{oops")).toMatchObject({ status: 400, error: { message: "the body is not valid JSON" } });
      expect(await post(url, JSON.stringify({ ...ask, model: "gpt-9" }))).toMatchObject({ status: 404, error: { param: "model", code: "model_not_found" } });
      expect(await post(url, JSON.stringify({ ...ask, tools: undefined, tool_choice: "required" }))).toMatchObject({ status: 400, error: { param: "tool_choice" } });
      expect(await post(url, JSON.stringify({ ...ask, content: "x".repeat(2 * 1024 * 1024) }))).toMatchObject({ status: 413 });

      // Five clients that leave mid-upload, one that leaves mid-stream: the server goes on.
      const { port } = new URL(url);
      for (let i = 0; i < 5; i++) {
        await new Promise<void>((resolve) => {
          const socket = connect(Number(port), "127.0.0.1", () => {
            socket.write(`POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"model": "qw`);
            setTimeout(() => (socket.destroy(), resolve()), 20);
          });
        });
      }
      const controller = new AbortController();
      const client = new OpenAI({ baseURL: url, apiKey: "unused", maxRetries: 0 });
      try {
        let n = 0;
        for await (const _ of (await client.chat.completions.create({ ...ask, stream: true } as never, { signal: controller.signal })) as never as AsyncIterable<unknown>)
          if (++n === 3) controller.abort();
      } catch {
        // the client's own abort
      }
      const after = await client.chat.completions.create({ ...ask, stream: false } as never as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming);
      expect(after.choices[0]!.finish_reason).toBe("tool_calls");
      expect(unhandled).toEqual([]);
    } finally {
      server.close();
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
