// DO NOT EDIT — generated from grammars/cwm.dialect by dialectc.
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
  abi: 9, name: "cwm", source: "grammars/cwm.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<tool:" }, { ws: 256, write: " " }, { cap: "label", max: 128, exclude: " \t\r\n<>", write: "function" }, { lit: ">" }, { ws: 256, write: "\n" }, { cap: "name", max: 128, exclude: " \t\r\n<>" }, { lit: " " }], [{ lit: "<tool:" }, { ws: 256, write: " " }, { cap: "label", max: 128, exclude: " \t\r\n<>", write: "function" }, { lit: ">" }, { ws: 256, write: "\n" }, { cap: "name", max: 128, exclude: " \t\r\n<>" }, { lit: "\n" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</tool>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/cwm.dialect:19", channel: { kind: 0 }, transitions: [
      { at: "grammars/cwm.dialect:25", terminal: 1, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/cwm.dialect:27", terminal: 3, target: 2, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/cwm.dialect:30", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/cwm.dialect:28", terminal: 4, target: 0, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/cwm.dialect:19", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/cwm.dialect:20", channel: { kind: 1 }, transitions: [
      { at: "grammars/cwm.dialect:26", terminal: 2, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/cwm.dialect:31", terminal: 1, target: 1, events: [], absorb: true },
    ] },
    { name: "args", at: "grammars/cwm.dialect:21", channel: { kind: 3, textKey: "command" }, transitions: [
      { at: "grammars/cwm.dialect:28", terminal: 4, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/cwm.dialect:27", terminal: 3, target: 2, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** after the first literal: ws≤256 capture≤128 ">" ws≤256 capture≤128 " " */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  // a capture: up to 128 characters before ">"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 62, false, " \t\r\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral(">", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  // a capture: up to 128 characters before " "
  from[1] = q;
  q = matchCapture(buf, q, atEnd, 32, false, " \t\r\n<>", 128);
  if (q < 0) return q;
  to[1] = q;
  return matchLiteral(" ", buf, q, atEnd);
}

/** The cwm machine, specialised from grammars/cwm.dialect. */
export class CwmMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // args
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/cwm.dialect:19): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/cwm.dialect:30)
            this.matchedCand = 2;
            return p + 8;
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // content THINK_START -> reasoning : reasoning_start (grammars/cwm.dialect:25)
                this.matchedCand = 3;
                return p + 7;
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol:", p + 3)) {
                // content TOOL_START -> args : tool_start (grammars/cwm.dialect:27)
                return this.only(m0(buf, p + 6, atEnd, this.scratchFrom, this.scratchTo), 0, 2);
              }
              break;
            }
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/cwm.dialect:20): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/cwm.dialect:26)
            this.matchedCand = 7;
            return p + 8;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/cwm.dialect:31)
            this.matchedCand = 8;
            return p + 7;
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/cwm.dialect:21): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool>", p + 2)) {
            // args TOOL_END -> content : tool_end (grammars/cwm.dialect:28)
            this.matchedCand = 11;
            return p + 7;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool:", p + 2)) {
            // args TOOL_START -> args : restart, tool_start (restarts the opener at grammars/cwm.dialect:27)
            return this.only(
              this.check(9, m0(buf, p + 6, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
              9,
              2,
            );
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content TOOL_START -> args : tool_start (grammars/cwm.dialect:27)
      case 1: // content TOOL_START -> args : tool_start (grammars/cwm.dialect:27)
        sink.terminal(3, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[1]!, this.capTo[1]!);
        this.state = 2;
        return to;
      case 2: // absorb THINK_END in content (grammars/cwm.dialect:30)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // content THINK_START -> reasoning : reasoning_start (grammars/cwm.dialect:25)
        sink.terminal(1, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 4: // absorb TOOL_END in content written again after it (repeats the closer at grammars/cwm.dialect:28)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // reasoning THINK_END -> content : reasoning_end (grammars/cwm.dialect:26)
        sink.terminal(2, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 8: // absorb THINK_START in reasoning (grammars/cwm.dialect:31)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 9: // args TOOL_START -> args : restart, tool_start (restarts the opener at grammars/cwm.dialect:27)
      case 10: // args TOOL_START -> args : restart, tool_start (restarts the opener at grammars/cwm.dialect:27)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[1]!, this.capTo[1]!);
        return to;
      case 11: // args TOOL_END -> content : tool_end (grammars/cwm.dialect:28)
        sink.terminal(4, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const cwm: Dialect = {
  name: "cwm",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new CwmMachine(ir, sink, initial, vocab),
};
export default cwm;
