// DO NOT EDIT — generated from grammars/qwen25_coder.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL } from "../runtime/machine.js";
import { CompiledMachine, indexOrEnd } from "../runtime/compiled.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 5, name: "qwen25_coder", source: "grammars/qwen25_coder.dialect", extends: ["chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "TOOLS_START", special: false, variants: [[{ lit: "<tools>" }]] },
    { name: "TOOLS_END", special: false, variants: [[{ lit: "</tools>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/qwen25_coder.dialect:9", channel: { kind: 0 }, transitions: [
      { at: "grammars/qwen25_coder.dialect:14", terminal: 2, target: 1, events: [] },
      { at: "grammars/qwen25_coder.dialect:18", terminal: 1, target: 0, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/qwen25_coder.dialect:10", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], array: true }, transitions: [
      { at: "grammars/qwen25_coder.dialect:16", terminal: 3, target: 0, events: [], outsideString: true },
      { at: "grammars/qwen25_coder.dialect:18", terminal: 1, target: 1, events: [], absorb: true },
      { at: "grammars/qwen25_coder.dialect:14", terminal: 2, target: 1, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: false, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};

/** The qwen25_coder machine, specialised from grammars/qwen25_coder.dialect. */
export class Qwen25CoderMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // calls
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/qwen25_coder.dialect:9): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ools>", p + 2)) {
            // content TOOLS_START -> calls (grammars/qwen25_coder.dialect:14)
            this.matchedCand = 1;
            return p + 7;
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in content (grammars/qwen25_coder.dialect:18)
            return this.idOnly(1) ? FAIL : this.only(p + 10, 0, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/qwen25_coder.dialect:10): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tools>", p + 2)) {
            // calls TOOLS_END -> content (grammars/qwen25_coder.dialect:16)
            return this.only(this.check(3, p + 8, buf, p, atEnd), 3, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ools>", p + 2)) {
            // calls TOOLS_START -> calls : restart (grammars/qwen25_coder.dialect:14)
            return this.only(this.check(4, p + 7, buf, p, atEnd), 4, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in calls (grammars/qwen25_coder.dialect:18)
            return this.idOnly(1) ? FAIL : this.only(p + 10, 2, 0);
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
      case 0: // absorb IM_END in content (grammars/qwen25_coder.dialect:18)
      case 2: // absorb IM_END in calls (grammars/qwen25_coder.dialect:18)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 1: // content TOOLS_START -> calls (grammars/qwen25_coder.dialect:14)
        sink.terminal(2, 1, buf, from, to);
        this.state = 1;
        return to;
      case 3: // calls TOOLS_END -> content (grammars/qwen25_coder.dialect:16)
        sink.terminal(3, 0, buf, from, to);
        this.state = 0;
        return to;
      case 4: // calls TOOLS_START -> calls : restart (grammars/qwen25_coder.dialect:14)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const qwen25_coder: Dialect = {
  name: "qwen25_coder",
  abi: 5,
  ir,
  generated: (sink, initial, vocab) => new Qwen25CoderMachine(ir, sink, initial, vocab),
};
export default qwen25_coder;
