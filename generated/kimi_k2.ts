// DO NOT EDIT — generated from grammars/kimi_k2.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "kimi_k2",
  source: "grammars/kimi_k2.dialect",
  extends: [],
  terminals: [
    { name: "IM_SYSTEM", special: true, variants: [[{ lit: "<|im_system|>" }]] },
    { name: "IM_USER", special: true, variants: [[{ lit: "<|im_user|>" }]] },
    { name: "IM_ASSISTANT", special: true, variants: [[{ lit: "<|im_assistant|>" }]] },
    { name: "IM_MIDDLE", special: true, variants: [[{ lit: "<|im_middle|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "SECTION_START", special: true, variants: [[{ lit: "<|tool_calls_section_begin|>" }]] },
    { name: "SECTION_END", special: true, variants: [[{ lit: "<|tool_calls_section_end|>" }]] },
    { name: "CALL_START", special: true, variants: [[{ lit: "<|tool_call_begin|>" }]] },
    { name: "CALL_END", special: true, variants: [[{ lit: "<|tool_call_end|>" }]] },
    { name: "ARGS_START", special: true, variants: [[{ lit: "<|tool_call_argument_begin|>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/kimi_k2.dialect:22",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/kimi_k2.dialect:30",
          terminal: 5,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/kimi_k2.dialect:33", terminal: 7, target: 2, events: [] },
        { at: "grammars/kimi_k2.dialect:41", terminal: 6, target: 0, events: [], absorb: true },
        { at: "grammars/kimi_k2.dialect:43", terminal: 4, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/kimi_k2.dialect:23",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/kimi_k2.dialect:31",
          terminal: 6,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/kimi_k2.dialect:32",
          terminal: 7,
          target: 2,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/kimi_k2.dialect:42", terminal: 5, target: 1, events: [], absorb: true },
        { at: "grammars/kimi_k2.dialect:43", terminal: 4, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "section",
      at: "grammars/kimi_k2.dialect:24",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/kimi_k2.dialect:34",
          terminal: 9,
          target: 3,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/kimi_k2.dialect:39", terminal: 8, target: 2, events: [] },
        { at: "grammars/kimi_k2.dialect:43", terminal: 4, target: 2, events: [], absorb: true },
        { at: "grammars/kimi_k2.dialect:33", terminal: 7, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "header",
      at: "grammars/kimi_k2.dialect:25",
      channel: {
        kind: 6,
        write: "functions.{name}:{index}",
        id: { after: "", before: "" },
        name: { after: ".", before: ":" },
      },
      transitions: [
        { at: "grammars/kimi_k2.dialect:35", terminal: 11, target: 4, events: [] },
        {
          at: "grammars/kimi_k2.dialect:36",
          terminal: 10,
          target: 2,
          events: [{ kind: "tool_end" }],
        },
        { at: "grammars/kimi_k2.dialect:33", terminal: 7, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "args",
      at: "grammars/kimi_k2.dialect:26",
      channel: { kind: 3 },
      transitions: [
        {
          at: "grammars/kimi_k2.dialect:37",
          terminal: 10,
          target: 2,
          events: [{ kind: "tool_end" }],
          outsideString: true,
        },
        {
          at: "grammars/kimi_k2.dialect:38",
          terminal: 8,
          target: 2,
          events: [{ kind: "tool_end" }],
          outsideString: true,
        },
        {
          at: "grammars/kimi_k2.dialect:33",
          terminal: 7,
          target: 2,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2, 3, 4],
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
const L0 = "<|tool_calls_section_begin|>";
const L1 = "<|im_end|>";
const L2 = "</think>";
const L3 = "<think>";
const L4 = "<|tool_calls_section_end|>";
const L5 = "<|tool_call_begin|>";
const L6 = "<|tool_call_argument_begin|>";
const L7 = "<|tool_call_end|>";
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

/** section: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** header: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** args: the next position where a marker may start */
function next4(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The kimi_k2 machine, specialised from grammars/kimi_k2.dialect. */
export class KimiK2Machine extends CompiledMachine {
  /** content (grammars/kimi_k2.dialect:22): what starts at p */
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
        // content SECTION_START -> section (grammars/kimi_k2.dialect:33)
        if (!this.idOnly(7)) {
          r =
            p + 28 <= n
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
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 105 &&
                buf.charCodeAt(p + 18) === 111 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 95 &&
                buf.charCodeAt(p + 21) === 98 &&
                buf.charCodeAt(p + 22) === 101 &&
                buf.charCodeAt(p + 23) === 103 &&
                buf.charCodeAt(p + 24) === 105 &&
                buf.charCodeAt(p + 25) === 110 &&
                buf.charCodeAt(p + 26) === 124 &&
                buf.charCodeAt(p + 27) === 62
                ? p + 28
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
        // absorb IM_END in content (grammars/kimi_k2.dialect:43)
        if (!this.idOnly(4)) {
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
        // absorb THINK_END in content (grammars/kimi_k2.dialect:41)
        if (!this.idOnly(6)) {
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
        // content THINK_START -> reasoning : reasoning_start (grammars/kimi_k2.dialect:30)
        if (!this.idOnly(5)) {
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

  /** reasoning (grammars/kimi_k2.dialect:23): what starts at p */
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
        // reasoning SECTION_START -> section : reasoning_end (grammars/kimi_k2.dialect:32)
        if (!this.idOnly(7)) {
          r =
            p + 28 <= n
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
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 105 &&
                buf.charCodeAt(p + 18) === 111 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 95 &&
                buf.charCodeAt(p + 21) === 98 &&
                buf.charCodeAt(p + 22) === 101 &&
                buf.charCodeAt(p + 23) === 103 &&
                buf.charCodeAt(p + 24) === 105 &&
                buf.charCodeAt(p + 25) === 110 &&
                buf.charCodeAt(p + 26) === 124 &&
                buf.charCodeAt(p + 27) === 62
                ? p + 28
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
            this.matchedCand = 4;
          }
        }
        // absorb IM_END in reasoning (grammars/kimi_k2.dialect:43)
        if (!this.idOnly(4)) {
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
            this.matchedCand = 5;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/kimi_k2.dialect:31)
        if (!this.idOnly(6)) {
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
            this.matchedCand = 6;
          }
        }
        // absorb THINK_START in reasoning (grammars/kimi_k2.dialect:42)
        if (!this.idOnly(5)) {
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

  /** section (grammars/kimi_k2.dialect:24): what starts at p */
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
        // section SECTION_START -> section : restart (grammars/kimi_k2.dialect:33)
        if (!this.idOnly(7)) {
          r =
            p + 28 <= n
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
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 105 &&
                buf.charCodeAt(p + 18) === 111 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 95 &&
                buf.charCodeAt(p + 21) === 98 &&
                buf.charCodeAt(p + 22) === 101 &&
                buf.charCodeAt(p + 23) === 103 &&
                buf.charCodeAt(p + 24) === 105 &&
                buf.charCodeAt(p + 25) === 110 &&
                buf.charCodeAt(p + 26) === 124 &&
                buf.charCodeAt(p + 27) === 62
                ? p + 28
                : FAIL
              : matchLiteral(L0, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L0;
            } else {
              if (waitLiteral !== "") waitLiteral = L0;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 8;
          }
        }
        // section SECTION_END -> section (grammars/kimi_k2.dialect:39)
        if (!this.idOnly(8)) {
          r =
            p + 26 <= n
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
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 105 &&
                buf.charCodeAt(p + 18) === 111 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 95 &&
                buf.charCodeAt(p + 21) === 101 &&
                buf.charCodeAt(p + 22) === 110 &&
                buf.charCodeAt(p + 23) === 100 &&
                buf.charCodeAt(p + 24) === 124 &&
                buf.charCodeAt(p + 25) === 62
                ? p + 26
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
            this.matchedCand = 9;
          }
        }
        // section CALL_START -> header : tool_start (grammars/kimi_k2.dialect:34)
        if (!this.idOnly(9)) {
          r =
            p + 19 <= n
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
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 98 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 103 &&
                buf.charCodeAt(p + 15) === 105 &&
                buf.charCodeAt(p + 16) === 110 &&
                buf.charCodeAt(p + 17) === 124 &&
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
            this.matchedCand = 10;
          }
        }
        // absorb IM_END in section (grammars/kimi_k2.dialect:43)
        if (!this.idOnly(4)) {
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

  /** header (grammars/kimi_k2.dialect:25): what starts at p */
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
        // header ARGS_START -> args (grammars/kimi_k2.dialect:35)
        if (!this.idOnly(11)) {
          r =
            p + 28 <= n
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
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 97 &&
                buf.charCodeAt(p + 13) === 114 &&
                buf.charCodeAt(p + 14) === 103 &&
                buf.charCodeAt(p + 15) === 117 &&
                buf.charCodeAt(p + 16) === 109 &&
                buf.charCodeAt(p + 17) === 101 &&
                buf.charCodeAt(p + 18) === 110 &&
                buf.charCodeAt(p + 19) === 116 &&
                buf.charCodeAt(p + 20) === 95 &&
                buf.charCodeAt(p + 21) === 98 &&
                buf.charCodeAt(p + 22) === 101 &&
                buf.charCodeAt(p + 23) === 103 &&
                buf.charCodeAt(p + 24) === 105 &&
                buf.charCodeAt(p + 25) === 110 &&
                buf.charCodeAt(p + 26) === 124 &&
                buf.charCodeAt(p + 27) === 62
                ? p + 28
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
            this.matchedCand = 12;
          }
        }
        // header SECTION_START -> section : restart (grammars/kimi_k2.dialect:33)
        if (!this.idOnly(7)) {
          r =
            p + 28 <= n
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
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 105 &&
                buf.charCodeAt(p + 18) === 111 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 95 &&
                buf.charCodeAt(p + 21) === 98 &&
                buf.charCodeAt(p + 22) === 101 &&
                buf.charCodeAt(p + 23) === 103 &&
                buf.charCodeAt(p + 24) === 105 &&
                buf.charCodeAt(p + 25) === 110 &&
                buf.charCodeAt(p + 26) === 124 &&
                buf.charCodeAt(p + 27) === 62
                ? p + 28
                : FAIL
              : matchLiteral(L0, buf, p, atEnd);
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
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
        // header CALL_END -> section : tool_end (grammars/kimi_k2.dialect:36)
        if (!this.idOnly(10)) {
          r =
            p + 17 <= n
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
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 100 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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

  /** args (grammars/kimi_k2.dialect:26): what starts at p */
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
        // args SECTION_START -> section : restart (grammars/kimi_k2.dialect:33)
        if (!this.idOnly(7)) {
          r =
            p + 28 <= n
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
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 105 &&
                buf.charCodeAt(p + 18) === 111 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 95 &&
                buf.charCodeAt(p + 21) === 98 &&
                buf.charCodeAt(p + 22) === 101 &&
                buf.charCodeAt(p + 23) === 103 &&
                buf.charCodeAt(p + 24) === 105 &&
                buf.charCodeAt(p + 25) === 110 &&
                buf.charCodeAt(p + 26) === 124 &&
                buf.charCodeAt(p + 27) === 62
                ? p + 28
                : FAIL
              : matchLiteral(L0, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L0;
            } else {
              if (waitLiteral !== "") waitLiteral = L0;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 15;
          }
        }
        // args SECTION_END -> section : tool_end (grammars/kimi_k2.dialect:38)
        if (!this.idOnly(8)) {
          r =
            p + 26 <= n
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
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 95 &&
                buf.charCodeAt(p + 13) === 115 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 105 &&
                buf.charCodeAt(p + 18) === 111 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 95 &&
                buf.charCodeAt(p + 21) === 101 &&
                buf.charCodeAt(p + 22) === 110 &&
                buf.charCodeAt(p + 23) === 100 &&
                buf.charCodeAt(p + 24) === 124 &&
                buf.charCodeAt(p + 25) === 62
                ? p + 26
                : FAIL
              : matchLiteral(L4, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L4;
            } else {
              if (waitLiteral !== "") waitLiteral = L4;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 16;
          }
        }
        // args CALL_END -> section : tool_end (grammars/kimi_k2.dialect:37)
        if (!this.idOnly(10)) {
          r =
            p + 17 <= n
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
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 100 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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

  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      let r: number;
      const head = this.headCode;
      switch (this.state) {
        // content : text (grammars/kimi_k2.dialect:22)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/kimi_k2.dialect:23)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // section : discard (grammars/kimi_k2.dialect:24)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // header : header (grammars/kimi_k2.dialect:25)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // args : args_json (grammars/kimi_k2.dialect:26)
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
          case 7:
            return 0;
          case 4:
            return 1;
          case 6:
            return 2;
          case 5:
            return 3;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 7:
            return 4;
          case 4:
            return 5;
          case 6:
            return 6;
          case 5:
            return 7;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 7:
            return this.sink.unconfirmedCall() ? 8 : NONE;
          case 8:
            return 9;
          case 9:
            return 10;
          case 4:
            return 11;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 11:
            return 12;
          case 7:
            return this.sink.unconfirmedCall() ? 13 : NONE;
          case 10:
            return 14;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 7:
            return this.sink.unconfirmedCall() ? 15 : NONE;
          case 8:
            return 16;
          case 10:
            return 17;
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
      case 0: // content SECTION_START -> section (grammars/kimi_k2.dialect:33)
        sink.terminal(7, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb IM_END in content (grammars/kimi_k2.dialect:43)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 2: // absorb THINK_END in content (grammars/kimi_k2.dialect:41)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 3: // content THINK_START -> reasoning : reasoning_start (grammars/kimi_k2.dialect:30)
        sink.terminal(5, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 4: // reasoning SECTION_START -> section : reasoning_end (grammars/kimi_k2.dialect:32)
        sink.terminal(7, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 5: // absorb IM_END in reasoning (grammars/kimi_k2.dialect:43)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 6: // reasoning THINK_END -> content : reasoning_end (grammars/kimi_k2.dialect:31)
        sink.terminal(6, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 7: // absorb THINK_START in reasoning (grammars/kimi_k2.dialect:42)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 8: // section SECTION_START -> section : restart (grammars/kimi_k2.dialect:33)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        return to;
      case 9: // section SECTION_END -> section (grammars/kimi_k2.dialect:39)
        sink.terminal(8, 2, buf, from, to);
        return to;
      case 10: // section CALL_START -> header : tool_start (grammars/kimi_k2.dialect:34)
        sink.terminal(9, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 11: // absorb IM_END in section (grammars/kimi_k2.dialect:43)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 12: // header ARGS_START -> args (grammars/kimi_k2.dialect:35)
        sink.terminal(11, 4, buf, from, to);
        this.state = 4;
        return to;
      case 13: // header SECTION_START -> section : restart (grammars/kimi_k2.dialect:33)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        this.state = 2;
        return to;
      case 14: // header CALL_END -> section : tool_end (grammars/kimi_k2.dialect:36)
        sink.terminal(10, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 15: // args SECTION_START -> section : restart (grammars/kimi_k2.dialect:33)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        this.state = 2;
        return to;
      case 16: // args SECTION_END -> section : tool_end (grammars/kimi_k2.dialect:38)
        sink.terminal(8, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 17: // args CALL_END -> section : tool_end (grammars/kimi_k2.dialect:37)
        sink.terminal(10, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const kimi_k2: Dialect = {
  name: "kimi_k2",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new KimiK2Machine(ir, sink, initial, vocab),
};
export default kimi_k2;
