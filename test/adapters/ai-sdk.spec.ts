/**
 * dialectc/ai-sdk with the real `ai` package, version 6 (middleware
 * specification v3) and version 7 (v4): streamText and generateText over a
 * mock raw model that replays dialect outputs one real Qwen3 token at a time,
 * tool execution over two steps included; the parts equal what parseComplete
 * gives. `ai` 7 declares Node 22 but runs these paths on Node 20; it is
 * installed in test/ai7/ (by `npm test`), apart from the root's `ai` 6, so the
 * root install prints no engine warnings.
 */
import * as ai6 from "ai";
import * as ai6test from "ai/test";
import * as ai7 from "../ai7/index.js";
import * as ai7test from "../ai7/test.js";
import { describe, expect, it } from "vitest";
import { dialectMiddleware, type DialectMiddleware } from "../../generated/ai-sdk.js";
import { parseComplete, type DialectName } from "../../generated/index.js";
import { qwenTokenTexts } from "../helpers/token-chunks.js";

// The specification each `ai` major's types accept.
const v4: Parameters<typeof ai7.wrapLanguageModel>[0]["middleware"] = dialectMiddleware({ dialect: "qwen3", specificationVersion: "v4" });
const v3in7: Parameters<typeof ai7.wrapLanguageModel>[0]["middleware"] = dialectMiddleware({ dialect: "qwen3" });
// @ts-expect-error -- ai 6 takes specification v3 only
const v4in6: Parameters<typeof ai6.wrapLanguageModel>[0]["middleware"] = dialectMiddleware({ dialect: "qwen3", specificationVersion: "v4" });
void [v4, v3in7, v4in6];

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 20, text: 20, reasoning: 0 },
};

// Both majors are driven through ai 6's signatures: their functions and parts used here are alike.
const versions = [
  {
    label: "ai 6",
    ai: ai6,
    Mock: ai6test.MockLanguageModelV3,
    specificationVersion: "v3" as const,
  },
  {
    label: "ai 7",
    ai: ai7 as unknown as typeof ai6,
    Mock: ai7test.MockLanguageModelV4 as unknown as typeof ai6test.MockLanguageModelV3,
    specificationVersion: "v4" as const,
  },
];

const schema = {
  type: "object",
  properties: { city: { type: "string" }, days: { type: "integer" } },
  required: ["city"],
} as const;
const step1 =
  "Need the weather.</think>Let me check.<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n<parameter=days>\n3\n</parameter>\n</function>\n</tool_call>";
const step2 = "Done.</think>It is sunny in Paris for 3 days.";
const answer = "It is sunny in Paris for 3 days.";
const chatTools = [{ type: "function", function: { name: "get_weather", parameters: schema } }];

describe.each(versions)("$label", ({ ai, Mock, specificationVersion }) => {
  // Typed as ai 6's middleware, as the rest of the harness is.
  const middleware = (options: { dialect: DialectName; thinking?: boolean }) =>
    dialectMiddleware({
      ...options,
      specificationVersion,
    }) as DialectMiddleware;

  /** A raw model whose n-th call streams the n-th output, one token per text-delta. */
  function rawModel(outputs: string[]) {
    let call = 0;
    return new Mock({
      doStream: async () => {
        const text = outputs[Math.min(call++, outputs.length - 1)]!;
        return {
          stream: ai.simulateReadableStream({
            chunks: [
              { type: "stream-start" as const, warnings: [] },
              { type: "text-start" as const, id: "raw" },
              ...qwenTokenTexts(text).map((delta) => ({
                type: "text-delta" as const,
                id: "raw",
                delta,
              })),
              { type: "text-end" as const, id: "raw" },
              {
                type: "finish" as const,
                finishReason: { unified: "stop" as const, raw: "stop" },
                usage,
              },
            ],
          }),
        };
      },
      doGenerate: async () => ({
        content: [{ type: "text" as const, text: outputs[0]! }],
        finishReason: { unified: "stop" as const, raw: "stop" },
        usage,
        warnings: [],
      }),
    });
  }

  describe("dialectMiddleware with streamText", () => {
    it("streams reasoning, text and a typed tool call, executes it, and answers in a second step", async () => {
      const seen: { city: string; days: number }[] = [];
      const model = ai.wrapLanguageModel({
        model: rawModel([step1, step2]),
        middleware: middleware({ dialect: "qwen3", thinking: true }),
      });
      const result = ai.streamText({
        model,
        prompt: "Weather in Paris?",
        tools: {
          get_weather: ai.tool({
            inputSchema: ai.jsonSchema<{ city: string; days: number }>(schema),
            execute: async (input) => {
              seen.push(input);
              return { sky: "sunny" };
            },
          }),
        },
        stopWhen: ai.stepCountIs(2),
      });
      const parts: { type: string }[] = [];
      for await (const part of result.fullStream) parts.push(part);
      const steps = await result.steps;

      const expected = parseComplete("qwen3", step1, {
        thinking: true,
        tools: chatTools as never,
      });
      expect(steps).toHaveLength(2);
      expect(steps[0]!.reasoningText).toBe(expected.reasoning);
      expect(steps[0]!.text).toBe(expected.content);
      expect(steps[0]!.toolCalls.map((c) => [c.toolName, c.input])).toEqual([["get_weather", JSON.parse(expected.tool_calls[0]!.arguments)]]);
      expect(seen).toEqual([{ city: "Paris", days: 3 }]); // the integer arrived as an integer
      expect(steps[0]!.finishReason).toBe("tool-calls");
      expect(steps[1]!.text).toBe(answer);
      expect(await result.text).toBe(answer);
      const types = parts.map((p) => p.type);
      expect(types).toContain("reasoning-delta");
      expect(types.indexOf("tool-input-start")).toBeLessThan(types.indexOf("tool-call"));
      expect(types.indexOf("tool-call")).toBeLessThan(types.indexOf("tool-result"));
    });

    it("sends tool-call the moment the closing marker arrives, before the stream ends", async () => {
      const hermes = middleware({ dialect: "hermes" });
      const text = 'A <tool_call>{"name": "get_weather", "arguments": {"city": "Oslo", "days": "2"}}</tool_call> and more text after it.';
      const raw = rawModel([text]);
      const { stream } = await hermes.wrapStream({
        doStream: () =>
          raw.doStream({
            prompt: [],
            tools: [{ type: "function", name: "get_weather", inputSchema: schema }],
          } as never),
        doGenerate: () => raw.doGenerate({} as never),
        params: {
          prompt: [],
          tools: [{ type: "function", name: "get_weather", inputSchema: schema }],
        },
        model: raw,
      });
      const parts: { type: string; [k: string]: unknown }[] = [];
      for await (const p of stream as AsyncIterable<{ type: string }>) parts.push(p);
      const call = parts.findIndex((p) => p.type === "tool-call");
      // Text that follows the call streams after it: the call did not wait for the end.
      const laterText = parts.findIndex((p, i) => i > call && p.type === "text-delta");
      expect(call).toBeGreaterThan(0);
      expect(laterText).toBeGreaterThan(call);
      expect(parts[call], JSON.stringify(parts[call])).toMatchObject({
        toolName: "get_weather",
        input: '{"city": "Oslo", "days": 2}',
      });
      expect(parts.at(-1)).toMatchObject({
        type: "finish",
        finishReason: { unified: "tool-calls" },
      });
    });

    it("follows toolChoice: a named tool surfaces only its calls; none suppresses them", async () => {
      const text = '<tool_call>{"name": "other", "arguments": {}}</tool_call><tool_call>{"name": "get_weather", "arguments": {"city": "Rome"}}</tool_call>';
      const run = async (toolChoice: unknown) => {
        const hermes = middleware({ dialect: "hermes" });
        const raw = rawModel([text]);
        const out = await hermes.wrapGenerate({
          doGenerate: () => raw.doGenerate({} as never),
          doStream: () => raw.doStream({} as never),
          params: { prompt: [], toolChoice },
          model: raw,
        });
        return out.content as {
          type: string;
          toolName?: string;
          text?: string;
        }[];
      };
      expect((await run({ type: "tool", toolName: "get_weather" })).filter((p) => p.type === "tool-call").map((p) => p.toolName)).toEqual(["get_weather"]);
      expect((await run({ type: "none" })).some((p) => p.type === "tool-call")).toBe(false);
      expect((await run({ type: "auto" })).filter((p) => p.type === "tool-call")).toHaveLength(2);
    });
  });

  it(`is stamped with specification ${specificationVersion}`, () => {
    expect(middleware({ dialect: "hermes" }).specificationVersion).toBe(specificationVersion);
  });

  describe("dialectMiddleware with generateText", () => {
    it("gives the parts of the whole output", async () => {
      const model = ai.wrapLanguageModel({
        model: rawModel([step1]),
        middleware: middleware({ dialect: "qwen3", thinking: true }),
      });
      const result = await ai.generateText({
        model,
        prompt: "Weather?",
        tools: {
          get_weather: ai.tool({
            inputSchema: ai.jsonSchema<{ city: string; days: number }>(schema),
          }),
        },
      });
      const expected = parseComplete("qwen3", step1, {
        thinking: true,
        tools: chatTools as never,
      });
      expect(result.reasoningText).toBe(expected.reasoning);
      expect(result.text).toBe(expected.content);
      expect(result.toolCalls.map((c) => c.input)).toEqual([{ city: "Paris", days: 3 }]);
      expect(result.finishReason).toBe("tool-calls");
    });
  });
});

it("refuses a specification it does not write", () => {
  expect(() => dialectMiddleware({ dialect: "hermes", specificationVersion: "v2" as never })).toThrow(/specificationVersion must be "v3" \(ai 6\) or "v4" \(ai 7\)/);
});
