/**
 * One streamed request to the upstream's `/v1/completions`, read as
 * server-sent events. Every way it can go wrong ends in one `ApiError`: a
 * refusal (the upstream's status and message), a reset, a stream that stops
 * before it says it finished, an event that is not JSON, or silence past a
 * timeout (504). An abort (the client went away) destroys the request, so
 * the upstream stops generating.
 */
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { CompletionEvents } from "./completion-event.js";
import { ApiError } from "./api-error.js";

export interface UpstreamConfig {
  /** the base URL, e.g. http://127.0.0.1:8080/v1 (…/completions is appended) */
  url: string;
  apiKey?: string;
  /** until the upstream answers with its status (ms) */
  connectTimeoutMs: number;
  /** between two pieces of the stream (ms) */
  idleTimeoutMs: number;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface UpstreamHandlers {
  text(piece: string): void;
  /** the upstream's finish_reason, once */
  finish(reason: string): void;
  usage(usage: Usage): void;
}

const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: Infinity });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: Infinity });

/** Per-request handle: pause and resume follow the client's back pressure. */
export interface UpstreamCall {
  done: Promise<void>;
  pause(): void;
  resume(): void;
}

export function streamCompletion(config: UpstreamConfig, body: Record<string, unknown>, signal: AbortSignal, on: UpstreamHandlers): UpstreamCall {
  return new UpstreamStream(config, body, signal, on);
}

/**
 * The stream itself: its request, the response once it comes, the timer that watches for silence (off
 * while a slow client holds it paused), and the one ending it settles `done` with.
 */
class UpstreamStream implements UpstreamCall {
  readonly done: Promise<void>;
  private response: IncomingMessage | null = null;
  private paused = false;
  private settled = false;
  /** the upstream said its finish_reason */
  private finished = false;
  private timer: NodeJS.Timeout | null = null;
  /** what the armed timer watches for (its ms and words), so a piece of the same stream only restarts it */
  private armed = "";
  /** the stream's events, read by their shape */
  private readonly shapes = new CompletionEvents();
  private readonly request: ClientRequest;
  private resolve: () => void = () => {};
  private reject: (e: ApiError) => void = () => {};
  private readonly onAbort = () => this.finish(new ApiError(499, "the client went away", "invalid_request_error", null, "client_closed"));

  constructor(
    private readonly config: UpstreamConfig,
    body: Record<string, unknown>,
    private readonly signal: AbortSignal,
    private readonly on: UpstreamHandlers,
  ) {
    this.done = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    const url = new URL(config.url.replace(/\/+$/, "") + "/completions");
    const payload = JSON.stringify(body);
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    this.request = send(url, {
      method: "POST",
      agent: url.protocol === "https:" ? httpsAgent : httpAgent,
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(payload),
        accept: "text/event-stream",
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
    });
    if (signal.aborted) {
      this.onAbort();
      return;
    }
    signal.addEventListener("abort", this.onAbort);
    this.arm(config.connectTimeoutMs, "did not answer");
    this.request.on("error", (e) =>
      this.finish(
        new ApiError(502, `the upstream at ${url.origin} cannot be reached: ${(e as NodeJS.ErrnoException).code ?? e.message}`, "upstream_error", null, "upstream_unreachable"),
      ),
    );
    this.request.on("response", (res) => this.respond(res));
    this.request.end(payload);
  }

  pause(): void {
    this.paused = true;
    this.disarm();
    this.response?.pause();
  }

  resume(): void {
    this.paused = false;
    if (this.response !== null) this.arm(this.config.idleTimeoutMs, "sent nothing");
    this.response?.resume();
  }

  private respond(res: IncomingMessage): void {
    this.response = res;
    this.arm(this.config.idleTimeoutMs, "sent nothing");
    res.on("error", () => this.finish(new ApiError(502, "the upstream reset the stream", "upstream_error", null, "upstream_reset")));
    if (res.statusCode !== 200) {
      refusal(res, (e) => this.finish(e));
      return;
    }
    res.setEncoding("utf8");
    const events = new EventReader();
    res.on("data", (chunk: string) => {
      this.arm(this.config.idleTimeoutMs, "sent nothing");
      events.push(chunk);
      for (let data = events.next(); data !== null; data = events.next()) if (!this.event(data)) return;
    });
    res.on("end", () => this.finish(this.finished ? null : new ApiError(502, "the upstream closed its stream before it finished", "upstream_error", null, "upstream_truncated")));
    res.on("close", () => this.finish(this.finished ? null : new ApiError(502, "the upstream reset the stream", "upstream_error", null, "upstream_reset")));
  }

  /** One event's data; false once the stream has ended. */
  private event(data: string): boolean {
    if (data === "[DONE]") {
      this.finish(this.finished ? null : new ApiError(502, "the upstream ended its stream without a finish_reason", "upstream_error", null, "upstream_truncated"));
      return false;
    }
    const fields = this.shapes.read(data);
    if (fields !== null) {
      if (fields.text !== "") this.on.text(fields.text);
      if (fields.finish !== null) this.finishWith(fields.finish);
      return true;
    }
    // Not the plain shape (usage, an error, unusual values) or not JSON: read it whole.
    let event: { choices?: { text?: unknown; finish_reason?: unknown }[]; usage?: Usage | null; error?: { message?: unknown } };
    try {
      event = JSON.parse(data) as typeof event;
    } catch {
      this.finish(new ApiError(502, `the upstream sent an event that is not JSON: ${data.slice(0, 80)}`, "upstream_error", null, "upstream_malformed"));
      return false;
    }
    if (event.error) {
      this.finish(new ApiError(502, `the upstream failed: ${String(event.error.message ?? JSON.stringify(event.error))}`, "upstream_error", null, "upstream_failed"));
      return false;
    }
    const choice = event.choices?.[0];
    if (choice) {
      if (typeof choice.text === "string" && choice.text !== "") this.on.text(choice.text);
      if (typeof choice.finish_reason === "string") this.finishWith(choice.finish_reason);
    }
    if (event.usage) this.on.usage(event.usage);
    return true;
  }

  private finishWith(reason: string): void {
    if (this.finished) return;
    this.finished = true;
    this.on.finish(reason);
  }

  /** Watches for silence: `ms` without a byte ends the stream (not while paused: a slow client is not a silent upstream). */
  private arm(ms: number, what: string): void {
    // Every piece of a stream re-arms the same watch: restart that timer rather than make one per token.
    if (this.timer && this.armed === what && !this.paused) {
      this.timer.refresh();
      return;
    }
    this.disarm();
    if (this.paused) return;
    this.armed = what;
    this.timer = setTimeout(() => this.finish(new ApiError(504, `the upstream ${what} for ${ms} ms`, "timeout_error", null, "upstream_timeout")), ms);
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The one ending: done resolves, or rejects with the error (and the request is destroyed). */
  private finish(error: ApiError | null): void {
    if (this.settled) return;
    this.settled = true;
    this.disarm();
    this.signal.removeEventListener("abort", this.onAbort);
    if (error) {
      this.request.destroy();
      this.reject(error);
    } else this.resolve();
  }
}

/** A non-200 answer: its message (OpenAI-shaped or plain text), kept to its first 64 KB. */
function refusal(res: IncomingMessage, finish: (e: ApiError) => void): void {
  let text = "";
  res.setEncoding("utf8");
  res.on("data", (c: string) => {
    if (text.length < 65536) text += c;
  });
  res.on("end", () => {
    let message = text.trim().slice(0, 300);
    try {
      const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
      const m = typeof body.error === "string" ? body.error : (body.error?.message ?? body.message);
      if (typeof m === "string") message = m;
    } catch {
      // plain text: kept as it is
    }
    const status = res.statusCode ?? 502;
    // The upstream refusing the request (a prompt past its context) is the client's to see; its failures are a bad gateway.
    const mine = status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 404;
    // An upstream at its limit (429) is the client's to retry: a rate-limit error, as OpenAI and Anthropic say it.
    const limited = status === 429;
    finish(
      new ApiError(
        mine ? status : 502,
        `the upstream answered ${status}: ${message || "(no message)"}`,
        limited ? "rate_limit_error" : mine ? "invalid_request_error" : "upstream_error",
        null,
        limited ? "rate_limit_exceeded" : "upstream_refused",
      ),
    );
  });
}

/**
 * Server-sent events from a text stream: the data of each event, lines
 * joined; comments and other fields skipped; CRLF and LF alike.
 */
class EventReader {
  private buffer = "";
  private data: string[] = [];

  push(chunk: string): void {
    this.buffer += chunk;
  }

  /** The next complete event's data, or null until one is complete. */
  next(): string | null {
    for (;;) {
      const nl = this.buffer.indexOf("\n");
      if (nl < 0) return null;
      const line = this.buffer.slice(0, nl > 0 && this.buffer[nl - 1] === "\r" ? nl - 1 : nl);
      this.buffer = this.buffer.slice(nl + 1);
      if (line === "") {
        if (this.data.length === 0) continue;
        const out = this.data.join("\n");
        this.data = [];
        return out;
      }
      if (line.startsWith("data:")) this.data.push(line[5] === " " ? line.slice(6) : line.slice(5));
    }
  }
}

/**
 * The upstream's model list (`GET …/models`): whether it answers (for `/health`) and the context length it
 * reports for the model (vLLM's and SGLang's `max_model_len`, llama.cpp's `meta.n_ctx`/`n_ctx_train`,
 * others' `context_length`). Null when it does not answer in time, or answers with a failure; an upstream
 * that answers but has no model list (a 404 or 405: not every completions server has one) is up, with no
 * length to say.
 */
export async function readModelCard(config: UpstreamConfig, model: string, timeoutMs: number): Promise<{ contextLength?: number } | null> {
  try {
    const res = await fetch(config.url.replace(/\/+$/, "") + "/models", {
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 404 || res.status === 405) {
      await res.body?.cancel();
      return {};
    }
    if (!res.ok) return null;
    const list = (await res.json()) as { data?: Record<string, unknown>[] };
    const cards = Array.isArray(list.data) ? list.data : [];
    const card = cards.find((c) => c.id === model) ?? (cards.length === 1 ? cards[0] : undefined);
    const meta = (card?.meta ?? {}) as Record<string, unknown>;
    const length = [card?.max_model_len, card?.context_length, meta.n_ctx, meta.n_ctx_train].find((n) => typeof n === "number" && Number.isInteger(n) && n > 0);
    return length !== undefined ? { contextLength: length as number } : {};
  } catch {
    return null;
  }
}
