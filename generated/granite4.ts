// DO NOT EDIT — generated from grammars/granite4.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "granite4", source: "grammars/granite4.dialect", extends: ["hermes", "chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</tool_call>" }]] },
    { name: "START_ROLE", special: true, variants: [[{ lit: "<|start_of_role|>" }]] },
    { name: "END_ROLE", special: true, variants: [[{ lit: "<|end_of_role|>" }]] },
    { name: "END_OF_TEXT", special: true, variants: [[{ lit: "<|end_of_text|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/hermes.dialect:8", channel: { kind: 0 }, transitions: [
      { at: "grammars/hermes.dialect:13", terminal: 3, target: 1, events: [{ kind: "tool_start" }] },
      { at: "grammars/granite4.dialect:18", terminal: 8, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/hermes.dialect:17", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/granite4.dialect:22", terminal: 9, target: 0, events: [], absorb: true },
      { at: "grammars/granite4.dialect:23", terminal: 7, target: 0, events: [], absorb: true },
      { at: "grammars/hermes.dialect:15", terminal: 4, target: 0, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/hermes.dialect:8", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "call", at: "grammars/hermes.dialect:9", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"] }, transitions: [
      { at: "grammars/hermes.dialect:15", terminal: 4, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/hermes.dialect:17", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/granite4.dialect:23", terminal: 7, target: 1, events: [], absorb: true },
      { at: "grammars/hermes.dialect:13", terminal: 3, target: 1, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
    ] },
    { name: "reasoning", at: "grammars/granite4.dialect:14", channel: { kind: 1 }, transitions: [
      { at: "grammars/granite4.dialect:19", terminal: 9, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/granite4.dialect:21", terminal: 8, target: 2, events: [], absorb: true },
      { at: "grammars/granite4.dialect:23", terminal: 7, target: 2, events: [], absorb: true },
    ] },
  ],
  initial: { thinking: 2, plain: 0 },
  turnBoundaries: [5, 6, 7],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** The granite4 machine, specialised from grammars/granite4.dialect. */
export class Granite4Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // call
      case 2: // reasoning
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/hermes.dialect:8): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/granite4.dialect:22)
            return this.idOnly(9) ? FAIL : this.only(p + 8, 4, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // content THINK_START -> reasoning : reasoning_start (grammars/granite4.dialect:18)
                return this.idOnly(8) ? FAIL : this.only(p + 7, 5, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_call>", p + 3)) {
                // content TOOL_START -> call : tool_start (grammars/hermes.dialect:13)
                this.matchedCand = 2;
                return p + 11;
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              if (buf.startsWith("nd_of_text|>", p + 3)) {
                // absorb END_OF_TEXT in content (grammars/granite4.dialect:23)
                return this.idOnly(7) ? FAIL : this.only(p + 15, 0, 0);
              }
              break;
            }
            case 105: /* i */ {
              if (buf.startsWith("m_end|>", p + 3)) {
                // absorb IM_END in content (grammars/hermes.dialect:17)
                return this.idOnly(2) ? FAIL : this.only(p + 10, 3, 0);
              }
              break;
            }
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
          if (buf.startsWith("tool_call>", p + 2)) {
            // call TOOL_END -> content : tool_end (grammars/hermes.dialect:15)
            return this.only(this.check(9, p + 12, buf, p, atEnd), 9, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // call TOOL_START -> call : restart, tool_start (restarts the opener at grammars/hermes.dialect:13)
            return this.only(this.check(10, p + 11, buf, p, atEnd), 10, 0);
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              if (buf.startsWith("nd_of_text|>", p + 3)) {
                // absorb END_OF_TEXT in call (grammars/granite4.dialect:23)
                return this.idOnly(7) ? FAIL : this.only(p + 15, 8, 0);
              }
              break;
            }
            case 105: /* i */ {
              if (buf.startsWith("m_end|>", p + 3)) {
                // absorb IM_END in call (grammars/hermes.dialect:17)
                return this.idOnly(2) ? FAIL : this.only(p + 10, 11, 0);
              }
              break;
            }
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/granite4.dialect:14): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/granite4.dialect:19)
            return this.idOnly(9) ? FAIL : this.only(p + 8, 13, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/granite4.dialect:21)
            return this.idOnly(8) ? FAIL : this.only(p + 7, 14, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("end_of_text|>", p + 2)) {
            // absorb END_OF_TEXT in reasoning (grammars/granite4.dialect:23)
            return this.idOnly(7) ? FAIL : this.only(p + 15, 12, 0);
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
      case 0: // absorb END_OF_TEXT in content (grammars/granite4.dialect:23)
      case 8: // absorb END_OF_TEXT in call (grammars/granite4.dialect:23)
      case 12: // absorb END_OF_TEXT in reasoning (grammars/granite4.dialect:23)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 1: // absorb TOOL_END in content written again after it (repeats the closer at grammars/hermes.dialect:15)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 2: // content TOOL_START -> call : tool_start (grammars/hermes.dialect:13)
        sink.terminal(3, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 3: // absorb IM_END in content (grammars/hermes.dialect:17)
      case 11: // absorb IM_END in call (grammars/hermes.dialect:17)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 4: // absorb THINK_END in content (grammars/granite4.dialect:22)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 5: // content THINK_START -> reasoning : reasoning_start (grammars/granite4.dialect:18)
        sink.terminal(8, 2, buf, from, to);
        sink.reasoningStart();
        this.state = 2;
        return to;
      case 6: // a fence line in content (the compiler's fence rule)
      case 7: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 9: // call TOOL_END -> content : tool_end (grammars/hermes.dialect:15)
        sink.terminal(4, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 10: // call TOOL_START -> call : restart, tool_start (restarts the opener at grammars/hermes.dialect:13)
        sink.restart();
        sink.terminal(3, 1, buf, from, to);
        sink.toolStart(false);
        return to;
      case 13: // reasoning THINK_END -> content : reasoning_end (grammars/granite4.dialect:19)
        sink.terminal(9, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 14: // absorb THINK_START in reasoning (grammars/granite4.dialect:21)
        sink.terminal(8, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const granite4: Dialect = {
  name: "granite4",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Granite4Machine(ir, sink, initial, vocab),
};
export default granite4;
