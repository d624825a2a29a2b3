// DO NOT EDIT — generated from grammars/internlm2.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL } from "../runtime/machine.js";
import { CompiledMachine, indexOrEnd } from "../runtime/compiled.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 5, name: "internlm2", source: "grammars/internlm2.dialect", extends: ["chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "ACTION_START", special: true, variants: [[{ lit: "<|action_start|>" }]] },
    { name: "PLUGIN", special: true, variants: [[{ lit: "<|plugin|>" }]] },
    { name: "ACTION_END", special: true, variants: [[{ lit: "<|action_end|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/internlm2.dialect:9", channel: { kind: 0 }, transitions: [
      { at: "grammars/internlm2.dialect:15", terminal: 2, target: 1, events: [] },
      { at: "grammars/internlm2.dialect:20", terminal: 1, target: 0, events: [], absorb: true },
    ] },
    { name: "action", at: "grammars/internlm2.dialect:10", channel: { kind: 7 }, transitions: [
      { at: "grammars/internlm2.dialect:16", terminal: 3, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/internlm2.dialect:18", terminal: 4, target: 0, events: [] },
      { at: "grammars/internlm2.dialect:15", terminal: 2, target: 1, events: [], restart: true },
    ] },
    { name: "call", at: "grammars/internlm2.dialect:11", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["parameters", "arguments"] }, transitions: [
      { at: "grammars/internlm2.dialect:17", terminal: 4, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/internlm2.dialect:20", terminal: 1, target: 2, events: [], absorb: true },
      { at: "grammars/internlm2.dialect:15", terminal: 2, target: 1, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: false, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};

/** The internlm2 machine, specialised from grammars/internlm2.dialect. */
export class Internlm2Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // action
      case 2: // call
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/internlm2.dialect:9): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 97: /* a */ {
          if (buf.startsWith("ction_start|>", p + 3)) {
            // content ACTION_START -> action (grammars/internlm2.dialect:15)
            return this.idOnly(2) ? FAIL : this.only(p + 16, 0, 0);
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith("m_end|>", p + 3)) {
            // absorb IM_END in content (grammars/internlm2.dialect:20)
            return this.idOnly(1) ? FAIL : this.only(p + 10, 1, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** action (grammars/internlm2.dialect:10): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 97: /* a */ {
          if (buf.startsWith("ction_", p + 3)) {
            switch (buf.charCodeAt(p + 9)) {
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 10)) {
                  // action ACTION_END -> content (grammars/internlm2.dialect:18)
                  return this.idOnly(4) ? FAIL : this.only(p + 14, 3, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("tart|>", p + 10)) {
                  // action ACTION_START -> action : restart (grammars/internlm2.dialect:15)
                  return this.idOnly(2)
                    ? FAIL
                    : this.only(this.check(2, p + 16, buf, p, atEnd), 2, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 112: /* p */ {
          if (buf.startsWith("lugin|>", p + 3)) {
            // action PLUGIN -> call : tool_start (grammars/internlm2.dialect:16)
            return this.idOnly(3) ? FAIL : this.only(p + 10, 4, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** call (grammars/internlm2.dialect:11): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 97: /* a */ {
          if (buf.startsWith("ction_", p + 3)) {
            switch (buf.charCodeAt(p + 9)) {
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 10)) {
                  // call ACTION_END -> content : tool_end (grammars/internlm2.dialect:17)
                  return this.idOnly(4)
                    ? FAIL
                    : this.only(this.check(6, p + 14, buf, p, atEnd), 6, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("tart|>", p + 10)) {
                  // call ACTION_START -> action : restart (grammars/internlm2.dialect:15)
                  return this.idOnly(2)
                    ? FAIL
                    : this.only(this.check(5, p + 16, buf, p, atEnd), 5, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith("m_end|>", p + 3)) {
            // absorb IM_END in call (grammars/internlm2.dialect:20)
            return this.idOnly(1) ? FAIL : this.only(p + 10, 7, 0);
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
      case 2:
        return this.decide2(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content ACTION_START -> action (grammars/internlm2.dialect:15)
        sink.terminal(2, 1, buf, from, to);
        this.state = 1;
        return to;
      case 1: // absorb IM_END in content (grammars/internlm2.dialect:20)
      case 7: // absorb IM_END in call (grammars/internlm2.dialect:20)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 2: // action ACTION_START -> action : restart (grammars/internlm2.dialect:15)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        return to;
      case 3: // action ACTION_END -> content (grammars/internlm2.dialect:18)
        sink.terminal(4, 0, buf, from, to);
        this.state = 0;
        return to;
      case 4: // action PLUGIN -> call : tool_start (grammars/internlm2.dialect:16)
        sink.terminal(3, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 5: // call ACTION_START -> action : restart (grammars/internlm2.dialect:15)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        this.state = 1;
        return to;
      case 6: // call ACTION_END -> content : tool_end (grammars/internlm2.dialect:17)
        sink.terminal(4, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const internlm2: Dialect = {
  name: "internlm2",
  abi: 5,
  ir,
  generated: (sink, initial, vocab) => new Internlm2Machine(ir, sink, initial, vocab),
};
export default internlm2;
