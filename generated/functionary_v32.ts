// DO NOT EDIT — generated from grammars/functionary_v32.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchCapture,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "functionary_v32", source: "grammars/functionary_v32.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "START_HEADER", special: true, variants: [[{ lit: "<|start_header_id|>" }]] },
    { name: "END_HEADER", special: true, variants: [[{ lit: "<|end_header_id|>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|eot_id|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom_id|>" }]] },
    { name: "ALL", special: false, variants: [[{ lit: ">>>all\n" }]] },
    { name: "PYTHON", special: false, variants: [[{ lit: ">>>python\n" }]] },
    { name: "CALL", special: false, variants: [[{ lit: ">>>" }, { cap: "name", max: 128, exclude: " \t\r\n<>{}[]\"'" }, { lit: "\n" }]] },
  ],
  states: [
    { name: "content", at: "grammars/functionary_v32.dialect:21", channel: { kind: 0 }, transitions: [
      { at: "grammars/functionary_v32.dialect:27", terminal: 7, target: 1, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/functionary_v32.dialect:31", terminal: 6, target: 2, events: [{ kind: "tool_start", name: "python", literal: true }, { kind: "arg_start", key: "code", literal: true }] },
      { at: "grammars/functionary_v32.dialect:37", terminal: 5, target: 0, events: [], absorb: true },
      { at: "grammars/functionary_v32.dialect:38", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/functionary_v32.dialect:38", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/functionary_v32.dialect:21", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "args", at: "grammars/functionary_v32.dialect:22", channel: { kind: 3 }, transitions: [
      { at: "grammars/functionary_v32.dialect:28", terminal: 7, target: 1, events: [{ kind: "tool_end" }, { kind: "tool_start", name: "name" }], outsideString: true },
      { at: "grammars/functionary_v32.dialect:29", terminal: 5, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/functionary_v32.dialect:32", terminal: 6, target: 2, events: [{ kind: "tool_end" }, { kind: "tool_start", name: "python", literal: true }, { kind: "arg_start", key: "code", literal: true }], outsideString: true },
      { at: "grammars/functionary_v32.dialect:38", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/functionary_v32.dialect:38", terminal: 4, target: 1, events: [], absorb: true },
    ] },
    { name: "code", at: "grammars/functionary_v32.dialect:23", channel: { kind: 5, encoding: "string", trim: "none" }, transitions: [
      { at: "grammars/functionary_v32.dialect:33", terminal: 7, target: 1, events: [{ kind: "arg_end" }, { kind: "tool_end" }, { kind: "tool_start", name: "name" }] },
      { at: "grammars/functionary_v32.dialect:34", terminal: 6, target: 2, events: [{ kind: "arg_end" }, { kind: "tool_end" }, { kind: "tool_start", name: "python", literal: true }, { kind: "arg_start", key: "code", literal: true }] },
      { at: "grammars/functionary_v32.dialect:35", terminal: 5, target: 0, events: [{ kind: "arg_end" }, { kind: "tool_end" }] },
      { at: "grammars/functionary_v32.dialect:38", terminal: 3, target: 2, events: [], absorb: true },
      { at: "grammars/functionary_v32.dialect:38", terminal: 4, target: 2, events: [], absorb: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [1, 2, 3, 4],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: ">>>", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" ">" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 62: /* > */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" ">" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 62 /* > */) return p;
  }
  return p;
}

/** after the first literal: capture≤128 "\n" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before "\n"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 10, false, " \t\r\n<>{}[]\"'", 128);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral("\n", buf, q, atEnd);
}

/** The functionary_v32 machine, specialised from grammars/functionary_v32.dialect. */
export class FunctionaryV32Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // args
      case 2: // code
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content, code: what is weighed once ">>>" has matched */
  private weigh0_2(buf: string, p: number, atEnd: boolean, first: number): number {
    // content CALL -> args : tool_start (grammars/functionary_v32.dialect:27)
    // code CALL -> args : arg_end, tool_end, tool_start (grammars/functionary_v32.dialect:33)
    this.consider(m0(buf, p + 3, atEnd, this.scratchFrom, this.scratchTo), first + 2, 1);
    return this.decided();
  }

  /** content (grammars/functionary_v32.dialect:21), code (grammars/functionary_v32.dialect:23): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean, first: number): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("|eo", p + 1)) {
          switch (buf.charCodeAt(p + 4)) {
            case 109: /* m */ {
              if (buf.startsWith("_id|>", p + 5)) {
                // absorb EOM in content (grammars/functionary_v32.dialect:38)
                // absorb EOM in code (grammars/functionary_v32.dialect:38)
                return this.idOnly(4) ? FAIL : this.only(p + 10, first + 4, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("_id|>", p + 5)) {
                // absorb EOT in content (grammars/functionary_v32.dialect:38)
                // absorb EOT in code (grammars/functionary_v32.dialect:38)
                return this.idOnly(3) ? FAIL : this.only(p + 10, first + 3, 0);
              }
              break;
            }
          }
        }
        break;
      }
      case 62: /* > */ {
        if (buf.startsWith(">>", p + 1)) {
          switch (buf.charCodeAt(p + 3)) {
            case 97: /* a */ {
              if (buf.startsWith("ll\n", p + 4)) {
                // absorb ALL in content (grammars/functionary_v32.dialect:37)
                // code ALL -> content : arg_end, tool_end (grammars/functionary_v32.dialect:35)
                this.consider(p + 7, first + 1, 0);
                return this.weigh0_2(buf, p, atEnd, first);
              }
              break;
            }
            case 112: /* p */ {
              if (buf.startsWith("ython\n", p + 4)) {
                // content PYTHON -> code : tool_start, arg_start (grammars/functionary_v32.dialect:31)
                // code PYTHON -> code : arg_end, tool_end, tool_start, arg_start (grammars/functionary_v32.dialect:34)
                this.consider(p + 10, first, 0);
                return this.weigh0_2(buf, p, atEnd, first);
              }
              break;
            }
          }
          // content CALL -> args : tool_start (grammars/functionary_v32.dialect:27)
          // code CALL -> args : arg_end, tool_end, tool_start (grammars/functionary_v32.dialect:33)
          return this.only(m0(buf, p + 3, atEnd, this.scratchFrom, this.scratchTo), first + 2, 1);
        }
        break;
      }
    }
    return FAIL;
  }

  /** args: what is weighed once ">>>" has matched */
  private weigh1_2(buf: string, p: number, atEnd: boolean): number {
    // args CALL -> args : tool_end, tool_start (grammars/functionary_v32.dialect:28)
    this.consider(
      this.check(9, m0(buf, p + 3, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
      9,
      1,
    );
    return this.decided();
  }

  /** args (grammars/functionary_v32.dialect:22): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("|eo", p + 1)) {
          switch (buf.charCodeAt(p + 4)) {
            case 109: /* m */ {
              if (buf.startsWith("_id|>", p + 5)) {
                // absorb EOM in args (grammars/functionary_v32.dialect:38)
                return this.idOnly(4) ? FAIL : this.only(p + 10, 11, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("_id|>", p + 5)) {
                // absorb EOT in args (grammars/functionary_v32.dialect:38)
                return this.idOnly(3) ? FAIL : this.only(p + 10, 10, 0);
              }
              break;
            }
          }
        }
        break;
      }
      case 62: /* > */ {
        if (buf.startsWith(">>", p + 1)) {
          switch (buf.charCodeAt(p + 3)) {
            case 97: /* a */ {
              if (buf.startsWith("ll\n", p + 4)) {
                // args ALL -> content : tool_end (grammars/functionary_v32.dialect:29)
                this.consider(this.check(8, p + 7, buf, p, atEnd), 8, 0);
                return this.weigh1_2(buf, p, atEnd);
              }
              break;
            }
            case 112: /* p */ {
              if (buf.startsWith("ython\n", p + 4)) {
                // args PYTHON -> code : tool_end, tool_start, arg_start (grammars/functionary_v32.dialect:32)
                this.consider(this.check(7, p + 10, buf, p, atEnd), 7, 0);
                return this.weigh1_2(buf, p, atEnd);
              }
              break;
            }
          }
          // args CALL -> args : tool_end, tool_start (grammars/functionary_v32.dialect:28)
          return this.only(
            this.check(9, m0(buf, p + 3, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            9,
            1,
          );
        }
        break;
      }
    }
    return FAIL;
  }

  protected decideWhole(state: number, buf: string, p: number, atEnd: boolean): number {
    switch (state) {
      case 0:
        return this.decide0(buf, p, atEnd, 0);
      case 1:
        return this.decide1(buf, p, atEnd);
      case 2:
        return this.decide0(buf, p, atEnd, 12);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content PYTHON -> code : tool_start, arg_start (grammars/functionary_v32.dialect:31)
        sink.terminal(6, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName("python", 0, 6);
        this.argStart(2, "code", 0, 4, buf, -1);
        this.state = 2;
        return to;
      case 1: // absorb ALL in content (grammars/functionary_v32.dialect:37)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 2: // content CALL -> args : tool_start (grammars/functionary_v32.dialect:27)
        sink.terminal(7, 1, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 1;
        return to;
      case 3: // absorb EOT in content (grammars/functionary_v32.dialect:38)
      case 10: // absorb EOT in args (grammars/functionary_v32.dialect:38)
      case 15: // absorb EOT in code (grammars/functionary_v32.dialect:38)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 4: // absorb EOM in content (grammars/functionary_v32.dialect:38)
      case 11: // absorb EOM in args (grammars/functionary_v32.dialect:38)
      case 16: // absorb EOM in code (grammars/functionary_v32.dialect:38)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // args PYTHON -> code : tool_end, tool_start, arg_start (grammars/functionary_v32.dialect:32)
        sink.terminal(6, 2, buf, from, to);
        sink.toolEnd();
        sink.toolStart(false);
        sink.toolName("python", 0, 6);
        this.argStart(2, "code", 0, 4, buf, -1);
        this.state = 2;
        return to;
      case 8: // args ALL -> content : tool_end (grammars/functionary_v32.dialect:29)
        sink.terminal(5, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 9: // args CALL -> args : tool_end, tool_start (grammars/functionary_v32.dialect:28)
        sink.terminal(7, 1, buf, from, to);
        sink.toolEnd();
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
      case 12: // code PYTHON -> code : arg_end, tool_end, tool_start, arg_start (grammars/functionary_v32.dialect:34)
        sink.terminal(6, 2, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        sink.toolStart(false);
        sink.toolName("python", 0, 6);
        this.argStart(2, "code", 0, 4, buf, -1);
        return to;
      case 13: // code ALL -> content : arg_end, tool_end (grammars/functionary_v32.dialect:35)
        sink.terminal(5, 0, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 0;
        return to;
      case 14: // code CALL -> args : arg_end, tool_end, tool_start (grammars/functionary_v32.dialect:33)
        sink.terminal(7, 1, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 1;
        return to;
    }
    return to;
  }
}

export const functionary_v32: Dialect = {
  name: "functionary_v32",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new FunctionaryV32Machine(ir, sink, initial, vocab),
};
export default functionary_v32;
