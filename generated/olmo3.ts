// DO NOT EDIT — generated from grammars/olmo3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "olmo3", source: "grammars/olmo3.dialect", extends: ["chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</think>" }]] },
    { name: "CALLS_START", special: false, variants: [[{ lit: "<function_calls>" }]] },
    { name: "CALLS_END", special: false, variants: [[{ lit: "</function_calls>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/olmo3.dialect:13", channel: { kind: 0 }, transitions: [
      { at: "grammars/olmo3.dialect:20", terminal: 5, target: 2, events: [] },
      { at: "grammars/olmo3.dialect:23", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/olmo3.dialect:21", terminal: 6, target: 0, events: [], absorb: true, after: 6, repeat: true },
      { at: "grammars/olmo3.dialect:13", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/olmo3.dialect:14", channel: { kind: 1 }, transitions: [
      { at: "grammars/olmo3.dialect:19", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/olmo3.dialect:22", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/olmo3.dialect:23", terminal: 2, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/olmo3.dialect:15", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], array: true, lines: true, python: true }, transitions: [
      { at: "grammars/olmo3.dialect:21", terminal: 6, target: 0, events: [] },
      { at: "grammars/olmo3.dialect:23", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/olmo3.dialect:20", terminal: 5, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2],
  policies: { stripTrailingReasoningWhitespace: false, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** The olmo3 machine, specialised from grammars/olmo3.dialect. */
export class Olmo3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // calls
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/olmo3.dialect:13): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 102: /* f */ {
          if (buf.startsWith("unction_calls>", p + 2)) {
            // content CALLS_START -> calls (grammars/olmo3.dialect:20)
            this.matchedCand = 1;
            return p + 16;
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in content (grammars/olmo3.dialect:23)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 2, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/olmo3.dialect:14): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/olmo3.dialect:19)
            this.matchedCand = 6;
            return p + 8;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/olmo3.dialect:22)
            this.matchedCand = 7;
            return p + 7;
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in reasoning (grammars/olmo3.dialect:23)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 5, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/olmo3.dialect:15): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("function_calls>", p + 2)) {
            // calls CALLS_END -> content (grammars/olmo3.dialect:21)
            this.matchedCand = 8;
            return p + 17;
          }
          break;
        }
        case 102: /* f */ {
          if (buf.startsWith("unction_calls>", p + 2)) {
            // calls CALLS_START -> calls : restart (restarts the opener at grammars/olmo3.dialect:20)
            return this.only(this.check(9, p + 16, buf, p, atEnd), 9, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in calls (grammars/olmo3.dialect:23)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 10, 0);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // absorb CALLS_END in content written again after it (repeats the closer at grammars/olmo3.dialect:21)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 1: // content CALLS_START -> calls (grammars/olmo3.dialect:20)
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 2: // absorb IM_END in content (grammars/olmo3.dialect:23)
      case 5: // absorb IM_END in reasoning (grammars/olmo3.dialect:23)
      case 10: // absorb IM_END in calls (grammars/olmo3.dialect:23)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // a fence line in content (the compiler's fence rule)
      case 4: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 6: // reasoning THINK_END -> content : reasoning_end (grammars/olmo3.dialect:19)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 7: // absorb THINK_START in reasoning (grammars/olmo3.dialect:22)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 8: // calls CALLS_END -> content (grammars/olmo3.dialect:21)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
      case 9: // calls CALLS_START -> calls : restart (restarts the opener at grammars/olmo3.dialect:20)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        return to;
    }
    return to;
  }
}

export const olmo3: Dialect = {
  name: "olmo3",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Olmo3Machine(ir, sink, initial, vocab),
};
export default olmo3;
