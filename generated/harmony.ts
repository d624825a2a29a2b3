// DO NOT EDIT — generated from grammars/harmony.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "harmony",
  source: "grammars/harmony.dialect",
  extends: [],
  terminals: [
    { name: "START", special: true, variants: [[{ lit: "<|start|>" }]] },
    { name: "END", special: true, variants: [[{ lit: "<|end|>" }]] },
    { name: "RETURN", special: true, variants: [[{ lit: "<|return|>" }]] },
    { name: "CALL", special: true, variants: [[{ lit: "<|call|>" }]] },
    { name: "ANALYSIS", special: false, variants: [[{ lit: "<|channel|>analysis<|message|>" }]] },
    {
      name: "FINAL",
      special: false,
      variants: [
        [{ lit: "<|channel|>final<|message|>" }],
        [
          { lit: "<|channel|>final" },
          { ws: 256 },
          { lit: "<|constrain|>" },
          { cap: "type", max: 64, exclude: "\n<>" },
          { lit: "<|message|>" },
        ],
      ],
    },
    {
      name: "COMMENTARY",
      special: false,
      variants: [[{ lit: "<|channel|>commentary<|message|>" }]],
    },
    {
      name: "TO_TOOL",
      special: false,
      variants: [
        [
          { lit: " to=functions." },
          { cap: "name", max: 128, exclude: " \t\n<>" },
          { ws: 256 },
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>", write: "commentary" },
          { lit: "<|message|>" },
        ],
        [
          { lit: " to=functions." },
          { cap: "name", max: 128, exclude: " \t\n<>" },
          { ws: 256 },
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { ws: 256 },
          { lit: "<|constrain|>" },
          { cap: "type", max: 64, exclude: "\n<>" },
          { lit: "<|message|>" },
        ],
        [
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { lit: " to=functions." },
          { cap: "name", max: 128, exclude: " \t\n<>" },
          { ws: 256 },
          { lit: "<|message|>" },
        ],
        [
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { lit: " to=functions." },
          { cap: "name", max: 128, exclude: " \t\n<>" },
          { ws: 256 },
          { lit: "<|constrain|>" },
          { cap: "type", max: 64, exclude: "\n<>" },
          { lit: "<|message|>" },
        ],
      ],
    },
    {
      name: "TO_NAME",
      special: false,
      variants: [
        [
          { lit: " to=" },
          { cap: "name", max: 128, exclude: " \t\n<>" },
          { ws: 256 },
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>", write: "commentary" },
          { lit: "<|message|>" },
        ],
        [
          { lit: " to=" },
          { cap: "name", max: 128, exclude: " \t\n<>" },
          { ws: 256 },
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { ws: 256 },
          { lit: "<|constrain|>" },
          { cap: "type", max: 64, exclude: "\n<>" },
          { lit: "<|message|>" },
        ],
        [
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { lit: " to=" },
          { cap: "name", max: 128, exclude: " \t\n<>" },
          { ws: 256 },
          { lit: "<|message|>" },
        ],
        [
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { lit: " to=" },
          { cap: "name", max: 128, exclude: " \t\n<>" },
          { ws: 256 },
          { lit: "<|constrain|>" },
          { cap: "type", max: 64, exclude: "\n<>" },
          { lit: "<|message|>" },
        ],
      ],
    },
    {
      name: "TO_BUILTIN",
      special: false,
      variants: [
        [
          { lit: " to=assistant<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { lit: "<|message|>" },
        ],
        [
          { lit: " to=browser." },
          { cap: "name", max: 128, exclude: " \t\n<>" },
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { lit: "<|message|>" },
        ],
        [
          { lit: " to=python<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { lit: "<|message|>" },
        ],
        [
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { lit: " to=assistant" },
          { ws: 256 },
          { lit: "<|message|>" },
        ],
        [
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { lit: " to=browser." },
          { cap: "name", max: 128, exclude: " \t\n<>" },
          { ws: 256 },
          { lit: "<|message|>" },
        ],
        [
          { lit: "<|channel|>" },
          { cap: "ch", max: 64, exclude: "\n<>" },
          { lit: " to=python" },
          { ws: 256 },
          { lit: "<|message|>" },
        ],
      ],
    },
  ],
  states: [
    {
      name: "header",
      at: "grammars/harmony.dialect:43",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/harmony.dialect:51",
          terminal: 4,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        {
          at: "grammars/harmony.dialect:52",
          terminal: 5,
          target: 2,
          events: [{ kind: "content_start" }],
        },
        {
          at: "grammars/harmony.dialect:53",
          terminal: 6,
          target: 2,
          events: [{ kind: "content_start" }],
        },
        {
          at: "grammars/harmony.dialect:54",
          terminal: 7,
          target: 3,
          events: [{ kind: "tool_start", name: "name" }],
        },
        {
          at: "grammars/harmony.dialect:55",
          terminal: 8,
          target: 3,
          events: [{ kind: "tool_start", name: "name" }],
        },
        { at: "grammars/harmony.dialect:56", terminal: 9, target: 4, events: [] },
        { at: "grammars/harmony.dialect:66", terminal: 0, target: 0, events: [], absorb: true },
        { at: "grammars/harmony.dialect:66", terminal: 2, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/harmony.dialect:44",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/harmony.dialect:57",
          terminal: 1,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/harmony.dialect:58",
          terminal: 3,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
      ],
    },
    {
      name: "content",
      at: "grammars/harmony.dialect:45",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/harmony.dialect:59", terminal: 1, target: 0, events: [] },
        { at: "grammars/harmony.dialect:60", terminal: 2, target: 0, events: [] },
      ],
    },
    {
      name: "args",
      at: "grammars/harmony.dialect:46",
      channel: { kind: 3 },
      transitions: [
        {
          at: "grammars/harmony.dialect:61",
          terminal: 3,
          target: 0,
          events: [{ kind: "tool_end" }],
          outsideString: true,
        },
        {
          at: "grammars/harmony.dialect:62",
          terminal: 1,
          target: 0,
          events: [{ kind: "tool_end" }],
          outsideString: true,
        },
      ],
    },
    {
      name: "builtin",
      at: "grammars/harmony.dialect:47",
      channel: { kind: 7 },
      transitions: [
        { at: "grammars/harmony.dialect:63", terminal: 3, target: 0, events: [] },
        { at: "grammars/harmony.dialect:64", terminal: 1, target: 0, events: [] },
      ],
    },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1, 2, 3],
  policies: {
    stripTrailingReasoningWhitespace: true,
    contentWhitespace: "keep",
    validateToolNames: false,
    unclosedCall: "keep",
    thinkingDefault: true,
    toolCallId: "chatcmpl",
    blockSeparator: "\n",
    unwrapArguments: false,
    prefill: "",
    captureEscapes: "none",
    caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 },
  },
};
const L0 = "<|channel|>";
const L1 = " to=functions.";
const L2 = "<|constrain|>";
const L3 = "<|message|>";
const L4 = "<|channel|>final";
const L5 = " to=";
const L6 = " to=assistant";
const L7 = " to=browser.";
const L8 = " to=python";
const L9 = " to=assistant<|channel|>";
const L10 = " to=python<|channel|>";
const L11 = "<|channel|>commentary<|message|>";
const L12 = "<|channel|>analysis<|message|>";
const L13 = "<|channel|>final<|message|>";
const L14 = "<|return|>";
const L15 = "<|start|>";
const L16 = "<|call|>";
const L17 = "<|end|>";
/** header: the next position where a marker may start */
function next0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 32: /*   */
      case 60 /* < */:
        return p;
    }
  }
  return p;
}

/** reasoning: the next position where a marker may start */
function next1(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** content: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** args: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** builtin: the next position where a marker may start */
function next4(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The harmony machine, specialised from grammars/harmony.dialect. */
export class HarmonyMachine extends CompiledMachine {
  /** header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54) */
  private cand0(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before " "
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 32) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 64) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61 &&
        buf.charCodeAt(q + 4) === 102 &&
        buf.charCodeAt(q + 5) === 117 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 99 &&
        buf.charCodeAt(q + 8) === 116 &&
        buf.charCodeAt(q + 9) === 105 &&
        buf.charCodeAt(q + 10) === 111 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 115 &&
        buf.charCodeAt(q + 13) === 46
      ))
        return FAIL;
      q += 14;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "<" or whitespace
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60 || c === 32 || c === 10 || c === 9 || c === 13) break;
      if (c === 32 || c === 9 || c === 10 || c === 62) return FAIL;
      q++;
      if (q - s1 > 128) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 13 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 111 &&
        buf.charCodeAt(q + 4) === 110 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 116 &&
        buf.charCodeAt(q + 7) === 114 &&
        buf.charCodeAt(q + 8) === 97 &&
        buf.charCodeAt(q + 9) === 105 &&
        buf.charCodeAt(q + 10) === 110 &&
        buf.charCodeAt(q + 11) === 124 &&
        buf.charCodeAt(q + 12) === 62
      ))
        return FAIL;
      q += 13;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture type: up to 64 characters before "<"
    const s2 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s2 > 64) return FAIL;
    }
    if (q === s2) return FAIL;
    this.scratchFrom[2] = s2;
    this.scratchTo[2] = q;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header FINAL -> content : content_start (grammars/harmony.dialect:52) */
  private cand1(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 16 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62 &&
        buf.charCodeAt(q + 11) === 102 &&
        buf.charCodeAt(q + 12) === 105 &&
        buf.charCodeAt(q + 13) === 110 &&
        buf.charCodeAt(q + 14) === 97 &&
        buf.charCodeAt(q + 15) === 108
      ))
        return FAIL;
      q += 16;
    } else {
      const r = matchLiteral(L4, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 13 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 111 &&
        buf.charCodeAt(q + 4) === 110 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 116 &&
        buf.charCodeAt(q + 7) === 114 &&
        buf.charCodeAt(q + 8) === 97 &&
        buf.charCodeAt(q + 9) === 105 &&
        buf.charCodeAt(q + 10) === 110 &&
        buf.charCodeAt(q + 11) === 124 &&
        buf.charCodeAt(q + 12) === 62
      ))
        return FAIL;
      q += 13;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture type: up to 64 characters before "<"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 64) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_NAME -> args : tool_start (grammars/harmony.dialect:55) */
  private cand2(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before " "
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 32) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 64) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 4 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61
      ))
        return FAIL;
      q += 4;
    } else {
      const r = matchLiteral(L5, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "<" or whitespace
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60 || c === 32 || c === 10 || c === 9 || c === 13) break;
      if (c === 32 || c === 9 || c === 10 || c === 62) return FAIL;
      q++;
      if (q - s1 > 128) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 13 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 111 &&
        buf.charCodeAt(q + 4) === 110 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 116 &&
        buf.charCodeAt(q + 7) === 114 &&
        buf.charCodeAt(q + 8) === 97 &&
        buf.charCodeAt(q + 9) === 105 &&
        buf.charCodeAt(q + 10) === 110 &&
        buf.charCodeAt(q + 11) === 124 &&
        buf.charCodeAt(q + 12) === 62
      ))
        return FAIL;
      q += 13;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture type: up to 64 characters before "<"
    const s2 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s2 > 64) return FAIL;
    }
    if (q === s2) return FAIL;
    this.scratchFrom[2] = s2;
    this.scratchTo[2] = q;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54) */
  private cand3(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before " "
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 32) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 64) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61 &&
        buf.charCodeAt(q + 4) === 102 &&
        buf.charCodeAt(q + 5) === 117 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 99 &&
        buf.charCodeAt(q + 8) === 116 &&
        buf.charCodeAt(q + 9) === 105 &&
        buf.charCodeAt(q + 10) === 111 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 115 &&
        buf.charCodeAt(q + 13) === 46
      ))
        return FAIL;
      q += 14;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "<" or whitespace
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60 || c === 32 || c === 10 || c === 9 || c === 13) break;
      if (c === 32 || c === 9 || c === 10 || c === 62) return FAIL;
      q++;
      if (q - s1 > 128) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_BUILTIN -> builtin (grammars/harmony.dialect:56) */
  private cand4(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before " "
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 32) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 64) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 13 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 115 &&
        buf.charCodeAt(q + 7) === 105 &&
        buf.charCodeAt(q + 8) === 115 &&
        buf.charCodeAt(q + 9) === 116 &&
        buf.charCodeAt(q + 10) === 97 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 116
      ))
        return FAIL;
      q += 13;
    } else {
      const r = matchLiteral(L6, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_BUILTIN -> builtin (grammars/harmony.dialect:56) */
  private cand5(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before " "
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 32) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 64) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 12 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61 &&
        buf.charCodeAt(q + 4) === 98 &&
        buf.charCodeAt(q + 5) === 114 &&
        buf.charCodeAt(q + 6) === 111 &&
        buf.charCodeAt(q + 7) === 119 &&
        buf.charCodeAt(q + 8) === 115 &&
        buf.charCodeAt(q + 9) === 101 &&
        buf.charCodeAt(q + 10) === 114 &&
        buf.charCodeAt(q + 11) === 46
      ))
        return FAIL;
      q += 12;
    } else {
      const r = matchLiteral(L7, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "<" or whitespace
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60 || c === 32 || c === 10 || c === 9 || c === 13) break;
      if (c === 32 || c === 9 || c === 10 || c === 62) return FAIL;
      q++;
      if (q - s1 > 128) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_BUILTIN -> builtin (grammars/harmony.dialect:56) */
  private cand7(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before " "
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 32) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 64) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 10 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61 &&
        buf.charCodeAt(q + 4) === 112 &&
        buf.charCodeAt(q + 5) === 121 &&
        buf.charCodeAt(q + 6) === 116 &&
        buf.charCodeAt(q + 7) === 104 &&
        buf.charCodeAt(q + 8) === 111 &&
        buf.charCodeAt(q + 9) === 110
      ))
        return FAIL;
      q += 10;
    } else {
      const r = matchLiteral(L8, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_NAME -> args : tool_start (grammars/harmony.dialect:55) */
  private cand10(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before " "
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 32) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 64) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 4 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61
      ))
        return FAIL;
      q += 4;
    } else {
      const r = matchLiteral(L5, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "<" or whitespace
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60 || c === 32 || c === 10 || c === 9 || c === 13) break;
      if (c === 32 || c === 9 || c === 10 || c === 62) return FAIL;
      q++;
      if (q - s1 > 128) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54) */
  private cand13(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61 &&
        buf.charCodeAt(q + 4) === 102 &&
        buf.charCodeAt(q + 5) === 117 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 99 &&
        buf.charCodeAt(q + 8) === 116 &&
        buf.charCodeAt(q + 9) === 105 &&
        buf.charCodeAt(q + 10) === 111 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 115 &&
        buf.charCodeAt(q + 13) === 46
      ))
        return FAIL;
      q += 14;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "<" or whitespace
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60 || c === 32 || c === 10 || c === 9 || c === 13) break;
      if (c === 32 || c === 9 || c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before "<" or whitespace
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60 || c === 32 || c === 10 || c === 9 || c === 13) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s1 > 64) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 13 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 111 &&
        buf.charCodeAt(q + 4) === 110 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 116 &&
        buf.charCodeAt(q + 7) === 114 &&
        buf.charCodeAt(q + 8) === 97 &&
        buf.charCodeAt(q + 9) === 105 &&
        buf.charCodeAt(q + 10) === 110 &&
        buf.charCodeAt(q + 11) === 124 &&
        buf.charCodeAt(q + 12) === 62
      ))
        return FAIL;
      q += 13;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture type: up to 64 characters before "<"
    const s2 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s2 > 64) return FAIL;
    }
    if (q === s2) return FAIL;
    this.scratchFrom[2] = s2;
    this.scratchTo[2] = q;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_NAME -> args : tool_start (grammars/harmony.dialect:55) */
  private cand14(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 4 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61
      ))
        return FAIL;
      q += 4;
    } else {
      const r = matchLiteral(L5, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "<" or whitespace
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60 || c === 32 || c === 10 || c === 9 || c === 13) break;
      if (c === 32 || c === 9 || c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before "<" or whitespace
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60 || c === 32 || c === 10 || c === 9 || c === 13) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s1 > 64) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 13 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 111 &&
        buf.charCodeAt(q + 4) === 110 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 116 &&
        buf.charCodeAt(q + 7) === 114 &&
        buf.charCodeAt(q + 8) === 97 &&
        buf.charCodeAt(q + 9) === 105 &&
        buf.charCodeAt(q + 10) === 110 &&
        buf.charCodeAt(q + 11) === 124 &&
        buf.charCodeAt(q + 12) === 62
      ))
        return FAIL;
      q += 13;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture type: up to 64 characters before "<"
    const s2 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s2 > 64) return FAIL;
    }
    if (q === s2) return FAIL;
    this.scratchFrom[2] = s2;
    this.scratchTo[2] = q;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54) */
  private cand15(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 14 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61 &&
        buf.charCodeAt(q + 4) === 102 &&
        buf.charCodeAt(q + 5) === 117 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 99 &&
        buf.charCodeAt(q + 8) === 116 &&
        buf.charCodeAt(q + 9) === 105 &&
        buf.charCodeAt(q + 10) === 111 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 115 &&
        buf.charCodeAt(q + 13) === 46
      ))
        return FAIL;
      q += 14;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "<" or whitespace
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60 || c === 32 || c === 10 || c === 9 || c === 13) break;
      if (c === 32 || c === 9 || c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before "<"
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s1 > 64) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_BUILTIN -> builtin (grammars/harmony.dialect:56) */
  private cand16(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 24 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 115 &&
        buf.charCodeAt(q + 7) === 105 &&
        buf.charCodeAt(q + 8) === 115 &&
        buf.charCodeAt(q + 9) === 116 &&
        buf.charCodeAt(q + 10) === 97 &&
        buf.charCodeAt(q + 11) === 110 &&
        buf.charCodeAt(q + 12) === 116 &&
        buf.charCodeAt(q + 13) === 60 &&
        buf.charCodeAt(q + 14) === 124 &&
        buf.charCodeAt(q + 15) === 99 &&
        buf.charCodeAt(q + 16) === 104 &&
        buf.charCodeAt(q + 17) === 97 &&
        buf.charCodeAt(q + 18) === 110 &&
        buf.charCodeAt(q + 19) === 110 &&
        buf.charCodeAt(q + 20) === 101 &&
        buf.charCodeAt(q + 21) === 108 &&
        buf.charCodeAt(q + 22) === 124 &&
        buf.charCodeAt(q + 23) === 62
      ))
        return FAIL;
      q += 24;
    } else {
      const r = matchLiteral(L9, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before "<"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 64) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_BUILTIN -> builtin (grammars/harmony.dialect:56) */
  private cand17(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 12 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61 &&
        buf.charCodeAt(q + 4) === 98 &&
        buf.charCodeAt(q + 5) === 114 &&
        buf.charCodeAt(q + 6) === 111 &&
        buf.charCodeAt(q + 7) === 119 &&
        buf.charCodeAt(q + 8) === 115 &&
        buf.charCodeAt(q + 9) === 101 &&
        buf.charCodeAt(q + 10) === 114 &&
        buf.charCodeAt(q + 11) === 46
      ))
        return FAIL;
      q += 12;
    } else {
      const r = matchLiteral(L7, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "<"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 32 || c === 9 || c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before "<"
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s1 > 64) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_BUILTIN -> builtin (grammars/harmony.dialect:56) */
  private cand18(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 21 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61 &&
        buf.charCodeAt(q + 4) === 112 &&
        buf.charCodeAt(q + 5) === 121 &&
        buf.charCodeAt(q + 6) === 116 &&
        buf.charCodeAt(q + 7) === 104 &&
        buf.charCodeAt(q + 8) === 111 &&
        buf.charCodeAt(q + 9) === 110 &&
        buf.charCodeAt(q + 10) === 60 &&
        buf.charCodeAt(q + 11) === 124 &&
        buf.charCodeAt(q + 12) === 99 &&
        buf.charCodeAt(q + 13) === 104 &&
        buf.charCodeAt(q + 14) === 97 &&
        buf.charCodeAt(q + 15) === 110 &&
        buf.charCodeAt(q + 16) === 110 &&
        buf.charCodeAt(q + 17) === 101 &&
        buf.charCodeAt(q + 18) === 108 &&
        buf.charCodeAt(q + 19) === 124 &&
        buf.charCodeAt(q + 20) === 62
      ))
        return FAIL;
      q += 21;
    } else {
      const r = matchLiteral(L10, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before "<"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 64) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header TO_NAME -> args : tool_start (grammars/harmony.dialect:55) */
  private cand19(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 4 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 32 &&
        buf.charCodeAt(q + 1) === 116 &&
        buf.charCodeAt(q + 2) === 111 &&
        buf.charCodeAt(q + 3) === 61
      ))
        return FAIL;
      q += 4;
    } else {
      const r = matchLiteral(L5, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "<" or whitespace
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60 || c === 32 || c === 10 || c === 9 || c === 13) break;
      if (c === 32 || c === 9 || c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    // optional whitespace, up to 256 characters
    {
      const w = q;
      for (;;) {
        if (q >= n) {
          if (!atEnd) return MORE;
          break;
        }
        const w0 = buf.charCodeAt(q);
        if (!(w0 === 32 || w0 === 10 || w0 === 9 || w0 === 13)) break;
        q++;
        if (q - w > 256) return FAIL;
      }
    }
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 99 &&
        buf.charCodeAt(q + 3) === 104 &&
        buf.charCodeAt(q + 4) === 97 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 108 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture ch: up to 64 characters before "<"
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s1 > 64) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
    if (q + 11 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 124 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** header (grammars/harmony.dialect:43): what starts at p */
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
        // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54)
        {
          r = this.cand0(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 0;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
            this.capFrom[2] = this.scratchFrom[2]!;
            this.capTo[2] = this.scratchTo[2]!;
          }
        }
        // header FINAL -> content : content_start (grammars/harmony.dialect:52)
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
        // header TO_NAME -> args : tool_start (grammars/harmony.dialect:55)
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
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
            this.capFrom[2] = this.scratchFrom[2]!;
            this.capTo[2] = this.scratchTo[2]!;
          }
        }
        // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54)
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
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
          }
        }
        // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
        {
          r = this.cand4(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 4;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
        {
          r = this.cand5(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 5;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
          }
        }
        // header COMMENTARY -> content : content_start (grammars/harmony.dialect:53)
        {
          r =
            p + 32 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 104 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 110 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 124 &&
                buf.charCodeAt(p + 10) === 62 &&
                buf.charCodeAt(p + 11) === 99 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 109 &&
                buf.charCodeAt(p + 14) === 109 &&
                buf.charCodeAt(p + 15) === 101 &&
                buf.charCodeAt(p + 16) === 110 &&
                buf.charCodeAt(p + 17) === 116 &&
                buf.charCodeAt(p + 18) === 97 &&
                buf.charCodeAt(p + 19) === 114 &&
                buf.charCodeAt(p + 20) === 121 &&
                buf.charCodeAt(p + 21) === 60 &&
                buf.charCodeAt(p + 22) === 124 &&
                buf.charCodeAt(p + 23) === 109 &&
                buf.charCodeAt(p + 24) === 101 &&
                buf.charCodeAt(p + 25) === 115 &&
                buf.charCodeAt(p + 26) === 115 &&
                buf.charCodeAt(p + 27) === 97 &&
                buf.charCodeAt(p + 28) === 103 &&
                buf.charCodeAt(p + 29) === 101 &&
                buf.charCodeAt(p + 30) === 124 &&
                buf.charCodeAt(p + 31) === 62
                ? p + 32
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
            this.matchedCand = 6;
          }
        }
        // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
        {
          r = this.cand7(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 7;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // header ANALYSIS -> reasoning : reasoning_start (grammars/harmony.dialect:51)
        {
          r =
            p + 30 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 104 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 110 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 124 &&
                buf.charCodeAt(p + 10) === 62 &&
                buf.charCodeAt(p + 11) === 97 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 97 &&
                buf.charCodeAt(p + 14) === 108 &&
                buf.charCodeAt(p + 15) === 121 &&
                buf.charCodeAt(p + 16) === 115 &&
                buf.charCodeAt(p + 17) === 105 &&
                buf.charCodeAt(p + 18) === 115 &&
                buf.charCodeAt(p + 19) === 60 &&
                buf.charCodeAt(p + 20) === 124 &&
                buf.charCodeAt(p + 21) === 109 &&
                buf.charCodeAt(p + 22) === 101 &&
                buf.charCodeAt(p + 23) === 115 &&
                buf.charCodeAt(p + 24) === 115 &&
                buf.charCodeAt(p + 25) === 97 &&
                buf.charCodeAt(p + 26) === 103 &&
                buf.charCodeAt(p + 27) === 101 &&
                buf.charCodeAt(p + 28) === 124 &&
                buf.charCodeAt(p + 29) === 62
                ? p + 30
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
        // header FINAL -> content : content_start (grammars/harmony.dialect:52)
        {
          r =
            p + 27 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 104 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 110 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 124 &&
                buf.charCodeAt(p + 10) === 62 &&
                buf.charCodeAt(p + 11) === 102 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 97 &&
                buf.charCodeAt(p + 15) === 108 &&
                buf.charCodeAt(p + 16) === 60 &&
                buf.charCodeAt(p + 17) === 124 &&
                buf.charCodeAt(p + 18) === 109 &&
                buf.charCodeAt(p + 19) === 101 &&
                buf.charCodeAt(p + 20) === 115 &&
                buf.charCodeAt(p + 21) === 115 &&
                buf.charCodeAt(p + 22) === 97 &&
                buf.charCodeAt(p + 23) === 103 &&
                buf.charCodeAt(p + 24) === 101 &&
                buf.charCodeAt(p + 25) === 124 &&
                buf.charCodeAt(p + 26) === 62
                ? p + 27
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
            this.matchedCand = 9;
          }
        }
        // header TO_NAME -> args : tool_start (grammars/harmony.dialect:55)
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
        // absorb RETURN in header (grammars/harmony.dialect:66)
        if (!this.idOnly(2)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 114 &&
                buf.charCodeAt(p + 3) === 101 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 117 &&
                buf.charCodeAt(p + 6) === 114 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
            this.matchedCand = 11;
          }
        }
        // absorb START in header (grammars/harmony.dialect:66)
        if (!this.idOnly(0)) {
          r =
            p + 9 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 115 &&
                buf.charCodeAt(p + 3) === 116 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 114 &&
                buf.charCodeAt(p + 6) === 116 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62
                ? p + 9
                : FAIL
              : matchLiteral(L15, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L15;
            } else {
              if (waitLiteral !== "") waitLiteral = L15;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 12;
          }
        }
        break;
      }
      case 32: /*   */ {
        // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54)
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
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
            this.capFrom[2] = this.scratchFrom[2]!;
            this.capTo[2] = this.scratchTo[2]!;
          }
        }
        // header TO_NAME -> args : tool_start (grammars/harmony.dialect:55)
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
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
            this.capFrom[2] = this.scratchFrom[2]!;
            this.capTo[2] = this.scratchTo[2]!;
          }
        }
        // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54)
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
        // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
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
        // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
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
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
          }
        }
        // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
        {
          r = this.cand18(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 18;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // header TO_NAME -> args : tool_start (grammars/harmony.dialect:55)
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
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
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

  /** reasoning (grammars/harmony.dialect:44): what starts at p */
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
        // reasoning CALL -> header : reasoning_end (grammars/harmony.dialect:58)
        if (!this.idOnly(3)) {
          r =
            p + 8 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62
                ? p + 8
                : FAIL
              : matchLiteral(L16, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L16;
            } else {
              if (waitLiteral !== "") waitLiteral = L16;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 20;
          }
        }
        // reasoning END -> header : reasoning_end (grammars/harmony.dialect:57)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
                : FAIL
              : matchLiteral(L17, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L17;
            } else {
              if (waitLiteral !== "") waitLiteral = L17;
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

  /** content (grammars/harmony.dialect:45): what starts at p */
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
        // content RETURN -> header (grammars/harmony.dialect:60)
        if (!this.idOnly(2)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 114 &&
                buf.charCodeAt(p + 3) === 101 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 117 &&
                buf.charCodeAt(p + 6) === 114 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
            this.matchedCand = 22;
          }
        }
        // content END -> header (grammars/harmony.dialect:59)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
                : FAIL
              : matchLiteral(L17, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L17;
            } else {
              if (waitLiteral !== "") waitLiteral = L17;
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

  /** args (grammars/harmony.dialect:46): what starts at p */
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
        // args CALL -> header : tool_end (grammars/harmony.dialect:61)
        if (!this.idOnly(3)) {
          r =
            p + 8 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62
                ? p + 8
                : FAIL
              : matchLiteral(L16, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L16;
            } else {
              if (waitLiteral !== "") waitLiteral = L16;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 24;
          }
        }
        // args END -> header : tool_end (grammars/harmony.dialect:62)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
                : FAIL
              : matchLiteral(L17, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L17;
            } else {
              if (waitLiteral !== "") waitLiteral = L17;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 25;
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

  /** builtin (grammars/harmony.dialect:47): what starts at p */
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
        // builtin CALL -> header (grammars/harmony.dialect:63)
        if (!this.idOnly(3)) {
          r =
            p + 8 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 124 &&
                buf.charCodeAt(p + 7) === 62
                ? p + 8
                : FAIL
              : matchLiteral(L16, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L16;
            } else {
              if (waitLiteral !== "") waitLiteral = L16;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 26;
          }
        }
        // builtin END -> header (grammars/harmony.dialect:64)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
                : FAIL
              : matchLiteral(L17, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L17;
            } else {
              if (waitLiteral !== "") waitLiteral = L17;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 27;
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
        // header : discard (grammars/harmony.dialect:43)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/harmony.dialect:44)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // content : text (grammars/harmony.dialect:45)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          r = this.try2(buf, p, atEnd, head);
          break;
        // args : args_json (grammars/harmony.dialect:46)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          r = this.try3(buf, p, atEnd, head);
          break;
        // builtin : discard (grammars/harmony.dialect:47)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          r = this.try4(buf, p, atEnd, head);
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

  private headCandidate(terminal: number): number {
    switch (this.state) {
      case 0:
        switch (terminal) {
          case 2:
            return 11;
          case 0:
            return 12;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 3:
            return 20;
          case 1:
            return 21;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 2:
            return 22;
          case 1:
            return 23;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 3:
            return 24;
          case 1:
            return 25;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 3:
            return 26;
          case 1:
            return 27;
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
      case 0: // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[1]!, this.capTo[1]!);
        this.state = 3;
        return to;
      case 1: // header FINAL -> content : content_start (grammars/harmony.dialect:52)
        sink.terminal(5, 2, buf, from, to);
        sink.contentStart();
        this.state = 2;
        return to;
      case 2: // header TO_NAME -> args : tool_start (grammars/harmony.dialect:55)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[1]!, this.capTo[1]!);
        this.state = 3;
        return to;
      case 3: // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[1]!, this.capTo[1]!);
        this.state = 3;
        return to;
      case 4: // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 5: // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 6: // header COMMENTARY -> content : content_start (grammars/harmony.dialect:53)
        sink.terminal(6, 2, buf, from, to);
        sink.contentStart();
        this.state = 2;
        return to;
      case 7: // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 8: // header ANALYSIS -> reasoning : reasoning_start (grammars/harmony.dialect:51)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 9: // header FINAL -> content : content_start (grammars/harmony.dialect:52)
        sink.terminal(5, 2, buf, from, to);
        sink.contentStart();
        this.state = 2;
        return to;
      case 10: // header TO_NAME -> args : tool_start (grammars/harmony.dialect:55)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[1]!, this.capTo[1]!);
        this.state = 3;
        return to;
      case 11: // absorb RETURN in header (grammars/harmony.dialect:66)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 12: // absorb START in header (grammars/harmony.dialect:66)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 13: // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 14: // header TO_NAME -> args : tool_start (grammars/harmony.dialect:55)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 15: // header TO_TOOL -> args : tool_start (grammars/harmony.dialect:54)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 16: // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 17: // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 18: // header TO_BUILTIN -> builtin (grammars/harmony.dialect:56)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 19: // header TO_NAME -> args : tool_start (grammars/harmony.dialect:55)
        sink.terminal(8, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 20: // reasoning CALL -> header : reasoning_end (grammars/harmony.dialect:58)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 21: // reasoning END -> header : reasoning_end (grammars/harmony.dialect:57)
        sink.terminal(1, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 22: // content RETURN -> header (grammars/harmony.dialect:60)
        sink.terminal(2, 0, buf, from, to);
        this.state = 0;
        return to;
      case 23: // content END -> header (grammars/harmony.dialect:59)
        sink.terminal(1, 0, buf, from, to);
        this.state = 0;
        return to;
      case 24: // args CALL -> header : tool_end (grammars/harmony.dialect:61)
        sink.terminal(3, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 25: // args END -> header : tool_end (grammars/harmony.dialect:62)
        sink.terminal(1, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 26: // builtin CALL -> header (grammars/harmony.dialect:63)
        sink.terminal(3, 0, buf, from, to);
        this.state = 0;
        return to;
      case 27: // builtin END -> header (grammars/harmony.dialect:64)
        sink.terminal(1, 0, buf, from, to);
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const harmony: Dialect = {
  name: "harmony",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new HarmonyMachine(ir, sink, initial, vocab),
};
export default harmony;
