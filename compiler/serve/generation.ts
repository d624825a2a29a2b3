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
import { type Delta, type Dialect, type Tool, type ToolChoice, type Sink, createParserFor, type Parser, renderFor, startFromPrompt } from "../../runtime/compiler-api.js";
import { ApiError } from "./api-error.js";
import type { ChatPrompt } from "./chat-prompt.js";
import { constraintOrWhy, obliges, type UpstreamKind } from "./constraint.js";
import { ModelContext, type CountedBy, type PromptCount } from "./context.js";
import { countOffLoop, type TokenCounter } from "./token-counter.js";
import { toolNames, type ChatRequest, type ReadOptions } from "./request.js";
import { StopStrings } from "./stop-strings.js";
import { upstreamBody } from "./upstream-body.js";
import { answerWriter, type AnswerEnd, type AnswerFormat, type AnswerMeta } from "./answer-writer.js";

export { sendJson, type AnswerEnd, type AnswerFormat, type AnswerMeta } from "./answer-writer.js";
import { streamCompletion, type UpstreamConfig, type Usage } from "./upstream.js";

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

/**
 * Runs the request and answers it in `format`'s words. Errors before the answer starts are thrown (the
 * route sends them in its API's shape); after, they end the stream with the format's error event.
 */
export async function generate(
  setup: GenerationSetup,
  request: ChatRequest,
  idPrefix: string,
  format: (meta: AnswerMeta) => AnswerFormat,
  req: IncomingMessage,
  res: ServerResponse,
  note: (n: GenerationNote) => void,
  /** also receives the parser's machine events (the gateway's count of calls by outcome) */
  trace?: Sink,
): Promise<void> {
  const text = setup.prompt.render(request);
  let parser: Parser;
  try {
    parser = createParserFor(setup.dialect, {
      prompt: text,
      tools: request.tools,
      toolChoice: surfaced(request.toolChoice, request.tools),
      ...(request.thinking !== undefined ? { thinking: request.thinking } : {}),
      reuseDeltas: true,
      ...(trace ? { trace } : {}),
    });
  } catch (e) {
    if (e instanceof TypeError) throw new ApiError(400, e.message.replace(/^dialectc: /, ""), "invalid_request_error", null, "invalid_value");
    throw e;
  }
  const startsInReasoning = startFromPrompt(setup.dialect.ir, text).state === setup.dialect.ir.initial.thinking;
  // Every request with tools under --constrain; without it, one whose tool_choice obliges a call, which is
  // refused where it cannot be enforced (never answered as if it had been).
  const obliged = obliges(request.toolChoice);
  const constraintOr =
    setup.constrain || obliged ? constraintOrWhy(setup.upstreamKind, setup.dialect, request.tools, request.toolChoice, startsInReasoning, request.parallelToolCalls) : null;
  if (typeof constraintOr === "string" && obliged)
    throw new ApiError(400, `tool_choice cannot be enforced here: ${constraintOr}; send tool_choice "auto"`, "invalid_request_error", "tool_choice", "unsupported_value");
  const constraint = typeof constraintOr === "string" ? null : constraintOr;
  const ends = setup.ends;
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

  const abort = new AbortController();
  setup.inFlight.add(abort);
  // The client leaving (before the response is done) stops the upstream's generation.
  const onClose = () => {
    if (!res.writableFinished) abort.abort();
  };
  res.on("close", onClose);
  req.on("error", () => abort.abort());

  const meta: AnswerMeta = {
    id: `${idPrefix}${randomUUID().replaceAll("-", "")}`,
    model: setup.model,
    created: Math.floor(Date.now() / 1000),
    ...(prompt ? { promptTokens: prompt.tokens } : {}),
  };
  const stops = new StopStrings([...request.stop, ...ends]);
  // The upstream's stream, paused while a slow client drains: set once it starts.
  const flow = { pause: () => call.pause(), resume: () => call.resume() };
  const answer = answerWriter(request.stream, res, format(meta), meta, said, flow);
  let finishReason: string | null = null;
  let usage: Usage | null = null;
  let callCount = 0;
  let stoppedHere = false;
  let afterStop = 0;
  // Kept only to count tokens when the upstream reports no usage.
  const generated: string[] | null = setup.countTokens ? [] : null;

  const emit = (delta: Delta | null) => {
    if (!delta) return;
    const d = request.parallelToolCalls ? delta : firstCallOnly(delta);
    if (!d) return;
    for (const c of d.tool_calls ?? []) if (c.index + 1 > callCount) callCount = c.index + 1;
    answer.delta(d);
  };
  // A reasoning budget: the upstream pieces read while the answer is still reasoning (a piece is about a token).
  const reasoningBudget = request.reasoningBudget !== undefined && request.thinking !== false ? request.reasoningBudget : undefined;
  const reading = { reasoning: startsInReasoning, answered: false, pieces: 0, reasoningPieces: 0, cutting: false };
  // What the upstream wrote, kept only for a continuation after the budget.
  const written: string[] | null = reasoningBudget !== undefined ? [] : null;
  const track = (d: Delta | null) => {
    if (!d || reading.answered) return;
    if (d.content || d.tool_calls) [reading.answered, reading.reasoning] = [true, false];
    else if (d.reasoning || d.reasoning_content) reading.reasoning = true;
  };
  const emitTracked = written
    ? (delta: Delta | null) => {
        track(delta);
        emit(delta);
      }
    : emit;
  let callAbort = new AbortController();
  const onAbort = () => callAbort.abort();
  abort.signal.addEventListener("abort", onAbort);
  const handlers = {
    text(piece: string) {
      if (stops.stopped) {
        // Past a stop string the upstream passed on: its end (and usage) usually follows at once;
        // one that keeps generating is told to stop.
        if (++afterStop > PIECES_AFTER_STOP) abort.abort();
        return;
      }
      if (reading.cutting) return;
      generated?.push(piece);
      const pass = stops.push(piece);
      if (pass !== "") emitTracked(parser.feed(pass));
      else answer.begin();
      if (stops.stopped) stoppedHere = true;
      if (written) {
        written.push(piece);
        reading.pieces++;
        // The budget spent while still reasoning: this stream stops here, and a continuation closes the reasoning.
        if (reading.reasoning && !reading.answered && ++reading.reasoningPieces >= reasoningBudget! && !stops.stopped) {
          reading.cutting = true;
          callAbort.abort();
        }
      }
    },
    finish(reason: string) {
      if (!reading.cutting) finishReason ??= reason;
    },
    usage(u: Usage) {
      if (!reading.cutting) usage = u;
    },
  };
  let call = streamCompletion(setup.upstream, body, callAbort.signal, handlers);
  /** the pieces written before a continuation, once there is one */
  let continued: number | null = null;
  try {
    for (;;) {
      try {
        await call.done;
        break;
      } catch (e) {
        const error = e as ApiError;
        if (reading.cutting && error.code === "client_closed" && !abort.signal.aborted && continued === null) {
          // The reasoning ends with the dialect's closer, and the answer is asked for after it.
          const closer = setup.prompt.reasoningCloser(reasoningCloserOf(setup.dialect, request.tools));
          const held = stops.flush();
          if (held !== "") emitTracked(parser.feed(held));
          emitTracked(parser.feed(closer));
          generated?.push(closer);
          reading.cutting = false;
          // The answer is what comes now: no further cut.
          [reading.answered, reading.reasoning] = [true, false];
          continued = reading.pieces;
          const again = continuation(setup, request, text + written!.join("") + closer, Math.max(1, budget.maxTokens - reading.pieces), constraint !== null);
          callAbort = new AbortController();
          call = streamCompletion(setup.upstream, again, callAbort.signal, handlers);
          continue;
        }
        // Our own abort after a stop string is a normal end (no error to log); the client's leaving needs no answer.
        if (stoppedHere && error.code === "client_closed" && !res.destroyed) break;
        const failed = { upstream: `${error.status} ${error.code ?? ""}`.trim(), error: error.message };
        note(failed);
        if (res.destroyed || error.code === "client_closed") return;
        if (!answer.started) throw error;
        answer.fail(error);
        // The stream began as a 200 and ended in this error: the log and metrics say the error's status.
        note({ ...failed, status: error.status });
        return;
      }
    }
  } finally {
    setup.inFlight.delete(abort);
    abort.signal.removeEventListener("abort", onAbort);
    res.off("close", onClose);
  }
  // After a continuation, the upstream's usage is the second request's: its prompt held what was written before.
  if (continued !== null && usage !== null) {
    const u = usage as Usage;
    usage = { prompt_tokens: Math.max(0, u.prompt_tokens - continued), completion_tokens: u.completion_tokens + continued, total_tokens: u.total_tokens };
  }
  context.upstreamAnswered();
  const rest = stops.flush();
  if (rest !== "") emit(parser.feed(rest));
  emit(parser.finish());
  // A call the end of the output cut in its arguments is not a call to run: the turn ended as cut
  // (length where the upstream says so, else the stop), and a whole answer leaves it out.
  const cut = new Set(parser.cutCalls);
  const finish = (finishReason === "length" && !stoppedHere) || (cut.size > 0 && finishReason === "length") ? "length" : callCount > 0 && cut.size === 0 ? "tool_calls" : "stop";
  const usageOut = (usage as Usage | null) ?? (await counted(setup, text, generated, prompt));
  // The caller's own stop string (not the turn's end) is what stopped it, where one did.
  const stopSequence = stoppedHere && stops.hit !== null && request.stop.includes(stops.hit) ? stops.hit : null;
  const end: AnswerEnd = { finish, stopSequence, usage: usageOut };
  note({
    upstream: "ok",
    finish,
    ...(request.skippedTools ? { skippedTools: request.skippedTools } : {}),
    ...(request.ignoredFields ? { ignoredFields: request.ignoredFields } : {}),
    ...(prompt ? { promptCount: prompt.by } : {}),
    ...(usageOut ? { promptTokens: usageOut.prompt_tokens, completionTokens: usageOut.completion_tokens } : {}),
  });
  answer.end(end, cut);
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
