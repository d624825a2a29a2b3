/**
 * A minimal OpenAI-compatible `/v1/chat/completions` endpoint: instead of a
 * model it replays a raw Qwen3 output from a file, a few characters at a time,
 * and parses it with dialectc into chat-completion chunks (`stream: true`) or
 * one chat completion. Point any OpenAI client at it:
 *
 *   npx tsx examples/openai-server.ts            # listens on http://127.0.0.1:8000/v1
 *
 * In your project, import from "dialectc" instead of ../generated/index.js.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createParser, parseComplete, SSE_DONE, sseData, toChatCompletionChunk, toChatCompletionMessage, type Parser, type ParserOptions } from "../generated/index.js";

const RAW = readFileSync(fileURLToPath(new URL("qwen3-weather.txt", import.meta.url)), "utf8");

interface ChatRequest {
  model?: string;
  stream?: boolean;
  tools?: ParserOptions["tools"];
  tool_choice?: ParserOptions["toolChoice"];
}

export async function startServer(port = 8000): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    let body = "";
    for await (const chunk of req) body += chunk;
    // A request the parser cannot take (bad JSON, a tool_choice naming no tool of the request) is the client's mistake: 400.
    let request: ChatRequest;
    let parser: Parser;
    let options: ParserOptions;
    try {
      request = JSON.parse(body) as ChatRequest;
      options = { thinking: true, tools: request.tools ?? [], toolChoice: request.tool_choice ?? "auto" };
      parser = createParser("qwen3", options);
    } catch (error) {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: (error as Error).message, type: "invalid_request_error", param: null, code: null } }));
      return;
    }
    const meta = { id: "chatcmpl-example", model: request.model ?? "qwen3", created: Math.floor(Date.now() / 1000) };
    if (!request.stream) {
      const message = parseComplete("qwen3", RAW, options);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          ...meta,
          object: "chat.completion",
          choices: [{ index: 0, message: toChatCompletionMessage(message), finish_reason: message.tool_calls.length ? "tool_calls" : "stop", logprobs: null }],
        }),
      );
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    let calls = 0;
    res.write(sseData(toChatCompletionChunk(null, { ...meta, role: true })));
    for (let i = 0; i < RAW.length; i += 5) {
      const delta = parser.feed(RAW.slice(i, i + 5));
      calls += delta?.tool_calls?.filter((c) => c.id !== undefined).length ?? 0;
      if (delta) res.write(sseData(toChatCompletionChunk(delta, meta)));
    }
    const last = parser.finish();
    calls += last?.tool_calls?.filter((c) => c.id !== undefined).length ?? 0;
    if (last) res.write(sseData(toChatCompletionChunk(last, meta)));
    res.write(sseData(toChatCompletionChunk(null, { ...meta, finishReason: calls ? "tool_calls" : "stop" })));
    res.end(SSE_DONE);
  });
  server.listen(port, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { url } = await startServer(Number(process.env.PORT ?? 8000));
  console.log(`OpenAI-compatible endpoint at ${url} (replaying examples/qwen3-weather.txt)`);
}
