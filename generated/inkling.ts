// DO NOT EDIT — generated from grammars/inkling.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "inkling", source: "grammars/inkling.dialect", extends: [],
  terminals: [
    { name: "MESSAGE_MODEL", special: true, variants: [[{ lit: "<|message_model|>" }]] },
    { name: "END_MESSAGE", special: true, variants: [[{ lit: "<|end_message|>" }]] },
    { name: "TEXT_START", special: true, variants: [[{ lit: "<|content_text|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<|content_thinking|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<|content_invoke_tool_json|>" }]] },
    { name: "END_SAMPLING", special: true, variants: [[{ lit: "<|content_model_end_sampling|>" }]] },
    { name: "TOOL_TEXT", special: true, variants: [[{ lit: "<|content_invoke_tool_text|>" }]] },
    { name: "TOOL_ERROR", special: true, variants: [[{ lit: "<|content_tool_error|>" }]] },
  ],
  states: [
    { name: "header", at: "grammars/inkling.dialect:19", channel: { kind: 7 }, transitions: [
      { at: "grammars/inkling.dialect:26", terminal: 3, target: 2, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/inkling.dialect:27", terminal: 2, target: 1, events: [] },
      { at: "grammars/inkling.dialect:28", terminal: 4, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/inkling.dialect:29", terminal: 6, target: 1, events: [] },
      { at: "grammars/inkling.dialect:30", terminal: 7, target: 1, events: [] },
      { at: "grammars/inkling.dialect:35", terminal: 0, target: 0, events: [], absorb: true },
      { at: "grammars/inkling.dialect:39", terminal: 5, target: 0, events: [], absorb: true },
    ] },
    { name: "content", at: "grammars/inkling.dialect:20", channel: { kind: 0 }, transitions: [
      { at: "grammars/inkling.dialect:32", terminal: 1, target: 0, events: [] },
      { at: "grammars/inkling.dialect:37", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/inkling.dialect:39", terminal: 5, target: 1, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/inkling.dialect:21", channel: { kind: 1 }, transitions: [
      { at: "grammars/inkling.dialect:31", terminal: 1, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/inkling.dialect:38", terminal: 3, target: 2, events: [], absorb: true },
      { at: "grammars/inkling.dialect:39", terminal: 5, target: 2, events: [], absorb: true },
    ] },
    { name: "tool", at: "grammars/inkling.dialect:22", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["args"] }, transitions: [
      { at: "grammars/inkling.dialect:33", terminal: 1, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/inkling.dialect:39", terminal: 5, target: 3, events: [], absorb: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "keep", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};

/** The inkling machine, specialised from grammars/inkling.dialect. */
export class InklingMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // header
      case 1: // content
      case 2: // reasoning
      case 3: // tool
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** header (grammars/inkling.dialect:19): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("ontent_", p + 3)) {
            switch (buf.charCodeAt(p + 10)) {
              case 105: /* i */ {
                if (buf.startsWith("nvoke_tool_", p + 11)) {
                  switch (buf.charCodeAt(p + 22)) {
                    case 106: /* j */ {
                      if (buf.startsWith("son|>", p + 23)) {
                        // header TOOL_START -> tool : tool_start (grammars/inkling.dialect:28)
                        return this.idOnly(4) ? FAIL : this.only(p + 28, 1, 0);
                      }
                      break;
                    }
                    case 116: /* t */ {
                      if (buf.startsWith("ext|>", p + 23)) {
                        // header TOOL_TEXT -> content (grammars/inkling.dialect:29)
                        return this.idOnly(6) ? FAIL : this.only(p + 28, 2, 0);
                      }
                      break;
                    }
                  }
                }
                break;
              }
              case 109: /* m */ {
                if (buf.startsWith("odel_end_sampling|>", p + 11)) {
                  // absorb END_SAMPLING in header (grammars/inkling.dialect:39)
                  return this.idOnly(5) ? FAIL : this.only(p + 30, 0, 0);
                }
                break;
              }
              case 116: /* t */ {
                switch (buf.charCodeAt(p + 11)) {
                  case 101: /* e */ {
                    if (buf.startsWith("xt|>", p + 12)) {
                      // header TEXT_START -> content (grammars/inkling.dialect:27)
                      return this.idOnly(2) ? FAIL : this.only(p + 16, 6, 0);
                    }
                    break;
                  }
                  case 104: /* h */ {
                    if (buf.startsWith("inking|>", p + 12)) {
                      // header THINK_START -> reasoning : reasoning_start (grammars/inkling.dialect:26)
                      return this.idOnly(3) ? FAIL : this.only(p + 20, 4, 0);
                    }
                    break;
                  }
                  case 111: /* o */ {
                    if (buf.startsWith("ol_error|>", p + 12)) {
                      // header TOOL_ERROR -> content (grammars/inkling.dialect:30)
                      return this.idOnly(7) ? FAIL : this.only(p + 22, 3, 0);
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
        case 109: /* m */ {
          if (buf.startsWith("essage_model|>", p + 3)) {
            // absorb MESSAGE_MODEL in header (grammars/inkling.dialect:35)
            return this.idOnly(0) ? FAIL : this.only(p + 17, 5, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** content (grammars/inkling.dialect:20): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("ontent_", p + 3)) {
            switch (buf.charCodeAt(p + 10)) {
              case 109: /* m */ {
                if (buf.startsWith("odel_end_sampling|>", p + 11)) {
                  // absorb END_SAMPLING in content (grammars/inkling.dialect:39)
                  return this.idOnly(5) ? FAIL : this.only(p + 30, 7, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ext|>", p + 11)) {
                  // absorb TEXT_START in content (grammars/inkling.dialect:37)
                  return this.idOnly(2) ? FAIL : this.only(p + 16, 8, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 101: /* e */ {
          if (buf.startsWith("nd_message|>", p + 3)) {
            // content END_MESSAGE -> header (grammars/inkling.dialect:32)
            return this.idOnly(1) ? FAIL : this.only(p + 15, 9, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/inkling.dialect:21): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("ontent_", p + 3)) {
            switch (buf.charCodeAt(p + 10)) {
              case 109: /* m */ {
                if (buf.startsWith("odel_end_sampling|>", p + 11)) {
                  // absorb END_SAMPLING in reasoning (grammars/inkling.dialect:39)
                  return this.idOnly(5) ? FAIL : this.only(p + 30, 10, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("hinking|>", p + 11)) {
                  // absorb THINK_START in reasoning (grammars/inkling.dialect:38)
                  return this.idOnly(3) ? FAIL : this.only(p + 20, 11, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 101: /* e */ {
          if (buf.startsWith("nd_message|>", p + 3)) {
            // reasoning END_MESSAGE -> header : reasoning_end (grammars/inkling.dialect:31)
            return this.idOnly(1) ? FAIL : this.only(p + 15, 12, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** tool (grammars/inkling.dialect:22): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 99: /* c */ {
          if (buf.startsWith("ontent_model_end_sampling|>", p + 3)) {
            // absorb END_SAMPLING in tool (grammars/inkling.dialect:39)
            return this.idOnly(5) ? FAIL : this.only(p + 30, 13, 0);
          }
          break;
        }
        case 101: /* e */ {
          if (buf.startsWith("nd_message|>", p + 3)) {
            // tool END_MESSAGE -> header : tool_end (grammars/inkling.dialect:33)
            return this.idOnly(1) ? FAIL : this.only(this.check(14, p + 15, buf, p, atEnd), 14, 0);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // absorb END_SAMPLING in header (grammars/inkling.dialect:39)
      case 7: // absorb END_SAMPLING in content (grammars/inkling.dialect:39)
      case 10: // absorb END_SAMPLING in reasoning (grammars/inkling.dialect:39)
      case 13: // absorb END_SAMPLING in tool (grammars/inkling.dialect:39)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 1: // header TOOL_START -> tool : tool_start (grammars/inkling.dialect:28)
        sink.terminal(4, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 2: // header TOOL_TEXT -> content (grammars/inkling.dialect:29)
        sink.terminal(6, 1, buf, from, to);
        this.state = 1;
        return to;
      case 3: // header TOOL_ERROR -> content (grammars/inkling.dialect:30)
        sink.terminal(7, 1, buf, from, to);
        this.state = 1;
        return to;
      case 4: // header THINK_START -> reasoning : reasoning_start (grammars/inkling.dialect:26)
        sink.terminal(3, 2, buf, from, to);
        sink.reasoningStart();
        this.state = 2;
        return to;
      case 5: // absorb MESSAGE_MODEL in header (grammars/inkling.dialect:35)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 6: // header TEXT_START -> content (grammars/inkling.dialect:27)
        sink.terminal(2, 1, buf, from, to);
        this.state = 1;
        return to;
      case 8: // absorb TEXT_START in content (grammars/inkling.dialect:37)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 9: // content END_MESSAGE -> header (grammars/inkling.dialect:32)
        sink.terminal(1, 0, buf, from, to);
        this.state = 0;
        return to;
      case 11: // absorb THINK_START in reasoning (grammars/inkling.dialect:38)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 12: // reasoning END_MESSAGE -> header : reasoning_end (grammars/inkling.dialect:31)
        sink.terminal(1, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 14: // tool END_MESSAGE -> header : tool_end (grammars/inkling.dialect:33)
        sink.terminal(1, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const inkling: Dialect = {
  name: "inkling",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new InklingMachine(ir, sink, initial, vocab),
};
export default inkling;
