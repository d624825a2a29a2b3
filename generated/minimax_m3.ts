// DO NOT EDIT — generated from grammars/minimax_m3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "minimax_m3",
  source: "grammars/minimax_m3.dialect",
  extends: [],
  terminals: [
    { name: "BEGIN", special: true, variants: [[{ lit: "]~!b[" }]] },
    { name: "TURN", special: true, variants: [[{ lit: "]~b]" }]] },
    { name: "END", special: true, variants: [[{ lit: "[e~[" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<mm:think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</mm:think>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/minimax_m3.dialect:14",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/minimax_m3.dialect:19",
          terminal: 3,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/minimax_m3.dialect:22", terminal: 2, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/minimax_m3.dialect:15",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/minimax_m3.dialect:20",
          terminal: 4,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/minimax_m3.dialect:21", terminal: 3, target: 1, events: [], absorb: true },
        { at: "grammars/minimax_m3.dialect:22", terminal: 2, target: 1, events: [], absorb: true },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2],
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
const L0 = "<mm:think>";
const L1 = "[e~[";
const L2 = "</mm:think>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91 /* [ */:
        return p;
    }
  }
  return p;
}

/** reasoning: the next position where a marker may start */
function next1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91 /* [ */:
        return p;
    }
  }
  return p;
}

/** The minimax_m3 machine, specialised from grammars/minimax_m3.dialect. */
export class MinimaxM3Machine extends CompiledMachine {
  /** content (grammars/minimax_m3.dialect:14): what starts at p */
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
        // content THINK_START -> reasoning : reasoning_start (grammars/minimax_m3.dialect:19)
        {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 109 &&
                buf.charCodeAt(p + 2) === 109 &&
                buf.charCodeAt(p + 3) === 58 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 104 &&
                buf.charCodeAt(p + 6) === 105 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 107 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
        break;
      }
      case 91: /* [ */ {
        // absorb END in content (grammars/minimax_m3.dialect:22)
        if (!this.idOnly(2)) {
          r =
            p + 4 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 126 &&
                buf.charCodeAt(p + 3) === 91
                ? p + 4
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

  /** reasoning (grammars/minimax_m3.dialect:15): what starts at p */
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
        // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m3.dialect:20)
        {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 109 &&
                buf.charCodeAt(p + 3) === 109 &&
                buf.charCodeAt(p + 4) === 58 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 104 &&
                buf.charCodeAt(p + 7) === 105 &&
                buf.charCodeAt(p + 8) === 110 &&
                buf.charCodeAt(p + 9) === 107 &&
                buf.charCodeAt(p + 10) === 62
                ? p + 11
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
        // absorb THINK_START in reasoning (grammars/minimax_m3.dialect:21)
        {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 109 &&
                buf.charCodeAt(p + 2) === 109 &&
                buf.charCodeAt(p + 3) === 58 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 104 &&
                buf.charCodeAt(p + 6) === 105 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 107 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
        break;
      }
      case 91: /* [ */ {
        // absorb END in reasoning (grammars/minimax_m3.dialect:22)
        if (!this.idOnly(2)) {
          r =
            p + 4 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 126 &&
                buf.charCodeAt(p + 3) === 91
                ? p + 4
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
        // content : text (grammars/minimax_m3.dialect:14)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/minimax_m3.dialect:15)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
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
          case 2:
            return 1;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 2:
            return 4;
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
      case 0: // content THINK_START -> reasoning : reasoning_start (grammars/minimax_m3.dialect:19)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 1: // absorb END in content (grammars/minimax_m3.dialect:22)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 2: // reasoning THINK_END -> content : reasoning_end (grammars/minimax_m3.dialect:20)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 3: // absorb THINK_START in reasoning (grammars/minimax_m3.dialect:21)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 4: // absorb END in reasoning (grammars/minimax_m3.dialect:22)
        sink.terminal(2, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const minimax_m3: Dialect = {
  name: "minimax_m3",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new MinimaxM3Machine(ir, sink, initial, vocab),
};
export default minimax_m3;
