// DO NOT EDIT — generated from grammars/gigachat35.dialect by dialectc.
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
  abi: 5, name: "gigachat35", source: "grammars/gigachat35.dialect", extends: ["dsml", "deepseek"],
  terminals: [
    { name: "BOS", special: true, variants: [[{ lit: "<s>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<｜User｜>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<｜Assistant｜>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<｜end▁of▁sentence｜>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<｜GCML｜tool_calls>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</｜GCML｜tool_calls>" }]] },
    { name: "INVOKE", special: false, variants: [[{ lit: "<｜GCML｜invoke name=\"" }, { cap: "name", max: 256, exclude: "\n" }, { lit: "\">" }]] },
    { name: "INVOKE_END", special: false, variants: [[{ lit: "</｜GCML｜invoke>" }]] },
    { name: "PARAM", special: false, variants: [[{ lit: "<｜GCML｜parameter name=\"" }, { cap: "key", max: 256, exclude: "\n" }, { lit: "\" string=\"" }, { cap: "string", max: 128, exclude: "\n<>" }, { lit: "\">" }]] },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</｜GCML｜parameter>" }]] },
    { name: "ORPHAN_END", special: false, variants: [[{ lit: "</｜GCML｜invoke></｜GCML｜tool_calls>" }], [{ lit: "</｜GCML｜invoke>\n</｜GCML｜tool_calls>" }]] },
    { name: "MESSAGE_SEP", special: true, variants: [[{ lit: "<|message_sep|>" }]] },
    { name: "ROLE_SEP", special: true, variants: [[{ lit: "<|role_sep|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/dsml.dialect:21", channel: { kind: 0 }, transitions: [
      { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [] },
      { at: "grammars/dsml.dialect:44", terminal: 6, target: 4, events: [{ kind: "tool_start", name: "name", declaredOnly: true }] },
      { at: "grammars/gigachat35.dialect:29", terminal: 13, target: 6, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/dsml.dialect:51", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/gigachat35.dialect:34", terminal: 14, target: 0, events: [], absorb: true },
    ] },
    { name: "preamble", at: "grammars/dsml.dialect:22", channel: { kind: 7 }, transitions: [
      { at: "grammars/dsml.dialect:33", terminal: 6, target: 2, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/dsml.dialect:34", terminal: 5, target: 0, events: [] },
      { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [], restart: true },
    ] },
    { name: "invoke", at: "grammars/dsml.dialect:23", channel: { kind: 7 }, transitions: [
      { at: "grammars/dsml.dialect:35", terminal: 8, target: 3, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/dsml.dialect:36", terminal: 7, target: 1, events: [{ kind: "tool_end" }] },
      { at: "grammars/dsml.dialect:37", terminal: 5, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/dsml.dialect:25", channel: { kind: 5, encoding: "string", trim: "none", encodingCapture: { capture: "string", map: { true: "string", false: "json" } } }, transitions: [
      { at: "grammars/dsml.dialect:40", terminal: 9, target: 2, events: [{ kind: "arg_end" }], follow: { terminals: [8, 7, 5], end: true } },
      { at: "grammars/dsml.dialect:41", terminal: 8, target: 3, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }] },
      { at: "grammars/dsml.dialect:42", terminal: 7, target: 1, events: [{ kind: "arg_end" }, { kind: "tool_end" }], follow: { terminals: [6, 5], end: true } },
      { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [], restart: true },
    ] },
    { name: "orphan", at: "grammars/dsml.dialect:27", channel: { kind: 7 }, transitions: [
      { at: "grammars/dsml.dialect:45", terminal: 8, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/dsml.dialect:46", terminal: 7, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/dsml.dialect:47", terminal: 10, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [], restart: true },
    ] },
    { name: "orphan_value", at: "grammars/dsml.dialect:28", channel: { kind: 5, encoding: "string", trim: "none", encodingCapture: { capture: "string", map: { true: "string", false: "json" } } }, transitions: [
      { at: "grammars/dsml.dialect:48", terminal: 9, target: 4, events: [{ kind: "arg_end" }], follow: { terminals: [8, 7], end: true } },
      { at: "grammars/dsml.dialect:49", terminal: 8, target: 5, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }] },
      { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [], restart: true },
    ] },
    { name: "reasoning", at: "grammars/gigachat35.dialect:25", channel: { kind: 1 }, transitions: [
      { at: "grammars/gigachat35.dialect:30", terminal: 14, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/gigachat35.dialect:32", terminal: 4, target: 1, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/gigachat35.dialect:35", terminal: 13, target: 6, events: [], absorb: true },
    ] },
  ],
  initial: { thinking: 6, plain: 0 },
  turnBoundaries: [0, 11, 12],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "keep", validateToolNames: false, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: true, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** after the first literal: capture≤256 "\">" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, "\n", 256);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral('">', buf, q, atEnd);
}

/** after the first literal: capture≤256 "\" string=\"" capture≤128 "\">" */
function m1(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, "\n", 256);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral('" string="', buf, q, atEnd);
  if (q < 0) return q;
  // a capture: up to 128 characters before "\""
  from[1] = q;
  q = matchCapture(buf, q, atEnd, 34, false, "\n<>", 128);
  if (q < 0) return q;
  to[1] = q;
  return matchLiteral('">', buf, q, atEnd);
}

/** The gigachat35 machine, specialised from grammars/gigachat35.dialect. */
export class Gigachat35Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // preamble
      case 2: // invoke
      case 3: // value
      case 4: // orphan
      case 5: // orphan_value
      case 6: // reasoning
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/dsml.dialect:21): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/gigachat35.dialect:34)
            return this.idOnly(14) ? FAIL : this.only(p + 8, 3, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/gigachat35.dialect:29)
            return this.idOnly(13) ? FAIL : this.only(p + 7, 4, 0);
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 71: /* G */ {
              if (buf.startsWith("CML｜", p + 3)) {
                switch (buf.charCodeAt(p + 7)) {
                  case 105: /* i */ {
                    if (buf.startsWith('nvoke name="', p + 8)) {
                      // content INVOKE -> orphan : tool_start (grammars/dsml.dialect:44)
                      return this.only(
                        m0(buf, p + 20, atEnd, this.scratchFrom, this.scratchTo),
                        0,
                        1,
                      );
                    }
                    break;
                  }
                  case 116: /* t */ {
                    if (buf.startsWith("ool_calls>", p + 8)) {
                      // content TOOL_START -> preamble (grammars/dsml.dialect:32)
                      return this.idOnly(4) ? FAIL : this.only(p + 18, 2, 0);
                    }
                    break;
                  }
                }
              }
              break;
            }
            case 101: /* e */ {
              if (buf.startsWith("nd▁of▁sentence｜>", p + 3)) {
                // absorb EOS in content (grammars/dsml.dialect:51)
                return this.idOnly(3) ? FAIL : this.only(p + 19, 1, 0);
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

  /** preamble (grammars/dsml.dialect:22): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("｜GCML｜tool_calls>", p + 2)) {
            // preamble TOOL_END -> content (grammars/dsml.dialect:34)
            return this.idOnly(5) ? FAIL : this.only(p + 19, 6, 0);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("GCML｜", p + 2)) {
            switch (buf.charCodeAt(p + 7)) {
              case 105: /* i */ {
                if (buf.startsWith('nvoke name="', p + 8)) {
                  // preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:33)
                  return this.only(m0(buf, p + 20, atEnd, this.scratchFrom, this.scratchTo), 5, 1);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_calls>", p + 8)) {
                  // preamble TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:32)
                  return this.idOnly(4)
                    ? FAIL
                    : this.only(this.check(7, p + 18, buf, p, atEnd), 7, 0);
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

  /** invoke (grammars/dsml.dialect:23): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("｜GCML｜", p + 2)) {
            switch (buf.charCodeAt(p + 8)) {
              case 105: /* i */ {
                if (buf.startsWith("nvoke>", p + 9)) {
                  // invoke INVOKE_END -> preamble : tool_end (grammars/dsml.dialect:36)
                  this.matchedCand = 11;
                  return p + 15;
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_calls>", p + 9)) {
                  // invoke TOOL_END -> content : tool_end (grammars/dsml.dialect:37)
                  return this.idOnly(5) ? FAIL : this.only(p + 19, 9, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("GCML｜", p + 2)) {
            switch (buf.charCodeAt(p + 7)) {
              case 112: /* p */ {
                if (buf.startsWith('arameter name="', p + 8)) {
                  // invoke PARAM -> value : arg_start (grammars/dsml.dialect:35)
                  return this.only(m1(buf, p + 23, atEnd, this.scratchFrom, this.scratchTo), 8, 2);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_calls>", p + 8)) {
                  // invoke TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:32)
                  return this.idOnly(4)
                    ? FAIL
                    : this.only(this.check(10, p + 18, buf, p, atEnd), 10, 0);
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

  /** value (grammars/dsml.dialect:25): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("｜GCML｜", p + 2)) {
            switch (buf.charCodeAt(p + 8)) {
              case 105: /* i */ {
                if (buf.startsWith("nvoke>", p + 9)) {
                  // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/dsml.dialect:42)
                  return this.only(this.check(15, p + 15, buf, p, atEnd), 15, 0);
                }
                break;
              }
              case 112: /* p */ {
                if (buf.startsWith("arameter>", p + 9)) {
                  // value PARAM_END -> invoke : arg_end when followed by … (grammars/dsml.dialect:40)
                  return this.only(this.check(13, p + 18, buf, p, atEnd), 13, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("GCML｜", p + 2)) {
            switch (buf.charCodeAt(p + 7)) {
              case 112: /* p */ {
                if (buf.startsWith('arameter name="', p + 8)) {
                  // value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:41)
                  return this.only(m1(buf, p + 23, atEnd, this.scratchFrom, this.scratchTo), 12, 2);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_calls>", p + 8)) {
                  // value TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:32)
                  return this.idOnly(4)
                    ? FAIL
                    : this.only(this.check(14, p + 18, buf, p, atEnd), 14, 0);
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

  /** orphan (grammars/dsml.dialect:27): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("｜GCML｜invoke>", p + 2)) {
            switch (buf.charCodeAt(p + 15)) {
              case 10: {
                if (buf.startsWith("</｜GCML｜tool_calls>", p + 16)) {
                  // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:47)
                  this.matchedCand = 17;
                  return p + 35;
                }
                break;
              }
              case 60: /* < */ {
                if (buf.startsWith("/｜GCML｜tool_calls>", p + 16)) {
                  // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:47)
                  this.matchedCand = 18;
                  return p + 34;
                }
                break;
              }
            }
            // orphan INVOKE_END -> content : tool_end (grammars/dsml.dialect:46)
            this.matchedCand = 20;
            return p + 15;
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("GCML｜", p + 2)) {
            switch (buf.charCodeAt(p + 7)) {
              case 112: /* p */ {
                if (buf.startsWith('arameter name="', p + 8)) {
                  // orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:45)
                  return this.only(m1(buf, p + 23, atEnd, this.scratchFrom, this.scratchTo), 16, 2);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_calls>", p + 8)) {
                  // orphan TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:32)
                  return this.idOnly(4)
                    ? FAIL
                    : this.only(this.check(19, p + 18, buf, p, atEnd), 19, 0);
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

  /** orphan_value (grammars/dsml.dialect:28): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("｜GCML｜parameter>", p + 2)) {
            // orphan_value PARAM_END -> orphan : arg_end when followed by … (grammars/dsml.dialect:48)
            return this.only(this.check(22, p + 18, buf, p, atEnd), 22, 0);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("GCML｜", p + 2)) {
            switch (buf.charCodeAt(p + 7)) {
              case 112: /* p */ {
                if (buf.startsWith('arameter name="', p + 8)) {
                  // orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:49)
                  return this.only(m1(buf, p + 23, atEnd, this.scratchFrom, this.scratchTo), 21, 2);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_calls>", p + 8)) {
                  // orphan_value TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:32)
                  return this.idOnly(4)
                    ? FAIL
                    : this.only(this.check(23, p + 18, buf, p, atEnd), 23, 0);
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

  /** reasoning (grammars/gigachat35.dialect:25): what starts at p, every first literal being in the buffer */
  private decide6(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/gigachat35.dialect:30)
            return this.idOnly(14) ? FAIL : this.only(p + 8, 25, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/gigachat35.dialect:35)
            return this.idOnly(13) ? FAIL : this.only(p + 7, 26, 0);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("GCML｜tool_calls>", p + 2)) {
            // reasoning TOOL_START -> preamble : reasoning_end (grammars/gigachat35.dialect:32)
            return this.idOnly(4) ? FAIL : this.only(p + 18, 24, 0);
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
      case 0: // content INVOKE -> orphan : tool_start (grammars/dsml.dialect:44)
        sink.terminal(6, 4, buf, from, to);
        sink.toolStart(true);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 4;
        return to;
      case 1: // absorb EOS in content (grammars/dsml.dialect:51)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 2: // content TOOL_START -> preamble (grammars/dsml.dialect:32)
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 3: // absorb THINK_END in content (grammars/gigachat35.dialect:34)
        sink.terminal(14, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/gigachat35.dialect:29)
        sink.terminal(13, 6, buf, from, to);
        sink.reasoningStart();
        this.state = 6;
        return to;
      case 5: // preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:33)
        sink.terminal(6, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 2;
        return to;
      case 6: // preamble TOOL_END -> content (grammars/dsml.dialect:34)
        sink.terminal(5, 0, buf, from, to);
        this.state = 0;
        return to;
      case 7: // preamble TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:32)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        return to;
      case 8: // invoke PARAM -> value : arg_start (grammars/dsml.dialect:35)
        sink.terminal(8, 3, buf, from, to);
        this.argStart(3, buf, this.capFrom[0]!, this.capTo[0]!, buf, 1);
        this.state = 3;
        return to;
      case 9: // invoke TOOL_END -> content : tool_end (grammars/dsml.dialect:37)
        sink.terminal(5, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 10: // invoke TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:32)
      case 14: // value TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:32)
      case 19: // orphan TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:32)
      case 23: // orphan_value TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:32)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 11: // invoke INVOKE_END -> preamble : tool_end (grammars/dsml.dialect:36)
        sink.terminal(7, 1, buf, from, to);
        sink.toolEnd();
        this.state = 1;
        return to;
      case 12: // value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:41)
        sink.terminal(8, 3, buf, from, to);
        sink.argEnd();
        this.argStart(3, buf, this.capFrom[0]!, this.capTo[0]!, buf, 1);
        return to;
      case 13: // value PARAM_END -> invoke : arg_end when followed by … (grammars/dsml.dialect:40)
        sink.terminal(9, 2, buf, from, to);
        sink.argEnd();
        this.state = 2;
        return to;
      case 15: // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/dsml.dialect:42)
        sink.terminal(7, 1, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 1;
        return to;
      case 16: // orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:45)
        sink.terminal(8, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, 1);
        this.state = 5;
        return to;
      case 17: // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:47)
      case 18: // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:47)
        sink.terminal(10, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 20: // orphan INVOKE_END -> content : tool_end (grammars/dsml.dialect:46)
        sink.terminal(7, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 21: // orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:49)
        sink.terminal(8, 5, buf, from, to);
        sink.argEnd();
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, 1);
        return to;
      case 22: // orphan_value PARAM_END -> orphan : arg_end when followed by … (grammars/dsml.dialect:48)
        sink.terminal(9, 4, buf, from, to);
        sink.argEnd();
        this.state = 4;
        return to;
      case 24: // reasoning TOOL_START -> preamble : reasoning_end (grammars/gigachat35.dialect:32)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 25: // reasoning THINK_END -> content : reasoning_end (grammars/gigachat35.dialect:30)
        sink.terminal(14, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 26: // absorb THINK_START in reasoning (grammars/gigachat35.dialect:35)
        sink.terminal(13, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const gigachat35: Dialect = {
  name: "gigachat35",
  abi: 5,
  ir,
  generated: (sink, initial, vocab) => new Gigachat35Machine(ir, sink, initial, vocab),
};
export default gigachat35;
