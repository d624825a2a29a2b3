// DO NOT EDIT — generated from grammars/k2_horizon.dialect by dialectc.
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
  abi: 9, name: "k2_horizon", source: "grammars/k2_horizon.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<ifm|think>" }], [{ lit: "<ifm|think_fast>" }], [{ lit: "<ifm|think_faster>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</ifm|think>" }], [{ lit: "</ifm|think_fast>" }], [{ lit: "</ifm|think_faster>" }]] },
    { name: "CALLS_START", special: false, variants: [[{ lit: "<ifm|tool_calls>" }]] },
    { name: "CALLS_END", special: false, variants: [[{ lit: "</ifm|tool_calls>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<ifm|tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</ifm|tool_call>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<ifm|arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</ifm|arg_key>" }, { ws: 256 }, { lit: "<ifm|arg_value>" }], [{ lit: "<ifm|arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</ifm|arg_key>" }, { ws: 256 }, { lit: "<ifm|arg_type>" }, { cap: "type", max: 128, exclude: "\n<>" }, { lit: "</ifm|arg_type>" }, { ws: 256 }, { lit: "<ifm|arg_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</ifm|arg_value>" }]] },
    { name: "OBJECT", special: false, variants: [[{ lit: "{" }]] },
  ],
  states: [
    { name: "content", at: "grammars/k2_horizon.dialect:23", channel: { kind: 0 }, transitions: [
      { at: "grammars/k2_horizon.dialect:33", terminal: 1, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/k2_horizon.dialect:36", terminal: 3, target: 2, events: [] },
      { at: "grammars/k2_horizon.dialect:53", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/k2_horizon.dialect:37", terminal: 5, target: 3, events: [{ kind: "tool_start", declaredOnly: true }], readOnly: true },
      { at: "grammars/k2_horizon.dialect:47", terminal: 4, target: 0, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/k2_horizon.dialect:23", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/k2_horizon.dialect:24", channel: { kind: 1 }, transitions: [
      { at: "grammars/k2_horizon.dialect:34", terminal: 2, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/k2_horizon.dialect:35", terminal: 3, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/k2_horizon.dialect:52", terminal: 1, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/k2_horizon.dialect:25", channel: { kind: 7 }, transitions: [
      { at: "grammars/k2_horizon.dialect:37", terminal: 5, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/k2_horizon.dialect:47", terminal: 4, target: 0, events: [] },
      { at: "grammars/k2_horizon.dialect:36", terminal: 3, target: 2, events: [], restart: true },
    ] },
    { name: "name", at: "grammars/k2_horizon.dialect:26", channel: { kind: 2 }, transitions: [
      { at: "grammars/k2_horizon.dialect:38", terminal: 9, target: 6, events: [], keep: true },
      { at: "grammars/k2_horizon.dialect:39", terminal: 7, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/k2_horizon.dialect:40", terminal: 6, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/k2_horizon.dialect:36", terminal: 3, target: 2, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/k2_horizon.dialect:27", channel: { kind: 7 }, transitions: [
      { at: "grammars/k2_horizon.dialect:41", terminal: 7, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/k2_horizon.dialect:42", terminal: 6, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/k2_horizon.dialect:36", terminal: 3, target: 2, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/k2_horizon.dialect:28", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/k2_horizon.dialect:44", terminal: 8, target: 4, events: [{ kind: "arg_end" }], follow: { terminals: [7, 6], end: true } },
      { at: "grammars/k2_horizon.dialect:36", terminal: 3, target: 2, events: [], restart: true },
    ] },
    { name: "object", at: "grammars/k2_horizon.dialect:29", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"] }, transitions: [
      { at: "grammars/k2_horizon.dialect:46", terminal: 6, target: 2, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/k2_horizon.dialect:36", terminal: 3, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [],
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

/** the next position holding one of "<" "{" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 123 /* { */) return p;
  }
  return p;
}

/** after the first literal: capture≤128 "</ifm|arg_key>" ws≤256 "<ifm|arg_value>" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before "<"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 60, false, "\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral("</ifm|arg_key>", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("<ifm|arg_value>", buf, q, atEnd);
}

/** The k2_horizon machine, specialised from grammars/k2_horizon.dialect. */
export class K2HorizonMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // calls
      case 4: // args
      case 5: // value
      case 6: // object
        return indexOrEnd(buf, "<", p);
      case 3: // name
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/k2_horizon.dialect:23): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("ifm|think>", p + 2)) {
            // absorb THINK_END in content (grammars/k2_horizon.dialect:53)
            this.matchedCand = 7;
            return p + 12;
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith("fm|t", p + 2)) {
            switch (buf.charCodeAt(p + 6)) {
              case 104: /* h */ {
                if (buf.startsWith("ink>", p + 7)) {
                  // content THINK_START -> reasoning : reasoning_start (grammars/k2_horizon.dialect:33)
                  this.matchedCand = 8;
                  return p + 11;
                }
                break;
              }
              case 111: /* o */ {
                if (buf.startsWith("ol_calls>", p + 7)) {
                  // content CALLS_START -> calls (grammars/k2_horizon.dialect:36)
                  this.matchedCand = 5;
                  return p + 16;
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

  /** reasoning (grammars/k2_horizon.dialect:24): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("ifm|think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/k2_horizon.dialect:34)
            this.matchedCand = 16;
            return p + 12;
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith("fm|t", p + 2)) {
            switch (buf.charCodeAt(p + 6)) {
              case 104: /* h */ {
                if (buf.startsWith("ink>", p + 7)) {
                  // absorb THINK_START in reasoning (grammars/k2_horizon.dialect:52)
                  this.matchedCand = 17;
                  return p + 11;
                }
                break;
              }
              case 111: /* o */ {
                if (buf.startsWith("ol_calls>", p + 7)) {
                  // reasoning CALLS_START -> calls : reasoning_end (grammars/k2_horizon.dialect:35)
                  this.matchedCand = 14;
                  return p + 16;
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

  /** calls (grammars/k2_horizon.dialect:25): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("ifm|tool_calls>", p + 2)) {
            // calls CALLS_END -> content (grammars/k2_horizon.dialect:47)
            this.matchedCand = 18;
            return p + 17;
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith("fm|tool_call", p + 2)) {
            switch (buf.charCodeAt(p + 14)) {
              case 62: /* > */ {
                // calls TOOL_START -> name : tool_start (grammars/k2_horizon.dialect:37)
                this.matchedCand = 20;
                return p + 15;
              }
              case 115: /* s */ {
                if (buf.charCodeAt(p + 15) === 62 /* > */) {
                  // calls CALLS_START -> calls : restart (restarts the opener at grammars/k2_horizon.dialect:36)
                  return this.only(this.check(19, p + 16, buf, p, atEnd), 19, 0);
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

  /** name (grammars/k2_horizon.dialect:26): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("ifm|tool_call>", p + 2)) {
              // name TOOL_END -> calls : tool_end (grammars/k2_horizon.dialect:40)
              this.matchedCand = 24;
              return p + 16;
            }
            break;
          }
          case 105: /* i */ {
            if (buf.startsWith("fm|", p + 2)) {
              switch (buf.charCodeAt(p + 5)) {
                case 97: /* a */ {
                  if (buf.startsWith("rg_key>", p + 6)) {
                    // name ARG -> value : arg_start (grammars/k2_horizon.dialect:39)
                    return this.only(
                      m0(buf, p + 13, atEnd, this.scratchFrom, this.scratchTo),
                      23,
                      1,
                    );
                  }
                  break;
                }
                case 116: /* t */ {
                  if (buf.startsWith("ool_calls>", p + 6)) {
                    // name CALLS_START -> calls : restart (restarts the opener at grammars/k2_horizon.dialect:36)
                    return this.only(this.check(25, p + 16, buf, p, atEnd), 25, 0);
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
      case 123: /* { */ {
        // name OBJECT -> object : keep (grammars/k2_horizon.dialect:38)
        this.matchedCand = 21;
        return p + 1;
      }
    }
    return FAIL;
  }

  /** args (grammars/k2_horizon.dialect:27): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("ifm|tool_call>", p + 2)) {
            // args TOOL_END -> calls : tool_end (grammars/k2_horizon.dialect:42)
            this.matchedCand = 28;
            return p + 16;
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith("fm|", p + 2)) {
            switch (buf.charCodeAt(p + 5)) {
              case 97: /* a */ {
                if (buf.startsWith("rg_key>", p + 6)) {
                  // args ARG -> value : arg_start (grammars/k2_horizon.dialect:41)
                  return this.only(m0(buf, p + 13, atEnd, this.scratchFrom, this.scratchTo), 27, 1);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_calls>", p + 6)) {
                  // args CALLS_START -> calls : restart (restarts the opener at grammars/k2_horizon.dialect:36)
                  return this.only(this.check(29, p + 16, buf, p, atEnd), 29, 0);
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

  /** value (grammars/k2_horizon.dialect:28): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("ifm|arg_value>", p + 2)) {
            // value VALUE_END -> args : arg_end when followed by … (grammars/k2_horizon.dialect:44)
            return this.only(this.check(30, p + 16, buf, p, atEnd), 30, 0);
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith("fm|tool_calls>", p + 2)) {
            // value CALLS_START -> calls : restart (restarts the opener at grammars/k2_horizon.dialect:36)
            return this.only(this.check(31, p + 16, buf, p, atEnd), 31, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** object (grammars/k2_horizon.dialect:29): what starts at p, every first literal being in the buffer */
  private decide6(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("ifm|tool_call>", p + 2)) {
            // object TOOL_END -> calls : tool_end (grammars/k2_horizon.dialect:46)
            return this.only(this.check(32, p + 16, buf, p, atEnd), 32, 0);
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith("fm|tool_calls>", p + 2)) {
            // object CALLS_START -> calls : restart (restarts the opener at grammars/k2_horizon.dialect:36)
            return this.only(this.check(33, p + 16, buf, p, atEnd), 33, 0);
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
      case 0: // absorb THINK_END in content (grammars/k2_horizon.dialect:53)
      case 2: // absorb THINK_END in content (grammars/k2_horizon.dialect:53)
      case 7: // absorb THINK_END in content (grammars/k2_horizon.dialect:53)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 1: // content THINK_START -> reasoning : reasoning_start (grammars/k2_horizon.dialect:33)
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/k2_horizon.dialect:33)
      case 8: // content THINK_START -> reasoning : reasoning_start (grammars/k2_horizon.dialect:33)
        sink.terminal(1, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 3: // absorb CALLS_END in content written again after it (repeats the closer at grammars/k2_horizon.dialect:47)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 5: // content CALLS_START -> calls (grammars/k2_horizon.dialect:36)
        sink.terminal(3, 2, buf, from, to);
        this.state = 2;
        return to;
      case 6: // content TOOL_START -> name : tool_start, read_only (grammars/k2_horizon.dialect:37)
        sink.terminal(5, 3, buf, from, to);
        sink.toolStart(true);
        this.state = 3;
        return to;
      case 9: // a fence line in content (the compiler's fence rule)
      case 10: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 11: // reasoning THINK_END -> content : reasoning_end (grammars/k2_horizon.dialect:34)
      case 13: // reasoning THINK_END -> content : reasoning_end (grammars/k2_horizon.dialect:34)
      case 16: // reasoning THINK_END -> content : reasoning_end (grammars/k2_horizon.dialect:34)
        sink.terminal(2, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 12: // absorb THINK_START in reasoning (grammars/k2_horizon.dialect:52)
      case 15: // absorb THINK_START in reasoning (grammars/k2_horizon.dialect:52)
      case 17: // absorb THINK_START in reasoning (grammars/k2_horizon.dialect:52)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 14: // reasoning CALLS_START -> calls : reasoning_end (grammars/k2_horizon.dialect:35)
        sink.terminal(3, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 18: // calls CALLS_END -> content (grammars/k2_horizon.dialect:47)
        sink.terminal(4, 0, buf, from, to);
        this.state = 0;
        return to;
      case 19: // calls CALLS_START -> calls : restart (restarts the opener at grammars/k2_horizon.dialect:36)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        return to;
      case 20: // calls TOOL_START -> name : tool_start (grammars/k2_horizon.dialect:37)
        sink.terminal(5, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 21: // name OBJECT -> object : keep (grammars/k2_horizon.dialect:38)
        // a lookahead: its text is read again in the target state
        sink.terminal(9, 6, buf, from, from);
        this.state = 6;
        return from;
      case 22: // name ARG -> value : arg_start (grammars/k2_horizon.dialect:39)
      case 23: // name ARG -> value : arg_start (grammars/k2_horizon.dialect:39)
      case 26: // args ARG -> value : arg_start (grammars/k2_horizon.dialect:41)
      case 27: // args ARG -> value : arg_start (grammars/k2_horizon.dialect:41)
        sink.terminal(7, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 5;
        return to;
      case 24: // name TOOL_END -> calls : tool_end (grammars/k2_horizon.dialect:40)
      case 28: // args TOOL_END -> calls : tool_end (grammars/k2_horizon.dialect:42)
      case 32: // object TOOL_END -> calls : tool_end (grammars/k2_horizon.dialect:46)
        sink.terminal(6, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 25: // name CALLS_START -> calls : restart (restarts the opener at grammars/k2_horizon.dialect:36)
      case 29: // args CALLS_START -> calls : restart (restarts the opener at grammars/k2_horizon.dialect:36)
      case 31: // value CALLS_START -> calls : restart (restarts the opener at grammars/k2_horizon.dialect:36)
      case 33: // object CALLS_START -> calls : restart (restarts the opener at grammars/k2_horizon.dialect:36)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        this.state = 2;
        return to;
      case 30: // value VALUE_END -> args : arg_end when followed by … (grammars/k2_horizon.dialect:44)
        sink.terminal(8, 4, buf, from, to);
        sink.argEnd();
        this.state = 4;
        return to;
    }
    return to;
  }
}

export const k2_horizon: Dialect = {
  name: "k2_horizon",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new K2HorizonMachine(ir, sink, initial, vocab),
};
export default k2_horizon;
