// DO NOT EDIT — generated from grammars/glimmer.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchSpace,
  matchCapture,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "glimmer", source: "grammars/glimmer.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "START", special: true, variants: [[{ lit: "<|start|>" }]] },
    { name: "MESSAGE", special: true, variants: [[{ lit: "<|message|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom|>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|eot|>" }]] },
    { name: "BOUNDARY", special: false, variants: [[{ lit: "<|start|>assistant" }]] },
    { name: "TO_SELF", special: false, variants: [[{ lit: " to=self<|message|>" }], [{ lit: "to=self<|message|>" }]] },
    { name: "TO_USER", special: false, variants: [[{ lit: " to=user<|message|>" }], [{ lit: "to=user<|message|>" }]] },
    { name: "TO_TOOL", special: false, variants: [[{ lit: " to=" }, { cap: "to", max: 128, exclude: " \t\n<>", write: "{name}" }, { lit: "<|message|>" }], [{ lit: "to=" }, { cap: "to", max: 128, exclude: " \t\n<>", write: "{name}" }, { lit: "<|message|>" }]] },
    { name: "CALLS_START", special: false, variants: [[{ lit: "<atem:function_calls>" }, { ws: 256 }]] },
    { name: "CALLS_END", special: false, variants: [[{ lit: "</atem:function_calls>" }]] },
    { name: "INVOKE", special: false, variants: [[{ lit: "<atem:invoke name=\"" }, { cap: "name", max: 256, exclude: "\n<>\"" }, { lit: "\">" }, { ws: 256 }]] },
    { name: "INVOKE_END", special: false, variants: [[{ lit: "</atem:invoke>" }, { ws: 256 }]] },
    { name: "PARAM", special: false, variants: [[{ lit: "<atem:parameter name=\"" }, { cap: "key", max: 256, exclude: "\n<>\"" }, { lit: "\">" }]] },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</atem:parameter>" }, { ws: 256 }]] },
  ],
  states: [
    { name: "opening", at: "grammars/glimmer.dialect:42", channel: { kind: 0, untilText: 3 }, transitions: [
      { at: "grammars/glimmer.dialect:60", terminal: 1, target: 1, events: [] },
      { at: "grammars/glimmer.dialect:61", terminal: 6, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/glimmer.dialect:62", terminal: 7, target: 3, events: [] },
      { at: "grammars/glimmer.dialect:63", terminal: 2, target: 3, events: [] },
      { at: "grammars/glimmer.dialect:64", terminal: 8, target: 4, events: [] },
      { at: "grammars/glimmer.dialect:87", terminal: 11, target: 8, events: [{ kind: "tool_start", name: "name", declaredOnly: true }], readOnly: true },
      { at: "grammars/glimmer.dialect:42", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "header", at: "grammars/glimmer.dialect:44", channel: { kind: 7, write: "<|start|>assistant" }, transitions: [
      { at: "grammars/glimmer.dialect:65", terminal: 6, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/glimmer.dialect:66", terminal: 7, target: 3, events: [{ kind: "content_start" }] },
      { at: "grammars/glimmer.dialect:67", terminal: 2, target: 3, events: [{ kind: "content_start" }] },
      { at: "grammars/glimmer.dialect:68", terminal: 8, target: 4, events: [] },
      { at: "grammars/glimmer.dialect:106", terminal: 1, target: 1, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/glimmer.dialect:45", channel: { kind: 1 }, transitions: [
      { at: "grammars/glimmer.dialect:73", terminal: 5, target: 1, events: [{ kind: "reasoning_end" }], readOnly: true, follow: { terminals: [6, 7, 8, 2], end: false } },
      { at: "grammars/glimmer.dialect:78", terminal: 8, target: 4, events: [{ kind: "reasoning_end" }], readOnly: true },
      { at: "grammars/glimmer.dialect:79", terminal: 7, target: 3, events: [{ kind: "reasoning_end" }, { kind: "content_start" }], readOnly: true },
      { at: "grammars/glimmer.dialect:80", terminal: 3, target: 1, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/glimmer.dialect:81", terminal: 4, target: 1, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/glimmer.dialect:108", terminal: 6, target: 2, events: [], absorb: true },
    ] },
    { name: "content", at: "grammars/glimmer.dialect:46", channel: { kind: 0 }, transitions: [
      { at: "grammars/glimmer.dialect:72", terminal: 5, target: 1, events: [], readOnly: true, follow: { terminals: [6, 7, 8, 2], end: false } },
      { at: "grammars/glimmer.dialect:76", terminal: 8, target: 4, events: [], readOnly: true },
      { at: "grammars/glimmer.dialect:77", terminal: 6, target: 2, events: [{ kind: "reasoning_start" }], readOnly: true },
      { at: "grammars/glimmer.dialect:82", terminal: 3, target: 1, events: [] },
      { at: "grammars/glimmer.dialect:83", terminal: 4, target: 1, events: [] },
      { at: "grammars/glimmer.dialect:107", terminal: 7, target: 3, events: [], absorb: true },
      { at: "grammars/glimmer.dialect:46", terminal: 0, target: 3, events: [], absorb: true, fence: true },
    ] },
    { name: "channel", at: "grammars/glimmer.dialect:48", channel: { kind: 7 }, transitions: [
      { at: "grammars/glimmer.dialect:84", terminal: 9, target: 5, events: [] },
      { at: "grammars/glimmer.dialect:87", terminal: 11, target: 8, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/glimmer.dialect:98", terminal: 3, target: 1, events: [] },
      { at: "grammars/glimmer.dialect:99", terminal: 4, target: 1, events: [] },
      { at: "grammars/glimmer.dialect:109", terminal: 10, target: 4, events: [], absorb: true },
      { at: "grammars/glimmer.dialect:64", terminal: 8, target: 4, events: [], restart: true },
    ] },
    { name: "calls", at: "grammars/glimmer.dialect:50", channel: { kind: 7 }, transitions: [
      { at: "grammars/glimmer.dialect:85", terminal: 11, target: 8, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/glimmer.dialect:88", terminal: 10, target: 7, events: [] },
      { at: "grammars/glimmer.dialect:101", terminal: 3, target: 1, events: [], readOnly: true },
      { at: "grammars/glimmer.dialect:102", terminal: 4, target: 1, events: [], readOnly: true },
      { at: "grammars/glimmer.dialect:64", terminal: 8, target: 4, events: [], restart: true },
    ] },
    { name: "more", at: "grammars/glimmer.dialect:51", channel: { kind: 7 }, transitions: [
      { at: "grammars/glimmer.dialect:89", terminal: 10, target: 7, events: [] },
      { at: "grammars/glimmer.dialect:94", terminal: 11, target: 8, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/glimmer.dialect:103", terminal: 3, target: 1, events: [], readOnly: true },
      { at: "grammars/glimmer.dialect:104", terminal: 4, target: 1, events: [], readOnly: true },
      { at: "grammars/glimmer.dialect:64", terminal: 8, target: 4, events: [], restart: true },
    ] },
    { name: "sent", at: "grammars/glimmer.dialect:53", channel: { kind: 7 }, transitions: [
      { at: "grammars/glimmer.dialect:74", terminal: 5, target: 1, events: [], readOnly: true, follow: { terminals: [6, 7, 8, 2], end: false } },
      { at: "grammars/glimmer.dialect:90", terminal: 9, target: 5, events: [], readOnly: true },
      { at: "grammars/glimmer.dialect:91", terminal: 3, target: 1, events: [] },
      { at: "grammars/glimmer.dialect:92", terminal: 4, target: 1, events: [] },
      { at: "grammars/glimmer.dialect:109", terminal: 10, target: 7, events: [], absorb: true },
      { at: "grammars/glimmer.dialect:64", terminal: 8, target: 4, events: [], restart: true },
    ] },
    { name: "invoke", at: "grammars/glimmer.dialect:54", channel: { kind: 7 }, transitions: [
      { at: "grammars/glimmer.dialect:95", terminal: 13, target: 9, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/glimmer.dialect:97", terminal: 12, target: 6, events: [{ kind: "tool_end" }] },
      { at: "grammars/glimmer.dialect:64", terminal: 8, target: 4, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/glimmer.dialect:55", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/glimmer.dialect:96", terminal: 14, target: 8, events: [{ kind: "arg_end" }] },
      { at: "grammars/glimmer.dialect:64", terminal: 8, target: 4, events: [], restart: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [4],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "keep", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "\n", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of " " "<" "`" "t" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */
      case 60: /* < */
      case 96: /* ` */
      case 116 /* t */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of " " "<" "t" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */
      case 60: /* < */
      case 116 /* t */:
        return p;
    }
  }
  return p;
}

/** after the first literal: capture≤128 "<|message|>" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before "<"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 60, false, " \t\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral("<|message|>", buf, q, atEnd);
}

/** after the first literal: ws≤256 */
function m1(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  return matchSpace(buf, q, atEnd, 256);
}

/** after the first literal: capture≤256 "\">" ws≤256 */
function m2(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, '\n<>"', 256);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral('">', buf, q, atEnd);
  if (q < 0) return q;
  return matchSpace(buf, q, atEnd, 256);
}

/** after the first literal: capture≤256 "\">" */
function m3(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, '\n<>"', 256);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral('">', buf, q, atEnd);
}

/** The glimmer machine, specialised from grammars/glimmer.dialect. */
export class GlimmerMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // opening
      case 3: // content
        return nextOf0(buf, p);
      case 1: // header
      case 2: // reasoning
      case 4: // channel
      case 5: // calls
      case 6: // more
      case 7: // sent
      case 8: // invoke
      case 9: // value
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** opening: what is weighed once " to=" has matched */
  private weigh0_0(buf: string, p: number, atEnd: boolean): number {
    // opening TO_TOOL -> channel (grammars/glimmer.dialect:64)
    this.consider(m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), 5, 1);
    return this.decided();
  }

  /** opening (grammars/glimmer.dialect:42): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 32: /*   */ {
        if (buf.startsWith("to=", p + 1)) {
          switch (buf.charCodeAt(p + 4)) {
            case 115: /* s */ {
              if (buf.startsWith("elf<|message|>", p + 5)) {
                // opening TO_SELF -> reasoning : reasoning_start (grammars/glimmer.dialect:61)
                this.consider(p + 19, 3, 0);
                return this.weigh0_0(buf, p, atEnd);
              }
              break;
            }
            case 117: /* u */ {
              if (buf.startsWith("ser<|message|>", p + 5)) {
                // opening TO_USER -> content (grammars/glimmer.dialect:62)
                this.consider(p + 19, 4, 0);
                return this.weigh0_0(buf, p, atEnd);
              }
              break;
            }
          }
          // opening TO_TOOL -> channel (grammars/glimmer.dialect:64)
          return this.only(m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), 5, 1);
        }
        break;
      }
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 109: /* m */ {
              if (buf.startsWith("essage|>", p + 3)) {
                // opening MESSAGE -> content (grammars/glimmer.dialect:63)
                return this.idOnly(2) ? FAIL : this.only(p + 11, 1, 0);
              }
              break;
            }
            case 115: /* s */ {
              if (buf.startsWith("tart|>", p + 3)) {
                // opening START -> header (grammars/glimmer.dialect:60)
                return this.idOnly(1) ? FAIL : this.only(p + 9, 2, 0);
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

  /** header: what is weighed once " to=" has matched */
  private weigh1_0(buf: string, p: number, atEnd: boolean): number {
    // header TO_TOOL -> channel (grammars/glimmer.dialect:68)
    this.consider(m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), 13, 1);
    return this.decided();
  }

  /** header (grammars/glimmer.dialect:44): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 32: /*   */ {
        if (buf.startsWith("to=", p + 1)) {
          switch (buf.charCodeAt(p + 4)) {
            case 115: /* s */ {
              if (buf.startsWith("elf<|message|>", p + 5)) {
                // header TO_SELF -> reasoning : reasoning_start (grammars/glimmer.dialect:65)
                this.consider(p + 19, 11, 0);
                return this.weigh1_0(buf, p, atEnd);
              }
              break;
            }
            case 117: /* u */ {
              if (buf.startsWith("ser<|message|>", p + 5)) {
                // header TO_USER -> content : content_start (grammars/glimmer.dialect:66)
                this.consider(p + 19, 12, 0);
                return this.weigh1_0(buf, p, atEnd);
              }
              break;
            }
          }
          // header TO_TOOL -> channel (grammars/glimmer.dialect:68)
          return this.only(m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), 13, 1);
        }
        break;
      }
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 109: /* m */ {
              if (buf.startsWith("essage|>", p + 3)) {
                // header MESSAGE -> content : content_start (grammars/glimmer.dialect:67)
                return this.idOnly(2) ? FAIL : this.only(p + 11, 17, 0);
              }
              break;
            }
            case 115: /* s */ {
              if (buf.startsWith("tart|>", p + 3)) {
                // absorb START in header (grammars/glimmer.dialect:106)
                return this.idOnly(1) ? FAIL : this.only(p + 9, 18, 0);
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

  /** reasoning (grammars/glimmer.dialect:45): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */ {
        if (buf.startsWith("to=self<|message|>", p + 1)) {
          // absorb TO_SELF in reasoning (grammars/glimmer.dialect:108)
          this.matchedCand = 23;
          return p + 19;
        }
        break;
      }
      case 60: /* < */ {
        if (buf.startsWith("|eo", p + 1)) {
          switch (buf.charCodeAt(p + 4)) {
            case 109: /* m */ {
              if (buf.startsWith("|>", p + 5)) {
                // reasoning EOM -> header : reasoning_end (grammars/glimmer.dialect:80)
                return this.idOnly(3) ? FAIL : this.only(p + 7, 20, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("|>", p + 5)) {
                // reasoning EOT -> header : reasoning_end (grammars/glimmer.dialect:81)
                return this.idOnly(4) ? FAIL : this.only(p + 7, 21, 0);
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

  /** content (grammars/glimmer.dialect:46): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */ {
        if (buf.startsWith("to=user<|message|>", p + 1)) {
          // absorb TO_USER in content (grammars/glimmer.dialect:107)
          this.matchedCand = 32;
          return p + 19;
        }
        break;
      }
      case 60: /* < */ {
        if (buf.startsWith("|eo", p + 1)) {
          switch (buf.charCodeAt(p + 4)) {
            case 109: /* m */ {
              if (buf.startsWith("|>", p + 5)) {
                // content EOM -> header (grammars/glimmer.dialect:82)
                return this.idOnly(3) ? FAIL : this.only(p + 7, 29, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("|>", p + 5)) {
                // content EOT -> header (grammars/glimmer.dialect:83)
                return this.idOnly(4) ? FAIL : this.only(p + 7, 30, 0);
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

  /** channel (grammars/glimmer.dialect:48): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */ {
        if (buf.startsWith("to=", p + 1)) {
          // channel TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
          return this.only(
            this.check(44, m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            44,
            1,
          );
        }
        break;
      }
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("atem:function_calls>", p + 2)) {
              // absorb CALLS_END in channel (grammars/glimmer.dialect:109)
              this.matchedCand = 39;
              return p + 22;
            }
            break;
          }
          case 97: /* a */ {
            if (buf.startsWith("tem:function_calls>", p + 2)) {
              // channel CALLS_START -> calls (grammars/glimmer.dialect:84)
              return this.only(m1(buf, p + 21, atEnd, this.scratchFrom, this.scratchTo), 40, 0);
            }
            break;
          }
          case 124: /* | */ {
            if (buf.startsWith("eo", p + 2)) {
              switch (buf.charCodeAt(p + 4)) {
                case 109: /* m */ {
                  if (buf.startsWith("|>", p + 5)) {
                    // channel EOM -> header (grammars/glimmer.dialect:98)
                    return this.idOnly(3) ? FAIL : this.only(p + 7, 42, 0);
                  }
                  break;
                }
                case 116: /* t */ {
                  if (buf.startsWith("|>", p + 5)) {
                    // channel EOT -> header (grammars/glimmer.dialect:99)
                    return this.idOnly(4) ? FAIL : this.only(p + 7, 43, 0);
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
    return FAIL;
  }

  /** calls (grammars/glimmer.dialect:50): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */ {
        if (buf.startsWith("to=", p + 1)) {
          // calls TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
          return this.only(
            this.check(50, m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            50,
            1,
          );
        }
        break;
      }
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("atem:function_calls>", p + 2)) {
              // calls CALLS_END -> sent (grammars/glimmer.dialect:88)
              this.matchedCand = 46;
              return p + 22;
            }
            break;
          }
          case 97: /* a */ {
            if (buf.startsWith('tem:invoke name="', p + 2)) {
              // calls INVOKE -> invoke : tool_start (grammars/glimmer.dialect:85)
              return this.only(m2(buf, p + 19, atEnd, this.scratchFrom, this.scratchTo), 47, 1);
            }
            break;
          }
        }
        break;
      }
    }
    return FAIL;
  }

  /** more (grammars/glimmer.dialect:51): what starts at p, every first literal being in the buffer */
  private decide6(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */ {
        if (buf.startsWith("to=", p + 1)) {
          // more TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
          return this.only(
            this.check(56, m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            56,
            1,
          );
        }
        break;
      }
      case 60: /* < */ {
        if (buf.startsWith("/atem:function_calls>", p + 1)) {
          // more CALLS_END -> sent (grammars/glimmer.dialect:89)
          this.matchedCand = 52;
          return p + 22;
        }
        break;
      }
    }
    return FAIL;
  }

  /** sent (grammars/glimmer.dialect:53): what starts at p, every first literal being in the buffer */
  private decide7(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */ {
        if (buf.startsWith("to=", p + 1)) {
          // sent TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
          return this.only(
            this.check(63, m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            63,
            1,
          );
        }
        break;
      }
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("atem:function_calls>", p + 2)) {
              // absorb CALLS_END in sent (grammars/glimmer.dialect:109)
              this.matchedCand = 58;
              return p + 22;
            }
            break;
          }
          case 124: /* | */ {
            if (buf.startsWith("eo", p + 2)) {
              switch (buf.charCodeAt(p + 4)) {
                case 109: /* m */ {
                  if (buf.startsWith("|>", p + 5)) {
                    // sent EOM -> header (grammars/glimmer.dialect:91)
                    return this.idOnly(3) ? FAIL : this.only(p + 7, 61, 0);
                  }
                  break;
                }
                case 116: /* t */ {
                  if (buf.startsWith("|>", p + 5)) {
                    // sent EOT -> header (grammars/glimmer.dialect:92)
                    return this.idOnly(4) ? FAIL : this.only(p + 7, 62, 0);
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
    return FAIL;
  }

  /** invoke (grammars/glimmer.dialect:54): what starts at p, every first literal being in the buffer */
  private decide8(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */ {
        if (buf.startsWith("to=", p + 1)) {
          // invoke TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
          return this.only(
            this.check(67, m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            67,
            1,
          );
        }
        break;
      }
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("atem:invoke>", p + 2)) {
              // invoke INVOKE_END -> more : tool_end (grammars/glimmer.dialect:97)
              return this.only(m1(buf, p + 14, atEnd, this.scratchFrom, this.scratchTo), 66, 0);
            }
            break;
          }
          case 97: /* a */ {
            if (buf.startsWith('tem:parameter name="', p + 2)) {
              // invoke PARAM -> value : arg_start (grammars/glimmer.dialect:95)
              return this.only(m3(buf, p + 22, atEnd, this.scratchFrom, this.scratchTo), 65, 1);
            }
            break;
          }
        }
        break;
      }
    }
    return FAIL;
  }

  /** value (grammars/glimmer.dialect:55): what starts at p, every first literal being in the buffer */
  private decide9(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */ {
        if (buf.startsWith("to=", p + 1)) {
          // value TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
          return this.only(
            this.check(70, m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            70,
            1,
          );
        }
        break;
      }
      case 60: /* < */ {
        if (buf.startsWith("/atem:parameter>", p + 1)) {
          // value PARAM_END -> invoke : arg_end (grammars/glimmer.dialect:96)
          return this.only(m1(buf, p + 17, atEnd, this.scratchFrom, this.scratchTo), 69, 0);
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
      case 5:
        return this.decide5(buf, p, atEnd);
      case 6:
        return this.decide6(buf, p, atEnd);
      case 7:
        return this.decide7(buf, p, atEnd);
      case 8:
        return this.decide8(buf, p, atEnd);
      case 9:
        return this.decide9(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // opening INVOKE -> invoke : tool_start, read_only (grammars/glimmer.dialect:87)
        sink.terminal(11, 8, buf, from, to);
        sink.toolStart(true);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 8;
        return to;
      case 1: // opening MESSAGE -> content (grammars/glimmer.dialect:63)
        sink.terminal(2, 3, buf, from, to);
        this.state = 3;
        return to;
      case 2: // opening START -> header (grammars/glimmer.dialect:60)
        sink.terminal(1, 1, buf, from, to);
        this.state = 1;
        return to;
      case 3: // opening TO_SELF -> reasoning : reasoning_start (grammars/glimmer.dialect:61)
      case 6: // opening TO_SELF -> reasoning : reasoning_start (grammars/glimmer.dialect:61)
      case 11: // header TO_SELF -> reasoning : reasoning_start (grammars/glimmer.dialect:65)
      case 14: // header TO_SELF -> reasoning : reasoning_start (grammars/glimmer.dialect:65)
      case 31: // content TO_SELF -> reasoning : reasoning_start, read_only (grammars/glimmer.dialect:77)
      case 34: // content TO_SELF -> reasoning : reasoning_start, read_only (grammars/glimmer.dialect:77)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningStart();
        this.state = 2;
        return to;
      case 4: // opening TO_USER -> content (grammars/glimmer.dialect:62)
      case 7: // opening TO_USER -> content (grammars/glimmer.dialect:62)
        sink.terminal(7, 3, buf, from, to);
        this.state = 3;
        return to;
      case 5: // opening TO_TOOL -> channel (grammars/glimmer.dialect:64)
      case 8: // opening TO_TOOL -> channel (grammars/glimmer.dialect:64)
      case 13: // header TO_TOOL -> channel (grammars/glimmer.dialect:68)
      case 16: // header TO_TOOL -> channel (grammars/glimmer.dialect:68)
      case 33: // content TO_TOOL -> channel : read_only (grammars/glimmer.dialect:76)
      case 36: // content TO_TOOL -> channel : read_only (grammars/glimmer.dialect:76)
        sink.terminal(8, 4, buf, from, to);
        this.state = 4;
        return to;
      case 9: // a fence line in opening (the compiler's fence rule)
      case 10: // a fence line in opening (the compiler's fence rule)
      case 37: // a fence line in content (the compiler's fence rule)
      case 38: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 12: // header TO_USER -> content : content_start (grammars/glimmer.dialect:66)
      case 15: // header TO_USER -> content : content_start (grammars/glimmer.dialect:66)
        sink.terminal(7, 3, buf, from, to);
        sink.contentStart();
        this.state = 3;
        return to;
      case 17: // header MESSAGE -> content : content_start (grammars/glimmer.dialect:67)
        sink.terminal(2, 3, buf, from, to);
        sink.contentStart();
        this.state = 3;
        return to;
      case 18: // absorb START in header (grammars/glimmer.dialect:106)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 19: // reasoning BOUNDARY -> header : reasoning_end, read_only when followed by … (grammars/glimmer.dialect:73)
        sink.terminal(5, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 20: // reasoning EOM -> header : reasoning_end (grammars/glimmer.dialect:80)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 21: // reasoning EOT -> header : reasoning_end (grammars/glimmer.dialect:81)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 22: // reasoning TO_USER -> content : reasoning_end, content_start, read_only (grammars/glimmer.dialect:79)
      case 25: // reasoning TO_USER -> content : reasoning_end, content_start, read_only (grammars/glimmer.dialect:79)
        sink.terminal(7, 3, buf, from, to);
        sink.reasoningEnd();
        sink.contentStart();
        this.state = 3;
        return to;
      case 23: // absorb TO_SELF in reasoning (grammars/glimmer.dialect:108)
      case 26: // absorb TO_SELF in reasoning (grammars/glimmer.dialect:108)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 24: // reasoning TO_TOOL -> channel : reasoning_end, read_only (grammars/glimmer.dialect:78)
      case 27: // reasoning TO_TOOL -> channel : reasoning_end, read_only (grammars/glimmer.dialect:78)
        sink.terminal(8, 4, buf, from, to);
        sink.reasoningEnd();
        this.state = 4;
        return to;
      case 28: // content BOUNDARY -> header : read_only when followed by … (grammars/glimmer.dialect:72)
      case 60: // sent BOUNDARY -> header : read_only when followed by … (grammars/glimmer.dialect:74)
        sink.terminal(5, 1, buf, from, to);
        this.state = 1;
        return to;
      case 29: // content EOM -> header (grammars/glimmer.dialect:82)
      case 42: // channel EOM -> header (grammars/glimmer.dialect:98)
      case 48: // calls EOM -> header : read_only (grammars/glimmer.dialect:101)
      case 54: // more EOM -> header : read_only (grammars/glimmer.dialect:103)
      case 61: // sent EOM -> header (grammars/glimmer.dialect:91)
        sink.terminal(3, 1, buf, from, to);
        this.state = 1;
        return to;
      case 30: // content EOT -> header (grammars/glimmer.dialect:83)
      case 43: // channel EOT -> header (grammars/glimmer.dialect:99)
      case 49: // calls EOT -> header : read_only (grammars/glimmer.dialect:102)
      case 55: // more EOT -> header : read_only (grammars/glimmer.dialect:104)
      case 62: // sent EOT -> header (grammars/glimmer.dialect:92)
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 32: // absorb TO_USER in content (grammars/glimmer.dialect:107)
      case 35: // absorb TO_USER in content (grammars/glimmer.dialect:107)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 39: // absorb CALLS_END in channel (grammars/glimmer.dialect:109)
      case 58: // absorb CALLS_END in sent (grammars/glimmer.dialect:109)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 40: // channel CALLS_START -> calls (grammars/glimmer.dialect:84)
      case 59: // sent CALLS_START -> calls : read_only (grammars/glimmer.dialect:90)
        sink.terminal(9, 5, buf, from, to);
        this.state = 5;
        return to;
      case 41: // channel INVOKE -> invoke : tool_start, read_only (grammars/glimmer.dialect:87)
      case 47: // calls INVOKE -> invoke : tool_start (grammars/glimmer.dialect:85)
      case 53: // more INVOKE -> invoke : tool_start, read_only (grammars/glimmer.dialect:94)
        sink.terminal(11, 8, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 8;
        return to;
      case 44: // channel TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
      case 45: // channel TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
        sink.restart();
        sink.terminal(8, 4, buf, from, to);
        return to;
      case 46: // calls CALLS_END -> sent (grammars/glimmer.dialect:88)
      case 52: // more CALLS_END -> sent (grammars/glimmer.dialect:89)
        sink.terminal(10, 7, buf, from, to);
        this.state = 7;
        return to;
      case 50: // calls TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
      case 51: // calls TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
      case 56: // more TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
      case 57: // more TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
      case 63: // sent TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
      case 64: // sent TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
      case 67: // invoke TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
      case 68: // invoke TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
      case 70: // value TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
      case 71: // value TO_TOOL -> channel : restart (restarts the opener at grammars/glimmer.dialect:64)
        sink.restart();
        sink.terminal(8, 4, buf, from, to);
        this.state = 4;
        return to;
      case 65: // invoke PARAM -> value : arg_start (grammars/glimmer.dialect:95)
        sink.terminal(13, 9, buf, from, to);
        this.argStart(9, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 9;
        return to;
      case 66: // invoke INVOKE_END -> more : tool_end (grammars/glimmer.dialect:97)
        sink.terminal(12, 6, buf, from, to);
        sink.toolEnd();
        this.state = 6;
        return to;
      case 69: // value PARAM_END -> invoke : arg_end (grammars/glimmer.dialect:96)
        sink.terminal(14, 8, buf, from, to);
        sink.argEnd();
        this.state = 8;
        return to;
    }
    return to;
  }
}

export const glimmer: Dialect = {
  name: "glimmer",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new GlimmerMachine(ir, sink, initial, vocab),
};
export default glimmer;
