/**
 * Lookup tables derived from the IR once per dialect: for each state, the
 * terminal spellings that can start at a given first character, each tied to
 * the transition it fires and to where its event arguments sit among the
 * spelling's captures. Both the interpreter and the emitter read these, so
 * they agree on which marker matters where.
 */
import { captureArgument, isCapture, leadingLiteral, literalText, type DialectIR, type Part, type TransitionIR } from "../ir/ir.js";

export interface Candidate {
  terminal: number;
  parts: Part[];
  /** capture names in order of appearance in `parts` */
  captures: string[];
  transition: TransitionIR;
  /** per event of the transition: index into `captures` of its capture argument, or -1 */
  eventCapture: number[];
  /** capture that picks the arg encoding, or -1 */
  encodingCapture: number;
  /** number of the candidate in the dialect: states in order, each state's candidates in table order */
  index: number;
  /** the whole spelling when it is one literal, else null */
  literal: string | null;
  /**
   * A spelling other than its terminal's first (a model's drift, another engine's form), a
   * `read_only` transition's (read, never written: a drift too), or a compiler-added `repeat` or
   * `fence` line: generated machines weigh these through the tables, after their
   * state's emitted decision, so their spellings cost no generated code. Numbered in table
   * order with the rest, which settles ties alike in both engines.
   */
  spare: boolean;
}

export interface StateTables {
  /** first char code -> candidates, longest spellings first */
  byFirstChar: Map<number, Candidate[]>;
  /** the longest first literal of a spelling here: a decision wants this many characters in the buffer */
  depth: number;
  /** first char code -> the spare candidates among `byFirstChar`'s, in the same order */
  spares: Map<number, Candidate[]>;
}

export interface DialectTables {
  states: StateTables[];
  /** per terminal: its spellings, for `when followed by` lookahead */
  spellings: Part[][][];
  /** terminals a vocabulary may map to ids: special ones, by their canonical text */
  specialText: Map<string, number>;
  /** every candidate, by `index` */
  candidates: Candidate[];
}

const cache = new WeakMap<DialectIR, DialectTables>();

export function tablesFor(ir: DialectIR): DialectTables {
  let t = cache.get(ir);
  if (!t) {
    t = buildTables(ir);
    cache.set(ir, t);
  }
  return t;
}

function buildTables(ir: DialectIR): DialectTables {
  const candidates: Candidate[] = [];
  const states = ir.states.map((state): StateTables => {
    const byFirstChar = new Map<number, Candidate[]>();
    for (const transition of state.transitions) {
      const target = ir.states[transition.target]!;
      for (const [variant, parts] of ir.terminals[transition.terminal]!.variants.entries()) {
        const captures = parts.filter(isCapture).map((p) => p.cap);
        const encodingCapture = target.channel.encodingCapture ? captures.indexOf(target.channel.encodingCapture.capture) : -1;
        const candidate: Candidate = {
          terminal: transition.terminal,
          parts,
          captures,
          transition,
          eventCapture: transition.events.map((e) => {
            const name = captureArgument(e);
            return name === undefined ? -1 : captures.indexOf(name);
          }),
          encodingCapture,
          index: -1,
          literal: literalText(parts),
          spare: variant > 0 || transition.repeat === true || transition.fence === true || transition.readOnly === true,
        };
        const first = leadingLiteral(parts).charCodeAt(0);
        const list = byFirstChar.get(first) ?? [];
        list.push(candidate);
        byFirstChar.set(first, list);
      }
    }
    let depth = 0;
    const spares = new Map<number, Candidate[]>();
    for (const [first, list] of byFirstChar) {
      list.sort((a, b) => literalLength(b.parts) - literalLength(a.parts));
      for (const c of list) {
        c.index = candidates.length;
        candidates.push(c);
        depth = Math.max(depth, leadingLiteral(c.parts).length);
        if (c.spare) spares.set(first, [...(spares.get(first) ?? []), c]);
      }
    }
    return { byFirstChar, depth, spares };
  });
  const specialText = new Map<string, number>();
  ir.terminals.forEach((t, i) => {
    if (t.special) for (const v of t.variants) specialText.set(leadingLiteral(v), i);
  });
  return {
    states,
    spellings: ir.terminals.map((t) => t.variants),
    specialText,
    candidates,
  };
}

function literalLength(parts: Part[]): number {
  let n = 0;
  for (const p of parts) if ("lit" in p) n += p.lit.length;
  return n;
}
