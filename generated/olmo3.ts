// DO NOT EDIT — generated from grammars/olmo3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL } from "../runtime/machine.js";
import { CompiledMachine, indexOrEnd } from "../runtime/compiled.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 5, name: "olmo3", source: "grammars/olmo3.dialect", extends: ["chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</think>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/olmo3.dialect:9", channel: { kind: 0 }, transitions: [
      { at: "grammars/olmo3.dialect:16", terminal: 1, target: 0, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/olmo3.dialect:10", channel: { kind: 1 }, transitions: [
      { at: "grammars/olmo3.dialect:14", terminal: 3, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/olmo3.dialect:15", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/olmo3.dialect:16", terminal: 1, target: 1, events: [], absorb: true },
    ] },
  ],
  initial: { thinking: 1, plain: 1 },
  turnBoundaries: [0, 1],
  policies: { stripTrailingReasoningWhitespace: false, contentWhitespace: "around_tools", validateToolNames: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};

/** The olmo3 machine, specialised from grammars/olmo3.dialect. */
export class Olmo3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // reasoning
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/olmo3.dialect:9): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|im_end|>", p)) {
      // absorb IM_END in content (grammars/olmo3.dialect:16)
      return this.idOnly(1) ? FAIL : this.only(p + 10, 0, 0);
    }
    return FAIL;
  }

  /** reasoning (grammars/olmo3.dialect:10): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/olmo3.dialect:14)
            this.matchedCand = 2;
            return p + 8;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/olmo3.dialect:15)
            this.matchedCand = 3;
            return p + 7;
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in reasoning (grammars/olmo3.dialect:16)
            return this.idOnly(1) ? FAIL : this.only(p + 10, 1, 0);
          }
          break;
        }
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
      case 0: // absorb IM_END in content (grammars/olmo3.dialect:16)
      case 1: // absorb IM_END in reasoning (grammars/olmo3.dialect:16)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 2: // reasoning THINK_END -> content : reasoning_end (grammars/olmo3.dialect:14)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 3: // absorb THINK_START in reasoning (grammars/olmo3.dialect:15)
        sink.terminal(2, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const olmo3: Dialect = {
  name: "olmo3",
  abi: 5,
  ir,
  generated: (sink, initial, vocab) => new Olmo3Machine(ir, sink, initial, vocab),
};
export default olmo3;
