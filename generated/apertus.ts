// DO NOT EDIT — generated from grammars/apertus.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "apertus", source: "grammars/apertus.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "SYSTEM_START", special: true, variants: [[{ lit: "<|system_start|>" }]] },
    { name: "SYSTEM_END", special: true, variants: [[{ lit: "<|system_end|>" }]] },
    { name: "USER_START", special: true, variants: [[{ lit: "<|user_start|>" }]] },
    { name: "USER_END", special: true, variants: [[{ lit: "<|user_end|>" }]] },
    { name: "ASSISTANT_START", special: true, variants: [[{ lit: "<|assistant_start|>" }]] },
    { name: "ASSISTANT_END", special: true, variants: [[{ lit: "<|assistant_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<|inner_prefix|>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "<|inner_suffix|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<|tools_prefix|>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "<|tools_suffix|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/apertus.dialect:19", channel: { kind: 0 }, transitions: [
      { at: "grammars/apertus.dialect:25", terminal: 7, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/apertus.dialect:28", terminal: 9, target: 2, events: [] },
      { at: "grammars/apertus.dialect:31", terminal: 8, target: 0, events: [], absorb: true },
      { at: "grammars/apertus.dialect:33", terminal: 6, target: 0, events: [], absorb: true },
      { at: "grammars/apertus.dialect:29", terminal: 10, target: 0, events: [], absorb: true, after: 10, repeat: true },
      { at: "grammars/apertus.dialect:19", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/apertus.dialect:20", channel: { kind: 1 }, transitions: [
      { at: "grammars/apertus.dialect:26", terminal: 8, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/apertus.dialect:27", terminal: 9, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/apertus.dialect:32", terminal: 7, target: 1, events: [], absorb: true },
      { at: "grammars/apertus.dialect:33", terminal: 6, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/apertus.dialect:21", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], array: true, nameAsKey: true }, transitions: [
      { at: "grammars/apertus.dialect:29", terminal: 10, target: 0, events: [], outsideString: true },
      { at: "grammars/apertus.dialect:33", terminal: 6, target: 2, events: [], absorb: true },
      { at: "grammars/apertus.dialect:28", terminal: 9, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2, 3, 4, 5, 6],
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

/** The apertus machine, specialised from grammars/apertus.dialect. */
export class ApertusMachine extends CompiledMachine {
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

  /** content (grammars/apertus.dialect:19): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 97: /* a */ {
          if (buf.startsWith("ssistant_end|>", p + 3)) {
            // absorb ASSISTANT_END in content (grammars/apertus.dialect:33)
            return this.idOnly(6) ? FAIL : this.only(p + 17, 0, 0);
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith("nner_", p + 3)) {
            switch (buf.charCodeAt(p + 8)) {
              case 112: /* p */ {
                if (buf.startsWith("refix|>", p + 9)) {
                  // content THINK_START -> reasoning : reasoning_start (grammars/apertus.dialect:25)
                  return this.idOnly(7) ? FAIL : this.only(p + 16, 1, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("uffix|>", p + 9)) {
                  // absorb THINK_END in content (grammars/apertus.dialect:31)
                  return this.idOnly(8) ? FAIL : this.only(p + 16, 3, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ools_prefix|>", p + 3)) {
            // content TOOL_START -> calls (grammars/apertus.dialect:28)
            return this.idOnly(9) ? FAIL : this.only(p + 16, 2, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/apertus.dialect:20): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 97: /* a */ {
          if (buf.startsWith("ssistant_end|>", p + 3)) {
            // absorb ASSISTANT_END in reasoning (grammars/apertus.dialect:33)
            return this.idOnly(6) ? FAIL : this.only(p + 17, 7, 0);
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith("nner_", p + 3)) {
            switch (buf.charCodeAt(p + 8)) {
              case 112: /* p */ {
                if (buf.startsWith("refix|>", p + 9)) {
                  // absorb THINK_START in reasoning (grammars/apertus.dialect:32)
                  return this.idOnly(7) ? FAIL : this.only(p + 16, 10, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("uffix|>", p + 9)) {
                  // reasoning THINK_END -> content : reasoning_end (grammars/apertus.dialect:26)
                  return this.idOnly(8) ? FAIL : this.only(p + 16, 8, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ools_prefix|>", p + 3)) {
            // reasoning TOOL_START -> calls : reasoning_end (grammars/apertus.dialect:27)
            return this.idOnly(9) ? FAIL : this.only(p + 16, 9, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/apertus.dialect:21): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 97: /* a */ {
          if (buf.startsWith("ssistant_end|>", p + 3)) {
            // absorb ASSISTANT_END in calls (grammars/apertus.dialect:33)
            return this.idOnly(6) ? FAIL : this.only(p + 17, 11, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ools_", p + 3)) {
            switch (buf.charCodeAt(p + 8)) {
              case 112: /* p */ {
                if (buf.startsWith("refix|>", p + 9)) {
                  // calls TOOL_START -> calls : restart (restarts the opener at grammars/apertus.dialect:28)
                  return this.idOnly(9)
                    ? FAIL
                    : this.only(this.check(13, p + 16, buf, p, atEnd), 13, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("uffix|>", p + 9)) {
                  // calls TOOL_END -> content (grammars/apertus.dialect:29)
                  return this.idOnly(10)
                    ? FAIL
                    : this.only(this.check(12, p + 16, buf, p, atEnd), 12, 0);
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
      case 0: // absorb ASSISTANT_END in content (grammars/apertus.dialect:33)
      case 7: // absorb ASSISTANT_END in reasoning (grammars/apertus.dialect:33)
      case 11: // absorb ASSISTANT_END in calls (grammars/apertus.dialect:33)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 1: // content THINK_START -> reasoning : reasoning_start (grammars/apertus.dialect:25)
        sink.terminal(7, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 2: // content TOOL_START -> calls (grammars/apertus.dialect:28)
        sink.terminal(9, 2, buf, from, to);
        this.state = 2;
        return to;
      case 3: // absorb THINK_END in content (grammars/apertus.dialect:31)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 4: // absorb TOOL_END in content written again after it (repeats the closer at grammars/apertus.dialect:29)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 8: // reasoning THINK_END -> content : reasoning_end (grammars/apertus.dialect:26)
        sink.terminal(8, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 9: // reasoning TOOL_START -> calls : reasoning_end (grammars/apertus.dialect:27)
        sink.terminal(9, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 10: // absorb THINK_START in reasoning (grammars/apertus.dialect:32)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 12: // calls TOOL_END -> content (grammars/apertus.dialect:29)
        sink.terminal(10, 0, buf, from, to);
        this.state = 0;
        return to;
      case 13: // calls TOOL_START -> calls : restart (restarts the opener at grammars/apertus.dialect:28)
        sink.restart();
        sink.terminal(9, 2, buf, from, to);
        return to;
    }
    return to;
  }
}

export const apertus: Dialect = {
  name: "apertus",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new ApertusMachine(ir, sink, initial, vocab),
};
export default apertus;
