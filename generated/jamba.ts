// DO NOT EDIT — generated from grammars/jamba.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "jamba", source: "grammars/jamba.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BOM", special: true, variants: [[{ lit: "<|bom|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_calls>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_calls>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/jamba.dialect:13", channel: { kind: 0 }, transitions: [
      { at: "grammars/jamba.dialect:18", terminal: 3, target: 1, events: [] },
      { at: "grammars/jamba.dialect:21", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/jamba.dialect:19", terminal: 4, target: 0, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/jamba.dialect:13", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "calls", at: "grammars/jamba.dialect:14", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true }, transitions: [
      { at: "grammars/jamba.dialect:19", terminal: 4, target: 0, events: [], outsideString: true },
      { at: "grammars/jamba.dialect:21", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/jamba.dialect:18", terminal: 3, target: 1, events: [], restart: true, outsideString: true },
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

/** The jamba machine, specialised from grammars/jamba.dialect. */
export class JambaMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
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
            return this.idOnly(3) ? FAIL : this.only(p + 12, 1, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eom|>", p + 2)) {
            // absorb EOM in content (grammars/jamba.dialect:21)
            return this.idOnly(2) ? FAIL : this.only(p + 7, 2, 0);
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
            return this.idOnly(4) ? FAIL : this.only(this.check(5, p + 13, buf, p, atEnd), 5, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls>", p + 2)) {
            // calls TOOL_START -> calls : restart (restarts the opener at grammars/jamba.dialect:18)
            return this.idOnly(3) ? FAIL : this.only(this.check(6, p + 12, buf, p, atEnd), 6, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eom|>", p + 2)) {
            // absorb EOM in calls (grammars/jamba.dialect:21)
            return this.idOnly(2) ? FAIL : this.only(p + 7, 7, 0);
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
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 1: // content TOOL_START -> calls (grammars/jamba.dialect:18)
        sink.terminal(3, 1, buf, from, to);
        this.state = 1;
        return to;
      case 2: // absorb EOM in content (grammars/jamba.dialect:21)
      case 7: // absorb EOM in calls (grammars/jamba.dialect:21)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // a fence line in content (the compiler's fence rule)
      case 4: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 5: // calls TOOL_END -> content (grammars/jamba.dialect:19)
        sink.terminal(4, 0, buf, from, to);
        this.state = 0;
        return to;
      case 6: // calls TOOL_START -> calls : restart (restarts the opener at grammars/jamba.dialect:18)
        sink.restart();
        sink.terminal(3, 1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const jamba: Dialect = {
  name: "jamba",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new JambaMachine(ir, sink, initial, vocab),
};
export default jamba;
