// DO NOT EDIT — generated from grammars/qwen25_coder.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "qwen25_coder", source: "grammars/qwen25_coder.dialect", extends: ["chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "TOOLS_START", special: false, variants: [[{ lit: "<tools>" }]] },
    { name: "TOOLS_END", special: false, variants: [[{ lit: "</tools>" }]] },
    { name: "OPEN_BRACE", special: false, variants: [[{ lit: "{" }]] },
  ],
  states: [
    { name: "start", at: "grammars/qwen25_coder.dialect:14", channel: { kind: 0, untilText: 1 }, transitions: [
      { at: "grammars/qwen25_coder.dialect:22", terminal: 3, target: 2, events: [] },
      { at: "grammars/qwen25_coder.dialect:27", terminal: 5, target: 3, events: [{ kind: "tool_start", declaredOnly: true }], keep: true, readOnly: true },
      { at: "grammars/qwen25_coder.dialect:31", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/qwen25_coder.dialect:14", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "content", at: "grammars/qwen25_coder.dialect:15", channel: { kind: 0 }, transitions: [
      { at: "grammars/qwen25_coder.dialect:23", terminal: 3, target: 2, events: [] },
      { at: "grammars/qwen25_coder.dialect:31", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/qwen25_coder.dialect:25", terminal: 4, target: 1, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/qwen25_coder.dialect:15", terminal: 0, target: 1, events: [], absorb: true, fence: true },
    ] },
    { name: "calls", at: "grammars/qwen25_coder.dialect:17", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], array: true, lines: true }, transitions: [
      { at: "grammars/qwen25_coder.dialect:25", terminal: 4, target: 1, events: [], outsideString: true },
      { at: "grammars/qwen25_coder.dialect:31", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/qwen25_coder.dialect:22", terminal: 3, target: 2, events: [], restart: true, outsideString: true },
    ] },
    { name: "bare", at: "grammars/qwen25_coder.dialect:18", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"] }, transitions: [
      { at: "grammars/qwen25_coder.dialect:29", terminal: 3, target: 2, events: [], outsideString: true },
      { at: "grammars/qwen25_coder.dialect:31", terminal: 2, target: 3, events: [], absorb: true },
      { at: "grammars/qwen25_coder.dialect:18", terminal: 0, target: 3, events: [], absorb: true, fence: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [1, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" "{" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 96: /* ` */
      case 123 /* { */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" "`" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** The qwen25_coder machine, specialised from grammars/qwen25_coder.dialect. */
export class Qwen25CoderMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // start
        return nextOf0(buf, p);
      case 1: // content
      case 3: // bare
        return nextOf1(buf, p);
      case 2: // calls
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** start (grammars/qwen25_coder.dialect:14): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ools>", p + 2)) {
            // start TOOLS_START -> calls (grammars/qwen25_coder.dialect:22)
            this.matchedCand = 1;
            return p + 7;
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in start (grammars/qwen25_coder.dialect:31)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 0, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** content (grammars/qwen25_coder.dialect:15): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ools>", p + 2)) {
            // content TOOLS_START -> calls (grammars/qwen25_coder.dialect:23)
            this.matchedCand = 7;
            return p + 7;
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in content (grammars/qwen25_coder.dialect:31)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 5, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/qwen25_coder.dialect:17): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tools>", p + 2)) {
            // calls TOOLS_END -> content (grammars/qwen25_coder.dialect:25)
            return this.only(this.check(11, p + 8, buf, p, atEnd), 11, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ools>", p + 2)) {
            // calls TOOLS_START -> calls : restart (restarts the opener at grammars/qwen25_coder.dialect:22)
            return this.only(this.check(12, p + 7, buf, p, atEnd), 12, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in calls (grammars/qwen25_coder.dialect:31)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 10, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** bare (grammars/qwen25_coder.dialect:18): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ools>", p + 2)) {
            // bare TOOLS_START -> calls (grammars/qwen25_coder.dialect:29)
            return this.only(this.check(14, p + 7, buf, p, atEnd), 14, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in bare (grammars/qwen25_coder.dialect:31)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 13, 0);
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
      case 0: // absorb IM_END in start (grammars/qwen25_coder.dialect:31)
      case 5: // absorb IM_END in content (grammars/qwen25_coder.dialect:31)
      case 10: // absorb IM_END in calls (grammars/qwen25_coder.dialect:31)
      case 13: // absorb IM_END in bare (grammars/qwen25_coder.dialect:31)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 1: // start TOOLS_START -> calls (grammars/qwen25_coder.dialect:22)
      case 7: // content TOOLS_START -> calls (grammars/qwen25_coder.dialect:23)
      case 14: // bare TOOLS_START -> calls (grammars/qwen25_coder.dialect:29)
        sink.terminal(3, 2, buf, from, to);
        this.state = 2;
        return to;
      case 2: // start OPEN_BRACE -> bare : tool_start, keep, read_only (grammars/qwen25_coder.dialect:27)
        // a lookahead: its text is read again in the target state
        sink.terminal(5, 3, buf, from, from);
        sink.toolStart(true);
        this.state = 3;
        return from;
      case 3: // a fence line in start (the compiler's fence rule)
      case 4: // a fence line in start (the compiler's fence rule)
      case 8: // a fence line in content (the compiler's fence rule)
      case 9: // a fence line in content (the compiler's fence rule)
      case 15: // a fence line in bare (the compiler's fence rule)
      case 16: // a fence line in bare (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 6: // absorb TOOLS_END in content written again after it (repeats the closer at grammars/qwen25_coder.dialect:25)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 11: // calls TOOLS_END -> content (grammars/qwen25_coder.dialect:25)
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 12: // calls TOOLS_START -> calls : restart (restarts the opener at grammars/qwen25_coder.dialect:22)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        return to;
    }
    return to;
  }
}

export const qwen25_coder: Dialect = {
  name: "qwen25_coder",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Qwen25CoderMachine(ir, sink, initial, vocab),
};
export default qwen25_coder;
