// DO NOT EDIT — generated from grammars/minicpm5.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchCapture,
  indexOrEnd,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "minicpm5", source: "grammars/minicpm5.dialect", extends: ["chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "FUNCTION", special: false, variants: [[{ lit: "<function name=\"" }, { cap: "name", max: 256, exclude: "\n<>\"'" }, { lit: "\">" }], [{ lit: "<function name='" }, { cap: "name", max: 256, exclude: "\n<>\"'" }, { lit: "'>" }]] },
    { name: "FUNCTION_END", special: false, variants: [[{ lit: "</function>" }]] },
    { name: "PARAM", special: false, variants: [[{ lit: "<param name=\"" }, { cap: "key", max: 256, exclude: "\n<>\"'" }, { lit: "\">" }], [{ lit: "<param name='" }, { cap: "key", max: 256, exclude: "\n<>\"'" }, { lit: "'>" }]] },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</param>" }]] },
    { name: "CDATA_START", special: false, variants: [[{ lit: "<![CDATA[" }]] },
    { name: "CDATA_END", special: false, variants: [[{ lit: "]]>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/minicpm5.dialect:19", channel: { kind: 0 }, transitions: [
      { at: "grammars/minicpm5.dialect:29", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/minicpm5.dialect:31", terminal: 5, target: 2, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/minicpm5.dialect:42", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/minicpm5.dialect:43", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/minicpm5.dialect:35", terminal: 6, target: 0, events: [], absorb: true, after: 6, repeat: true },
      { at: "grammars/minicpm5.dialect:19", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/minicpm5.dialect:20", channel: { kind: 1 }, transitions: [
      { at: "grammars/minicpm5.dialect:30", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/minicpm5.dialect:33", terminal: 5, target: 2, events: [{ kind: "reasoning_end" }, { kind: "tool_start", name: "name" }] },
      { at: "grammars/minicpm5.dialect:41", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/minicpm5.dialect:43", terminal: 2, target: 1, events: [], absorb: true },
    ] },
    { name: "call", at: "grammars/minicpm5.dialect:22", channel: { kind: 7 }, transitions: [
      { at: "grammars/minicpm5.dialect:34", terminal: 7, target: 3, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/minicpm5.dialect:35", terminal: 6, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/minicpm5.dialect:43", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/minicpm5.dialect:31", terminal: 5, target: 2, events: [{ kind: "tool_start", name: "name" }], restart: true },
    ] },
    { name: "value", at: "grammars/minicpm5.dialect:23", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/minicpm5.dialect:36", terminal: 9, target: 4, events: [] },
      { at: "grammars/minicpm5.dialect:38", terminal: 8, target: 2, events: [{ kind: "arg_end" }] },
      { at: "grammars/minicpm5.dialect:39", terminal: 6, target: 0, events: [{ kind: "arg_end" }, { kind: "tool_end" }] },
      { at: "grammars/minicpm5.dialect:43", terminal: 2, target: 3, events: [], absorb: true },
      { at: "grammars/minicpm5.dialect:31", terminal: 5, target: 2, events: [{ kind: "tool_start", name: "name" }], restart: true },
    ] },
    { name: "cdata", at: "grammars/minicpm5.dialect:25", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/minicpm5.dialect:37", terminal: 10, target: 3, events: [] },
      { at: "grammars/minicpm5.dialect:31", terminal: 5, target: 2, events: [{ kind: "tool_start", name: "name" }], restart: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2],
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

/** the next position holding one of "<" "]" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 93 /* ] */) return p;
  }
  return p;
}

/** after the first literal: capture≤256 "\">" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, "\n<>\"'", 256);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral('">', buf, q, atEnd);
}

/** The minicpm5 machine, specialised from grammars/minicpm5.dialect. */
export class Minicpm5Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // call
      case 3: // value
        return indexOrEnd(buf, "<", p);
      case 4: // cdata
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/minicpm5.dialect:19): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/minicpm5.dialect:42)
            return this.idOnly(4) ? FAIL : this.only(p + 8, 4, 0);
          }
          break;
        }
        case 102: /* f */ {
          if (buf.startsWith('unction name="', p + 2)) {
            // content FUNCTION -> call : tool_start (grammars/minicpm5.dialect:31)
            return this.only(m0(buf, p + 16, atEnd, this.scratchFrom, this.scratchTo), 0, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/minicpm5.dialect:29)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 5, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in content (grammars/minicpm5.dialect:43)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 3, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/minicpm5.dialect:20): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/minicpm5.dialect:30)
            return this.idOnly(4) ? FAIL : this.only(p + 8, 11, 0);
          }
          break;
        }
        case 102: /* f */ {
          if (buf.startsWith('unction name="', p + 2)) {
            // reasoning FUNCTION -> call : reasoning_end, tool_start (grammars/minicpm5.dialect:33)
            return this.only(m0(buf, p + 16, atEnd, this.scratchFrom, this.scratchTo), 8, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/minicpm5.dialect:41)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 12, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in reasoning (grammars/minicpm5.dialect:43)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 10, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** call (grammars/minicpm5.dialect:22): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("function>", p + 2)) {
            // call FUNCTION_END -> content : tool_end (grammars/minicpm5.dialect:35)
            this.matchedCand = 17;
            return p + 11;
          }
          break;
        }
        case 102: /* f */ {
          if (buf.startsWith('unction name="', p + 2)) {
            // call FUNCTION -> call : restart, tool_start (restarts the opener at grammars/minicpm5.dialect:31)
            return this.only(
              this.check(
                13,
                m0(buf, p + 16, atEnd, this.scratchFrom, this.scratchTo),
                buf,
                p,
                atEnd,
              ),
              13,
              1,
            );
          }
          break;
        }
        case 112: /* p */ {
          if (buf.startsWith('aram name="', p + 2)) {
            // call PARAM -> value : arg_start (grammars/minicpm5.dialect:34)
            return this.only(m0(buf, p + 13, atEnd, this.scratchFrom, this.scratchTo), 15, 1);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in call (grammars/minicpm5.dialect:43)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 18, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/minicpm5.dialect:23): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 33: /* ! */ {
          if (buf.startsWith("[CDATA[", p + 2)) {
            // value CDATA_START -> cdata (grammars/minicpm5.dialect:36)
            this.matchedCand = 23;
            return p + 9;
          }
          break;
        }
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 102: /* f */ {
              if (buf.startsWith("unction>", p + 3)) {
                // value FUNCTION_END -> content : arg_end, tool_end (grammars/minicpm5.dialect:39)
                this.matchedCand = 21;
                return p + 11;
              }
              break;
            }
            case 112: /* p */ {
              if (buf.startsWith("aram>", p + 3)) {
                // value PARAM_END -> call : arg_end (grammars/minicpm5.dialect:38)
                this.matchedCand = 24;
                return p + 8;
              }
              break;
            }
          }
          break;
        }
        case 102: /* f */ {
          if (buf.startsWith('unction name="', p + 2)) {
            // value FUNCTION -> call : restart, tool_start (restarts the opener at grammars/minicpm5.dialect:31)
            return this.only(
              this.check(
                19,
                m0(buf, p + 16, atEnd, this.scratchFrom, this.scratchTo),
                buf,
                p,
                atEnd,
              ),
              19,
              1,
            );
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in value (grammars/minicpm5.dialect:43)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 22, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** cdata (grammars/minicpm5.dialect:25): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith('function name="', p + 1)) {
          // cdata FUNCTION -> call : restart, tool_start (restarts the opener at grammars/minicpm5.dialect:31)
          return this.only(
            this.check(26, m0(buf, p + 16, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            26,
            1,
          );
        }
        break;
      }
      case 93: /* ] */ {
        if (buf.startsWith("]>", p + 1)) {
          // cdata CDATA_END -> value (grammars/minicpm5.dialect:37)
          this.matchedCand = 25;
          return p + 3;
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
      case 0: // content FUNCTION -> call : tool_start (grammars/minicpm5.dialect:31)
      case 1: // content FUNCTION -> call : tool_start (grammars/minicpm5.dialect:31)
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 2;
        return to;
      case 2: // absorb FUNCTION_END in content written again after it (repeats the closer at grammars/minicpm5.dialect:35)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 3: // absorb IM_END in content (grammars/minicpm5.dialect:43)
      case 10: // absorb IM_END in reasoning (grammars/minicpm5.dialect:43)
      case 18: // absorb IM_END in call (grammars/minicpm5.dialect:43)
      case 22: // absorb IM_END in value (grammars/minicpm5.dialect:43)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 4: // absorb THINK_END in content (grammars/minicpm5.dialect:42)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 5: // content THINK_START -> reasoning : reasoning_start (grammars/minicpm5.dialect:29)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 6: // a fence line in content (the compiler's fence rule)
      case 7: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 8: // reasoning FUNCTION -> call : reasoning_end, tool_start (grammars/minicpm5.dialect:33)
      case 9: // reasoning FUNCTION -> call : reasoning_end, tool_start (grammars/minicpm5.dialect:33)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 2;
        return to;
      case 11: // reasoning THINK_END -> content : reasoning_end (grammars/minicpm5.dialect:30)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 12: // absorb THINK_START in reasoning (grammars/minicpm5.dialect:41)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 13: // call FUNCTION -> call : restart, tool_start (restarts the opener at grammars/minicpm5.dialect:31)
      case 14: // call FUNCTION -> call : restart, tool_start (restarts the opener at grammars/minicpm5.dialect:31)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
      case 15: // call PARAM -> value : arg_start (grammars/minicpm5.dialect:34)
      case 16: // call PARAM -> value : arg_start (grammars/minicpm5.dialect:34)
        sink.terminal(7, 3, buf, from, to);
        this.argStart(3, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 3;
        return to;
      case 17: // call FUNCTION_END -> content : tool_end (grammars/minicpm5.dialect:35)
        sink.terminal(6, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 19: // value FUNCTION -> call : restart, tool_start (restarts the opener at grammars/minicpm5.dialect:31)
      case 20: // value FUNCTION -> call : restart, tool_start (restarts the opener at grammars/minicpm5.dialect:31)
      case 26: // cdata FUNCTION -> call : restart, tool_start (restarts the opener at grammars/minicpm5.dialect:31)
      case 27: // cdata FUNCTION -> call : restart, tool_start (restarts the opener at grammars/minicpm5.dialect:31)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 2;
        return to;
      case 21: // value FUNCTION_END -> content : arg_end, tool_end (grammars/minicpm5.dialect:39)
        sink.terminal(6, 0, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 0;
        return to;
      case 23: // value CDATA_START -> cdata (grammars/minicpm5.dialect:36)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 24: // value PARAM_END -> call : arg_end (grammars/minicpm5.dialect:38)
        sink.terminal(8, 2, buf, from, to);
        sink.argEnd();
        this.state = 2;
        return to;
      case 25: // cdata CDATA_END -> value (grammars/minicpm5.dialect:37)
        sink.terminal(10, 3, buf, from, to);
        this.state = 3;
        return to;
    }
    return to;
  }
}

export const minicpm5: Dialect = {
  name: "minicpm5",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Minicpm5Machine(ir, sink, initial, vocab),
};
export default minicpm5;
