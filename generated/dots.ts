// DO NOT EDIT — generated from grammars/dots.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchCapture,
  indexOrEnd,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "dots", source: "grammars/dots.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<dots_function_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</dots_function_call>" }]] },
    { name: "INVOKE", special: false, variants: [[{ lit: "<invoke name=\"" }, { cap: "name", max: 256, exclude: "\n<>\"'" }, { lit: "\">" }], [{ lit: "<invoke name='" }, { cap: "name", max: 256, exclude: "\n<>\"'" }, { lit: "'>" }], [{ lit: "<invoke name=" }, { cap: "name", max: 256, exclude: "\n<>\"'" }, { lit: ">" }]] },
    { name: "INVOKE_END", special: false, variants: [[{ lit: "</invoke>" }]] },
    { name: "PARAM", special: false, variants: [[{ lit: "<parameter name=\"" }, { cap: "key", max: 256, exclude: "\n<>\"'" }, { lit: "\">" }], [{ lit: "<parameter name='" }, { cap: "key", max: 256, exclude: "\n<>\"'" }, { lit: "'>" }], [{ lit: "<parameter name=" }, { cap: "key", max: 256, exclude: "\n<>\"'" }, { lit: ">" }]] },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</parameter>" }]] },
    { name: "OBJECT", special: false, variants: [[{ lit: "{" }]] },
  ],
  states: [
    { name: "content", at: "grammars/dots.dialect:19", channel: { kind: 0 }, transitions: [
      { at: "grammars/dots.dialect:27", terminal: 1, target: 1, events: [] },
      { at: "grammars/dots.dialect:41", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/dots.dialect:28", terminal: 3, target: 2, events: [{ kind: "tool_start", name: "name", declaredOnly: true }], readOnly: true },
      { at: "grammars/dots.dialect:19", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "block", at: "grammars/dots.dialect:20", channel: { kind: 7 }, transitions: [
      { at: "grammars/dots.dialect:28", terminal: 3, target: 2, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/dots.dialect:29", terminal: 7, target: 4, events: [{ kind: "tool_start" }], keep: true },
      { at: "grammars/dots.dialect:30", terminal: 2, target: 0, events: [] },
      { at: "grammars/dots.dialect:27", terminal: 1, target: 1, events: [], restart: true },
    ] },
    { name: "invoke", at: "grammars/dots.dialect:21", channel: { kind: 7 }, transitions: [
      { at: "grammars/dots.dialect:31", terminal: 5, target: 3, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/dots.dialect:32", terminal: 4, target: 1, events: [{ kind: "tool_end" }] },
      { at: "grammars/dots.dialect:33", terminal: 2, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/dots.dialect:27", terminal: 1, target: 1, events: [], restart: true },
    ] },
    { name: "value", at: "grammars/dots.dialect:22", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/dots.dialect:35", terminal: 6, target: 2, events: [{ kind: "arg_end" }], follow: { terminals: [5, 4, 2], end: true } },
      { at: "grammars/dots.dialect:36", terminal: 4, target: 1, events: [{ kind: "arg_end" }, { kind: "tool_end" }], follow: { terminals: [3, 2], end: true } },
      { at: "grammars/dots.dialect:27", terminal: 1, target: 1, events: [], restart: true },
    ] },
    { name: "object", at: "grammars/dots.dialect:23", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"] }, transitions: [
      { at: "grammars/dots.dialect:38", terminal: 2, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/dots.dialect:27", terminal: 1, target: 1, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** the next position holding one of "<" "{" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 123 /* { */) return p;
  }
  return p;
}

/** after the first literal: capture≤256 "\">" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 256 characters before "\""
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 34, false, "\n<>\"'", 256);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral('">', buf, q, atEnd);
}

/** The dots machine, specialised from grammars/dots.dialect. */
export class DotsMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // block
        return nextOf1(buf, p);
      case 2: // invoke
      case 3: // value
      case 4: // object
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/dots.dialect:19): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("dots_function_call>", p + 2)) {
            // absorb TOOL_END in content (grammars/dots.dialect:41)
            this.matchedCand = 0;
            return p + 21;
          }
          break;
        }
        case 100: /* d */ {
          if (buf.startsWith("ots_function_call>", p + 2)) {
            // content TOOL_START -> block (grammars/dots.dialect:27)
            this.matchedCand = 1;
            return p + 20;
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** block (grammars/dots.dialect:20): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("dots_function_call>", p + 2)) {
              // block TOOL_END -> content (grammars/dots.dialect:30)
              this.matchedCand = 7;
              return p + 21;
            }
            break;
          }
          case 100: /* d */ {
            if (buf.startsWith("ots_function_call>", p + 2)) {
              // block TOOL_START -> block : restart (restarts the opener at grammars/dots.dialect:27)
              return this.only(this.check(8, p + 20, buf, p, atEnd), 8, 0);
            }
            break;
          }
          case 105: /* i */ {
            if (buf.startsWith('nvoke name="', p + 2)) {
              // block INVOKE -> invoke : tool_start (grammars/dots.dialect:28)
              return this.only(m0(buf, p + 14, atEnd, this.scratchFrom, this.scratchTo), 9, 1);
            }
            break;
          }
        }
        break;
      }
      case 123: /* { */ {
        // block OBJECT -> object : tool_start, keep (grammars/dots.dialect:29)
        this.matchedCand = 12;
        return p + 1;
      }
    }
    return FAIL;
  }

  /** invoke (grammars/dots.dialect:21): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 100: /* d */ {
              if (buf.startsWith("ots_function_call>", p + 3)) {
                // invoke TOOL_END -> content : tool_end (grammars/dots.dialect:33)
                this.matchedCand = 13;
                return p + 21;
              }
              break;
            }
            case 105: /* i */ {
              if (buf.startsWith("nvoke>", p + 3)) {
                // invoke INVOKE_END -> block : tool_end (grammars/dots.dialect:32)
                this.matchedCand = 18;
                return p + 9;
              }
              break;
            }
          }
          break;
        }
        case 100: /* d */ {
          if (buf.startsWith("ots_function_call>", p + 2)) {
            // invoke TOOL_START -> block : restart (restarts the opener at grammars/dots.dialect:27)
            return this.only(this.check(14, p + 20, buf, p, atEnd), 14, 0);
          }
          break;
        }
        case 112: /* p */ {
          if (buf.startsWith('arameter name="', p + 2)) {
            // invoke PARAM -> value : arg_start (grammars/dots.dialect:31)
            return this.only(m0(buf, p + 17, atEnd, this.scratchFrom, this.scratchTo), 15, 1);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/dots.dialect:22): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 105: /* i */ {
              if (buf.startsWith("nvoke>", p + 3)) {
                // value INVOKE_END -> block : arg_end, tool_end when followed by … (grammars/dots.dialect:36)
                return this.only(this.check(21, p + 9, buf, p, atEnd), 21, 0);
              }
              break;
            }
            case 112: /* p */ {
              if (buf.startsWith("arameter>", p + 3)) {
                // value PARAM_END -> invoke : arg_end when followed by … (grammars/dots.dialect:35)
                return this.only(this.check(20, p + 12, buf, p, atEnd), 20, 0);
              }
              break;
            }
          }
          break;
        }
        case 100: /* d */ {
          if (buf.startsWith("ots_function_call>", p + 2)) {
            // value TOOL_START -> block : restart (restarts the opener at grammars/dots.dialect:27)
            return this.only(this.check(19, p + 20, buf, p, atEnd), 19, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** object (grammars/dots.dialect:23): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("dots_function_call>", p + 2)) {
            // object TOOL_END -> content : tool_end (grammars/dots.dialect:38)
            return this.only(this.check(22, p + 21, buf, p, atEnd), 22, 0);
          }
          break;
        }
        case 100: /* d */ {
          if (buf.startsWith("ots_function_call>", p + 2)) {
            // object TOOL_START -> block : restart (restarts the opener at grammars/dots.dialect:27)
            return this.only(this.check(23, p + 20, buf, p, atEnd), 23, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  protected decideWhole(state: number, buf: string, p: number, atEnd: boolean): number {
    switch (state) {
      case 0:
        return this.decide0(buf, p, atEnd);
      case 1:
        return this.decide1(buf, p, atEnd);
      case 2:
        return this.decide2(buf, p, atEnd);
      case 3:
        return this.decide3(buf, p, atEnd);
      case 4:
        return this.decide4(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // absorb TOOL_END in content (grammars/dots.dialect:41)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 1: // content TOOL_START -> block (grammars/dots.dialect:27)
        sink.terminal(1, 1, buf, from, to);
        this.state = 1;
        return to;
      case 2: // content INVOKE -> invoke : tool_start, read_only (grammars/dots.dialect:28)
      case 3: // content INVOKE -> invoke : tool_start, read_only (grammars/dots.dialect:28)
      case 4: // content INVOKE -> invoke : tool_start, read_only (grammars/dots.dialect:28)
        sink.terminal(3, 2, buf, from, to);
        sink.toolStart(true);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 2;
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // block TOOL_END -> content (grammars/dots.dialect:30)
        sink.terminal(2, 0, buf, from, to);
        this.state = 0;
        return to;
      case 8: // block TOOL_START -> block : restart (restarts the opener at grammars/dots.dialect:27)
        sink.restart();
        sink.terminal(1, 1, buf, from, to);
        return to;
      case 9: // block INVOKE -> invoke : tool_start (grammars/dots.dialect:28)
      case 10: // block INVOKE -> invoke : tool_start (grammars/dots.dialect:28)
      case 11: // block INVOKE -> invoke : tool_start (grammars/dots.dialect:28)
        sink.terminal(3, 2, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 2;
        return to;
      case 12: // block OBJECT -> object : tool_start, keep (grammars/dots.dialect:29)
        // a lookahead: its text is read again in the target state
        sink.terminal(7, 4, buf, from, from);
        sink.toolStart(false);
        this.state = 4;
        return from;
      case 13: // invoke TOOL_END -> content : tool_end (grammars/dots.dialect:33)
      case 22: // object TOOL_END -> content : tool_end (grammars/dots.dialect:38)
        sink.terminal(2, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 14: // invoke TOOL_START -> block : restart (restarts the opener at grammars/dots.dialect:27)
      case 19: // value TOOL_START -> block : restart (restarts the opener at grammars/dots.dialect:27)
      case 23: // object TOOL_START -> block : restart (restarts the opener at grammars/dots.dialect:27)
        sink.restart();
        sink.terminal(1, 1, buf, from, to);
        this.state = 1;
        return to;
      case 15: // invoke PARAM -> value : arg_start (grammars/dots.dialect:31)
      case 16: // invoke PARAM -> value : arg_start (grammars/dots.dialect:31)
      case 17: // invoke PARAM -> value : arg_start (grammars/dots.dialect:31)
        sink.terminal(5, 3, buf, from, to);
        this.argStart(3, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 3;
        return to;
      case 18: // invoke INVOKE_END -> block : tool_end (grammars/dots.dialect:32)
        sink.terminal(4, 1, buf, from, to);
        sink.toolEnd();
        this.state = 1;
        return to;
      case 20: // value PARAM_END -> invoke : arg_end when followed by … (grammars/dots.dialect:35)
        sink.terminal(6, 2, buf, from, to);
        sink.argEnd();
        this.state = 2;
        return to;
      case 21: // value INVOKE_END -> block : arg_end, tool_end when followed by … (grammars/dots.dialect:36)
        sink.terminal(4, 1, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 1;
        return to;
    }
    return to;
  }
}

export const dots: Dialect = {
  name: "dots",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new DotsMachine(ir, sink, initial, vocab),
};
export default dots;
