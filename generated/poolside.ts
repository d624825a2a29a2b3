// DO NOT EDIT — generated from grammars/poolside.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { Glm47MoeMachine } from "./glm47_moe.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 5, name: "poolside", source: "grammars/poolside.dialect", extends: ["glm47_moe"],
  terminals: [
    { name: "SYSTEM", special: true, variants: [[{ lit: "<|system|>" }]] },
    { name: "USER", special: true, variants: [[{ lit: "<|user|>" }]] },
    { name: "ASSISTANT", special: true, variants: [[{ lit: "<|assistant|>" }]] },
    { name: "OBSERVATION", special: true, variants: [[{ lit: "<|observation|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    { name: "ARG", special: false, variants: [[{ lit: "<arg_key>" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: "</arg_key>" }, { ws: 256, write: "" }, { lit: "<arg_value>" }]] },
    { name: "VALUE_END", special: false, variants: [[{ lit: "</arg_value>" }]] },
    { name: "ASSISTANT_TURN", special: true, variants: [[{ lit: "<assistant>" }]] },
  ],
  states: [
    { name: "content", at: "grammars/glm47_moe.dialect:22", channel: { kind: 0 }, transitions: [
      { at: "grammars/glm47_moe.dialect:30", terminal: 4, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/glm47_moe.dialect:33", terminal: 6, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/glm47_moe.dialect:42", terminal: 5, target: 0, events: [], absorb: true },
    ] },
    { name: "reasoning", at: "grammars/glm47_moe.dialect:23", channel: { kind: 1 }, transitions: [
      { at: "grammars/glm47_moe.dialect:31", terminal: 5, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/glm47_moe.dialect:32", terminal: 6, target: 2, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
      { at: "grammars/glm47_moe.dialect:43", terminal: 4, target: 1, events: [], absorb: true },
    ] },
    { name: "name", at: "grammars/glm47_moe.dialect:24", channel: { kind: 2 }, transitions: [
      { at: "grammars/glm47_moe.dialect:34", terminal: 8, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/glm47_moe.dialect:35", terminal: 7, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/glm47_moe.dialect:33", terminal: 6, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "args", at: "grammars/glm47_moe.dialect:25", channel: { kind: 7 }, transitions: [
      { at: "grammars/glm47_moe.dialect:36", terminal: 8, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/glm47_moe.dialect:37", terminal: 7, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/glm47_moe.dialect:33", terminal: 6, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "value", at: "grammars/glm47_moe.dialect:26", channel: { kind: 5, encoding: "schema", trim: "none" }, transitions: [
      { at: "grammars/glm47_moe.dialect:39", terminal: 9, target: 3, events: [{ kind: "arg_end" }], follow: { terminals: [8, 7], end: true } },
      { at: "grammars/glm47_moe.dialect:40", terminal: 7, target: 0, events: [{ kind: "arg_end" }, { kind: "tool_end" }], follow: { terminals: [], end: true } },
      { at: "grammars/glm47_moe.dialect:33", terminal: 6, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [10],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
// Its machine is glm47_moe's: the two differ only in what the runtime reads from the IR (names, policies, encodings, trimming).
export const poolside: Dialect = {
  name: "poolside",
  abi: 5,
  ir,
  generated: (sink, initial, vocab) => new Glm47MoeMachine(ir, sink, initial, vocab),
};
export default poolside;
