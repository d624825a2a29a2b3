// DO NOT EDIT — generated from grammars/hy_v3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/ir/dialect.js";
import type { DialectIR } from "../runtime/ir/ir.js";
import { FAIL, matchLiteral, matchSpace, matchCapture } from "../runtime/machine/machine.js";
import { CompiledMachine, indexOrEnd } from "../runtime/machine/compiled.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 5, name: "hy_v3", source: "grammars/hy_v3.dialect", extends: [],
  terminals: [
    { name: "START", special: true, variants: [[{ lit: "<|startoftext|>" }]] },
    { name: "USER_END", special: true, variants: [[{ lit: "<|extra_0|>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<|eos|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "CALLS_START", special: true, variants: [[{ lit: "<tool_calls>" }]] },
    { name: "CALLS_END", special: true, variants: [[{ lit: "</tool_calls>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    { name: "SEP", special: true, variants: [[{ lit: "<tool_sep>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/hy_v3.dialect:22", channel: { kind: 0 }, transitions: [
      { at: "grammars/hy_v3.dialect:31", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/hy_v3.dialect:34", terminal: 5, target: 2, events: [] },
      { at: "grammars/hy_v3.dialect:44", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:46", terminal: 2, target: 0, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/hy_v3.dialect:23", channel: { kind: 1 }, transitions: [
      { at: "grammars/hy_v3.dialect:32", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hy_v3.dialect:33", terminal: 5, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hy_v3.dialect:45", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:46", terminal: 2, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/hy_v3.dialect:24", channel: { kind: 7 }, transitions: [
      { at: "grammars/hy_v3.dialect:35", terminal: 7, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/hy_v3.dialect:42", terminal: 6, target: 0, events: [] },
      { at: "grammars/hy_v3.dialect:46", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/hy_v3.dialect:34", terminal: 5, target: 2, events: [], restart: true },
    ] },
    { name: "name", at: "grammars/hy_v3.dialect:25", channel: { kind: 2 }, transitions: [
      { at: "grammars/hy_v3.dialect:36", terminal: 9, target: 4, events: [] },
      { at: "grammars/hy_v3.dialect:37", terminal: 8, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/hy_v3.dialect:34", terminal: 5, target: 2, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/hy_v3.dialect:26", channel: { kind: 7 }, transitions: [
      { at: "grammars/hy_v3.dialect:38", terminal: 10, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/hy_v3.dialect:39", terminal: 8, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/hy_v3.dialect:34", terminal: 5, target: 2, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/hy_v3.dialect:27", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/hy_v3.dialect:41", terminal: 11, target: 4, events: [{ kind: "arg_end" }], follow: { terminals: [10, 8], end: true } },
      { at: "grammars/hy_v3.dialect:34", terminal: 5, target: 2, events: [], restart: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: false, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
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

  /** content (grammars/hy_v3.dialect:22), reasoning (grammars/hy_v3.dialect:23): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean, first: number): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/hy_v3.dialect:44)
            // reasoning THINK_END -> content : reasoning_end (grammars/hy_v3.dialect:32)
            return this.idOnly(4) ? FAIL : this.only(p + 8, first + 1, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // content THINK_START -> reasoning : reasoning_start (grammars/hy_v3.dialect:31)
                // absorb THINK_START in reasoning (grammars/hy_v3.dialect:45)
                return this.idOnly(3) ? FAIL : this.only(p + 7, first + 2, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_calls>", p + 3)) {
                // content CALLS_START -> calls (grammars/hy_v3.dialect:34)
                // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v3.dialect:33)
                return this.idOnly(5) ? FAIL : this.only(p + 12, first, 0);
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eos|>", p + 2)) {
            // absorb EOS in content (grammars/hy_v3.dialect:46)
            // absorb EOS in reasoning (grammars/hy_v3.dialect:46)
            return this.idOnly(2) ? FAIL : this.only(p + 7, first + 3, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/hy_v3.dialect:24): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_calls>", p + 2)) {
            // calls CALLS_END -> content (grammars/hy_v3.dialect:42)
            return this.idOnly(6) ? FAIL : this.only(p + 13, 8, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call", p + 2)) {
            switch (buf.charCodeAt(p + 10)) {
              case 62: /* > */ {
                // calls TOOL_START -> name : tool_start (grammars/hy_v3.dialect:35)
                return this.idOnly(7) ? FAIL : this.only(p + 11, 10, 0);
              }
              case 115: /* s */ {
                if (buf.charCodeAt(p + 11) === 62 /* > */) {
                  // calls CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
                  return this.idOnly(5)
                    ? FAIL
                    : this.only(this.check(9, p + 12, buf, p, atEnd), 9, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eos|>", p + 2)) {
            // absorb EOS in calls (grammars/hy_v3.dialect:46)
            return this.idOnly(2) ? FAIL : this.only(p + 7, 11, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/hy_v3.dialect:25): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call>", p + 2)) {
            // name TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:37)
            return this.idOnly(8) ? FAIL : this.only(p + 12, 12, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_", p + 2)) {
            switch (buf.charCodeAt(p + 6)) {
              case 99: /* c */ {
                if (buf.startsWith("alls>", p + 7)) {
                  // name CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
                  return this.idOnly(5)
                    ? FAIL
                    : this.only(this.check(13, p + 12, buf, p, atEnd), 13, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("ep>", p + 7)) {
                  // name SEP -> args (grammars/hy_v3.dialect:36)
                  return this.idOnly(9) ? FAIL : this.only(p + 10, 14, 0);
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

  /** args (grammars/hy_v3.dialect:26): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call>", p + 2)) {
            // args TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:39)
            return this.idOnly(8) ? FAIL : this.only(p + 12, 16, 0);
          }
          break;
        }
        case 97: /* a */ {
          if (buf.startsWith("rg_key>", p + 2)) {
            // args ARG -> value : arg_start (grammars/hy_v3.dialect:38)
            return this.only(m0(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), 15, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls>", p + 2)) {
            // args CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
            return this.idOnly(5) ? FAIL : this.only(this.check(17, p + 12, buf, p, atEnd), 17, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/hy_v3.dialect:27): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("arg_value>", p + 2)) {
            // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v3.dialect:41)
            return this.only(this.check(18, p + 12, buf, p, atEnd), 18, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls>", p + 2)) {
            // value CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
            return this.idOnly(5) ? FAIL : this.only(this.check(19, p + 12, buf, p, atEnd), 19, 0);
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
        return this.decide0(buf, p, atEnd, 4);
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
      case 0: // content CALLS_START -> calls (grammars/hy_v3.dialect:34)
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb THINK_END in content (grammars/hy_v3.dialect:44)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 2: // content THINK_START -> reasoning : reasoning_start (grammars/hy_v3.dialect:31)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 3: // absorb EOS in content (grammars/hy_v3.dialect:46)
      case 7: // absorb EOS in reasoning (grammars/hy_v3.dialect:46)
      case 11: // absorb EOS in calls (grammars/hy_v3.dialect:46)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 4: // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v3.dialect:33)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 5: // reasoning THINK_END -> content : reasoning_end (grammars/hy_v3.dialect:32)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 6: // absorb THINK_START in reasoning (grammars/hy_v3.dialect:45)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 8: // calls CALLS_END -> content (grammars/hy_v3.dialect:42)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
      case 9: // calls CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        return to;
      case 10: // calls TOOL_START -> name : tool_start (grammars/hy_v3.dialect:35)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 12: // name TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:37)
      case 16: // args TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:39)
        sink.terminal(8, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 13: // name CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
      case 17: // args CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
      case 19: // value CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 14: // name SEP -> args (grammars/hy_v3.dialect:36)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 15: // args ARG -> value : arg_start (grammars/hy_v3.dialect:38)
        sink.terminal(10, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 18: // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v3.dialect:41)
        sink.terminal(11, 4, buf, from, to);
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
