// DO NOT EDIT — generated from grammars/mistral.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "mistral",
  source: "grammars/mistral.dialect",
  extends: [],
  terminals: [
    { name: "BOS", special: true, variants: [[{ lit: "<s>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "</s>" }]] },
    { name: "INST", special: true, variants: [[{ lit: "[INST]" }]] },
    { name: "INST_END", special: true, variants: [[{ lit: "[/INST]" }]] },
    { name: "SYSTEM", special: true, variants: [[{ lit: "[SYSTEM_PROMPT]" }]] },
    { name: "SYSTEM_END", special: true, variants: [[{ lit: "[/SYSTEM_PROMPT]" }]] },
    { name: "TOOL_RESULTS", special: true, variants: [[{ lit: "[TOOL_RESULTS]" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "[THINK]" }], [{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "[/THINK]" }], [{ lit: "</think>" }]] },
    { name: "TOOL_CALLS", special: true, variants: [[{ lit: "[TOOL_CALLS]" }]] },
    { name: "ARGS", special: true, variants: [[{ lit: "[ARGS]" }]] },
    { name: "CALL_ID", special: true, variants: [[{ lit: "[CALL_ID]" }]] },
    { name: "OPEN_BRACE", special: false, variants: [[{ lit: "{" }]] },
    {
      name: "LEGACY",
      special: false,
      variants: [
        [{ lit: "[TOOL_CALLS] [" }],
        [{ lit: "[TOOL_CALLS][" }],
        [{ lit: "[TOOL_CALLS]  [" }],
        [{ lit: "[TOOL_CALLS]\n[" }],
      ],
    },
  ],
  states: [
    {
      name: "content",
      at: "grammars/mistral.dialect:25",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/mistral.dialect:36",
          terminal: 7,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        {
          at: "grammars/mistral.dialect:39",
          terminal: 9,
          target: 2,
          events: [{ kind: "tool_start" }],
        },
        { at: "grammars/mistral.dialect:46", terminal: 13, target: 5, events: [] },
        { at: "grammars/mistral.dialect:49", terminal: 8, target: 0, events: [], absorb: true },
        { at: "grammars/mistral.dialect:51", terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/mistral.dialect:26",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/mistral.dialect:37",
          terminal: 8,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/mistral.dialect:38",
          terminal: 9,
          target: 2,
          events: [{ kind: "reasoning_end" }, { kind: "tool_start" }],
        },
        {
          at: "grammars/mistral.dialect:47",
          terminal: 13,
          target: 5,
          events: [{ kind: "reasoning_end" }],
        },
        { at: "grammars/mistral.dialect:50", terminal: 7, target: 1, events: [], absorb: true },
        { at: "grammars/mistral.dialect:51", terminal: 1, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "name",
      at: "grammars/mistral.dialect:27",
      channel: { kind: 2 },
      transitions: [
        { at: "grammars/mistral.dialect:40", terminal: 10, target: 4, events: [] },
        { at: "grammars/mistral.dialect:41", terminal: 11, target: 3, events: [] },
        { at: "grammars/mistral.dialect:44", terminal: 12, target: 4, events: [], keep: true },
        {
          at: "grammars/mistral.dialect:39",
          terminal: 9,
          target: 2,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
        { at: "grammars/mistral.dialect:46", terminal: 13, target: 5, events: [], restart: true },
      ],
    },
    {
      name: "call_id",
      at: "grammars/mistral.dialect:28",
      channel: { kind: 6, id: { after: "", before: "" } },
      transitions: [
        { at: "grammars/mistral.dialect:42", terminal: 10, target: 4, events: [] },
        {
          at: "grammars/mistral.dialect:39",
          terminal: 9,
          target: 2,
          events: [{ kind: "tool_start" }],
          restart: true,
        },
        { at: "grammars/mistral.dialect:46", terminal: 13, target: 5, events: [], restart: true },
      ],
    },
    {
      name: "args",
      at: "grammars/mistral.dialect:29",
      channel: { kind: 3 },
      transitions: [
        {
          at: "grammars/mistral.dialect:45",
          terminal: 9,
          target: 2,
          events: [{ kind: "tool_end" }, { kind: "tool_start" }],
          outsideString: true,
        },
        { at: "grammars/mistral.dialect:51", terminal: 1, target: 4, events: [], absorb: true },
        {
          at: "grammars/mistral.dialect:46",
          terminal: 13,
          target: 5,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
    {
      name: "legacy",
      at: "grammars/mistral.dialect:31",
      channel: {
        kind: 4,
        nameKeys: ["name"],
        argsKeys: ["arguments", "parameters"],
        idKeys: ["id"],
        array: true,
      },
      transitions: [
        {
          at: "grammars/mistral.dialect:39",
          terminal: 9,
          target: 2,
          events: [{ kind: "tool_start" }],
          restart: true,
          outsideString: true,
        },
        {
          at: "grammars/mistral.dialect:46",
          terminal: 13,
          target: 5,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 2, 3, 4, 5, 6, 1],
  policies: {
    stripTrailingReasoningWhitespace: true,
    contentWhitespace: "around_tools",
    validateToolNames: false,
    unclosedCall: "keep",
    thinkingDefault: true,
    toolCallId: "alnum9",
    blockSeparator: "",
    unwrapArguments: false,
    prefill: "",
    captureEscapes: "none",
    caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 },
  },
};
const L0 = "[TOOL_CALLS]  [";
const L1 = "[TOOL_CALLS] [";
const L2 = "[TOOL_CALLS]\n[";
const L3 = "[TOOL_CALLS][";
const L4 = "[TOOL_CALLS]";
const L5 = "[/THINK]";
const L6 = "[THINK]";
const L7 = "</think>";
const L8 = "<think>";
const L9 = "</s>";
const L10 = "[CALL_ID]";
const L11 = "[ARGS]";
const L12 = "{";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91 /* [ */:
        return p;
    }
  }
  return p;
}

/** reasoning: the next position where a marker may start */
function next1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91 /* [ */:
        return p;
    }
  }
  return p;
}

/** name: the next position where a marker may start */
function next2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 91: /* [ */
      case 123 /* { */:
        return p;
    }
  }
  return p;
}

/** call_id: the next position where a marker may start */
function next3(buf: string, p: number): number {
  const q = buf.indexOf("[", p);
  return q < 0 ? buf.length : q;
}

/** args: the next position where a marker may start */
function next4(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91 /* [ */:
        return p;
    }
  }
  return p;
}

/** legacy: the next position where a marker may start */
function next5(buf: string, p: number): number {
  const q = buf.indexOf("[", p);
  return q < 0 ? buf.length : q;
}

/** The mistral machine, specialised from grammars/mistral.dialect. */
export class MistralMachine extends CompiledMachine {
  /** content (grammars/mistral.dialect:25): what starts at p */
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
        // content LEGACY -> legacy (grammars/mistral.dialect:46)
        {
          r =
            p + 15 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 32 &&
                buf.charCodeAt(p + 14) === 91
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
        // content LEGACY -> legacy (grammars/mistral.dialect:46)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 91
                ? p + 14
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
        // content LEGACY -> legacy (grammars/mistral.dialect:46)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 10 &&
                buf.charCodeAt(p + 13) === 91
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
        // content LEGACY -> legacy (grammars/mistral.dialect:46)
        {
          r =
            p + 13 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 91
                ? p + 13
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
        // content TOOL_CALLS -> name : tool_start (grammars/mistral.dialect:39)
        if (!this.idOnly(9)) {
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
        // absorb THINK_END in content (grammars/mistral.dialect:49)
        if (!this.idOnly(8)) {
          r =
            p + 8 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 84 &&
                buf.charCodeAt(p + 3) === 72 &&
                buf.charCodeAt(p + 4) === 73 &&
                buf.charCodeAt(p + 5) === 78 &&
                buf.charCodeAt(p + 6) === 75 &&
                buf.charCodeAt(p + 7) === 93
                ? p + 8
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
        // content THINK_START -> reasoning : reasoning_start (grammars/mistral.dialect:36)
        if (!this.idOnly(7)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 84 &&
                buf.charCodeAt(p + 2) === 72 &&
                buf.charCodeAt(p + 3) === 73 &&
                buf.charCodeAt(p + 4) === 78 &&
                buf.charCodeAt(p + 5) === 75 &&
                buf.charCodeAt(p + 6) === 93
                ? p + 7
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
            this.matchedCand = 6;
          }
        }
        break;
      }
      case 60: /* < */ {
        // absorb THINK_END in content (grammars/mistral.dialect:49)
        if (!this.idOnly(8)) {
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
            this.matchedCand = 7;
          }
        }
        // content THINK_START -> reasoning : reasoning_start (grammars/mistral.dialect:36)
        if (!this.idOnly(7)) {
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
              : matchLiteral(L8, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L8;
            } else {
              if (waitLiteral !== "") waitLiteral = L8;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 8;
          }
        }
        // absorb EOS in content (grammars/mistral.dialect:51)
        if (!this.idOnly(1)) {
          r =
            p + 4 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 115 &&
                buf.charCodeAt(p + 3) === 62
                ? p + 4
                : FAIL
              : matchLiteral(L9, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L9;
            } else {
              if (waitLiteral !== "") waitLiteral = L9;
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

  /** reasoning (grammars/mistral.dialect:26): what starts at p */
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
      case 91: /* [ */ {
        // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
        {
          r =
            p + 15 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 32 &&
                buf.charCodeAt(p + 14) === 91
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
            this.matchedCand = 10;
          }
        }
        // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 91
                ? p + 14
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
            this.matchedCand = 11;
          }
        }
        // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 10 &&
                buf.charCodeAt(p + 13) === 91
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
            this.matchedCand = 12;
          }
        }
        // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
        {
          r =
            p + 13 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 91
                ? p + 13
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
            this.matchedCand = 13;
          }
        }
        // reasoning TOOL_CALLS -> name : reasoning_end, tool_start (grammars/mistral.dialect:38)
        if (!this.idOnly(9)) {
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
            this.matchedCand = 14;
          }
        }
        // reasoning THINK_END -> content : reasoning_end (grammars/mistral.dialect:37)
        if (!this.idOnly(8)) {
          r =
            p + 8 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 84 &&
                buf.charCodeAt(p + 3) === 72 &&
                buf.charCodeAt(p + 4) === 73 &&
                buf.charCodeAt(p + 5) === 78 &&
                buf.charCodeAt(p + 6) === 75 &&
                buf.charCodeAt(p + 7) === 93
                ? p + 8
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
            this.matchedCand = 15;
          }
        }
        // absorb THINK_START in reasoning (grammars/mistral.dialect:50)
        if (!this.idOnly(7)) {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 84 &&
                buf.charCodeAt(p + 2) === 72 &&
                buf.charCodeAt(p + 3) === 73 &&
                buf.charCodeAt(p + 4) === 78 &&
                buf.charCodeAt(p + 5) === 75 &&
                buf.charCodeAt(p + 6) === 93
                ? p + 7
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
            this.matchedCand = 16;
          }
        }
        break;
      }
      case 60: /* < */ {
        // reasoning THINK_END -> content : reasoning_end (grammars/mistral.dialect:37)
        if (!this.idOnly(8)) {
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
            this.matchedCand = 17;
          }
        }
        // absorb THINK_START in reasoning (grammars/mistral.dialect:50)
        if (!this.idOnly(7)) {
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
              : matchLiteral(L8, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L8;
            } else {
              if (waitLiteral !== "") waitLiteral = L8;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 18;
          }
        }
        // absorb EOS in reasoning (grammars/mistral.dialect:51)
        if (!this.idOnly(1)) {
          r =
            p + 4 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 115 &&
                buf.charCodeAt(p + 3) === 62
                ? p + 4
                : FAIL
              : matchLiteral(L9, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L9;
            } else {
              if (waitLiteral !== "") waitLiteral = L9;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 19;
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

  /** name (grammars/mistral.dialect:27): what starts at p */
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
        // name LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 15 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 32 &&
                buf.charCodeAt(p + 14) === 91
                ? p + 15
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
            this.matchedCand = 20;
          }
        }
        // name LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 91
                ? p + 14
                : FAIL
              : matchLiteral(L1, buf, p, atEnd);
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
            this.matchedCand = 21;
          }
        }
        // name LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 10 &&
                buf.charCodeAt(p + 13) === 91
                ? p + 14
                : FAIL
              : matchLiteral(L2, buf, p, atEnd);
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
            this.matchedCand = 22;
          }
        }
        // name LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 13 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 91
                ? p + 13
                : FAIL
              : matchLiteral(L3, buf, p, atEnd);
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
            this.matchedCand = 23;
          }
        }
        // name TOOL_CALLS -> name : restart, tool_start (grammars/mistral.dialect:39)
        if (!this.idOnly(9)) {
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
              : matchLiteral(L4, buf, p, atEnd);
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
            this.matchedCand = 24;
          }
        }
        // name CALL_ID -> call_id (grammars/mistral.dialect:41)
        if (!this.idOnly(11)) {
          r =
            p + 9 <= n
              ? buf.charCodeAt(p + 1) === 67 &&
                buf.charCodeAt(p + 2) === 65 &&
                buf.charCodeAt(p + 3) === 76 &&
                buf.charCodeAt(p + 4) === 76 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 73 &&
                buf.charCodeAt(p + 7) === 68 &&
                buf.charCodeAt(p + 8) === 93
                ? p + 9
                : FAIL
              : matchLiteral(L10, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L10;
            } else {
              if (waitLiteral !== "") waitLiteral = L10;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 25;
          }
        }
        // name ARGS -> args (grammars/mistral.dialect:40)
        if (!this.idOnly(10)) {
          r =
            p + 6 <= n
              ? buf.charCodeAt(p + 1) === 65 &&
                buf.charCodeAt(p + 2) === 82 &&
                buf.charCodeAt(p + 3) === 71 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 93
                ? p + 6
                : FAIL
              : matchLiteral(L11, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L11;
            } else {
              if (waitLiteral !== "") waitLiteral = L11;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 26;
          }
        }
        break;
      }
      case 123: /* { */ {
        // name OPEN_BRACE -> args : keep (grammars/mistral.dialect:44)
        {
          r = p + 1 <= n ? (true ? p + 1 : FAIL) : matchLiteral(L12, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L12;
            } else {
              if (waitLiteral !== "") waitLiteral = L12;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 27;
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

  /** call_id (grammars/mistral.dialect:28): what starts at p */
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
      case 91: /* [ */ {
        // call_id LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 15 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 32 &&
                buf.charCodeAt(p + 14) === 91
                ? p + 15
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
            this.matchedCand = 28;
          }
        }
        // call_id LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 91
                ? p + 14
                : FAIL
              : matchLiteral(L1, buf, p, atEnd);
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
            this.matchedCand = 29;
          }
        }
        // call_id LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 10 &&
                buf.charCodeAt(p + 13) === 91
                ? p + 14
                : FAIL
              : matchLiteral(L2, buf, p, atEnd);
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
            this.matchedCand = 30;
          }
        }
        // call_id LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 13 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 91
                ? p + 13
                : FAIL
              : matchLiteral(L3, buf, p, atEnd);
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
            this.matchedCand = 31;
          }
        }
        // call_id TOOL_CALLS -> name : restart, tool_start (grammars/mistral.dialect:39)
        if (!this.idOnly(9)) {
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
              : matchLiteral(L4, buf, p, atEnd);
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
            this.matchedCand = 32;
          }
        }
        // call_id ARGS -> args (grammars/mistral.dialect:42)
        if (!this.idOnly(10)) {
          r =
            p + 6 <= n
              ? buf.charCodeAt(p + 1) === 65 &&
                buf.charCodeAt(p + 2) === 82 &&
                buf.charCodeAt(p + 3) === 71 &&
                buf.charCodeAt(p + 4) === 83 &&
                buf.charCodeAt(p + 5) === 93
                ? p + 6
                : FAIL
              : matchLiteral(L11, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L11;
            } else {
              if (waitLiteral !== "") waitLiteral = L11;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 33;
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

  /** args (grammars/mistral.dialect:29): what starts at p */
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
      case 91: /* [ */ {
        // args LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 15 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 32 &&
                buf.charCodeAt(p + 14) === 91
                ? p + 15
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
            this.matchedCand = 34;
          }
        }
        // args LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 91
                ? p + 14
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
            this.matchedCand = 35;
          }
        }
        // args LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 10 &&
                buf.charCodeAt(p + 13) === 91
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
            this.matchedCand = 36;
          }
        }
        // args LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 13 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 91
                ? p + 13
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
            this.matchedCand = 37;
          }
        }
        // args TOOL_CALLS -> name : tool_end, tool_start (grammars/mistral.dialect:45)
        if (!this.idOnly(9)) {
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
            this.matchedCand = 38;
          }
        }
        break;
      }
      case 60: /* < */ {
        // absorb EOS in args (grammars/mistral.dialect:51)
        if (!this.idOnly(1)) {
          r =
            p + 4 <= n
              ? buf.charCodeAt(p + 1) === 47 &&
                buf.charCodeAt(p + 2) === 115 &&
                buf.charCodeAt(p + 3) === 62
                ? p + 4
                : FAIL
              : matchLiteral(L9, buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L9;
            } else {
              if (waitLiteral !== "") waitLiteral = L9;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 39;
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

  /** legacy (grammars/mistral.dialect:31): what starts at p */
  private try5(buf: string, p: number, atEnd: boolean, head: number): number {
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
        // legacy LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 15 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 32 &&
                buf.charCodeAt(p + 14) === 91
                ? p + 15
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
            this.matchedCand = 40;
          }
        }
        // legacy LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 32 &&
                buf.charCodeAt(p + 13) === 91
                ? p + 14
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
            this.matchedCand = 41;
          }
        }
        // legacy LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 14 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 10 &&
                buf.charCodeAt(p + 13) === 91
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
            this.matchedCand = 42;
          }
        }
        // legacy LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        {
          r =
            p + 13 <= n
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
                buf.charCodeAt(p + 11) === 93 &&
                buf.charCodeAt(p + 12) === 91
                ? p + 13
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
            this.matchedCand = 43;
          }
        }
        // legacy TOOL_CALLS -> name : restart, tool_start (grammars/mistral.dialect:39)
        if (!this.idOnly(9)) {
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
            this.matchedCand = 44;
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
        // content : text (grammars/mistral.dialect:25)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/mistral.dialect:26)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // name : tool_name (grammars/mistral.dialect:27)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // call_id : header (grammars/mistral.dialect:28)
        case 3:
          p = head < 0 ? next3(buf, p) : nextOrHead(buf, p, next3(buf, p), head);
          if (p >= n) continue;
          this.runFrom = runStart;
          r = this.try3(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // args : args_json (grammars/mistral.dialect:29)
        case 4:
          p = head < 0 ? next4(buf, p) : nextOrHead(buf, p, next4(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try4(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // legacy : envelope (grammars/mistral.dialect:31)
        case 5:
          p = head < 0 ? next5(buf, p) : nextOrHead(buf, p, next5(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try5(buf, p, atEnd, head);
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
          case 9:
            return 4;
          case 8:
            return 5;
          case 7:
            return 6;
          case 1:
            return 9;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 9:
            return 14;
          case 8:
            return 15;
          case 7:
            return 16;
          case 1:
            return 19;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 9:
            return this.sink.unconfirmedCall() ? 24 : NONE;
          case 11:
            return 25;
          case 10:
            return 26;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 9:
            return this.sink.unconfirmedCall() ? 32 : NONE;
          case 10:
            return 33;
        }
        return NONE;
      case 4:
        switch (terminal) {
          case 9:
            return 38;
          case 1:
            return 39;
        }
        return NONE;
      case 5:
        switch (terminal) {
          case 9:
            return this.sink.unconfirmedCall() ? 44 : NONE;
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
      case 0: // content LEGACY -> legacy (grammars/mistral.dialect:46)
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 1: // content LEGACY -> legacy (grammars/mistral.dialect:46)
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 2: // content LEGACY -> legacy (grammars/mistral.dialect:46)
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 3: // content LEGACY -> legacy (grammars/mistral.dialect:46)
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 4: // content TOOL_CALLS -> name : tool_start (grammars/mistral.dialect:39)
        sink.terminal(9, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 5: // absorb THINK_END in content (grammars/mistral.dialect:49)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 6: // content THINK_START -> reasoning : reasoning_start (grammars/mistral.dialect:36)
        sink.terminal(7, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 7: // absorb THINK_END in content (grammars/mistral.dialect:49)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 8: // content THINK_START -> reasoning : reasoning_start (grammars/mistral.dialect:36)
        sink.terminal(7, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 9: // absorb EOS in content (grammars/mistral.dialect:51)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 10: // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
        sink.terminal(13, 5, buf, from, to);
        sink.reasoningEnd();
        this.state = 5;
        return to;
      case 11: // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
        sink.terminal(13, 5, buf, from, to);
        sink.reasoningEnd();
        this.state = 5;
        return to;
      case 12: // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
        sink.terminal(13, 5, buf, from, to);
        sink.reasoningEnd();
        this.state = 5;
        return to;
      case 13: // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
        sink.terminal(13, 5, buf, from, to);
        sink.reasoningEnd();
        this.state = 5;
        return to;
      case 14: // reasoning TOOL_CALLS -> name : reasoning_end, tool_start (grammars/mistral.dialect:38)
        sink.terminal(9, 2, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 15: // reasoning THINK_END -> content : reasoning_end (grammars/mistral.dialect:37)
        sink.terminal(8, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 16: // absorb THINK_START in reasoning (grammars/mistral.dialect:50)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 17: // reasoning THINK_END -> content : reasoning_end (grammars/mistral.dialect:37)
        sink.terminal(8, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 18: // absorb THINK_START in reasoning (grammars/mistral.dialect:50)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 19: // absorb EOS in reasoning (grammars/mistral.dialect:51)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 20: // name LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 21: // name LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 22: // name LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 23: // name LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 24: // name TOOL_CALLS -> name : restart, tool_start (grammars/mistral.dialect:39)
        sink.restart();
        sink.terminal(9, 2, buf, from, to);
        sink.toolStart(false);
        return to;
      case 25: // name CALL_ID -> call_id (grammars/mistral.dialect:41)
        sink.terminal(11, 3, buf, from, to);
        this.state = 3;
        return to;
      case 26: // name ARGS -> args (grammars/mistral.dialect:40)
        sink.terminal(10, 4, buf, from, to);
        this.state = 4;
        return to;
      case 27: // name OPEN_BRACE -> args : keep (grammars/mistral.dialect:44)
        // a lookahead: its text is read again in the target state
        sink.terminal(12, 4, buf, from, from);
        this.state = 4;
        return from;
      case 28: // call_id LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 29: // call_id LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 30: // call_id LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 31: // call_id LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 32: // call_id TOOL_CALLS -> name : restart, tool_start (grammars/mistral.dialect:39)
        sink.restart();
        sink.terminal(9, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 33: // call_id ARGS -> args (grammars/mistral.dialect:42)
        sink.terminal(10, 4, buf, from, to);
        this.state = 4;
        return to;
      case 34: // args LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 35: // args LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 36: // args LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 37: // args LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        this.state = 5;
        return to;
      case 38: // args TOOL_CALLS -> name : tool_end, tool_start (grammars/mistral.dialect:45)
        sink.terminal(9, 2, buf, from, to);
        sink.toolEnd();
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 39: // absorb EOS in args (grammars/mistral.dialect:51)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 40: // legacy LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        return to;
      case 41: // legacy LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        return to;
      case 42: // legacy LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        return to;
      case 43: // legacy LEGACY -> legacy : restart (grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(13, 5, buf, from, to);
        return to;
      case 44: // legacy TOOL_CALLS -> name : restart, tool_start (grammars/mistral.dialect:39)
        sink.restart();
        sink.terminal(9, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const mistral: Dialect = {
  name: "mistral",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new MistralMachine(ir, sink, initial, vocab),
};
export default mistral;
