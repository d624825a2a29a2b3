// DO NOT EDIT — generated from grammars/longcat.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "longcat", source: "grammars/longcat.dialect", extends: ["hermes", "chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<longcat_tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</longcat_tool_call>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/hermes.dialect:8", channel: { kind: 0 }, transitions: [
      { at: "grammars/hermes.dialect:13", terminal: 3, target: 1, events: [{ kind: "tool_start" }] },
      { at: "grammars/hermes.dialect:17", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/hermes.dialect:15", terminal: 4, target: 0, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/hermes.dialect:8", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "call", at: "grammars/hermes.dialect:9", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"] }, transitions: [
      { at: "grammars/hermes.dialect:15", terminal: 4, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/hermes.dialect:17", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/hermes.dialect:13", terminal: 3, target: 1, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
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

/** The longcat machine, specialised from grammars/longcat.dialect. */
export class LongcatMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // call
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/hermes.dialect:8): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 108: /* l */ {
          if (buf.startsWith("ongcat_tool_call>", p + 2)) {
            // content TOOL_START -> call : tool_start (grammars/hermes.dialect:13)
            this.matchedCand = 1;
            return p + 19;
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in content (grammars/hermes.dialect:17)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 2, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** call (grammars/hermes.dialect:9): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("longcat_tool_call>", p + 2)) {
            // call TOOL_END -> content : tool_end (grammars/hermes.dialect:15)
            return this.only(this.check(5, p + 20, buf, p, atEnd), 5, 0);
          }
          break;
        }
        case 108: /* l */ {
          if (buf.startsWith("ongcat_tool_call>", p + 2)) {
            // call TOOL_START -> call : restart, tool_start (restarts the opener at grammars/hermes.dialect:13)
            return this.only(this.check(6, p + 19, buf, p, atEnd), 6, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in call (grammars/hermes.dialect:17)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 7, 0);
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
      case 0: // absorb TOOL_END in content written again after it (repeats the closer at grammars/hermes.dialect:15)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 1: // content TOOL_START -> call : tool_start (grammars/hermes.dialect:13)
        sink.terminal(3, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 2: // absorb IM_END in content (grammars/hermes.dialect:17)
      case 7: // absorb IM_END in call (grammars/hermes.dialect:17)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // a fence line in content (the compiler's fence rule)
      case 4: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 5: // call TOOL_END -> content : tool_end (grammars/hermes.dialect:15)
        sink.terminal(4, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 6: // call TOOL_START -> call : restart, tool_start (restarts the opener at grammars/hermes.dialect:13)
        sink.restart();
        sink.terminal(3, 1, buf, from, to);
        sink.toolStart(false);
        return to;
    }
    return to;
  }
}

export const longcat: Dialect = {
  name: "longcat",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new LongcatMachine(ir, sink, initial, vocab),
};
export default longcat;
