// DO NOT EDIT — generated from grammars/granite.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL } from "../runtime/machine.js";
import { CompiledMachine, indexOrEnd } from "../runtime/compiled.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 5, name: "granite", source: "grammars/granite.dialect", extends: [],
  terminals: [
    { name: "START_ROLE", special: true, variants: [[{ lit: "<|start_of_role|>" }]] },
    { name: "END_ROLE", special: true, variants: [[{ lit: "<|end_of_role|>" }]] },
    { name: "END_OF_TEXT", special: true, variants: [[{ lit: "<|end_of_text|>" }]] },
    { name: "TOOL_CALL", special: true, variants: [[{ lit: "<|tool_call|>" }]] },
    { name: "TOOL_CALL_TXT", special: false, variants: [[{ lit: "<tool_call>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/granite.dialect:14", channel: { kind: 0 }, transitions: [
      { at: "grammars/granite.dialect:19", terminal: 3, target: 1, events: [] },
      { at: "grammars/granite.dialect:20", terminal: 4, target: 1, events: [] },
      { at: "grammars/granite.dialect:22", terminal: 2, target: 0, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/granite.dialect:15", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true }, transitions: [
      { at: "grammars/granite.dialect:22", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/granite.dialect:19", terminal: 3, target: 1, events: [], restart: true, outsideString: true },
      { at: "grammars/granite.dialect:20", terminal: 4, target: 1, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};

/** The granite machine, specialised from grammars/granite.dialect. */
export class GraniteMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // calls
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/granite.dialect:14): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // content TOOL_CALL_TXT -> calls (grammars/granite.dialect:20)
            this.matchedCand = 2;
            return p + 11;
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              if (buf.startsWith("nd_of_text|>", p + 3)) {
                // absorb END_OF_TEXT in content (grammars/granite.dialect:22)
                return this.idOnly(2) ? FAIL : this.only(p + 15, 0, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call|>", p + 3)) {
                // content TOOL_CALL -> calls (grammars/granite.dialect:19)
                return this.idOnly(3) ? FAIL : this.only(p + 13, 1, 0);
              }
              break;
            }
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/granite.dialect:15): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // calls TOOL_CALL_TXT -> calls : restart (grammars/granite.dialect:20)
            return this.only(this.check(5, p + 11, buf, p, atEnd), 5, 0);
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              if (buf.startsWith("nd_of_text|>", p + 3)) {
                // absorb END_OF_TEXT in calls (grammars/granite.dialect:22)
                return this.idOnly(2) ? FAIL : this.only(p + 15, 3, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call|>", p + 3)) {
                // calls TOOL_CALL -> calls : restart (grammars/granite.dialect:19)
                return this.idOnly(3)
                  ? FAIL
                  : this.only(this.check(4, p + 13, buf, p, atEnd), 4, 0);
              }
              break;
            }
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
      case 0: // absorb END_OF_TEXT in content (grammars/granite.dialect:22)
      case 3: // absorb END_OF_TEXT in calls (grammars/granite.dialect:22)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 1: // content TOOL_CALL -> calls (grammars/granite.dialect:19)
        sink.terminal(3, 1, buf, from, to);
        this.state = 1;
        return to;
      case 2: // content TOOL_CALL_TXT -> calls (grammars/granite.dialect:20)
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 4: // calls TOOL_CALL -> calls : restart (grammars/granite.dialect:19)
        sink.restart();
        sink.terminal(3, 1, buf, from, to);
        return to;
      case 5: // calls TOOL_CALL_TXT -> calls : restart (grammars/granite.dialect:20)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const granite: Dialect = {
  name: "granite",
  abi: 5,
  ir,
  generated: (sink, initial, vocab) => new GraniteMachine(ir, sink, initial, vocab),
};
export default granite;
