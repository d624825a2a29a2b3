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
import { readModelCard, streamCompletion, type UpstreamConfig, type Usage } from "./upstream.js";
import type { Tool, ToolChoice } from "../../runtime/index.js";

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
  /**
   * The model's context length (tokens): a request without max_tokens gets what the prompt leaves of it.
   * Completions endpoints otherwise stop at their own default (16 tokens for vLLM and SGLang).
   */
  contextLength?: number;
  /** max_tokens for a request that gives none where the context length is unknown (default 4096) */
  maxTokens?: number;
  /** the markers that end the model's turn, sent as stop strings (default: the template's EOS) */
  ends?: readonly string[];
  /** answer browsers from this origin ("*" for any): CORS headers, and OPTIONS preflights */
  cors?: string;
  /** receives one entry per request, when it ends */
  log?: (entry: LogEntry) => void;
  /** dialects that read the template as well as `dialect` does (detect's tie), reported by /health */
  equivalent?: readonly string[];
}

/** One request, as `log` receives it. */
export interface LogEntry {
  method: string;
  path: string;
  status: number;
  /** the upstream's answer: "ok", or the error's status and code */
  upstream?: string;
  promptTokens?: number;
  completionTokens?: number;
  finish?: string;
  ms: number;
  /** the error the client was given, in one line */
  error?: string;
}

/** max_tokens where neither the request nor the context length says (docs/serve.md). */
export const DEFAULT_MAX_TOKENS = 4096;

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
  const ends = options.ends ? [...options.ends] : options.template.eos !== "" ? [options.template.eos] : [];
  /** What each request's log entry adds beyond the route and status. */
  const notes = new WeakMap<ServerResponse, Partial<LogEntry>>();
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
    if (request.responseFormat && request.responseFormat.type !== "text" && options.upstreamKind !== "vllm" && options.upstreamKind !== "sglang")
      throw new ApiError(
        400,
        `response_format: a ${options.upstreamKind} completions endpoint takes no response_format; serve a vllm or sglang upstream`,
        "invalid_request_error",
        "response_format",
        "unsupported_value",
      );
    let parser: Parser;
    try {
      parser = createParserFor(options.dialect, {
        prompt: text,
        tools: request.tools,
        toolChoice: surfaced(request.toolChoice, request.tools),
        ...(request.thinking !== undefined ? { thinking: request.thinking } : {}),
        reuseDeltas: true,
      });
    } catch (e) {
      if (e instanceof TypeError) throw new ApiError(400, e.message.replace(/^dialectc: /, ""), "invalid_request_error", null, "invalid_value");
      throw e;
    }
    const startsInReasoning = startFromPrompt(options.dialect.ir, text).state === options.dialect.ir.initial.thinking;
    const constraint = options.constrain ? constraintFields(options.upstreamKind, options.dialect, request.tools, request.toolChoice, startsInReasoning) : null;
    if (constraint?.response_format && request.responseFormat)
      throw new ApiError(
        400,
        "response_format: --constrain sends the tools' grammar in response_format for this upstream; a request with tools cannot also set it",
        "invalid_request_error",
        "response_format",
        "unsupported_value",
      );
    const upstreamBody: Record<string, unknown> = {
      model: options.upstreamModel ?? options.model,
      prompt: text,
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: request.maxTokens ?? defaultMaxTokens(text),
      ...request.sampling,
      ...(request.responseFormat && request.responseFormat.type !== "text" ? { response_format: request.responseFormat } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.topP !== undefined ? { top_p: request.topP } : {}),
      ...(request.seed !== undefined ? { seed: request.seed } : {}),
      ...(request.stop.length + ends.length > 0 ? { stop: [...request.stop, ...ends] } : {}),
      // Markers are often special tokens: an upstream that drops them from the text would hide the calls.
      ...(options.upstreamKind === "vllm" || options.upstreamKind === "sglang" ? { skip_special_tokens: false } : {}),
      ...constraint,
    };
    // tool_choice "required" or a named tool, unconstrained: the model may not call; the answer is what it wrote.
    const unenforced = (request.toolChoice === "required" || typeof request.toolChoice === "object") && constraint === null;

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
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive", "x-request-id": id, ...(unenforced ? UNENFORCED : {}) });
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
      notes.set(res, { upstream: `${error.status} ${error.code ?? ""}`.trim(), error: error.message });
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
    notes.set(res, {
      upstream: "ok",
      finish: reason,
      ...(usageOut ? { promptTokens: usageOut.prompt_tokens, completionTokens: usageOut.completion_tokens } : {}),
    });
    if (acc) {
      const message = acc.message();
      sendJson(
        res,
        200,
        {
          ...meta,
          object: "chat.completion",
          choices: [{ index: 0, message: toChatCompletionMessage(message), finish_reason: reason, logprobs: null }],
          ...(usageOut ? { usage: usageOut } : {}),
        },
        unenforced ? UNENFORCED : {},
      );
      return;
    }
    begin();
    res.write(sseData(toChatCompletionChunk(null, { ...meta, finishReason: reason })));
    if (request.includeUsage) res.write(sseData({ id, object: "chat.completion.chunk", created: meta.created, model: meta.model, choices: [], usage: usageOut }));
    res.end(SSE_DONE);
  }

  /**
   * max_tokens for a request that sets none: what the prompt leaves of the context, counted by the
   * tokenizer where one is given, else estimated high (a token per two UTF-8 bytes) so the sum stays inside.
   */
  function defaultMaxTokens(promptText: string): number {
    if (options.contextLength === undefined) return options.maxTokens ?? DEFAULT_MAX_TOKENS;
    const promptTokens = options.countTokens ? options.countTokens(promptText) : Math.ceil(Buffer.byteLength(promptText) / 2);
    return Math.max(1, options.contextLength - promptTokens);
  }

  async function health(res: ServerResponse): Promise<void> {
    const card = await readModelCard(options.upstream, options.upstreamModel ?? options.model, 2000);
    const body = { model: options.model, dialect: options.dialect.name, ...(options.equivalent?.length ? { equivalent: options.equivalent } : {}) };
    if (card === null) sendJson(res, 503, { status: "upstream unreachable", upstream: options.upstream.url, ...body });
    else sendJson(res, 200, { status: "ok", ...body });
  }

  /** Usage from the tokenizer: the prompt and the text up to its stop string, re-encoded. */
  function counted(promptText: string, pieces: string[] | null): Usage | null {
    if (!options.countTokens || !pieces) return null;
    const prompt_tokens = options.countTokens(promptText);
    const completion_tokens = options.countTokens(pieces.join(""));
    return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
  }

  const modelCard = { id: options.model, object: "model", created, owned_by: "dialectc" };
  const server = createServer((req, res) => {
    active++;
    const began = performance.now();
    if (options.cors !== undefined) {
      res.setHeader("access-control-allow-origin", options.cors);
      if (options.cors !== "*") res.setHeader("vary", "origin");
    }
    res.once("close", () => {
      active--;
      if (options.log) {
        const note = notes.get(res) ?? {};
        options.log({ method: req.method ?? "", path: (req.url ?? "/").split("?")[0]!, status: res.statusCode, ...note, ms: Math.round(performance.now() - began) });
      }
      // Shutting down: a connection whose last response just ended is idle now; close it
      // rather than hold shutdown until the grace period runs out.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
    const path = (req.url ?? "/").split("?")[0]!.replace(/\/+$/, "");
    const route = `${req.method} ${path}`;
    let work: Promise<void>;
    if (req.method === "OPTIONS" && options.cors !== undefined) {
      // A browser's preflight: what it may send here.
      res.writeHead(204, {
        "access-control-allow-methods": "GET, POST, OPTIONS",
        "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "authorization, content-type",
        "access-control-max-age": "600",
      });
      res.end();
      return;
    }
    if (closing && route === "POST /v1/chat/completions") work = Promise.reject(new ApiError(503, "the gateway is shutting down", "server_error", null, "shutting_down"));
    else if (route === "POST /v1/chat/completions") work = chatCompletion(req, res);
    else if (route === "GET /v1/models") {
      sendJson(res, 200, { object: "list", data: [modelCard] });
      return;
    } else if (req.method === "GET" && path.startsWith("/v1/models/")) {
      const id = decodeURIComponent(path.slice("/v1/models/".length));
      if (id === options.model) sendJson(res, 200, modelCard);
      else sendError(res, new ApiError(404, `the model '${id}' does not exist here; this gateway serves '${options.model}'`, "invalid_request_error", "model", "model_not_found"));
      return;
    } else if (route === "GET /health") work = health(res);
    else if (path === "/v1/chat/completions" || path === "/v1/models" || path === "/health")
      work = Promise.reject(new ApiError(405, `${req.method} is not allowed on ${path}`, "invalid_request_error", null, "method_not_allowed"));
    else
      work = Promise.reject(
        new ApiError(404, `no route ${req.method} ${path}; this gateway serves POST /v1/chat/completions, GET /v1/models and GET /health`, "not_found_error", null, "not_found"),
      );
    work.catch((e: unknown) => {
      if (e instanceof ApiError) {
        notes.set(res, { ...notes.get(res), error: e.message });
        return sendError(res, e);
      }
      // A fault of the gateway itself: the client gets a 500 in one line, the process lives on.
      const error = new ApiError(500, `the gateway failed: ${e instanceof Error ? e.message : String(e)}`, "server_error", null, "internal_error");
      notes.set(res, { ...notes.get(res), error: error.message });
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

/** The header that says tool_choice was passed on but not enforced (no --constrain, or a dialect export cannot say). */
const UNENFORCED = { "x-dialectc-tool-choice": "unenforced" };

/**
 * Which calls surface: only the request's tools (a call of any other, or any call in a request without
 * tools, is the model's text and stays content, as vLLM parses calls only for declared tools); for
 * tool_choice "none", none, with their text kept as content.
 */
function surfaced(choice: ToolChoice, tools: readonly Tool[]): ToolChoice {
  if (typeof choice === "object") return choice;
  const allowed = choice === "none" ? [] : tools.map((t) => ({ type: "function", function: { name: (t as { function: { name: string } }).function.name } }));
  return { type: "allowed_tools", allowed_tools: { mode: choice === "required" ? "required" : "auto", tools: allowed } };
}
