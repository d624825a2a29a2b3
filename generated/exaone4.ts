// DO NOT EDIT — generated from grammars/exaone4.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "exaone4", source: "grammars/exaone4.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "SYSTEM", special: true, variants: [[{ lit: "[|system|]" }], [{ lit: "<|system|>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "[|user|]" }], [{ lit: "<|user|>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "[|assistant|]" }], [{ lit: "<|assistant|>" }]] },
    { name: "TOOL", special: true, variants: [[{ lit: "[|tool|]" }], [{ lit: "<|tool|>" }]] },
    { name: "END_TURN", special: true, variants: [[{ lit: "[|endofturn|]" }], [{ lit: "<|endofturn|>" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</tool_call>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/exaone4.dialect:19", channel: { kind: 0 }, transitions: [
      { at: "grammars/exaone4.dialect:25", terminal: 6, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/exaone4.dialect:27", terminal: 8, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/exaone4.dialect:32", terminal: 7, target: 0, events: [], absorb: true },
      { at: "grammars/exaone4.dialect:33", terminal: 5, target: 0, events: [], absorb: true },
      { at: "grammars/exaone4.dialect:29", terminal: 9, target: 0, events: [], absorb: true, after: 9, repeat: true },
      { at: "grammars/exaone4.dialect:19", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/exaone4.dialect:20", channel: { kind: 1 }, transitions: [
      { at: "grammars/exaone4.dialect:26", terminal: 7, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/exaone4.dialect:31", terminal: 6, target: 1, events: [], absorb: true },
      { at: "grammars/exaone4.dialect:33", terminal: 5, target: 1, events: [], absorb: true },
    ] },
    { name: "call", at: "grammars/exaone4.dialect:21", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"] }, transitions: [
      { at: "grammars/exaone4.dialect:29", terminal: 9, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/exaone4.dialect:33", terminal: 5, target: 2, events: [], absorb: true },
      { at: "grammars/exaone4.dialect:27", terminal: 8, target: 2, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2, 3, 4, 5],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
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

/** The exaone4 machine, specialised from grammars/exaone4.dialect. */
export class Exaone4Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // call
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/exaone4.dialect:19): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("think>", p + 2)) {
              // absorb THINK_END in content (grammars/exaone4.dialect:32)
              this.matchedCand = 3;
              return p + 8;
            }
            break;
          }
          case 116: /* t */ {
            switch (buf.charCodeAt(p + 2)) {
              case 104: /* h */ {
                if (buf.startsWith("ink>", p + 3)) {
                  // content THINK_START -> reasoning : reasoning_start (grammars/exaone4.dialect:25)
                  this.matchedCand = 4;
                  return p + 7;
                }
                break;
              }
              case 111: /* o */ {
                if (buf.startsWith("ol_call>", p + 3)) {
                  // content TOOL_START -> call : tool_start (grammars/exaone4.dialect:27)
                  this.matchedCand = 2;
                  return p + 11;
                }
                break;
              }
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("|endofturn|]", p + 1)) {
          // absorb END_TURN in content (grammars/exaone4.dialect:33)
          return this.idOnly(5) ? FAIL : this.only(p + 13, 5, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/exaone4.dialect:20): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("think>", p + 2)) {
              // reasoning THINK_END -> content : reasoning_end (grammars/exaone4.dialect:26)
              this.matchedCand = 9;
              return p + 8;
            }
            break;
          }
          case 116: /* t */ {
            if (buf.startsWith("hink>", p + 2)) {
              // absorb THINK_START in reasoning (grammars/exaone4.dialect:31)
              this.matchedCand = 10;
              return p + 7;
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("|endofturn|]", p + 1)) {
          // absorb END_TURN in reasoning (grammars/exaone4.dialect:33)
          return this.idOnly(5) ? FAIL : this.only(p + 13, 11, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** call (grammars/exaone4.dialect:21): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("tool_call>", p + 2)) {
              // call TOOL_END -> content : tool_end (grammars/exaone4.dialect:29)
              return this.only(this.check(13, p + 12, buf, p, atEnd), 13, 0);
            }
            break;
          }
          case 116: /* t */ {
            if (buf.startsWith("ool_call>", p + 2)) {
              // call TOOL_START -> call : restart, tool_start (restarts the opener at grammars/exaone4.dialect:27)
              return this.only(this.check(14, p + 11, buf, p, atEnd), 14, 0);
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("|endofturn|]", p + 1)) {
          // absorb END_TURN in call (grammars/exaone4.dialect:33)
          return this.idOnly(5) ? FAIL : this.only(p + 13, 15, 0);
        }
        break;
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
      case 0: // absorb END_TURN in content (grammars/exaone4.dialect:33)
      case 5: // absorb END_TURN in content (grammars/exaone4.dialect:33)
      case 8: // absorb END_TURN in reasoning (grammars/exaone4.dialect:33)
      case 11: // absorb END_TURN in reasoning (grammars/exaone4.dialect:33)
      case 12: // absorb END_TURN in call (grammars/exaone4.dialect:33)
      case 15: // absorb END_TURN in call (grammars/exaone4.dialect:33)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 1: // absorb TOOL_END in content written again after it (repeats the closer at grammars/exaone4.dialect:29)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 2: // content TOOL_START -> call : tool_start (grammars/exaone4.dialect:27)
        sink.terminal(8, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 3: // absorb THINK_END in content (grammars/exaone4.dialect:32)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/exaone4.dialect:25)
        sink.terminal(6, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 6: // a fence line in content (the compiler's fence rule)
      case 7: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 9: // reasoning THINK_END -> content : reasoning_end (grammars/exaone4.dialect:26)
        sink.terminal(7, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 10: // absorb THINK_START in reasoning (grammars/exaone4.dialect:31)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 13: // call TOOL_END -> content : tool_end (grammars/exaone4.dialect:29)
        sink.terminal(9, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 14: // call TOOL_START -> call : restart, tool_start (restarts the opener at grammars/exaone4.dialect:27)
        sink.restart();
        sink.terminal(8, 2, buf, from, to);
        sink.toolStart(false);
        return to;
    }
    return to;
  }
}

export const exaone4: Dialect = {
  name: "exaone4",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Exaone4Machine(ir, sink, initial, vocab),
};
export default exaone4;
