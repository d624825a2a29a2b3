// DO NOT EDIT — generated from grammars/xlam.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import {
  CompiledMachine,
  FAIL,
  matchLiteral,
  matchSpace,
} from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "xlam", source: "grammars/xlam.dialect", extends: [],
  terminals: [
    { name: "START_HEADER", special: true, variants: [[{ lit: "<|start_header_id|>" }]] },
    { name: "END_HEADER", special: true, variants: [[{ lit: "<|end_header_id|>" }]] },
    { name: "EOT", special: true, variants: [[{ lit: "<|eot_id|>" }]] },
    { name: "ARRAY", special: false, variants: [[{ lit: "[" }, { ws: 256 }, { lit: "{" }]] },
    { name: "FENCE", special: false, variants: [[{ lit: "```json" }, { ws: 256 }]] },
    { name: "FENCE_END", special: false, variants: [[{ lit: "```" }]] },
    { name: "TOOL_CALLS", special: false, variants: [[{ lit: "[TOOL_CALLS]" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</tool_call>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/xlam.dialect:20", channel: { kind: 0 }, transitions: [
      { at: "grammars/xlam.dialect:25", terminal: 3, target: 1, events: [], keep: true },
      { at: "grammars/xlam.dialect:26", terminal: 4, target: 1, events: [] },
      { at: "grammars/xlam.dialect:27", terminal: 6, target: 1, events: [] },
      { at: "grammars/xlam.dialect:28", terminal: 7, target: 1, events: [] },
      { at: "grammars/xlam.dialect:32", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/xlam.dialect:30", terminal: 8, target: 0, events: [], absorb: true, after: 8, repeat: true },
    ] },
    { name: "calls", at: "grammars/xlam.dialect:21", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments"], idKeys: ["id"], array: true }, transitions: [
      { at: "grammars/xlam.dialect:29", terminal: 5, target: 0, events: [], outsideString: true },
      { at: "grammars/xlam.dialect:30", terminal: 8, target: 0, events: [], outsideString: true },
      { at: "grammars/xlam.dialect:32", terminal: 2, target: 1, events: [], absorb: true },
      { at: "grammars/xlam.dialect:26", terminal: 4, target: 1, events: [], restart: true, outsideString: true },
      { at: "grammars/xlam.dialect:27", terminal: 6, target: 1, events: [], restart: true, outsideString: true },
      { at: "grammars/xlam.dialect:28", terminal: 7, target: 1, events: [], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
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

/** after the first literal: ws≤256 "{" */
function m0(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  q = matchSpace(buf, q, atEnd, 256);
  if (q < 0) return q;
  return matchLiteral("{", buf, q, atEnd);
}

/** after the first literal: ws≤256 */
function m1(buf: string, q: number, atEnd: boolean, _from: number[], _to: number[]): number {
  return matchSpace(buf, q, atEnd, 256);
}

/** The xlam machine, specialised from grammars/xlam.dialect. */
export class XlamMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 1: // calls
        return nextOf0(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/xlam.dialect:20): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 116: /* t */ {
            if (buf.startsWith("ool_call>", p + 2)) {
              // content TOOL_START -> calls (grammars/xlam.dialect:28)
              this.matchedCand = 4;
              return p + 11;
            }
            break;
          }
          case 124: /* | */ {
            if (buf.startsWith("eot_id|>", p + 2)) {
              // absorb EOT in content (grammars/xlam.dialect:32)
              return this.idOnly(2) ? FAIL : this.only(p + 10, 5, 0);
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("TOOL_CALLS]", p + 1)) {
          // content TOOL_CALLS -> calls (grammars/xlam.dialect:27)
          this.consider(p + 12, 0, 0);
          // content ARRAY -> calls : keep (grammars/xlam.dialect:25)
          this.consider(m0(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), 1, 0);
          return this.decided();
        }
        // content ARRAY -> calls : keep (grammars/xlam.dialect:25)
        return this.only(m0(buf, p + 1, atEnd, this.scratchFrom, this.scratchTo), 1, 0);
      }
      case 96: /* ` */ {
        if (buf.startsWith("``json", p + 1)) {
          // content FENCE -> calls (grammars/xlam.dialect:26)
          return this.only(m1(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), 2, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** calls (grammars/xlam.dialect:21): what starts at p, every first literal being in the buffer */
  private decide1(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("tool_call>", p + 2)) {
              // calls TOOL_END -> content (grammars/xlam.dialect:30)
              return this.only(this.check(8, p + 12, buf, p, atEnd), 8, 0);
            }
            break;
          }
          case 116: /* t */ {
            if (buf.startsWith("ool_call>", p + 2)) {
              // calls TOOL_START -> calls : restart (restarts the opener at grammars/xlam.dialect:28)
              return this.only(this.check(9, p + 11, buf, p, atEnd), 9, 0);
            }
            break;
          }
          case 124: /* | */ {
            if (buf.startsWith("eot_id|>", p + 2)) {
              // absorb EOT in calls (grammars/xlam.dialect:32)
              return this.idOnly(2) ? FAIL : this.only(p + 10, 10, 0);
            }
            break;
          }
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("TOOL_CALLS]", p + 1)) {
          // calls TOOL_CALLS -> calls : restart (restarts the opener at grammars/xlam.dialect:27)
          return this.only(this.check(11, p + 12, buf, p, atEnd), 11, 0);
        }
        break;
      }
      case 96: /* ` */ {
        if (buf.startsWith("``", p + 1)) {
          if (buf.startsWith("json", p + 3)) {
            // calls FENCE -> calls : restart (restarts the opener at grammars/xlam.dialect:26)
            this.consider(
              this.check(6, m1(buf, p + 7, atEnd, this.scratchFrom, this.scratchTo), buf, p, atEnd),
              6,
              0,
            );
            // calls FENCE_END -> content (grammars/xlam.dialect:29)
            this.consider(this.check(7, p + 3, buf, p, atEnd), 7, 0);
            return this.decided();
          }
          // calls FENCE_END -> content (grammars/xlam.dialect:29)
          return this.only(this.check(7, p + 3, buf, p, atEnd), 7, 0);
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
    }
    return FAIL;
  }

  protected fire(cand: number, buf: string, from: number, to: number): number {
    const sink = this.sink;
    switch (cand) {
      case 0: // content TOOL_CALLS -> calls (grammars/xlam.dialect:27)
        sink.terminal(6, 1, buf, from, to);
        this.state = 1;
        return to;
      case 1: // content ARRAY -> calls : keep (grammars/xlam.dialect:25)
        // a lookahead: its text is read again in the target state
        sink.terminal(3, 1, buf, from, from);
        this.state = 1;
        return from;
      case 2: // content FENCE -> calls (grammars/xlam.dialect:26)
        sink.terminal(4, 1, buf, from, to);
        this.state = 1;
        return to;
      case 3: // absorb TOOL_END in content written again after it (repeats the closer at grammars/xlam.dialect:30)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 4: // content TOOL_START -> calls (grammars/xlam.dialect:28)
        sink.terminal(7, 1, buf, from, to);
        this.state = 1;
        return to;
      case 5: // absorb EOT in content (grammars/xlam.dialect:32)
      case 10: // absorb EOT in calls (grammars/xlam.dialect:32)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 6: // calls FENCE -> calls : restart (restarts the opener at grammars/xlam.dialect:26)
        sink.restart();
        sink.terminal(4, 1, buf, from, to);
        return to;
      case 7: // calls FENCE_END -> content (grammars/xlam.dialect:29)
        sink.terminal(5, 0, buf, from, to);
        this.state = 0;
        return to;
      case 8: // calls TOOL_END -> content (grammars/xlam.dialect:30)
        sink.terminal(8, 0, buf, from, to);
        this.state = 0;
        return to;
      case 9: // calls TOOL_START -> calls : restart (restarts the opener at grammars/xlam.dialect:28)
        sink.restart();
        sink.terminal(7, 1, buf, from, to);
        return to;
      case 11: // calls TOOL_CALLS -> calls : restart (restarts the opener at grammars/xlam.dialect:27)
        sink.restart();
        sink.terminal(6, 1, buf, from, to);
        return to;
    }
    return to;
  }
}

export const xlam: Dialect = {
  name: "xlam",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new XlamMachine(ir, sink, initial, vocab),
};
export default xlam;
