// DO NOT EDIT — generated from grammars/deepseek_r1.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "deepseek_r1",
  source: "grammars/deepseek_r1.dialect",
  extends: ["deepseek"],
  terminals: [
    { name: "BOS", special: true, variants: [[{ lit: "<｜begin▁of▁sentence｜>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<｜User｜>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<｜Assistant｜>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<｜end▁of▁sentence｜>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    {
      name: "CALLS_BEGIN",
      special: true,
      variants: [
        [{ lit: "<｜tool▁calls▁begin｜>" }],
        [{ lit: "<｜tool_calls_begin｜>" }],
        [{ lit: "<｜tool calls begin｜>" }],
        [{ lit: "<｜tool\\_calls\\_begin｜>" }],
        [{ lit: "<｜tool▁calls｜>" }],
      ],
    },
    { name: "CALL_BEGIN", special: true, variants: [[{ lit: "<｜tool▁call▁begin｜>" }]] },
    { name: "SEP", special: true, variants: [[{ lit: "<｜tool▁sep｜>" }]] },
    { name: "CALL_END", special: true, variants: [[{ lit: "<｜tool▁call▁end｜>" }]] },
    { name: "CALLS_END", special: true, variants: [[{ lit: "<｜tool▁calls▁end｜>" }]] },
    { name: "FENCE_OPEN", special: false, variants: [[{ lit: "```json" }, { ws: 256 }]] },
    { name: "FENCE_CLOSE", special: false, variants: [[{ lit: "```" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/deepseek_r1.dialect:22",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/deepseek_r1.dialect:32",
          terminal: 4,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/deepseek_r1.dialect:35", terminal: 6, target: 2, events: [] },
        { at: "grammars/deepseek_r1.dialect:46", terminal: 5, target: 0, events: [], absorb: true },
        { at: "grammars/deepseek_r1.dialect:48", terminal: 3, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/deepseek_r1.dialect:23",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/deepseek_r1.dialect:33",
          terminal: 5,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/deepseek_r1.dialect:34",
          terminal: 6,
          target: 2,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/deepseek_r1.dialect:47", terminal: 4, target: 1, events: [], absorb: true },
        { at: "grammars/deepseek_r1.dialect:48", terminal: 3, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "calls",
      at: "grammars/deepseek_r1.dialect:24",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/deepseek_r1.dialect:36",
          terminal: 7,
          target: 3,
          events: [{ kind: "tool_start" }],
        },
        {
          at: "grammars/deepseek_r1.dialect:38",
          terminal: 8,
          target: 4,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/deepseek_r1.dialect:44", terminal: 10, target: 0, events: [] },
        { at: "grammars/deepseek_r1.dialect:48", terminal: 3, target: 2, events: [], absorb: true },
        {
          at: "grammars/deepseek_r1.dialect:35",
          terminal: 6,
          target: 2,
          events: [],
          restart: true,
        },
      ],
    },
    {
      name: "kind",
      at: "grammars/deepseek_r1.dialect:25",
      channel: { kind: 7, write: "function" },
      transitions: [
        { at: "grammars/deepseek_r1.dialect:39", terminal: 8, target: 4, events: [] },
        {
          at: "grammars/deepseek_r1.dialect:35",
          terminal: 6,
          target: 2,
          events: [],
          restart: true,
        },
      ],
    },
    {
      name: "name",
      at: "grammars/deepseek_r1.dialect:26",
      channel: { kind: 2 },
      transitions: [
        { at: "grammars/deepseek_r1.dialect:40", terminal: 11, target: 5, events: [] },
        {
          at: "grammars/deepseek_r1.dialect:35",
          terminal: 6,
          target: 2,
          events: [],
          restart: true,
        },
      ],
    },
    {
      name: "args",
      at: "grammars/deepseek_r1.dialect:27",
      channel: { kind: 3 },
      transitions: [
        {
          at: "grammars/deepseek_r1.dialect:41",
          terminal: 12,
          target: 6,
          events: [],
          outsideString: true,
        },
        {
          at: "grammars/deepseek_r1.dialect:42",
          terminal: 9,
          target: 2,
          events: [{ kind: "tool_end" }],
          outsideString: true,
        },
        {
          at: "grammars/deepseek_r1.dialect:35",
          terminal: 6,
          target: 2,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
    {
      name: "closed",
      at: "grammars/deepseek_r1.dialect:28",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/deepseek_r1.dialect:43",
          terminal: 9,
          target: 2,
          events: [{ kind: "tool_end" }],
        },
        {
          at: "grammars/deepseek_r1.dialect:35",
          terminal: 6,
          target: 2,
          events: [],
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
const L0 = "```json";
const L1 = "<｜tool\\_calls\\_begin｜>";
const L2 = "<｜tool▁calls▁begin｜>";
const L3 = "<｜tool_calls_begin｜>";
const L4 = "<｜tool calls begin｜>";
const L5 = "<｜end▁of▁sentence｜>";
const L6 = "<｜tool▁calls｜>";
const L7 = "</think>";
const L8 = "<think>";
const L9 = "<｜tool▁call▁begin｜>";
const L10 = "<｜tool▁calls▁end｜>";
const L11 = "<｜tool▁sep｜>";
const L12 = "```";
const L13 = "<｜tool▁call▁end｜>";
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

/** name: the next position where a marker may start */
function next4(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** args: the next position where a marker may start */
function next5(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** closed: the next position where a marker may start */
function next6(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The deepseek_r1 machine, specialised from grammars/deepseek_r1.dialect. */
export class DeepseekR1Machine extends CompiledMachine {
  /** name FENCE_OPEN -> args (grammars/deepseek_r1.dialect:40) */
  private cand31(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 7 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 96 &&
        buf.charCodeAt(q + 1) === 96 &&
        buf.charCodeAt(q + 2) === 96 &&
        buf.charCodeAt(q + 3) === 106 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 111 &&
        buf.charCodeAt(q + 6) === 110
      ))
        return FAIL;
      q += 7;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
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
    return q;
  }

  /** content (grammars/deepseek_r1.dialect:22): what starts at p */
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
        // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 22 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 92 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 92 &&
                buf.charCodeAt(p + 14) === 95 &&
                buf.charCodeAt(p + 15) === 98 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 103 &&
                buf.charCodeAt(p + 18) === 105 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 65372 &&
                buf.charCodeAt(p + 21) === 62
                ? p + 22
                : FAIL
              : matchLiteral(L1, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L1;
            } else {
              if (waitLiteral !== "") waitLiteral = L1;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 0;
          }
        }
        // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L2, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L2;
            } else {
              if (waitLiteral !== "") waitLiteral = L2;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 1;
          }
        }
        // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
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
            this.matchedCand = 2;
          }
        }
        // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 32 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
        // absorb EOS in content (grammars/deepseek_r1.dialect:48)
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
            this.matchedCand = 4;
          }
        }
        // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 65372 &&
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
            this.matchedCand = 5;
          }
        }
        // absorb THINK_END in content (grammars/deepseek_r1.dialect:46)
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
            this.matchedCand = 6;
          }
        }
        // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_r1.dialect:32)
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

  /** reasoning (grammars/deepseek_r1.dialect:23): what starts at p */
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
        // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
        if (!this.idOnly(6)) {
          r =
            p + 22 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 92 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 92 &&
                buf.charCodeAt(p + 14) === 95 &&
                buf.charCodeAt(p + 15) === 98 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 103 &&
                buf.charCodeAt(p + 18) === 105 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 65372 &&
                buf.charCodeAt(p + 21) === 62
                ? p + 22
                : FAIL
              : matchLiteral(L1, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L1;
            } else {
              if (waitLiteral !== "") waitLiteral = L1;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 8;
          }
        }
        // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L2, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L2;
            } else {
              if (waitLiteral !== "") waitLiteral = L2;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 9;
          }
        }
        // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
        if (!this.idOnly(6)) {
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
            this.matchedCand = 10;
          }
        }
        // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 32 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 11;
          }
        }
        // absorb EOS in reasoning (grammars/deepseek_r1.dialect:48)
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
            this.matchedCand = 12;
          }
        }
        // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
        if (!this.idOnly(6)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 65372 &&
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
            this.matchedCand = 13;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_r1.dialect:33)
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
        // absorb THINK_START in reasoning (grammars/deepseek_r1.dialect:47)
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

  /** calls (grammars/deepseek_r1.dialect:24): what starts at p */
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
        // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 22 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 92 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 92 &&
                buf.charCodeAt(p + 14) === 95 &&
                buf.charCodeAt(p + 15) === 98 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 103 &&
                buf.charCodeAt(p + 18) === 105 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 65372 &&
                buf.charCodeAt(p + 21) === 62
                ? p + 22
                : FAIL
              : matchLiteral(L1, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L1;
            } else {
              if (waitLiteral !== "") waitLiteral = L1;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 16;
          }
        }
        // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L2, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L2;
            } else {
              if (waitLiteral !== "") waitLiteral = L2;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 17;
          }
        }
        // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
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
            this.matchedCand = 18;
          }
        }
        // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 32 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 19;
          }
        }
        // calls CALL_BEGIN -> kind : tool_start (grammars/deepseek_r1.dialect:36)
        if (!this.idOnly(7)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 9601 &&
                buf.charCodeAt(p + 12) === 98 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 103 &&
                buf.charCodeAt(p + 15) === 105 &&
                buf.charCodeAt(p + 16) === 110 &&
                buf.charCodeAt(p + 17) === 65372 &&
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
            this.matchedCand = 20;
          }
        }
        // absorb EOS in calls (grammars/deepseek_r1.dialect:48)
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
            this.matchedCand = 21;
          }
        }
        // calls CALLS_END -> content (grammars/deepseek_r1.dialect:44)
        if (!this.idOnly(10)) {
          r =
            p + 18 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 100 &&
                buf.charCodeAt(p + 16) === 65372 &&
                buf.charCodeAt(p + 17) === 62
                ? p + 18
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
            this.matchedCand = 22;
          }
        }
        // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 65372 &&
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
            this.matchedCand = 23;
          }
        }
        // calls SEP -> name : tool_start (grammars/deepseek_r1.dialect:38)
        if (!this.idOnly(8)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 115 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 112 &&
                buf.charCodeAt(p + 10) === 65372 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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

  /** kind (grammars/deepseek_r1.dialect:25): what starts at p */
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
        // kind CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 22 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 92 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 92 &&
                buf.charCodeAt(p + 14) === 95 &&
                buf.charCodeAt(p + 15) === 98 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 103 &&
                buf.charCodeAt(p + 18) === 105 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 65372 &&
                buf.charCodeAt(p + 21) === 62
                ? p + 22
                : FAIL
              : matchLiteral(L1, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L1;
            } else {
              if (waitLiteral !== "") waitLiteral = L1;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 25;
          }
        }
        // kind CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L2, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L2;
            } else {
              if (waitLiteral !== "") waitLiteral = L2;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 26;
          }
        }
        // kind CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
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
            this.matchedCand = 27;
          }
        }
        // kind CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 32 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 28;
          }
        }
        // kind CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 65372 &&
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
            this.matchedCand = 29;
          }
        }
        // kind SEP -> name (grammars/deepseek_r1.dialect:39)
        if (!this.idOnly(8)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 115 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 112 &&
                buf.charCodeAt(p + 10) === 65372 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 30;
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

  /** name (grammars/deepseek_r1.dialect:26): what starts at p */
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
      case 96: /* ` */ {
        // name FENCE_OPEN -> args (grammars/deepseek_r1.dialect:40)
        {
          r = this.cand31(buf, p, atEnd);
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
        break;
      }
      case 60: /* < */ {
        // name CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 22 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 92 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 92 &&
                buf.charCodeAt(p + 14) === 95 &&
                buf.charCodeAt(p + 15) === 98 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 103 &&
                buf.charCodeAt(p + 18) === 105 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 65372 &&
                buf.charCodeAt(p + 21) === 62
                ? p + 22
                : FAIL
              : matchLiteral(L1, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L1;
            } else {
              if (waitLiteral !== "") waitLiteral = L1;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 32;
          }
        }
        // name CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L2, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L2;
            } else {
              if (waitLiteral !== "") waitLiteral = L2;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 33;
          }
        }
        // name CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
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
            this.matchedCand = 34;
          }
        }
        // name CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 32 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 35;
          }
        }
        // name CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 65372 &&
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
            this.matchedCand = 36;
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

  /** args (grammars/deepseek_r1.dialect:27): what starts at p */
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
      case 96: /* ` */ {
        // args FENCE_CLOSE -> closed (grammars/deepseek_r1.dialect:41)
        {
          r =
            p + 3 <= n
              ? buf.charCodeAt(p + 1) === 96 && buf.charCodeAt(p + 2) === 96
                ? p + 3
                : FAIL
              : matchLiteral(L12, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L12;
            } else {
              if (waitLiteral !== "") waitLiteral = L12;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 37;
          }
        }
        break;
      }
      case 60: /* < */ {
        // args CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 22 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 92 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 92 &&
                buf.charCodeAt(p + 14) === 95 &&
                buf.charCodeAt(p + 15) === 98 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 103 &&
                buf.charCodeAt(p + 18) === 105 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 65372 &&
                buf.charCodeAt(p + 21) === 62
                ? p + 22
                : FAIL
              : matchLiteral(L1, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L1;
            } else {
              if (waitLiteral !== "") waitLiteral = L1;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 38;
          }
        }
        // args CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L2, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L2;
            } else {
              if (waitLiteral !== "") waitLiteral = L2;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 39;
          }
        }
        // args CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
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
          if (r >= 0 && this.jsonInString) r = FAIL;
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
            this.matchedCand = 40;
          }
        }
        // args CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 32 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L4, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
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
            this.matchedCand = 41;
          }
        }
        // args CALL_END -> calls : tool_end (grammars/deepseek_r1.dialect:42)
        if (!this.idOnly(9)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 9601 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 100 &&
                buf.charCodeAt(p + 15) === 65372 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
                : FAIL
              : matchLiteral(L13, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L13;
            } else {
              if (waitLiteral !== "") waitLiteral = L13;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 42;
          }
        }
        // args CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 65372 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
                : FAIL
              : matchLiteral(L6, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
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
            this.matchedCand = 43;
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

  /** closed (grammars/deepseek_r1.dialect:28): what starts at p */
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
        // closed CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 22 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 92 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 108 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 92 &&
                buf.charCodeAt(p + 14) === 95 &&
                buf.charCodeAt(p + 15) === 98 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 103 &&
                buf.charCodeAt(p + 18) === 105 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 65372 &&
                buf.charCodeAt(p + 21) === 62
                ? p + 22
                : FAIL
              : matchLiteral(L1, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L1;
            } else {
              if (waitLiteral !== "") waitLiteral = L1;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 44;
          }
        }
        // closed CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
                : FAIL
              : matchLiteral(L2, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L2;
            } else {
              if (waitLiteral !== "") waitLiteral = L2;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 45;
          }
        }
        // closed CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
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
            this.matchedCand = 46;
          }
        }
        // closed CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 32 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 47;
          }
        }
        // closed CALL_END -> calls : tool_end (grammars/deepseek_r1.dialect:43)
        if (!this.idOnly(9)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 9601 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 100 &&
                buf.charCodeAt(p + 15) === 65372 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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
            this.matchedCand = 48;
          }
        }
        // closed CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        if (!this.idOnly(6)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 65372 &&
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
            this.matchedCand = 49;
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
        // content : text (grammars/deepseek_r1.dialect:22)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/deepseek_r1.dialect:23)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // calls : discard (grammars/deepseek_r1.dialect:24)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // kind : discard (grammars/deepseek_r1.dialect:25)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // name : tool_name (grammars/deepseek_r1.dialect:26)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try4(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // args : args_json (grammars/deepseek_r1.dialect:27)
        case 5:
          p = head < 0 ? next5(buf, p) : nextOrHead(buf, p, next5(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try5(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // closed : discard (grammars/deepseek_r1.dialect:28)
        case 6:
          p = head < 0 ? next6(buf, p) : nextOrHead(buf, p, next6(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try6(buf, p, atEnd, head);
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

  private headCandidate(terminal: number): number {
    switch (this.state) {
      case 0:
        switch (terminal) {
          case 6:
            return 0;
          case 3:
            return 4;
          case 5:
            return 6;
          case 4:
            return 7;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 6:
            return 8;
          case 3:
            return 12;
          case 5:
            return 14;
          case 4:
            return 15;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 6:
            return this.sink.unconfirmedCall() ? 16 : NONE;
          case 7:
            return 20;
          case 3:
            return 21;
          case 10:
            return 22;
          case 8:
            return 24;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 6:
            return this.sink.unconfirmedCall() ? 25 : NONE;
          case 8:
            return 30;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 6:
            return this.sink.unconfirmedCall() ? 32 : NONE;
        }
        return NONE;
      case 5:
        switch (terminal) {
          case 6:
            return this.sink.unconfirmedCall() ? 38 : NONE;
          case 9:
            return 42;
        }
        return NONE;
      case 6:
        switch (terminal) {
          case 6:
            return this.sink.unconfirmedCall() ? 44 : NONE;
          case 9:
            return 48;
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
      case 0: // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 2: // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 3: // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 4: // absorb EOS in content (grammars/deepseek_r1.dialect:48)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 5: // content CALLS_BEGIN -> calls (grammars/deepseek_r1.dialect:35)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 6: // absorb THINK_END in content (grammars/deepseek_r1.dialect:46)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 7: // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_r1.dialect:32)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 8: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 9: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 10: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 11: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 12: // absorb EOS in reasoning (grammars/deepseek_r1.dialect:48)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 13: // reasoning CALLS_BEGIN -> calls : reasoning_end (grammars/deepseek_r1.dialect:34)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 14: // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_r1.dialect:33)
        sink.terminal(5, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 15: // absorb THINK_START in reasoning (grammars/deepseek_r1.dialect:47)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 16: // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
      case 17: // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
      case 18: // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
      case 19: // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
      case 20: // calls CALL_BEGIN -> kind : tool_start (grammars/deepseek_r1.dialect:36)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 21: // absorb EOS in calls (grammars/deepseek_r1.dialect:48)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 22: // calls CALLS_END -> content (grammars/deepseek_r1.dialect:44)
        sink.terminal(10, 0, buf, from, to);
        this.state = 0;
        return to;
      case 23: // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
      case 24: // calls SEP -> name : tool_start (grammars/deepseek_r1.dialect:38)
        sink.terminal(8, 4, buf, from, to);
        sink.toolStart(false);
        this.state = 4;
        return to;
      case 25: // kind CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 26: // kind CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 27: // kind CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 28: // kind CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 29: // kind CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 30: // kind SEP -> name (grammars/deepseek_r1.dialect:39)
        sink.terminal(8, 4, buf, from, to);
        this.state = 4;
        return to;
      case 31: // name FENCE_OPEN -> args (grammars/deepseek_r1.dialect:40)
        sink.terminal(11, 5, buf, from, to);
        this.state = 5;
        return to;
      case 32: // name CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 33: // name CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 34: // name CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 35: // name CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 36: // name CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 37: // args FENCE_CLOSE -> closed (grammars/deepseek_r1.dialect:41)
        sink.terminal(12, 6, buf, from, to);
        this.state = 6;
        return to;
      case 38: // args CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 39: // args CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 40: // args CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 41: // args CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 42: // args CALL_END -> calls : tool_end (grammars/deepseek_r1.dialect:42)
        sink.terminal(9, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 43: // args CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 44: // closed CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 45: // closed CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 46: // closed CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 47: // closed CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 48: // closed CALL_END -> calls : tool_end (grammars/deepseek_r1.dialect:43)
        sink.terminal(9, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 49: // closed CALLS_BEGIN -> calls : restart (grammars/deepseek_r1.dialect:35)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const deepseek_r1: Dialect = {
  name: "deepseek_r1",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new DeepseekR1Machine(ir, sink, initial, vocab),
};
export default deepseek_r1;
