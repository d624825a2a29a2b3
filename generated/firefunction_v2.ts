// DO NOT EDIT — generated from grammars/firefunction_v2.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchSpace,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "firefunction_v2", source: "grammars/firefunction_v2.dialect", extends: ["phi4_mini"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "SYSTEM", special: true, variants: [[{ lit: "<|system|>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<|user|>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<|assistant|>" }]] },
    { name: "END", special: true, variants: [[{ lit: "<|end|>" }]] },
    { name: "FUNCTOOLS", special: false, variants: [[{ lit: "functools" }, { ws: 256, write: "" }, { lit: "[" }]] },
    { name: "TOOL_CALL", special: true, variants: [[{ lit: "<|tool_call|>" }]] },
    { name: "TOOL_CALL_END", special: true, variants: [[{ lit: "<|/tool_call|>" }]] },
    { name: "START_HEADER", special: true, variants: [[{ lit: "<|start_header_id|>" }]] },
    { name: "END_HEADER", special: true, variants: [[{ lit: "<|end_header_id|>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|eot_id|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/phi4_mini.dialect:17", channel: { kind: 0 }, transitions: [
      { at: "grammars/phi4_mini.dialect:23", terminal: 5, target: 1, events: [] },
      { at: "grammars/phi4_mini.dialect:24", terminal: 6, target: 2, events: [] },
      { at: "grammars/phi4_mini.dialect:27", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/firefunction_v2.dialect:10", terminal: 10, target: 0, events: [], absorb: true },
      { at: "grammars/phi4_mini.dialect:25", terminal: 7, target: 0, events: [], absorb: true, after: 7, repeat: true },
      { at: "grammars/phi4_mini.dialect:17", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "calls", at: "grammars/phi4_mini.dialect:18", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true }, transitions: [
      { at: "grammars/phi4_mini.dialect:27", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/firefunction_v2.dialect:10", terminal: 10, target: 1, events: [], absorb: true },
      { at: "grammars/phi4_mini.dialect:23", terminal: 5, target: 1, events: [], restart: true, outsideString: true },
      { at: "grammars/phi4_mini.dialect:24", terminal: 6, target: 2, events: [], restart: true, outsideString: true },
      { at: "grammars/phi4_mini.dialect:18", terminal: 0, target: 1, events: [], absorb: true, fence: true, outsideString: true },
    ] },
    { name: "tagged", at: "grammars/phi4_mini.dialect:19", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], idKeys: ["id"], array: true }, transitions: [
      { at: "grammars/phi4_mini.dialect:25", terminal: 7, target: 0, events: [], outsideString: true },
      { at: "grammars/phi4_mini.dialect:27", terminal: 4, target: 2, events: [], absorb: true },
      { at: "grammars/firefunction_v2.dialect:10", terminal: 10, target: 2, events: [], absorb: true },
      { at: "grammars/phi4_mini.dialect:23", terminal: 5, target: 1, events: [], restart: true, outsideString: true },
      { at: "grammars/phi4_mini.dialect:24", terminal: 6, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [8, 9, 10],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" "f" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 96: /* ` */
      case 102 /* f */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" "f" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 102 /* f */) return p;
  }
  return p;
}

/** after the first literal: ws≤256 "[" */
function m0(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("[", buf, q, atEnd);
}

/** The firefunction_v2 machine, specialised from grammars/firefunction_v2.dialect. */
export class FirefunctionV2Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // calls
        return nextOf0(buf, p);
      case 2: // tagged
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/phi4_mini.dialect:17): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              switch (buf.charCodeAt(p + 3)) {
                case 110: /* n */ {
                  if (buf.startsWith("d|>", p + 4)) {
                    // absorb END in content (grammars/phi4_mini.dialect:27)
                    return this.idOnly(4) ? FAIL : this.only(p + 7, 4, 0);
                  }
                  break;
                }
                case 111: /* o */ {
                  if (buf.startsWith("t_id|>", p + 4)) {
                    // absorb EOT in content (grammars/firefunction_v2.dialect:10)
                    return this.idOnly(10) ? FAIL : this.only(p + 10, 3, 0);
                  }
                  break;
                }
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call|>", p + 3)) {
                // content TOOL_CALL -> tagged (grammars/phi4_mini.dialect:24)
                return this.idOnly(6) ? FAIL : this.only(p + 13, 2, 0);
              }
              break;
            }
          }
        }
        break;
      }
      case 102: /* f */ {
        if (buf.startsWith("unctools", p + 1)) {
          // content FUNCTOOLS -> calls (grammars/phi4_mini.dialect:23)
          return this.only(m0(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), 0, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** calls (grammars/phi4_mini.dialect:18): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              switch (buf.charCodeAt(p + 3)) {
                case 110: /* n */ {
                  if (buf.startsWith("d|>", p + 4)) {
                    // absorb END in calls (grammars/phi4_mini.dialect:27)
                    return this.idOnly(4) ? FAIL : this.only(p + 7, 9, 0);
                  }
                  break;
                }
                case 111: /* o */ {
                  if (buf.startsWith("t_id|>", p + 4)) {
                    // absorb EOT in calls (grammars/firefunction_v2.dialect:10)
                    return this.idOnly(10) ? FAIL : this.only(p + 10, 8, 0);
                  }
                  break;
                }
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call|>", p + 3)) {
                // calls TOOL_CALL -> tagged : restart (restarts the opener at grammars/phi4_mini.dialect:24)
                return this.idOnly(6)
                  ? FAIL
                  : this.only(this.check(7, p + 13, buf, p, atEnd), 7, 0);
              }
              break;
            }
          }
        }
        break;
      }
      case 102: /* f */ {
        if (buf.startsWith("unctools", p + 1)) {
          // calls FUNCTOOLS -> calls : restart (restarts the opener at grammars/phi4_mini.dialect:23)
          return this.only(
            this.check(10, m0(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            10,
            0,
          );
        }
        break;
      }
    }
    return FAIL;
  }

  /** tagged (grammars/phi4_mini.dialect:19): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 47: /* / */ {
              if (buf.startsWith("tool_call|>", p + 3)) {
                // tagged TOOL_CALL_END -> content (grammars/phi4_mini.dialect:25)
                return this.idOnly(7)
                  ? FAIL
                  : this.only(this.check(13, p + 14, buf, p, atEnd), 13, 0);
              }
              break;
            }
            case 101: /* e */ {
              switch (buf.charCodeAt(p + 3)) {
                case 110: /* n */ {
                  if (buf.startsWith("d|>", p + 4)) {
                    // absorb END in tagged (grammars/phi4_mini.dialect:27)
                    return this.idOnly(4) ? FAIL : this.only(p + 7, 16, 0);
                  }
                  break;
                }
                case 111: /* o */ {
                  if (buf.startsWith("t_id|>", p + 4)) {
                    // absorb EOT in tagged (grammars/firefunction_v2.dialect:10)
                    return this.idOnly(10) ? FAIL : this.only(p + 10, 15, 0);
                  }
                  break;
                }
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call|>", p + 3)) {
                // tagged TOOL_CALL -> tagged : restart (restarts the opener at grammars/phi4_mini.dialect:24)
                return this.idOnly(6)
                  ? FAIL
                  : this.only(this.check(14, p + 13, buf, p, atEnd), 14, 0);
              }
              break;
            }
          }
        }
        break;
      }
      case 102: /* f */ {
        if (buf.startsWith("unctools", p + 1)) {
          // tagged FUNCTOOLS -> calls : restart (restarts the opener at grammars/phi4_mini.dialect:23)
          return this.only(
            this.check(17, m0(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            17,
            0,
          );
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
      case 2:
        return this.decide2(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content FUNCTOOLS -> calls (grammars/phi4_mini.dialect:23)
        sink.terminal(5, 1, buf, from, to);
        this.state = 1;
        return to;
      case 1: // absorb TOOL_CALL_END in content written again after it (repeats the closer at grammars/phi4_mini.dialect:25)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 2: // content TOOL_CALL -> tagged (grammars/phi4_mini.dialect:24)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 3: // absorb EOT in content (grammars/firefunction_v2.dialect:10)
      case 8: // absorb EOT in calls (grammars/firefunction_v2.dialect:10)
      case 15: // absorb EOT in tagged (grammars/firefunction_v2.dialect:10)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 4: // absorb END in content (grammars/phi4_mini.dialect:27)
      case 9: // absorb END in calls (grammars/phi4_mini.dialect:27)
      case 16: // absorb END in tagged (grammars/phi4_mini.dialect:27)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
      case 11: // a fence line in calls (the compiler's fence rule)
      case 12: // a fence line in calls (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // calls TOOL_CALL -> tagged : restart (restarts the opener at grammars/phi4_mini.dialect:24)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 10: // calls FUNCTOOLS -> calls : restart (restarts the opener at grammars/phi4_mini.dialect:23)
        sink.restart();
        sink.terminal(5, 1, buf, from, to);
        return to;
      case 13: // tagged TOOL_CALL_END -> content (grammars/phi4_mini.dialect:25)
        sink.terminal(7, 0, buf, from, to);
        this.state = 0;
        return to;
      case 14: // tagged TOOL_CALL -> tagged : restart (restarts the opener at grammars/phi4_mini.dialect:24)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
      case 17: // tagged FUNCTOOLS -> calls : restart (restarts the opener at grammars/phi4_mini.dialect:23)
        sink.restart();
        sink.terminal(5, 1, buf, from, to);
        this.state = 1;
        return to;
    }
    return to;
  }
}

export const firefunction_v2: Dialect = {
  name: "firefunction_v2",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new FirefunctionV2Machine(ir, sink, initial, vocab),
};
export default firefunction_v2;
