/**
 * Questions asked of the prompt before (and while) the model writes: in which
 * state does this turn start, and has reasoning ended. Both look at the
 * current turn only: what follows the last turn-boundary token. A marker from
 * an earlier turn (replayed reasoning, a user typing `</think>`) lies behind
 * that boundary and cannot decide the current turn.
 *
 * The answers come from the dialect's own transitions, so whatever the grammar
 * says ends reasoning (an explicit `</think>`, an implicit `<tool_call>`) ends
 * it here too; nothing is listed by hand.
 *
 * - From prompt text: the machine runs over the text after the last boundary.
 * - From token ids: only special tokens are visible, so the scan steps a small
 *   table `state × special terminal → state` derived from the transitions. A
 *   boundary id resets to the turn's starting state. `ReasoningEndTracker`
 *   does this incrementally, O(new ids) per call; `isReasoningEnd` is the
 *   same scan over a whole sequence.
 *
 * With no boundaries declared, or none in the vocabulary, the scan covers the
 * whole prompt (the old behaviour); `dialectc check --vocab` warns about that.
 *
 * `turnStart` is the one answer to "where does this turn start", asked by parse, render, export and
 * serve alike: the prompt's token ids, else its text, else the `thinking` flag, else the dialect's
 * `thinking_default`. The prompt wins over the flag: it is what the model was given, and its current
 * turn says whether reasoning is open (Qwen3's `<think>\n\n</think>` closes it, QwQ's `<think>`
 * opens it); a flag that says otherwise is reported (`flagOverruled`), never silently applied or lost.
 */
import { Channel, leadingLiteral, type DialectIR } from "../ir/ir.js";
import { Interpreter } from "./interpreter.js";
import type { Sink } from "./sink.js";
import { DialectcUsageError } from "../errors.js";
import { isSpace } from "../text/chars.js";

/** The texts of the dialect's turn-boundary markers, every spelling, each once. */
export function boundaryTexts(ir: DialectIR): string[] {
  const out: string[] = [];
  for (const t of ir.turnBoundaries) for (const v of ir.terminals[t]!.variants) out.push(leadingLiteral(v));
  return out.filter((m, i) => m !== "" && out.indexOf(m) === i);
}

/** The text of the current turn: everything after the last boundary marker. */
export function currentTurn(ir: DialectIR, prompt: string): string {
  let cut = 0;
  for (const b of boundaryTexts(ir)) {
    const i = prompt.lastIndexOf(b);
    if (i >= 0 && i + b.length > cut) cut = i + b.length;
  }
  return prompt.slice(cut);
}

/**
 * Where a turn whose prompt text is given starts: the state its current turn
 * leaves the machine in, and the text still undecided at the prompt's end (a
 * marker the prompt began, such as Functionary's `>>>` before the recipient
 * the model writes), which the output continues.
 */
export function startFromPrompt(ir: DialectIR, prompt: string): { state: number; pending: string; continues: boolean } {
  const written = new ReasoningWritten(ir);
  const machine = new Interpreter(ir, written, ir.initial.plain);
  // The role header after the boundary (`assistant\n`) is the template's text: it must not end a
  // state that lasts until the model's first text.
  machine.keepUntilText();
  const turn = currentTurn(ir, prompt);
  machine.feed(turn);
  if (ir.states[machine.state]!.channel.kind !== Channel.Reasoning && promptOpensReasoning(ir, turn)) return { state: ir.initial.thinking, pending: "", continues: false };
  const continues = written.text && ir.states[machine.state]!.channel.kind === Channel.Reasoning;
  return { state: machine.state, pending: machine.pending, continues };
}

/**
 * Follows a prompt's scan for reasoning text written since reasoning last opened or ended: a prefilled
 * thought (`<|channel>thought\nprefill`) the output continues. Only reasoning is followed: text in the
 * answer's state may be the role header the chat template wrote, which no marker tells from the answer.
 */
class ReasoningWritten implements Sink {
  text = false;
  constructor(private readonly ir: DialectIR) {}
  chars(state: number, src: string, from: number, to: number): void {
    if (this.text || this.ir.states[state]!.channel.kind !== Channel.Reasoning) return;
    for (let i = from; i < to; i++)
      if (!isSpace(src.charCodeAt(i))) {
        this.text = true;
        return;
      }
  }
  terminal(): void {}
  unconfirmedCall(): boolean {
    return false;
  }
  restart(): void {}
  reasoningStart(): void {
    this.text = false;
  }
  contentStart(): void {}
  reasoningEnd(): void {
    this.text = false;
  }
  toolStart(): void {}
  toolName(): void {}
  toolId(): void {}
  argStart(): void {}
  argEnd(): void {}
  toolEnd(): void {}
}

/**
 * The markers that open reasoning when a prompt ends with them, where the grammar opens reasoning by
 * `thinking` rather than by a transition: those absorbed in the state a thinking turn starts in
 * (`absorb THINK_START in reasoning`: the model may write the opener, or the prompt may have). OLMo 3
 * Think's prompt ends `<think>`, Apriel 1.6's `Here are my reasoning steps:\n`; the turn then starts in
 * reasoning whatever the request's flag, as the model does. A turn marker, or one also absorbed in a
 * state that is not reasoning (an end-of-sequence token), opens nothing.
 */
export function reasoningOpeners(ir: DialectIR): number[] {
  const start = ir.states[ir.initial.thinking]!;
  if (start.channel.kind !== Channel.Reasoning) return [];
  const elsewhere = new Set<number>();
  for (const s of ir.states) if (s.channel.kind !== Channel.Reasoning) for (const tr of s.transitions) elsewhere.add(tr.terminal);
  return [...new Set(start.transitions.filter((tr) => tr.absorb && !tr.events.length).map((tr) => tr.terminal))].filter((t) => !ir.turnBoundaries.includes(t) && !elsewhere.has(t));
}

/** Whether the current turn's text ends (whitespace aside) with a marker that opens reasoning. */
function promptOpensReasoning(ir: DialectIR, turn: string): boolean {
  const tail = turn.trimEnd();
  if (tail === "") return false;
  return reasoningOpeners(ir).some((t) =>
    ir.terminals[t]!.variants.some((v) => {
      const spelling = v.every((p) => "lit" in p)
        ? v
            .map((p) => (p as { lit: string }).lit)
            .join("")
            .trim()
        : "";
      return spelling !== "" && tail.endsWith(spelling);
    }),
  );
}

/** The state a turn starts in by the `thinking` flag alone: the one place `initial.thinking` and `initial.plain` are chosen between. */
export function initialState(ir: DialectIR, thinking: boolean): number {
  return thinking ? ir.initial.thinking : ir.initial.plain;
}

/** What decides where a turn starts; each is optional. */
export interface TurnStartInput {
  /** the rendered prompt: its current turn decides */
  prompt?: string;
  /** the prompt's token ids (with `vocab`): their special tokens decide, before any text */
  promptTokenIds?: readonly number[];
  /** special-token ids: tokenizer.json added_tokens as {text: id} */
  vocab?: Record<string, number>;
  /** whether the turn starts in reasoning, where no prompt says (default: the dialect's `thinking_default`) */
  thinking?: boolean;
}

/** Where a turn starts, and what decided it. */
export interface TurnStart {
  /** the machine state (an index into the IR's states) */
  state: number;
  /** whether that state is reasoning */
  thinking: boolean;
  /** text the output continues (a marker the prompt began, or the dialect's prefill) */
  pending: string;
  /**
   * the prompt's current turn already wrote reasoning text in the block the turn starts in (a prefilled
   * thought): the output continues that block, so whitespace at its start is inside the field, not its edge
   */
  continues: boolean;
  /** what decided: the prompt's ids, its text, the flag, or the dialect's default */
  from: "ids" | "prompt" | "flag" | "default";
  /** an explicit `thinking` the prompt overruled: the flag said one thing, the prompt's turn the other */
  flagOverruled: boolean;
}

/**
 * The last few prompts' starts, per grammar. The template tools read each probe's output after
 * the same prompt many times over (parse, render, scope, under every dialect), and the scan of
 * a prompt whose turn markers a dialect does not share is the whole prompt; a server asks once per
 * request, and pays one lookup. A handful of entries is enough: the tools ask about one prompt at a time.
 */
const starts = new WeakMap<DialectIR, Map<string, Readonly<ReturnType<typeof startFromPrompt>>>>();
const STARTS_KEPT = 8;

function startAfter(ir: DialectIR, prompt: string): Readonly<ReturnType<typeof startFromPrompt>> {
  let kept = starts.get(ir);
  if (!kept) starts.set(ir, (kept = new Map()));
  let start = kept.get(prompt);
  if (!start) {
    if (kept.size >= STARTS_KEPT) kept.clear();
    kept.set(prompt, (start = startFromPrompt(ir, prompt)));
  }
  return start;
}

/** Where a turn starts: the prompt (ids, else text) where one is given, else the flag, else the dialect's default. */
export function turnStart(ir: DialectIR, input: TurnStartInput = {}): TurnStart {
  const reasoning = (state: number) => ir.states[state]!.channel.kind === Channel.Reasoning;
  const decide = (state: number, pending: string, from: TurnStart["from"], continues = false): TurnStart => ({
    state,
    thinking: reasoning(state),
    pending,
    continues,
    from,
    flagOverruled: input.thinking !== undefined && (from === "ids" || from === "prompt") && reasoning(state) !== reasoning(initialState(ir, input.thinking)),
  });
  // Ids show special tokens only, so the dialect's prefill stands for the text the prompt ended with.
  if (input.promptTokenIds !== undefined && input.vocab) return decide(initialStateFromIds(ir, input.promptTokenIds, input.vocab), ir.policies.prefill, "ids");
  if (input.prompt !== undefined) {
    const { state, pending, continues } = startAfter(ir, input.prompt);
    return decide(state, pending, "prompt", continues);
  }
  if (input.thinking !== undefined) return decide(initialState(ir, input.thinking), ir.policies.prefill, "flag");
  return decide(initialState(ir, ir.policies.thinkingDefault), ir.policies.prefill, "default");
}

/** Per dialect and vocabulary: what each special token id does to the state. */
interface IdTable {
  /** id -> terminal + 1 for special terminals in the vocabulary (0: ordinary token) */
  terminalOf: Map<number, number>;
  boundary: Set<number>;
  /** [state][terminal] -> next state (-1: the terminal means nothing there) */
  step: Int32Array;
  terminals: number;
}

function idTable(ir: DialectIR, vocab: Record<string, number>): IdTable {
  const terminalOf = new Map<number, number>();
  const boundary = new Set<number>();
  ir.terminals.forEach((t, i) => {
    if (!t.special) return;
    for (const v of t.variants) {
      const id = vocab[leadingLiteral(v)];
      if (id === undefined) continue;
      terminalOf.set(id, i + 1);
      if (ir.turnBoundaries.includes(i)) boundary.add(id);
    }
  });
  const n = ir.terminals.length;
  const step = new Int32Array(ir.states.length * n).fill(-1);
  ir.states.forEach((s, si) => {
    // A restart depends on the call's name, which a prompt scan does not follow.
    for (const tr of s.transitions) if (!tr.restart && step[si * n + tr.terminal] === -1) step[si * n + tr.terminal] = tr.target;
  });
  return { terminalOf, boundary, step, terminals: n };
}

/**
 * Tracks whether reasoning has ended over a growing sequence of token ids
 * (prompt, then generated ids), looking at new ids only. After any sequence
 * of `push` calls, `ended` equals `isReasoningEnd` of their concatenation.
 */
export class ReasoningEndTracker {
  private readonly table: IdTable;
  private readonly start: number;
  private state: number;

  constructor(
    private readonly ir: DialectIR,
    vocab: Record<string, number>,
    thinking = true,
  ) {
    if (vocab === null || typeof vocab !== "object") throw new DialectcUsageError("ReasoningEndTracker needs vocab ({text: id}) to recognise special tokens");
    this.table = idTable(ir, vocab);
    this.start = initialState(ir, thinking);
    this.state = this.start;
  }

  get ended(): boolean {
    return this.ir.states[this.state]!.channel.kind !== Channel.Reasoning;
  }

  /** Current machine state (index into the IR's states). */
  get stateIndex(): number {
    return this.state;
  }

  /**
   * Scans new ids. Returns the offset in `ids` just after the token at which
   * reasoning last went from open to ended, when it is ended now and that
   * happened within these ids; else -1.
   */
  push(ids: readonly number[]): number {
    if (!Array.isArray(ids)) throw new DialectcUsageError("ReasoningEndTracker.push takes token ids as an array");
    const { terminalOf, boundary, step, terminals } = this.table;
    let endedAt = -1;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const before = this.ended;
      if (boundary.has(id)) {
        this.state = this.start;
      } else {
        const t = terminalOf.get(id);
        if (t === undefined) continue;
        const next = step[this.state * terminals + t - 1]!;
        if (next >= 0) this.state = next;
      }
      const after = this.ended;
      if (!before && after) endedAt = i + 1;
      else if (before && !after) endedAt = -1;
    }
    return this.ended ? endedAt : -1;
  }
}

/** Initial state from prompt ids: the state after the current turn's special tokens. */
export function initialStateFromIds(ir: DialectIR, ids: readonly number[], vocab: Record<string, number>): number {
  const tracker = new ReasoningEndTracker(ir, vocab, false);
  tracker.push(ids);
  return tracker.stateIndex;
}

/**
 * Has reasoning ended by the end of these ids? Starts where a turn starts
 * (`thinking` picks the initial state, default on) and applies the current
 * turn's special tokens.
 */
export function isReasoningEndIR(ir: DialectIR, ids: readonly number[], vocab: Record<string, number>, thinking = true): boolean {
  const tracker = new ReasoningEndTracker(ir, vocab, thinking);
  tracker.push(ids);
  return tracker.ended;
}
