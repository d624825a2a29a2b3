// DO NOT EDIT — generated from grammars/kimi_k3.dialect by dialectc.
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
  abi: 9, name: "kimi_k3", source: "grammars/kimi_k3.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "MESSAGE", special: false, variants: [[{ lit: "<|open|>message" }]] },
    { name: "MESSAGE_END", special: false, variants: [[{ lit: "<|close|>message<|sep|>" }]] },
    { name: "THINK", special: false, variants: [[{ lit: "<|open|>think<|sep|>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "<|close|>think<|sep|>" }]] },
    { name: "RESPONSE", special: false, variants: [[{ lit: "<|open|>response<|sep|>" }]] },
    { name: "RESPONSE_END", special: false, variants: [[{ lit: "<|close|>response<|sep|>" }]] },
    { name: "TOOLS", special: false, variants: [[{ lit: "<|open|>tools<|sep|>" }]] },
    { name: "TOOLS_END", special: false, variants: [[{ lit: "<|close|>tools<|sep|>" }]] },
    { name: "CALL", special: false, variants: [[{ lit: "<|open|>call tool=\"" }, { cap: "name", max: 256, exclude: "\"\n<>" }, { lit: "\" index=\"" }, { cap: "index", max: 256, exclude: "\"\n<>", write: "{number}" }, { lit: "\"<|sep|>" }], [{ lit: "<|open|>call tool=\"" }, { cap: "name", max: 256, exclude: "\"\n<>" }, { lit: "\"<|sep|>" }]] },
    { name: "CALL_END", special: false, variants: [[{ lit: "<|close|>call<|sep|>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<|open|>argument key=\"" }, { cap: "key", max: 256, exclude: "\"\n<>" }, { lit: "\" type=\"" }, { cap: "type", max: 256, exclude: "\"\n<>" }, { lit: "\"<|sep|>" }]] },
    { name: "ARG_END", special: false, variants: [[{ lit: "<|close|>argument<|sep|>" }]] },
    { name: "JSON", special: false, variants: [[{ lit: "<|open|>json type=\"object\"<|sep|>" }]] },
    { name: "JSON_END", special: false, variants: [[{ lit: "<|close|>json<|sep|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/kimi_k3.dialect:37", channel: { kind: 0, block: { open: 5, close: 6 } }, transitions: [
      { at: "grammars/kimi_k3.dialect:46", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/kimi_k3.dialect:51", terminal: 7, target: 2, events: [] },
      { at: "grammars/kimi_k3.dialect:63", terminal: 5, target: 0, events: [], absorb: true },
      { at: "grammars/kimi_k3.dialect:63", terminal: 6, target: 0, events: [], absorb: true },
      { at: "grammars/kimi_k3.dialect:63", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/kimi_k3.dialect:63", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/kimi_k3.dialect:52", terminal: 9, target: 3, events: [{ kind: "tool_start", name: "name", declaredOnly: true }], readOnly: true },
      { at: "grammars/kimi_k3.dialect:53", terminal: 8, target: 0, events: [], absorb: true, after: 8, repeat: true },
      { at: "grammars/kimi_k3.dialect:37", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/kimi_k3.dialect:38", channel: { kind: 1 }, transitions: [
      { at: "grammars/kimi_k3.dialect:47", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/kimi_k3.dialect:49", terminal: 5, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/kimi_k3.dialect:50", terminal: 7, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/kimi_k3.dialect:64", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/kimi_k3.dialect:66", terminal: 3, target: 1, events: [], absorb: true },
    ] },
    { name: "tools", at: "grammars/kimi_k3.dialect:39", channel: { kind: 7 }, transitions: [
      { at: "grammars/kimi_k3.dialect:52", terminal: 9, target: 3, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/kimi_k3.dialect:53", terminal: 8, target: 0, events: [] },
      { at: "grammars/kimi_k3.dialect:64", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/kimi_k3.dialect:51", terminal: 7, target: 2, events: [], restart: true },
    ] },
    { name: "call", at: "grammars/kimi_k3.dialect:40", channel: { kind: 7 }, transitions: [
      { at: "grammars/kimi_k3.dialect:54", terminal: 11, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/kimi_k3.dialect:55", terminal: 13, target: 5, events: [] },
      { at: "grammars/kimi_k3.dialect:56", terminal: 10, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/kimi_k3.dialect:57", terminal: 8, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/kimi_k3.dialect:51", terminal: 7, target: 2, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/kimi_k3.dialect:41", channel: { kind: 5, encoding: "json", trim: "none", encodingCapture: { capture: "type", map: { string: "string" } } }, transitions: [
      { at: "grammars/kimi_k3.dialect:60", terminal: 12, target: 3, events: [{ kind: "arg_end" }], follow: { terminals: [11, 13, 10, 8], end: true } },
      { at: "grammars/kimi_k3.dialect:51", terminal: 7, target: 2, events: [], restart: true },
    ] },
    { name: "json", at: "grammars/kimi_k3.dialect:42", channel: { kind: 3 }, transitions: [
      { at: "grammars/kimi_k3.dialect:61", terminal: 14, target: 3, events: [], outsideString: true },
      { at: "grammars/kimi_k3.dialect:51", terminal: 7, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "xml", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** after the first literal: capture≤256 "\" index=\"" capture≤256 "\"<|sep|>" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, '"\n<>', 256);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral('" index="', buf, q, atEnd);
  if (q < 0) return q;
  // a capture: up to 256 characters before "\""
  from[1] = q;
  q = matchCapture(buf, q, atEnd, 34, false, '"\n<>', 256);
  if (q < 0) return q;
  to[1] = q;
  return matchLiteral('"<|sep|>', buf, q, atEnd);
}

/** after the first literal: capture≤256 "\" type=\"" capture≤256 "\"<|sep|>" */
function m1(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, '"\n<>', 256);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral('" type="', buf, q, atEnd);
  if (q < 0) return q;
  // a capture: up to 256 characters before "\""
  from[1] = q;
  q = matchCapture(buf, q, atEnd, 34, false, '"\n<>', 256);
  if (q < 0) return q;
  to[1] = q;
  return matchLiteral('"<|sep|>', buf, q, atEnd);
}

/** The kimi_k3 machine, specialised from grammars/kimi_k3.dialect. */
export class KimiK3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // tools
      case 3: // call
      case 4: // value
      case 5: // json
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/kimi_k3.dialect:37): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("lose|>", p + 3)) {
            switch (buf.charCodeAt(p + 9)) {
              case 109: /* m */ {
                if (buf.startsWith("essage<|sep|>", p + 10)) {
                  // absorb MESSAGE_END in content (grammars/kimi_k3.dialect:63)
                  this.matchedCand = 4;
                  return p + 23;
                }
                break;
              }
              case 114: /* r */ {
                if (buf.startsWith("esponse<|sep|>", p + 10)) {
                  // absorb RESPONSE_END in content (grammars/kimi_k3.dialect:63)
                  this.matchedCand = 2;
                  return p + 24;
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("hink<|sep|>", p + 10)) {
                  // absorb THINK_END in content (grammars/kimi_k3.dialect:63)
                  this.matchedCand = 5;
                  return p + 21;
                }
                break;
              }
            }
          }
          break;
        }
        case 111: /* o */ {
          if (buf.startsWith("pen|>", p + 3)) {
            switch (buf.charCodeAt(p + 8)) {
              case 114: /* r */ {
                if (buf.startsWith("esponse<|sep|>", p + 9)) {
                  // absorb RESPONSE in content (grammars/kimi_k3.dialect:63)
                  this.matchedCand = 3;
                  return p + 23;
                }
                break;
              }
              case 116: /* t */ {
                switch (buf.charCodeAt(p + 9)) {
                  case 104: /* h */ {
                    if (buf.startsWith("ink<|sep|>", p + 10)) {
                      // content THINK -> reasoning : reasoning_start (grammars/kimi_k3.dialect:46)
                      this.matchedCand = 7;
                      return p + 20;
                    }
                    break;
                  }
                  case 111: /* o */ {
                    if (buf.startsWith("ols<|sep|>", p + 10)) {
                      // content TOOLS -> tools (grammars/kimi_k3.dialect:51)
                      this.matchedCand = 8;
                      return p + 20;
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
    }
    return FAIL;
  }

  /** reasoning (grammars/kimi_k3.dialect:38): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("lose|>", p + 3)) {
            switch (buf.charCodeAt(p + 9)) {
              case 109: /* m */ {
                if (buf.startsWith("essage<|sep|>", p + 10)) {
                  // absorb MESSAGE_END in reasoning (grammars/kimi_k3.dialect:64)
                  this.matchedCand = 12;
                  return p + 23;
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("hink<|sep|>", p + 10)) {
                  // reasoning THINK_END -> content : reasoning_end (grammars/kimi_k3.dialect:47)
                  this.matchedCand = 13;
                  return p + 21;
                }
                break;
              }
            }
          }
          break;
        }
        case 111: /* o */ {
          if (buf.startsWith("pen|>", p + 3)) {
            switch (buf.charCodeAt(p + 8)) {
              case 114: /* r */ {
                if (buf.startsWith("esponse<|sep|>", p + 9)) {
                  // reasoning RESPONSE -> content : reasoning_end (grammars/kimi_k3.dialect:49)
                  this.matchedCand = 11;
                  return p + 23;
                }
                break;
              }
              case 116: /* t */ {
                switch (buf.charCodeAt(p + 9)) {
                  case 104: /* h */ {
                    if (buf.startsWith("ink<|sep|>", p + 10)) {
                      // absorb THINK in reasoning (grammars/kimi_k3.dialect:66)
                      this.matchedCand = 15;
                      return p + 20;
                    }
                    break;
                  }
                  case 111: /* o */ {
                    if (buf.startsWith("ols<|sep|>", p + 10)) {
                      // reasoning TOOLS -> tools : reasoning_end (grammars/kimi_k3.dialect:50)
                      this.matchedCand = 14;
                      return p + 20;
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
    }
    return FAIL;
  }

  /** tools (grammars/kimi_k3.dialect:39): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("lose|>", p + 3)) {
            switch (buf.charCodeAt(p + 9)) {
              case 109: /* m */ {
                if (buf.startsWith("essage<|sep|>", p + 10)) {
                  // absorb MESSAGE_END in tools (grammars/kimi_k3.dialect:64)
                  this.matchedCand = 18;
                  return p + 23;
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ools<|sep|>", p + 10)) {
                  // tools TOOLS_END -> content (grammars/kimi_k3.dialect:53)
                  this.matchedCand = 19;
                  return p + 21;
                }
                break;
              }
            }
          }
          break;
        }
        case 111: /* o */ {
          if (buf.startsWith("pen|>", p + 3)) {
            switch (buf.charCodeAt(p + 8)) {
              case 99: /* c */ {
                if (buf.startsWith('all tool="', p + 9)) {
                  // tools CALL -> call : tool_start (grammars/kimi_k3.dialect:52)
                  return this.only(m0(buf, p + 19, atEnd, this.scratchFrom, this.scratchTo), 16, 2);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ools<|sep|>", p + 9)) {
                  // tools TOOLS -> tools : restart (restarts the opener at grammars/kimi_k3.dialect:51)
                  return this.only(this.check(20, p + 20, buf, p, atEnd), 20, 0);
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

  /** call (grammars/kimi_k3.dialect:40): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("lose|>", p + 3)) {
            switch (buf.charCodeAt(p + 9)) {
              case 99: /* c */ {
                if (buf.startsWith("all<|sep|>", p + 10)) {
                  // call CALL_END -> tools : tool_end (grammars/kimi_k3.dialect:56)
                  this.matchedCand = 24;
                  return p + 20;
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ools<|sep|>", p + 10)) {
                  // call TOOLS_END -> content : tool_end (grammars/kimi_k3.dialect:57)
                  this.matchedCand = 23;
                  return p + 21;
                }
                break;
              }
            }
          }
          break;
        }
        case 111: /* o */ {
          if (buf.startsWith("pen|>", p + 3)) {
            switch (buf.charCodeAt(p + 8)) {
              case 97: /* a */ {
                if (buf.startsWith('rgument key="', p + 9)) {
                  // call ARG -> value : arg_start (grammars/kimi_k3.dialect:54)
                  return this.only(m1(buf, p + 22, atEnd, this.scratchFrom, this.scratchTo), 21, 2);
                }
                break;
              }
              case 106: /* j */ {
                if (buf.startsWith('son type="object"<|sep|>', p + 9)) {
                  // call JSON -> json (grammars/kimi_k3.dialect:55)
                  this.matchedCand = 22;
                  return p + 33;
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ools<|sep|>", p + 9)) {
                  // call TOOLS -> tools : restart (restarts the opener at grammars/kimi_k3.dialect:51)
                  return this.only(this.check(25, p + 20, buf, p, atEnd), 25, 0);
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

  /** value (grammars/kimi_k3.dialect:41): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("lose|>argument<|sep|>", p + 3)) {
            // value ARG_END -> call : arg_end when followed by … (grammars/kimi_k3.dialect:60)
            return this.only(this.check(26, p + 24, buf, p, atEnd), 26, 0);
          }
          break;
        }
        case 111: /* o */ {
          if (buf.startsWith("pen|>tools<|sep|>", p + 3)) {
            // value TOOLS -> tools : restart (restarts the opener at grammars/kimi_k3.dialect:51)
            return this.only(this.check(27, p + 20, buf, p, atEnd), 27, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** json (grammars/kimi_k3.dialect:42): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("lose|>json<|sep|>", p + 3)) {
            // json JSON_END -> call (grammars/kimi_k3.dialect:61)
            return this.only(this.check(28, p + 20, buf, p, atEnd), 28, 0);
          }
          break;
        }
        case 111: /* o */ {
          if (buf.startsWith("pen|>tools<|sep|>", p + 3)) {
            // json TOOLS -> tools : restart (restarts the opener at grammars/kimi_k3.dialect:51)
            return this.only(this.check(29, p + 20, buf, p, atEnd), 29, 0);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content CALL -> call : tool_start, read_only (grammars/kimi_k3.dialect:52)
      case 1: // content CALL -> call : tool_start, read_only (grammars/kimi_k3.dialect:52)
        sink.terminal(9, 3, buf, from, to);
        sink.toolStart(true);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 2: // absorb RESPONSE_END in content (grammars/kimi_k3.dialect:63)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 3: // absorb RESPONSE in content (grammars/kimi_k3.dialect:63)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 4: // absorb MESSAGE_END in content (grammars/kimi_k3.dialect:63)
      case 12: // absorb MESSAGE_END in reasoning (grammars/kimi_k3.dialect:64)
      case 18: // absorb MESSAGE_END in tools (grammars/kimi_k3.dialect:64)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 5: // absorb THINK_END in content (grammars/kimi_k3.dialect:63)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 6: // absorb TOOLS_END in content written again after it (repeats the closer at grammars/kimi_k3.dialect:53)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 7: // content THINK -> reasoning : reasoning_start (grammars/kimi_k3.dialect:46)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 8: // content TOOLS -> tools (grammars/kimi_k3.dialect:51)
        sink.terminal(7, 2, buf, from, to);
        this.state = 2;
        return to;
      case 9: // a fence line in content (the compiler's fence rule)
      case 10: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 11: // reasoning RESPONSE -> content : reasoning_end (grammars/kimi_k3.dialect:49)
        sink.terminal(5, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 13: // reasoning THINK_END -> content : reasoning_end (grammars/kimi_k3.dialect:47)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 14: // reasoning TOOLS -> tools : reasoning_end (grammars/kimi_k3.dialect:50)
        sink.terminal(7, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 15: // absorb THINK in reasoning (grammars/kimi_k3.dialect:66)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 16: // tools CALL -> call : tool_start (grammars/kimi_k3.dialect:52)
      case 17: // tools CALL -> call : tool_start (grammars/kimi_k3.dialect:52)
        sink.terminal(9, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 19: // tools TOOLS_END -> content (grammars/kimi_k3.dialect:53)
        sink.terminal(8, 0, buf, from, to);
        this.state = 0;
        return to;
      case 20: // tools TOOLS -> tools : restart (restarts the opener at grammars/kimi_k3.dialect:51)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        return to;
      case 21: // call ARG -> value : arg_start (grammars/kimi_k3.dialect:54)
        sink.terminal(11, 4, buf, from, to);
        this.argStart(4, buf, this.capFrom[0]!, this.capTo[0]!, buf, 1);
        this.state = 4;
        return to;
      case 22: // call JSON -> json (grammars/kimi_k3.dialect:55)
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 23: // call TOOLS_END -> content : tool_end (grammars/kimi_k3.dialect:57)
        sink.terminal(8, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 24: // call CALL_END -> tools : tool_end (grammars/kimi_k3.dialect:56)
        sink.terminal(10, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 25: // call TOOLS -> tools : restart (restarts the opener at grammars/kimi_k3.dialect:51)
      case 27: // value TOOLS -> tools : restart (restarts the opener at grammars/kimi_k3.dialect:51)
      case 29: // json TOOLS -> tools : restart (restarts the opener at grammars/kimi_k3.dialect:51)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        this.state = 2;
        return to;
      case 26: // value ARG_END -> call : arg_end when followed by … (grammars/kimi_k3.dialect:60)
        sink.terminal(12, 3, buf, from, to);
        sink.argEnd();
        this.state = 3;
        return to;
      case 28: // json JSON_END -> call (grammars/kimi_k3.dialect:61)
        sink.terminal(14, 3, buf, from, to);
        this.state = 3;
        return to;
    }
    return to;
  }
}

export const kimi_k3: Dialect = {
  name: "kimi_k3",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new KimiK3Machine(ir, sink, initial, vocab),
};
export default kimi_k3;
