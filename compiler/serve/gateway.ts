/**
 * `dialectc serve`: an OpenAI-compatible `/v1/chat/completions` (with
 * `/v1/models` and `/health`) in front of any `/v1/completions` endpoint.
 * The prompt is the model's chat template rendered with the request; the
 * upstream's text goes through the dialect's parser, scoped by that prompt,
 * and comes back as chat-completion chunks (or one chat completion) with
 * reasoning and tool calls.
 *
 * What it promises: a client that goes away aborts its upstream request; an
 * upstream that fails, resets, stalls or sends malformed events ends the
 * client's stream with an OpenAI error event (or the right status before the
 * stream starts); a bad request is a 400/404/413 that touches nothing else;
 * `close()` lets in-flight streams finish. Nothing rejects unhandled.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Delta, Dialect } from "../../runtime/index.js";
import { toChatCompletionChunk, toChatCompletionMessage, SSE_DONE, sseData } from "../../runtime/adapters/openai.js";
import { MessageAccumulator } from "../../runtime/assemble/delta.js";
import { createParserFor, type Parser } from "../../runtime/parser.js";
import { startFromPrompt } from "../../runtime/machine/prompt.js";
import type { ChatTemplate } from "../templates/chat-template.js";
import { ApiError } from "./api-error.js";
import { readChatRequest, type ChatRequest } from "./chat-request.js";
import { ChatPrompt } from "./chat-prompt.js";
import { constraintFields, type UpstreamKind } from "./constraint.js";
import { readBody } from "./request-body.js";
import { StopStrings } from "./stop-strings.js";
import { streamCompletion, type UpstreamConfig, type Usage } from "./upstream.js";

export interface GatewayOptions {
  upstream: UpstreamConfig;
  upstreamKind: UpstreamKind;
  /** the model name clients ask for */
  model: string;
  /** the name sent upstream (default: model) */
  upstreamModel?: string;
  template: ChatTemplate;
  dialect: Dialect;
  /** send the exported grammar for the request's tools */
  constrain?: boolean;
  /** the largest request body read (bytes; default 4 MiB) */
  maxBodyBytes?: number;
  /** counts tokens for usage when the upstream reports none (a tokenizer; see token-counter.ts) */
  countTokens?: (text: string) => number;
}

export interface Gateway {
  server: Server;
  /** listens on host:port (port 0: any free one) and gives the base URL, …/v1 */
  listen(port: number, host?: string): Promise<string>;
  /** stops accepting, lets in-flight requests finish for up to graceMs, then cuts the rest */
  close(graceMs?: number): Promise<void>;
  /** requests in flight */
  readonly active: number;
}

/** Pieces an upstream may send past a stop string before it is told to stop. */
const PIECES_AFTER_STOP = 16;

const JSON_HEADERS = { "content-type": "application/json" };

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const body = JSON.stringify(value);
  res.writeHead(status, { ...JSON_HEADERS, "content-length": String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}

function sendError(res: ServerResponse, error: ApiError, headers: Record<string, string> = {}): void {
  sendJson(res, error.status, error.body(), headers);
}

export function createGateway(options: GatewayOptions): Gateway {
  const prompt = new ChatPrompt(options.template);
  const maxBody = options.maxBodyBytes ?? 4 * 1024 * 1024;
  const created = Math.floor(Date.now() / 1000);
  const ends = options.template.eos !== "" ? [options.template.eos] : [];
  let active = 0;
  let closing = false;
  const inFlight = new Set<AbortController>();

  async function chatCompletion(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req, maxBody).catch((e: unknown) => {
      if (e instanceof ApiError) sendError(res, e, { connection: "close" });
      else throw e;
      return null;
    });
    if (body === null || body.kind === "gone") return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch (e) {
      throw new ApiError(400, `the request body is not JSON: ${(e as Error).message}`, "invalid_request_error", null, "invalid_json");
    }
    const request = readChatRequest(parsed);
    if (request.model !== options.model)
      throw new ApiError(404, `the model '${request.model}' does not exist here; this gateway serves '${options.model}'`, "invalid_request_error", "model", "model_not_found");
    await generate(request, req, res);
  }

  async function generate(request: ChatRequest, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = prompt.render(request);
    let parser: Parser;
    try {
      parser = createParserFor(options.dialect, {
        prompt: text,
        tools: request.tools,
        toolChoice: request.toolChoice,
        ...(request.thinking !== undefined ? { thinking: request.thinking } : {}),
        reuseDeltas: true,
      });
    } catch (e) {
      if (e instanceof TypeError) throw new ApiError(400, e.message.replace(/^dialectc: /, ""), "invalid_request_error", null, "invalid_value");
      throw e;
    }
    const startsInReasoning = startFromPrompt(options.dialect.ir, text).state === options.dialect.ir.initial.thinking;
    const upstreamBody: Record<string, unknown> = {
      model: options.upstreamModel ?? options.model,
      prompt: text,
      stream: true,
      stream_options: { include_usage: true },
      ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.topP !== undefined ? { top_p: request.topP } : {}),
      ...(request.seed !== undefined ? { seed: request.seed } : {}),
      ...(request.stop.length + ends.length > 0 ? { stop: [...request.stop, ...ends] } : {}),
      // Markers are often special tokens: an upstream that drops them from the text would hide the calls.
      ...(options.upstreamKind === "vllm" || options.upstreamKind === "sglang" ? { skip_special_tokens: false } : {}),
      ...(options.constrain ? constraintFields(options.upstreamKind, options.dialect, request.tools, request.toolChoice, startsInReasoning) : null),
    };

    const abort = new AbortController();
    inFlight.add(abort);
    // The client leaving (before the response is done) stops the upstream's generation.
    const onClose = () => {
      if (!res.writableFinished) abort.abort();
    };
    res.on("close", onClose);
    req.on("error", () => abort.abort());

    const id = `chatcmpl-${randomUUID().replaceAll("-", "")}`;
    const meta = { id, model: options.model, created: Math.floor(Date.now() / 1000) };
    const stops = new StopStrings([...request.stop, ...ends]);
    const acc = request.stream ? null : new MessageAccumulator();
    let finishReason: string | null = null;
    let usage: Usage | null = null;
    let callCount = 0;
    let started = false;
    let stoppedHere = false;
    let afterStop = 0;
    // Kept only to count tokens when the upstream reports no usage.
    const generated: string[] | null = options.countTokens ? [] : null;

    const begin = () => {
      if (started || !request.stream) return;
      started = true;
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive", "x-request-id": id });
      res.write(sseData(toChatCompletionChunk(null, { ...meta, role: true })));
    };
    const emit = (delta: Delta | null) => {
      if (!delta) return;
      const d = request.parallelToolCalls ? delta : firstCallOnly(delta);
      if (!d) return;
      for (const c of d.tool_calls ?? []) if (c.index + 1 > callCount) callCount = c.index + 1;
      if (acc) return acc.add(d);
      begin();
      if (!res.write(sseData(toChatCompletionChunk(d, meta)))) {
        call.pause();
        res.once("drain", () => call.resume());
      }
    };
    const call = streamCompletion(options.upstream, upstreamBody, abort.signal, {
      text(piece) {
        if (stops.stopped) {
          // Past a stop string the upstream passed on: its end (and usage) usually follows at once;
          // one that keeps generating is told to stop.
          if (++afterStop > PIECES_AFTER_STOP) abort.abort();
          return;
        }
        generated?.push(piece);
        const pass = stops.push(piece);
        if (pass !== "") emit(parser.feed(pass));
        else begin();
        if (stops.stopped) stoppedHere = true;
      },
      finish(reason) {
        finishReason ??= reason;
      },
      usage(u) {
        usage = u;
      },
    });
    try {
      await call.done;
    } catch (e) {
      const error = e as ApiError;
      // Our own abort after a stop string is a normal end; the client's leaving needs no answer.
      if (!(stoppedHere && error.code === "client_closed" && !res.destroyed)) {
        if (res.destroyed || error.code === "client_closed") return;
        if (!started) {
          sendError(res, error);
          return;
        }
        res.write(sseData(error.body()));
        res.end();
        return;
      }
    } finally {
      inFlight.delete(abort);
      res.off("close", onClose);
    }
    const rest = stops.flush();
    if (rest !== "") emit(parser.feed(rest));
    emit(parser.finish());
    const reason = finishReason === "length" && !stoppedHere ? "length" : callCount > 0 ? "tool_calls" : "stop";
    const usageOut = (usage as Usage | null) ?? counted(text, generated);
    if (acc) {
      const message = acc.message();
      sendJson(res, 200, {
        ...meta,
        object: "chat.completion",
        choices: [{ index: 0, message: toChatCompletionMessage(message), finish_reason: reason, logprobs: null }],
        ...(usageOut ? { usage: usageOut } : {}),
      });
      return;
    }
    begin();
    res.write(sseData(toChatCompletionChunk(null, { ...meta, finishReason: reason })));
    if (request.includeUsage) res.write(sseData({ id, object: "chat.completion.chunk", created: meta.created, model: meta.model, choices: [], usage: usageOut }));
    res.end(SSE_DONE);
  }

  /** Usage from the tokenizer: the prompt and the text up to its stop string, re-encoded. */
  function counted(promptText: string, pieces: string[] | null): Usage | null {
    if (!options.countTokens || !pieces) return null;
    const prompt_tokens = options.countTokens(promptText);
    const completion_tokens = options.countTokens(pieces.join(""));
    return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
  }

  const server = createServer((req, res) => {
    active++;
    res.once("close", () => {
      active--;
      // Shutting down: a connection whose last response just ended is idle now; close it
      // rather than hold shutdown until the grace period runs out.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
    const path = (req.url ?? "/").split("?")[0]!.replace(/\/+$/, "");
    const route = `${req.method} ${path}`;
    let work: Promise<void>;
    if (closing && route === "POST /v1/chat/completions") work = Promise.reject(new ApiError(503, "the gateway is shutting down", "server_error", null, "shutting_down"));
    else if (route === "POST /v1/chat/completions") work = chatCompletion(req, res);
    else if (route === "GET /v1/models") {
      sendJson(res, 200, { object: "list", data: [{ id: options.model, object: "model", created, owned_by: "dialectc" }] });
      return;
    } else if (route === "GET /health") {
      sendJson(res, 200, { status: "ok", model: options.model, dialect: options.dialect.name });
      return;
    } else if (path === "/v1/chat/completions" || path === "/v1/models" || path === "/health")
      work = Promise.reject(new ApiError(405, `${req.method} is not allowed on ${path}`, "invalid_request_error", null, "method_not_allowed"));
    else
      work = Promise.reject(
        new ApiError(404, `no route ${req.method} ${path}; this gateway serves POST /v1/chat/completions, GET /v1/models and GET /health`, "not_found_error", null, "not_found"),
      );
    work.catch((e: unknown) => {
      if (e instanceof ApiError) return sendError(res, e);
      // A fault of the gateway itself: the client gets a 500 in one line, the process lives on.
      const error = new ApiError(500, `the gateway failed: ${e instanceof Error ? e.message : String(e)}`, "server_error", null, "internal_error");
      if (!res.headersSent) sendError(res, error);
      else if (!res.destroyed) res.end(sseData(error.body()));
    });
  });
  // Slow or broken client sockets are the client's problem, never the process's.
  server.on("clientError", (_err, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n");
    else socket.destroy();
  });

  return {
    server,
    get active() {
      return active;
    },
    listen(port, host = "127.0.0.1") {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          const a = server.address() as AddressInfo;
          resolve(`http://${a.family === "IPv6" ? `[${a.address}]` : a.address}:${a.port}/v1`);
        });
      });
    },
    async close(graceMs = 10_000) {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = setTimeout(() => {
        for (const a of inFlight) a.abort();
        server.closeAllConnections();
      }, graceMs);
      await closed;
      clearTimeout(deadline);
    },
  };
}

/** With parallel_tool_calls false, only the first call reaches the client. */
function firstCallOnly(delta: Delta): Delta | null {
  if (!delta.tool_calls || delta.tool_calls.every((c) => c.index === 0)) return delta;
  const calls = delta.tool_calls.filter((c) => c.index === 0);
  const out: Delta = { ...delta };
  if (calls.length > 0) out.tool_calls = calls;
  else delete out.tool_calls;
  return Object.keys(out).length > 0 ? out : null;
}
