// DO NOT EDIT — generated from grammars/longcat.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "longcat",
  source: "grammars/longcat.dialect",
  extends: ["hermes", "chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<longcat_tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</longcat_tool_call>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/hermes.dialect:8",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/hermes.dialect:13",
          terminal: 2,
          target: 1,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/hermes.dialect:17", terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "call",
      at: "grammars/hermes.dialect:9",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"] },
      transitions: [
        {
          at: "grammars/hermes.dialect:15",
          terminal: 3,
          target: 0,
          events: [{ kind: "tool_end" }],
          outsideString: true,
        },
        { at: "grammars/hermes.dialect:17", terminal: 1, target: 1, events: [], absorb: true },
        {
          at: "grammars/hermes.dialect:13",
          terminal: 2,
          target: 1,
          events: [{ kind: "tool_start" }],
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
const L0 = "<longcat_tool_call>";
const L1 = "<|im_end|>";
const L2 = "</longcat_tool_call>";
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

/** The longcat machine, specialised from grammars/longcat.dialect. */
export class LongcatMachine extends CompiledMachine {
  /** content (grammars/hermes.dialect:8): what starts at p */
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
        // content TOOL_START -> call : tool_start (grammars/hermes.dialect:13)
        {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 108 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 103 &&
                buf.charCodeAt(p + 5) === 99 &&
                buf.charCodeAt(p + 6) === 97 &&
                buf.charCodeAt(p + 7) === 116 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 97 &&
                buf.charCodeAt(p + 16) === 108 &&
                buf.charCodeAt(p + 17) === 108 &&
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
        // absorb IM_END in content (grammars/hermes.dialect:17)
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

  /** call (grammars/hermes.dialect:9): what starts at p */
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
        // call TOOL_END -> content : tool_end (grammars/hermes.dialect:15)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 108 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 103 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 95 &&
                buf.charCodeAt(p + 10) === 116 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 111 &&
                buf.charCodeAt(p + 13) === 108 &&
                buf.charCodeAt(p + 14) === 95 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 97 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 108 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 2;
          }
        }
        // call TOOL_START -> call : restart, tool_start (grammars/hermes.dialect:13)
        {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 108 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 103 &&
                buf.charCodeAt(p + 5) === 99 &&
                buf.charCodeAt(p + 6) === 97 &&
                buf.charCodeAt(p + 7) === 116 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 111 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 108 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 97 &&
                buf.charCodeAt(p + 16) === 108 &&
                buf.charCodeAt(p + 17) === 108 &&
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
            this.matchedCand = 3;
          }
        }
        // absorb IM_END in call (grammars/hermes.dialect:17)
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
        // content : text (grammars/hermes.dialect:8)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // call : envelope (grammars/hermes.dialect:9)
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
          case 1:
            return 1;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 1:
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
      case 0: // content TOOL_START -> call : tool_start (grammars/hermes.dialect:13)
        sink.terminal(2, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 1: // absorb IM_END in content (grammars/hermes.dialect:17)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 2: // call TOOL_END -> content : tool_end (grammars/hermes.dialect:15)
        sink.terminal(3, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 3: // call TOOL_START -> call : restart, tool_start (grammars/hermes.dialect:13)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        sink.toolStart(false);
        return to;
      case 4: // absorb IM_END in call (grammars/hermes.dialect:17)
        sink.terminal(1, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const longcat: Dialect = {
  name: "longcat",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new LongcatMachine(ir, sink, initial, vocab),
};
export default longcat;
