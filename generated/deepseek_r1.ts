// DO NOT EDIT — generated from grammars/deepseek_r1.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, matchSpace, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "deepseek_r1", source: "grammars/deepseek_r1.dialect", extends: ["deepseek"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BOS", special: true, variants: [[{ lit: "<｜begin▁of▁sentence｜>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<｜User｜>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<｜Assistant｜>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<｜end▁of▁sentence｜>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "CALLS_BEGIN", special: true, variants: [[{ lit: "<｜tool▁calls▁begin｜>" }], [{ lit: "<｜tool_calls_begin｜>" }], [{ lit: "<｜tool calls begin｜>" }], [{ lit: "<｜tool\\_calls\\_begin｜>" }], [{ lit: "<｜tool▁calls｜>" }]] },
    { name: "CALL_BEGIN", special: true, variants: [[{ lit: "<｜tool▁call▁begin｜>" }]] },
    { name: "SEP", special: true, variants: [[{ lit: "<｜tool▁sep｜>" }]] },
    { name: "CALL_END", special: true, variants: [[{ lit: "<｜tool▁call▁end｜>" }]] },
    { name: "CALLS_END", special: true, variants: [[{ lit: "<｜tool▁calls▁end｜>" }]] },
    { name: "FENCE_OPEN", special: false, variants: [[{ lit: "```json" }, { ws: 256 }]] },
    { name: "FENCE_CLOSE", special: false, variants: [[{ lit: "```" }]] },
  ],
  states: [
    { name: "content", at: "grammars/deepseek_r1.dialect:22", channel: { kind: 0 }, transitions: [
      { at: "grammars/deepseek_r1.dialect:32", terminal: 5, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/deepseek_r1.dialect:35", terminal: 7, target: 2, events: [] },
      { at: "grammars/deepseek_r1.dialect:46", terminal: 6, target: 0, events: [], absorb: true },
      { at: "grammars/deepseek_r1.dialect:48", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/deepseek_r1.dialect:36", terminal: 8, target: 3, events: [{ kind: "tool_start", declaredOnly: true }], readOnly: true },
      { at: "grammars/deepseek_r1.dialect:38", terminal: 9, target: 4, events: [{ kind: "tool_start", declaredOnly: true }], readOnly: true },
      { at: "grammars/deepseek_r1.dialect:44", terminal: 11, target: 0, events: [], absorb: true, after: 11, repeat: true },
      { at: "grammars/deepseek_r1.dialect:22", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/deepseek_r1.dialect:23", channel: { kind: 1 }, transitions: [
      { at: "grammars/deepseek_r1.dialect:33", terminal: 6, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/deepseek_r1.dialect:34", terminal: 7, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/deepseek_r1.dialect:47", terminal: 5, target: 1, events: [], absorb: true },
      { at: "grammars/deepseek_r1.dialect:48", terminal: 4, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/deepseek_r1.dialect:24", channel: { kind: 7 }, transitions: [
      { at: "grammars/deepseek_r1.dialect:36", terminal: 8, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/deepseek_r1.dialect:38", terminal: 9, target: 4, events: [{ kind: "tool_start" }] },
      { at: "grammars/deepseek_r1.dialect:44", terminal: 11, target: 0, events: [] },
      { at: "grammars/deepseek_r1.dialect:48", terminal: 4, target: 2, events: [], absorb: true },
      { at: "grammars/deepseek_r1.dialect:35", terminal: 7, target: 2, events: [], restart: true },
    ] },
    { name: "kind", at: "grammars/deepseek_r1.dialect:25", channel: { kind: 7, write: "function" }, transitions: [
      { at: "grammars/deepseek_r1.dialect:39", terminal: 9, target: 4, events: [] },
      { at: "grammars/deepseek_r1.dialect:35", terminal: 7, target: 2, events: [], restart: true },
    ] },
    { name: "name", at: "grammars/deepseek_r1.dialect:26", channel: { kind: 2 }, transitions: [
      { at: "grammars/deepseek_r1.dialect:40", terminal: 12, target: 5, events: [] },
      { at: "grammars/deepseek_r1.dialect:35", terminal: 7, target: 2, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/deepseek_r1.dialect:27", channel: { kind: 3 }, transitions: [
      { at: "grammars/deepseek_r1.dialect:41", terminal: 13, target: 6, events: [], outsideString: true },
      { at: "grammars/deepseek_r1.dialect:42", terminal: 10, target: 2, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/deepseek_r1.dialect:35", terminal: 7, target: 2, events: [], restart: true, outsideString: true },
    ] },
    { name: "closed", at: "grammars/deepseek_r1.dialect:28", channel: { kind: 7 }, transitions: [
      { at: "grammars/deepseek_r1.dialect:43", terminal: 10, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/deepseek_r1.dialect:35", terminal: 7, target: 2, events: [], restart: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2, 3, 4],
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

/** after the first literal: ws≤256 */
function m0(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  return matchSpace(buf, q, atEnd, 256);
}

/** The deepseek_r1 machine, specialised from grammars/deepseek_r1.dialect. */
export class DeepseekR1Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 4: // name
      case 5: // args
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // calls
      case 3: // kind
      case 6: // closed
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/deepseek_r1.dialect:22): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/deepseek_r1.dialect:46)
            return this.idOnly(6) ? FAIL : this.only(p + 8, 9, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_r1.dialect:32)
            return this.idOnly(5) ? FAIL : this.only(p + 7, 10, 0);
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              if (buf.startsWith("nd▁of▁sentence｜>", p + 3)) {
                // absorb EOS in content (grammars/deepseek_r1.dialect:48)
                return this.idOnly(4) ? FAIL : this.only(p + 19, 4, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool▁calls▁begin｜>", p + 3)) {
                // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
                return this.idOnly(7) ? FAIL : this.only(p + 20, 1, 0);
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

  /** reasoning (grammars/deepseek_r1.dialect:23): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_r1.dialect:33)
            return this.idOnly(6) ? FAIL : this.only(p + 8, 19, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/deepseek_r1.dialect:47)
            return this.idOnly(5) ? FAIL : this.only(p + 7, 20, 0);
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              if (buf.startsWith("nd▁of▁sentence｜>", p + 3)) {
                // absorb EOS in reasoning (grammars/deepseek_r1.dialect:48)
                return this.idOnly(4) ? FAIL : this.only(p + 19, 17, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool▁calls▁begin｜>", p + 3)) {
                // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
                return this.idOnly(7) ? FAIL : this.only(p + 20, 14, 0);
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

  /** calls (grammars/deepseek_r1.dialect:24): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<｜", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 101: /* e */ {
          if (buf.startsWith("nd▁of▁sentence｜>", p + 3)) {
            // absorb EOS in calls (grammars/deepseek_r1.dialect:48)
            return this.idOnly(4) ? FAIL : this.only(p + 19, 26, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool▁", p + 3)) {
            switch (buf.charCodeAt(p + 7)) {
              case 99: /* c */ {
                if (buf.startsWith("all", p + 8)) {
                  switch (buf.charCodeAt(p + 11)) {
                    case 115: /* s */ {
                      if (buf.charCodeAt(p + 12) === 9601) {
                        switch (buf.charCodeAt(p + 13)) {
                          case 98: /* b */ {
                            if (buf.startsWith("egin｜>", p + 14)) {
                              // calls CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
                              return this.idOnly(7)
                                ? FAIL
                                : this.only(this.check(22, p + 20, buf, p, atEnd), 22, 0);
                            }
                            break;
                          }
                          case 101: /* e */ {
                            if (buf.startsWith("nd｜>", p + 14)) {
                              // calls CALLS_END -> content (grammars/deepseek_r1.dialect:44)
                              return this.idOnly(11) ? FAIL : this.only(p + 18, 27, 0);
                            }
                            break;
                          }
                        }
                      }
                      break;
                    }
                    case 9601: {
                      if (buf.startsWith("begin｜>", p + 12)) {
                        // calls CALL_BEGIN -> kind : tool_start (grammars/deepseek_r1.dialect:36)
                        return this.idOnly(8) ? FAIL : this.only(p + 19, 25, 0);
                      }
                      break;
                    }
                  }
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("ep｜>", p + 8)) {
                  // calls SEP -> name : tool_start (grammars/deepseek_r1.dialect:38)
                  return this.idOnly(9) ? FAIL : this.only(p + 12, 29, 0);
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

  /** kind (grammars/deepseek_r1.dialect:25): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<｜tool▁", p)) {
      switch (buf.charCodeAt(p + 7)) {
        case 99: /* c */ {
          if (buf.startsWith("alls▁begin｜>", p + 8)) {
            // kind CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
            return this.idOnly(7) ? FAIL : this.only(this.check(31, p + 20, buf, p, atEnd), 31, 0);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("ep｜>", p + 8)) {
            // kind SEP -> name (grammars/deepseek_r1.dialect:39)
            return this.idOnly(9) ? FAIL : this.only(p + 12, 35, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/deepseek_r1.dialect:26): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("｜tool▁calls▁begin｜>", p + 1)) {
          // name CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
          return this.idOnly(7) ? FAIL : this.only(this.check(38, p + 20, buf, p, atEnd), 38, 0);
        }
        break;
      }
      case 96: /* ` */ {
        if (buf.startsWith("``json", p + 1)) {
          // name FENCE_OPEN -> args (grammars/deepseek_r1.dialect:40)
          return this.only(m0(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 36, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** args (grammars/deepseek_r1.dialect:27): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("｜tool▁call", p + 1)) {
          switch (buf.charCodeAt(p + 11)) {
            case 115: /* s */ {
              if (buf.startsWith("▁begin｜>", p + 12)) {
                // args CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
                return this.idOnly(7)
                  ? FAIL
                  : this.only(this.check(44, p + 20, buf, p, atEnd), 44, 0);
              }
              break;
            }
            case 9601: {
              if (buf.startsWith("end｜>", p + 12)) {
                // args CALL_END -> calls : tool_end (grammars/deepseek_r1.dialect:42)
                return this.idOnly(10)
                  ? FAIL
                  : this.only(this.check(47, p + 17, buf, p, atEnd), 47, 0);
              }
              break;
            }
          }
        }
        break;
      }
      case 96: /* ` */ {
        if (buf.startsWith("``", p + 1)) {
          // args FENCE_CLOSE -> closed (grammars/deepseek_r1.dialect:41)
          return this.only(this.check(42, p + 3, buf, p, atEnd), 42, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** closed (grammars/deepseek_r1.dialect:28): what starts at p, every first literal being in the buffer */
  private decide6(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<｜tool▁call", p)) {
      switch (buf.charCodeAt(p + 11)) {
        case 115: /* s */ {
          if (buf.startsWith("▁begin｜>", p + 12)) {
            // closed CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
            return this.idOnly(7) ? FAIL : this.only(this.check(50, p + 20, buf, p, atEnd), 50, 0);
          }
          break;
        }
        case 9601: {
          if (buf.startsWith("end｜>", p + 12)) {
            // closed CALL_END -> calls : tool_end (grammars/deepseek_r1.dialect:43)
            return this.idOnly(10) ? FAIL : this.only(p + 17, 53, 0);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
      case 1: // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
      case 2: // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
      case 3: // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
      case 7: // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
        sink.terminal(7, 2, buf, from, to);
        this.state = 2;
        return to;
      case 4: // absorb EOS in content (grammars/deepseek_r1.dialect:48)
      case 17: // absorb EOS in reasoning (grammars/deepseek_r1.dialect:48)
      case 26: // absorb EOS in calls (grammars/deepseek_r1.dialect:48)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 5: // content CALL_BEGIN -> kind : tool_start, read_only (grammars/deepseek_r1.dialect:36)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(true);
        this.state = 3;
        return to;
      case 6: // absorb CALLS_END in content written again after it (repeats the closer at grammars/deepseek_r1.dialect:44)
        sink.terminal(11, -1, buf, from, to);
        return to;
      case 8: // content SEP -> name : tool_start, read_only (grammars/deepseek_r1.dialect:38)
        sink.terminal(9, 4, buf, from, to);
        sink.toolStart(true);
        this.state = 4;
        return to;
      case 9: // absorb THINK_END in content (grammars/deepseek_r1.dialect:46)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 10: // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_r1.dialect:32)
        sink.terminal(5, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 11: // a fence line in content (the compiler's fence rule)
      case 12: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 13: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
      case 14: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
      case 15: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
      case 16: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
      case 18: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
        sink.terminal(7, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 19: // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_r1.dialect:33)
        sink.terminal(6, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 20: // absorb THINK_START in reasoning (grammars/deepseek_r1.dialect:47)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 21: // calls CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 22: // calls CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 23: // calls CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 24: // calls CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 28: // calls CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        return to;
      case 25: // calls CALL_BEGIN -> kind : tool_start (grammars/deepseek_r1.dialect:36)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 27: // calls CALLS_END -> content (grammars/deepseek_r1.dialect:44)
        sink.terminal(11, 0, buf, from, to);
        this.state = 0;
        return to;
      case 29: // calls SEP -> name : tool_start (grammars/deepseek_r1.dialect:38)
        sink.terminal(9, 4, buf, from, to);
        sink.toolStart(false);
        this.state = 4;
        return to;
      case 30: // kind CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 31: // kind CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 32: // kind CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 33: // kind CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 34: // kind CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 37: // name CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 38: // name CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 39: // name CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 40: // name CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 41: // name CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 43: // args CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 44: // args CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 45: // args CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 46: // args CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 48: // args CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 49: // closed CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 50: // closed CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 51: // closed CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 52: // closed CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
      case 54: // closed CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        this.state = 2;
        return to;
      case 35: // kind SEP -> name (grammars/deepseek_r1.dialect:39)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 36: // name FENCE_OPEN -> args (grammars/deepseek_r1.dialect:40)
        sink.terminal(12, 5, buf, from, to);
        this.state = 5;
        return to;
      case 42: // args FENCE_CLOSE -> closed (grammars/deepseek_r1.dialect:41)
        sink.terminal(13, 6, buf, from, to);
        this.state = 6;
        return to;
      case 47: // args CALL_END -> calls : tool_end (grammars/deepseek_r1.dialect:42)
      case 53: // closed CALL_END -> calls : tool_end (grammars/deepseek_r1.dialect:43)
        sink.terminal(10, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const deepseek_r1: Dialect = {
  name: "deepseek_r1",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new DeepseekR1Machine(ir, sink, initial, vocab),
};
export default deepseek_r1;
