// DO NOT EDIT — generated from grammars/functiongemma.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "functiongemma", source: "grammars/functiongemma.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "START_TURN", special: true, variants: [[{ lit: "<start_of_turn>" }]] },
    { name: "END_TURN", special: true, variants: [[{ lit: "<end_of_turn>" }]] },
    { name: "CALL_START", special: true, variants: [[{ lit: "<start_function_call>" }]] },
    { name: "CALL_END", special: true, variants: [[{ lit: "<end_function_call>" }]] },
    { name: "CALL", special: false, variants: [[{ lit: "call:" }]] },
    { name: "OPEN_BRACE", special: false, variants: [[{ lit: "{" }]] },
  ],
  states: [
    { name: "content", at: "grammars/functiongemma.dialect:16", channel: { kind: 0 }, transitions: [
      { at: "grammars/functiongemma.dialect:23", terminal: 3, target: 1, events: [{ kind: "tool_start" }] },
      { at: "grammars/functiongemma.dialect:31", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/functiongemma.dialect:29", terminal: 4, target: 0, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/functiongemma.dialect:16", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "preamble", at: "grammars/functiongemma.dialect:17", channel: { kind: 7 }, transitions: [
      { at: "grammars/functiongemma.dialect:24", terminal: 5, target: 2, events: [] },
      { at: "grammars/functiongemma.dialect:29", terminal: 4, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/functiongemma.dialect:23", terminal: 3, target: 1, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "name", at: "grammars/functiongemma.dialect:18", channel: { kind: 2 }, transitions: [
      { at: "grammars/functiongemma.dialect:26", terminal: 6, target: 3, events: [], keep: true },
      { at: "grammars/functiongemma.dialect:28", terminal: 4, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/functiongemma.dialect:23", terminal: 3, target: 1, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "args", at: "grammars/functiongemma.dialect:19", channel: { kind: 3, quote: "<escape>" }, transitions: [
      { at: "grammars/functiongemma.dialect:27", terminal: 4, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/functiongemma.dialect:23", terminal: 3, target: 1, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [1, 2],
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

/** the next position holding one of "<" "c" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 99 /* c */) return p;
  }
  return p;
}

/** the next position holding one of "<" "{" */
function nextOf2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 123 /* { */) return p;
  }
  return p;
}

/** The functiongemma machine, specialised from grammars/functiongemma.dialect. */
export class FunctiongemmaMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // preamble
        return nextOf1(buf, p);
      case 2: // name
        return nextOf2(buf, p);
      case 3: // args
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/functiongemma.dialect:16): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 101: /* e */ {
          if (buf.startsWith("nd_of_turn>", p + 2)) {
            // absorb END_TURN in content (grammars/functiongemma.dialect:31)
            return this.idOnly(2) ? FAIL : this.only(p + 13, 2, 0);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("tart_function_call>", p + 2)) {
            // content CALL_START -> preamble : tool_start (grammars/functiongemma.dialect:23)
            return this.idOnly(3) ? FAIL : this.only(p + 21, 0, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** preamble (grammars/functiongemma.dialect:17): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 101: /* e */ {
            if (buf.startsWith("nd_function_call>", p + 2)) {
              // preamble CALL_END -> content : tool_end (grammars/functiongemma.dialect:29)
              return this.idOnly(4) ? FAIL : this.only(p + 19, 7, 0);
            }
            break;
          }
          case 115: /* s */ {
            if (buf.startsWith("tart_function_call>", p + 2)) {
              // preamble CALL_START -> preamble : restart, tool_start (restarts the opener at grammars/functiongemma.dialect:23)
              return this.idOnly(3) ? FAIL : this.only(this.check(6, p + 21, buf, p, atEnd), 6, 0);
            }
            break;
          }
        }
        break;
      }
      case 99: /* c */ {
        if (buf.startsWith("all:", p + 1)) {
          // preamble CALL -> name (grammars/functiongemma.dialect:24)
          this.matchedCand = 5;
          return p + 5;
        }
        break;
      }
    }
    return FAIL;
  }

  /** name (grammars/functiongemma.dialect:18): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 101: /* e */ {
            if (buf.startsWith("nd_function_call>", p + 2)) {
              // name CALL_END -> content : tool_end (grammars/functiongemma.dialect:28)
              return this.idOnly(4) ? FAIL : this.only(p + 19, 10, 0);
            }
            break;
          }
          case 115: /* s */ {
            if (buf.startsWith("tart_function_call>", p + 2)) {
              // name CALL_START -> preamble : restart, tool_start (restarts the opener at grammars/functiongemma.dialect:23)
              return this.idOnly(3) ? FAIL : this.only(this.check(9, p + 21, buf, p, atEnd), 9, 0);
            }
            break;
          }
        }
        break;
      }
      case 123: /* { */ {
        // name OPEN_BRACE -> args : keep (grammars/functiongemma.dialect:26)
        this.matchedCand = 8;
        return p + 1;
      }
    }
    return FAIL;
  }

  /** args (grammars/functiongemma.dialect:19): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 101: /* e */ {
          if (buf.startsWith("nd_function_call>", p + 2)) {
            // args CALL_END -> content : tool_end (grammars/functiongemma.dialect:27)
            return this.idOnly(4) ? FAIL : this.only(p + 19, 12, 0);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("tart_function_call>", p + 2)) {
            // args CALL_START -> preamble : restart, tool_start (restarts the opener at grammars/functiongemma.dialect:23)
            return this.idOnly(3) ? FAIL : this.only(this.check(11, p + 21, buf, p, atEnd), 11, 0);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content CALL_START -> preamble : tool_start (grammars/functiongemma.dialect:23)
        sink.terminal(3, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 1: // absorb CALL_END in content written again after it (repeats the closer at grammars/functiongemma.dialect:29)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 2: // absorb END_TURN in content (grammars/functiongemma.dialect:31)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // a fence line in content (the compiler's fence rule)
      case 4: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 5: // preamble CALL -> name (grammars/functiongemma.dialect:24)
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 6: // preamble CALL_START -> preamble : restart, tool_start (restarts the opener at grammars/functiongemma.dialect:23)
        sink.restart();
        sink.terminal(3, 1, buf, from, to);
        sink.toolStart(false);
        return to;
      case 7: // preamble CALL_END -> content : tool_end (grammars/functiongemma.dialect:29)
      case 10: // name CALL_END -> content : tool_end (grammars/functiongemma.dialect:28)
      case 12: // args CALL_END -> content : tool_end (grammars/functiongemma.dialect:27)
        sink.terminal(4, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 8: // name OPEN_BRACE -> args : keep (grammars/functiongemma.dialect:26)
        // a lookahead: its text is read again in the target state
        sink.terminal(6, 3, buf, from, from);
        this.state = 3;
        return from;
      case 9: // name CALL_START -> preamble : restart, tool_start (restarts the opener at grammars/functiongemma.dialect:23)
      case 11: // args CALL_START -> preamble : restart, tool_start (restarts the opener at grammars/functiongemma.dialect:23)
        sink.restart();
        sink.terminal(3, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
    }
    return to;
  }
}

export const functiongemma: Dialect = {
  name: "functiongemma",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new FunctiongemmaMachine(ir, sink, initial, vocab),
};
export default functiongemma;
