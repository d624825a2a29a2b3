// DO NOT EDIT — generated from grammars/minimax_m3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchCapture,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "minimax_m3", source: "grammars/minimax_m3.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BEGIN", special: true, variants: [[{ lit: "]~!b[" }]] },
    { name: "TURN", special: true, variants: [[{ lit: "]~b]" }]] },
    { name: "END", special: true, variants: [[{ lit: "[e~[" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<mm:think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</mm:think>" }]] },
    { name: "CALLS_START", special: false, variants: [[{ lit: "]<]minimax[>[<tool_call>" }]] },
    { name: "CALLS_END", special: false, variants: [[{ lit: "]<]minimax[>[</tool_call>" }]] },
    { name: "INVOKE", special: false, variants: [[{ lit: "]<]minimax[>[<invoke name=\"" }, { cap: "name", max: 256, exclude: "\n<>\"" }, { lit: "\">" }]] },
    { name: "INVOKE_END", special: false, variants: [[{ lit: "]<]minimax[>[</invoke>" }]] },
  ],
  states: [
    { name: "opening", at: "grammars/minimax_m3.dialect:28", channel: { kind: 0, untilText: 1 }, transitions: [
      { at: "grammars/minimax_m3.dialect:36", terminal: 4, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/minimax_m3.dialect:38", terminal: 6, target: 3, events: [] },
      { at: "grammars/minimax_m3.dialect:45", terminal: 5, target: 0, events: [], absorb: true },
      { at: "grammars/minimax_m3.dialect:46", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/minimax_m3.dialect:41", terminal: 8, target: 4, events: [{ kind: "tool_start", name: "name", declaredOnly: true }], readOnly: true },
      { at: "grammars/minimax_m3.dialect:28", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "content", at: "grammars/minimax_m3.dialect:29", channel: { kind: 0 }, transitions: [
      { at: "grammars/minimax_m3.dialect:37", terminal: 4, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/minimax_m3.dialect:40", terminal: 6, target: 3, events: [] },
      { at: "grammars/minimax_m3.dialect:46", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/minimax_m3.dialect:41", terminal: 8, target: 4, events: [{ kind: "tool_start", name: "name", declaredOnly: true }], readOnly: true },
      { at: "grammars/minimax_m3.dialect:29", terminal: 0, target: 1, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/minimax_m3.dialect:30", channel: { kind: 1 }, transitions: [
      { at: "grammars/minimax_m3.dialect:39", terminal: 5, target: 1, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/minimax_m3.dialect:44", terminal: 4, target: 2, events: [], absorb: true },
      { at: "grammars/minimax_m3.dialect:46", terminal: 3, target: 2, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/minimax_m3.dialect:31", channel: { kind: 7 }, transitions: [
      { at: "grammars/minimax_m3.dialect:41", terminal: 8, target: 4, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/minimax_m3.dialect:43", terminal: 7, target: 1, events: [] },
      { at: "grammars/minimax_m3.dialect:46", terminal: 3, target: 3, events: [], absorb: true },
      { at: "grammars/minimax_m3.dialect:38", terminal: 6, target: 3, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/minimax_m3.dialect:32", channel: { kind: 3, xml: "]<]minimax[>[" }, transitions: [
      { at: "grammars/minimax_m3.dialect:42", terminal: 9, target: 3, events: [{ kind: "tool_end" }] },
      { at: "grammars/minimax_m3.dialect:46", terminal: 3, target: 4, events: [], absorb: true },
      { at: "grammars/minimax_m3.dialect:38", terminal: 6, target: 3, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 2, plain: 0 },
  turnBoundaries: [1, 2, 3],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "[" "]" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91: /* [ */
      case 93: /* ] */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" "[" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 91 /* [ */) return p;
  }
  return p;
}

/** the next position holding one of "[" "]" */
function nextOf2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 91 /* [ */ || c === 93 /* ] */) return p;
  }
  return p;
}

/** after the first literal: capture≤256 "\">" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, '\n<>"', 256);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral('">', buf, q, atEnd);
}

/** The minimax_m3 machine, specialised from grammars/minimax_m3.dialect. */
export class MinimaxM3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // opening
      case 1: // content
        return nextOf0(buf, p);
      case 2: // reasoning
        return nextOf1(buf, p);
      case 3: // calls
      case 4: // args
        return nextOf2(buf, p);
    }
    return buf.length;
  }

  /** opening (grammars/minimax_m3.dialect:28): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("mm:think>", p + 2)) {
              // absorb THINK_END in opening (grammars/minimax_m3.dialect:45)
              this.matchedCand = 0;
              return p + 11;
            }
            break;
          }
          case 109: /* m */ {
            if (buf.startsWith("m:think>", p + 2)) {
              // opening THINK_START -> reasoning : reasoning_start (grammars/minimax_m3.dialect:36)
              this.matchedCand = 1;
              return p + 10;
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("e~[", p + 1)) {
          // absorb END in opening (grammars/minimax_m3.dialect:46)
          return this.idOnly(3) ? FAIL : this.only(p + 4, 4, 0);
        }
        break;
      }
      case 93: /* ] */ {
        if (buf.startsWith("<]minimax[>[<tool_call>", p + 1)) {
          // opening CALLS_START -> calls (grammars/minimax_m3.dialect:38)
          this.matchedCand = 3;
          return p + 24;
        }
        break;
      }
    }
    return FAIL;
  }

  /** content (grammars/minimax_m3.dialect:29): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("mm:think>", p + 1)) {
          // content THINK_START -> reasoning : reasoning_start (grammars/minimax_m3.dialect:37)
          this.matchedCand = 7;
          return p + 10;
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("e~[", p + 1)) {
          // absorb END in content (grammars/minimax_m3.dialect:46)
          return this.idOnly(3) ? FAIL : this.only(p + 4, 10, 0);
        }
        break;
      }
      case 93: /* ] */ {
        if (buf.startsWith("<]minimax[>[<tool_call>", p + 1)) {
          // content CALLS_START -> calls (grammars/minimax_m3.dialect:40)
          this.matchedCand = 9;
          return p + 24;
        }
        break;
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/minimax_m3.dialect:30): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("mm:think>", p + 2)) {
              // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m3.dialect:39)
              this.matchedCand = 13;
              return p + 11;
            }
            break;
          }
          case 109: /* m */ {
            if (buf.startsWith("m:think>", p + 2)) {
              // absorb THINK_START in reasoning (grammars/minimax_m3.dialect:44)
              this.matchedCand = 14;
              return p + 10;
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("e~[", p + 1)) {
          // absorb END in reasoning (grammars/minimax_m3.dialect:46)
          return this.idOnly(3) ? FAIL : this.only(p + 4, 15, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** calls (grammars/minimax_m3.dialect:31): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 91: /* [ */ {
        if (buf.startsWith("e~[", p + 1)) {
          // absorb END in calls (grammars/minimax_m3.dialect:46)
          return this.idOnly(3) ? FAIL : this.only(p + 4, 19, 0);
        }
        break;
      }
      case 93: /* ] */ {
        if (buf.startsWith("<]minimax[>[<", p + 1)) {
          switch (buf.charCodeAt(p + 14)) {
            case 47: /* / */ {
              if (buf.startsWith("tool_call>", p + 15)) {
                // calls CALLS_END -> content (grammars/minimax_m3.dialect:43)
                this.matchedCand = 17;
                return p + 25;
              }
              break;
            }
            case 105: /* i */ {
              if (buf.startsWith('nvoke name="', p + 15)) {
                // calls INVOKE -> args : tool_start (grammars/minimax_m3.dialect:41)
                return this.only(m0(buf, p + 27, atEnd, this.scratchFrom, this.scratchTo), 16, 1);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call>", p + 15)) {
                // calls CALLS_START -> calls : restart (restarts the opener at grammars/minimax_m3.dialect:38)
                return this.only(this.check(18, p + 24, buf, p, atEnd), 18, 0);
              }
              break;
            }
          }
        }
        break;
      }
    }
    return FAIL;
  }

  /** args (grammars/minimax_m3.dialect:32): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 91: /* [ */ {
        if (buf.startsWith("e~[", p + 1)) {
          // absorb END in args (grammars/minimax_m3.dialect:46)
          return this.idOnly(3) ? FAIL : this.only(p + 4, 22, 0);
        }
        break;
      }
      case 93: /* ] */ {
        if (buf.startsWith("<]minimax[>[<", p + 1)) {
          switch (buf.charCodeAt(p + 14)) {
            case 47: /* / */ {
              if (buf.startsWith("invoke>", p + 15)) {
                // args INVOKE_END -> calls : tool_end (grammars/minimax_m3.dialect:42)
                this.matchedCand = 21;
                return p + 22;
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call>", p + 15)) {
                // args CALLS_START -> calls : restart (restarts the opener at grammars/minimax_m3.dialect:38)
                return this.only(this.check(20, p + 24, buf, p, atEnd), 20, 0);
              }
              break;
            }
          }
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
      case 0: // absorb THINK_END in opening (grammars/minimax_m3.dialect:45)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 1: // opening THINK_START -> reasoning : reasoning_start (grammars/minimax_m3.dialect:36)
      case 7: // content THINK_START -> reasoning : reasoning_start (grammars/minimax_m3.dialect:37)
        sink.terminal(4, 2, buf, from, to);
        sink.reasoningStart();
        this.state = 2;
        return to;
      case 2: // opening INVOKE -> args : tool_start, read_only (grammars/minimax_m3.dialect:41)
      case 8: // content INVOKE -> args : tool_start, read_only (grammars/minimax_m3.dialect:41)
        sink.terminal(8, 4, buf, from, to);
        sink.toolStart(true);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 4;
        return to;
      case 3: // opening CALLS_START -> calls (grammars/minimax_m3.dialect:38)
      case 9: // content CALLS_START -> calls (grammars/minimax_m3.dialect:40)
        sink.terminal(6, 3, buf, from, to);
        this.state = 3;
        return to;
      case 4: // absorb END in opening (grammars/minimax_m3.dialect:46)
      case 10: // absorb END in content (grammars/minimax_m3.dialect:46)
      case 15: // absorb END in reasoning (grammars/minimax_m3.dialect:46)
      case 19: // absorb END in calls (grammars/minimax_m3.dialect:46)
      case 22: // absorb END in args (grammars/minimax_m3.dialect:46)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 5: // a fence line in opening (the compiler's fence rule)
      case 6: // a fence line in opening (the compiler's fence rule)
      case 11: // a fence line in content (the compiler's fence rule)
      case 12: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 13: // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m3.dialect:39)
        sink.terminal(5, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 14: // absorb THINK_START in reasoning (grammars/minimax_m3.dialect:44)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 16: // calls INVOKE -> args : tool_start (grammars/minimax_m3.dialect:41)
        sink.terminal(8, 4, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 4;
        return to;
      case 17: // calls CALLS_END -> content (grammars/minimax_m3.dialect:43)
        sink.terminal(7, 1, buf, from, to);
        this.state = 1;
        return to;
      case 18: // calls CALLS_START -> calls : restart (restarts the opener at grammars/minimax_m3.dialect:38)
        sink.restart();
        sink.terminal(6, 3, buf, from, to);
        return to;
      case 20: // args CALLS_START -> calls : restart (restarts the opener at grammars/minimax_m3.dialect:38)
        sink.restart();
        sink.terminal(6, 3, buf, from, to);
        this.state = 3;
        return to;
      case 21: // args INVOKE_END -> calls : tool_end (grammars/minimax_m3.dialect:42)
        sink.terminal(9, 3, buf, from, to);
        sink.toolEnd();
        this.state = 3;
        return to;
    }
    return to;
  }
}

export const minimax_m3: Dialect = {
  name: "minimax_m3",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new MinimaxM3Machine(ir, sink, initial, vocab),
};
export default minimax_m3;
