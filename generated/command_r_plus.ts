// DO NOT EDIT — generated from grammars/command_r_plus.dialect by dialectc.
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
  abi: 9, name: "command_r_plus", source: "grammars/command_r_plus.dialect", extends: ["cohere_command"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "START_OF_TURN", special: true, variants: [[{ lit: "<|START_OF_TURN_TOKEN|>" }]] },
    { name: "END_OF_TURN", special: true, variants: [[{ lit: "<|END_OF_TURN_TOKEN|>" }]] },
    { name: "CHATBOT", special: true, variants: [[{ lit: "<|CHATBOT_TOKEN|>" }]] },
    { name: "START_THINKING", special: true, variants: [[{ lit: "<|START_THINKING|>" }]] },
    { name: "END_THINKING", special: true, variants: [[{ lit: "<|END_THINKING|>" }]] },
    { name: "START_ACTION", special: true, variants: [[{ lit: "<|START_ACTION|>" }]] },
    { name: "END_ACTION", special: true, variants: [[{ lit: "<|END_ACTION|>" }]] },
    { name: "START_RESPONSE", special: true, variants: [[{ lit: "<|START_RESPONSE|>" }]] },
    { name: "END_RESPONSE", special: true, variants: [[{ lit: "<|END_RESPONSE|>" }]] },
    { name: "START_TEXT", special: true, variants: [[{ lit: "<|START_TEXT|>" }]] },
    { name: "END_TEXT", special: true, variants: [[{ lit: "<|END_TEXT|>" }]] },
    { name: "CITE_OPEN", special: false, variants: [[{ lit: "<co>" }]] },
    { name: "CITE_START", special: false, variants: [[{ lit: "<co:" }, { cap: "sources", max: 256, exclude: "\n<>" }, { lit: ">" }]] },
    { name: "CITE_END", special: false, variants: [[{ lit: "</co:" }, { cap: "sources", max: 256, exclude: "\n<>" }, { lit: ">" }]] },
    { name: "ACTION", special: false, variants: [[{ lit: "Action:" }, { ws: 256 }, { lit: "```json" }, { ws: 256 }]] },
    { name: "FENCE_END", special: false, variants: [[{ lit: "```" }]] },
  ],
  states: [
    { name: "content", at: "grammars/cohere_command.dialect:29", channel: { kind: 0 }, transitions: [
      { at: "grammars/cohere_command.dialect:36", terminal: 4, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/cohere_command.dialect:39", terminal: 6, target: 2, events: [] },
      { at: "grammars/command_r_plus.dialect:14", terminal: 15, target: 3, events: [] },
      { at: "grammars/cohere_command.dialect:42", terminal: 8, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:42", terminal: 9, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:42", terminal: 10, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:42", terminal: 11, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:42", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:45", terminal: 12, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:45", terminal: 13, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:45", terminal: 14, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:40", terminal: 7, target: 0, events: [], absorb: true, after: 7, repeat: true },
      { at: "grammars/cohere_command.dialect:29", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/cohere_command.dialect:30", channel: { kind: 1 }, transitions: [
      { at: "grammars/cohere_command.dialect:37", terminal: 5, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/cohere_command.dialect:38", terminal: 6, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/cohere_command.dialect:43", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:43", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:45", terminal: 12, target: 1, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:45", terminal: 13, target: 1, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:45", terminal: 14, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/cohere_command.dialect:31", channel: { kind: 4, nameKeys: ["tool_name"], argsKeys: ["parameters"], idKeys: ["tool_call_id"], array: true }, transitions: [
      { at: "grammars/cohere_command.dialect:40", terminal: 7, target: 0, events: [], outsideString: true },
      { at: "grammars/cohere_command.dialect:44", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:39", terminal: 6, target: 2, events: [], restart: true, outsideString: true },
      { at: "grammars/command_r_plus.dialect:14", terminal: 15, target: 3, events: [], restart: true, outsideString: true },
    ] },
    { name: "action", at: "grammars/command_r_plus.dialect:12", channel: { kind: 4, nameKeys: ["tool_name"], argsKeys: ["parameters"], array: true }, transitions: [
      { at: "grammars/command_r_plus.dialect:15", terminal: 16, target: 0, events: [], outsideString: true },
      { at: "grammars/command_r_plus.dialect:17", terminal: 2, target: 3, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:39", terminal: 6, target: 2, events: [], restart: true, outsideString: true },
      { at: "grammars/command_r_plus.dialect:14", terminal: 15, target: 3, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2, 3],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "A" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 65: /* A */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" "A" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 65 /* A */) return p;
  }
  return p;
}

/** after the first literal: capture≤256 ">" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before ">"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 62, false, "\n<>", 256);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral(">", buf, q, atEnd);
}

/** after the first literal: ws≤256 "```json" ws≤256 */
function m1(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("```json", buf, q, atEnd);
  if (q < 0) return q;
  return matchSpace(buf, q, atEnd, 256);
}

/** The command_r_plus machine, specialised from grammars/command_r_plus.dialect. */
export class CommandRPlusMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 3: // action
        return nextOf0(buf, p);
      case 1: // reasoning
        return indexOrEnd(buf, "<", p);
      case 2: // calls
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/cohere_command.dialect:29): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("co:", p + 2)) {
              // absorb CITE_END in content (grammars/cohere_command.dialect:45)
              return this.only(m0(buf, p + 5, atEnd, this.scratchFrom, this.scratchTo), 8, 1);
            }
            break;
          }
          case 99: /* c */ {
            if (buf.charCodeAt(p + 2) === 111 /* o */) {
              switch (buf.charCodeAt(p + 3)) {
                case 58: /* : */ {
                  // absorb CITE_START in content (grammars/cohere_command.dialect:45)
                  return this.only(m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), 9, 1);
                }
                case 62: /* > */ {
                  // absorb CITE_OPEN in content (grammars/cohere_command.dialect:45)
                  this.matchedCand = 10;
                  return p + 4;
                }
              }
            }
            break;
          }
          case 124: /* | */ {
            switch (buf.charCodeAt(p + 2)) {
              case 69: /* E */ {
                if (buf.startsWith("ND_", p + 3)) {
                  switch (buf.charCodeAt(p + 6)) {
                    case 79: /* O */ {
                      if (buf.startsWith("F_TURN_TOKEN|>", p + 7)) {
                        // absorb END_OF_TURN in content (grammars/cohere_command.dialect:42)
                        return this.idOnly(2) ? FAIL : this.only(p + 21, 0, 0);
                      }
                      break;
                    }
                    case 82: /* R */ {
                      if (buf.startsWith("ESPONSE|>", p + 7)) {
                        // absorb END_RESPONSE in content (grammars/cohere_command.dialect:42)
                        return this.idOnly(9) ? FAIL : this.only(p + 16, 4, 0);
                      }
                      break;
                    }
                    case 84: /* T */ {
                      if (buf.startsWith("EXT|>", p + 7)) {
                        // absorb END_TEXT in content (grammars/cohere_command.dialect:42)
                        return this.idOnly(11) ? FAIL : this.only(p + 12, 7, 0);
                      }
                      break;
                    }
                  }
                }
                break;
              }
              case 83: /* S */ {
                if (buf.startsWith("TART_", p + 3)) {
                  switch (buf.charCodeAt(p + 8)) {
                    case 65: /* A */ {
                      if (buf.startsWith("CTION|>", p + 9)) {
                        // content START_ACTION -> calls (grammars/cohere_command.dialect:39)
                        return this.idOnly(6) ? FAIL : this.only(p + 16, 3, 0);
                      }
                      break;
                    }
                    case 82: /* R */ {
                      if (buf.startsWith("ESPONSE|>", p + 9)) {
                        // absorb START_RESPONSE in content (grammars/cohere_command.dialect:42)
                        return this.idOnly(8) ? FAIL : this.only(p + 18, 2, 0);
                      }
                      break;
                    }
                    case 84: /* T */ {
                      switch (buf.charCodeAt(p + 9)) {
                        case 69: /* E */ {
                          if (buf.startsWith("XT|>", p + 10)) {
                            // absorb START_TEXT in content (grammars/cohere_command.dialect:42)
                            return this.idOnly(10) ? FAIL : this.only(p + 14, 5, 0);
                          }
                          break;
                        }
                        case 72: /* H */ {
                          if (buf.startsWith("INKING|>", p + 10)) {
                            // content START_THINKING -> reasoning : reasoning_start (grammars/cohere_command.dialect:36)
                            return this.idOnly(4) ? FAIL : this.only(p + 18, 1, 0);
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
            }
            break;
          }
        }
        break;
      }
      case 65: /* A */ {
        if (buf.startsWith("ction:", p + 1)) {
          // content ACTION -> action (grammars/command_r_plus.dialect:14)
          return this.only(m1(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 11, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/cohere_command.dialect:30): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("co:", p + 2)) {
            // absorb CITE_END in reasoning (grammars/cohere_command.dialect:45)
            return this.only(m0(buf, p + 5, atEnd, this.scratchFrom, this.scratchTo), 18, 1);
          }
          break;
        }
        case 99: /* c */ {
          if (buf.charCodeAt(p + 2) === 111 /* o */) {
            switch (buf.charCodeAt(p + 3)) {
              case 58: /* : */ {
                // absorb CITE_START in reasoning (grammars/cohere_command.dialect:45)
                return this.only(m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), 19, 1);
              }
              case 62: /* > */ {
                // absorb CITE_OPEN in reasoning (grammars/cohere_command.dialect:45)
                this.matchedCand = 20;
                return p + 4;
              }
            }
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 69: /* E */ {
              if (buf.startsWith("ND_", p + 3)) {
                switch (buf.charCodeAt(p + 6)) {
                  case 79: /* O */ {
                    if (buf.startsWith("F_TURN_TOKEN|>", p + 7)) {
                      // absorb END_OF_TURN in reasoning (grammars/cohere_command.dialect:43)
                      return this.idOnly(2) ? FAIL : this.only(p + 21, 14, 0);
                    }
                    break;
                  }
                  case 84: /* T */ {
                    if (buf.startsWith("HINKING|>", p + 7)) {
                      // reasoning END_THINKING -> content : reasoning_end (grammars/cohere_command.dialect:37)
                      return this.idOnly(5) ? FAIL : this.only(p + 16, 16, 0);
                    }
                    break;
                  }
                }
              }
              break;
            }
            case 83: /* S */ {
              if (buf.startsWith("TART_", p + 3)) {
                switch (buf.charCodeAt(p + 8)) {
                  case 65: /* A */ {
                    if (buf.startsWith("CTION|>", p + 9)) {
                      // reasoning START_ACTION -> calls : reasoning_end (grammars/cohere_command.dialect:38)
                      return this.idOnly(6) ? FAIL : this.only(p + 16, 17, 0);
                    }
                    break;
                  }
                  case 84: /* T */ {
                    if (buf.startsWith("HINKING|>", p + 9)) {
                      // absorb START_THINKING in reasoning (grammars/cohere_command.dialect:43)
                      return this.idOnly(4) ? FAIL : this.only(p + 18, 15, 0);
                    }
                    break;
                  }
                }
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

  /** calls (grammars/cohere_command.dialect:31): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 69: /* E */ {
              if (buf.startsWith("ND_", p + 3)) {
                switch (buf.charCodeAt(p + 6)) {
                  case 65: /* A */ {
                    if (buf.startsWith("CTION|>", p + 7)) {
                      // calls END_ACTION -> content (grammars/cohere_command.dialect:40)
                      return this.idOnly(7)
                        ? FAIL
                        : this.only(this.check(23, p + 14, buf, p, atEnd), 23, 0);
                    }
                    break;
                  }
                  case 79: /* O */ {
                    if (buf.startsWith("F_TURN_TOKEN|>", p + 7)) {
                      // absorb END_OF_TURN in calls (grammars/cohere_command.dialect:44)
                      return this.idOnly(2) ? FAIL : this.only(p + 21, 21, 0);
                    }
                    break;
                  }
                }
              }
              break;
            }
            case 83: /* S */ {
              if (buf.startsWith("TART_ACTION|>", p + 3)) {
                // calls START_ACTION -> calls : restart (restarts the opener at grammars/cohere_command.dialect:39)
                return this.idOnly(6)
                  ? FAIL
                  : this.only(this.check(22, p + 16, buf, p, atEnd), 22, 0);
              }
              break;
            }
          }
        }
        break;
      }
      case 65: /* A */ {
        if (buf.startsWith("ction:", p + 1)) {
          // calls ACTION -> action : restart (restarts the opener at grammars/command_r_plus.dialect:14)
          return this.only(
            this.check(24, m1(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            24,
            0,
          );
        }
        break;
      }
    }
    return FAIL;
  }

  /** action (grammars/command_r_plus.dialect:12): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 69: /* E */ {
              if (buf.startsWith("ND_OF_TURN_TOKEN|>", p + 3)) {
                // absorb END_OF_TURN in action (grammars/command_r_plus.dialect:17)
                return this.idOnly(2) ? FAIL : this.only(p + 21, 26, 0);
              }
              break;
            }
            case 83: /* S */ {
              if (buf.startsWith("TART_ACTION|>", p + 3)) {
                // action START_ACTION -> calls : restart (restarts the opener at grammars/cohere_command.dialect:39)
                return this.idOnly(6)
                  ? FAIL
                  : this.only(this.check(27, p + 16, buf, p, atEnd), 27, 0);
              }
              break;
            }
          }
        }
        break;
      }
      case 65: /* A */ {
        if (buf.startsWith("ction:", p + 1)) {
          // action ACTION -> action : restart (restarts the opener at grammars/command_r_plus.dialect:14)
          return this.only(
            this.check(28, m1(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            28,
            0,
          );
        }
        break;
      }
      case 96: /* ` */ {
        if (buf.startsWith("``", p + 1)) {
          // action FENCE_END -> content (grammars/command_r_plus.dialect:15)
          return this.only(this.check(25, p + 3, buf, p, atEnd), 25, 0);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // absorb END_OF_TURN in content (grammars/cohere_command.dialect:42)
      case 14: // absorb END_OF_TURN in reasoning (grammars/cohere_command.dialect:43)
      case 21: // absorb END_OF_TURN in calls (grammars/cohere_command.dialect:44)
      case 26: // absorb END_OF_TURN in action (grammars/command_r_plus.dialect:17)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 1: // content START_THINKING -> reasoning : reasoning_start (grammars/cohere_command.dialect:36)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 2: // absorb START_RESPONSE in content (grammars/cohere_command.dialect:42)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 3: // content START_ACTION -> calls (grammars/cohere_command.dialect:39)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 4: // absorb END_RESPONSE in content (grammars/cohere_command.dialect:42)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 5: // absorb START_TEXT in content (grammars/cohere_command.dialect:42)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 6: // absorb END_ACTION in content written again after it (repeats the closer at grammars/cohere_command.dialect:40)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 7: // absorb END_TEXT in content (grammars/cohere_command.dialect:42)
        sink.terminal(11, -1, buf, from, to);
        return to;
      case 8: // absorb CITE_END in content (grammars/cohere_command.dialect:45)
      case 18: // absorb CITE_END in reasoning (grammars/cohere_command.dialect:45)
        sink.terminal(14, -1, buf, from, to);
        return to;
      case 9: // absorb CITE_START in content (grammars/cohere_command.dialect:45)
      case 19: // absorb CITE_START in reasoning (grammars/cohere_command.dialect:45)
        sink.terminal(13, -1, buf, from, to);
        return to;
      case 10: // absorb CITE_OPEN in content (grammars/cohere_command.dialect:45)
      case 20: // absorb CITE_OPEN in reasoning (grammars/cohere_command.dialect:45)
        sink.terminal(12, -1, buf, from, to);
        return to;
      case 11: // content ACTION -> action (grammars/command_r_plus.dialect:14)
        sink.terminal(15, 3, buf, from, to);
        this.state = 3;
        return to;
      case 12: // a fence line in content (the compiler's fence rule)
      case 13: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 15: // absorb START_THINKING in reasoning (grammars/cohere_command.dialect:43)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 16: // reasoning END_THINKING -> content : reasoning_end (grammars/cohere_command.dialect:37)
        sink.terminal(5, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 17: // reasoning START_ACTION -> calls : reasoning_end (grammars/cohere_command.dialect:38)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 22: // calls START_ACTION -> calls : restart (restarts the opener at grammars/cohere_command.dialect:39)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
      case 23: // calls END_ACTION -> content (grammars/cohere_command.dialect:40)
        sink.terminal(7, 0, buf, from, to);
        this.state = 0;
        return to;
      case 24: // calls ACTION -> action : restart (restarts the opener at grammars/command_r_plus.dialect:14)
        sink.restart();
        sink.terminal(15, 3, buf, from, to);
        this.state = 3;
        return to;
      case 25: // action FENCE_END -> content (grammars/command_r_plus.dialect:15)
        sink.terminal(16, 0, buf, from, to);
        this.state = 0;
        return to;
      case 27: // action START_ACTION -> calls : restart (restarts the opener at grammars/cohere_command.dialect:39)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 28: // action ACTION -> action : restart (restarts the opener at grammars/command_r_plus.dialect:14)
        sink.restart();
        sink.terminal(15, 3, buf, from, to);
        return to;
    }
    return to;
  }
}

export const command_r_plus: Dialect = {
  name: "command_r_plus",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new CommandRPlusMachine(ir, sink, initial, vocab),
};
export default command_r_plus;
