/**
 * Questions asked of the prompt before the model writes: in which state does
 * this turn start, and has reasoning already ended. Both look at the current
 * turn only: the text (or ids) after the last turn-boundary token. A marker
 * from an earlier turn (replayed reasoning, a user typing `</think>`) is
 * behind that boundary and cannot route the new turn.
 *
 * Both answers come from running the dialect's own machine over the turn's
 * tail, so whatever the grammar says ends reasoning (an explicit `</think>`,
 * an implicit `<tool_call>`) ends it here too; nothing is listed by hand.
 */
import { Channel, type DialectIR } from "./ir.js";
import { Interpreter } from "./interpreter.js";
import { nullSink } from "./sink.js";

function runTail(ir: DialectIR, start: number, tail: string): number {
  const machine = new Interpreter(ir, nullSink, start);
  machine.feed(tail);
  machine.finish();
  return machine.state;
}

function boundaryTexts(ir: DialectIR): string[] {
  return ir.turnBoundaries.flatMap((t) => ir.terminals[t]!.variants.map((v) => (v[0] as { lit: string }).lit));
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

/** Marker text of the current turn's special tokens, from prompt ids. */
export function currentTurnFromIds(ir: DialectIR, ids: readonly number[], vocab: Record<string, number>): string {
  const textOf = new Map<number, string>();
  const boundaries = new Set<number>();
  ir.terminals.forEach((t, i) => {
    if (!t.special) return;
    for (const v of t.variants) {
      const text = (v[0] as { lit: string }).lit;
      const id = vocab[text];
      if (id === undefined) continue;
      textOf.set(id, text);
      if (ir.turnBoundaries.includes(i)) boundaries.add(id);
    }
  });
  let start = 0;
  for (let i = ids.length - 1; i >= 0; i--) {
    if (boundaries.has(ids[i]!)) {
      start = i + 1;
      break;
    }
  }
  let tail = "";
  for (let i = start; i < ids.length; i++) tail += textOf.get(ids[i]!) ?? " ";
  return tail;
}

/** Initial state for a turn whose prompt is given: the state its tail leaves the machine in. */
export function initialStateFromPrompt(ir: DialectIR, prompt: string): number {
  return runTail(ir, ir.initial.plain, currentTurn(ir, prompt));
}

export function initialStateFromIds(ir: DialectIR, ids: readonly number[], vocab: Record<string, number>): number {
  return runTail(ir, ir.initial.plain, currentTurnFromIds(ir, ids, vocab));
}

/**
 * Has reasoning ended by the end of these ids? Starts where a turn starts
 * (`thinking` picks the initial state, default on) and runs the current
 * turn's markers.
 */
export function isReasoningEndIR(
  ir: DialectIR,
  ids: readonly number[],
  vocab: Record<string, number>,
  thinking = true,
): boolean {
  const start = thinking ? ir.initial.thinking : ir.initial.plain;
  const state = runTail(ir, start, currentTurnFromIds(ir, ids, vocab));
  return ir.states[state]!.channel.kind !== Channel.Reasoning;
}
