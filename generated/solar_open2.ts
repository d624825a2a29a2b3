// DO NOT EDIT — generated from grammars/solar_open2.dialect by dialectc.
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
  abi: 9, name: "solar_open2", source: "grammars/solar_open2.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<|think:start|>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "<|think:end|>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<|tool_call:start|>" }, { cap: "name", max: 256, exclude: " \t\r\n<>" }, { ws: 256, write: "\n" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "<|tool_call:end|>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<|tool_arg:start|>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "<|tool_arg:value|>" }]] },
    { name: "ARG_END", special: true, variants: [[{ lit: "<|tool_arg:end|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/solar_open2.dialect:18", channel: { kind: 0 }, transitions: [
      { at: "grammars/solar_open2.dialect:26", terminal: 1, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/solar_open2.dialect:30", terminal: 3, target: 2, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/solar_open2.dialect:40", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/solar_open2.dialect:32", terminal: 4, target: 0, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/solar_open2.dialect:18", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/solar_open2.dialect:19", channel: { kind: 1 }, transitions: [
      { at: "grammars/solar_open2.dialect:27", terminal: 2, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/solar_open2.dialect:29", terminal: 3, target: 2, events: [{ kind: "reasoning_end" }, { kind: "tool_start", name: "name" }] },
      { at: "grammars/solar_open2.dialect:41", terminal: 1, target: 1, events: [], absorb: true },
    ] },
    { name: "args", at: "grammars/solar_open2.dialect:20", channel: { kind: 7 }, transitions: [
      { at: "grammars/solar_open2.dialect:31", terminal: 5, target: 3, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/solar_open2.dialect:32", terminal: 4, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/solar_open2.dialect:38", terminal: 3, target: 2, events: [{ kind: "tool_end" }, { kind: "tool_start", name: "name" }] },
    ] },
    { name: "value", at: "grammars/solar_open2.dialect:21", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/solar_open2.dialect:33", terminal: 6, target: 2, events: [{ kind: "arg_end" }] },
      { at: "grammars/solar_open2.dialect:35", terminal: 5, target: 3, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }] },
      { at: "grammars/solar_open2.dialect:36", terminal: 4, target: 0, events: [{ kind: "arg_end" }, { kind: "tool_end" }] },
      { at: "grammars/solar_open2.dialect:37", terminal: 3, target: 2, events: [{ kind: "arg_end" }, { kind: "tool_end" }, { kind: "tool_start", name: "name" }] },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [],
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

/** after the first literal: capture≤256 ws≤256 */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before whitespace
  from[0] = q;
  q = matchCapture(buf, q, atEnd, -1, true, " \t\r\n<>", 256);
  if (q < 0) return q;
  to[0] = q;
  return matchSpace(buf, q, atEnd, 256);
}

/** after the first literal: capture≤128 "<|tool_arg:value|>" */
function m1(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before "<"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 60, false, "\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral("<|tool_arg:value|>", buf, q, atEnd);
}

/** The solar_open2 machine, specialised from grammars/solar_open2.dialect. */
export class SolarOpen2Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // args
      case 3: // value
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/solar_open2.dialect:18): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|t", p)) {
      switch (buf.charCodeAt(p + 3)) {
        case 104: /* h */ {
          if (buf.startsWith("ink:", p + 4)) {
            switch (buf.charCodeAt(p + 8)) {
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 9)) {
                  // absorb THINK_END in content (grammars/solar_open2.dialect:40)
                  return this.idOnly(2) ? FAIL : this.only(p + 13, 3, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("tart|>", p + 9)) {
                  // content THINK_START -> reasoning : reasoning_start (grammars/solar_open2.dialect:26)
                  return this.idOnly(1) ? FAIL : this.only(p + 15, 2, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 111: /* o */ {
          if (buf.startsWith("ol_call:start|>", p + 4)) {
            // content TOOL_START -> args : tool_start (grammars/solar_open2.dialect:30)
            return this.only(m0(buf, p + 19, atEnd, this.scratchFrom, this.scratchTo), 0, 1);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/solar_open2.dialect:19): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|t", p)) {
      switch (buf.charCodeAt(p + 3)) {
        case 104: /* h */ {
          if (buf.startsWith("ink:", p + 4)) {
            switch (buf.charCodeAt(p + 8)) {
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 9)) {
                  // reasoning THINK_END -> content : reasoning_end (grammars/solar_open2.dialect:27)
                  return this.idOnly(2) ? FAIL : this.only(p + 13, 8, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("tart|>", p + 9)) {
                  // absorb THINK_START in reasoning (grammars/solar_open2.dialect:41)
                  return this.idOnly(1) ? FAIL : this.only(p + 15, 7, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 111: /* o */ {
          if (buf.startsWith("ol_call:start|>", p + 4)) {
            // reasoning TOOL_START -> args : reasoning_end, tool_start (grammars/solar_open2.dialect:29)
            return this.only(m0(buf, p + 19, atEnd, this.scratchFrom, this.scratchTo), 6, 1);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/solar_open2.dialect:20): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|tool_", p)) {
      switch (buf.charCodeAt(p + 7)) {
        case 97: /* a */ {
          if (buf.startsWith("rg:start|>", p + 8)) {
            // args ARG -> value : arg_start (grammars/solar_open2.dialect:31)
            return this.only(m1(buf, p + 18, atEnd, this.scratchFrom, this.scratchTo), 9, 1);
          }
          break;
        }
        case 99: /* c */ {
          if (buf.startsWith("all:", p + 8)) {
            switch (buf.charCodeAt(p + 12)) {
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 13)) {
                  // args TOOL_END -> content : tool_end (grammars/solar_open2.dialect:32)
                  return this.idOnly(4) ? FAIL : this.only(p + 17, 11, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("tart|>", p + 13)) {
                  // args TOOL_START -> args : tool_end, tool_start (grammars/solar_open2.dialect:38)
                  return this.only(m0(buf, p + 19, atEnd, this.scratchFrom, this.scratchTo), 10, 1);
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

  /** value (grammars/solar_open2.dialect:21): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|tool_", p)) {
      switch (buf.charCodeAt(p + 7)) {
        case 97: /* a */ {
          if (buf.startsWith("rg:", p + 8)) {
            switch (buf.charCodeAt(p + 11)) {
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 12)) {
                  // value ARG_END -> args : arg_end (grammars/solar_open2.dialect:33)
                  return this.idOnly(6) ? FAIL : this.only(p + 16, 15, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("tart|>", p + 12)) {
                  // value ARG -> value : arg_end, arg_start (grammars/solar_open2.dialect:35)
                  return this.only(m1(buf, p + 18, atEnd, this.scratchFrom, this.scratchTo), 12, 1);
                }
                break;
              }
            }
          }
          break;
        }
        case 99: /* c */ {
          if (buf.startsWith("all:", p + 8)) {
            switch (buf.charCodeAt(p + 12)) {
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 13)) {
                  // value TOOL_END -> content : arg_end, tool_end (grammars/solar_open2.dialect:36)
                  return this.idOnly(4) ? FAIL : this.only(p + 17, 14, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("tart|>", p + 13)) {
                  // value TOOL_START -> args : arg_end, tool_end, tool_start (grammars/solar_open2.dialect:37)
                  return this.only(m0(buf, p + 19, atEnd, this.scratchFrom, this.scratchTo), 13, 1);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content TOOL_START -> args : tool_start (grammars/solar_open2.dialect:30)
        sink.terminal(3, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 2;
        return to;
      case 1: // absorb TOOL_END in content written again after it (repeats the closer at grammars/solar_open2.dialect:32)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 2: // content THINK_START -> reasoning : reasoning_start (grammars/solar_open2.dialect:26)
        sink.terminal(1, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 3: // absorb THINK_END in content (grammars/solar_open2.dialect:40)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 4: // a fence line in content (the compiler's fence rule)
      case 5: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 6: // reasoning TOOL_START -> args : reasoning_end, tool_start (grammars/solar_open2.dialect:29)
        sink.terminal(3, 2, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 2;
        return to;
      case 7: // absorb THINK_START in reasoning (grammars/solar_open2.dialect:41)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 8: // reasoning THINK_END -> content : reasoning_end (grammars/solar_open2.dialect:27)
        sink.terminal(2, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 9: // args ARG -> value : arg_start (grammars/solar_open2.dialect:31)
        sink.terminal(5, 3, buf, from, to);
        this.argStart(3, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 3;
        return to;
      case 10: // args TOOL_START -> args : tool_end, tool_start (grammars/solar_open2.dialect:38)
        sink.terminal(3, 2, buf, from, to);
        sink.toolEnd();
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
      case 11: // args TOOL_END -> content : tool_end (grammars/solar_open2.dialect:32)
        sink.terminal(4, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 12: // value ARG -> value : arg_end, arg_start (grammars/solar_open2.dialect:35)
        sink.terminal(5, 3, buf, from, to);
        sink.argEnd();
        this.argStart(3, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        return to;
      case 13: // value TOOL_START -> args : arg_end, tool_end, tool_start (grammars/solar_open2.dialect:37)
        sink.terminal(3, 2, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 2;
        return to;
      case 14: // value TOOL_END -> content : arg_end, tool_end (grammars/solar_open2.dialect:36)
        sink.terminal(4, 0, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 0;
        return to;
      case 15: // value ARG_END -> args : arg_end (grammars/solar_open2.dialect:33)
        sink.terminal(6, 2, buf, from, to);
        sink.argEnd();
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const solar_open2: Dialect = {
  name: "solar_open2",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new SolarOpen2Machine(ir, sink, initial, vocab),
};
export default solar_open2;
