// DO NOT EDIT — generated from grammars/hermes.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile

import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";

const ir: DialectIR = {
  abi: 1,
  name: "hermes",
  source: "grammars/hermes.dialect",
  extends: ["chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "TOOL_START", special: false, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: false, variants: [[{ lit: "</tool_call>" }]] },
  ],
  states: [
    {
      name: "content",
      channel: { kind: 0 },
      transitions: [
        { terminal: 2, target: 1, events: [{ kind: "tool_start" }] },
        { terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "call",
      channel: { kind: 4, nameKeys: ["name"], argsKeys: ["arguments", "parameters"] },
      transitions: [
        { terminal: 3, target: 0, events: [{ kind: "tool_end" }] },
        { terminal: 1, target: 1, events: [], absorb: true },
      ],
    },
  ],
  initial: { thinking: 0, plain: 0 },
  turnBoundaries: [0, 1],
  policies: {
    stripTrailingReasoningWhitespace: true,
    contentWhitespace: "around_tools",
    validateToolNames: false,
    unclosedCall: "keep",
  },
};

export const hermes: Dialect = { name: "hermes", abi: 1, ir };
