// DO NOT EDIT — generated from grammars/jamba.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 6, name: "jamba", source: "grammars/jamba.dialect", extends: [],
  terminals: [
    { name: "BOM", special: true, variants: [[{ lit: "<|bom|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_calls>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_calls>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/jamba.dialect:13", channel: { kind: 0 }, transitions: [
      { at: "grammars/jamba.dialect:18", terminal: 2, target: 1, events: [] },
      { at: "grammars/jamba.dialect:21", terminal: 1, target: 0, events: [], absorb: true },
      { at: "grammars/jamba.dialect:19", terminal: 3, target: 0, events: [], absorb: true, after: 3, repeat: true },
    ] },
    { name: "calls", at: "grammars/jamba.dialect:14", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true }, transitions: [
      { at: "grammars/jamba.dialect:19", terminal: 3, target: 0, events: [], outsideString: true },
      { at: "grammars/jamba.dialect:21", terminal: 1, target: 1, events: [], absorb: true },
      { at: "grammars/jamba.dialect:18", terminal: 2, target: 1, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};

/** The jamba machine, specialised from grammars/jamba.dialect. */
export class JambaMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // calls
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/jamba.dialect:13): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ool_calls>", p + 2)) {
            // content TOOL_START -> calls (grammars/jamba.dialect:18)
            return this.idOnly(2) ? FAIL : this.only(p + 12, 1, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eom|>", p + 2)) {
            // absorb EOM in content (grammars/jamba.dialect:21)
            return this.idOnly(1) ? FAIL : this.only(p + 7, 2, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/jamba.dialect:14): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_calls>", p + 2)) {
            // calls TOOL_END -> content (grammars/jamba.dialect:19)
            return this.idOnly(3) ? FAIL : this.only(this.check(3, p + 13, buf, p, atEnd), 3, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls>", p + 2)) {
            // calls TOOL_START -> calls : restart (restarts the opener at grammars/jamba.dialect:18)
            return this.idOnly(2) ? FAIL : this.only(this.check(4, p + 12, buf, p, atEnd), 4, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eom|>", p + 2)) {
            // absorb EOM in calls (grammars/jamba.dialect:21)
            return this.idOnly(1) ? FAIL : this.only(p + 7, 5, 0);
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
      case 0: // absorb TOOL_END in content written again after it (repeats the closer at grammars/jamba.dialect:19)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 1: // content TOOL_START -> calls (grammars/jamba.dialect:18)
        sink.terminal(2, 1, buf, from, to);
        this.state = 1;
        return to;
      case 2: // absorb EOM in content (grammars/jamba.dialect:21)
      case 5: // absorb EOM in calls (grammars/jamba.dialect:21)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 3: // calls TOOL_END -> content (grammars/jamba.dialect:19)
        sink.terminal(3, 0, buf, from, to);
        this.state = 0;
        return to;
      case 4: // calls TOOL_START -> calls : restart (restarts the opener at grammars/jamba.dialect:18)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const jamba: Dialect = {
  name: "jamba",
  abi: 6,
  ir,
  generated: (sink, initial, vocab) => new JambaMachine(ir, sink, initial, vocab),
};
export default jamba;
