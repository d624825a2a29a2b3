// DO NOT EDIT — generated from grammars/hyperclovax_seed_think.dialect by dialectc.
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
  abi: 9, name: "hyperclovax_seed_think", source: "grammars/hyperclovax_seed_think.dialect", extends: ["chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { ws: 256 }, { lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "NAME_KEY", special: false, variants: [[{ lit: "\n" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: " " }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "NEXT_KEY", special: false, variants: [[{ lit: "</arg_value>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value>" }]] },
    { name: "JSON_CALLS", special: false, variants: [[{ lit: "[" }, { ws: 256 }, { lit: "{" }, { ws: 256 }, { lit: "\"name\"" }], [{ lit: "{" }, { ws: 256 }, { lit: "\"name\"" }]] },
  ],
  states: [
    { name: "opening", at: "grammars/hyperclovax_seed_think.dialect:28", channel: { kind: 0, untilText: 1 }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:38", terminal: 3, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:42", terminal: 5, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:57", terminal: 11, target: 6, events: [], keep: true, readOnly: true },
      { at: "grammars/hyperclovax_seed_think.dialect:59", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:62", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:28", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "content", at: "grammars/hyperclovax_seed_think.dialect:29", channel: { kind: 0 }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:39", terminal: 3, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:43", terminal: 5, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:59", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:62", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:46", terminal: 6, target: 1, events: [], absorb: true, after: 6, repeat: true },
      { at: "grammars/hyperclovax_seed_think.dialect:29", terminal: 0, target: 1, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/hyperclovax_seed_think.dialect:30", channel: { kind: 1 }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:40", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:41", terminal: 5, target: 3, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:60", terminal: 3, target: 2, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:62", terminal: 2, target: 2, events: [], absorb: true },
    ] },
    { name: "name", at: "grammars/hyperclovax_seed_think.dialect:31", channel: { kind: 2 }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:44", terminal: 7, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:45", terminal: 8, target: 5, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hyperclovax_seed_think.dialect:46", terminal: 6, target: 1, events: [{ kind: "tool_end" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:48", terminal: 10, target: 4, events: [], readOnly: true },
      { at: "grammars/hyperclovax_seed_think.dialect:42", terminal: 5, target: 3, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "args", at: "grammars/hyperclovax_seed_think.dialect:32", channel: { kind: 7 }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:49", terminal: 7, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:50", terminal: 6, target: 1, events: [{ kind: "tool_end" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:55", terminal: 9, target: 5, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hyperclovax_seed_think.dialect:61", terminal: 10, target: 4, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:42", terminal: 5, target: 3, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "value", at: "grammars/hyperclovax_seed_think.dialect:33", channel: { kind: 5, encoding: "json", trim: "none" }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:53", terminal: 10, target: 4, events: [{ kind: "arg_end" }], follow: { terminals: [7, 10, 6], end: true } },
      { at: "grammars/hyperclovax_seed_think.dialect:54", terminal: 9, target: 5, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hyperclovax_seed_think.dialect:42", terminal: 5, target: 3, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "calls", at: "grammars/hyperclovax_seed_think.dialect:34", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["parameters", "arguments"], array: true }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:62", terminal: 2, target: 6, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:42", terminal: 5, target: 3, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
      { at: "grammars/hyperclovax_seed_think.dialect:34", terminal: 0, target: 6, events: [], absorb: true, fence: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 2, plain: 0 },
  turnBoundaries: [1, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "[" "`" "{" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91: /* [ */
      case 96: /* ` */
      case 123 /* { */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" "`" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** the next position holding one of "\n" " " "<" */
function nextOf2(buf: string, p: number): number {
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

/** The hyperclovax_seed_think machine, specialised from grammars/hyperclovax_seed_think.dialect. */
export class HyperclovaxSeedThinkMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // opening
        return nextOf0(buf, p);
      case 1: // content
      case 6: // calls
        return nextOf1(buf, p);
      case 2: // reasoning
      case 4: // args
      case 5: // value
        return indexOrEnd(buf, "<", p);
      case 3: // name
        return nextOf2(buf, p);
    }
    return buf.length;
  }

  /** opening (grammars/hyperclovax_seed_think.dialect:28), reasoning (grammars/hyperclovax_seed_think.dialect:30): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean, first: number): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in opening (grammars/hyperclovax_seed_think.dialect:59)
            // reasoning THINK_END -> opening : reasoning_end (grammars/hyperclovax_seed_think.dialect:40)
            return this.idOnly(4) ? FAIL : this.only(p + 8, first + 2, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // opening THINK_START -> reasoning : reasoning_start (grammars/hyperclovax_seed_think.dialect:38)
                // absorb THINK_START in reasoning (grammars/hyperclovax_seed_think.dialect:60)
                return this.idOnly(3) ? FAIL : this.only(p + 7, first + 3, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_call>", p + 3)) {
                // opening TOOL_START -> name : tool_start (grammars/hyperclovax_seed_think.dialect:42)
                // reasoning TOOL_START -> name : reasoning_end, tool_start (grammars/hyperclovax_seed_think.dialect:41)
                return this.idOnly(5) ? FAIL : this.only(p + 11, first, 0);
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in opening (grammars/hyperclovax_seed_think.dialect:62)
            // absorb IM_END in reasoning (grammars/hyperclovax_seed_think.dialect:62)
            return this.idOnly(2) ? FAIL : this.only(p + 10, first + 1, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** content (grammars/hyperclovax_seed_think.dialect:29): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/hyperclovax_seed_think.dialect:59)
            return this.idOnly(4) ? FAIL : this.only(p + 8, 11, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // content THINK_START -> reasoning : reasoning_start (grammars/hyperclovax_seed_think.dialect:39)
                return this.idOnly(3) ? FAIL : this.only(p + 7, 12, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_call>", p + 3)) {
                // content TOOL_START -> name : tool_start (grammars/hyperclovax_seed_think.dialect:43)
                return this.idOnly(5) ? FAIL : this.only(p + 11, 9, 0);
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in content (grammars/hyperclovax_seed_think.dialect:62)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 10, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/hyperclovax_seed_think.dialect:31): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call>", p + 2)) {
            // name TOOL_END -> content : tool_end (grammars/hyperclovax_seed_think.dialect:46)
            return this.idOnly(6) ? FAIL : this.only(p + 12, 25, 0);
          }
          break;
        }
        case 97: /* a */ {
          if (buf.startsWith("rg_key>", p + 2)) {
            // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:44)
            return this.only(m0(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), 22, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // name TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:42)
            return this.idOnly(5) ? FAIL : this.only(this.check(27, p + 11, buf, p, atEnd), 27, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/hyperclovax_seed_think.dialect:32): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 97: /* a */ {
              if (buf.startsWith("rg_value>", p + 3)) {
                // absorb VALUE_END in args (grammars/hyperclovax_seed_think.dialect:61)
                this.matchedCand = 38;
                return p + 12;
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call>", p + 3)) {
                // args TOOL_END -> content : tool_end (grammars/hyperclovax_seed_think.dialect:50)
                return this.idOnly(6) ? FAIL : this.only(p + 12, 37, 0);
              }
              break;
            }
          }
          break;
        }
        case 97: /* a */ {
          if (buf.startsWith("rg_key>", p + 2)) {
            // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
            return this.only(m0(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), 34, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // args TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:42)
            return this.idOnly(5) ? FAIL : this.only(this.check(39, p + 11, buf, p, atEnd), 39, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/hyperclovax_seed_think.dialect:33): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("arg_value>", p + 2)) {
            // value VALUE_END -> args : arg_end when followed by … (grammars/hyperclovax_seed_think.dialect:53)
            return this.only(this.check(41, p + 12, buf, p, atEnd), 41, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // value TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:42)
            return this.idOnly(5) ? FAIL : this.only(this.check(42, p + 11, buf, p, atEnd), 42, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/hyperclovax_seed_think.dialect:34): what starts at p, every first literal being in the buffer */
  private decide6(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // calls TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:42)
            return this.idOnly(5) ? FAIL : this.only(this.check(43, p + 11, buf, p, atEnd), 43, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in calls (grammars/hyperclovax_seed_think.dialect:62)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 44, 0);
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
        return this.decide1(buf, p, atEnd);
      case 2:
        return this.decide0(buf, p, atEnd, 15);
      case 3:
        return this.decide3(buf, p, atEnd);
      case 4:
        return this.decide4(buf, p, atEnd);
      case 5:
        return this.decide5(buf, p, atEnd);
      case 6:
        return this.decide6(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // opening TOOL_START -> name : tool_start (grammars/hyperclovax_seed_think.dialect:42)
      case 9: // content TOOL_START -> name : tool_start (grammars/hyperclovax_seed_think.dialect:43)
        sink.terminal(5, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 1: // absorb IM_END in opening (grammars/hyperclovax_seed_think.dialect:62)
      case 10: // absorb IM_END in content (grammars/hyperclovax_seed_think.dialect:62)
      case 16: // absorb IM_END in reasoning (grammars/hyperclovax_seed_think.dialect:62)
      case 44: // absorb IM_END in calls (grammars/hyperclovax_seed_think.dialect:62)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 2: // absorb THINK_END in opening (grammars/hyperclovax_seed_think.dialect:59)
      case 11: // absorb THINK_END in content (grammars/hyperclovax_seed_think.dialect:59)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 3: // opening THINK_START -> reasoning : reasoning_start (grammars/hyperclovax_seed_think.dialect:38)
      case 12: // content THINK_START -> reasoning : reasoning_start (grammars/hyperclovax_seed_think.dialect:39)
        sink.terminal(3, 2, buf, from, to);
        sink.reasoningStart();
        this.state = 2;
        return to;
      case 4: // opening JSON_CALLS -> calls : keep, read_only (grammars/hyperclovax_seed_think.dialect:57)
      case 5: // opening JSON_CALLS -> calls : keep, read_only (grammars/hyperclovax_seed_think.dialect:57)
        // a lookahead: its text is read again in the target state
        sink.terminal(11, 6, buf, from, from);
        this.state = 6;
        return from;
      case 6: // a fence line in opening (the compiler's fence rule)
      case 7: // a fence line in opening (the compiler's fence rule)
      case 13: // a fence line in content (the compiler's fence rule)
      case 14: // a fence line in content (the compiler's fence rule)
      case 45: // a fence line in calls (the compiler's fence rule)
      case 46: // a fence line in calls (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 8: // absorb TOOL_END in content written again after it (repeats the closer at grammars/hyperclovax_seed_think.dialect:46)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 15: // reasoning TOOL_START -> name : reasoning_end, tool_start (grammars/hyperclovax_seed_think.dialect:41)
        sink.terminal(5, 3, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 17: // reasoning THINK_END -> opening : reasoning_end (grammars/hyperclovax_seed_think.dialect:40)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 18: // absorb THINK_START in reasoning (grammars/hyperclovax_seed_think.dialect:60)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 19: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:44)
      case 20: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:44)
      case 21: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:44)
      case 22: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:44)
      case 23: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:44)
      case 24: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:44)
      case 30: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
      case 31: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
      case 32: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
      case 34: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
      case 35: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
      case 36: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
        sink.terminal(7, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 25: // name TOOL_END -> content : tool_end (grammars/hyperclovax_seed_think.dialect:46)
      case 37: // args TOOL_END -> content : tool_end (grammars/hyperclovax_seed_think.dialect:50)
        sink.terminal(6, 1, buf, from, to);
        sink.toolEnd();
        this.state = 1;
        return to;
      case 26: // name VALUE_END -> args : read_only (grammars/hyperclovax_seed_think.dialect:48)
        sink.terminal(10, 4, buf, from, to);
        this.state = 4;
        return to;
      case 27: // name TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:42)
        sink.restart();
        sink.terminal(5, 3, buf, from, to);
        sink.toolStart(false);
        return to;
      case 28: // name NAME_KEY -> value : arg_start, read_only (grammars/hyperclovax_seed_think.dialect:45)
      case 29: // name NAME_KEY -> value : arg_start, read_only (grammars/hyperclovax_seed_think.dialect:45)
        sink.terminal(8, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 33: // args NEXT_KEY -> value : arg_start, read_only (grammars/hyperclovax_seed_think.dialect:55)
        sink.terminal(9, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 38: // absorb VALUE_END in args (grammars/hyperclovax_seed_think.dialect:61)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 39: // args TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:42)
      case 42: // value TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:42)
      case 43: // calls TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:42)
        sink.restart();
        sink.terminal(5, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 40: // value NEXT_KEY -> value : arg_end, arg_start, read_only (grammars/hyperclovax_seed_think.dialect:54)
        sink.terminal(9, 5, buf, from, to);
        sink.argEnd();
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        return to;
      case 41: // value VALUE_END -> args : arg_end when followed by … (grammars/hyperclovax_seed_think.dialect:53)
        sink.terminal(10, 4, buf, from, to);
        sink.argEnd();
        this.state = 4;
        return to;
    }
    return to;
  }
}

export const hyperclovax_seed_think: Dialect = {
  name: "hyperclovax_seed_think",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new HyperclovaxSeedThinkMachine(ir, sink, initial, vocab),
};
export default hyperclovax_seed_think;
