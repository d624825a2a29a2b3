// DO NOT EDIT — generated from grammars/functionary_v31.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "functionary_v31",
  source: "grammars/functionary_v31.dialect",
  extends: [],
  terminals: [
    { name: "START_HEADER", special: true, variants: [[{ lit: "<|start_header_id|>" }]] },
    { name: "END_HEADER", special: true, variants: [[{ lit: "<|end_header_id|>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|eot_id|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom_id|>" }]] },
    {
      name: "FUNC",
      special: false,
      variants: [[{ lit: "<function=" }, { cap: "name", max: 128, exclude: "\n<>" }, { lit: ">" }]],
    },
    { name: "FUNC_END", special: false, variants: [[{ lit: "</function>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/functionary_v31.dialect:14",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/functionary_v31.dialect:19",
          terminal: 4,
          target: 1,
          events: [{ kind: "tool_start", name: "name" }],
        },
        {
          at: "grammars/functionary_v31.dialect:22",
          terminal: 2,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/functionary_v31.dialect:22",
          terminal: 3,
          target: 0,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "args",
      at: "grammars/functionary_v31.dialect:15",
      channel: { kind: 3 },
      transitions: [
        {
          at: "grammars/functionary_v31.dialect:20",
          terminal: 5,
          target: 0,
          events: [{ kind: "tool_end" }],
          outsideString: true,
        },
        {
          at: "grammars/functionary_v31.dialect:22",
          terminal: 2,
          target: 1,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/functionary_v31.dialect:22",
          terminal: 3,
          target: 1,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/functionary_v31.dialect:19",
          terminal: 4,
          target: 1,
          events: [{ kind: "tool_start", name: "name" }],
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
    validateToolNames: true,
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
const L0 = "<function=";
const L1 = ">";
const L2 = "<|eot_id|>";
const L3 = "<|eom_id|>";
const L4 = "</function>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** args: the next position where a marker may start */
function next1(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The functionary_v31 machine, specialised from grammars/functionary_v31.dialect. */
export class FunctionaryV31Machine extends CompiledMachine {
  /** content FUNC -> args : tool_start (grammars/functionary_v31.dialect:19) */
  private cand0(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 10 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 102 &&
        buf.charCodeAt(q + 2) === 117 &&
        buf.charCodeAt(q + 3) === 110 &&
        buf.charCodeAt(q + 4) === 99 &&
        buf.charCodeAt(q + 5) === 116 &&
        buf.charCodeAt(q + 6) === 105 &&
        buf.charCodeAt(q + 7) === 111 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 61
      ))
        return FAIL;
      q += 10;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** args FUNC -> args : restart, tool_start (grammars/functionary_v31.dialect:19) */
  private cand4(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 10 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 60 &&
        buf.charCodeAt(q + 1) === 102 &&
        buf.charCodeAt(q + 2) === 117 &&
        buf.charCodeAt(q + 3) === 110 &&
        buf.charCodeAt(q + 4) === 99 &&
        buf.charCodeAt(q + 5) === 116 &&
        buf.charCodeAt(q + 6) === 105 &&
        buf.charCodeAt(q + 7) === 111 &&
        buf.charCodeAt(q + 8) === 110 &&
        buf.charCodeAt(q + 9) === 61
      ))
        return FAIL;
      q += 10;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before ">"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 62) break;
      if (c === 10 || c === 60) return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 62)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content (grammars/functionary_v31.dialect:14): what starts at p */
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
        // content FUNC -> args : tool_start (grammars/functionary_v31.dialect:19)
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
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // absorb EOT in content (grammars/functionary_v31.dialect:22)
        if (!this.idOnly(2)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 105 &&
                buf.charCodeAt(p + 7) === 100 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
        // absorb EOM in content (grammars/functionary_v31.dialect:22)
        if (!this.idOnly(3)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 109 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 105 &&
                buf.charCodeAt(p + 7) === 100 &&
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

  /** args (grammars/functionary_v31.dialect:15): what starts at p */
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
        // args FUNC_END -> content : tool_end (grammars/functionary_v31.dialect:20)
        {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 102 &&
                buf.charCodeAt(p + 3) === 117 &&
                buf.charCodeAt(p + 4) === 110 &&
                buf.charCodeAt(p + 5) === 99 &&
                buf.charCodeAt(p + 6) === 116 &&
                buf.charCodeAt(p + 7) === 105 &&
                buf.charCodeAt(p + 8) === 111 &&
                buf.charCodeAt(p + 9) === 110 &&
                buf.charCodeAt(p + 10) === 62
                ? p + 11
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
            this.matchedCand = 3;
          }
        }
        // args FUNC -> args : restart, tool_start (grammars/functionary_v31.dialect:19)
        {
          r = this.cand4(buf, p, atEnd);
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
            this.matchedCand = 4;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        // absorb EOT in args (grammars/functionary_v31.dialect:22)
        if (!this.idOnly(2)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 105 &&
                buf.charCodeAt(p + 7) === 100 &&
                buf.charCodeAt(p + 8) === 124 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
        // absorb EOM in args (grammars/functionary_v31.dialect:22)
        if (!this.idOnly(3)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 109 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 105 &&
                buf.charCodeAt(p + 7) === 100 &&
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

  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      let r: number;
      const head = this.headCode;
      switch (this.state) {
        // content : text (grammars/functionary_v31.dialect:14)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // args : args_json (grammars/functionary_v31.dialect:15)
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
            return 1;
          case 3:
            return 2;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 2:
            return 5;
          case 3:
            return 6;
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
      case 0: // content FUNC -> args : tool_start (grammars/functionary_v31.dialect:19)
        sink.terminal(4, 1, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 1;
        return to;
      case 1: // absorb EOT in content (grammars/functionary_v31.dialect:22)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 2: // absorb EOM in content (grammars/functionary_v31.dialect:22)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 3: // args FUNC_END -> content : tool_end (grammars/functionary_v31.dialect:20)
        sink.terminal(5, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 4: // args FUNC -> args : restart, tool_start (grammars/functionary_v31.dialect:19)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
      case 5: // absorb EOT in args (grammars/functionary_v31.dialect:22)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 6: // absorb EOM in args (grammars/functionary_v31.dialect:22)
        sink.terminal(3, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const functionary_v31: Dialect = {
  name: "functionary_v31",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new FunctionaryV31Machine(ir, sink, initial, vocab),
};
export default functionary_v31;
