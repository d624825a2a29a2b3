// DO NOT EDIT — generated from grammars/plamo3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "plamo3", source: "grammars/plamo3.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|plamo:tag|>" }]] },
    { name: "THINK_START", special: false, variants: [[{ lit: "<|plamo:begin_think:plamo|>" }]] },
    { name: "THINK_END", special: false, variants: [[{ lit: "<|plamo:end_think:plamo|>" }]] },
    { name: "REQS_START", special: false, variants: [[{ lit: "<|plamo:begin_tool_requests:plamo|>" }]] },
    { name: "REQS_END", special: false, variants: [[{ lit: "<|plamo:end_tool_requests:plamo|>" }]] },
    { name: "REQ_START", special: false, variants: [[{ lit: "<|plamo:begin_tool_request:plamo|>" }]] },
    { name: "REQ_END", special: false, variants: [[{ lit: "<|plamo:end_tool_request:plamo|>" }]] },
    { name: "NAME_START", special: false, variants: [[{ lit: "<|plamo:begin_tool_name:plamo|>" }]] },
    { name: "NAME_END", special: false, variants: [[{ lit: "<|plamo:end_tool_name:plamo|>" }]] },
    { name: "ARGS_START", special: false, variants: [[{ lit: "<|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>" }]] },
    { name: "ARGS_END", special: false, variants: [[{ lit: "<|plamo:end_tool_arguments:plamo|>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/plamo3.dialect:20", channel: { kind: 0 }, transitions: [
      { at: "grammars/plamo3.dialect:29", terminal: 2, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/plamo3.dialect:32", terminal: 4, target: 2, events: [] },
      { at: "grammars/plamo3.dialect:42", terminal: 1, target: 0, events: [], absorb: true },
      { at: "grammars/plamo3.dialect:33", terminal: 6, target: 3, events: [{ kind: "tool_start", declaredOnly: true }], readOnly: true },
      { at: "grammars/plamo3.dialect:39", terminal: 5, target: 0, events: [], absorb: true, after: 5, repeat: true },
      { at: "grammars/plamo3.dialect:20", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/plamo3.dialect:21", channel: { kind: 1 }, transitions: [
      { at: "grammars/plamo3.dialect:30", terminal: 3, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/plamo3.dialect:31", terminal: 4, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/plamo3.dialect:41", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/plamo3.dialect:42", terminal: 1, target: 1, events: [], absorb: true },
    ] },
    { name: "requests", at: "grammars/plamo3.dialect:22", channel: { kind: 7 }, transitions: [
      { at: "grammars/plamo3.dialect:33", terminal: 6, target: 3, events: [{ kind: "tool_start" }] },
      { at: "grammars/plamo3.dialect:39", terminal: 5, target: 0, events: [] },
      { at: "grammars/plamo3.dialect:42", terminal: 1, target: 2, events: [], absorb: true },
      { at: "grammars/plamo3.dialect:32", terminal: 4, target: 2, events: [], restart: true },
    ] },
    { name: "request", at: "grammars/plamo3.dialect:23", channel: { kind: 7 }, transitions: [
      { at: "grammars/plamo3.dialect:34", terminal: 8, target: 4, events: [] },
      { at: "grammars/plamo3.dialect:36", terminal: 10, target: 5, events: [] },
      { at: "grammars/plamo3.dialect:38", terminal: 7, target: 2, events: [{ kind: "tool_end" }] },
      { at: "grammars/plamo3.dialect:42", terminal: 1, target: 3, events: [], absorb: true },
      { at: "grammars/plamo3.dialect:32", terminal: 4, target: 2, events: [], restart: true },
    ] },
    { name: "name", at: "grammars/plamo3.dialect:24", channel: { kind: 2 }, transitions: [
      { at: "grammars/plamo3.dialect:35", terminal: 9, target: 3, events: [] },
      { at: "grammars/plamo3.dialect:42", terminal: 1, target: 4, events: [], absorb: true },
      { at: "grammars/plamo3.dialect:32", terminal: 4, target: 2, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/plamo3.dialect:25", channel: { kind: 3 }, transitions: [
      { at: "grammars/plamo3.dialect:37", terminal: 11, target: 3, events: [], outsideString: true },
      { at: "grammars/plamo3.dialect:42", terminal: 1, target: 5, events: [], absorb: true },
      { at: "grammars/plamo3.dialect:32", terminal: 4, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "keep", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
/** the next position holding one of "<" "`" */
function nextOf0(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** The plamo3 machine, specialised from grammars/plamo3.dialect. */
export class Plamo3Machine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // requests
      case 3: // request
      case 4: // name
      case 5: // args
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/plamo3.dialect:20): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|plamo:", p)) {
      switch (buf.charCodeAt(p + 8)) {
        case 98: /* b */ {
          if (buf.startsWith("egin_t", p + 9)) {
            switch (buf.charCodeAt(p + 15)) {
              case 104: /* h */ {
                if (buf.startsWith("ink:plamo|>", p + 16)) {
                  // content THINK_START -> reasoning : reasoning_start (grammars/plamo3.dialect:29)
                  this.matchedCand = 3;
                  return p + 27;
                }
                break;
              }
              case 111: /* o */ {
                if (buf.startsWith("ol_requests:plamo|>", p + 16)) {
                  // content REQS_START -> requests (grammars/plamo3.dialect:32)
                  this.matchedCand = 0;
                  return p + 35;
                }
                break;
              }
            }
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ag|>", p + 9)) {
            // absorb EOT in content (grammars/plamo3.dialect:42)
            return this.idOnly(1) ? FAIL : this.only(p + 13, 4, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/plamo3.dialect:21): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.startsWith("<|plamo:", p)) {
      switch (buf.charCodeAt(p + 8)) {
        case 98: /* b */ {
          if (buf.startsWith("egin_t", p + 9)) {
            switch (buf.charCodeAt(p + 15)) {
              case 104: /* h */ {
                if (buf.startsWith("ink:plamo|>", p + 16)) {
                  // absorb THINK_START in reasoning (grammars/plamo3.dialect:41)
                  this.matchedCand = 8;
                  return p + 27;
                }
                break;
              }
              case 111: /* o */ {
                if (buf.startsWith("ol_requests:plamo|>", p + 16)) {
                  // reasoning REQS_START -> requests : reasoning_end (grammars/plamo3.dialect:31)
                  this.matchedCand = 7;
                  return p + 35;
                }
                break;
              }
            }
          }
          break;
        }
        case 101: /* e */ {
          if (buf.startsWith("nd_think:plamo|>", p + 9)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/plamo3.dialect:30)
            this.matchedCand = 9;
            return p + 25;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ag|>", p + 9)) {
            // absorb EOT in reasoning (grammars/plamo3.dialect:42)
            return this.idOnly(1) ? FAIL : this.only(p + 13, 10, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** requests (grammars/plamo3.dialect:22): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|plamo:", p)) {
      switch (buf.charCodeAt(p + 8)) {
        case 98: /* b */ {
          if (buf.startsWith("egin_tool_request", p + 9)) {
            switch (buf.charCodeAt(p + 26)) {
              case 58: /* : */ {
                if (buf.startsWith("plamo|>", p + 27)) {
                  // requests REQ_START -> request : tool_start (grammars/plamo3.dialect:33)
                  this.matchedCand = 12;
                  return p + 34;
                }
                break;
              }
              case 115: /* s */ {
                if (buf.startsWith(":plamo|>", p + 27)) {
                  // requests REQS_START -> requests : restart (restarts the opener at grammars/plamo3.dialect:32)
                  return this.only(this.check(11, p + 35, buf, p, atEnd), 11, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 101: /* e */ {
          if (buf.startsWith("nd_tool_requests:plamo|>", p + 9)) {
            // requests REQS_END -> content (grammars/plamo3.dialect:39)
            this.matchedCand = 13;
            return p + 33;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ag|>", p + 9)) {
            // absorb EOT in requests (grammars/plamo3.dialect:42)
            return this.idOnly(1) ? FAIL : this.only(p + 13, 14, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** request (grammars/plamo3.dialect:23): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|plamo:", p)) {
      switch (buf.charCodeAt(p + 8)) {
        case 98: /* b */ {
          if (buf.startsWith("egin_tool_", p + 9)) {
            switch (buf.charCodeAt(p + 19)) {
              case 97: /* a */ {
                if (
                  buf.startsWith("rguments:plamo|><|plamo:constrain|>json<|plamo:msg|>", p + 20)
                ) {
                  // request ARGS_START -> args (grammars/plamo3.dialect:36)
                  this.matchedCand = 15;
                  return p + 72;
                }
                break;
              }
              case 110: /* n */ {
                if (buf.startsWith("ame:plamo|>", p + 20)) {
                  // request NAME_START -> name (grammars/plamo3.dialect:34)
                  this.matchedCand = 18;
                  return p + 31;
                }
                break;
              }
              case 114: /* r */ {
                if (buf.startsWith("equests:plamo|>", p + 20)) {
                  // request REQS_START -> requests : restart (restarts the opener at grammars/plamo3.dialect:32)
                  return this.only(this.check(16, p + 35, buf, p, atEnd), 16, 0);
                }
                break;
              }
            }
          }
          break;
        }
        case 101: /* e */ {
          if (buf.startsWith("nd_tool_request:plamo|>", p + 9)) {
            // request REQ_END -> requests : tool_end (grammars/plamo3.dialect:38)
            this.matchedCand = 17;
            return p + 32;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ag|>", p + 9)) {
            // absorb EOT in request (grammars/plamo3.dialect:42)
            return this.idOnly(1) ? FAIL : this.only(p + 13, 19, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/plamo3.dialect:24): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|plamo:", p)) {
      switch (buf.charCodeAt(p + 8)) {
        case 98: /* b */ {
          if (buf.startsWith("egin_tool_requests:plamo|>", p + 9)) {
            // name REQS_START -> requests : restart (restarts the opener at grammars/plamo3.dialect:32)
            return this.only(this.check(20, p + 35, buf, p, atEnd), 20, 0);
          }
          break;
        }
        case 101: /* e */ {
          if (buf.startsWith("nd_tool_name:plamo|>", p + 9)) {
            // name NAME_END -> request (grammars/plamo3.dialect:35)
            this.matchedCand = 21;
            return p + 29;
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ag|>", p + 9)) {
            // absorb EOT in name (grammars/plamo3.dialect:42)
            return this.idOnly(1) ? FAIL : this.only(p + 13, 22, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/plamo3.dialect:25): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.startsWith("<|plamo:", p)) {
      switch (buf.charCodeAt(p + 8)) {
        case 98: /* b */ {
          if (buf.startsWith("egin_tool_requests:plamo|>", p + 9)) {
            // args REQS_START -> requests : restart (restarts the opener at grammars/plamo3.dialect:32)
            return this.only(this.check(23, p + 35, buf, p, atEnd), 23, 0);
          }
          break;
        }
        case 101: /* e */ {
          if (buf.startsWith("nd_tool_arguments:plamo|>", p + 9)) {
            // args ARGS_END -> request (grammars/plamo3.dialect:37)
            return this.only(this.check(24, p + 34, buf, p, atEnd), 24, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("ag|>", p + 9)) {
            // absorb EOT in args (grammars/plamo3.dialect:42)
            return this.idOnly(1) ? FAIL : this.only(p + 13, 25, 0);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content REQS_START -> requests (grammars/plamo3.dialect:32)
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 1: // content REQ_START -> request : tool_start, read_only (grammars/plamo3.dialect:33)
        sink.terminal(6, 3, buf, from, to);
        sink.toolStart(true);
        this.state = 3;
        return to;
      case 2: // absorb REQS_END in content written again after it (repeats the closer at grammars/plamo3.dialect:39)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 3: // content THINK_START -> reasoning : reasoning_start (grammars/plamo3.dialect:29)
        sink.terminal(2, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 4: // absorb EOT in content (grammars/plamo3.dialect:42)
      case 10: // absorb EOT in reasoning (grammars/plamo3.dialect:42)
      case 14: // absorb EOT in requests (grammars/plamo3.dialect:42)
      case 19: // absorb EOT in request (grammars/plamo3.dialect:42)
      case 22: // absorb EOT in name (grammars/plamo3.dialect:42)
      case 25: // absorb EOT in args (grammars/plamo3.dialect:42)
        sink.terminal(1, -1, buf, from, to);
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // reasoning REQS_START -> requests : reasoning_end (grammars/plamo3.dialect:31)
        sink.terminal(4, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 8: // absorb THINK_START in reasoning (grammars/plamo3.dialect:41)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 9: // reasoning THINK_END -> content : reasoning_end (grammars/plamo3.dialect:30)
        sink.terminal(3, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 11: // requests REQS_START -> requests : restart (restarts the opener at grammars/plamo3.dialect:32)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        return to;
      case 12: // requests REQ_START -> request : tool_start (grammars/plamo3.dialect:33)
        sink.terminal(6, 3, buf, from, to);
        sink.toolStart(false);
        this.state = 3;
        return to;
      case 13: // requests REQS_END -> content (grammars/plamo3.dialect:39)
        sink.terminal(5, 0, buf, from, to);
        this.state = 0;
        return to;
      case 15: // request ARGS_START -> args (grammars/plamo3.dialect:36)
        sink.terminal(10, 5, buf, from, to);
        this.state = 5;
        return to;
      case 16: // request REQS_START -> requests : restart (restarts the opener at grammars/plamo3.dialect:32)
      case 20: // name REQS_START -> requests : restart (restarts the opener at grammars/plamo3.dialect:32)
      case 23: // args REQS_START -> requests : restart (restarts the opener at grammars/plamo3.dialect:32)
        sink.restart();
        sink.terminal(4, 2, buf, from, to);
        this.state = 2;
        return to;
      case 17: // request REQ_END -> requests : tool_end (grammars/plamo3.dialect:38)
        sink.terminal(7, 2, buf, from, to);
        sink.toolEnd();
        this.state = 2;
        return to;
      case 18: // request NAME_START -> name (grammars/plamo3.dialect:34)
        sink.terminal(8, 4, buf, from, to);
        this.state = 4;
        return to;
      case 21: // name NAME_END -> request (grammars/plamo3.dialect:35)
        sink.terminal(9, 3, buf, from, to);
        this.state = 3;
        return to;
      case 24: // args ARGS_END -> request (grammars/plamo3.dialect:37)
        sink.terminal(11, 3, buf, from, to);
        this.state = 3;
        return to;
    }
    return to;
  }
}

export const plamo3: Dialect = {
  name: "plamo3",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Plamo3Machine(ir, sink, initial, vocab),
};
export default plamo3;
