// DO NOT EDIT — generated from grammars/gigachat3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "gigachat3",
  source: "grammars/gigachat3.dialect",
  extends: [],
  terminals: [
    { name: "BOS", special: true, variants: [[{ lit: "<s>" }]] },
    { name: "MESSAGE_SEP", special: true, variants: [[{ lit: "<|message_sep|>" }]] },
    { name: "ROLE_SEP", special: true, variants: [[{ lit: "<|role_sep|>" }]] },
    {
      name: "HEADER",
      special: false,
      variants: [[{ lit: "<|message_sep|>" }, { ws: 256 }, { lit: "function call<|role_sep|>" }]],
    },
    { name: "FUNCTION_CALL", special: true, variants: [[{ lit: "<|function_call|>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/gigachat3.dialect:13",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/gigachat3.dialect:18",
          terminal: 3,
          target: 1,
          events: [{ kind: "tool_start" }],
        },
        {
          at: "grammars/gigachat3.dialect:19",
          terminal: 4,
          target: 1,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/gigachat3.dialect:21", terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "call",
      at: "grammars/gigachat3.dialect:14",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"] },
      transitions: [
        {
          at: "grammars/gigachat3.dialect:18",
          terminal: 3,
          target: 1,
          events: [{ kind: "tool_start" }],
          restart: true,
          outsideString: true,
        },
        {
          at: "grammars/gigachat3.dialect:19",
          terminal: 4,
          target: 1,
          events: [{ kind: "tool_start" }],
          restart: true,
          outsideString: true,
        },
      ],
    },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1, 2],
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
const L0 = "<|message_sep|>";
const L1 = "function call<|role_sep|>";
const L2 = "<|function_call|>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** call: the next position where a marker may start */
function next1(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The gigachat3 machine, specialised from grammars/gigachat3.dialect. */
export class Gigachat3Machine extends CompiledMachine {
  /** content HEADER -> call : tool_start (grammars/gigachat3.dialect:18) */
  private cand0(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 15 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 95 &&
        buf.charCodeAt(q + 10) === 115 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 112 &&
        buf.charCodeAt(q + 13) === 124 &&
        buf.charCodeAt(q + 14) === 62
      ))
        return FAIL;
      q += 15;
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
    if (q + 25 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 102 &&
        buf.charCodeAt(q + 1) === 117 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 99 &&
        buf.charCodeAt(q + 4) === 116 &&
        buf.charCodeAt(q + 5) === 105 &&
        buf.charCodeAt(q + 6) === 111 &&
        buf.charCodeAt(q + 7) === 110 &&
        buf.charCodeAt(q + 8) === 32 &&
        buf.charCodeAt(q + 9) === 99 &&
        buf.charCodeAt(q + 10) === 97 &&
        buf.charCodeAt(q + 11) === 108 &&
        buf.charCodeAt(q + 12) === 108 &&
        buf.charCodeAt(q + 13) === 60 &&
        buf.charCodeAt(q + 14) === 124 &&
        buf.charCodeAt(q + 15) === 114 &&
        buf.charCodeAt(q + 16) === 111 &&
        buf.charCodeAt(q + 17) === 108 &&
        buf.charCodeAt(q + 18) === 101 &&
        buf.charCodeAt(q + 19) === 95 &&
        buf.charCodeAt(q + 20) === 115 &&
        buf.charCodeAt(q + 21) === 101 &&
        buf.charCodeAt(q + 22) === 112 &&
        buf.charCodeAt(q + 23) === 124 &&
        buf.charCodeAt(q + 24) === 62
      ))
        return FAIL;
      q += 25;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** call HEADER -> call : restart, tool_start (grammars/gigachat3.dialect:18) */
  private cand3(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 15 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 124 &&
        buf.charCodeAt(q + 2) === 109 &&
        buf.charCodeAt(q + 3) === 101 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 115 &&
        buf.charCodeAt(q + 6) === 97 &&
        buf.charCodeAt(q + 7) === 103 &&
        buf.charCodeAt(q + 8) === 101 &&
        buf.charCodeAt(q + 9) === 95 &&
        buf.charCodeAt(q + 10) === 115 &&
        buf.charCodeAt(q + 11) === 101 &&
        buf.charCodeAt(q + 12) === 112 &&
        buf.charCodeAt(q + 13) === 124 &&
        buf.charCodeAt(q + 14) === 62
      ))
        return FAIL;
      q += 15;
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
    if (q + 25 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 102 &&
        buf.charCodeAt(q + 1) === 117 &&
        buf.charCodeAt(q + 2) === 110 &&
        buf.charCodeAt(q + 3) === 99 &&
        buf.charCodeAt(q + 4) === 116 &&
        buf.charCodeAt(q + 5) === 105 &&
        buf.charCodeAt(q + 6) === 111 &&
        buf.charCodeAt(q + 7) === 110 &&
        buf.charCodeAt(q + 8) === 32 &&
        buf.charCodeAt(q + 9) === 99 &&
        buf.charCodeAt(q + 10) === 97 &&
        buf.charCodeAt(q + 11) === 108 &&
        buf.charCodeAt(q + 12) === 108 &&
        buf.charCodeAt(q + 13) === 60 &&
        buf.charCodeAt(q + 14) === 124 &&
        buf.charCodeAt(q + 15) === 114 &&
        buf.charCodeAt(q + 16) === 111 &&
        buf.charCodeAt(q + 17) === 108 &&
        buf.charCodeAt(q + 18) === 101 &&
        buf.charCodeAt(q + 19) === 95 &&
        buf.charCodeAt(q + 20) === 115 &&
        buf.charCodeAt(q + 21) === 101 &&
        buf.charCodeAt(q + 22) === 112 &&
        buf.charCodeAt(q + 23) === 124 &&
        buf.charCodeAt(q + 24) === 62
      ))
        return FAIL;
      q += 25;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content (grammars/gigachat3.dialect:13): what starts at p */
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
        // content HEADER -> call : tool_start (grammars/gigachat3.dialect:18)
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
        // content FUNCTION_CALL -> call : tool_start (grammars/gigachat3.dialect:19)
        if (!this.idOnly(4)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 102 &&
                buf.charCodeAt(p + 3) === 117 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 99 &&
                buf.charCodeAt(p + 6) === 116 &&
                buf.charCodeAt(p + 7) === 105 &&
                buf.charCodeAt(p + 8) === 111 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 95 &&
                buf.charCodeAt(p + 11) === 99 &&
                buf.charCodeAt(p + 12) === 97 &&
                buf.charCodeAt(p + 13) === 108 &&
                buf.charCodeAt(p + 14) === 108 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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
        // absorb MESSAGE_SEP in content (grammars/gigachat3.dialect:21)
        if (!this.idOnly(1)) {
          r =
            p + 15 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 109 &&
                buf.charCodeAt(p + 3) === 101 &&
                buf.charCodeAt(p + 4) === 115 &&
                buf.charCodeAt(p + 5) === 115 &&
                buf.charCodeAt(p + 6) === 97 &&
                buf.charCodeAt(p + 7) === 103 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 115 &&
                buf.charCodeAt(p + 11) === 101 &&
                buf.charCodeAt(p + 12) === 112 &&
                buf.charCodeAt(p + 13) === 124 &&
                buf.charCodeAt(p + 14) === 62
                ? p + 15
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

  /** call (grammars/gigachat3.dialect:14): what starts at p */
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
        // call HEADER -> call : restart, tool_start (grammars/gigachat3.dialect:18)
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
        // call FUNCTION_CALL -> call : restart, tool_start (grammars/gigachat3.dialect:19)
        if (!this.idOnly(4)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 102 &&
                buf.charCodeAt(p + 3) === 117 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 99 &&
                buf.charCodeAt(p + 6) === 116 &&
                buf.charCodeAt(p + 7) === 105 &&
                buf.charCodeAt(p + 8) === 111 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 95 &&
                buf.charCodeAt(p + 11) === 99 &&
                buf.charCodeAt(p + 12) === 97 &&
                buf.charCodeAt(p + 13) === 108 &&
                buf.charCodeAt(p + 14) === 108 &&
                buf.charCodeAt(p + 15) === 124 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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
        // content : text (grammars/gigachat3.dialect:13)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // call : envelope (grammars/gigachat3.dialect:14)
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
          case 4:
            return 1;
          case 1:
            return 2;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 4:
            return this.sink.unconfirmedCall() ? 4 : NONE;
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
      case 0: // content HEADER -> call : tool_start (grammars/gigachat3.dialect:18)
        sink.terminal(3, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 1: // content FUNCTION_CALL -> call : tool_start (grammars/gigachat3.dialect:19)
        sink.terminal(4, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 2: // absorb MESSAGE_SEP in content (grammars/gigachat3.dialect:21)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 3: // call HEADER -> call : restart, tool_start (grammars/gigachat3.dialect:18)
        sink.restart();
        sink.terminal(3, 1, buf, from, to);
        sink.toolStart(false);
        return to;
      case 4: // call FUNCTION_CALL -> call : restart, tool_start (grammars/gigachat3.dialect:19)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        sink.toolStart(false);
        return to;
    }
    return to;
  }
}

export const gigachat3: Dialect = {
  name: "gigachat3",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new Gigachat3Machine(ir, sink, initial, vocab),
};
export default gigachat3;
