// DO NOT EDIT — generated from grammars/kimi_k3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR, FollowIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "kimi_k3",
  source: "grammars/kimi_k3.dialect",
  extends: [],
  terminals: [
    { name: "MESSAGE", special: false, variants: [[{ lit: "<|open|>message" }]] },
    { name: "MESSAGE_END", special: false, variants: [[{ lit: "<|close|>message<|sep|>" }]] },
    { name: "THINK", special: false, variants: [[{ lit: "<|open|>think<|sep|>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "<|close|>think<|sep|>" }]] },
    { name: "RESPONSE", special: false, variants: [[{ lit: "<|open|>response<|sep|>" }]] },
    { name: "RESPONSE_END", special: false, variants: [[{ lit: "<|close|>response<|sep|>" }]] },
    { name: "TOOLS", special: false, variants: [[{ lit: "<|open|>tools<|sep|>" }]] },
    { name: "TOOLS_END", special: false, variants: [[{ lit: "<|close|>tools<|sep|>" }]] },
    {
      name: "CALL",
      special: false,
      variants: [
        [
          { lit: '<|open|>call tool="' },
          { cap: "name", max: 256, exclude: '"\n<>' },
          { lit: '" index="' },
          { cap: "index", max: 256, exclude: '"\n<>' },
          { lit: '"<|sep|>' },
        ],
        [
          { lit: '<|open|>call tool="' },
          { cap: "name", max: 256, exclude: '"\n<>' },
          { lit: '"<|sep|>' },
        ],
      ],
    },
    { name: "CALL_END", special: false, variants: [[{ lit: "<|close|>call<|sep|>" }]] },
    {
      name: "ARG",
      special: false,
      variants: [
        [
          { lit: '<|open|>argument key="' },
          { cap: "key", max: 256, exclude: '"\n<>' },
          { lit: '" type="' },
          { cap: "type", max: 256, exclude: '"\n<>' },
          { lit: '"<|sep|>' },
        ],
      ],
    },
    { name: "ARG_END", special: false, variants: [[{ lit: "<|close|>argument<|sep|>" }]] },
    { name: "JSON", special: false, variants: [[{ lit: '<|open|>json type="object"<|sep|>' }]] },
    { name: "JSON_END", special: false, variants: [[{ lit: "<|close|>json<|sep|>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/kimi_k3.dialect:35",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/kimi_k3.dialect:44",
          terminal: 2,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/kimi_k3.dialect:49", terminal: 6, target: 2, events: [] },
        { at: "grammars/kimi_k3.dialect:61", terminal: 4, target: 0, events: [], absorb: true },
        { at: "grammars/kimi_k3.dialect:61", terminal: 5, target: 0, events: [], absorb: true },
        { at: "grammars/kimi_k3.dialect:61", terminal: 3, target: 0, events: [], absorb: true },
        { at: "grammars/kimi_k3.dialect:61", terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/kimi_k3.dialect:36",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/kimi_k3.dialect:45",
          terminal: 3,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/kimi_k3.dialect:47",
          terminal: 4,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/kimi_k3.dialect:48",
          terminal: 6,
          target: 2,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/kimi_k3.dialect:62", terminal: 1, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "tools",
      at: "grammars/kimi_k3.dialect:37",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/kimi_k3.dialect:50",
          terminal: 8,
          target: 3,
          events: [{ kind: "tool_start", name: "name" }],
        },
        { at: "grammars/kimi_k3.dialect:51", terminal: 7, target: 0, events: [] },
        { at: "grammars/kimi_k3.dialect:62", terminal: 1, target: 2, events: [], absorb: true },
        { at: "grammars/kimi_k3.dialect:49", terminal: 6, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "call",
      at: "grammars/kimi_k3.dialect:38",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/kimi_k3.dialect:52",
          terminal: 10,
          target: 4,
          events: [{ kind: "arg_start", key: "key" }],
        },
        { at: "grammars/kimi_k3.dialect:53", terminal: 12, target: 5, events: [] },
        {
          at: "grammars/kimi_k3.dialect:54",
          terminal: 9,
          target: 2,
          events: [{ kind: "tool_end" }],
        },
        {
          at: "grammars/kimi_k3.dialect:55",
          terminal: 7,
          target: 0,
          events: [{ kind: "tool_end" }],
        },
        { at: "grammars/kimi_k3.dialect:49", terminal: 6, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "value",
      at: "grammars/kimi_k3.dialect:39",
      channel: {
        kind: 5,
        encoding: "json",
        trim: "none",
        encodingCapture: { capture: "type", map: { string: "string" } },
      },
      transitions: [
        {
          at: "grammars/kimi_k3.dialect:58",
          terminal: 11,
          target: 3,
          events: [{ kind: "arg_end" }],
          follow: { terminals: [10, 9, 7], end: true },
        },
        { at: "grammars/kimi_k3.dialect:49", terminal: 6, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "json",
      at: "grammars/kimi_k3.dialect:40",
      channel: { kind: 3 },
      transitions: [
        {
          at: "grammars/kimi_k3.dialect:59",
          terminal: 13,
          target: 3,
          events: [],
          outsideString: true,
        },
        {
          at: "grammars/kimi_k3.dialect:49",
          terminal: 6,
          target: 2,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1],
  policies: {
    stripTrailingReasoningWhitespace: true,
    contentWhitespace: "around_tools",
    validateToolNames: false,
    unclosedCall: "keep",
    thinkingDefault: false,
    toolCallId: "chatcmpl",
    blockSeparator: "",
    unwrapArguments: false,
    prefill: "",
    captureEscapes: "xml",
    caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 },
  },
};
const L0 = '<|open|>call tool="';
const L1 = '" index="';
const L2 = '"<|sep|>';
const L3 = '<|open|>argument key="';
const L4 = '" type="';
const L5 = "<|close|>response<|sep|>";
const L6 = "<|open|>response<|sep|>";
const L7 = "<|close|>message<|sep|>";
const L8 = "<|close|>think<|sep|>";
const L9 = "<|open|>think<|sep|>";
const L10 = "<|open|>tools<|sep|>";
const L11 = "<|close|>tools<|sep|>";
const L12 = '<|open|>json type="object"<|sep|>';
const L13 = "<|close|>call<|sep|>";
const L14 = "<|close|>argument<|sep|>";
const L15 = "<|close|>json<|sep|>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** reasoning: the next position where a marker may start */
function next1(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** tools: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** call: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** value: the next position where a marker may start */
function next4(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** json: the next position where a marker may start */
function next5(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

const F0: FollowIR = { terminals: [10, 9, 7], end: true };

/** The kimi_k3 machine, specialised from grammars/kimi_k3.dialect. */
export class KimiK3Machine extends CompiledMachine {
  /** tools CALL -> call : tool_start (grammars/kimi_k3.dialect:50) */
  private cand10(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 19 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 112 &&
        buf.charCodeAt(q + 4) === 101 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 124 &&
        buf.charCodeAt(q + 7) === 62 &&
        buf.charCodeAt(q + 8) === 99 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 108 &&
        buf.charCodeAt(q + 11) === 108 &&
        buf.charCodeAt(q + 12) === 32 &&
        buf.charCodeAt(q + 13) === 116 &&
        buf.charCodeAt(q + 14) === 111 &&
        buf.charCodeAt(q + 15) === 111 &&
        buf.charCodeAt(q + 16) === 108 &&
        buf.charCodeAt(q + 17) === 61 &&
        buf.charCodeAt(q + 18) === 34
      ))
        return FAIL;
      q += 19;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 256 characters before "\""
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 9 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 34 &&
        buf.charCodeAt(q + 1) === 32 &&
        buf.charCodeAt(q + 2) === 105 &&
        buf.charCodeAt(q + 3) === 110 &&
        buf.charCodeAt(q + 4) === 100 &&
        buf.charCodeAt(q + 5) === 101 &&
        buf.charCodeAt(q + 6) === 120 &&
        buf.charCodeAt(q + 7) === 61 &&
        buf.charCodeAt(q + 8) === 34
      ))
        return FAIL;
      q += 9;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture index: up to 256 characters before "\""
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s1 > 256) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    if (q + 8 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 34 &&
        buf.charCodeAt(q + 1) === 60 &&
        buf.charCodeAt(q + 2) === 124 &&
        buf.charCodeAt(q + 3) === 115 &&
        buf.charCodeAt(q + 4) === 101 &&
        buf.charCodeAt(q + 5) === 112 &&
        buf.charCodeAt(q + 6) === 124 &&
        buf.charCodeAt(q + 7) === 62
      ))
        return FAIL;
      q += 8;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** tools CALL -> call : tool_start (grammars/kimi_k3.dialect:50) */
  private cand11(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 19 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 112 &&
        buf.charCodeAt(q + 4) === 101 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 124 &&
        buf.charCodeAt(q + 7) === 62 &&
        buf.charCodeAt(q + 8) === 99 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 108 &&
        buf.charCodeAt(q + 11) === 108 &&
        buf.charCodeAt(q + 12) === 32 &&
        buf.charCodeAt(q + 13) === 116 &&
        buf.charCodeAt(q + 14) === 111 &&
        buf.charCodeAt(q + 15) === 111 &&
        buf.charCodeAt(q + 16) === 108 &&
        buf.charCodeAt(q + 17) === 61 &&
        buf.charCodeAt(q + 18) === 34
      ))
        return FAIL;
      q += 19;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 256 characters before "\""
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 8 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 34 &&
        buf.charCodeAt(q + 1) === 60 &&
        buf.charCodeAt(q + 2) === 124 &&
        buf.charCodeAt(q + 3) === 115 &&
        buf.charCodeAt(q + 4) === 101 &&
        buf.charCodeAt(q + 5) === 112 &&
        buf.charCodeAt(q + 6) === 124 &&
        buf.charCodeAt(q + 7) === 62
      ))
        return FAIL;
      q += 8;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** call ARG -> value : arg_start (grammars/kimi_k3.dialect:52) */
  private cand15(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 22 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 112 &&
        buf.charCodeAt(q + 4) === 101 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 124 &&
        buf.charCodeAt(q + 7) === 62 &&
        buf.charCodeAt(q + 8) === 97 &&
        buf.charCodeAt(q + 9) === 114 &&
        buf.charCodeAt(q + 10) === 103 &&
        buf.charCodeAt(q + 11) === 117 &&
        buf.charCodeAt(q + 12) === 109 &&
        buf.charCodeAt(q + 13) === 101 &&
        buf.charCodeAt(q + 14) === 110 &&
        buf.charCodeAt(q + 15) === 116 &&
        buf.charCodeAt(q + 16) === 32 &&
        buf.charCodeAt(q + 17) === 107 &&
        buf.charCodeAt(q + 18) === 101 &&
        buf.charCodeAt(q + 19) === 121 &&
        buf.charCodeAt(q + 20) === 61 &&
        buf.charCodeAt(q + 21) === 34
      ))
        return FAIL;
      q += 22;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 256 characters before "\""
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 8 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 34 &&
        buf.charCodeAt(q + 1) === 32 &&
        buf.charCodeAt(q + 2) === 116 &&
        buf.charCodeAt(q + 3) === 121 &&
        buf.charCodeAt(q + 4) === 112 &&
        buf.charCodeAt(q + 5) === 101 &&
        buf.charCodeAt(q + 6) === 61 &&
        buf.charCodeAt(q + 7) === 34
      ))
        return FAIL;
      q += 8;
    } else {
      const r = matchLiteral(L4, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture type: up to 256 characters before "\""
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s1 > 256) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    if (q + 8 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 34 &&
        buf.charCodeAt(q + 1) === 60 &&
        buf.charCodeAt(q + 2) === 124 &&
        buf.charCodeAt(q + 3) === 115 &&
        buf.charCodeAt(q + 4) === 101 &&
        buf.charCodeAt(q + 5) === 112 &&
        buf.charCodeAt(q + 6) === 124 &&
        buf.charCodeAt(q + 7) === 62
      ))
        return FAIL;
      q += 8;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content (grammars/kimi_k3.dialect:35): what starts at p */
  private try0(buf: string, p: number, atEnd: boolean, head: number): number {
    this.matchedCand = NONE;
    this.consumesHead = false;
    const c = buf.charCodeAt(p);
    let headEnd = FAIL;
    if (c === head) {
      headEnd = this.tryHead(buf, p, atEnd);
      if (headEnd === MORE) {
        this.waitLiteral = "";
        return MORE;
      }
    }
    const n = buf.length;
    let best = FAIL;
    let r = FAIL;
    let waiting = false;
    let waitLiteral = "";
    switch (c) {
      case 60: /* < */ {
        // absorb RESPONSE_END in content (grammars/kimi_k3.dialect:61)
        {
          r =
            p + 24 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62 &&
                buf.charCodeAt(p + 9) === 114 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 112 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 115 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 60 &&
                buf.charCodeAt(p + 18) === 124 &&
                buf.charCodeAt(p + 19) === 115 &&
                buf.charCodeAt(p + 20) === 101 &&
                buf.charCodeAt(p + 21) === 112 &&
                buf.charCodeAt(p + 22) === 124 &&
                buf.charCodeAt(p + 23) === 62
                ? p + 24
                : FAIL
              : matchLiteral(L5, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L5;
            } else {
              if (waitLiteral !== "") waitLiteral = L5;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 0;
          }
        }
        // absorb RESPONSE in content (grammars/kimi_k3.dialect:61)
        {
          r =
            p + 23 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62 &&
                buf.charCodeAt(p + 8) === 114 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 115 &&
                buf.charCodeAt(p + 11) === 112 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 115 &&
                buf.charCodeAt(p + 15) === 101 &&
                buf.charCodeAt(p + 16) === 60 &&
                buf.charCodeAt(p + 17) === 124 &&
                buf.charCodeAt(p + 18) === 115 &&
                buf.charCodeAt(p + 19) === 101 &&
                buf.charCodeAt(p + 20) === 112 &&
                buf.charCodeAt(p + 21) === 124 &&
                buf.charCodeAt(p + 22) === 62
                ? p + 23
                : FAIL
              : matchLiteral(L6, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L6;
            } else {
              if (waitLiteral !== "") waitLiteral = L6;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 1;
          }
        }
        // absorb MESSAGE_END in content (grammars/kimi_k3.dialect:61)
        {
          r =
            p + 23 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62 &&
                buf.charCodeAt(p + 9) === 109 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 97 &&
                buf.charCodeAt(p + 14) === 103 &&
                buf.charCodeAt(p + 15) === 101 &&
                buf.charCodeAt(p + 16) === 60 &&
                buf.charCodeAt(p + 17) === 124 &&
                buf.charCodeAt(p + 18) === 115 &&
                buf.charCodeAt(p + 19) === 101 &&
                buf.charCodeAt(p + 20) === 112 &&
                buf.charCodeAt(p + 21) === 124 &&
                buf.charCodeAt(p + 22) === 62
                ? p + 23
                : FAIL
              : matchLiteral(L7, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L7;
            } else {
              if (waitLiteral !== "") waitLiteral = L7;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 2;
          }
        }
        // absorb THINK_END in content (grammars/kimi_k3.dialect:61)
        {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 104 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 107 &&
                buf.charCodeAt(p + 14) === 60 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 115 &&
                buf.charCodeAt(p + 17) === 101 &&
                buf.charCodeAt(p + 18) === 112 &&
                buf.charCodeAt(p + 19) === 124 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
                : FAIL
              : matchLiteral(L8, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L8;
            } else {
              if (waitLiteral !== "") waitLiteral = L8;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 3;
          }
        }
        // content THINK -> reasoning : reasoning_start (grammars/kimi_k3.dialect:44)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 104 &&
                buf.charCodeAt(p + 10) === 105 &&
                buf.charCodeAt(p + 11) === 110 &&
                buf.charCodeAt(p + 12) === 107 &&
                buf.charCodeAt(p + 13) === 60 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 115 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 112 &&
                buf.charCodeAt(p + 18) === 124 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L9, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L9;
            } else {
              if (waitLiteral !== "") waitLiteral = L9;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 4;
          }
        }
        // content TOOLS -> tools (grammars/kimi_k3.dialect:49)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 111 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 60 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 115 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 112 &&
                buf.charCodeAt(p + 18) === 124 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L10, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L10;
            } else {
              if (waitLiteral !== "") waitLiteral = L10;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 5;
          }
        }
        break;
      }
    }
    if (waiting) {
      this.matchedCand = NONE;
      this.waitLiteral = waitLiteral;
      return MORE;
    }
    if (headEnd >= 0 && best <= headEnd) {
      this.matchedCand = HEAD;
      return headEnd;
    }
    this.consumesHead = headEnd >= 0 && best >= 0;
    return best;
  }

  /** reasoning (grammars/kimi_k3.dialect:36): what starts at p */
  private try1(buf: string, p: number, atEnd: boolean, head: number): number {
    this.matchedCand = NONE;
    this.consumesHead = false;
    const c = buf.charCodeAt(p);
    let headEnd = FAIL;
    if (c === head) {
      headEnd = this.tryHead(buf, p, atEnd);
      if (headEnd === MORE) {
        this.waitLiteral = "";
        return MORE;
      }
    }
    const n = buf.length;
    let best = FAIL;
    let r = FAIL;
    let waiting = false;
    let waitLiteral = "";
    switch (c) {
      case 60: /* < */ {
        // reasoning RESPONSE -> content : reasoning_end (grammars/kimi_k3.dialect:47)
        {
          r =
            p + 23 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62 &&
                buf.charCodeAt(p + 8) === 114 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 115 &&
                buf.charCodeAt(p + 11) === 112 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 115 &&
                buf.charCodeAt(p + 15) === 101 &&
                buf.charCodeAt(p + 16) === 60 &&
                buf.charCodeAt(p + 17) === 124 &&
                buf.charCodeAt(p + 18) === 115 &&
                buf.charCodeAt(p + 19) === 101 &&
                buf.charCodeAt(p + 20) === 112 &&
                buf.charCodeAt(p + 21) === 124 &&
                buf.charCodeAt(p + 22) === 62
                ? p + 23
                : FAIL
              : matchLiteral(L6, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L6;
            } else {
              if (waitLiteral !== "") waitLiteral = L6;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 6;
          }
        }
        // absorb MESSAGE_END in reasoning (grammars/kimi_k3.dialect:62)
        {
          r =
            p + 23 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62 &&
                buf.charCodeAt(p + 9) === 109 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 97 &&
                buf.charCodeAt(p + 14) === 103 &&
                buf.charCodeAt(p + 15) === 101 &&
                buf.charCodeAt(p + 16) === 60 &&
                buf.charCodeAt(p + 17) === 124 &&
                buf.charCodeAt(p + 18) === 115 &&
                buf.charCodeAt(p + 19) === 101 &&
                buf.charCodeAt(p + 20) === 112 &&
                buf.charCodeAt(p + 21) === 124 &&
                buf.charCodeAt(p + 22) === 62
                ? p + 23
                : FAIL
              : matchLiteral(L7, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L7;
            } else {
              if (waitLiteral !== "") waitLiteral = L7;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 7;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/kimi_k3.dialect:45)
        {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 104 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 107 &&
                buf.charCodeAt(p + 14) === 60 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 115 &&
                buf.charCodeAt(p + 17) === 101 &&
                buf.charCodeAt(p + 18) === 112 &&
                buf.charCodeAt(p + 19) === 124 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
                : FAIL
              : matchLiteral(L8, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L8;
            } else {
              if (waitLiteral !== "") waitLiteral = L8;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 8;
          }
        }
        // reasoning TOOLS -> tools : reasoning_end (grammars/kimi_k3.dialect:48)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 111 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 60 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 115 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 112 &&
                buf.charCodeAt(p + 18) === 124 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L10, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L10;
            } else {
              if (waitLiteral !== "") waitLiteral = L10;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 9;
          }
        }
        break;
      }
    }
    if (waiting) {
      this.matchedCand = NONE;
      this.waitLiteral = waitLiteral;
      return MORE;
    }
    if (headEnd >= 0 && best <= headEnd) {
      this.matchedCand = HEAD;
      return headEnd;
    }
    this.consumesHead = headEnd >= 0 && best >= 0;
    return best;
  }

  /** tools (grammars/kimi_k3.dialect:37): what starts at p */
  private try2(buf: string, p: number, atEnd: boolean, head: number): number {
    this.matchedCand = NONE;
    this.consumesHead = false;
    const c = buf.charCodeAt(p);
    let headEnd = FAIL;
    if (c === head) {
      headEnd = this.tryHead(buf, p, atEnd);
      if (headEnd === MORE) {
        this.waitLiteral = "";
        return MORE;
      }
    }
    const n = buf.length;
    let best = FAIL;
    let r = FAIL;
    let waiting = false;
    let waitLiteral = "";
    switch (c) {
      case 60: /* < */ {
        // tools CALL -> call : tool_start (grammars/kimi_k3.dialect:50)
        {
          r = this.cand10(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 10;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
          }
        }
        // tools CALL -> call : tool_start (grammars/kimi_k3.dialect:50)
        {
          r = this.cand11(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 11;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // absorb MESSAGE_END in tools (grammars/kimi_k3.dialect:62)
        {
          r =
            p + 23 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62 &&
                buf.charCodeAt(p + 9) === 109 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 97 &&
                buf.charCodeAt(p + 14) === 103 &&
                buf.charCodeAt(p + 15) === 101 &&
                buf.charCodeAt(p + 16) === 60 &&
                buf.charCodeAt(p + 17) === 124 &&
                buf.charCodeAt(p + 18) === 115 &&
                buf.charCodeAt(p + 19) === 101 &&
                buf.charCodeAt(p + 20) === 112 &&
                buf.charCodeAt(p + 21) === 124 &&
                buf.charCodeAt(p + 22) === 62
                ? p + 23
                : FAIL
              : matchLiteral(L7, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L7;
            } else {
              if (waitLiteral !== "") waitLiteral = L7;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 12;
          }
        }
        // tools TOOLS_END -> content (grammars/kimi_k3.dialect:51)
        {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 60 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 115 &&
                buf.charCodeAt(p + 17) === 101 &&
                buf.charCodeAt(p + 18) === 112 &&
                buf.charCodeAt(p + 19) === 124 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
                : FAIL
              : matchLiteral(L11, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L11;
            } else {
              if (waitLiteral !== "") waitLiteral = L11;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 13;
          }
        }
        // tools TOOLS -> tools : restart (grammars/kimi_k3.dialect:49)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 111 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 60 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 115 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 112 &&
                buf.charCodeAt(p + 18) === 124 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L10, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L10;
            } else {
              if (waitLiteral !== "") waitLiteral = L10;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 14;
          }
        }
        break;
      }
    }
    if (waiting) {
      this.matchedCand = NONE;
      this.waitLiteral = waitLiteral;
      return MORE;
    }
    if (headEnd >= 0 && best <= headEnd) {
      this.matchedCand = HEAD;
      return headEnd;
    }
    this.consumesHead = headEnd >= 0 && best >= 0;
    return best;
  }

  /** call (grammars/kimi_k3.dialect:38): what starts at p */
  private try3(buf: string, p: number, atEnd: boolean, head: number): number {
    this.matchedCand = NONE;
    this.consumesHead = false;
    const c = buf.charCodeAt(p);
    let headEnd = FAIL;
    if (c === head) {
      headEnd = this.tryHead(buf, p, atEnd);
      if (headEnd === MORE) {
        this.waitLiteral = "";
        return MORE;
      }
    }
    const n = buf.length;
    let best = FAIL;
    let r = FAIL;
    let waiting = false;
    let waitLiteral = "";
    switch (c) {
      case 60: /* < */ {
        // call ARG -> value : arg_start (grammars/kimi_k3.dialect:52)
        {
          r = this.cand15(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 15;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
          }
        }
        // call JSON -> json (grammars/kimi_k3.dialect:53)
        {
          r =
            p + 33 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62 &&
                buf.charCodeAt(p + 8) === 106 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 110 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 116 &&
                buf.charCodeAt(p + 14) === 121 &&
                buf.charCodeAt(p + 15) === 112 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 61 &&
                buf.charCodeAt(p + 18) === 34 &&
                buf.charCodeAt(p + 19) === 111 &&
                buf.charCodeAt(p + 20) === 98 &&
                buf.charCodeAt(p + 21) === 106 &&
                buf.charCodeAt(p + 22) === 101 &&
                buf.charCodeAt(p + 23) === 99 &&
                buf.charCodeAt(p + 24) === 116 &&
                buf.charCodeAt(p + 25) === 34 &&
                buf.charCodeAt(p + 26) === 60 &&
                buf.charCodeAt(p + 27) === 124 &&
                buf.charCodeAt(p + 28) === 115 &&
                buf.charCodeAt(p + 29) === 101 &&
                buf.charCodeAt(p + 30) === 112 &&
                buf.charCodeAt(p + 31) === 124 &&
                buf.charCodeAt(p + 32) === 62
                ? p + 33
                : FAIL
              : matchLiteral(L12, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L12;
            } else {
              if (waitLiteral !== "") waitLiteral = L12;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 16;
          }
        }
        // call TOOLS_END -> content : tool_end (grammars/kimi_k3.dialect:55)
        {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 60 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 115 &&
                buf.charCodeAt(p + 17) === 101 &&
                buf.charCodeAt(p + 18) === 112 &&
                buf.charCodeAt(p + 19) === 124 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
                : FAIL
              : matchLiteral(L11, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L11;
            } else {
              if (waitLiteral !== "") waitLiteral = L11;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 17;
          }
        }
        // call CALL_END -> tools : tool_end (grammars/kimi_k3.dialect:54)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62 &&
                buf.charCodeAt(p + 9) === 99 &&
                buf.charCodeAt(p + 10) === 97 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 60 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 115 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 112 &&
                buf.charCodeAt(p + 18) === 124 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L13, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L13;
            } else {
              if (waitLiteral !== "") waitLiteral = L13;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 18;
          }
        }
        // call TOOLS -> tools : restart (grammars/kimi_k3.dialect:49)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 111 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 60 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 115 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 112 &&
                buf.charCodeAt(p + 18) === 124 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L10, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L10;
            } else {
              if (waitLiteral !== "") waitLiteral = L10;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 19;
          }
        }
        break;
      }
    }
    if (waiting) {
      this.matchedCand = NONE;
      this.waitLiteral = waitLiteral;
      return MORE;
    }
    if (headEnd >= 0 && best <= headEnd) {
      this.matchedCand = HEAD;
      return headEnd;
    }
    this.consumesHead = headEnd >= 0 && best >= 0;
    return best;
  }

  /** value (grammars/kimi_k3.dialect:39): what starts at p */
  private try4(buf: string, p: number, atEnd: boolean, head: number): number {
    this.matchedCand = NONE;
    this.consumesHead = false;
    const c = buf.charCodeAt(p);
    let headEnd = FAIL;
    if (c === head) {
      headEnd = this.tryHead(buf, p, atEnd);
      if (headEnd === MORE) {
        this.waitLiteral = "";
        return MORE;
      }
    }
    const n = buf.length;
    let best = FAIL;
    let r = FAIL;
    let waiting = false;
    let waitLiteral = "";
    switch (c) {
      case 60: /* < */ {
        // value ARG_END -> call : arg_end when followed by … (grammars/kimi_k3.dialect:58)
        {
          r =
            p + 24 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 114 &&
                buf.charCodeAt(p + 11) === 103 &&
                buf.charCodeAt(p + 12) === 117 &&
                buf.charCodeAt(p + 13) === 109 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 110 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 60 &&
                buf.charCodeAt(p + 18) === 124 &&
                buf.charCodeAt(p + 19) === 115 &&
                buf.charCodeAt(p + 20) === 101 &&
                buf.charCodeAt(p + 21) === 112 &&
                buf.charCodeAt(p + 22) === 124 &&
                buf.charCodeAt(p + 23) === 62
                ? p + 24
                : FAIL
              : matchLiteral(L14, buf, p, atEnd);
          if (r >= 0) {
            const f = this.followed(F0, buf, r, atEnd);
            if (f < 0) r = f;
          }
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 20;
          }
        }
        // value TOOLS -> tools : restart (grammars/kimi_k3.dialect:49)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 111 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 60 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 115 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 112 &&
                buf.charCodeAt(p + 18) === 124 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L10, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L10;
            } else {
              if (waitLiteral !== "") waitLiteral = L10;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 21;
          }
        }
        break;
      }
    }
    if (waiting) {
      this.matchedCand = NONE;
      this.waitLiteral = waitLiteral;
      return MORE;
    }
    if (headEnd >= 0 && best <= headEnd) {
      this.matchedCand = HEAD;
      return headEnd;
    }
    this.consumesHead = headEnd >= 0 && best >= 0;
    return best;
  }

  /** json (grammars/kimi_k3.dialect:40): what starts at p */
  private try5(buf: string, p: number, atEnd: boolean, head: number): number {
    this.matchedCand = NONE;
    this.consumesHead = false;
    const c = buf.charCodeAt(p);
    let headEnd = FAIL;
    if (c === head) {
      headEnd = this.tryHead(buf, p, atEnd);
      if (headEnd === MORE) {
        this.waitLiteral = "";
        return MORE;
      }
    }
    const n = buf.length;
    let best = FAIL;
    let r = FAIL;
    let waiting = false;
    let waitLiteral = "";
    switch (c) {
      case 60: /* < */ {
        // json JSON_END -> call (grammars/kimi_k3.dialect:59)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62 &&
                buf.charCodeAt(p + 9) === 106 &&
                buf.charCodeAt(p + 10) === 115 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 60 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 115 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 112 &&
                buf.charCodeAt(p + 18) === 124 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L15, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L15;
            } else {
              if (waitLiteral !== "") waitLiteral = L15;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 22;
          }
        }
        // json TOOLS -> tools : restart (grammars/kimi_k3.dialect:49)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 111 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 60 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 115 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 112 &&
                buf.charCodeAt(p + 18) === 124 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L10, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L10;
            } else {
              if (waitLiteral !== "") waitLiteral = L10;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 23;
          }
        }
        break;
      }
    }
    if (waiting) {
      this.matchedCand = NONE;
      this.waitLiteral = waitLiteral;
      return MORE;
    }
    if (headEnd >= 0 && best <= headEnd) {
      this.matchedCand = HEAD;
      return headEnd;
    }
    this.consumesHead = headEnd >= 0 && best >= 0;
    return best;
  }

  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      let r: number;
      const head = this.headCode;
      switch (this.state) {
        // content : text (grammars/kimi_k3.dialect:35)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/kimi_k3.dialect:36)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // tools : discard (grammars/kimi_k3.dialect:37)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // call : discard (grammars/kimi_k3.dialect:38)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // value : arg_value (grammars/kimi_k3.dialect:39)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try4(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // json : args_json (grammars/kimi_k3.dialect:40)
        case 5:
          p = head < 0 ? next5(buf, p) : nextOrHead(buf, p, next5(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try5(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        default:
          return;
      }
      if (r === FAIL) {
        p++;
        continue;
      }
      if (runStart < p) this.sink.chars(this.state, buf, runStart, p);
      if (r === MORE) {
        if (this.waitLiteral !== "") this.holdLiteral(this.waitLiteral, n - p);
        else this.holdText(buf, p);
        return;
      }
      const previous = this.state;
      p = this.fire(this.matchedCand, buf, p, r);
      this.afterTransition(previous, p);
      runStart = p;
    }
    if (this.tracksJson[this.state] === 1) this.trackJson(buf, n);
    if (runStart < n) this.sink.chars(this.state, buf, runStart, n);
  }

  private headCandidate(_terminal: number): number {
    switch (this.state) {
    }
    return NONE;
  }

  /** Fires the winning candidate; returns where scanning resumes. */
  private fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    if (cand === HEAD) {
      cand = this.headCandidate(this.popHead());
      if (cand === NONE) {
        sink.chars(this.state, buf, from, to);
        return to;
      }
    }
    if (this.consumesHead) {
      this.consumesHead = false;
      this.popHead();
    }
    switch (cand) {
      case 0: // absorb RESPONSE_END in content (grammars/kimi_k3.dialect:61)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 1: // absorb RESPONSE in content (grammars/kimi_k3.dialect:61)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 2: // absorb MESSAGE_END in content (grammars/kimi_k3.dialect:61)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 3: // absorb THINK_END in content (grammars/kimi_k3.dialect:61)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 4: // content THINK -> reasoning : reasoning_start (grammars/kimi_k3.dialect:44)
        sink.terminal(2, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 5: // content TOOLS -> tools (grammars/kimi_k3.dialect:49)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 6: // reasoning RESPONSE -> content : reasoning_end (grammars/kimi_k3.dialect:47)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 7: // absorb MESSAGE_END in reasoning (grammars/kimi_k3.dialect:62)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 8: // reasoning THINK_END -> content : reasoning_end (grammars/kimi_k3.dialect:45)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 9: // reasoning TOOLS -> tools : reasoning_end (grammars/kimi_k3.dialect:48)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 10: // tools CALL -> call : tool_start (grammars/kimi_k3.dialect:50)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 11: // tools CALL -> call : tool_start (grammars/kimi_k3.dialect:50)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 12: // absorb MESSAGE_END in tools (grammars/kimi_k3.dialect:62)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 13: // tools TOOLS_END -> content (grammars/kimi_k3.dialect:51)
        sink.terminal(7, 0, buf, from, to);
        this.state = 0;
        return to;
      case 14: // tools TOOLS -> tools : restart (grammars/kimi_k3.dialect:49)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
      case 15: // call ARG -> value : arg_start (grammars/kimi_k3.dialect:52)
        sink.terminal(10, 4, buf, from, to);
        sink.argStart(
          buf,
          this.capFrom[0]!,
          this.capTo[0]!,
          this.encodingFor(4, buf, this.capFrom[1]!, this.capTo[1]!),
          "none",
        );
        this.state = 4;
        return to;
      case 16: // call JSON -> json (grammars/kimi_k3.dialect:53)
        sink.terminal(12, 5, buf, from, to);
        this.state = 5;
        return to;
      case 17: // call TOOLS_END -> content : tool_end (grammars/kimi_k3.dialect:55)
        sink.terminal(7, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 18: // call CALL_END -> tools : tool_end (grammars/kimi_k3.dialect:54)
        sink.terminal(9, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 19: // call TOOLS -> tools : restart (grammars/kimi_k3.dialect:49)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 20: // value ARG_END -> call : arg_end when followed by … (grammars/kimi_k3.dialect:58)
        sink.terminal(11, 3, buf, from, to);
        sink.argEnd();
        this.state = 3;
        return to;
      case 21: // value TOOLS -> tools : restart (grammars/kimi_k3.dialect:49)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 22: // json JSON_END -> call (grammars/kimi_k3.dialect:59)
        sink.terminal(13, 3, buf, from, to);
        this.state = 3;
        return to;
      case 23: // json TOOLS -> tools : restart (grammars/kimi_k3.dialect:49)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const kimi_k3: Dialect = {
  name: "kimi_k3",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new KimiK3Machine(ir, sink, initial, vocab),
};
export default kimi_k3;
