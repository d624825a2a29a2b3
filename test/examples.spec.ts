/**
 * The integration examples run, with the real clients: examples/ai-sdk.ts
 * (the `ai` package's streamText over a raw model, two steps) and
 * examples/openai-server.ts read by the `openai` package's client, streamed
 * and not; and openai's request types flow into the parser options as they are.
 */
import { readFileSync } from "node:fs";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { run } from "../examples/ai-sdk.js";
import { startServer } from "../examples/openai-server.js";
import { createParser, parseComplete, toChatCompletionMessage } from "../generated/index.js";

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
