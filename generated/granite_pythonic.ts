// DO NOT EDIT — generated from grammars/granite_pythonic.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "granite_pythonic", source: "grammars/granite_pythonic.dialect", extends: [],
  terminals: [
    { name: "START_ROLE", special: true, variants: [[{ lit: "<|start_of_role|>" }]] },
    { name: "END_ROLE", special: true, variants: [[{ lit: "<|end_of_role|>" }]] },
    { name: "END_OF_TEXT", special: true, variants: [[{ lit: "<|end_of_text|>" }]] },
  ],
  states: [
    { name: "answer", at: "grammars/granite_pythonic.dialect:14", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], array: true, lines: true, python: true }, transitions: [
      { at: "grammars/granite_pythonic.dialect:18", terminal: 2, target: 0, events: [], absorb: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};

/** The granite_pythonic machine, specialised from grammars/granite_pythonic.dialect. */
export class GranitePythonicMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // answer
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** answer (grammars/granite_pythonic.dialect:14): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|end_of_text|>", p)) {
      // absorb END_OF_TEXT in answer (grammars/granite_pythonic.dialect:18)
      return this.idOnly(2) ? FAIL : this.only(p + 15, 0, 0);
    }
    return FAIL;
  }

  protected decideWhole(state: number, buf: string, p: number, atEnd: boolean): number {
    switch (state) {
      case 0:
        return this.decide0(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // absorb END_OF_TEXT in answer (grammars/granite_pythonic.dialect:18)
        sink.terminal(2, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const granite_pythonic: Dialect = {
  name: "granite_pythonic",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new GranitePythonicMachine(ir, sink, initial, vocab),
};
export default granite_pythonic;
