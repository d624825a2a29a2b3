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
  abi: 9, name: "hy_v3", source: "grammars/hy_v3.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
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
    { name: "ARG", special: false, variants: [[{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }], [{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { ws: 256 }, { lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value:opensource>" }], [{ lit: "</arg_value>" }]] },
    { name: "SEP_KEY", special: false, variants: [[{ lit: "<tool_sep:opensource>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<tool_sep>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "NEXT_KEY", special: false, variants: [[{ lit: "</arg_value:opensource>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "</arg_value>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/hy_v3.dialect:37", channel: { kind: 0 }, transitions: [
      { at: "grammars/hy_v3.dialect:46", terminal: 8, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/hy_v3.dialect:49", terminal: 10, target: 2, events: [] },
      { at: "grammars/hy_v3.dialect:65", terminal: 9, target: 0, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:68", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:68", terminal: 7, target: 0, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:50", terminal: 12, target: 3, events: [{ kind: "tool_start", declaredOnly: true }], readOnly: true },
      { at: "grammars/hy_v3.dialect:63", terminal: 11, target: 0, events: [], absorb: true, after: 11, repeat: true },
      { at: "grammars/hy_v3.dialect:37", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/hy_v3.dialect:38", channel: { kind: 1 }, transitions: [
      { at: "grammars/hy_v3.dialect:47", terminal: 9, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hy_v3.dialect:48", terminal: 10, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hy_v3.dialect:66", terminal: 8, target: 1, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:68", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:68", terminal: 7, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/hy_v3.dialect:39", channel: { kind: 7 }, transitions: [
      { at: "grammars/hy_v3.dialect:50", terminal: 12, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/hy_v3.dialect:63", terminal: 11, target: 0, events: [] },
      { at: "grammars/hy_v3.dialect:68", terminal: 3, target: 2, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:68", terminal: 7, target: 2, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:49", terminal: 10, target: 2, events: [], restart: true },
    ] },
    { name: "name", at: "grammars/hy_v3.dialect:40", channel: { kind: 2 }, transitions: [
      { at: "grammars/hy_v3.dialect:51", terminal: 14, target: 4, events: [] },
      { at: "grammars/hy_v3.dialect:52", terminal: 17, target: 5, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hy_v3.dialect:54", terminal: 16, target: 4, events: [], readOnly: true },
      { at: "grammars/hy_v3.dialect:55", terminal: 13, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/hy_v3.dialect:49", terminal: 10, target: 2, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/hy_v3.dialect:41", channel: { kind: 7 }, transitions: [
      { at: "grammars/hy_v3.dialect:56", terminal: 15, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/hy_v3.dialect:57", terminal: 13, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/hy_v3.dialect:62", terminal: 18, target: 5, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hy_v3.dialect:67", terminal: 16, target: 4, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:49", terminal: 10, target: 2, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/hy_v3.dialect:42", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/hy_v3.dialect:60", terminal: 16, target: 4, events: [{ kind: "arg_end" }], follow: { terminals: [15, 16, 13], end: true } },
      { at: "grammars/hy_v3.dialect:61", terminal: 18, target: 5, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hy_v3.dialect:49", terminal: 10, target: 2, events: [], restart: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2, 3, 4, 5, 6, 7],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

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

/** The hy_v3 machine, specialised from grammars/hy_v3.dialect. */
export class HyV3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // calls
      case 3: // name
      case 4: // args
      case 5: // value
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/hy_v3.dialect:37): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think:opensource>", p + 2)) {
            // absorb THINK_END in content (grammars/hy_v3.dialect:65)
            this.matchedCand = 4;
            return p + 19;
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink:opensource>", p + 3)) {
                // content THINK_START -> reasoning : reasoning_start (grammars/hy_v3.dialect:46)
                this.matchedCand = 5;
                return p + 18;
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_calls:opensource>", p + 3)) {
                // content CALLS_START -> calls (grammars/hy_v3.dialect:49)
                this.matchedCand = 1;
                return p + 23;
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eos|>", p + 2)) {
            // absorb EOS in content (grammars/hy_v3.dialect:68)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 11, 0);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("hy_eos:opensource｜>", p + 2)) {
            // absorb HY_EOS in content (grammars/hy_v3.dialect:68)
            return this.idOnly(7) ? FAIL : this.only(p + 21, 3, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/hy_v3.dialect:38): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think:opensource>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/hy_v3.dialect:47)
            this.matchedCand = 16;
            return p + 19;
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink:opensource>", p + 3)) {
                // absorb THINK_START in reasoning (grammars/hy_v3.dialect:66)
                this.matchedCand = 17;
                return p + 18;
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_calls:opensource>", p + 3)) {
                // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v3.dialect:48)
                this.matchedCand = 14;
                return p + 23;
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eos|>", p + 2)) {
            // absorb EOS in reasoning (grammars/hy_v3.dialect:68)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 21, 0);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("hy_eos:opensource｜>", p + 2)) {
            // absorb HY_EOS in reasoning (grammars/hy_v3.dialect:68)
            return this.idOnly(7) ? FAIL : this.only(p + 21, 15, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/hy_v3.dialect:39): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_calls:opensource>", p + 2)) {
            // calls CALLS_END -> content (grammars/hy_v3.dialect:63)
            this.matchedCand = 22;
            return p + 24;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call", p + 2)) {
            switch (buf.charCodeAt(p + 10)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 11)) {
                  // calls TOOL_START -> name : tool_start (grammars/hy_v3.dialect:50)
                  this.matchedCand = 24;
                  return p + 22;
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith(":opensource>", p + 11)) {
                  // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
                  return this.only(this.check(23, p + 23, buf, p, atEnd), 23, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eos|>", p + 2)) {
            // absorb EOS in calls (grammars/hy_v3.dialect:68)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 29, 0);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("hy_eos:opensource｜>", p + 2)) {
            // absorb HY_EOS in calls (grammars/hy_v3.dialect:68)
            return this.idOnly(7) ? FAIL : this.only(p + 21, 25, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/hy_v3.dialect:40): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call:opensource>", p + 2)) {
            // name TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:55)
            this.matchedCand = 33;
            return p + 23;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_", p + 2)) {
            switch (buf.charCodeAt(p + 6)) {
              case 99: /* c */ {
                if (buf.startsWith("alls:opensource>", p + 7)) {
                  // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
                  return this.only(this.check(34, p + 23, buf, p, atEnd), 34, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("ep:opensource>", p + 7)) {
                  // name SEP -> args (grammars/hy_v3.dialect:51)
                  this.matchedCand = 35;
                  return p + 21;
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

  /** args (grammars/hy_v3.dialect:41): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 97: /* a */ {
              if (buf.startsWith("rg_value:opensource>", p + 3)) {
                // absorb VALUE_END in args (grammars/hy_v3.dialect:67)
                this.matchedCand = 53;
                return p + 23;
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call:opensource>", p + 3)) {
                // args TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:57)
                this.matchedCand = 52;
                return p + 23;
              }
              break;
            }
          }
          break;
        }
        case 97: /* a */ {
          if (buf.startsWith("rg_key:opensource>", p + 2)) {
            // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
            return this.only(m0(buf, p + 20, atEnd, this.scratchFrom, this.scratchTo), 44, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls:opensource>", p + 2)) {
            // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
            return this.only(this.check(54, p + 23, buf, p, atEnd), 54, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/hy_v3.dialect:42): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("arg_value:opensource>", p + 2)) {
            // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v3.dialect:60)
            return this.only(this.check(62, p + 23, buf, p, atEnd), 62, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls:opensource>", p + 2)) {
            // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
            return this.only(this.check(63, p + 23, buf, p, atEnd), 63, 0);
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
      case 0: // absorb CALLS_END in content written again after it (repeats the closer at grammars/hy_v3.dialect:63)
      case 6: // absorb CALLS_END in content written again after it (repeats the closer at grammars/hy_v3.dialect:63)
        sink.terminal(11, -1, buf, from, to);
        return to;
      case 1: // content CALLS_START -> calls (grammars/hy_v3.dialect:49)
      case 7: // content CALLS_START -> calls (grammars/hy_v3.dialect:49)
        sink.terminal(10, 2, buf, from, to);
        this.state = 2;
        return to;
      case 2: // content TOOL_START -> name : tool_start, read_only (grammars/hy_v3.dialect:50)
      case 8: // content TOOL_START -> name : tool_start, read_only (grammars/hy_v3.dialect:50)
        sink.terminal(12, 3, buf, from, to);
        sink.toolStart(true);
        this.state = 3;
        return to;
      case 3: // absorb HY_EOS in content (grammars/hy_v3.dialect:68)
      case 15: // absorb HY_EOS in reasoning (grammars/hy_v3.dialect:68)
      case 25: // absorb HY_EOS in calls (grammars/hy_v3.dialect:68)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 4: // absorb THINK_END in content (grammars/hy_v3.dialect:65)
      case 9: // absorb THINK_END in content (grammars/hy_v3.dialect:65)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 5: // content THINK_START -> reasoning : reasoning_start (grammars/hy_v3.dialect:46)
      case 10: // content THINK_START -> reasoning : reasoning_start (grammars/hy_v3.dialect:46)
        sink.terminal(8, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 11: // absorb EOS in content (grammars/hy_v3.dialect:68)
      case 21: // absorb EOS in reasoning (grammars/hy_v3.dialect:68)
      case 29: // absorb EOS in calls (grammars/hy_v3.dialect:68)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 12: // a fence line in content (the compiler's fence rule)
      case 13: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 14: // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v3.dialect:48)
      case 18: // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v3.dialect:48)
        sink.terminal(10, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 16: // reasoning THINK_END -> content : reasoning_end (grammars/hy_v3.dialect:47)
      case 19: // reasoning THINK_END -> content : reasoning_end (grammars/hy_v3.dialect:47)
        sink.terminal(9, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 17: // absorb THINK_START in reasoning (grammars/hy_v3.dialect:66)
      case 20: // absorb THINK_START in reasoning (grammars/hy_v3.dialect:66)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 22: // calls CALLS_END -> content (grammars/hy_v3.dialect:63)
      case 26: // calls CALLS_END -> content (grammars/hy_v3.dialect:63)
        sink.terminal(11, 0, buf, from, to);
        this.state = 0;
        return to;
      case 23: // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
      case 27: // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
        sink.restart();
        sink.terminal(10, 2, buf, from, to);
        return to;
      case 24: // calls TOOL_START -> name : tool_start (grammars/hy_v3.dialect:50)
      case 28: // calls TOOL_START -> name : tool_start (grammars/hy_v3.dialect:50)
        sink.terminal(12, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 30: // name SEP_KEY -> value : arg_start, read_only (grammars/hy_v3.dialect:52)
      case 31: // name SEP_KEY -> value : arg_start, read_only (grammars/hy_v3.dialect:52)
        sink.terminal(17, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 32: // name VALUE_END -> args : read_only (grammars/hy_v3.dialect:54)
      case 36: // name VALUE_END -> args : read_only (grammars/hy_v3.dialect:54)
        sink.terminal(16, 4, buf, from, to);
        this.state = 4;
        return to;
      case 33: // name TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:55)
      case 37: // name TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:55)
      case 52: // args TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:57)
      case 57: // args TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:57)
        sink.terminal(13, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 34: // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
      case 38: // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
      case 54: // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
      case 59: // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
      case 63: // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
      case 65: // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v3.dialect:49)
        sink.restart();
        sink.terminal(10, 2, buf, from, to);
        this.state = 2;
        return to;
      case 35: // name SEP -> args (grammars/hy_v3.dialect:51)
      case 39: // name SEP -> args (grammars/hy_v3.dialect:51)
        sink.terminal(14, 4, buf, from, to);
        this.state = 4;
        return to;
      case 40: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
      case 41: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
      case 42: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
      case 44: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
      case 45: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
      case 46: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
      case 47: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
      case 48: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
      case 49: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
      case 51: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
      case 55: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
      case 56: // args ARG -> value : arg_start (grammars/hy_v3.dialect:56)
        sink.terminal(15, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 43: // args NEXT_KEY -> value : arg_start, read_only (grammars/hy_v3.dialect:62)
      case 50: // args NEXT_KEY -> value : arg_start, read_only (grammars/hy_v3.dialect:62)
        sink.terminal(18, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 53: // absorb VALUE_END in args (grammars/hy_v3.dialect:67)
      case 58: // absorb VALUE_END in args (grammars/hy_v3.dialect:67)
        sink.terminal(16, -1, buf, from, to);
        return to;
      case 60: // value NEXT_KEY -> value : arg_end, arg_start, read_only (grammars/hy_v3.dialect:61)
      case 61: // value NEXT_KEY -> value : arg_end, arg_start, read_only (grammars/hy_v3.dialect:61)
        sink.terminal(18, 5, buf, from, to);
        sink.argEnd();
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        return to;
      case 62: // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v3.dialect:60)
      case 64: // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v3.dialect:60)
        sink.terminal(16, 4, buf, from, to);
        sink.argEnd();
        this.state = 4;
        return to;
    }
    return to;
  }
}

export const hy_v3: Dialect = {
  name: "hy_v3",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new HyV3Machine(ir, sink, initial, vocab),
};
export default hy_v3;
