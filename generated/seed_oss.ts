// DO NOT EDIT — generated from grammars/seed_oss.dialect by dialectc.
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
  abi: 9, name: "seed_oss", source: "grammars/seed_oss.dialect", extends: ["qwen3", "chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<seed:think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</seed:think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<seed:tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</seed:tool_call>" }]] },
    { name: "FUNC", special: false, variants: [[{ lit: "<function=" }, { cap: "name", max: 128, exclude: "\n<>" }, { lit: ">" }], [{ lit: "<function name=\"" }, { cap: "name", max: 128, exclude: "\n<>\"'" }, { lit: "\">" }]] },
    { name: "FUNC_END", special: false, variants: [[{ lit: "</function>" }]] },
    { name: "PARAM", special: false, variants: [[{ lit: "<parameter=" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: ">" }], [{ lit: "<parameter name=\"" }, { cap: "key", max: 128, exclude: "\n<>\"'" }, { lit: "\">" }], [{ lit: "<parameter name=\"" }, { cap: "key", max: 128, exclude: "\n<>\"'" }, { lit: "\" string=\"true\">" }], [{ lit: "<parameter name=\"" }, { cap: "key", max: 128, exclude: "\n<>\"'" }, { lit: "\" string=\"false\">" }]] },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</parameter>" }]] },
    { name: "OPEN_BRACE", special: false, variants: [[{ lit: "{" }, { ws: 256, write: "" }, { lit: "\"" }]] },
    { name: "SEED_BOS", special: true, variants: [[{ lit: "<seed:bos>" }]] },
    { name: "SEED_EOS", special: true, variants: [[{ lit: "<seed:eos>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/qwen3.dialect:18", channel: { kind: 0 }, transitions: [
      { at: "grammars/qwen3.dialect:28", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/qwen3.dialect:32", terminal: 5, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/qwen3.dialect:34", terminal: 7, target: 3, events: [{ kind: "tool_start", name: "name", declaredOnly: true }] },
      { at: "grammars/qwen3.dialect:54", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/seed_oss.dialect:30", terminal: 13, target: 0, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:36", terminal: 6, target: 0, events: [], absorb: true, after: 6, repeat: true },
      { at: "grammars/qwen3.dialect:18", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/qwen3.dialect:19", channel: { kind: 1 }, transitions: [
      { at: "grammars/qwen3.dialect:29", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/qwen3.dialect:31", terminal: 5, target: 2, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
      { at: "grammars/qwen3.dialect:55", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/seed_oss.dialect:30", terminal: 13, target: 1, events: [], absorb: true },
    ] },
    { name: "preamble", at: "grammars/qwen3.dialect:20", channel: { kind: 7 }, transitions: [
      { at: "grammars/qwen3.dialect:35", terminal: 7, target: 3, events: [{ kind: "tool_name", name: "name" }] },
      { at: "grammars/qwen3.dialect:36", terminal: 6, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/qwen3.dialect:38", terminal: 11, target: 6, events: [], keep: true, readOnly: true },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/seed_oss.dialect:30", terminal: 13, target: 2, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:32", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "args", at: "grammars/qwen3.dialect:21", channel: { kind: 7 }, transitions: [
      { at: "grammars/qwen3.dialect:40", terminal: 9, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/qwen3.dialect:41", terminal: 8, target: 5, events: [{ kind: "tool_end" }] },
      { at: "grammars/qwen3.dialect:42", terminal: 6, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/qwen3.dialect:53", terminal: 10, target: 3, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 3, events: [], absorb: true },
      { at: "grammars/seed_oss.dialect:30", terminal: 13, target: 3, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:32", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "value", at: "grammars/seed_oss.dialect:18", channel: { kind: 5, encoding: "schema", trim: "paired" }, transitions: [
      { at: "grammars/qwen3.dialect:46", terminal: 10, target: 3, events: [{ kind: "arg_end" }], follow: { terminals: [9, 10, 8, 6], end: true } },
      { at: "grammars/qwen3.dialect:47", terminal: 9, target: 4, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }] },
      { at: "grammars/qwen3.dialect:48", terminal: 8, target: 5, events: [{ kind: "arg_end" }, { kind: "tool_end" }], follow: { terminals: [6, 5, 7], end: true } },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 4, events: [], absorb: true },
      { at: "grammars/seed_oss.dialect:30", terminal: 13, target: 4, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:32", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "between", at: "grammars/qwen3.dialect:23", channel: { kind: 7 }, transitions: [
      { at: "grammars/qwen3.dialect:49", terminal: 6, target: 0, events: [] },
      { at: "grammars/qwen3.dialect:50", terminal: 5, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/qwen3.dialect:51", terminal: 7, target: 3, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 5, events: [], absorb: true },
      { at: "grammars/seed_oss.dialect:30", terminal: 13, target: 5, events: [], absorb: true },
    ] },
    { name: "json", at: "grammars/qwen3.dialect:24", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"] }, transitions: [
      { at: "grammars/qwen3.dialect:39", terminal: 6, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 6, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:32", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [12, 13],
  policies: { stripTrailingReasoningWhitespace: false, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
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

/** after the first literal: capture≤128 ">" */
function m0(buf: string, q: number, atEnd: boolean, from: number[], to: number[]): number {
  // a capture: up to 128 characters before ">"
  from[0] = q;
  q = matchCapture(buf, q, atEnd, 62, false, "\n<>", 128);
  if (q < 0) return q;
  to[0] = q;
  return matchLiteral(">", buf, q, atEnd);
}

/** The seed_oss machine, specialised from grammars/seed_oss.dialect. */
export class SeedOssMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 3: // args
      case 4: // value
      case 5: // between
      case 6: // json
        return indexOrEnd(buf, "<", p);
      case 2: // preamble
        return nextOf1(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/qwen3.dialect:18): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("seed:think>", p + 2)) {
            // absorb THINK_END in content (grammars/qwen3.dialect:54)
            return this.idOnly(4) ? FAIL : this.only(p + 13, 3, 0);
          }
          break;
        }
        case 102: /* f */ {
          if (buf.startsWith("unction=", p + 2)) {
            // content FUNC -> args : tool_start (grammars/qwen3.dialect:34)
            return this.only(m0(buf, p + 10, atEnd, this.scratchFrom, this.scratchTo), 5, 1);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("eed:", p + 2)) {
            switch (buf.charCodeAt(p + 6)) {
              case 101: /* e */ {
                if (buf.startsWith("os>", p + 7)) {
                  // absorb SEED_EOS in content (grammars/seed_oss.dialect:30)
                  return this.idOnly(13) ? FAIL : this.only(p + 10, 7, 0);
                }
                break;
              }
              case 116: /* t */ {
                switch (buf.charCodeAt(p + 7)) {
                  case 104: /* h */ {
                    if (buf.startsWith("ink>", p + 8)) {
                      // content THINK_START -> reasoning : reasoning_start (grammars/qwen3.dialect:28)
                      return this.idOnly(3) ? FAIL : this.only(p + 12, 4, 0);
                    }
                    break;
                  }
                  case 111: /* o */ {
                    if (buf.startsWith("ol_call>", p + 8)) {
                      // content TOOL_START -> preamble : tool_start (grammars/qwen3.dialect:32)
                      return this.idOnly(5) ? FAIL : this.only(p + 16, 2, 0);
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
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in content (grammars/qwen3.dialect:57)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 6, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/qwen3.dialect:19): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("seed:think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/qwen3.dialect:29)
            return this.idOnly(4) ? FAIL : this.only(p + 13, 11, 0);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("eed:", p + 2)) {
            switch (buf.charCodeAt(p + 6)) {
              case 101: /* e */ {
                if (buf.startsWith("os>", p + 7)) {
                  // absorb SEED_EOS in reasoning (grammars/seed_oss.dialect:30)
                  return this.idOnly(13) ? FAIL : this.only(p + 10, 14, 0);
                }
                break;
              }
              case 116: /* t */ {
                switch (buf.charCodeAt(p + 7)) {
                  case 104: /* h */ {
                    if (buf.startsWith("ink>", p + 8)) {
                      // absorb THINK_START in reasoning (grammars/qwen3.dialect:55)
                      return this.idOnly(3) ? FAIL : this.only(p + 12, 12, 0);
                    }
                    break;
                  }
                  case 111: /* o */ {
                    if (buf.startsWith("ol_call>", p + 8)) {
                      // reasoning TOOL_START -> preamble : reasoning_end, tool_start (grammars/qwen3.dialect:31)
                      return this.idOnly(5) ? FAIL : this.only(p + 16, 10, 0);
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
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in reasoning (grammars/qwen3.dialect:57)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 13, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** preamble (grammars/qwen3.dialect:20): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("seed:tool_call>", p + 2)) {
            // preamble TOOL_END -> content : tool_end (grammars/qwen3.dialect:36)
            return this.idOnly(6) ? FAIL : this.only(p + 17, 16, 0);
          }
          break;
        }
        case 102: /* f */ {
          if (buf.startsWith("unction=", p + 2)) {
            // preamble FUNC -> args : tool_name (grammars/qwen3.dialect:35)
            return this.only(m0(buf, p + 10, atEnd, this.scratchFrom, this.scratchTo), 18, 1);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("eed:", p + 2)) {
            switch (buf.charCodeAt(p + 6)) {
              case 101: /* e */ {
                if (buf.startsWith("os>", p + 7)) {
                  // absorb SEED_EOS in preamble (grammars/seed_oss.dialect:30)
                  return this.idOnly(13) ? FAIL : this.only(p + 10, 20, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_call>", p + 7)) {
                  // preamble TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/qwen3.dialect:32)
                  return this.idOnly(5)
                    ? FAIL
                    : this.only(this.check(17, p + 16, buf, p, atEnd), 17, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in preamble (grammars/qwen3.dialect:57)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 19, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/qwen3.dialect:21): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 102: /* f */ {
              if (buf.startsWith("unction>", p + 3)) {
                // args FUNC_END -> between : tool_end (grammars/qwen3.dialect:41)
                this.matchedCand = 29;
                return p + 11;
              }
              break;
            }
            case 112: /* p */ {
              if (buf.startsWith("arameter>", p + 3)) {
                // absorb PARAM_END in args (grammars/qwen3.dialect:53)
                this.matchedCand = 28;
                return p + 12;
              }
              break;
            }
            case 115: /* s */ {
              if (buf.startsWith("eed:tool_call>", p + 3)) {
                // args TOOL_END -> content : tool_end (grammars/qwen3.dialect:42)
                return this.idOnly(6) ? FAIL : this.only(p + 17, 25, 0);
              }
              break;
            }
          }
          break;
        }
        case 112: /* p */ {
          if (buf.startsWith("arameter=", p + 2)) {
            // args PARAM -> value : arg_start (grammars/qwen3.dialect:40)
            return this.only(m0(buf, p + 11, atEnd, this.scratchFrom, this.scratchTo), 27, 1);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("eed:", p + 2)) {
            switch (buf.charCodeAt(p + 6)) {
              case 101: /* e */ {
                if (buf.startsWith("os>", p + 7)) {
                  // absorb SEED_EOS in args (grammars/seed_oss.dialect:30)
                  return this.idOnly(13) ? FAIL : this.only(p + 10, 31, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_call>", p + 7)) {
                  // args TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/qwen3.dialect:32)
                  return this.idOnly(5)
                    ? FAIL
                    : this.only(this.check(26, p + 16, buf, p, atEnd), 26, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in args (grammars/qwen3.dialect:57)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 30, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** value (grammars/seed_oss.dialect:18): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          switch (buf.charCodeAt(p + 2)) {
            case 102: /* f */ {
              if (buf.startsWith("unction>", p + 3)) {
                // value FUNC_END -> between : arg_end, tool_end when followed by … (grammars/qwen3.dialect:48)
                return this.only(this.check(38, p + 11, buf, p, atEnd), 38, 0);
              }
              break;
            }
            case 112: /* p */ {
              if (buf.startsWith("arameter>", p + 3)) {
                // value PARAM_END -> args : arg_end when followed by … (grammars/qwen3.dialect:46)
                return this.only(this.check(36, p + 12, buf, p, atEnd), 36, 0);
              }
              break;
            }
          }
          break;
        }
        case 112: /* p */ {
          if (buf.startsWith("arameter=", p + 2)) {
            // value PARAM -> value : arg_end, arg_start (grammars/qwen3.dialect:47)
            return this.only(m0(buf, p + 11, atEnd, this.scratchFrom, this.scratchTo), 37, 1);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("eed:", p + 2)) {
            switch (buf.charCodeAt(p + 6)) {
              case 101: /* e */ {
                if (buf.startsWith("os>", p + 7)) {
                  // absorb SEED_EOS in value (grammars/seed_oss.dialect:30)
                  return this.idOnly(13) ? FAIL : this.only(p + 10, 40, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_call>", p + 7)) {
                  // value TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/qwen3.dialect:32)
                  return this.idOnly(5)
                    ? FAIL
                    : this.only(this.check(35, p + 16, buf, p, atEnd), 35, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in value (grammars/qwen3.dialect:57)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 39, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** between (grammars/qwen3.dialect:23): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("seed:tool_call>", p + 2)) {
            // between TOOL_END -> content (grammars/qwen3.dialect:49)
            return this.idOnly(6) ? FAIL : this.only(p + 17, 42, 0);
          }
          break;
        }
        case 102: /* f */ {
          if (buf.startsWith("unction=", p + 2)) {
            // between FUNC -> args : tool_start (grammars/qwen3.dialect:51)
            return this.only(m0(buf, p + 10, atEnd, this.scratchFrom, this.scratchTo), 44, 1);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("eed:", p + 2)) {
            switch (buf.charCodeAt(p + 6)) {
              case 101: /* e */ {
                if (buf.startsWith("os>", p + 7)) {
                  // absorb SEED_EOS in between (grammars/seed_oss.dialect:30)
                  return this.idOnly(13) ? FAIL : this.only(p + 10, 46, 0);
                }
                break;
              }
              case 116: /* t */ {
                if (buf.startsWith("ool_call>", p + 7)) {
                  // between TOOL_START -> preamble : tool_start (grammars/qwen3.dialect:50)
                  return this.idOnly(5) ? FAIL : this.only(p + 16, 43, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in between (grammars/qwen3.dialect:57)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 45, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** json (grammars/qwen3.dialect:24): what starts at p, every first literal being in the buffer */
  private decide6(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("seed:tool_call>", p + 2)) {
            // json TOOL_END -> content : tool_end (grammars/qwen3.dialect:39)
            return this.idOnly(6) ? FAIL : this.only(this.check(47, p + 17, buf, p, atEnd), 47, 0);
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("eed:tool_call>", p + 2)) {
            // json TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/qwen3.dialect:32)
            return this.idOnly(5) ? FAIL : this.only(this.check(48, p + 16, buf, p, atEnd), 48, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in json (grammars/qwen3.dialect:57)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 49, 0);
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
      case 5:
        return this.decide5(buf, p, atEnd);
      case 6:
        return this.decide6(buf, p, atEnd);
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content FUNC -> args : tool_start (grammars/qwen3.dialect:34)
      case 5: // content FUNC -> args : tool_start (grammars/qwen3.dialect:34)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(true);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 1: // absorb TOOL_END in content written again after it (repeats the closer at grammars/qwen3.dialect:36)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 2: // content TOOL_START -> preamble : tool_start (grammars/qwen3.dialect:32)
      case 43: // between TOOL_START -> preamble : tool_start (grammars/qwen3.dialect:50)
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 3: // absorb THINK_END in content (grammars/qwen3.dialect:54)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/qwen3.dialect:28)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 6: // absorb IM_END in content (grammars/qwen3.dialect:57)
      case 13: // absorb IM_END in reasoning (grammars/qwen3.dialect:57)
      case 19: // absorb IM_END in preamble (grammars/qwen3.dialect:57)
      case 30: // absorb IM_END in args (grammars/qwen3.dialect:57)
      case 39: // absorb IM_END in value (grammars/qwen3.dialect:57)
      case 45: // absorb IM_END in between (grammars/qwen3.dialect:57)
      case 49: // absorb IM_END in json (grammars/qwen3.dialect:57)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 7: // absorb SEED_EOS in content (grammars/seed_oss.dialect:30)
      case 14: // absorb SEED_EOS in reasoning (grammars/seed_oss.dialect:30)
      case 20: // absorb SEED_EOS in preamble (grammars/seed_oss.dialect:30)
      case 31: // absorb SEED_EOS in args (grammars/seed_oss.dialect:30)
      case 40: // absorb SEED_EOS in value (grammars/seed_oss.dialect:30)
      case 46: // absorb SEED_EOS in between (grammars/seed_oss.dialect:30)
        sink.terminal(13, -1, buf, from, to);
        return to;
      case 8: // a fence line in content (the compiler's fence rule)
      case 9: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 10: // reasoning TOOL_START -> preamble : reasoning_end, tool_start (grammars/qwen3.dialect:31)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 11: // reasoning THINK_END -> content : reasoning_end (grammars/qwen3.dialect:29)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 12: // absorb THINK_START in reasoning (grammars/qwen3.dialect:55)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 15: // preamble FUNC -> args : tool_name (grammars/qwen3.dialect:35)
      case 18: // preamble FUNC -> args : tool_name (grammars/qwen3.dialect:35)
        sink.terminal(7, 3, buf, from, to);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 16: // preamble TOOL_END -> content : tool_end (grammars/qwen3.dialect:36)
      case 25: // args TOOL_END -> content : tool_end (grammars/qwen3.dialect:42)
      case 47: // json TOOL_END -> content : tool_end (grammars/qwen3.dialect:39)
        sink.terminal(6, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 17: // preamble TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/qwen3.dialect:32)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        return to;
      case 21: // preamble OPEN_BRACE -> json : keep, read_only (grammars/qwen3.dialect:38)
        // a lookahead: its text is read again in the target state
        sink.terminal(11, 6, buf, from, from);
        this.state = 6;
        return from;
      case 22: // args PARAM -> value : arg_start (grammars/qwen3.dialect:40)
      case 23: // args PARAM -> value : arg_start (grammars/qwen3.dialect:40)
      case 24: // args PARAM -> value : arg_start (grammars/qwen3.dialect:40)
      case 27: // args PARAM -> value : arg_start (grammars/qwen3.dialect:40)
        sink.terminal(9, 4, buf, from, to);
        this.argStart(4, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        this.state = 4;
        return to;
      case 26: // args TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/qwen3.dialect:32)
      case 35: // value TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/qwen3.dialect:32)
      case 48: // json TOOL_START -> preamble : restart, tool_start (restarts the opener at grammars/qwen3.dialect:32)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 28: // absorb PARAM_END in args (grammars/qwen3.dialect:53)
        sink.terminal(10, -1, buf, from, to);
        return to;
      case 29: // args FUNC_END -> between : tool_end (grammars/qwen3.dialect:41)
        sink.terminal(8, 5, buf, from, to);
        sink.toolEnd();
        this.state = 5;
        return to;
      case 32: // value PARAM -> value : arg_end, arg_start (grammars/qwen3.dialect:47)
      case 33: // value PARAM -> value : arg_end, arg_start (grammars/qwen3.dialect:47)
      case 34: // value PARAM -> value : arg_end, arg_start (grammars/qwen3.dialect:47)
      case 37: // value PARAM -> value : arg_end, arg_start (grammars/qwen3.dialect:47)
        sink.terminal(9, 4, buf, from, to);
        sink.argEnd();
        this.argStart(4, buf, this.capFrom[0]!, this.capTo[0]!, buf, -1);
        return to;
      case 36: // value PARAM_END -> args : arg_end when followed by … (grammars/qwen3.dialect:46)
        sink.terminal(10, 3, buf, from, to);
        sink.argEnd();
        this.state = 3;
        return to;
      case 38: // value FUNC_END -> between : arg_end, tool_end when followed by … (grammars/qwen3.dialect:48)
        sink.terminal(8, 5, buf, from, to);
        sink.argEnd();
        sink.toolEnd();
        this.state = 5;
        return to;
      case 41: // between FUNC -> args : tool_start (grammars/qwen3.dialect:51)
      case 44: // between FUNC -> args : tool_start (grammars/qwen3.dialect:51)
        sink.terminal(7, 3, buf, from, to);
        sink.toolStart(false);
        sink.toolName(buf, this.capFrom[0]!, this.capTo[0]!);
        this.state = 3;
        return to;
      case 42: // between TOOL_END -> content (grammars/qwen3.dialect:49)
        sink.terminal(6, 0, buf, from, to);
        this.state = 0;
        return to;
    }
    return to;
  }
}

export const seed_oss: Dialect = {
  name: "seed_oss",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new SeedOssMachine(ir, sink, initial, vocab),
};
export default seed_oss;
