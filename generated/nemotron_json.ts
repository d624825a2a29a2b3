// DO NOT EDIT — generated from grammars/nemotron_json.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "nemotron_json",
  source: "grammars/nemotron_json.dialect",
  extends: [],
  terminals: [
    { name: "SYSTEM", special: true, variants: [[{ lit: "<SPECIAL_10>" }]] },
    { name: "TURN", special: true, variants: [[{ lit: "<SPECIAL_11>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<SPECIAL_12>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<TOOLCALL>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</TOOLCALL>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/nemotron_json.dialect:15",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/nemotron_json.dialect:21",
          terminal: 3,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/nemotron_json.dialect:24", terminal: 5, target: 2, events: [] },
        {
          at: "grammars/nemotron_json.dialect:27",
          terminal: 4,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/nemotron_json.dialect:29",
          terminal: 2,
          target: 0,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/nemotron_json.dialect:16",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/nemotron_json.dialect:22",
          terminal: 4,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/nemotron_json.dialect:23",
          terminal: 5,
          target: 2,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/nemotron_json.dialect:28",
          terminal: 3,
          target: 1,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/nemotron_json.dialect:29",
          terminal: 2,
          target: 1,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "calls",
      at: "grammars/nemotron_json.dialect:17",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true },
      transitions: [
        {
          at: "grammars/nemotron_json.dialect:25",
          terminal: 6,
          target: 0,
          events: [],
          outsideString: true,
        },
        {
          at: "grammars/nemotron_json.dialect:29",
          terminal: 2,
          target: 2,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/nemotron_json.dialect:24",
          terminal: 5,
          target: 2,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
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
const L0 = "<SPECIAL_12>";
const L1 = "<TOOLCALL>";
const L2 = "</think>";
const L3 = "<think>";
const L4 = "</TOOLCALL>";
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

/** calls: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The nemotron_json machine, specialised from grammars/nemotron_json.dialect. */
export class NemotronJsonMachine extends CompiledMachine {
  /** content (grammars/nemotron_json.dialect:15): what starts at p */
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
        // absorb EOT in content (grammars/nemotron_json.dialect:29)
        if (!this.idOnly(2)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 83 &&
                buf.charCodeAt(p + 2) === 80 &&
                buf.charCodeAt(p + 3) === 69 &&
                buf.charCodeAt(p + 4) === 67 &&
                buf.charCodeAt(p + 5) === 73 &&
                buf.charCodeAt(p + 6) === 65 &&
                buf.charCodeAt(p + 7) === 76 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 49 &&
                buf.charCodeAt(p + 10) === 50 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
        // content TOOL_START -> calls (grammars/nemotron_json.dialect:24)
        if (!this.idOnly(5)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 84 &&
                buf.charCodeAt(p + 2) === 79 &&
                buf.charCodeAt(p + 3) === 79 &&
                buf.charCodeAt(p + 4) === 76 &&
                buf.charCodeAt(p + 5) === 67 &&
                buf.charCodeAt(p + 6) === 65 &&
                buf.charCodeAt(p + 7) === 76 &&
                buf.charCodeAt(p + 8) === 76 &&
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
        // absorb THINK_END in content (grammars/nemotron_json.dialect:27)
        if (!this.idOnly(4)) {
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
        // content THINK_START -> reasoning : reasoning_start (grammars/nemotron_json.dialect:21)
        if (!this.idOnly(3)) {
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

  /** reasoning (grammars/nemotron_json.dialect:16): what starts at p */
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
        // absorb EOT in reasoning (grammars/nemotron_json.dialect:29)
        if (!this.idOnly(2)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 83 &&
                buf.charCodeAt(p + 2) === 80 &&
                buf.charCodeAt(p + 3) === 69 &&
                buf.charCodeAt(p + 4) === 67 &&
                buf.charCodeAt(p + 5) === 73 &&
                buf.charCodeAt(p + 6) === 65 &&
                buf.charCodeAt(p + 7) === 76 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 49 &&
                buf.charCodeAt(p + 10) === 50 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 4;
          }
        }
        // reasoning TOOL_START -> calls : reasoning_end (grammars/nemotron_json.dialect:23)
        if (!this.idOnly(5)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 84 &&
                buf.charCodeAt(p + 2) === 79 &&
                buf.charCodeAt(p + 3) === 79 &&
                buf.charCodeAt(p + 4) === 76 &&
                buf.charCodeAt(p + 5) === 67 &&
                buf.charCodeAt(p + 6) === 65 &&
                buf.charCodeAt(p + 7) === 76 &&
                buf.charCodeAt(p + 8) === 76 &&
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
            this.matchedCand = 5;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/nemotron_json.dialect:22)
        if (!this.idOnly(4)) {
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
            this.matchedCand = 6;
          }
        }
        // absorb THINK_START in reasoning (grammars/nemotron_json.dialect:28)
        if (!this.idOnly(3)) {
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

  /** calls (grammars/nemotron_json.dialect:17): what starts at p */
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
        // absorb EOT in calls (grammars/nemotron_json.dialect:29)
        if (!this.idOnly(2)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 83 &&
                buf.charCodeAt(p + 2) === 80 &&
                buf.charCodeAt(p + 3) === 69 &&
                buf.charCodeAt(p + 4) === 67 &&
                buf.charCodeAt(p + 5) === 73 &&
                buf.charCodeAt(p + 6) === 65 &&
                buf.charCodeAt(p + 7) === 76 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 49 &&
                buf.charCodeAt(p + 10) === 50 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 8;
          }
        }
        // calls TOOL_END -> content (grammars/nemotron_json.dialect:25)
        if (!this.idOnly(6)) {
          r =
            p + 11 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 84 &&
                buf.charCodeAt(p + 3) === 79 &&
                buf.charCodeAt(p + 4) === 79 &&
                buf.charCodeAt(p + 5) === 76 &&
                buf.charCodeAt(p + 6) === 67 &&
                buf.charCodeAt(p + 7) === 65 &&
                buf.charCodeAt(p + 8) === 76 &&
                buf.charCodeAt(p + 9) === 76 &&
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
            this.matchedCand = 9;
          }
        }
        // calls TOOL_START -> calls : restart (grammars/nemotron_json.dialect:24)
        if (!this.idOnly(5)) {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 84 &&
                buf.charCodeAt(p + 2) === 79 &&
                buf.charCodeAt(p + 3) === 79 &&
                buf.charCodeAt(p + 4) === 76 &&
                buf.charCodeAt(p + 5) === 67 &&
                buf.charCodeAt(p + 6) === 65 &&
                buf.charCodeAt(p + 7) === 76 &&
                buf.charCodeAt(p + 8) === 76 &&
                buf.charCodeAt(p + 9) === 62
                ? p + 10
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
        // content : text (grammars/nemotron_json.dialect:15)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/nemotron_json.dialect:16)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // calls : envelope (grammars/nemotron_json.dialect:17)
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
          case 5:
            return 1;
          case 4:
            return 2;
          case 3:
            return 3;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 2:
            return 4;
          case 5:
            return 5;
          case 4:
            return 6;
          case 3:
            return 7;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 2:
            return 8;
          case 6:
            return 9;
          case 5:
            return this.sink.unconfirmedCall() ? 10 : NONE;
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
      case 0: // absorb EOT in content (grammars/nemotron_json.dialect:29)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 1: // content TOOL_START -> calls (grammars/nemotron_json.dialect:24)
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 2: // absorb THINK_END in content (grammars/nemotron_json.dialect:27)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 3: // content THINK_START -> reasoning : reasoning_start (grammars/nemotron_json.dialect:21)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 4: // absorb EOT in reasoning (grammars/nemotron_json.dialect:29)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 5: // reasoning TOOL_START -> calls : reasoning_end (grammars/nemotron_json.dialect:23)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 6: // reasoning THINK_END -> content : reasoning_end (grammars/nemotron_json.dialect:22)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 7: // absorb THINK_START in reasoning (grammars/nemotron_json.dialect:28)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 8: // absorb EOT in calls (grammars/nemotron_json.dialect:29)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 9: // calls TOOL_END -> content (grammars/nemotron_json.dialect:25)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
      case 10: // calls TOOL_START -> calls : restart (grammars/nemotron_json.dialect:24)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        return to;
    }
    return to;
  }
}

export const nemotron_json: Dialect = {
  name: "nemotron_json",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new NemotronJsonMachine(ir, sink, initial, vocab),
};
export default nemotron_json;
