// DO NOT EDIT — generated from grammars/pythonic.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchSpace,
  matchCapture,
  indexOrEnd,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "pythonic", source: "grammars/pythonic.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "START_HEADER", special: true, variants: [[{ lit: "<|start_header_id|>" }]] },
    { name: "END_HEADER", special: true, variants: [[{ lit: "<|end_header_id|>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|eot_id|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom_id|>" }]] },
    { name: "HEADER_START", special: true, variants: [[{ lit: "<|header_start|>" }]] },
    { name: "HEADER_END", special: true, variants: [[{ lit: "<|header_end|>" }]] },
    { name: "EOT4", special: true, variants: [[{ lit: "<|eot|>" }]] },
    { name: "PYTHON_START", special: true, variants: [[{ lit: "<|python_start|>" }]] },
    { name: "PYTHON_END", special: true, variants: [[{ lit: "<|python_end|>" }]] },
    { name: "LIST", special: false, variants: [[{ lit: "[" }, { ws: 256 }, { cap: "name", max: 128, exclude: " \t\r\n()[]{},=<>'\"`" }, { lit: "(" }]] },
  ],
  states: [
    { name: "content", at: "grammars/pythonic.dialect:23", channel: { kind: 0 }, transitions: [
      { at: "grammars/pythonic.dialect:28", terminal: 10, target: 1, events: [], keep: true },
      { at: "grammars/pythonic.dialect:29", terminal: 8, target: 1, events: [] },
      { at: "grammars/pythonic.dialect:32", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/pythonic.dialect:32", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/pythonic.dialect:32", terminal: 7, target: 0, events: [], absorb: true },
      { at: "grammars/pythonic.dialect:30", terminal: 9, target: 0, events: [], absorb: true, after: 9, repeat: true },
      { at: "grammars/pythonic.dialect:23", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "calls", at: "grammars/pythonic.dialect:24", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], array: true, python: true }, transitions: [
      { at: "grammars/pythonic.dialect:30", terminal: 9, target: 0, events: [] },
      { at: "grammars/pythonic.dialect:32", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/pythonic.dialect:32", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/pythonic.dialect:32", terminal: 7, target: 1, events: [], absorb: true },
      { at: "grammars/pythonic.dialect:29", terminal: 8, target: 1, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [1, 2, 3, 4, 5, 6, 7],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "keep", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
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

/** after the first literal: ws≤256 capture≤128 "(" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  // a capture: up to 128 characters before "("
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 40, false, " \t\r\n()[]{},=<>'\"`", 128);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral("(", buf, q, atEnd);
}

/** The pythonic machine, specialised from grammars/pythonic.dialect. */
export class PythonicMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // calls
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/pythonic.dialect:23): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              if (buf.charCodeAt(p + 3) === 111 /* o */) {
                switch (buf.charCodeAt(p + 4)) {
                  case 109: /* m */ {
                    if (buf.startsWith("_id|>", p + 5)) {
                      // absorb EOM in content (grammars/pythonic.dialect:32)
                      return this.idOnly(4) ? FAIL : this.only(p + 10, 4, 0);
                    }
                    break;
                  }
                  case 116: /* t */ {
                    switch (buf.charCodeAt(p + 5)) {
                      case 95: /* _ */ {
                        if (buf.startsWith("id|>", p + 6)) {
                          // absorb EOT in content (grammars/pythonic.dialect:32)
                          return this.idOnly(3) ? FAIL : this.only(p + 10, 3, 0);
                        }
                        break;
                      }
                      case 124: /* | */ {
                        if (buf.charCodeAt(p + 6) === 62 /* > */) {
                          // absorb EOT4 in content (grammars/pythonic.dialect:32)
                          return this.idOnly(7) ? FAIL : this.only(p + 7, 5, 0);
                        }
                        break;
                      }
                    }
                    break;
                  }
                }
              }
              break;
            }
            case 112: /* p */ {
              if (buf.startsWith("ython_start|>", p + 3)) {
                // content PYTHON_START -> calls (grammars/pythonic.dialect:29)
                return this.idOnly(8) ? FAIL : this.only(p + 16, 1, 0);
              }
              break;
            }
          }
        }
        break;
      }
      case 91: /* [ */ {
        // content LIST -> calls : keep (grammars/pythonic.dialect:28)
        return this.only(m0(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), 0, 1);
      }
    }
    return FAIL;
  }

  /** calls (grammars/pythonic.dialect:24): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 101: /* e */ {
          if (buf.charCodeAt(p + 3) === 111 /* o */) {
            switch (buf.charCodeAt(p + 4)) {
              case 109: /* m */ {
                if (buf.startsWith("_id|>", p + 5)) {
                  // absorb EOM in calls (grammars/pythonic.dialect:32)
                  return this.idOnly(4) ? FAIL : this.only(p + 10, 11, 0);
                }
                break;
              }
              case 116: /* t */ {
                switch (buf.charCodeAt(p + 5)) {
                  case 95: /* _ */ {
                    if (buf.startsWith("id|>", p + 6)) {
                      // absorb EOT in calls (grammars/pythonic.dialect:32)
                      return this.idOnly(3) ? FAIL : this.only(p + 10, 10, 0);
                    }
                    break;
                  }
                  case 124: /* | */ {
                    if (buf.charCodeAt(p + 6) === 62 /* > */) {
                      // absorb EOT4 in calls (grammars/pythonic.dialect:32)
                      return this.idOnly(7) ? FAIL : this.only(p + 7, 12, 0);
                    }
                    break;
                  }
                }
                break;
              }
            }
          }
          break;
        }
        case 112: /* p */ {
          if (buf.startsWith("ython_", p + 3)) {
            switch (buf.charCodeAt(p + 9)) {
              case 101: /* e */ {
                if (buf.startsWith("nd|>", p + 10)) {
                  // calls PYTHON_END -> content (grammars/pythonic.dialect:30)
                  return this.idOnly(9) ? FAIL : this.only(p + 14, 9, 0);
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith("tart|>", p + 10)) {
                  // calls PYTHON_START -> calls : restart (restarts the opener at grammars/pythonic.dialect:29)
                  return this.idOnly(8)
                    ? FAIL
                    : this.only(this.check(8, p + 16, buf, p, atEnd), 8, 0);
                }
                break;
              }
            }
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content LIST -> calls : keep (grammars/pythonic.dialect:28)
        // a lookahead: its text is read again in the target state
        sink.terminal(10, 1, buf, from, from);
        this.state = 1;
        return from;
      case 1: // content PYTHON_START -> calls (grammars/pythonic.dialect:29)
        sink.terminal(8, 1, buf, from, to);
        this.state = 1;
        return to;
      case 2: // absorb PYTHON_END in content written again after it (repeats the closer at grammars/pythonic.dialect:30)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 3: // absorb EOT in content (grammars/pythonic.dialect:32)
      case 10: // absorb EOT in calls (grammars/pythonic.dialect:32)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 4: // absorb EOM in content (grammars/pythonic.dialect:32)
      case 11: // absorb EOM in calls (grammars/pythonic.dialect:32)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 5: // absorb EOT4 in content (grammars/pythonic.dialect:32)
      case 12: // absorb EOT4 in calls (grammars/pythonic.dialect:32)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 6: // a fence line in content (the compiler's fence rule)
      case 7: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 8: // calls PYTHON_START -> calls : restart (restarts the opener at grammars/pythonic.dialect:29)
        sink.restart();
        sink.terminal(8, 1, buf, from, to);
        return to;
      case 9: // calls PYTHON_END -> content (grammars/pythonic.dialect:30)
        sink.terminal(9, 0, buf, from, to);
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const pythonic: Dialect = {
  name: "pythonic",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new PythonicMachine(ir, sink, initial, vocab),
};
export default pythonic;
