// DO NOT EDIT — generated from grammars/hy_v3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchSpace,
  matchCapture,
  indexOrEnd,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 5, name: "hy_v3", source: "grammars/hy_v3.dialect", extends: [],
  terminals: [
    { name: "START", special: true, variants: [[{ lit: "<|startoftext|>" }]] },
    { name: "USER_END", special: true, variants: [[{ lit: "<|extra_0|>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<|eos|>" }]] },
    { name: "HY_BOS", special: true, variants: [[{ lit: "<｜hy_begin_of_sentence:opensource｜>" }]] },
    { name: "HY_USER", special: true, variants: [[{ lit: "<｜hy_User:opensource｜>" }]] },
    { name: "HY_ASSISTANT", special: true, variants: [[{ lit: "<｜hy_Assistant:opensource｜>" }]] },
    { name: "HY_EOS", special: true, variants: [[{ lit: "<｜hy_eos:opensource｜>" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<think:opensource>" }], [{ lit: "<think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</think:opensource>" }], [{ lit: "</think>" }]] },
    { name: "CALLS_START", special: false, variants: [[{ lit: "<tool_calls:opensource>" }], [{ lit: "<tool_calls>" }]] },
    { name: "CALLS_END", special: false, variants: [[{ lit: "</tool_calls:opensource>" }], [{ lit: "</tool_calls>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<tool_call:opensource>" }], [{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</tool_call:opensource>" }], [{ lit: "</tool_call>" }]] },
    { name: "SEP", special: false, variants: [[{ lit: "<tool_sep:opensource>" }], [{ lit: "<tool_sep>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value:opensource>" }], [{ lit: "</arg_value>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/hy_v3.dialect:30", channel: { kind: 0 }, transitions: [
      { at: "grammars/hy_v3.dialect:39", terminal: 7, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/hy_v3.dialect:42", terminal: 9, target: 2, events: [] },
      { at: "grammars/hy_v3.dialect:52", terminal: 8, target: 0, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:54", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:54", terminal: 6, target: 0, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/hy_v3.dialect:31", channel: { kind: 1 }, transitions: [
      { at: "grammars/hy_v3.dialect:40", terminal: 8, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hy_v3.dialect:41", terminal: 9, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hy_v3.dialect:53", terminal: 7, target: 1, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:54", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:54", terminal: 6, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/hy_v3.dialect:32", channel: { kind: 7 }, transitions: [
      { at: "grammars/hy_v3.dialect:43", terminal: 11, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/hy_v3.dialect:50", terminal: 10, target: 0, events: [] },
      { at: "grammars/hy_v3.dialect:54", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:54", terminal: 6, target: 2, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:42", terminal: 9, target: 2, events: [], restart: true },
    ] },
    { name: "name", at: "grammars/hy_v3.dialect:33", channel: { kind: 2 }, transitions: [
      { at: "grammars/hy_v3.dialect:44", terminal: 13, target: 4, events: [] },
      { at: "grammars/hy_v3.dialect:45", terminal: 12, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/hy_v3.dialect:42", terminal: 9, target: 2, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/hy_v3.dialect:34", channel: { kind: 7 }, transitions: [
      { at: "grammars/hy_v3.dialect:46", terminal: 14, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/hy_v3.dialect:47", terminal: 12, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/hy_v3.dialect:42", terminal: 9, target: 2, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/hy_v3.dialect:35", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/hy_v3.dialect:49", terminal: 15, target: 4, events: [{ kind: "arg_end" }], follow: { terminals: [14, 12], end: true } },
      { at: "grammars/hy_v3.dialect:42", terminal: 9, target: 2, events: [], restart: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2, 3, 4, 5, 6],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: false, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** after the first literal: capture≤128 "</arg_key:opensource>" ws≤256 "<arg_value:opensource>" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before "<"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 60, false, "\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral("</arg_key:opensource>", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("<arg_value:opensource>", buf, q, atEnd);
}

/** after the first literal: capture≤128 "</arg_key>" ws≤256 "<arg_value>" */
function m1(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before "<"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 60, false, "\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral("</arg_key>", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("<arg_value>", buf, q, atEnd);
}

/** The hy_v3 machine, specialised from grammars/hy_v3.dialect. */
export class HyV3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // reasoning
      case 2: // calls
      case 3: // name
      case 4: // args
      case 5: // value
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/hy_v3.dialect:30), reasoning (grammars/hy_v3.dialect:31): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean, first: number): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think", p + 2)) {
            switch (buf.charCodeAt(p + 7)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 8)) {
                  // absorb THINK_END in content (grammars/hy_v3.dialect:52)
                  // reasoning THINK_END -> content : reasoning_end (grammars/hy_v3.dialect:40)
                  this.matchedCand = first + 2;
                  return p + 19;
                }
                break;
              }
              case 62: /* > */ {
                // absorb THINK_END in content (grammars/hy_v3.dialect:52)
                // reasoning THINK_END -> content : reasoning_end (grammars/hy_v3.dialect:40)
                this.matchedCand = first + 5;
                return p + 8;
              }
            }
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink", p + 3)) {
                switch (buf.charCodeAt(p + 6)) {
                  case 58: /* : */ {
                    if (buf.startsWith("opensource>", p + 7)) {
                      // content THINK_START -> reasoning : reasoning_start (grammars/hy_v3.dialect:39)
                      // absorb THINK_START in reasoning (grammars/hy_v3.dialect:53)
                      this.matchedCand = first + 3;
                      return p + 18;
                    }
                    break;
                  }
                  case 62: /* > */ {
                    // content THINK_START -> reasoning : reasoning_start (grammars/hy_v3.dialect:39)
                    // absorb THINK_START in reasoning (grammars/hy_v3.dialect:53)
                    this.matchedCand = first + 6;
                    return p + 7;
                  }
                }
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_calls", p + 3)) {
                switch (buf.charCodeAt(p + 11)) {
                  case 58: /* : */ {
                    if (buf.startsWith("opensource>", p + 12)) {
                      // content CALLS_START -> calls (grammars/hy_v3.dialect:42)
                      // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v3.dialect:41)
                      this.matchedCand = first;
                      return p + 23;
                    }
                    break;
                  }
                  case 62: /* > */ {
                    // content CALLS_START -> calls (grammars/hy_v3.dialect:42)
                    // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v3.dialect:41)
                    this.matchedCand = first + 4;
                    return p + 12;
                  }
                }
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eos|>", p + 2)) {
            // absorb EOS in content (grammars/hy_v3.dialect:54)
            // absorb EOS in reasoning (grammars/hy_v3.dialect:54)
            return this.idOnly(2) ? FAIL : this.only(p + 7, first + 7, 0);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("hy_eos:opensource｜>", p + 2)) {
            // absorb HY_EOS in content (grammars/hy_v3.dialect:54)
            // absorb HY_EOS in reasoning (grammars/hy_v3.dialect:54)
            return this.idOnly(6) ? FAIL : this.only(p + 21, first + 1, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/hy_v3.dialect:32): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_calls", p + 2)) {
            switch (buf.charCodeAt(p + 12)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 13)) {
                  // calls CALLS_END -> content (grammars/hy_v3.dialect:50)
                  this.matchedCand = 16;
                  return p + 24;
                }
                break;
              }
              case 62: /* > */ {
                // calls CALLS_END -> content (grammars/hy_v3.dialect:50)
                this.matchedCand = 20;
                return p + 13;
              }
            }
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call", p + 2)) {
            switch (buf.charCodeAt(p + 10)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 11)) {
                  // calls TOOL_START -> name : tool_start (grammars/hy_v3.dialect:43)
                  this.matchedCand = 18;
                  return p + 22;
                }
                break;
              }
              case 62: /* > */ {
                // calls TOOL_START -> name : tool_start (grammars/hy_v3.dialect:43)
                this.matchedCand = 22;
                return p + 11;
              }
              case 115: /* s */ {
                switch (buf.charCodeAt(p + 11)) {
                  case 58: /* : */ {
                    if (buf.startsWith("opensource>", p + 12)) {
                      // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
                      return this.only(this.check(17, p + 23, buf, p, atEnd), 17, 0);
                    }
                    break;
                  }
                  case 62: /* > */ {
                    // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
                    return this.only(this.check(21, p + 12, buf, p, atEnd), 21, 0);
                  }
                }
                break;
              }
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eos|>", p + 2)) {
            // absorb EOS in calls (grammars/hy_v3.dialect:54)
            return this.idOnly(2) ? FAIL : this.only(p + 7, 23, 0);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("hy_eos:opensource｜>", p + 2)) {
            // absorb HY_EOS in calls (grammars/hy_v3.dialect:54)
            return this.idOnly(6) ? FAIL : this.only(p + 21, 19, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/hy_v3.dialect:33): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call", p + 2)) {
            switch (buf.charCodeAt(p + 11)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 12)) {
                  // name TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:45)
                  this.matchedCand = 24;
                  return p + 23;
                }
                break;
              }
              case 62: /* > */ {
                // name TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:45)
                this.matchedCand = 27;
                return p + 12;
              }
            }
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_", p + 2)) {
            switch (buf.charCodeAt(p + 6)) {
              case 99: /* c */ {
                if (buf.startsWith("alls", p + 7)) {
                  switch (buf.charCodeAt(p + 11)) {
                    case 58: /* : */ {
                      if (buf.startsWith("opensource>", p + 12)) {
                        // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
                        return this.only(this.check(25, p + 23, buf, p, atEnd), 25, 0);
                      }
                      break;
                    }
                    case 62: /* > */ {
                      // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
                      return this.only(this.check(28, p + 12, buf, p, atEnd), 28, 0);
                    }
                  }
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("ep", p + 7)) {
                  switch (buf.charCodeAt(p + 9)) {
                    case 58: /* : */ {
                      if (buf.startsWith("opensource>", p + 10)) {
                        // name SEP -> args (grammars/hy_v3.dialect:44)
                        this.matchedCand = 26;
                        return p + 21;
                      }
                      break;
                    }
                    case 62: /* > */ {
                      // name SEP -> args (grammars/hy_v3.dialect:44)
                      this.matchedCand = 29;
                      return p + 10;
                    }
                  }
                }
                break;
              }
            }
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/hy_v3.dialect:34): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call", p + 2)) {
            switch (buf.charCodeAt(p + 11)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 12)) {
                  // args TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:47)
                  this.matchedCand = 32;
                  return p + 23;
                }
                break;
              }
              case 62: /* > */ {
                // args TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:47)
                this.matchedCand = 34;
                return p + 12;
              }
            }
          }
          break;
        }
        case 97: /* a */ {
          if (buf.startsWith("rg_key", p + 2)) {
            switch (buf.charCodeAt(p + 8)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 9)) {
                  // args ARG -> value : arg_start (grammars/hy_v3.dialect:46)
                  return this.only(m0(buf, p + 20, atEnd, this.scratchFrom, this.scratchTo), 30, 1);
                }
                break;
              }
              case 62: /* > */ {
                // args ARG -> value : arg_start (grammars/hy_v3.dialect:46)
                return this.only(m1(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), 31, 1);
              }
            }
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls", p + 2)) {
            switch (buf.charCodeAt(p + 11)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 12)) {
                  // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
                  return this.only(this.check(33, p + 23, buf, p, atEnd), 33, 0);
                }
                break;
              }
              case 62: /* > */ {
                // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
                return this.only(this.check(35, p + 12, buf, p, atEnd), 35, 0);
              }
            }
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/hy_v3.dialect:35): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("arg_value", p + 2)) {
            switch (buf.charCodeAt(p + 11)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 12)) {
                  // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v3.dialect:49)
                  return this.only(this.check(36, p + 23, buf, p, atEnd), 36, 0);
                }
                break;
              }
              case 62: /* > */ {
                // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v3.dialect:49)
                return this.only(this.check(38, p + 12, buf, p, atEnd), 38, 0);
              }
            }
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls", p + 2)) {
            switch (buf.charCodeAt(p + 11)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 12)) {
                  // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
                  return this.only(this.check(37, p + 23, buf, p, atEnd), 37, 0);
                }
                break;
              }
              case 62: /* > */ {
                // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
                return this.only(this.check(39, p + 12, buf, p, atEnd), 39, 0);
              }
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
        return this.decide0(buf, p, atEnd, 0);
      case 1:
        return this.decide0(buf, p, atEnd, 8);
      case 2:
        return this.decide2(buf, p, atEnd);
      case 3:
        return this.decide3(buf, p, atEnd);
      case 4:
        return this.decide4(buf, p, atEnd);
      case 5:
        return this.decide5(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content CALLS_START -> calls (grammars/hy_v3.dialect:42)
      case 4: // content CALLS_START -> calls (grammars/hy_v3.dialect:42)
        sink.terminal(9, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb HY_EOS in content (grammars/hy_v3.dialect:54)
      case 9: // absorb HY_EOS in reasoning (grammars/hy_v3.dialect:54)
      case 19: // absorb HY_EOS in calls (grammars/hy_v3.dialect:54)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 2: // absorb THINK_END in content (grammars/hy_v3.dialect:52)
      case 5: // absorb THINK_END in content (grammars/hy_v3.dialect:52)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 3: // content THINK_START -> reasoning : reasoning_start (grammars/hy_v3.dialect:39)
      case 6: // content THINK_START -> reasoning : reasoning_start (grammars/hy_v3.dialect:39)
        sink.terminal(7, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 7: // absorb EOS in content (grammars/hy_v3.dialect:54)
      case 15: // absorb EOS in reasoning (grammars/hy_v3.dialect:54)
      case 23: // absorb EOS in calls (grammars/hy_v3.dialect:54)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 8: // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v3.dialect:41)
      case 12: // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v3.dialect:41)
        sink.terminal(9, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 10: // reasoning THINK_END -> content : reasoning_end (grammars/hy_v3.dialect:40)
      case 13: // reasoning THINK_END -> content : reasoning_end (grammars/hy_v3.dialect:40)
        sink.terminal(8, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 11: // absorb THINK_START in reasoning (grammars/hy_v3.dialect:53)
      case 14: // absorb THINK_START in reasoning (grammars/hy_v3.dialect:53)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 16: // calls CALLS_END -> content (grammars/hy_v3.dialect:50)
      case 20: // calls CALLS_END -> content (grammars/hy_v3.dialect:50)
        sink.terminal(10, 0, buf, from, to);
        this.state = 0;
        return to;
      case 17: // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
      case 21: // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
        sink.restart();
        sink.terminal(9, 2, buf, from, to);
        return to;
      case 18: // calls TOOL_START -> name : tool_start (grammars/hy_v3.dialect:43)
      case 22: // calls TOOL_START -> name : tool_start (grammars/hy_v3.dialect:43)
        sink.terminal(11, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 24: // name TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:45)
      case 27: // name TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:45)
      case 32: // args TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:47)
      case 34: // args TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:47)
        sink.terminal(12, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 25: // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
      case 28: // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
      case 33: // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
      case 35: // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
      case 37: // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
      case 39: // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:42)
        sink.restart();
        sink.terminal(9, 2, buf, from, to);
        this.state = 2;
        return to;
      case 26: // name SEP -> args (grammars/hy_v3.dialect:44)
      case 29: // name SEP -> args (grammars/hy_v3.dialect:44)
        sink.terminal(13, 4, buf, from, to);
        this.state = 4;
        return to;
      case 30: // args ARG -> value : arg_start (grammars/hy_v3.dialect:46)
      case 31: // args ARG -> value : arg_start (grammars/hy_v3.dialect:46)
        sink.terminal(14, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 36: // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v3.dialect:49)
      case 38: // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v3.dialect:49)
        sink.terminal(15, 4, buf, from, to);
        sink.argEnd();
        this.state = 4;
        return to;
    }
    return to;
  }
}

export const hy_v3: Dialect = {
  name: "hy_v3",
  abi: 5,
  ir,
  generated: (sink, initial, vocab) => new HyV3Machine(ir, sink, initial, vocab),
};
export default hy_v3;
