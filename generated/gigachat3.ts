// DO NOT EDIT — generated from grammars/gigachat3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchSpace,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "gigachat3", source: "grammars/gigachat3.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BOS", special: true, variants: [[{ lit: "<s>" }]] },
    { name: "MESSAGE_SEP", special: true, variants: [[{ lit: "<|message_sep|>" }]] },
    { name: "ROLE_SEP", special: true, variants: [[{ lit: "<|role_sep|>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "</s>" }]] },
    { name: "HEADER", special: false, variants: [[{ lit: "<|message_sep|>" }, { ws: 256, write: "\n\n" }, { lit: "function call<|role_sep|>" }]] },
    { name: "FUNCTION_CALL", special: true, variants: [[{ lit: "<|function_call|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/gigachat3.dialect:14", channel: { kind: 0 }, transitions: [
      { at: "grammars/gigachat3.dialect:19", terminal: 5, target: 1, events: [{ kind: "tool_start" }] },
      { at: "grammars/gigachat3.dialect:20", terminal: 6, target: 1, events: [{ kind: "tool_start" }] },
      { at: "grammars/gigachat3.dialect:22", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/gigachat3.dialect:24", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/gigachat3.dialect:14", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "call", at: "grammars/gigachat3.dialect:15", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"] }, transitions: [
      { at: "grammars/gigachat3.dialect:24", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/gigachat3.dialect:19", terminal: 5, target: 1, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
      { at: "grammars/gigachat3.dialect:20", terminal: 6, target: 1, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
      { at: "grammars/gigachat3.dialect:15", terminal: 0, target: 1, events: [], absorb: true, fence: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
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

/** after the first literal: ws≤256 "function call<|role_sep|>" */
function m0(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("function call<|role_sep|>", buf, q, atEnd);
}

/** The gigachat3 machine, specialised from grammars/gigachat3.dialect. */
export class Gigachat3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // call
        return nextOf0(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/gigachat3.dialect:14): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("s>", p + 2)) {
            // absorb EOS in content (grammars/gigachat3.dialect:24)
            return this.idOnly(4) ? FAIL : this.only(p + 4, 3, 0);
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 102: /* f */ {
              if (buf.startsWith("unction_call|>", p + 3)) {
                // content FUNCTION_CALL -> call : tool_start (grammars/gigachat3.dialect:20)
                return this.idOnly(6) ? FAIL : this.only(p + 17, 1, 0);
              }
              break;
            }
            case 109: /* m */ {
              if (buf.startsWith("essage_sep|>", p + 3)) {
                // content HEADER -> call : tool_start (grammars/gigachat3.dialect:19)
                this.consider(m0(buf, p + 15, atEnd, this.scratchFrom, this.scratchTo), 0, 0);
                // absorb MESSAGE_SEP in content (grammars/gigachat3.dialect:22)
                if (!this.idOnly(2)) this.consider(p + 15, 2, 0);
                return this.decided();
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

  /** call (grammars/gigachat3.dialect:15): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("s>", p + 2)) {
            // absorb EOS in call (grammars/gigachat3.dialect:24)
            return this.idOnly(4) ? FAIL : this.only(p + 4, 8, 0);
          }
          break;
        }
        case 124: /* | */ {
          switch (buf.charCodeAt(p + 2)) {
            case 102: /* f */ {
              if (buf.startsWith("unction_call|>", p + 3)) {
                // call FUNCTION_CALL -> call : restart, tool_start (restarts the opener at grammars/gigachat3.dialect:20)
                return this.idOnly(6)
                  ? FAIL
                  : this.only(this.check(7, p + 17, buf, p, atEnd), 7, 0);
              }
              break;
            }
            case 109: /* m */ {
              if (buf.startsWith("essage_sep|>", p + 3)) {
                // call HEADER -> call : restart, tool_start (restarts the opener at grammars/gigachat3.dialect:19)
                return this.only(
                  this.check(
                    6,
                    m0(buf, p + 15, atEnd, this.scratchFrom, this.scratchTo),
                    buf,
                    p,
                    atEnd,
                  ),
                  6,
                  0,
                );
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content HEADER -> call : tool_start (grammars/gigachat3.dialect:19)
        sink.terminal(5, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 1: // content FUNCTION_CALL -> call : tool_start (grammars/gigachat3.dialect:20)
        sink.terminal(6, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 2: // absorb MESSAGE_SEP in content (grammars/gigachat3.dialect:22)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // absorb EOS in content (grammars/gigachat3.dialect:24)
      case 8: // absorb EOS in call (grammars/gigachat3.dialect:24)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 4: // a fence line in content (the compiler's fence rule)
      case 5: // a fence line in content (the compiler's fence rule)
      case 9: // a fence line in call (the compiler's fence rule)
      case 10: // a fence line in call (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 6: // call HEADER -> call : restart, tool_start (restarts the opener at grammars/gigachat3.dialect:19)
        sink.restart();
        sink.terminal(5, 1, buf, from, to);
        sink.toolStart(false);
        return to;
      case 7: // call FUNCTION_CALL -> call : restart, tool_start (restarts the opener at grammars/gigachat3.dialect:20)
        sink.restart();
        sink.terminal(6, 1, buf, from, to);
        sink.toolStart(false);
        return to;
    }
    return to;
  }
}

export const gigachat3: Dialect = {
  name: "gigachat3",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Gigachat3Machine(ir, sink, initial, vocab),
};
export default gigachat3;
