// DO NOT EDIT — generated from grammars/olmo3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "olmo3",
  source: "grammars/olmo3.dialect",
  extends: ["chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "</think>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/olmo3.dialect:9",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/olmo3.dialect:16", terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/olmo3.dialect:10",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/olmo3.dialect:14",
          terminal: 3,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/olmo3.dialect:15", terminal: 2, target: 1, events: [], absorb: true },
        { at: "grammars/olmo3.dialect:16", terminal: 1, target: 1, events: [], absorb: true },
      ],
    },
  ],
  initial: { thinking: 1, plain: 1 },
  turnBoundaries: [0, 1],
  policies: {
    stripTrailingReasoningWhitespace: false,
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
const L0 = "<|im_end|>";
const L1 = "</think>";
const L2 = "<think>";
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

/** The olmo3 machine, specialised from grammars/olmo3.dialect. */
export class Olmo3Machine extends CompiledMachine {
  /** content (grammars/olmo3.dialect:9): what starts at p */
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
        // absorb IM_END in content (grammars/olmo3.dialect:16)
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

  /** reasoning (grammars/olmo3.dialect:10): what starts at p */
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
        // absorb IM_END in reasoning (grammars/olmo3.dialect:16)
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
            this.matchedCand = 1;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/olmo3.dialect:14)
        {
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
            this.matchedCand = 2;
          }
        }
        // absorb THINK_START in reasoning (grammars/olmo3.dialect:15)
        {
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

  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      let r: number;
      const head = this.headCode;
      switch (this.state) {
        // content : text (grammars/olmo3.dialect:9)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/olmo3.dialect:10)
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
          case 1:
            return 0;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 1:
            return 1;
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
      case 0: // absorb IM_END in content (grammars/olmo3.dialect:16)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 1: // absorb IM_END in reasoning (grammars/olmo3.dialect:16)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 2: // reasoning THINK_END -> content : reasoning_end (grammars/olmo3.dialect:14)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 3: // absorb THINK_START in reasoning (grammars/olmo3.dialect:15)
        sink.terminal(2, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const olmo3: Dialect = {
  name: "olmo3",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new Olmo3Machine(ir, sink, initial, vocab),
};
export default olmo3;
