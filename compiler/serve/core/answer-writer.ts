/**
 * The response side of one generation: the answer written as server-sent
 * events while it streams, or gathered into one JSON body. Both take the same
 * calls from the generation (deltas, then the end or a fault), so the
 * generation need not know which it writes. Back pressure on a stream pauses
 * the upstream through `flow`.
 */
import type { ServerResponse } from "node:http";
import { MessageAccumulator, type Delta, type Message } from "../../../runtime/compiler-api.js";
import type { ApiError } from "./api-error.js";
import type { Usage } from "./upstream.js";

/** How an answer ends, as the APIs say it in their own words. */
export interface AnswerEnd {
  finish: "stop" | "length" | "tool_calls";
  /** the caller's stop string that cut the answer, if one did */
  stopSequence: string | null;
  usage: Usage | null;
}

export interface AnswerMeta {
  id: string;
  model: string;
  /** seconds since the epoch */
  created: number;
  /** the prompt's tokens, where they were counted before the answer (Anthropic's message_start reports them) */
  promptTokens?: number;
}

/**
 * One API's way of writing an answer (a new one per request: it may keep state, such as the open block).
 * Streamed, `open`, `delta` and `close` give the server-sent events to write; not streamed, `whole` gives the
 * response body. `errorEvent` ends a stream that fails after it started.
 */
export interface AnswerFormat {
  open(): string;
  delta(d: Delta): string;
  close(end: AnswerEnd): string;
  whole(message: Message, end: AnswerEnd): unknown;
  errorEvent(e: ApiError): string;
}

/** A JSON response, sent whole. */
export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers });
  res.end(body);
}

/** Pauses and resumes what feeds the answer (the upstream's stream). */
export interface Flow {
  pause(): void;
  resume(): void;
}

export interface AnswerWriter {
  /** Whether the client has been sent anything (after which a fault ends the stream instead of a status). */
  readonly started: boolean;
  /** The answer begins, though no delta may come yet: a stream sends its head. */
  begin(): void;
  delta(d: Delta): void;
  /** The answer ends; `cut`: calls the end of the output cut in their arguments, left out of a whole answer. */
  end(end: AnswerEnd, cut: ReadonlySet<number>): void;
  /** A fault after the answer started. */
  fail(error: ApiError): void;
}

/** `headers`: what the response says beyond its content (tool_choice unenforced, tools left out). */
export function answerWriter(stream: boolean, res: ServerResponse, format: AnswerFormat, meta: AnswerMeta, headers: Record<string, string>, flow: Flow): AnswerWriter {
  return stream ? new SseAnswer(res, format, meta, headers, flow) : new JsonAnswer(res, format, headers);
}

class SseAnswer implements AnswerWriter {
  started = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly format: AnswerFormat,
    private readonly meta: AnswerMeta,
    private readonly headers: Record<string, string>,
    private readonly flow: Flow,
  ) {}

  begin(): void {
    if (this.started) return;
    this.started = true;
    this.res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive", "x-request-id": this.meta.id, ...this.headers });
    this.res.write(this.format.open());
  }

  delta(d: Delta): void {
    this.begin();
    const events = this.format.delta(d);
    if (events !== "" && !this.res.write(events)) {
      this.flow.pause();
      this.res.once("drain", () => this.flow.resume());
    }
  }

  end(end: AnswerEnd): void {
    this.begin();
    this.res.end(this.format.close(end));
  }

  fail(error: ApiError): void {
    this.res.write(this.format.errorEvent(error));
    this.res.end();
  }
}

class JsonAnswer implements AnswerWriter {
  readonly started = false;
  private readonly acc = new MessageAccumulator();

  constructor(
    private readonly res: ServerResponse,
    private readonly format: AnswerFormat,
    private readonly headers: Record<string, string>,
  ) {}

  begin(): void {}

  delta(d: Delta): void {
    this.acc.add(d);
  }

  end(end: AnswerEnd, cut: ReadonlySet<number>): void {
    const message = this.acc.message();
    if (cut.size > 0) message.tool_calls = message.tool_calls.filter((_, i) => !cut.has(i));
    sendJson(this.res, 200, this.format.whole(message, end), this.headers);
  }

  fail(): void {}
}
