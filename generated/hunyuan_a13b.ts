// DO NOT EDIT — generated from grammars/hunyuan_a13b.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "hunyuan_a13b", source: "grammars/hunyuan_a13b.dialect", extends: ["jamba"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BOM", special: true, variants: [[{ lit: "<|bom|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_calls>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_calls>" }]] },
    { name: "START", special: true, variants: [[{ lit: "<|startoftext|>" }]] },
    { name: "USER_END", special: true, variants: [[{ lit: "<|extra_0|>" }]] },
    { name: "SYSTEM_END", special: true, variants: [[{ lit: "<|extra_4|>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<|eos|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "ANSWER_START", special: true, variants: [[{ lit: "<answer>" }]] },
    { name: "ANSWER_END", special: true, variants: [[{ lit: "</answer>" }]] },
    { name: "ANSWER_CLOSE", special: false, variants: [[{ lit: "\n</answer>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/jamba.dialect:13", channel: { kind: 0 }, transitions: [
      { at: "grammars/jamba.dialect:18", terminal: 3, target: 1, events: [] },
      { at: "grammars/hunyuan_a13b.dialect:23", terminal: 9, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/jamba.dialect:21", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/hunyuan_a13b.dialect:27", terminal: 10, target: 0, events: [], absorb: true },
      { at: "grammars/hunyuan_a13b.dialect:27", terminal: 11, target: 0, events: [], absorb: true },
      { at: "grammars/hunyuan_a13b.dialect:27", terminal: 12, target: 0, events: [], absorb: true },
      { at: "grammars/hunyuan_a13b.dialect:27", terminal: 13, target: 0, events: [], absorb: true },
      { at: "grammars/hunyuan_a13b.dialect:27", terminal: 8, target: 0, events: [], absorb: true },
      { at: "grammars/jamba.dialect:19", terminal: 4, target: 0, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/jamba.dialect:13", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "calls", at: "grammars/jamba.dialect:14", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true }, transitions: [
      { at: "grammars/jamba.dialect:19", terminal: 4, target: 0, events: [], outsideString: true },
      { at: "grammars/jamba.dialect:21", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/hunyuan_a13b.dialect:29", terminal: 8, target: 1, events: [], absorb: true },
      { at: "grammars/jamba.dialect:18", terminal: 3, target: 1, events: [], restart: true, outsideString: true },
    ] },
    { name: "reasoning", at: "grammars/hunyuan_a13b.dialect:19", channel: { kind: 1 }, transitions: [
      { at: "grammars/hunyuan_a13b.dialect:24", terminal: 10, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hunyuan_a13b.dialect:25", terminal: 3, target: 1, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/hunyuan_a13b.dialect:28", terminal: 9, target: 2, events: [], absorb: true },
    ] },
  ],
  initial: { thinking: 2, plain: 0 },
  turnBoundaries: [5, 6, 7, 8],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "\n" "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 10:
      case 60: /* < */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** The hunyuan_a13b machine, specialised from grammars/hunyuan_a13b.dialect. */
export class HunyuanA13bMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // calls
      case 2: // reasoning
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/jamba.dialect:13): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 10: {
        if (buf.startsWith("</answer>", p + 1)) {
          // absorb ANSWER_CLOSE in content (grammars/hunyuan_a13b.dialect:27)
          this.matchedCand = 8;
          return p + 10;
        }
        break;
      }
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            switch (buf.charCodeAt(p + 2)) {
              case 97: /* a */ {
                if (buf.startsWith("nswer>", p + 3)) {
                  // absorb ANSWER_END in content (grammars/hunyuan_a13b.dialect:27)
                  return this.idOnly(12) ? FAIL : this.only(p + 9, 2, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("hink>", p + 3)) {
                  // absorb THINK_END in content (grammars/hunyuan_a13b.dialect:27)
                  return this.idOnly(10) ? FAIL : this.only(p + 8, 3, 0);
                }
                break;
              }
            }
            break;
          }
          case 97: /* a */ {
            if (buf.startsWith("nswer>", p + 2)) {
              // absorb ANSWER_START in content (grammars/hunyuan_a13b.dialect:27)
              return this.idOnly(11) ? FAIL : this.only(p + 8, 4, 0);
            }
            break;
          }
          case 116: /* t */ {
            switch (buf.charCodeAt(p + 2)) {
              case 104: /* h */ {
                if (buf.startsWith("ink>", p + 3)) {
                  // content THINK_START -> reasoning : reasoning_start (grammars/hunyuan_a13b.dialect:23)
                  return this.idOnly(9) ? FAIL : this.only(p + 7, 5, 0);
                }
                break;
              }
              case 111: /* o */ {
                if (buf.startsWith("ol_calls>", p + 3)) {
                  // content TOOL_START -> calls (grammars/jamba.dialect:18)
                  return this.idOnly(3) ? FAIL : this.only(p + 12, 1, 0);
                }
                break;
              }
            }
            break;
          }
          case 124: /* | */ {
            if (buf.startsWith("eo", p + 2)) {
              switch (buf.charCodeAt(p + 4)) {
                case 109: /* m */ {
                  if (buf.startsWith("|>", p + 5)) {
                    // absorb EOM in content (grammars/jamba.dialect:21)
                    return this.idOnly(2) ? FAIL : this.only(p + 7, 6, 0);
                  }
                  break;
                }
                case 115: /* s */ {
                  if (buf.startsWith("|>", p + 5)) {
                    // absorb EOS in content (grammars/hunyuan_a13b.dialect:27)
                    return this.idOnly(8) ? FAIL : this.only(p + 7, 7, 0);
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
    return FAIL;
  }

  /** calls (grammars/jamba.dialect:14): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_calls>", p + 2)) {
            // calls TOOL_END -> content (grammars/jamba.dialect:19)
            return this.idOnly(4) ? FAIL : this.only(this.check(11, p + 13, buf, p, atEnd), 11, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls>", p + 2)) {
            // calls TOOL_START -> calls : restart (restarts the opener at grammars/jamba.dialect:18)
            return this.idOnly(3) ? FAIL : this.only(this.check(12, p + 12, buf, p, atEnd), 12, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("eo", p + 2)) {
            switch (buf.charCodeAt(p + 4)) {
              case 109: /* m */ {
                if (buf.startsWith("|>", p + 5)) {
                  // absorb EOM in calls (grammars/jamba.dialect:21)
                  return this.idOnly(2) ? FAIL : this.only(p + 7, 13, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("|>", p + 5)) {
                  // absorb EOS in calls (grammars/hunyuan_a13b.dialect:29)
                  return this.idOnly(8) ? FAIL : this.only(p + 7, 14, 0);
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

  /** reasoning (grammars/hunyuan_a13b.dialect:19): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/hunyuan_a13b.dialect:24)
            return this.idOnly(10) ? FAIL : this.only(p + 8, 16, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 2)) {
            case 104: /* h */ {
              if (buf.startsWith("ink>", p + 3)) {
                // absorb THINK_START in reasoning (grammars/hunyuan_a13b.dialect:28)
                return this.idOnly(9) ? FAIL : this.only(p + 7, 17, 0);
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_calls>", p + 3)) {
                // reasoning TOOL_START -> calls : reasoning_end (grammars/hunyuan_a13b.dialect:25)
                return this.idOnly(3) ? FAIL : this.only(p + 12, 15, 0);
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
      case 0: // absorb TOOL_END in content written again after it (repeats the closer at grammars/jamba.dialect:19)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 1: // content TOOL_START -> calls (grammars/jamba.dialect:18)
        sink.terminal(3, 1, buf, from, to);
        this.state = 1;
        return to;
      case 2: // absorb ANSWER_END in content (grammars/hunyuan_a13b.dialect:27)
        sink.terminal(12, -1, buf, from, to);
        return to;
      case 3: // absorb THINK_END in content (grammars/hunyuan_a13b.dialect:27)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 4: // absorb ANSWER_START in content (grammars/hunyuan_a13b.dialect:27)
        sink.terminal(11, -1, buf, from, to);
        return to;
      case 5: // content THINK_START -> reasoning : reasoning_start (grammars/hunyuan_a13b.dialect:23)
        sink.terminal(9, 2, buf, from, to);
        sink.reasoningStart();
        this.state = 2;
        return to;
      case 6: // absorb EOM in content (grammars/jamba.dialect:21)
      case 13: // absorb EOM in calls (grammars/jamba.dialect:21)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 7: // absorb EOS in content (grammars/hunyuan_a13b.dialect:27)
      case 14: // absorb EOS in calls (grammars/hunyuan_a13b.dialect:29)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 8: // absorb ANSWER_CLOSE in content (grammars/hunyuan_a13b.dialect:27)
        sink.terminal(13, -1, buf, from, to);
        return to;
      case 9: // a fence line in content (the compiler's fence rule)
      case 10: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 11: // calls TOOL_END -> content (grammars/jamba.dialect:19)
        sink.terminal(4, 0, buf, from, to);
        this.state = 0;
        return to;
      case 12: // calls TOOL_START -> calls : restart (restarts the opener at grammars/jamba.dialect:18)
        sink.restart();
        sink.terminal(3, 1, buf, from, to);
        return to;
      case 15: // reasoning TOOL_START -> calls : reasoning_end (grammars/hunyuan_a13b.dialect:25)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 16: // reasoning THINK_END -> content : reasoning_end (grammars/hunyuan_a13b.dialect:24)
        sink.terminal(10, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 17: // absorb THINK_START in reasoning (grammars/hunyuan_a13b.dialect:28)
        sink.terminal(9, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const hunyuan_a13b: Dialect = {
  name: "hunyuan_a13b",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new HunyuanA13bMachine(ir, sink, initial, vocab),
};
export default hunyuan_a13b;
