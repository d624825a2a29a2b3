/**
 * A load driver for the gateway: many chat requests over loopback with a
 * keep-alive agent, streamed or not, each answer checked, resident memory
 * sampled as it goes. Shared by test/serve/serve-load.spec.ts and the serve bench.
 */
import { Agent, request } from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// Memory is sampled after a full collection, so a sample is what is still
// held, not how far the heap happened to grow since the last one.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

/** Resident set size in MB after a full garbage collection. */
export function settledRss(): number {
  collect();
  return Math.round(process.memoryUsage.rss() / 2 ** 20);
}

export interface LoadResult {
  ok: number;
  failed: string[];
  /** resident set size in MB after a full collection, sampled every `sampleEvery` requests */
  rss: number[];
  ms: number;
}

export interface LoadPlan {
  /** the gateway's base URL, …/v1 */
  base: string;
  body: Record<string, unknown>;
  requests: number;
  concurrency: number;
  stream: boolean;
  sampleEvery?: number;
  /** true when the answer is the one expected; given the response text */
  check(text: string): boolean;
}

/** One chat request: the whole response text, or a rejection saying why not. */
export function chatOnce(agent: Agent, url: URL, payload: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(payload);
  });
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const url = new URL(plan.base + "/chat/completions");
  const payload = JSON.stringify({ ...plan.body, stream: plan.stream });
  const result: LoadResult = { ok: 0, failed: [], rss: [], ms: 0 };
  const sampleEvery = plan.sampleEvery ?? Math.max(1, Math.floor(plan.requests / 20));
  let next = 0;
  let done = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < plan.requests) {
      next++;
      try {
        const r = await chatOnce(agent, url, payload);
        if (r.status === 200 && plan.check(r.text)) result.ok++;
        else if (result.failed.length < 10) result.failed.push(`${r.status}: ${r.text.slice(0, 200)}`);
      } catch (e) {
        if (result.failed.length < 10) result.failed.push(String(e));
      }
      if (++done % sampleEvery === 0) result.rss.push(settledRss());
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, worker));
  result.ms = performance.now() - started;
  agent.destroy();
  return result;
}

/** The streamed answer's tool-call arguments, concatenated, and its finish_reason. */
export function readStream(text: string): { args: string; finish: string | null; done: boolean } {
  let args = "";
  let finish: string | null = null;
  for (const line of text.split("\n")) {
    if (!line.startsWith("data: {")) continue;
    const chunk = JSON.parse(line.slice(6)) as { choices: { delta: { tool_calls?: { function?: { arguments?: string } }[] }; finish_reason: string | null }[] };
    const choice = chunk.choices[0];
    if (!choice) continue;
    for (const c of choice.delta.tool_calls ?? []) args += c.function?.arguments ?? "";
    finish = choice.finish_reason ?? finish;
  }
  return { args, finish, done: text.trimEnd().endsWith("data: [DONE]") };
}
