// DO NOT EDIT — generated from grammars/minimax_m2.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR, FollowIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "minimax_m2",
  source: "grammars/minimax_m2.dialect",
  extends: [],
  terminals: [
    { name: "BEGIN", special: true, variants: [[{ lit: "]~!b[" }]] },
    { name: "TURN", special: true, variants: [[{ lit: "]~b]" }]] },
    { name: "END", special: true, variants: [[{ lit: "[e~[" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<minimax:tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</minimax:tool_call>" }]] },
    {
      name: "INVOKE",
      special: false,
      variants: [
        [{ lit: '<invoke name="' }, { cap: "name", max: 256, exclude: "\n<>\"'" }, { lit: '">' }],
        [{ lit: "<invoke name='" }, { cap: "name", max: 256, exclude: "\n<>\"'" }, { lit: "'>" }],
        [{ lit: "<invoke name=" }, { cap: "name", max: 256, exclude: "\n<>\"'" }, { lit: ">" }],
      ],
    },
    { name: "INVOKE_END", special: false, variants: [[{ lit: "</invoke>" }]] },
    {
      name: "PARAM",
      special: false,
      variants: [
        [{ lit: '<parameter name="' }, { cap: "key", max: 256, exclude: "\n<>\"'" }, { lit: '">' }],
        [{ lit: "<parameter name='" }, { cap: "key", max: 256, exclude: "\n<>\"'" }, { lit: "'>" }],
        [{ lit: "<parameter name=" }, { cap: "key", max: 256, exclude: "\n<>\"'" }, { lit: ">" }],
      ],
    },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</parameter>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/minimax_m2.dialect:23",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/minimax_m2.dialect:34", terminal: 5, target: 2, events: [] },
        {
          at: "grammars/minimax_m2.dialect:35",
          terminal: 7,
          target: 3,
          events: [{ kind: "tool_start", name: "name" }],
        },
        { at: "grammars/minimax_m2.dialect:45", terminal: 4, target: 0, events: [], absorb: true },
        { at: "grammars/minimax_m2.dialect:47", terminal: 2, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/minimax_m2.dialect:24",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/minimax_m2.dialect:32",
          terminal: 4,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/minimax_m2.dialect:33",
          terminal: 5,
          target: 2,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/minimax_m2.dialect:46", terminal: 3, target: 1, events: [], absorb: true },
        { at: "grammars/minimax_m2.dialect:47", terminal: 2, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "preamble",
      at: "grammars/minimax_m2.dialect:25",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/minimax_m2.dialect:36",
          terminal: 7,
          target: 3,
          events: [{ kind: "tool_start", name: "name" }],
        },
        { at: "grammars/minimax_m2.dialect:37", terminal: 6, target: 0, events: [] },
        { at: "grammars/minimax_m2.dialect:34", terminal: 5, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "invoke",
      at: "grammars/minimax_m2.dialect:26",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/minimax_m2.dialect:38",
          terminal: 9,
          target: 4,
          events: [{ kind: "arg_start", key: "key" }],
        },
        {
          at: "grammars/minimax_m2.dialect:39",
          terminal: 8,
          target: 2,
          events: [{ kind: "tool_end" }],
        },
        {
          at: "grammars/minimax_m2.dialect:40",
          terminal: 6,
          target: 0,
          events: [{ kind: "tool_end" }],
        },
        { at: "grammars/minimax_m2.dialect:34", terminal: 5, target: 2, events: [], restart: true },
        {
          at: "grammars/minimax_m2.dialect:35",
          terminal: 7,
          target: 3,
          events: [{ kind: "tool_start", name: "name" }],
          restart: true,
        },
      ],
    },
    {
      name: "value",
      at: "grammars/minimax_m2.dialect:27",
      channel: { kind: 5, encoding: "schema", trim: "none" },
      transitions: [
        {
          at: "grammars/minimax_m2.dialect:41",
          terminal: 10,
          target: 3,
          events: [{ kind: "arg_end" }],
          follow: { terminals: [9, 8, 6], end: true },
        },
        {
          at: "grammars/minimax_m2.dialect:42",
          terminal: 9,
          target: 4,
          events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }],
        },
        {
          at: "grammars/minimax_m2.dialect:43",
          terminal: 8,
          target: 2,
          events: [{ kind: "arg_end" }, { kind: "tool_end" }],
          follow: { terminals: [7, 6], end: true },
        },
        { at: "grammars/minimax_m2.dialect:34", terminal: 5, target: 2, events: [], restart: true },
        {
          at: "grammars/minimax_m2.dialect:35",
          terminal: 7,
          target: 3,
          events: [{ kind: "tool_start", name: "name" }],
          restart: true,
        },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2],
  policies: {
    stripTrailingReasoningWhitespace: true,
    contentWhitespace: "around_tools",
    validateToolNames: true,
    unclosedCall: "keep",
    thinkingDefault: true,
    toolCallId: "chatcmpl",
    blockSeparator: "",
    unwrapArguments: false,
    prefill: "",
    captureEscapes: "none",
    caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 },
  },
};
const L0 = '<invoke name="';
const L1 = '">';
const L2 = "<invoke name='";
const L3 = "'>";
const L4 = "<invoke name=";
const L5 = ">";
const L6 = '<parameter name="';
const L7 = "<parameter name='";
const L8 = "<parameter name=";
const L9 = "<minimax:tool_call>";
const L10 = "</think>";
const L11 = "[e~[";
const L12 = "<think>";
const L13 = "</minimax:tool_call>";
const L14 = "</invoke>";
const L15 = "</parameter>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91 /* [ */:
        return p;
    }
  }
  return p;
}

/** reasoning: the next position where a marker may start */
function next1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91 /* [ */:
        return p;
    }
  }
  return p;
}

/** preamble: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** invoke: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** value: the next position where a marker may start */
function next4(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

const F0: FollowIR = { terminals: [9, 8, 6], end: true };
const F1: FollowIR = { terminals: [7, 6], end: true };

/** The minimax_m2 machine, specialised from grammars/minimax_m2.dialect. */
export class MinimaxM2Machine extends CompiledMachine {
  /** content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:35) */
  private cand1(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61 &&
        buf.charCodeAt(q + 13) === 34
      ))
        return FAIL;
      q += 14;
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
      if (c === 10 || c === 60 || c === 62 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 34 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:35) */
  private cand2(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61 &&
        buf.charCodeAt(q + 13) === 39
      ))
        return FAIL;
      q += 14;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 256 characters before "'"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 39) break;
      if (c === 10 || c === 60 || c === 62 || c === 34) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 39 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:35) */
  private cand3(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 13 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61
      ))
        return FAIL;
      q += 13;
    } else {
      const r = matchLiteral(L4, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 256 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60 || c === 34 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L5, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:36) */
  private cand12(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61 &&
        buf.charCodeAt(q + 13) === 34
      ))
        return FAIL;
      q += 14;
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
      if (c === 10 || c === 60 || c === 62 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 34 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:36) */
  private cand13(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61 &&
        buf.charCodeAt(q + 13) === 39
      ))
        return FAIL;
      q += 14;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 256 characters before "'"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 39) break;
      if (c === 10 || c === 60 || c === 62 || c === 34) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 39 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:36) */
  private cand14(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 13 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61
      ))
        return FAIL;
      q += 13;
    } else {
      const r = matchLiteral(L4, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 256 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60 || c === 34 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L5, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:38) */
  private cand16(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 17 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 112 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 109 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 116 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 114 &&
        buf.charCodeAt(q + 10) === 32 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 97 &&
        buf.charCodeAt(q + 13) === 109 &&
        buf.charCodeAt(q + 14) === 101 &&
        buf.charCodeAt(q + 15) === 61 &&
        buf.charCodeAt(q + 16) === 34
      ))
        return FAIL;
      q += 17;
    } else {
      const r = matchLiteral(L6, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 256 characters before "\""
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 34 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:38) */
  private cand17(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 17 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 112 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 109 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 116 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 114 &&
        buf.charCodeAt(q + 10) === 32 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 97 &&
        buf.charCodeAt(q + 13) === 109 &&
        buf.charCodeAt(q + 14) === 101 &&
        buf.charCodeAt(q + 15) === 61 &&
        buf.charCodeAt(q + 16) === 39
      ))
        return FAIL;
      q += 17;
    } else {
      const r = matchLiteral(L7, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 256 characters before "'"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 39) break;
      if (c === 10 || c === 60 || c === 62 || c === 34) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 39 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:38) */
  private cand19(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 16 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 112 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 109 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 116 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 114 &&
        buf.charCodeAt(q + 10) === 32 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 97 &&
        buf.charCodeAt(q + 13) === 109 &&
        buf.charCodeAt(q + 14) === 101 &&
        buf.charCodeAt(q + 15) === 61
      ))
        return FAIL;
      q += 16;
    } else {
      const r = matchLiteral(L8, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 256 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60 || c === 34 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L5, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** invoke INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35) */
  private cand20(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61 &&
        buf.charCodeAt(q + 13) === 34
      ))
        return FAIL;
      q += 14;
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
      if (c === 10 || c === 60 || c === 62 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 34 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** invoke INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35) */
  private cand21(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61 &&
        buf.charCodeAt(q + 13) === 39
      ))
        return FAIL;
      q += 14;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 256 characters before "'"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 39) break;
      if (c === 10 || c === 60 || c === 62 || c === 34) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 39 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** invoke INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35) */
  private cand22(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 13 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61
      ))
        return FAIL;
      q += 13;
    } else {
      const r = matchLiteral(L4, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 256 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60 || c === 34 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L5, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:42) */
  private cand24(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 17 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 112 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 109 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 116 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 114 &&
        buf.charCodeAt(q + 10) === 32 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 97 &&
        buf.charCodeAt(q + 13) === 109 &&
        buf.charCodeAt(q + 14) === 101 &&
        buf.charCodeAt(q + 15) === 61 &&
        buf.charCodeAt(q + 16) === 34
      ))
        return FAIL;
      q += 17;
    } else {
      const r = matchLiteral(L6, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 256 characters before "\""
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 34 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:42) */
  private cand25(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 17 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 112 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 109 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 116 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 114 &&
        buf.charCodeAt(q + 10) === 32 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 97 &&
        buf.charCodeAt(q + 13) === 109 &&
        buf.charCodeAt(q + 14) === 101 &&
        buf.charCodeAt(q + 15) === 61 &&
        buf.charCodeAt(q + 16) === 39
      ))
        return FAIL;
      q += 17;
    } else {
      const r = matchLiteral(L7, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 256 characters before "'"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 39) break;
      if (c === 10 || c === 60 || c === 62 || c === 34) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 39 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:42) */
  private cand27(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 16 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 112 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 109 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 116 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 114 &&
        buf.charCodeAt(q + 10) === 32 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 97 &&
        buf.charCodeAt(q + 13) === 109 &&
        buf.charCodeAt(q + 14) === 101 &&
        buf.charCodeAt(q + 15) === 61
      ))
        return FAIL;
      q += 16;
    } else {
      const r = matchLiteral(L8, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 256 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60 || c === 34 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L5, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** value INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35) */
  private cand28(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61 &&
        buf.charCodeAt(q + 13) === 34
      ))
        return FAIL;
      q += 14;
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
      if (c === 10 || c === 60 || c === 62 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 34 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** value INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35) */
  private cand29(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61 &&
        buf.charCodeAt(q + 13) === 39
      ))
        return FAIL;
      q += 14;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 256 characters before "'"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 39) break;
      if (c === 10 || c === 60 || c === 62 || c === 34) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 2 <= n) {
      if (!(buf.charCodeAt(q + 0) === 39 && buf.charCodeAt(q + 1) === 62)) return FAIL;
      q += 2;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** value INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35) */
  private cand30(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 13 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 105 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 118 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 109 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 61
      ))
        return FAIL;
      q += 13;
    } else {
      const r = matchLiteral(L4, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 256 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60 || c === 34 || c === 39) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L5, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content (grammars/minimax_m2.dialect:23): what starts at p */
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
        // content TOOL_START -> preamble (grammars/minimax_m2.dialect:34)
        if (!this.idOnly(5)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 109 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 105 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 97 &&
                buf.charCodeAt(p + 7) === 120 &&
                buf.charCodeAt(p + 8) === 58 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 97 &&
                buf.charCodeAt(p + 16) === 108 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
            this.matchedCand = 0;
          }
        }
        // content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:35)
        {
          r = this.cand1(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 1;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:35)
        {
          r = this.cand2(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 2;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:35)
        {
          r = this.cand3(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 3;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // absorb THINK_END in content (grammars/minimax_m2.dialect:45)
        if (!this.idOnly(4)) {
          r =
            p + 8 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 104 &&
                buf.charCodeAt(p + 4) === 105 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 107 &&
                buf.charCodeAt(p + 7) === 62
                ? p + 8
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
            this.matchedCand = 4;
          }
        }
        break;
      }
      case 91: /* [ */ {
        // absorb END in content (grammars/minimax_m2.dialect:47)
        if (!this.idOnly(2)) {
          r =
            p + 4 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 126 &&
                buf.charCodeAt(p + 3) === 91
                ? p + 4
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

  /** reasoning (grammars/minimax_m2.dialect:24): what starts at p */
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
        // reasoning TOOL_START -> preamble : reasoning_end (grammars/minimax_m2.dialect:33)
        if (!this.idOnly(5)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 109 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 105 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 97 &&
                buf.charCodeAt(p + 7) === 120 &&
                buf.charCodeAt(p + 8) === 58 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 97 &&
                buf.charCodeAt(p + 16) === 108 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
            this.matchedCand = 6;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m2.dialect:32)
        if (!this.idOnly(4)) {
          r =
            p + 8 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 104 &&
                buf.charCodeAt(p + 4) === 105 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 107 &&
                buf.charCodeAt(p + 7) === 62
                ? p + 8
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
            this.matchedCand = 7;
          }
        }
        // absorb THINK_START in reasoning (grammars/minimax_m2.dialect:46)
        if (!this.idOnly(3)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 104 &&
                buf.charCodeAt(p + 3) === 105 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 107 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
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
            this.matchedCand = 8;
          }
        }
        break;
      }
      case 91: /* [ */ {
        // absorb END in reasoning (grammars/minimax_m2.dialect:47)
        if (!this.idOnly(2)) {
          r =
            p + 4 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 126 &&
                buf.charCodeAt(p + 3) === 91
                ? p + 4
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

  /** preamble (grammars/minimax_m2.dialect:25): what starts at p */
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
        // preamble TOOL_END -> content (grammars/minimax_m2.dialect:37)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 109 &&
                buf.charCodeAt(p + 3) === 105 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 105 &&
                buf.charCodeAt(p + 6) === 109 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 120 &&
                buf.charCodeAt(p + 9) === 58 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 108 &&
                buf.charCodeAt(p + 14) === 95 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 97 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 108 &&
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
            this.matchedCand = 10;
          }
        }
        // preamble TOOL_START -> preamble : restart (grammars/minimax_m2.dialect:34)
        if (!this.idOnly(5)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 109 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 105 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 97 &&
                buf.charCodeAt(p + 7) === 120 &&
                buf.charCodeAt(p + 8) === 58 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 97 &&
                buf.charCodeAt(p + 16) === 108 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
                : FAIL
              : matchLiteral(L9, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L9;
            } else {
              if (waitLiteral !== "") waitLiteral = L9;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 11;
          }
        }
        // preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:36)
        {
          r = this.cand12(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 12;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:36)
        {
          r = this.cand13(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 13;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:36)
        {
          r = this.cand14(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 14;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
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

  /** invoke (grammars/minimax_m2.dialect:26): what starts at p */
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
        // invoke TOOL_END -> content : tool_end (grammars/minimax_m2.dialect:40)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 109 &&
                buf.charCodeAt(p + 3) === 105 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 105 &&
                buf.charCodeAt(p + 6) === 109 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 120 &&
                buf.charCodeAt(p + 9) === 58 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 108 &&
                buf.charCodeAt(p + 14) === 95 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 97 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 108 &&
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
            this.matchedCand = 15;
          }
        }
        // invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:38)
        {
          r = this.cand16(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 16;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:38)
        {
          r = this.cand17(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 17;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // invoke TOOL_START -> preamble : restart (grammars/minimax_m2.dialect:34)
        if (!this.idOnly(5)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 109 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 105 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 97 &&
                buf.charCodeAt(p + 7) === 120 &&
                buf.charCodeAt(p + 8) === 58 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 97 &&
                buf.charCodeAt(p + 16) === 108 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
                : FAIL
              : matchLiteral(L9, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L9;
            } else {
              if (waitLiteral !== "") waitLiteral = L9;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 18;
          }
        }
        // invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:38)
        {
          r = this.cand19(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 19;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // invoke INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        {
          r = this.cand20(buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
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
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // invoke INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        {
          r = this.cand21(buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 21;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // invoke INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        {
          r = this.cand22(buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 22;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // invoke INVOKE_END -> preamble : tool_end (grammars/minimax_m2.dialect:39)
        {
          r =
            p + 9 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 118 &&
                buf.charCodeAt(p + 5) === 111 &&
                buf.charCodeAt(p + 6) === 107 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 62
                ? p + 9
                : FAIL
              : matchLiteral(L14, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L14;
            } else {
              if (waitLiteral !== "") waitLiteral = L14;
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

  /** value (grammars/minimax_m2.dialect:27): what starts at p */
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
        // value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:42)
        {
          r = this.cand24(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 24;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:42)
        {
          r = this.cand25(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 25;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // value TOOL_START -> preamble : restart (grammars/minimax_m2.dialect:34)
        if (!this.idOnly(5)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 109 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 105 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 97 &&
                buf.charCodeAt(p + 7) === 120 &&
                buf.charCodeAt(p + 8) === 58 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 97 &&
                buf.charCodeAt(p + 16) === 108 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
                : FAIL
              : matchLiteral(L9, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L9;
            } else {
              if (waitLiteral !== "") waitLiteral = L9;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 26;
          }
        }
        // value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:42)
        {
          r = this.cand27(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 27;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // value INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        {
          r = this.cand28(buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 28;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // value INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        {
          r = this.cand29(buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 29;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // value INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        {
          r = this.cand30(buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 30;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // value PARAM_END -> invoke : arg_end when followed by … (grammars/minimax_m2.dialect:41)
        {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 114 &&
                buf.charCodeAt(p + 5) === 97 &&
                buf.charCodeAt(p + 6) === 109 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 114 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
                : FAIL
              : matchLiteral(L15, buf, p, atEnd);
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
            this.matchedCand = 31;
          }
        }
        // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/minimax_m2.dialect:43)
        {
          r =
            p + 9 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 118 &&
                buf.charCodeAt(p + 5) === 111 &&
                buf.charCodeAt(p + 6) === 107 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 62
                ? p + 9
                : FAIL
              : matchLiteral(L14, buf, p, atEnd);
          if (r >= 0) {
            const f = this.followed(F1, buf, r, atEnd);
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
            this.matchedCand = 32;
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
        // content : text (grammars/minimax_m2.dialect:23)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/minimax_m2.dialect:24)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // preamble : discard (grammars/minimax_m2.dialect:25)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // invoke : discard (grammars/minimax_m2.dialect:26)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // value : arg_value (grammars/minimax_m2.dialect:27)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try4(buf, p, atEnd, head);
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
    if (runStart < n) this.sink.chars(this.state, buf, runStart, n);
  }

  private headCandidate(terminal: number): number {
    switch (this.state) {
      case 0:
        switch (terminal) {
          case 5:
            return 0;
          case 4:
            return 4;
          case 2:
            return 5;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 5:
            return 6;
          case 4:
            return 7;
          case 3:
            return 8;
          case 2:
            return 9;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 6:
            return 10;
          case 5:
            return this.sink.unconfirmedCall() ? 11 : NONE;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 6:
            return 15;
          case 5:
            return this.sink.unconfirmedCall() ? 18 : NONE;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 5:
            return this.sink.unconfirmedCall() ? 26 : NONE;
        }
        return NONE;
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
      case 0: // content TOOL_START -> preamble (grammars/minimax_m2.dialect:34)
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:35)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 2: // content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:35)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 3: // content INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:35)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 4: // absorb THINK_END in content (grammars/minimax_m2.dialect:45)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 5: // absorb END in content (grammars/minimax_m2.dialect:47)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 6: // reasoning TOOL_START -> preamble : reasoning_end (grammars/minimax_m2.dialect:33)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 7: // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m2.dialect:32)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 8: // absorb THINK_START in reasoning (grammars/minimax_m2.dialect:46)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 9: // absorb END in reasoning (grammars/minimax_m2.dialect:47)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 10: // preamble TOOL_END -> content (grammars/minimax_m2.dialect:37)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
      case 11: // preamble TOOL_START -> preamble : restart (grammars/minimax_m2.dialect:34)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        return to;
      case 12: // preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:36)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 13: // preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:36)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 14: // preamble INVOKE -> invoke : tool_start (grammars/minimax_m2.dialect:36)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 15: // invoke TOOL_END -> content : tool_end (grammars/minimax_m2.dialect:40)
        sink.terminal(6, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 16: // invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:38)
        sink.terminal(9, 4, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 4;
        return to;
      case 17: // invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:38)
        sink.terminal(9, 4, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 4;
        return to;
      case 18: // invoke TOOL_START -> preamble : restart (grammars/minimax_m2.dialect:34)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 19: // invoke PARAM -> value : arg_start (grammars/minimax_m2.dialect:38)
        sink.terminal(9, 4, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 4;
        return to;
      case 20: // invoke INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        sink.restart();
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
      case 21: // invoke INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        sink.restart();
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
      case 22: // invoke INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        sink.restart();
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
      case 23: // invoke INVOKE_END -> preamble : tool_end (grammars/minimax_m2.dialect:39)
        sink.terminal(8, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 24: // value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:42)
        sink.terminal(9, 4, buf, from, to);
        sink.argEnd();
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        return to;
      case 25: // value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:42)
        sink.terminal(9, 4, buf, from, to);
        sink.argEnd();
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        return to;
      case 26: // value TOOL_START -> preamble : restart (grammars/minimax_m2.dialect:34)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 27: // value PARAM -> value : arg_end, arg_start (grammars/minimax_m2.dialect:42)
        sink.terminal(9, 4, buf, from, to);
        sink.argEnd();
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        return to;
      case 28: // value INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        sink.restart();
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 29: // value INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        sink.restart();
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 30: // value INVOKE -> invoke : restart, tool_start (grammars/minimax_m2.dialect:35)
        sink.restart();
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 31: // value PARAM_END -> invoke : arg_end when followed by … (grammars/minimax_m2.dialect:41)
        sink.terminal(10, 3, buf, from, to);
        sink.argEnd();
        this.state = 3;
        return to;
      case 32: // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/minimax_m2.dialect:43)
        sink.terminal(8, 2, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const minimax_m2: Dialect = {
  name: "minimax_m2",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new MinimaxM2Machine(ir, sink, initial, vocab),
};
export default minimax_m2;
