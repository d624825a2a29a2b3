/**
 * One request's generation, whichever API asked: the prompt rendered from
 * the request, the upstream's `/v1/completions` streamed through stop strings
 * and the dialect's parser, and the deltas handed to the API's answer format
 * (apis/), streamed as it writes them or gathered into one response. What the
 * APIs share lives here (the upstream body is `upstream-body.ts`, the response
 * side, a stream or one body, `answer-writer.ts`): the default max_tokens, the
 * tools' grammar, which calls surface, the finish, usage, back pressure, aborts, and
 * errors before or during the stream.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type Delta, type Dialect, DialectcInputError, type Tool, type ToolChoice, type Sink, createParserFor, type Parser, renderFor } from "../../../runtime/compiler-api.js";
import { ApiError } from "./api-error.js";
import type { ChatPrompt } from "./chat-prompt.js";
import { constraintOrWhy, obliges, type UpstreamKind } from "./constraint.js";
import { ModelContext, type CountedBy, type PromptCount } from "./context.js";
import { countOffLoop, type TokenCounter } from "./token-counter.js";
import { toolNames, type ChatRequest, type ReadOptions } from "./request.js";
import { StopStrings } from "./stop-strings.js";
import { upstreamBody } from "./upstream-body.js";
import { answerWriter, type AnswerEnd, type AnswerFormat, type AnswerMeta, type AnswerWriter } from "./answer-writer.js";

export { sendJson, type AnswerEnd, type AnswerFormat, type AnswerMeta } from "./answer-writer.js";
import { streamCompletion, type UpstreamCall, type UpstreamConfig, type UpstreamHandlers, type Usage } from "./upstream.js";

/** What every request's generation needs from the gateway. */
export interface GenerationSetup {
  upstream: UpstreamConfig;
  upstreamKind: UpstreamKind;
  model: string;
  upstreamModel?: string;
  dialect: Dialect;
  prompt: ChatPrompt;
  /** the turn's end markers, sent as stop strings */
  ends: readonly string[];
  constrain?: boolean;
  countTokens?: TokenCounter;
  contextLength?: number;
  maxTokens?: number;
  /** aborts of requests in flight, for shutdown */
  inFlight: Set<AbortController>;
}

/** One API the gateway speaks: how its requests are read and its answers and errors written. */
export interface Api {
  /** the request body, checked field by field (a 400 naming the field) */
  read(body: unknown, options?: ReadOptions): ChatRequest;
  /** the answer's id prefix (`chatcmpl-`, `msg_`, `resp_`) */
  idPrefix: string;
  format(meta: AnswerMeta, request: ChatRequest): AnswerFormat;
  /** an error before the answer starts, in the API's shape */
  errorBody(e: ApiError): unknown;
}

/** What the log entry of a generation adds. */
export interface GenerationNote {
  upstream: string;
  skippedTools?: string[];
  finish?: string;
  promptTokens?: number;
  completionTokens?: number;
  /** the status the request ended with where it is not the response's (a stream that began 200 and failed) */
  status?: number;
  /** fields the request sent that this gateway ignored (`--ignore-unknown-fields`) */
  ignoredFields?: string[];
  /** how the prompt was counted for max_tokens, where it was */
  promptCount?: CountedBy;
  error?: string;
}

/** max_tokens where neither the request nor the context length says (docs/serve.md). */
export const DEFAULT_MAX_TOKENS = 4096;

/** Each setup's context (its length, learned when the upstream answers, and the prompt's count), made on first use. */
const contexts = new WeakMap<GenerationSetup, ModelContext>();

export function contextOf(setup: GenerationSetup): ModelContext {
  let context = contexts.get(setup);
  if (!context) {
    context = new ModelContext({
      upstream: setup.upstream,
      upstreamKind: setup.upstreamKind,
      upstreamModel: setup.upstreamModel ?? setup.model,
      ...(setup.contextLength !== undefined ? { contextLength: setup.contextLength } : {}),
      ...(setup.countTokens ? { countTokens: setup.countTokens } : {}),
    });
    contexts.set(setup, context);
  }
  return context;
}

/** Pieces an upstream may send past a stop string before it is told to stop. */
const PIECES_AFTER_STOP = 16;

/** A named server-sent event, as Anthropic's and the Responses API's streams write them (the type in the data too). */
export function sseEvent(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

/** Where a generation's answer goes: the client's request and response, the API's words, the log. */
export interface GenerationIO {
  /** the answer's id prefix (`chatcmpl-`, `msg_`, `resp_`) */
  idPrefix: string;
  format: (meta: AnswerMeta) => AnswerFormat;
  req: IncomingMessage;
  res: ServerResponse;
  note: (n: GenerationNote) => void;
  /** also receives the parser's machine events (the gateway's count of calls by outcome) */
  trace?: Sink;
}

/**
 * Runs the request and answers it in `io.format`'s words. Errors before the answer starts are thrown (the
 * route sends them in its API's shape); after, they end the stream with the format's error event.
 */
export async function generate(setup: GenerationSetup, request: ChatRequest, io: GenerationIO): Promise<void> {
  const text = setup.prompt.render(request);
  const parser = parserFor(setup.dialect, request, text, io.trace);
  // The turn's start, asked once (the parser's): it decides the constraint and the reasoning budget.
  const startsInReasoning = parser.turnStart.thinking;
  // Every request with tools under --constrain; without it, one whose tool_choice obliges a call, which is
  // refused where it cannot be enforced (never answered as if it had been).
  const obliged = obliges(request.toolChoice);
  const constraintOr =
    setup.constrain || obliged ? constraintOrWhy(setup.upstreamKind, setup.dialect, request.tools, request.toolChoice, startsInReasoning, request.parallelToolCalls) : null;
  if (typeof constraintOr === "string" && obliged)
    throw new ApiError(400, `tool_choice cannot be enforced here: ${constraintOr}; send tool_choice "auto"`, "invalid_request_error", "tool_choice", "unsupported_value");
  const constraint = typeof constraintOr === "string" ? null : constraintOr;
  const context = contextOf(setup);
  const budget = await context.maxTokens(request.maxTokens, text, setup.maxTokens ?? DEFAULT_MAX_TOKENS);
  // An API that reports the prompt's tokens as its stream opens (Anthropic's message_start) has them counted.
  const prompt: PromptCount | undefined = budget.prompt ?? (request.promptTokensAtStart && request.stream ? await context.count(text) : undefined);
  const body = upstreamBody(setup, request, text, budget.maxTokens, constraint);
  // Headers that say what was not done as asked: tool_choice unenforced, tools left out.
  const said: Record<string, string> = {
    ...(request.skippedTools ? { "x-dialectc-skipped-tools": request.skippedTools.join(", ") } : {}),
    ...(request.ignoredFields ? { "x-dialectc-ignored-fields": request.ignoredFields.join(", ") } : {}),
    ...(prompt?.by === "estimate" ? { "x-dialectc-prompt-tokens": "estimated" } : {}),
    ...(budget.clamped ? { "x-dialectc-max-tokens": `${budget.maxTokens} (clamped to what the context leaves)` } : {}),
  };
  const run = new Generation(setup, request, io, parser, { text, prompt, maxTokens: budget.maxTokens, constrained: constraint !== null, startsInReasoning, said });
  if (!(await run.stream(body))) return;
  context.upstreamAnswered();
  await run.end();
}

/** A parser for the request: a bad option of the request (its tools, its tool_choice) is the client's 400. */
function parserFor(dialect: Dialect, request: ChatRequest, prompt: string, trace: Sink | undefined): Parser {
  try {
    return createParserFor(dialect, {
      prompt,
      tools: request.tools,
      toolChoice: surfaced(request.toolChoice, request.tools),
      ...(request.thinking !== undefined ? { thinking: request.thinking } : {}),
      reuseDeltas: true,
      ...(trace ? { trace } : {}),
    });
  } catch (e) {
    // Only the runtime's word that the input is wrong is the client's: anything else is the gateway's fault (a 500).
    if (e instanceof DialectcInputError) throw new ApiError(400, e.detail, "invalid_request_error", null, "invalid_value");
    throw e;
  }
}

/** What `generate` settled before the upstream was asked. */
interface Prepared {
  /** the rendered prompt */
  text: string;
  prompt: PromptCount | undefined;
  maxTokens: number;
  constrained: boolean;
  startsInReasoning: boolean;
  /** headers that say what was not done as asked */
  said: Record<string, string>;
}

/**
 * One generation's stream: the upstream's pieces through the stop strings and the parser to the answer,
 * a reasoning budget cut and continued, the client's leaving aborting the upstream, then the end.
 */
class Generation {
  private readonly abort = new AbortController();
  private callAbort = new AbortController();
  private readonly stops: StopStrings;
  private readonly answer: AnswerWriter;
  private call!: UpstreamCall;
  private finishReason: string | null = null;
  private usage: Usage | null = null;
  private callCount = 0;
  private stoppedHere = false;
  private afterStop = 0;
  /** Kept only to count tokens when the upstream reports no usage. */
  private readonly generated: string[] | null;
  /** A reasoning budget: the upstream pieces read while the answer is still reasoning (a piece is about a token). */
  private readonly reasoningBudget: number | undefined;
  private readonly reading: { reasoning: boolean; answered: boolean; pieces: number; reasoningPieces: number; cutting: boolean };
  /** What the upstream wrote, kept only for a continuation after the budget. */
  private readonly written: string[] | null;
  /** the pieces written before a continuation, once there is one */
  private continued: number | null = null;
  private readonly handlers: UpstreamHandlers;

  constructor(
    private readonly setup: GenerationSetup,
    private readonly request: ChatRequest,
    private readonly io: GenerationIO,
    private readonly parser: Parser,
    private readonly prepared: Prepared,
  ) {
    const meta: AnswerMeta = {
      id: `${io.idPrefix}${randomUUID().replaceAll("-", "")}`,
      model: setup.model,
      created: Math.floor(Date.now() / 1000),
      ...(prepared.prompt ? { promptTokens: prepared.prompt.tokens } : {}),
    };
    this.stops = new StopStrings([...request.stop, ...setup.ends]);
    // The upstream's stream, paused while a slow client drains: set once it starts.
    const flow = { pause: () => this.call.pause(), resume: () => this.call.resume() };
    this.answer = answerWriter(request.stream, io.res, io.format(meta), meta, prepared.said, flow);
    this.generated = setup.countTokens ? [] : null;
    this.reasoningBudget = request.reasoningBudget !== undefined && request.thinking !== false ? request.reasoningBudget : undefined;
    this.reading = { reasoning: prepared.startsInReasoning, answered: false, pieces: 0, reasoningPieces: 0, cutting: false };
    this.written = this.reasoningBudget !== undefined ? [] : null;
    this.handlers = {
      text: (piece) => this.piece(piece),
      finish: (reason) => {
        if (!this.reading.cutting) this.finishReason ??= reason;
      },
      usage: (u) => {
        if (!this.reading.cutting) this.usage = u;
      },
    };
  }

  private emit(delta: Delta | null): void {
    if (!delta) return;
    const d = this.request.parallelToolCalls ? delta : firstCallOnly(delta);
    if (!d) return;
    for (const c of d.tool_calls ?? []) if (c.index + 1 > this.callCount) this.callCount = c.index + 1;
    this.answer.delta(d);
  }

  /** emit, following (with a reasoning budget) whether the answer is still reasoning. */
  private emitTracked(d: Delta | null): void {
    const { reading } = this;
    if (this.written && d && !reading.answered) {
      if (d.content || d.tool_calls) [reading.answered, reading.reasoning] = [true, false];
      else if (d.reasoning || d.reasoning_content) reading.reasoning = true;
    }
    this.emit(d);
  }

  private piece(piece: string): void {
    const { stops, reading } = this;
    if (stops.stopped) {
      // Past a stop string the upstream passed on: its end (and usage) usually follows at once;
      // one that keeps generating is told to stop.
      if (++this.afterStop > PIECES_AFTER_STOP) this.abort.abort();
      return;
    }
    if (reading.cutting) return;
    this.generated?.push(piece);
    const pass = stops.push(piece);
    if (pass !== "") this.emitTracked(this.parser.feed(pass));
    else this.answer.begin();
    if (stops.stopped) this.stoppedHere = true;
    if (this.written) {
      this.written.push(piece);
      reading.pieces++;
      // The budget spent while still reasoning: this stream stops here, and a continuation closes the reasoning.
      if (reading.reasoning && !reading.answered && ++reading.reasoningPieces >= this.reasoningBudget! && !stops.stopped) {
        reading.cutting = true;
        this.callAbort.abort();
      }
    }
  }

  /** Streams the upstream's answer (and a continuation after a reasoning budget); false where the request ended in an error. */
  async stream(body: Record<string, unknown>): Promise<boolean> {
    const { setup, io, abort } = this;
    setup.inFlight.add(abort);
    // The client leaving (before the response is done) stops the upstream's generation.
    const onClose = () => {
      if (!io.res.writableFinished) abort.abort();
    };
    io.res.on("close", onClose);
    io.req.on("error", () => abort.abort());
    const onAbort = () => this.callAbort.abort();
    abort.signal.addEventListener("abort", onAbort);
    this.call = streamCompletion(setup.upstream, body, this.callAbort.signal, this.handlers);
    try {
      for (;;) {
        try {
          await this.call.done;
          return true;
        } catch (e) {
          const error = e as ApiError;
          if (this.reading.cutting && error.code === "client_closed" && !abort.signal.aborted && this.continued === null) {
            this.continueAfterReasoning();
            continue;
          }
          // Our own abort after a stop string is a normal end (no error to log); the client's leaving needs no answer.
          if (this.stoppedHere && error.code === "client_closed" && !io.res.destroyed) return true;
          this.fail(error);
          return false;
        }
      }
    } finally {
      setup.inFlight.delete(abort);
      abort.signal.removeEventListener("abort", onAbort);
      io.res.off("close", onClose);
    }
  }

  /** The reasoning budget spent: the reasoning ends with the dialect's closer, and the answer is asked for after it. */
  private continueAfterReasoning(): void {
    const { setup, request, reading, prepared } = this;
    const closer = setup.prompt.reasoningCloser(reasoningCloserOf(setup.dialect, request.tools));
    const held = this.stops.flush();
    if (held !== "") this.emitTracked(this.parser.feed(held));
    this.emitTracked(this.parser.feed(closer));
    this.generated?.push(closer);
    reading.cutting = false;
    // The answer is what comes now: no further cut.
    [reading.answered, reading.reasoning] = [true, false];
    this.continued = reading.pieces;
    const again = continuation(setup, request, prepared.text + this.written!.join("") + closer, Math.max(1, prepared.maxTokens - reading.pieces), prepared.constrained);
    this.callAbort = new AbortController();
    this.call = streamCompletion(setup.upstream, again, this.callAbort.signal, this.handlers);
  }

  /** The upstream failed: thrown before the answer starts, the stream's error event after. */
  private fail(error: ApiError): void {
    const failed = { upstream: `${error.status} ${error.code ?? ""}`.trim(), error: error.message };
    this.io.note(failed);
    if (this.io.res.destroyed || error.code === "client_closed") return;
    if (!this.answer.started) throw error;
    this.answer.fail(error);
    // The stream began as a 200 and ended in this error: the log and metrics say the error's status.
    this.io.note({ ...failed, status: error.status });
  }

  /** The stream ended: what the stop strings held, the parser's end, the finish reason and usage. */
  async end(): Promise<void> {
    const { request, parser, stops, prepared } = this;
    let usage = this.usage;
    // After a continuation, the upstream's usage is the second request's: its prompt held what was written before.
    if (this.continued !== null && usage !== null) {
      usage = { prompt_tokens: Math.max(0, usage.prompt_tokens - this.continued), completion_tokens: usage.completion_tokens + this.continued, total_tokens: usage.total_tokens };
    }
    const rest = stops.flush();
    if (rest !== "") this.emit(parser.feed(rest));
    this.emit(parser.finish());
    // A call the end of the output cut in its arguments is not a call to run: the turn ended as cut
    // (length where the upstream says so, else the stop), and a whole answer leaves it out.
    const cut = new Set(parser.cutCalls);
    const length = this.finishReason === "length";
    const finish = (length && !this.stoppedHere) || (cut.size > 0 && length) ? "length" : this.callCount > 0 && cut.size === 0 ? "tool_calls" : "stop";
    const usageOut = usage ?? (await counted(this.setup, prepared.text, this.generated, prepared.prompt));
    // The caller's own stop string (not the turn's end) is what stopped it, where one did.
    const stopSequence = this.stoppedHere && stops.hit !== null && request.stop.includes(stops.hit) ? stops.hit : null;
    const end: AnswerEnd = { finish, stopSequence, usage: usageOut };
    this.io.note({
      upstream: "ok",
      finish,
      ...(request.skippedTools ? { skippedTools: request.skippedTools } : {}),
      ...(request.ignoredFields ? { ignoredFields: request.ignoredFields } : {}),
      ...(prepared.prompt ? { promptCount: prepared.prompt.by } : {}),
      ...(usageOut ? { promptTokens: usageOut.prompt_tokens, completionTokens: usageOut.completion_tokens } : {}),
    });
    this.answer.end(end, cut);
  }
}

/** What ends the dialect's reasoning before an answer (`</think>\n\n`), found once by rendering a message with both. */
const closers = new WeakMap<Dialect, string>();
function reasoningCloserOf(dialect: Dialect, tools: readonly Tool[]): string {
  let closer = closers.get(dialect);
  if (closer === undefined) {
    const [r, c] = ["dialectc_reasoning_probe", "dialectc_answer_probe"];
    try {
      const text = renderFor(dialect, { reasoning: r, content: c }, { thinking: true, tools });
      const at = text.indexOf(r) + r.length;
      closer = text.indexOf(c) > at ? text.slice(at, text.indexOf(c)) : "";
    } catch {
      closer = "";
    }
    closers.set(dialect, closer);
  }
  return closer;
}

/** The continuation after a reasoning budget: the prompt with what was written and the closer, the answer's budget what is left. */
function continuation(setup: GenerationSetup, request: ChatRequest, prompt: string, maxTokens: number, constrained: boolean): Record<string, unknown> {
  // The tools' grammar, where one was sent, now starts after the reasoning.
  const constraint = constrained ? constraintOrWhy(setup.upstreamKind, setup.dialect, request.tools, request.toolChoice, false, request.parallelToolCalls) : null;
  return upstreamBody(setup, request, prompt, maxTokens, typeof constraint === "string" ? null : constraint);
}

/** Usage from the tokenizer: the prompt (its count, where it was counted so) and the text up to its stop string, re-encoded. */
async function counted(setup: GenerationSetup, promptText: string, pieces: string[] | null, prompt: PromptCount | undefined): Promise<Usage | null> {
  if (!setup.countTokens || !pieces) return null;
  const prompt_tokens = prompt?.by === "tokenizer" ? prompt.tokens : await countOffLoop(setup.countTokens, promptText);
  const completion_tokens = await countOffLoop(setup.countTokens, pieces.join(""));
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}

/**
 * Which calls surface: only the request's tools (a call of any other, or any call in a request without
 * tools, is the model's text and stays content, as vLLM parses calls only for declared tools); for
 * tool_choice "none", none, with their text kept as content.
 */
function surfaced(choice: ToolChoice, tools: readonly Tool[]): ToolChoice {
  if (typeof choice === "object") return choice;
  const allowed = choice === "none" ? [] : [...toolNames(tools)].map((name) => ({ type: "function", function: { name } }));
  return { type: "allowed_tools", allowed_tools: { mode: choice === "required" ? "required" : "auto", tools: allowed } };
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
