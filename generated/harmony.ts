// DO NOT EDIT — generated from grammars/harmony.dialect by dialectc.
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
  abi: 9, name: "harmony", source: "grammars/harmony.dialect", extends: [],
  terminals: [
    { name: "START", special: true, variants: [[{ lit: "<|start|>" }]] },
    { name: "END", special: true, variants: [[{ lit: "<|end|>" }]] },
    { name: "RETURN", special: true, variants: [[{ lit: "<|return|>" }]] },
    { name: "CALL", special: true, variants: [[{ lit: "<|call|>" }]] },
    { name: "ANALYSIS", special: false, variants: [[{ lit: "<|channel|>" }, { ws: 256, write: "" }, { lit: "analysis" }, { ws: 256, write: "" }, { lit: "<|message|>" }]] },
    { name: "FINAL", special: false, variants: [[{ lit: "<|channel|>" }, { ws: 256, write: "" }, { lit: "final" }, { ws: 256, write: "" }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256, write: "" }, { lit: "final" }, { ws: 256 }, { lit: "<|constrain|>" }, { ws: 256, write: "" }, { cap: "type", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }]] },
    { name: "COMMENTARY", special: false, variants: [[{ lit: "<|channel|>" }, { ws: 256, write: "" }, { lit: "commentary" }, { ws: 256, write: "" }, { lit: "<|message|>" }]] },
    { name: "TO_TOOL", special: false, variants: [[{ lit: " to=functions." }, { cap: "name", max: 128, exclude: " \t\n<>" }, { ws: 256, write: "" }, { lit: "<|channel|>" }, { ws: 256, write: "" }, { cap: "ch", max: 64, exclude: "\n<>", write: "commentary" }, { lit: "<|message|>" }], [{ lit: " to=functions." }, { cap: "name", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { ws: 256 }, { lit: "<|constrain|>" }, { ws: 256 }, { cap: "type", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: " to=functions." }, { cap: "name", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: " to=functions." }, { cap: "name", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|constrain|>" }, { ws: 256 }, { cap: "type", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }], [{ lit: " to=functions." }, { cap: "name", max: 128, exclude: " \t\n<>" }, { lit: " " }, { cap: "type", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: " to=functions." }, { cap: "name", max: 128, exclude: " \t\n<>" }, { lit: " " }, { cap: "type", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|message|>" }]] },
    { name: "TO_NAME", special: false, variants: [[{ lit: " to=" }, { cap: "name", max: 128, exclude: " \t\n<>" }, { ws: 256, write: "" }, { lit: "<|channel|>" }, { ws: 256, write: "" }, { cap: "ch", max: 64, exclude: "\n<>", write: "commentary" }, { lit: "<|message|>" }], [{ lit: " to=" }, { cap: "name", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { ws: 256 }, { lit: "<|constrain|>" }, { ws: 256 }, { cap: "type", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: " to=" }, { cap: "name", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: " to=" }, { cap: "name", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|constrain|>" }, { ws: 256 }, { cap: "type", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }], [{ lit: " to=" }, { cap: "name", max: 128, exclude: " \t\n<>" }, { lit: " " }, { cap: "type", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: " to=" }, { cap: "name", max: 128, exclude: " \t\n<>" }, { lit: " " }, { cap: "type", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|message|>" }]] },
    { name: "ROLE", special: false, variants: [[{ lit: "assistant" }]] },
    { name: "OTHER", special: false, variants: [[{ lit: "<|channel|>" }, { ws: 256, write: "" }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }]] },
    { name: "BARE_ANALYSIS", special: false, variants: [[{ lit: "analysis" }]] },
    { name: "BARE_FINAL", special: false, variants: [[{ lit: "assistantfinal" }]] },
    { name: "BARE_MESSAGE", special: false, variants: [[{ lit: "<|message|>" }]] },
    { name: "TO_BUILTIN", special: false, variants: [[{ lit: " to=assistant<|channel|>" }, { ws: 256, write: "" }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }], [{ lit: " to=browser." }, { cap: "name", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }], [{ lit: " to=python<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: " to=assistant" }, { ws: 256 }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: " to=browser." }, { cap: "name", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: " to=python" }, { ws: 256 }, { lit: "<|message|>" }], [{ lit: " to=python " }, { cap: "type", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }], [{ lit: " to=browser." }, { cap: "name", max: 128, exclude: " \t\n<>" }, { lit: " " }, { cap: "type", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: " to=python " }, { cap: "type", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|message|>" }], [{ lit: "<|channel|>" }, { ws: 256 }, { cap: "ch", max: 64, exclude: "\n<>" }, { lit: " to=browser." }, { cap: "name", max: 128, exclude: " \t\n<>" }, { lit: " " }, { cap: "type", max: 128, exclude: " \t\n<>" }, { ws: 256 }, { lit: "<|message|>" }]] },
  ],
  states: [
    { name: "header", at: "grammars/harmony.dialect:74", channel: { kind: 7 }, transitions: [
      { at: "grammars/harmony.dialect:84", terminal: 4, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/harmony.dialect:85", terminal: 5, target: 2, events: [{ kind: "content_start" }] },
      { at: "grammars/harmony.dialect:86", terminal: 6, target: 2, events: [{ kind: "content_start" }] },
      { at: "grammars/harmony.dialect:87", terminal: 7, target: 3, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/harmony.dialect:88", terminal: 8, target: 3, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/harmony.dialect:89", terminal: 10, target: 2, events: [{ kind: "content_start" }], readOnly: true },
      { at: "grammars/harmony.dialect:90", terminal: 14, target: 4, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/harmony.dialect:91", terminal: 11, target: 1, events: [{ kind: "reasoning_start" }], readOnly: true },
      { at: "grammars/harmony.dialect:92", terminal: 12, target: 2, events: [{ kind: "content_start" }], readOnly: true },
      { at: "grammars/harmony.dialect:93", terminal: 13, target: 2, events: [{ kind: "content_start" }], readOnly: true },
      { at: "grammars/harmony.dialect:105", terminal: 0, target: 0, events: [], absorb: true },
      { at: "grammars/harmony.dialect:105", terminal: 9, target: 0, events: [], absorb: true },
      { at: "grammars/harmony.dialect:105", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/harmony.dialect:105", terminal: 1, target: 0, events: [], absorb: true },
      { at: "grammars/harmony.dialect:105", terminal: 3, target: 0, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/harmony.dialect:75", channel: { kind: 1 }, transitions: [
      { at: "grammars/harmony.dialect:94", terminal: 12, target: 2, events: [{ kind: "reasoning_end" }, { kind: "content_start" }], readOnly: true },
      { at: "grammars/harmony.dialect:95", terminal: 1, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/harmony.dialect:96", terminal: 3, target: 0, events: [{ kind: "reasoning_end" }] },
    ] },
    { name: "content", at: "grammars/harmony.dialect:76", channel: { kind: 0 }, transitions: [
      { at: "grammars/harmony.dialect:97", terminal: 1, target: 0, events: [] },
      { at: "grammars/harmony.dialect:98", terminal: 2, target: 0, events: [] },
    ] },
    { name: "args", at: "grammars/harmony.dialect:77", channel: { kind: 3 }, transitions: [
      { at: "grammars/harmony.dialect:99", terminal: 3, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/harmony.dialect:100", terminal: 1, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
    ] },
    { name: "builtin", at: "grammars/harmony.dialect:80", channel: { kind: 1 }, transitions: [
      { at: "grammars/harmony.dialect:101", terminal: 3, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/harmony.dialect:102", terminal: 1, target: 0, events: [{ kind: "reasoning_end" }] },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1, 2, 3],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "keep", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "\n", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of " " "<" "a" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */
      case 60: /* < */
      case 97 /* a */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" "a" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 97 /* a */) return p;
  }
  return p;
}

/** after the first literal: capture≤128 ws≤256 "<|channel|>" ws≤256 capture≤64 "<|message|>" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before "<" or whitespace
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 60, true, " \t\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("<|channel|>", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  // a capture: up to 64 characters before "<"
  from[1] = q;
  q = matchCapture(buf, q, atEnd, 60, false, "\n<>", 64);
  if (q < 0) return q;
  to[1] = q;
  return matchLiteral("<|message|>", buf, q, atEnd);
}

/** after the first literal: ws≤256 capture≤64 "<|message|>" */
function m1(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  // a capture: up to 64 characters before "<"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 60, false, "\n<>", 64);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral("<|message|>", buf, q, atEnd);
}

/** after the first literal: ws≤256 "commentary" ws≤256 "<|message|>" */
function m2(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("commentary", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("<|message|>", buf, q, atEnd);
}

/** after the first literal: ws≤256 "analysis" ws≤256 "<|message|>" */
function m3(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("analysis", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("<|message|>", buf, q, atEnd);
}

/** after the first literal: ws≤256 "final" ws≤256 "<|message|>" */
function m4(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("final", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("<|message|>", buf, q, atEnd);
}

/** The harmony machine, specialised from grammars/harmony.dialect. */
export class HarmonyMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // header
        return nextOf0(buf, p);
      case 1: // reasoning
        return nextOf1(buf, p);
      case 2: // content
      case 3: // args
      case 4: // builtin
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** header: what is weighed once " to=" has matched */
  private weigh0_0(buf: string, p: number, atEnd: boolean): number {
    // header TO_NAME -> args : tool_start (grammars/harmony.dialect:88)
    this.consider(m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), 31, 2);
    return this.decided();
  }

  /** header (grammars/harmony.dialect:74): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 32: /*   */ {
        if (buf.startsWith("to=", p + 1)) {
          switch (buf.charCodeAt(p + 4)) {
            case 97: /* a */ {
              if (buf.startsWith("ssistant<|channel|>", p + 5)) {
                // header TO_BUILTIN -> builtin : reasoning_start (grammars/harmony.dialect:90)
                this.consider(m1(buf, p + 24, atEnd, this.scratchFrom, this.scratchTo), 25, 1);
                return this.weigh0_0(buf, p, atEnd);
              }
              break;
            }
            case 102: /* f */ {
              if (buf.startsWith("unctions.", p + 5)) {
                // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:87)
                this.consider(m0(buf, p + 14, atEnd, this.scratchFrom, this.scratchTo), 24, 2);
                return this.weigh0_0(buf, p, atEnd);
              }
              break;
            }
          }
          // header TO_NAME -> args : tool_start (grammars/harmony.dialect:88)
          return this.only(m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), 31, 2);
        }
        break;
      }
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 99: /* c */ {
              switch (buf.charCodeAt(p + 3)) {
                case 97: /* a */ {
                  if (buf.startsWith("ll|>", p + 4)) {
                    // absorb CALL in header (grammars/harmony.dialect:105)
                    return this.idOnly(3) ? FAIL : this.only(p + 8, 19, 0);
                  }
                  break;
                }
                case 104: /* h */ {
                  if (buf.startsWith("annel|>", p + 4)) {
                    // header COMMENTARY -> content : content_start (grammars/harmony.dialect:86)
                    this.consider(m2(buf, p + 11, atEnd, this.scratchFrom, this.scratchTo), 9, 0);
                    // header ANALYSIS -> reasoning : reasoning_start (grammars/harmony.dialect:84)
                    this.consider(m3(buf, p + 11, atEnd, this.scratchFrom, this.scratchTo), 11, 0);
                    // header FINAL -> content : content_start (grammars/harmony.dialect:85)
                    this.consider(m4(buf, p + 11, atEnd, this.scratchFrom, this.scratchTo), 12, 0);
                    return this.decided();
                  }
                  break;
                }
              }
              break;
            }
            case 101: /* e */ {
              if (buf.startsWith("nd|>", p + 3)) {
                // absorb END in header (grammars/harmony.dialect:105)
                return this.idOnly(1) ? FAIL : this.only(p + 7, 20, 0);
              }
              break;
            }
            case 114: /* r */ {
              if (buf.startsWith("eturn|>", p + 3)) {
                // absorb RETURN in header (grammars/harmony.dialect:105)
                return this.idOnly(2) ? FAIL : this.only(p + 10, 17, 0);
              }
              break;
            }
            case 115: /* s */ {
              if (buf.startsWith("tart|>", p + 3)) {
                // absorb START in header (grammars/harmony.dialect:105)
                return this.idOnly(0) ? FAIL : this.only(p + 9, 18, 0);
              }
              break;
            }
          }
        }
        break;
      }
      case 97: /* a */ {
        if (buf.startsWith("ssistant", p + 1)) {
          // absorb ROLE in header (grammars/harmony.dialect:105)
          this.matchedCand = 33;
          return p + 9;
        }
        break;
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/harmony.dialect:75): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("all|>", p + 3)) {
            // reasoning CALL -> header : reasoning_end (grammars/harmony.dialect:96)
            return this.idOnly(3) ? FAIL : this.only(p + 8, 36, 0);
          }
          break;
        }
        case 101: /* e */ {
          if (buf.startsWith("nd|>", p + 3)) {
            // reasoning END -> header : reasoning_end (grammars/harmony.dialect:95)
            return this.idOnly(1) ? FAIL : this.only(p + 7, 37, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** content (grammars/harmony.dialect:76): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 101: /* e */ {
          if (buf.startsWith("nd|>", p + 3)) {
            // content END -> header (grammars/harmony.dialect:97)
            return this.idOnly(1) ? FAIL : this.only(p + 7, 39, 0);
          }
          break;
        }
        case 114: /* r */ {
          if (buf.startsWith("eturn|>", p + 3)) {
            // content RETURN -> header (grammars/harmony.dialect:98)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 38, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/harmony.dialect:77): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("all|>", p + 3)) {
            // args CALL -> header : tool_end (grammars/harmony.dialect:99)
            return this.idOnly(3) ? FAIL : this.only(this.check(40, p + 8, buf, p, atEnd), 40, 0);
          }
          break;
        }
        case 101: /* e */ {
          if (buf.startsWith("nd|>", p + 3)) {
            // args END -> header : tool_end (grammars/harmony.dialect:100)
            return this.idOnly(1) ? FAIL : this.only(this.check(41, p + 7, buf, p, atEnd), 41, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** builtin (grammars/harmony.dialect:80): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("all|>", p + 3)) {
            // builtin CALL -> header : reasoning_end (grammars/harmony.dialect:101)
            return this.idOnly(3) ? FAIL : this.only(p + 8, 42, 0);
          }
          break;
        }
        case 101: /* e */ {
          if (buf.startsWith("nd|>", p + 3)) {
            // builtin END -> header : reasoning_end (grammars/harmony.dialect:102)
            return this.idOnly(1) ? FAIL : this.only(p + 7, 43, 0);
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
      case 0: // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:87)
      case 3: // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:87)
      case 4: // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:87)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[1]!, this.capTo[1]!);
        this.state = 3;
        return to;
      case 1: // header FINAL -> content : content_start (grammars/harmony.dialect:85)
      case 12: // header FINAL -> content : content_start (grammars/harmony.dialect:85)
        sink.terminal(5, 2, buf, from, to);
        sink.contentStart();
        this.state = 2;
        return to;
      case 2: // header TO_NAME -> args : tool_start (grammars/harmony.dialect:88)
      case 13: // header TO_NAME -> args : tool_start (grammars/harmony.dialect:88)
      case 14: // header TO_NAME -> args : tool_start (grammars/harmony.dialect:88)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[1]!, this.capTo[1]!);
        this.state = 3;
        return to;
      case 5: // header TO_BUILTIN -> builtin : reasoning_start (grammars/harmony.dialect:90)
      case 6: // header TO_BUILTIN -> builtin : reasoning_start (grammars/harmony.dialect:90)
      case 7: // header TO_BUILTIN -> builtin : reasoning_start (grammars/harmony.dialect:90)
      case 8: // header TO_BUILTIN -> builtin : reasoning_start (grammars/harmony.dialect:90)
      case 10: // header TO_BUILTIN -> builtin : reasoning_start (grammars/harmony.dialect:90)
      case 25: // header TO_BUILTIN -> builtin : reasoning_start (grammars/harmony.dialect:90)
      case 26: // header TO_BUILTIN -> builtin : reasoning_start (grammars/harmony.dialect:90)
      case 27: // header TO_BUILTIN -> builtin : reasoning_start (grammars/harmony.dialect:90)
      case 28: // header TO_BUILTIN -> builtin : reasoning_start (grammars/harmony.dialect:90)
      case 29: // header TO_BUILTIN -> builtin : reasoning_start (grammars/harmony.dialect:90)
        sink.terminal(14, 4, buf, from, to);
        sink.reasoningStart();
        this.state = 4;
        return to;
      case 9: // header COMMENTARY -> content : content_start (grammars/harmony.dialect:86)
        sink.terminal(6, 2, buf, from, to);
        sink.contentStart();
        this.state = 2;
        return to;
      case 11: // header ANALYSIS -> reasoning : reasoning_start (grammars/harmony.dialect:84)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 15: // header OTHER -> content : content_start, read_only (grammars/harmony.dialect:89)
        sink.terminal(10, 2, buf, from, to);
        sink.contentStart();
        this.state = 2;
        return to;
      case 16: // header BARE_MESSAGE -> content : content_start, read_only (grammars/harmony.dialect:93)
        sink.terminal(13, 2, buf, from, to);
        sink.contentStart();
        this.state = 2;
        return to;
      case 17: // absorb RETURN in header (grammars/harmony.dialect:105)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 18: // absorb START in header (grammars/harmony.dialect:105)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 19: // absorb CALL in header (grammars/harmony.dialect:105)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 20: // absorb END in header (grammars/harmony.dialect:105)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 21: // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:87)
      case 23: // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:87)
      case 24: // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:87)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 22: // header TO_NAME -> args : tool_start (grammars/harmony.dialect:88)
      case 30: // header TO_NAME -> args : tool_start (grammars/harmony.dialect:88)
      case 31: // header TO_NAME -> args : tool_start (grammars/harmony.dialect:88)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 32: // header BARE_FINAL -> content : content_start, read_only (grammars/harmony.dialect:92)
        sink.terminal(12, 2, buf, from, to);
        sink.contentStart();
        this.state = 2;
        return to;
      case 33: // absorb ROLE in header (grammars/harmony.dialect:105)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 34: // header BARE_ANALYSIS -> reasoning : reasoning_start, read_only (grammars/harmony.dialect:91)
        sink.terminal(11, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 35: // reasoning BARE_FINAL -> content : reasoning_end, content_start, read_only (grammars/harmony.dialect:94)
        sink.terminal(12, 2, buf, from, to);
        sink.reasoningEnd();
        sink.contentStart();
        this.state = 2;
        return to;
      case 36: // reasoning CALL -> header : reasoning_end (grammars/harmony.dialect:96)
      case 42: // builtin CALL -> header : reasoning_end (grammars/harmony.dialect:101)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 37: // reasoning END -> header : reasoning_end (grammars/harmony.dialect:95)
      case 43: // builtin END -> header : reasoning_end (grammars/harmony.dialect:102)
        sink.terminal(1, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 38: // content RETURN -> header (grammars/harmony.dialect:98)
        sink.terminal(2, 0, buf, from, to);
        this.state = 0;
        return to;
      case 39: // content END -> header (grammars/harmony.dialect:97)
        sink.terminal(1, 0, buf, from, to);
        this.state = 0;
        return to;
      case 40: // args CALL -> header : tool_end (grammars/harmony.dialect:99)
        sink.terminal(3, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 41: // args END -> header : tool_end (grammars/harmony.dialect:100)
        sink.terminal(1, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const harmony: Dialect = {
  name: "harmony",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new HarmonyMachine(ir, sink, initial, vocab),
};
export default harmony;
