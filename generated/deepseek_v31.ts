// DO NOT EDIT — generated from grammars/deepseek_v31.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "deepseek_v31",
  source: "grammars/deepseek_v31.dialect",
  extends: ["deepseek"],
  terminals: [
    { name: "BOS", special: true, variants: [[{ lit: "<｜begin▁of▁sentence｜>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<｜User｜>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<｜Assistant｜>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "<｜end▁of▁sentence｜>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "CALLS_BEGIN", special: true, variants: [[{ lit: "<｜tool▁calls▁begin｜>" }]] },
    { name: "CALL_BEGIN", special: true, variants: [[{ lit: "<｜tool▁call▁begin｜>" }]] },
    { name: "SEP", special: true, variants: [[{ lit: "<｜tool▁sep｜>" }]] },
    { name: "CALL_END", special: true, variants: [[{ lit: "<｜tool▁call▁end｜>" }]] },
    { name: "CALLS_END", special: true, variants: [[{ lit: "<｜tool▁calls▁end｜>" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/deepseek_v31.dialect:15",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/deepseek_v31.dialect:23",
          terminal: 4,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/deepseek_v31.dialect:25", terminal: 6, target: 2, events: [] },
        {
          at: "grammars/deepseek_v31.dialect:31",
          terminal: 5,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/deepseek_v31.dialect:33",
          terminal: 3,
          target: 0,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/deepseek_v31.dialect:16",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/deepseek_v31.dialect:24",
          terminal: 5,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/deepseek_v31.dialect:32",
          terminal: 4,
          target: 1,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/deepseek_v31.dialect:33",
          terminal: 3,
          target: 1,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "calls",
      at: "grammars/deepseek_v31.dialect:17",
      channel: { kind: 7 },
      transitions: [
        {
          at: "grammars/deepseek_v31.dialect:26",
          terminal: 7,
          target: 3,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/deepseek_v31.dialect:29", terminal: 10, target: 0, events: [] },
        {
          at: "grammars/deepseek_v31.dialect:33",
          terminal: 3,
          target: 2,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/deepseek_v31.dialect:25",
          terminal: 6,
          target: 2,
          events: [],
          restart: true,
        },
      ],
    },
    {
      name: "name",
      at: "grammars/deepseek_v31.dialect:18",
      channel: { kind: 2 },
      transitions: [
        { at: "grammars/deepseek_v31.dialect:27", terminal: 8, target: 4, events: [] },
        {
          at: "grammars/deepseek_v31.dialect:25",
          terminal: 6,
          target: 2,
          events: [],
          restart: true,
        },
      ],
    },
    {
      name: "args",
      at: "grammars/deepseek_v31.dialect:19",
      channel: { kind: 3 },
      transitions: [
        {
          at: "grammars/deepseek_v31.dialect:28",
          terminal: 9,
          target: 2,
          events: [{ kind: "tool_end" }],
          outsideString: true,
        },
        {
          at: "grammars/deepseek_v31.dialect:25",
          terminal: 6,
          target: 2,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2, 3],
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
const L0 = "<｜tool▁calls▁begin｜>";
const L1 = "<｜end▁of▁sentence｜>";
const L2 = "</think>";
const L3 = "<think>";
const L4 = "<｜tool▁call▁begin｜>";
const L5 = "<｜tool▁calls▁end｜>";
const L6 = "<｜tool▁sep｜>";
const L7 = "<｜tool▁call▁end｜>";
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

/** name: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** args: the next position where a marker may start */
function next4(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** The deepseek_v31 machine, specialised from grammars/deepseek_v31.dialect. */
export class DeepseekV31Machine extends CompiledMachine {
  /** content (grammars/deepseek_v31.dialect:15): what starts at p */
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
        // content CALLS_BEGIN -> calls (grammars/deepseek_v31.dialect:25)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
        // absorb EOS in content (grammars/deepseek_v31.dialect:33)
        if (!this.idOnly(3)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 9601 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 9601 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 110 &&
                buf.charCodeAt(p + 12) === 116 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 65372 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
        // absorb THINK_END in content (grammars/deepseek_v31.dialect:31)
        if (!this.idOnly(5)) {
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
        // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_v31.dialect:23)
        if (!this.idOnly(4)) {
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

  /** reasoning (grammars/deepseek_v31.dialect:16): what starts at p */
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
        // absorb EOS in reasoning (grammars/deepseek_v31.dialect:33)
        if (!this.idOnly(3)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 9601 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 9601 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 110 &&
                buf.charCodeAt(p + 12) === 116 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 65372 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
        // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_v31.dialect:24)
        if (!this.idOnly(5)) {
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
            this.matchedCand = 5;
          }
        }
        // absorb THINK_START in reasoning (grammars/deepseek_v31.dialect:32)
        if (!this.idOnly(4)) {
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

  /** calls (grammars/deepseek_v31.dialect:17): what starts at p */
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
        // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_v31.dialect:25)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 7;
          }
        }
        // calls CALL_BEGIN -> name : tool_start (grammars/deepseek_v31.dialect:26)
        if (!this.idOnly(7)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 9601 &&
                buf.charCodeAt(p + 12) === 98 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 103 &&
                buf.charCodeAt(p + 15) === 105 &&
                buf.charCodeAt(p + 16) === 110 &&
                buf.charCodeAt(p + 17) === 65372 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
            this.matchedCand = 8;
          }
        }
        // absorb EOS in calls (grammars/deepseek_v31.dialect:33)
        if (!this.idOnly(3)) {
          r =
            p + 19 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 101 &&
                buf.charCodeAt(p + 3) === 110 &&
                buf.charCodeAt(p + 4) === 100 &&
                buf.charCodeAt(p + 5) === 9601 &&
                buf.charCodeAt(p + 6) === 111 &&
                buf.charCodeAt(p + 7) === 102 &&
                buf.charCodeAt(p + 8) === 9601 &&
                buf.charCodeAt(p + 9) === 115 &&
                buf.charCodeAt(p + 10) === 101 &&
                buf.charCodeAt(p + 11) === 110 &&
                buf.charCodeAt(p + 12) === 116 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 99 &&
                buf.charCodeAt(p + 16) === 101 &&
                buf.charCodeAt(p + 17) === 65372 &&
                buf.charCodeAt(p + 18) === 62
                ? p + 19
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
            this.matchedCand = 9;
          }
        }
        // calls CALLS_END -> content (grammars/deepseek_v31.dialect:29)
        if (!this.idOnly(10)) {
          r =
            p + 18 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 101 &&
                buf.charCodeAt(p + 14) === 110 &&
                buf.charCodeAt(p + 15) === 100 &&
                buf.charCodeAt(p + 16) === 65372 &&
                buf.charCodeAt(p + 17) === 62
                ? p + 18
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

  /** name (grammars/deepseek_v31.dialect:18): what starts at p */
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
        // name CALLS_BEGIN -> calls : restart (grammars/deepseek_v31.dialect:25)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 11;
          }
        }
        // name SEP -> args (grammars/deepseek_v31.dialect:27)
        if (!this.idOnly(8)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 115 &&
                buf.charCodeAt(p + 8) === 101 &&
                buf.charCodeAt(p + 9) === 112 &&
                buf.charCodeAt(p + 10) === 65372 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
                : FAIL
              : matchLiteral(L6, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L6;
            } else {
              if (waitLiteral !== "") waitLiteral = L6;
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

  /** args (grammars/deepseek_v31.dialect:19): what starts at p */
  private try4(buf: string, p: number, atEnd: boolean, head: number): number {
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
        // args CALLS_BEGIN -> calls : restart (grammars/deepseek_v31.dialect:25)
        if (!this.idOnly(6)) {
          r =
            p + 20 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 115 &&
                buf.charCodeAt(p + 12) === 9601 &&
                buf.charCodeAt(p + 13) === 98 &&
                buf.charCodeAt(p + 14) === 101 &&
                buf.charCodeAt(p + 15) === 103 &&
                buf.charCodeAt(p + 16) === 105 &&
                buf.charCodeAt(p + 17) === 110 &&
                buf.charCodeAt(p + 18) === 65372 &&
                buf.charCodeAt(p + 19) === 62
                ? p + 20
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
            this.matchedCand = 13;
          }
        }
        // args CALL_END -> calls : tool_end (grammars/deepseek_v31.dialect:28)
        if (!this.idOnly(9)) {
          r =
            p + 17 <= n
              ? buf.charCodeAt(p + 1) === 65372 &&
                buf.charCodeAt(p + 2) === 116 &&
                buf.charCodeAt(p + 3) === 111 &&
                buf.charCodeAt(p + 4) === 111 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 9601 &&
                buf.charCodeAt(p + 7) === 99 &&
                buf.charCodeAt(p + 8) === 97 &&
                buf.charCodeAt(p + 9) === 108 &&
                buf.charCodeAt(p + 10) === 108 &&
                buf.charCodeAt(p + 11) === 9601 &&
                buf.charCodeAt(p + 12) === 101 &&
                buf.charCodeAt(p + 13) === 110 &&
                buf.charCodeAt(p + 14) === 100 &&
                buf.charCodeAt(p + 15) === 65372 &&
                buf.charCodeAt(p + 16) === 62
                ? p + 17
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
            this.matchedCand = 14;
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
        // content : text (grammars/deepseek_v31.dialect:15)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/deepseek_v31.dialect:16)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // calls : discard (grammars/deepseek_v31.dialect:17)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // name : tool_name (grammars/deepseek_v31.dialect:18)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // args : args_json (grammars/deepseek_v31.dialect:19)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try4(buf, p, atEnd, head);
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
          case 6:
            return 0;
          case 3:
            return 1;
          case 5:
            return 2;
          case 4:
            return 3;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 3:
            return 4;
          case 5:
            return 5;
          case 4:
            return 6;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 6:
            return this.sink.unconfirmedCall() ? 7 : NONE;
          case 7:
            return 8;
          case 3:
            return 9;
          case 10:
            return 10;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 6:
            return this.sink.unconfirmedCall() ? 11 : NONE;
          case 8:
            return 12;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 6:
            return this.sink.unconfirmedCall() ? 13 : NONE;
          case 9:
            return 14;
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
      case 0: // content CALLS_BEGIN -> calls (grammars/deepseek_v31.dialect:25)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // absorb EOS in content (grammars/deepseek_v31.dialect:33)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 2: // absorb THINK_END in content (grammars/deepseek_v31.dialect:31)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 3: // content THINK_START -> reasoning : reasoning_start (grammars/deepseek_v31.dialect:23)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 4: // absorb EOS in reasoning (grammars/deepseek_v31.dialect:33)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 5: // reasoning THINK_END -> content : reasoning_end (grammars/deepseek_v31.dialect:24)
        sink.terminal(5, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 6: // absorb THINK_START in reasoning (grammars/deepseek_v31.dialect:32)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 7: // calls CALLS_BEGIN -> calls : restart (grammars/deepseek_v31.dialect:25)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
      case 8: // calls CALL_BEGIN -> name : tool_start (grammars/deepseek_v31.dialect:26)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 9: // absorb EOS in calls (grammars/deepseek_v31.dialect:33)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 10: // calls CALLS_END -> content (grammars/deepseek_v31.dialect:29)
        sink.terminal(10, 0, buf, from, to);
        this.state = 0;
        return to;
      case 11: // name CALLS_BEGIN -> calls : restart (grammars/deepseek_v31.dialect:25)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 12: // name SEP -> args (grammars/deepseek_v31.dialect:27)
        sink.terminal(8, 4, buf, from, to);
        this.state = 4;
        return to;
      case 13: // args CALLS_BEGIN -> calls : restart (grammars/deepseek_v31.dialect:25)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 14: // args CALL_END -> calls : tool_end (grammars/deepseek_v31.dialect:28)
        sink.terminal(9, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const deepseek_v31: Dialect = {
  name: "deepseek_v31",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new DeepseekV31Machine(ir, sink, initial, vocab),
};
export default deepseek_v31;
