// DO NOT EDIT — generated from grammars/kimi_k2.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "kimi_k2", source: "grammars/kimi_k2.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_SYSTEM", special: true, variants: [[{ lit: "<|im_system|>" }]] },
    { name: "IM_USER", special: true, variants: [[{ lit: "<|im_user|>" }]] },
    { name: "IM_ASSISTANT", special: true, variants: [[{ lit: "<|im_assistant|>" }]] },
    { name: "IM_MIDDLE", special: true, variants: [[{ lit: "<|im_middle|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "SECTION_START", special: true, variants: [[{ lit: "<|tool_calls_section_begin|>" }]] },
    { name: "SECTION_END", special: true, variants: [[{ lit: "<|tool_calls_section_end|>" }]] },
    { name: "CALL_START", special: true, variants: [[{ lit: "<|tool_call_begin|>" }]] },
    { name: "CALL_END", special: true, variants: [[{ lit: "<|tool_call_end|>" }]] },
    { name: "ARGS_START", special: true, variants: [[{ lit: "<|tool_call_argument_begin|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/kimi_k2.dialect:22", channel: { kind: 0 }, transitions: [
      { at: "grammars/kimi_k2.dialect:30", terminal: 6, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/kimi_k2.dialect:33", terminal: 8, target: 2, events: [] },
      { at: "grammars/kimi_k2.dialect:41", terminal: 7, target: 0, events: [], absorb: true },
      { at: "grammars/kimi_k2.dialect:43", terminal: 5, target: 0, events: [], absorb: true },
      { at: "grammars/kimi_k2.dialect:34", terminal: 10, target: 3, events: [{ kind: "tool_start", declaredOnly: true }], readOnly: true },
      { at: "grammars/kimi_k2.dialect:22", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/kimi_k2.dialect:23", channel: { kind: 1 }, transitions: [
      { at: "grammars/kimi_k2.dialect:31", terminal: 7, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/kimi_k2.dialect:32", terminal: 8, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/kimi_k2.dialect:42", terminal: 6, target: 1, events: [], absorb: true },
      { at: "grammars/kimi_k2.dialect:43", terminal: 5, target: 1, events: [], absorb: true },
    ] },
    { name: "section", at: "grammars/kimi_k2.dialect:24", channel: { kind: 7 }, transitions: [
      { at: "grammars/kimi_k2.dialect:34", terminal: 10, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/kimi_k2.dialect:39", terminal: 9, target: 2, events: [] },
      { at: "grammars/kimi_k2.dialect:43", terminal: 5, target: 2, events: [], absorb: true },
      { at: "grammars/kimi_k2.dialect:33", terminal: 8, target: 2, events: [], restart: true },
    ] },
    { name: "header", at: "grammars/kimi_k2.dialect:25", channel: { kind: 6, write: "functions.{name}:{index}", id: { after: "", before: "" }, name: { after: ".", before: ":" } }, transitions: [
      { at: "grammars/kimi_k2.dialect:35", terminal: 12, target: 4, events: [] },
      { at: "grammars/kimi_k2.dialect:36", terminal: 11, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/kimi_k2.dialect:33", terminal: 8, target: 2, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/kimi_k2.dialect:26", channel: { kind: 3 }, transitions: [
      { at: "grammars/kimi_k2.dialect:37", terminal: 11, target: 2, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/kimi_k2.dialect:38", terminal: 9, target: 2, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/kimi_k2.dialect:33", terminal: 8, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2, 3, 4, 5],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "keep", validateToolNames: true, inferToolName: true, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** The kimi_k2 machine, specialised from grammars/kimi_k2.dialect. */
export class KimiK2Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // section
      case 3: // header
      case 4: // args
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/kimi_k2.dialect:22): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/kimi_k2.dialect:41)
            return this.idOnly(7) ? FAIL : this.only(p + 8, 3, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/kimi_k2.dialect:30)
            return this.idOnly(6) ? FAIL : this.only(p + 7, 4, 0);
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 105: /* i */ {
              if (buf.startsWith("m_end|>", p + 3)) {
                // absorb IM_END in content (grammars/kimi_k2.dialect:43)
                return this.idOnly(5) ? FAIL : this.only(p + 10, 2, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_calls_section_begin|>", p + 3)) {
                // content SECTION_START -> section (grammars/kimi_k2.dialect:33)
                return this.idOnly(8) ? FAIL : this.only(p + 28, 0, 0);
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

  /** reasoning (grammars/kimi_k2.dialect:23): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/kimi_k2.dialect:31)
            return this.idOnly(7) ? FAIL : this.only(p + 8, 9, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/kimi_k2.dialect:42)
            return this.idOnly(6) ? FAIL : this.only(p + 7, 10, 0);
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 105: /* i */ {
              if (buf.startsWith("m_end|>", p + 3)) {
                // absorb IM_END in reasoning (grammars/kimi_k2.dialect:43)
                return this.idOnly(5) ? FAIL : this.only(p + 10, 8, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_calls_section_begin|>", p + 3)) {
                // reasoning SECTION_START -> section : reasoning_end (grammars/kimi_k2.dialect:32)
                return this.idOnly(8) ? FAIL : this.only(p + 28, 7, 0);
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

  /** section (grammars/kimi_k2.dialect:24): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 105: /* i */ {
          if (buf.startsWith("m_end|>", p + 3)) {
            // absorb IM_END in section (grammars/kimi_k2.dialect:43)
            return this.idOnly(5) ? FAIL : this.only(p + 10, 14, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call", p + 3)) {
            switch (buf.charCodeAt(p + 11)) {
              case 95: /* _ */ {
                if (buf.startsWith("begin|>", p + 12)) {
                  // section CALL_START -> header : tool_start (grammars/kimi_k2.dialect:34)
                  return this.idOnly(10) ? FAIL : this.only(p + 19, 13, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("_section_", p + 12)) {
                  switch (buf.charCodeAt(p + 21)) {
                    case 98: /* b */ {
                      if (buf.startsWith("egin|>", p + 22)) {
                        // section SECTION_START -> section : restart (restarts the opener at grammars/kimi_k2.dialect:33)
                        return this.idOnly(8)
                          ? FAIL
                          : this.only(this.check(11, p + 28, buf, p, atEnd), 11, 0);
                      }
                      break;
                    }
                    case 101: /* e */ {
                      if (buf.startsWith("nd|>", p + 22)) {
                        // section SECTION_END -> section (grammars/kimi_k2.dialect:39)
                        return this.idOnly(9) ? FAIL : this.only(p + 26, 12, 0);
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

  /** header (grammars/kimi_k2.dialect:25): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|tool_call", p)) {
      switch (buf.charCodeAt(p + 11)) {
        case 95: /* _ */ {
          switch (buf.charCodeAt(p + 12)) {
            case 97: /* a */ {
              if (buf.startsWith("rgument_begin|>", p + 13)) {
                // header ARGS_START -> args (grammars/kimi_k2.dialect:35)
                return this.idOnly(12) ? FAIL : this.only(p + 28, 15, 0);
              }
              break;
            }
            case 101: /* e */ {
              if (buf.startsWith("nd|>", p + 13)) {
                // header CALL_END -> section : tool_end (grammars/kimi_k2.dialect:36)
                return this.idOnly(11) ? FAIL : this.only(p + 17, 17, 0);
              }
              break;
            }
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("_section_begin|>", p + 12)) {
            // header SECTION_START -> section : restart (restarts the opener at grammars/kimi_k2.dialect:33)
            return this.idOnly(8) ? FAIL : this.only(this.check(16, p + 28, buf, p, atEnd), 16, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/kimi_k2.dialect:26): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|tool_call", p)) {
      switch (buf.charCodeAt(p + 11)) {
        case 95: /* _ */ {
          if (buf.startsWith("end|>", p + 12)) {
            // args CALL_END -> section : tool_end (grammars/kimi_k2.dialect:37)
            return this.idOnly(11) ? FAIL : this.only(this.check(20, p + 17, buf, p, atEnd), 20, 0);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("_section_", p + 12)) {
            switch (buf.charCodeAt(p + 21)) {
              case 98: /* b */ {
                if (buf.startsWith("egin|>", p + 22)) {
                  // args SECTION_START -> section : restart (restarts the opener at grammars/kimi_k2.dialect:33)
                  return this.idOnly(8)
                    ? FAIL
                    : this.only(this.check(18, p + 28, buf, p, atEnd), 18, 0);
                }
                break;
              }
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 22)) {
                  // args SECTION_END -> section : tool_end (grammars/kimi_k2.dialect:38)
                  return this.idOnly(9)
                    ? FAIL
                    : this.only(this.check(19, p + 26, buf, p, atEnd), 19, 0);
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
      case 4:
        return this.decide4(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content SECTION_START -> section (grammars/kimi_k2.dialect:33)
        sink.terminal(8, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // content CALL_START -> header : tool_start, read_only (grammars/kimi_k2.dialect:34)
        sink.terminal(10, 3, buf, from, to);
        sink.toolStart(true);
        this.state = 3;
        return to;
      case 2: // absorb IM_END in content (grammars/kimi_k2.dialect:43)
      case 8: // absorb IM_END in reasoning (grammars/kimi_k2.dialect:43)
      case 14: // absorb IM_END in section (grammars/kimi_k2.dialect:43)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 3: // absorb THINK_END in content (grammars/kimi_k2.dialect:41)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/kimi_k2.dialect:30)
        sink.terminal(6, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // reasoning SECTION_START -> section : reasoning_end (grammars/kimi_k2.dialect:32)
        sink.terminal(8, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 9: // reasoning THINK_END -> content : reasoning_end (grammars/kimi_k2.dialect:31)
        sink.terminal(7, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 10: // absorb THINK_START in reasoning (grammars/kimi_k2.dialect:42)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 11: // section SECTION_START -> section : restart (restarts the opener at grammars/kimi_k2.dialect:33)
        sink.restart();
        sink.terminal(8, 2, buf, from, to);
        return to;
      case 12: // section SECTION_END -> section (grammars/kimi_k2.dialect:39)
        sink.terminal(9, 2, buf, from, to);
        return to;
      case 13: // section CALL_START -> header : tool_start (grammars/kimi_k2.dialect:34)
        sink.terminal(10, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 15: // header ARGS_START -> args (grammars/kimi_k2.dialect:35)
        sink.terminal(12, 4, buf, from, to);
        this.state = 4;
        return to;
      case 16: // header SECTION_START -> section : restart (restarts the opener at grammars/kimi_k2.dialect:33)
      case 18: // args SECTION_START -> section : restart (restarts the opener at grammars/kimi_k2.dialect:33)
        sink.restart();
        sink.terminal(8, 2, buf, from, to);
        this.state = 2;
        return to;
      case 17: // header CALL_END -> section : tool_end (grammars/kimi_k2.dialect:36)
      case 20: // args CALL_END -> section : tool_end (grammars/kimi_k2.dialect:37)
        sink.terminal(11, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 19: // args SECTION_END -> section : tool_end (grammars/kimi_k2.dialect:38)
        sink.terminal(9, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const kimi_k2: Dialect = {
  name: "kimi_k2",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new KimiK2Machine(ir, sink, initial, vocab),
};
export default kimi_k2;
