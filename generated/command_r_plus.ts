// DO NOT EDIT — generated from grammars/command_r_plus.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "command_r_plus",
  source: "grammars/command_r_plus.dialect",
  extends: ["cohere_command"],
  terminals: [
    { name: "START_OF_TURN", special: true, variants: [[{ lit: "<|START_OF_TURN_TOKEN|>" }]] },
    { name: "END_OF_TURN", special: true, variants: [[{ lit: "<|END_OF_TURN_TOKEN|>" }]] },
    { name: "CHATBOT", special: true, variants: [[{ lit: "<|CHATBOT_TOKEN|>" }]] },
    { name: "START_THINKING", special: true, variants: [[{ lit: "<|START_THINKING|>" }]] },
    { name: "END_THINKING", special: true, variants: [[{ lit: "<|END_THINKING|>" }]] },
    { name: "START_ACTION", special: true, variants: [[{ lit: "<|START_ACTION|>" }]] },
    { name: "END_ACTION", special: true, variants: [[{ lit: "<|END_ACTION|>" }]] },
    { name: "START_RESPONSE", special: true, variants: [[{ lit: "<|START_RESPONSE|>" }]] },
    { name: "END_RESPONSE", special: true, variants: [[{ lit: "<|END_RESPONSE|>" }]] },
    { name: "START_TEXT", special: true, variants: [[{ lit: "<|START_TEXT|>" }]] },
    { name: "END_TEXT", special: true, variants: [[{ lit: "<|END_TEXT|>" }]] },
    {
      name: "ACTION",
      special: false,
      variants: [[{ lit: "Action:" }, { ws: 256 }, { lit: "```json" }, { ws: 256 }]],
    },
    { name: "FENCE_END", special: false, variants: [[{ lit: "```" }]] },
  ],
  states: [
    {
      name: "content",
      at: "grammars/cohere_command.dialect:21",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/cohere_command.dialect:28",
          terminal: 3,
          target: 1,
          events: [{ kind: "reasoning_start" }],
        },
        { at: "grammars/cohere_command.dialect:31", terminal: 5, target: 2, events: [] },
        { at: "grammars/command_r_plus.dialect:14", terminal: 11, target: 3, events: [] },
        {
          at: "grammars/cohere_command.dialect:34",
          terminal: 7,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/cohere_command.dialect:34",
          terminal: 8,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/cohere_command.dialect:34",
          terminal: 9,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/cohere_command.dialect:34",
          terminal: 10,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/cohere_command.dialect:34",
          terminal: 1,
          target: 0,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "reasoning",
      at: "grammars/cohere_command.dialect:22",
      channel: { kind: 1 },
      transitions: [
        {
          at: "grammars/cohere_command.dialect:29",
          terminal: 4,
          target: 0,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/cohere_command.dialect:30",
          terminal: 5,
          target: 2,
          events: [{ kind: "reasoning_end" }],
        },
        {
          at: "grammars/cohere_command.dialect:35",
          terminal: 3,
          target: 1,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/cohere_command.dialect:35",
          terminal: 1,
          target: 1,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "calls",
      at: "grammars/cohere_command.dialect:23",
      channel: {
        kind: 4,
        nameKeys: ["tool_name"],
        argsKeys: ["parameters"],
        idKeys: ["tool_call_id"],
        array: true,
      },
      transitions: [
        {
          at: "grammars/cohere_command.dialect:32",
          terminal: 6,
          target: 0,
          events: [],
          outsideString: true,
        },
        {
          at: "grammars/cohere_command.dialect:36",
          terminal: 1,
          target: 2,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/cohere_command.dialect:31",
          terminal: 5,
          target: 2,
          events: [],
          restart: true,
          outsideString: true,
        },
        {
          at: "grammars/command_r_plus.dialect:14",
          terminal: 11,
          target: 3,
          events: [],
          restart: true,
          outsideString: true,
        },
      ],
    },
    {
      name: "action",
      at: "grammars/command_r_plus.dialect:12",
      channel: { kind: 4, nameKeys: ["tool_name"], argsKeys: ["parameters"], array: true },
      transitions: [
        {
          at: "grammars/command_r_plus.dialect:15",
          terminal: 12,
          target: 0,
          events: [],
          outsideString: true,
        },
        {
          at: "grammars/command_r_plus.dialect:17",
          terminal: 1,
          target: 3,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/cohere_command.dialect:31",
          terminal: 5,
          target: 2,
          events: [],
          restart: true,
          outsideString: true,
        },
        {
          at: "grammars/command_r_plus.dialect:14",
          terminal: 11,
          target: 3,
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
    thinkingDefault: false,
    toolCallId: "chatcmpl",
    blockSeparator: "",
    unwrapArguments: false,
    prefill: "",
    captureEscapes: "none",
    caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 },
  },
};
const L0 = "Action:";
const L1 = "```json";
const L2 = "<|END_OF_TURN_TOKEN|>";
const L3 = "<|START_THINKING|>";
const L4 = "<|START_RESPONSE|>";
const L5 = "<|START_ACTION|>";
const L6 = "<|END_RESPONSE|>";
const L7 = "<|START_TEXT|>";
const L8 = "<|END_TEXT|>";
const L9 = "<|END_THINKING|>";
const L10 = "<|END_ACTION|>";
const L11 = "```";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 65 /* A */:
        return p;
    }
  }
  return p;
}

/** reasoning: the next position where a marker may start */
function next1(buf: string, p: number): number {
  const q = buf.indexOf("<", p);
  return q < 0 ? buf.length : q;
}

/** calls: the next position where a marker may start */
function next2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 65 /* A */:
        return p;
    }
  }
  return p;
}

/** action: the next position where a marker may start */
function next3(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 65: /* A */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** The command_r_plus machine, specialised from grammars/command_r_plus.dialect. */
export class CommandRPlusMachine extends CompiledMachine {
  /** content ACTION -> action (grammars/command_r_plus.dialect:14) */
  private cand7(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 7 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 65 &&
        buf.charCodeAt(q + 1) === 99 &&
        buf.charCodeAt(q + 2) === 116 &&
        buf.charCodeAt(q + 3) === 105 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 58
      ))
        return FAIL;
      q += 7;
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
      const r = matchLiteral(L1, buf, q, atEnd);
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

  /** calls ACTION -> action : restart (grammars/command_r_plus.dialect:14) */
  private cand15(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 7 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 65 &&
        buf.charCodeAt(q + 1) === 99 &&
        buf.charCodeAt(q + 2) === 116 &&
        buf.charCodeAt(q + 3) === 105 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 58
      ))
        return FAIL;
      q += 7;
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
      const r = matchLiteral(L1, buf, q, atEnd);
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

  /** action ACTION -> action : restart (grammars/command_r_plus.dialect:14) */
  private cand19(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 7 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 65 &&
        buf.charCodeAt(q + 1) === 99 &&
        buf.charCodeAt(q + 2) === 116 &&
        buf.charCodeAt(q + 3) === 105 &&
        buf.charCodeAt(q + 4) === 111 &&
        buf.charCodeAt(q + 5) === 110 &&
        buf.charCodeAt(q + 6) === 58
      ))
        return FAIL;
      q += 7;
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
      const r = matchLiteral(L1, buf, q, atEnd);
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

  /** content (grammars/cohere_command.dialect:21): what starts at p */
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
        // absorb END_OF_TURN in content (grammars/cohere_command.dialect:34)
        if (!this.idOnly(1)) {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 78 &&
                buf.charCodeAt(p + 4) === 68 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 79 &&
                buf.charCodeAt(p + 7) === 70 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 84 &&
                buf.charCodeAt(p + 10) === 85 &&
                buf.charCodeAt(p + 11) === 82 &&
                buf.charCodeAt(p + 12) === 78 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 84 &&
                buf.charCodeAt(p + 15) === 79 &&
                buf.charCodeAt(p + 16) === 75 &&
                buf.charCodeAt(p + 17) === 69 &&
                buf.charCodeAt(p + 18) === 78 &&
                buf.charCodeAt(p + 19) === 124 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
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
            this.matchedCand = 0;
          }
        }
        // content START_THINKING -> reasoning : reasoning_start (grammars/cohere_command.dialect:28)
        if (!this.idOnly(3)) {
          r =
            p + 18 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 83 &&
                buf.charCodeAt(p + 3) === 84 &&
                buf.charCodeAt(p + 4) === 65 &&
                buf.charCodeAt(p + 5) === 82 &&
                buf.charCodeAt(p + 6) === 84 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 84 &&
                buf.charCodeAt(p + 9) === 72 &&
                buf.charCodeAt(p + 10) === 73 &&
                buf.charCodeAt(p + 11) === 78 &&
                buf.charCodeAt(p + 12) === 75 &&
                buf.charCodeAt(p + 13) === 73 &&
                buf.charCodeAt(p + 14) === 78 &&
                buf.charCodeAt(p + 15) === 71 &&
                buf.charCodeAt(p + 16) === 124 &&
                buf.charCodeAt(p + 17) === 62
                ? p + 18
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
            this.matchedCand = 1;
          }
        }
        // absorb START_RESPONSE in content (grammars/cohere_command.dialect:34)
        if (!this.idOnly(7)) {
          r =
            p + 18 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 83 &&
                buf.charCodeAt(p + 3) === 84 &&
                buf.charCodeAt(p + 4) === 65 &&
                buf.charCodeAt(p + 5) === 82 &&
                buf.charCodeAt(p + 6) === 84 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 82 &&
                buf.charCodeAt(p + 9) === 69 &&
                buf.charCodeAt(p + 10) === 83 &&
                buf.charCodeAt(p + 11) === 80 &&
                buf.charCodeAt(p + 12) === 79 &&
                buf.charCodeAt(p + 13) === 78 &&
                buf.charCodeAt(p + 14) === 83 &&
                buf.charCodeAt(p + 15) === 69 &&
                buf.charCodeAt(p + 16) === 124 &&
                buf.charCodeAt(p + 17) === 62
                ? p + 18
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
            this.matchedCand = 2;
          }
        }
        // content START_ACTION -> calls (grammars/cohere_command.dialect:31)
        if (!this.idOnly(5)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 83 &&
                buf.charCodeAt(p + 3) === 84 &&
                buf.charCodeAt(p + 4) === 65 &&
                buf.charCodeAt(p + 5) === 82 &&
                buf.charCodeAt(p + 6) === 84 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 65 &&
                buf.charCodeAt(p + 9) === 67 &&
                buf.charCodeAt(p + 10) === 84 &&
                buf.charCodeAt(p + 11) === 73 &&
                buf.charCodeAt(p + 12) === 79 &&
                buf.charCodeAt(p + 13) === 78 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
            this.matchedCand = 3;
          }
        }
        // absorb END_RESPONSE in content (grammars/cohere_command.dialect:34)
        if (!this.idOnly(8)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 78 &&
                buf.charCodeAt(p + 4) === 68 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 82 &&
                buf.charCodeAt(p + 7) === 69 &&
                buf.charCodeAt(p + 8) === 83 &&
                buf.charCodeAt(p + 9) === 80 &&
                buf.charCodeAt(p + 10) === 79 &&
                buf.charCodeAt(p + 11) === 78 &&
                buf.charCodeAt(p + 12) === 83 &&
                buf.charCodeAt(p + 13) === 69 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
            this.matchedCand = 4;
          }
        }
        // absorb START_TEXT in content (grammars/cohere_command.dialect:34)
        if (!this.idOnly(9)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 83 &&
                buf.charCodeAt(p + 3) === 84 &&
                buf.charCodeAt(p + 4) === 65 &&
                buf.charCodeAt(p + 5) === 82 &&
                buf.charCodeAt(p + 6) === 84 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 84 &&
                buf.charCodeAt(p + 9) === 69 &&
                buf.charCodeAt(p + 10) === 88 &&
                buf.charCodeAt(p + 11) === 84 &&
                buf.charCodeAt(p + 12) === 124 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
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
            this.matchedCand = 5;
          }
        }
        // absorb END_TEXT in content (grammars/cohere_command.dialect:34)
        if (!this.idOnly(10)) {
          r =
            p + 12 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 78 &&
                buf.charCodeAt(p + 4) === 68 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 84 &&
                buf.charCodeAt(p + 7) === 69 &&
                buf.charCodeAt(p + 8) === 88 &&
                buf.charCodeAt(p + 9) === 84 &&
                buf.charCodeAt(p + 10) === 124 &&
                buf.charCodeAt(p + 11) === 62
                ? p + 12
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
            this.matchedCand = 6;
          }
        }
        break;
      }
      case 65: /* A */ {
        // content ACTION -> action (grammars/command_r_plus.dialect:14)
        {
          r = this.cand7(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
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

  /** reasoning (grammars/cohere_command.dialect:22): what starts at p */
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
        // absorb END_OF_TURN in reasoning (grammars/cohere_command.dialect:35)
        if (!this.idOnly(1)) {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 78 &&
                buf.charCodeAt(p + 4) === 68 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 79 &&
                buf.charCodeAt(p + 7) === 70 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 84 &&
                buf.charCodeAt(p + 10) === 85 &&
                buf.charCodeAt(p + 11) === 82 &&
                buf.charCodeAt(p + 12) === 78 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 84 &&
                buf.charCodeAt(p + 15) === 79 &&
                buf.charCodeAt(p + 16) === 75 &&
                buf.charCodeAt(p + 17) === 69 &&
                buf.charCodeAt(p + 18) === 78 &&
                buf.charCodeAt(p + 19) === 124 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
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
            this.matchedCand = 8;
          }
        }
        // absorb START_THINKING in reasoning (grammars/cohere_command.dialect:35)
        if (!this.idOnly(3)) {
          r =
            p + 18 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 83 &&
                buf.charCodeAt(p + 3) === 84 &&
                buf.charCodeAt(p + 4) === 65 &&
                buf.charCodeAt(p + 5) === 82 &&
                buf.charCodeAt(p + 6) === 84 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 84 &&
                buf.charCodeAt(p + 9) === 72 &&
                buf.charCodeAt(p + 10) === 73 &&
                buf.charCodeAt(p + 11) === 78 &&
                buf.charCodeAt(p + 12) === 75 &&
                buf.charCodeAt(p + 13) === 73 &&
                buf.charCodeAt(p + 14) === 78 &&
                buf.charCodeAt(p + 15) === 71 &&
                buf.charCodeAt(p + 16) === 124 &&
                buf.charCodeAt(p + 17) === 62
                ? p + 18
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
        // reasoning END_THINKING -> content : reasoning_end (grammars/cohere_command.dialect:29)
        if (!this.idOnly(4)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 78 &&
                buf.charCodeAt(p + 4) === 68 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 84 &&
                buf.charCodeAt(p + 7) === 72 &&
                buf.charCodeAt(p + 8) === 73 &&
                buf.charCodeAt(p + 9) === 78 &&
                buf.charCodeAt(p + 10) === 75 &&
                buf.charCodeAt(p + 11) === 73 &&
                buf.charCodeAt(p + 12) === 78 &&
                buf.charCodeAt(p + 13) === 71 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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
            this.matchedCand = 10;
          }
        }
        // reasoning START_ACTION -> calls : reasoning_end (grammars/cohere_command.dialect:30)
        if (!this.idOnly(5)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 83 &&
                buf.charCodeAt(p + 3) === 84 &&
                buf.charCodeAt(p + 4) === 65 &&
                buf.charCodeAt(p + 5) === 82 &&
                buf.charCodeAt(p + 6) === 84 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 65 &&
                buf.charCodeAt(p + 9) === 67 &&
                buf.charCodeAt(p + 10) === 84 &&
                buf.charCodeAt(p + 11) === 73 &&
                buf.charCodeAt(p + 12) === 79 &&
                buf.charCodeAt(p + 13) === 78 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
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

  /** calls (grammars/cohere_command.dialect:23): what starts at p */
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
        // absorb END_OF_TURN in calls (grammars/cohere_command.dialect:36)
        if (!this.idOnly(1)) {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 78 &&
                buf.charCodeAt(p + 4) === 68 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 79 &&
                buf.charCodeAt(p + 7) === 70 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 84 &&
                buf.charCodeAt(p + 10) === 85 &&
                buf.charCodeAt(p + 11) === 82 &&
                buf.charCodeAt(p + 12) === 78 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 84 &&
                buf.charCodeAt(p + 15) === 79 &&
                buf.charCodeAt(p + 16) === 75 &&
                buf.charCodeAt(p + 17) === 69 &&
                buf.charCodeAt(p + 18) === 78 &&
                buf.charCodeAt(p + 19) === 124 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
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
        // calls START_ACTION -> calls : restart (grammars/cohere_command.dialect:31)
        if (!this.idOnly(5)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 83 &&
                buf.charCodeAt(p + 3) === 84 &&
                buf.charCodeAt(p + 4) === 65 &&
                buf.charCodeAt(p + 5) === 82 &&
                buf.charCodeAt(p + 6) === 84 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 65 &&
                buf.charCodeAt(p + 9) === 67 &&
                buf.charCodeAt(p + 10) === 84 &&
                buf.charCodeAt(p + 11) === 73 &&
                buf.charCodeAt(p + 12) === 79 &&
                buf.charCodeAt(p + 13) === 78 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
                : FAIL
              : matchLiteral(L5, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L5;
            } else {
              if (waitLiteral !== "") waitLiteral = L5;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 13;
          }
        }
        // calls END_ACTION -> content (grammars/cohere_command.dialect:32)
        if (!this.idOnly(6)) {
          r =
            p + 14 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 78 &&
                buf.charCodeAt(p + 4) === 68 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 65 &&
                buf.charCodeAt(p + 7) === 67 &&
                buf.charCodeAt(p + 8) === 84 &&
                buf.charCodeAt(p + 9) === 73 &&
                buf.charCodeAt(p + 10) === 79 &&
                buf.charCodeAt(p + 11) === 78 &&
                buf.charCodeAt(p + 12) === 124 &&
                buf.charCodeAt(p + 13) === 62
                ? p + 14
                : FAIL
              : matchLiteral(L10, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L10;
            } else {
              if (waitLiteral !== "") waitLiteral = L10;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 14;
          }
        }
        break;
      }
      case 65: /* A */ {
        // calls ACTION -> action : restart (grammars/command_r_plus.dialect:14)
        {
          r = this.cand15(buf, p, atEnd);
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
            this.matchedCand = 15;
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

  /** action (grammars/command_r_plus.dialect:12): what starts at p */
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
      case 96: /* ` */ {
        // action FENCE_END -> content (grammars/command_r_plus.dialect:15)
        {
          r =
            p + 3 <= n
              ? buf.charCodeAt(p + 1) === 96 && buf.charCodeAt(p + 2) === 96
                ? p + 3
                : FAIL
              : matchLiteral(L11, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L11;
            } else {
              if (waitLiteral !== "") waitLiteral = L11;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 16;
          }
        }
        break;
      }
      case 60: /* < */ {
        // absorb END_OF_TURN in action (grammars/command_r_plus.dialect:17)
        if (!this.idOnly(1)) {
          r =
            p + 21 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 69 &&
                buf.charCodeAt(p + 3) === 78 &&
                buf.charCodeAt(p + 4) === 68 &&
                buf.charCodeAt(p + 5) === 95 &&
                buf.charCodeAt(p + 6) === 79 &&
                buf.charCodeAt(p + 7) === 70 &&
                buf.charCodeAt(p + 8) === 95 &&
                buf.charCodeAt(p + 9) === 84 &&
                buf.charCodeAt(p + 10) === 85 &&
                buf.charCodeAt(p + 11) === 82 &&
                buf.charCodeAt(p + 12) === 78 &&
                buf.charCodeAt(p + 13) === 95 &&
                buf.charCodeAt(p + 14) === 84 &&
                buf.charCodeAt(p + 15) === 79 &&
                buf.charCodeAt(p + 16) === 75 &&
                buf.charCodeAt(p + 17) === 69 &&
                buf.charCodeAt(p + 18) === 78 &&
                buf.charCodeAt(p + 19) === 124 &&
                buf.charCodeAt(p + 20) === 62
                ? p + 21
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
            this.matchedCand = 17;
          }
        }
        // action START_ACTION -> calls : restart (grammars/cohere_command.dialect:31)
        if (!this.idOnly(5)) {
          r =
            p + 16 <= n
              ? buf.charCodeAt(p + 1) === 124 &&
                buf.charCodeAt(p + 2) === 83 &&
                buf.charCodeAt(p + 3) === 84 &&
                buf.charCodeAt(p + 4) === 65 &&
                buf.charCodeAt(p + 5) === 82 &&
                buf.charCodeAt(p + 6) === 84 &&
                buf.charCodeAt(p + 7) === 95 &&
                buf.charCodeAt(p + 8) === 65 &&
                buf.charCodeAt(p + 9) === 67 &&
                buf.charCodeAt(p + 10) === 84 &&
                buf.charCodeAt(p + 11) === 73 &&
                buf.charCodeAt(p + 12) === 79 &&
                buf.charCodeAt(p + 13) === 78 &&
                buf.charCodeAt(p + 14) === 124 &&
                buf.charCodeAt(p + 15) === 62
                ? p + 16
                : FAIL
              : matchLiteral(L5, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
          if (r >= 0 && !this.unconfirmed(buf, p)) r = FAIL;
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = L5;
            } else {
              if (waitLiteral !== "") waitLiteral = L5;
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 18;
          }
        }
        break;
      }
      case 65: /* A */ {
        // action ACTION -> action : restart (grammars/command_r_plus.dialect:14)
        {
          r = this.cand19(buf, p, atEnd);
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

  protected scan(buf: string, atEnd: boolean): void {
    const n = buf.length;
    let p = 0;
    let runStart = 0;
    this.tracked = 0;
    while (p < n) {
      let r: number;
      const head = this.headCode;
      switch (this.state) {
        // content : text (grammars/cohere_command.dialect:21)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // reasoning : reasoning (grammars/cohere_command.dialect:22)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          r = this.try1(buf, p, atEnd, head);
          break;
        // calls : envelope (grammars/cohere_command.dialect:23)
        case 2:
          p = head < 0 ? next2(buf, p) : nextOrHead(buf, p, next2(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          this.runFrom = runStart;
          r = this.try2(buf, p, atEnd, head);
          runStart = this.runFrom;
          break;
        // action : envelope (grammars/command_r_plus.dialect:12)
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
          case 1:
            return 0;
          case 3:
            return 1;
          case 7:
            return 2;
          case 5:
            return 3;
          case 8:
            return 4;
          case 9:
            return 5;
          case 10:
            return 6;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 1:
            return 8;
          case 3:
            return 9;
          case 4:
            return 10;
          case 5:
            return 11;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 1:
            return 12;
          case 5:
            return this.sink.unconfirmedCall() ? 13 : NONE;
          case 6:
            return 14;
        }
        return NONE;
      case 3:
        switch (terminal) {
          case 1:
            return 17;
          case 5:
            return this.sink.unconfirmedCall() ? 18 : NONE;
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
      case 0: // absorb END_OF_TURN in content (grammars/cohere_command.dialect:34)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 1: // content START_THINKING -> reasoning : reasoning_start (grammars/cohere_command.dialect:28)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 2: // absorb START_RESPONSE in content (grammars/cohere_command.dialect:34)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 3: // content START_ACTION -> calls (grammars/cohere_command.dialect:31)
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 4: // absorb END_RESPONSE in content (grammars/cohere_command.dialect:34)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 5: // absorb START_TEXT in content (grammars/cohere_command.dialect:34)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 6: // absorb END_TEXT in content (grammars/cohere_command.dialect:34)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 7: // content ACTION -> action (grammars/command_r_plus.dialect:14)
        sink.terminal(11, 3, buf, from, to);
        this.state = 3;
        return to;
      case 8: // absorb END_OF_TURN in reasoning (grammars/cohere_command.dialect:35)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 9: // absorb START_THINKING in reasoning (grammars/cohere_command.dialect:35)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 10: // reasoning END_THINKING -> content : reasoning_end (grammars/cohere_command.dialect:29)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 11: // reasoning START_ACTION -> calls : reasoning_end (grammars/cohere_command.dialect:30)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 12: // absorb END_OF_TURN in calls (grammars/cohere_command.dialect:36)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 13: // calls START_ACTION -> calls : restart (grammars/cohere_command.dialect:31)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        return to;
      case 14: // calls END_ACTION -> content (grammars/cohere_command.dialect:32)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
      case 15: // calls ACTION -> action : restart (grammars/command_r_plus.dialect:14)
        sink.restart();
        sink.terminal(11, 3, buf, from, to);
        this.state = 3;
        return to;
      case 16: // action FENCE_END -> content (grammars/command_r_plus.dialect:15)
        sink.terminal(12, 0, buf, from, to);
        this.state = 0;
        return to;
      case 17: // absorb END_OF_TURN in action (grammars/command_r_plus.dialect:17)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 18: // action START_ACTION -> calls : restart (grammars/cohere_command.dialect:31)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        this.state = 2;
        return to;
      case 19: // action ACTION -> action : restart (grammars/command_r_plus.dialect:14)
        sink.restart();
        sink.terminal(11, 3, buf, from, to);
        return to;
    }
    return to;
  }
}

export const command_r_plus: Dialect = {
  name: "command_r_plus",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new CommandRPlusMachine(ir, sink, initial, vocab),
};
export default command_r_plus;
