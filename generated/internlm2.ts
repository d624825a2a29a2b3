// DO NOT EDIT — generated from grammars/internlm2.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "internlm2",
  source: "grammars/internlm2.dialect",
  extends: ["chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "ACTION_START", special: true, variants: [[{ lit: "<|action_start|>" }]] },
    { name: "PLUGIN", special: true, variants: [[{ lit: "<|plugin|>" }]] },
    { name: "ACTION_END", special: true, variants: [[{ lit: "<|action_end|>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/internlm2.dialect:9",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/internlm2.dialect:15", terminal: 2, target: 1, events: [] },
        { at: "grammars/internlm2.dialect:20", terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "action",
      at: "grammars/internlm2.dialect:10",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/internlm2.dialect:16",
          terminal: 3,
          target: 2,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/internlm2.dialect:18", terminal: 4, target: 0, events: [] },
        { at: "grammars/internlm2.dialect:15", terminal: 2, target: 1, events: [], restart: true },
      ],
    },
    {
      name: "call",
      at: "grammars/internlm2.dialect:11",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["parameters", "arguments"] },
      transitions: [
        {
          at: "grammars/internlm2.dialect:17",
          terminal: 4,
          target: 0,
          events: [{ kind: "tool_end" }],
          outsideString: true,
        },
        { at: "grammars/internlm2.dialect:20", terminal: 1, target: 2, events: [], absorb: true },
        {
          at: "grammars/internlm2.dialect:15",
          terminal: 2,
          target: 1,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
  ],
  initial: { thinking: 0, plain: 0 },
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
const L0 = "<|action_start|>";
const L1 = "<|im_end|>";
const L2 = "<|action_end|>";
const L3 = "<|plugin|>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** action: the next position where a marker may start */
function next1(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** call: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The internlm2 machine, specialised from grammars/internlm2.dialect. */
export class Internlm2Machine extends CompiledMachine {
  /** content (grammars/internlm2.dialect:9): what starts at p */
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
        // content ACTION_START -> action (grammars/internlm2.dialect:15)
        if (!this.idOnly(2)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 97 &&
                buf.charCodeAt(p + 3) === 99 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 105 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 97 &&
                buf.charCodeAt(p + 12) === 114 &&
                buf.charCodeAt(p + 13) === 116 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
        // absorb IM_END in content (grammars/internlm2.dialect:20)
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

  /** action (grammars/internlm2.dialect:10): what starts at p */
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
        // action ACTION_START -> action : restart (grammars/internlm2.dialect:15)
        if (!this.idOnly(2)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 97 &&
                buf.charCodeAt(p + 3) === 99 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 105 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 97 &&
                buf.charCodeAt(p + 12) === 114 &&
                buf.charCodeAt(p + 13) === 116 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
                : FAIL
              : matchLiteral(L0, buf, p, atEnd);
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
            this.matchedCand = 2;
          }
        }
        // action ACTION_END -> content (grammars/internlm2.dialect:18)
        if (!this.idOnly(4)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 97 &&
                buf.charCodeAt(p + 3) === 99 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 105 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 110 &&
                buf.charCodeAt(p + 11) === 100 &&
                buf.charCodeAt(p + 12) === 124 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
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
        // action PLUGIN -> call : tool_start (grammars/internlm2.dialect:16)
        if (!this.idOnly(3)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 117 &&
                buf.charCodeAt(p + 5) === 103 &&
                buf.charCodeAt(p + 6) === 105 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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

  /** call (grammars/internlm2.dialect:11): what starts at p */
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
        // call ACTION_START -> action : restart (grammars/internlm2.dialect:15)
        if (!this.idOnly(2)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 97 &&
                buf.charCodeAt(p + 3) === 99 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 105 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 97 &&
                buf.charCodeAt(p + 12) === 114 &&
                buf.charCodeAt(p + 13) === 116 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
            this.matchedCand = 5;
          }
        }
        // call ACTION_END -> content : tool_end (grammars/internlm2.dialect:17)
        if (!this.idOnly(4)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 97 &&
                buf.charCodeAt(p + 3) === 99 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 105 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 101 &&
                buf.charCodeAt(p + 10) === 110 &&
                buf.charCodeAt(p + 11) === 100 &&
                buf.charCodeAt(p + 12) === 124 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
                : FAIL
              : matchLiteral(L2, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
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
        // absorb IM_END in call (grammars/internlm2.dialect:20)
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

  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      let r: number;
      const head = this.headCode;
      switch (this.state) {
        // content : text (grammars/internlm2.dialect:9)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // action : discard (grammars/internlm2.dialect:10)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try1(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // call : envelope (grammars/internlm2.dialect:11)
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
          case 2:
            return 0;
          case 1:
            return 1;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 2:
            return this.sink.unconfirmedCall() ? 2 : NONE;
          case 4:
            return 3;
          case 3:
            return 4;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 2:
            return this.sink.unconfirmedCall() ? 5 : NONE;
          case 4:
            return 6;
          case 1:
            return 7;
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
      case 0: // content ACTION_START -> action (grammars/internlm2.dialect:15)
        sink.terminal(2, 1, buf, from, to);
        this.state = 1;
        return to;
      case 1: // absorb IM_END in content (grammars/internlm2.dialect:20)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 2: // action ACTION_START -> action : restart (grammars/internlm2.dialect:15)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        return to;
      case 3: // action ACTION_END -> content (grammars/internlm2.dialect:18)
        sink.terminal(4, 0, buf, from, to);
        this.state = 0;
        return to;
      case 4: // action PLUGIN -> call : tool_start (grammars/internlm2.dialect:16)
        sink.terminal(3, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 5: // call ACTION_START -> action : restart (grammars/internlm2.dialect:15)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        this.state = 1;
        return to;
      case 6: // call ACTION_END -> content : tool_end (grammars/internlm2.dialect:17)
        sink.terminal(4, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 7: // absorb IM_END in call (grammars/internlm2.dialect:20)
        sink.terminal(1, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const internlm2: Dialect = {
  name: "internlm2",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new Internlm2Machine(ir, sink, initial, vocab),
};
export default internlm2;
