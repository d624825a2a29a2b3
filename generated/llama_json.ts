// DO NOT EDIT — generated from grammars/llama_json.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "llama_json", source: "grammars/llama_json.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "START_HEADER", special: true, variants: [[{ lit: "<|start_header_id|>" }]] },
    { name: "END_HEADER", special: true, variants: [[{ lit: "<|end_header_id|>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|eot_id|>" }]] },
    { name: "EOM", special: true, variants: [[{ lit: "<|eom_id|>" }]] },
    { name: "HEADER_START", special: true, variants: [[{ lit: "<|header_start|>" }]] },
    { name: "HEADER_END", special: true, variants: [[{ lit: "<|header_end|>" }]] },
    { name: "EOT4", special: true, variants: [[{ lit: "<|eot|>" }]] },
    { name: "PYTHON_TAG", special: true, variants: [[{ lit: "<|python_tag|>" }]] },
    { name: "PYTHON_START", special: true, variants: [[{ lit: "<|python_start|>" }]] },
    { name: "PYTHON_END", special: true, variants: [[{ lit: "<|python_end|>" }]] },
    { name: "OPEN_BRACE", special: false, variants: [[{ lit: "{" }]] },
  ],
  states: [
    { name: "content", at: "grammars/llama_json.dialect:22", channel: { kind: 0 }, transitions: [
      { at: "grammars/llama_json.dialect:30", terminal: 11, target: 1, events: [], keep: true },
      { at: "grammars/llama_json.dialect:31", terminal: 8, target: 2, events: [] },
      { at: "grammars/llama_json.dialect:35", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/llama_json.dialect:35", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/llama_json.dialect:35", terminal: 7, target: 0, events: [], absorb: true },
      { at: "grammars/llama_json.dialect:38", terminal: 9, target: 0, events: [], absorb: true },
      { at: "grammars/llama_json.dialect:38", terminal: 10, target: 0, events: [], absorb: true },
      { at: "grammars/llama_json.dialect:22", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "calls", at: "grammars/llama_json.dialect:23", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["parameters", "arguments"], array: true }, transitions: [
      { at: "grammars/llama_json.dialect:32", terminal: 10, target: 0, events: [], outsideString: true },
      { at: "grammars/llama_json.dialect:35", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/llama_json.dialect:35", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/llama_json.dialect:35", terminal: 7, target: 1, events: [], absorb: true },
      { at: "grammars/llama_json.dialect:31", terminal: 8, target: 2, events: [], restart: true, outsideString: true },
      { at: "grammars/llama_json.dialect:23", terminal: 0, target: 1, events: [], absorb: true, fence: true, outsideString: true },
    ] },
    { name: "tagged", at: "grammars/llama_json.dialect:25", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["parameters", "arguments"], array: true, python: true, nameSuffix: ".call" }, transitions: [
      { at: "grammars/llama_json.dialect:33", terminal: 10, target: 0, events: [], outsideString: true },
      { at: "grammars/llama_json.dialect:35", terminal: 3, target: 2, events: [], absorb: true },
      { at: "grammars/llama_json.dialect:35", terminal: 4, target: 2, events: [], absorb: true },
      { at: "grammars/llama_json.dialect:35", terminal: 7, target: 2, events: [], absorb: true },
      { at: "grammars/llama_json.dialect:31", terminal: 8, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [1, 2, 3, 4, 5, 6, 7],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" "{" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */
      case 96: /* ` */
      case 123 /* { */:
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

/** The llama_json machine, specialised from grammars/llama_json.dialect. */
export class LlamaJsonMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // calls
        return nextOf1(buf, p);
      case 2: // tagged
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/llama_json.dialect:22): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.charCodeAt(p + 1) === 124 /* | */) {
          switch (buf.charCodeAt(p + 2)) {
            case 101: /* e */ {
              if (buf.charCodeAt(p + 3) === 111 /* o */) {
                switch (buf.charCodeAt(p + 4)) {
                  case 109: /* m */ {
                    if (buf.startsWith("_id|>", p + 5)) {
                      // absorb EOM in content (grammars/llama_json.dialect:35)
                      return this.idOnly(4) ? FAIL : this.only(p + 10, 5, 0);
                    }
                    break;
                  }
                  case 116: /* t */ {
                    switch (buf.charCodeAt(p + 5)) {
                      case 95: /* _ */ {
                        if (buf.startsWith("id|>", p + 6)) {
                          // absorb EOT in content (grammars/llama_json.dialect:35)
                          return this.idOnly(3) ? FAIL : this.only(p + 10, 4, 0);
                        }
                        break;
                      }
                      case 124: /* | */ {
                        if (buf.charCodeAt(p + 6) === 62 /* > */) {
                          // absorb EOT4 in content (grammars/llama_json.dialect:35)
                          return this.idOnly(7) ? FAIL : this.only(p + 7, 6, 0);
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
                      // absorb PYTHON_END in content (grammars/llama_json.dialect:38)
                      return this.idOnly(10) ? FAIL : this.only(p + 14, 3, 0);
                    }
                    break;
                  }
                  case 115: /* s */ {
                    if (buf.startsWith("tart|>", p + 10)) {
                      // absorb PYTHON_START in content (grammars/llama_json.dialect:38)
                      return this.idOnly(9) ? FAIL : this.only(p + 16, 1, 0);
                    }
                    break;
                  }
                  case 116: /* t */ {
                    if (buf.startsWith("ag|>", p + 10)) {
                      // content PYTHON_TAG -> tagged (grammars/llama_json.dialect:31)
                      return this.idOnly(8) ? FAIL : this.only(p + 14, 2, 0);
                    }
                    break;
                  }
                }
              }
              break;
            }
          }
        }
        break;
      }
      case 123: /* { */ {
        // content OPEN_BRACE -> calls : keep (grammars/llama_json.dialect:30)
        this.matchedCand = 0;
        return p + 1;
      }
    }
    return FAIL;
  }

  /** calls (grammars/llama_json.dialect:23), tagged (grammars/llama_json.dialect:25): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean, first: number): number {
    if (buf.startsWith("<|", p)) {
      switch (buf.charCodeAt(p + 2)) {
        case 101: /* e */ {
          if (buf.charCodeAt(p + 3) === 111 /* o */) {
            switch (buf.charCodeAt(p + 4)) {
              case 109: /* m */ {
                if (buf.startsWith("_id|>", p + 5)) {
                  // absorb EOM in calls (grammars/llama_json.dialect:35)
                  // absorb EOM in tagged (grammars/llama_json.dialect:35)
                  return this.idOnly(4) ? FAIL : this.only(p + 10, first + 3, 0);
                }
                break;
              }
              case 116: /* t */ {
                switch (buf.charCodeAt(p + 5)) {
                  case 95: /* _ */ {
                    if (buf.startsWith("id|>", p + 6)) {
                      // absorb EOT in calls (grammars/llama_json.dialect:35)
                      // absorb EOT in tagged (grammars/llama_json.dialect:35)
                      return this.idOnly(3) ? FAIL : this.only(p + 10, first + 2, 0);
                    }
                    break;
                  }
                  case 124: /* | */ {
                    if (buf.charCodeAt(p + 6) === 62 /* > */) {
                      // absorb EOT4 in calls (grammars/llama_json.dialect:35)
                      // absorb EOT4 in tagged (grammars/llama_json.dialect:35)
                      return this.idOnly(7) ? FAIL : this.only(p + 7, first + 4, 0);
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
                  // calls PYTHON_END -> content (grammars/llama_json.dialect:32)
                  // tagged PYTHON_END -> content (grammars/llama_json.dialect:33)
                  return this.idOnly(10)
                    ? FAIL
                    : this.only(this.check(first, p + 14, buf, p, atEnd), first, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ag|>", p + 10)) {
                  // calls PYTHON_TAG -> tagged : restart (restarts the opener at grammars/llama_json.dialect:31)
                  // tagged PYTHON_TAG -> tagged : restart (restarts the opener at grammars/llama_json.dialect:31)
                  return this.idOnly(8)
                    ? FAIL
                    : this.only(this.check(first + 1, p + 14, buf, p, atEnd), first + 1, 0);
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
        return this.decide1(buf, p, atEnd, 9);
      case 2:
        return this.decide1(buf, p, atEnd, 16);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content OPEN_BRACE -> calls : keep (grammars/llama_json.dialect:30)
        // a lookahead: its text is read again in the target state
        sink.terminal(11, 1, buf, from, from);
        this.state = 1;
        return from;
      case 1: // absorb PYTHON_START in content (grammars/llama_json.dialect:38)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 2: // content PYTHON_TAG -> tagged (grammars/llama_json.dialect:31)
        sink.terminal(8, 2, buf, from, to);
        this.state = 2;
        return to;
      case 3: // absorb PYTHON_END in content (grammars/llama_json.dialect:38)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 4: // absorb EOT in content (grammars/llama_json.dialect:35)
      case 11: // absorb EOT in calls (grammars/llama_json.dialect:35)
      case 18: // absorb EOT in tagged (grammars/llama_json.dialect:35)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 5: // absorb EOM in content (grammars/llama_json.dialect:35)
      case 12: // absorb EOM in calls (grammars/llama_json.dialect:35)
      case 19: // absorb EOM in tagged (grammars/llama_json.dialect:35)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 6: // absorb EOT4 in content (grammars/llama_json.dialect:35)
      case 13: // absorb EOT4 in calls (grammars/llama_json.dialect:35)
      case 20: // absorb EOT4 in tagged (grammars/llama_json.dialect:35)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 7: // a fence line in content (the compiler's fence rule)
      case 8: // a fence line in content (the compiler's fence rule)
      case 14: // a fence line in calls (the compiler's fence rule)
      case 15: // a fence line in calls (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 9: // calls PYTHON_END -> content (grammars/llama_json.dialect:32)
      case 16: // tagged PYTHON_END -> content (grammars/llama_json.dialect:33)
        sink.terminal(10, 0, buf, from, to);
        this.state = 0;
        return to;
      case 10: // calls PYTHON_TAG -> tagged : restart (restarts the opener at grammars/llama_json.dialect:31)
        sink.restart();
        sink.terminal(8, 2, buf, from, to);
        this.state = 2;
        return to;
      case 17: // tagged PYTHON_TAG -> tagged : restart (restarts the opener at grammars/llama_json.dialect:31)
        sink.restart();
        sink.terminal(8, 2, buf, from, to);
        return to;
    }
    return to;
  }
}

export const llama_json: Dialect = {
  name: "llama_json",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new LlamaJsonMachine(ir, sink, initial, vocab),
};
export default llama_json;
