// DO NOT EDIT — generated from grammars/mimo.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR, FollowIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "mimo",
  source: "grammars/mimo.dialect",
  extends: ["qwen3", "chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    {
      name: "FUNC",
      special: false,
      variants: [[{ lit: "<function=" }, { cap: "name", max: 128, exclude: "\n<>" }, { lit: ">" }]],
    },
    { name: "FUNC_END", special: false, variants: [[{ lit: "</function>" }]] },
    {
      name: "PARAM",
      special: false,
      variants: [[{ lit: "<parameter=" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: ">" }]],
    },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</parameter>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/qwen3.dialect:15",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/qwen3.dialect:24",
          terminal: 2,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        {
          at: "grammars/qwen3.dialect:28",
          terminal: 4,
          target: 2,
          events: [{ kind: "tool_start" }],
        },
        {
          at: "grammars/qwen3.dialect:30",
          terminal: 6,
          target: 3,
          events: [{ kind: "tool_start", name: "name", declaredOnly: true }],
        },
        { at: "grammars/qwen3.dialect:45", terminal: 3, target: 0, events: [], absorb: true },
        { at: "grammars/qwen3.dialect:48", terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/qwen3.dialect:16",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/qwen3.dialect:25",
          terminal: 3,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/qwen3.dialect:27",
          terminal: 4,
          target: 2,
          events: [{ kind: "reasoning_end" }, { kind: "tool_start" }],
        },
        { at: "grammars/qwen3.dialect:46", terminal: 2, target: 1, events: [], absorb: true },
        { at: "grammars/qwen3.dialect:48", terminal: 1, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "preamble",
      at: "grammars/qwen3.dialect:17",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/qwen3.dialect:31",
          terminal: 6,
          target: 3,
          events: [{ kind: "tool_name", name: "name" }],
        },
        { at: "grammars/qwen3.dialect:32", terminal: 5, target: 0, events: [{ kind: "tool_end" }] },
        { at: "grammars/qwen3.dialect:48", terminal: 1, target: 2, events: [], absorb: true },
        {
          at: "grammars/qwen3.dialect:28",
          terminal: 4,
          target: 2,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
      ],
    },
    {
      name: "args",
      at: "grammars/qwen3.dialect:18",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/qwen3.dialect:33",
          terminal: 8,
          target: 4,
          events: [{ kind: "arg_start", key: "key" }],
        },
        { at: "grammars/qwen3.dialect:34", terminal: 7, target: 5, events: [{ kind: "tool_end" }] },
        { at: "grammars/qwen3.dialect:35", terminal: 5, target: 0, events: [{ kind: "tool_end" }] },
        { at: "grammars/qwen3.dialect:48", terminal: 1, target: 3, events: [], absorb: true },
        {
          at: "grammars/qwen3.dialect:28",
          terminal: 4,
          target: 2,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
      ],
    },
    {
      name: "value",
      at: "grammars/mimo.dialect:5",
      channel: { kind: 5, encoding: "schema", trim: "none" },
      transitions: [
        {
          at: "grammars/qwen3.dialect:38",
          terminal: 9,
          target: 3,
          events: [{ kind: "arg_end" }],
          follow: { terminals: [8, 7, 5], end: true },
        },
        {
          at: "grammars/qwen3.dialect:39",
          terminal: 8,
          target: 4,
          events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }],
        },
        {
          at: "grammars/qwen3.dialect:40",
          terminal: 7,
          target: 5,
          events: [{ kind: "arg_end" }, { kind: "tool_end" }],
          follow: { terminals: [5, 4, 6], end: true },
        },
        { at: "grammars/qwen3.dialect:48", terminal: 1, target: 4, events: [], absorb: true },
        {
          at: "grammars/qwen3.dialect:28",
          terminal: 4,
          target: 2,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
      ],
    },
    {
      name: "between",
      at: "grammars/qwen3.dialect:20",
      channel: { kind: 7 },
      transitions: [
        { at: "grammars/qwen3.dialect:41", terminal: 5, target: 0, events: [] },
        {
          at: "grammars/qwen3.dialect:42",
          terminal: 4,
          target: 2,
          events: [{ kind: "tool_start" }],
        },
        {
          at: "grammars/qwen3.dialect:43",
          terminal: 6,
          target: 3,
          events: [{ kind: "tool_start", name: "name" }],
        },
        { at: "grammars/qwen3.dialect:48", terminal: 1, target: 5, events: [], absorb: true },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1],
  policies: {
    stripTrailingReasoningWhitespace: false,
    contentWhitespace: "around_tools",
    validateToolNames: false,
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
const L0 = "<function=";
const L1 = ">";
const L2 = "<parameter=";
const L3 = "<tool_call>";
const L4 = "<|im_end|>";
const L5 = "</think>";
const L6 = "<think>";
const L7 = "</tool_call>";
const L8 = "</function>";
const L9 = "</parameter>";
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

/** preamble: the next position where a marker may start */
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

/** between: the next position where a marker may start */
function next5(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

const F0: FollowIR = { terminals: [8, 7, 5], end: true };
const F1: FollowIR = { terminals: [5, 4, 6], end: true };

/** The mimo machine, specialised from grammars/mimo.dialect. */
export class MimoMachine extends CompiledMachine {
  /** content FUNC -> args : tool_start (grammars/qwen3.dialect:30) */
  private cand1(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 10 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 102 &&
        buf.charCodeAt(q + 2) === 117 &&
        buf.charCodeAt(q + 3) === 110 &&
        buf.charCodeAt(q + 4) === 99 &&
        buf.charCodeAt(q + 5) === 116 &&
        buf.charCodeAt(q + 6) === 105 &&
        buf.charCodeAt(q + 7) === 111 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 61
      ))
        return FAIL;
      q += 10;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** preamble FUNC -> args : tool_name (grammars/qwen3.dialect:31) */
  private cand10(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 10 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 102 &&
        buf.charCodeAt(q + 2) === 117 &&
        buf.charCodeAt(q + 3) === 110 &&
        buf.charCodeAt(q + 4) === 99 &&
        buf.charCodeAt(q + 5) === 116 &&
        buf.charCodeAt(q + 6) === 105 &&
        buf.charCodeAt(q + 7) === 111 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 61
      ))
        return FAIL;
      q += 10;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** args PARAM -> value : arg_start (grammars/qwen3.dialect:33) */
  private cand13(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 11 <= n) {
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
        buf.charCodeAt(q + 10) === 61
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 128 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** value PARAM -> value : arg_end, arg_start (grammars/qwen3.dialect:39) */
  private cand19(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 11 <= n) {
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
        buf.charCodeAt(q + 10) === 61
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 128 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** between FUNC -> args : tool_start (grammars/qwen3.dialect:43) */
  private cand25(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 10 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 102 &&
        buf.charCodeAt(q + 2) === 117 &&
        buf.charCodeAt(q + 3) === 110 &&
        buf.charCodeAt(q + 4) === 99 &&
        buf.charCodeAt(q + 5) === 116 &&
        buf.charCodeAt(q + 6) === 105 &&
        buf.charCodeAt(q + 7) === 111 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 61
      ))
        return FAIL;
      q += 10;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content (grammars/qwen3.dialect:15): what starts at p */
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
        // content TOOL_START -> preamble : tool_start (grammars/qwen3.dialect:28)
        if (!this.idOnly(4)) {
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
              : matchLiteral(L3, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L3;
            } else {
              if (waitLiteral !== "") waitLiteral = L3;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 0;
          }
        }
        // content FUNC -> args : tool_start (grammars/qwen3.dialect:30)
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
        // absorb IM_END in content (grammars/qwen3.dialect:48)
        if (!this.idOnly(1)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 109 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 101 &&
                buf.charCodeAt(p + 6) === 110 &&
                buf.charCodeAt(p + 7) === 100 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
            this.matchedCand = 2;
          }
        }
        // absorb THINK_END in content (grammars/qwen3.dialect:45)
        if (!this.idOnly(3)) {
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
            this.matchedCand = 3;
          }
        }
        // content THINK_START -> reasoning : reasoning_start (grammars/qwen3.dialect:24)
        if (!this.idOnly(2)) {
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
            this.matchedCand = 4;
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

  /** reasoning (grammars/qwen3.dialect:16): what starts at p */
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
        // reasoning TOOL_START -> preamble : reasoning_end, tool_start (grammars/qwen3.dialect:27)
        if (!this.idOnly(4)) {
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
              : matchLiteral(L3, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L3;
            } else {
              if (waitLiteral !== "") waitLiteral = L3;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 5;
          }
        }
        // absorb IM_END in reasoning (grammars/qwen3.dialect:48)
        if (!this.idOnly(1)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 109 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 101 &&
                buf.charCodeAt(p + 6) === 110 &&
                buf.charCodeAt(p + 7) === 100 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
            this.matchedCand = 6;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/qwen3.dialect:25)
        if (!this.idOnly(3)) {
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
            this.matchedCand = 7;
          }
        }
        // absorb THINK_START in reasoning (grammars/qwen3.dialect:46)
        if (!this.idOnly(2)) {
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

  /** preamble (grammars/qwen3.dialect:17): what starts at p */
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
        // preamble TOOL_END -> content : tool_end (grammars/qwen3.dialect:32)
        if (!this.idOnly(5)) {
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
        // preamble FUNC -> args : tool_name (grammars/qwen3.dialect:31)
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
          }
        }
        // preamble TOOL_START -> preamble : restart, tool_start (grammars/qwen3.dialect:28)
        if (!this.idOnly(4)) {
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
              : matchLiteral(L3, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L3;
            } else {
              if (waitLiteral !== "") waitLiteral = L3;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 11;
          }
        }
        // absorb IM_END in preamble (grammars/qwen3.dialect:48)
        if (!this.idOnly(1)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 109 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 101 &&
                buf.charCodeAt(p + 6) === 110 &&
                buf.charCodeAt(p + 7) === 100 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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

  /** args (grammars/qwen3.dialect:18): what starts at p */
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
        // args PARAM -> value : arg_start (grammars/qwen3.dialect:33)
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
        // args TOOL_END -> content : tool_end (grammars/qwen3.dialect:35)
        if (!this.idOnly(5)) {
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
        // args FUNC_END -> between : tool_end (grammars/qwen3.dialect:34)
        {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 102 &&
                buf.charCodeAt(p + 3) === 117 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 99 &&
                buf.charCodeAt(p + 6) === 116 &&
                buf.charCodeAt(p + 7) === 105 &&
                buf.charCodeAt(p + 8) === 111 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 62
                ? p + 11
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
            this.matchedCand = 15;
          }
        }
        // args TOOL_START -> preamble : restart, tool_start (grammars/qwen3.dialect:28)
        if (!this.idOnly(4)) {
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
              : matchLiteral(L3, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L3;
            } else {
              if (waitLiteral !== "") waitLiteral = L3;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 16;
          }
        }
        // absorb IM_END in args (grammars/qwen3.dialect:48)
        if (!this.idOnly(1)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 109 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 101 &&
                buf.charCodeAt(p + 6) === 110 &&
                buf.charCodeAt(p + 7) === 100 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
            this.matchedCand = 17;
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

  /** value (grammars/mimo.dialect:5): what starts at p */
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
        // value PARAM_END -> args : arg_end when followed by … (grammars/qwen3.dialect:38)
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
              : matchLiteral(L9, buf, p, atEnd);
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
            this.matchedCand = 18;
          }
        }
        // value PARAM -> value : arg_end, arg_start (grammars/qwen3.dialect:39)
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
        // value FUNC_END -> between : arg_end, tool_end when followed by … (grammars/qwen3.dialect:40)
        {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 102 &&
                buf.charCodeAt(p + 3) === 117 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 99 &&
                buf.charCodeAt(p + 6) === 116 &&
                buf.charCodeAt(p + 7) === 105 &&
                buf.charCodeAt(p + 8) === 111 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 62
                ? p + 11
                : FAIL
              : matchLiteral(L8, buf, p, atEnd);
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
            this.matchedCand = 20;
          }
        }
        // value TOOL_START -> preamble : restart, tool_start (grammars/qwen3.dialect:28)
        if (!this.idOnly(4)) {
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
              : matchLiteral(L3, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L3;
            } else {
              if (waitLiteral !== "") waitLiteral = L3;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 21;
          }
        }
        // absorb IM_END in value (grammars/qwen3.dialect:48)
        if (!this.idOnly(1)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 109 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 101 &&
                buf.charCodeAt(p + 6) === 110 &&
                buf.charCodeAt(p + 7) === 100 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
            this.matchedCand = 22;
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

  /** between (grammars/qwen3.dialect:20): what starts at p */
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
        // between TOOL_END -> content (grammars/qwen3.dialect:41)
        if (!this.idOnly(5)) {
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
            this.matchedCand = 23;
          }
        }
        // between TOOL_START -> preamble : tool_start (grammars/qwen3.dialect:42)
        if (!this.idOnly(4)) {
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
              : matchLiteral(L3, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L3;
            } else {
              if (waitLiteral !== "") waitLiteral = L3;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 24;
          }
        }
        // between FUNC -> args : tool_start (grammars/qwen3.dialect:43)
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
        // absorb IM_END in between (grammars/qwen3.dialect:48)
        if (!this.idOnly(1)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 109 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 101 &&
                buf.charCodeAt(p + 6) === 110 &&
                buf.charCodeAt(p + 7) === 100 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
            this.matchedCand = 26;
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
        // content : text (grammars/qwen3.dialect:15)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/qwen3.dialect:16)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // preamble : discard (grammars/qwen3.dialect:17)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // args : discard (grammars/qwen3.dialect:18)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // value : arg_value (grammars/mimo.dialect:5)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try4(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // between : discard (grammars/qwen3.dialect:20)
        case 5:
          p = head < 0 ? next5(buf, p) : nextOrHead(buf, p, next5(buf, p), head);
          if (p >= n) continue;
          r = this.try5(buf, p, atEnd, head);
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
          case 4:
            return 0;
          case 1:
            return 2;
          case 3:
            return 3;
          case 2:
            return 4;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 4:
            return 5;
          case 1:
            return 6;
          case 3:
            return 7;
          case 2:
            return 8;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 5:
            return 9;
          case 4:
            return this.sink.unconfirmedCall() ? 11 : NONE;
          case 1:
            return 12;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 5:
            return 14;
          case 4:
            return this.sink.unconfirmedCall() ? 16 : NONE;
          case 1:
            return 17;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 4:
            return this.sink.unconfirmedCall() ? 21 : NONE;
          case 1:
            return 22;
        }
        return NONE;
      case 5:
        switch (terminal) {
          case 5:
            return 23;
          case 4:
            return 24;
          case 1:
            return 26;
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
      case 0: // content TOOL_START -> preamble : tool_start (grammars/qwen3.dialect:28)
        sink.terminal(4, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 1: // content FUNC -> args : tool_start (grammars/qwen3.dialect:30)
        sink.terminal(6, 3, buf, from, to);
        sink.toolStart(true);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 2: // absorb IM_END in content (grammars/qwen3.dialect:48)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 3: // absorb THINK_END in content (grammars/qwen3.dialect:45)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/qwen3.dialect:24)
        sink.terminal(2, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 5: // reasoning TOOL_START -> preamble : reasoning_end, tool_start (grammars/qwen3.dialect:27)
        sink.terminal(4, 2, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 6: // absorb IM_END in reasoning (grammars/qwen3.dialect:48)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 7: // reasoning THINK_END -> content : reasoning_end (grammars/qwen3.dialect:25)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 8: // absorb THINK_START in reasoning (grammars/qwen3.dialect:46)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 9: // preamble TOOL_END -> content : tool_end (grammars/qwen3.dialect:32)
        sink.terminal(5, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 10: // preamble FUNC -> args : tool_name (grammars/qwen3.dialect:31)
        sink.terminal(6, 3, buf, from, to);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 11: // preamble TOOL_START -> preamble : restart, tool_start (grammars/qwen3.dialect:28)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        sink.toolStart(false);
        return to;
      case 12: // absorb IM_END in preamble (grammars/qwen3.dialect:48)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 13: // args PARAM -> value : arg_start (grammars/qwen3.dialect:33)
        sink.terminal(8, 4, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 4;
        return to;
      case 14: // args TOOL_END -> content : tool_end (grammars/qwen3.dialect:35)
        sink.terminal(5, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 15: // args FUNC_END -> between : tool_end (grammars/qwen3.dialect:34)
        sink.terminal(7, 5, buf, from, to);
        sink.toolEnd();
        this.state = 5;
        return to;
      case 16: // args TOOL_START -> preamble : restart, tool_start (grammars/qwen3.dialect:28)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 17: // absorb IM_END in args (grammars/qwen3.dialect:48)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 18: // value PARAM_END -> args : arg_end when followed by … (grammars/qwen3.dialect:38)
        sink.terminal(9, 3, buf, from, to);
        sink.argEnd();
        this.state = 3;
        return to;
      case 19: // value PARAM -> value : arg_end, arg_start (grammars/qwen3.dialect:39)
        sink.terminal(8, 4, buf, from, to);
        sink.argEnd();
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        return to;
      case 20: // value FUNC_END -> between : arg_end, tool_end when followed by … (grammars/qwen3.dialect:40)
        sink.terminal(7, 5, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 5;
        return to;
      case 21: // value TOOL_START -> preamble : restart, tool_start (grammars/qwen3.dialect:28)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 22: // absorb IM_END in value (grammars/qwen3.dialect:48)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 23: // between TOOL_END -> content (grammars/qwen3.dialect:41)
        sink.terminal(5, 0, buf, from, to);
        this.state = 0;
        return to;
      case 24: // between TOOL_START -> preamble : tool_start (grammars/qwen3.dialect:42)
        sink.terminal(4, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 25: // between FUNC -> args : tool_start (grammars/qwen3.dialect:43)
        sink.terminal(6, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 26: // absorb IM_END in between (grammars/qwen3.dialect:48)
        sink.terminal(1, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const mimo: Dialect = {
  name: "mimo",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new MimoMachine(ir, sink, initial, vocab),
};
export default mimo;
