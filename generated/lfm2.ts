// DO NOT EDIT — generated from grammars/lfm2.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "lfm2",
  source: "grammars/lfm2.dialect",
  extends: ["chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<|tool_call_start|>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "<|tool_call_end|>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/lfm2.dialect:11",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/lfm2.dialect:17",
          terminal: 2,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/lfm2.dialect:20", terminal: 4, target: 2, events: [] },
        { at: "grammars/lfm2.dialect:23", terminal: 3, target: 0, events: [], absorb: true },
        { at: "grammars/lfm2.dialect:26", terminal: 5, target: 0, events: [], absorb: true },
        { at: "grammars/lfm2.dialect:27", terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/lfm2.dialect:12",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/lfm2.dialect:18",
          terminal: 3,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/lfm2.dialect:19",
          terminal: 4,
          target: 2,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/lfm2.dialect:24", terminal: 2, target: 1, events: [], absorb: true },
        { at: "grammars/lfm2.dialect:27", terminal: 1, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "calls",
      at: "grammars/lfm2.dialect:13",
      channel: {
        kind: 4,
        nameKeys: ["name"],
        argsKeys: ["arguments", "parameters"],
        array: true,
        python: true,
      },
      transitions: [
        { at: "grammars/lfm2.dialect:21", terminal: 5, target: 0, events: [] },
        { at: "grammars/lfm2.dialect:27", terminal: 1, target: 2, events: [], absorb: true },
        {
          at: "grammars/lfm2.dialect:20",
          terminal: 4,
          target: 2,
          events: [],
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
    thinkingDefault: true,
    toolCallId: "chatcmpl",
    blockSeparator: "",
    unwrapArguments: false,
    prefill: "",
    captureEscapes: "none",
    caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 },
  },
};
const L0 = "<|tool_call_start|>";
const L1 = "<|tool_call_end|>";
const L2 = "<|im_end|>";
const L3 = "</think>";
const L4 = "<think>";
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

/** The lfm2 machine, specialised from grammars/lfm2.dialect. */
export class Lfm2Machine extends CompiledMachine {
  /** content (grammars/lfm2.dialect:11): what starts at p */
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
        // content TOOL_START -> calls (grammars/lfm2.dialect:20)
        if (!this.idOnly(4)) {
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
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 116 &&
                buf.charCodeAt(p + 14) === 97 &&
                buf.charCodeAt(p + 15) === 114 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 124 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
        // absorb TOOL_END in content (grammars/lfm2.dialect:26)
        if (!this.idOnly(5)) {
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
        // absorb IM_END in content (grammars/lfm2.dialect:27)
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
        // absorb THINK_END in content (grammars/lfm2.dialect:23)
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
        // content THINK_START -> reasoning : reasoning_start (grammars/lfm2.dialect:17)
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

  /** reasoning (grammars/lfm2.dialect:12): what starts at p */
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
        // reasoning TOOL_START -> calls : reasoning_end (grammars/lfm2.dialect:19)
        if (!this.idOnly(4)) {
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
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 116 &&
                buf.charCodeAt(p + 14) === 97 &&
                buf.charCodeAt(p + 15) === 114 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 124 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
            this.matchedCand = 5;
          }
        }
        // absorb IM_END in reasoning (grammars/lfm2.dialect:27)
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
        // reasoning THINK_END -> content : reasoning_end (grammars/lfm2.dialect:18)
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
        // absorb THINK_START in reasoning (grammars/lfm2.dialect:24)
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

  /** calls (grammars/lfm2.dialect:13): what starts at p */
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
        // calls TOOL_START -> calls : restart (grammars/lfm2.dialect:20)
        if (!this.idOnly(4)) {
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
                buf.charCodeAt(p + 12) === 115 &&
                buf.charCodeAt(p + 13) === 116 &&
                buf.charCodeAt(p + 14) === 97 &&
                buf.charCodeAt(p + 15) === 114 &&
                buf.charCodeAt(p + 16) === 116 &&
                buf.charCodeAt(p + 17) === 124 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
        // calls TOOL_END -> content (grammars/lfm2.dialect:21)
        if (!this.idOnly(5)) {
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
            this.matchedCand = 10;
          }
        }
        // absorb IM_END in calls (grammars/lfm2.dialect:27)
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

  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      let r: number;
      const head = this.headCode;
      switch (this.state) {
        // content : text (grammars/lfm2.dialect:11)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/lfm2.dialect:12)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // calls : envelope (grammars/lfm2.dialect:13)
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
          case 4:
            return 0;
          case 5:
            return 1;
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
          case 4:
            return this.sink.unconfirmedCall() ? 9 : NONE;
          case 5:
            return 10;
          case 1:
            return 11;
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
      case 0: // content TOOL_START -> calls (grammars/lfm2.dialect:20)
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb TOOL_END in content (grammars/lfm2.dialect:26)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 2: // absorb IM_END in content (grammars/lfm2.dialect:27)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 3: // absorb THINK_END in content (grammars/lfm2.dialect:23)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/lfm2.dialect:17)
        sink.terminal(2, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 5: // reasoning TOOL_START -> calls : reasoning_end (grammars/lfm2.dialect:19)
        sink.terminal(4, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 6: // absorb IM_END in reasoning (grammars/lfm2.dialect:27)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 7: // reasoning THINK_END -> content : reasoning_end (grammars/lfm2.dialect:18)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 8: // absorb THINK_START in reasoning (grammars/lfm2.dialect:24)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 9: // calls TOOL_START -> calls : restart (grammars/lfm2.dialect:20)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        return to;
      case 10: // calls TOOL_END -> content (grammars/lfm2.dialect:21)
        sink.terminal(5, 0, buf, from, to);
        this.state = 0;
        return to;
      case 11: // absorb IM_END in calls (grammars/lfm2.dialect:27)
        sink.terminal(1, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const lfm2: Dialect = {
  name: "lfm2",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new Lfm2Machine(ir, sink, initial, vocab),
};
export default lfm2;
