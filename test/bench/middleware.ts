/**
 * AI SDK middleware on the peer's ground: dialectc's `dialectMiddleware`
 * next to `@ai-sdk-tool/parser` (hermesToolMiddleware, qwen3CoderToolMiddleware)
 * on the hermes and qwen3 corpora, fed as real Qwen3 tokens through each
 * middleware's `wrapStream`, as `wrapLanguageModel` would call it. Reports ns
 * per token and whether the final tool calls equal parseComplete's.
 */
import { hermesToolMiddleware, qwen3CoderToolMiddleware } from "@ai-sdk-tool/parser";
import { dialectMiddleware } from "../../generated/ai-sdk.js";
import { parseComplete } from "../../generated/index.js";

type Part = { type: string; [key: string]: unknown };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Middleware = { transformParams?: (o: any) => PromiseLike<any>; wrapStream?: (o: any) => PromiseLike<any> };

const usage = { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } };
const schema = { type: "object", properties: { path: { type: "string" }, content: { type: "string" } }, required: ["path", "content"] };
const aiTools = [{ type: "function", name: "write_file", inputSchema: schema }];

function rawParts(tokens: string[]): Part[] {
  return [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "0" },
    ...tokens.map((delta) => ({ type: "text-delta", id: "0", delta })),
    { type: "text-end", id: "0" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
  ];
}

async function runOnce(middleware: Middleware, parts: Part[]): Promise<{ name: string; input: unknown }[]> {
  const model = { specificationVersion: "v3", provider: "raw", modelId: "raw", supportedUrls: {} };
  let params: Record<string, unknown> = { prompt: [{ role: "user", content: [{ type: "text", text: "go" }] }], tools: aiTools };
  if (middleware.transformParams) params = await middleware.transformParams({ type: "stream", params, model });
  const doStream = async () => ({
    stream: new ReadableStream<Part>({
      start(c) {
        for (const p of parts) c.enqueue(p);
        c.close();
      },
    }),
  });
  const { stream } = await middleware.wrapStream!({
    doStream,
    doGenerate: async () => {
      throw new Error("unused");
    },
    params,
    model,
  });
  const calls: { name: string; input: unknown }[] = [];
  for await (const p of stream as AsyncIterable<Part>) {
    if (p.type === "tool-call") calls.push({ name: p.toolName as string, input: JSON.parse(p.input as string) });
  }
  return calls;
}

async function nsPerToken(middleware: Middleware, parts: Part[], tokens: number, minMs = 400): Promise<number> {
  await runOnce(middleware, parts);
  let runs = 0;
  const start = process.hrtime.bigint();
  while (Number(process.hrtime.bigint() - start) < minMs * 1e6) {
    await runOnce(middleware, parts);
    runs++;
  }
  return Number(process.hrtime.bigint() - start) / runs / tokens;
}

export async function benchMiddleware(corpora: Record<string, { text: string; thinking: boolean }>, tokenTexts: (text: string) => string[]): Promise<void> {
  console.log("\nAI SDK middleware, per real Qwen3 token (wrapStream, as wrapLanguageModel calls it)");
  console.log(["corpus", "middleware", "ns/token", "calls right"].map((c, i) => c.padStart(i < 2 ? 28 : 12)).join(" "));
  const peers: [string, Middleware][] = [
    ["hermes", hermesToolMiddleware as Middleware],
    ["qwen3", qwen3CoderToolMiddleware as Middleware],
  ];
  for (const [name, peer] of peers) {
    const corpus = corpora[name];
    if (!corpus) continue;
    const tokens = tokenTexts(corpus.text);
    const parts = rawParts(tokens);
    const expected = parseComplete(name as "hermes", corpus.text, { thinking: corpus.thinking, tools: aiTools as never }).tool_calls.map((c) => ({
      name: c.name,
      input: JSON.parse(c.arguments),
    }));
    for (const [label, mw] of [
      ["dialectc " + name, dialectMiddleware({ dialect: name as "hermes", thinking: corpus.thinking }) as Middleware],
      ["@ai-sdk-tool/parser", peer],
    ] as const) {
      let right = "no";
      try {
        const got = await runOnce(mw, parts);
        const same = got.filter((c, i) => JSON.stringify(c) === JSON.stringify(expected[i])).length;
        right = `${same}/${expected.length}${got.length !== expected.length ? ` (${got.length} calls)` : ""}`;
      } catch (e) {
        right = `threw: ${(e as Error).message.slice(0, 30)}`;
      }
      const ns = await nsPerToken(mw, parts, tokens.length);
      console.log([name, label, ns.toFixed(0), right].map((c, i) => String(c).padStart(i < 2 ? 28 : 12)).join(" "));
    }
  }
}
