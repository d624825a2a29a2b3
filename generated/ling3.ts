// DO NOT EDIT — generated from grammars/ling3.dialect by dialectc.
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
  abi: 9, name: "ling3", source: "grammars/ling3.dialect", extends: ["glm47_moe"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "SYSTEM", special: true, variants: [[{ lit: "<|system|>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<|user|>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<|assistant|>" }]] },
    { name: "OBSERVATION", special: true, variants: [[{ lit: "<|observation|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256, write: "" }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { ws: 256 }, { lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256, write: "" }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { ws: 256, write: "" }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "</arg_key>" }, { ws: 256, write: "" }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256, write: "" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256, write: "" }, { lit: "<arg_value>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "NAME_KEY", special: false, variants: [[{ lit: "\n" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: " " }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "NEXT_KEY", special: false, variants: [[{ lit: "</arg_value>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "FUSED_KEY", special: false, variants: [[{ lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value>" }]] },
    { name: "ROLE", special: true, variants: [[{ lit: "<role>" }]] },
    { name: "ROLE_END", special: true, variants: [[{ lit: "<|role_end|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/glm47_moe.dialect:33", channel: { kind: 0 }, transitions: [
      { at: "grammars/glm47_moe.dialect:41", terminal: 5, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/glm47_moe.dialect:44", terminal: 7, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/glm47_moe.dialect:60", terminal: 6, target: 0, events: [], absorb: true },
      { at: "grammars/ling3.dialect:14", terminal: 15, target: 0, events: [], absorb: true },
      { at: "grammars/glm47_moe.dialect:48", terminal: 8, target: 0, events: [], absorb: true, after: 8, repeat: true },
      { at: "grammars/glm47_moe.dialect:33", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/glm47_moe.dialect:34", channel: { kind: 1 }, transitions: [
      { at: "grammars/glm47_moe.dialect:42", terminal: 6, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/glm47_moe.dialect:43", terminal: 7, target: 2, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
      { at: "grammars/glm47_moe.dialect:61", terminal: 5, target: 1, events: [], absorb: true },
      { at: "grammars/ling3.dialect:14", terminal: 15, target: 1, events: [], absorb: true },
    ] },
    { name: "name", at: "grammars/glm47_moe.dialect:35", channel: { kind: 2 }, transitions: [
      { at: "grammars/glm47_moe.dialect:45", terminal: 9, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/glm47_moe.dialect:46", terminal: 10, target: 4, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/glm47_moe.dialect:47", terminal: 12, target: 4, events: [{ kind: "arg_start", key: "", literal: true, fromName: true }], readOnly: true },
      { at: "grammars/glm47_moe.dialect:48", terminal: 8, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/glm47_moe.dialect:50", terminal: 13, target: 3, events: [], readOnly: true },
      { at: "grammars/glm47_moe.dialect:44", terminal: 7, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "args", at: "grammars/glm47_moe.dialect:36", channel: { kind: 7 }, transitions: [
      { at: "grammars/glm47_moe.dialect:51", terminal: 9, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/glm47_moe.dialect:52", terminal: 8, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/glm47_moe.dialect:57", terminal: 11, target: 4, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/glm47_moe.dialect:62", terminal: 13, target: 3, events: [], absorb: true },
      { at: "grammars/ling3.dialect:14", terminal: 15, target: 3, events: [], absorb: true },
      { at: "grammars/glm47_moe.dialect:44", terminal: 7, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "value", at: "grammars/glm47_moe.dialect:37", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/glm47_moe.dialect:55", terminal: 13, target: 3, events: [{ kind: "arg_end" }], follow: { terminals: [9, 13, 8], end: true } },
      { at: "grammars/glm47_moe.dialect:56", terminal: 11, target: 4, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/glm47_moe.dialect:58", terminal: 8, target: 0, events: [{ kind: "arg_end" }, { kind: "tool_end" }], follow: { terminals: [], end: true } },
      { at: "grammars/ling3.dialect:14", terminal: 15, target: 4, events: [], absorb: true },
      { at: "grammars/glm47_moe.dialect:44", terminal: 7, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [14, 15],
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

/** after the first literal: capture≤128 "</arg_key>" ws≤256 "<arg_value>" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
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

/** The ling3 machine, specialised from grammars/ling3.dialect. */
export class Ling3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 3: // args
      case 4: // value
        return indexOrEnd(buf, "<", p);
      case 2: // name
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/glm47_moe.dialect:33): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/glm47_moe.dialect:60)
            return this.idOnly(6) ? FAIL : this.only(p + 8, 3, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // content THINK_START -> reasoning : reasoning_start (grammars/glm47_moe.dialect:41)
                return this.idOnly(5) ? FAIL : this.only(p + 7, 4, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_call>", p + 3)) {
                // content TOOL_START -> name : tool_start (grammars/glm47_moe.dialect:44)
                return this.idOnly(7) ? FAIL : this.only(p + 11, 2, 0);
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("role_end|>", p + 2)) {
            // absorb ROLE_END in content (grammars/ling3.dialect:14)
            return this.idOnly(15) ? FAIL : this.only(p + 12, 0, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/glm47_moe.dialect:34): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/glm47_moe.dialect:42)
            return this.idOnly(6) ? FAIL : this.only(p + 8, 9, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // absorb THINK_START in reasoning (grammars/glm47_moe.dialect:61)
                return this.idOnly(5) ? FAIL : this.only(p + 7, 10, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_call>", p + 3)) {
                // reasoning TOOL_START -> name : reasoning_end, tool_start (grammars/glm47_moe.dialect:43)
                return this.idOnly(7) ? FAIL : this.only(p + 11, 8, 0);
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("role_end|>", p + 2)) {
            // absorb ROLE_END in reasoning (grammars/ling3.dialect:14)
            return this.idOnly(15) ? FAIL : this.only(p + 12, 7, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/glm47_moe.dialect:35): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call>", p + 2)) {
            // name TOOL_END -> content : tool_end (grammars/glm47_moe.dialect:48)
            return this.idOnly(8) ? FAIL : this.only(p + 12, 18, 0);
          }
          break;
        }
        case 97: /* a */ {
          if (buf.startsWith("rg_key>", p + 2)) {
            // name ARG -> value : arg_start (grammars/glm47_moe.dialect:45)
            return this.only(m0(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), 14, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // name TOOL_START -> name : restart, tool_start (restarts the opener at grammars/glm47_moe.dialect:44)
            return this.idOnly(7) ? FAIL : this.only(this.check(20, p + 11, buf, p, atEnd), 20, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/glm47_moe.dialect:36): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 97: /* a */ {
              if (buf.startsWith("rg_value>", p + 3)) {
                // absorb VALUE_END in args (grammars/glm47_moe.dialect:62)
                this.matchedCand = 31;
                return p + 12;
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call>", p + 3)) {
                // args TOOL_END -> content : tool_end (grammars/glm47_moe.dialect:52)
                return this.idOnly(8) ? FAIL : this.only(p + 12, 30, 0);
              }
              break;
            }
          }
          break;
        }
        case 97: /* a */ {
          if (buf.startsWith("rg_key>", p + 2)) {
            // args ARG -> value : arg_start (grammars/glm47_moe.dialect:51)
            return this.only(m0(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), 27, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // args TOOL_START -> name : restart, tool_start (restarts the opener at grammars/glm47_moe.dialect:44)
            return this.idOnly(7) ? FAIL : this.only(this.check(33, p + 11, buf, p, atEnd), 33, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("role_end|>", p + 2)) {
            // absorb ROLE_END in args (grammars/ling3.dialect:14)
            return this.idOnly(15) ? FAIL : this.only(p + 12, 32, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/glm47_moe.dialect:37): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 97: /* a */ {
              if (buf.startsWith("rg_value>", p + 3)) {
                // value VALUE_END -> args : arg_end when followed by … (grammars/glm47_moe.dialect:55)
                return this.only(this.check(35, p + 12, buf, p, atEnd), 35, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call>", p + 3)) {
                // value TOOL_END -> content : arg_end, tool_end when followed by … (grammars/glm47_moe.dialect:58)
                return this.idOnly(8)
                  ? FAIL
                  : this.only(this.check(36, p + 12, buf, p, atEnd), 36, 0);
              }
              break;
            }
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // value TOOL_START -> name : restart, tool_start (restarts the opener at grammars/glm47_moe.dialect:44)
            return this.idOnly(7) ? FAIL : this.only(this.check(38, p + 11, buf, p, atEnd), 38, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("role_end|>", p + 2)) {
            // absorb ROLE_END in value (grammars/ling3.dialect:14)
            return this.idOnly(15) ? FAIL : this.only(p + 12, 37, 0);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // absorb ROLE_END in content (grammars/ling3.dialect:14)
      case 7: // absorb ROLE_END in reasoning (grammars/ling3.dialect:14)
      case 32: // absorb ROLE_END in args (grammars/ling3.dialect:14)
      case 37: // absorb ROLE_END in value (grammars/ling3.dialect:14)
        sink.terminal(15, -1, buf, from, to);
        return to;
      case 1: // absorb TOOL_END in content written again after it (repeats the closer at grammars/glm47_moe.dialect:48)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 2: // content TOOL_START -> name : tool_start (grammars/glm47_moe.dialect:44)
        sink.terminal(7, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 3: // absorb THINK_END in content (grammars/glm47_moe.dialect:60)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/glm47_moe.dialect:41)
        sink.terminal(5, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 8: // reasoning TOOL_START -> name : reasoning_end, tool_start (grammars/glm47_moe.dialect:43)
        sink.terminal(7, 2, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 9: // reasoning THINK_END -> content : reasoning_end (grammars/glm47_moe.dialect:42)
        sink.terminal(6, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 10: // absorb THINK_START in reasoning (grammars/glm47_moe.dialect:61)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 11: // name ARG -> value : arg_start (grammars/glm47_moe.dialect:45)
      case 12: // name ARG -> value : arg_start (grammars/glm47_moe.dialect:45)
      case 13: // name ARG -> value : arg_start (grammars/glm47_moe.dialect:45)
      case 14: // name ARG -> value : arg_start (grammars/glm47_moe.dialect:45)
      case 16: // name ARG -> value : arg_start (grammars/glm47_moe.dialect:45)
      case 17: // name ARG -> value : arg_start (grammars/glm47_moe.dialect:45)
      case 23: // args ARG -> value : arg_start (grammars/glm47_moe.dialect:51)
      case 24: // args ARG -> value : arg_start (grammars/glm47_moe.dialect:51)
      case 25: // args ARG -> value : arg_start (grammars/glm47_moe.dialect:51)
      case 27: // args ARG -> value : arg_start (grammars/glm47_moe.dialect:51)
      case 28: // args ARG -> value : arg_start (grammars/glm47_moe.dialect:51)
      case 29: // args ARG -> value : arg_start (grammars/glm47_moe.dialect:51)
        sink.terminal(9, 4, buf, from, to);
        this.argStart(4, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 4;
        return to;
      case 15: // name FUSED_KEY -> value : arg_start, read_only (grammars/glm47_moe.dialect:47)
        sink.terminal(12, 4, buf, from, to);
        this.argStart(4, "", 0, 0, buf, -1);
        this.state = 4;
        return to;
      case 18: // name TOOL_END -> content : tool_end (grammars/glm47_moe.dialect:48)
      case 30: // args TOOL_END -> content : tool_end (grammars/glm47_moe.dialect:52)
        sink.terminal(8, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 19: // name VALUE_END -> args : read_only (grammars/glm47_moe.dialect:50)
        sink.terminal(13, 3, buf, from, to);
        this.state = 3;
        return to;
      case 20: // name TOOL_START -> name : restart, tool_start (restarts the opener at grammars/glm47_moe.dialect:44)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        sink.toolStart(false);
        return to;
      case 21: // name NAME_KEY -> value : arg_start, read_only (grammars/glm47_moe.dialect:46)
      case 22: // name NAME_KEY -> value : arg_start, read_only (grammars/glm47_moe.dialect:46)
        sink.terminal(10, 4, buf, from, to);
        this.argStart(4, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 4;
        return to;
      case 26: // args NEXT_KEY -> value : arg_start, read_only (grammars/glm47_moe.dialect:57)
        sink.terminal(11, 4, buf, from, to);
        this.argStart(4, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 4;
        return to;
      case 31: // absorb VALUE_END in args (grammars/glm47_moe.dialect:62)
        sink.terminal(13, -1, buf, from, to);
        return to;
      case 33: // args TOOL_START -> name : restart, tool_start (restarts the opener at grammars/glm47_moe.dialect:44)
      case 38: // value TOOL_START -> name : restart, tool_start (restarts the opener at grammars/glm47_moe.dialect:44)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 34: // value NEXT_KEY -> value : arg_end, arg_start, read_only (grammars/glm47_moe.dialect:56)
        sink.terminal(11, 4, buf, from, to);
        sink.argEnd();
        this.argStart(4, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        return to;
      case 35: // value VALUE_END -> args : arg_end when followed by … (grammars/glm47_moe.dialect:55)
        sink.terminal(13, 3, buf, from, to);
        sink.argEnd();
        this.state = 3;
        return to;
      case 36: // value TOOL_END -> content : arg_end, tool_end when followed by … (grammars/glm47_moe.dialect:58)
        sink.terminal(8, 0, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const ling3: Dialect = {
  name: "ling3",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Ling3Machine(ir, sink, initial, vocab),
};
export default ling3;
