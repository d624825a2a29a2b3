// DO NOT EDIT — generated from grammars/plamo3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "plamo3",
  source: "grammars/plamo3.dialect",
  extends: [],
  terminals: [
    { name: "EOT", special: true, variants: [[{ lit: "<|plamo:tag|>" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<|plamo:begin_think:plamo|>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "<|plamo:end_think:plamo|>" }]] },
    {
      name: "REQS_START",
      special: false,
      variants: [[{ lit: "<|plamo:begin_tool_requests:plamo|>" }]],
    },
    {
      name: "REQS_END",
      special: false,
      variants: [[{ lit: "<|plamo:end_tool_requests:plamo|>" }]],
    },
    {
      name: "REQ_START",
      special: false,
      variants: [[{ lit: "<|plamo:begin_tool_request:plamo|>" }]],
    },
    { name: "REQ_END", special: false, variants: [[{ lit: "<|plamo:end_tool_request:plamo|>" }]] },
    {
      name: "NAME_START",
      special: false,
      variants: [[{ lit: "<|plamo:begin_tool_name:plamo|>" }]],
    },
    { name: "NAME_END", special: false, variants: [[{ lit: "<|plamo:end_tool_name:plamo|>" }]] },
    {
      name: "ARGS_START",
      special: false,
      variants: [
        [{ lit: "<|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>" }],
      ],
    },
    {
      name: "ARGS_END",
      special: false,
      variants: [[{ lit: "<|plamo:end_tool_arguments:plamo|>" }]],
    },
  ],
  states: [
    {
      name: "content",
      at: "grammars/plamo3.dialect:20",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/plamo3.dialect:29",
          terminal: 1,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/plamo3.dialect:32", terminal: 3, target: 2, events: [] },
        { at: "grammars/plamo3.dialect:42", terminal: 0, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/plamo3.dialect:21",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/plamo3.dialect:30",
          terminal: 2,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/plamo3.dialect:31",
          terminal: 3,
          target: 2,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/plamo3.dialect:41", terminal: 1, target: 1, events: [], absorb: true },
        { at: "grammars/plamo3.dialect:42", terminal: 0, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "requests",
      at: "grammars/plamo3.dialect:22",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/plamo3.dialect:33",
          terminal: 5,
          target: 3,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/plamo3.dialect:39", terminal: 4, target: 0, events: [] },
        { at: "grammars/plamo3.dialect:42", terminal: 0, target: 2, events: [], absorb: true },
        { at: "grammars/plamo3.dialect:32", terminal: 3, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "request",
      at: "grammars/plamo3.dialect:23",
      channel: { kind: 7 },
      transitions: [
        { at: "grammars/plamo3.dialect:34", terminal: 7, target: 4, events: [] },
        { at: "grammars/plamo3.dialect:36", terminal: 9, target: 5, events: [] },
        {
          at: "grammars/plamo3.dialect:38",
          terminal: 6,
          target: 2,
          events: [{ kind: "tool_end" }],
        },
        { at: "grammars/plamo3.dialect:42", terminal: 0, target: 3, events: [], absorb: true },
        { at: "grammars/plamo3.dialect:32", terminal: 3, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "name",
      at: "grammars/plamo3.dialect:24",
      channel: { kind: 2 },
      transitions: [
        { at: "grammars/plamo3.dialect:35", terminal: 8, target: 3, events: [] },
        { at: "grammars/plamo3.dialect:42", terminal: 0, target: 4, events: [], absorb: true },
        { at: "grammars/plamo3.dialect:32", terminal: 3, target: 2, events: [], restart: true },
      ],
    },
    {
      name: "args",
      at: "grammars/plamo3.dialect:25",
      channel: { kind: 3 },
      transitions: [
        {
          at: "grammars/plamo3.dialect:37",
          terminal: 10,
          target: 3,
          events: [],
          outsideString: true,
        },
        { at: "grammars/plamo3.dialect:42", terminal: 0, target: 5, events: [], absorb: true },
        {
          at: "grammars/plamo3.dialect:32",
          terminal: 3,
          target: 2,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0],
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
const L0 = "<|plamo:begin_tool_requests:plamo|>";
const L1 = "<|plamo:begin_think:plamo|>";
const L2 = "<|plamo:tag|>";
const L3 = "<|plamo:end_think:plamo|>";
const L4 = "<|plamo:begin_tool_request:plamo|>";
const L5 = "<|plamo:end_tool_requests:plamo|>";
const L6 = "<|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>";
const L7 = "<|plamo:end_tool_request:plamo|>";
const L8 = "<|plamo:begin_tool_name:plamo|>";
const L9 = "<|plamo:end_tool_name:plamo|>";
const L10 = "<|plamo:end_tool_arguments:plamo|>";
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

/** requests: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** request: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** name: the next position where a marker may start */
function next4(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** args: the next position where a marker may start */
function next5(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The plamo3 machine, specialised from grammars/plamo3.dialect. */
export class Plamo3Machine extends CompiledMachine {
  /** content (grammars/plamo3.dialect:20): what starts at p */
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
        // content REQS_START -> requests (grammars/plamo3.dialect:32)
        {
          r =
            p + 35 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 98 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 116 &&
                buf.charCodeAt(p + 15) === 111 &&
                buf.charCodeAt(p + 16) === 111 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 95 &&
                buf.charCodeAt(p + 19) === 114 &&
                buf.charCodeAt(p + 20) === 101 &&
                buf.charCodeAt(p + 21) === 113 &&
                buf.charCodeAt(p + 22) === 117 &&
                buf.charCodeAt(p + 23) === 101 &&
                buf.charCodeAt(p + 24) === 115 &&
                buf.charCodeAt(p + 25) === 116 &&
                buf.charCodeAt(p + 26) === 115 &&
                buf.charCodeAt(p + 27) === 58 &&
                buf.charCodeAt(p + 28) === 112 &&
                buf.charCodeAt(p + 29) === 108 &&
                buf.charCodeAt(p + 30) === 97 &&
                buf.charCodeAt(p + 31) === 109 &&
                buf.charCodeAt(p + 32) === 111 &&
                buf.charCodeAt(p + 33) === 124 &&
                buf.charCodeAt(p + 34) === 62
                ? p + 35
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
        // content THINK_START -> reasoning : reasoning_start (grammars/plamo3.dialect:29)
        {
          r =
            p + 27 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 98 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 116 &&
                buf.charCodeAt(p + 15) === 104 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 107 &&
                buf.charCodeAt(p + 19) === 58 &&
                buf.charCodeAt(p + 20) === 112 &&
                buf.charCodeAt(p + 21) === 108 &&
                buf.charCodeAt(p + 22) === 97 &&
                buf.charCodeAt(p + 23) === 109 &&
                buf.charCodeAt(p + 24) === 111 &&
                buf.charCodeAt(p + 25) === 124 &&
                buf.charCodeAt(p + 26) === 62
                ? p + 27
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
        // absorb EOT in content (grammars/plamo3.dialect:42)
        if (!this.idOnly(0)) {
          r =
            p + 13 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 124 &&
                buf.charCodeAt(p + 12) === 62
                ? p + 13
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

  /** reasoning (grammars/plamo3.dialect:21): what starts at p */
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
        // reasoning REQS_START -> requests : reasoning_end (grammars/plamo3.dialect:31)
        {
          r =
            p + 35 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 98 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 116 &&
                buf.charCodeAt(p + 15) === 111 &&
                buf.charCodeAt(p + 16) === 111 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 95 &&
                buf.charCodeAt(p + 19) === 114 &&
                buf.charCodeAt(p + 20) === 101 &&
                buf.charCodeAt(p + 21) === 113 &&
                buf.charCodeAt(p + 22) === 117 &&
                buf.charCodeAt(p + 23) === 101 &&
                buf.charCodeAt(p + 24) === 115 &&
                buf.charCodeAt(p + 25) === 116 &&
                buf.charCodeAt(p + 26) === 115 &&
                buf.charCodeAt(p + 27) === 58 &&
                buf.charCodeAt(p + 28) === 112 &&
                buf.charCodeAt(p + 29) === 108 &&
                buf.charCodeAt(p + 30) === 97 &&
                buf.charCodeAt(p + 31) === 109 &&
                buf.charCodeAt(p + 32) === 111 &&
                buf.charCodeAt(p + 33) === 124 &&
                buf.charCodeAt(p + 34) === 62
                ? p + 35
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
            this.matchedCand = 3;
          }
        }
        // absorb THINK_START in reasoning (grammars/plamo3.dialect:41)
        {
          r =
            p + 27 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 98 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 116 &&
                buf.charCodeAt(p + 15) === 104 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 107 &&
                buf.charCodeAt(p + 19) === 58 &&
                buf.charCodeAt(p + 20) === 112 &&
                buf.charCodeAt(p + 21) === 108 &&
                buf.charCodeAt(p + 22) === 97 &&
                buf.charCodeAt(p + 23) === 109 &&
                buf.charCodeAt(p + 24) === 111 &&
                buf.charCodeAt(p + 25) === 124 &&
                buf.charCodeAt(p + 26) === 62
                ? p + 27
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
            this.matchedCand = 4;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/plamo3.dialect:30)
        {
          r =
            p + 25 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 100 &&
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 116 &&
                buf.charCodeAt(p + 13) === 104 &&
                buf.charCodeAt(p + 14) === 105 &&
                buf.charCodeAt(p + 15) === 110 &&
                buf.charCodeAt(p + 16) === 107 &&
                buf.charCodeAt(p + 17) === 58 &&
                buf.charCodeAt(p + 18) === 112 &&
                buf.charCodeAt(p + 19) === 108 &&
                buf.charCodeAt(p + 20) === 97 &&
                buf.charCodeAt(p + 21) === 109 &&
                buf.charCodeAt(p + 22) === 111 &&
                buf.charCodeAt(p + 23) === 124 &&
                buf.charCodeAt(p + 24) === 62
                ? p + 25
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
        // absorb EOT in reasoning (grammars/plamo3.dialect:42)
        if (!this.idOnly(0)) {
          r =
            p + 13 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 124 &&
                buf.charCodeAt(p + 12) === 62
                ? p + 13
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

  /** requests (grammars/plamo3.dialect:22): what starts at p */
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
        // requests REQS_START -> requests : restart (grammars/plamo3.dialect:32)
        {
          r =
            p + 35 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 98 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 116 &&
                buf.charCodeAt(p + 15) === 111 &&
                buf.charCodeAt(p + 16) === 111 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 95 &&
                buf.charCodeAt(p + 19) === 114 &&
                buf.charCodeAt(p + 20) === 101 &&
                buf.charCodeAt(p + 21) === 113 &&
                buf.charCodeAt(p + 22) === 117 &&
                buf.charCodeAt(p + 23) === 101 &&
                buf.charCodeAt(p + 24) === 115 &&
                buf.charCodeAt(p + 25) === 116 &&
                buf.charCodeAt(p + 26) === 115 &&
                buf.charCodeAt(p + 27) === 58 &&
                buf.charCodeAt(p + 28) === 112 &&
                buf.charCodeAt(p + 29) === 108 &&
                buf.charCodeAt(p + 30) === 97 &&
                buf.charCodeAt(p + 31) === 109 &&
                buf.charCodeAt(p + 32) === 111 &&
                buf.charCodeAt(p + 33) === 124 &&
                buf.charCodeAt(p + 34) === 62
                ? p + 35
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
            this.matchedCand = 7;
          }
        }
        // requests REQ_START -> request : tool_start (grammars/plamo3.dialect:33)
        {
          r =
            p + 34 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 98 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 116 &&
                buf.charCodeAt(p + 15) === 111 &&
                buf.charCodeAt(p + 16) === 111 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 95 &&
                buf.charCodeAt(p + 19) === 114 &&
                buf.charCodeAt(p + 20) === 101 &&
                buf.charCodeAt(p + 21) === 113 &&
                buf.charCodeAt(p + 22) === 117 &&
                buf.charCodeAt(p + 23) === 101 &&
                buf.charCodeAt(p + 24) === 115 &&
                buf.charCodeAt(p + 25) === 116 &&
                buf.charCodeAt(p + 26) === 58 &&
                buf.charCodeAt(p + 27) === 112 &&
                buf.charCodeAt(p + 28) === 108 &&
                buf.charCodeAt(p + 29) === 97 &&
                buf.charCodeAt(p + 30) === 109 &&
                buf.charCodeAt(p + 31) === 111 &&
                buf.charCodeAt(p + 32) === 124 &&
                buf.charCodeAt(p + 33) === 62
                ? p + 34
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
            this.matchedCand = 8;
          }
        }
        // requests REQS_END -> content (grammars/plamo3.dialect:39)
        {
          r =
            p + 33 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 100 &&
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 116 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 111 &&
                buf.charCodeAt(p + 15) === 108 &&
                buf.charCodeAt(p + 16) === 95 &&
                buf.charCodeAt(p + 17) === 114 &&
                buf.charCodeAt(p + 18) === 101 &&
                buf.charCodeAt(p + 19) === 113 &&
                buf.charCodeAt(p + 20) === 117 &&
                buf.charCodeAt(p + 21) === 101 &&
                buf.charCodeAt(p + 22) === 115 &&
                buf.charCodeAt(p + 23) === 116 &&
                buf.charCodeAt(p + 24) === 115 &&
                buf.charCodeAt(p + 25) === 58 &&
                buf.charCodeAt(p + 26) === 112 &&
                buf.charCodeAt(p + 27) === 108 &&
                buf.charCodeAt(p + 28) === 97 &&
                buf.charCodeAt(p + 29) === 109 &&
                buf.charCodeAt(p + 30) === 111 &&
                buf.charCodeAt(p + 31) === 124 &&
                buf.charCodeAt(p + 32) === 62
                ? p + 33
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
            this.matchedCand = 9;
          }
        }
        // absorb EOT in requests (grammars/plamo3.dialect:42)
        if (!this.idOnly(0)) {
          r =
            p + 13 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 124 &&
                buf.charCodeAt(p + 12) === 62
                ? p + 13
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

  /** request (grammars/plamo3.dialect:23): what starts at p */
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
        // request ARGS_START -> args (grammars/plamo3.dialect:36)
        {
          r =
            p + 72 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 98 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 116 &&
                buf.charCodeAt(p + 15) === 111 &&
                buf.charCodeAt(p + 16) === 111 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 95 &&
                buf.charCodeAt(p + 19) === 97 &&
                buf.charCodeAt(p + 20) === 114 &&
                buf.charCodeAt(p + 21) === 103 &&
                buf.charCodeAt(p + 22) === 117 &&
                buf.charCodeAt(p + 23) === 109 &&
                buf.charCodeAt(p + 24) === 101 &&
                buf.charCodeAt(p + 25) === 110 &&
                buf.charCodeAt(p + 26) === 116 &&
                buf.charCodeAt(p + 27) === 115 &&
                buf.charCodeAt(p + 28) === 58 &&
                buf.charCodeAt(p + 29) === 112 &&
                buf.charCodeAt(p + 30) === 108 &&
                buf.charCodeAt(p + 31) === 97 &&
                buf.charCodeAt(p + 32) === 109 &&
                buf.charCodeAt(p + 33) === 111 &&
                buf.charCodeAt(p + 34) === 124 &&
                buf.charCodeAt(p + 35) === 62 &&
                buf.charCodeAt(p + 36) === 60 &&
                buf.charCodeAt(p + 37) === 124 &&
                buf.charCodeAt(p + 38) === 112 &&
                buf.charCodeAt(p + 39) === 108 &&
                buf.charCodeAt(p + 40) === 97 &&
                buf.charCodeAt(p + 41) === 109 &&
                buf.charCodeAt(p + 42) === 111 &&
                buf.charCodeAt(p + 43) === 58 &&
                buf.charCodeAt(p + 44) === 99 &&
                buf.charCodeAt(p + 45) === 111 &&
                buf.charCodeAt(p + 46) === 110 &&
                buf.charCodeAt(p + 47) === 115 &&
                buf.charCodeAt(p + 48) === 116 &&
                buf.charCodeAt(p + 49) === 114 &&
                buf.charCodeAt(p + 50) === 97 &&
                buf.charCodeAt(p + 51) === 105 &&
                buf.charCodeAt(p + 52) === 110 &&
                buf.charCodeAt(p + 53) === 124 &&
                buf.charCodeAt(p + 54) === 62 &&
                buf.charCodeAt(p + 55) === 106 &&
                buf.charCodeAt(p + 56) === 115 &&
                buf.charCodeAt(p + 57) === 111 &&
                buf.charCodeAt(p + 58) === 110 &&
                buf.charCodeAt(p + 59) === 60 &&
                buf.charCodeAt(p + 60) === 124 &&
                buf.charCodeAt(p + 61) === 112 &&
                buf.charCodeAt(p + 62) === 108 &&
                buf.charCodeAt(p + 63) === 97 &&
                buf.charCodeAt(p + 64) === 109 &&
                buf.charCodeAt(p + 65) === 111 &&
                buf.charCodeAt(p + 66) === 58 &&
                buf.charCodeAt(p + 67) === 109 &&
                buf.charCodeAt(p + 68) === 115 &&
                buf.charCodeAt(p + 69) === 103 &&
                buf.charCodeAt(p + 70) === 124 &&
                buf.charCodeAt(p + 71) === 62
                ? p + 72
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
        // request REQS_START -> requests : restart (grammars/plamo3.dialect:32)
        {
          r =
            p + 35 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 98 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 116 &&
                buf.charCodeAt(p + 15) === 111 &&
                buf.charCodeAt(p + 16) === 111 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 95 &&
                buf.charCodeAt(p + 19) === 114 &&
                buf.charCodeAt(p + 20) === 101 &&
                buf.charCodeAt(p + 21) === 113 &&
                buf.charCodeAt(p + 22) === 117 &&
                buf.charCodeAt(p + 23) === 101 &&
                buf.charCodeAt(p + 24) === 115 &&
                buf.charCodeAt(p + 25) === 116 &&
                buf.charCodeAt(p + 26) === 115 &&
                buf.charCodeAt(p + 27) === 58 &&
                buf.charCodeAt(p + 28) === 112 &&
                buf.charCodeAt(p + 29) === 108 &&
                buf.charCodeAt(p + 30) === 97 &&
                buf.charCodeAt(p + 31) === 109 &&
                buf.charCodeAt(p + 32) === 111 &&
                buf.charCodeAt(p + 33) === 124 &&
                buf.charCodeAt(p + 34) === 62
                ? p + 35
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
            this.matchedCand = 12;
          }
        }
        // request REQ_END -> requests : tool_end (grammars/plamo3.dialect:38)
        {
          r =
            p + 32 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 100 &&
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 116 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 111 &&
                buf.charCodeAt(p + 15) === 108 &&
                buf.charCodeAt(p + 16) === 95 &&
                buf.charCodeAt(p + 17) === 114 &&
                buf.charCodeAt(p + 18) === 101 &&
                buf.charCodeAt(p + 19) === 113 &&
                buf.charCodeAt(p + 20) === 117 &&
                buf.charCodeAt(p + 21) === 101 &&
                buf.charCodeAt(p + 22) === 115 &&
                buf.charCodeAt(p + 23) === 116 &&
                buf.charCodeAt(p + 24) === 58 &&
                buf.charCodeAt(p + 25) === 112 &&
                buf.charCodeAt(p + 26) === 108 &&
                buf.charCodeAt(p + 27) === 97 &&
                buf.charCodeAt(p + 28) === 109 &&
                buf.charCodeAt(p + 29) === 111 &&
                buf.charCodeAt(p + 30) === 124 &&
                buf.charCodeAt(p + 31) === 62
                ? p + 32
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
            this.matchedCand = 13;
          }
        }
        // request NAME_START -> name (grammars/plamo3.dialect:34)
        {
          r =
            p + 31 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 98 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 116 &&
                buf.charCodeAt(p + 15) === 111 &&
                buf.charCodeAt(p + 16) === 111 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 95 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 97 &&
                buf.charCodeAt(p + 21) === 109 &&
                buf.charCodeAt(p + 22) === 101 &&
                buf.charCodeAt(p + 23) === 58 &&
                buf.charCodeAt(p + 24) === 112 &&
                buf.charCodeAt(p + 25) === 108 &&
                buf.charCodeAt(p + 26) === 97 &&
                buf.charCodeAt(p + 27) === 109 &&
                buf.charCodeAt(p + 28) === 111 &&
                buf.charCodeAt(p + 29) === 124 &&
                buf.charCodeAt(p + 30) === 62
                ? p + 31
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
            this.matchedCand = 14;
          }
        }
        // absorb EOT in request (grammars/plamo3.dialect:42)
        if (!this.idOnly(0)) {
          r =
            p + 13 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 124 &&
                buf.charCodeAt(p + 12) === 62
                ? p + 13
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

  /** name (grammars/plamo3.dialect:24): what starts at p */
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
        // name REQS_START -> requests : restart (grammars/plamo3.dialect:32)
        {
          r =
            p + 35 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 98 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 116 &&
                buf.charCodeAt(p + 15) === 111 &&
                buf.charCodeAt(p + 16) === 111 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 95 &&
                buf.charCodeAt(p + 19) === 114 &&
                buf.charCodeAt(p + 20) === 101 &&
                buf.charCodeAt(p + 21) === 113 &&
                buf.charCodeAt(p + 22) === 117 &&
                buf.charCodeAt(p + 23) === 101 &&
                buf.charCodeAt(p + 24) === 115 &&
                buf.charCodeAt(p + 25) === 116 &&
                buf.charCodeAt(p + 26) === 115 &&
                buf.charCodeAt(p + 27) === 58 &&
                buf.charCodeAt(p + 28) === 112 &&
                buf.charCodeAt(p + 29) === 108 &&
                buf.charCodeAt(p + 30) === 97 &&
                buf.charCodeAt(p + 31) === 109 &&
                buf.charCodeAt(p + 32) === 111 &&
                buf.charCodeAt(p + 33) === 124 &&
                buf.charCodeAt(p + 34) === 62
                ? p + 35
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
            this.matchedCand = 16;
          }
        }
        // name NAME_END -> request (grammars/plamo3.dialect:35)
        {
          r =
            p + 29 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 100 &&
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 116 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 111 &&
                buf.charCodeAt(p + 15) === 108 &&
                buf.charCodeAt(p + 16) === 95 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 97 &&
                buf.charCodeAt(p + 19) === 109 &&
                buf.charCodeAt(p + 20) === 101 &&
                buf.charCodeAt(p + 21) === 58 &&
                buf.charCodeAt(p + 22) === 112 &&
                buf.charCodeAt(p + 23) === 108 &&
                buf.charCodeAt(p + 24) === 97 &&
                buf.charCodeAt(p + 25) === 109 &&
                buf.charCodeAt(p + 26) === 111 &&
                buf.charCodeAt(p + 27) === 124 &&
                buf.charCodeAt(p + 28) === 62
                ? p + 29
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
            this.matchedCand = 17;
          }
        }
        // absorb EOT in name (grammars/plamo3.dialect:42)
        if (!this.idOnly(0)) {
          r =
            p + 13 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 124 &&
                buf.charCodeAt(p + 12) === 62
                ? p + 13
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

  /** args (grammars/plamo3.dialect:25): what starts at p */
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
        // args REQS_START -> requests : restart (grammars/plamo3.dialect:32)
        {
          r =
            p + 35 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 98 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 105 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 116 &&
                buf.charCodeAt(p + 15) === 111 &&
                buf.charCodeAt(p + 16) === 111 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 95 &&
                buf.charCodeAt(p + 19) === 114 &&
                buf.charCodeAt(p + 20) === 101 &&
                buf.charCodeAt(p + 21) === 113 &&
                buf.charCodeAt(p + 22) === 117 &&
                buf.charCodeAt(p + 23) === 101 &&
                buf.charCodeAt(p + 24) === 115 &&
                buf.charCodeAt(p + 25) === 116 &&
                buf.charCodeAt(p + 26) === 115 &&
                buf.charCodeAt(p + 27) === 58 &&
                buf.charCodeAt(p + 28) === 112 &&
                buf.charCodeAt(p + 29) === 108 &&
                buf.charCodeAt(p + 30) === 97 &&
                buf.charCodeAt(p + 31) === 109 &&
                buf.charCodeAt(p + 32) === 111 &&
                buf.charCodeAt(p + 33) === 124 &&
                buf.charCodeAt(p + 34) === 62
                ? p + 35
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
            this.matchedCand = 19;
          }
        }
        // args ARGS_END -> request (grammars/plamo3.dialect:37)
        {
          r =
            p + 34 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 100 &&
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 116 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 111 &&
                buf.charCodeAt(p + 15) === 108 &&
                buf.charCodeAt(p + 16) === 95 &&
                buf.charCodeAt(p + 17) === 97 &&
                buf.charCodeAt(p + 18) === 114 &&
                buf.charCodeAt(p + 19) === 103 &&
                buf.charCodeAt(p + 20) === 117 &&
                buf.charCodeAt(p + 21) === 109 &&
                buf.charCodeAt(p + 22) === 101 &&
                buf.charCodeAt(p + 23) === 110 &&
                buf.charCodeAt(p + 24) === 116 &&
                buf.charCodeAt(p + 25) === 115 &&
                buf.charCodeAt(p + 26) === 58 &&
                buf.charCodeAt(p + 27) === 112 &&
                buf.charCodeAt(p + 28) === 108 &&
                buf.charCodeAt(p + 29) === 97 &&
                buf.charCodeAt(p + 30) === 109 &&
                buf.charCodeAt(p + 31) === 111 &&
                buf.charCodeAt(p + 32) === 124 &&
                buf.charCodeAt(p + 33) === 62
                ? p + 34
                : FAIL
              : matchLiteral(L10, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
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
        // absorb EOT in args (grammars/plamo3.dialect:42)
        if (!this.idOnly(0)) {
          r =
            p + 13 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 97 &&
                buf.charCodeAt(p + 5) === 109 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 58 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 97 &&
                buf.charCodeAt(p + 10) === 103 &&
                buf.charCodeAt(p + 11) === 124 &&
                buf.charCodeAt(p + 12) === 62
                ? p + 13
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

  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      let r: number;
      const head = this.headCode;
      switch (this.state) {
        // content : text (grammars/plamo3.dialect:20)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/plamo3.dialect:21)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // requests : discard (grammars/plamo3.dialect:22)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // request : discard (grammars/plamo3.dialect:23)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // name : tool_name (grammars/plamo3.dialect:24)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try4(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // args : args_json (grammars/plamo3.dialect:25)
        case 5:
          p = head < 0 ? next5(buf, p) : nextOrHead(buf, p, next5(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
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
    if (this.tracksJson[this.state] === 1) this.trackJson(buf, n);
    if (runStart < n) this.sink.chars(this.state, buf, runStart, n);
  }

  private headCandidate(terminal: number): number {
    switch (this.state) {
      case 0:
        switch (terminal) {
          case 0:
            return 2;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 0:
            return 6;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 0:
            return 10;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 0:
            return 15;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 0:
            return 18;
        }
        return NONE;
      case 5:
        switch (terminal) {
          case 0:
            return 21;
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
      case 0: // content REQS_START -> requests (grammars/plamo3.dialect:32)
        sink.terminal(3, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // content THINK_START -> reasoning : reasoning_start (grammars/plamo3.dialect:29)
        sink.terminal(1, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 2: // absorb EOT in content (grammars/plamo3.dialect:42)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 3: // reasoning REQS_START -> requests : reasoning_end (grammars/plamo3.dialect:31)
        sink.terminal(3, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 4: // absorb THINK_START in reasoning (grammars/plamo3.dialect:41)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 5: // reasoning THINK_END -> content : reasoning_end (grammars/plamo3.dialect:30)
        sink.terminal(2, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 6: // absorb EOT in reasoning (grammars/plamo3.dialect:42)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // requests REQS_START -> requests : restart (grammars/plamo3.dialect:32)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        return to;
      case 8: // requests REQ_START -> request : tool_start (grammars/plamo3.dialect:33)
        sink.terminal(5, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 9: // requests REQS_END -> content (grammars/plamo3.dialect:39)
        sink.terminal(4, 0, buf, from, to);
        this.state = 0;
        return to;
      case 10: // absorb EOT in requests (grammars/plamo3.dialect:42)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 11: // request ARGS_START -> args (grammars/plamo3.dialect:36)
        sink.terminal(9, 5, buf, from, to);
        this.state = 5;
        return to;
      case 12: // request REQS_START -> requests : restart (grammars/plamo3.dialect:32)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        this.state = 2;
        return to;
      case 13: // request REQ_END -> requests : tool_end (grammars/plamo3.dialect:38)
        sink.terminal(6, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 14: // request NAME_START -> name (grammars/plamo3.dialect:34)
        sink.terminal(7, 4, buf, from, to);
        this.state = 4;
        return to;
      case 15: // absorb EOT in request (grammars/plamo3.dialect:42)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 16: // name REQS_START -> requests : restart (grammars/plamo3.dialect:32)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        this.state = 2;
        return to;
      case 17: // name NAME_END -> request (grammars/plamo3.dialect:35)
        sink.terminal(8, 3, buf, from, to);
        this.state = 3;
        return to;
      case 18: // absorb EOT in name (grammars/plamo3.dialect:42)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 19: // args REQS_START -> requests : restart (grammars/plamo3.dialect:32)
        sink.restart();
        sink.terminal(3, 2, buf, from, to);
        this.state = 2;
        return to;
      case 20: // args ARGS_END -> request (grammars/plamo3.dialect:37)
        sink.terminal(10, 3, buf, from, to);
        this.state = 3;
        return to;
      case 21: // absorb EOT in args (grammars/plamo3.dialect:42)
        sink.terminal(0, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const plamo3: Dialect = {
  name: "plamo3",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new Plamo3Machine(ir, sink, initial, vocab),
};
export default plamo3;
