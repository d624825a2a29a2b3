// DO NOT EDIT — generated from grammars/minimax_m2.dialect by dialectc.
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
  abi: 9, name: "minimax_m2", source: "grammars/minimax_m2.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BEGIN", special: true, variants: [[{ lit: "]~!b[" }]] },
    { name: "TURN", special: true, variants: [[{ lit: "]~b]" }]] },
    { name: "END", special: true, variants: [[{ lit: "[e~[" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<minimax:tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</minimax:tool_call>" }]] },
    { name: "INVOKE", special: false, variants: [[{ lit: "<invoke name=\"" }, { cap: "name", max: 256, exclude: "\n<>\"'" }, { lit: "\">" }], [{ lit: "<invoke name='" }, { cap: "name", max: 256, exclude: "\n<>\"'" }, { lit: "'>" }], [{ lit: "<invoke name=" }, { cap: "name", max: 256, exclude: "\n<>\"'" }, { lit: ">" }]] },
    { name: "INVOKE_END", special: false, variants: [[{ lit: "</invoke>" }]] },
    { name: "PARAM", special: false, variants: [[{ lit: "<parameter name=\"" }, { cap: "key", max: 256, exclude: "\n<>\"'" }, { lit: "\">" }], [{ lit: "<parameter name='" }, { cap: "key", max: 256, exclude: "\n<>\"'" }, { lit: "'>" }], [{ lit: "<parameter name=" }, { cap: "key", max: 256, exclude: "\n<>\"'" }, { lit: ">" }]] },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</parameter>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/minimax_m2.dialect:23", channel: { kind: 0 }, transitions: [
      { at: "grammars/minimax_m2.dialect:34", terminal: 4, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/minimax_m2.dialect:37", terminal: 6, target: 2, events: [] },
      { at: "grammars/minimax_m2.dialect:38", terminal: 8, target: 3, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/minimax_m2.dialect:48", terminal: 5, target: 0, events: [], absorb: true },
      { at: "grammars/minimax_m2.dialect:50", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/minimax_m2.dialect:40", terminal: 7, target: 0, events: [], absorb: true, after: 7, repeat: true },
      { at: "grammars/minimax_m2.dialect:23", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/minimax_m2.dialect:24", channel: { kind: 1 }, transitions: [
      { at: "grammars/minimax_m2.dialect:35", terminal: 5, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/minimax_m2.dialect:36", terminal: 6, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/minimax_m2.dialect:49", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/minimax_m2.dialect:50", terminal: 3, target: 1, events: [], absorb: true },
    ] },
    { name: "preamble", at: "grammars/minimax_m2.dialect:25", channel: { kind: 7 }, transitions: [
      { at: "grammars/minimax_m2.dialect:39", terminal: 8, target: 3, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/minimax_m2.dialect:40", terminal: 7, target: 0, events: [] },
      { at: "grammars/minimax_m2.dialect:37", terminal: 6, target: 2, events: [], restart: true },
    ] },
    { name: "invoke", at: "grammars/minimax_m2.dialect:26", channel: { kind: 7 }, transitions: [
      { at: "grammars/minimax_m2.dialect:41", terminal: 10, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/minimax_m2.dialect:42", terminal: 9, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/minimax_m2.dialect:43", terminal: 7, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/minimax_m2.dialect:37", terminal: 6, target: 2, events: [], restart: true },
      { at: "grammars/minimax_m2.dialect:38", terminal: 8, target: 3, events: [{ kind: "tool_start", name: "name" }], restart: true },
    ] },
    { name: "value", at: "grammars/minimax_m2.dialect:27", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/minimax_m2.dialect:44", terminal: 11, target: 3, events: [{ kind: "arg_end" }], follow: { terminals: [10, 9, 7], end: true } },
      { at: "grammars/minimax_m2.dialect:45", terminal: 10, target: 4, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }] },
      { at: "grammars/minimax_m2.dialect:46", terminal: 9, target: 2, events: [{ kind: "arg_end" }, { kind: "tool_end" }], follow: { terminals: [8, 7], end: true } },
      { at: "grammars/minimax_m2.dialect:37", terminal: 6, target: 2, events: [], restart: true },
      { at: "grammars/minimax_m2.dialect:38", terminal: 8, target: 3, events: [{ kind: "tool_start", name: "name" }], restart: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2, 3],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "[" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91: /* [ */
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

/** after the first literal: capture≤256 "\">" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, "\n<>\"'", 256);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral('">', buf, q, atEnd);
}

/** The minimax_m2 machine, specialised from grammars/minimax_m2.dialect. */
export class MinimaxM2Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
        return nextOf1(buf, p);
      case 2: // preamble
      case 3: // invoke
      case 4: // value
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/minimax_m2.dialect:23): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("think>", p + 2)) {
              // absorb THINK_END in content (grammars/minimax_m2.dialect:48)
              return this.idOnly(5) ? FAIL : this.only(p + 8, 5, 0);
            }
            break;
          }
          case 105: /* i */ {
            if (buf.startsWith('nvoke name="', p + 2)) {
              // content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:38)
              return this.only(m0(buf, p + 14, atEnd, this.scratchFrom, this.scratchTo), 2, 1);
            }
            break;
          }
          case 109: /* m */ {
            if (buf.startsWith("inimax:tool_call>", p + 2)) {
              // content TOOL_START -> preamble (grammars/minimax_m2.dialect:37)
              return this.idOnly(6) ? FAIL : this.only(p + 19, 1, 0);
            }
            break;
          }
          case 116: /* t */ {
            if (buf.startsWith("hink>", p + 2)) {
              // content THINK_START -> reasoning : reasoning_start (grammars/minimax_m2.dialect:34)
              return this.idOnly(4) ? FAIL : this.only(p + 7, 6, 0);
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("e~[", p + 1)) {
          // absorb END in content (grammars/minimax_m2.dialect:50)
          return this.idOnly(3) ? FAIL : this.only(p + 4, 7, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/minimax_m2.dialect:24): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("think>", p + 2)) {
              // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m2.dialect:35)
              return this.idOnly(5) ? FAIL : this.only(p + 8, 11, 0);
            }
            break;
          }
          case 109: /* m */ {
            if (buf.startsWith("inimax:tool_call>", p + 2)) {
              // reasoning TOOL_START -> preamble : reasoning_end (grammars/minimax_m2.dialect:36)
              return this.idOnly(6) ? FAIL : this.only(p + 19, 10, 0);
            }
            break;
          }
          case 116: /* t */ {
            if (buf.startsWith("hink>", p + 2)) {
              // absorb THINK_START in reasoning (grammars/minimax_m2.dialect:49)
              return this.idOnly(4) ? FAIL : this.only(p + 7, 12, 0);
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("e~[", p + 1)) {
          // absorb END in reasoning (grammars/minimax_m2.dialect:50)
          return this.idOnly(3) ? FAIL : this.only(p + 4, 13, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** preamble (grammars/minimax_m2.dialect:25): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("minimax:tool_call>", p + 2)) {
            // preamble TOOL_END -> content (grammars/minimax_m2.dialect:40)
            return this.idOnly(7) ? FAIL : this.only(p + 20, 14, 0);
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith('nvoke name="', p + 2)) {
            // preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:39)
            return this.only(m0(buf, p + 14, atEnd, this.scratchFrom, this.scratchTo), 16, 1);
          }
          break;
        }
        case 109: /* m */ {
          if (buf.startsWith("inimax:tool_call>", p + 2)) {
            // preamble TOOL_START -> preamble : restart (restarts the opener at grammars/minimax_m2.dialect:37)
            return this.idOnly(6) ? FAIL : this.only(this.check(15, p + 19, buf, p, atEnd), 15, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** invoke (grammars/minimax_m2.dialect:26): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 105: /* i */ {
              if (buf.startsWith("nvoke>", p + 3)) {
                // invoke INVOKE_END -> preamble : tool_end (grammars/minimax_m2.dialect:42)
                this.matchedCand = 27;
                return p + 9;
              }
              break;
            }
            case 109: /* m */ {
              if (buf.startsWith("inimax:tool_call>", p + 3)) {
                // invoke TOOL_END -> content : tool_end (grammars/minimax_m2.dialect:43)
                return this.idOnly(7) ? FAIL : this.only(p + 20, 19, 0);
              }
              break;
            }
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith('nvoke name="', p + 2)) {
            // invoke INVOKE -> invoke : restart, tool_start (restarts the opener at grammars/minimax_m2.dialect:38)
            return this.only(
              this.check(
                24,
                m0(buf, p + 14, atEnd, this.scratchFrom, this.scratchTo),
                buf,
                p,
                atEnd,
              ),
              24,
              1,
            );
          }
          break;
        }
        case 109: /* m */ {
          if (buf.startsWith("inimax:tool_call>", p + 2)) {
            // invoke TOOL_START -> preamble : restart (restarts the opener at grammars/minimax_m2.dialect:37)
            return this.idOnly(6) ? FAIL : this.only(this.check(22, p + 19, buf, p, atEnd), 22, 0);
          }
          break;
        }
        case 112: /* p */ {
          if (buf.startsWith('arameter name="', p + 2)) {
            // invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:41)
            return this.only(m0(buf, p + 17, atEnd, this.scratchFrom, this.scratchTo), 20, 1);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/minimax_m2.dialect:27): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 105: /* i */ {
              if (buf.startsWith("nvoke>", p + 3)) {
                // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/minimax_m2.dialect:46)
                return this.only(this.check(36, p + 9, buf, p, atEnd), 36, 0);
              }
              break;
            }
            case 112: /* p */ {
              if (buf.startsWith("arameter>", p + 3)) {
                // value PARAM_END -> invoke : arg_end when followed by … (grammars/minimax_m2.dialect:44)
                return this.only(this.check(35, p + 12, buf, p, atEnd), 35, 0);
              }
              break;
            }
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith('nvoke name="', p + 2)) {
            // value INVOKE -> invoke : restart, tool_start (restarts the opener at grammars/minimax_m2.dialect:38)
            return this.only(
              this.check(
                32,
                m0(buf, p + 14, atEnd, this.scratchFrom, this.scratchTo),
                buf,
                p,
                atEnd,
              ),
              32,
              1,
            );
          }
          break;
        }
        case 109: /* m */ {
          if (buf.startsWith("inimax:tool_call>", p + 2)) {
            // value TOOL_START -> preamble : restart (restarts the opener at grammars/minimax_m2.dialect:37)
            return this.idOnly(6) ? FAIL : this.only(this.check(30, p + 19, buf, p, atEnd), 30, 0);
          }
          break;
        }
        case 112: /* p */ {
          if (buf.startsWith('arameter name="', p + 2)) {
            // value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:45)
            return this.only(m0(buf, p + 17, atEnd, this.scratchFrom, this.scratchTo), 28, 1);
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
      case 0: // absorb TOOL_END in content written again after it (repeats the closer at grammars/minimax_m2.dialect:40)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 1: // content TOOL_START -> preamble (grammars/minimax_m2.dialect:37)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 2: // content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:38)
      case 3: // content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:38)
      case 4: // content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:38)
      case 16: // preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:39)
      case 17: // preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:39)
      case 18: // preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:39)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 5: // absorb THINK_END in content (grammars/minimax_m2.dialect:48)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 6: // content THINK_START -> reasoning : reasoning_start (grammars/minimax_m2.dialect:34)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 7: // absorb END in content (grammars/minimax_m2.dialect:50)
      case 13: // absorb END in reasoning (grammars/minimax_m2.dialect:50)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 8: // a fence line in content (the compiler's fence rule)
      case 9: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 10: // reasoning TOOL_START -> preamble : reasoning_end (grammars/minimax_m2.dialect:36)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 11: // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m2.dialect:35)
        sink.terminal(5, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 12: // absorb THINK_START in reasoning (grammars/minimax_m2.dialect:49)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 14: // preamble TOOL_END -> content (grammars/minimax_m2.dialect:40)
        sink.terminal(7, 0, buf, from, to);
        this.state = 0;
        return to;
      case 15: // preamble TOOL_START -> preamble : restart (restarts the opener at grammars/minimax_m2.dialect:37)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
      case 19: // invoke TOOL_END -> content : tool_end (grammars/minimax_m2.dialect:43)
        sink.terminal(7, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 20: // invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:41)
      case 21: // invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:41)
      case 23: // invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:41)
        sink.terminal(10, 4, buf, from, to);
        this.argStart(4, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 4;
        return to;
      case 22: // invoke TOOL_START -> preamble : restart (restarts the opener at grammars/minimax_m2.dialect:37)
      case 30: // value TOOL_START -> preamble : restart (restarts the opener at grammars/minimax_m2.dialect:37)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 24: // invoke INVOKE -> invoke : restart, tool_start (restarts the opener at grammars/minimax_m2.dialect:38)
      case 25: // invoke INVOKE -> invoke : restart, tool_start (restarts the opener at grammars/minimax_m2.dialect:38)
      case 26: // invoke INVOKE -> invoke : restart, tool_start (restarts the opener at grammars/minimax_m2.dialect:38)
        sink.restart();
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
      case 27: // invoke INVOKE_END -> preamble : tool_end (grammars/minimax_m2.dialect:42)
        sink.terminal(9, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 28: // value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:45)
      case 29: // value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:45)
      case 31: // value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:45)
        sink.terminal(10, 4, buf, from, to);
        sink.argEnd();
        this.argStart(4, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        return to;
      case 32: // value INVOKE -> invoke : restart, tool_start (restarts the opener at grammars/minimax_m2.dialect:38)
      case 33: // value INVOKE -> invoke : restart, tool_start (restarts the opener at grammars/minimax_m2.dialect:38)
      case 34: // value INVOKE -> invoke : restart, tool_start (restarts the opener at grammars/minimax_m2.dialect:38)
        sink.restart();
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 35: // value PARAM_END -> invoke : arg_end when followed by … (grammars/minimax_m2.dialect:44)
        sink.terminal(11, 3, buf, from, to);
        sink.argEnd();
        this.state = 3;
        return to;
      case 36: // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/minimax_m2.dialect:46)
        sink.terminal(9, 2, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const minimax_m2: Dialect = {
  name: "minimax_m2",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new MinimaxM2Machine(ir, sink, initial, vocab),
};
export default minimax_m2;
