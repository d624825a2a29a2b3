/**
 * The reference interpreter: runs a dialect's IR directly through the
 * lookup tables of `tables.ts`. It is the oracle the generated parsers are
 * checked against (law 2), so it favours plainness over speed; the scanning
 * contract it follows is described in `machine.ts`.
 */
import type { DialectIR } from "./ir.js";
import { FAIL, MachineBase, MORE, matchParts } from "./machine.js";
import type { Sink } from "./sink.js";
import type { Candidate } from "./tables.js";

export class Interpreter extends MachineBase {
  private matchEnd = 0;
  private matched: Candidate | null = null;
  private headMatched = false;
  /** the winning text marker spans the announced special token */
  private consumesHead = false;
  private readonly scratchFrom: number[] = [0, 0, 0, 0, 0, 0, 0, 0];
  private readonly scratchTo: number[] = [0, 0, 0, 0, 0, 0, 0, 0];

  constructor(ir: DialectIR, sink: Sink, initialState: number, vocab?: Record<string, number>) {
    super(ir, sink, initialState, vocab);
  }

  protected scan(buf: string, atEnd: boolean): void {
    let runStart = 0;
    let p = 0;
    const n = buf.length;
    this.tracked = 0;
    while (p < n) {
      const c = buf.charCodeAt(p);
      const candidates = this.tables.states[this.state]!.byFirstChar.get(c);
      if (candidates === undefined && this.headChar() !== c) {
        p++;
        continue;
      }
      if (this.tracksJson[this.state] === 1) this.trackJson(buf, p);
      this.runFrom = runStart;
      const r = this.tryAt(buf, p, atEnd, candidates);
      runStart = this.runFrom;
      if (r === FAIL) {
        p++;
        continue;
      }
      if (runStart < p) this.sink.chars(this.state, buf, runStart, p);
      if (r === MORE) {
        this.holdText(buf, p);
        return;
      }
      let end = this.matchEnd;
      const previous = this.state;
      if (this.headMatched) {
        this.popHead();
        const m = this.matched;
        if (m && (!m.transition.restart || this.sink.unconfirmedCall())) end = this.fire(m, buf, p, end);
        else this.sink.chars(this.state, buf, p, end);
      } else {
        if (this.consumesHead) this.popHead();
        end = this.fire(this.matched!, buf, p, end);
      }
      this.afterTransition(previous, end);
      p = end;
      runStart = p;
    }
    if (this.tracksJson[this.state] === 1) this.trackJson(buf, n);
    if (runStart < n) this.sink.chars(this.state, buf, runStart, n);
  }

  /**
   * Decides what starts at `p`; on a match sets matched, matchEnd and the
   * capture registers. An announced special token matches unless a longer
   * text marker starting with its text matches here (then it takes the token along).
   */
  private tryAt(buf: string, p: number, atEnd: boolean, candidates: Candidate[] | undefined): number {
    this.headMatched = false;
    this.consumesHead = false;
    this.matched = null;
    let headEnd = FAIL;
    if (this.headChar() === buf.charCodeAt(p)) {
      headEnd = this.tryHead(buf, p, atEnd);
      if (headEnd === MORE) return MORE;
    }
    let best = FAIL;
    let waiting = false;
    if (candidates !== undefined) {
      for (const cand of candidates) {
        if (this.idOnly(cand.terminal)) continue;
        let r = matchParts(cand.parts, buf, p, atEnd, this.scratchFrom, this.scratchTo);
        if (r >= 0 && cand.transition.outsideString && this.jsonInString) r = FAIL;
        if (r >= 0 && cand.transition.follow) {
          const f = this.followed(cand.transition.follow, buf, r, atEnd);
          if (f === MORE) r = MORE;
          else if (f === FAIL) r = FAIL;
        }
        if (r >= 0 && cand.transition.restart && !this.unconfirmed(buf, p)) r = FAIL;
        if (r === MORE) waiting = true;
        else if (r > best) {
          best = r;
          this.matched = cand;
          for (let i = 0; i < cand.captures.length; i++) {
            this.capFrom[i] = this.scratchFrom[i]!;
            this.capTo[i] = this.scratchTo[i]!;
          }
        }
      }
    }
    if (waiting) {
      this.matched = null;
      return MORE;
    }
    if (headEnd >= 0 && best <= headEnd) {
      this.headMatched = true;
      this.matchEnd = headEnd;
      this.matched = this.literalCandidate(this.headTerminal(), buf.charCodeAt(p));
      return headEnd;
    }
    this.consumesHead = headEnd >= 0 && best >= 0;
    this.matchEnd = best;
    return best;
  }

  /** The capture-free candidate for `terminal` in the current state, if any. */
  private literalCandidate(terminal: number, firstChar: number): Candidate | null {
    const list = this.tables.states[this.state]!.byFirstChar.get(firstChar);
    if (list) for (const c of list) if (c.terminal === terminal && c.captures.length === 0) return c;
    return null;
  }

  /** Fires a transition; returns where scanning resumes (`from` for a kept lookahead). */
  private fire(cand: Candidate, buf: string, from: number, to: number): number {
    const t = cand.transition;
    const sink = this.sink;
    if (t.restart) sink.restart();
    sink.terminal(cand.terminal, t.absorb ? -1 : t.target, buf, from, t.keep ? from : to);
    for (let i = 0; i < t.events.length; i++) {
      const e = t.events[i]!;
      const cap = cand.eventCapture[i]!;
      switch (e.kind) {
        case "reasoning_start":
          sink.reasoningStart();
          break;
        case "reasoning_end":
          sink.reasoningEnd();
          break;
        case "content_start":
          sink.contentStart();
          break;
        case "tool_start":
          sink.toolStart(e.declaredOnly === true);
          if (e.literal) sink.toolName(e.name!, 0, e.name!.length);
          else if (cap >= 0) sink.toolName(buf, this.capFrom[cap]!, this.capTo[cap]!);
          break;
        case "tool_name":
          if (e.literal) sink.toolName(e.name, 0, e.name.length);
          else sink.toolName(buf, this.capFrom[cap]!, this.capTo[cap]!);
          break;
        case "tool_id":
          if (e.literal) sink.toolId(e.id, 0, e.id.length);
          else sink.toolId(buf, this.capFrom[cap]!, this.capTo[cap]!);
          break;
        case "tool_end":
          sink.toolEnd();
          break;
        case "arg_start": {
          const ec = cand.encodingCapture;
          const encoding = this.encodingFor(t.target, buf, ec >= 0 ? this.capFrom[ec]! : -1, ec >= 0 ? this.capTo[ec]! : -1);
          const trim = this.ir.states[t.target]!.channel.trim ?? "none";
          if (e.literal) sink.argStart(e.key, 0, e.key.length, encoding, trim);
          else sink.argStart(buf, this.capFrom[cap]!, this.capTo[cap]!, encoding, trim);
          break;
        }
        case "arg_end":
          sink.argEnd();
          break;
      }
    }
    this.state = t.target;
    return t.keep ? from : to;
  }
}
