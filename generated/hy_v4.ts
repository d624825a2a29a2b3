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
  abi: 9, name: "hy_v4", source: "grammars/hy_v4.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "START", special: true, variants: [[{ lit: "<|startoftext|>" }]] },
    { name: "USER_END", special: true, variants: [[{ lit: "<|extra_0|>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<|eos|>" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<think:opensource>" }], [{ lit: "<think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</think:opensource>" }], [{ lit: "</think>" }]] },
    { name: "CALLS_START", special: false, variants: [[{ lit: "<tool_calls:opensource>" }], [{ lit: "<tool_calls>" }]] },
    { name: "CALLS_END", special: false, variants: [[{ lit: "</tool_calls:opensource>" }], [{ lit: "</tool_calls>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<tool_call:opensource>" }], [{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</tool_call:opensource>" }], [{ lit: "</tool_call>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }], [{ lit: "<arg_key:opensource>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { ws: 256 }, { lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value:opensource>" }], [{ lit: "</arg_value>" }]] },
    { name: "NAME_KEY", special: false, variants: [[{ lit: "\n" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: " " }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "\n" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: " " }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "SEP_KEY", special: false, variants: [[{ lit: "<tool_sep:opensource>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "<tool_sep>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "NEXT_KEY", special: false, variants: [[{ lit: "</arg_value:opensource>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key:opensource>" }, { ws: 256 }, { lit: "<arg_value:opensource>" }], [{ lit: "</arg_value>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "SEP", special: false, variants: [[{ lit: "<tool_sep:opensource>" }], [{ lit: "<tool_sep>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/hy_v4.dialect:37", channel: { kind: 0 }, transitions: [
      { at: "grammars/hy_v4.dialect:46", terminal: 4, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/hy_v4.dialect:49", terminal: 6, target: 2, events: [] },
      { at: "grammars/hy_v4.dialect:67", terminal: 5, target: 0, events: [], absorb: true },
      { at: "grammars/hy_v4.dialect:70", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/hy_v4.dialect:50", terminal: 8, target: 3, events: [{ kind: "tool_start", declaredOnly: true }], readOnly: true },
      { at: "grammars/hy_v4.dialect:65", terminal: 7, target: 0, events: [], absorb: true, after: 7, repeat: true },
      { at: "grammars/hy_v4.dialect:37", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/hy_v4.dialect:38", channel: { kind: 1 }, transitions: [
      { at: "grammars/hy_v4.dialect:47", terminal: 5, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hy_v4.dialect:48", terminal: 6, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hy_v4.dialect:68", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/hy_v4.dialect:70", terminal: 3, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/hy_v4.dialect:39", channel: { kind: 7 }, transitions: [
      { at: "grammars/hy_v4.dialect:50", terminal: 8, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/hy_v4.dialect:65", terminal: 7, target: 0, events: [] },
      { at: "grammars/hy_v4.dialect:70", terminal: 3, target: 2, events: [], absorb: true },
      { at: "grammars/hy_v4.dialect:49", terminal: 6, target: 2, events: [], restart: true },
    ] },
    { name: "name", at: "grammars/hy_v4.dialect:40", channel: { kind: 2 }, transitions: [
      { at: "grammars/hy_v4.dialect:51", terminal: 10, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/hy_v4.dialect:52", terminal: 15, target: 4, events: [], readOnly: true },
      { at: "grammars/hy_v4.dialect:53", terminal: 12, target: 5, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hy_v4.dialect:54", terminal: 13, target: 5, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hy_v4.dialect:56", terminal: 11, target: 4, events: [], readOnly: true },
      { at: "grammars/hy_v4.dialect:57", terminal: 9, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/hy_v4.dialect:49", terminal: 6, target: 2, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/hy_v4.dialect:41", channel: { kind: 7 }, transitions: [
      { at: "grammars/hy_v4.dialect:58", terminal: 10, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/hy_v4.dialect:59", terminal: 9, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/hy_v4.dialect:64", terminal: 14, target: 5, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hy_v4.dialect:69", terminal: 11, target: 4, events: [], absorb: true },
      { at: "grammars/hy_v4.dialect:49", terminal: 6, target: 2, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/hy_v4.dialect:42", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/hy_v4.dialect:62", terminal: 11, target: 4, events: [{ kind: "arg_end" }], follow: { terminals: [10, 11, 9], end: true } },
      { at: "grammars/hy_v4.dialect:63", terminal: 14, target: 5, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hy_v4.dialect:49", terminal: 6, target: 2, events: [], restart: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2, 3],
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

/** the next position holding one of "\n" " " "<" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 10:
      case 32: /*   */
      case 60 /* < */:
        return p;
    }
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

/** The hy_v4 machine, specialised from grammars/hy_v4.dialect. */
export class HyV4Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // calls
      case 4: // args
      case 5: // value
        return indexOrEnd(buf, "<", p);
      case 3: // name
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/hy_v4.dialect:37): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think:opensource>", p + 2)) {
            // absorb THINK_END in content (grammars/hy_v4.dialect:67)
            this.matchedCand = 3;
            return p + 19;
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink:opensource>", p + 3)) {
                // content THINK_START -> reasoning : reasoning_start (grammars/hy_v4.dialect:46)
                this.matchedCand = 4;
                return p + 18;
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_calls:opensource>", p + 3)) {
                // content CALLS_START -> calls (grammars/hy_v4.dialect:49)
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
            // absorb EOS in content (grammars/hy_v4.dialect:70)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 10, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/hy_v4.dialect:38): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think:opensource>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/hy_v4.dialect:47)
            this.matchedCand = 14;
            return p + 19;
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink:opensource>", p + 3)) {
                // absorb THINK_START in reasoning (grammars/hy_v4.dialect:68)
                this.matchedCand = 15;
                return p + 18;
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_calls:opensource>", p + 3)) {
                // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v4.dialect:48)
                this.matchedCand = 13;
                return p + 23;
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eos|>", p + 2)) {
            // absorb EOS in reasoning (grammars/hy_v4.dialect:70)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 19, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/hy_v4.dialect:39): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_calls:opensource>", p + 2)) {
            // calls CALLS_END -> content (grammars/hy_v4.dialect:65)
            this.matchedCand = 20;
            return p + 24;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call", p + 2)) {
            switch (buf.charCodeAt(p + 10)) {
              case 58: /* : */ {
                if (buf.startsWith("opensource>", p + 11)) {
                  // calls TOOL_START -> name : tool_start (grammars/hy_v4.dialect:50)
                  this.matchedCand = 22;
                  return p + 22;
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith(":opensource>", p + 11)) {
                  // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
                  return this.only(this.check(21, p + 23, buf, p, atEnd), 21, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eos|>", p + 2)) {
            // absorb EOS in calls (grammars/hy_v4.dialect:70)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 26, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/hy_v4.dialect:40): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call:opensource>", p + 2)) {
            // name TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:57)
            this.matchedCand = 40;
            return p + 23;
          }
          break;
        }
        case 97: /* a */ {
          if (buf.startsWith("rg_key:opensource>", p + 2)) {
            // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
            return this.only(m0(buf, p + 20, atEnd, this.scratchFrom, this.scratchTo), 31, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls:opensource>", p + 2)) {
            // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
            return this.only(this.check(41, p + 23, buf, p, atEnd), 41, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/hy_v4.dialect:41): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 97: /* a */ {
              if (buf.startsWith("rg_value:opensource>", p + 3)) {
                // absorb VALUE_END in args (grammars/hy_v4.dialect:69)
                this.matchedCand = 66;
                return p + 23;
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call:opensource>", p + 3)) {
                // args TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:59)
                this.matchedCand = 65;
                return p + 23;
              }
              break;
            }
          }
          break;
        }
        case 97: /* a */ {
          if (buf.startsWith("rg_key:opensource>", p + 2)) {
            // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
            return this.only(m0(buf, p + 20, atEnd, this.scratchFrom, this.scratchTo), 57, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls:opensource>", p + 2)) {
            // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
            return this.only(this.check(67, p + 23, buf, p, atEnd), 67, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/hy_v4.dialect:42): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("arg_value:opensource>", p + 2)) {
            // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v4.dialect:62)
            return this.only(this.check(75, p + 23, buf, p, atEnd), 75, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls:opensource>", p + 2)) {
            // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
            return this.only(this.check(76, p + 23, buf, p, atEnd), 76, 0);
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
      case 0: // absorb CALLS_END in content written again after it (repeats the closer at grammars/hy_v4.dialect:65)
      case 5: // absorb CALLS_END in content written again after it (repeats the closer at grammars/hy_v4.dialect:65)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 1: // content CALLS_START -> calls (grammars/hy_v4.dialect:49)
      case 6: // content CALLS_START -> calls (grammars/hy_v4.dialect:49)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 2: // content TOOL_START -> name : tool_start, read_only (grammars/hy_v4.dialect:50)
      case 7: // content TOOL_START -> name : tool_start, read_only (grammars/hy_v4.dialect:50)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(true);
        this.state = 3;
        return to;
      case 3: // absorb THINK_END in content (grammars/hy_v4.dialect:67)
      case 8: // absorb THINK_END in content (grammars/hy_v4.dialect:67)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/hy_v4.dialect:46)
      case 9: // content THINK_START -> reasoning : reasoning_start (grammars/hy_v4.dialect:46)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 10: // absorb EOS in content (grammars/hy_v4.dialect:70)
      case 19: // absorb EOS in reasoning (grammars/hy_v4.dialect:70)
      case 26: // absorb EOS in calls (grammars/hy_v4.dialect:70)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 11: // a fence line in content (the compiler's fence rule)
      case 12: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 13: // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v4.dialect:48)
      case 16: // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v4.dialect:48)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 14: // reasoning THINK_END -> content : reasoning_end (grammars/hy_v4.dialect:47)
      case 17: // reasoning THINK_END -> content : reasoning_end (grammars/hy_v4.dialect:47)
        sink.terminal(5, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 15: // absorb THINK_START in reasoning (grammars/hy_v4.dialect:68)
      case 18: // absorb THINK_START in reasoning (grammars/hy_v4.dialect:68)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 20: // calls CALLS_END -> content (grammars/hy_v4.dialect:65)
      case 23: // calls CALLS_END -> content (grammars/hy_v4.dialect:65)
        sink.terminal(7, 0, buf, from, to);
        this.state = 0;
        return to;
      case 21: // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
      case 24: // calls CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
      case 22: // calls TOOL_START -> name : tool_start (grammars/hy_v4.dialect:50)
      case 25: // calls TOOL_START -> name : tool_start (grammars/hy_v4.dialect:50)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 27: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 28: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 29: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 31: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 32: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 33: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 34: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 35: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 36: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 38: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 43: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 44: // name ARG -> value : arg_start (grammars/hy_v4.dialect:51)
      case 53: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
      case 54: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
      case 55: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
      case 57: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
      case 58: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
      case 59: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
      case 60: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
      case 61: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
      case 62: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
      case 64: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
      case 68: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
      case 69: // args ARG -> value : arg_start (grammars/hy_v4.dialect:58)
        sink.terminal(10, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 30: // name SEP_KEY -> value : arg_start, read_only (grammars/hy_v4.dialect:54)
      case 37: // name SEP_KEY -> value : arg_start, read_only (grammars/hy_v4.dialect:54)
        sink.terminal(13, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 39: // name VALUE_END -> args : read_only (grammars/hy_v4.dialect:56)
      case 45: // name VALUE_END -> args : read_only (grammars/hy_v4.dialect:56)
        sink.terminal(11, 4, buf, from, to);
        this.state = 4;
        return to;
      case 40: // name TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:57)
      case 46: // name TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:57)
      case 65: // args TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:59)
      case 70: // args TOOL_END -> calls : tool_end (grammars/hy_v4.dialect:59)
        sink.terminal(9, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 41: // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
      case 47: // name CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
      case 67: // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
      case 72: // args CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
      case 76: // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
      case 78: // value CALLS_START -> calls : restart (restarts the opener at grammars/hy_v4.dialect:49)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 42: // name SEP -> args : read_only (grammars/hy_v4.dialect:52)
      case 48: // name SEP -> args : read_only (grammars/hy_v4.dialect:52)
        sink.terminal(15, 4, buf, from, to);
        this.state = 4;
        return to;
      case 49: // name NAME_KEY -> value : arg_start, read_only (grammars/hy_v4.dialect:53)
      case 50: // name NAME_KEY -> value : arg_start, read_only (grammars/hy_v4.dialect:53)
      case 51: // name NAME_KEY -> value : arg_start, read_only (grammars/hy_v4.dialect:53)
      case 52: // name NAME_KEY -> value : arg_start, read_only (grammars/hy_v4.dialect:53)
        sink.terminal(12, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 56: // args NEXT_KEY -> value : arg_start, read_only (grammars/hy_v4.dialect:64)
      case 63: // args NEXT_KEY -> value : arg_start, read_only (grammars/hy_v4.dialect:64)
        sink.terminal(14, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 66: // absorb VALUE_END in args (grammars/hy_v4.dialect:69)
      case 71: // absorb VALUE_END in args (grammars/hy_v4.dialect:69)
        sink.terminal(11, -1, buf, from, to);
        return to;
      case 73: // value NEXT_KEY -> value : arg_end, arg_start, read_only (grammars/hy_v4.dialect:63)
      case 74: // value NEXT_KEY -> value : arg_end, arg_start, read_only (grammars/hy_v4.dialect:63)
        sink.terminal(14, 5, buf, from, to);
        sink.argEnd();
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        return to;
      case 75: // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v4.dialect:62)
      case 77: // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v4.dialect:62)
        sink.terminal(11, 4, buf, from, to);
        sink.argEnd();
        this.state = 4;
        return to;
    }
    return to;
  }
}

export const hy_v4: Dialect = {
  name: "hy_v4",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new HyV4Machine(ir, sink, initial, vocab),
};
export default hy_v4;
