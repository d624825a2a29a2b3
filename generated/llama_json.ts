// DO NOT EDIT — generated from grammars/llama_json.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "llama_json",
  source: "grammars/llama_json.dialect",
  extends: [],
  terminals: [
    { name: "START_HEADER", special: true, variants: [[{ lit: "<|start_header_id|>" }]] },
    { name: "END_HEADER", special: true, variants: [[{ lit: "<|end_header_id|>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|eot_id|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom_id|>" }]] },
    { name: "HEADER_START", special: true, variants: [[{ lit: "<|header_start|>" }]] },
    { name: "HEADER_END", special: true, variants: [[{ lit: "<|header_end|>" }]] },
    { name: "EOT4", special: true, variants: [[{ lit: "<|eot|>" }]] },
    { name: "PYTHON_TAG", special: true, variants: [[{ lit: "<|python_tag|>" }]] },
    { name: "PYTHON_START", special: true, variants: [[{ lit: "<|python_start|>" }]] },
    { name: "PYTHON_END", special: true, variants: [[{ lit: "<|python_end|>" }]] },
    { name: "OPEN_BRACE", special: false, variants: [[{ lit: "{" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/llama_json.dialect:22",
      channel: { kind: 0 },
      transitions: [
        { at: "grammars/llama_json.dialect:30", terminal: 10, target: 1, events: [], keep: true },
        { at: "grammars/llama_json.dialect:31", terminal: 7, target: 2, events: [] },
        { at: "grammars/llama_json.dialect:32", terminal: 8, target: 1, events: [] },
        { at: "grammars/llama_json.dialect:36", terminal: 2, target: 0, events: [], absorb: true },
        { at: "grammars/llama_json.dialect:36", terminal: 3, target: 0, events: [], absorb: true },
        { at: "grammars/llama_json.dialect:36", terminal: 6, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "calls",
      at: "grammars/llama_json.dialect:23",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["parameters", "arguments"], array: true },
      transitions: [
        {
          at: "grammars/llama_json.dialect:33",
          terminal: 9,
          target: 0,
          events: [],
          outsideString: true,
        },
        { at: "grammars/llama_json.dialect:36", terminal: 2, target: 1, events: [], absorb: true },
        { at: "grammars/llama_json.dialect:36", terminal: 3, target: 1, events: [], absorb: true },
        { at: "grammars/llama_json.dialect:36", terminal: 6, target: 1, events: [], absorb: true },
        {
          at: "grammars/llama_json.dialect:31",
          terminal: 7,
          target: 2,
          events: [],
          restart: true,
          outsideString: true,
        },
        {
          at: "grammars/llama_json.dialect:32",
          terminal: 8,
          target: 1,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
    {
      name: "tagged",
      at: "grammars/llama_json.dialect:25",
      channel: {
        kind: 4,
        nameKeys: ["name"],
        argsKeys: ["parameters", "arguments"],
        array: true,
        python: true,
        nameSuffix: ".call",
      },
      transitions: [
        {
          at: "grammars/llama_json.dialect:34",
          terminal: 9,
          target: 0,
          events: [],
          outsideString: true,
        },
        { at: "grammars/llama_json.dialect:36", terminal: 2, target: 2, events: [], absorb: true },
        { at: "grammars/llama_json.dialect:36", terminal: 3, target: 2, events: [], absorb: true },
        { at: "grammars/llama_json.dialect:36", terminal: 6, target: 2, events: [], absorb: true },
        {
          at: "grammars/llama_json.dialect:31",
          terminal: 7,
          target: 2,
          events: [],
          restart: true,
          outsideString: true,
        },
        {
          at: "grammars/llama_json.dialect:32",
          terminal: 8,
          target: 1,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1, 2, 3, 4, 5, 6],
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
const L0 = "{";
const L1 = "<|python_start|>";
const L2 = "<|python_tag|>";
const L3 = "<|eot_id|>";
const L4 = "<|eom_id|>";
const L5 = "<|eot|>";
const L6 = "<|python_end|>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 123 /* { */:
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

/** tagged: the next position where a marker may start */
function next2(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The llama_json machine, specialised from grammars/llama_json.dialect. */
export class LlamaJsonMachine extends CompiledMachine {
  /** content (grammars/llama_json.dialect:22): what starts at p */
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
      case 123: /* { */ {
        // content OPEN_BRACE -> calls : keep (grammars/llama_json.dialect:30)
        {
          r = p + 1 <= n ? (true ? p + 1 : FAIL) : matchLiteral(L0, buf, p, atEnd);
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
        break;
      }
      case 60: /* < */ {
        // content PYTHON_START -> calls (grammars/llama_json.dialect:32)
        if (!this.idOnly(8)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 121 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 104 &&
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
        // content PYTHON_TAG -> tagged (grammars/llama_json.dialect:31)
        if (!this.idOnly(7)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 121 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 104 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 97 &&
                buf.charCodeAt(p + 11) === 103 &&
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
            this.matchedCand = 2;
          }
        }
        // absorb EOT in content (grammars/llama_json.dialect:36)
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
        // absorb EOM in content (grammars/llama_json.dialect:36)
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
        // absorb EOT4 in content (grammars/llama_json.dialect:36)
        if (!this.idOnly(6)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
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

  /** calls (grammars/llama_json.dialect:23): what starts at p */
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
        // calls PYTHON_START -> calls : restart (grammars/llama_json.dialect:32)
        if (!this.idOnly(8)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 121 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 104 &&
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
            this.matchedCand = 6;
          }
        }
        // calls PYTHON_END -> content (grammars/llama_json.dialect:33)
        if (!this.idOnly(9)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 121 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 104 &&
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
            this.matchedCand = 7;
          }
        }
        // calls PYTHON_TAG -> tagged : restart (grammars/llama_json.dialect:31)
        if (!this.idOnly(7)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 121 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 104 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 97 &&
                buf.charCodeAt(p + 11) === 103 &&
                buf.charCodeAt(p + 12) === 124 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
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
            this.matchedCand = 8;
          }
        }
        // absorb EOT in calls (grammars/llama_json.dialect:36)
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
        // absorb EOM in calls (grammars/llama_json.dialect:36)
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
            this.matchedCand = 10;
          }
        }
        // absorb EOT4 in calls (grammars/llama_json.dialect:36)
        if (!this.idOnly(6)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
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
            this.matchedCand = 11;
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

  /** tagged (grammars/llama_json.dialect:25): what starts at p */
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
        // tagged PYTHON_START -> calls : restart (grammars/llama_json.dialect:32)
        if (!this.idOnly(8)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 121 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 104 &&
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
            this.matchedCand = 12;
          }
        }
        // tagged PYTHON_END -> content (grammars/llama_json.dialect:34)
        if (!this.idOnly(9)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 121 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 104 &&
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
            this.matchedCand = 13;
          }
        }
        // tagged PYTHON_TAG -> tagged : restart (grammars/llama_json.dialect:31)
        if (!this.idOnly(7)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 112 &&
                buf.charCodeAt(p + 3) === 121 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 104 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 110 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 116 &&
                buf.charCodeAt(p + 10) === 97 &&
                buf.charCodeAt(p + 11) === 103 &&
                buf.charCodeAt(p + 12) === 124 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
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
            this.matchedCand = 14;
          }
        }
        // absorb EOT in tagged (grammars/llama_json.dialect:36)
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
            this.matchedCand = 15;
          }
        }
        // absorb EOM in tagged (grammars/llama_json.dialect:36)
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
            this.matchedCand = 16;
          }
        }
        // absorb EOT4 in tagged (grammars/llama_json.dialect:36)
        if (!this.idOnly(6)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 116 &&
                buf.charCodeAt(p + 5) === 124 &&
                buf.charCodeAt(p + 6) === 62
                ? p + 7
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
            this.matchedCand = 17;
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
        // content : text (grammars/llama_json.dialect:22)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // calls : envelope (grammars/llama_json.dialect:23)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try1(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // tagged : envelope (grammars/llama_json.dialect:25)
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
          case 8:
            return 1;
          case 7:
            return 2;
          case 2:
            return 3;
          case 3:
            return 4;
          case 6:
            return 5;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 8:
            return this.sink.unconfirmedCall() ? 6 : NONE;
          case 9:
            return 7;
          case 7:
            return this.sink.unconfirmedCall() ? 8 : NONE;
          case 2:
            return 9;
          case 3:
            return 10;
          case 6:
            return 11;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 8:
            return this.sink.unconfirmedCall() ? 12 : NONE;
          case 9:
            return 13;
          case 7:
            return this.sink.unconfirmedCall() ? 14 : NONE;
          case 2:
            return 15;
          case 3:
            return 16;
          case 6:
            return 17;
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
      case 0: // content OPEN_BRACE -> calls : keep (grammars/llama_json.dialect:30)
        // a lookahead: its text is read again in the target state
        sink.terminal(10, 1, buf, from, from);
        this.state = 1;
        return from;
      case 1: // content PYTHON_START -> calls (grammars/llama_json.dialect:32)
        sink.terminal(8, 1, buf, from, to);
        this.state = 1;
        return to;
      case 2: // content PYTHON_TAG -> tagged (grammars/llama_json.dialect:31)
        sink.terminal(7, 2, buf, from, to);
        this.state = 2;
        return to;
      case 3: // absorb EOT in content (grammars/llama_json.dialect:36)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 4: // absorb EOM in content (grammars/llama_json.dialect:36)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 5: // absorb EOT4 in content (grammars/llama_json.dialect:36)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 6: // calls PYTHON_START -> calls : restart (grammars/llama_json.dialect:32)
        sink.restart();
        sink.terminal(8, 1, buf, from, to);
        return to;
      case 7: // calls PYTHON_END -> content (grammars/llama_json.dialect:33)
        sink.terminal(9, 0, buf, from, to);
        this.state = 0;
        return to;
      case 8: // calls PYTHON_TAG -> tagged : restart (grammars/llama_json.dialect:31)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        this.state = 2;
        return to;
      case 9: // absorb EOT in calls (grammars/llama_json.dialect:36)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 10: // absorb EOM in calls (grammars/llama_json.dialect:36)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 11: // absorb EOT4 in calls (grammars/llama_json.dialect:36)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 12: // tagged PYTHON_START -> calls : restart (grammars/llama_json.dialect:32)
        sink.restart();
        sink.terminal(8, 1, buf, from, to);
        this.state = 1;
        return to;
      case 13: // tagged PYTHON_END -> content (grammars/llama_json.dialect:34)
        sink.terminal(9, 0, buf, from, to);
        this.state = 0;
        return to;
      case 14: // tagged PYTHON_TAG -> tagged : restart (grammars/llama_json.dialect:31)
        sink.restart();
        sink.terminal(7, 2, buf, from, to);
        return to;
      case 15: // absorb EOT in tagged (grammars/llama_json.dialect:36)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 16: // absorb EOM in tagged (grammars/llama_json.dialect:36)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 17: // absorb EOT4 in tagged (grammars/llama_json.dialect:36)
        sink.terminal(6, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const llama_json: Dialect = {
  name: "llama_json",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new LlamaJsonMachine(ir, sink, initial, vocab),
};
export default llama_json;
