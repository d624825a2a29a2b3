// DO NOT EDIT — generated from grammars/glm47_moe.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR, FollowIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "glm47_moe",
  source: "grammars/glm47_moe.dialect",
  extends: [],
  terminals: [
    { name: "SYSTEM", special: true, variants: [[{ lit: "<|system|>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<|user|>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<|assistant|>" }]] },
    { name: "OBSERVATION", special: true, variants: [[{ lit: "<|observation|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    {
      name: "ARG",
      special: false,
      variants: [
        [
          { lit: "<arg_key>" },
          { cap: "key", max: 128, exclude: "\n<>" },
          { lit: "</arg_key><arg_value>" },
        ],
        [
          { lit: "<arg_key>" },
          { cap: "key", max: 128, exclude: "\n<>" },
          { lit: "</arg_key>\n<arg_value>" },
        ],
        [
          { lit: "<arg_key>" },
          { cap: "key", max: 128, exclude: "\n<>" },
          { lit: "</arg_key> <arg_value>" },
        ],
      ],
    },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/glm47_moe.dialect:23",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/glm47_moe.dialect:31",
          terminal: 4,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        {
          at: "grammars/glm47_moe.dialect:34",
          terminal: 6,
          target: 2,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/glm47_moe.dialect:43", terminal: 5, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/glm47_moe.dialect:24",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/glm47_moe.dialect:32",
          terminal: 5,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/glm47_moe.dialect:33",
          terminal: 6,
          target: 2,
          events: [{ kind: "reasoning_end" }, { kind: "tool_start" }],
        },
        { at: "grammars/glm47_moe.dialect:44", terminal: 4, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "name",
      at: "grammars/glm47_moe.dialect:25",
      channel: { kind: 2 },
      transitions: [
        {
          at: "grammars/glm47_moe.dialect:35",
          terminal: 8,
          target: 4,
          events: [{ kind: "arg_start", key: "key" }],
        },
        {
          at: "grammars/glm47_moe.dialect:36",
          terminal: 7,
          target: 0,
          events: [{ kind: "tool_end" }],
        },
        {
          at: "grammars/glm47_moe.dialect:34",
          terminal: 6,
          target: 2,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
      ],
    },
    {
      name: "args",
      at: "grammars/glm47_moe.dialect:26",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/glm47_moe.dialect:37",
          terminal: 8,
          target: 4,
          events: [{ kind: "arg_start", key: "key" }],
        },
        {
          at: "grammars/glm47_moe.dialect:38",
          terminal: 7,
          target: 0,
          events: [{ kind: "tool_end" }],
        },
        {
          at: "grammars/glm47_moe.dialect:34",
          terminal: 6,
          target: 2,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
      ],
    },
    {
      name: "value",
      at: "grammars/glm47_moe.dialect:27",
      channel: { kind: 5, encoding: "schema", trim: "none" },
      transitions: [
        {
          at: "grammars/glm47_moe.dialect:40",
          terminal: 9,
          target: 3,
          events: [{ kind: "arg_end" }],
          follow: { terminals: [8, 7], end: true },
        },
        {
          at: "grammars/glm47_moe.dialect:41",
          terminal: 7,
          target: 0,
          events: [{ kind: "arg_end" }, { kind: "tool_end" }],
          follow: { terminals: [], end: true },
        },
        {
          at: "grammars/glm47_moe.dialect:34",
          terminal: 6,
          target: 2,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2, 3],
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
const L0 = "<arg_key>";
const L1 = "</arg_key>\n<arg_value>";
const L2 = "</arg_key> <arg_value>";
const L3 = "</arg_key><arg_value>";
const L4 = "<tool_call>";
const L5 = "</think>";
const L6 = "<think>";
const L7 = "</tool_call>";
const L8 = "</arg_value>";
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

/** name: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** args: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** value: the next position where a marker may start */
function next4(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

const F0: FollowIR = { terminals: [8, 7], end: true };
const F1: FollowIR = { terminals: [], end: true };

/** The glm47_moe machine, specialised from grammars/glm47_moe.dialect. */
export class Glm47MoeMachine extends CompiledMachine {
  /** name ARG -> value : arg_start (grammars/glm47_moe.dialect:35) */
  private cand6(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 9 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 97 &&
        buf.charCodeAt(q + 2) === 114 &&
        buf.charCodeAt(q + 3) === 103 &&
        buf.charCodeAt(q + 4) === 95 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 121 &&
        buf.charCodeAt(q + 8) === 62
      ))
        return FAIL;
      q += 9;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 128 characters before "<"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 22 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 47 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 103 &&
        buf.charCodeAt(q + 5) === 95 &&
        buf.charCodeAt(q + 6) === 107 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 121 &&
        buf.charCodeAt(q + 9) === 62 &&
        buf.charCodeAt(q + 10) === 10 &&
        buf.charCodeAt(q + 11) === 60 &&
        buf.charCodeAt(q + 12) === 97 &&
        buf.charCodeAt(q + 13) === 114 &&
        buf.charCodeAt(q + 14) === 103 &&
        buf.charCodeAt(q + 15) === 95 &&
        buf.charCodeAt(q + 16) === 118 &&
        buf.charCodeAt(q + 17) === 97 &&
        buf.charCodeAt(q + 18) === 108 &&
        buf.charCodeAt(q + 19) === 117 &&
        buf.charCodeAt(q + 20) === 101 &&
        buf.charCodeAt(q + 21) === 62
      ))
        return FAIL;
      q += 22;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** name ARG -> value : arg_start (grammars/glm47_moe.dialect:35) */
  private cand7(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 9 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 97 &&
        buf.charCodeAt(q + 2) === 114 &&
        buf.charCodeAt(q + 3) === 103 &&
        buf.charCodeAt(q + 4) === 95 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 121 &&
        buf.charCodeAt(q + 8) === 62
      ))
        return FAIL;
      q += 9;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 128 characters before "<"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 22 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 47 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 103 &&
        buf.charCodeAt(q + 5) === 95 &&
        buf.charCodeAt(q + 6) === 107 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 121 &&
        buf.charCodeAt(q + 9) === 62 &&
        buf.charCodeAt(q + 10) === 32 &&
        buf.charCodeAt(q + 11) === 60 &&
        buf.charCodeAt(q + 12) === 97 &&
        buf.charCodeAt(q + 13) === 114 &&
        buf.charCodeAt(q + 14) === 103 &&
        buf.charCodeAt(q + 15) === 95 &&
        buf.charCodeAt(q + 16) === 118 &&
        buf.charCodeAt(q + 17) === 97 &&
        buf.charCodeAt(q + 18) === 108 &&
        buf.charCodeAt(q + 19) === 117 &&
        buf.charCodeAt(q + 20) === 101 &&
        buf.charCodeAt(q + 21) === 62
      ))
        return FAIL;
      q += 22;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** name ARG -> value : arg_start (grammars/glm47_moe.dialect:35) */
  private cand8(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 9 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 97 &&
        buf.charCodeAt(q + 2) === 114 &&
        buf.charCodeAt(q + 3) === 103 &&
        buf.charCodeAt(q + 4) === 95 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 121 &&
        buf.charCodeAt(q + 8) === 62
      ))
        return FAIL;
      q += 9;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 128 characters before "<"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 21 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 47 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 103 &&
        buf.charCodeAt(q + 5) === 95 &&
        buf.charCodeAt(q + 6) === 107 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 121 &&
        buf.charCodeAt(q + 9) === 62 &&
        buf.charCodeAt(q + 10) === 60 &&
        buf.charCodeAt(q + 11) === 97 &&
        buf.charCodeAt(q + 12) === 114 &&
        buf.charCodeAt(q + 13) === 103 &&
        buf.charCodeAt(q + 14) === 95 &&
        buf.charCodeAt(q + 15) === 118 &&
        buf.charCodeAt(q + 16) === 97 &&
        buf.charCodeAt(q + 17) === 108 &&
        buf.charCodeAt(q + 18) === 117 &&
        buf.charCodeAt(q + 19) === 101 &&
        buf.charCodeAt(q + 20) === 62
      ))
        return FAIL;
      q += 21;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** args ARG -> value : arg_start (grammars/glm47_moe.dialect:37) */
  private cand11(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 9 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 97 &&
        buf.charCodeAt(q + 2) === 114 &&
        buf.charCodeAt(q + 3) === 103 &&
        buf.charCodeAt(q + 4) === 95 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 121 &&
        buf.charCodeAt(q + 8) === 62
      ))
        return FAIL;
      q += 9;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 128 characters before "<"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 22 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 47 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 103 &&
        buf.charCodeAt(q + 5) === 95 &&
        buf.charCodeAt(q + 6) === 107 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 121 &&
        buf.charCodeAt(q + 9) === 62 &&
        buf.charCodeAt(q + 10) === 10 &&
        buf.charCodeAt(q + 11) === 60 &&
        buf.charCodeAt(q + 12) === 97 &&
        buf.charCodeAt(q + 13) === 114 &&
        buf.charCodeAt(q + 14) === 103 &&
        buf.charCodeAt(q + 15) === 95 &&
        buf.charCodeAt(q + 16) === 118 &&
        buf.charCodeAt(q + 17) === 97 &&
        buf.charCodeAt(q + 18) === 108 &&
        buf.charCodeAt(q + 19) === 117 &&
        buf.charCodeAt(q + 20) === 101 &&
        buf.charCodeAt(q + 21) === 62
      ))
        return FAIL;
      q += 22;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** args ARG -> value : arg_start (grammars/glm47_moe.dialect:37) */
  private cand12(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 9 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 97 &&
        buf.charCodeAt(q + 2) === 114 &&
        buf.charCodeAt(q + 3) === 103 &&
        buf.charCodeAt(q + 4) === 95 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 121 &&
        buf.charCodeAt(q + 8) === 62
      ))
        return FAIL;
      q += 9;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 128 characters before "<"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 22 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 47 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 103 &&
        buf.charCodeAt(q + 5) === 95 &&
        buf.charCodeAt(q + 6) === 107 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 121 &&
        buf.charCodeAt(q + 9) === 62 &&
        buf.charCodeAt(q + 10) === 32 &&
        buf.charCodeAt(q + 11) === 60 &&
        buf.charCodeAt(q + 12) === 97 &&
        buf.charCodeAt(q + 13) === 114 &&
        buf.charCodeAt(q + 14) === 103 &&
        buf.charCodeAt(q + 15) === 95 &&
        buf.charCodeAt(q + 16) === 118 &&
        buf.charCodeAt(q + 17) === 97 &&
        buf.charCodeAt(q + 18) === 108 &&
        buf.charCodeAt(q + 19) === 117 &&
        buf.charCodeAt(q + 20) === 101 &&
        buf.charCodeAt(q + 21) === 62
      ))
        return FAIL;
      q += 22;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** args ARG -> value : arg_start (grammars/glm47_moe.dialect:37) */
  private cand13(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 9 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 97 &&
        buf.charCodeAt(q + 2) === 114 &&
        buf.charCodeAt(q + 3) === 103 &&
        buf.charCodeAt(q + 4) === 95 &&
        buf.charCodeAt(q + 5) === 107 &&
        buf.charCodeAt(q + 6) === 101 &&
        buf.charCodeAt(q + 7) === 121 &&
        buf.charCodeAt(q + 8) === 62
      ))
        return FAIL;
      q += 9;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 128 characters before "<"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 60) break;
      if (c === 10 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 21 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 47 &&
        buf.charCodeAt(q + 2) === 97 &&
        buf.charCodeAt(q + 3) === 114 &&
        buf.charCodeAt(q + 4) === 103 &&
        buf.charCodeAt(q + 5) === 95 &&
        buf.charCodeAt(q + 6) === 107 &&
        buf.charCodeAt(q + 7) === 101 &&
        buf.charCodeAt(q + 8) === 121 &&
        buf.charCodeAt(q + 9) === 62 &&
        buf.charCodeAt(q + 10) === 60 &&
        buf.charCodeAt(q + 11) === 97 &&
        buf.charCodeAt(q + 12) === 114 &&
        buf.charCodeAt(q + 13) === 103 &&
        buf.charCodeAt(q + 14) === 95 &&
        buf.charCodeAt(q + 15) === 118 &&
        buf.charCodeAt(q + 16) === 97 &&
        buf.charCodeAt(q + 17) === 108 &&
        buf.charCodeAt(q + 18) === 117 &&
        buf.charCodeAt(q + 19) === 101 &&
        buf.charCodeAt(q + 20) === 62
      ))
        return FAIL;
      q += 21;
    } else {
      const r = matchLiteral(L3, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content (grammars/glm47_moe.dialect:23): what starts at p */
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
        // content TOOL_START -> name : tool_start (grammars/glm47_moe.dialect:34)
        if (!this.idOnly(6)) {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 62
                ? p + 11
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
            this.matchedCand = 0;
          }
        }
        // absorb THINK_END in content (grammars/glm47_moe.dialect:43)
        if (!this.idOnly(5)) {
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
            this.matchedCand = 1;
          }
        }
        // content THINK_START -> reasoning : reasoning_start (grammars/glm47_moe.dialect:31)
        if (!this.idOnly(4)) {
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
            this.matchedCand = 2;
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

  /** reasoning (grammars/glm47_moe.dialect:24): what starts at p */
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
        // reasoning TOOL_START -> name : reasoning_end, tool_start (grammars/glm47_moe.dialect:33)
        if (!this.idOnly(6)) {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 62
                ? p + 11
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
            this.matchedCand = 3;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/glm47_moe.dialect:32)
        if (!this.idOnly(5)) {
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
            this.matchedCand = 4;
          }
        }
        // absorb THINK_START in reasoning (grammars/glm47_moe.dialect:44)
        if (!this.idOnly(4)) {
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

  /** name (grammars/glm47_moe.dialect:25): what starts at p */
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
        // name ARG -> value : arg_start (grammars/glm47_moe.dialect:35)
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
        // name ARG -> value : arg_start (grammars/glm47_moe.dialect:35)
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
        // name ARG -> value : arg_start (grammars/glm47_moe.dialect:35)
        {
          r = this.cand8(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 8;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // name TOOL_END -> content : tool_end (grammars/glm47_moe.dialect:36)
        if (!this.idOnly(7)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 9;
          }
        }
        // name TOOL_START -> name : restart, tool_start (grammars/glm47_moe.dialect:34)
        if (!this.idOnly(6)) {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 62
                ? p + 11
                : FAIL
              : matchLiteral(L4, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L4;
            } else {
              if (waitLiteral !== "") waitLiteral = L4;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 10;
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

  /** args (grammars/glm47_moe.dialect:26): what starts at p */
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
        // args ARG -> value : arg_start (grammars/glm47_moe.dialect:37)
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
        // args ARG -> value : arg_start (grammars/glm47_moe.dialect:37)
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
        // args ARG -> value : arg_start (grammars/glm47_moe.dialect:37)
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
        // args TOOL_END -> content : tool_end (grammars/glm47_moe.dialect:38)
        if (!this.idOnly(7)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 14;
          }
        }
        // args TOOL_START -> name : restart, tool_start (grammars/glm47_moe.dialect:34)
        if (!this.idOnly(6)) {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 62
                ? p + 11
                : FAIL
              : matchLiteral(L4, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L4;
            } else {
              if (waitLiteral !== "") waitLiteral = L4;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 15;
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

  /** value (grammars/glm47_moe.dialect:27): what starts at p */
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
        // value VALUE_END -> args : arg_end when followed by … (grammars/glm47_moe.dialect:40)
        {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 97 &&
                buf.charCodeAt(p + 3) === 114 &&
                buf.charCodeAt(p + 4) === 103 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 118 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 117 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
                : FAIL
              : matchLiteral(L8, buf, p, atEnd);
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
            this.matchedCand = 16;
          }
        }
        // value TOOL_END -> content : arg_end, tool_end when followed by … (grammars/glm47_moe.dialect:41)
        if (!this.idOnly(7)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
                : FAIL
              : matchLiteral(L7, buf, p, atEnd);
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
            this.matchedCand = 17;
          }
        }
        // value TOOL_START -> name : restart, tool_start (grammars/glm47_moe.dialect:34)
        if (!this.idOnly(6)) {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 62
                ? p + 11
                : FAIL
              : matchLiteral(L4, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L4;
            } else {
              if (waitLiteral !== "") waitLiteral = L4;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 18;
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
        // content : text (grammars/glm47_moe.dialect:23)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/glm47_moe.dialect:24)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // name : tool_name (grammars/glm47_moe.dialect:25)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // args : discard (grammars/glm47_moe.dialect:26)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // value : arg_value (grammars/glm47_moe.dialect:27)
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
          case 6:
            return 0;
          case 5:
            return 1;
          case 4:
            return 2;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 6:
            return 3;
          case 5:
            return 4;
          case 4:
            return 5;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 7:
            return 9;
          case 6:
            return this.sink.unconfirmedCall() ? 10 : NONE;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 7:
            return 14;
          case 6:
            return this.sink.unconfirmedCall() ? 15 : NONE;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 7:
            return 17;
          case 6:
            return this.sink.unconfirmedCall() ? 18 : NONE;
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
      case 0: // content TOOL_START -> name : tool_start (grammars/glm47_moe.dialect:34)
        sink.terminal(6, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 1: // absorb THINK_END in content (grammars/glm47_moe.dialect:43)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 2: // content THINK_START -> reasoning : reasoning_start (grammars/glm47_moe.dialect:31)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 3: // reasoning TOOL_START -> name : reasoning_end, tool_start (grammars/glm47_moe.dialect:33)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 4: // reasoning THINK_END -> content : reasoning_end (grammars/glm47_moe.dialect:32)
        sink.terminal(5, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 5: // absorb THINK_START in reasoning (grammars/glm47_moe.dialect:44)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 6: // name ARG -> value : arg_start (grammars/glm47_moe.dialect:35)
        sink.terminal(8, 4, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 4;
        return to;
      case 7: // name ARG -> value : arg_start (grammars/glm47_moe.dialect:35)
        sink.terminal(8, 4, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 4;
        return to;
      case 8: // name ARG -> value : arg_start (grammars/glm47_moe.dialect:35)
        sink.terminal(8, 4, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 4;
        return to;
      case 9: // name TOOL_END -> content : tool_end (grammars/glm47_moe.dialect:36)
        sink.terminal(7, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 10: // name TOOL_START -> name : restart, tool_start (grammars/glm47_moe.dialect:34)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        sink.toolStart(false);
        return to;
      case 11: // args ARG -> value : arg_start (grammars/glm47_moe.dialect:37)
        sink.terminal(8, 4, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 4;
        return to;
      case 12: // args ARG -> value : arg_start (grammars/glm47_moe.dialect:37)
        sink.terminal(8, 4, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 4;
        return to;
      case 13: // args ARG -> value : arg_start (grammars/glm47_moe.dialect:37)
        sink.terminal(8, 4, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 4;
        return to;
      case 14: // args TOOL_END -> content : tool_end (grammars/glm47_moe.dialect:38)
        sink.terminal(7, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 15: // args TOOL_START -> name : restart, tool_start (grammars/glm47_moe.dialect:34)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 16: // value VALUE_END -> args : arg_end when followed by … (grammars/glm47_moe.dialect:40)
        sink.terminal(9, 3, buf, from, to);
        sink.argEnd();
        this.state = 3;
        return to;
      case 17: // value TOOL_END -> content : arg_end, tool_end when followed by … (grammars/glm47_moe.dialect:41)
        sink.terminal(7, 0, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 0;
        return to;
      case 18: // value TOOL_START -> name : restart, tool_start (grammars/glm47_moe.dialect:34)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const glm47_moe: Dialect = {
  name: "glm47_moe",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new Glm47MoeMachine(ir, sink, initial, vocab),
};
export default glm47_moe;
