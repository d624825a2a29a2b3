// DO NOT EDIT — generated from grammars/telechat4.dialect by dialectc.
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
  abi: 9, name: "telechat4", source: "grammars/telechat4.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "SYSTEM", special: true, variants: [[{ lit: "<_system>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<_user>" }]] },
    { name: "BOT", special: true, variants: [[{ lit: "<_bot>" }]] },
    { name: "END", special: true, variants: [[{ lit: "<_end>" }]] },
    { name: "OBSERVATION", special: true, variants: [[{ lit: "<_observation>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    { name: "PARAM", special: false, variants: [[{ lit: "<param_key>" }, { ws: 256, write: "" }, { cap: "key", max: 128, exclude: " \t\r\n<>" }, { ws: 256, write: "" }, { lit: "</param_key>" }, { ws: 256, write: "" }, { lit: "<param_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</param_value>" }]] },
    { name: "JSON_ARGS", special: false, variants: [[{ lit: "{" }]] },
    { name: "JSON_HEAD", special: false, variants: [[{ lit: "<tool_call>" }, { ws: 256 }, { lit: "{" }, { ws: 256 }, { lit: "\"name\"" }, { ws: 256 }, { lit: ":" }, { ws: 256 }, { lit: "\"" }, { cap: "name", max: 128, exclude: "\"\\\n<>" }, { lit: "\"" }, { ws: 256 }, { lit: "," }, { ws: 256 }, { lit: "\"arguments\"" }, { ws: 256 }, { lit: ":" }], [{ lit: "<tool_call>" }, { ws: 256 }, { lit: "{" }, { ws: 256 }, { lit: "\"name\"" }, { ws: 256 }, { lit: ":" }, { ws: 256 }, { lit: "\"" }, { cap: "name", max: 128, exclude: "\"\\\n<>" }, { lit: "\"" }, { ws: 256 }, { lit: "," }, { ws: 256 }, { lit: "\"parameters\"" }, { ws: 256 }, { lit: ":" }]] },
    { name: "JSON_TAIL", special: false, variants: [[{ lit: "}" }, { ws: 256 }, { lit: "</tool_call>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/telechat4.dialect:38", channel: { kind: 0 }, transitions: [
      { at: "grammars/telechat4.dialect:48", terminal: 6, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/telechat4.dialect:52", terminal: 8, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/telechat4.dialect:63", terminal: 13, target: 6, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/telechat4.dialect:68", terminal: 7, target: 0, events: [], absorb: true },
      { at: "grammars/telechat4.dialect:69", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/telechat4.dialect:54", terminal: 9, target: 0, events: [], absorb: true, after: 9, repeat: true },
      { at: "grammars/telechat4.dialect:38", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/telechat4.dialect:39", channel: { kind: 1 }, transitions: [
      { at: "grammars/telechat4.dialect:49", terminal: 7, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/telechat4.dialect:67", terminal: 6, target: 1, events: [], absorb: true },
      { at: "grammars/telechat4.dialect:69", terminal: 4, target: 1, events: [], absorb: true },
    ] },
    { name: "name", at: "grammars/telechat4.dialect:40", channel: { kind: 2 }, transitions: [
      { at: "grammars/telechat4.dialect:53", terminal: 10, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/telechat4.dialect:54", terminal: 9, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/telechat4.dialect:61", terminal: 12, target: 5, events: [], keep: true, readOnly: true },
      { at: "grammars/telechat4.dialect:52", terminal: 8, target: 2, events: [{ kind: "tool_start" }], restart: true },
      { at: "grammars/telechat4.dialect:63", terminal: 13, target: 6, events: [{ kind: "tool_start", name: "name" }], restart: true },
    ] },
    { name: "params", at: "grammars/telechat4.dialect:41", channel: { kind: 7 }, transitions: [
      { at: "grammars/telechat4.dialect:55", terminal: 10, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/telechat4.dialect:56", terminal: 9, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/telechat4.dialect:52", terminal: 8, target: 2, events: [{ kind: "tool_start" }], restart: true },
      { at: "grammars/telechat4.dialect:63", terminal: 13, target: 6, events: [{ kind: "tool_start", name: "name" }], restart: true },
    ] },
    { name: "value", at: "grammars/telechat4.dialect:42", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/telechat4.dialect:58", terminal: 11, target: 3, events: [{ kind: "arg_end" }], follow: { terminals: [10, 9], end: true } },
      { at: "grammars/telechat4.dialect:52", terminal: 8, target: 2, events: [{ kind: "tool_start" }], restart: true },
      { at: "grammars/telechat4.dialect:63", terminal: 13, target: 6, events: [{ kind: "tool_start", name: "name" }], restart: true },
    ] },
    { name: "json_args", at: "grammars/telechat4.dialect:43", channel: { kind: 3 }, transitions: [
      { at: "grammars/telechat4.dialect:62", terminal: 9, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/telechat4.dialect:52", terminal: 8, target: 2, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
      { at: "grammars/telechat4.dialect:63", terminal: 13, target: 6, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
    ] },
    { name: "envelope", at: "grammars/telechat4.dialect:44", channel: { kind: 3 }, transitions: [
      { at: "grammars/telechat4.dialect:64", terminal: 14, target: 0, events: [{ kind: "tool_end" }], outsideJson: true },
      { at: "grammars/telechat4.dialect:52", terminal: 8, target: 2, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
      { at: "grammars/telechat4.dialect:63", terminal: 13, target: 6, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2, 3, 4, 5],
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

/** the next position holding one of "<" "}" */
function nextOf2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 125 /* } */) return p;
  }
  return p;
}

/** after the first literal: ws≤256 capture≤128 ws≤256 "</param_key>" ws≤256 "<param_value>" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  // a capture: up to 128 characters before "<" or whitespace
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 60, true, " \t\r\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("</param_key>", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("<param_value>", buf, q, atEnd);
}

/** after the first literal: ws≤256 "{" ws≤256 "\"name\"" ws≤256 ":" ws≤256 "\"" capture≤128 "\"" ws≤256 "," ws≤256 "\"arguments\"" ws≤256 ":" */
function m1(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("{", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"name"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(":", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"', buf, q, atEnd);
  if (q < 0) return q;
  // a capture: up to 128 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, '"\\\n<>', 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral('"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(",", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"arguments"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral(":", buf, q, atEnd);
}

/** after the first literal: ws≤256 "</tool_call>" */
function m2(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("</tool_call>", buf, q, atEnd);
}

/** The telechat4 machine, specialised from grammars/telechat4.dialect. */
export class Telechat4Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 3: // params
      case 4: // value
      case 5: // json_args
        return indexOrEnd(buf, "<", p);
      case 2: // name
        return nextOf1(buf, p);
      case 6: // envelope
        return nextOf2(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/telechat4.dialect:38): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/telechat4.dialect:68)
            return this.idOnly(7) ? FAIL : this.only(p + 8, 4, 0);
          }
          break;
        }
        case 95: /* _ */ {
          if (buf.startsWith("end>", p + 2)) {
            // absorb END in content (grammars/telechat4.dialect:69)
            return this.idOnly(4) ? FAIL : this.only(p + 6, 6, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // content THINK_START -> reasoning : reasoning_start (grammars/telechat4.dialect:48)
                return this.idOnly(6) ? FAIL : this.only(p + 7, 5, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_call>", p + 3)) {
                // content TOOL_START -> name : tool_start (grammars/telechat4.dialect:52)
                return this.idOnly(8) ? FAIL : this.only(p + 11, 3, 0);
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

  /** reasoning (grammars/telechat4.dialect:39): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/telechat4.dialect:49)
            return this.idOnly(7) ? FAIL : this.only(p + 8, 9, 0);
          }
          break;
        }
        case 95: /* _ */ {
          if (buf.startsWith("end>", p + 2)) {
            // absorb END in reasoning (grammars/telechat4.dialect:69)
            return this.idOnly(4) ? FAIL : this.only(p + 6, 11, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/telechat4.dialect:67)
            return this.idOnly(6) ? FAIL : this.only(p + 7, 10, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/telechat4.dialect:40), params (grammars/telechat4.dialect:41): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean, first: number): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call>", p + 2)) {
            // name TOOL_END -> content : tool_end (grammars/telechat4.dialect:54)
            // params TOOL_END -> content : tool_end (grammars/telechat4.dialect:56)
            return this.idOnly(9) ? FAIL : this.only(p + 12, first + 3, 0);
          }
          break;
        }
        case 112: /* p */ {
          if (buf.startsWith("aram_key>", p + 2)) {
            // name PARAM -> value : arg_start (grammars/telechat4.dialect:53)
            // params PARAM -> value : arg_start (grammars/telechat4.dialect:55)
            return this.only(m0(buf, p + 11, atEnd, this.scratchFrom, this.scratchTo), first, 1);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // name JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
            // params JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
            this.consider(
              this.check(
                first + 2,
                m1(buf, p + 11, atEnd, this.scratchFrom, this.scratchTo),
                buf,
                p,
                atEnd,
              ),
              first + 2,
              1,
            );
            // name TOOL_START -> name : restart, tool_start (restarts the opener at grammars/telechat4.dialect:52)
            // params TOOL_START -> name : restart, tool_start (restarts the opener at grammars/telechat4.dialect:52)
            if (!this.idOnly(8))
              this.consider(this.check(first + 4, p + 11, buf, p, atEnd), first + 4, 0);
            return this.decided();
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/telechat4.dialect:42): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("param_value>", p + 2)) {
            // value VALUE_END -> params : arg_end when followed by … (grammars/telechat4.dialect:58)
            return this.only(this.check(25, p + 14, buf, p, atEnd), 25, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // value JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
            this.consider(
              this.check(
                24,
                m1(buf, p + 11, atEnd, this.scratchFrom, this.scratchTo),
                buf,
                p,
                atEnd,
              ),
              24,
              1,
            );
            // value TOOL_START -> name : restart, tool_start (restarts the opener at grammars/telechat4.dialect:52)
            if (!this.idOnly(8)) this.consider(this.check(26, p + 11, buf, p, atEnd), 26, 0);
            return this.decided();
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** json_args (grammars/telechat4.dialect:43): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_call>", p + 2)) {
            // json_args TOOL_END -> content : tool_end (grammars/telechat4.dialect:62)
            return this.idOnly(9) ? FAIL : this.only(this.check(29, p + 12, buf, p, atEnd), 29, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // json_args JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
            this.consider(
              this.check(
                28,
                m1(buf, p + 11, atEnd, this.scratchFrom, this.scratchTo),
                buf,
                p,
                atEnd,
              ),
              28,
              1,
            );
            // json_args TOOL_START -> name : restart, tool_start (restarts the opener at grammars/telechat4.dialect:52)
            if (!this.idOnly(8)) this.consider(this.check(30, p + 11, buf, p, atEnd), 30, 0);
            return this.decided();
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** envelope (grammars/telechat4.dialect:44): what starts at p, every first literal being in the buffer */
  private decide6(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("tool_call>", p + 1)) {
          // envelope JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
          this.consider(
            this.check(33, m1(buf, p + 11, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            33,
            1,
          );
          // envelope TOOL_START -> name : restart, tool_start (restarts the opener at grammars/telechat4.dialect:52)
          if (!this.idOnly(8)) this.consider(this.check(34, p + 11, buf, p, atEnd), 34, 0);
          return this.decided();
        }
        break;
      }
      case 125: /* } */ {
        // envelope JSON_TAIL -> content : tool_end (grammars/telechat4.dialect:64)
        return this.only(
          this.check(31, m2(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
          31,
          0,
        );
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
        return this.decide2(buf, p, atEnd, 12);
      case 3:
        return this.decide2(buf, p, atEnd, 18);
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
      case 0: // content JSON_HEAD -> envelope : tool_start, read_only (grammars/telechat4.dialect:63)
      case 1: // content JSON_HEAD -> envelope : tool_start, read_only (grammars/telechat4.dialect:63)
        sink.terminal(13, 6, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 6;
        return to;
      case 2: // absorb TOOL_END in content written again after it (repeats the closer at grammars/telechat4.dialect:54)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 3: // content TOOL_START -> name : tool_start (grammars/telechat4.dialect:52)
        sink.terminal(8, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 4: // absorb THINK_END in content (grammars/telechat4.dialect:68)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 5: // content THINK_START -> reasoning : reasoning_start (grammars/telechat4.dialect:48)
        sink.terminal(6, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 6: // absorb END in content (grammars/telechat4.dialect:69)
      case 11: // absorb END in reasoning (grammars/telechat4.dialect:69)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 7: // a fence line in content (the compiler's fence rule)
      case 8: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 9: // reasoning THINK_END -> content : reasoning_end (grammars/telechat4.dialect:49)
        sink.terminal(7, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 10: // absorb THINK_START in reasoning (grammars/telechat4.dialect:67)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 12: // name PARAM -> value : arg_start (grammars/telechat4.dialect:53)
      case 18: // params PARAM -> value : arg_start (grammars/telechat4.dialect:55)
        sink.terminal(10, 4, buf, from, to);
        this.argStart(4, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 4;
        return to;
      case 13: // name JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
      case 14: // name JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
      case 19: // params JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
      case 20: // params JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
      case 23: // value JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
      case 24: // value JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
      case 27: // json_args JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
      case 28: // json_args JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
        sink.restart();
        sink.terminal(13, 6, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 6;
        return to;
      case 15: // name TOOL_END -> content : tool_end (grammars/telechat4.dialect:54)
      case 21: // params TOOL_END -> content : tool_end (grammars/telechat4.dialect:56)
      case 29: // json_args TOOL_END -> content : tool_end (grammars/telechat4.dialect:62)
        sink.terminal(9, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 16: // name TOOL_START -> name : restart, tool_start (restarts the opener at grammars/telechat4.dialect:52)
        sink.restart();
        sink.terminal(8, 2, buf, from, to);
        sink.toolStart(false);
        return to;
      case 17: // name JSON_ARGS -> json_args : keep, read_only (grammars/telechat4.dialect:61)
        // a lookahead: its text is read again in the target state
        sink.terminal(12, 5, buf, from, from);
        this.state = 5;
        return from;
      case 22: // params TOOL_START -> name : restart, tool_start (restarts the opener at grammars/telechat4.dialect:52)
      case 26: // value TOOL_START -> name : restart, tool_start (restarts the opener at grammars/telechat4.dialect:52)
      case 30: // json_args TOOL_START -> name : restart, tool_start (restarts the opener at grammars/telechat4.dialect:52)
      case 34: // envelope TOOL_START -> name : restart, tool_start (restarts the opener at grammars/telechat4.dialect:52)
        sink.restart();
        sink.terminal(8, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 25: // value VALUE_END -> params : arg_end when followed by … (grammars/telechat4.dialect:58)
        sink.terminal(11, 3, buf, from, to);
        sink.argEnd();
        this.state = 3;
        return to;
      case 31: // envelope JSON_TAIL -> content : tool_end (grammars/telechat4.dialect:64)
        sink.terminal(14, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 32: // envelope JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
      case 33: // envelope JSON_HEAD -> envelope : restart, tool_start (restarts the opener at grammars/telechat4.dialect:63)
        sink.restart();
        sink.terminal(13, 6, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
    }
    return to;
  }
}

export const telechat4: Dialect = {
  name: "telechat4",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Telechat4Machine(ir, sink, initial, vocab),
};
export default telechat4;
