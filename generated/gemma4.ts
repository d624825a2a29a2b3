// DO NOT EDIT — generated from grammars/gemma4.dialect by dialectc.
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
  abi: 9, name: "gemma4", source: "grammars/gemma4.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "TURN_START", special: true, variants: [[{ lit: "<|turn>" }]] },
    { name: "TURN_END", special: true, variants: [[{ lit: "<turn|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<|channel>" }]] },
    { name: "THINK_THOUGHT", special: false, variants: [[{ lit: "<|channel>thought" }, { ws: 256 }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "<channel|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<|tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "<tool_call|>" }]] },
    { name: "CALL", special: false, variants: [[{ lit: "call:" }]] },
    { name: "OPEN_BRACE", special: false, variants: [[{ lit: "{" }]] },
    { name: "OPEN_PAREN", special: false, variants: [[{ lit: "(" }]] },
    { name: "BARE_CALL", special: false, variants: [[{ lit: "call:" }, { cap: "name", max: 128, exclude: " \t\r\n<>{}()[],\"'`" }, { lit: "{" }], [{ lit: "call:" }, { cap: "name", max: 128, exclude: " \t\r\n<>{}()[],\"'`" }, { lit: "(" }]] },
    { name: "TOOL_DECL", special: true, variants: [[{ lit: "<|tool>" }]] },
    { name: "TOOL_DECL_END", special: true, variants: [[{ lit: "<tool|>" }]] },
    { name: "RESPONSE", special: true, variants: [[{ lit: "<|tool_response>" }]] },
    { name: "RESPONSE_END", special: true, variants: [[{ lit: "<tool_response|>" }]] },
    { name: "THINK_FLAG", special: true, variants: [[{ lit: "<|think|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/gemma4.dialect:34", channel: { kind: 0 }, transitions: [
      { at: "grammars/gemma4.dialect:43", terminal: 4, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/gemma4.dialect:44", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/gemma4.dialect:47", terminal: 6, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/gemma4.dialect:55", terminal: 11, target: 2, events: [{ kind: "tool_start", declaredOnly: true }], keep: true },
      { at: "grammars/gemma4.dialect:60", terminal: 7, target: 0, events: [], absorb: true },
      { at: "grammars/gemma4.dialect:60", terminal: 5, target: 0, events: [], absorb: true },
      { at: "grammars/gemma4.dialect:60", terminal: 1, target: 0, events: [], absorb: true },
      { at: "grammars/gemma4.dialect:60", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/gemma4.dialect:60", terminal: 12, target: 0, events: [], absorb: true },
      { at: "grammars/gemma4.dialect:60", terminal: 13, target: 0, events: [], absorb: true },
      { at: "grammars/gemma4.dialect:60", terminal: 14, target: 0, events: [], absorb: true },
      { at: "grammars/gemma4.dialect:60", terminal: 15, target: 0, events: [], absorb: true },
      { at: "grammars/gemma4.dialect:60", terminal: 16, target: 0, events: [], absorb: true },
      { at: "grammars/gemma4.dialect:34", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/gemma4.dialect:35", channel: { kind: 1 }, transitions: [
      { at: "grammars/gemma4.dialect:45", terminal: 5, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/gemma4.dialect:46", terminal: 6, target: 2, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
      { at: "grammars/gemma4.dialect:62", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/gemma4.dialect:62", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/gemma4.dialect:62", terminal: 2, target: 1, events: [], absorb: true },
    ] },
    { name: "preamble", at: "grammars/gemma4.dialect:36", channel: { kind: 7 }, transitions: [
      { at: "grammars/gemma4.dialect:48", terminal: 8, target: 3, events: [] },
      { at: "grammars/gemma4.dialect:57", terminal: 7, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/gemma4.dialect:47", terminal: 6, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "name", at: "grammars/gemma4.dialect:37", channel: { kind: 2 }, transitions: [
      { at: "grammars/gemma4.dialect:50", terminal: 9, target: 4, events: [], keep: true },
      { at: "grammars/gemma4.dialect:51", terminal: 10, target: 4, events: [], keep: true, readOnly: true },
      { at: "grammars/gemma4.dialect:58", terminal: 7, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/gemma4.dialect:47", terminal: 6, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "args", at: "grammars/gemma4.dialect:38", channel: { kind: 3, quote: "<|\"|>" }, transitions: [
      { at: "grammars/gemma4.dialect:56", terminal: 7, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/gemma4.dialect:47", terminal: 6, target: 2, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" "c" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 96: /* ` */
      case 99 /* c */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" "c" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 99 /* c */) return p;
  }
  return p;
}

/** the next position holding one of "(" "<" "{" */
function nextOf2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 40: /* ( */
      case 60: /* < */
      case 123 /* { */:
        return p;
    }
  }
  return p;
}

/** after the first literal: ws≤256 */
function m0(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  return matchSpace(buf, q, atEnd, 256);
}

/** after the first literal: capture≤128 "{" */
function m1(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before "{"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 123, false, " \t\r\n<>{}()[],\"'`", 128);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral("{", buf, q, atEnd);
}

/** The gemma4 machine, specialised from grammars/gemma4.dialect. */
export class Gemma4Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 4: // args
        return indexOrEnd(buf, "<", p);
      case 2: // preamble
        return nextOf1(buf, p);
      case 3: // name
        return nextOf2(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/gemma4.dialect:34): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 99: /* c */ {
            if (buf.startsWith("hannel|>", p + 2)) {
              // absorb THINK_END in content (grammars/gemma4.dialect:60)
              return this.idOnly(5) ? FAIL : this.only(p + 10, 6, 0);
            }
            break;
          }
          case 116: /* t */ {
            switch (buf.charCodeAt(p + 2)) {
              case 111: /* o */ {
                if (buf.startsWith("ol", p + 3)) {
                  switch (buf.charCodeAt(p + 5)) {
                    case 95: /* _ */ {
                      switch (buf.charCodeAt(p + 6)) {
                        case 99: /* c */ {
                          if (buf.startsWith("all|>", p + 7)) {
                            // absorb TOOL_END in content (grammars/gemma4.dialect:60)
                            return this.idOnly(7) ? FAIL : this.only(p + 12, 4, 0);
                          }
                          break;
                        }
                        case 114: /* r */ {
                          if (buf.startsWith("esponse|>", p + 7)) {
                            // absorb RESPONSE_END in content (grammars/gemma4.dialect:60)
                            return this.idOnly(15) ? FAIL : this.only(p + 16, 2, 0);
                          }
                          break;
                        }
                      }
                      break;
                    }
                    case 124: /* | */ {
                      if (buf.charCodeAt(p + 6) === 62 /* > */) {
                        // absorb TOOL_DECL_END in content (grammars/gemma4.dialect:60)
                        return this.idOnly(13) ? FAIL : this.only(p + 7, 11, 0);
                      }
                      break;
                    }
                  }
                }
                break;
              }
              case 117: /* u */ {
                if (buf.startsWith("rn|>", p + 3)) {
                  // absorb TURN_END in content (grammars/gemma4.dialect:60)
                  return this.idOnly(2) ? FAIL : this.only(p + 7, 9, 0);
                }
                break;
              }
            }
            break;
          }
          case 124: /* | */ {
            switch (buf.charCodeAt(p + 2)) {
              case 99: /* c */ {
                if (buf.startsWith("hannel>", p + 3)) {
                  if (buf.startsWith("thought", p + 10)) {
                    // content THINK_THOUGHT -> reasoning : reasoning_start (grammars/gemma4.dialect:43)
                    this.consider(m0(buf, p + 17, atEnd, this.scratchFrom, this.scratchTo), 0, 0);
                    // content THINK_START -> reasoning : reasoning_start (grammars/gemma4.dialect:44)
                    if (!this.idOnly(3)) this.consider(p + 10, 5, 0);
                    return this.decided();
                  }
                  // content THINK_START -> reasoning : reasoning_start (grammars/gemma4.dialect:44)
                  return this.idOnly(3) ? FAIL : this.only(p + 10, 5, 0);
                }
                break;
              }
              case 116: /* t */ {
                switch (buf.charCodeAt(p + 3)) {
                  case 104: /* h */ {
                    if (buf.startsWith("ink|>", p + 4)) {
                      // absorb THINK_FLAG in content (grammars/gemma4.dialect:60)
                      return this.idOnly(16) ? FAIL : this.only(p + 9, 7, 0);
                    }
                    break;
                  }
                  case 111: /* o */ {
                    if (buf.startsWith("ol", p + 4)) {
                      switch (buf.charCodeAt(p + 6)) {
                        case 62: /* > */ {
                          // absorb TOOL_DECL in content (grammars/gemma4.dialect:60)
                          return this.idOnly(12) ? FAIL : this.only(p + 7, 10, 0);
                        }
                        case 95: /* _ */ {
                          switch (buf.charCodeAt(p + 7)) {
                            case 99: /* c */ {
                              if (buf.startsWith("all>", p + 8)) {
                                // content TOOL_START -> preamble : tool_start (grammars/gemma4.dialect:47)
                                return this.idOnly(6) ? FAIL : this.only(p + 12, 3, 0);
                              }
                              break;
                            }
                            case 114: /* r */ {
                              if (buf.startsWith("esponse>", p + 8)) {
                                // absorb RESPONSE in content (grammars/gemma4.dialect:60)
                                return this.idOnly(14) ? FAIL : this.only(p + 16, 1, 0);
                              }
                              break;
                            }
                          }
                          break;
                        }
                      }
                    }
                    break;
                  }
                  case 117: /* u */ {
                    if (buf.startsWith("rn>", p + 4)) {
                      // absorb TURN_START in content (grammars/gemma4.dialect:60)
                      return this.idOnly(1) ? FAIL : this.only(p + 7, 8, 0);
                    }
                    break;
                  }
                }
                break;
              }
            }
            break;
          }
        }
        break;
      }
      case 99: /* c */ {
        if (buf.startsWith("all:", p + 1)) {
          // content BARE_CALL -> preamble : tool_start, keep (grammars/gemma4.dialect:55)
          return this.only(m1(buf, p + 5, atEnd, this.scratchFrom, this.scratchTo), 12, 1);
        }
        break;
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/gemma4.dialect:35): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 99: /* c */ {
          if (buf.startsWith("hannel|>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/gemma4.dialect:45)
            return this.idOnly(5) ? FAIL : this.only(p + 10, 18, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("urn|>", p + 2)) {
            // absorb TURN_END in reasoning (grammars/gemma4.dialect:62)
            return this.idOnly(2) ? FAIL : this.only(p + 7, 20, 0);
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 99: /* c */ {
              if (buf.startsWith("hannel>", p + 3)) {
                if (buf.startsWith("thought", p + 10)) {
                  // absorb THINK_THOUGHT in reasoning (grammars/gemma4.dialect:62)
                  this.consider(m0(buf, p + 17, atEnd, this.scratchFrom, this.scratchTo), 16, 0);
                  // absorb THINK_START in reasoning (grammars/gemma4.dialect:62)
                  if (!this.idOnly(3)) this.consider(p + 10, 19, 0);
                  return this.decided();
                }
                // absorb THINK_START in reasoning (grammars/gemma4.dialect:62)
                return this.idOnly(3) ? FAIL : this.only(p + 10, 19, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call>", p + 3)) {
                // reasoning TOOL_START -> preamble : reasoning_end, tool_start (grammars/gemma4.dialect:46)
                return this.idOnly(6) ? FAIL : this.only(p + 12, 17, 0);
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

  /** preamble (grammars/gemma4.dialect:36): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 116: /* t */ {
            if (buf.startsWith("ool_call|>", p + 2)) {
              // preamble TOOL_END -> content : tool_end (grammars/gemma4.dialect:57)
              return this.idOnly(7) ? FAIL : this.only(p + 12, 22, 0);
            }
            break;
          }
          case 124: /* | */ {
            if (buf.startsWith("tool_call>", p + 2)) {
              // preamble TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/gemma4.dialect:47)
              return this.idOnly(6)
                ? FAIL
                : this.only(this.check(23, p + 12, buf, p, atEnd), 23, 0);
            }
            break;
          }
        }
        break;
      }
      case 99: /* c */ {
        if (buf.startsWith("all:", p + 1)) {
          // preamble CALL -> name (grammars/gemma4.dialect:48)
          this.matchedCand = 21;
          return p + 5;
        }
        break;
      }
    }
    return FAIL;
  }

  /** name (grammars/gemma4.dialect:37): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 116: /* t */ {
            if (buf.startsWith("ool_call|>", p + 2)) {
              // name TOOL_END -> content : tool_end (grammars/gemma4.dialect:58)
              return this.idOnly(7) ? FAIL : this.only(p + 12, 26, 0);
            }
            break;
          }
          case 124: /* | */ {
            if (buf.startsWith("tool_call>", p + 2)) {
              // name TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/gemma4.dialect:47)
              return this.idOnly(6)
                ? FAIL
                : this.only(this.check(27, p + 12, buf, p, atEnd), 27, 0);
            }
            break;
          }
        }
        break;
      }
      case 123: /* { */ {
        // name OPEN_BRACE -> args : keep (grammars/gemma4.dialect:50)
        this.matchedCand = 24;
        return p + 1;
      }
    }
    return FAIL;
  }

  /** args (grammars/gemma4.dialect:38): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ool_call|>", p + 2)) {
            // args TOOL_END -> content : tool_end (grammars/gemma4.dialect:56)
            return this.idOnly(7) ? FAIL : this.only(p + 12, 28, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("tool_call>", p + 2)) {
            // args TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/gemma4.dialect:47)
            return this.idOnly(6) ? FAIL : this.only(this.check(29, p + 12, buf, p, atEnd), 29, 0);
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
      case 0: // content THINK_THOUGHT -> reasoning : reasoning_start (grammars/gemma4.dialect:43)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 1: // absorb RESPONSE in content (grammars/gemma4.dialect:60)
        sink.terminal(14, -1, buf, from, to);
        return to;
      case 2: // absorb RESPONSE_END in content (grammars/gemma4.dialect:60)
        sink.terminal(15, -1, buf, from, to);
        return to;
      case 3: // content TOOL_START -> preamble : tool_start (grammars/gemma4.dialect:47)
        sink.terminal(6, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 4: // absorb TOOL_END in content (grammars/gemma4.dialect:60)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 5: // content THINK_START -> reasoning : reasoning_start (grammars/gemma4.dialect:44)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 6: // absorb THINK_END in content (grammars/gemma4.dialect:60)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 7: // absorb THINK_FLAG in content (grammars/gemma4.dialect:60)
        sink.terminal(16, -1, buf, from, to);
        return to;
      case 8: // absorb TURN_START in content (grammars/gemma4.dialect:60)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 9: // absorb TURN_END in content (grammars/gemma4.dialect:60)
      case 20: // absorb TURN_END in reasoning (grammars/gemma4.dialect:62)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 10: // absorb TOOL_DECL in content (grammars/gemma4.dialect:60)
        sink.terminal(12, -1, buf, from, to);
        return to;
      case 11: // absorb TOOL_DECL_END in content (grammars/gemma4.dialect:60)
        sink.terminal(13, -1, buf, from, to);
        return to;
      case 12: // content BARE_CALL -> preamble : tool_start, keep (grammars/gemma4.dialect:55)
      case 13: // content BARE_CALL -> preamble : tool_start, keep (grammars/gemma4.dialect:55)
        // a lookahead: its text is read again in the target state
        sink.terminal(11, 2, buf, from, from);
        sink.toolStart(true);
        this.state = 2;
        return from;
      case 14: // a fence line in content (the compiler's fence rule)
      case 15: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 16: // absorb THINK_THOUGHT in reasoning (grammars/gemma4.dialect:62)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 17: // reasoning TOOL_START -> preamble : reasoning_end, tool_start (grammars/gemma4.dialect:46)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 18: // reasoning THINK_END -> content : reasoning_end (grammars/gemma4.dialect:45)
        sink.terminal(5, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 19: // absorb THINK_START in reasoning (grammars/gemma4.dialect:62)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 21: // preamble CALL -> name (grammars/gemma4.dialect:48)
        sink.terminal(8, 3, buf, from, to);
        this.state = 3;
        return to;
      case 22: // preamble TOOL_END -> content : tool_end (grammars/gemma4.dialect:57)
      case 26: // name TOOL_END -> content : tool_end (grammars/gemma4.dialect:58)
      case 28: // args TOOL_END -> content : tool_end (grammars/gemma4.dialect:56)
        sink.terminal(7, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 23: // preamble TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/gemma4.dialect:47)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        sink.toolStart(false);
        return to;
      case 24: // name OPEN_BRACE -> args : keep (grammars/gemma4.dialect:50)
        // a lookahead: its text is read again in the target state
        sink.terminal(9, 4, buf, from, from);
        this.state = 4;
        return from;
      case 25: // name OPEN_PAREN -> args : keep, read_only (grammars/gemma4.dialect:51)
        // a lookahead: its text is read again in the target state
        sink.terminal(10, 4, buf, from, from);
        this.state = 4;
        return from;
      case 27: // name TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/gemma4.dialect:47)
      case 29: // args TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/gemma4.dialect:47)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const gemma4: Dialect = {
  name: "gemma4",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Gemma4Machine(ir, sink, initial, vocab),
};
export default gemma4;
