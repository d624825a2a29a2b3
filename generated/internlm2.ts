// DO NOT EDIT — generated from grammars/internlm2.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "internlm2", source: "grammars/internlm2.dialect", extends: ["chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "ACTION_START", special: true, variants: [[{ lit: "<|action_start|>" }]] },
    { name: "PLUGIN", special: true, variants: [[{ lit: "<|plugin|>" }]] },
    { name: "ACTION_END", special: true, variants: [[{ lit: "<|action_end|>" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</think>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/internlm2.dialect:14", channel: { kind: 0 }, transitions: [
      { at: "grammars/internlm2.dialect:25", terminal: 6, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/internlm2.dialect:27", terminal: 3, target: 2, events: [] },
      { at: "grammars/internlm2.dialect:37", terminal: 7, target: 0, events: [], absorb: true },
      { at: "grammars/internlm2.dialect:38", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/internlm2.dialect:30", terminal: 5, target: 0, events: [], absorb: true, after: 5, repeat: true },
      { at: "grammars/internlm2.dialect:14", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/internlm2.dialect:15", channel: { kind: 1 }, transitions: [
      { at: "grammars/internlm2.dialect:26", terminal: 7, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/internlm2.dialect:31", terminal: 3, target: 4, events: [] },
      { at: "grammars/internlm2.dialect:36", terminal: 6, target: 1, events: [], absorb: true },
      { at: "grammars/internlm2.dialect:38", terminal: 2, target: 1, events: [], absorb: true },
    ] },
    { name: "action", at: "grammars/internlm2.dialect:16", channel: { kind: 7 }, transitions: [
      { at: "grammars/internlm2.dialect:28", terminal: 4, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/internlm2.dialect:30", terminal: 5, target: 0, events: [] },
      { at: "grammars/internlm2.dialect:27", terminal: 3, target: 2, events: [], restart: true },
    ] },
    { name: "call", at: "grammars/internlm2.dialect:18", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"] }, transitions: [
      { at: "grammars/internlm2.dialect:29", terminal: 5, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/internlm2.dialect:38", terminal: 2, target: 3, events: [], absorb: true },
      { at: "grammars/internlm2.dialect:27", terminal: 3, target: 2, events: [], restart: true, outsideString: true },
    ] },
    { name: "reasoning_action", at: "grammars/internlm2.dialect:20", channel: { kind: 7 }, transitions: [
      { at: "grammars/internlm2.dialect:32", terminal: 4, target: 5, events: [{ kind: "tool_start" }] },
      { at: "grammars/internlm2.dialect:34", terminal: 5, target: 1, events: [] },
      { at: "grammars/internlm2.dialect:27", terminal: 3, target: 2, events: [], restart: true },
    ] },
    { name: "reasoning_call", at: "grammars/internlm2.dialect:21", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"] }, transitions: [
      { at: "grammars/internlm2.dialect:33", terminal: 5, target: 1, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/internlm2.dialect:38", terminal: 2, target: 5, events: [], absorb: true },
      { at: "grammars/internlm2.dialect:27", terminal: 3, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2],
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

/** The internlm2 machine, specialised from grammars/internlm2.dialect. */
export class Internlm2Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // action
      case 3: // call
      case 4: // reasoning_action
      case 5: // reasoning_call
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/internlm2.dialect:14): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/internlm2.dialect:37)
            this.matchedCand = 3;
            return p + 8;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/internlm2.dialect:25)
            this.matchedCand = 4;
            return p + 7;
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 97: /* a */ {
              if (buf.startsWith("ction_start|>", p + 3)) {
                // content ACTION_START -> action (grammars/internlm2.dialect:27)
                return this.idOnly(3) ? FAIL : this.only(p + 16, 0, 0);
              }
              break;
            }
            case 105: /* i */ {
              if (buf.startsWith("m_end|>", p + 3)) {
                // absorb IM_END in content (grammars/internlm2.dialect:38)
                return this.idOnly(2) ? FAIL : this.only(p + 10, 2, 0);
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

  /** reasoning (grammars/internlm2.dialect:15): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/internlm2.dialect:26)
            this.matchedCand = 9;
            return p + 8;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/internlm2.dialect:36)
            this.matchedCand = 10;
            return p + 7;
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 97: /* a */ {
              if (buf.startsWith("ction_start|>", p + 3)) {
                // reasoning ACTION_START -> reasoning_action (grammars/internlm2.dialect:31)
                return this.idOnly(3) ? FAIL : this.only(p + 16, 7, 0);
              }
              break;
            }
            case 105: /* i */ {
              if (buf.startsWith("m_end|>", p + 3)) {
                // absorb IM_END in reasoning (grammars/internlm2.dialect:38)
                return this.idOnly(2) ? FAIL : this.only(p + 10, 8, 0);
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

  /** action (grammars/internlm2.dialect:16), reasoning_action (grammars/internlm2.dialect:20): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean, first: number): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 97: /* a */ {
          if (buf.startsWith("ction_", p + 3)) {
            switch (buf.charCodeAt(p + 9)) {
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 10)) {
                  // action ACTION_END -> content (grammars/internlm2.dialect:30)
                  // reasoning_action ACTION_END -> reasoning (grammars/internlm2.dialect:34)
                  return this.idOnly(5) ? FAIL : this.only(p + 14, first + 1, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("tart|>", p + 10)) {
                  // action ACTION_START -> action : restart (restarts the opener at grammars/internlm2.dialect:27)
                  // reasoning_action ACTION_START -> action : restart (restarts the opener at grammars/internlm2.dialect:27)
                  return this.idOnly(3)
                    ? FAIL
                    : this.only(this.check(first, p + 16, buf, p, atEnd), first, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 112: /* p */ {
          if (buf.startsWith("lugin|>", p + 3)) {
            // action PLUGIN -> call : tool_start (grammars/internlm2.dialect:28)
            // reasoning_action PLUGIN -> reasoning_call : tool_start (grammars/internlm2.dialect:32)
            return this.idOnly(4) ? FAIL : this.only(p + 10, first + 2, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** call (grammars/internlm2.dialect:18), reasoning_call (grammars/internlm2.dialect:21): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean, first: number): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 97: /* a */ {
          if (buf.startsWith("ction_", p + 3)) {
            switch (buf.charCodeAt(p + 9)) {
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 10)) {
                  // call ACTION_END -> content : tool_end (grammars/internlm2.dialect:29)
                  // reasoning_call ACTION_END -> reasoning : tool_end (grammars/internlm2.dialect:33)
                  return this.idOnly(5)
                    ? FAIL
                    : this.only(this.check(first + 1, p + 14, buf, p, atEnd), first + 1, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("tart|>", p + 10)) {
                  // call ACTION_START -> action : restart (restarts the opener at grammars/internlm2.dialect:27)
                  // reasoning_call ACTION_START -> action : restart (restarts the opener at grammars/internlm2.dialect:27)
                  return this.idOnly(3)
                    ? FAIL
                    : this.only(this.check(first, p + 16, buf, p, atEnd), first, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 105: /* i */ {
          if (buf.startsWith("m_end|>", p + 3)) {
            // absorb IM_END in call (grammars/internlm2.dialect:38)
            // absorb IM_END in reasoning_call (grammars/internlm2.dialect:38)
            return this.idOnly(2) ? FAIL : this.only(p + 10, first + 2, 0);
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
        return this.decide2(buf, p, atEnd, 11);
      case 3:
        return this.decide3(buf, p, atEnd, 14);
      case 4:
        return this.decide2(buf, p, atEnd, 17);
      case 5:
        return this.decide3(buf, p, atEnd, 20);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content ACTION_START -> action (grammars/internlm2.dialect:27)
        sink.terminal(3, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb ACTION_END in content written again after it (repeats the closer at grammars/internlm2.dialect:30)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 2: // absorb IM_END in content (grammars/internlm2.dialect:38)
      case 8: // absorb IM_END in reasoning (grammars/internlm2.dialect:38)
      case 16: // absorb IM_END in call (grammars/internlm2.dialect:38)
      case 22: // absorb IM_END in reasoning_call (grammars/internlm2.dialect:38)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // absorb THINK_END in content (grammars/internlm2.dialect:37)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/internlm2.dialect:25)
        sink.terminal(6, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // reasoning ACTION_START -> reasoning_action (grammars/internlm2.dialect:31)
        sink.terminal(3, 4, buf, from, to);
        this.state = 4;
        return to;
      case 9: // reasoning THINK_END -> content : reasoning_end (grammars/internlm2.dialect:26)
        sink.terminal(7, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 10: // absorb THINK_START in reasoning (grammars/internlm2.dialect:36)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 11: // action ACTION_START -> action : restart (restarts the opener at grammars/internlm2.dialect:27)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        return to;
      case 12: // action ACTION_END -> content (grammars/internlm2.dialect:30)
        sink.terminal(5, 0, buf, from, to);
        this.state = 0;
        return to;
      case 13: // action PLUGIN -> call : tool_start (grammars/internlm2.dialect:28)
        sink.terminal(4, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 14: // call ACTION_START -> action : restart (restarts the opener at grammars/internlm2.dialect:27)
      case 17: // reasoning_action ACTION_START -> action : restart (restarts the opener at grammars/internlm2.dialect:27)
      case 20: // reasoning_call ACTION_START -> action : restart (restarts the opener at grammars/internlm2.dialect:27)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        this.state = 2;
        return to;
      case 15: // call ACTION_END -> content : tool_end (grammars/internlm2.dialect:29)
        sink.terminal(5, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 18: // reasoning_action ACTION_END -> reasoning (grammars/internlm2.dialect:34)
        sink.terminal(5, 1, buf, from, to);
        this.state = 1;
        return to;
      case 19: // reasoning_action PLUGIN -> reasoning_call : tool_start (grammars/internlm2.dialect:32)
        sink.terminal(4, 5, buf, from, to);
        sink.toolStart(false);
        this.state = 5;
        return to;
      case 21: // reasoning_call ACTION_END -> reasoning : tool_end (grammars/internlm2.dialect:33)
        sink.terminal(5, 1, buf, from, to);
        sink.toolEnd();
        this.state = 1;
        return to;
    }
    return to;
  }
}

export const internlm2: Dialect = {
  name: "internlm2",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Internlm2Machine(ir, sink, initial, vocab),
};
export default internlm2;
