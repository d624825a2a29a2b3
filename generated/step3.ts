// DO NOT EDIT — generated from grammars/step3.dialect by dialectc.
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
  abi: 9, name: "step3", source: "grammars/step3.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BOT", special: true, variants: [[{ lit: "<｜BOT｜>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<｜EOT｜>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "CALLS_BEGIN", special: true, variants: [[{ lit: "<｜tool_calls_begin｜>" }]] },
    { name: "CALLS_END", special: true, variants: [[{ lit: "<｜tool_calls_end｜>" }]] },
    { name: "CALL_BEGIN", special: true, variants: [[{ lit: "<｜tool_call_begin｜>" }]] },
    { name: "CALL_END", special: true, variants: [[{ lit: "<｜tool_call_end｜>" }]] },
    { name: "SEP", special: true, variants: [[{ lit: "<｜tool_sep｜>" }]] },
    { name: "INVOKE", special: false, variants: [[{ lit: "<steptml:invoke name=\"" }, { cap: "name", max: 128, exclude: "\n<>" }, { lit: "\">" }]] },
    { name: "INVOKE_END", special: false, variants: [[{ lit: "</steptml:invoke>" }]] },
    { name: "PARAM", special: false, variants: [[{ lit: "<steptml:parameter name=\"" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "\">" }]] },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</steptml:parameter>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/step3.dialect:24", channel: { kind: 0 }, transitions: [
      { at: "grammars/step3.dialect:35", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/step3.dialect:38", terminal: 5, target: 2, events: [] },
      { at: "grammars/step3.dialect:52", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/step3.dialect:54", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/step3.dialect:39", terminal: 7, target: 3, events: [{ kind: "tool_start", declaredOnly: true }], readOnly: true },
      { at: "grammars/step3.dialect:50", terminal: 6, target: 0, events: [], absorb: true, after: 6, repeat: true },
      { at: "grammars/step3.dialect:24", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/step3.dialect:25", channel: { kind: 1 }, transitions: [
      { at: "grammars/step3.dialect:36", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/step3.dialect:37", terminal: 5, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/step3.dialect:53", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/step3.dialect:54", terminal: 2, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/step3.dialect:26", channel: { kind: 7 }, transitions: [
      { at: "grammars/step3.dialect:39", terminal: 7, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/step3.dialect:50", terminal: 6, target: 0, events: [] },
      { at: "grammars/step3.dialect:54", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/step3.dialect:38", terminal: 5, target: 2, events: [], restart: true },
    ] },
    { name: "kind", at: "grammars/step3.dialect:27", channel: { kind: 7, write: "function" }, transitions: [
      { at: "grammars/step3.dialect:40", terminal: 9, target: 4, events: [] },
      { at: "grammars/step3.dialect:42", terminal: 10, target: 5, events: [{ kind: "tool_name", name: "name" }], readOnly: true },
      { at: "grammars/step3.dialect:38", terminal: 5, target: 2, events: [], restart: true },
    ] },
    { name: "preamble", at: "grammars/step3.dialect:28", channel: { kind: 7 }, transitions: [
      { at: "grammars/step3.dialect:43", terminal: 10, target: 5, events: [{ kind: "tool_name", name: "name" }] },
      { at: "grammars/step3.dialect:38", terminal: 5, target: 2, events: [], restart: true },
    ] },
    { name: "params", at: "grammars/step3.dialect:29", channel: { kind: 7 }, transitions: [
      { at: "grammars/step3.dialect:44", terminal: 12, target: 6, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/step3.dialect:47", terminal: 11, target: 7, events: [] },
      { at: "grammars/step3.dialect:48", terminal: 8, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/step3.dialect:38", terminal: 5, target: 2, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/step3.dialect:30", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/step3.dialect:46", terminal: 13, target: 5, events: [{ kind: "arg_end" }], follow: { terminals: [12, 11, 8], end: true } },
      { at: "grammars/step3.dialect:38", terminal: 5, target: 2, events: [], restart: true },
    ] },
    { name: "closed", at: "grammars/step3.dialect:31", channel: { kind: 7 }, transitions: [
      { at: "grammars/step3.dialect:49", terminal: 8, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/step3.dialect:38", terminal: 5, target: 2, events: [], restart: true },
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

/** after the first literal: capture≤128 "\">" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, "\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral('">', buf, q, atEnd);
}

/** The step3 machine, specialised from grammars/step3.dialect. */
export class Step3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // calls
      case 3: // kind
      case 4: // preamble
      case 5: // params
      case 6: // value
      case 7: // closed
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/step3.dialect:24): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/step3.dialect:52)
            return this.idOnly(4) ? FAIL : this.only(p + 8, 3, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/step3.dialect:35)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 4, 0);
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 69: /* E */ {
              if (buf.startsWith("OT｜>", p + 3)) {
                // absorb EOT in content (grammars/step3.dialect:54)
                return this.idOnly(2) ? FAIL : this.only(p + 7, 5, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_calls_begin｜>", p + 3)) {
                // content CALLS_BEGIN -> calls (grammars/step3.dialect:38)
                return this.idOnly(5) ? FAIL : this.only(p + 20, 0, 0);
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

  /** reasoning (grammars/step3.dialect:25): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/step3.dialect:36)
            return this.idOnly(4) ? FAIL : this.only(p + 8, 9, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/step3.dialect:53)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 10, 0);
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 69: /* E */ {
              if (buf.startsWith("OT｜>", p + 3)) {
                // absorb EOT in reasoning (grammars/step3.dialect:54)
                return this.idOnly(2) ? FAIL : this.only(p + 7, 11, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_calls_begin｜>", p + 3)) {
                // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/step3.dialect:37)
                return this.idOnly(5) ? FAIL : this.only(p + 20, 8, 0);
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

  /** calls (grammars/step3.dialect:26): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<｜", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 69: /* E */ {
          if (buf.startsWith("OT｜>", p + 3)) {
            // absorb EOT in calls (grammars/step3.dialect:54)
            return this.idOnly(2) ? FAIL : this.only(p + 7, 15, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call", p + 3)) {
            switch (buf.charCodeAt(p + 11)) {
              case 95: /* _ */ {
                if (buf.startsWith("begin｜>", p + 12)) {
                  // calls CALL_BEGIN -> kind : tool_start (grammars/step3.dialect:39)
                  return this.idOnly(7) ? FAIL : this.only(p + 19, 13, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.charCodeAt(p + 12) === 95 /* _ */) {
                  switch (buf.charCodeAt(p + 13)) {
                    case 98: /* b */ {
                      if (buf.startsWith("egin｜>", p + 14)) {
                        // calls CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
                        return this.idOnly(5)
                          ? FAIL
                          : this.only(this.check(12, p + 20, buf, p, atEnd), 12, 0);
                      }
                      break;
                    }
                    case 101: /* e */ {
                      if (buf.startsWith("nd｜>", p + 14)) {
                        // calls CALLS_END -> content (grammars/step3.dialect:50)
                        return this.idOnly(6) ? FAIL : this.only(p + 18, 14, 0);
                      }
                      break;
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

  /** kind (grammars/step3.dialect:27): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<｜tool_", p)) {
      switch (buf.charCodeAt(p + 7)) {
        case 99: /* c */ {
          if (buf.startsWith("alls_begin｜>", p + 8)) {
            // kind CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
            return this.idOnly(5) ? FAIL : this.only(this.check(17, p + 20, buf, p, atEnd), 17, 0);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("ep｜>", p + 8)) {
            // kind SEP -> preamble (grammars/step3.dialect:40)
            return this.idOnly(9) ? FAIL : this.only(p + 12, 18, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** preamble (grammars/step3.dialect:28): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 115: /* s */ {
          if (buf.startsWith('teptml:invoke name="', p + 2)) {
            // preamble INVOKE -> params : tool_name (grammars/step3.dialect:43)
            return this.only(m0(buf, p + 22, atEnd, this.scratchFrom, this.scratchTo), 19, 1);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("tool_calls_begin｜>", p + 2)) {
            // preamble CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
            return this.idOnly(5) ? FAIL : this.only(this.check(20, p + 20, buf, p, atEnd), 20, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** params (grammars/step3.dialect:29): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("steptml:invoke>", p + 2)) {
            // params INVOKE_END -> closed (grammars/step3.dialect:47)
            this.matchedCand = 23;
            return p + 17;
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith('teptml:parameter name="', p + 2)) {
            // params PARAM -> value : arg_start (grammars/step3.dialect:44)
            return this.only(m0(buf, p + 25, atEnd, this.scratchFrom, this.scratchTo), 21, 1);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("tool_call", p + 2)) {
            switch (buf.charCodeAt(p + 11)) {
              case 95: /* _ */ {
                if (buf.startsWith("end｜>", p + 12)) {
                  // params CALL_END -> calls : tool_end (grammars/step3.dialect:48)
                  return this.idOnly(8) ? FAIL : this.only(p + 17, 24, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("_begin｜>", p + 12)) {
                  // params CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
                  return this.idOnly(5)
                    ? FAIL
                    : this.only(this.check(22, p + 20, buf, p, atEnd), 22, 0);
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

  /** value (grammars/step3.dialect:30): what starts at p, every first literal being in the buffer */
  private decide6(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("steptml:parameter>", p + 2)) {
            // value PARAM_END -> params : arg_end when followed by … (grammars/step3.dialect:46)
            return this.only(this.check(25, p + 20, buf, p, atEnd), 25, 0);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("tool_calls_begin｜>", p + 2)) {
            // value CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
            return this.idOnly(5) ? FAIL : this.only(this.check(26, p + 20, buf, p, atEnd), 26, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** closed (grammars/step3.dialect:31): what starts at p, every first literal being in the buffer */
  private decide7(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<｜tool_call", p)) {
      switch (buf.charCodeAt(p + 11)) {
        case 95: /* _ */ {
          if (buf.startsWith("end｜>", p + 12)) {
            // closed CALL_END -> calls : tool_end (grammars/step3.dialect:49)
            return this.idOnly(8) ? FAIL : this.only(p + 17, 28, 0);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("_begin｜>", p + 12)) {
            // closed CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
            return this.idOnly(5) ? FAIL : this.only(this.check(27, p + 20, buf, p, atEnd), 27, 0);
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
      case 6:
        return this.decide6(buf, p, atEnd);
      case 7:
        return this.decide7(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content CALLS_BEGIN -> calls (grammars/step3.dialect:38)
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // content CALL_BEGIN -> kind : tool_start, read_only (grammars/step3.dialect:39)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(true);
        this.state = 3;
        return to;
      case 2: // absorb CALLS_END in content written again after it (repeats the closer at grammars/step3.dialect:50)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 3: // absorb THINK_END in content (grammars/step3.dialect:52)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/step3.dialect:35)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 5: // absorb EOT in content (grammars/step3.dialect:54)
      case 11: // absorb EOT in reasoning (grammars/step3.dialect:54)
      case 15: // absorb EOT in calls (grammars/step3.dialect:54)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 6: // a fence line in content (the compiler's fence rule)
      case 7: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 8: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/step3.dialect:37)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 9: // reasoning THINK_END -> content : reasoning_end (grammars/step3.dialect:36)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 10: // absorb THINK_START in reasoning (grammars/step3.dialect:53)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 12: // calls CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        return to;
      case 13: // calls CALL_BEGIN -> kind : tool_start (grammars/step3.dialect:39)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 14: // calls CALLS_END -> content (grammars/step3.dialect:50)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
      case 16: // kind INVOKE -> params : tool_name, read_only (grammars/step3.dialect:42)
      case 19: // preamble INVOKE -> params : tool_name (grammars/step3.dialect:43)
        sink.terminal(10, 5, buf, from, to);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 5;
        return to;
      case 17: // kind CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
      case 20: // preamble CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
      case 22: // params CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
      case 26: // value CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
      case 27: // closed CALLS_BEGIN -> calls : restart (restarts the opener at grammars/step3.dialect:38)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 18: // kind SEP -> preamble (grammars/step3.dialect:40)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 21: // params PARAM -> value : arg_start (grammars/step3.dialect:44)
        sink.terminal(12, 6, buf, from, to);
        this.argStart(6, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 6;
        return to;
      case 23: // params INVOKE_END -> closed (grammars/step3.dialect:47)
        sink.terminal(11, 7, buf, from, to);
        this.state = 7;
        return to;
      case 24: // params CALL_END -> calls : tool_end (grammars/step3.dialect:48)
      case 28: // closed CALL_END -> calls : tool_end (grammars/step3.dialect:49)
        sink.terminal(8, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 25: // value PARAM_END -> params : arg_end when followed by … (grammars/step3.dialect:46)
        sink.terminal(13, 5, buf, from, to);
        sink.argEnd();
        this.state = 5;
        return to;
    }
    return to;
  }
}

export const step3: Dialect = {
  name: "step3",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Step3Machine(ir, sink, initial, vocab),
};
export default step3;
