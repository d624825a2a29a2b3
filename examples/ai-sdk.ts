/**
 * The Vercel AI SDK over a raw model: the model (here a mock that replays a
 * Qwen3 output, one chunk at a time) only produces text; dialectc's
 * middleware turns it into reasoning, text and tool calls, which streamText
 * executes and feeds back for a second step.
 *
 *   npx tsx examples/ai-sdk.ts
 *
 * In your project: `import { dialectMiddleware } from "dialectc/ai-sdk"`. This
 * is `ai` 6; with `ai` 7, pass `specificationVersion: "v4"` to dialectMiddleware.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { jsonSchema, simulateReadableStream, stepCountIs, streamText, tool, wrapLanguageModel } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { dialectMiddleware } from "../generated/ai-sdk.js";

const FIRST = readFileSync(fileURLToPath(new URL("qwen3-weather.txt", import.meta.url)), "utf8");
const SECOND = "Both forecasts are in.</think>San Francisco: 18 °C. Tokyo: 21 °C.";
const usage = { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } };

/** A text-only model: what an inference server without a tool parser returns. */
function rawModel(): MockLanguageModelV3 {
  let step = 0;
  return new MockLanguageModelV3({
    doStream: async () => {
      const text = step++ === 0 ? FIRST : SECOND;
      const pieces = text.match(/[\s\S]{1,6}/g) ?? [];
      return {
        stream: simulateReadableStream({
          chunks: [
            { type: "stream-start" as const, warnings: [] },
            ...pieces.map((delta) => ({ type: "text-delta" as const, id: "0", delta })),
            { type: "finish" as const, finishReason: { unified: "stop" as const, raw: "stop" }, usage },
          ],
        }),
      };
    },
  });
}

export async function run(): Promise<{ reasoning: string; text: string; calls: unknown[]; steps: number }> {
  const model = wrapLanguageModel({ model: rawModel(), middleware: dialectMiddleware({ dialect: "qwen3", thinking: true }) });
  const result = streamText({
    model,
    prompt: "What is the weather in San Francisco and Tokyo?",
    tools: {
      get_weather: tool({
        description: "Weather forecast for a city",
        inputSchema: jsonSchema<{ city: string; days?: number }>({
          type: "object",
          properties: { city: { type: "string" }, days: { type: "integer" } },
          required: ["city"],
        }),
        execute: async ({ city }) => ({ city, celsius: city === "San Francisco" ? 18 : 21 }),
      }),
    },
    stopWhen: stepCountIs(2),
  });
  const steps = await result.steps;
  return {
    reasoning: steps[0]!.reasoningText ?? "",
    text: await result.text,
    calls: steps[0]!.toolCalls.map((c) => ({ name: c.toolName, input: c.input })),
    steps: steps.length,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(await run(), null, 2));
}
