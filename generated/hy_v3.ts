// DO NOT EDIT — generated from grammars/hy_v3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR, FollowIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "hy_v3",
  source: "grammars/hy_v3.dialect",
  extends: [],
  terminals: [
    { name: "START", special: true, variants: [[{ lit: "<|startoftext|>" }]] },
    { name: "USER_END", special: true, variants: [[{ lit: "<|extra_0|>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<|eos|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "CALLS_START", special: true, variants: [[{ lit: "<tool_calls>" }]] },
    { name: "CALLS_END", special: true, variants: [[{ lit: "</tool_calls>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    { name: "SEP", special: true, variants: [[{ lit: "<tool_sep>" }]] },
    {
      name: "ARG",
      special: false,
      variants: [
        [
          { lit: "<arg_key>" },
          { cap: "key", max: 128, exclude: "\n<>" },
          { lit: "</arg_key>" },
          { ws: 256 },
          { lit: "<arg_value>" },
        ],
      ],
    },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/hy_v3.dialect:22",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/hy_v3.dialect:31",
          terminal: 3,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/hy_v3.dialect:34", terminal: 5, target: 2, events: [] },
        { at: "grammars/hy_v3.dialect:44", terminal: 4, target: 0, events: [], absorb: true },
        { at: "grammars/hy_v3.dialect:46", terminal: 2, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/hy_v3.dialect:23",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/hy_v3.dialect:32",
          terminal: 4,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/hy_v3.dialect:33",
          terminal: 5,
          target: 2,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/hy_v3.dialect:45", terminal: 3, target: 1, events: [], absorb: true },
        { at: "grammars/hy_v3.dialect:46", terminal: 2, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "calls",
      at: "grammars/hy_v3.dialect:24",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/hy_v3.dialect:35",
          terminal: 7,
          target: 3,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/hy_v3.dialect:42", terminal: 6, target: 0, events: [] },
        { at: "grammars/hy_v3.dialect:46", terminal: 2, target: 2, events: [], absorb: true },
        { at: "grammars/hy_v3.dialect:34", terminal: 5, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "name",
      at: "grammars/hy_v3.dialect:25",
      channel: { kind: 2 },
      transitions: [
        { at: "grammars/hy_v3.dialect:36", terminal: 9, target: 4, events: [] },
        { at: "grammars/hy_v3.dialect:37", terminal: 8, target: 2, events: [{ kind: "tool_end" }] },
        { at: "grammars/hy_v3.dialect:34", terminal: 5, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "args",
      at: "grammars/hy_v3.dialect:26",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/hy_v3.dialect:38",
          terminal: 10,
          target: 5,
          events: [{ kind: "arg_start", key: "key" }],
        },
        { at: "grammars/hy_v3.dialect:39", terminal: 8, target: 2, events: [{ kind: "tool_end" }] },
        { at: "grammars/hy_v3.dialect:34", terminal: 5, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "value",
      at: "grammars/hy_v3.dialect:27",
      channel: { kind: 5, encoding: "schema", trim: "none" },
      transitions: [
        {
          at: "grammars/hy_v3.dialect:41",
          terminal: 11,
          target: 4,
          events: [{ kind: "arg_end" }],
          follow: { terminals: [10, 8], end: true },
        },
        { at: "grammars/hy_v3.dialect:34", terminal: 5, target: 2, events: [], restart: true },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2],
  policies: {
    stripTrailingReasoningWhitespace: true,
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
const L0 = "<arg_key>";
const L1 = "</arg_key>";
const L2 = "<arg_value>";
const L3 = "<tool_calls>";
const L4 = "</think>";
const L5 = "<think>";
const L6 = "<|eos|>";
const L7 = "</tool_calls>";
const L8 = "<tool_call>";
const L9 = "</tool_call>";
const L10 = "<tool_sep>";
const L11 = "</arg_value>";
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

/** calls: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** name: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** args: the next position where a marker may start */
function next4(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** value: the next position where a marker may start */
function next5(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

const F0: FollowIR = { terminals: [10, 8], end: true };

/** The hy_v3 machine, specialised from grammars/hy_v3.dialect. */
export class HyV3Machine extends CompiledMachine {
  /** args ARG -> value : arg_start (grammars/hy_v3.dialect:38) */
  private cand15(buf: string, p: number, atEnd: boolean): number {
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
    if (q + 10 <= n) {
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
        buf.charCodeAt(q + 9) === 62
      ))
        return FAIL;
      q += 10;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
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
        buf.charCodeAt(q + 1) === 97 &&
        buf.charCodeAt(q + 2) === 114 &&
        buf.charCodeAt(q + 3) === 103 &&
        buf.charCodeAt(q + 4) === 95 &&
        buf.charCodeAt(q + 5) === 118 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 108 &&
        buf.charCodeAt(q + 8) === 117 &&
        buf.charCodeAt(q + 9) === 101 &&
        buf.charCodeAt(q + 10) === 62
      ))
        return FAIL;
      q += 11;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content (grammars/hy_v3.dialect:22): what starts at p */
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
        // content CALLS_START -> calls (grammars/hy_v3.dialect:34)
        if (!this.idOnly(5)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 115 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
        // absorb THINK_END in content (grammars/hy_v3.dialect:44)
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
        // content THINK_START -> reasoning : reasoning_start (grammars/hy_v3.dialect:31)
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
        // absorb EOS in content (grammars/hy_v3.dialect:46)
        if (!this.idOnly(2)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 115 &&
                buf.charCodeAt(p + 5) === 124 &&
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
            this.matchedCand = 3;
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

  /** reasoning (grammars/hy_v3.dialect:23): what starts at p */
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
        // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v3.dialect:33)
        if (!this.idOnly(5)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 115 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 4;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/hy_v3.dialect:32)
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
            this.matchedCand = 5;
          }
        }
        // absorb THINK_START in reasoning (grammars/hy_v3.dialect:45)
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
            this.matchedCand = 6;
          }
        }
        // absorb EOS in reasoning (grammars/hy_v3.dialect:46)
        if (!this.idOnly(2)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 115 &&
                buf.charCodeAt(p + 5) === 124 &&
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
            this.matchedCand = 7;
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

  /** calls (grammars/hy_v3.dialect:24): what starts at p */
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
        // calls CALLS_END -> content (grammars/hy_v3.dialect:42)
        if (!this.idOnly(6)) {
          r =
            p + 13 <= n
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
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 62
                ? p + 13
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
            this.matchedCand = 8;
          }
        }
        // calls CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
        if (!this.idOnly(5)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 115 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 9;
          }
        }
        // calls TOOL_START -> name : tool_start (grammars/hy_v3.dialect:35)
        if (!this.idOnly(7)) {
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
            this.matchedCand = 10;
          }
        }
        // absorb EOS in calls (grammars/hy_v3.dialect:46)
        if (!this.idOnly(2)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 115 &&
                buf.charCodeAt(p + 5) === 124 &&
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
            this.matchedCand = 11;
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

  /** name (grammars/hy_v3.dialect:25): what starts at p */
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
        // name TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:37)
        if (!this.idOnly(8)) {
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
            this.matchedCand = 12;
          }
        }
        // name CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
        if (!this.idOnly(5)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 115 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 13;
          }
        }
        // name SEP -> args (grammars/hy_v3.dialect:36)
        if (!this.idOnly(9)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 115 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 112 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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

  /** args (grammars/hy_v3.dialect:26): what starts at p */
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
        // args ARG -> value : arg_start (grammars/hy_v3.dialect:38)
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
          }
        }
        // args TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:39)
        if (!this.idOnly(8)) {
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
            this.matchedCand = 16;
          }
        }
        // args CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
        if (!this.idOnly(5)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 115 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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

  /** value (grammars/hy_v3.dialect:27): what starts at p */
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
        // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v3.dialect:41)
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
            this.matchedCand = 18;
          }
        }
        // value CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
        if (!this.idOnly(5)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 115 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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

  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      let r: number;
      const head = this.headCode;
      switch (this.state) {
        // content : text (grammars/hy_v3.dialect:22)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/hy_v3.dialect:23)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // calls : discard (grammars/hy_v3.dialect:24)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // name : tool_name (grammars/hy_v3.dialect:25)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // args : discard (grammars/hy_v3.dialect:26)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try4(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // value : arg_value (grammars/hy_v3.dialect:27)
        case 5:
          p = head < 0 ? next5(buf, p) : nextOrHead(buf, p, next5(buf, p), head);
          if (p >= n) continue;
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
    if (runStart < n) this.sink.chars(this.state, buf, runStart, n);
  }

  private headCandidate(terminal: number): number {
    switch (this.state) {
      case 0:
        switch (terminal) {
          case 5:
            return 0;
          case 4:
            return 1;
          case 3:
            return 2;
          case 2:
            return 3;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 5:
            return 4;
          case 4:
            return 5;
          case 3:
            return 6;
          case 2:
            return 7;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 6:
            return 8;
          case 5:
            return this.sink.unconfirmedCall() ? 9 : NONE;
          case 7:
            return 10;
          case 2:
            return 11;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 8:
            return 12;
          case 5:
            return this.sink.unconfirmedCall() ? 13 : NONE;
          case 9:
            return 14;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 8:
            return 16;
          case 5:
            return this.sink.unconfirmedCall() ? 17 : NONE;
        }
        return NONE;
      case 5:
        switch (terminal) {
          case 5:
            return this.sink.unconfirmedCall() ? 19 : NONE;
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
      case 0: // content CALLS_START -> calls (grammars/hy_v3.dialect:34)
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb THINK_END in content (grammars/hy_v3.dialect:44)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 2: // content THINK_START -> reasoning : reasoning_start (grammars/hy_v3.dialect:31)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 3: // absorb EOS in content (grammars/hy_v3.dialect:46)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 4: // reasoning CALLS_START -> calls : reasoning_end (grammars/hy_v3.dialect:33)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 5: // reasoning THINK_END -> content : reasoning_end (grammars/hy_v3.dialect:32)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 6: // absorb THINK_START in reasoning (grammars/hy_v3.dialect:45)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 7: // absorb EOS in reasoning (grammars/hy_v3.dialect:46)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 8: // calls CALLS_END -> content (grammars/hy_v3.dialect:42)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
      case 9: // calls CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        return to;
      case 10: // calls TOOL_START -> name : tool_start (grammars/hy_v3.dialect:35)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 11: // absorb EOS in calls (grammars/hy_v3.dialect:46)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 12: // name TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:37)
        sink.terminal(8, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 13: // name CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 14: // name SEP -> args (grammars/hy_v3.dialect:36)
        sink.terminal(9, 4, buf, from, to);
        this.state = 4;
        return to;
      case 15: // args ARG -> value : arg_start (grammars/hy_v3.dialect:38)
        sink.terminal(10, 5, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 5;
        return to;
      case 16: // args TOOL_END -> calls : tool_end (grammars/hy_v3.dialect:39)
        sink.terminal(8, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 17: // args CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 18: // value VALUE_END -> args : arg_end when followed by … (grammars/hy_v3.dialect:41)
        sink.terminal(11, 4, buf, from, to);
        sink.argEnd();
        this.state = 4;
        return to;
      case 19: // value CALLS_START -> calls : restart (grammars/hy_v3.dialect:34)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const hy_v3: Dialect = {
  name: "hy_v3",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new HyV3Machine(ir, sink, initial, vocab),
};
export default hy_v3;
