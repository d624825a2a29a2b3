// DO NOT EDIT — generated from grammars/minimax_m1.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "minimax_m1",
  source: "grammars/minimax_m1.dialect",
  extends: [],
  terminals: [
    { name: "BEGIN", special: true, variants: [[{ lit: "<beginning_of_sentence>" }]] },
    { name: "END", special: true, variants: [[{ lit: "<end_of_sentence>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_calls>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_calls>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/minimax_m1.dialect:14",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/minimax_m1.dialect:20",
          terminal: 2,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/minimax_m1.dialect:22", terminal: 4, target: 2, events: [] },
        { at: "grammars/minimax_m1.dialect:25", terminal: 3, target: 0, events: [], absorb: true },
        { at: "grammars/minimax_m1.dialect:27", terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/minimax_m1.dialect:15",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/minimax_m1.dialect:21",
          terminal: 3,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/minimax_m1.dialect:26", terminal: 2, target: 1, events: [], absorb: true },
        { at: "grammars/minimax_m1.dialect:27", terminal: 1, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "calls",
      at: "grammars/minimax_m1.dialect:16",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true },
      transitions: [
        {
          at: "grammars/minimax_m1.dialect:23",
          terminal: 5,
          target: 0,
          events: [],
          outsideString: true,
        },
        { at: "grammars/minimax_m1.dialect:27", terminal: 1, target: 2, events: [], absorb: true },
        {
          at: "grammars/minimax_m1.dialect:22",
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
const L0 = "<end_of_sentence>";
const L1 = "<tool_calls>";
const L2 = "</think>";
const L3 = "<think>";
const L4 = "</tool_calls>";
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

/** The minimax_m1 machine, specialised from grammars/minimax_m1.dialect. */
export class MinimaxM1Machine extends CompiledMachine {
  /** content (grammars/minimax_m1.dialect:14): what starts at p */
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
        // absorb END in content (grammars/minimax_m1.dialect:27)
        if (!this.idOnly(1)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 110 &&
                buf.charCodeAt(p + 3) === 100 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 111 &&
                buf.charCodeAt(p + 6) === 102 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 115 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 110 &&
                buf.charCodeAt(p + 11) === 116 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 101 &&
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
        // content TOOL_START -> calls (grammars/minimax_m1.dialect:22)
        if (!this.idOnly(4)) {
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
        // absorb THINK_END in content (grammars/minimax_m1.dialect:25)
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
        // content THINK_START -> reasoning : reasoning_start (grammars/minimax_m1.dialect:20)
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

  /** reasoning (grammars/minimax_m1.dialect:15): what starts at p */
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
        // absorb END in reasoning (grammars/minimax_m1.dialect:27)
        if (!this.idOnly(1)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 110 &&
                buf.charCodeAt(p + 3) === 100 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 111 &&
                buf.charCodeAt(p + 6) === 102 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 115 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 110 &&
                buf.charCodeAt(p + 11) === 116 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 101 &&
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
        // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m1.dialect:21)
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
            this.matchedCand = 5;
          }
        }
        // absorb THINK_START in reasoning (grammars/minimax_m1.dialect:26)
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

  /** calls (grammars/minimax_m1.dialect:16): what starts at p */
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
        // absorb END in calls (grammars/minimax_m1.dialect:27)
        if (!this.idOnly(1)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 110 &&
                buf.charCodeAt(p + 3) === 100 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 111 &&
                buf.charCodeAt(p + 6) === 102 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 115 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 110 &&
                buf.charCodeAt(p + 11) === 116 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 101 &&
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
            this.matchedCand = 7;
          }
        }
        // calls TOOL_END -> content (grammars/minimax_m1.dialect:23)
        if (!this.idOnly(5)) {
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
            this.matchedCand = 8;
          }
        }
        // calls TOOL_START -> calls : restart (grammars/minimax_m1.dialect:22)
        if (!this.idOnly(4)) {
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

  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      let r: number;
      const head = this.headCode;
      switch (this.state) {
        // content : text (grammars/minimax_m1.dialect:14)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/minimax_m1.dialect:15)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // calls : envelope (grammars/minimax_m1.dialect:16)
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
          case 1:
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
          case 1:
            return 4;
          case 3:
            return 5;
          case 2:
            return 6;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 1:
            return 7;
          case 5:
            return 8;
          case 4:
            return this.sink.unconfirmedCall() ? 9 : NONE;
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
      case 0: // absorb END in content (grammars/minimax_m1.dialect:27)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 1: // content TOOL_START -> calls (grammars/minimax_m1.dialect:22)
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 2: // absorb THINK_END in content (grammars/minimax_m1.dialect:25)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 3: // content THINK_START -> reasoning : reasoning_start (grammars/minimax_m1.dialect:20)
        sink.terminal(2, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 4: // absorb END in reasoning (grammars/minimax_m1.dialect:27)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 5: // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m1.dialect:21)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 6: // absorb THINK_START in reasoning (grammars/minimax_m1.dialect:26)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 7: // absorb END in calls (grammars/minimax_m1.dialect:27)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 8: // calls TOOL_END -> content (grammars/minimax_m1.dialect:23)
        sink.terminal(5, 0, buf, from, to);
        this.state = 0;
        return to;
      case 9: // calls TOOL_START -> calls : restart (grammars/minimax_m1.dialect:22)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        return to;
    }
    return to;
  }
}

export const minimax_m1: Dialect = {
  name: "minimax_m1",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new MinimaxM1Machine(ir, sink, initial, vocab),
};
export default minimax_m1;
