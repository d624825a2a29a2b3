// DO NOT EDIT — generated from grammars/step3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR, FollowIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "step3",
  source: "grammars/step3.dialect",
  extends: [],
  terminals: [
    { name: "BOT", special: true, variants: [[{ lit: "<｜BOT｜>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<｜EOT｜>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "CALLS_BEGIN", special: true, variants: [[{ lit: "<｜tool_calls_begin｜>" }]] },
    { name: "CALLS_END", special: true, variants: [[{ lit: "<｜tool_calls_end｜>" }]] },
    { name: "CALL_BEGIN", special: true, variants: [[{ lit: "<｜tool_call_begin｜>" }]] },
    { name: "CALL_END", special: true, variants: [[{ lit: "<｜tool_call_end｜>" }]] },
    { name: "SEP", special: true, variants: [[{ lit: "<｜tool_sep｜>" }]] },
    {
      name: "INVOKE",
      special: false,
      variants: [
        [
          { lit: '<steptml:invoke name="' },
          { cap: "name", max: 128, exclude: "\n<>" },
          { lit: '">' },
        ],
      ],
    },
    { name: "INVOKE_END", special: false, variants: [[{ lit: "</steptml:invoke>" }]] },
    {
      name: "PARAM",
      special: false,
      variants: [
        [
          { lit: '<steptml:parameter name="' },
          { cap: "key", max: 128, exclude: "\n<>" },
          { lit: '">' },
        ],
      ],
    },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</steptml:parameter>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/step3.dialect:24",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/step3.dialect:35",
          terminal: 2,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/step3.dialect:38", terminal: 4, target: 2, events: [] },
        { at: "grammars/step3.dialect:50", terminal: 3, target: 0, events: [], absorb: true },
        { at: "grammars/step3.dialect:52", terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/step3.dialect:25",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/step3.dialect:36",
          terminal: 3,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/step3.dialect:37",
          terminal: 4,
          target: 2,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/step3.dialect:51", terminal: 2, target: 1, events: [], absorb: true },
        { at: "grammars/step3.dialect:52", terminal: 1, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "calls",
      at: "grammars/step3.dialect:26",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/step3.dialect:39",
          terminal: 6,
          target: 3,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/step3.dialect:48", terminal: 5, target: 0, events: [] },
        { at: "grammars/step3.dialect:52", terminal: 1, target: 2, events: [], absorb: true },
        { at: "grammars/step3.dialect:38", terminal: 4, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "kind",
      at: "grammars/step3.dialect:27",
      channel: { kind: 7, write: "function" },
      transitions: [
        { at: "grammars/step3.dialect:40", terminal: 8, target: 4, events: [] },
        { at: "grammars/step3.dialect:38", terminal: 4, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "preamble",
      at: "grammars/step3.dialect:28",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/step3.dialect:41",
          terminal: 9,
          target: 5,
          events: [{ kind: "tool_name", name: "name" }],
        },
        { at: "grammars/step3.dialect:38", terminal: 4, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "params",
      at: "grammars/step3.dialect:29",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/step3.dialect:42",
          terminal: 11,
          target: 6,
          events: [{ kind: "arg_start", key: "key" }],
        },
        { at: "grammars/step3.dialect:45", terminal: 10, target: 7, events: [] },
        { at: "grammars/step3.dialect:46", terminal: 7, target: 2, events: [{ kind: "tool_end" }] },
        { at: "grammars/step3.dialect:38", terminal: 4, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "value",
      at: "grammars/step3.dialect:30",
      channel: { kind: 5, encoding: "schema", trim: "none" },
      transitions: [
        {
          at: "grammars/step3.dialect:44",
          terminal: 12,
          target: 5,
          events: [{ kind: "arg_end" }],
          follow: { terminals: [11, 10, 7], end: true },
        },
        { at: "grammars/step3.dialect:38", terminal: 4, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "closed",
      at: "grammars/step3.dialect:31",
      channel: { kind: 7 },
      transitions: [
        { at: "grammars/step3.dialect:47", terminal: 7, target: 2, events: [{ kind: "tool_end" }] },
        { at: "grammars/step3.dialect:38", terminal: 4, target: 2, events: [], restart: true },
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
    thinkingDefault: true,
    toolCallId: "chatcmpl",
    blockSeparator: "",
    unwrapArguments: false,
    prefill: "",
    captureEscapes: "none",
    caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 },
  },
};
const L0 = '<steptml:invoke name="';
const L1 = '">';
const L2 = '<steptml:parameter name="';
const L3 = "<｜tool_calls_begin｜>";
const L4 = "</think>";
const L5 = "<think>";
const L6 = "<｜EOT｜>";
const L7 = "<｜tool_call_begin｜>";
const L8 = "<｜tool_calls_end｜>";
const L9 = "<｜tool_sep｜>";
const L10 = "</steptml:invoke>";
const L11 = "<｜tool_call_end｜>";
const L12 = "</steptml:parameter>";
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

/** kind: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** preamble: the next position where a marker may start */
function next4(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** params: the next position where a marker may start */
function next5(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** value: the next position where a marker may start */
function next6(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** closed: the next position where a marker may start */
function next7(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

const F0: FollowIR = { terminals: [11, 10, 7], end: true };

/** The step3 machine, specialised from grammars/step3.dialect. */
export class Step3Machine extends CompiledMachine {
  /** preamble INVOKE -> params : tool_name (grammars/step3.dialect:41) */
  private cand14(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 22 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 115 &&
        buf.charCodeAt(q + 2) === 116 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 112 &&
        buf.charCodeAt(q + 5) === 116 &&
        buf.charCodeAt(q + 6) === 109 &&
        buf.charCodeAt(q + 7) === 108 &&
        buf.charCodeAt(q + 8) === 58 &&
        buf.charCodeAt(q + 9) === 105 &&
        buf.charCodeAt(q + 10) === 110 &&
        buf.charCodeAt(q + 11) === 118 &&
        buf.charCodeAt(q + 12) === 111 &&
        buf.charCodeAt(q + 13) === 107 &&
        buf.charCodeAt(q + 14) === 101 &&
        buf.charCodeAt(q + 15) === 32 &&
        buf.charCodeAt(q + 16) === 110 &&
        buf.charCodeAt(q + 17) === 97 &&
        buf.charCodeAt(q + 18) === 109 &&
        buf.charCodeAt(q + 19) === 101 &&
        buf.charCodeAt(q + 20) === 61 &&
        buf.charCodeAt(q + 21) === 34
      ))
        return FAIL;
      q += 22;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "\""
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
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

  /** params PARAM -> value : arg_start (grammars/step3.dialect:42) */
  private cand16(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 25 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 115 &&
        buf.charCodeAt(q + 2) === 116 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 112 &&
        buf.charCodeAt(q + 5) === 116 &&
        buf.charCodeAt(q + 6) === 109 &&
        buf.charCodeAt(q + 7) === 108 &&
        buf.charCodeAt(q + 8) === 58 &&
        buf.charCodeAt(q + 9) === 112 &&
        buf.charCodeAt(q + 10) === 97 &&
        buf.charCodeAt(q + 11) === 114 &&
        buf.charCodeAt(q + 12) === 97 &&
        buf.charCodeAt(q + 13) === 109 &&
        buf.charCodeAt(q + 14) === 101 &&
        buf.charCodeAt(q + 15) === 116 &&
        buf.charCodeAt(q + 16) === 101 &&
        buf.charCodeAt(q + 17) === 114 &&
        buf.charCodeAt(q + 18) === 32 &&
        buf.charCodeAt(q + 19) === 110 &&
        buf.charCodeAt(q + 20) === 97 &&
        buf.charCodeAt(q + 21) === 109 &&
        buf.charCodeAt(q + 22) === 101 &&
        buf.charCodeAt(q + 23) === 61 &&
        buf.charCodeAt(q + 24) === 34
      ))
        return FAIL;
      q += 25;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture key: up to 128 characters before "\""
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 34) break;
      if (c === 10 || c === 60 || c === 62) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
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

  /** content (grammars/step3.dialect:24): what starts at p */
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
        // content CALLS_BEGIN -> calls (grammars/step3.dialect:38)
        if (!this.idOnly(4)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
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
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
        // absorb THINK_END in content (grammars/step3.dialect:50)
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
        // content THINK_START -> reasoning : reasoning_start (grammars/step3.dialect:35)
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
        // absorb EOT in content (grammars/step3.dialect:52)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 79 &&
                buf.charCodeAt(p + 4) === 84 &&
                buf.charCodeAt(p + 5) === 65372 &&
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

  /** reasoning (grammars/step3.dialect:25): what starts at p */
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
        // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/step3.dialect:37)
        if (!this.idOnly(4)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
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
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
        // reasoning THINK_END -> content : reasoning_end (grammars/step3.dialect:36)
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
        // absorb THINK_START in reasoning (grammars/step3.dialect:51)
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
        // absorb EOT in reasoning (grammars/step3.dialect:52)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 79 &&
                buf.charCodeAt(p + 4) === 84 &&
                buf.charCodeAt(p + 5) === 65372 &&
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

  /** calls (grammars/step3.dialect:26): what starts at p */
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
        // calls CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        if (!this.idOnly(4)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
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
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 8;
          }
        }
        // calls CALL_BEGIN -> kind : tool_start (grammars/step3.dialect:39)
        if (!this.idOnly(6)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 98 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 103 &&
                buf.charCodeAt(p + 15) === 105 &&
                buf.charCodeAt(p + 16) === 110 &&
                buf.charCodeAt(p + 17) === 65372 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
        // calls CALLS_END -> content (grammars/step3.dialect:48)
        if (!this.idOnly(5)) {
          r =
            p + 18 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
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
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 100 &&
                buf.charCodeAt(p + 16) === 65372 &&
                buf.charCodeAt(p + 17) === 62
                ? p + 18
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
        // absorb EOT in calls (grammars/step3.dialect:52)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 79 &&
                buf.charCodeAt(p + 4) === 84 &&
                buf.charCodeAt(p + 5) === 65372 &&
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

  /** kind (grammars/step3.dialect:27): what starts at p */
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
        // kind CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        if (!this.idOnly(4)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
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
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 12;
          }
        }
        // kind SEP -> preamble (grammars/step3.dialect:40)
        if (!this.idOnly(8)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 115 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 112 &&
                buf.charCodeAt(p + 10) === 65372 &&
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
            this.matchedCand = 13;
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

  /** preamble (grammars/step3.dialect:28): what starts at p */
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
        // preamble INVOKE -> params : tool_name (grammars/step3.dialect:41)
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
        // preamble CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        if (!this.idOnly(4)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
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
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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

  /** params (grammars/step3.dialect:29): what starts at p */
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
        // params PARAM -> value : arg_start (grammars/step3.dialect:42)
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
        // params CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        if (!this.idOnly(4)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
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
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
        // params INVOKE_END -> closed (grammars/step3.dialect:45)
        {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 115 &&
                buf.charCodeAt(p + 3) === 116 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 112 &&
                buf.charCodeAt(p + 6) === 116 &&
                buf.charCodeAt(p + 7) === 109 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 58 &&
                buf.charCodeAt(p + 10) === 105 &&
                buf.charCodeAt(p + 11) === 110 &&
                buf.charCodeAt(p + 12) === 118 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 107 &&
                buf.charCodeAt(p + 15) === 101 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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
            this.matchedCand = 18;
          }
        }
        // params CALL_END -> calls : tool_end (grammars/step3.dialect:46)
        if (!this.idOnly(7)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 100 &&
                buf.charCodeAt(p + 15) === 65372 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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

  /** value (grammars/step3.dialect:30): what starts at p */
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
        // value PARAM_END -> params : arg_end when followed by … (grammars/step3.dialect:44)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 115 &&
                buf.charCodeAt(p + 3) === 116 &&
                buf.charCodeAt(p + 4) === 101 &&
                buf.charCodeAt(p + 5) === 112 &&
                buf.charCodeAt(p + 6) === 116 &&
                buf.charCodeAt(p + 7) === 109 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 58 &&
                buf.charCodeAt(p + 10) === 112 &&
                buf.charCodeAt(p + 11) === 97 &&
                buf.charCodeAt(p + 12) === 114 &&
                buf.charCodeAt(p + 13) === 97 &&
                buf.charCodeAt(p + 14) === 109 &&
                buf.charCodeAt(p + 15) === 101 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 101 &&
                buf.charCodeAt(p + 18) === 114 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L12, buf, p, atEnd);
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
        // value CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        if (!this.idOnly(4)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
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
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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

  /** closed (grammars/step3.dialect:31): what starts at p */
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
        // closed CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        if (!this.idOnly(4)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
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
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 22;
          }
        }
        // closed CALL_END -> calls : tool_end (grammars/step3.dialect:47)
        if (!this.idOnly(7)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 100 &&
                buf.charCodeAt(p + 15) === 65372 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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
        // content : text (grammars/step3.dialect:24)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/step3.dialect:25)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // calls : discard (grammars/step3.dialect:26)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // kind : discard (grammars/step3.dialect:27)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // preamble : discard (grammars/step3.dialect:28)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try4(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // params : discard (grammars/step3.dialect:29)
        case 5:
          p = head < 0 ? next5(buf, p) : nextOrHead(buf, p, next5(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try5(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // value : arg_value (grammars/step3.dialect:30)
        case 6:
          p = head < 0 ? next6(buf, p) : nextOrHead(buf, p, next6(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try6(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // closed : discard (grammars/step3.dialect:31)
        case 7:
          p = head < 0 ? next7(buf, p) : nextOrHead(buf, p, next7(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try7(buf, p, atEnd, head);
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
          case 4:
            return 0;
          case 3:
            return 1;
          case 2:
            return 2;
          case 1:
            return 3;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 4:
            return 4;
          case 3:
            return 5;
          case 2:
            return 6;
          case 1:
            return 7;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 4:
            return this.sink.unconfirmedCall() ? 8 : NONE;
          case 6:
            return 9;
          case 5:
            return 10;
          case 1:
            return 11;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 4:
            return this.sink.unconfirmedCall() ? 12 : NONE;
          case 8:
            return 13;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 4:
            return this.sink.unconfirmedCall() ? 15 : NONE;
        }
        return NONE;
      case 5:
        switch (terminal) {
          case 4:
            return this.sink.unconfirmedCall() ? 17 : NONE;
          case 7:
            return 19;
        }
        return NONE;
      case 6:
        switch (terminal) {
          case 4:
            return this.sink.unconfirmedCall() ? 21 : NONE;
        }
        return NONE;
      case 7:
        switch (terminal) {
          case 4:
            return this.sink.unconfirmedCall() ? 22 : NONE;
          case 7:
            return 23;
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
      case 0: // content CALLS_BEGIN -> calls (grammars/step3.dialect:38)
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb THINK_END in content (grammars/step3.dialect:50)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 2: // content THINK_START -> reasoning : reasoning_start (grammars/step3.dialect:35)
        sink.terminal(2, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 3: // absorb EOT in content (grammars/step3.dialect:52)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 4: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/step3.dialect:37)
        sink.terminal(4, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 5: // reasoning THINK_END -> content : reasoning_end (grammars/step3.dialect:36)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 6: // absorb THINK_START in reasoning (grammars/step3.dialect:51)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 7: // absorb EOT in reasoning (grammars/step3.dialect:52)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 8: // calls CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        return to;
      case 9: // calls CALL_BEGIN -> kind : tool_start (grammars/step3.dialect:39)
        sink.terminal(6, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 10: // calls CALLS_END -> content (grammars/step3.dialect:48)
        sink.terminal(5, 0, buf, from, to);
        this.state = 0;
        return to;
      case 11: // absorb EOT in calls (grammars/step3.dialect:52)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 12: // kind CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 13: // kind SEP -> preamble (grammars/step3.dialect:40)
        sink.terminal(8, 4, buf, from, to);
        this.state = 4;
        return to;
      case 14: // preamble INVOKE -> params : tool_name (grammars/step3.dialect:41)
        sink.terminal(9, 5, buf, from, to);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 5;
        return to;
      case 15: // preamble CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 16: // params PARAM -> value : arg_start (grammars/step3.dialect:42)
        sink.terminal(11, 6, buf, from, to);
        sink.argStart(buf, this.capFrom[0]!, this.capTo[0]!, "schema", "none");
        this.state = 6;
        return to;
      case 17: // params CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 18: // params INVOKE_END -> closed (grammars/step3.dialect:45)
        sink.terminal(10, 7, buf, from, to);
        this.state = 7;
        return to;
      case 19: // params CALL_END -> calls : tool_end (grammars/step3.dialect:46)
        sink.terminal(7, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 20: // value PARAM_END -> params : arg_end when followed by … (grammars/step3.dialect:44)
        sink.terminal(12, 5, buf, from, to);
        sink.argEnd();
        this.state = 5;
        return to;
      case 21: // value CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 22: // closed CALLS_BEGIN -> calls : restart (grammars/step3.dialect:38)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 23: // closed CALL_END -> calls : tool_end (grammars/step3.dialect:47)
        sink.terminal(7, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const step3: Dialect = {
  name: "step3",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new Step3Machine(ir, sink, initial, vocab),
};
export default step3;
