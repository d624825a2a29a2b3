// DO NOT EDIT — generated from grammars/minicpm3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchSpace,
  indexOrEnd,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "minicpm3", source: "grammars/minicpm3.dialect", extends: ["chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THOUGHT_START", special: false, variants: [[{ lit: "<|thought_start|>" }]] },
    { name: "THOUGHT_END", special: false, variants: [[{ lit: "<|thought_end|>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<|tool_call_start|>" }, { ws: 256 }, { lit: "```python" }, { ws: 256 }], [{ lit: "<|tool_call_start|>" }, { ws: 256 }, { lit: "```" }, { ws: 256 }], [{ lit: "<|tool_call_start|>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "\n```" }, { ws: 256 }, { lit: "<|tool_call_end|>" }, { ws: 256 }], [{ lit: "```" }, { ws: 256 }, { lit: "<|tool_call_end|>" }], [{ lit: "<|tool_call_end|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/minicpm3.dialect:23", channel: { kind: 0 }, transitions: [
      { at: "grammars/minicpm3.dialect:31", terminal: 2, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/minicpm3.dialect:35", terminal: 4, target: 2, events: [] },
      { at: "grammars/minicpm3.dialect:39", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/minicpm3.dialect:41", terminal: 5, target: 0, events: [], absorb: true },
      { at: "grammars/minicpm3.dialect:42", terminal: 1, target: 0, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/minicpm3.dialect:24", channel: { kind: 1 }, transitions: [
      { at: "grammars/minicpm3.dialect:32", terminal: 3, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/minicpm3.dialect:34", terminal: 4, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/minicpm3.dialect:38", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/minicpm3.dialect:42", terminal: 1, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/minicpm3.dialect:26", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], array: true, lines: true, python: true }, transitions: [
      { at: "grammars/minicpm3.dialect:36", terminal: 5, target: 0, events: [] },
      { at: "grammars/minicpm3.dialect:42", terminal: 1, target: 2, events: [], absorb: true },
      { at: "grammars/minicpm3.dialect:35", terminal: 4, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "\n" "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 10:
      case 60: /* < */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** after the first literal: ws≤256 "<|tool_call_end|>" ws≤256 */
function m0(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("<|tool_call_end|>", buf, q, atEnd);
  if (q < 0) return q;
  return matchSpace(buf, q, atEnd, 256);
}

/** after the first literal: ws≤256 "```python" ws≤256 */
function m1(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  q = matchLiteral("```python", buf, q, atEnd);
  if (q < 0) return q;
  return matchSpace(buf, q, atEnd, 256);
}

/** The minicpm3 machine, specialised from grammars/minicpm3.dialect. */
export class Minicpm3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 2: // calls
        return nextOf0(buf, p);
      case 1: // reasoning
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/minicpm3.dialect:23): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 10: {
        if (buf.startsWith("```", p + 1)) {
          // absorb TOOL_END in content (grammars/minicpm3.dialect:41)
          return this.only(m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), 7, 0);
        }
        break;
      }
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 105: /* i */ {
              if (buf.startsWith("m_end|>", p + 3)) {
                // absorb IM_END in content (grammars/minicpm3.dialect:42)
                return this.idOnly(1) ? FAIL : this.only(p + 10, 6, 0);
              }
              break;
            }
            case 116: /* t */ {
              switch (buf.charCodeAt(p + 3)) {
                case 104: /* h */ {
                  if (buf.startsWith("ought_", p + 4)) {
                    switch (buf.charCodeAt(p + 10)) {
                      case 101: /* e */ {
                        if (buf.startsWith("nd|>", p + 11)) {
                          // absorb THOUGHT_END in content (grammars/minicpm3.dialect:39)
                          this.matchedCand = 5;
                          return p + 15;
                        }
                        break;
                      }
                      case 115: /* s */ {
                        if (buf.startsWith("tart|>", p + 11)) {
                          // content THOUGHT_START -> reasoning : reasoning_start (grammars/minicpm3.dialect:31)
                          this.matchedCand = 3;
                          return p + 17;
                        }
                        break;
                      }
                    }
                  }
                  break;
                }
                case 111: /* o */ {
                  if (buf.startsWith("ol_call_start|>", p + 4)) {
                    // content TOOL_START -> calls (grammars/minicpm3.dialect:35)
                    return this.only(
                      m1(buf, p + 19, atEnd, this.scratchFrom, this.scratchTo),
                      0,
                      0,
                    );
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
    }
    return FAIL;
  }

  /** reasoning (grammars/minicpm3.dialect:24): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 105: /* i */ {
          if (buf.startsWith("m_end|>", p + 3)) {
            // absorb IM_END in reasoning (grammars/minicpm3.dialect:42)
            return this.idOnly(1) ? FAIL : this.only(p + 10, 14, 0);
          }
          break;
        }
        case 116: /* t */ {
          switch (buf.charCodeAt(p + 3)) {
            case 104: /* h */ {
              if (buf.startsWith("ought_", p + 4)) {
                switch (buf.charCodeAt(p + 10)) {
                  case 101: /* e */ {
                    if (buf.startsWith("nd|>", p + 11)) {
                      // reasoning THOUGHT_END -> content : reasoning_end (grammars/minicpm3.dialect:32)
                      this.matchedCand = 13;
                      return p + 15;
                    }
                    break;
                  }
                  case 115: /* s */ {
                    if (buf.startsWith("tart|>", p + 11)) {
                      // absorb THOUGHT_START in reasoning (grammars/minicpm3.dialect:38)
                      this.matchedCand = 12;
                      return p + 17;
                    }
                    break;
                  }
                }
              }
              break;
            }
            case 111: /* o */ {
              if (buf.startsWith("ol_call_start|>", p + 4)) {
                // reasoning TOOL_START -> calls : reasoning_end (grammars/minicpm3.dialect:34)
                return this.only(m1(buf, p + 19, atEnd, this.scratchFrom, this.scratchTo), 9, 0);
              }
              break;
            }
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/minicpm3.dialect:26): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 10: {
        if (buf.startsWith("```", p + 1)) {
          // calls TOOL_END -> content (grammars/minicpm3.dialect:36)
          return this.only(m0(buf, p + 4, atEnd, this.scratchFrom, this.scratchTo), 15, 0);
        }
        break;
      }
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 105: /* i */ {
              if (buf.startsWith("m_end|>", p + 3)) {
                // absorb IM_END in calls (grammars/minicpm3.dialect:42)
                return this.idOnly(1) ? FAIL : this.only(p + 10, 21, 0);
              }
              break;
            }
            case 116: /* t */ {
              if (buf.startsWith("ool_call_start|>", p + 3)) {
                // calls TOOL_START -> calls : restart (restarts the opener at grammars/minicpm3.dialect:35)
                return this.only(
                  this.check(
                    17,
                    m1(buf, p + 19, atEnd, this.scratchFrom, this.scratchTo),
                    buf,
                    p,
                    atEnd,
                  ),
                  17,
                  0,
                );
              }
              break;
            }
          }
        }
        break;
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content TOOL_START -> calls (grammars/minicpm3.dialect:35)
      case 1: // content TOOL_START -> calls (grammars/minicpm3.dialect:35)
      case 2: // content TOOL_START -> calls (grammars/minicpm3.dialect:35)
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 3: // content THOUGHT_START -> reasoning : reasoning_start (grammars/minicpm3.dialect:31)
        sink.terminal(2, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 4: // absorb TOOL_END in content (grammars/minicpm3.dialect:41)
      case 7: // absorb TOOL_END in content (grammars/minicpm3.dialect:41)
      case 8: // absorb TOOL_END in content (grammars/minicpm3.dialect:41)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 5: // absorb THOUGHT_END in content (grammars/minicpm3.dialect:39)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 6: // absorb IM_END in content (grammars/minicpm3.dialect:42)
      case 14: // absorb IM_END in reasoning (grammars/minicpm3.dialect:42)
      case 21: // absorb IM_END in calls (grammars/minicpm3.dialect:42)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 9: // reasoning TOOL_START -> calls : reasoning_end (grammars/minicpm3.dialect:34)
      case 10: // reasoning TOOL_START -> calls : reasoning_end (grammars/minicpm3.dialect:34)
      case 11: // reasoning TOOL_START -> calls : reasoning_end (grammars/minicpm3.dialect:34)
        sink.terminal(4, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 12: // absorb THOUGHT_START in reasoning (grammars/minicpm3.dialect:38)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 13: // reasoning THOUGHT_END -> content : reasoning_end (grammars/minicpm3.dialect:32)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 15: // calls TOOL_END -> content (grammars/minicpm3.dialect:36)
      case 16: // calls TOOL_END -> content (grammars/minicpm3.dialect:36)
      case 20: // calls TOOL_END -> content (grammars/minicpm3.dialect:36)
        sink.terminal(5, 0, buf, from, to);
        this.state = 0;
        return to;
      case 17: // calls TOOL_START -> calls : restart (restarts the opener at grammars/minicpm3.dialect:35)
      case 18: // calls TOOL_START -> calls : restart (restarts the opener at grammars/minicpm3.dialect:35)
      case 19: // calls TOOL_START -> calls : restart (restarts the opener at grammars/minicpm3.dialect:35)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        return to;
    }
    return to;
  }
}

export const minicpm3: Dialect = {
  name: "minicpm3",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Minicpm3Machine(ir, sink, initial, vocab),
};
export default minicpm3;
