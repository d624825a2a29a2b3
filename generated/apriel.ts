// DO NOT EDIT — generated from grammars/apriel.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "apriel",
  source: "grammars/apriel.dialect",
  extends: ["jamba"],
  terminals: [
    { name: "BOM", special: true, variants: [[{ lit: "<|bom|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_calls>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_calls>" }]] },
    { name: "SYSTEM", special: true, variants: [[{ lit: "<|system|>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<|user|>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<|assistant|>" }]] },
    { name: "END", special: true, variants: [[{ lit: "<|end|>" }]] },
    { name: "FINAL", special: false, variants: [[{ lit: "[BEGIN FINAL RESPONSE]" }]] },
    {
      name: "FINAL_END",
      special: false,
      variants: [[{ lit: "\n[END FINAL RESPONSE]" }], [{ lit: "[END FINAL RESPONSE]" }]],
    },
    { name: "STEPS", special: false, variants: [[{ lit: "Here are my reasoning steps:\n" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/jamba.dialect:13",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/jamba.dialect:18", terminal: 2, target: 1, events: [] },
        { at: "grammars/jamba.dialect:21", terminal: 1, target: 0, events: [], absorb: true },
        { at: "grammars/apriel.dialect:25", terminal: 8, target: 0, events: [], absorb: true },
        { at: "grammars/apriel.dialect:25", terminal: 9, target: 0, events: [], absorb: true },
        { at: "grammars/apriel.dialect:25", terminal: 7, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "calls",
      at: "grammars/jamba.dialect:14",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true },
      transitions: [
        {
          at: "grammars/jamba.dialect:19",
          terminal: 3,
          target: 0,
          events: [],
          outsideString: true,
        },
        { at: "grammars/jamba.dialect:21", terminal: 1, target: 1, events: [], absorb: true },
        { at: "grammars/apriel.dialect:26", terminal: 7, target: 1, events: [], absorb: true },
        {
          at: "grammars/jamba.dialect:18",
          terminal: 2,
          target: 1,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/apriel.dialect:17",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/apriel.dialect:21",
          terminal: 8,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/apriel.dialect:22",
          terminal: 2,
          target: 1,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/apriel.dialect:24", terminal: 10, target: 2, events: [], absorb: true },
      ],
    },
  ],
  initial: { thinking: 2, plain: 0 },
  turnBoundaries: [4, 5, 6, 7],
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
const L0 = "<tool_calls>";
const L1 = "<|eom|>";
const L2 = "<|end|>";
const L3 = "[BEGIN FINAL RESPONSE]";
const L4 = "[END FINAL RESPONSE]";
const L5 = "\n[END FINAL RESPONSE]";
const L6 = "</tool_calls>";
const L7 = "Here are my reasoning steps:\n";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 10:
      case 60: /* < */
      case 91 /* [ */:
        return p;
    }
  }
  return p;
}

/** calls: the next position where a marker may start */
function next1(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** reasoning: the next position where a marker may start */
function next2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 72: /* H */
      case 91 /* [ */:
        return p;
    }
  }
  return p;
}

/** The apriel machine, specialised from grammars/apriel.dialect. */
export class AprielMachine extends CompiledMachine {
  /** content (grammars/jamba.dialect:13): what starts at p */
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
        // content TOOL_START -> calls (grammars/jamba.dialect:18)
        if (!this.idOnly(2)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 115 &&
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
        // absorb EOM in content (grammars/jamba.dialect:21)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 109 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
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
        // absorb END in content (grammars/apriel.dialect:25)
        if (!this.idOnly(7)) {
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
      case 91: /* [ */ {
        // absorb FINAL in content (grammars/apriel.dialect:25)
        {
          r =
            p + 22 <= n
              ? buf.charCodeAt(p + 1) === 66 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 71 &&
                buf.charCodeAt(p + 4) === 73 &&
                buf.charCodeAt(p + 5) === 78 &&
                buf.charCodeAt(p + 6) === 32 &&
                buf.charCodeAt(p + 7) === 70 &&
                buf.charCodeAt(p + 8) === 73 &&
                buf.charCodeAt(p + 9) === 78 &&
                buf.charCodeAt(p + 10) === 65 &&
                buf.charCodeAt(p + 11) === 76 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 82 &&
                buf.charCodeAt(p + 14) === 69 &&
                buf.charCodeAt(p + 15) === 83 &&
                buf.charCodeAt(p + 16) === 80 &&
                buf.charCodeAt(p + 17) === 79 &&
                buf.charCodeAt(p + 18) === 78 &&
                buf.charCodeAt(p + 19) === 83 &&
                buf.charCodeAt(p + 20) === 69 &&
                buf.charCodeAt(p + 21) === 93
                ? p + 22
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
        // absorb FINAL_END in content (grammars/apriel.dialect:25)
        {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 69 &&
                buf.charCodeAt(p + 2) === 78 &&
                buf.charCodeAt(p + 3) === 68 &&
                buf.charCodeAt(p + 4) === 32 &&
                buf.charCodeAt(p + 5) === 70 &&
                buf.charCodeAt(p + 6) === 73 &&
                buf.charCodeAt(p + 7) === 78 &&
                buf.charCodeAt(p + 8) === 65 &&
                buf.charCodeAt(p + 9) === 76 &&
                buf.charCodeAt(p + 10) === 32 &&
                buf.charCodeAt(p + 11) === 82 &&
                buf.charCodeAt(p + 12) === 69 &&
                buf.charCodeAt(p + 13) === 83 &&
                buf.charCodeAt(p + 14) === 80 &&
                buf.charCodeAt(p + 15) === 79 &&
                buf.charCodeAt(p + 16) === 78 &&
                buf.charCodeAt(p + 17) === 83 &&
                buf.charCodeAt(p + 18) === 69 &&
                buf.charCodeAt(p + 19) === 93
                ? p + 20
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
            this.matchedCand = 4;
          }
        }
        break;
      }
      case 10: {
        // absorb FINAL_END in content (grammars/apriel.dialect:25)
        {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 91 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 78 &&
                buf.charCodeAt(p + 4) === 68 &&
                buf.charCodeAt(p + 5) === 32 &&
                buf.charCodeAt(p + 6) === 70 &&
                buf.charCodeAt(p + 7) === 73 &&
                buf.charCodeAt(p + 8) === 78 &&
                buf.charCodeAt(p + 9) === 65 &&
                buf.charCodeAt(p + 10) === 76 &&
                buf.charCodeAt(p + 11) === 32 &&
                buf.charCodeAt(p + 12) === 82 &&
                buf.charCodeAt(p + 13) === 69 &&
                buf.charCodeAt(p + 14) === 83 &&
                buf.charCodeAt(p + 15) === 80 &&
                buf.charCodeAt(p + 16) === 79 &&
                buf.charCodeAt(p + 17) === 78 &&
                buf.charCodeAt(p + 18) === 83 &&
                buf.charCodeAt(p + 19) === 69 &&
                buf.charCodeAt(p + 20) === 93
                ? p + 21
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

  /** calls (grammars/jamba.dialect:14): what starts at p */
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
        // calls TOOL_END -> content (grammars/jamba.dialect:19)
        if (!this.idOnly(3)) {
          r =
            p + 13 <= n
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
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 62
                ? p + 13
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
        // calls TOOL_START -> calls : restart (grammars/jamba.dialect:18)
        if (!this.idOnly(2)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 115 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 7;
          }
        }
        // absorb EOM in calls (grammars/jamba.dialect:21)
        if (!this.idOnly(1)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 109 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
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
            this.matchedCand = 8;
          }
        }
        // absorb END in calls (grammars/apriel.dialect:26)
        if (!this.idOnly(7)) {
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

  /** reasoning (grammars/apriel.dialect:17): what starts at p */
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
      case 91: /* [ */ {
        // reasoning FINAL -> content : reasoning_end (grammars/apriel.dialect:21)
        {
          r =
            p + 22 <= n
              ? buf.charCodeAt(p + 1) === 66 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 71 &&
                buf.charCodeAt(p + 4) === 73 &&
                buf.charCodeAt(p + 5) === 78 &&
                buf.charCodeAt(p + 6) === 32 &&
                buf.charCodeAt(p + 7) === 70 &&
                buf.charCodeAt(p + 8) === 73 &&
                buf.charCodeAt(p + 9) === 78 &&
                buf.charCodeAt(p + 10) === 65 &&
                buf.charCodeAt(p + 11) === 76 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 82 &&
                buf.charCodeAt(p + 14) === 69 &&
                buf.charCodeAt(p + 15) === 83 &&
                buf.charCodeAt(p + 16) === 80 &&
                buf.charCodeAt(p + 17) === 79 &&
                buf.charCodeAt(p + 18) === 78 &&
                buf.charCodeAt(p + 19) === 83 &&
                buf.charCodeAt(p + 20) === 69 &&
                buf.charCodeAt(p + 21) === 93
                ? p + 22
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
            this.matchedCand = 10;
          }
        }
        break;
      }
      case 60: /* < */ {
        // reasoning TOOL_START -> calls : reasoning_end (grammars/apriel.dialect:22)
        if (!this.idOnly(2)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 116 &&
                buf.charCodeAt(p + 2) === 111 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 99 &&
                buf.charCodeAt(p + 7) === 97 &&
                buf.charCodeAt(p + 8) === 108 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 115 &&
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
            this.matchedCand = 11;
          }
        }
        break;
      }
      case 72: /* H */ {
        // absorb STEPS in reasoning (grammars/apriel.dialect:24)
        {
          r =
            p + 29 <= n
              ? buf.charCodeAt(p + 1) === 101 &&
                buf.charCodeAt(p + 2) === 114 &&
                buf.charCodeAt(p + 3) === 101 &&
                buf.charCodeAt(p + 4) === 32 &&
                buf.charCodeAt(p + 5) === 97 &&
                buf.charCodeAt(p + 6) === 114 &&
                buf.charCodeAt(p + 7) === 101 &&
                buf.charCodeAt(p + 8) === 32 &&
                buf.charCodeAt(p + 9) === 109 &&
                buf.charCodeAt(p + 10) === 121 &&
                buf.charCodeAt(p + 11) === 32 &&
                buf.charCodeAt(p + 12) === 114 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 97 &&
                buf.charCodeAt(p + 15) === 115 &&
                buf.charCodeAt(p + 16) === 111 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 105 &&
                buf.charCodeAt(p + 19) === 110 &&
                buf.charCodeAt(p + 20) === 103 &&
                buf.charCodeAt(p + 21) === 32 &&
                buf.charCodeAt(p + 22) === 115 &&
                buf.charCodeAt(p + 23) === 116 &&
                buf.charCodeAt(p + 24) === 101 &&
                buf.charCodeAt(p + 25) === 112 &&
                buf.charCodeAt(p + 26) === 115 &&
                buf.charCodeAt(p + 27) === 58 &&
                buf.charCodeAt(p + 28) === 10
                ? p + 29
                : FAIL
              : matchLiteral(L7, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L7;
            } else {
              if (waitLiteral !== "") waitLiteral = L7;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 12;
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
        // content : text (grammars/jamba.dialect:13)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // calls : envelope (grammars/jamba.dialect:14)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try1(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // reasoning : reasoning (grammars/apriel.dialect:17)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          r = this.try2(buf, p, atEnd, head);
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
          case 7:
            return 2;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 3:
            return 6;
          case 2:
            return this.sink.unconfirmedCall() ? 7 : NONE;
          case 1:
            return 8;
          case 7:
            return 9;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 2:
            return 11;
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
      case 0: // content TOOL_START -> calls (grammars/jamba.dialect:18)
        sink.terminal(2, 1, buf, from, to);
        this.state = 1;
        return to;
      case 1: // absorb EOM in content (grammars/jamba.dialect:21)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 2: // absorb END in content (grammars/apriel.dialect:25)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 3: // absorb FINAL in content (grammars/apriel.dialect:25)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 4: // absorb FINAL_END in content (grammars/apriel.dialect:25)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 5: // absorb FINAL_END in content (grammars/apriel.dialect:25)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 6: // calls TOOL_END -> content (grammars/jamba.dialect:19)
        sink.terminal(3, 0, buf, from, to);
        this.state = 0;
        return to;
      case 7: // calls TOOL_START -> calls : restart (grammars/jamba.dialect:18)
        sink.restart();
        sink.terminal(2, 1, buf, from, to);
        return to;
      case 8: // absorb EOM in calls (grammars/jamba.dialect:21)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 9: // absorb END in calls (grammars/apriel.dialect:26)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 10: // reasoning FINAL -> content : reasoning_end (grammars/apriel.dialect:21)
        sink.terminal(8, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 11: // reasoning TOOL_START -> calls : reasoning_end (grammars/apriel.dialect:22)
        sink.terminal(2, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 12: // absorb STEPS in reasoning (grammars/apriel.dialect:24)
        sink.terminal(10, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const apriel: Dialect = {
  name: "apriel",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new AprielMachine(ir, sink, initial, vocab),
};
export default apriel;
