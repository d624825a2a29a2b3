// DO NOT EDIT — generated from grammars/granite_20b_fc.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "granite_20b_fc",
  source: "grammars/granite_20b_fc.dialect",
  extends: [],
  terminals: [
    { name: "END_OF_TEXT", special: true, variants: [[{ lit: "<|endoftext|>" }]] },
    { name: "CALL", special: false, variants: [[{ lit: "<function_call>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/granite_20b_fc.dialect:10",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/granite_20b_fc.dialect:15",
          terminal: 1,
          target: 1,
          events: [{ kind: "tool_start" }],
        },
        {
          at: "grammars/granite_20b_fc.dialect:18",
          terminal: 0,
          target: 0,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "call",
      at: "grammars/granite_20b_fc.dialect:11",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"] },
      transitions: [
        {
          at: "grammars/granite_20b_fc.dialect:16",
          terminal: 1,
          target: 1,
          events: [{ kind: "tool_end" }, { kind: "tool_start" }],
          outsideString: true,
        },
        {
          at: "grammars/granite_20b_fc.dialect:18",
          terminal: 0,
          target: 1,
          events: [],
          absorb: true,
        },
      ],
    },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0],
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
const L0 = "<function_call>";
const L1 = "<|endoftext|>";
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

/** The granite_20b_fc machine, specialised from grammars/granite_20b_fc.dialect. */
export class Granite20bFcMachine extends CompiledMachine {
  /** content (grammars/granite_20b_fc.dialect:10): what starts at p */
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
        // content CALL -> call : tool_start (grammars/granite_20b_fc.dialect:15)
        {
          r =
            p + 15 <= n
              ? buf.charCodeAt(p + 1) === 102 &&
                buf.charCodeAt(p + 2) === 117 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 99 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 105 &&
                buf.charCodeAt(p + 7) === 111 &&
                buf.charCodeAt(p + 8) === 110 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 99 &&
                buf.charCodeAt(p + 11) === 97 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 108 &&
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
            this.matchedCand = 0;
          }
        }
        // absorb END_OF_TEXT in content (grammars/granite_20b_fc.dialect:18)
        if (!this.idOnly(0)) {
          r =
            p + 13 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 111 &&
                buf.charCodeAt(p + 6) === 102 &&
                buf.charCodeAt(p + 7) === 116 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 120 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 124 &&
                buf.charCodeAt(p + 12) === 62
                ? p + 13
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

  /** call (grammars/granite_20b_fc.dialect:11): what starts at p */
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
        // call CALL -> call : tool_end, tool_start (grammars/granite_20b_fc.dialect:16)
        {
          r =
            p + 15 <= n
              ? buf.charCodeAt(p + 1) === 102 &&
                buf.charCodeAt(p + 2) === 117 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 99 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 105 &&
                buf.charCodeAt(p + 7) === 111 &&
                buf.charCodeAt(p + 8) === 110 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 99 &&
                buf.charCodeAt(p + 11) === 97 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 108 &&
                buf.charCodeAt(p + 14) === 62
                ? p + 15
                : FAIL
              : matchLiteral(L0, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
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
        // absorb END_OF_TEXT in call (grammars/granite_20b_fc.dialect:18)
        if (!this.idOnly(0)) {
          r =
            p + 13 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 111 &&
                buf.charCodeAt(p + 6) === 102 &&
                buf.charCodeAt(p + 7) === 116 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 120 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 124 &&
                buf.charCodeAt(p + 12) === 62
                ? p + 13
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
        // content : text (grammars/granite_20b_fc.dialect:10)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // call : envelope (grammars/granite_20b_fc.dialect:11)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
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
    if (this.tracksJson[this.state] === 1) this.trackJson(buf, n);
    if (runStart < n) this.sink.chars(this.state, buf, runStart, n);
  }

  private headCandidate(terminal: number): number {
    switch (this.state) {
      case 0:
        switch (terminal) {
          case 0:
            return 1;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 0:
            return 3;
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
      case 0: // content CALL -> call : tool_start (grammars/granite_20b_fc.dialect:15)
        sink.terminal(1, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 1: // absorb END_OF_TEXT in content (grammars/granite_20b_fc.dialect:18)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 2: // call CALL -> call : tool_end, tool_start (grammars/granite_20b_fc.dialect:16)
        sink.terminal(1, 1, buf, from, to);
        sink.toolEnd();
        sink.toolStart(false);
        return to;
      case 3: // absorb END_OF_TEXT in call (grammars/granite_20b_fc.dialect:18)
        sink.terminal(0, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const granite_20b_fc: Dialect = {
  name: "granite_20b_fc",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new Granite20bFcMachine(ir, sink, initial, vocab),
};
export default granite_20b_fc;
