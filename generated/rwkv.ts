// DO NOT EDIT — generated from grammars/rwkv.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchSpace,
  indexOrEnd,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "rwkv", source: "grammars/rwkv.dialect", extends: [],
  terminals: [
    { name: "THINK_START", special: false, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_CALL", special: false, variants: [[{ lit: "**Tool Call:**" }, { ws: 256 }, { lit: "```json" }, { ws: 256 }]] },
    { name: "FENCE", special: false, variants: [[{ lit: "```json" }, { ws: 256 }]] },
    { name: "FENCE_END", special: false, variants: [[{ lit: "```" }]] },
  ],
  states: [
    { name: "content", at: "grammars/rwkv.dialect:13", channel: { kind: 0 }, transitions: [
      { at: "grammars/rwkv.dialect:20", terminal: 0, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/rwkv.dialect:22", terminal: 2, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/rwkv.dialect:24", terminal: 3, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/rwkv.dialect:28", terminal: 1, target: 0, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/rwkv.dialect:14", channel: { kind: 1 }, transitions: [
      { at: "grammars/rwkv.dialect:21", terminal: 1, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/rwkv.dialect:29", terminal: 0, target: 1, events: [], absorb: true },
    ] },
    { name: "call", at: "grammars/rwkv.dialect:16", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"] }, transitions: [
      { at: "grammars/rwkv.dialect:26", terminal: 4, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/rwkv.dialect:22", terminal: 2, target: 2, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
      { at: "grammars/rwkv.dialect:24", terminal: 3, target: 2, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "*" "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 42: /* star */
      case 60: /* < */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "*" "`" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 42 /* star */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** after the first literal: ws≤256 "```json" ws≤256 */
function m0(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("```json", buf, q, atEnd);
  if (q < 0) return q;
  return matchSpace(buf, q, atEnd, 256);
}

/** after the first literal: ws≤256 */
function m1(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  return matchSpace(buf, q, atEnd, 256);
}

/** The rwkv machine, specialised from grammars/rwkv.dialect. */
export class RwkvMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
        return indexOrEnd(buf, "<", p);
      case 2: // call
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/rwkv.dialect:13): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 42: /* star */ {
        if (buf.startsWith("*Tool Call:**", p + 1)) {
          // content TOOL_CALL -> call : tool_start (grammars/rwkv.dialect:22)
          return this.only(m0(buf, p + 14, atEnd, this.scratchFrom, this.scratchTo), 2, 0);
        }
        break;
      }
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("think>", p + 2)) {
              // absorb THINK_END in content (grammars/rwkv.dialect:28)
              this.matchedCand = 0;
              return p + 8;
            }
            break;
          }
          case 116: /* t */ {
            if (buf.startsWith("hink>", p + 2)) {
              // content THINK_START -> reasoning : reasoning_start (grammars/rwkv.dialect:20)
              this.matchedCand = 1;
              return p + 7;
            }
            break;
          }
        }
        break;
      }
      case 96: /* ` */ {
        if (buf.startsWith("``json", p + 1)) {
          // content FENCE -> call : tool_start (grammars/rwkv.dialect:24)
          return this.only(m1(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 3, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/rwkv.dialect:14): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/rwkv.dialect:21)
            this.matchedCand = 4;
            return p + 8;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/rwkv.dialect:29)
            this.matchedCand = 5;
            return p + 7;
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** call (grammars/rwkv.dialect:16): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 42: /* star */ {
        if (buf.startsWith("*Tool Call:**", p + 1)) {
          // call TOOL_CALL -> call : restart, tool_start (restarts the opener at grammars/rwkv.dialect:22)
          return this.only(
            this.check(8, m0(buf, p + 14, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
            8,
            0,
          );
        }
        break;
      }
      case 96: /* ` */ {
        if (buf.startsWith("``", p + 1)) {
          if (buf.startsWith("json", p + 3)) {
            // call FENCE -> call : restart, tool_start (restarts the opener at grammars/rwkv.dialect:24)
            this.consider(
              this.check(6, m1(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
              6,
              0,
            );
            // call FENCE_END -> content : tool_end (grammars/rwkv.dialect:26)
            this.consider(this.check(7, p + 3, buf, p, atEnd), 7, 0);
            return this.decided();
          }
          // call FENCE_END -> content : tool_end (grammars/rwkv.dialect:26)
          return this.only(this.check(7, p + 3, buf, p, atEnd), 7, 0);
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
      case 0: // absorb THINK_END in content (grammars/rwkv.dialect:28)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 1: // content THINK_START -> reasoning : reasoning_start (grammars/rwkv.dialect:20)
        sink.terminal(0, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 2: // content TOOL_CALL -> call : tool_start (grammars/rwkv.dialect:22)
        sink.terminal(2, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 3: // content FENCE -> call : tool_start (grammars/rwkv.dialect:24)
        sink.terminal(3, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 4: // reasoning THINK_END -> content : reasoning_end (grammars/rwkv.dialect:21)
        sink.terminal(1, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 5: // absorb THINK_START in reasoning (grammars/rwkv.dialect:29)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 6: // call FENCE -> call : restart, tool_start (restarts the opener at grammars/rwkv.dialect:24)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        sink.toolStart(false);
        return to;
      case 7: // call FENCE_END -> content : tool_end (grammars/rwkv.dialect:26)
        sink.terminal(4, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 8: // call TOOL_CALL -> call : restart, tool_start (restarts the opener at grammars/rwkv.dialect:22)
        sink.restart();
        sink.terminal(2, 2, buf, from, to);
        sink.toolStart(false);
        return to;
    }
    return to;
  }
}

export const rwkv: Dialect = {
  name: "rwkv",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new RwkvMachine(ir, sink, initial, vocab),
};
export default rwkv;
