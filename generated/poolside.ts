// DO NOT EDIT — generated from grammars/poolside.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { Glm47MoeMachine } from "./glm47_moe.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "poolside", source: "grammars/poolside.dialect", extends: ["glm47_moe"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "SYSTEM", special: true, variants: [[{ lit: "<|system|>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<|user|>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<|assistant|>" }]] },
    { name: "OBSERVATION", special: true, variants: [[{ lit: "<|observation|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256, write: "" }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { ws: 256 }, { lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256, write: "" }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { ws: 256, write: "" }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "</arg_key>" }, { ws: 256, write: "" }, { lit: "<arg_value>" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256, write: "" }], [{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256, write: "" }, { lit: "<arg_value>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "NAME_KEY", special: false, variants: [[{ lit: "\n" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }], [{ lit: " " }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "NEXT_KEY", special: false, variants: [[{ lit: "</arg_value>" }, { ws: 256 }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "FUSED_KEY", special: false, variants: [[{ lit: "</arg_key>" }, { ws: 256 }, { lit: "<arg_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value>" }]] },
    { name: "ASSISTANT_TURN", special: true, variants: [[{ lit: "<assistant>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/glm47_moe.dialect:33", channel: { kind: 0 }, transitions: [
      { at: "grammars/glm47_moe.dialect:41", terminal: 5, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/glm47_moe.dialect:44", terminal: 7, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/glm47_moe.dialect:60", terminal: 6, target: 0, events: [], absorb: true },
      { at: "grammars/glm47_moe.dialect:48", terminal: 8, target: 0, events: [], absorb: true, after: 8, repeat: true },
      { at: "grammars/glm47_moe.dialect:33", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/glm47_moe.dialect:34", channel: { kind: 1 }, transitions: [
      { at: "grammars/glm47_moe.dialect:42", terminal: 6, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/glm47_moe.dialect:43", terminal: 7, target: 2, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
      { at: "grammars/glm47_moe.dialect:61", terminal: 5, target: 1, events: [], absorb: true },
    ] },
    { name: "name", at: "grammars/glm47_moe.dialect:35", channel: { kind: 2 }, transitions: [
      { at: "grammars/glm47_moe.dialect:45", terminal: 9, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/glm47_moe.dialect:46", terminal: 10, target: 4, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/glm47_moe.dialect:47", terminal: 12, target: 4, events: [{ kind: "arg_start", key: "", literal: true, fromName: true }], readOnly: true },
      { at: "grammars/glm47_moe.dialect:48", terminal: 8, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/glm47_moe.dialect:50", terminal: 13, target: 3, events: [], readOnly: true },
      { at: "grammars/glm47_moe.dialect:44", terminal: 7, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "args", at: "grammars/glm47_moe.dialect:36", channel: { kind: 7 }, transitions: [
      { at: "grammars/glm47_moe.dialect:51", terminal: 9, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/glm47_moe.dialect:52", terminal: 8, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/glm47_moe.dialect:57", terminal: 11, target: 4, events: [{ kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/glm47_moe.dialect:62", terminal: 13, target: 3, events: [], absorb: true },
      { at: "grammars/glm47_moe.dialect:44", terminal: 7, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "value", at: "grammars/glm47_moe.dialect:37", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/glm47_moe.dialect:55", terminal: 13, target: 3, events: [{ kind: "arg_end" }], follow: { terminals: [9, 13, 8], end: true } },
      { at: "grammars/glm47_moe.dialect:56", terminal: 11, target: 4, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }], readOnly: true },
      { at: "grammars/glm47_moe.dialect:58", terminal: 8, target: 0, events: [{ kind: "arg_end" }, { kind: "tool_end" }], follow: { terminals: [], end: true } },
      { at: "grammars/glm47_moe.dialect:44", terminal: 7, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [14],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
// Its machine is glm47_moe's: the two differ only in what the runtime reads from the IR (names, policies, encodings, trimming).
export const poolside: Dialect = {
  name: "poolside",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Glm47MoeMachine(ir, sink, initial, vocab),
};
export default poolside;
