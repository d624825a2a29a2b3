// DO NOT EDIT — generated from grammars/cohere_command.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";
import { FAIL } from "../runtime/machine.js";
import { CompiledMachine, indexOrEnd } from "../runtime/compiled.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 5, name: "cohere_command", source: "grammars/cohere_command.dialect", extends: [],
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
  ],
  states: [
    { name: "content", at: "grammars/cohere_command.dialect:21", channel: { kind: 0 }, transitions: [
      { at: "grammars/cohere_command.dialect:28", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/cohere_command.dialect:31", terminal: 5, target: 2, events: [] },
      { at: "grammars/cohere_command.dialect:34", terminal: 7, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:34", terminal: 8, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:34", terminal: 9, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:34", terminal: 10, target: 0, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:34", terminal: 1, target: 0, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/cohere_command.dialect:22", channel: { kind: 1 }, transitions: [
      { at: "grammars/cohere_command.dialect:29", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/cohere_command.dialect:30", terminal: 5, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/cohere_command.dialect:35", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:35", terminal: 1, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/cohere_command.dialect:23", channel: { kind: 4, nameKeys: ["tool_name"], argsKeys: ["parameters"], idKeys: ["tool_call_id"], array: true }, transitions: [
      { at: "grammars/cohere_command.dialect:32", terminal: 6, target: 0, events: [], outsideString: true },
      { at: "grammars/cohere_command.dialect:36", terminal: 1, target: 2, events: [], absorb: true },
      { at: "grammars/cohere_command.dialect:31", terminal: 5, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: false, unclosedCall: "keep", thinkingDefault: false, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};

/** The cohere_command machine, specialised from grammars/cohere_command.dialect. */
export class CohereCommandMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // reasoning
      case 2: // calls
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/cohere_command.dialect:21): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 69: /* E */ {
          if (buf.startsWith("ND_", p + 3)) {
            switch (buf.charCodeAt(p + 6)) {
              case 79: /* O */ {
                if (buf.startsWith("F_TURN_TOKEN|>", p + 7)) {
                  // absorb END_OF_TURN in content (grammars/cohere_command.dialect:34)
                  return this.idOnly(1) ? FAIL : this.only(p + 21, 0, 0);
                }
                break;
              }
              case 82: /* R */ {
                if (buf.startsWith("ESPONSE|>", p + 7)) {
                  // absorb END_RESPONSE in content (grammars/cohere_command.dialect:34)
                  return this.idOnly(8) ? FAIL : this.only(p + 16, 4, 0);
                }
                break;
              }
              case 84: /* T */ {
                if (buf.startsWith("EXT|>", p + 7)) {
                  // absorb END_TEXT in content (grammars/cohere_command.dialect:34)
                  return this.idOnly(10) ? FAIL : this.only(p + 12, 6, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 83: /* S */ {
          if (buf.startsWith("TART_", p + 3)) {
            switch (buf.charCodeAt(p + 8)) {
              case 65: /* A */ {
                if (buf.startsWith("CTION|>", p + 9)) {
                  // content START_ACTION -> calls (grammars/cohere_command.dialect:31)
                  return this.idOnly(5) ? FAIL : this.only(p + 16, 3, 0);
                }
                break;
              }
              case 82: /* R */ {
                if (buf.startsWith("ESPONSE|>", p + 9)) {
                  // absorb START_RESPONSE in content (grammars/cohere_command.dialect:34)
                  return this.idOnly(7) ? FAIL : this.only(p + 18, 2, 0);
                }
                break;
              }
              case 84: /* T */ {
                switch (buf.charCodeAt(p + 9)) {
                  case 69: /* E */ {
                    if (buf.startsWith("XT|>", p + 10)) {
                      // absorb START_TEXT in content (grammars/cohere_command.dialect:34)
                      return this.idOnly(9) ? FAIL : this.only(p + 14, 5, 0);
                    }
                    break;
                  }
                  case 72: /* H */ {
                    if (buf.startsWith("INKING|>", p + 10)) {
                      // content START_THINKING -> reasoning : reasoning_start (grammars/cohere_command.dialect:28)
                      return this.idOnly(3) ? FAIL : this.only(p + 18, 1, 0);
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
    }
    return FAIL;
  }

  /** reasoning (grammars/cohere_command.dialect:22): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 69: /* E */ {
          if (buf.startsWith("ND_", p + 3)) {
            switch (buf.charCodeAt(p + 6)) {
              case 79: /* O */ {
                if (buf.startsWith("F_TURN_TOKEN|>", p + 7)) {
                  // absorb END_OF_TURN in reasoning (grammars/cohere_command.dialect:35)
                  return this.idOnly(1) ? FAIL : this.only(p + 21, 7, 0);
                }
                break;
              }
              case 84: /* T */ {
                if (buf.startsWith("HINKING|>", p + 7)) {
                  // reasoning END_THINKING -> content : reasoning_end (grammars/cohere_command.dialect:29)
                  return this.idOnly(4) ? FAIL : this.only(p + 16, 9, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 83: /* S */ {
          if (buf.startsWith("TART_", p + 3)) {
            switch (buf.charCodeAt(p + 8)) {
              case 65: /* A */ {
                if (buf.startsWith("CTION|>", p + 9)) {
                  // reasoning START_ACTION -> calls : reasoning_end (grammars/cohere_command.dialect:30)
                  return this.idOnly(5) ? FAIL : this.only(p + 16, 10, 0);
                }
                break;
              }
              case 84: /* T */ {
                if (buf.startsWith("HINKING|>", p + 9)) {
                  // absorb START_THINKING in reasoning (grammars/cohere_command.dialect:35)
                  return this.idOnly(3) ? FAIL : this.only(p + 18, 8, 0);
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

  /** calls (grammars/cohere_command.dialect:23): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 69: /* E */ {
          if (buf.startsWith("ND_", p + 3)) {
            switch (buf.charCodeAt(p + 6)) {
              case 65: /* A */ {
                if (buf.startsWith("CTION|>", p + 7)) {
                  // calls END_ACTION -> content (grammars/cohere_command.dialect:32)
                  return this.idOnly(6)
                    ? FAIL
                    : this.only(this.check(13, p + 14, buf, p, atEnd), 13, 0);
                }
                break;
              }
              case 79: /* O */ {
                if (buf.startsWith("F_TURN_TOKEN|>", p + 7)) {
                  // absorb END_OF_TURN in calls (grammars/cohere_command.dialect:36)
                  return this.idOnly(1) ? FAIL : this.only(p + 21, 11, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 83: /* S */ {
          if (buf.startsWith("TART_ACTION|>", p + 3)) {
            // calls START_ACTION -> calls : restart (grammars/cohere_command.dialect:31)
            return this.idOnly(5) ? FAIL : this.only(this.check(12, p + 16, buf, p, atEnd), 12, 0);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // absorb END_OF_TURN in content (grammars/cohere_command.dialect:34)
      case 7: // absorb END_OF_TURN in reasoning (grammars/cohere_command.dialect:35)
      case 11: // absorb END_OF_TURN in calls (grammars/cohere_command.dialect:36)
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
      case 8: // absorb START_THINKING in reasoning (grammars/cohere_command.dialect:35)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 9: // reasoning END_THINKING -> content : reasoning_end (grammars/cohere_command.dialect:29)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 10: // reasoning START_ACTION -> calls : reasoning_end (grammars/cohere_command.dialect:30)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 12: // calls START_ACTION -> calls : restart (grammars/cohere_command.dialect:31)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        return to;
      case 13: // calls END_ACTION -> content (grammars/cohere_command.dialect:32)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const cohere_command: Dialect = {
  name: "cohere_command",
  abi: 5,
  ir,
  generated: (sink, initial, vocab) => new CohereCommandMachine(ir, sink, initial, vocab),
};
export default cohere_command;
