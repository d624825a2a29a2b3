/**
 * The base of generated machines. A generated class supplies the three
 * specialised parts of a machine (`next`, the state's decision when every
 * first literal fits in the buffer, `fire`); scanning, token ids, held text
 * and the decision near the buffer's end are shared with the interpreter
 * (`machine.ts`). Generated code imports only from `runtime/`, so a server
 * ships `runtime/` and `generated/`.
 */
import { MachineBase } from "./machine.js";
import { FAIL, MORE, matchParts } from "./matchers.js";
import type { Candidate } from "./tables.js";

export abstract class CompiledMachine extends MachineBase {
  /** running result of a decision: the longest end so far, and whether a candidate waits */
  private best = FAIL;
  private waiting = false;

  /**
   * Near the buffer's end a first literal may be cut; those rare decisions
   * go through the tables (as the interpreter's do), so the generated code
   * compares whole literals only.
   */
  protected decide(buf: string, p: number, atEnd: boolean): number {
    const state = this.state;
    const st = this.tables.states[state]!;
    if (p + st.depth <= buf.length) {
      const r = this.decideWhole(state, buf, p, atEnd);
      const spares = st.spares.size === 0 ? undefined : st.spares.get(buf.charCodeAt(p));
      return spares === undefined ? r : this.weighSpares(spares, r, buf, p, atEnd);
    }
    const candidates = st.byFirstChar.get(buf.charCodeAt(p));
    return candidates === undefined ? FAIL : this.tryCandidates(candidates, buf, p, atEnd);
  }

  /**
   * The spares (a terminal's other spellings, repeated closers) weighed after the emitted
   * decision `r`, as the interpreter weighs them among the rest: the longest match wins, of two
   * as long the earlier in table order; MORE when any waits.
   */
  private weighSpares(spares: readonly Candidate[], r: number, buf: string, p: number, atEnd: boolean): number {
    if (r === MORE) return MORE;
    let best = r;
    let waiting = false;
    for (const cand of spares) {
      if (this.idOnly(cand.terminal)) continue;
      const e = this.filtered(cand, matchParts(cand.parts, buf, p, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd);
      if (e === MORE) waiting = true;
      else if (e > best || (e === best && e >= 0 && cand.index < this.matchedCand)) {
        best = e;
        this.matchedCand = cand.index;
        this.keepCaptures(cand.captures.length);
      }
    }
    if (!waiting) return best;
    this.waitLiteral = "";
    return MORE;
  }

  /** The state's decision at p when all its first literals fit in the buffer. */
  protected abstract decideWhole(state: number, buf: string, p: number, atEnd: boolean): number;

  /** Starts weighing the candidates whose first literal matched. */
  protected begin(): void {
    this.best = FAIL;
    this.waiting = false;
  }

  /**
   * Weighs one candidate's result: a wait, or a match longer than the best
   * so far; of two as long, the earlier in table order wins whatever order
   * they are weighed in, so a trie node can weigh its own plain literal
   * before the candidates it shares with other nodes.
   */
  protected consider(r: number, cand: number, captures: number): void {
    if (r === MORE) this.waiting = true;
    else if (r > this.best || (r === this.best && r >= 0 && cand < this.matchedCand)) {
      this.best = r;
      this.matchedCand = cand;
      this.keepCaptures(captures);
    }
  }

  /** The decision when one candidate's first literal matched: its result. */
  protected only(r: number, cand: number, captures: number): number {
    if (r >= 0) {
      this.matchedCand = cand;
      this.keepCaptures(captures);
    }
    return r;
  }

  /** The decision the weighed candidates make. */
  protected decided(): number {
    return this.waiting ? MORE : this.best;
  }

  /** A candidate's conditions (outside a string, followed by, restart) applied to its match's end. */
  protected check(cand: number, r: number, buf: string, p: number, atEnd: boolean): number {
    return this.filtered(this.tables.candidates[cand]!, r, buf, p, atEnd);
  }

  /** `arg_start` into `target`: the encoding (its channel's, or the one a capture picks) and trimming come from the IR. */
  protected argStart(target: number, text: string, from: number, to: number, buf: string, encodingCapture: number): void {
    const channel = this.ir.states[target]!.channel;
    const encoding = encodingCapture < 0 ? (channel.encoding ?? "string") : this.encodingFor(target, buf, this.capFrom[encodingCapture]!, this.capTo[encodingCapture]!);
    this.sink.argStart(text, from, to, encoding, channel.trim ?? "none");
  }
}

/** The first position at or after p holding `ch`, else the buffer's length. */
export function indexOrEnd(buf: string, ch: string, p: number): number {
  const q = buf.indexOf(ch, p);
  return q < 0 ? buf.length : q;
}
