// DO NOT EDIT — generated from grammars/deepseek_v31.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "deepseek_v31", source: "grammars/deepseek_v31.dialect", extends: ["deepseek"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BOS", special: true, variants: [[{ lit: "<｜begin▁of▁sentence｜>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<｜User｜>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<｜Assistant｜>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<｜end▁of▁sentence｜>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "CALLS_BEGIN", special: true, variants: [[{ lit: "<｜tool▁calls▁begin｜>" }]] },
    { name: "CALL_BEGIN", special: true, variants: [[{ lit: "<｜tool▁call▁begin｜>" }]] },
    { name: "SEP", special: true, variants: [[{ lit: "<｜tool▁sep｜>" }]] },
    { name: "CALL_END", special: true, variants: [[{ lit: "<｜tool▁call▁end｜>" }]] },
    { name: "CALLS_END", special: true, variants: [[{ lit: "<｜tool▁calls▁end｜>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/deepseek_v31.dialect:15", channel: { kind: 0 }, transitions: [
      { at: "grammars/deepseek_v31.dialect:23", terminal: 5, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/deepseek_v31.dialect:25", terminal: 7, target: 2, events: [] },
      { at: "grammars/deepseek_v31.dialect:31", terminal: 6, target: 0, events: [], absorb: true },
      { at: "grammars/deepseek_v31.dialect:33", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/deepseek_v31.dialect:26", terminal: 8, target: 3, events: [{ kind: "tool_start", declaredOnly: true }], readOnly: true },
      { at: "grammars/deepseek_v31.dialect:29", terminal: 11, target: 0, events: [], absorb: true, after: 11, repeat: true },
      { at: "grammars/deepseek_v31.dialect:15", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/deepseek_v31.dialect:16", channel: { kind: 1 }, transitions: [
      { at: "grammars/deepseek_v31.dialect:24", terminal: 6, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/deepseek_v31.dialect:32", terminal: 5, target: 1, events: [], absorb: true },
      { at: "grammars/deepseek_v31.dialect:33", terminal: 4, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/deepseek_v31.dialect:17", channel: { kind: 7 }, transitions: [
      { at: "grammars/deepseek_v31.dialect:26", terminal: 8, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/deepseek_v31.dialect:29", terminal: 11, target: 0, events: [] },
      { at: "grammars/deepseek_v31.dialect:33", terminal: 4, target: 2, events: [], absorb: true },
      { at: "grammars/deepseek_v31.dialect:25", terminal: 7, target: 2, events: [], restart: true },
    ] },
    { name: "name", at: "grammars/deepseek_v31.dialect:18", channel: { kind: 2 }, transitions: [
      { at: "grammars/deepseek_v31.dialect:27", terminal: 9, target: 4, events: [] },
      { at: "grammars/deepseek_v31.dialect:25", terminal: 7, target: 2, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/deepseek_v31.dialect:19", channel: { kind: 3 }, transitions: [
      { at: "grammars/deepseek_v31.dialect:28", terminal: 10, target: 2, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/deepseek_v31.dialect:25", terminal: 7, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2, 3, 4],
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

/** The deepseek_v31 machine, specialised from grammars/deepseek_v31.dialect. */
export class DeepseekV31Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // calls
      case 3: // name
      case 4: // args
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/deepseek_v31.dialect:15): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/deepseek_v31.dialect:31)
            return this.idOnly(6) ? FAIL : this.only(p + 8, 4, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_v31.dialect:23)
            return this.idOnly(5) ? FAIL : this.only(p + 7, 5, 0);
          }
          break;
        }
        case 65372: {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              if (buf.startsWith("nd▁of▁sentence｜>", p + 3)) {
                // absorb EOS in content (grammars/deepseek_v31.dialect:33)
                return this.idOnly(4) ? FAIL : this.only(p + 19, 1, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool▁calls▁begin｜>", p + 3)) {
                // content CALLS_BEGIN -> calls (grammars/deepseek_v31.dialect:25)
                return this.idOnly(7) ? FAIL : this.only(p + 20, 0, 0);
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

  /** reasoning (grammars/deepseek_v31.dialect:16): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_v31.dialect:24)
            return this.idOnly(6) ? FAIL : this.only(p + 8, 9, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/deepseek_v31.dialect:32)
            return this.idOnly(5) ? FAIL : this.only(p + 7, 10, 0);
          }
          break;
        }
        case 65372: {
          if (buf.startsWith("end▁of▁sentence｜>", p + 2)) {
            // absorb EOS in reasoning (grammars/deepseek_v31.dialect:33)
            return this.idOnly(4) ? FAIL : this.only(p + 19, 8, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/deepseek_v31.dialect:17): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<｜", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 101: /* e */ {
          if (buf.startsWith("nd▁of▁sentence｜>", p + 3)) {
            // absorb EOS in calls (grammars/deepseek_v31.dialect:33)
            return this.idOnly(4) ? FAIL : this.only(p + 19, 13, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool▁call", p + 3)) {
            switch (buf.charCodeAt(p + 11)) {
              case 115: /* s */ {
                if (buf.charCodeAt(p + 12) === 9601) {
                  switch (buf.charCodeAt(p + 13)) {
                    case 98: /* b */ {
                      if (buf.startsWith("egin｜>", p + 14)) {
                        // calls CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_v31.dialect:25)
                        return this.idOnly(7)
                          ? FAIL
                          : this.only(this.check(11, p + 20, buf, p, atEnd), 11, 0);
                      }
                      break;
                    }
                    case 101: /* e */ {
                      if (buf.startsWith("nd｜>", p + 14)) {
                        // calls CALLS_END -> content (grammars/deepseek_v31.dialect:29)
                        return this.idOnly(11) ? FAIL : this.only(p + 18, 14, 0);
                      }
                      break;
                    }
                  }
                }
                break;
              }
              case 9601: {
                if (buf.startsWith("begin｜>", p + 12)) {
                  // calls CALL_BEGIN -> name : tool_start (grammars/deepseek_v31.dialect:26)
                  return this.idOnly(8) ? FAIL : this.only(p + 19, 12, 0);
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

  /** name (grammars/deepseek_v31.dialect:18): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<｜tool▁", p)) {
      switch (buf.charCodeAt(p + 7)) {
        case 99: /* c */ {
          if (buf.startsWith("alls▁begin｜>", p + 8)) {
            // name CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_v31.dialect:25)
            return this.idOnly(7) ? FAIL : this.only(this.check(15, p + 20, buf, p, atEnd), 15, 0);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("ep｜>", p + 8)) {
            // name SEP -> args (grammars/deepseek_v31.dialect:27)
            return this.idOnly(9) ? FAIL : this.only(p + 12, 16, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/deepseek_v31.dialect:19): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<｜tool▁call", p)) {
      switch (buf.charCodeAt(p + 11)) {
        case 115: /* s */ {
          if (buf.startsWith("▁begin｜>", p + 12)) {
            // args CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_v31.dialect:25)
            return this.idOnly(7) ? FAIL : this.only(this.check(17, p + 20, buf, p, atEnd), 17, 0);
          }
          break;
        }
        case 9601: {
          if (buf.startsWith("end｜>", p + 12)) {
            // args CALL_END -> calls : tool_end (grammars/deepseek_v31.dialect:28)
            return this.idOnly(10) ? FAIL : this.only(this.check(18, p + 17, buf, p, atEnd), 18, 0);
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
      case 4:
        return this.decide4(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content CALLS_BEGIN -> calls (grammars/deepseek_v31.dialect:25)
        sink.terminal(7, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb EOS in content (grammars/deepseek_v31.dialect:33)
      case 8: // absorb EOS in reasoning (grammars/deepseek_v31.dialect:33)
      case 13: // absorb EOS in calls (grammars/deepseek_v31.dialect:33)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 2: // content CALL_BEGIN -> name : tool_start, read_only (grammars/deepseek_v31.dialect:26)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(true);
        this.state = 3;
        return to;
      case 3: // absorb CALLS_END in content written again after it (repeats the closer at grammars/deepseek_v31.dialect:29)
        sink.terminal(11, -1, buf, from, to);
        return to;
      case 4: // absorb THINK_END in content (grammars/deepseek_v31.dialect:31)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 5: // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_v31.dialect:23)
        sink.terminal(5, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 6: // a fence line in content (the compiler's fence rule)
      case 7: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 9: // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_v31.dialect:24)
        sink.terminal(6, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 10: // absorb THINK_START in reasoning (grammars/deepseek_v31.dialect:32)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 11: // calls CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_v31.dialect:25)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        return to;
      case 12: // calls CALL_BEGIN -> name : tool_start (grammars/deepseek_v31.dialect:26)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 14: // calls CALLS_END -> content (grammars/deepseek_v31.dialect:29)
        sink.terminal(11, 0, buf, from, to);
        this.state = 0;
        return to;
      case 15: // name CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_v31.dialect:25)
      case 17: // args CALLS_BEGIN -> calls : restart (restarts the opener at grammars/deepseek_v31.dialect:25)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        this.state = 2;
        return to;
      case 16: // name SEP -> args (grammars/deepseek_v31.dialect:27)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 18: // args CALL_END -> calls : tool_end (grammars/deepseek_v31.dialect:28)
        sink.terminal(10, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const deepseek_v31: Dialect = {
  name: "deepseek_v31",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new DeepseekV31Machine(ir, sink, initial, vocab),
};
export default deepseek_v31;
