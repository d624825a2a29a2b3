// DO NOT EDIT — generated from grammars/inkling.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "inkling",
  source: "grammars/inkling.dialect",
  extends: [],
  terminals: [
    { name: "MESSAGE_MODEL", special: true, variants: [[{ lit: "<|message_model|>" }]] },
    { name: "END_MESSAGE", special: true, variants: [[{ lit: "<|end_message|>" }]] },
    { name: "TEXT_START", special: true, variants: [[{ lit: "<|content_text|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<|content_thinking|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<|content_invoke_tool_json|>" }]] },
    {
      name: "END_SAMPLING",
      special: true,
      variants: [[{ lit: "<|content_model_end_sampling|>" }]],
    },
    { name: "TOOL_TEXT", special: true, variants: [[{ lit: "<|content_invoke_tool_text|>" }]] },
    { name: "TOOL_ERROR", special: true, variants: [[{ lit: "<|content_tool_error|>" }]] },
  ],
  states: [
    {
      name: "header",
      at: "grammars/inkling.dialect:19",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/inkling.dialect:26",
          terminal: 3,
          target: 2,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/inkling.dialect:27", terminal: 2, target: 1, events: [] },
        {
          at: "grammars/inkling.dialect:28",
          terminal: 4,
          target: 3,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/inkling.dialect:29", terminal: 6, target: 1, events: [] },
        { at: "grammars/inkling.dialect:30", terminal: 7, target: 1, events: [] },
        { at: "grammars/inkling.dialect:35", terminal: 0, target: 0, events: [], absorb: true },
        { at: "grammars/inkling.dialect:39", terminal: 5, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "content",
      at: "grammars/inkling.dialect:20",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/inkling.dialect:32", terminal: 1, target: 0, events: [] },
        { at: "grammars/inkling.dialect:37", terminal: 2, target: 1, events: [], absorb: true },
        { at: "grammars/inkling.dialect:39", terminal: 5, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/inkling.dialect:21",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/inkling.dialect:31",
          terminal: 1,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/inkling.dialect:38", terminal: 3, target: 2, events: [], absorb: true },
        { at: "grammars/inkling.dialect:39", terminal: 5, target: 2, events: [], absorb: true },
      ],
    },
    {
      name: "tool",
      at: "grammars/inkling.dialect:22",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["args"] },
      transitions: [
        {
          at: "grammars/inkling.dialect:33",
          terminal: 1,
          target: 0,
          events: [{ kind: "tool_end" }],
          outsideString: true,
        },
        { at: "grammars/inkling.dialect:39", terminal: 5, target: 3, events: [], absorb: true },
      ],
    },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1],
  policies: {
    stripTrailingReasoningWhitespace: true,
    contentWhitespace: "keep",
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
const L0 = "<|content_model_end_sampling|>";
const L1 = "<|content_invoke_tool_json|>";
const L2 = "<|content_invoke_tool_text|>";
const L3 = "<|content_tool_error|>";
const L4 = "<|content_thinking|>";
const L5 = "<|message_model|>";
const L6 = "<|content_text|>";
const L7 = "<|end_message|>";
/** header: the next position where a marker may start */
function next0(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** content: the next position where a marker may start */
function next1(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** reasoning: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** tool: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The inkling machine, specialised from grammars/inkling.dialect. */
export class InklingMachine extends CompiledMachine {
  /** header (grammars/inkling.dialect:19): what starts at p */
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
        // absorb END_SAMPLING in header (grammars/inkling.dialect:39)
        if (!this.idOnly(5)) {
          r =
            p + 30 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 109 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 100 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 108 &&
                buf.charCodeAt(p + 15) === 95 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 100 &&
                buf.charCodeAt(p + 19) === 95 &&
                buf.charCodeAt(p + 20) === 115 &&
                buf.charCodeAt(p + 21) === 97 &&
                buf.charCodeAt(p + 22) === 109 &&
                buf.charCodeAt(p + 23) === 112 &&
                buf.charCodeAt(p + 24) === 108 &&
                buf.charCodeAt(p + 25) === 105 &&
                buf.charCodeAt(p + 26) === 110 &&
                buf.charCodeAt(p + 27) === 103 &&
                buf.charCodeAt(p + 28) === 124 &&
                buf.charCodeAt(p + 29) === 62
                ? p + 30
                : FAIL
              : matchLiteral(L0, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L0;
            } else {
              if (waitLiteral !== "") waitLiteral = L0;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 0;
          }
        }
        // header TOOL_START -> tool : tool_start (grammars/inkling.dialect:28)
        if (!this.idOnly(4)) {
          r =
            p + 28 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 105 &&
                buf.charCodeAt(p + 11) === 110 &&
                buf.charCodeAt(p + 12) === 118 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 107 &&
                buf.charCodeAt(p + 15) === 101 &&
                buf.charCodeAt(p + 16) === 95 &&
                buf.charCodeAt(p + 17) === 116 &&
                buf.charCodeAt(p + 18) === 111 &&
                buf.charCodeAt(p + 19) === 111 &&
                buf.charCodeAt(p + 20) === 108 &&
                buf.charCodeAt(p + 21) === 95 &&
                buf.charCodeAt(p + 22) === 106 &&
                buf.charCodeAt(p + 23) === 115 &&
                buf.charCodeAt(p + 24) === 111 &&
                buf.charCodeAt(p + 25) === 110 &&
                buf.charCodeAt(p + 26) === 124 &&
                buf.charCodeAt(p + 27) === 62
                ? p + 28
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
        // header TOOL_TEXT -> content (grammars/inkling.dialect:29)
        if (!this.idOnly(6)) {
          r =
            p + 28 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 105 &&
                buf.charCodeAt(p + 11) === 110 &&
                buf.charCodeAt(p + 12) === 118 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 107 &&
                buf.charCodeAt(p + 15) === 101 &&
                buf.charCodeAt(p + 16) === 95 &&
                buf.charCodeAt(p + 17) === 116 &&
                buf.charCodeAt(p + 18) === 111 &&
                buf.charCodeAt(p + 19) === 111 &&
                buf.charCodeAt(p + 20) === 108 &&
                buf.charCodeAt(p + 21) === 95 &&
                buf.charCodeAt(p + 22) === 116 &&
                buf.charCodeAt(p + 23) === 101 &&
                buf.charCodeAt(p + 24) === 120 &&
                buf.charCodeAt(p + 25) === 116 &&
                buf.charCodeAt(p + 26) === 124 &&
                buf.charCodeAt(p + 27) === 62
                ? p + 28
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
        // header TOOL_ERROR -> content (grammars/inkling.dialect:30)
        if (!this.idOnly(7)) {
          r =
            p + 22 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 108 &&
                buf.charCodeAt(p + 14) === 95 &&
                buf.charCodeAt(p + 15) === 101 &&
                buf.charCodeAt(p + 16) === 114 &&
                buf.charCodeAt(p + 17) === 114 &&
                buf.charCodeAt(p + 18) === 111 &&
                buf.charCodeAt(p + 19) === 114 &&
                buf.charCodeAt(p + 20) === 124 &&
                buf.charCodeAt(p + 21) === 62
                ? p + 22
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
        // header THINK_START -> reasoning : reasoning_start (grammars/inkling.dialect:26)
        if (!this.idOnly(3)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 104 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 107 &&
                buf.charCodeAt(p + 15) === 105 &&
                buf.charCodeAt(p + 16) === 110 &&
                buf.charCodeAt(p + 17) === 103 &&
                buf.charCodeAt(p + 18) === 124 &&
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
            this.matchedCand = 4;
          }
        }
        // absorb MESSAGE_MODEL in header (grammars/inkling.dialect:35)
        if (!this.idOnly(0)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 109 &&
                buf.charCodeAt(p + 3) === 101 &&
                buf.charCodeAt(p + 4) === 115 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 97 &&
                buf.charCodeAt(p + 7) === 103 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 109 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 100 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 108 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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
        // header TEXT_START -> content (grammars/inkling.dialect:27)
        if (!this.idOnly(2)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 101 &&
                buf.charCodeAt(p + 12) === 120 &&
                buf.charCodeAt(p + 13) === 116 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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

  /** content (grammars/inkling.dialect:20): what starts at p */
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
        // absorb END_SAMPLING in content (grammars/inkling.dialect:39)
        if (!this.idOnly(5)) {
          r =
            p + 30 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 109 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 100 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 108 &&
                buf.charCodeAt(p + 15) === 95 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 100 &&
                buf.charCodeAt(p + 19) === 95 &&
                buf.charCodeAt(p + 20) === 115 &&
                buf.charCodeAt(p + 21) === 97 &&
                buf.charCodeAt(p + 22) === 109 &&
                buf.charCodeAt(p + 23) === 112 &&
                buf.charCodeAt(p + 24) === 108 &&
                buf.charCodeAt(p + 25) === 105 &&
                buf.charCodeAt(p + 26) === 110 &&
                buf.charCodeAt(p + 27) === 103 &&
                buf.charCodeAt(p + 28) === 124 &&
                buf.charCodeAt(p + 29) === 62
                ? p + 30
                : FAIL
              : matchLiteral(L0, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L0;
            } else {
              if (waitLiteral !== "") waitLiteral = L0;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 7;
          }
        }
        // absorb TEXT_START in content (grammars/inkling.dialect:37)
        if (!this.idOnly(2)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 101 &&
                buf.charCodeAt(p + 12) === 120 &&
                buf.charCodeAt(p + 13) === 116 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
        // content END_MESSAGE -> header (grammars/inkling.dialect:32)
        if (!this.idOnly(1)) {
          r =
            p + 15 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 109 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 115 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 97 &&
                buf.charCodeAt(p + 11) === 103 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 124 &&
                buf.charCodeAt(p + 14) === 62
                ? p + 15
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

  /** reasoning (grammars/inkling.dialect:21): what starts at p */
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
        // absorb END_SAMPLING in reasoning (grammars/inkling.dialect:39)
        if (!this.idOnly(5)) {
          r =
            p + 30 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 109 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 100 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 108 &&
                buf.charCodeAt(p + 15) === 95 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 100 &&
                buf.charCodeAt(p + 19) === 95 &&
                buf.charCodeAt(p + 20) === 115 &&
                buf.charCodeAt(p + 21) === 97 &&
                buf.charCodeAt(p + 22) === 109 &&
                buf.charCodeAt(p + 23) === 112 &&
                buf.charCodeAt(p + 24) === 108 &&
                buf.charCodeAt(p + 25) === 105 &&
                buf.charCodeAt(p + 26) === 110 &&
                buf.charCodeAt(p + 27) === 103 &&
                buf.charCodeAt(p + 28) === 124 &&
                buf.charCodeAt(p + 29) === 62
                ? p + 30
                : FAIL
              : matchLiteral(L0, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L0;
            } else {
              if (waitLiteral !== "") waitLiteral = L0;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 10;
          }
        }
        // absorb THINK_START in reasoning (grammars/inkling.dialect:38)
        if (!this.idOnly(3)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 104 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 107 &&
                buf.charCodeAt(p + 15) === 105 &&
                buf.charCodeAt(p + 16) === 110 &&
                buf.charCodeAt(p + 17) === 103 &&
                buf.charCodeAt(p + 18) === 124 &&
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
        // reasoning END_MESSAGE -> header : reasoning_end (grammars/inkling.dialect:31)
        if (!this.idOnly(1)) {
          r =
            p + 15 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 109 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 115 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 97 &&
                buf.charCodeAt(p + 11) === 103 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 124 &&
                buf.charCodeAt(p + 14) === 62
                ? p + 15
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

  /** tool (grammars/inkling.dialect:22): what starts at p */
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
        // absorb END_SAMPLING in tool (grammars/inkling.dialect:39)
        if (!this.idOnly(5)) {
          r =
            p + 30 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 99 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 109 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 100 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 108 &&
                buf.charCodeAt(p + 15) === 95 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 100 &&
                buf.charCodeAt(p + 19) === 95 &&
                buf.charCodeAt(p + 20) === 115 &&
                buf.charCodeAt(p + 21) === 97 &&
                buf.charCodeAt(p + 22) === 109 &&
                buf.charCodeAt(p + 23) === 112 &&
                buf.charCodeAt(p + 24) === 108 &&
                buf.charCodeAt(p + 25) === 105 &&
                buf.charCodeAt(p + 26) === 110 &&
                buf.charCodeAt(p + 27) === 103 &&
                buf.charCodeAt(p + 28) === 124 &&
                buf.charCodeAt(p + 29) === 62
                ? p + 30
                : FAIL
              : matchLiteral(L0, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L0;
            } else {
              if (waitLiteral !== "") waitLiteral = L0;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 13;
          }
        }
        // tool END_MESSAGE -> header : tool_end (grammars/inkling.dialect:33)
        if (!this.idOnly(1)) {
          r =
            p + 15 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 109 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 115 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 97 &&
                buf.charCodeAt(p + 11) === 103 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 124 &&
                buf.charCodeAt(p + 14) === 62
                ? p + 15
                : FAIL
              : matchLiteral(L7, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
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
        // header : discard (grammars/inkling.dialect:19)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // content : text (grammars/inkling.dialect:20)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/inkling.dialect:21)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          r = this.try2(buf, p, atEnd, head);
          break;
        // tool : envelope (grammars/inkling.dialect:22)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          r = this.try3(buf, p, atEnd, head);
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
          case 5:
            return 0;
          case 4:
            return 1;
          case 6:
            return 2;
          case 7:
            return 3;
          case 3:
            return 4;
          case 0:
            return 5;
          case 2:
            return 6;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 5:
            return 7;
          case 2:
            return 8;
          case 1:
            return 9;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 5:
            return 10;
          case 3:
            return 11;
          case 1:
            return 12;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 5:
            return 13;
          case 1:
            return 14;
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
      case 0: // absorb END_SAMPLING in header (grammars/inkling.dialect:39)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 1: // header TOOL_START -> tool : tool_start (grammars/inkling.dialect:28)
        sink.terminal(4, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 2: // header TOOL_TEXT -> content (grammars/inkling.dialect:29)
        sink.terminal(6, 1, buf, from, to);
        this.state = 1;
        return to;
      case 3: // header TOOL_ERROR -> content (grammars/inkling.dialect:30)
        sink.terminal(7, 1, buf, from, to);
        this.state = 1;
        return to;
      case 4: // header THINK_START -> reasoning : reasoning_start (grammars/inkling.dialect:26)
        sink.terminal(3, 2, buf, from, to);
        sink.reasoningStart();
        this.state = 2;
        return to;
      case 5: // absorb MESSAGE_MODEL in header (grammars/inkling.dialect:35)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 6: // header TEXT_START -> content (grammars/inkling.dialect:27)
        sink.terminal(2, 1, buf, from, to);
        this.state = 1;
        return to;
      case 7: // absorb END_SAMPLING in content (grammars/inkling.dialect:39)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 8: // absorb TEXT_START in content (grammars/inkling.dialect:37)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 9: // content END_MESSAGE -> header (grammars/inkling.dialect:32)
        sink.terminal(1, 0, buf, from, to);
        this.state = 0;
        return to;
      case 10: // absorb END_SAMPLING in reasoning (grammars/inkling.dialect:39)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 11: // absorb THINK_START in reasoning (grammars/inkling.dialect:38)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 12: // reasoning END_MESSAGE -> header : reasoning_end (grammars/inkling.dialect:31)
        sink.terminal(1, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 13: // absorb END_SAMPLING in tool (grammars/inkling.dialect:39)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 14: // tool END_MESSAGE -> header : tool_end (grammars/inkling.dialect:33)
        sink.terminal(1, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const inkling: Dialect = {
  name: "inkling",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new InklingMachine(ir, sink, initial, vocab),
};
export default inkling;
