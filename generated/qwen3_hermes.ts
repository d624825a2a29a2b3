// DO NOT EDIT — generated from grammars/qwen3_hermes.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "qwen3_hermes", source: "grammars/qwen3_hermes.dialect", extends: ["hermes", "chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</tool_call>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/hermes.dialect:8", channel: { kind: 0 }, transitions: [
      { at: "grammars/hermes.dialect:13", terminal: 3, target: 1, events: [{ kind: "tool_start" }] },
      { at: "grammars/qwen3_hermes.dialect:16", terminal: 5, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/hermes.dialect:17", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/qwen3_hermes.dialect:22", terminal: 6, target: 0, events: [], absorb: true },
      { at: "grammars/hermes.dialect:15", terminal: 4, target: 0, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/hermes.dialect:8", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "call", at: "grammars/hermes.dialect:9", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"] }, transitions: [
      { at: "grammars/hermes.dialect:15", terminal: 4, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/hermes.dialect:17", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/hermes.dialect:13", terminal: 3, target: 1, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
    ] },
    { name: "reasoning", at: "grammars/qwen3_hermes.dialect:12", channel: { kind: 1 }, transitions: [
      { at: "grammars/qwen3_hermes.dialect:17", terminal: 6, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/qwen3_hermes.dialect:19", terminal: 3, target: 1, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
      { at: "grammars/qwen3_hermes.dialect:21", terminal: 5, target: 2, events: [], absorb: true },
      { at: "grammars/qwen3_hermes.dialect:23", terminal: 2, target: 2, events: [], absorb: true },
    ] },
  ],
  initial: { thinking: 2, plain: 0 },
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

/** The qwen3_hermes machine, specialised from grammars/qwen3_hermes.dialect. */
export class Qwen3HermesMachine extends CompiledMachine {
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
            // absorb THINK_END in content (grammars/qwen3_hermes.dialect:22)
            return this.idOnly(6) ? FAIL : this.only(p + 8, 3, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // content THINK_START -> reasoning : reasoning_start (grammars/qwen3_hermes.dialect:16)
                return this.idOnly(5) ? FAIL : this.only(p + 7, 4, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_call>", p + 3)) {
                // content TOOL_START -> call : tool_start (grammars/hermes.dialect:13)
                this.matchedCand = 1;
                return p + 11;
              }
              break;
            }
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
          if (buf.startsWith("tool_call>", p + 2)) {
            // call TOOL_END -> content : tool_end (grammars/hermes.dialect:15)
            return this.only(this.check(7, p + 12, buf, p, atEnd), 7, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // call TOOL_START -> call : restart, tool_start (restarts the opener at grammars/hermes.dialect:13)
            return this.only(this.check(8, p + 11, buf, p, atEnd), 8, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in call (grammars/hermes.dialect:17)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 9, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/qwen3_hermes.dialect:12): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/qwen3_hermes.dialect:17)
            return this.idOnly(6) ? FAIL : this.only(p + 8, 12, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // absorb THINK_START in reasoning (grammars/qwen3_hermes.dialect:21)
                return this.idOnly(5) ? FAIL : this.only(p + 7, 13, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_call>", p + 3)) {
                // reasoning TOOL_START -> call : reasoning_end, tool_start (grammars/qwen3_hermes.dialect:19)
                this.matchedCand = 10;
                return p + 11;
              }
              break;
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in reasoning (grammars/qwen3_hermes.dialect:23)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 11, 0);
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
      case 0: // absorb TOOL_END in content written again after it (repeats the closer at grammars/hermes.dialect:15)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 1: // content TOOL_START -> call : tool_start (grammars/hermes.dialect:13)
        sink.terminal(3, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 2: // absorb IM_END in content (grammars/hermes.dialect:17)
      case 9: // absorb IM_END in call (grammars/hermes.dialect:17)
      case 11: // absorb IM_END in reasoning (grammars/qwen3_hermes.dialect:23)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // absorb THINK_END in content (grammars/qwen3_hermes.dialect:22)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/qwen3_hermes.dialect:16)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningStart();
        this.state = 2;
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // call TOOL_END -> content : tool_end (grammars/hermes.dialect:15)
        sink.terminal(4, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 8: // call TOOL_START -> call : restart, tool_start (restarts the opener at grammars/hermes.dialect:13)
        sink.restart();
        sink.terminal(3, 1, buf, from, to);
        sink.toolStart(false);
        return to;
      case 10: // reasoning TOOL_START -> call : reasoning_end, tool_start (grammars/qwen3_hermes.dialect:19)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 12: // reasoning THINK_END -> content : reasoning_end (grammars/qwen3_hermes.dialect:17)
        sink.terminal(6, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 13: // absorb THINK_START in reasoning (grammars/qwen3_hermes.dialect:21)
        sink.terminal(5, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const qwen3_hermes: Dialect = {
  name: "qwen3_hermes",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Qwen3HermesMachine(ir, sink, initial, vocab),
};
export default qwen3_hermes;
