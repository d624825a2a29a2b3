// DO NOT EDIT — generated from grammars/ernie45.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, matchSpace, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "ernie45", source: "grammars/ernie45.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BOS", special: true, variants: [[{ lit: "<|begin_of_sentence|>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<|end_of_sentence|>" }]] },
    { name: "EOS_TOKEN", special: true, variants: [[{ lit: "</s>" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</think>" }]] },
    { name: "RESPONSE_START", special: false, variants: [[{ lit: "<response>" }, { ws: 256 }]] },
    { name: "RESPONSE_END", special: false, variants: [[{ lit: "\n</response>" }, { ws: 256 }], [{ lit: "</response>" }, { ws: 256 }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</tool_call>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/ernie45.dialect:21", channel: { kind: 0 }, transitions: [
      { at: "grammars/ernie45.dialect:27", terminal: 4, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/ernie45.dialect:29", terminal: 8, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/ernie45.dialect:35", terminal: 5, target: 0, events: [], absorb: true },
      { at: "grammars/ernie45.dialect:35", terminal: 6, target: 0, events: [], absorb: true },
      { at: "grammars/ernie45.dialect:35", terminal: 7, target: 0, events: [], absorb: true },
      { at: "grammars/ernie45.dialect:36", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/ernie45.dialect:36", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/ernie45.dialect:31", terminal: 9, target: 0, events: [], absorb: true, after: 9, repeat: true },
      { at: "grammars/ernie45.dialect:21", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/ernie45.dialect:22", channel: { kind: 1 }, transitions: [
      { at: "grammars/ernie45.dialect:28", terminal: 5, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/ernie45.dialect:33", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/ernie45.dialect:36", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/ernie45.dialect:36", terminal: 3, target: 1, events: [], absorb: true },
    ] },
    { name: "call", at: "grammars/ernie45.dialect:23", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"] }, transitions: [
      { at: "grammars/ernie45.dialect:31", terminal: 9, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/ernie45.dialect:36", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/ernie45.dialect:36", terminal: 3, target: 2, events: [], absorb: true },
      { at: "grammars/ernie45.dialect:29", terminal: 8, target: 2, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2],
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

/** after the first literal: ws≤256 */
function m0(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  return matchSpace(buf, q, atEnd, 256);
}

/** The ernie45 machine, specialised from grammars/ernie45.dialect. */
export class Ernie45Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // call
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/ernie45.dialect:21): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 10: {
        if (buf.startsWith("</response>", p + 1)) {
          // absorb RESPONSE_END in content (grammars/ernie45.dialect:35)
          return this.only(m0(buf, p + 12, atEnd, this.scratchFrom, this.scratchTo), 8, 0);
        }
        break;
      }
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            switch (buf.charCodeAt(p + 2)) {
              case 115: /* s */ {
                if (buf.charCodeAt(p + 3) === 62 /* > */) {
                  // absorb EOS_TOKEN in content (grammars/ernie45.dialect:36)
                  return this.idOnly(3) ? FAIL : this.only(p + 4, 7, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("hink>", p + 3)) {
                  // absorb THINK_END in content (grammars/ernie45.dialect:35)
                  this.matchedCand = 5;
                  return p + 8;
                }
                break;
              }
            }
            break;
          }
          case 114: /* r */ {
            if (buf.startsWith("esponse>", p + 2)) {
              // absorb RESPONSE_START in content (grammars/ernie45.dialect:35)
              return this.only(m0(buf, p + 10, atEnd, this.scratchFrom, this.scratchTo), 4, 0);
            }
            break;
          }
          case 116: /* t */ {
            switch (buf.charCodeAt(p + 2)) {
              case 104: /* h */ {
                if (buf.startsWith("ink>", p + 3)) {
                  // content THINK_START -> reasoning : reasoning_start (grammars/ernie45.dialect:27)
                  this.matchedCand = 6;
                  return p + 7;
                }
                break;
              }
              case 111: /* o */ {
                if (buf.startsWith("ol_call>", p + 3)) {
                  // content TOOL_START -> call : tool_start (grammars/ernie45.dialect:29)
                  this.matchedCand = 2;
                  return p + 11;
                }
                break;
              }
            }
            break;
          }
          case 124: /* | */ {
            if (buf.startsWith("end_of_sentence|>", p + 2)) {
              // absorb EOS in content (grammars/ernie45.dialect:36)
              return this.idOnly(2) ? FAIL : this.only(p + 19, 0, 0);
            }
            break;
          }
        }
        break;
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/ernie45.dialect:22): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 115: /* s */ {
              if (buf.charCodeAt(p + 3) === 62 /* > */) {
                // absorb EOS_TOKEN in reasoning (grammars/ernie45.dialect:36)
                return this.idOnly(3) ? FAIL : this.only(p + 4, 14, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("hink>", p + 3)) {
                // reasoning THINK_END -> content : reasoning_end (grammars/ernie45.dialect:28)
                this.matchedCand = 12;
                return p + 8;
              }
              break;
            }
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/ernie45.dialect:33)
            this.matchedCand = 13;
            return p + 7;
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("end_of_sentence|>", p + 2)) {
            // absorb EOS in reasoning (grammars/ernie45.dialect:36)
            return this.idOnly(2) ? FAIL : this.only(p + 19, 11, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** call (grammars/ernie45.dialect:23): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 115: /* s */ {
              if (buf.charCodeAt(p + 3) === 62 /* > */) {
                // absorb EOS_TOKEN in call (grammars/ernie45.dialect:36)
                return this.idOnly(3) ? FAIL : this.only(p + 4, 18, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call>", p + 3)) {
                // call TOOL_END -> content : tool_end (grammars/ernie45.dialect:31)
                return this.only(this.check(16, p + 12, buf, p, atEnd), 16, 0);
              }
              break;
            }
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_call>", p + 2)) {
            // call TOOL_START -> call : restart, tool_start (restarts the opener at grammars/ernie45.dialect:29)
            return this.only(this.check(17, p + 11, buf, p, atEnd), 17, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("end_of_sentence|>", p + 2)) {
            // absorb EOS in call (grammars/ernie45.dialect:36)
            return this.idOnly(2) ? FAIL : this.only(p + 19, 15, 0);
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
      case 0: // absorb EOS in content (grammars/ernie45.dialect:36)
      case 11: // absorb EOS in reasoning (grammars/ernie45.dialect:36)
      case 15: // absorb EOS in call (grammars/ernie45.dialect:36)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 1: // absorb TOOL_END in content written again after it (repeats the closer at grammars/ernie45.dialect:31)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 2: // content TOOL_START -> call : tool_start (grammars/ernie45.dialect:29)
        sink.terminal(8, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 3: // absorb RESPONSE_END in content (grammars/ernie45.dialect:35)
      case 8: // absorb RESPONSE_END in content (grammars/ernie45.dialect:35)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 4: // absorb RESPONSE_START in content (grammars/ernie45.dialect:35)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 5: // absorb THINK_END in content (grammars/ernie45.dialect:35)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 6: // content THINK_START -> reasoning : reasoning_start (grammars/ernie45.dialect:27)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 7: // absorb EOS_TOKEN in content (grammars/ernie45.dialect:36)
      case 14: // absorb EOS_TOKEN in reasoning (grammars/ernie45.dialect:36)
      case 18: // absorb EOS_TOKEN in call (grammars/ernie45.dialect:36)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 9: // a fence line in content (the compiler's fence rule)
      case 10: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 12: // reasoning THINK_END -> content : reasoning_end (grammars/ernie45.dialect:28)
        sink.terminal(5, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 13: // absorb THINK_START in reasoning (grammars/ernie45.dialect:33)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 16: // call TOOL_END -> content : tool_end (grammars/ernie45.dialect:31)
        sink.terminal(9, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 17: // call TOOL_START -> call : restart, tool_start (restarts the opener at grammars/ernie45.dialect:29)
        sink.restart();
        sink.terminal(8, 2, buf, from, to);
        sink.toolStart(false);
        return to;
    }
    return to;
  }
}

export const ernie45: Dialect = {
  name: "ernie45",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Ernie45Machine(ir, sink, initial, vocab),
};
export default ernie45;
