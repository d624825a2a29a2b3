// DO NOT EDIT — generated from grammars/llama_generic.dialect by dialectc.
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
  abi: 9, name: "llama_generic", source: "grammars/llama_generic.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "CALL", special: false, variants: [[{ lit: "{" }, { ws: 256, write: "" }, { lit: "\"tool_call\"" }, { ws: 256, write: "" }, { lit: ":" }, { ws: 256, write: " " }]] },
    { name: "CALLS", special: false, variants: [[{ lit: "{" }, { ws: 256, write: "" }, { lit: "\"tool_calls\"" }, { ws: 256, write: "" }, { lit: ":" }, { ws: 256, write: " " }]] },
    { name: "RESPONSE", special: false, variants: [[{ lit: "{" }, { ws: 256, write: "" }, { lit: "\"response\"" }, { ws: 256, write: "" }, { lit: ":" }, { ws: 256, write: " " }, { lit: "\"" }]] },
    { name: "END", special: false, variants: [[{ lit: "}" }]] },
    { name: "RESPONSE_END", special: false, variants: [[{ lit: "\"" }, { ws: 256, write: "" }, { lit: "}" }]] },
  ],
  states: [
    { name: "opening", at: "grammars/llama_generic.dialect:19", channel: { kind: 0, untilText: 1 }, transitions: [
      { at: "grammars/llama_generic.dialect:30", terminal: 1, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/llama_generic.dialect:31", terminal: 2, target: 4, events: [] },
      { at: "grammars/llama_generic.dialect:32", terminal: 3, target: 2, events: [] },
      { at: "grammars/llama_generic.dialect:19", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "content", at: "grammars/llama_generic.dialect:20", channel: { kind: 0 }, transitions: [
      { at: "grammars/llama_generic.dialect:20", terminal: 0, target: 1, events: [], absorb: true, fence: true },
    ] },
    { name: "response", at: "grammars/llama_generic.dialect:22", channel: { kind: 0, jsonString: true }, transitions: [
      { at: "grammars/llama_generic.dialect:35", terminal: 5, target: 1, events: [], outsideString: true },
    ] },
    { name: "call", at: "grammars/llama_generic.dialect:24", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], idKeys: ["id"] }, transitions: [
      { at: "grammars/llama_generic.dialect:33", terminal: 4, target: 1, events: [{ kind: "tool_end" }], outsideJson: true },
      { at: "grammars/llama_generic.dialect:30", terminal: 1, target: 3, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
      { at: "grammars/llama_generic.dialect:31", terminal: 2, target: 4, events: [], restart: true, outsideString: true },
    ] },
    { name: "calls", at: "grammars/llama_generic.dialect:26", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], idKeys: ["id"], array: true }, transitions: [
      { at: "grammars/llama_generic.dialect:34", terminal: 4, target: 1, events: [], outsideJson: true },
      { at: "grammars/llama_generic.dialect:30", terminal: 1, target: 3, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
      { at: "grammars/llama_generic.dialect:31", terminal: 2, target: 4, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "trim", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "`" "{" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 96 /* ` */ || c === 123 /* { */) return p;
  }
  return p;
}

/** the next position holding one of "{" "}" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 123 /* { */ || c === 125 /* } */) return p;
  }
  return p;
}

/** after the first literal: ws≤256 "\"tool_calls\"" ws≤256 ":" ws≤256 */
function m0(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"tool_calls"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(":", buf, q, atEnd);
  if (q < 0) return q;
  return matchSpace(buf, q, atEnd, 256);
}

/** after the first literal: ws≤256 "\"tool_call\"" ws≤256 ":" ws≤256 */
function m1(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"tool_call"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(":", buf, q, atEnd);
  if (q < 0) return q;
  return matchSpace(buf, q, atEnd, 256);
}

/** after the first literal: ws≤256 "\"response\"" ws≤256 ":" ws≤256 "\"" */
function m2(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"response"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(":", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral('"', buf, q, atEnd);
}

/** after the first literal: ws≤256 "}" */
function m3(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("}", buf, q, atEnd);
}

/** The llama_generic machine, specialised from grammars/llama_generic.dialect. */
export class LlamaGenericMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // opening
        return nextOf0(buf, p);
      case 1: // content
        return indexOrEnd(buf, "`", p);
      case 2: // response
        return indexOrEnd(buf, '"', p);
      case 3: // call
      case 4: // calls
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** opening (grammars/llama_generic.dialect:19): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 123 /* { */) {
      // opening CALLS -> calls (grammars/llama_generic.dialect:31)
      this.consider(m0(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), 0, 0);
      // opening CALL -> call : tool_start (grammars/llama_generic.dialect:30)
      this.consider(m1(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), 1, 0);
      // opening RESPONSE -> response (grammars/llama_generic.dialect:32)
      this.consider(m2(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), 2, 0);
      return this.decided();
    }
    return FAIL;
  }

  /** response (grammars/llama_generic.dialect:22): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 34 /* " */) {
      // response RESPONSE_END -> content (grammars/llama_generic.dialect:35)
      return this.only(
        this.check(7, m3(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
        7,
        0,
      );
    }
    return FAIL;
  }

  /** call (grammars/llama_generic.dialect:24), calls (grammars/llama_generic.dialect:26): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean, first: number): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 123: /* { */ {
        // call CALLS -> calls : restart (restarts the opener at grammars/llama_generic.dialect:31)
        // calls CALLS -> calls : restart (restarts the opener at grammars/llama_generic.dialect:31)
        this.consider(
          this.check(
            first + 1,
            m0(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo),
            buf,
            p,
            atEnd,
          ),
          first + 1,
          0,
        );
        // call CALL -> call : restart, tool_start (restarts the opener at grammars/llama_generic.dialect:30)
        // calls CALL -> call : restart, tool_start (restarts the opener at grammars/llama_generic.dialect:30)
        this.consider(
          this.check(
            first + 2,
            m1(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo),
            buf,
            p,
            atEnd,
          ),
          first + 2,
          0,
        );
        return this.decided();
      }
      case 125: /* } */ {
        // call END -> content : tool_end (grammars/llama_generic.dialect:33)
        // calls END -> content (grammars/llama_generic.dialect:34)
        return this.only(this.check(first, p + 1, buf, p, atEnd), first, 0);
      }
    }
    return FAIL;
  }

  protected decideWhole(state: number, buf: string, p: number, atEnd: boolean): number {
    switch (state) {
      case 0:
        return this.decide0(buf, p, atEnd);
      case 2:
        return this.decide2(buf, p, atEnd);
      case 3:
        return this.decide3(buf, p, atEnd, 8);
      case 4:
        return this.decide3(buf, p, atEnd, 11);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // opening CALLS -> calls (grammars/llama_generic.dialect:31)
        sink.terminal(2, 4, buf, from, to);
        this.state = 4;
        return to;
      case 1: // opening CALL -> call : tool_start (grammars/llama_generic.dialect:30)
        sink.terminal(1, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 2: // opening RESPONSE -> response (grammars/llama_generic.dialect:32)
        sink.terminal(3, 2, buf, from, to);
        this.state = 2;
        return to;
      case 3: // a fence line in opening (the compiler's fence rule)
      case 4: // a fence line in opening (the compiler's fence rule)
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // response RESPONSE_END -> content (grammars/llama_generic.dialect:35)
        sink.terminal(5, 1, buf, from, to);
        this.state = 1;
        return to;
      case 8: // call END -> content : tool_end (grammars/llama_generic.dialect:33)
        sink.terminal(4, 1, buf, from, to);
        sink.toolEnd();
        this.state = 1;
        return to;
      case 9: // call CALLS -> calls : restart (restarts the opener at grammars/llama_generic.dialect:31)
        sink.restart();
        sink.terminal(2, 4, buf, from, to);
        this.state = 4;
        return to;
      case 10: // call CALL -> call : restart, tool_start (restarts the opener at grammars/llama_generic.dialect:30)
        sink.restart();
        sink.terminal(1, 3, buf, from, to);
        sink.toolStart(false);
        return to;
      case 11: // calls END -> content (grammars/llama_generic.dialect:34)
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 12: // calls CALLS -> calls : restart (restarts the opener at grammars/llama_generic.dialect:31)
        sink.restart();
        sink.terminal(2, 4, buf, from, to);
        return to;
      case 13: // calls CALL -> call : restart, tool_start (restarts the opener at grammars/llama_generic.dialect:30)
        sink.restart();
        sink.terminal(1, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
    }
    return to;
  }
}

export const llama_generic: Dialect = {
  name: "llama_generic",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new LlamaGenericMachine(ir, sink, initial, vocab),
};
export default llama_generic;
