// DO NOT EDIT — generated from grammars/minimax_m3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL } from "../runtime/machine.js";
import { CompiledMachine } from "../runtime/compiled.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 5, name: "minimax_m3", source: "grammars/minimax_m3.dialect", extends: [],
  terminals: [
    { name: "BEGIN", special: true, variants: [[{ lit: "]~!b[" }]] },
    { name: "TURN", special: true, variants: [[{ lit: "]~b]" }]] },
    { name: "END", special: true, variants: [[{ lit: "[e~[" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<mm:think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</mm:think>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/minimax_m3.dialect:14", channel: { kind: 0 }, transitions: [
      { at: "grammars/minimax_m3.dialect:19", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/minimax_m3.dialect:22", terminal: 2, target: 0, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/minimax_m3.dialect:15", channel: { kind: 1 }, transitions: [
      { at: "grammars/minimax_m3.dialect:20", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/minimax_m3.dialect:21", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/minimax_m3.dialect:22", terminal: 2, target: 1, events: [], absorb: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "[" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91 /* [ */:
        return p;
    }
  }
  return p;
}

/** The minimax_m3 machine, specialised from grammars/minimax_m3.dialect. */
export class MinimaxM3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // reasoning
        return nextOf0(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/minimax_m3.dialect:14): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("mm:think>", p + 1)) {
          // content THINK_START -> reasoning : reasoning_start (grammars/minimax_m3.dialect:19)
          this.matchedCand = 0;
          return p + 10;
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("e~[", p + 1)) {
          // absorb END in content (grammars/minimax_m3.dialect:22)
          return this.idOnly(2) ? FAIL : this.only(p + 4, 1, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/minimax_m3.dialect:15): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("mm:think>", p + 2)) {
              // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m3.dialect:20)
              this.matchedCand = 2;
              return p + 11;
            }
            break;
          }
          case 109: /* m */ {
            if (buf.startsWith("m:think>", p + 2)) {
              // absorb THINK_START in reasoning (grammars/minimax_m3.dialect:21)
              this.matchedCand = 3;
              return p + 10;
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("e~[", p + 1)) {
          // absorb END in reasoning (grammars/minimax_m3.dialect:22)
          return this.idOnly(2) ? FAIL : this.only(p + 4, 4, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  protected decideWhole(state: number, buf: string, p: number, atEnd: boolean): number {
    switch (state) {
      case 0:
        return this.decide0(buf, p, atEnd);
      case 1:
        return this.decide1(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content THINK_START -> reasoning : reasoning_start (grammars/minimax_m3.dialect:19)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 1: // absorb END in content (grammars/minimax_m3.dialect:22)
      case 4: // absorb END in reasoning (grammars/minimax_m3.dialect:22)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 2: // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m3.dialect:20)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 3: // absorb THINK_START in reasoning (grammars/minimax_m3.dialect:21)
        sink.terminal(3, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const minimax_m3: Dialect = {
  name: "minimax_m3",
  abi: 5,
  ir,
  generated: (sink, initial, vocab) => new MinimaxM3Machine(ir, sink, initial, vocab),
};
export default minimax_m3;
