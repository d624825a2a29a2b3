// DO NOT EDIT — generated from grammars/mistral.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { CompiledMachine, FAIL, indexOrEnd } from "../runtime/machine/generated-abi.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "mistral", source: "grammars/mistral.dialect", extends: [],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "BOS", special: true, variants: [[{ lit: "<s>" }]] },
    { name: "EOS", special: true, variants: [[{ lit: "</s>" }]] },
    { name: "INST", special: true, variants: [[{ lit: "[INST]" }]] },
    { name: "INST_END", special: true, variants: [[{ lit: "[/INST]" }]] },
    { name: "SYSTEM", special: true, variants: [[{ lit: "[SYSTEM_PROMPT]" }]] },
    { name: "SYSTEM_END", special: true, variants: [[{ lit: "[/SYSTEM_PROMPT]" }]] },
    { name: "TOOL_RESULTS", special: true, variants: [[{ lit: "[TOOL_RESULTS]" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "[THINK]" }], [{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "[/THINK]" }], [{ lit: "</think>" }]] },
    { name: "TOOL_CALLS", special: true, variants: [[{ lit: "[TOOL_CALLS]" }]] },
    { name: "ARGS", special: true, variants: [[{ lit: "[ARGS]" }]] },
    { name: "CALL_ID", special: true, variants: [[{ lit: "[CALL_ID]" }]] },
    { name: "OPEN_BRACE", special: false, variants: [[{ lit: "{" }]] },
    { name: "LEGACY", special: false, variants: [[{ lit: "[TOOL_CALLS] [" }], [{ lit: "[TOOL_CALLS][" }], [{ lit: "[TOOL_CALLS]  [" }], [{ lit: "[TOOL_CALLS]\n[" }]] },
  ],
  states: [
    { name: "content", at: "grammars/mistral.dialect:25", channel: { kind: 0 }, transitions: [
      { at: "grammars/mistral.dialect:36", terminal: 8, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/mistral.dialect:39", terminal: 10, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/mistral.dialect:46", terminal: 14, target: 5, events: [] },
      { at: "grammars/mistral.dialect:49", terminal: 9, target: 0, events: [], absorb: true },
      { at: "grammars/mistral.dialect:51", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/mistral.dialect:25", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/mistral.dialect:26", channel: { kind: 1 }, transitions: [
      { at: "grammars/mistral.dialect:37", terminal: 9, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/mistral.dialect:38", terminal: 10, target: 2, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
      { at: "grammars/mistral.dialect:47", terminal: 14, target: 5, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/mistral.dialect:50", terminal: 8, target: 1, events: [], absorb: true },
      { at: "grammars/mistral.dialect:51", terminal: 2, target: 1, events: [], absorb: true },
    ] },
    { name: "name", at: "grammars/mistral.dialect:27", channel: { kind: 2 }, transitions: [
      { at: "grammars/mistral.dialect:40", terminal: 11, target: 4, events: [] },
      { at: "grammars/mistral.dialect:41", terminal: 12, target: 3, events: [] },
      { at: "grammars/mistral.dialect:44", terminal: 13, target: 4, events: [], keep: true },
      { at: "grammars/mistral.dialect:39", terminal: 10, target: 2, events: [{ kind: "tool_start" }], restart: true },
      { at: "grammars/mistral.dialect:46", terminal: 14, target: 5, events: [], restart: true },
    ] },
    { name: "call_id", at: "grammars/mistral.dialect:28", channel: { kind: 6, id: { after: "", before: "" } }, transitions: [
      { at: "grammars/mistral.dialect:42", terminal: 11, target: 4, events: [] },
      { at: "grammars/mistral.dialect:39", terminal: 10, target: 2, events: [{ kind: "tool_start" }], restart: true },
      { at: "grammars/mistral.dialect:46", terminal: 14, target: 5, events: [], restart: true },
    ] },
    { name: "args", at: "grammars/mistral.dialect:29", channel: { kind: 3 }, transitions: [
      { at: "grammars/mistral.dialect:45", terminal: 10, target: 2, events: [{ kind: "tool_end" }, { kind: "tool_start" }], outsideString: true },
      { at: "grammars/mistral.dialect:51", terminal: 2, target: 4, events: [], absorb: true },
      { at: "grammars/mistral.dialect:46", terminal: 14, target: 5, events: [], restart: true, outsideString: true },
      { at: "grammars/mistral.dialect:29", terminal: 0, target: 4, events: [], absorb: true, fence: true, outsideString: true },
    ] },
    { name: "legacy", at: "grammars/mistral.dialect:31", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"], idKeys: ["id"], array: true }, transitions: [
      { at: "grammars/mistral.dialect:39", terminal: 10, target: 2, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
      { at: "grammars/mistral.dialect:46", terminal: 14, target: 5, events: [], restart: true, outsideString: true },
      { at: "grammars/mistral.dialect:31", terminal: 0, target: 5, events: [], absorb: true, fence: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [1, 3, 4, 5, 6, 7, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "alnum9", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
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

/** the next position holding one of "<" "[" */
function nextOf1(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 60 /* < */ || c === 91 /* [ */) return p;
  }
  return p;
}

/** the next position holding one of "[" "{" */
function nextOf2(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 91 /* [ */ || c === 123 /* { */) return p;
  }
  return p;
}

/** the next position holding one of "[" "`" */
function nextOf3(buf: string, p: number): number {
  for (const n = buf.length; p < n; p++) {
    const c = buf.charCodeAt(p);
    if (c === 91 /* [ */ || c === 96 /* ` */) return p;
  }
  return p;
}

/** The mistral machine, specialised from grammars/mistral.dialect. */
export class MistralMachine extends CompiledMachine {
  protected next(buf: string, p: number): number {
    switch (this.state) {
      case 0: // content
      case 4: // args
        return nextOf0(buf, p);
      case 1: // reasoning
        return nextOf1(buf, p);
      case 2: // name
        return nextOf2(buf, p);
      case 3: // call_id
        return indexOrEnd(buf, "[", p);
      case 5: // legacy
        return nextOf3(buf, p);
    }
    return buf.length;
  }

  /** content (grammars/mistral.dialect:25), reasoning (grammars/mistral.dialect:26): what starts at p, every first literal being in the buffer */
  private decide0(buf: string, p: number, _atEnd: boolean, first: number): number {
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("/s>", p + 1)) {
          // absorb EOS in content (grammars/mistral.dialect:51)
          // absorb EOS in reasoning (grammars/mistral.dialect:51)
          return this.idOnly(2) ? FAIL : this.only(p + 4, first + 9, 0);
        }
        break;
      }
      case 91: /* [ */ {
        switch (buf.charCodeAt(p + 1)) {
          case 47: /* / */ {
            if (buf.startsWith("THINK]", p + 2)) {
              // absorb THINK_END in content (grammars/mistral.dialect:49)
              // reasoning THINK_END -> content : reasoning_end (grammars/mistral.dialect:37)
              return this.idOnly(9) ? FAIL : this.only(p + 8, first + 5, 0);
            }
            break;
          }
          case 84: /* T */ {
            switch (buf.charCodeAt(p + 2)) {
              case 72: /* H */ {
                if (buf.startsWith("INK]", p + 3)) {
                  // content THINK_START -> reasoning : reasoning_start (grammars/mistral.dialect:36)
                  // absorb THINK_START in reasoning (grammars/mistral.dialect:50)
                  return this.idOnly(8) ? FAIL : this.only(p + 7, first + 6, 0);
                }
                break;
              }
              case 79: /* O */ {
                if (buf.startsWith("OL_CALLS]", p + 3)) {
                  if (buf.startsWith(" [", p + 12)) {
                    // content LEGACY -> legacy (grammars/mistral.dialect:46)
                    // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
                    this.matchedCand = first + 1;
                    return p + 14;
                  }
                  // content TOOL_CALLS -> name : tool_start (grammars/mistral.dialect:39)
                  // reasoning TOOL_CALLS -> name : reasoning_end, tool_start (grammars/mistral.dialect:38)
                  return this.idOnly(10) ? FAIL : this.only(p + 12, first + 4, 0);
                }
                break;
              }
            }
            break;
          }
        }
        break;
      }
    }
    return FAIL;
  }

  /** name (grammars/mistral.dialect:27): what starts at p, every first literal being in the buffer */
  private decide2(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 91: /* [ */ {
        switch (buf.charCodeAt(p + 1)) {
          case 65: /* A */ {
            if (buf.startsWith("RGS]", p + 2)) {
              // name ARGS -> args (grammars/mistral.dialect:40)
              return this.idOnly(11) ? FAIL : this.only(p + 6, 28, 0);
            }
            break;
          }
          case 67: /* C */ {
            if (buf.startsWith("ALL_ID]", p + 2)) {
              // name CALL_ID -> call_id (grammars/mistral.dialect:41)
              return this.idOnly(12) ? FAIL : this.only(p + 9, 27, 0);
            }
            break;
          }
          case 84: /* T */ {
            if (buf.startsWith("OOL_CALLS]", p + 2)) {
              if (buf.startsWith(" [", p + 12)) {
                // name LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
                this.consider(this.check(23, p + 14, buf, p, atEnd), 23, 0);
                // name TOOL_CALLS -> name : restart, tool_start (restarts the opener at grammars/mistral.dialect:39)
                if (!this.idOnly(10)) this.consider(this.check(26, p + 12, buf, p, atEnd), 26, 0);
                return this.decided();
              }
              // name TOOL_CALLS -> name : restart, tool_start (restarts the opener at grammars/mistral.dialect:39)
              return this.idOnly(10)
                ? FAIL
                : this.only(this.check(26, p + 12, buf, p, atEnd), 26, 0);
            }
            break;
          }
        }
        break;
      }
      case 123: /* { */ {
        // name OPEN_BRACE -> args : keep (grammars/mistral.dialect:44)
        this.matchedCand = 29;
        return p + 1;
      }
    }
    return FAIL;
  }

  /** call_id (grammars/mistral.dialect:28): what starts at p, every first literal being in the buffer */
  private decide3(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.charCodeAt(p) === 91 /* [ */) {
      switch (buf.charCodeAt(p + 1)) {
        case 65: /* A */ {
          if (buf.startsWith("RGS]", p + 2)) {
            // call_id ARGS -> args (grammars/mistral.dialect:42)
            return this.idOnly(11) ? FAIL : this.only(p + 6, 35, 0);
          }
          break;
        }
        case 84: /* T */ {
          if (buf.startsWith("OOL_CALLS]", p + 2)) {
            if (buf.startsWith(" [", p + 12)) {
              // call_id LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
              this.consider(this.check(31, p + 14, buf, p, atEnd), 31, 0);
              // call_id TOOL_CALLS -> name : restart, tool_start (restarts the opener at grammars/mistral.dialect:39)
              if (!this.idOnly(10)) this.consider(this.check(34, p + 12, buf, p, atEnd), 34, 0);
              return this.decided();
            }
            // call_id TOOL_CALLS -> name : restart, tool_start (restarts the opener at grammars/mistral.dialect:39)
            return this.idOnly(10) ? FAIL : this.only(this.check(34, p + 12, buf, p, atEnd), 34, 0);
          }
          break;
        }
      }
    }
    return FAIL;
  }

  /** args (grammars/mistral.dialect:29): what starts at p, every first literal being in the buffer */
  private decide4(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    switch (buf.charCodeAt(p)) {
      case 60: /* < */ {
        if (buf.startsWith("/s>", p + 1)) {
          // absorb EOS in args (grammars/mistral.dialect:51)
          return this.idOnly(2) ? FAIL : this.only(p + 4, 41, 0);
        }
        break;
      }
      case 91: /* [ */ {
        if (buf.startsWith("TOOL_CALLS]", p + 1)) {
          if (buf.startsWith(" [", p + 12)) {
            // args LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
            this.consider(this.check(37, p + 14, buf, p, atEnd), 37, 0);
            // args TOOL_CALLS -> name : tool_end, tool_start (grammars/mistral.dialect:45)
            if (!this.idOnly(10)) this.consider(this.check(40, p + 12, buf, p, atEnd), 40, 0);
            return this.decided();
          }
          // args TOOL_CALLS -> name : tool_end, tool_start (grammars/mistral.dialect:45)
          return this.idOnly(10) ? FAIL : this.only(this.check(40, p + 12, buf, p, atEnd), 40, 0);
        }
        break;
      }
    }
    return FAIL;
  }

  /** legacy (grammars/mistral.dialect:31): what starts at p, every first literal being in the buffer */
  private decide5(buf: string, p: number, atEnd: boolean): number {
    this.begin();
    if (buf.startsWith("[TOOL_CALLS]", p)) {
      if (buf.startsWith(" [", p + 12)) {
        // legacy LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
        this.consider(this.check(45, p + 14, buf, p, atEnd), 45, 0);
        // legacy TOOL_CALLS -> name : restart, tool_start (restarts the opener at grammars/mistral.dialect:39)
        if (!this.idOnly(10)) this.consider(this.check(48, p + 12, buf, p, atEnd), 48, 0);
        return this.decided();
      }
      // legacy TOOL_CALLS -> name : restart, tool_start (restarts the opener at grammars/mistral.dialect:39)
      return this.idOnly(10) ? FAIL : this.only(this.check(48, p + 12, buf, p, atEnd), 48, 0);
    }
    return FAIL;
  }

  protected decideWhole(state: number, buf: string, p: number, atEnd: boolean): number {
    switch (state) {
      case 0:
        return this.decide0(buf, p, atEnd, 0);
      case 1:
        return this.decide0(buf, p, atEnd, 12);
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
      case 0: // content LEGACY -> legacy (grammars/mistral.dialect:46)
      case 1: // content LEGACY -> legacy (grammars/mistral.dialect:46)
      case 2: // content LEGACY -> legacy (grammars/mistral.dialect:46)
      case 3: // content LEGACY -> legacy (grammars/mistral.dialect:46)
        sink.terminal(14, 5, buf, from, to);
        this.state = 5;
        return to;
      case 4: // content TOOL_CALLS -> name : tool_start (grammars/mistral.dialect:39)
        sink.terminal(10, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 5: // absorb THINK_END in content (grammars/mistral.dialect:49)
      case 7: // absorb THINK_END in content (grammars/mistral.dialect:49)
        sink.terminal(9, -1, buf, from, to);
        return to;
      case 6: // content THINK_START -> reasoning : reasoning_start (grammars/mistral.dialect:36)
      case 8: // content THINK_START -> reasoning : reasoning_start (grammars/mistral.dialect:36)
        sink.terminal(8, 1, buf, from, to);
        sink.reasoningStart();
        this.state = 1;
        return to;
      case 9: // absorb EOS in content (grammars/mistral.dialect:51)
      case 21: // absorb EOS in reasoning (grammars/mistral.dialect:51)
      case 41: // absorb EOS in args (grammars/mistral.dialect:51)
        sink.terminal(2, -1, buf, from, to);
        return to;
      case 10: // a fence line in content (the compiler's fence rule)
      case 11: // a fence line in content (the compiler's fence rule)
      case 42: // a fence line in args (the compiler's fence rule)
      case 43: // a fence line in args (the compiler's fence rule)
      case 49: // a fence line in legacy (the compiler's fence rule)
      case 50: // a fence line in legacy (the compiler's fence rule)
        sink.terminal(0, -1, buf, from, to);
        return to;
      case 12: // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
      case 13: // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
      case 14: // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
      case 15: // reasoning LEGACY -> legacy : reasoning_end (grammars/mistral.dialect:47)
        sink.terminal(14, 5, buf, from, to);
        sink.reasoningEnd();
        this.state = 5;
        return to;
      case 16: // reasoning TOOL_CALLS -> name : reasoning_end, tool_start (grammars/mistral.dialect:38)
        sink.terminal(10, 2, buf, from, to);
        sink.reasoningEnd();
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 17: // reasoning THINK_END -> content : reasoning_end (grammars/mistral.dialect:37)
      case 19: // reasoning THINK_END -> content : reasoning_end (grammars/mistral.dialect:37)
        sink.terminal(9, 0, buf, from, to);
        sink.reasoningEnd();
        this.state = 0;
        return to;
      case 18: // absorb THINK_START in reasoning (grammars/mistral.dialect:50)
      case 20: // absorb THINK_START in reasoning (grammars/mistral.dialect:50)
        sink.terminal(8, -1, buf, from, to);
        return to;
      case 22: // name LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 23: // name LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 24: // name LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 25: // name LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 30: // call_id LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 31: // call_id LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 32: // call_id LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 33: // call_id LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 36: // args LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 37: // args LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 38: // args LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 39: // args LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(14, 5, buf, from, to);
        this.state = 5;
        return to;
      case 26: // name TOOL_CALLS -> name : restart, tool_start (restarts the opener at grammars/mistral.dialect:39)
        sink.restart();
        sink.terminal(10, 2, buf, from, to);
        sink.toolStart(false);
        return to;
      case 27: // name CALL_ID -> call_id (grammars/mistral.dialect:41)
        sink.terminal(12, 3, buf, from, to);
        this.state = 3;
        return to;
      case 28: // name ARGS -> args (grammars/mistral.dialect:40)
      case 35: // call_id ARGS -> args (grammars/mistral.dialect:42)
        sink.terminal(11, 4, buf, from, to);
        this.state = 4;
        return to;
      case 29: // name OPEN_BRACE -> args : keep (grammars/mistral.dialect:44)
        // a lookahead: its text is read again in the target state
        sink.terminal(13, 4, buf, from, from);
        this.state = 4;
        return from;
      case 34: // call_id TOOL_CALLS -> name : restart, tool_start (restarts the opener at grammars/mistral.dialect:39)
      case 48: // legacy TOOL_CALLS -> name : restart, tool_start (restarts the opener at grammars/mistral.dialect:39)
        sink.restart();
        sink.terminal(10, 2, buf, from, to);
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 40: // args TOOL_CALLS -> name : tool_end, tool_start (grammars/mistral.dialect:45)
        sink.terminal(10, 2, buf, from, to);
        sink.toolEnd();
        sink.toolStart(false);
        this.state = 2;
        return to;
      case 44: // legacy LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 45: // legacy LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 46: // legacy LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
      case 47: // legacy LEGACY -> legacy : restart (restarts the opener at grammars/mistral.dialect:46)
        sink.restart();
        sink.terminal(14, 5, buf, from, to);
        return to;
    }
    return to;
  }
}

export const mistral: Dialect = {
  name: "mistral",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new MistralMachine(ir, sink, initial, vocab),
};
export default mistral;
