// DO NOT EDIT — generated from grammars/sarashina.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchSpace,
  matchCapture,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "sarashina", source: "grammars/sarashina.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "TOOL_CALLS", special: true, variants: [[{ lit: "<|tool_calls|>" }]] },
    { name: "PY_HEAD", special: false, variants: [[{ lit: "{" }, { ws: 256 }, { lit: "'name'" }, { ws: 256 }, { lit: ":" }, { ws: 256 }, { lit: "'" }, { cap: "name", max: 128, exclude: "'\"\\\n<>" }, { lit: "'" }, { ws: 256 }, { lit: "," }, { ws: 256 }, { lit: "'arguments'" }, { ws: 256 }, { lit: ":" }]] },
    { name: "JSON_HEAD", special: false, variants: [[{ lit: "{" }, { ws: 256, write: "" }, { lit: "\"name\"" }, { ws: 256, write: "" }, { lit: ":" }, { ws: 256, write: " " }, { lit: "\"" }, { cap: "name", max: 128, exclude: "'\"\\\n<>" }, { lit: "\"" }, { ws: 256, write: "" }, { lit: "," }, { ws: 256, write: " " }, { lit: "\"arguments\"" }, { ws: 256, write: "" }, { lit: ":" }, { ws: 256, write: " " }]] },
    { name: "PY_LIST", special: false, variants: [[{ lit: "[" }, { ws: 256 }, { lit: "{" }, { ws: 256 }, { lit: "'name'" }, { ws: 256 }, { lit: ":" }, { ws: 256 }, { lit: "'" }, { cap: "name", max: 128, exclude: "'\"\\\n<>" }, { lit: "'" }, { ws: 256 }, { lit: "," }, { ws: 256 }, { lit: "'arguments'" }, { ws: 256 }, { lit: ":" }]] },
    { name: "JSON_LIST", special: false, variants: [[{ lit: "[" }, { ws: 256 }, { lit: "{" }, { ws: 256 }, { lit: "\"name\"" }, { ws: 256 }, { lit: ":" }, { ws: 256 }, { lit: "\"" }, { cap: "name", max: 128, exclude: "'\"\\\n<>" }, { lit: "\"" }, { ws: 256 }, { lit: "," }, { ws: 256 }, { lit: "\"arguments\"" }, { ws: 256 }, { lit: ":" }]] },
    { name: "LIST_OPEN", special: false, variants: [[{ lit: "[" }]] },
    { name: "COMMA", special: false, variants: [[{ lit: "," }, { ws: 256, write: " " }]] },
    { name: "CALL_END", special: false, variants: [[{ lit: "}" }]] },
    { name: "LIST_END", special: false, variants: [[{ lit: "]" }]] },
  ],
  states: [
    { name: "opening", at: "grammars/sarashina.dialect:27", channel: { kind: 0, untilText: 1 }, transitions: [
      { at: "grammars/sarashina.dialect:45", terminal: 1, target: 2, events: [] },
      { at: "grammars/sarashina.dialect:61", terminal: 4, target: 5, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/sarashina.dialect:62", terminal: 5, target: 6, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/sarashina.dialect:27", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "content", at: "grammars/sarashina.dialect:28", channel: { kind: 0 }, transitions: [
      { at: "grammars/sarashina.dialect:46", terminal: 1, target: 2, events: [] },
      { at: "grammars/sarashina.dialect:28", terminal: 0, target: 1, events: [], absorb: true, fence: true },
    ] },
    { name: "before", at: "grammars/sarashina.dialect:29", channel: { kind: 7 }, transitions: [
      { at: "grammars/sarashina.dialect:47", terminal: 6, target: 3, events: [] },
      { at: "grammars/sarashina.dialect:57", terminal: 4, target: 5, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/sarashina.dialect:58", terminal: 5, target: 6, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/sarashina.dialect:59", terminal: 2, target: 7, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/sarashina.dialect:60", terminal: 3, target: 8, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/sarashina.dialect:45", terminal: 1, target: 2, events: [], restart: true },
    ] },
    { name: "list", at: "grammars/sarashina.dialect:30", channel: { kind: 7 }, transitions: [
      { at: "grammars/sarashina.dialect:48", terminal: 3, target: 6, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/sarashina.dialect:53", terminal: 2, target: 5, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/sarashina.dialect:56", terminal: 9, target: 1, events: [], readOnly: true },
      { at: "grammars/sarashina.dialect:45", terminal: 1, target: 2, events: [], restart: true },
      { at: "grammars/sarashina.dialect:61", terminal: 4, target: 5, events: [{ kind: "tool_start", name: "name" }], restart: true },
      { at: "grammars/sarashina.dialect:62", terminal: 5, target: 6, events: [{ kind: "tool_start", name: "name" }], restart: true },
    ] },
    { name: "more", at: "grammars/sarashina.dialect:31", channel: { kind: 7 }, transitions: [
      { at: "grammars/sarashina.dialect:49", terminal: 7, target: 3, events: [] },
      { at: "grammars/sarashina.dialect:50", terminal: 9, target: 1, events: [] },
      { at: "grammars/sarashina.dialect:54", terminal: 2, target: 5, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/sarashina.dialect:55", terminal: 3, target: 6, events: [{ kind: "tool_start", name: "name" }], readOnly: true },
      { at: "grammars/sarashina.dialect:45", terminal: 1, target: 2, events: [], restart: true },
      { at: "grammars/sarashina.dialect:61", terminal: 4, target: 5, events: [{ kind: "tool_start", name: "name" }], restart: true },
      { at: "grammars/sarashina.dialect:62", terminal: 5, target: 6, events: [{ kind: "tool_start", name: "name" }], restart: true },
    ] },
    { name: "py_args", at: "grammars/sarashina.dialect:37", channel: { kind: 3, quote: "<|tool_calls|>" }, transitions: [
      { at: "grammars/sarashina.dialect:64", terminal: 8, target: 4, events: [{ kind: "tool_end" }], outsideJson: true },
      { at: "grammars/sarashina.dialect:45", terminal: 1, target: 2, events: [], restart: true, outsideString: true },
      { at: "grammars/sarashina.dialect:61", terminal: 4, target: 5, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
      { at: "grammars/sarashina.dialect:62", terminal: 5, target: 6, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
    ] },
    { name: "json_args", at: "grammars/sarashina.dialect:38", channel: { kind: 3 }, transitions: [
      { at: "grammars/sarashina.dialect:65", terminal: 8, target: 4, events: [{ kind: "tool_end" }], outsideJson: true },
      { at: "grammars/sarashina.dialect:45", terminal: 1, target: 2, events: [], restart: true, outsideString: true },
      { at: "grammars/sarashina.dialect:61", terminal: 4, target: 5, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
      { at: "grammars/sarashina.dialect:62", terminal: 5, target: 6, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
    ] },
    { name: "py_one", at: "grammars/sarashina.dialect:40", channel: { kind: 3, quote: "<|tool_calls|>" }, transitions: [
      { at: "grammars/sarashina.dialect:66", terminal: 8, target: 1, events: [{ kind: "tool_end" }], outsideJson: true },
      { at: "grammars/sarashina.dialect:45", terminal: 1, target: 2, events: [], restart: true, outsideString: true },
      { at: "grammars/sarashina.dialect:61", terminal: 4, target: 5, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
      { at: "grammars/sarashina.dialect:62", terminal: 5, target: 6, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
    ] },
    { name: "json_one", at: "grammars/sarashina.dialect:41", channel: { kind: 3 }, transitions: [
      { at: "grammars/sarashina.dialect:67", terminal: 8, target: 1, events: [{ kind: "tool_end" }], outsideJson: true },
      { at: "grammars/sarashina.dialect:45", terminal: 1, target: 2, events: [], restart: true, outsideString: true },
      { at: "grammars/sarashina.dialect:61", terminal: 4, target: 5, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
      { at: "grammars/sarashina.dialect:62", terminal: 5, target: 6, events: [{ kind: "tool_start", name: "name" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "[" "`" */
function nextOf0(buf: string, p: number): number {
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

/** the next position holding one of "<" "`" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** the next position holding one of "<" "[" "{" */
function nextOf2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91: /* [ */
      case 123 /* { */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" "[" "]" "{" */
function nextOf3(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91: /* [ */
      case 93: /* ] */
      case 123 /* { */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "," "<" "[" "]" "{" */
function nextOf4(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 44: /* , */
      case 60: /* < */
      case 91: /* [ */
      case 93: /* ] */
      case 123 /* { */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" "[" "}" */
function nextOf5(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 91: /* [ */
      case 125 /* } */:
        return p;
    }
  }
  return p;
}

/** after the first literal: ws≤256 "{" ws≤256 "'name'" ws≤256 ":" ws≤256 "'" capture≤128 "'" ws≤256 "," ws≤256 "'arguments'" ws≤256 ":" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("{", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("'name'", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(":", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("'", buf, q, atEnd);
  if (q < 0) return q;
  // a capture: up to 128 characters before "'"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 39, false, "'\"\\\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral("'", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(",", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("'arguments'", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral(":", buf, q, atEnd);
}

/** after the first literal: ws≤256 "{" ws≤256 "\"name\"" ws≤256 ":" ws≤256 "\"" capture≤128 "\"" ws≤256 "," ws≤256 "\"arguments\"" ws≤256 ":" */
function m1(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("{", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"name"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(":", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"', buf, q, atEnd);
  if (q < 0) return q;
  // a capture: up to 128 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, "'\"\\\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral('"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(",", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"arguments"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral(":", buf, q, atEnd);
}

/** after the first literal: ws≤256 "\"name\"" ws≤256 ":" ws≤256 "\"" capture≤128 "\"" ws≤256 "," ws≤256 "\"arguments\"" ws≤256 ":" ws≤256 */
function m2(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"name"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(":", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"', buf, q, atEnd);
  if (q < 0) return q;
  // a capture: up to 128 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, "'\"\\\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  q = matchLiteral('"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(",", buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral('"arguments"', buf, q, atEnd);
  if (q < 0) return q;
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral(":", buf, q, atEnd);
  if (q < 0) return q;
  return matchSpace(buf, q, atEnd, 256);
}

/** after the first literal: ws≤256 */
function m3(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  return matchSpace(buf, q, atEnd, 256);
}

/** The sarashina machine, specialised from grammars/sarashina.dialect. */
export class SarashinaMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // opening
        return nextOf0(buf, p);
      case 1: // content
        return nextOf1(buf, p);
      case 2: // before
        return nextOf2(buf, p);
      case 3: // list
        return nextOf3(buf, p);
      case 4: // more
        return nextOf4(buf, p);
      case 5: // py_args
      case 6: // json_args
      case 7: // py_one
      case 8: // json_one
        return nextOf5(buf, p);
    }
    return buf.length;
  }

  /** opening (grammars/sarashina.dialect:27), content (grammars/sarashina.dialect:28): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean, first: number): number {
    if (buf.startsWith("<|tool_calls|>", p)) {
      // opening TOOL_CALLS -> before (grammars/sarashina.dialect:45)
      // content TOOL_CALLS -> before (grammars/sarashina.dialect:46)
      return this.idOnly(1) ? FAIL : this.only(p + 14, first, 0);
    }
    return FAIL;
  }

  /** before (grammars/sarashina.dialect:29): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("|tool_calls|>", p + 1)) {
          // before TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
          return this.idOnly(1) ? FAIL : this.only(this.check(13, p + 14, buf, p, atEnd), 13, 0);
        }
        break;
      }
      case 91: /* [ */ {
        // before LIST_OPEN -> list (grammars/sarashina.dialect:47)
        this.matchedCand = 10;
        return p + 1;
      }
    }
    return FAIL;
  }

  /** list (grammars/sarashina.dialect:30): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("|tool_calls|>", p + 1)) {
          // list TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
          return this.idOnly(1) ? FAIL : this.only(this.check(17, p + 14, buf, p, atEnd), 17, 0);
        }
        break;
      }
      case 91: /* [ */ {
        // list PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
        this.consider(
          this.check(18, m0(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
          18,
          1,
        );
        // list JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
        this.consider(
          this.check(19, m1(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
          19,
          1,
        );
        return this.decided();
      }
      case 123: /* { */ {
        // list JSON_HEAD -> json_args : tool_start (grammars/sarashina.dialect:48)
        return this.only(m2(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), 14, 1);
      }
    }
    return FAIL;
  }

  /** more (grammars/sarashina.dialect:31): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 44: /* , */ {
        // more COMMA -> list (grammars/sarashina.dialect:49)
        return this.only(m3(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), 20, 0);
      }
      case 60: /* < */ {
        if (buf.startsWith("|tool_calls|>", p + 1)) {
          // more TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
          return this.idOnly(1) ? FAIL : this.only(this.check(24, p + 14, buf, p, atEnd), 24, 0);
        }
        break;
      }
      case 91: /* [ */ {
        // more PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
        this.consider(
          this.check(25, m0(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
          25,
          1,
        );
        // more JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
        this.consider(
          this.check(26, m1(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
          26,
          1,
        );
        return this.decided();
      }
      case 93: /* ] */ {
        // more LIST_END -> content (grammars/sarashina.dialect:50)
        this.matchedCand = 21;
        return p + 1;
      }
    }
    return FAIL;
  }

  /** py_args (grammars/sarashina.dialect:37), json_args (grammars/sarashina.dialect:38), py_one (grammars/sarashina.dialect:40), json_one (grammars/sarashina.dialect:41): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean, first: number): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("|tool_calls|>", p + 1)) {
          // py_args TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
          // json_args TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
          // py_one TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
          // json_one TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
          return this.idOnly(1)
            ? FAIL
            : this.only(this.check(first + 1, p + 14, buf, p, atEnd), first + 1, 0);
        }
        break;
      }
      case 91: /* [ */ {
        // py_args PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
        // json_args PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
        // py_one PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
        // json_one PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
        this.consider(
          this.check(
            first + 2,
            m0(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo),
            buf,
            p,
            atEnd,
          ),
          first + 2,
          1,
        );
        // py_args JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
        // json_args JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
        // py_one JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
        // json_one JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
        this.consider(
          this.check(
            first + 3,
            m1(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo),
            buf,
            p,
            atEnd,
          ),
          first + 3,
          1,
        );
        return this.decided();
      }
      case 125: /* } */ {
        // py_args CALL_END -> more : tool_end (grammars/sarashina.dialect:64)
        // json_args CALL_END -> more : tool_end (grammars/sarashina.dialect:65)
        // py_one CALL_END -> content : tool_end (grammars/sarashina.dialect:66)
        // json_one CALL_END -> content : tool_end (grammars/sarashina.dialect:67)
        return this.only(this.check(first, p + 1, buf, p, atEnd), first, 0);
      }
    }
    return FAIL;
  }

  protected decideWhole(state: number, buf: string, p: number, atEnd: boolean): number {
    switch (state) {
      case 0:
        return this.decide0(buf, p, atEnd, 0);
      case 1:
        return this.decide0(buf, p, atEnd, 5);
      case 2:
        return this.decide2(buf, p, atEnd);
      case 3:
        return this.decide3(buf, p, atEnd);
      case 4:
        return this.decide4(buf, p, atEnd);
      case 5:
        return this.decide5(buf, p, atEnd, 27);
      case 6:
        return this.decide5(buf, p, atEnd, 31);
      case 7:
        return this.decide5(buf, p, atEnd, 35);
      case 8:
        return this.decide5(buf, p, atEnd, 39);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // opening TOOL_CALLS -> before (grammars/sarashina.dialect:45)
      case 5: // content TOOL_CALLS -> before (grammars/sarashina.dialect:46)
        sink.terminal(1, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // opening PY_LIST -> py_args : tool_start, read_only (grammars/sarashina.dialect:61)
      case 8: // before PY_LIST -> py_args : tool_start, read_only (grammars/sarashina.dialect:57)
        sink.terminal(4, 5, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 5;
        return to;
      case 2: // opening JSON_LIST -> json_args : tool_start, read_only (grammars/sarashina.dialect:62)
      case 9: // before JSON_LIST -> json_args : tool_start, read_only (grammars/sarashina.dialect:58)
        sink.terminal(5, 6, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 6;
        return to;
      case 3: // a fence line in opening (the compiler's fence rule)
      case 4: // a fence line in opening (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
      case 7: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 10: // before LIST_OPEN -> list (grammars/sarashina.dialect:47)
        sink.terminal(6, 3, buf, from, to);
        this.state = 3;
        return to;
      case 11: // before PY_HEAD -> py_one : tool_start, read_only (grammars/sarashina.dialect:59)
        sink.terminal(2, 7, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 7;
        return to;
      case 12: // before JSON_HEAD -> json_one : tool_start, read_only (grammars/sarashina.dialect:60)
        sink.terminal(3, 8, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 8;
        return to;
      case 13: // before TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
        sink.restart();
        sink.terminal(1, 2, buf, from, to);
        return to;
      case 14: // list JSON_HEAD -> json_args : tool_start (grammars/sarashina.dialect:48)
      case 23: // more JSON_HEAD -> json_args : tool_start, read_only (grammars/sarashina.dialect:55)
        sink.terminal(3, 6, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 6;
        return to;
      case 15: // list PY_HEAD -> py_args : tool_start, read_only (grammars/sarashina.dialect:53)
      case 22: // more PY_HEAD -> py_args : tool_start, read_only (grammars/sarashina.dialect:54)
        sink.terminal(2, 5, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 5;
        return to;
      case 16: // list LIST_END -> content : read_only (grammars/sarashina.dialect:56)
      case 21: // more LIST_END -> content (grammars/sarashina.dialect:50)
        sink.terminal(9, 1, buf, from, to);
        this.state = 1;
        return to;
      case 17: // list TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
      case 24: // more TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
      case 28: // py_args TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
      case 32: // json_args TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
      case 36: // py_one TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
      case 40: // json_one TOOL_CALLS -> before : restart (restarts the opener at grammars/sarashina.dialect:45)
        sink.restart();
        sink.terminal(1, 2, buf, from, to);
        this.state = 2;
        return to;
      case 18: // list PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
      case 25: // more PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
      case 33: // json_args PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
      case 37: // py_one PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
      case 41: // json_one PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
        sink.restart();
        sink.terminal(4, 5, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 5;
        return to;
      case 19: // list JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
      case 26: // more JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
      case 30: // py_args JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
      case 38: // py_one JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
      case 42: // json_one JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
        sink.restart();
        sink.terminal(5, 6, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 6;
        return to;
      case 20: // more COMMA -> list (grammars/sarashina.dialect:49)
        sink.terminal(7, 3, buf, from, to);
        this.state = 3;
        return to;
      case 27: // py_args CALL_END -> more : tool_end (grammars/sarashina.dialect:64)
      case 31: // json_args CALL_END -> more : tool_end (grammars/sarashina.dialect:65)
        sink.terminal(8, 4, buf, from, to);
        sink.toolEnd();
        this.state = 4;
        return to;
      case 29: // py_args PY_LIST -> py_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:61)
        sink.restart();
        sink.terminal(4, 5, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
      case 34: // json_args JSON_LIST -> json_args : restart, tool_start (restarts the opener at grammars/sarashina.dialect:62)
        sink.restart();
        sink.terminal(5, 6, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        return to;
      case 35: // py_one CALL_END -> content : tool_end (grammars/sarashina.dialect:66)
      case 39: // json_one CALL_END -> content : tool_end (grammars/sarashina.dialect:67)
        sink.terminal(8, 1, buf, from, to);
        sink.toolEnd();
        this.state = 1;
        return to;
    }
    return to;
  }
}

export const sarashina: Dialect = {
  name: "sarashina",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new SarashinaMachine(ir, sink, initial, vocab),
};
export default sarashina;
