// DO NOT EDIT — generated from grammars/granite.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "granite",
  source: "grammars/granite.dialect",
  extends: [],
  terminals: [
    { name: "START_ROLE", special: true, variants: [[{ lit: "<|start_of_role|>" }]] },
    { name: "END_ROLE", special: true, variants: [[{ lit: "<|end_of_role|>" }]] },
    { name: "END_OF_TEXT", special: true, variants: [[{ lit: "<|end_of_text|>" }]] },
    { name: "TOOL_CALL", special: true, variants: [[{ lit: "<|tool_call|>" }]] },
    { name: "TOOL_CALL_TXT", special: false, variants: [[{ lit: "<tool_call>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/granite.dialect:14",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/granite.dialect:19", terminal: 3, target: 1, events: [] },
        { at: "grammars/granite.dialect:20", terminal: 4, target: 1, events: [] },
        { at: "grammars/granite.dialect:22", terminal: 2, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "calls",
      at: "grammars/granite.dialect:15",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true },
      transitions: [
        { at: "grammars/granite.dialect:22", terminal: 2, target: 1, events: [], absorb: true },
        {
          at: "grammars/granite.dialect:19",
          terminal: 3,
          target: 1,
          events: [],
          restart: true,
          outsideString: true,
        },
        {
          at: "grammars/granite.dialect:20",
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
const L0 = "<|end_of_text|>";
const L1 = "<|tool_call|>";
const L2 = "<tool_call>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** calls: the next position where a marker may start */
function next1(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The granite machine, specialised from grammars/granite.dialect. */
export class GraniteMachine extends CompiledMachine {
  /** content (grammars/granite.dialect:14): what starts at p */
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
        // absorb END_OF_TEXT in content (grammars/granite.dialect:22)
        if (!this.idOnly(2)) {
          r =
            p + 15 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 120 &&
                buf.charCodeAt(p + 12) === 116 &&
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
            this.matchedCand = 0;
          }
        }
        // content TOOL_CALL -> calls (grammars/granite.dialect:19)
        if (!this.idOnly(3)) {
          r =
            p + 13 <= n
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
        // content TOOL_CALL_TXT -> calls (grammars/granite.dialect:20)
        {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
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

  /** calls (grammars/granite.dialect:15): what starts at p */
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
        // absorb END_OF_TEXT in calls (grammars/granite.dialect:22)
        if (!this.idOnly(2)) {
          r =
            p + 15 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 120 &&
                buf.charCodeAt(p + 12) === 116 &&
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
            this.matchedCand = 3;
          }
        }
        // calls TOOL_CALL -> calls : restart (grammars/granite.dialect:19)
        if (!this.idOnly(3)) {
          r =
            p + 13 <= n
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
                buf.charCodeAt(p + 11) === 124 &&
                buf.charCodeAt(p + 12) === 62
                ? p + 13
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
            this.matchedCand = 4;
          }
        }
        // calls TOOL_CALL_TXT -> calls : restart (grammars/granite.dialect:20)
        {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 62
                ? p + 11
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
            this.matchedCand = 5;
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
        // content : text (grammars/granite.dialect:14)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // calls : envelope (grammars/granite.dialect:15)
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
          case 2:
            return 0;
          case 3:
            return 1;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 2:
            return 3;
          case 3:
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
      case 0: // absorb END_OF_TEXT in content (grammars/granite.dialect:22)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 1: // content TOOL_CALL -> calls (grammars/granite.dialect:19)
        sink.terminal(3, 1, buf, from, to);
        this.state = 1;
        return to;
      case 2: // content TOOL_CALL_TXT -> calls (grammars/granite.dialect:20)
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 3: // absorb END_OF_TEXT in calls (grammars/granite.dialect:22)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 4: // calls TOOL_CALL -> calls : restart (grammars/granite.dialect:19)
        sink.restart();
        sink.terminal(3, 1, buf, from, to);
        return to;
      case 5: // calls TOOL_CALL_TXT -> calls : restart (grammars/granite.dialect:20)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const granite: Dialect = {
  name: "granite",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new GraniteMachine(ir, sink, initial, vocab),
};
export default granite;
