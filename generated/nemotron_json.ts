// DO NOT EDIT — generated from grammars/nemotron_json.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "nemotron_json", source: "grammars/nemotron_json.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "SYSTEM", special: true, variants: [[{ lit: "<SPECIAL_10>" }]] },
    { name: "TURN", special: true, variants: [[{ lit: "<SPECIAL_11>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<SPECIAL_12>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<TOOLCALL>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</TOOLCALL>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/nemotron_json.dialect:15", channel: { kind: 0 }, transitions: [
      { at: "grammars/nemotron_json.dialect:21", terminal: 4, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/nemotron_json.dialect:24", terminal: 6, target: 2, events: [] },
      { at: "grammars/nemotron_json.dialect:27", terminal: 5, target: 0, events: [], absorb: true },
      { at: "grammars/nemotron_json.dialect:29", terminal: 3, target: 0, events: [], absorb: true },
      { at: "grammars/nemotron_json.dialect:25", terminal: 7, target: 0, events: [], absorb: true, after: 7, repeat: true },
      { at: "grammars/nemotron_json.dialect:15", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/nemotron_json.dialect:16", channel: { kind: 1 }, transitions: [
      { at: "grammars/nemotron_json.dialect:22", terminal: 5, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/nemotron_json.dialect:23", terminal: 6, target: 2, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/nemotron_json.dialect:28", terminal: 4, target: 1, events: [], absorb: true },
      { at: "grammars/nemotron_json.dialect:29", terminal: 3, target: 1, events: [], absorb: true },
    ] },
    { name: "calls", at: "grammars/nemotron_json.dialect:17", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], array: true }, transitions: [
      { at: "grammars/nemotron_json.dialect:25", terminal: 7, target: 0, events: [], outsideString: true },
      { at: "grammars/nemotron_json.dialect:29", terminal: 3, target: 2, events: [], absorb: true },
      { at: "grammars/nemotron_json.dialect:24", terminal: 6, target: 2, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [1, 2, 3],
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

/** The nemotron_json machine, specialised from grammars/nemotron_json.dialect. */
export class NemotronJsonMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
        return nextOf0(buf, p);
      case 1: // reasoning
      case 2: // calls
        return indexOrEnd(buf, "<", p);
    }
    return buf.length;
  }

  /** content (grammars/nemotron_json.dialect:15): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // absorb THINK_END in content (grammars/nemotron_json.dialect:27)
            return this.idOnly(5) ? FAIL : this.only(p + 8, 3, 0);
          }
          break;
        }
        case 83: /* S */ {
          if (buf.startsWith("PECIAL_12>", p + 2)) {
            // absorb EOT in content (grammars/nemotron_json.dialect:29)
            return this.idOnly(3) ? FAIL : this.only(p + 12, 0, 0);
          }
          break;
        }
        case 84: /* T */ {
          if (buf.startsWith("OOLCALL>", p + 2)) {
            // content TOOL_START -> calls (grammars/nemotron_json.dialect:24)
            return this.idOnly(6) ? FAIL : this.only(p + 10, 2, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // content THINK_START -> reasoning : reasoning_start (grammars/nemotron_json.dialect:21)
            return this.idOnly(4) ? FAIL : this.only(p + 7, 4, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** reasoning (grammars/nemotron_json.dialect:16): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, _atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("think>", p + 2)) {
            // reasoning THINK_END -> content : reasoning_end (grammars/nemotron_json.dialect:22)
            return this.idOnly(5) ? FAIL : this.only(p + 8, 9, 0);
          }
          break;
        }
        case 83: /* S */ {
          if (buf.startsWith("PECIAL_12>", p + 2)) {
            // absorb EOT in reasoning (grammars/nemotron_json.dialect:29)
            return this.idOnly(3) ? FAIL : this.only(p + 12, 7, 0);
          }
          break;
        }
        case 84: /* T */ {
          if (buf.startsWith("OOLCALL>", p + 2)) {
            // reasoning TOOL_START -> calls : reasoning_end (grammars/nemotron_json.dialect:23)
            return this.idOnly(6) ? FAIL : this.only(p + 10, 8, 0);
          }
          break;
        }
        case 116: /* t */ {
          if (buf.startsWith("hink>", p + 2)) {
            // absorb THINK_START in reasoning (grammars/nemotron_json.dialect:28)
            return this.idOnly(4) ? FAIL : this.only(p + 7, 10, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** calls (grammars/nemotron_json.dialect:17): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    if (buf.charCodeAt(p) === 60 /* < */) {
      switch (buf.charCodeAt(p + 1)) {
        case 47: /* / */ {
          if (buf.startsWith("TOOLCALL>", p + 2)) {
            // calls TOOL_END -> content (grammars/nemotron_json.dialect:25)
            return this.idOnly(7) ? FAIL : this.only(this.check(12, p + 11, buf, p, atEnd), 12, 0);
          }
          break;
        }
        case 83: /* S */ {
          if (buf.startsWith("PECIAL_12>", p + 2)) {
            // absorb EOT in calls (grammars/nemotron_json.dialect:29)
            return this.idOnly(3) ? FAIL : this.only(p + 12, 11, 0);
          }
          break;
        }
        case 84: /* T */ {
          if (buf.startsWith("OOLCALL>", p + 2)) {
            // calls TOOL_START -> calls : restart (restarts the opener at grammars/nemotron_json.dialect:24)
            return this.idOnly(6) ? FAIL : this.only(this.check(13, p + 10, buf, p, atEnd), 13, 0);
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
      case 0: // absorb EOT in content (grammars/nemotron_json.dialect:29)
      case 7: // absorb EOT in reasoning (grammars/nemotron_json.dialect:29)
      case 11: // absorb EOT in calls (grammars/nemotron_json.dialect:29)
        sink.terminal(3, -1, buf, from, to);
        return to;
      case 1: // absorb TOOL_END in content written again after it (repeats the closer at grammars/nemotron_json.dialect:25)
        sink.terminal(7, -1, buf, from, to);
        return to;
      case 2: // content TOOL_START -> calls (grammars/nemotron_json.dialect:24)
        sink.terminal(6, 2, buf, from, to);
        this.state = 2;
        return to;
      case 3: // absorb THINK_END in content (grammars/nemotron_json.dialect:27)
        sink.terminal(5, -1, buf, from, to);
        return to;
      case 4: // content THINK_START -> reasoning : reasoning_start (grammars/nemotron_json.dialect:21)
        sink.terminal(4, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 5: // a fence line in content (the compiler's fence rule)
      case 6: // a fence line in content (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 8: // reasoning TOOL_START -> calls : reasoning_end (grammars/nemotron_json.dialect:23)
        sink.terminal(6, 2, buf, from, to);
        sink.reasoningEnd();
        this.state = 2;
        return to;
      case 9: // reasoning THINK_END -> content : reasoning_end (grammars/nemotron_json.dialect:22)
        sink.terminal(5, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 10: // absorb THINK_START in reasoning (grammars/nemotron_json.dialect:28)
        sink.terminal(4, -1, buf, from, to);
        return to;
      case 12: // calls TOOL_END -> content (grammars/nemotron_json.dialect:25)
        sink.terminal(7, 0, buf, from, to);
        this.state = 0;
        return to;
      case 13: // calls TOOL_START -> calls : restart (restarts the opener at grammars/nemotron_json.dialect:24)
        sink.restart();
        sink.terminal(6, 2, buf, from, to);
        return to;
    }
    return to;
  }
}

export const nemotron_json: Dialect = {
  name: "nemotron_json",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new NemotronJsonMachine(ir, sink, initial, vocab),
};
export default nemotron_json;
