// DO NOT EDIT — generated from grammars/deepseek_v41.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR, FollowIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "deepseek_v41",
  source: "grammars/deepseek_v41.dialect",
  extends: ["deepseek_v4", "dsml", "deepseek"],
  terminals: [
    { name: "BOS", special: true, variants: [[{ lit: "<｜begin▁of▁sentence｜>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<｜User｜>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<｜Assistant｜>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<｜end▁of▁sentence｜>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<｜DSML｜ calls>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</｜DSML｜ calls>" }]] },
    {
      name: "INVOKE",
      special: false,
      variants: [
        [
          { lit: '<｜DSML｜ invoke name="' },
          { cap: "name", max: 256, exclude: "\n" },
          { lit: '">' },
        ],
      ],
    },
    { name: "INVOKE_END", special: false, variants: [[{ lit: "</｜DSML｜ invoke>" }]] },
    {
      name: "PARAM",
      special: false,
      variants: [
        [
          { lit: '<｜DSML｜ parameter name="' },
          { cap: "key", max: 256, exclude: "\n" },
          { lit: '" string="' },
          { cap: "string", max: 128, exclude: "\n<>" },
          { lit: '">' },
        ],
      ],
    },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</｜DSML｜ parameter>" }]] },
    {
      name: "ORPHAN_END",
      special: false,
      variants: [
        [{ lit: "</｜DSML｜ invoke></｜DSML｜ calls>" }],
        [{ lit: "</｜DSML｜ invoke>\n</｜DSML｜ calls>" }],
      ],
    },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "FOREIGN_START", special: true, variants: [[{ lit: "<｜DSML｜function_calls>" }]] },
    { name: "FOREIGN_END", special: true, variants: [[{ lit: "</｜DSML｜function_calls>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/dsml.dialect:21",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [] },
        {
          at: "grammars/dsml.dialect:44",
          terminal: 6,
          target: 4,
          events: [{ kind: "tool_start", name: "name", declaredOnly: true }],
        },
        { at: "grammars/deepseek_v4.dialect:17", terminal: 13, target: 7, events: [], keep: true },
        {
          at: "grammars/deepseek_v4.dialect:22",
          terminal: 11,
          target: 6,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/dsml.dialect:51", terminal: 3, target: 0, events: [], absorb: true },
        {
          at: "grammars/deepseek_v4.dialect:27",
          terminal: 12,
          target: 0,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "preamble",
      at: "grammars/dsml.dialect:22",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/dsml.dialect:33",
          terminal: 6,
          target: 2,
          events: [{ kind: "tool_start", name: "name" }],
        },
        { at: "grammars/dsml.dialect:34", terminal: 5, target: 0, events: [] },
        { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [], restart: true },
      ],
    },
    {
      name: "invoke",
      at: "grammars/dsml.dialect:23",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/dsml.dialect:35",
          terminal: 8,
          target: 3,
          events: [{ kind: "arg_start", key: "key" }],
        },
        { at: "grammars/dsml.dialect:36", terminal: 7, target: 1, events: [{ kind: "tool_end" }] },
        { at: "grammars/dsml.dialect:37", terminal: 5, target: 0, events: [{ kind: "tool_end" }] },
        { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [], restart: true },
      ],
    },
    {
      name: "value",
      at: "grammars/dsml.dialect:25",
      channel: {
        kind: 5,
        encoding: "string",
        trim: "none",
        encodingCapture: { capture: "string", map: { true: "string", false: "json" } },
      },
      transitions: [
        {
          at: "grammars/dsml.dialect:40",
          terminal: 9,
          target: 2,
          events: [{ kind: "arg_end" }],
          follow: { terminals: [8, 7, 5], end: true },
        },
        {
          at: "grammars/dsml.dialect:41",
          terminal: 8,
          target: 3,
          events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }],
        },
        {
          at: "grammars/dsml.dialect:42",
          terminal: 7,
          target: 1,
          events: [{ kind: "arg_end" }, { kind: "tool_end" }],
          follow: { terminals: [6, 5], end: true },
        },
        { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [], restart: true },
      ],
    },
    {
      name: "orphan",
      at: "grammars/dsml.dialect:27",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/dsml.dialect:45",
          terminal: 8,
          target: 5,
          events: [{ kind: "arg_start", key: "key" }],
        },
        { at: "grammars/dsml.dialect:46", terminal: 7, target: 0, events: [{ kind: "tool_end" }] },
        { at: "grammars/dsml.dialect:47", terminal: 10, target: 0, events: [{ kind: "tool_end" }] },
        { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [], restart: true },
      ],
    },
    {
      name: "orphan_value",
      at: "grammars/dsml.dialect:28",
      channel: {
        kind: 5,
        encoding: "string",
        trim: "none",
        encodingCapture: { capture: "string", map: { true: "string", false: "json" } },
      },
      transitions: [
        {
          at: "grammars/dsml.dialect:48",
          terminal: 9,
          target: 4,
          events: [{ kind: "arg_end" }],
          follow: { terminals: [8, 7], end: true },
        },
        {
          at: "grammars/dsml.dialect:49",
          terminal: 8,
          target: 5,
          events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }],
        },
        { at: "grammars/dsml.dialect:32", terminal: 4, target: 1, events: [], restart: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/deepseek_v4.dialect:14",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/deepseek_v4.dialect:23",
          terminal: 12,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/deepseek_v4.dialect:25",
          terminal: 4,
          target: 1,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/deepseek_v4.dialect:28",
          terminal: 11,
          target: 6,
          events: [],
          absorb: true,
        },
        { at: "grammars/deepseek_v4.dialect:29", terminal: 3, target: 6, events: [], absorb: true },
      ],
    },
    {
      name: "foreign",
      at: "grammars/deepseek_v4.dialect:15",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/deepseek_v4.dialect:18", terminal: 14, target: 0, events: [], keep: true },
      ],
    },
  ],
  initial: { thinking: 6, plain: 0 },
  turnBoundaries: [0, 1, 2, 3],
  policies: {
    stripTrailingReasoningWhitespace: true,
    contentWhitespace: "keep",
    validateToolNames: false,
    unclosedCall: "keep",
    thinkingDefault: true,
    toolCallId: "chatcmpl",
    blockSeparator: "",
    unwrapArguments: true,
    prefill: "",
    captureEscapes: "none",
    caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 },
  },
};
const L0 = '<｜DSML｜ invoke name="';
const L1 = '">';
const L2 = '<｜DSML｜ parameter name="';
const L3 = '" string="';
const L4 = "<｜DSML｜function_calls>";
const L5 = "<｜end▁of▁sentence｜>";
const L6 = "<｜DSML｜ calls>";
const L7 = "</think>";
const L8 = "<think>";
const L9 = "</｜DSML｜ calls>";
const L10 = "</｜DSML｜ invoke>";
const L11 = "</｜DSML｜ parameter>";
const L12 = "</｜DSML｜ invoke>\n</｜DSML｜ calls>";
const L13 = "</｜DSML｜ invoke></｜DSML｜ calls>";
const L14 = "</｜DSML｜function_calls>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** preamble: the next position where a marker may start */
function next1(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** invoke: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** value: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** orphan: the next position where a marker may start */
function next4(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** orphan_value: the next position where a marker may start */
function next5(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** reasoning: the next position where a marker may start */
function next6(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** foreign: the next position where a marker may start */
function next7(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

const F0: FollowIR = { terminals: [8, 7, 5], end: true };
const F1: FollowIR = { terminals: [6, 5], end: true };
const F2: FollowIR = { terminals: [8, 7], end: true };

/** The deepseek_v41 machine, specialised from grammars/deepseek_v41.dialect. */
export class DeepseekV41Machine extends CompiledMachine {
  /** content INVOKE -> orphan : tool_start (grammars/dsml.dialect:44) */
  private cand0(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 21 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 65372 &&
        buf.charCodeAt(q + 2) === 68 &&
        buf.charCodeAt(q + 3) === 83 &&
        buf.charCodeAt(q + 4) === 77 &&
        buf.charCodeAt(q + 5) === 76 &&
        buf.charCodeAt(q + 6) === 65372 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 105 &&
        buf.charCodeAt(q + 9) === 110 &&
        buf.charCodeAt(q + 10) === 118 &&
        buf.charCodeAt(q + 11) === 111 &&
        buf.charCodeAt(q + 12) === 107 &&
        buf.charCodeAt(q + 13) === 101 &&
        buf.charCodeAt(q + 14) === 32 &&
        buf.charCodeAt(q + 15) === 110 &&
        buf.charCodeAt(q + 16) === 97 &&
        buf.charCodeAt(q + 17) === 109 &&
        buf.charCodeAt(q + 18) === 101 &&
        buf.charCodeAt(q + 19) === 61 &&
        buf.charCodeAt(q + 20) === 34
      ))
        return FAIL;
      q += 21;
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
      if (c === 10) return FAIL;
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

  /** preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:33) */
  private cand6(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 21 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 65372 &&
        buf.charCodeAt(q + 2) === 68 &&
        buf.charCodeAt(q + 3) === 83 &&
        buf.charCodeAt(q + 4) === 77 &&
        buf.charCodeAt(q + 5) === 76 &&
        buf.charCodeAt(q + 6) === 65372 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 105 &&
        buf.charCodeAt(q + 9) === 110 &&
        buf.charCodeAt(q + 10) === 118 &&
        buf.charCodeAt(q + 11) === 111 &&
        buf.charCodeAt(q + 12) === 107 &&
        buf.charCodeAt(q + 13) === 101 &&
        buf.charCodeAt(q + 14) === 32 &&
        buf.charCodeAt(q + 15) === 110 &&
        buf.charCodeAt(q + 16) === 97 &&
        buf.charCodeAt(q + 17) === 109 &&
        buf.charCodeAt(q + 18) === 101 &&
        buf.charCodeAt(q + 19) === 61 &&
        buf.charCodeAt(q + 20) === 34
      ))
        return FAIL;
      q += 21;
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
      if (c === 10) return FAIL;
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

  /** invoke PARAM -> value : arg_start (grammars/dsml.dialect:35) */
  private cand9(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 24 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 65372 &&
        buf.charCodeAt(q + 2) === 68 &&
        buf.charCodeAt(q + 3) === 83 &&
        buf.charCodeAt(q + 4) === 77 &&
        buf.charCodeAt(q + 5) === 76 &&
        buf.charCodeAt(q + 6) === 65372 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 112 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 114 &&
        buf.charCodeAt(q + 11) === 97 &&
        buf.charCodeAt(q + 12) === 109 &&
        buf.charCodeAt(q + 13) === 101 &&
        buf.charCodeAt(q + 14) === 116 &&
        buf.charCodeAt(q + 15) === 101 &&
        buf.charCodeAt(q + 16) === 114 &&
        buf.charCodeAt(q + 17) === 32 &&
        buf.charCodeAt(q + 18) === 110 &&
        buf.charCodeAt(q + 19) === 97 &&
        buf.charCodeAt(q + 20) === 109 &&
        buf.charCodeAt(q + 21) === 101 &&
        buf.charCodeAt(q + 22) === 61 &&
        buf.charCodeAt(q + 23) === 34
      ))
        return FAIL;
      q += 24;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 256 characters before "\""
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 10 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 34 &&
        buf.charCodeAt(q + 1) === 32 &&
        buf.charCodeAt(q + 2) === 115 &&
        buf.charCodeAt(q + 3) === 116 &&
        buf.charCodeAt(q + 4) === 114 &&
        buf.charCodeAt(q + 5) === 105 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 61 &&
        buf.charCodeAt(q + 9) === 34
      ))
        return FAIL;
      q += 10;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture string: up to 128 characters before "\""
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s1 > 128) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
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

  /** value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:41) */
  private cand13(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 24 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 65372 &&
        buf.charCodeAt(q + 2) === 68 &&
        buf.charCodeAt(q + 3) === 83 &&
        buf.charCodeAt(q + 4) === 77 &&
        buf.charCodeAt(q + 5) === 76 &&
        buf.charCodeAt(q + 6) === 65372 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 112 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 114 &&
        buf.charCodeAt(q + 11) === 97 &&
        buf.charCodeAt(q + 12) === 109 &&
        buf.charCodeAt(q + 13) === 101 &&
        buf.charCodeAt(q + 14) === 116 &&
        buf.charCodeAt(q + 15) === 101 &&
        buf.charCodeAt(q + 16) === 114 &&
        buf.charCodeAt(q + 17) === 32 &&
        buf.charCodeAt(q + 18) === 110 &&
        buf.charCodeAt(q + 19) === 97 &&
        buf.charCodeAt(q + 20) === 109 &&
        buf.charCodeAt(q + 21) === 101 &&
        buf.charCodeAt(q + 22) === 61 &&
        buf.charCodeAt(q + 23) === 34
      ))
        return FAIL;
      q += 24;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 256 characters before "\""
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 10 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 34 &&
        buf.charCodeAt(q + 1) === 32 &&
        buf.charCodeAt(q + 2) === 115 &&
        buf.charCodeAt(q + 3) === 116 &&
        buf.charCodeAt(q + 4) === 114 &&
        buf.charCodeAt(q + 5) === 105 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 61 &&
        buf.charCodeAt(q + 9) === 34
      ))
        return FAIL;
      q += 10;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture string: up to 128 characters before "\""
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s1 > 128) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
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

  /** orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:45) */
  private cand17(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 24 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 65372 &&
        buf.charCodeAt(q + 2) === 68 &&
        buf.charCodeAt(q + 3) === 83 &&
        buf.charCodeAt(q + 4) === 77 &&
        buf.charCodeAt(q + 5) === 76 &&
        buf.charCodeAt(q + 6) === 65372 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 112 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 114 &&
        buf.charCodeAt(q + 11) === 97 &&
        buf.charCodeAt(q + 12) === 109 &&
        buf.charCodeAt(q + 13) === 101 &&
        buf.charCodeAt(q + 14) === 116 &&
        buf.charCodeAt(q + 15) === 101 &&
        buf.charCodeAt(q + 16) === 114 &&
        buf.charCodeAt(q + 17) === 32 &&
        buf.charCodeAt(q + 18) === 110 &&
        buf.charCodeAt(q + 19) === 97 &&
        buf.charCodeAt(q + 20) === 109 &&
        buf.charCodeAt(q + 21) === 101 &&
        buf.charCodeAt(q + 22) === 61 &&
        buf.charCodeAt(q + 23) === 34
      ))
        return FAIL;
      q += 24;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 256 characters before "\""
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 10 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 34 &&
        buf.charCodeAt(q + 1) === 32 &&
        buf.charCodeAt(q + 2) === 115 &&
        buf.charCodeAt(q + 3) === 116 &&
        buf.charCodeAt(q + 4) === 114 &&
        buf.charCodeAt(q + 5) === 105 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 61 &&
        buf.charCodeAt(q + 9) === 34
      ))
        return FAIL;
      q += 10;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture string: up to 128 characters before "\""
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s1 > 128) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
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

  /** orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:49) */
  private cand22(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 24 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 65372 &&
        buf.charCodeAt(q + 2) === 68 &&
        buf.charCodeAt(q + 3) === 83 &&
        buf.charCodeAt(q + 4) === 77 &&
        buf.charCodeAt(q + 5) === 76 &&
        buf.charCodeAt(q + 6) === 65372 &&
        buf.charCodeAt(q + 7) === 32 &&
        buf.charCodeAt(q + 8) === 112 &&
        buf.charCodeAt(q + 9) === 97 &&
        buf.charCodeAt(q + 10) === 114 &&
        buf.charCodeAt(q + 11) === 97 &&
        buf.charCodeAt(q + 12) === 109 &&
        buf.charCodeAt(q + 13) === 101 &&
        buf.charCodeAt(q + 14) === 116 &&
        buf.charCodeAt(q + 15) === 101 &&
        buf.charCodeAt(q + 16) === 114 &&
        buf.charCodeAt(q + 17) === 32 &&
        buf.charCodeAt(q + 18) === 110 &&
        buf.charCodeAt(q + 19) === 97 &&
        buf.charCodeAt(q + 20) === 109 &&
        buf.charCodeAt(q + 21) === 101 &&
        buf.charCodeAt(q + 22) === 61 &&
        buf.charCodeAt(q + 23) === 34
      ))
        return FAIL;
      q += 24;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 256 characters before "\""
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10) return FAIL;
      q++;
      if (q - s0 > 256) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 10 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 34 &&
        buf.charCodeAt(q + 1) === 32 &&
        buf.charCodeAt(q + 2) === 115 &&
        buf.charCodeAt(q + 3) === 116 &&
        buf.charCodeAt(q + 4) === 114 &&
        buf.charCodeAt(q + 5) === 105 &&
        buf.charCodeAt(q + 6) === 110 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 61 &&
        buf.charCodeAt(q + 9) === 34
      ))
        return FAIL;
      q += 10;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture string: up to 128 characters before "\""
    const s1 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s1 > 128) return FAIL;
    }
    if (q === s1) return FAIL;
    this.scratchFrom[1] = s1;
    this.scratchTo[1] = q;
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

  /** content (grammars/dsml.dialect:21): what starts at p */
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
        // content INVOKE -> orphan : tool_start (grammars/dsml.dialect:44)
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
          }
        }
        // content FOREIGN_START -> foreign : keep (grammars/deepseek_v4.dialect:17)
        if (!this.idOnly(13)) {
          r =
            p + 22 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 68 &&
                buf.charCodeAt(p + 3) === 83 &&
                buf.charCodeAt(p + 4) === 77 &&
                buf.charCodeAt(p + 5) === 76 &&
                buf.charCodeAt(p + 6) === 65372 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 117 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 99 &&
                buf.charCodeAt(p + 11) === 116 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 95 &&
                buf.charCodeAt(p + 16) === 99 &&
                buf.charCodeAt(p + 17) === 97 &&
                buf.charCodeAt(p + 18) === 108 &&
                buf.charCodeAt(p + 19) === 108 &&
                buf.charCodeAt(p + 20) === 115 &&
                buf.charCodeAt(p + 21) === 62
                ? p + 22
                : FAIL
              : matchLiteral(L4, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L4;
            } else {
              if (waitLiteral !== "") waitLiteral = L4;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 1;
          }
        }
        // absorb EOS in content (grammars/dsml.dialect:51)
        if (!this.idOnly(3)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 9601 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 9601 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 110 &&
                buf.charCodeAt(p + 12) === 116 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 65372 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
            this.matchedCand = 2;
          }
        }
        // content TOOL_START -> preamble (grammars/dsml.dialect:32)
        if (!this.idOnly(4)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 68 &&
                buf.charCodeAt(p + 3) === 83 &&
                buf.charCodeAt(p + 4) === 77 &&
                buf.charCodeAt(p + 5) === 76 &&
                buf.charCodeAt(p + 6) === 65372 &&
                buf.charCodeAt(p + 7) === 32 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
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
            this.matchedCand = 3;
          }
        }
        // absorb THINK_END in content (grammars/deepseek_v4.dialect:27)
        if (!this.idOnly(12)) {
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
            this.matchedCand = 4;
          }
        }
        // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_v4.dialect:22)
        if (!this.idOnly(11)) {
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

  /** preamble (grammars/dsml.dialect:22): what starts at p */
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
        // preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:33)
        {
          r = this.cand6(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 6;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // preamble TOOL_END -> content (grammars/dsml.dialect:34)
        if (!this.idOnly(5)) {
          r =
            p + 15 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 65372 &&
                buf.charCodeAt(p + 3) === 68 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 77 &&
                buf.charCodeAt(p + 6) === 76 &&
                buf.charCodeAt(p + 7) === 65372 &&
                buf.charCodeAt(p + 8) === 32 &&
                buf.charCodeAt(p + 9) === 99 &&
                buf.charCodeAt(p + 10) === 97 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 62
                ? p + 15
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
            this.matchedCand = 7;
          }
        }
        // preamble TOOL_START -> preamble : restart (grammars/dsml.dialect:32)
        if (!this.idOnly(4)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 68 &&
                buf.charCodeAt(p + 3) === 83 &&
                buf.charCodeAt(p + 4) === 77 &&
                buf.charCodeAt(p + 5) === 76 &&
                buf.charCodeAt(p + 6) === 65372 &&
                buf.charCodeAt(p + 7) === 32 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
                : FAIL
              : matchLiteral(L6, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L6;
            } else {
              if (waitLiteral !== "") waitLiteral = L6;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 8;
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

  /** invoke (grammars/dsml.dialect:23): what starts at p */
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
        // invoke PARAM -> value : arg_start (grammars/dsml.dialect:35)
        {
          r = this.cand9(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 9;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
          }
        }
        // invoke INVOKE_END -> preamble : tool_end (grammars/dsml.dialect:36)
        {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 65372 &&
                buf.charCodeAt(p + 3) === 68 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 77 &&
                buf.charCodeAt(p + 6) === 76 &&
                buf.charCodeAt(p + 7) === 65372 &&
                buf.charCodeAt(p + 8) === 32 &&
                buf.charCodeAt(p + 9) === 105 &&
                buf.charCodeAt(p + 10) === 110 &&
                buf.charCodeAt(p + 11) === 118 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 107 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
            this.matchedCand = 10;
          }
        }
        // invoke TOOL_END -> content : tool_end (grammars/dsml.dialect:37)
        if (!this.idOnly(5)) {
          r =
            p + 15 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 65372 &&
                buf.charCodeAt(p + 3) === 68 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 77 &&
                buf.charCodeAt(p + 6) === 76 &&
                buf.charCodeAt(p + 7) === 65372 &&
                buf.charCodeAt(p + 8) === 32 &&
                buf.charCodeAt(p + 9) === 99 &&
                buf.charCodeAt(p + 10) === 97 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 62
                ? p + 15
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
            this.matchedCand = 11;
          }
        }
        // invoke TOOL_START -> preamble : restart (grammars/dsml.dialect:32)
        if (!this.idOnly(4)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 68 &&
                buf.charCodeAt(p + 3) === 83 &&
                buf.charCodeAt(p + 4) === 77 &&
                buf.charCodeAt(p + 5) === 76 &&
                buf.charCodeAt(p + 6) === 65372 &&
                buf.charCodeAt(p + 7) === 32 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
                : FAIL
              : matchLiteral(L6, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L6;
            } else {
              if (waitLiteral !== "") waitLiteral = L6;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 12;
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

  /** value (grammars/dsml.dialect:25): what starts at p */
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
        // value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:41)
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
          }
        }
        // value PARAM_END -> invoke : arg_end when followed by … (grammars/dsml.dialect:40)
        {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 65372 &&
                buf.charCodeAt(p + 3) === 68 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 77 &&
                buf.charCodeAt(p + 6) === 76 &&
                buf.charCodeAt(p + 7) === 65372 &&
                buf.charCodeAt(p + 8) === 32 &&
                buf.charCodeAt(p + 9) === 112 &&
                buf.charCodeAt(p + 10) === 97 &&
                buf.charCodeAt(p + 11) === 114 &&
                buf.charCodeAt(p + 12) === 97 &&
                buf.charCodeAt(p + 13) === 109 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 116 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 114 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
                : FAIL
              : matchLiteral(L11, buf, p, atEnd);
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
            this.matchedCand = 14;
          }
        }
        // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/dsml.dialect:42)
        {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 65372 &&
                buf.charCodeAt(p + 3) === 68 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 77 &&
                buf.charCodeAt(p + 6) === 76 &&
                buf.charCodeAt(p + 7) === 65372 &&
                buf.charCodeAt(p + 8) === 32 &&
                buf.charCodeAt(p + 9) === 105 &&
                buf.charCodeAt(p + 10) === 110 &&
                buf.charCodeAt(p + 11) === 118 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 107 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
                : FAIL
              : matchLiteral(L10, buf, p, atEnd);
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
            this.matchedCand = 15;
          }
        }
        // value TOOL_START -> preamble : restart (grammars/dsml.dialect:32)
        if (!this.idOnly(4)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 68 &&
                buf.charCodeAt(p + 3) === 83 &&
                buf.charCodeAt(p + 4) === 77 &&
                buf.charCodeAt(p + 5) === 76 &&
                buf.charCodeAt(p + 6) === 65372 &&
                buf.charCodeAt(p + 7) === 32 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
                : FAIL
              : matchLiteral(L6, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L6;
            } else {
              if (waitLiteral !== "") waitLiteral = L6;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 16;
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

  /** orphan (grammars/dsml.dialect:27): what starts at p */
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
        // orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:45)
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
        // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:47)
        {
          r =
            p + 32 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 65372 &&
                buf.charCodeAt(p + 3) === 68 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 77 &&
                buf.charCodeAt(p + 6) === 76 &&
                buf.charCodeAt(p + 7) === 65372 &&
                buf.charCodeAt(p + 8) === 32 &&
                buf.charCodeAt(p + 9) === 105 &&
                buf.charCodeAt(p + 10) === 110 &&
                buf.charCodeAt(p + 11) === 118 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 107 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 62 &&
                buf.charCodeAt(p + 16) === 10 &&
                buf.charCodeAt(p + 17) === 60 &&
                buf.charCodeAt(p + 18) === 47 &&
                buf.charCodeAt(p + 19) === 65372 &&
                buf.charCodeAt(p + 20) === 68 &&
                buf.charCodeAt(p + 21) === 83 &&
                buf.charCodeAt(p + 22) === 77 &&
                buf.charCodeAt(p + 23) === 76 &&
                buf.charCodeAt(p + 24) === 65372 &&
                buf.charCodeAt(p + 25) === 32 &&
                buf.charCodeAt(p + 26) === 99 &&
                buf.charCodeAt(p + 27) === 97 &&
                buf.charCodeAt(p + 28) === 108 &&
                buf.charCodeAt(p + 29) === 108 &&
                buf.charCodeAt(p + 30) === 115 &&
                buf.charCodeAt(p + 31) === 62
                ? p + 32
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
            this.matchedCand = 18;
          }
        }
        // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:47)
        {
          r =
            p + 31 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 65372 &&
                buf.charCodeAt(p + 3) === 68 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 77 &&
                buf.charCodeAt(p + 6) === 76 &&
                buf.charCodeAt(p + 7) === 65372 &&
                buf.charCodeAt(p + 8) === 32 &&
                buf.charCodeAt(p + 9) === 105 &&
                buf.charCodeAt(p + 10) === 110 &&
                buf.charCodeAt(p + 11) === 118 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 107 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 62 &&
                buf.charCodeAt(p + 16) === 60 &&
                buf.charCodeAt(p + 17) === 47 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 68 &&
                buf.charCodeAt(p + 20) === 83 &&
                buf.charCodeAt(p + 21) === 77 &&
                buf.charCodeAt(p + 22) === 76 &&
                buf.charCodeAt(p + 23) === 65372 &&
                buf.charCodeAt(p + 24) === 32 &&
                buf.charCodeAt(p + 25) === 99 &&
                buf.charCodeAt(p + 26) === 97 &&
                buf.charCodeAt(p + 27) === 108 &&
                buf.charCodeAt(p + 28) === 108 &&
                buf.charCodeAt(p + 29) === 115 &&
                buf.charCodeAt(p + 30) === 62
                ? p + 31
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
            this.matchedCand = 19;
          }
        }
        // orphan INVOKE_END -> content : tool_end (grammars/dsml.dialect:46)
        {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 65372 &&
                buf.charCodeAt(p + 3) === 68 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 77 &&
                buf.charCodeAt(p + 6) === 76 &&
                buf.charCodeAt(p + 7) === 65372 &&
                buf.charCodeAt(p + 8) === 32 &&
                buf.charCodeAt(p + 9) === 105 &&
                buf.charCodeAt(p + 10) === 110 &&
                buf.charCodeAt(p + 11) === 118 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 107 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
            this.matchedCand = 20;
          }
        }
        // orphan TOOL_START -> preamble : restart (grammars/dsml.dialect:32)
        if (!this.idOnly(4)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 68 &&
                buf.charCodeAt(p + 3) === 83 &&
                buf.charCodeAt(p + 4) === 77 &&
                buf.charCodeAt(p + 5) === 76 &&
                buf.charCodeAt(p + 6) === 65372 &&
                buf.charCodeAt(p + 7) === 32 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
                : FAIL
              : matchLiteral(L6, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L6;
            } else {
              if (waitLiteral !== "") waitLiteral = L6;
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

  /** orphan_value (grammars/dsml.dialect:28): what starts at p */
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
        // orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:49)
        {
          r = this.cand22(buf, p, atEnd);
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
            this.capFrom[1] = this.scratchFrom[1]!;
            this.capTo[1] = this.scratchTo[1]!;
          }
        }
        // orphan_value PARAM_END -> orphan : arg_end when followed by … (grammars/dsml.dialect:48)
        {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 65372 &&
                buf.charCodeAt(p + 3) === 68 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 77 &&
                buf.charCodeAt(p + 6) === 76 &&
                buf.charCodeAt(p + 7) === 65372 &&
                buf.charCodeAt(p + 8) === 32 &&
                buf.charCodeAt(p + 9) === 112 &&
                buf.charCodeAt(p + 10) === 97 &&
                buf.charCodeAt(p + 11) === 114 &&
                buf.charCodeAt(p + 12) === 97 &&
                buf.charCodeAt(p + 13) === 109 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 116 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 114 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
                : FAIL
              : matchLiteral(L11, buf, p, atEnd);
          if (r >= 0) {
            const f = this.followed(F2, buf, r, atEnd);
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
            this.matchedCand = 23;
          }
        }
        // orphan_value TOOL_START -> preamble : restart (grammars/dsml.dialect:32)
        if (!this.idOnly(4)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 68 &&
                buf.charCodeAt(p + 3) === 83 &&
                buf.charCodeAt(p + 4) === 77 &&
                buf.charCodeAt(p + 5) === 76 &&
                buf.charCodeAt(p + 6) === 65372 &&
                buf.charCodeAt(p + 7) === 32 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
                : FAIL
              : matchLiteral(L6, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L6;
            } else {
              if (waitLiteral !== "") waitLiteral = L6;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 24;
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

  /** reasoning (grammars/deepseek_v4.dialect:14): what starts at p */
  private try6(buf: string, p: number, atEnd: boolean, head: number): number {
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
        // absorb EOS in reasoning (grammars/deepseek_v4.dialect:29)
        if (!this.idOnly(3)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 9601 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 9601 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 110 &&
                buf.charCodeAt(p + 12) === 116 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 65372 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
            this.matchedCand = 25;
          }
        }
        // reasoning TOOL_START -> preamble : reasoning_end (grammars/deepseek_v4.dialect:25)
        if (!this.idOnly(4)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 68 &&
                buf.charCodeAt(p + 3) === 83 &&
                buf.charCodeAt(p + 4) === 77 &&
                buf.charCodeAt(p + 5) === 76 &&
                buf.charCodeAt(p + 6) === 65372 &&
                buf.charCodeAt(p + 7) === 32 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
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
            this.matchedCand = 26;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_v4.dialect:23)
        if (!this.idOnly(12)) {
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
            this.matchedCand = 27;
          }
        }
        // absorb THINK_START in reasoning (grammars/deepseek_v4.dialect:28)
        if (!this.idOnly(11)) {
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
            this.matchedCand = 28;
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

  /** foreign (grammars/deepseek_v4.dialect:15): what starts at p */
  private try7(buf: string, p: number, atEnd: boolean, head: number): number {
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
        // foreign FOREIGN_END -> content : keep (grammars/deepseek_v4.dialect:18)
        if (!this.idOnly(14)) {
          r =
            p + 23 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 65372 &&
                buf.charCodeAt(p + 3) === 68 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 77 &&
                buf.charCodeAt(p + 6) === 76 &&
                buf.charCodeAt(p + 7) === 65372 &&
                buf.charCodeAt(p + 8) === 102 &&
                buf.charCodeAt(p + 9) === 117 &&
                buf.charCodeAt(p + 10) === 110 &&
                buf.charCodeAt(p + 11) === 99 &&
                buf.charCodeAt(p + 12) === 116 &&
                buf.charCodeAt(p + 13) === 105 &&
                buf.charCodeAt(p + 14) === 111 &&
                buf.charCodeAt(p + 15) === 110 &&
                buf.charCodeAt(p + 16) === 95 &&
                buf.charCodeAt(p + 17) === 99 &&
                buf.charCodeAt(p + 18) === 97 &&
                buf.charCodeAt(p + 19) === 108 &&
                buf.charCodeAt(p + 20) === 108 &&
                buf.charCodeAt(p + 21) === 115 &&
                buf.charCodeAt(p + 22) === 62
                ? p + 23
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
            this.matchedCand = 29;
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
        // content : text (grammars/dsml.dialect:21)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // preamble : discard (grammars/dsml.dialect:22)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try1(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // invoke : discard (grammars/dsml.dialect:23)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // value : arg_value (grammars/dsml.dialect:25)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // orphan : discard (grammars/dsml.dialect:27)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try4(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // orphan_value : arg_value (grammars/dsml.dialect:28)
        case 5:
          p = head < 0 ? next5(buf, p) : nextOrHead(buf, p, next5(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try5(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // reasoning : reasoning (grammars/deepseek_v4.dialect:14)
        case 6:
          p = head < 0 ? next6(buf, p) : nextOrHead(buf, p, next6(buf, p), head);
          if (p >= n) continue;
          r = this.try6(buf, p, atEnd, head);
          break;
        // foreign : text (grammars/deepseek_v4.dialect:15)
        case 7:
          p = head < 0 ? next7(buf, p) : nextOrHead(buf, p, next7(buf, p), head);
          if (p >= n) continue;
          r = this.try7(buf, p, atEnd, head);
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
          case 13:
            return 1;
          case 3:
            return 2;
          case 4:
            return 3;
          case 12:
            return 4;
          case 11:
            return 5;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 5:
            return 7;
          case 4:
            return this.sink.unconfirmedCall() ? 8 : NONE;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 5:
            return 11;
          case 4:
            return this.sink.unconfirmedCall() ? 12 : NONE;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 4:
            return this.sink.unconfirmedCall() ? 16 : NONE;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 4:
            return this.sink.unconfirmedCall() ? 21 : NONE;
        }
        return NONE;
      case 5:
        switch (terminal) {
          case 4:
            return this.sink.unconfirmedCall() ? 24 : NONE;
        }
        return NONE;
      case 6:
        switch (terminal) {
          case 3:
            return 25;
          case 4:
            return 26;
          case 12:
            return 27;
          case 11:
            return 28;
        }
        return NONE;
      case 7:
        switch (terminal) {
          case 14:
            return 29;
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
      case 0: // content INVOKE -> orphan : tool_start (grammars/dsml.dialect:44)
        sink.terminal(6, 4, buf, from, to);
        sink.toolStart(true);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 4;
        return to;
      case 1: // content FOREIGN_START -> foreign : keep (grammars/deepseek_v4.dialect:17)
        // a lookahead: its text is read again in the target state
        sink.terminal(13, 7, buf, from, from);
        this.state = 7;
        return from;
      case 2: // absorb EOS in content (grammars/dsml.dialect:51)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 3: // content TOOL_START -> preamble (grammars/dsml.dialect:32)
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 4: // absorb THINK_END in content (grammars/deepseek_v4.dialect:27)
        sink.terminal(12, -1, buf, from, to);
        return to;
      case 5: // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_v4.dialect:22)
        sink.terminal(11, 6, buf, from, to);
        sink.reasoningStart();
        this.state = 6;
        return to;
      case 6: // preamble INVOKE -> invoke : tool_start (grammars/dsml.dialect:33)
        sink.terminal(6, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 2;
        return to;
      case 7: // preamble TOOL_END -> content (grammars/dsml.dialect:34)
        sink.terminal(5, 0, buf, from, to);
        this.state = 0;
        return to;
      case 8: // preamble TOOL_START -> preamble : restart (grammars/dsml.dialect:32)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        return to;
      case 9: // invoke PARAM -> value : arg_start (grammars/dsml.dialect:35)
        sink.terminal(8, 3, buf, from, to);
        sink.argStart(
          buf,
          this.capFrom[0]!,
          this.capTo[0]!,
          this.encodingFor(3, buf, this.capFrom[1]!, this.capTo[1]!),
          "none",
        );
        this.state = 3;
        return to;
      case 10: // invoke INVOKE_END -> preamble : tool_end (grammars/dsml.dialect:36)
        sink.terminal(7, 1, buf, from, to);
        sink.toolEnd();
        this.state = 1;
        return to;
      case 11: // invoke TOOL_END -> content : tool_end (grammars/dsml.dialect:37)
        sink.terminal(5, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 12: // invoke TOOL_START -> preamble : restart (grammars/dsml.dialect:32)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 13: // value PARAM -> value : arg_end, arg_start (grammars/dsml.dialect:41)
        sink.terminal(8, 3, buf, from, to);
        sink.argEnd();
        sink.argStart(
          buf,
          this.capFrom[0]!,
          this.capTo[0]!,
          this.encodingFor(3, buf, this.capFrom[1]!, this.capTo[1]!),
          "none",
        );
        return to;
      case 14: // value PARAM_END -> invoke : arg_end when followed by … (grammars/dsml.dialect:40)
        sink.terminal(9, 2, buf, from, to);
        sink.argEnd();
        this.state = 2;
        return to;
      case 15: // value INVOKE_END -> preamble : arg_end, tool_end when followed by … (grammars/dsml.dialect:42)
        sink.terminal(7, 1, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 1;
        return to;
      case 16: // value TOOL_START -> preamble : restart (grammars/dsml.dialect:32)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 17: // orphan PARAM -> orphan_value : arg_start (grammars/dsml.dialect:45)
        sink.terminal(8, 5, buf, from, to);
        sink.argStart(
          buf,
          this.capFrom[0]!,
          this.capTo[0]!,
          this.encodingFor(5, buf, this.capFrom[1]!, this.capTo[1]!),
          "none",
        );
        this.state = 5;
        return to;
      case 18: // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:47)
        sink.terminal(10, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 19: // orphan ORPHAN_END -> content : tool_end (grammars/dsml.dialect:47)
        sink.terminal(10, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 20: // orphan INVOKE_END -> content : tool_end (grammars/dsml.dialect:46)
        sink.terminal(7, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 21: // orphan TOOL_START -> preamble : restart (grammars/dsml.dialect:32)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 22: // orphan_value PARAM -> orphan_value : arg_end, arg_start (grammars/dsml.dialect:49)
        sink.terminal(8, 5, buf, from, to);
        sink.argEnd();
        sink.argStart(
          buf,
          this.capFrom[0]!,
          this.capTo[0]!,
          this.encodingFor(5, buf, this.capFrom[1]!, this.capTo[1]!),
          "none",
        );
        return to;
      case 23: // orphan_value PARAM_END -> orphan : arg_end when followed by … (grammars/dsml.dialect:48)
        sink.terminal(9, 4, buf, from, to);
        sink.argEnd();
        this.state = 4;
        return to;
      case 24: // orphan_value TOOL_START -> preamble : restart (grammars/dsml.dialect:32)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 25: // absorb EOS in reasoning (grammars/deepseek_v4.dialect:29)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 26: // reasoning TOOL_START -> preamble : reasoning_end (grammars/deepseek_v4.dialect:25)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 27: // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_v4.dialect:23)
        sink.terminal(12, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 28: // absorb THINK_START in reasoning (grammars/deepseek_v4.dialect:28)
        sink.terminal(11, -1, buf, from, to);
        return to;
      case 29: // foreign FOREIGN_END -> content : keep (grammars/deepseek_v4.dialect:18)
        // a lookahead: its text is read again in the target state
        sink.terminal(14, 0, buf, from, from);
        this.state = 0;
        return from;
    }
    return to;
  }
}

export const deepseek_v41: Dialect = {
  name: "deepseek_v41",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new DeepseekV41Machine(ir, sink, initial, vocab),
};
export default deepseek_v41;
