// DO NOT EDIT — generated from grammars/hy_v4.dialect by dialectc.
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
  abi: 5, name: "hy_v4", source: "grammars/hy_v4.dialect", extends: [],
  terminals: [
    { name: "START", special: true, variants: [[{ lit: "<|startoftext|>" }]] },
    { name: "USER_END", special: true, variants: [[{ lit: "<|extra_0|>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<|eos|>" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<think:opensource>" }], [{ lit: "<think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</think:opensource>" }], [{ lit: "</think>" }]] },
    { name: "CALLS_START", special: false, variants: [[{ lit: "<tool_calls:opensource>" }], [{ lit: "<tool_calls>" }]] },
    { name: "CALLS_END", special: false, variants: [[{ lit: "</tool_calls:opensource>" }], [{ lit: "</tool_calls>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<tool_call:opensource>" }], [{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</tool_call:opensource>" }], [{ lit: "</tool_call>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value:opensource>" }], [{ lit: "</arg_value>" }]] },
    { name: "SEP", special: false, variants: [[{ lit: "<tool_sep:opensource>" }], [{ lit: "<tool_sep>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/hy_v4.dialect:25", channel: { kind: 0 }, transitions: [
      { at: "grammars/hy_v4.dialect:34", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/hy_v4.dialect:37", terminal: 5, target: 2, events: [] },
      { at: "grammars/hy_v4.dialect:48", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/hy_v4.dialect:50", terminal: 2, target: 0, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/hy_v4.dialect:26", channel: { kind: 1 }, transitions: [
      { at: "grammars/hy_v4.dialect:35", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hy_v4.dialect:36", terminal: 5, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hy_v4.dialect:49", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/hy_v4.dialect:50", terminal: 2, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/hy_v4.dialect:27", channel: { kind: 7 }, transitions: [
      { at: "grammars/hy_v4.dialect:38", terminal: 7, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/hy_v4.dialect:46", terminal: 6, target: 0, events: [] },
      { at: "grammars/hy_v4.dialect:50", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/hy_v4.dialect:37", terminal: 5, target: 2, events: [], restart: true },
    ] },
    { name: "name", at: "grammars/hy_v4.dialect:28", channel: { kind: 2 }, transitions: [
      { at: "grammars/hy_v4.dialect:39", terminal: 9, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/hy_v4.dialect:40", terminal: 11, target: 4, events: [], readOnly: true },
      { at: "grammars/hy_v4.dialect:41", terminal: 8, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/hy_v4.dialect:37", terminal: 5, target: 2, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/hy_v4.dialect:29", channel: { kind: 7 }, transitions: [
      { at: "grammars/hy_v4.dialect:42", terminal: 9, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/hy_v4.dialect:43", terminal: 8, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/hy_v4.dialect:37", terminal: 5, target: 2, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/hy_v4.dialect:30", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/hy_v4.dialect:45", terminal: 10, target: 4, events: [{ kind: "arg_end" }], follow: { terminals: [9, 8], end: true } },
      { at: "grammars/hy_v4.dialect:37", terminal: 5, target: 2, events: [], restart: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2],
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

/** The hy_v4 machine, specialised from grammars/hy_v4.dialect. */
export class HyV4Machine extends CompiledMachine {
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

  /** content (grammars/hy_v4.dialect:25), reasoning (grammars/hy_v4.dialect:26): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean, first: number): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think", p + 2)) {
            switch (buf.charCodeAt(p + 7)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 8)) {
                  // absorb THINK_END in content (grammars/hy_v4.dialect:48)
                  // reasoning THINK_END -> content : reasoning_end (grammars/hy_v4.dialect:35)
                  this.matchedCand = first + 1;
                  return p + 19;
                }
                break;
              }
              case 62: /* > */ {
                // absorb THINK_END in content (grammars/hy_v4.dialect:48)
                // reasoning THINK_END -> content : reasoning_end (grammars/hy_v4.dialect:35)
                this.matchedCand = first + 4;
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
                      // content THINK_START -> reasoning : reasoning_start (grammars/hy_v4.dialect:34)
                      // absorb THINK_START in reasoning (grammars/hy_v4.dialect:49)
                      this.matchedCand = first + 2;
                      return p + 18;
                    }
                    break;
                  }
                  case 62: /* > */ {
                    // content THINK_START -> reasoning : reasoning_start (grammars/hy_v4.dialect:34)
                    // absorb THINK_START in reasoning (grammars/hy_v4.dialect:49)
                    this.matchedCand = first + 5;
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
                      // content CALLS_START -> calls (grammars/hy_v4.dialect:37)
                      // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v4.dialect:36)
                      this.matchedCand = first;
                      return p + 23;
                    }
                    break;
                  }
                  case 62: /* > */ {
                    // content CALLS_START -> calls (grammars/hy_v4.dialect:37)
                    // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v4.dialect:36)
                    this.matchedCand = first + 3;
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
            // absorb EOS in content (grammars/hy_v4.dialect:50)
            // absorb EOS in reasoning (grammars/hy_v4.dialect:50)
            return this.idOnly(2) ? FAIL : this.only(p + 7, first + 6, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/hy_v4.dialect:27): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_calls", p + 2)) {
            switch (buf.charCodeAt(p + 12)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 13)) {
                  // calls CALLS_END -> content (grammars/hy_v4.dialect:46)
                  this.matchedCand = 14;
                  return p + 24;
                }
                break;
              }
              case 62: /* > */ {
                // calls CALLS_END -> content (grammars/hy_v4.dialect:46)
                this.matchedCand = 17;
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
                  // calls TOOL_START -> name : tool_start (grammars/hy_v4.dialect:38)
                  this.matchedCand = 16;
                  return p + 22;
                }
                break;
              }
              case 62: /* > */ {
                // calls TOOL_START -> name : tool_start (grammars/hy_v4.dialect:38)
                this.matchedCand = 19;
                return p + 11;
              }
              case 115: /* s */ {
                switch (buf.charCodeAt(p + 11)) {
                  case 58: /* : */ {
                    if (buf.startsWith("opensource>", p + 12)) {
                      // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
                      return this.only(this.check(15, p + 23, buf, p, atEnd), 15, 0);
                    }
                    break;
                  }
                  case 62: /* > */ {
                    // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
                    return this.only(this.check(18, p + 12, buf, p, atEnd), 18, 0);
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
            // absorb EOS in calls (grammars/hy_v4.dialect:50)
            return this.idOnly(2) ? FAIL : this.only(p + 7, 20, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/hy_v4.dialect:28): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call", p + 2)) {
            switch (buf.charCodeAt(p + 11)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 12)) {
                  // name TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:41)
                  this.matchedCand = 23;
                  return p + 23;
                }
                break;
              }
              case 62: /* > */ {
                // name TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:41)
                this.matchedCand = 26;
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
                  // name ARG -> value : arg_start (grammars/hy_v4.dialect:39)
                  return this.only(m0(buf, p + 20, atEnd, this.scratchFrom, this.scratchTo), 21, 1);
                }
                break;
              }
              case 62: /* > */ {
                // name ARG -> value : arg_start (grammars/hy_v4.dialect:39)
                return this.only(m1(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), 22, 1);
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
                        // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
                        return this.only(this.check(24, p + 23, buf, p, atEnd), 24, 0);
                      }
                      break;
                    }
                    case 62: /* > */ {
                      // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
                      return this.only(this.check(27, p + 12, buf, p, atEnd), 27, 0);
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
                        // name SEP -> args : read_only (grammars/hy_v4.dialect:40)
                        this.matchedCand = 25;
                        return p + 21;
                      }
                      break;
                    }
                    case 62: /* > */ {
                      // name SEP -> args : read_only (grammars/hy_v4.dialect:40)
                      this.matchedCand = 28;
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

  /** args (grammars/hy_v4.dialect:29): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call", p + 2)) {
            switch (buf.charCodeAt(p + 11)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 12)) {
                  // args TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:43)
                  this.matchedCand = 31;
                  return p + 23;
                }
                break;
              }
              case 62: /* > */ {
                // args TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:43)
                this.matchedCand = 33;
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
                  // args ARG -> value : arg_start (grammars/hy_v4.dialect:42)
                  return this.only(m0(buf, p + 20, atEnd, this.scratchFrom, this.scratchTo), 29, 1);
                }
                break;
              }
              case 62: /* > */ {
                // args ARG -> value : arg_start (grammars/hy_v4.dialect:42)
                return this.only(m1(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), 30, 1);
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
                  // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
                  return this.only(this.check(32, p + 23, buf, p, atEnd), 32, 0);
                }
                break;
              }
              case 62: /* > */ {
                // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
                return this.only(this.check(34, p + 12, buf, p, atEnd), 34, 0);
              }
            }
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/hy_v4.dialect:30): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("arg_value", p + 2)) {
            switch (buf.charCodeAt(p + 11)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 12)) {
                  // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v4.dialect:45)
                  return this.only(this.check(35, p + 23, buf, p, atEnd), 35, 0);
                }
                break;
              }
              case 62: /* > */ {
                // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v4.dialect:45)
                return this.only(this.check(37, p + 12, buf, p, atEnd), 37, 0);
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
                  // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
                  return this.only(this.check(36, p + 23, buf, p, atEnd), 36, 0);
                }
                break;
              }
              case 62: /* > */ {
                // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
                return this.only(this.check(38, p + 12, buf, p, atEnd), 38, 0);
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
        return this.decide0(buf, p, atEnd, 7);
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
      case 0: // content CALLS_START -> calls (grammars/hy_v4.dialect:37)
      case 3: // content CALLS_START -> calls (grammars/hy_v4.dialect:37)
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb THINK_END in content (grammars/hy_v4.dialect:48)
      case 4: // absorb THINK_END in content (grammars/hy_v4.dialect:48)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 2: // content THINK_START -> reasoning : reasoning_start (grammars/hy_v4.dialect:34)
      case 5: // content THINK_START -> reasoning : reasoning_start (grammars/hy_v4.dialect:34)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 6: // absorb EOS in content (grammars/hy_v4.dialect:50)
      case 13: // absorb EOS in reasoning (grammars/hy_v4.dialect:50)
      case 20: // absorb EOS in calls (grammars/hy_v4.dialect:50)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 7: // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v4.dialect:36)
      case 10: // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v4.dialect:36)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 8: // reasoning THINK_END -> content : reasoning_end (grammars/hy_v4.dialect:35)
      case 11: // reasoning THINK_END -> content : reasoning_end (grammars/hy_v4.dialect:35)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 9: // absorb THINK_START in reasoning (grammars/hy_v4.dialect:49)
      case 12: // absorb THINK_START in reasoning (grammars/hy_v4.dialect:49)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 14: // calls CALLS_END -> content (grammars/hy_v4.dialect:46)
      case 17: // calls CALLS_END -> content (grammars/hy_v4.dialect:46)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
      case 15: // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
      case 18: // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        return to;
      case 16: // calls TOOL_START -> name : tool_start (grammars/hy_v4.dialect:38)
      case 19: // calls TOOL_START -> name : tool_start (grammars/hy_v4.dialect:38)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 21: // name ARG -> value : arg_start (grammars/hy_v4.dialect:39)
      case 22: // name ARG -> value : arg_start (grammars/hy_v4.dialect:39)
      case 29: // args ARG -> value : arg_start (grammars/hy_v4.dialect:42)
      case 30: // args ARG -> value : arg_start (grammars/hy_v4.dialect:42)
        sink.terminal(9, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 23: // name TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:41)
      case 26: // name TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:41)
      case 31: // args TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:43)
      case 33: // args TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:43)
        sink.terminal(8, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 24: // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
      case 27: // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
      case 32: // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
      case 34: // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
      case 36: // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
      case 38: // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:37)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 25: // name SEP -> args : read_only (grammars/hy_v4.dialect:40)
      case 28: // name SEP -> args : read_only (grammars/hy_v4.dialect:40)
        sink.terminal(11, 4, buf, from, to);
        this.state = 4;
        return to;
      case 35: // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v4.dialect:45)
      case 37: // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v4.dialect:45)
        sink.terminal(10, 4, buf, from, to);
        sink.argEnd();
        this.state = 4;
        return to;
    }
    return to;
  }
}

export const hy_v4: Dialect = {
  name: "hy_v4",
  abi: 5,
  ir,
  generated: (sink, initial, vocab) => new HyV4Machine(ir, sink, initial, vocab),
};
export default hy_v4;
