/**
 * The public parsing API: `createParser` / `feed` / `finish`, `parseComplete`
 * and `isReasoningEnd`. A parser is a machine (the generated one by default,
 * or the interpreter) driving the assembler, which produces OpenAI deltas.
 */
import { Assembler } from "./assembler.js";
import { MessageAccumulator, type Delta, type Message } from "./delta.js";
import { assertAbi, type Dialect } from "./dialect.js";
import { Interpreter } from "./interpreter.js";
import { initialStateFromIds, initialStateFromPrompt, isReasoningEndIR } from "./prompt.js";
import type { Tool } from "./schema.js";
import type { PoliciesIR } from "./ir.js";
import type { Engine, Sink } from "./sink.js";
import { TeeSink } from "./events.js";

export interface ParserOptions {
  /** initial state when no prompt is given (default: the dialect's `thinking_default`, on unless it says otherwise) */
  thinking?: boolean;
  /** the rendered prompt: its current turn decides the initial state */
  prompt?: string;
  promptTokenIds?: readonly number[];
  tools?: readonly Tool[];
  /** special-token ids: tokenizer.json added_tokens as {text: id} */
  vocab?: Record<string, number>;
  engine?: "generated" | "interpreted";
  /** ids for calls; default random `chatcmpl-tool-…` */
  toolCallId?: (index: number) => string;
  /** OpenAI `tool_choice`; "none" suppresses calls and their markup */
  toolChoice?: unknown;
  /** also receives every machine event (tests, `--format events`) */
  trace?: Sink;
  /** overrides of the dialect's policies for this parser */
  policies?: Partial<PoliciesIR>;
}

const OPTION_KEYS = new Set(["thinking", "prompt", "promptTokenIds", "tools", "vocab", "engine", "toolCallId", "toolChoice", "trace", "policies"]);

function validate(options: ParserOptions): void {
  if (options === null || typeof options !== "object") throw new TypeError("dialectc: options must be an object");
  for (const key of Object.keys(options)) {
    if (!OPTION_KEYS.has(key)) throw new TypeError(`dialectc: unknown option '${key}' (known: ${[...OPTION_KEYS].join(", ")})`);
  }
  if (options.engine !== undefined && options.engine !== "generated" && options.engine !== "interpreted") {
    throw new TypeError(`dialectc: engine must be "generated" or "interpreted", not ${JSON.stringify(options.engine)}`);
  }
  if (options.tools !== undefined && !Array.isArray(options.tools)) throw new TypeError("dialectc: tools must be an array");
  if (options.promptTokenIds !== undefined && !options.vocab) {
    throw new TypeError("dialectc: promptTokenIds needs vocab to recognise special tokens");
  }
}

export class Parser {
  private readonly assembler: Assembler;
  private readonly engine: Engine;
  private finished = false;

  constructor(
    readonly dialect: Dialect,
    options: ParserOptions = {},
  ) {
    assertAbi(dialect);
    validate(options);
    const ir = options.policies ? { ...dialect.ir, policies: { ...dialect.ir.policies, ...options.policies } } : dialect.ir;
    const thinking = options.thinking ?? ir.policies.thinkingDefault;
    let initial = thinking ? ir.initial.thinking : ir.initial.plain;
    if (options.promptTokenIds) initial = initialStateFromIds(dialect.ir, options.promptTokenIds, options.vocab!);
    else if (options.prompt !== undefined) initial = initialStateFromPrompt(dialect.ir, options.prompt);
    this.assembler = new Assembler(ir, {
      tools: options.tools,
      initialState: initial,
      toolCallId: options.toolCallId,
      suppressToolCalls: options.toolChoice === "none",
    });
    const sink: Sink = options.trace ? new TeeSink(this.assembler, options.trace) : this.assembler;
    const useGenerated = options.engine !== "interpreted" && dialect.generated !== undefined;
    // Policies live in the assembler; the machine may keep the shipped IR.
    this.engine = useGenerated
      ? dialect.generated!(sink, initial, options.vocab)
      : new Interpreter(dialect.ir, sink, initial, options.vocab);
  }

  /** Feeds a piece of model output (and the ids that produced it, if known). */
  feed(text: string, tokenIds?: readonly number[]): Delta | null {
    if (this.finished) throw new Error("dialectc: feed() after finish()");
    if (typeof text !== "string") throw new TypeError("dialectc: feed() takes a string");
    this.engine.feed(text, tokenIds);
    return this.assembler.take();
  }

  /** Ends the stream: resolves held-back text and closes what is open. */
  finish(): Delta | null {
    if (this.finished) return null;
    this.finished = true;
    this.engine.finish();
    return this.assembler.finish();
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
  const parser = new Parser(dialect, options);
  const acc = new MessageAccumulator();
  acc.add(parser.feed(text));
  acc.add(parser.finish());
  return acc.message();
}

export function isReasoningEndFor(
  dialect: Dialect,
  promptTokenIds: readonly number[],
  vocab: Record<string, number>,
  options: { thinking?: boolean } = {},
): boolean {
  assertAbi(dialect);
  return isReasoningEndIR(dialect.ir, promptTokenIds, vocab, options.thinking ?? dialect.ir.policies.thinkingDefault);
}
