// DO NOT EDIT — generated from grammars/granite.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "granite", source: "grammars/granite.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "START_ROLE", special: true, variants: [[{ lit: "<|start_of_role|>" }]] },
    { name: "END_ROLE", special: true, variants: [[{ lit: "<|end_of_role|>" }]] },
    { name: "END_OF_TEXT", special: true, variants: [[{ lit: "<|end_of_text|>" }]] },
    { name: "TOOL_CALL", special: true, variants: [[{ lit: "<|tool_call|>" }]] },
    { name: "TOOL_CALL_TXT", special: false, variants: [[{ lit: "<tool_call>" }]] },
    { name: "THOUGHT", special: false, variants: [[{ lit: "Here is my thought process:" }], [{ lit: "Here's my thought process:" }]] },
    { name: "RESPONSE", special: false, variants: [[{ lit: "Here is my response:" }], [{ lit: "Here's my response:" }]] },
  ],
  states: [
    { name: "opening", at: "grammars/granite.dialect:20", channel: { kind: 0, untilText: 1 }, transitions: [
      { at: "grammars/granite.dialect:27", terminal: 6, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/granite.dialect:29", terminal: 4, target: 3, events: [] },
      { at: "grammars/granite.dialect:30", terminal: 5, target: 3, events: [] },
      { at: "grammars/granite.dialect:34", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/granite.dialect:20", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "content", at: "grammars/granite.dialect:21", channel: { kind: 0 }, transitions: [
      { at: "grammars/granite.dialect:31", terminal: 4, target: 3, events: [] },
      { at: "grammars/granite.dialect:32", terminal: 5, target: 3, events: [] },
      { at: "grammars/granite.dialect:34", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/granite.dialect:21", terminal: 0, target: 1, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/granite.dialect:22", channel: { kind: 1 }, transitions: [
      { at: "grammars/granite.dialect:28", terminal: 7, target: 1, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/granite.dialect:34", terminal: 3, target: 2, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/granite.dialect:23", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true }, transitions: [
      { at: "grammars/granite.dialect:34", terminal: 3, target: 3, events: [], absorb: true },
      { at: "grammars/granite.dialect:37", terminal: 4, target: 3, events: [], absorb: true },
      { at: "grammars/granite.dialect:30", terminal: 5, target: 3, events: [], restart: true, outsideString: true },
      { at: "grammars/granite.dialect:23", terminal: 0, target: 3, events: [], absorb: true, fence: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 1 },
  turnBoundaries: [1, 2, 3],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "H" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 72: /* H */
      case 96 /* ` */:
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

/** the next position holding one of "<" "H" */
function nextOf2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 72 /* H */) return p;
  }
  return p;
}

/** The granite machine, specialised from grammars/granite.dialect. */
export class GraniteMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // opening
        return nextOf0(buf, p);
      case 1: // content
      case 3: // calls
        return nextOf1(buf, p);
      case 2: // reasoning
        return nextOf2(buf, p);
    }
    return buf.length;
  }

  /** opening (grammars/granite.dialect:20): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 116: /* t */ {
            if (buf.startsWith("ool_call>", p + 2)) {
              // opening TOOL_CALL_TXT -> calls (grammars/granite.dialect:30)
              this.matchedCand = 4;
              return p + 11;
            }
            break;
          }
          case 124: /* | */ {
            switch (buf.charCodeAt(p + 2)) {
              case 101: /* e */ {
                if (buf.startsWith("nd_of_text|>", p + 3)) {
                  // absorb END_OF_TEXT in opening (grammars/granite.dialect:34)
                  return this.idOnly(3) ? FAIL : this.only(p + 15, 2, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_call|>", p + 3)) {
                  // opening TOOL_CALL -> calls (grammars/granite.dialect:29)
                  return this.idOnly(4) ? FAIL : this.only(p + 13, 3, 0);
                }
                break;
              }
            }
            break;
          }
        }
        break;
      }
      case 72: /* H */ {
        if (buf.startsWith("ere is my thought process:", p + 1)) {
          // opening THOUGHT -> reasoning : reasoning_start (grammars/granite.dialect:27)
          this.matchedCand = 0;
          return p + 27;
        }
        break;
      }
    }
    return FAIL;
  }

  /** content (grammars/granite.dialect:21): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // content TOOL_CALL_TXT -> calls (grammars/granite.dialect:32)
            this.matchedCand = 9;
            return p + 11;
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              if (buf.startsWith("nd_of_text|>", p + 3)) {
                // absorb END_OF_TEXT in content (grammars/granite.dialect:34)
                return this.idOnly(3) ? FAIL : this.only(p + 15, 7, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call|>", p + 3)) {
                // content TOOL_CALL -> calls (grammars/granite.dialect:31)
                return this.idOnly(4) ? FAIL : this.only(p + 13, 8, 0);
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

  /** reasoning (grammars/granite.dialect:22): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("|end_of_text|>", p + 1)) {
          // absorb END_OF_TEXT in reasoning (grammars/granite.dialect:34)
          return this.idOnly(3) ? FAIL : this.only(p + 15, 14, 0);
        }
        break;
      }
      case 72: /* H */ {
        if (buf.startsWith("ere is my response:", p + 1)) {
          // reasoning RESPONSE -> content : reasoning_end (grammars/granite.dialect:28)
          this.matchedCand = 12;
          return p + 20;
        }
        break;
      }
    }
    return FAIL;
  }

  /** calls (grammars/granite.dialect:23): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // calls TOOL_CALL_TXT -> calls : restart (restarts the opener at grammars/granite.dialect:30)
            return this.only(this.check(17, p + 11, buf, p, atEnd), 17, 0);
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              if (buf.startsWith("nd_of_text|>", p + 3)) {
                // absorb END_OF_TEXT in calls (grammars/granite.dialect:34)
                return this.idOnly(3) ? FAIL : this.only(p + 15, 15, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call|>", p + 3)) {
                // absorb TOOL_CALL in calls (grammars/granite.dialect:37)
                return this.idOnly(4) ? FAIL : this.only(p + 13, 16, 0);
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
      case 3:
        return this.decide3(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // opening THOUGHT -> reasoning : reasoning_start (grammars/granite.dialect:27)
      case 1: // opening THOUGHT -> reasoning : reasoning_start (grammars/granite.dialect:27)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningStart();
        this.state = 2;
        return to;
      case 2: // absorb END_OF_TEXT in opening (grammars/granite.dialect:34)
      case 7: // absorb END_OF_TEXT in content (grammars/granite.dialect:34)
      case 14: // absorb END_OF_TEXT in reasoning (grammars/granite.dialect:34)
      case 15: // absorb END_OF_TEXT in calls (grammars/granite.dialect:34)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 3: // opening TOOL_CALL -> calls (grammars/granite.dialect:29)
      case 8: // content TOOL_CALL -> calls (grammars/granite.dialect:31)
        sink.terminal(4, 3, buf, from, to);
        this.state = 3;
        return to;
      case 4: // opening TOOL_CALL_TXT -> calls (grammars/granite.dialect:30)
      case 9: // content TOOL_CALL_TXT -> calls (grammars/granite.dialect:32)
        sink.terminal(5, 3, buf, from, to);
        this.state = 3;
        return to;
      case 5: // a fence line in opening (the compiler's fence rule)
      case 6: // a fence line in opening (the compiler's fence rule)
      case 10: // a fence line in content (the compiler's fence rule)
      case 11: // a fence line in content (the compiler's fence rule)
      case 18: // a fence line in calls (the compiler's fence rule)
      case 19: // a fence line in calls (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 12: // reasoning RESPONSE -> content : reasoning_end (grammars/granite.dialect:28)
      case 13: // reasoning RESPONSE -> content : reasoning_end (grammars/granite.dialect:28)
        sink.terminal(7, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 16: // absorb TOOL_CALL in calls (grammars/granite.dialect:37)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 17: // calls TOOL_CALL_TXT -> calls : restart (restarts the opener at grammars/granite.dialect:30)
        sink.restart();
        sink.terminal(5, 3, buf, from, to);
        return to;
    }
    return to;
  }
}

export const granite: Dialect = {
  name: "granite",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new GraniteMachine(ir, sink, initial, vocab),
};
export default granite;
