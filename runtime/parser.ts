/**
 * The public parsing API: `createParser` / `feed` / `finish`, `parseComplete`
 * and `isReasoningEnd`. A parser is a machine (the generated one by default,
 * or the interpreter) driving the assembler, which produces OpenAI deltas.
 */
import { Assembler } from "./assemble/assembler.js";
import { MessageAccumulator, type Delta, type Message, type ReasoningField } from "./assemble/delta.js";
import { assertAbi, type Dialect } from "./machine/dialect.js";
import { Interpreter } from "./machine/interpreter.js";
import { isReasoningEndIR, turnStart, type TurnStart } from "./machine/prompt.js";
import { PrefillSink } from "./machine/prefill-sink.js";
import { TurnHeader } from "./machine/turn-header.js";
import { checkTools, type Tool } from "./args/schema.js";
import type { CapsIR, PoliciesIR } from "./ir/ir.js";
import { POLICY_TABLE } from "./ir/policies.js";
import type { Engine, Sink } from "./machine/sink.js";
import { readToolChoice, toolNameIn, type ToolChoice } from "./tool-choice.js";
import { TeeSink } from "./machine/events.js";
import { DialectcInputError, DialectcUsageError } from "./errors.js";

export interface ParserOptions {
  /**
   * whether the turn starts in reasoning where no prompt says (default: the dialect's `thinking_default`,
   * on unless it says otherwise); with a prompt, the prompt decides and `parser.turnStart.flagOverruled`
   * says when it contradicts this
   */
  thinking?: boolean;
  /** the rendered prompt: its current turn decides the initial state (`promptTokenIds`, where given, decide first) */
  prompt?: string;
  promptTokenIds?: readonly number[];
  tools?: readonly Tool[];
  /** special-token ids: tokenizer.json added_tokens as {text: id} */
  vocab?: Record<string, number>;
  engine?: "generated" | "interpreted";
  /** ids for calls; default random `chatcmpl-tool-…` */
  toolCallId?: (index: number) => string;
  /**
   * `tool_choice`: "auto" and "required" parse as usual; "none" suppresses
   * calls and their markup; a named function (OpenAI chat
   * `{type: "function", function: {name}}`, Responses `{type: "function", name}`,
   * AI SDK `{type: "tool", toolName}`) surfaces only that tool's calls
   */
  toolChoice?: ToolChoice;
  /** the delta and message field for reasoning (default "reasoning") */
  reasoningField?: ReasoningField;
  /** also receives every machine event (tests, `--format events`) */
  trace?: Sink;
  /** overrides of the dialect's policies for this parser; caps given in part keep the dialect's other caps */
  policies?: PolicyOverrides;
  /**
   * Returns the same delta object for every token of one shape (only
   * reasoning, only content, or only one call's argument text), rewritten
   * by the next `feed`: for a server that serialises each delta before
   * feeding again. Keeps a tool-call token from allocating its four delta
   * objects. Default false: every delta is fresh and may be kept.
   */
  reuseDeltas?: boolean;
}

export type { ToolChoice };

/** A parser's overrides of its dialect's policies: any policy, and any of the caps (the others stay the dialect's). */
export type PolicyOverrides = Partial<Omit<PoliciesIR, "caps">> & { caps?: Partial<CapsIR> };

const OPTION_KEYS = new Set(["thinking", "prompt", "promptTokenIds", "tools", "vocab", "engine", "toolCallId", "toolChoice", "reasoningField", "trace", "policies", "reuseDeltas"]);

/** The values a policy given as a word may take, by IR field (the policy table's). */
const POLICY_WORDS: Partial<Record<keyof PoliciesIR, readonly string[]>> = Object.fromEntries(POLICY_TABLE.filter((p) => p.kind === "word").map((p) => [p.field, p.words!]));

/**
 * The dialect's policies with a caller's overrides: each must be a policy the
 * dialect has, of its type (a word from its list); caps given in part keep the
 * dialect's other caps.
 */
function overridden(base: PoliciesIR, over: PolicyOverrides): PoliciesIR {
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(over)) {
    if (!Object.hasOwn(base, key)) throw new DialectcUsageError(`unknown policy '${key}' (known: ${Object.keys(base).join(", ")})`);
    if (value === undefined) continue;
    const k = key as keyof PoliciesIR;
    if (k === "caps") {
      if (value === null || typeof value !== "object") throw new DialectcUsageError("policies.caps must be an object");
      const caps = { ...base.caps } as Record<string, number>;
      for (const [cap, n] of Object.entries(value as object)) {
        if (!Object.hasOwn(base.caps, cap)) throw new DialectcUsageError(`unknown cap '${cap}' (known: ${Object.keys(base.caps).join(", ")})`);
        if (!Number.isInteger(n) || (n as number) < 1) throw new DialectcUsageError(`caps.${cap} must be a positive integer, not ${JSON.stringify(n)}`);
        caps[cap] = n as number;
      }
      out.caps = caps;
      continue;
    }
    const words = POLICY_WORDS[k];
    if (words !== undefined ? !words.includes(value as string) : typeof value !== typeof base[k]) {
      const wanted = words !== undefined ? words.map((w) => JSON.stringify(w)).join(" or ") : `a ${typeof base[k]}`;
      throw new DialectcUsageError(`policy ${key} must be ${wanted}, not ${JSON.stringify(value)}`);
    }
    out[key] = value;
  }
  return out as unknown as PoliciesIR;
}

/** A tool choice names tools of the request: one that names another is the caller's mistake (an OpenAI server answers 400). */
function checkChosenTools(chosen: readonly string[], tools: readonly Tool[] | undefined): void {
  // Without tools the choice is all the parser knows of them.
  if (tools === undefined || tools.length === 0) return;
  const names = new Set(tools.map(toolNameIn));
  for (const name of chosen) {
    if (!names.has(name)) throw new DialectcInputError(`toolChoice names '${name}', which is not among the tools`);
  }
}

function validate(options: ParserOptions): void {
  if (options === null || typeof options !== "object") throw new DialectcUsageError("options must be an object");
  for (const key of Object.keys(options)) {
    if (!OPTION_KEYS.has(key)) throw new DialectcUsageError(`unknown option '${key}' (known: ${[...OPTION_KEYS].join(", ")})`);
  }
  if (options.engine !== undefined && options.engine !== "generated" && options.engine !== "interpreted") {
    throw new DialectcUsageError(`engine must be "generated" or "interpreted", not ${JSON.stringify(options.engine)}`);
  }
  checkTools(options.tools);
  for (const [key, type] of [
    ["thinking", "boolean"],
    ["prompt", "string"],
    ["toolCallId", "function"],
    ["vocab", "object"],
    ["policies", "object"],
  ] as const) {
    const value = options[key];
    if (value !== undefined && (typeof value !== type || value === null)) {
      throw new DialectcUsageError(`${key} must be ${type === "object" ? "an object" : "a " + type}, not ${typeof value === "function" ? "a function" : JSON.stringify(value)}`);
    }
  }
  if (options.reasoningField !== undefined && !["reasoning", "reasoning_content", "both"].includes(options.reasoningField)) {
    throw new DialectcUsageError(`reasoningField must be "reasoning", "reasoning_content" or "both", not ${JSON.stringify(options.reasoningField)}`);
  }
  if (options.reuseDeltas !== undefined && typeof options.reuseDeltas !== "boolean") {
    throw new DialectcUsageError(`reuseDeltas must be a boolean, not ${JSON.stringify(options.reuseDeltas)}`);
  }
  if (options.trace !== undefined && (options.trace === null || typeof (options.trace as Partial<Sink>).chars !== "function")) {
    throw new DialectcUsageError("trace must be a sink (an EventLog, or an object with the Sink methods)");
  }
  if (options.promptTokenIds !== undefined && !options.vocab) {
    throw new DialectcUsageError("promptTokenIds needs vocab to recognise special tokens");
  }
}

export class Parser {
  private readonly assembler: Assembler;
  private readonly engine: Engine;
  private finished = false;
  /** Where the prompt ends between turns: the header the model may write first, until it is decided (docs/turns.md). */
  private header: TurnHeader | null;
  /** Where this parser's turn starts, and what decided it (a `thinking` flag the prompt overruled is said there). */
  readonly turnStart: TurnStart;

  constructor(
    readonly dialect: Dialect,
    options: ParserOptions = {},
  ) {
    assertAbi(dialect);
    validate(options);
    const ir = options.policies ? { ...dialect.ir, policies: overridden(dialect.ir.policies, options.policies) } : dialect.ir;
    // Where the turn starts: asked once, here (prompt ids, else text, else the flag; docs/turns.md).
    this.turnStart = turnStart(ir, options);
    const { state: initial, pending: prefill } = this.turnStart;
    const choice = readToolChoice(options.toolChoice);
    if (choice.only !== undefined) checkChosenTools(choice.only, options.tools);
    this.assembler = new Assembler(ir, {
      tools: options.tools,
      initialState: initial,
      reasoningContinues: this.turnStart.continues,
      toolCallId: options.toolCallId,
      suppressToolCalls: choice.none,
      ...(choice.only !== undefined ? { onlyTools: choice.only } : {}),
      reasoningField: options.reasoningField ?? "reasoning",
      reuseDeltas: options.reuseDeltas === true,
    });
    let sink: Sink = options.trace ? new TeeSink(this.assembler, options.trace) : this.assembler;
    if (prefill !== "") sink = new PrefillSink(sink, prefill.length);
    const useGenerated = options.engine !== "interpreted" && dialect.generated !== undefined;
    // Policies live in the assembler; the machine may keep the shipped IR.
    this.engine = useGenerated ? dialect.generated!(sink, initial, options.vocab) : new Interpreter(dialect.ir, sink, initial, options.vocab);
    if (prefill !== "") this.engine.prefill(prefill);
    this.header = options.prompt !== undefined ? TurnHeader.after(ir, options.prompt, options.vocab) : null;
  }

  /**
   * Indices of the calls that completed during the last `feed` or `finish`:
   * their closing marker arrived (or the stream ended), and the delta that
   * call returned holds their last argument text. Adapters send a call as
   * finished on this signal (an AI SDK `tool-call` part) instead of guessing.
   */
  completedCalls: readonly number[] = [];

  /** Feeds a piece of model output (and the ids that produced it, if known). */
  feed(text: string, tokenIds?: readonly number[]): Delta | null {
    if (this.finished) throw new DialectcUsageError("feed() after finish()");
    if (typeof text !== "string") throw new DialectcUsageError("feed() takes a string");
    if (this.header !== null) {
      const pass = this.header.take(text, tokenIds);
      if (pass === null) return this.emptyFeed();
      this.header = null;
      text = pass.text;
      tokenIds = pass.ids;
    }
    this.engine.feed(text, tokenIds);
    const delta = this.assembler.take();
    this.completedCalls = this.assembler.takeCompleted();
    return delta;
  }

  /** A feed the turn header held whole: no delta, no call completed. */
  private emptyFeed(): null {
    this.completedCalls = [];
    return null;
  }

  /**
   * After `finish`: the indices of calls the end of the stream cut in their arguments (a parameter's
   * value or the arguments' object still open). They surfaced with their arguments closed for them, but
   * the model never finished them: a server reports such a turn as cut (`finish_reason: "length"`, or
   * the stop), not as calls to run.
   */
  get cutCalls(): readonly number[] {
    return this.assembler.cut;
  }

  /** Ends the stream: resolves held-back text and closes what is open. */
  finish(): Delta | null {
    if (this.finished) {
      this.completedCalls = [];
      return null;
    }
    this.finished = true;
    if (this.header !== null) {
      const pass = this.header.finish();
      this.header = null;
      this.engine.feed(pass.text, pass.ids);
    }
    this.engine.finish();
    const delta = this.assembler.finish();
    this.completedCalls = this.assembler.takeCompleted();
    return delta;
  }

  get state(): string {
    return this.dialect.ir.states[this.engine.state]!.name;
  }
}

export function createParserFor(dialect: Dialect, options: ParserOptions = {}): Parser {
  return new Parser(dialect, options);
}

/** Parses a whole output at once: the accumulation of the streamed deltas. */
export function parseCompleteFor(dialect: Dialect, text: string, options: ParserOptions = {}): Message {
  if (typeof text !== "string") throw new DialectcUsageError("parseComplete takes the model's output as a string");
  // The accumulator reads each delta at once, so reused deltas are safe here.
  const parser = new Parser(dialect, { ...options, reuseDeltas: true });
  const acc = new MessageAccumulator(options.reasoningField);
  acc.add(parser.feed(text));
  acc.add(parser.finish());
  return acc.message();
}

export function isReasoningEndFor(dialect: Dialect, promptTokenIds: readonly number[], vocab: Record<string, number>, options: { thinking?: boolean } = {}): boolean {
  assertAbi(dialect);
  if (!Array.isArray(promptTokenIds)) throw new DialectcUsageError("isReasoningEnd takes the prompt's token ids as an array");
  if (vocab === null || typeof vocab !== "object") throw new DialectcUsageError("isReasoningEnd needs vocab ({text: id}) to recognise special tokens");
  return isReasoningEndIR(dialect.ir, promptTokenIds, vocab, options.thinking ?? dialect.ir.policies.thinkingDefault);
}
