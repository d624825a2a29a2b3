// DO NOT EDIT — generated from grammars/step3p5.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile
import type { Dialect, DialectIR } from "../runtime/machine/generated-abi.js";
import { Qwen3Machine } from "./qwen3.js";
// prettier-ignore
const ir: DialectIR = {
  abi: 9, name: "step3p5", source: "grammars/step3p5.dialect", extends: ["qwen3", "chatml"],
  terminals: [
    { name: "```", special: false, variants: [[{ lit: "```" }, { cap: "language", max: 32, exclude: "`'\"\\<>{}[](),;" }, { ws: 256 }], [{ lit: "```" }]] },
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    { name: "FUNC", special: false, variants: [[{ lit: "<function=" }, { cap: "name", max: 128, exclude: "\n<>" }, { lit: ">" }]] },
    { name: "FUNC_END", special: false, variants: [[{ lit: "</function>" }]] },
    { name: "PARAM", special: false, variants: [[{ lit: "<parameter=" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: ">" }]] },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</parameter>" }]] },
    { name: "OPEN_BRACE", special: false, variants: [[{ lit: "{" }, { ws: 256, write: "" }, { lit: "\"" }]] },
  ],
  states: [
    { name: "content", at: "grammars/qwen3.dialect:18", channel: { kind: 0 }, transitions: [
      { at: "grammars/qwen3.dialect:28", terminal: 3, target: 1, events: [{ kind: "reasoning_start" }] },
      { at: "grammars/qwen3.dialect:32", terminal: 5, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/qwen3.dialect:34", terminal: 7, target: 3, events: [{ kind: "tool_start", name: "name", declaredOnly: true }] },
      { at: "grammars/qwen3.dialect:54", terminal: 4, target: 0, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 0, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:36", terminal: 6, target: 0, events: [], absorb: true, after: 6, repeat: true },
      { at: "grammars/qwen3.dialect:18", terminal: 0, target: 0, events: [], absorb: true, fence: true },
    ] },
    { name: "reasoning", at: "grammars/qwen3.dialect:19", channel: { kind: 1 }, transitions: [
      { at: "grammars/qwen3.dialect:29", terminal: 4, target: 0, events: [{ kind: "reasoning_end" }] },
      { at: "grammars/qwen3.dialect:31", terminal: 5, target: 2, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
      { at: "grammars/qwen3.dialect:55", terminal: 3, target: 1, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 1, events: [], absorb: true },
    ] },
    { name: "preamble", at: "grammars/qwen3.dialect:20", channel: { kind: 7 }, transitions: [
      { at: "grammars/qwen3.dialect:35", terminal: 7, target: 3, events: [{ kind: "tool_name", name: "name" }] },
      { at: "grammars/qwen3.dialect:36", terminal: 6, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/qwen3.dialect:38", terminal: 11, target: 6, events: [], keep: true, readOnly: true },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 2, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:32", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "args", at: "grammars/qwen3.dialect:21", channel: { kind: 7 }, transitions: [
      { at: "grammars/qwen3.dialect:40", terminal: 9, target: 4, events: [{ kind: "arg_start", key: "key" }] },
      { at: "grammars/qwen3.dialect:41", terminal: 8, target: 5, events: [{ kind: "tool_end" }] },
      { at: "grammars/qwen3.dialect:42", terminal: 6, target: 0, events: [{ kind: "tool_end" }] },
      { at: "grammars/qwen3.dialect:53", terminal: 10, target: 3, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 3, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:32", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "value", at: "grammars/qwen3.dialect:22", channel: { kind: 5, encoding: "schema", trim: "newline" }, transitions: [
      { at: "grammars/qwen3.dialect:46", terminal: 10, target: 3, events: [{ kind: "arg_end" }], follow: { terminals: [9, 10, 8, 6], end: true } },
      { at: "grammars/qwen3.dialect:47", terminal: 9, target: 4, events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }] },
      { at: "grammars/qwen3.dialect:48", terminal: 8, target: 5, events: [{ kind: "arg_end" }, { kind: "tool_end" }], follow: { terminals: [6, 5, 7], end: true } },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 4, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:32", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true },
    ] },
    { name: "between", at: "grammars/qwen3.dialect:23", channel: { kind: 7 }, transitions: [
      { at: "grammars/qwen3.dialect:49", terminal: 6, target: 0, events: [] },
      { at: "grammars/qwen3.dialect:50", terminal: 5, target: 2, events: [{ kind: "tool_start" }] },
      { at: "grammars/qwen3.dialect:51", terminal: 7, target: 3, events: [{ kind: "tool_start", name: "name" }] },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 5, events: [], absorb: true },
    ] },
    { name: "json", at: "grammars/qwen3.dialect:24", channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"] }, transitions: [
      { at: "grammars/qwen3.dialect:39", terminal: 6, target: 0, events: [{ kind: "tool_end" }], outsideString: true },
      { at: "grammars/qwen3.dialect:57", terminal: 2, target: 6, events: [], absorb: true },
      { at: "grammars/qwen3.dialect:32", terminal: 5, target: 2, events: [{ kind: "tool_start" }], restart: true, outsideString: true },
    ] },
  ],
  initial: { thinking: 1, plain: 1 },
  turnBoundaries: [1, 2],
  policies: { stripTrailingReasoningWhitespace: true, contentWhitespace: "around_tools", validateToolNames: true, inferToolName: false, unclosedCall: "keep", thinkingDefault: true, toolCallId: "chatcmpl", blockSeparator: "", unwrapArguments: false, prefill: "", captureEscapes: "none", callsInReasoning: "call", caps: { name: 1024, held: 262144, depth: 128, lookahead: 256 } },
};
// Its machine is qwen3's: the two differ only in what the runtime reads from the IR (names, policies, encodings, trimming).
export const step3p5: Dialect = {
  name: "step3p5",
  abi: 9,
  ir,
  generated: (sink, initial, vocab) => new Qwen3Machine(ir, sink, initial, vocab),
};
export default step3p5;
