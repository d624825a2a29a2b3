// DO NOT EDIT — generated from grammars/lfm2.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "lfm2", source: "grammars/lfm2.dialect", extends: ["chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<|tool_call_start|>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "<|tool_call_end|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/lfm2.dialect:11", channel: { kind: 0 }, transitions: [
      { at: "grammars/lfm2.dialect:17", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/lfm2.dialect:20", terminal: 5, target: 2, events: [] },
      { at: "grammars/lfm2.dialect:23", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/lfm2.dialect:26", terminal: 6, target: 0, events: [], absorb: true },
      { at: "grammars/lfm2.dialect:27", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/lfm2.dialect:11", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/lfm2.dialect:12", channel: { kind: 1 }, transitions: [
      { at: "grammars/lfm2.dialect:18", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/lfm2.dialect:19", terminal: 5, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/lfm2.dialect:24", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/lfm2.dialect:27", terminal: 2, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/lfm2.dialect:13", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], array: true, python: true }, transitions: [
      { at: "grammars/lfm2.dialect:21", terminal: 6, target: 0, events: [] },
      { at: "grammars/lfm2.dialect:27", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/lfm2.dialect:20", terminal: 5, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
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

/** The lfm2 machine, specialised from grammars/lfm2.dialect. */
export class Lfm2Machine extends CompiledMachine {
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

  /** content (grammars/lfm2.dialect:11): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/lfm2.dialect:23)
            return this.idOnly(4) ? FAIL : this.only(p + 8, 3, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/lfm2.dialect:17)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 4, 0);
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 105: /* i */ {
              if (buf.startsWith("m_end|>", p + 3)) {
                // absorb IM_END in content (grammars/lfm2.dialect:27)
                return this.idOnly(2) ? FAIL : this.only(p + 10, 2, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call_", p + 3)) {
                switch (buf.charCodeAt(p + 12)) {
                  case 101: /* e */ {
                    if (buf.startsWith("nd|>", p + 13)) {
                      // absorb TOOL_END in content (grammars/lfm2.dialect:26)
                      return this.idOnly(6) ? FAIL : this.only(p + 17, 1, 0);
                    }
                    break;
                  }
                  case 115: /* s */ {
                    if (buf.startsWith("tart|>", p + 13)) {
                      // content TOOL_START -> calls (grammars/lfm2.dialect:20)
                      return this.idOnly(5) ? FAIL : this.only(p + 19, 0, 0);
                    }
                    break;
                  }
                }
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

  /** reasoning (grammars/lfm2.dialect:12): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/lfm2.dialect:18)
            return this.idOnly(4) ? FAIL : this.only(p + 8, 9, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/lfm2.dialect:24)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 10, 0);
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 105: /* i */ {
              if (buf.startsWith("m_end|>", p + 3)) {
                // absorb IM_END in reasoning (grammars/lfm2.dialect:27)
                return this.idOnly(2) ? FAIL : this.only(p + 10, 8, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call_start|>", p + 3)) {
                // reasoning TOOL_START -> calls : reasoning_end (grammars/lfm2.dialect:19)
                return this.idOnly(5) ? FAIL : this.only(p + 19, 7, 0);
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

  /** calls (grammars/lfm2.dialect:13): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 105: /* i */ {
          if (buf.startsWith("m_end|>", p + 3)) {
            // absorb IM_END in calls (grammars/lfm2.dialect:27)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 13, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call_", p + 3)) {
            switch (buf.charCodeAt(p + 12)) {
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 13)) {
                  // calls TOOL_END -> content (grammars/lfm2.dialect:21)
                  return this.idOnly(6) ? FAIL : this.only(p + 17, 12, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("tart|>", p + 13)) {
                  // calls TOOL_START -> calls : restart (restarts the opener at grammars/lfm2.dialect:20)
                  return this.idOnly(5)
                    ? FAIL
                    : this.only(this.check(11, p + 19, buf, p, atEnd), 11, 0);
                }
                break;
              }
            }
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
      case 0: // content TOOL_START -> calls (grammars/lfm2.dialect:20)
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb TOOL_END in content (grammars/lfm2.dialect:26)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 2: // absorb IM_END in content (grammars/lfm2.dialect:27)
      case 8: // absorb IM_END in reasoning (grammars/lfm2.dialect:27)
      case 13: // absorb IM_END in calls (grammars/lfm2.dialect:27)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // absorb THINK_END in content (grammars/lfm2.dialect:23)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/lfm2.dialect:17)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // reasoning TOOL_START -> calls : reasoning_end (grammars/lfm2.dialect:19)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 9: // reasoning THINK_END -> content : reasoning_end (grammars/lfm2.dialect:18)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 10: // absorb THINK_START in reasoning (grammars/lfm2.dialect:24)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 11: // calls TOOL_START -> calls : restart (restarts the opener at grammars/lfm2.dialect:20)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        return to;
      case 12: // calls TOOL_END -> content (grammars/lfm2.dialect:21)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const lfm2: Dialect = {
  name: "lfm2",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Lfm2Machine(ir, sink, initial, vocab),
};
export default lfm2;
