/**
 * `dialectc serve`: OpenAI Chat Completions (`/v1/chat/completions`),
 * Anthropic Messages (`/v1/messages`) and OpenAI Responses (`/v1/responses`),
 * with `/v1/models` and `/health`, in front of any `/v1/completions`
 * endpoint. Each API reads its request into one shape and writes the answer
 * in its own words (apis/); the generation between is theirs in common
 * (generation.ts). This file is the server: routes, CORS, logging, shutdown.
 *
 * What it promises: a client that goes away aborts its upstream request; an
 * upstream that fails, resets, stalls or sends malformed events ends the
 * client's stream with the API's error event (or the right status before the
 * stream starts); a bad request is a 400/404/413 that touches nothing else;
 * `close()` lets in-flight streams finish. Nothing rejects unhandled.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Dialect } from "../../runtime/compiler-api.js";
import type { ChatTemplate } from "../templates/chat-template.js";
import { parseJsonAsPython } from "../jinja/index.js";
import { ApiError } from "./core/api-error.js";
import { ChatPrompt } from "./core/chat-prompt.js";
import type { UpstreamKind } from "./core/constraint.js";
import { contextOf, generate, sendJson, type Api, type GenerationSetup } from "./core/generation.js";
import type { ReadOptions } from "./core/request.js";
import { readBody } from "./core/request-body.js";
import { readModelCard, type UpstreamConfig } from "./core/upstream.js";
import { CHAT_API } from "./apis/chat-completions.js";
import { MESSAGES_API } from "./apis/anthropic-messages.js";
import { RESPONSES_API } from "./apis/responses.js";
import { watchCalls, type CallOutcomes } from "../deploy/tool-calls.js";

export { DEFAULT_MAX_TOKENS } from "./core/generation.js";

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
  /** more models served beside this one (`--config`), each routed by the request's `model` */
  models?: readonly ModelOptions[];
  /** client keys: a request this refuses is a 401 in its API's shape (`/health`, `/metrics` and preflights stay open) */
  authorize?: (req: IncomingMessage) => boolean;
  /**
   * How long a client may take to send a whole request (ms, default 30 s; its headers: at most 10 s of it):
   * a half-sent request is answered 408 and its connection closed, rather than held for Node's 300 s.
   */
  requestTimeoutMs?: number;
  /** a request field no API reader knows is left out and named in `x-dialectc-ignored-fields`, not refused (a 400 by default) */
  ignoreUnknownFields?: boolean;
  /** `GET /metrics`: the exposition's content type and text; `record` receives each request's log entry */
  metrics?: { readonly contentType: string; text(): Promise<string>; record(entry: LogEntry): void };
}

/** One model's options: all but the gateway's own. */
export type ModelOptions = Omit<GatewayOptions, "models" | "maxBodyBytes" | "cors" | "log" | "authorize" | "metrics" | "ignoreUnknownFields" | "requestTimeoutMs">;

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
  /** tools the request listed that no model here can call, left out */
  skippedTools?: string[];
  ms: number;
  /** the error the client was given, in one line */
  error?: string;
  /** the model served (one this gateway serves) and the API asked (`chat`, `messages`, `responses`, `count_tokens`) */
  model?: string;
  api?: string;
  /** ms from the request's arrival to the first piece of a streamed answer (with metrics) */
  firstTokenMs?: number;
  /** the calls the model wrote, by outcome (with metrics) */
  toolCalls?: CallOutcomes;
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

const ROUTES: Record<string, Api> = {
  "/v1/chat/completions": CHAT_API,
  "/v1/messages": MESSAGES_API,
  "/v1/responses": RESPONSES_API,
};

/** A request whose body never came (the client left, or was answered already). */
const GONE = Symbol("gone");

const KNOWN = [...Object.keys(ROUTES), "/v1/messages/count_tokens", "/v1/models", "/health", "/metrics"];

/** The API's name in log entries and metrics, by route. */
const API_NAMES: Record<string, string> = { "/v1/chat/completions": "chat", "/v1/messages": "messages", "/v1/responses": "responses", "/v1/messages/count_tokens": "count_tokens" };

/** A model served: its options and the setup its generations share. */
interface Served {
  options: ModelOptions;
  setup: GenerationSetup;
}

/** What a request's log entry adds beyond the route and status (and when its first piece went out). */
type Note = Partial<LogEntry> & { firstTokenAt?: number };

/** The routes: each request read, routed to its model and API, answered, and noted for its log entry. */
class Routes {
  readonly served: Map<string, Served>;
  readonly names: string;
  readonly inFlight = new Set<AbortController>();
  private readonly notes = new WeakMap<ServerResponse, Note>();
  private readonly readOptions: ReadOptions;
  private readonly cards: Map<string, Record<string, unknown>>;
  closing = false;

  constructor(readonly options: GatewayOptions) {
    this.readOptions = { ignoreUnknown: options.ignoreUnknownFields === true };
    const setupOf = (m: ModelOptions): GenerationSetup => ({
      ...m,
      prompt: new ChatPrompt(m.template),
      ends: m.ends ? [...m.ends] : m.template.eos !== "" ? [m.template.eos] : [],
      inFlight: this.inFlight,
    });
    // The models served, by name: this one and those beside it.
    this.served = new Map([options, ...(options.models ?? [])].map((m) => [m.model, { options: m, setup: setupOf(m) }]));
    this.names = [...this.served.keys()].map((n) => `'${n}'`).join(", ");
    const created = Math.floor(Date.now() / 1000);
    this.cards = new Map([...this.served.keys()].map((id) => [id, { id, object: "model", created, owned_by: "dialectc" }]));
  }

  note(res: ServerResponse, n: Note): void {
    this.notes.set(res, { ...this.notes.get(res), ...n });
  }

  noted(res: ServerResponse): Note {
    return this.notes.get(res) ?? {};
  }

  /** The body as JSON; GONE when the client went away (or was answered) before it arrived. */
  private async readJson(req: IncomingMessage, res: ServerResponse, api: Api): Promise<unknown> {
    const body = await readBody(req, this.options.maxBodyBytes ?? 4 * 1024 * 1024).catch((e: unknown) => {
      if (e instanceof ApiError) sendJson(res, e.status, api.errorBody(e), { connection: "close" });
      else throw e;
      return null;
    });
    if (body === null || body.kind === "gone") return GONE;
    try {
      // As Python reads it: a whole-number float (a schema's "minimum": 0.0) stays one in the template.
      return parseJsonAsPython(body.text);
    } catch (e) {
      throw new ApiError(400, `the request body is not JSON: ${(e as Error).message}`, "invalid_request_error", null, "invalid_json");
    }
  }

  /** The model a request names, or a 404 naming those served. */
  private modelFor(model: string, res: ServerResponse): Served {
    const found = this.served.get(model);
    if (!found) throw new ApiError(404, `the model '${model}' does not exist here; this gateway serves ${this.names}`, "invalid_request_error", "model", "model_not_found");
    this.note(res, { model });
    return found;
  }

  private async answer(api: Api, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await this.readJson(req, res, api);
    if (body === GONE) return;
    const request = api.read(body, this.readOptions);
    const { setup } = this.modelFor(request.model, res);
    // With metrics, a watch sees the first piece and the model's calls (their outcomes).
    const watch = this.options.metrics
      ? watchCalls(
          setup.dialect,
          request.tools,
          () => this.note(res, { firstTokenAt: performance.now() }),
          (toolCalls) => this.note(res, { toolCalls }),
        )
      : null;
    await generate(setup, request, {
      idPrefix: api.idPrefix,
      format: (meta) => (watch ? watch.format(api.format(meta, request)) : api.format(meta, request)),
      req,
      res,
      note: (n) => this.note(res, n),
      ...(watch ? { trace: watch.sink } : {}),
    });
  }

  /** Anthropic's token count: the prompt the request renders to, counted by --tokenizer, else the upstream's /tokenize. */
  private async countTokens(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await this.readJson(req, res, MESSAGES_API);
    if (body === GONE) return;
    // count_tokens takes a Messages request without max_tokens.
    const request = MESSAGES_API.read({ max_tokens: 1, ...(body as object) }, this.readOptions);
    const { setup } = this.modelFor(request.model, res);
    const count = await contextOf(setup).count(setup.prompt.render(request));
    if (count.by === "estimate")
      throw new ApiError(
        400,
        "count_tokens needs the model's tokenizer: start serve with --tokenizer, or serve an upstream with POST /tokenize",
        "invalid_request_error",
        null,
        "no_tokenizer",
      );
    sendJson(res, 200, { input_tokens: count.tokens });
  }

  /** One model's health as it is; several models' in a list, 503 where any upstream is unreachable. */
  private async health(res: ServerResponse): Promise<void> {
    const all = await Promise.all([...this.served.values()].map((s) => modelHealth(s.options)));
    const ok = all.every((h) => h.ok);
    if (all.length === 1) sendJson(res, ok ? 200 : 503, all[0]!.body);
    else sendJson(res, ok ? 200 : 503, { status: ok ? "ok" : "upstream unreachable", models: all.map((h) => h.body) });
  }

  private async metrics(res: ServerResponse): Promise<void> {
    const text = await this.options.metrics!.text();
    res.writeHead(200, { "content-type": this.options.metrics!.contentType, "content-length": Buffer.byteLength(text) });
    res.end(text);
  }

  /** The work a request starts and the API whose shape its errors take; null where it was answered already. */
  route(req: IncomingMessage, res: ServerResponse, path: string): { work: Promise<void>; api: Api } | null {
    const { options } = this;
    const api = ROUTES[path] ?? (path.startsWith("/v1/messages") ? MESSAGES_API : CHAT_API);
    const fail = (e: ApiError) => ({ work: Promise.reject(e), api });
    if (API_NAMES[path]) this.note(res, { api: API_NAMES[path] });
    if (options.authorize && path !== "/health" && path !== "/metrics" && !options.authorize(req))
      return fail(new ApiError(401, "a valid key is needed: send it as 'Authorization: Bearer KEY' or 'x-api-key: KEY'", "invalid_request_error", null, "invalid_api_key"));
    if (req.method === "POST" && (ROUTES[path] || path === "/v1/messages/count_tokens")) {
      if (this.closing) return fail(new ApiError(503, "the gateway is shutting down", "server_error", null, "shutting_down"));
      return { work: path === "/v1/messages/count_tokens" ? this.countTokens(req, res) : this.answer(api, req, res), api };
    }
    if (req.method === "GET" && path === "/v1/models") sendJson(res, 200, { object: "list", data: [...this.cards.values()] });
    else if (req.method === "GET" && path.startsWith("/v1/models/")) {
      const id = decodeURIComponent(path.slice("/v1/models/".length));
      const card = this.cards.get(id);
      if (!card) return fail(new ApiError(404, `the model '${id}' does not exist here; this gateway serves ${this.names}`, "invalid_request_error", "model", "model_not_found"));
      sendJson(res, 200, card);
    } else if (req.method === "GET" && path === "/health") return { work: this.health(res), api };
    else if (req.method === "GET" && path === "/metrics" && options.metrics) return { work: this.metrics(res), api };
    else if (KNOWN.includes(path) && (path !== "/metrics" || options.metrics))
      return fail(new ApiError(405, `${req.method} is not allowed on ${path}`, "invalid_request_error", null, "method_not_allowed"));
    else
      return fail(
        new ApiError(
          404,
          `no route ${req.method} ${path}; this gateway serves POST /v1/chat/completions, /v1/messages and /v1/responses, GET /v1/models${options.metrics ? ", GET /metrics" : ""} and GET /health`,
          "not_found_error",
          null,
          "not_found",
        ),
      );
    return null;
  }

  /** A routed request's failure: an ApiError in its API's shape, anything else a 500 in one line (the process lives on). */
  failed(res: ServerResponse, api: Api, e: unknown): void {
    if (e instanceof ApiError) {
      this.note(res, { error: e.message });
      return sendJson(res, e.status, api.errorBody(e));
    }
    const error = new ApiError(500, `the gateway failed: ${e instanceof Error ? e.message : String(e)}`, "server_error", null, "internal_error");
    this.note(res, { error: error.message });
    if (!res.headersSent) sendJson(res, 500, api.errorBody(error));
    else if (!res.destroyed) res.end();
  }
}

/** One model's health: its upstream's model list, asked for 2 s. */
async function modelHealth(m: ModelOptions): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const card = await readModelCard(m.upstream, m.upstreamModel ?? m.model, 2000);
  const body = { model: m.model, dialect: m.dialect.name, ...(m.equivalent?.length ? { equivalent: m.equivalent } : {}) };
  if (card === null) return { ok: false, body: { status: "upstream unreachable", upstream: m.upstream.url, ...body } };
  return { ok: true, body: { status: "ok", ...body } };
}

/** A browser's preflight: what it may send here. */
function preflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    "access-control-allow-methods": "GET, POST, OPTIONS",
    "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "authorization, content-type",
    "access-control-max-age": "600",
  });
  res.end();
}

export function createGateway(options: GatewayOptions): Gateway {
  const routes = new Routes(options);
  let active = 0;
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const server = createServer({ requestTimeout, headersTimeout: Math.min(requestTimeout, 10_000), connectionsCheckingInterval: Math.min(1000, requestTimeout) }, (req, res) => {
    active++;
    const began = performance.now();
    if (options.cors !== undefined) {
      res.setHeader("access-control-allow-origin", options.cors);
      if (options.cors !== "*") res.setHeader("vary", "origin");
    }
    res.once("close", () => {
      active--;
      const { firstTokenAt, ...n } = routes.noted(res);
      const firstToken = firstTokenAt !== undefined ? { firstTokenMs: Math.round(firstTokenAt - began) } : {};
      const entry: LogEntry = {
        method: req.method ?? "",
        path: (req.url ?? "/").split("?")[0]!,
        // A response that never completed (the client left, or the connection was cut) is not a 200: 499, as nginx logs it.
        status: res.writableFinished ? res.statusCode : 499,
        ...n,
        ...firstToken,
        ms: Math.round(performance.now() - began),
      };
      options.metrics?.record(entry);
      options.log?.(entry);
      // Shutting down: a connection whose last response just ended is idle now; close it
      // rather than hold shutdown until the grace period runs out.
      if (routes.closing) setImmediate(() => server.closeIdleConnections());
    });
    if (req.method === "OPTIONS" && options.cors !== undefined) return preflight(req, res);
    const path = (req.url ?? "/").split("?")[0]!.replace(/\/+$/, "");
    const routed = routes.route(req, res, path);
    routed?.work.catch((e: unknown) => routes.failed(res, routed.api, e));
  });
  // Slow or broken client sockets are the client's problem, never the process's.
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    const timedOut = err.code === "ERR_HTTP_REQUEST_TIMEOUT";
    if (socket.writable) socket.end(`HTTP/1.1 ${timedOut ? "408 Request Timeout" : "400 Bad Request"}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
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
      routes.closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = setTimeout(() => {
        for (const a of routes.inFlight) a.abort();
        server.closeAllConnections();
      }, graceMs);
      await closed;
      clearTimeout(deadline);
    },
  };
}
