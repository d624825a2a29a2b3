// DO NOT EDIT — generated from grammars/qwen3.dialect by dialectc.
// Edit the grammar, then run: npx dialectc compile

import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";

const ir: DialectIR = {
  abi: 1,
  name: "qwen3",
  source: "grammars/qwen3.dialect",
  extends: ["chatml"],
  terminals: [
    { name: "IM_START", special: true, variants: [[{ lit: "<|im_start|>" }]] },
    { name: "IM_END", special: true, variants: [[{ lit: "<|im_end|>" }]] },
    { name: "THINK_START", special: true, variants: [[{ lit: "<think>" }]] },
    { name: "THINK_END", special: true, variants: [[{ lit: "</think>" }]] },
    { name: "TOOL_START", special: true, variants: [[{ lit: "<tool_call>" }]] },
    { name: "TOOL_END", special: true, variants: [[{ lit: "</tool_call>" }]] },
    {
      name: "FUNC",
      special: false,
      variants: [[{ lit: "<function=" }, { cap: "name", max: 128, exclude: "\n<>" }, { lit: ">" }]],
    },
    { name: "FUNC_END", special: false, variants: [[{ lit: "</function>" }]] },
    {
      name: "PARAM",
      special: false,
      variants: [[{ lit: "<parameter=" }, { cap: "key", max: 128, exclude: "\n<>" }, { lit: ">" }]],
    },
    { name: "PARAM_END", special: false, variants: [[{ lit: "</parameter>" }]] },
  ],
  states: [
    {
      name: "content",
      channel: { kind: 0 },
      transitions: [
        { terminal: 2, target: 1, events: [{ kind: "reasoning_start" }] },
        { terminal: 4, target: 2, events: [{ kind: "tool_start" }] },
        {
          terminal: 6,
          target: 3,
          events: [{ kind: "tool_start", name: "name", declaredOnly: true }],
        },
        { terminal: 3, target: 0, events: [], absorb: true },
        { terminal: 1, target: 0, events: [], absorb: true },
      ],
    },
    {
      name: "reasoning",
      channel: { kind: 1 },
      transitions: [
        { terminal: 3, target: 0, events: [{ kind: "reasoning_end" }] },
        { terminal: 4, target: 2, events: [{ kind: "reasoning_end" }, { kind: "tool_start" }] },
        { terminal: 2, target: 1, events: [], absorb: true },
        { terminal: 1, target: 1, events: [], absorb: true },
      ],
    },
    {
      name: "preamble",
      channel: { kind: 7 },
      transitions: [
        { terminal: 6, target: 3, events: [{ kind: "tool_name", name: "name" }] },
        { terminal: 5, target: 0, events: [{ kind: "tool_end" }] },
        { terminal: 1, target: 2, events: [], absorb: true },
      ],
    },
    {
      name: "args",
      channel: { kind: 7 },
      transitions: [
        { terminal: 8, target: 4, events: [{ kind: "arg_start", key: "key" }] },
        { terminal: 7, target: 5, events: [{ kind: "tool_end" }] },
        { terminal: 5, target: 0, events: [{ kind: "tool_end" }] },
        { terminal: 1, target: 3, events: [], absorb: true },
      ],
    },
    {
      name: "value",
      channel: { kind: 5, encoding: "schema", trim: "newline" },
      transitions: [
        {
          terminal: 9,
          target: 3,
          events: [{ kind: "arg_end" }],
          follow: { terminals: [8, 7, 5], end: true },
        },
        {
          terminal: 8,
          target: 4,
          events: [{ kind: "arg_end" }, { kind: "arg_start", key: "key" }],
        },
        {
          terminal: 7,
          target: 5,
          events: [{ kind: "arg_end" }, { kind: "tool_end" }],
          follow: { terminals: [5, 4, 6], end: true },
        },
        { terminal: 1, target: 4, events: [], absorb: true },
      ],
    },
    {
      name: "between",
      channel: { kind: 7 },
      transitions: [
        { terminal: 5, target: 0, events: [] },
        { terminal: 4, target: 2, events: [{ kind: "tool_start" }] },
        { terminal: 6, target: 3, events: [{ kind: "tool_start", name: "name" }] },
        { terminal: 1, target: 5, events: [], absorb: true },
      ],
    },
  ],
  initial: { thinking: 1, plain: 0 },
  turnBoundaries: [0, 1],
  policies: {
    stripTrailingReasoningWhitespace: false,
    contentWhitespace: "around_tools",
    validateToolNames: false,
    unclosedCall: "keep",
  },
};

export const qwen3: Dialect = { name: "qwen3", abi: 1, ir };
