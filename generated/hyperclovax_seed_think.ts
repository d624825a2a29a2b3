// DO NOT EDIT — generated from grammars/hyperclovax_seed_think.dialect by dialectc.
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
  abi: 6, name: "hyperclovax_seed_think", source: "grammars/hyperclovax_seed_think.dialect", extends: ["chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { ws: 256 }, { lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }]] },
    { name: "NAME_KEY", special: false, variants: [[{ lit: "\n" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: " " }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "NEXT_KEY", special: false, variants: [[{ lit: "</arg_value>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value>" }]] },
    { name: "JSON_CALLS", special: false, variants: [[{ lit: "[" }, { ws: 256 }, { lit: "{" }, { ws: 256 }, { lit: "\"name\"" }], [{ lit: "{" }, { ws: 256 }, { lit: "\"name\"" }]] },
  ],
  states: [
    { name: "opening", at: "grammars/hyperclovax_seed_think.dialect:33", channel: { kind: 0, untilText: 1 }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:43", terminal: 2, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:47", terminal: 4, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:62", terminal: 10, target: 6, events: [], keep: true, readOnly: true },
      { at: "grammars/hyperclovax_seed_think.dialect:64", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:67", terminal: 1, target: 0, events: [], absorb: true },
    ] },
    { name: "content", at: "grammars/hyperclovax_seed_think.dialect:34", channel: { kind: 0 }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:44", terminal: 2, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:48", terminal: 4, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:64", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:67", terminal: 1, target: 1, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:51", terminal: 5, target: 1, events: [], absorb: true, after: 5, repeat: true },
    ] },
    { name: "reasoning", at: "grammars/hyperclovax_seed_think.dialect:35", channel: { kind: 1 }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:45", terminal: 3, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:46", terminal: 4, target: 3, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:65", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:67", terminal: 1, target: 2, events: [], absorb: true },
    ] },
    { name: "name", at: "grammars/hyperclovax_seed_think.dialect:36", channel: { kind: 2 }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:49", terminal: 6, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:50", terminal: 7, target: 5, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hyperclovax_seed_think.dialect:51", terminal: 5, target: 1, events: [{ kind: "tool_end" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:53", terminal: 9, target: 4, events: [], readOnly: true },
      { at: "grammars/hyperclovax_seed_think.dialect:47", terminal: 4, target: 3, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "args", at: "grammars/hyperclovax_seed_think.dialect:37", channel: { kind: 7 }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:54", terminal: 6, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:55", terminal: 5, target: 1, events: [{ kind: "tool_end" }] },
      { at: "grammars/hyperclovax_seed_think.dialect:60", terminal: 8, target: 5, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hyperclovax_seed_think.dialect:66", terminal: 9, target: 4, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:47", terminal: 4, target: 3, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "value", at: "grammars/hyperclovax_seed_think.dialect:38", channel: { kind: 5, encoding: "json", trim: "none" }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:58", terminal: 9, target: 4, events: [{ kind: "arg_end" }], follow: { terminals: [6, 9, 5], end: true } },
      { at: "grammars/hyperclovax_seed_think.dialect:59", terminal: 8, target: 5, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/hyperclovax_seed_think.dialect:47", terminal: 4, target: 3, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "calls", at: "grammars/hyperclovax_seed_think.dialect:39", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["parameters", "arguments"], array: true }, transitions: [
      { at: "grammars/hyperclovax_seed_think.dialect:67", terminal: 1, target: 6, events: [], absorb: true },
      { at: "grammars/hyperclovax_seed_think.dialect:47", terminal: 4, target: 3, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 2, plain: 0 },
  turnBoundaries: [0, 1],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "[" "{" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91: /* [ */
      case 123 /* { */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "\n" " " "<" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 10:
      case 32: /*   */
      case 60 /* < */:
        return p;
    }
  }
  return p;
}

/** after the first literal: ws≤256 "{" ws≤256 "\"name\"" */
function m0(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("{", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral('"name"', buf, q, atEnd);
}

/** after the first literal: ws≤256 capture≤128 "</arg_key>" ws≤256 "<arg_value>" */
function m1(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  // a capture: up to 128 characters before "<"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 60, false, "\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral("</arg_key>", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("<arg_value>", buf, q, atEnd);
}

/** after the first literal: capture≤128 "</arg_key>" ws≤256 "<arg_value>" */
function m2(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before "<"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 60, false, "\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral("</arg_key>", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("<arg_value>", buf, q, atEnd);
}

/** The hyperclovax_seed_think machine, specialised from grammars/hyperclovax_seed_think.dialect. */
export class HyperclovaxSeedThinkMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // opening
        return nextOf0(buf, p);
      case 1: // content
      case 2: // reasoning
      case 4: // args
      case 5: // value
      case 6: // calls
        return indexOrEnd(buf, "<", p);
      case 3: // name
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** opening (grammars/hyperclovax_seed_think.dialect:33): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("think>", p + 2)) {
              // absorb THINK_END in opening (grammars/hyperclovax_seed_think.dialect:64)
              return this.idOnly(3) ? FAIL : this.only(p + 8, 2, 0);
            }
            break;
          }
          case 116: /* t */ {
            switch (buf.charCodeAt(p + 2)) {
              case 104: /* h */ {
                if (buf.startsWith("ink>", p + 3)) {
                  // opening THINK_START -> reasoning : reasoning_start (grammars/hyperclovax_seed_think.dialect:43)
                  return this.idOnly(2) ? FAIL : this.only(p + 7, 3, 0);
                }
                break;
              }
              case 111: /* o */ {
                if (buf.startsWith("ol_call>", p + 3)) {
                  // opening TOOL_START -> name : tool_start (grammars/hyperclovax_seed_think.dialect:47)
                  return this.idOnly(4) ? FAIL : this.only(p + 11, 0, 0);
                }
                break;
              }
            }
            break;
          }
          case 124: /* | */ {
            if (buf.startsWith("im_end|>", p + 2)) {
              // absorb IM_END in opening (grammars/hyperclovax_seed_think.dialect:67)
              return this.idOnly(1) ? FAIL : this.only(p + 10, 1, 0);
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        // opening JSON_CALLS -> calls : keep, read_only (grammars/hyperclovax_seed_think.dialect:62)
        return this.only(m0(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), 4, 0);
      }
    }
    return FAIL;
  }

  /** content (grammars/hyperclovax_seed_think.dialect:34): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/hyperclovax_seed_think.dialect:64)
            return this.idOnly(3) ? FAIL : this.only(p + 8, 9, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // content THINK_START -> reasoning : reasoning_start (grammars/hyperclovax_seed_think.dialect:44)
                return this.idOnly(2) ? FAIL : this.only(p + 7, 10, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_call>", p + 3)) {
                // content TOOL_START -> name : tool_start (grammars/hyperclovax_seed_think.dialect:48)
                return this.idOnly(4) ? FAIL : this.only(p + 11, 7, 0);
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in content (grammars/hyperclovax_seed_think.dialect:67)
            return this.idOnly(1) ? FAIL : this.only(p + 10, 8, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/hyperclovax_seed_think.dialect:35): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> opening : reasoning_end (grammars/hyperclovax_seed_think.dialect:45)
            return this.idOnly(3) ? FAIL : this.only(p + 8, 13, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // absorb THINK_START in reasoning (grammars/hyperclovax_seed_think.dialect:65)
                return this.idOnly(2) ? FAIL : this.only(p + 7, 14, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_call>", p + 3)) {
                // reasoning TOOL_START -> name : reasoning_end, tool_start (grammars/hyperclovax_seed_think.dialect:46)
                return this.idOnly(4) ? FAIL : this.only(p + 11, 11, 0);
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in reasoning (grammars/hyperclovax_seed_think.dialect:67)
            return this.idOnly(1) ? FAIL : this.only(p + 10, 12, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/hyperclovax_seed_think.dialect:36): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 10: {
        // name NAME_KEY -> value : arg_start, read_only (grammars/hyperclovax_seed_think.dialect:50)
        return this.only(m1(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), 24, 1);
      }
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            switch (buf.charCodeAt(p + 2)) {
              case 97: /* a */ {
                if (buf.startsWith("rg_value>", p + 3)) {
                  // name VALUE_END -> args : read_only (grammars/hyperclovax_seed_think.dialect:53)
                  this.matchedCand = 22;
                  return p + 12;
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_call>", p + 3)) {
                  // name TOOL_END -> content : tool_end (grammars/hyperclovax_seed_think.dialect:51)
                  return this.idOnly(5) ? FAIL : this.only(p + 12, 21, 0);
                }
                break;
              }
            }
            break;
          }
          case 97: /* a */ {
            if (buf.startsWith("rg_key>", p + 2)) {
              // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
              return this.only(m2(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), 18, 1);
            }
            break;
          }
          case 116: /* t */ {
            if (buf.startsWith("ool_call>", p + 2)) {
              // name TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:47)
              return this.idOnly(4)
                ? FAIL
                : this.only(this.check(23, p + 11, buf, p, atEnd), 23, 0);
            }
            break;
          }
        }
        break;
      }
    }
    return FAIL;
  }

  /** args (grammars/hyperclovax_seed_think.dialect:37): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 97: /* a */ {
              if (buf.startsWith("rg_value>", p + 3)) {
                // args NEXT_KEY -> value : arg_start, read_only (grammars/hyperclovax_seed_think.dialect:60)
                this.consider(m1(buf, p + 12, atEnd, this.scratchFrom, this.scratchTo), 29, 1);
                // absorb VALUE_END in args (grammars/hyperclovax_seed_think.dialect:66)
                this.consider(p + 12, 34, 0);
                return this.decided();
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call>", p + 3)) {
                // args TOOL_END -> content : tool_end (grammars/hyperclovax_seed_think.dialect:55)
                return this.idOnly(5) ? FAIL : this.only(p + 12, 33, 0);
              }
              break;
            }
          }
          break;
        }
        case 97: /* a */ {
          if (buf.startsWith("rg_key>", p + 2)) {
            // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:54)
            return this.only(m2(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo), 30, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // args TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:47)
            return this.idOnly(4) ? FAIL : this.only(this.check(35, p + 11, buf, p, atEnd), 35, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/hyperclovax_seed_think.dialect:38): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("arg_value>", p + 2)) {
            // value NEXT_KEY -> value : arg_end, arg_start, read_only (grammars/hyperclovax_seed_think.dialect:59)
            this.consider(m1(buf, p + 12, atEnd, this.scratchFrom, this.scratchTo), 36, 1);
            // value VALUE_END -> args : arg_end when followed by … (grammars/hyperclovax_seed_think.dialect:58)
            this.consider(this.check(37, p + 12, buf, p, atEnd), 37, 0);
            return this.decided();
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // value TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:47)
            return this.idOnly(4) ? FAIL : this.only(this.check(38, p + 11, buf, p, atEnd), 38, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/hyperclovax_seed_think.dialect:39): what starts at p, every first literal being in the buffer */
  private decide6(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // calls TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:47)
            return this.idOnly(4) ? FAIL : this.only(this.check(39, p + 11, buf, p, atEnd), 39, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in calls (grammars/hyperclovax_seed_think.dialect:67)
            return this.idOnly(1) ? FAIL : this.only(p + 10, 40, 0);
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
      case 0: // opening TOOL_START -> name : tool_start (grammars/hyperclovax_seed_think.dialect:47)
      case 7: // content TOOL_START -> name : tool_start (grammars/hyperclovax_seed_think.dialect:48)
        sink.terminal(4, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 1: // absorb IM_END in opening (grammars/hyperclovax_seed_think.dialect:67)
      case 8: // absorb IM_END in content (grammars/hyperclovax_seed_think.dialect:67)
      case 12: // absorb IM_END in reasoning (grammars/hyperclovax_seed_think.dialect:67)
      case 40: // absorb IM_END in calls (grammars/hyperclovax_seed_think.dialect:67)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 2: // absorb THINK_END in opening (grammars/hyperclovax_seed_think.dialect:64)
      case 9: // absorb THINK_END in content (grammars/hyperclovax_seed_think.dialect:64)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 3: // opening THINK_START -> reasoning : reasoning_start (grammars/hyperclovax_seed_think.dialect:43)
      case 10: // content THINK_START -> reasoning : reasoning_start (grammars/hyperclovax_seed_think.dialect:44)
        sink.terminal(2, 2, buf, from, to);
        sink.reasoningStart();
        this.state = 2;
        return to;
      case 4: // opening JSON_CALLS -> calls : keep, read_only (grammars/hyperclovax_seed_think.dialect:62)
      case 5: // opening JSON_CALLS -> calls : keep, read_only (grammars/hyperclovax_seed_think.dialect:62)
        // a lookahead: its text is read again in the target state
        sink.terminal(10, 6, buf, from, from);
        this.state = 6;
        return from;
      case 6: // absorb TOOL_END in content written again after it (repeats the closer at grammars/hyperclovax_seed_think.dialect:51)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 11: // reasoning TOOL_START -> name : reasoning_end, tool_start (grammars/hyperclovax_seed_think.dialect:46)
        sink.terminal(4, 3, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 13: // reasoning THINK_END -> opening : reasoning_end (grammars/hyperclovax_seed_think.dialect:45)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 14: // absorb THINK_START in reasoning (grammars/hyperclovax_seed_think.dialect:65)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 15: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
      case 16: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
      case 17: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
      case 18: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
      case 19: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
      case 20: // name ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:49)
      case 26: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:54)
      case 27: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:54)
      case 28: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:54)
      case 30: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:54)
      case 31: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:54)
      case 32: // args ARG -> value : arg_start (grammars/hyperclovax_seed_think.dialect:54)
        sink.terminal(6, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 21: // name TOOL_END -> content : tool_end (grammars/hyperclovax_seed_think.dialect:51)
      case 33: // args TOOL_END -> content : tool_end (grammars/hyperclovax_seed_think.dialect:55)
        sink.terminal(5, 1, buf, from, to);
        sink.toolEnd();
        this.state = 1;
        return to;
      case 22: // name VALUE_END -> args : read_only (grammars/hyperclovax_seed_think.dialect:53)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 23: // name TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:47)
        sink.restart();
        sink.terminal(4, 3, buf, from, to);
        sink.toolStart(false);
        return to;
      case 24: // name NAME_KEY -> value : arg_start, read_only (grammars/hyperclovax_seed_think.dialect:50)
      case 25: // name NAME_KEY -> value : arg_start, read_only (grammars/hyperclovax_seed_think.dialect:50)
        sink.terminal(7, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 29: // args NEXT_KEY -> value : arg_start, read_only (grammars/hyperclovax_seed_think.dialect:60)
        sink.terminal(8, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 34: // absorb VALUE_END in args (grammars/hyperclovax_seed_think.dialect:66)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 35: // args TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:47)
      case 38: // value TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:47)
      case 39: // calls TOOL_START -> name : restart, tool_start (restarts the opener at grammars/hyperclovax_seed_think.dialect:47)
        sink.restart();
        sink.terminal(4, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 36: // value NEXT_KEY -> value : arg_end, arg_start, read_only (grammars/hyperclovax_seed_think.dialect:59)
        sink.terminal(8, 5, buf, from, to);
        sink.argEnd();
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        return to;
      case 37: // value VALUE_END -> args : arg_end when followed by … (grammars/hyperclovax_seed_think.dialect:58)
        sink.terminal(9, 4, buf, from, to);
        sink.argEnd();
        this.state = 4;
        return to;
    }
    return to;
  }
}

export const hyperclovax_seed_think: Dialect = {
  name: "hyperclovax_seed_think",
  abi: 6,
  ir,
  generated: (sink, initial, vocab) => new HyperclovaxSeedThinkMachine(ir, sink, initial, vocab),
};
export default hyperclovax_seed_think;
