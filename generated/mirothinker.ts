// DO NOT EDIT — generated from grammars/mirothinker.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "mirothinker", source: "grammars/mirothinker.dialect", extends: ["chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "CALL_START", special: false, variants: [[{ lit: "<use_mcp_tool>" }]] },
    { name: "CALL_END", special: false, variants: [[{ lit: "</use_mcp_tool>" }]] },
    { name: "SERVER_START", special: false, variants: [[{ lit: "<server_name>" }]] },
    { name: "SERVER_END", special: false, variants: [[{ lit: "</server_name>" }]] },
    { name: "NAME_START", special: false, variants: [[{ lit: "<tool_name>" }]] },
    { name: "NAME_END", special: false, variants: [[{ lit: "</tool_name>" }]] },
    { name: "ARGS_START", special: false, variants: [[{ lit: "<arguments>" }]] },
    { name: "ARGS_END", special: false, variants: [[{ lit: "</arguments>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/mirothinker.dialect:25", channel: { kind: 0 }, transitions: [
      { at: "grammars/mirothinker.dialect:38", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/mirothinker.dialect:40", terminal: 5, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/mirothinker.dialect:56", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/mirothinker.dialect:57", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/mirothinker.dialect:53", terminal: 6, target: 0, events: [], absorb: true, after: 6, repeat: true },
      { at: "grammars/mirothinker.dialect:25", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/mirothinker.dialect:26", channel: { kind: 1 }, transitions: [
      { at: "grammars/mirothinker.dialect:39", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/mirothinker.dialect:42", terminal: 5, target: 2, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
      { at: "grammars/mirothinker.dialect:55", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/mirothinker.dialect:57", terminal: 2, target: 1, events: [], absorb: true },
    ] },
    { name: "call", at: "grammars/mirothinker.dialect:28", channel: { kind: 7 }, transitions: [
      { at: "grammars/mirothinker.dialect:43", terminal: 7, target: 3, events: [] },
      { at: "grammars/mirothinker.dialect:47", terminal: 9, target: 5, events: [], readOnly: true },
      { at: "grammars/mirothinker.dialect:50", terminal: 11, target: 6, events: [] },
      { at: "grammars/mirothinker.dialect:53", terminal: 6, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/mirothinker.dialect:57", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/mirothinker.dialect:40", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "server", at: "grammars/mirothinker.dialect:30", channel: { kind: 7, write: "default" }, transitions: [
      { at: "grammars/mirothinker.dialect:44", terminal: 8, target: 4, events: [] },
      { at: "grammars/mirothinker.dialect:48", terminal: 9, target: 5, events: [], readOnly: true },
      { at: "grammars/mirothinker.dialect:40", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "named", at: "grammars/mirothinker.dialect:32", channel: { kind: 7 }, transitions: [
      { at: "grammars/mirothinker.dialect:45", terminal: 9, target: 5, events: [] },
      { at: "grammars/mirothinker.dialect:40", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "name", at: "grammars/mirothinker.dialect:33", channel: { kind: 2 }, transitions: [
      { at: "grammars/mirothinker.dialect:49", terminal: 10, target: 2, events: [] },
      { at: "grammars/mirothinker.dialect:40", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "args", at: "grammars/mirothinker.dialect:34", channel: { kind: 3 }, transitions: [
      { at: "grammars/mirothinker.dialect:52", terminal: 12, target: 2, events: [], outsideString: true },
      { at: "grammars/mirothinker.dialect:57", terminal: 2, target: 6, events: [], absorb: true },
      { at: "grammars/mirothinker.dialect:40", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2],
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

/** The mirothinker machine, specialised from grammars/mirothinker.dialect. */
export class MirothinkerMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // call
      case 3: // server
      case 4: // named
      case 5: // name
      case 6: // args
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/mirothinker.dialect:25): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/mirothinker.dialect:56)
            return this.idOnly(4) ? FAIL : this.only(p + 8, 3, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/mirothinker.dialect:38)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 4, 0);
          }
          break;
        }
        case 117: /* u */ {
          if (buf.startsWith("se_mcp_tool>", p + 2)) {
            // content CALL_START -> call : tool_start (grammars/mirothinker.dialect:40)
            this.matchedCand = 1;
            return p + 14;
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in content (grammars/mirothinker.dialect:57)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 2, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/mirothinker.dialect:26): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/mirothinker.dialect:39)
            return this.idOnly(4) ? FAIL : this.only(p + 8, 9, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/mirothinker.dialect:55)
            return this.idOnly(3) ? FAIL : this.only(p + 7, 10, 0);
          }
          break;
        }
        case 117: /* u */ {
          if (buf.startsWith("se_mcp_tool>", p + 2)) {
            // reasoning CALL_START -> call : reasoning_end, tool_start (grammars/mirothinker.dialect:42)
            this.matchedCand = 7;
            return p + 14;
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in reasoning (grammars/mirothinker.dialect:57)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 8, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** call (grammars/mirothinker.dialect:28): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("use_mcp_tool>", p + 2)) {
            // call CALL_END -> content : tool_end (grammars/mirothinker.dialect:53)
            this.matchedCand = 11;
            return p + 15;
          }
          break;
        }
        case 97: /* a */ {
          if (buf.startsWith("rguments>", p + 2)) {
            // call ARGS_START -> args (grammars/mirothinker.dialect:50)
            this.matchedCand = 15;
            return p + 11;
          }
          break;
        }
        case 115: /* s */ {
          if (buf.startsWith("erver_name>", p + 2)) {
            // call SERVER_START -> server (grammars/mirothinker.dialect:43)
            this.matchedCand = 13;
            return p + 13;
          }
          break;
        }
        case 117: /* u */ {
          if (buf.startsWith("se_mcp_tool>", p + 2)) {
            // call CALL_START -> call : restart, tool_start (restarts the opener at grammars/mirothinker.dialect:40)
            return this.only(this.check(12, p + 14, buf, p, atEnd), 12, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in call (grammars/mirothinker.dialect:57)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 16, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** server (grammars/mirothinker.dialect:30): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("server_name>", p + 2)) {
            // server SERVER_END -> named (grammars/mirothinker.dialect:44)
            this.matchedCand = 17;
            return p + 14;
          }
          break;
        }
        case 117: /* u */ {
          if (buf.startsWith("se_mcp_tool>", p + 2)) {
            // server CALL_START -> call : restart, tool_start (restarts the opener at grammars/mirothinker.dialect:40)
            return this.only(this.check(18, p + 14, buf, p, atEnd), 18, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** named (grammars/mirothinker.dialect:32): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 116: /* t */ {
          if (buf.startsWith("ool_name>", p + 2)) {
            // named NAME_START -> name (grammars/mirothinker.dialect:45)
            this.matchedCand = 21;
            return p + 11;
          }
          break;
        }
        case 117: /* u */ {
          if (buf.startsWith("se_mcp_tool>", p + 2)) {
            // named CALL_START -> call : restart, tool_start (restarts the opener at grammars/mirothinker.dialect:40)
            return this.only(this.check(20, p + 14, buf, p, atEnd), 20, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** name (grammars/mirothinker.dialect:33): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("tool_name>", p + 2)) {
            // name NAME_END -> call (grammars/mirothinker.dialect:49)
            this.matchedCand = 23;
            return p + 12;
          }
          break;
        }
        case 117: /* u */ {
          if (buf.startsWith("se_mcp_tool>", p + 2)) {
            // name CALL_START -> call : restart, tool_start (restarts the opener at grammars/mirothinker.dialect:40)
            return this.only(this.check(22, p + 14, buf, p, atEnd), 22, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/mirothinker.dialect:34): what starts at p, every first literal being in the buffer */
  private decide6(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("arguments>", p + 2)) {
            // args ARGS_END -> call (grammars/mirothinker.dialect:52)
            return this.only(this.check(25, p + 12, buf, p, atEnd), 25, 0);
          }
          break;
        }
        case 117: /* u */ {
          if (buf.startsWith("se_mcp_tool>", p + 2)) {
            // args CALL_START -> call : restart, tool_start (restarts the opener at grammars/mirothinker.dialect:40)
            return this.only(this.check(24, p + 14, buf, p, atEnd), 24, 0);
          }
          break;
        }
        case 124: /* | */ {
          if (buf.startsWith("im_end|>", p + 2)) {
            // absorb IM_END in args (grammars/mirothinker.dialect:57)
            return this.idOnly(2) ? FAIL : this.only(p + 10, 26, 0);
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
      case 0: // absorb CALL_END in content written again after it (repeats the closer at grammars/mirothinker.dialect:53)
        sink.terminal(6, -1, buf, from, to);
        return to;
      case 1: // content CALL_START -> call : tool_start (grammars/mirothinker.dialect:40)
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 2: // absorb IM_END in content (grammars/mirothinker.dialect:57)
      case 8: // absorb IM_END in reasoning (grammars/mirothinker.dialect:57)
      case 16: // absorb IM_END in call (grammars/mirothinker.dialect:57)
      case 26: // absorb IM_END in args (grammars/mirothinker.dialect:57)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 3: // absorb THINK_END in content (grammars/mirothinker.dialect:56)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/mirothinker.dialect:38)
        sink.terminal(3, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 7: // reasoning CALL_START -> call : reasoning_end, tool_start (grammars/mirothinker.dialect:42)
        sink.terminal(5, 2, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 9: // reasoning THINK_END -> content : reasoning_end (grammars/mirothinker.dialect:39)
        sink.terminal(4, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 10: // absorb THINK_START in reasoning (grammars/mirothinker.dialect:55)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 11: // call CALL_END -> content : tool_end (grammars/mirothinker.dialect:53)
        sink.terminal(6, 0, buf, from, to);
        sink.toolEnd();
        this.state = 0;
        return to;
      case 12: // call CALL_START -> call : restart, tool_start (restarts the opener at grammars/mirothinker.dialect:40)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        return to;
      case 13: // call SERVER_START -> server (grammars/mirothinker.dialect:43)
        sink.terminal(7, 3, buf, from, to);
        this.state = 3;
        return to;
      case 14: // call NAME_START -> name : read_only (grammars/mirothinker.dialect:47)
      case 19: // server NAME_START -> name : read_only (grammars/mirothinker.dialect:48)
      case 21: // named NAME_START -> name (grammars/mirothinker.dialect:45)
        sink.terminal(9, 5, buf, from, to);
        this.state = 5;
        return to;
      case 15: // call ARGS_START -> args (grammars/mirothinker.dialect:50)
        sink.terminal(11, 6, buf, from, to);
        this.state = 6;
        return to;
      case 17: // server SERVER_END -> named (grammars/mirothinker.dialect:44)
        sink.terminal(8, 4, buf, from, to);
        this.state = 4;
        return to;
      case 18: // server CALL_START -> call : restart, tool_start (restarts the opener at grammars/mirothinker.dialect:40)
      case 20: // named CALL_START -> call : restart, tool_start (restarts the opener at grammars/mirothinker.dialect:40)
      case 22: // name CALL_START -> call : restart, tool_start (restarts the opener at grammars/mirothinker.dialect:40)
      case 24: // args CALL_START -> call : restart, tool_start (restarts the opener at grammars/mirothinker.dialect:40)
        sink.restart();
        sink.terminal(5, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 23: // name NAME_END -> call (grammars/mirothinker.dialect:49)
        sink.terminal(10, 2, buf, from, to);
        this.state = 2;
        return to;
      case 25: // args ARGS_END -> call (grammars/mirothinker.dialect:52)
        sink.terminal(12, 2, buf, from, to);
        this.state = 2;
        return to;
    }
    return to;
  }
}

export const mirothinker: Dialect = {
  name: "mirothinker",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new MirothinkerMachine(ir, sink, initial, vocab),
};
export default mirothinker;
