// DO NOT EDIT — generated from grammars/functionary_v31.dialect by dialectc.
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
  abi: 9, name: "functionary_v31", source: "grammars/functionary_v31.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "START_HEADER", special: true, variants: [[{ lit: "<|start_header_id|>" }]] },
    { name: "END_HEADER", special: true, variants: [[{ lit: "<|end_header_id|>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|eot_id|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom_id|>" }]] },
    { name: "FUNC", special: false, variants: [[{ lit: "<function=" }, { cap: "name", max: 128, exclude: "\n<>" }, { lit: ">" }]] },
    { name: "FUNC_END", special: false, variants: [[{ lit: "</function>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/functionary_v31.dialect:14", channel: { kind: 0 }, transitions: [
      { at: "grammars/functionary_v31.dialect:19", terminal: 5, target: 1, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/functionary_v31.dialect:22", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/functionary_v31.dialect:22", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/functionary_v31.dialect:20", terminal: 6, target: 0, events: [], absorb: true, after: 6, repeat: true },
      { at: "grammars/functionary_v31.dialect:14", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "args", at: "grammars/functionary_v31.dialect:15", channel: { kind: 3 }, transitions: [
      { at: "grammars/functionary_v31.dialect:20", terminal: 6, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/functionary_v31.dialect:22", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/functionary_v31.dialect:22", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/functionary_v31.dialect:19", terminal: 5, target: 1, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [1, 2, 3, 4],
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

/** after the first literal: capture≤128 ">" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before ">"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 62, false, "\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral(">", buf, q, atEnd);
}

/** The functionary_v31 machine, specialised from grammars/functionary_v31.dialect. */
export class FunctionaryV31Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // args
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/functionary_v31.dialect:14): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 102: /* f */ {
          if (buf.startsWith("unction=", p + 2)) {
            // content FUNC -> args : tool_start (grammars/functionary_v31.dialect:19)
            return this.only(m0(buf, p + 10, atEnd, this.scratchFrom, this.scratchTo), 0, 1);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eo", p + 2)) {
            switch (buf.charCodeAt(p + 4)) {
              case 109: /* m */ {
                if (buf.startsWith("_id|>", p + 5)) {
                  // absorb EOM in content (grammars/functionary_v31.dialect:22)
                  return this.idOnly(4) ? FAIL : this.only(p + 10, 3, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("_id|>", p + 5)) {
                  // absorb EOT in content (grammars/functionary_v31.dialect:22)
                  return this.idOnly(3) ? FAIL : this.only(p + 10, 2, 0);
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

  /** args (grammars/functionary_v31.dialect:15): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("function>", p + 2)) {
            // args FUNC_END -> content : tool_end (grammars/functionary_v31.dialect:20)
            return this.only(this.check(6, p + 11, buf, p, atEnd), 6, 0);
          }
          break;
        }
        case 102: /* f */ {
          if (buf.startsWith("unction=", p + 2)) {
            // args FUNC -> args : restart, tool_start (restarts the opener at grammars/functionary_v31.dialect:19)
            return this.only(
              this.check(
                7,
                m0(buf, p + 10, atEnd, this.scratchFrom, this.scratchTo),
                buf,
                p,
                atEnd,
              ),
              7,
              1,
            );
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eo", p + 2)) {
            switch (buf.charCodeAt(p + 4)) {
              case 109: /* m */ {
                if (buf.startsWith("_id|>", p + 5)) {
                  // absorb EOM in args (grammars/functionary_v31.dialect:22)
                  return this.idOnly(4) ? FAIL : this.only(p + 10, 9, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("_id|>", p + 5)) {
                  // absorb EOT in args (grammars/functionary_v31.dialect:22)
                  return this.idOnly(3) ? FAIL : this.only(p + 10, 8, 0);
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

  protected decideWhole(state: number, buf: string, p: number, atEnd: boolean): number {
    switch (state) {
      case 0:
        return this.decide0(buf, p, atEnd);
      case 1:
        return this.decide1(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content FUNC -> args : tool_start (grammars/functionary_v31.dialect:19)
        sink.terminal(5, 1, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 1;
        return to;
      case 1: // absorb FUNC_END in content written again after it (repeats the closer at grammars/functionary_v31.dialect:20)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 2: // absorb EOT in content (grammars/functionary_v31.dialect:22)
      case 8: // absorb EOT in args (grammars/functionary_v31.dialect:22)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 3: // absorb EOM in content (grammars/functionary_v31.dialect:22)
      case 9: // absorb EOM in args (grammars/functionary_v31.dialect:22)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 4: // a fence line in content (the compiler's fence rule)
      case 5: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 6: // args FUNC_END -> content : tool_end (grammars/functionary_v31.dialect:20)
        sink.terminal(6, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 7: // args FUNC -> args : restart, tool_start (restarts the opener at grammars/functionary_v31.dialect:19)
        sink.restart();
        sink.terminal(5, 1, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
    }
    return to;
  }
}

export const functionary_v31: Dialect = {
  name: "functionary_v31",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new FunctionaryV31Machine(ir, sink, initial, vocab),
};
export default functionary_v31;
