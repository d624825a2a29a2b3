// DO NOT EDIT — generated from grammars/gemma4.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "gemma4",
  source: "grammars/gemma4.dialect",
  extends: [],
  terminals: [
    { name: "TURN_START", special: true, variants: [[{ lit: "<|turn>" }]] },
    { name: "TURN_END", special: true, variants: [[{ lit: "<turn|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<|channel>" }]] },
    {
      name: "THINK_THOUGHT",
      special: false,
      variants: [[{ lit: "<|channel>thought" }, { ws: 256 }]],
    },
    { name: "THINK_END", special: true, variants: [[{ lit: "<channel|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<|tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "<tool_call|>" }]] },
    { name: "CALL", special: false, variants: [[{ lit: "call:" }]] },
    { name: "OPEN_BRACE", special: false, variants: [[{ lit: "{" }]] },
    { name: "TOOL_DECL", special: true, variants: [[{ lit: "<|tool>" }]] },
    { name: "TOOL_DECL_END", special: true, variants: [[{ lit: "<tool|>" }]] },
    { name: "RESPONSE", special: true, variants: [[{ lit: "<|tool_response>" }]] },
    { name: "RESPONSE_END", special: true, variants: [[{ lit: "<tool_response|>" }]] },
    { name: "THINK_FLAG", special: true, variants: [[{ lit: "<|think|>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/gemma4.dialect:27",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/gemma4.dialect:36",
          terminal: 3,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        {
          at: "grammars/gemma4.dialect:37",
          terminal: 2,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        {
          at: "grammars/gemma4.dialect:40",
          terminal: 5,
          target: 2,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/gemma4.dialect:48", terminal: 6, target: 0, events: [], absorb: true },
        { at: "grammars/gemma4.dialect:48", terminal: 4, target: 0, events: [], absorb: true },
        { at: "grammars/gemma4.dialect:48", terminal: 0, target: 0, events: [], absorb: true },
        { at: "grammars/gemma4.dialect:48", terminal: 1, target: 0, events: [], absorb: true },
        { at: "grammars/gemma4.dialect:48", terminal: 9, target: 0, events: [], absorb: true },
        { at: "grammars/gemma4.dialect:48", terminal: 10, target: 0, events: [], absorb: true },
        { at: "grammars/gemma4.dialect:48", terminal: 11, target: 0, events: [], absorb: true },
        { at: "grammars/gemma4.dialect:48", terminal: 12, target: 0, events: [], absorb: true },
        { at: "grammars/gemma4.dialect:48", terminal: 13, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/gemma4.dialect:28",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/gemma4.dialect:38",
          terminal: 4,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/gemma4.dialect:39",
          terminal: 5,
          target: 2,
          events: [{ kind: "reasoning_end" }, { kind: "tool_start" }],
        },
        { at: "grammars/gemma4.dialect:49", terminal: 2, target: 1, events: [], absorb: true },
        { at: "grammars/gemma4.dialect:49", terminal: 1, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "preamble",
      at: "grammars/gemma4.dialect:29",
      channel: { kind: 7 },
      transitions: [
        { at: "grammars/gemma4.dialect:41", terminal: 7, target: 3, events: [] },
        {
          at: "grammars/gemma4.dialect:45",
          terminal: 6,
          target: 0,
          events: [{ kind: "tool_end" }],
        },
        {
          at: "grammars/gemma4.dialect:40",
          terminal: 5,
          target: 2,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
      ],
    },
    {
      name: "name",
      at: "grammars/gemma4.dialect:30",
      channel: { kind: 2 },
      transitions: [
        { at: "grammars/gemma4.dialect:43", terminal: 8, target: 4, events: [], keep: true },
        {
          at: "grammars/gemma4.dialect:46",
          terminal: 6,
          target: 0,
          events: [{ kind: "tool_end" }],
        },
        {
          at: "grammars/gemma4.dialect:40",
          terminal: 5,
          target: 2,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
      ],
    },
    {
      name: "args",
      at: "grammars/gemma4.dialect:31",
      channel: { kind: 3, quote: '<|"|>' },
      transitions: [
        {
          at: "grammars/gemma4.dialect:44",
          terminal: 6,
          target: 0,
          events: [{ kind: "tool_end" }],
        },
        {
          at: "grammars/gemma4.dialect:40",
          terminal: 5,
          target: 2,
          events: [{ kind: "tool_start" }],
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
    captureEscapes: "none",
    caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 },
  },
};
const L0 = "<|channel>thought";
const L1 = "<|tool_response>";
const L2 = "<tool_response|>";
const L3 = "<|tool_call>";
const L4 = "<tool_call|>";
const L5 = "<|channel>";
const L6 = "<channel|>";
const L7 = "<|think|>";
const L8 = "<|turn>";
const L9 = "<turn|>";
const L10 = "<|tool>";
const L11 = "<tool|>";
const L12 = "call:";
const L13 = "{";
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
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 99 /* c */:
        return p;
    }
  }
  return p;
}

/** name: the next position where a marker may start */
function next3(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 123 /* { */:
        return p;
    }
  }
  return p;
}

/** args: the next position where a marker may start */
function next4(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The gemma4 machine, specialised from grammars/gemma4.dialect. */
export class Gemma4Machine extends CompiledMachine {
  /** content THINK_THOUGHT -> reasoning : reasoning_start (grammars/gemma4.dialect:36) */
  private cand0(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 17 <= n) {
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
        buf.charCodeAt(q + 9) === 62 &&
        buf.charCodeAt(q + 10) === 116 &&
        buf.charCodeAt(q + 11) === 104 &&
        buf.charCodeAt(q + 12) === 111 &&
        buf.charCodeAt(q + 13) === 117 &&
        buf.charCodeAt(q + 14) === 103 &&
        buf.charCodeAt(q + 15) === 104 &&
        buf.charCodeAt(q + 16) === 116
      ))
        return FAIL;
      q += 17;
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

  /** content (grammars/gemma4.dialect:27): what starts at p */
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
        // content THINK_THOUGHT -> reasoning : reasoning_start (grammars/gemma4.dialect:36)
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
          }
        }
        // absorb RESPONSE in content (grammars/gemma4.dialect:48)
        if (!this.idOnly(11)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 114 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 112 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
            this.matchedCand = 1;
          }
        }
        // absorb RESPONSE_END in content (grammars/gemma4.dialect:48)
        if (!this.idOnly(12)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 114 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 115 &&
                buf.charCodeAt(p + 9) === 112 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 110 &&
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
            this.matchedCand = 2;
          }
        }
        // content TOOL_START -> preamble : tool_start (grammars/gemma4.dialect:40)
        if (!this.idOnly(5)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
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
            this.matchedCand = 3;
          }
        }
        // absorb TOOL_END in content (grammars/gemma4.dialect:48)
        if (!this.idOnly(6)) {
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
                buf.charCodeAt(p + 10) === 124 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 4;
          }
        }
        // content THINK_START -> reasoning : reasoning_start (grammars/gemma4.dialect:37)
        if (!this.idOnly(2)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 104 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 110 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
            this.matchedCand = 5;
          }
        }
        // absorb THINK_END in content (grammars/gemma4.dialect:48)
        if (!this.idOnly(4)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 99 &&
                buf.charCodeAt(p + 2) === 104 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 108 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
        // absorb THINK_FLAG in content (grammars/gemma4.dialect:48)
        if (!this.idOnly(13)) {
          r =
            p + 9 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 104 &&
                buf.charCodeAt(p + 4) === 105 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 107 &&
                buf.charCodeAt(p + 7) === 124 &&
                buf.charCodeAt(p + 8) === 62
                ? p + 9
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
        // absorb TURN_START in content (grammars/gemma4.dialect:48)
        if (!this.idOnly(0)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 117 &&
                buf.charCodeAt(p + 4) === 114 &&
                buf.charCodeAt(p + 5) === 110 &&
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
            this.matchedCand = 8;
          }
        }
        // absorb TURN_END in content (grammars/gemma4.dialect:48)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 117 &&
                buf.charCodeAt(p + 3) === 114 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
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
            this.matchedCand = 9;
          }
        }
        // absorb TOOL_DECL in content (grammars/gemma4.dialect:48)
        if (!this.idOnly(9)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
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
        // absorb TOOL_DECL_END in content (grammars/gemma4.dialect:48)
        if (!this.idOnly(10)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
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

  /** reasoning (grammars/gemma4.dialect:28): what starts at p */
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
        // reasoning TOOL_START -> preamble : reasoning_end, tool_start (grammars/gemma4.dialect:39)
        if (!this.idOnly(5)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
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
            this.matchedCand = 12;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/gemma4.dialect:38)
        if (!this.idOnly(4)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 99 &&
                buf.charCodeAt(p + 2) === 104 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 108 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
        // absorb THINK_START in reasoning (grammars/gemma4.dialect:49)
        if (!this.idOnly(2)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 104 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 110 &&
                buf.charCodeAt(p + 6) === 110 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
            this.matchedCand = 14;
          }
        }
        // absorb TURN_END in reasoning (grammars/gemma4.dialect:49)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 117 &&
                buf.charCodeAt(p + 3) === 114 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
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

  /** preamble (grammars/gemma4.dialect:29): what starts at p */
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
      case 99: /* c */ {
        // preamble CALL -> name (grammars/gemma4.dialect:41)
        {
          r =
            p + 5 <= n
              ? buf.charCodeAt(p + 1) === 97 &&
                buf.charCodeAt(p + 2) === 108 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 58
                ? p + 5
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
        break;
      }
      case 60: /* < */ {
        // preamble TOOL_END -> content : tool_end (grammars/gemma4.dialect:45)
        if (!this.idOnly(6)) {
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
                buf.charCodeAt(p + 10) === 124 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
        // preamble TOOL_START -> preamble : restart, tool_start (grammars/gemma4.dialect:40)
        if (!this.idOnly(5)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
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

  /** name (grammars/gemma4.dialect:30): what starts at p */
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
      case 123: /* { */ {
        // name OPEN_BRACE -> args : keep (grammars/gemma4.dialect:43)
        {
          r = p + 1 <= n ? (true ? p + 1 : FAIL) : matchLiteral(L13, buf, p, atEnd);
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
        break;
      }
      case 60: /* < */ {
        // name TOOL_END -> content : tool_end (grammars/gemma4.dialect:46)
        if (!this.idOnly(6)) {
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
                buf.charCodeAt(p + 10) === 124 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 20;
          }
        }
        // name TOOL_START -> preamble : restart, tool_start (grammars/gemma4.dialect:40)
        if (!this.idOnly(5)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
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

  /** args (grammars/gemma4.dialect:31): what starts at p */
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
        // args TOOL_END -> content : tool_end (grammars/gemma4.dialect:44)
        if (!this.idOnly(6)) {
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
                buf.charCodeAt(p + 10) === 124 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
        // args TOOL_START -> preamble : restart, tool_start (grammars/gemma4.dialect:40)
        if (!this.idOnly(5)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
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
        // content : text (grammars/gemma4.dialect:27)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/gemma4.dialect:28)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // preamble : discard (grammars/gemma4.dialect:29)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // name : tool_name (grammars/gemma4.dialect:30)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // args : args_json (grammars/gemma4.dialect:31)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
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
    if (this.tracksJson[this.state] === 1) this.trackJson(buf, n);
    if (runStart < n) this.sink.chars(this.state, buf, runStart, n);
  }

  private headCandidate(terminal: number): number {
    switch (this.state) {
      case 0:
        switch (terminal) {
          case 11:
            return 1;
          case 12:
            return 2;
          case 5:
            return 3;
          case 6:
            return 4;
          case 2:
            return 5;
          case 4:
            return 6;
          case 13:
            return 7;
          case 0:
            return 8;
          case 1:
            return 9;
          case 9:
            return 10;
          case 10:
            return 11;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 5:
            return 12;
          case 4:
            return 13;
          case 2:
            return 14;
          case 1:
            return 15;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 6:
            return 17;
          case 5:
            return this.sink.unconfirmedCall() ? 18 : NONE;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 6:
            return 20;
          case 5:
            return this.sink.unconfirmedCall() ? 21 : NONE;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 6:
            return 22;
          case 5:
            return this.sink.unconfirmedCall() ? 23 : NONE;
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
      case 0: // content THINK_THOUGHT -> reasoning : reasoning_start (grammars/gemma4.dialect:36)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 1: // absorb RESPONSE in content (grammars/gemma4.dialect:48)
        sink.terminal(11, -1, buf, from, to);
        return to;
      case 2: // absorb RESPONSE_END in content (grammars/gemma4.dialect:48)
        sink.terminal(12, -1, buf, from, to);
        return to;
      case 3: // content TOOL_START -> preamble : tool_start (grammars/gemma4.dialect:40)
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 4: // absorb TOOL_END in content (grammars/gemma4.dialect:48)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 5: // content THINK_START -> reasoning : reasoning_start (grammars/gemma4.dialect:37)
        sink.terminal(2, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 6: // absorb THINK_END in content (grammars/gemma4.dialect:48)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 7: // absorb THINK_FLAG in content (grammars/gemma4.dialect:48)
        sink.terminal(13, -1, buf, from, to);
        return to;
      case 8: // absorb TURN_START in content (grammars/gemma4.dialect:48)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 9: // absorb TURN_END in content (grammars/gemma4.dialect:48)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 10: // absorb TOOL_DECL in content (grammars/gemma4.dialect:48)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 11: // absorb TOOL_DECL_END in content (grammars/gemma4.dialect:48)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 12: // reasoning TOOL_START -> preamble : reasoning_end, tool_start (grammars/gemma4.dialect:39)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 13: // reasoning THINK_END -> content : reasoning_end (grammars/gemma4.dialect:38)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 14: // absorb THINK_START in reasoning (grammars/gemma4.dialect:49)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 15: // absorb TURN_END in reasoning (grammars/gemma4.dialect:49)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 16: // preamble CALL -> name (grammars/gemma4.dialect:41)
        sink.terminal(7, 3, buf, from, to);
        this.state = 3;
        return to;
      case 17: // preamble TOOL_END -> content : tool_end (grammars/gemma4.dialect:45)
        sink.terminal(6, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 18: // preamble TOOL_START -> preamble : restart, tool_start (grammars/gemma4.dialect:40)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        return to;
      case 19: // name OPEN_BRACE -> args : keep (grammars/gemma4.dialect:43)
        // a lookahead: its text is read again in the target state
        sink.terminal(8, 4, buf, from, from);
        this.state = 4;
        return from;
      case 20: // name TOOL_END -> content : tool_end (grammars/gemma4.dialect:46)
        sink.terminal(6, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 21: // name TOOL_START -> preamble : restart, tool_start (grammars/gemma4.dialect:40)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 22: // args TOOL_END -> content : tool_end (grammars/gemma4.dialect:44)
        sink.terminal(6, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 23: // args TOOL_START -> preamble : restart, tool_start (grammars/gemma4.dialect:40)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const gemma4: Dialect = {
  name: "gemma4",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new Gemma4Machine(ir, sink, initial, vocab),
};
export default gemma4;
