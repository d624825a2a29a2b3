/**
 * A minimal OpenAI-compatible `/v1/chat/completions` endpoint: instead of a
 * model it replays a raw Qwen3 output from a file, a few characters at a time,
 * and parses it with dialectc into chat-completion chunks (`stream: true`) or
 * one chat completion. Point any OpenAI client at it:
 *
 *   npx tsx examples/openai-server.ts            # listens on http://127.0.0.1:8000/v1
 *
 * Small as it is, it keeps what a server owes its clients: a body is read up
 * to a limit and no further (413), a client that leaves mid-upload or
 * mid-stream costs nothing and stops the generation, and every bad request is
 * an OpenAI-shaped error, never a crash. `dialectc serve` is the full gateway.
 *
 * In your project, import from "dialectc" instead of ../generated/index.js.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createParser, parseComplete, SSE_DONE, sseData, toChatCompletionChunk, toChatCompletionMessage, type Parser, type ParserOptions } from "../generated/index.js";

const RAW = readFileSync(fileURLToPath(new URL("qwen3-weather.txt", import.meta.url)), "utf8");
const MODEL = "qwen3";
const MAX_BODY_BYTES = 1024 * 1024;

/** A request the server refuses, with the status and the field to blame. */
class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param: string | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

function sendError(res: ServerResponse, e: RequestError): void {
  if (res.headersSent) return void res.end();
  const type = e.status === 404 ? "not_found_error" : "invalid_request_error";
  // Past the limit the rest of the body is not read: close the connection rather than drain it.
  res.writeHead(e.status, { "content-type": "application/json", ...(e.status === 413 ? { connection: "close" } : {}) });
  res.end(JSON.stringify({ error: { message: e.message, type, param: e.param, code: e.code } }));
}

/** The body as text, or null when the client left before sending all of it. */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return reject(new RequestError(413, `the body is over ${MAX_BODY_BYTES} bytes`));
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.pause();
        reject(new RequestError(413, `the body is over ${MAX_BODY_BYTES} bytes`));
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    // ECONNRESET mid-upload: nothing to answer, nobody to answer to.
    req.on("error", () => resolve(null));
    req.on("aborted", () => resolve(null));
  });
}

/** The request's fields this server reads, checked; the parser's options from them. */
function readRequest(body: string): { stream: boolean; options: ParserOptions } {
  let request: unknown;
  try {
    request = JSON.parse(body);
  } catch {
    throw new RequestError(400, "the body is not valid JSON");
  }
  if (typeof request !== "object" || request === null || Array.isArray(request)) throw new RequestError(400, "the body must be a JSON object", "body");
  const r = request as Record<string, unknown>;
  if (r.model !== MODEL) throw new RequestError(404, `the model '${String(r.model)}' does not exist; this server serves '${MODEL}'`, "model", "model_not_found");
  if (r.stream !== undefined && typeof r.stream !== "boolean") throw new RequestError(400, "stream must be a boolean", "stream");
  if (r.tools !== undefined && !Array.isArray(r.tools)) throw new RequestError(400, "tools must be an array", "tools");
  const tools = (r.tools ?? []) as ParserOptions["tools"] & unknown[];
  if (r.tool_choice === "required" && tools.length === 0) throw new RequestError(400, 'tool_choice "required" needs at least one tool in tools', "tool_choice");
  const options: ParserOptions = { thinking: true, tools, toolChoice: (r.tool_choice ?? "auto") as ParserOptions["toolChoice"] };
  try {
    // The parser checks the rest (a tool_choice naming no tool, a tool without a name) and says which.
    createParser(MODEL, options);
  } catch (e) {
    throw new RequestError(400, (e as Error).message, e instanceof TypeError ? "tool_choice" : null);
  }
  return { stream: r.stream === true, options };
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!req.url?.endsWith("/chat/completions")) throw new RequestError(404, `no route ${req.url}`);
  if (req.method !== "POST") throw new RequestError(405, "use POST");
  const body = await readBody(req);
  if (body === null) return;
  const { stream, options } = readRequest(body);
  const meta = { id: `chatcmpl-${Date.now().toString(36)}`, model: MODEL, created: Math.floor(Date.now() / 1000) };
  if (!stream) {
    const message = parseComplete(MODEL, RAW, options);
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
  // A client that leaves mid-stream stops the "generation": here, the replay.
  let gone = false;
  res.on("close", () => (gone = true));
  const parser: Parser = createParser(MODEL, options);
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  let calls = 0;
  res.write(sseData(toChatCompletionChunk(null, { ...meta, role: true })));
  for (let i = 0; i < RAW.length && !gone; i += 5) {
    const delta = parser.feed(RAW.slice(i, i + 5));
    calls += delta?.tool_calls?.filter((c) => c.id !== undefined).length ?? 0;
    if (delta) res.write(sseData(toChatCompletionChunk(delta, meta)));
    // As a model would: one piece per turn of the event loop, so a close is seen.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (gone) return;
  const last = parser.finish();
  calls += last?.tool_calls?.filter((c) => c.id !== undefined).length ?? 0;
  if (last) res.write(sseData(toChatCompletionChunk(last, meta)));
  res.write(sseData(toChatCompletionChunk(null, { ...meta, finishReason: calls ? "tool_calls" : "stop" })));
  res.end(SSE_DONE);
}

export async function startServer(port = 8000): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => sendError(res, e instanceof RequestError ? e : new RequestError(500, "the server failed on this request")));
  });
  server.listen(port, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { url } = await startServer(Number(process.env.PORT ?? 8000));
  console.log(`OpenAI-compatible endpoint at ${url} (replaying examples/qwen3-weather.txt)`);
}
