// DO NOT EDIT — generated from grammars/pangu.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "pangu", source: "grammars/pangu.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }], [{ lit: "[unused16]" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }], [{ lit: "[unused17]" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<|tool_call_start|>" }], [{ lit: "[unused11]" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "<|tool_call_end|>" }], [{ lit: "[unused12]" }]] },
  ],
  states: [
    { name: "content", at: "grammars/pangu.dialect:13", channel: { kind: 0 }, transitions: [
      { at: "grammars/pangu.dialect:20", terminal: 1, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/pangu.dialect:23", terminal: 3, target: 2, events: [] },
      { at: "grammars/pangu.dialect:27", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/pangu.dialect:25", terminal: 4, target: 0, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/pangu.dialect:13", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/pangu.dialect:14", channel: { kind: 1 }, transitions: [
      { at: "grammars/pangu.dialect:21", terminal: 2, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/pangu.dialect:22", terminal: 3, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/pangu.dialect:28", terminal: 1, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/pangu.dialect:15", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], array: true }, transitions: [
      { at: "grammars/pangu.dialect:25", terminal: 4, target: 0, events: [], outsideString: true },
      { at: "grammars/pangu.dialect:23", terminal: 3, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "[" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91: /* [ */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" "[" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 91 /* [ */) return p;
  }
  return p;
}

/** The pangu machine, specialised from grammars/pangu.dialect. */
export class PanguMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // calls
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/pangu.dialect:13): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/pangu.dialect:27)
            return this.idOnly(2) ? FAIL : this.only(p + 8, 2, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/pangu.dialect:20)
            return this.idOnly(1) ? FAIL : this.only(p + 7, 3, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("tool_call_start|>", p + 2)) {
            // content TOOL_START -> calls (grammars/pangu.dialect:23)
            return this.idOnly(3) ? FAIL : this.only(p + 19, 0, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/pangu.dialect:14): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/pangu.dialect:21)
            return this.idOnly(2) ? FAIL : this.only(p + 8, 11, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/pangu.dialect:28)
            return this.idOnly(1) ? FAIL : this.only(p + 7, 12, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("tool_call_start|>", p + 2)) {
            // reasoning TOOL_START -> calls : reasoning_end (grammars/pangu.dialect:22)
            return this.idOnly(3) ? FAIL : this.only(p + 19, 10, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/pangu.dialect:15): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|tool_call_", p)) {
      switch (buf.charCodeAt(p + 12)) {
        case 101: /* e */ {
          if (buf.startsWith("nd|>", p + 13)) {
            // calls TOOL_END -> content (grammars/pangu.dialect:25)
            return this.idOnly(4) ? FAIL : this.only(this.check(17, p + 17, buf, p, atEnd), 17, 0);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("tart|>", p + 13)) {
            // calls TOOL_START -> calls : restart (restarts the opener at grammars/pangu.dialect:23)
            return this.idOnly(3) ? FAIL : this.only(this.check(16, p + 19, buf, p, atEnd), 16, 0);
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
      case 0: // content TOOL_START -> calls (grammars/pangu.dialect:23)
      case 5: // content TOOL_START -> calls (grammars/pangu.dialect:23)
        sink.terminal(3, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb TOOL_END in content written again after it (repeats the closer at grammars/pangu.dialect:25)
      case 7: // absorb TOOL_END in content written again after it (repeats the closer at grammars/pangu.dialect:25)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 2: // absorb THINK_END in content (grammars/pangu.dialect:27)
      case 6: // absorb THINK_END in content (grammars/pangu.dialect:27)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // content THINK_START -> reasoning : reasoning_start (grammars/pangu.dialect:20)
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/pangu.dialect:20)
        sink.terminal(1, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 8: // a fence line in content (the compiler's fence rule)
      case 9: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 10: // reasoning TOOL_START -> calls : reasoning_end (grammars/pangu.dialect:22)
      case 14: // reasoning TOOL_START -> calls : reasoning_end (grammars/pangu.dialect:22)
        sink.terminal(3, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 11: // reasoning THINK_END -> content : reasoning_end (grammars/pangu.dialect:21)
      case 13: // reasoning THINK_END -> content : reasoning_end (grammars/pangu.dialect:21)
        sink.terminal(2, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 12: // absorb THINK_START in reasoning (grammars/pangu.dialect:28)
      case 15: // absorb THINK_START in reasoning (grammars/pangu.dialect:28)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 16: // calls TOOL_START -> calls : restart (restarts the opener at grammars/pangu.dialect:23)
      case 19: // calls TOOL_START -> calls : restart (restarts the opener at grammars/pangu.dialect:23)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        return to;
      case 17: // calls TOOL_END -> content (grammars/pangu.dialect:25)
      case 18: // calls TOOL_END -> content (grammars/pangu.dialect:25)
        sink.terminal(4, 0, buf, from, to);
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const pangu: Dialect = {
  name: "pangu",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new PanguMachine(ir, sink, initial, vocab),
};
export default pangu;
