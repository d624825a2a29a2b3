// DO NOT EDIT — generated from grammars/granite_20b_fc.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "granite_20b_fc", source: "grammars/granite_20b_fc.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "END_OF_TEXT", special: true, variants: [[{ lit: "<|endoftext|>" }]] },
    { name: "CALL", special: false, variants: [[{ lit: "<function_call>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/granite_20b_fc.dialect:10", channel: { kind: 0 }, transitions: [
      { at: "grammars/granite_20b_fc.dialect:15", terminal: 2, target: 1, events: [{ kind: "tool_start" }] },
      { at: "grammars/granite_20b_fc.dialect:18", terminal: 1, target: 0, events: [], absorb: true },
      { at: "grammars/granite_20b_fc.dialect:10", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "call", at: "grammars/granite_20b_fc.dialect:11", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"] }, transitions: [
      { at: "grammars/granite_20b_fc.dialect:16", terminal: 2, target: 1, events: [{ kind: "tool_end" }, { kind: "tool_start" }], outsideString: true },
      { at: "grammars/granite_20b_fc.dialect:18", terminal: 1, target: 1, events: [], absorb: true },
      { at: "grammars/granite_20b_fc.dialect:11", terminal: 0, target: 1, events: [], absorb: true, fence: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [1],
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

/** The granite_20b_fc machine, specialised from grammars/granite_20b_fc.dialect. */
export class Granite20bFcMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // call
        return nextOf0(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/granite_20b_fc.dialect:10): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 102: /* f */ {
          if (buf.startsWith("unction_call>", p + 2)) {
            // content CALL -> call : tool_start (grammars/granite_20b_fc.dialect:15)
            this.matchedCand = 0;
            return p + 15;
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("endoftext|>", p + 2)) {
            // absorb END_OF_TEXT in content (grammars/granite_20b_fc.dialect:18)
            return this.idOnly(1) ? FAIL : this.only(p + 13, 1, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** call (grammars/granite_20b_fc.dialect:11): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 102: /* f */ {
          if (buf.startsWith("unction_call>", p + 2)) {
            // call CALL -> call : tool_end, tool_start (grammars/granite_20b_fc.dialect:16)
            return this.only(this.check(4, p + 15, buf, p, atEnd), 4, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("endoftext|>", p + 2)) {
            // absorb END_OF_TEXT in call (grammars/granite_20b_fc.dialect:18)
            return this.idOnly(1) ? FAIL : this.only(p + 13, 5, 0);
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
      case 0: // content CALL -> call : tool_start (grammars/granite_20b_fc.dialect:15)
        sink.terminal(2, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 1: // absorb END_OF_TEXT in content (grammars/granite_20b_fc.dialect:18)
      case 5: // absorb END_OF_TEXT in call (grammars/granite_20b_fc.dialect:18)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 2: // a fence line in content (the compiler's fence rule)
      case 3: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in call (the compiler's fence rule)
      case 7: // a fence line in call (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 4: // call CALL -> call : tool_end, tool_start (grammars/granite_20b_fc.dialect:16)
        sink.terminal(2, 1, buf, from, to);
        sink.toolEnd();
        sink.toolStart(false);
        return to;
    }
    return to;
  }
}

export const granite_20b_fc: Dialect = {
  name: "granite_20b_fc",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Granite20bFcMachine(ir, sink, initial, vocab),
};
export default granite_20b_fc;
