// DO NOT EDIT — generated from grammars/hunyuan_a13b.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "hunyuan_a13b",
  source: "grammars/hunyuan_a13b.dialect",
  extends: ["jamba"],
  terminals: [
    { name: "BOM", special: true, variants: [[{ lit: "<|bom|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_calls>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_calls>" }]] },
    { name: "START", special: true, variants: [[{ lit: "<|startoftext|>" }]] },
    { name: "USER_END", special: true, variants: [[{ lit: "<|extra_0|>" }]] },
    { name: "SYSTEM_END", special: true, variants: [[{ lit: "<|extra_4|>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<|eos|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "ANSWER_START", special: true, variants: [[{ lit: "<answer>" }]] },
    { name: "ANSWER_END", special: true, variants: [[{ lit: "</answer>" }]] },
    { name: "ANSWER_CLOSE", special: false, variants: [[{ lit: "\n</answer>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/jamba.dialect:13",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/jamba.dialect:18", terminal: 2, target: 1, events: [] },
        {
          at: "grammars/hunyuan_a13b.dialect:23",
          terminal: 8,
          target: 2,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/jamba.dialect:21", terminal: 1, target: 0, events: [], absorb: true },
        {
          at: "grammars/hunyuan_a13b.dialect:27",
          terminal: 9,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/hunyuan_a13b.dialect:27",
          terminal: 10,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/hunyuan_a13b.dialect:27",
          terminal: 11,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/hunyuan_a13b.dialect:27",
          terminal: 12,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/hunyuan_a13b.dialect:27",
          terminal: 7,
          target: 0,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "calls",
      at: "grammars/jamba.dialect:14",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true },
      transitions: [
        {
          at: "grammars/jamba.dialect:19",
          terminal: 3,
          target: 0,
          events: [],
          outsideString: true,
        },
        { at: "grammars/jamba.dialect:21", terminal: 1, target: 1, events: [], absorb: true },
        {
          at: "grammars/hunyuan_a13b.dialect:29",
          terminal: 7,
          target: 1,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/jamba.dialect:18",
          terminal: 2,
          target: 1,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/hunyuan_a13b.dialect:19",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/hunyuan_a13b.dialect:24",
          terminal: 9,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/hunyuan_a13b.dialect:25",
          terminal: 2,
          target: 1,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/hunyuan_a13b.dialect:28",
          terminal: 8,
          target: 2,
          events: [],
          absorb: true,
        },
      ],
    },
  ],
  initial: { thinking: 2, plain: 0 },
  turnBoundaries: [4, 5, 6, 7],
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
const L0 = "<tool_calls>";
const L1 = "</answer>";
const L2 = "</think>";
const L3 = "<answer>";
const L4 = "<think>";
const L5 = "<|eom|>";
const L6 = "<|eos|>";
const L7 = "\n</answer>";
const L8 = "</tool_calls>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 10:
      case 60 /* < */:
        return p;
    }
  }
  return p;
}

/** calls: the next position where a marker may start */
function next1(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** reasoning: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The hunyuan_a13b machine, specialised from grammars/hunyuan_a13b.dialect. */
export class HunyuanA13bMachine extends CompiledMachine {
  /** content (grammars/jamba.dialect:13): what starts at p */
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
        // content TOOL_START -> calls (grammars/jamba.dialect:18)
        if (!this.idOnly(2)) {
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
        // absorb ANSWER_END in content (grammars/hunyuan_a13b.dialect:27)
        if (!this.idOnly(11)) {
          r =
            p + 9 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 97 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 115 &&
                buf.charCodeAt(p + 5) === 119 &&
                buf.charCodeAt(p + 6) === 101 &&
                buf.charCodeAt(p + 7) === 114 &&
                buf.charCodeAt(p + 8) === 62
                ? p + 9
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
        // absorb THINK_END in content (grammars/hunyuan_a13b.dialect:27)
        if (!this.idOnly(9)) {
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
        // absorb ANSWER_START in content (grammars/hunyuan_a13b.dialect:27)
        if (!this.idOnly(10)) {
          r =
            p + 8 <= n
              ? buf.charCodeAt(p + 1) === 97 &&
                buf.charCodeAt(p + 2) === 110 &&
                buf.charCodeAt(p + 3) === 115 &&
                buf.charCodeAt(p + 4) === 119 &&
                buf.charCodeAt(p + 5) === 101 &&
                buf.charCodeAt(p + 6) === 114 &&
                buf.charCodeAt(p + 7) === 62
                ? p + 8
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
        // content THINK_START -> reasoning : reasoning_start (grammars/hunyuan_a13b.dialect:23)
        if (!this.idOnly(8)) {
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
        // absorb EOM in content (grammars/jamba.dialect:21)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 109 &&
                buf.charCodeAt(p + 5) === 124 &&
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
            this.matchedCand = 5;
          }
        }
        // absorb EOS in content (grammars/hunyuan_a13b.dialect:27)
        if (!this.idOnly(7)) {
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
            this.matchedCand = 6;
          }
        }
        break;
      }
      case 10: {
        // absorb ANSWER_CLOSE in content (grammars/hunyuan_a13b.dialect:27)
        {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 60 &&
                buf.charCodeAt(p + 2) === 47 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 119 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 114 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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

  /** calls (grammars/jamba.dialect:14): what starts at p */
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
        // calls TOOL_END -> content (grammars/jamba.dialect:19)
        if (!this.idOnly(3)) {
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
              : matchLiteral(L8, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
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
        // calls TOOL_START -> calls : restart (grammars/jamba.dialect:18)
        if (!this.idOnly(2)) {
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
            this.matchedCand = 9;
          }
        }
        // absorb EOM in calls (grammars/jamba.dialect:21)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 109 &&
                buf.charCodeAt(p + 5) === 124 &&
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
            this.matchedCand = 10;
          }
        }
        // absorb EOS in calls (grammars/hunyuan_a13b.dialect:29)
        if (!this.idOnly(7)) {
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

  /** reasoning (grammars/hunyuan_a13b.dialect:19): what starts at p */
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
        // reasoning TOOL_START -> calls : reasoning_end (grammars/hunyuan_a13b.dialect:25)
        if (!this.idOnly(2)) {
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
            this.matchedCand = 12;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/hunyuan_a13b.dialect:24)
        if (!this.idOnly(9)) {
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
            this.matchedCand = 13;
          }
        }
        // absorb THINK_START in reasoning (grammars/hunyuan_a13b.dialect:28)
        if (!this.idOnly(8)) {
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
        // content : text (grammars/jamba.dialect:13)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // calls : envelope (grammars/jamba.dialect:14)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try1(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // reasoning : reasoning (grammars/hunyuan_a13b.dialect:19)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          r = this.try2(buf, p, atEnd, head);
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
          case 2:
            return 0;
          case 11:
            return 1;
          case 9:
            return 2;
          case 10:
            return 3;
          case 8:
            return 4;
          case 1:
            return 5;
          case 7:
            return 6;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 3:
            return 8;
          case 2:
            return this.sink.unconfirmedCall() ? 9 : NONE;
          case 1:
            return 10;
          case 7:
            return 11;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 2:
            return 12;
          case 9:
            return 13;
          case 8:
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
      case 0: // content TOOL_START -> calls (grammars/jamba.dialect:18)
        sink.terminal(2, 1, buf, from, to);
        this.state = 1;
        return to;
      case 1: // absorb ANSWER_END in content (grammars/hunyuan_a13b.dialect:27)
        sink.terminal(11, -1, buf, from, to);
        return to;
      case 2: // absorb THINK_END in content (grammars/hunyuan_a13b.dialect:27)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 3: // absorb ANSWER_START in content (grammars/hunyuan_a13b.dialect:27)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/hunyuan_a13b.dialect:23)
        sink.terminal(8, 2, buf, from, to);
        sink.reasoningStart();
        this.state = 2;
        return to;
      case 5: // absorb EOM in content (grammars/jamba.dialect:21)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 6: // absorb EOS in content (grammars/hunyuan_a13b.dialect:27)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 7: // absorb ANSWER_CLOSE in content (grammars/hunyuan_a13b.dialect:27)
        sink.terminal(12, -1, buf, from, to);
        return to;
      case 8: // calls TOOL_END -> content (grammars/jamba.dialect:19)
        sink.terminal(3, 0, buf, from, to);
        this.state = 0;
        return to;
      case 9: // calls TOOL_START -> calls : restart (grammars/jamba.dialect:18)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        return to;
      case 10: // absorb EOM in calls (grammars/jamba.dialect:21)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 11: // absorb EOS in calls (grammars/hunyuan_a13b.dialect:29)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 12: // reasoning TOOL_START -> calls : reasoning_end (grammars/hunyuan_a13b.dialect:25)
        sink.terminal(2, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 13: // reasoning THINK_END -> content : reasoning_end (grammars/hunyuan_a13b.dialect:24)
        sink.terminal(9, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 14: // absorb THINK_START in reasoning (grammars/hunyuan_a13b.dialect:28)
        sink.terminal(8, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const hunyuan_a13b: Dialect = {
  name: "hunyuan_a13b",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new HunyuanA13bMachine(ir, sink, initial, vocab),
};
export default hunyuan_a13b;
