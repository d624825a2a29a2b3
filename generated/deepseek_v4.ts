// DO NOT EDIT — generated from grammars/deepseek_v4.dialect by dialectc.
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
  abi: 9, name: "deepseek_v4", source: "grammars/deepseek_v4.dialect", extends: ["dsml", "deepseek"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BOS", special: true, variants: [[{ lit: "<｜begin▁of▁sentence｜>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<｜User｜>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<｜Assistant｜>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<｜end▁of▁sentence｜>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<｜DSML｜tool_calls>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</｜DSML｜tool_calls>" }]] },
    { name: "INVOKE", special: false, variants: [[{ lit: "<｜DSML｜" }, { ws: 256, write: "" }, { lit: "invoke name=\"" }, { cap: "name", max: 256, exclude: "\n" }, { lit: "\">" }], [{ lit: "<｜｜DSML｜｜" }, { ws: 256 }, { lit: "invoke name=\"" }, { cap: "name", max: 256, exclude: "\n" }, { lit: "\">" }], [{ lit: "<|DSML|" }, { ws: 256 }, { lit: "invoke name=\"" }, { cap: "name", max: 256, exclude: "\n" }, { lit: "\">" }], [{ lit: "<||DSML||" }, { ws: 256 }, { lit: "invoke name=\"" }, { cap: "name", max: 256, exclude: "\n" }, { lit: "\">" }], [{ lit: "<invoke name=\"" }, { cap: "name", max: 256, exclude: "\n" }, { lit: "\">" }]] },
    { name: "INVOKE_END", special: false, variants: [[{ lit: "</｜DSML｜" }, { ws: 256, write: "" }, { lit: "invoke>" }], [{ lit: "</｜｜DSML｜｜" }, { ws: 256 }, { lit: "invoke>" }], [{ lit: "</|DSML|" }, { ws: 256 }, { lit: "invoke>" }], [{ lit: "</||DSML||" }, { ws: 256 }, { lit: "invoke>" }], [{ lit: "</invoke>" }]] },
    { name: "PARAM", special: false, variants: [[{ lit: "<｜DSML｜" }, { ws: 256, write: "" }, { lit: "parameter name=\"" }, { cap: "key", max: 256, exclude: "\n" }, { lit: "\" string=\"" }, { cap: "string", max: 128, exclude: "\n<>" }, { lit: "\">" }], [{ lit: "<｜｜DSML｜｜" }, { ws: 256 }, { lit: "parameter name=\"" }, { cap: "key", max: 256, exclude: "\n" }, { lit: "\" string=\"" }, { cap: "string", max: 128, exclude: "\n<>" }, { lit: "\">" }], [{ lit: "<|DSML|" }, { ws: 256 }, { lit: "parameter name=\"" }, { cap: "key", max: 256, exclude: "\n" }, { lit: "\" string=\"" }, { cap: "string", max: 128, exclude: "\n<>" }, { lit: "\">" }], [{ lit: "<||DSML||" }, { ws: 256 }, { lit: "parameter name=\"" }, { cap: "key", max: 256, exclude: "\n" }, { lit: "\" string=\"" }, { cap: "string", max: 128, exclude: "\n<>" }, { lit: "\">" }], [{ lit: "<parameter name=\"" }, { cap: "key", max: 256, exclude: "\n" }, { lit: "\" string=\"" }, { cap: "string", max: 128, exclude: "\n<>" }, { lit: "\">" }]] },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</｜DSML｜" }, { ws: 256, write: "" }, { lit: "parameter>" }], [{ lit: "</｜｜DSML｜｜" }, { ws: 256 }, { lit: "parameter>" }], [{ lit: "</|DSML|" }, { ws: 256 }, { lit: "parameter>" }], [{ lit: "</||DSML||" }, { ws: 256 }, { lit: "parameter>" }], [{ lit: "</parameter>" }]] },
    { name: "ORPHAN_END", special: false, variants: [[{ lit: "</｜DSML｜" }, { ws: 256, write: "" }, { lit: "invoke>" }, { ws: 256 }, { lit: "</｜DSML｜" }, { ws: 256, write: "" }, { lit: "tool_calls>" }], [{ lit: "</｜｜DSML｜｜" }, { ws: 256 }, { lit: "invoke>" }, { ws: 256 }, { lit: "</｜｜DSML｜｜" }, { ws: 256 }, { lit: "tool_calls>" }], [{ lit: "</|DSML|" }, { ws: 256 }, { lit: "invoke>" }, { ws: 256 }, { lit: "</|DSML|" }, { ws: 256 }, { lit: "tool_calls>" }], [{ lit: "</||DSML||" }, { ws: 256 }, { lit: "invoke>" }, { ws: 256 }, { lit: "</||DSML||" }, { ws: 256 }, { lit: "tool_calls>" }], [{ lit: "</invoke>" }, { ws: 256 }, { lit: "</tool_calls>" }]] },
    { name: "CALLS_DRIFT", special: false, variants: [[{ lit: "<｜｜DSML｜｜" }, { ws: 256 }, { lit: "tool_calls>" }], [{ lit: "<|DSML|" }, { ws: 256 }, { lit: "tool_calls>" }], [{ lit: "<||DSML||" }, { ws: 256 }, { lit: "tool_calls>" }], [{ lit: "<tool_calls>" }]] },
    { name: "CALLS_END_DRIFT", special: false, variants: [[{ lit: "</｜｜DSML｜｜" }, { ws: 256 }, { lit: "tool_calls>" }], [{ lit: "</|DSML|" }, { ws: 256 }, { lit: "tool_calls>" }], [{ lit: "</||DSML||" }, { ws: 256 }, { lit: "tool_calls>" }], [{ lit: "</tool_calls>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "FOREIGN_START", special: true, variants: [[{ lit: "<｜DSML｜function_calls>" }]] },
    { name: "FOREIGN_END", special: true, variants: [[{ lit: "</｜DSML｜function_calls>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/dsml.dialect:35", channel: { kind: 0 }, transitions: [
      { at: "grammars/dsml.dialect:46", terminal: 5, target: 1, events: [] },
      { at: "grammars/dsml.dialect:58", terminal: 12, target: 1, events: [], readOnly: true },
      { at: "grammars/dsml.dialect:62", terminal: 7, target: 4, events: [{ kind: "tool_start", name: "name", declaredOnly: true }] },
      { at: "grammars/deepseek_v4.dialect:18", terminal: 16, target: 7, events: [], keep: true },
      { at: "grammars/deepseek_v4.dialect:23", terminal: 14, target: 6, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/dsml.dialect:69", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/deepseek_v4.dialect:29", terminal: 15, target: 0, events: [], absorb: true },
      { at: "grammars/dsml.dialect:48", terminal: 6, target: 0, events: [], absorb: true, after: 6, repeat: true },
      { at: "grammars/dsml.dialect:59", terminal: 13, target: 0, events: [], absorb: true, after: 13, repeat: true },
      { at: "grammars/dsml.dialect:64", terminal: 8, target: 0, events: [], absorb: true, after: 8, repeat: true },
      { at: "grammars/dsml.dialect:65", terminal: 11, target: 0, events: [], absorb: true, after: 11, repeat: true },
      { at: "grammars/dsml.dialect:35", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "preamble", at: "grammars/dsml.dialect:36", channel: { kind: 7 }, transitions: [
      { at: "grammars/dsml.dialect:47", terminal: 7, target: 2, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/dsml.dialect:48", terminal: 6, target: 0, events: [] },
      { at: "grammars/dsml.dialect:59", terminal: 13, target: 0, events: [], readOnly: true },
      { at: "grammars/dsml.dialect:46", terminal: 5, target: 1, events: [], restart: true },
      { at: "grammars/dsml.dialect:58", terminal: 12, target: 1, events: [], restart: true },
    ] },
    { name: "invoke", at: "grammars/dsml.dialect:37", channel: { kind: 7 }, transitions: [
      { at: "grammars/dsml.dialect:49", terminal: 9, target: 3, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/dsml.dialect:50", terminal: 8, target: 1, events: [{ kind: "tool_end" }] },
      { at: "grammars/dsml.dialect:51", terminal: 6, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/dsml.dialect:60", terminal: 13, target: 0, events: [{ kind: "tool_end" }], readOnly: true },
      { at: "grammars/dsml.dialect:46", terminal: 5, target: 1, events: [], restart: true },
      { at: "grammars/dsml.dialect:58", terminal: 12, target: 1, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/dsml.dialect:39", channel: { kind: 5, encoding: "string", trim: "none", encodingCapture: { capture: "string", map: { true: "string", false: "json" } } }, transitions: [
      { at: "grammars/dsml.dialect:54", terminal: 10, target: 2, events: [{ kind: "arg_end" }], follow: { terminals: [9, 8, 6, 13], end: true } },
      { at: "grammars/dsml.dialect:55", terminal: 9, target: 3, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }] },
      { at: "grammars/dsml.dialect:56", terminal: 8, target: 1, events: [{ kind: "arg_end" }, { kind: "tool_end" }], follow: { terminals: [7, 6, 13], end: true } },
      { at: "grammars/dsml.dialect:46", terminal: 5, target: 1, events: [], restart: true },
      { at: "grammars/dsml.dialect:58", terminal: 12, target: 1, events: [], restart: true },
    ] },
    { name: "orphan", at: "grammars/dsml.dialect:41", channel: { kind: 7 }, transitions: [
      { at: "grammars/dsml.dialect:63", terminal: 9, target: 5, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/dsml.dialect:64", terminal: 8, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/dsml.dialect:65", terminal: 11, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/dsml.dialect:46", terminal: 5, target: 1, events: [], restart: true },
      { at: "grammars/dsml.dialect:58", terminal: 12, target: 1, events: [], restart: true },
    ] },
    { name: "orphan_value", at: "grammars/dsml.dialect:42", channel: { kind: 5, encoding: "string", trim: "none", encodingCapture: { capture: "string", map: { true: "string", false: "json" } } }, transitions: [
      { at: "grammars/dsml.dialect:66", terminal: 10, target: 4, events: [{ kind: "arg_end" }], follow: { terminals: [9, 8], end: true } },
      { at: "grammars/dsml.dialect:67", terminal: 9, target: 5, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }] },
      { at: "grammars/dsml.dialect:46", terminal: 5, target: 1, events: [], restart: true },
      { at: "grammars/dsml.dialect:58", terminal: 12, target: 1, events: [], restart: true },
    ] },
    { name: "reasoning", at: "grammars/deepseek_v4.dialect:15", channel: { kind: 1 }, transitions: [
      { at: "grammars/deepseek_v4.dialect:24", terminal: 15, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/deepseek_v4.dialect:26", terminal: 5, target: 1, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/deepseek_v4.dialect:27", terminal: 12, target: 1, events: [{ kind: "reasoning_end" }], readOnly: true },
      { at: "grammars/deepseek_v4.dialect:30", terminal: 14, target: 6, events: [], absorb: true },
      { at: "grammars/deepseek_v4.dialect:31", terminal: 4, target: 6, events: [], absorb: true },
    ] },
    { name: "foreign", at: "grammars/deepseek_v4.dialect:16", channel: { kind: 0 }, transitions: [
      { at: "grammars/deepseek_v4.dialect:19", terminal: 17, target: 0, events: [], keep: true },
    ] },
  ],
  initial: { thinking: 6, plain: 0 },
  turnBoundaries: [1, 2, 3, 4],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "keep", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: true, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** after the first literal: ws≤256 "invoke name=\"" capture≤256 "\">" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('invoke name="', buf, q, atEnd);
  if (q < 0) return q;
  // a capture: up to 256 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, "\n", 256);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral('">', buf, q, atEnd);
}

/** after the first literal: ws≤256 "tool_calls>" */
function m1(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("tool_calls>", buf, q, atEnd);
}

/** after the first literal: ws≤256 "invoke>" */
function m2(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("invoke>", buf, q, atEnd);
}

/** after the first literal: ws≤256 "parameter name=\"" capture≤256 "\" string=\"" capture≤128 "\">" */
function m3(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('parameter name="', buf, q, atEnd);
  if (q < 0) return q;
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

/** after the first literal: ws≤256 "parameter>" */
function m4(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("parameter>", buf, q, atEnd);
}

/** after the first literal: ws≤256 "invoke>" ws≤256 "</｜DSML｜" ws≤256 "tool_calls>" */
function m5(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("invoke>", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("</｜DSML｜", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("tool_calls>", buf, q, atEnd);
}

/** The deepseek_v4 machine, specialised from grammars/deepseek_v4.dialect. */
export class DeepseekV4Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // preamble
      case 2: // invoke
      case 3: // value
      case 4: // orphan
      case 5: // orphan_value
      case 6: // reasoning
      case 7: // foreign
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content: what is weighed once "<｜DSML｜" has matched */
  private weigh0_2(buf: string, p: number, atEnd: boolean): number {
    // content INVOKE -> orphan : tool_start (grammars/dsml.dialect:62)
    this.consider(m0(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 6, 1);
    return this.decided();
  }

  /** content (grammars/dsml.dialect:35): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/deepseek_v4.dialect:29)
            return this.idOnly(15) ? FAIL : this.only(p + 8, 27, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_v4.dialect:23)
            return this.idOnly(14) ? FAIL : this.only(p + 7, 28, 0);
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 68: /* D */ {
              if (buf.startsWith("SML｜", p + 3)) {
                switch (buf.charCodeAt(p + 7)) {
                  case 102: /* f */ {
                    if (buf.startsWith("unction_calls>", p + 8)) {
                      // content FOREIGN_START -> foreign : keep (grammars/deepseek_v4.dialect:18)
                      if (!this.idOnly(16)) this.consider(p + 22, 8, 0);
                      return this.weigh0_2(buf, p, atEnd);
                    }
                    break;
                  }
                  case 116: /* t */ {
                    if (buf.startsWith("ool_calls>", p + 8)) {
                      // content TOOL_START -> preamble (grammars/dsml.dialect:46)
                      if (!this.idOnly(5)) this.consider(p + 18, 17, 0);
                      return this.weigh0_2(buf, p, atEnd);
                    }
                    break;
                  }
                }
                // content INVOKE -> orphan : tool_start (grammars/dsml.dialect:62)
                return this.only(m0(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 6, 1);
              }
              break;
            }
            case 101: /* e */ {
              if (buf.startsWith("nd▁of▁sentence｜>", p + 3)) {
                // absorb EOS in content (grammars/dsml.dialect:69)
                return this.idOnly(4) ? FAIL : this.only(p + 19, 14, 0);
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

  /** preamble (grammars/dsml.dialect:36): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("｜DSML｜tool_calls>", p + 2)) {
            // preamble TOOL_END -> content (grammars/dsml.dialect:48)
            return this.idOnly(6) ? FAIL : this.only(p + 19, 39, 0);
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 68: /* D */ {
              if (buf.startsWith("SML｜", p + 3)) {
                if (buf.startsWith("tool_calls>", p + 7)) {
                  // preamble TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:46)
                  if (!this.idOnly(5)) this.consider(this.check(41, p + 18, buf, p, atEnd), 41, 0);
                  // preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:47)
                  this.consider(m0(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 33, 1);
                  return this.decided();
                }
                // preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:47)
                return this.only(m0(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 33, 1);
              }
              break;
            }
            case 65372: {
              if (buf.startsWith("DSML｜｜", p + 3)) {
                // preamble CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
                return this.only(
                  this.check(
                    37,
                    m1(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo),
                    buf,
                    p,
                    atEnd,
                  ),
                  37,
                  0,
                );
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

  /** invoke (grammars/dsml.dialect:37): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("｜DSML｜", p + 2)) {
            if (buf.startsWith("tool_calls>", p + 8)) {
              // invoke TOOL_END -> content : tool_end (grammars/dsml.dialect:51)
              if (!this.idOnly(6)) this.consider(p + 19, 55, 0);
              // invoke INVOKE_END -> preamble : tool_end (grammars/dsml.dialect:50)
              this.consider(m2(buf, p + 8, atEnd, this.scratchFrom, this.scratchTo), 61, 0);
              return this.decided();
            }
            // invoke INVOKE_END -> preamble : tool_end (grammars/dsml.dialect:50)
            return this.only(m2(buf, p + 8, atEnd, this.scratchFrom, this.scratchTo), 61, 0);
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 68: /* D */ {
              if (buf.startsWith("SML｜", p + 3)) {
                if (buf.startsWith("tool_calls>", p + 7)) {
                  // invoke TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:46)
                  if (!this.idOnly(5)) this.consider(this.check(57, p + 18, buf, p, atEnd), 57, 0);
                  // invoke PARAM -> value : arg_start (grammars/dsml.dialect:49)
                  this.consider(m3(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 48, 2);
                  return this.decided();
                }
                // invoke PARAM -> value : arg_start (grammars/dsml.dialect:49)
                return this.only(m3(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 48, 2);
              }
              break;
            }
            case 65372: {
              if (buf.startsWith("DSML｜｜", p + 3)) {
                // invoke CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
                return this.only(
                  this.check(
                    53,
                    m1(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo),
                    buf,
                    p,
                    atEnd,
                  ),
                  53,
                  0,
                );
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

  /** value (grammars/dsml.dialect:39): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("｜DSML｜", p + 2)) {
            // value PARAM_END -> invoke : arg_end when followed by … (grammars/dsml.dialect:54)
            this.consider(
              this.check(
                75,
                m4(buf, p + 8, atEnd, this.scratchFrom, this.scratchTo),
                buf,
                p,
                atEnd,
              ),
              75,
              0,
            );
            // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/dsml.dialect:56)
            this.consider(
              this.check(
                81,
                m2(buf, p + 8, atEnd, this.scratchFrom, this.scratchTo),
                buf,
                p,
                atEnd,
              ),
              81,
              0,
            );
            return this.decided();
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 68: /* D */ {
              if (buf.startsWith("SML｜", p + 3)) {
                if (buf.startsWith("tool_calls>", p + 7)) {
                  // value TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:46)
                  if (!this.idOnly(5)) this.consider(this.check(77, p + 18, buf, p, atEnd), 77, 0);
                  // value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:55)
                  this.consider(m3(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 68, 2);
                  return this.decided();
                }
                // value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:55)
                return this.only(m3(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 68, 2);
              }
              break;
            }
            case 65372: {
              if (buf.startsWith("DSML｜｜", p + 3)) {
                // value CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
                return this.only(
                  this.check(
                    73,
                    m1(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo),
                    buf,
                    p,
                    atEnd,
                  ),
                  73,
                  0,
                );
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

  /** orphan (grammars/dsml.dialect:41): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("｜DSML｜", p + 2)) {
            // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:65)
            this.consider(m5(buf, p + 8, atEnd, this.scratchFrom, this.scratchTo), 92, 0);
            // orphan INVOKE_END -> content : tool_end (grammars/dsml.dialect:64)
            this.consider(m2(buf, p + 8, atEnd, this.scratchFrom, this.scratchTo), 102, 0);
            return this.decided();
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 68: /* D */ {
              if (buf.startsWith("SML｜", p + 3)) {
                if (buf.startsWith("tool_calls>", p + 7)) {
                  // orphan TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:46)
                  if (!this.idOnly(5)) this.consider(this.check(98, p + 18, buf, p, atEnd), 98, 0);
                  // orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:63)
                  this.consider(m3(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 90, 2);
                  return this.decided();
                }
                // orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:63)
                return this.only(m3(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 90, 2);
              }
              break;
            }
            case 65372: {
              if (buf.startsWith("DSML｜｜", p + 3)) {
                // orphan CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
                return this.only(
                  this.check(
                    96,
                    m1(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo),
                    buf,
                    p,
                    atEnd,
                  ),
                  96,
                  0,
                );
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

  /** orphan_value (grammars/dsml.dialect:42): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("｜DSML｜", p + 2)) {
            // orphan_value PARAM_END -> orphan : arg_end when followed by … (grammars/dsml.dialect:66)
            return this.only(
              this.check(
                115,
                m4(buf, p + 8, atEnd, this.scratchFrom, this.scratchTo),
                buf,
                p,
                atEnd,
              ),
              115,
              0,
            );
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 68: /* D */ {
              if (buf.startsWith("SML｜", p + 3)) {
                if (buf.startsWith("tool_calls>", p + 7)) {
                  // orphan_value TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:46)
                  if (!this.idOnly(5))
                    this.consider(this.check(117, p + 18, buf, p, atEnd), 117, 0);
                  // orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:67)
                  this.consider(m3(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 108, 2);
                  return this.decided();
                }
                // orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:67)
                return this.only(m3(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 108, 2);
              }
              break;
            }
            case 65372: {
              if (buf.startsWith("DSML｜｜", p + 3)) {
                // orphan_value CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
                return this.only(
                  this.check(
                    113,
                    m1(buf, p + 9, atEnd, this.scratchFrom, this.scratchTo),
                    buf,
                    p,
                    atEnd,
                  ),
                  113,
                  0,
                );
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

  /** reasoning (grammars/deepseek_v4.dialect:15): what starts at p, every first literal being in the buffer */
  private decide6(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_v4.dialect:24)
            return this.idOnly(15) ? FAIL : this.only(p + 8, 127, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/deepseek_v4.dialect:30)
            return this.idOnly(14) ? FAIL : this.only(p + 7, 128, 0);
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 68: /* D */ {
              if (buf.startsWith("SML｜tool_calls>", p + 3)) {
                // reasoning TOOL_START -> preamble : reasoning_end (grammars/deepseek_v4.dialect:26)
                return this.idOnly(5) ? FAIL : this.only(p + 18, 124, 0);
              }
              break;
            }
            case 101: /* e */ {
              if (buf.startsWith("nd▁of▁sentence｜>", p + 3)) {
                // absorb EOS in reasoning (grammars/deepseek_v4.dialect:31)
                return this.idOnly(4) ? FAIL : this.only(p + 19, 123, 0);
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

  /** foreign (grammars/deepseek_v4.dialect:16): what starts at p, every first literal being in the buffer */
  private decide7(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("</｜DSML｜function_calls>", p)) {
      // foreign FOREIGN_END -> content : keep (grammars/deepseek_v4.dialect:19)
      return this.idOnly(17) ? FAIL : this.only(p + 23, 129, 0);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // absorb ORPHAN_END in content written again after it (repeats the closer at grammars/dsml.dialect:65)
      case 1: // absorb ORPHAN_END in content written again after it (repeats the closer at grammars/dsml.dialect:65)
      case 2: // absorb ORPHAN_END in content written again after it (repeats the closer at grammars/dsml.dialect:65)
      case 3: // absorb ORPHAN_END in content written again after it (repeats the closer at grammars/dsml.dialect:65)
      case 9: // absorb ORPHAN_END in content written again after it (repeats the closer at grammars/dsml.dialect:65)
        sink.terminal(11, -1, buf, from, to);
        return to;
      case 4: // content INVOKE -> orphan : tool_start (grammars/dsml.dialect:62)
      case 5: // content INVOKE -> orphan : tool_start (grammars/dsml.dialect:62)
      case 6: // content INVOKE -> orphan : tool_start (grammars/dsml.dialect:62)
      case 7: // content INVOKE -> orphan : tool_start (grammars/dsml.dialect:62)
      case 21: // content INVOKE -> orphan : tool_start (grammars/dsml.dialect:62)
        sink.terminal(7, 4, buf, from, to);
        sink.toolStart(true);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 4;
        return to;
      case 8: // content FOREIGN_START -> foreign : keep (grammars/deepseek_v4.dialect:18)
        // a lookahead: its text is read again in the target state
        sink.terminal(16, 7, buf, from, from);
        this.state = 7;
        return from;
      case 10: // absorb CALLS_END_DRIFT in content written again after it (repeats the closer at grammars/dsml.dialect:59)
      case 11: // absorb CALLS_END_DRIFT in content written again after it (repeats the closer at grammars/dsml.dialect:59)
      case 16: // absorb CALLS_END_DRIFT in content written again after it (repeats the closer at grammars/dsml.dialect:59)
      case 24: // absorb CALLS_END_DRIFT in content written again after it (repeats the closer at grammars/dsml.dialect:59)
        sink.terminal(13, -1, buf, from, to);
        return to;
      case 12: // content CALLS_DRIFT -> preamble : read_only (grammars/dsml.dialect:58)
      case 13: // content CALLS_DRIFT -> preamble : read_only (grammars/dsml.dialect:58)
      case 18: // content CALLS_DRIFT -> preamble : read_only (grammars/dsml.dialect:58)
      case 25: // content CALLS_DRIFT -> preamble : read_only (grammars/dsml.dialect:58)
        sink.terminal(12, 1, buf, from, to);
        this.state = 1;
        return to;
      case 14: // absorb EOS in content (grammars/dsml.dialect:69)
      case 123: // absorb EOS in reasoning (grammars/deepseek_v4.dialect:31)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 15: // absorb TOOL_END in content written again after it (repeats the closer at grammars/dsml.dialect:48)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 17: // content TOOL_START -> preamble (grammars/dsml.dialect:46)
        sink.terminal(5, 1, buf, from, to);
        this.state = 1;
        return to;
      case 19: // absorb INVOKE_END in content written again after it (repeats the closer at grammars/dsml.dialect:64)
      case 20: // absorb INVOKE_END in content written again after it (repeats the closer at grammars/dsml.dialect:64)
      case 22: // absorb INVOKE_END in content written again after it (repeats the closer at grammars/dsml.dialect:64)
      case 23: // absorb INVOKE_END in content written again after it (repeats the closer at grammars/dsml.dialect:64)
      case 26: // absorb INVOKE_END in content written again after it (repeats the closer at grammars/dsml.dialect:64)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 27: // absorb THINK_END in content (grammars/deepseek_v4.dialect:29)
        sink.terminal(15, -1, buf, from, to);
        return to;
      case 28: // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_v4.dialect:23)
        sink.terminal(14, 6, buf, from, to);
        sink.reasoningStart();
        this.state = 6;
        return to;
      case 29: // a fence line in content (the compiler's fence rule)
      case 30: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 31: // preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:47)
      case 32: // preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:47)
      case 33: // preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:47)
      case 34: // preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:47)
      case 43: // preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:47)
        sink.terminal(7, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 2;
        return to;
      case 35: // preamble CALLS_END_DRIFT -> content : read_only (grammars/dsml.dialect:59)
      case 36: // preamble CALLS_END_DRIFT -> content : read_only (grammars/dsml.dialect:59)
      case 40: // preamble CALLS_END_DRIFT -> content : read_only (grammars/dsml.dialect:59)
      case 44: // preamble CALLS_END_DRIFT -> content : read_only (grammars/dsml.dialect:59)
        sink.terminal(13, 0, buf, from, to);
        this.state = 0;
        return to;
      case 37: // preamble CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 38: // preamble CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 42: // preamble CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 45: // preamble CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
        sink.restart();
        sink.terminal(12, 1, buf, from, to);
        return to;
      case 39: // preamble TOOL_END -> content (grammars/dsml.dialect:48)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
      case 41: // preamble TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:46)
        sink.restart();
        sink.terminal(5, 1, buf, from, to);
        return to;
      case 46: // invoke PARAM -> value : arg_start (grammars/dsml.dialect:49)
      case 47: // invoke PARAM -> value : arg_start (grammars/dsml.dialect:49)
      case 48: // invoke PARAM -> value : arg_start (grammars/dsml.dialect:49)
      case 49: // invoke PARAM -> value : arg_start (grammars/dsml.dialect:49)
      case 50: // invoke PARAM -> value : arg_start (grammars/dsml.dialect:49)
        sink.terminal(9, 3, buf, from, to);
        this.argStart(3, buf, this.capFrom[0]!, this.capTo[0]!, buf, 1);
        this.state = 3;
        return to;
      case 51: // invoke CALLS_END_DRIFT -> content : tool_end, read_only (grammars/dsml.dialect:60)
      case 52: // invoke CALLS_END_DRIFT -> content : tool_end, read_only (grammars/dsml.dialect:60)
      case 56: // invoke CALLS_END_DRIFT -> content : tool_end, read_only (grammars/dsml.dialect:60)
      case 63: // invoke CALLS_END_DRIFT -> content : tool_end, read_only (grammars/dsml.dialect:60)
        sink.terminal(13, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 53: // invoke CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 54: // invoke CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 58: // invoke CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 64: // invoke CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 73: // value CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 74: // value CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 78: // value CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 84: // value CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 96: // orphan CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 97: // orphan CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 99: // orphan CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 104: // orphan CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 113: // orphan_value CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 114: // orphan_value CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 118: // orphan_value CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
      case 120: // orphan_value CALLS_DRIFT -> preamble : restart (restarts the opener at grammars/dsml.dialect:58)
        sink.restart();
        sink.terminal(12, 1, buf, from, to);
        this.state = 1;
        return to;
      case 55: // invoke TOOL_END -> content : tool_end (grammars/dsml.dialect:51)
        sink.terminal(6, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 57: // invoke TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:46)
      case 77: // value TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:46)
      case 98: // orphan TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:46)
      case 117: // orphan_value TOOL_START -> preamble : restart (restarts the opener at grammars/dsml.dialect:46)
        sink.restart();
        sink.terminal(5, 1, buf, from, to);
        this.state = 1;
        return to;
      case 59: // invoke INVOKE_END -> preamble : tool_end (grammars/dsml.dialect:50)
      case 60: // invoke INVOKE_END -> preamble : tool_end (grammars/dsml.dialect:50)
      case 61: // invoke INVOKE_END -> preamble : tool_end (grammars/dsml.dialect:50)
      case 62: // invoke INVOKE_END -> preamble : tool_end (grammars/dsml.dialect:50)
      case 65: // invoke INVOKE_END -> preamble : tool_end (grammars/dsml.dialect:50)
        sink.terminal(8, 1, buf, from, to);
        sink.toolEnd();
        this.state = 1;
        return to;
      case 66: // value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:55)
      case 67: // value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:55)
      case 68: // value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:55)
      case 69: // value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:55)
      case 70: // value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:55)
        sink.terminal(9, 3, buf, from, to);
        sink.argEnd();
        this.argStart(3, buf, this.capFrom[0]!, this.capTo[0]!, buf, 1);
        return to;
      case 71: // value PARAM_END -> invoke : arg_end when followed by … (grammars/dsml.dialect:54)
      case 72: // value PARAM_END -> invoke : arg_end when followed by … (grammars/dsml.dialect:54)
      case 75: // value PARAM_END -> invoke : arg_end when followed by … (grammars/dsml.dialect:54)
      case 76: // value PARAM_END -> invoke : arg_end when followed by … (grammars/dsml.dialect:54)
      case 83: // value PARAM_END -> invoke : arg_end when followed by … (grammars/dsml.dialect:54)
        sink.terminal(10, 2, buf, from, to);
        sink.argEnd();
        this.state = 2;
        return to;
      case 79: // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/dsml.dialect:56)
      case 80: // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/dsml.dialect:56)
      case 81: // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/dsml.dialect:56)
      case 82: // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/dsml.dialect:56)
      case 85: // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/dsml.dialect:56)
        sink.terminal(8, 1, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 1;
        return to;
      case 86: // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:65)
      case 87: // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:65)
      case 92: // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:65)
      case 93: // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:65)
      case 95: // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:65)
        sink.terminal(11, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 88: // orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:63)
      case 89: // orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:63)
      case 90: // orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:63)
      case 91: // orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:63)
      case 94: // orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:63)
        sink.terminal(9, 5, buf, from, to);
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, 1);
        this.state = 5;
        return to;
      case 100: // orphan INVOKE_END -> content : tool_end (grammars/dsml.dialect:64)
      case 101: // orphan INVOKE_END -> content : tool_end (grammars/dsml.dialect:64)
      case 102: // orphan INVOKE_END -> content : tool_end (grammars/dsml.dialect:64)
      case 103: // orphan INVOKE_END -> content : tool_end (grammars/dsml.dialect:64)
      case 105: // orphan INVOKE_END -> content : tool_end (grammars/dsml.dialect:64)
        sink.terminal(8, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 106: // orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:67)
      case 107: // orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:67)
      case 108: // orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:67)
      case 109: // orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:67)
      case 110: // orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:67)
        sink.terminal(9, 5, buf, from, to);
        sink.argEnd();
        this.argStart(5, buf, this.capFrom[0]!, this.capTo[0]!, buf, 1);
        return to;
      case 111: // orphan_value PARAM_END -> orphan : arg_end when followed by … (grammars/dsml.dialect:66)
      case 112: // orphan_value PARAM_END -> orphan : arg_end when followed by … (grammars/dsml.dialect:66)
      case 115: // orphan_value PARAM_END -> orphan : arg_end when followed by … (grammars/dsml.dialect:66)
      case 116: // orphan_value PARAM_END -> orphan : arg_end when followed by … (grammars/dsml.dialect:66)
      case 119: // orphan_value PARAM_END -> orphan : arg_end when followed by … (grammars/dsml.dialect:66)
        sink.terminal(10, 4, buf, from, to);
        sink.argEnd();
        this.state = 4;
        return to;
      case 121: // reasoning CALLS_DRIFT -> preamble : reasoning_end, read_only (grammars/deepseek_v4.dialect:27)
      case 122: // reasoning CALLS_DRIFT -> preamble : reasoning_end, read_only (grammars/deepseek_v4.dialect:27)
      case 125: // reasoning CALLS_DRIFT -> preamble : reasoning_end, read_only (grammars/deepseek_v4.dialect:27)
      case 126: // reasoning CALLS_DRIFT -> preamble : reasoning_end, read_only (grammars/deepseek_v4.dialect:27)
        sink.terminal(12, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 124: // reasoning TOOL_START -> preamble : reasoning_end (grammars/deepseek_v4.dialect:26)
        sink.terminal(5, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 127: // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_v4.dialect:24)
        sink.terminal(15, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 128: // absorb THINK_START in reasoning (grammars/deepseek_v4.dialect:30)
        sink.terminal(14, -1, buf, from, to);
        return to;
      case 129: // foreign FOREIGN_END -> content : keep (grammars/deepseek_v4.dialect:19)
        // a lookahead: its text is read again in the target state
        sink.terminal(17, 0, buf, from, from);
        this.state = 0;
        return from;
    }
    return to;
  }
}

export const deepseek_v4: Dialect = {
  name: "deepseek_v4",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new DeepseekV4Machine(ir, sink, initial, vocab),
};
export default deepseek_v4;
