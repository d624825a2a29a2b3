// DO NOT EDIT — generated from grammars/phi4_mini.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "phi4_mini",
  source: "grammars/phi4_mini.dialect",
  extends: [],
  terminals: [
    { name: "SYSTEM", special: true, variants: [[{ lit: "<|system|>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<|user|>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<|assistant|>" }]] },
    { name: "END", special: true, variants: [[{ lit: "<|end|>" }]] },
    {
      name: "FUNCTOOLS",
      special: false,
      variants: [[{ lit: "functools" }, { ws: 256 }, { lit: "[" }]],
    },
  ],
  states: [
    {
      name: "content",
      at: "grammars/phi4_mini.dialect:13",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/phi4_mini.dialect:18", terminal: 4, target: 1, events: [] },
        { at: "grammars/phi4_mini.dialect:20", terminal: 3, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "calls",
      at: "grammars/phi4_mini.dialect:14",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true },
      transitions: [
        { at: "grammars/phi4_mini.dialect:20", terminal: 3, target: 1, events: [], absorb: true },
        {
          at: "grammars/phi4_mini.dialect:18",
          terminal: 4,
          target: 1,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1, 2, 3],
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
const L0 = "functools";
const L1 = "[";
const L2 = "<|end|>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 102 /* f */:
        return p;
    }
  }
  return p;
}

/** calls: the next position where a marker may start */
function next1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 102 /* f */:
        return p;
    }
  }
  return p;
}

/** The phi4_mini machine, specialised from grammars/phi4_mini.dialect. */
export class Phi4MiniMachine extends CompiledMachine {
  /** content FUNCTOOLS -> calls (grammars/phi4_mini.dialect:18) */
  private cand0(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 9 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 102 &&
        buf.charCodeAt(q + 1) === 117 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 99 &&
        buf.charCodeAt(q + 4) === 116 &&
        buf.charCodeAt(q + 5) === 111 &&
        buf.charCodeAt(q + 6) === 111 &&
        buf.charCodeAt(q + 7) === 108 &&
        buf.charCodeAt(q + 8) === 115
      ))
        return FAIL;
      q += 9;
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
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 91)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** calls FUNCTOOLS -> calls : restart (grammars/phi4_mini.dialect:18) */
  private cand3(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 9 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 102 &&
        buf.charCodeAt(q + 1) === 117 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 99 &&
        buf.charCodeAt(q + 4) === 116 &&
        buf.charCodeAt(q + 5) === 111 &&
        buf.charCodeAt(q + 6) === 111 &&
        buf.charCodeAt(q + 7) === 108 &&
        buf.charCodeAt(q + 8) === 115
      ))
        return FAIL;
      q += 9;
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
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 91)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content (grammars/phi4_mini.dialect:13): what starts at p */
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
      case 102: /* f */ {
        // content FUNCTOOLS -> calls (grammars/phi4_mini.dialect:18)
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
        break;
      }
      case 60: /* < */ {
        // absorb END in content (grammars/phi4_mini.dialect:20)
        if (!this.idOnly(3)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 124 &&
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

  /** calls (grammars/phi4_mini.dialect:14): what starts at p */
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
        // absorb END in calls (grammars/phi4_mini.dialect:20)
        if (!this.idOnly(3)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 124 &&
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
            this.matchedCand = 2;
          }
        }
        break;
      }
      case 102: /* f */ {
        // calls FUNCTOOLS -> calls : restart (grammars/phi4_mini.dialect:18)
        {
          r = this.cand3(buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
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
        // content : text (grammars/phi4_mini.dialect:13)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // calls : envelope (grammars/phi4_mini.dialect:14)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try1(buf, p, atEnd, head);
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
          case 3:
            return 1;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 3:
            return 2;
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
      case 0: // content FUNCTOOLS -> calls (grammars/phi4_mini.dialect:18)
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 1: // absorb END in content (grammars/phi4_mini.dialect:20)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 2: // absorb END in calls (grammars/phi4_mini.dialect:20)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 3: // calls FUNCTOOLS -> calls : restart (grammars/phi4_mini.dialect:18)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const phi4_mini: Dialect = {
  name: "phi4_mini",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new Phi4MiniMachine(ir, sink, initial, vocab),
};
export default phi4_mini;
