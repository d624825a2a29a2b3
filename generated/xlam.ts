// DO NOT EDIT — generated from grammars/xlam.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "xlam",
  source: "grammars/xlam.dialect",
  extends: [],
  terminals: [
    { name: "START_HEADER", special: true, variants: [[{ lit: "<|start_header_id|>" }]] },
    { name: "END_HEADER", special: true, variants: [[{ lit: "<|end_header_id|>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|eot_id|>" }]] },
    { name: "ARRAY", special: false, variants: [[{ lit: "[" }, { ws: 256 }, { lit: "{" }]] },
    { name: "FENCE", special: false, variants: [[{ lit: "```json" }, { ws: 256 }]] },
    { name: "FENCE_END", special: false, variants: [[{ lit: "```" }]] },
    { name: "TOOL_CALLS", special: false, variants: [[{ lit: "[TOOL_CALLS]" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</tool_call>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/xlam.dialect:19",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/xlam.dialect:24", terminal: 3, target: 1, events: [], keep: true },
        { at: "grammars/xlam.dialect:25", terminal: 4, target: 1, events: [] },
        { at: "grammars/xlam.dialect:26", terminal: 6, target: 1, events: [] },
        { at: "grammars/xlam.dialect:27", terminal: 7, target: 1, events: [] },
        { at: "grammars/xlam.dialect:31", terminal: 2, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "calls",
      at: "grammars/xlam.dialect:20",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true },
      transitions: [
        { at: "grammars/xlam.dialect:28", terminal: 5, target: 0, events: [], outsideString: true },
        { at: "grammars/xlam.dialect:29", terminal: 8, target: 0, events: [], outsideString: true },
        { at: "grammars/xlam.dialect:31", terminal: 2, target: 1, events: [], absorb: true },
        {
          at: "grammars/xlam.dialect:25",
          terminal: 4,
          target: 1,
          events: [],
          restart: true,
          outsideString: true,
        },
        {
          at: "grammars/xlam.dialect:26",
          terminal: 6,
          target: 1,
          events: [],
          restart: true,
          outsideString: true,
        },
        {
          at: "grammars/xlam.dialect:27",
          terminal: 7,
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
const L0 = "[";
const L1 = "{";
const L2 = "```json";
const L3 = "[TOOL_CALLS]";
const L4 = "<tool_call>";
const L5 = "<|eot_id|>";
const L6 = "```";
const L7 = "</tool_call>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91: /* [ */
      case 96 /* ` */:
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
      case 91: /* [ */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** The xlam machine, specialised from grammars/xlam.dialect. */
export class XlamMachine extends CompiledMachine {
  /** content ARRAY -> calls : keep (grammars/xlam.dialect:24) */
  private cand1(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 91)) return FAIL;
      q += 1;
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
      if (!(buf.charCodeAt(q + 0) === 123)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content FENCE -> calls (grammars/xlam.dialect:25) */
  private cand2(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 7 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 96 &&
        buf.charCodeAt(q + 1) === 96 &&
        buf.charCodeAt(q + 2) === 96 &&
        buf.charCodeAt(q + 3) === 106 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 111 &&
        buf.charCodeAt(q + 6) === 110
      ))
        return FAIL;
      q += 7;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
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
    return q;
  }

  /** calls FENCE -> calls : restart (grammars/xlam.dialect:25) */
  private cand5(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 7 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 96 &&
        buf.charCodeAt(q + 1) === 96 &&
        buf.charCodeAt(q + 2) === 96 &&
        buf.charCodeAt(q + 3) === 106 &&
        buf.charCodeAt(q + 4) === 115 &&
        buf.charCodeAt(q + 5) === 111 &&
        buf.charCodeAt(q + 6) === 110
      ))
        return FAIL;
      q += 7;
    } else {
      const r = matchLiteral(L2, buf, q, atEnd);
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
    return q;
  }

  /** content (grammars/xlam.dialect:19): what starts at p */
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
      case 91: /* [ */ {
        // content TOOL_CALLS -> calls (grammars/xlam.dialect:26)
        {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 84 &&
                buf.charCodeAt(p + 2) === 79 &&
                buf.charCodeAt(p + 3) === 79 &&
                buf.charCodeAt(p + 4) === 76 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 67 &&
                buf.charCodeAt(p + 7) === 65 &&
                buf.charCodeAt(p + 8) === 76 &&
                buf.charCodeAt(p + 9) === 76 &&
                buf.charCodeAt(p + 10) === 83 &&
                buf.charCodeAt(p + 11) === 93
                ? p + 12
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
            this.matchedCand = 0;
          }
        }
        // content ARRAY -> calls : keep (grammars/xlam.dialect:24)
        {
          r = this.cand1(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 1;
          }
        }
        break;
      }
      case 96: /* ` */ {
        // content FENCE -> calls (grammars/xlam.dialect:25)
        {
          r = this.cand2(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 2;
          }
        }
        break;
      }
      case 60: /* < */ {
        // content TOOL_START -> calls (grammars/xlam.dialect:27)
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
              : matchLiteral(L4, buf, p, atEnd);
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
        // absorb EOT in content (grammars/xlam.dialect:31)
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
              : matchLiteral(L5, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L5;
            } else {
              if (waitLiteral !== "") waitLiteral = L5;
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

  /** calls (grammars/xlam.dialect:20): what starts at p */
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
      case 96: /* ` */ {
        // calls FENCE -> calls : restart (grammars/xlam.dialect:25)
        {
          r = this.cand5(buf, p, atEnd);
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
            this.matchedCand = 5;
          }
        }
        // calls FENCE_END -> content (grammars/xlam.dialect:28)
        {
          r =
            p + 3 <= n
              ? buf.charCodeAt(p + 1) === 96 && buf.charCodeAt(p + 2) === 96
                ? p + 3
                : FAIL
              : matchLiteral(L6, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L6;
            } else {
              if (waitLiteral !== "") waitLiteral = L6;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 6;
          }
        }
        break;
      }
      case 60: /* < */ {
        // calls TOOL_END -> content (grammars/xlam.dialect:29)
        {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 95 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
                : FAIL
              : matchLiteral(L7, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L7;
            } else {
              if (waitLiteral !== "") waitLiteral = L7;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 7;
          }
        }
        // calls TOOL_START -> calls : restart (grammars/xlam.dialect:27)
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
              : matchLiteral(L4, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L4;
            } else {
              if (waitLiteral !== "") waitLiteral = L4;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 8;
          }
        }
        // absorb EOT in calls (grammars/xlam.dialect:31)
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
              : matchLiteral(L5, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L5;
            } else {
              if (waitLiteral !== "") waitLiteral = L5;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 9;
          }
        }
        break;
      }
      case 91: /* [ */ {
        // calls TOOL_CALLS -> calls : restart (grammars/xlam.dialect:26)
        {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 84 &&
                buf.charCodeAt(p + 2) === 79 &&
                buf.charCodeAt(p + 3) === 79 &&
                buf.charCodeAt(p + 4) === 76 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 67 &&
                buf.charCodeAt(p + 7) === 65 &&
                buf.charCodeAt(p + 8) === 76 &&
                buf.charCodeAt(p + 9) === 76 &&
                buf.charCodeAt(p + 10) === 83 &&
                buf.charCodeAt(p + 11) === 93
                ? p + 12
                : FAIL
              : matchLiteral(L3, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L3;
            } else {
              if (waitLiteral !== "") waitLiteral = L3;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 10;
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
        // content : text (grammars/xlam.dialect:19)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // calls : envelope (grammars/xlam.dialect:20)
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
            return 4;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 2:
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
      case 0: // content TOOL_CALLS -> calls (grammars/xlam.dialect:26)
        sink.terminal(6, 1, buf, from, to);
        this.state = 1;
        return to;
      case 1: // content ARRAY -> calls : keep (grammars/xlam.dialect:24)
        // a lookahead: its text is read again in the target state
        sink.terminal(3, 1, buf, from, from);
        this.state = 1;
        return from;
      case 2: // content FENCE -> calls (grammars/xlam.dialect:25)
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 3: // content TOOL_START -> calls (grammars/xlam.dialect:27)
        sink.terminal(7, 1, buf, from, to);
        this.state = 1;
        return to;
      case 4: // absorb EOT in content (grammars/xlam.dialect:31)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 5: // calls FENCE -> calls : restart (grammars/xlam.dialect:25)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        return to;
      case 6: // calls FENCE_END -> content (grammars/xlam.dialect:28)
        sink.terminal(5, 0, buf, from, to);
        this.state = 0;
        return to;
      case 7: // calls TOOL_END -> content (grammars/xlam.dialect:29)
        sink.terminal(8, 0, buf, from, to);
        this.state = 0;
        return to;
      case 8: // calls TOOL_START -> calls : restart (grammars/xlam.dialect:27)
        sink.restart();
        sink.terminal(7, 1, buf, from, to);
        return to;
      case 9: // absorb EOT in calls (grammars/xlam.dialect:31)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 10: // calls TOOL_CALLS -> calls : restart (grammars/xlam.dialect:26)
        sink.restart();
        sink.terminal(6, 1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const xlam: Dialect = {
  name: "xlam",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new XlamMachine(ir, sink, initial, vocab),
};
export default xlam;
