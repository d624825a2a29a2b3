// DO NOT EDIT — generated from grammars/functiongemma.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "functiongemma",
  source: "grammars/functiongemma.dialect",
  extends: [],
  terminals: [
    { name: "START_TURN", special: true, variants: [[{ lit: "<start_of_turn>" }]] },
    { name: "END_TURN", special: true, variants: [[{ lit: "<end_of_turn>" }]] },
    { name: "CALL_START", special: true, variants: [[{ lit: "<start_function_call>" }]] },
    { name: "CALL_END", special: true, variants: [[{ lit: "<end_function_call>" }]] },
    { name: "CALL", special: false, variants: [[{ lit: "call:" }]] },
    { name: "OPEN_BRACE", special: false, variants: [[{ lit: "{" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/functiongemma.dialect:16",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/functiongemma.dialect:23",
          terminal: 2,
          target: 1,
          events: [{ kind: "tool_start" }],
        },
        {
          at: "grammars/functiongemma.dialect:31",
          terminal: 1,
          target: 0,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "preamble",
      at: "grammars/functiongemma.dialect:17",
      channel: { kind: 7 },
      transitions: [
        { at: "grammars/functiongemma.dialect:24", terminal: 4, target: 2, events: [] },
        {
          at: "grammars/functiongemma.dialect:29",
          terminal: 3,
          target: 0,
          events: [{ kind: "tool_end" }],
        },
        {
          at: "grammars/functiongemma.dialect:23",
          terminal: 2,
          target: 1,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
      ],
    },
    {
      name: "name",
      at: "grammars/functiongemma.dialect:18",
      channel: { kind: 2 },
      transitions: [
        { at: "grammars/functiongemma.dialect:26", terminal: 5, target: 3, events: [], keep: true },
        {
          at: "grammars/functiongemma.dialect:28",
          terminal: 3,
          target: 0,
          events: [{ kind: "tool_end" }],
        },
        {
          at: "grammars/functiongemma.dialect:23",
          terminal: 2,
          target: 1,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
      ],
    },
    {
      name: "args",
      at: "grammars/functiongemma.dialect:19",
      channel: { kind: 3, quote: "<escape>" },
      transitions: [
        {
          at: "grammars/functiongemma.dialect:27",
          terminal: 3,
          target: 0,
          events: [{ kind: "tool_end" }],
        },
        {
          at: "grammars/functiongemma.dialect:23",
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
const L0 = "<start_function_call>";
const L1 = "<end_of_turn>";
const L2 = "call:";
const L3 = "<end_function_call>";
const L4 = "{";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** preamble: the next position where a marker may start */
function next1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 99 /* c */:
        return p;
    }
  }
  return p;
}

/** name: the next position where a marker may start */
function next2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 123 /* { */:
        return p;
    }
  }
  return p;
}

/** args: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The functiongemma machine, specialised from grammars/functiongemma.dialect. */
export class FunctiongemmaMachine extends CompiledMachine {
  /** content (grammars/functiongemma.dialect:16): what starts at p */
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
        // content CALL_START -> preamble : tool_start (grammars/functiongemma.dialect:23)
        if (!this.idOnly(2)) {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 115 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 114 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 117 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 99 &&
                buf.charCodeAt(p + 11) === 116 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 95 &&
                buf.charCodeAt(p + 16) === 99 &&
                buf.charCodeAt(p + 17) === 97 &&
                buf.charCodeAt(p + 18) === 108 &&
                buf.charCodeAt(p + 19) === 108 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
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
        // absorb END_TURN in content (grammars/functiongemma.dialect:31)
        if (!this.idOnly(1)) {
          r =
            p + 13 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 110 &&
                buf.charCodeAt(p + 3) === 100 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 111 &&
                buf.charCodeAt(p + 6) === 102 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 116 &&
                buf.charCodeAt(p + 9) === 117 &&
                buf.charCodeAt(p + 10) === 114 &&
                buf.charCodeAt(p + 11) === 110 &&
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

  /** preamble (grammars/functiongemma.dialect:17): what starts at p */
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
      case 99: /* c */ {
        // preamble CALL -> name (grammars/functiongemma.dialect:24)
        {
          r =
            p + 5 <= n
              ? buf.charCodeAt(p + 1) === 97 &&
                buf.charCodeAt(p + 2) === 108 &&
                buf.charCodeAt(p + 3) === 108 &&
                buf.charCodeAt(p + 4) === 58
                ? p + 5
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
      case 60: /* < */ {
        // preamble CALL_START -> preamble : restart, tool_start (grammars/functiongemma.dialect:23)
        if (!this.idOnly(2)) {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 115 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 114 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 117 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 99 &&
                buf.charCodeAt(p + 11) === 116 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 95 &&
                buf.charCodeAt(p + 16) === 99 &&
                buf.charCodeAt(p + 17) === 97 &&
                buf.charCodeAt(p + 18) === 108 &&
                buf.charCodeAt(p + 19) === 108 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
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
            this.matchedCand = 3;
          }
        }
        // preamble CALL_END -> content : tool_end (grammars/functiongemma.dialect:29)
        if (!this.idOnly(3)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 110 &&
                buf.charCodeAt(p + 3) === 100 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 102 &&
                buf.charCodeAt(p + 6) === 117 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 105 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 97 &&
                buf.charCodeAt(p + 16) === 108 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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

  /** name (grammars/functiongemma.dialect:18): what starts at p */
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
      case 123: /* { */ {
        // name OPEN_BRACE -> args : keep (grammars/functiongemma.dialect:26)
        {
          r = p + 1 <= n ? (true ? p + 1 : FAIL) : matchLiteral(L4, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L4;
            } else {
              if (waitLiteral !== "") waitLiteral = L4;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 5;
          }
        }
        break;
      }
      case 60: /* < */ {
        // name CALL_START -> preamble : restart, tool_start (grammars/functiongemma.dialect:23)
        if (!this.idOnly(2)) {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 115 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 114 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 117 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 99 &&
                buf.charCodeAt(p + 11) === 116 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 95 &&
                buf.charCodeAt(p + 16) === 99 &&
                buf.charCodeAt(p + 17) === 97 &&
                buf.charCodeAt(p + 18) === 108 &&
                buf.charCodeAt(p + 19) === 108 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
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
            this.matchedCand = 6;
          }
        }
        // name CALL_END -> content : tool_end (grammars/functiongemma.dialect:28)
        if (!this.idOnly(3)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 110 &&
                buf.charCodeAt(p + 3) === 100 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 102 &&
                buf.charCodeAt(p + 6) === 117 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 105 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 97 &&
                buf.charCodeAt(p + 16) === 108 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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

  /** args (grammars/functiongemma.dialect:19): what starts at p */
  private try3(buf: string, p: number, atEnd: boolean, head: number): number {
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
        // args CALL_START -> preamble : restart, tool_start (grammars/functiongemma.dialect:23)
        if (!this.idOnly(2)) {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 115 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 114 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 117 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 99 &&
                buf.charCodeAt(p + 11) === 116 &&
                buf.charCodeAt(p + 12) === 105 &&
                buf.charCodeAt(p + 13) === 111 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 95 &&
                buf.charCodeAt(p + 16) === 99 &&
                buf.charCodeAt(p + 17) === 97 &&
                buf.charCodeAt(p + 18) === 108 &&
                buf.charCodeAt(p + 19) === 108 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
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
            this.matchedCand = 8;
          }
        }
        // args CALL_END -> content : tool_end (grammars/functiongemma.dialect:27)
        if (!this.idOnly(3)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 110 &&
                buf.charCodeAt(p + 3) === 100 &&
                buf.charCodeAt(p + 4) === 95 &&
                buf.charCodeAt(p + 5) === 102 &&
                buf.charCodeAt(p + 6) === 117 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 99 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 105 &&
                buf.charCodeAt(p + 11) === 111 &&
                buf.charCodeAt(p + 12) === 110 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 99 &&
                buf.charCodeAt(p + 15) === 97 &&
                buf.charCodeAt(p + 16) === 108 &&
                buf.charCodeAt(p + 17) === 108 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
        // content : text (grammars/functiongemma.dialect:16)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // preamble : discard (grammars/functiongemma.dialect:17)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try1(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // name : tool_name (grammars/functiongemma.dialect:18)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // args : args_json (grammars/functiongemma.dialect:19)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
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
            return this.sink.unconfirmedCall() ? 3 : NONE;
          case 3:
            return 4;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 2:
            return this.sink.unconfirmedCall() ? 6 : NONE;
          case 3:
            return 7;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 2:
            return this.sink.unconfirmedCall() ? 8 : NONE;
          case 3:
            return 9;
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
      case 0: // content CALL_START -> preamble : tool_start (grammars/functiongemma.dialect:23)
        sink.terminal(2, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 1: // absorb END_TURN in content (grammars/functiongemma.dialect:31)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 2: // preamble CALL -> name (grammars/functiongemma.dialect:24)
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 3: // preamble CALL_START -> preamble : restart, tool_start (grammars/functiongemma.dialect:23)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        sink.toolStart(false);
        return to;
      case 4: // preamble CALL_END -> content : tool_end (grammars/functiongemma.dialect:29)
        sink.terminal(3, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 5: // name OPEN_BRACE -> args : keep (grammars/functiongemma.dialect:26)
        // a lookahead: its text is read again in the target state
        sink.terminal(5, 3, buf, from, from);
        this.state = 3;
        return from;
      case 6: // name CALL_START -> preamble : restart, tool_start (grammars/functiongemma.dialect:23)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 7: // name CALL_END -> content : tool_end (grammars/functiongemma.dialect:28)
        sink.terminal(3, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 8: // args CALL_START -> preamble : restart, tool_start (grammars/functiongemma.dialect:23)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        sink.toolStart(false);
        this.state = 1;
        return to;
      case 9: // args CALL_END -> content : tool_end (grammars/functiongemma.dialect:27)
        sink.terminal(3, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const functiongemma: Dialect = {
  name: "functiongemma",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new FunctiongemmaMachine(ir, sink, initial, vocab),
};
export default functiongemma;
