/**
 * The reference interpreter: runs a dialect's IR directly through the
 * lookup tables of `tables.ts`. It is the oracle the generated parsers are
 * checked against (law 2), so it favours plainness over speed; the scanning
 * contract it follows is described in `machine.ts`.
 */
import type { DialectIR } from "../ir/ir.js";
import { MachineBase } from "./machine.js";
import { FAIL } from "./matchers.js";
import type { Sink } from "./sink.js";

export class Interpreter extends MachineBase {
  constructor(ir: DialectIR, sink: Sink, initialState: number, vocab?: Record<string, number>) {
    super(ir, sink, initialState, vocab);
  }

  protected next(buf: string, p: number): number {
    const firsts = this.tables.states[this.state]!.byFirstChar;
    for (const n = buf.length; p < n; p++) if (firsts.has(buf.charCodeAt(p))) return p;
    return buf.length;
  }

  protected decide(buf: string, p: number, atEnd: boolean): number {
    const candidates = this.tables.states[this.state]!.byFirstChar.get(buf.charCodeAt(p));
    return candidates === undefined ? FAIL : this.tryCandidates(candidates, buf, p, atEnd);
  }

  /** Fires a transition; returns where scanning resumes (`from` for a kept lookahead). */
  protected fire(index: number, buf: string, from: number, to: number): number {
    const cand = this.tables.candidates[index]!;
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
