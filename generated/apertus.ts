// DO NOT EDIT — generated from grammars/apertus.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "apertus",
  source: "grammars/apertus.dialect",
  extends: [],
  terminals: [
    { name: "SYSTEM_START", special: true, variants: [[{ lit: "<|system_start|>" }]] },
    { name: "SYSTEM_END", special: true, variants: [[{ lit: "<|system_end|>" }]] },
    { name: "USER_START", special: true, variants: [[{ lit: "<|user_start|>" }]] },
    { name: "USER_END", special: true, variants: [[{ lit: "<|user_end|>" }]] },
    { name: "ASSISTANT_START", special: true, variants: [[{ lit: "<|assistant_start|>" }]] },
    { name: "ASSISTANT_END", special: true, variants: [[{ lit: "<|assistant_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<|inner_prefix|>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "<|inner_suffix|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<|tools_prefix|>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "<|tools_suffix|>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/apertus.dialect:19",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/apertus.dialect:25",
          terminal: 6,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/apertus.dialect:28", terminal: 8, target: 2, events: [] },
        { at: "grammars/apertus.dialect:31", terminal: 7, target: 0, events: [], absorb: true },
        { at: "grammars/apertus.dialect:33", terminal: 5, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/apertus.dialect:20",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/apertus.dialect:26",
          terminal: 7,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/apertus.dialect:27",
          terminal: 8,
          target: 2,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/apertus.dialect:32", terminal: 6, target: 1, events: [], absorb: true },
        { at: "grammars/apertus.dialect:33", terminal: 5, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "calls",
      at: "grammars/apertus.dialect:21",
      channel: {
        kind: 4,
        nameKeys: ["name"],
        argsKeys: ["arguments", "parameters"],
        array: true,
        nameAsKey: true,
      },
      transitions: [
        {
          at: "grammars/apertus.dialect:29",
          terminal: 9,
          target: 0,
          events: [],
          outsideString: true,
        },
        { at: "grammars/apertus.dialect:33", terminal: 5, target: 2, events: [], absorb: true },
        {
          at: "grammars/apertus.dialect:28",
          terminal: 8,
          target: 2,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2, 3, 4, 5],
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
const L0 = "<|assistant_end|>";
const L1 = "<|inner_prefix|>";
const L2 = "<|tools_prefix|>";
const L3 = "<|inner_suffix|>";
const L4 = "<|tools_suffix|>";
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

/** The apertus machine, specialised from grammars/apertus.dialect. */
export class ApertusMachine extends CompiledMachine {
  /** content (grammars/apertus.dialect:19): what starts at p */
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
        // absorb ASSISTANT_END in content (grammars/apertus.dialect:33)
        if (!this.idOnly(5)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 97 &&
                buf.charCodeAt(p + 3) === 115 &&
                buf.charCodeAt(p + 4) === 115 &&
                buf.charCodeAt(p + 5) === 105 &&
                buf.charCodeAt(p + 6) === 115 &&
                buf.charCodeAt(p + 7) === 116 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 100 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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
        // content THINK_START -> reasoning : reasoning_start (grammars/apertus.dialect:25)
        if (!this.idOnly(6)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 101 &&
                buf.charCodeAt(p + 6) === 114 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 112 &&
                buf.charCodeAt(p + 9) === 114 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 102 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 120 &&
                buf.charCodeAt(p + 14) === 124 &&
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
        // content TOOL_START -> calls (grammars/apertus.dialect:28)
        if (!this.idOnly(8)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 115 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 112 &&
                buf.charCodeAt(p + 9) === 114 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 102 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 120 &&
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
        // absorb THINK_END in content (grammars/apertus.dialect:31)
        if (!this.idOnly(7)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 101 &&
                buf.charCodeAt(p + 6) === 114 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 115 &&
                buf.charCodeAt(p + 9) === 117 &&
                buf.charCodeAt(p + 10) === 102 &&
                buf.charCodeAt(p + 11) === 102 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 120 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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

  /** reasoning (grammars/apertus.dialect:20): what starts at p */
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
        // absorb ASSISTANT_END in reasoning (grammars/apertus.dialect:33)
        if (!this.idOnly(5)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 97 &&
                buf.charCodeAt(p + 3) === 115 &&
                buf.charCodeAt(p + 4) === 115 &&
                buf.charCodeAt(p + 5) === 105 &&
                buf.charCodeAt(p + 6) === 115 &&
                buf.charCodeAt(p + 7) === 116 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 100 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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
        // reasoning THINK_END -> content : reasoning_end (grammars/apertus.dialect:26)
        if (!this.idOnly(7)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 101 &&
                buf.charCodeAt(p + 6) === 114 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 115 &&
                buf.charCodeAt(p + 9) === 117 &&
                buf.charCodeAt(p + 10) === 102 &&
                buf.charCodeAt(p + 11) === 102 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 120 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
        // reasoning TOOL_START -> calls : reasoning_end (grammars/apertus.dialect:27)
        if (!this.idOnly(8)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 115 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 112 &&
                buf.charCodeAt(p + 9) === 114 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 102 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 120 &&
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
            this.matchedCand = 6;
          }
        }
        // absorb THINK_START in reasoning (grammars/apertus.dialect:32)
        if (!this.idOnly(6)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 105 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 101 &&
                buf.charCodeAt(p + 6) === 114 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 112 &&
                buf.charCodeAt(p + 9) === 114 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 102 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 120 &&
                buf.charCodeAt(p + 14) === 124 &&
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

  /** calls (grammars/apertus.dialect:21): what starts at p */
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
        // absorb ASSISTANT_END in calls (grammars/apertus.dialect:33)
        if (!this.idOnly(5)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 97 &&
                buf.charCodeAt(p + 3) === 115 &&
                buf.charCodeAt(p + 4) === 115 &&
                buf.charCodeAt(p + 5) === 105 &&
                buf.charCodeAt(p + 6) === 115 &&
                buf.charCodeAt(p + 7) === 116 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 95 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 100 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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
            this.matchedCand = 8;
          }
        }
        // calls TOOL_END -> content (grammars/apertus.dialect:29)
        if (!this.idOnly(9)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 115 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 115 &&
                buf.charCodeAt(p + 9) === 117 &&
                buf.charCodeAt(p + 10) === 102 &&
                buf.charCodeAt(p + 11) === 102 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 120 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
            this.matchedCand = 9;
          }
        }
        // calls TOOL_START -> calls : restart (grammars/apertus.dialect:28)
        if (!this.idOnly(8)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 115 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 112 &&
                buf.charCodeAt(p + 9) === 114 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 102 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 120 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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

  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      let r: number;
      const head = this.headCode;
      switch (this.state) {
        // content : text (grammars/apertus.dialect:19)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/apertus.dialect:20)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // calls : envelope (grammars/apertus.dialect:21)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
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
          case 5:
            return 0;
          case 6:
            return 1;
          case 8:
            return 2;
          case 7:
            return 3;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 5:
            return 4;
          case 7:
            return 5;
          case 8:
            return 6;
          case 6:
            return 7;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 5:
            return 8;
          case 9:
            return 9;
          case 8:
            return this.sink.unconfirmedCall() ? 10 : NONE;
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
      case 0: // absorb ASSISTANT_END in content (grammars/apertus.dialect:33)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 1: // content THINK_START -> reasoning : reasoning_start (grammars/apertus.dialect:25)
        sink.terminal(6, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 2: // content TOOL_START -> calls (grammars/apertus.dialect:28)
        sink.terminal(8, 2, buf, from, to);
        this.state = 2;
        return to;
      case 3: // absorb THINK_END in content (grammars/apertus.dialect:31)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 4: // absorb ASSISTANT_END in reasoning (grammars/apertus.dialect:33)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 5: // reasoning THINK_END -> content : reasoning_end (grammars/apertus.dialect:26)
        sink.terminal(7, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 6: // reasoning TOOL_START -> calls : reasoning_end (grammars/apertus.dialect:27)
        sink.terminal(8, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 7: // absorb THINK_START in reasoning (grammars/apertus.dialect:32)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 8: // absorb ASSISTANT_END in calls (grammars/apertus.dialect:33)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 9: // calls TOOL_END -> content (grammars/apertus.dialect:29)
        sink.terminal(9, 0, buf, from, to);
        this.state = 0;
        return to;
      case 10: // calls TOOL_START -> calls : restart (grammars/apertus.dialect:28)
        sink.restart();
        sink.terminal(8, 2, buf, from, to);
        return to;
    }
    return to;
  }
}

export const apertus: Dialect = {
  name: "apertus",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new ApertusMachine(ir, sink, initial, vocab),
};
export default apertus;
