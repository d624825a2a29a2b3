// DO NOT EDIT — generated from grammars/apriel.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "apriel", source: "grammars/apriel.dialect", extends: ["jamba"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BOM", special: true, variants: [[{ lit: "<|bom|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom|>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_calls>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_calls>" }]] },
    { name: "SYSTEM", special: true, variants: [[{ lit: "<|system|>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<|user|>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<|assistant|>" }]] },
    { name: "END", special: true, variants: [[{ lit: "<|end|>" }]] },
    { name: "FINAL", special: false, variants: [[{ lit: "[BEGIN FINAL RESPONSE]" }]] },
    { name: "FINAL_END", special: false, variants: [[{ lit: "\n[END FINAL RESPONSE]" }], [{ lit: "[END FINAL RESPONSE]" }]] },
    { name: "STEPS", special: false, variants: [[{ lit: "Here are my reasoning steps:\n" }]] },
  ],
  states: [
    { name: "content", at: "grammars/jamba.dialect:13", channel: { kind: 0 }, transitions: [
      { at: "grammars/jamba.dialect:18", terminal: 3, target: 1, events: [] },
      { at: "grammars/jamba.dialect:21", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/apriel.dialect:25", terminal: 9, target: 0, events: [], absorb: true },
      { at: "grammars/apriel.dialect:25", terminal: 10, target: 0, events: [], absorb: true },
      { at: "grammars/apriel.dialect:25", terminal: 8, target: 0, events: [], absorb: true },
      { at: "grammars/jamba.dialect:19", terminal: 4, target: 0, events: [], absorb: true, after: 4, repeat: true },
      { at: "grammars/jamba.dialect:13", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "calls", at: "grammars/jamba.dialect:14", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true }, transitions: [
      { at: "grammars/jamba.dialect:19", terminal: 4, target: 0, events: [], outsideString: true },
      { at: "grammars/jamba.dialect:21", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/apriel.dialect:26", terminal: 8, target: 1, events: [], absorb: true },
      { at: "grammars/jamba.dialect:18", terminal: 3, target: 1, events: [], restart: true, outsideString: true },
    ] },
    { name: "reasoning", at: "grammars/apriel.dialect:17", channel: { kind: 1 }, transitions: [
      { at: "grammars/apriel.dialect:21", terminal: 9, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/apriel.dialect:22", terminal: 3, target: 1, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/apriel.dialect:24", terminal: 11, target: 2, events: [], absorb: true },
    ] },
  ],
  initial: { thinking: 2, plain: 0 },
  turnBoundaries: [5, 6, 7, 8],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "\n" "<" "[" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 10:
      case 60: /* < */
      case 91: /* [ */
      case 96 /* ` */:
        return p;
    }
  }
  return p;
}

/** the next position holding one of "<" "H" "[" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 72: /* H */
      case 91 /* [ */:
        return p;
    }
  }
  return p;
}

/** The apriel machine, specialised from grammars/apriel.dialect. */
export class AprielMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // calls
        return indexOrEnd(buf, "<", p);
      case 2: // reasoning
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/jamba.dialect:13): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 10: {
        if (buf.startsWith("[END FINAL RESPONSE]", p + 1)) {
          // absorb FINAL_END in content (grammars/apriel.dialect:25)
          this.matchedCand = 6;
          return p + 21;
        }
        break;
      }
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 116: /* t */ {
            if (buf.startsWith("ool_calls>", p + 2)) {
              // content TOOL_START -> calls (grammars/jamba.dialect:18)
              return this.idOnly(3) ? FAIL : this.only(p + 12, 1, 0);
            }
            break;
          }
          case 124: /* | */ {
            if (buf.charCodeAt(p + 2) === 101 /* e */) {
              switch (buf.charCodeAt(p + 3)) {
                case 110: /* n */ {
                  if (buf.startsWith("d|>", p + 4)) {
                    // absorb END in content (grammars/apriel.dialect:25)
                    return this.idOnly(8) ? FAIL : this.only(p + 7, 3, 0);
                  }
                  break;
                }
                case 111: /* o */ {
                  if (buf.startsWith("m|>", p + 4)) {
                    // absorb EOM in content (grammars/jamba.dialect:21)
                    return this.idOnly(2) ? FAIL : this.only(p + 7, 2, 0);
                  }
                  break;
                }
              }
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("BEGIN FINAL RESPONSE]", p + 1)) {
          // absorb FINAL in content (grammars/apriel.dialect:25)
          this.matchedCand = 4;
          return p + 22;
        }
        break;
      }
    }
    return FAIL;
  }

  /** calls (grammars/jamba.dialect:14): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_calls>", p + 2)) {
            // calls TOOL_END -> content (grammars/jamba.dialect:19)
            return this.idOnly(4) ? FAIL : this.only(this.check(9, p + 13, buf, p, atEnd), 9, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ool_calls>", p + 2)) {
            // calls TOOL_START -> calls : restart (restarts the opener at grammars/jamba.dialect:18)
            return this.idOnly(3) ? FAIL : this.only(this.check(10, p + 12, buf, p, atEnd), 10, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.charCodeAt(p + 2) === 101 /* e */) {
            switch (buf.charCodeAt(p + 3)) {
              case 110: /* n */ {
                if (buf.startsWith("d|>", p + 4)) {
                  // absorb END in calls (grammars/apriel.dialect:26)
                  return this.idOnly(8) ? FAIL : this.only(p + 7, 12, 0);
                }
                break;
              }
              case 111: /* o */ {
                if (buf.startsWith("m|>", p + 4)) {
                  // absorb EOM in calls (grammars/jamba.dialect:21)
                  return this.idOnly(2) ? FAIL : this.only(p + 7, 11, 0);
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

  /** reasoning (grammars/apriel.dialect:17): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("tool_calls>", p + 1)) {
          // reasoning TOOL_START -> calls : reasoning_end (grammars/apriel.dialect:22)
          return this.idOnly(3) ? FAIL : this.only(p + 12, 14, 0);
        }
        break;
      }
      case 72: /* H */ {
        if (buf.startsWith("ere are my reasoning steps:\n", p + 1)) {
          // absorb STEPS in reasoning (grammars/apriel.dialect:24)
          this.matchedCand = 15;
          return p + 29;
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("BEGIN FINAL RESPONSE]", p + 1)) {
          // reasoning FINAL -> content : reasoning_end (grammars/apriel.dialect:21)
          this.matchedCand = 13;
          return p + 22;
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
      case 0: // absorb TOOL_END in content written again after it (repeats the closer at grammars/jamba.dialect:19)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 1: // content TOOL_START -> calls (grammars/jamba.dialect:18)
        sink.terminal(3, 1, buf, from, to);
        this.state = 1;
        return to;
      case 2: // absorb EOM in content (grammars/jamba.dialect:21)
      case 11: // absorb EOM in calls (grammars/jamba.dialect:21)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // absorb END in content (grammars/apriel.dialect:25)
      case 12: // absorb END in calls (grammars/apriel.dialect:26)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 4: // absorb FINAL in content (grammars/apriel.dialect:25)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 5: // absorb FINAL_END in content (grammars/apriel.dialect:25)
      case 6: // absorb FINAL_END in content (grammars/apriel.dialect:25)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 7: // a fence line in content (the compiler's fence rule)
      case 8: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 9: // calls TOOL_END -> content (grammars/jamba.dialect:19)
        sink.terminal(4, 0, buf, from, to);
        this.state = 0;
        return to;
      case 10: // calls TOOL_START -> calls : restart (restarts the opener at grammars/jamba.dialect:18)
        sink.restart();
        sink.terminal(3, 1, buf, from, to);
        return to;
      case 13: // reasoning FINAL -> content : reasoning_end (grammars/apriel.dialect:21)
        sink.terminal(9, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 14: // reasoning TOOL_START -> calls : reasoning_end (grammars/apriel.dialect:22)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningEnd();
        this.state = 1;
        return to;
      case 15: // absorb STEPS in reasoning (grammars/apriel.dialect:24)
        sink.terminal(11, -1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const apriel: Dialect = {
  name: "apriel",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new AprielMachine(ir, sink, initial, vocab),
};
export default apriel;
