// DO NOT EDIT — generated from grammars/functionary_v32.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL, MORE, matchLiteral } from "../runtime/machine.js";
import { CompiledMachine, HEAD, NONE, nextOrHead } from "../runtime/compiled.js";

const ir: DialectIR = {
  abi: 3,
  name: "functionary_v32",
  source: "grammars/functionary_v32.dialect",
  extends: [],
  terminals: [
    { name: "START_HEADER", special: true, variants: [[{ lit: "<|start_header_id|>" }]] },
    { name: "END_HEADER", special: true, variants: [[{ lit: "<|end_header_id|>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|eot_id|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom_id|>" }]] },
    { name: "ALL", special: false, variants: [[{ lit: ">>>all\n" }]] },
    { name: "PYTHON", special: false, variants: [[{ lit: ">>>python\n" }]] },
    {
      name: "CALL",
      special: false,
      variants: [
        [{ lit: ">>>" }, { cap: "name", max: 128, exclude: " \t\r\n<>{}[]\"'" }, { lit: "\n" }],
      ],
    },
  ],
  states: [
    {
      name: "content",
      at: "grammars/functionary_v32.dialect:21",
      channel: { kind: 0 },
      transitions: [
        {
          at: "grammars/functionary_v32.dialect:27",
          terminal: 6,
          target: 1,
          events: [{ kind: "tool_start", name: "name" }],
        },
        {
          at: "grammars/functionary_v32.dialect:31",
          terminal: 5,
          target: 2,
          events: [
            { kind: "tool_start", name: "python", literal: true },
            { kind: "arg_start", key: "code", literal: true },
          ],
        },
        {
          at: "grammars/functionary_v32.dialect:37",
          terminal: 4,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/functionary_v32.dialect:38",
          terminal: 2,
          target: 0,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/functionary_v32.dialect:38",
          terminal: 3,
          target: 0,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "args",
      at: "grammars/functionary_v32.dialect:22",
      channel: { kind: 3 },
      transitions: [
        {
          at: "grammars/functionary_v32.dialect:28",
          terminal: 6,
          target: 1,
          events: [{ kind: "tool_end" }, { kind: "tool_start", name: "name" }],
          outsideString: true,
        },
        {
          at: "grammars/functionary_v32.dialect:29",
          terminal: 4,
          target: 0,
          events: [{ kind: "tool_end" }],
          outsideString: true,
        },
        {
          at: "grammars/functionary_v32.dialect:32",
          terminal: 5,
          target: 2,
          events: [
            { kind: "tool_end" },
            { kind: "tool_start", name: "python", literal: true },
            { kind: "arg_start", key: "code", literal: true },
          ],
          outsideString: true,
        },
        {
          at: "grammars/functionary_v32.dialect:38",
          terminal: 2,
          target: 1,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/functionary_v32.dialect:38",
          terminal: 3,
          target: 1,
          events: [],
          absorb: true,
        },
      ],
    },
    {
      name: "code",
      at: "grammars/functionary_v32.dialect:23",
      channel: { kind: 5, encoding: "string", trim: "none" },
      transitions: [
        {
          at: "grammars/functionary_v32.dialect:33",
          terminal: 6,
          target: 1,
          events: [{ kind: "arg_end" }, { kind: "tool_end" }, { kind: "tool_start", name: "name" }],
        },
        {
          at: "grammars/functionary_v32.dialect:34",
          terminal: 5,
          target: 2,
          events: [
            { kind: "arg_end" },
            { kind: "tool_end" },
            { kind: "tool_start", name: "python", literal: true },
            { kind: "arg_start", key: "code", literal: true },
          ],
        },
        {
          at: "grammars/functionary_v32.dialect:35",
          terminal: 4,
          target: 0,
          events: [{ kind: "arg_end" }, { kind: "tool_end" }],
        },
        {
          at: "grammars/functionary_v32.dialect:38",
          terminal: 2,
          target: 2,
          events: [],
          absorb: true,
        },
        {
          at: "grammars/functionary_v32.dialect:38",
          terminal: 3,
          target: 2,
          events: [],
          absorb: true,
        },
      ],
    },
  ],
  initial: { thinking: 0, plain: 0 },
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
    prefill: ">>>",
    captureEscapes: "none",
    caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 },
  },
};
const L0 = ">>>";
const L1 = "\n";
const L2 = ">>>python\n";
const L3 = ">>>all\n";
const L4 = "<|eot_id|>";
const L5 = "<|eom_id|>";
/** content: the next position where a marker may start */
function next0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 62 /* > */:
        return p;
    }
  }
  return p;
}

/** args: the next position where a marker may start */
function next1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 62 /* > */:
        return p;
    }
  }
  return p;
}

/** code: the next position where a marker may start */
function next2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 62 /* > */:
        return p;
    }
  }
  return p;
}

/** The functionary_v32 machine, specialised from grammars/functionary_v32.dialect. */
export class FunctionaryV32Machine extends CompiledMachine {
  /** content CALL -> args : tool_start (grammars/functionary_v32.dialect:27) */
  private cand2(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 3 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 62 &&
        buf.charCodeAt(q + 1) === 62 &&
        buf.charCodeAt(q + 2) === 62
      ))
        return FAIL;
      q += 3;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "\n"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 10) break;
      if (
        c === 32 ||
        c === 9 ||
        c === 13 ||
        c === 60 ||
        c === 62 ||
        c === 123 ||
        c === 125 ||
        c === 91 ||
        c === 93 ||
        c === 34 ||
        c === 39
      )
        return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 10)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** args CALL -> args : tool_end, tool_start (grammars/functionary_v32.dialect:28) */
  private cand7(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 3 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 62 &&
        buf.charCodeAt(q + 1) === 62 &&
        buf.charCodeAt(q + 2) === 62
      ))
        return FAIL;
      q += 3;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "\n"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 10) break;
      if (
        c === 32 ||
        c === 9 ||
        c === 13 ||
        c === 60 ||
        c === 62 ||
        c === 123 ||
        c === 125 ||
        c === 91 ||
        c === 93 ||
        c === 34 ||
        c === 39
      )
        return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 10)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** code CALL -> args : arg_end, tool_end, tool_start (grammars/functionary_v32.dialect:33) */
  private cand12(buf: string, p: number, atEnd: boolean): number {
    let q = p;
    const n = buf.length;
    if (q + 3 <= n) {
      if (!(
        buf.charCodeAt(q + 0) === 62 &&
        buf.charCodeAt(q + 1) === 62 &&
        buf.charCodeAt(q + 2) === 62
      ))
        return FAIL;
      q += 3;
    } else {
      const r = matchLiteral(L0, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    // capture name: up to 128 characters before "\n"
    const s0 = q;
    for (;;) {
      if (q >= n) return atEnd ? FAIL : MORE;
      const c = buf.charCodeAt(q);
      if (c === 10) break;
      if (
        c === 32 ||
        c === 9 ||
        c === 13 ||
        c === 60 ||
        c === 62 ||
        c === 123 ||
        c === 125 ||
        c === 91 ||
        c === 93 ||
        c === 34 ||
        c === 39
      )
        return FAIL;
      q++;
      if (q - s0 > 128) return FAIL;
    }
    if (q === s0) return FAIL;
    this.scratchFrom[0] = s0;
    this.scratchTo[0] = q;
    if (q + 1 <= n) {
      if (!(buf.charCodeAt(q + 0) === 10)) return FAIL;
      q += 1;
    } else {
      const r = matchLiteral(L1, buf, q, atEnd);
      if (r < 0) return r;
      q = r;
    }
    return q;
  }

  /** content (grammars/functionary_v32.dialect:21): what starts at p */
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
      case 62: /* > */ {
        // content PYTHON -> code : tool_start, arg_start (grammars/functionary_v32.dialect:31)
        {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 62 &&
                buf.charCodeAt(p + 2) === 62 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 121 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 104 &&
                buf.charCodeAt(p + 7) === 111 &&
                buf.charCodeAt(p + 8) === 110 &&
                buf.charCodeAt(p + 9) === 10
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
            this.matchedCand = 0;
          }
        }
        // absorb ALL in content (grammars/functionary_v32.dialect:37)
        {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 62 &&
                buf.charCodeAt(p + 2) === 62 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 10
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
            this.matchedCand = 1;
          }
        }
        // content CALL -> args : tool_start (grammars/functionary_v32.dialect:27)
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
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        break;
      }
      case 60: /* < */ {
        // absorb EOT in content (grammars/functionary_v32.dialect:38)
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
        // absorb EOM in content (grammars/functionary_v32.dialect:38)
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

  /** args (grammars/functionary_v32.dialect:22): what starts at p */
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
      case 62: /* > */ {
        // args PYTHON -> code : tool_end, tool_start, arg_start (grammars/functionary_v32.dialect:32)
        {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 62 &&
                buf.charCodeAt(p + 2) === 62 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 121 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 104 &&
                buf.charCodeAt(p + 7) === 111 &&
                buf.charCodeAt(p + 8) === 110 &&
                buf.charCodeAt(p + 9) === 10
                ? p + 10
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
            this.matchedCand = 5;
          }
        }
        // args ALL -> content : tool_end (grammars/functionary_v32.dialect:29)
        {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 62 &&
                buf.charCodeAt(p + 2) === 62 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 10
                ? p + 7
                : FAIL
              : matchLiteral(L3, buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
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
        // args CALL -> args : tool_end, tool_start (grammars/functionary_v32.dialect:28)
        {
          r = this.cand7(buf, p, atEnd);
          if (r >= 0 && this.jsonInString) r = FAIL;
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
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        break;
      }
      case 60: /* < */ {
        // absorb EOT in args (grammars/functionary_v32.dialect:38)
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
        // absorb EOM in args (grammars/functionary_v32.dialect:38)
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

  /** code (grammars/functionary_v32.dialect:23): what starts at p */
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
      case 62: /* > */ {
        // code PYTHON -> code : arg_end, tool_end, tool_start, arg_start (grammars/functionary_v32.dialect:34)
        {
          r =
            p + 10 <= n
              ? buf.charCodeAt(p + 1) === 62 &&
                buf.charCodeAt(p + 2) === 62 &&
                buf.charCodeAt(p + 3) === 112 &&
                buf.charCodeAt(p + 4) === 121 &&
                buf.charCodeAt(p + 5) === 116 &&
                buf.charCodeAt(p + 6) === 104 &&
                buf.charCodeAt(p + 7) === 111 &&
                buf.charCodeAt(p + 8) === 110 &&
                buf.charCodeAt(p + 9) === 10
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
            this.matchedCand = 10;
          }
        }
        // code ALL -> content : arg_end, tool_end (grammars/functionary_v32.dialect:35)
        {
          r =
            p + 7 <= n
              ? buf.charCodeAt(p + 1) === 62 &&
                buf.charCodeAt(p + 2) === 62 &&
                buf.charCodeAt(p + 3) === 97 &&
                buf.charCodeAt(p + 4) === 108 &&
                buf.charCodeAt(p + 5) === 108 &&
                buf.charCodeAt(p + 6) === 10
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
            this.matchedCand = 11;
          }
        }
        // code CALL -> args : arg_end, tool_end, tool_start (grammars/functionary_v32.dialect:33)
        {
          r = this.cand12(buf, p, atEnd);
          if (r === MORE) {
            if (!waiting) {
              waiting = true;
              waitLiteral = "";
            } else {
              waitLiteral = "";
            }
          } else if (r > best) {
            best = r;
            this.matchedCand = 12;
            this.capFrom[0] = this.scratchFrom[0]!;
            this.capTo[0] = this.scratchTo[0]!;
          }
        }
        break;
      }
      case 60: /* < */ {
        // absorb EOT in code (grammars/functionary_v32.dialect:38)
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
            this.matchedCand = 13;
          }
        }
        // absorb EOM in code (grammars/functionary_v32.dialect:38)
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
        // content : text (grammars/functionary_v32.dialect:21)
        case 0:
          p = head < 0 ? next0(buf, p) : nextOrHead(buf, p, next0(buf, p), head);
          if (p >= n) continue;
          r = this.try0(buf, p, atEnd, head);
          break;
        // args : args_json (grammars/functionary_v32.dialect:22)
        case 1:
          p = head < 0 ? next1(buf, p) : nextOrHead(buf, p, next1(buf, p), head);
          if (p >= n) continue;
          this.trackJson(buf, p);
          r = this.try1(buf, p, atEnd, head);
          break;
        // code : arg_value (grammars/functionary_v32.dialect:23)
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
            return 3;
          case 3:
            return 4;
        }
        return NONE;
      case 1:
        switch (terminal) {
          case 2:
            return 8;
          case 3:
            return 9;
        }
        return NONE;
      case 2:
        switch (terminal) {
          case 2:
            return 13;
          case 3:
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
      case 0: // content PYTHON -> code : tool_start, arg_start (grammars/functionary_v32.dialect:31)
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName("python", 0, 6);
        sink.argStart("code", 0, 4, "string", "none");
        this.state = 2;
        return to;
      case 1: // absorb ALL in content (grammars/functionary_v32.dialect:37)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 2: // content CALL -> args : tool_start (grammars/functionary_v32.dialect:27)
        sink.terminal(6, 1, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 1;
        return to;
      case 3: // absorb EOT in content (grammars/functionary_v32.dialect:38)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 4: // absorb EOM in content (grammars/functionary_v32.dialect:38)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 5: // args PYTHON -> code : tool_end, tool_start, arg_start (grammars/functionary_v32.dialect:32)
        sink.terminal(5, 2, buf, from, to);
        sink.toolEnd();
        sink.toolStart(false);
        sink.toolName("python", 0, 6);
        sink.argStart("code", 0, 4, "string", "none");
        this.state = 2;
        return to;
      case 6: // args ALL -> content : tool_end (grammars/functionary_v32.dialect:29)
        sink.terminal(4, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 7: // args CALL -> args : tool_end, tool_start (grammars/functionary_v32.dialect:28)
        sink.terminal(6, 1, buf, from, to);
        sink.toolEnd();
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
      case 8: // absorb EOT in args (grammars/functionary_v32.dialect:38)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 9: // absorb EOM in args (grammars/functionary_v32.dialect:38)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 10: // code PYTHON -> code : arg_end, tool_end, tool_start, arg_start (grammars/functionary_v32.dialect:34)
        sink.terminal(5, 2, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        sink.toolStart(false);
        sink.toolName("python", 0, 6);
        sink.argStart("code", 0, 4, "string", "none");
        return to;
      case 11: // code ALL -> content : arg_end, tool_end (grammars/functionary_v32.dialect:35)
        sink.terminal(4, 0, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 0;
        return to;
      case 12: // code CALL -> args : arg_end, tool_end, tool_start (grammars/functionary_v32.dialect:33)
        sink.terminal(6, 1, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 1;
        return to;
      case 13: // absorb EOT in code (grammars/functionary_v32.dialect:38)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 14: // absorb EOM in code (grammars/functionary_v32.dialect:38)
        sink.terminal(3, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const functionary_v32: Dialect = {
  name: "functionary_v32",
  abi: 3,
  ir,
  generated: (sink, initial, vocab) => new FunctionaryV32Machine(ir, sink, initial, vocab),
};
export default functionary_v32;
