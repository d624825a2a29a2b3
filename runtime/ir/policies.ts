/**
 * The policy table: every `policy` a grammar may set, with its grammar name,
 * its IR field, the values it takes and its default. `check` validates against
 * it, the lowering fills the IR from it, the parser checks a caller's
 * overrides with it, and docs/grammar.md's list is held to it by a test.
 */
import { CALL_ID_FORMATS, CALLS_IN_REASONING, CAPTURE_ESCAPES, DEFAULT_CAPS, UNCLOSED_CALL_POLICIES, WHITESPACE_POLICIES, type CapsIR, type PoliciesIR } from "./ir.js";

export interface PolicySpec {
  /** as a grammar writes it: `policy NAME = …` */
  name: string;
  field: Exclude<keyof PoliciesIR, "caps">;
  /** a boolean, one word of a list (the first is the default), or any string */
  kind: "boolean" | "word" | "string";
  words?: readonly string[];
  default: boolean | string;
}

export const POLICY_TABLE: readonly PolicySpec[] = [
  { name: "strip_trailing_reasoning_whitespace", field: "stripTrailingReasoningWhitespace", kind: "boolean", default: true },
  { name: "content_whitespace", field: "contentWhitespace", kind: "word", words: WHITESPACE_POLICIES, default: WHITESPACE_POLICIES[0] },
  { name: "validate_tool_names", field: "validateToolNames", kind: "boolean", default: true },
  { name: "infer_tool_name", field: "inferToolName", kind: "boolean", default: false },
  { name: "unclosed_call", field: "unclosedCall", kind: "word", words: UNCLOSED_CALL_POLICIES, default: UNCLOSED_CALL_POLICIES[0] },
  { name: "thinking_default", field: "thinkingDefault", kind: "boolean", default: true },
  { name: "tool_call_id", field: "toolCallId", kind: "word", words: CALL_ID_FORMATS, default: CALL_ID_FORMATS[0] },
  { name: "block_separator", field: "blockSeparator", kind: "string", default: "" },
  { name: "unwrap_arguments", field: "unwrapArguments", kind: "boolean", default: false },
  { name: "prefill", field: "prefill", kind: "string", default: "" },
  { name: "capture_escapes", field: "captureEscapes", kind: "word", words: CAPTURE_ESCAPES, default: CAPTURE_ESCAPES[0] },
  { name: "calls_in_reasoning", field: "callsInReasoning", kind: "word", words: CALLS_IN_REASONING, default: CALLS_IN_REASONING[0] },
];

/** The cap policies: the `CapsIR` field each sets, the range it accepts and its default. */
export const CAP_TABLE: readonly { name: string; field: keyof CapsIR; min: number; max: number; default: number }[] = [
  { name: "max_name", field: "name", min: 16, max: 1 << 20, default: DEFAULT_CAPS.name },
  { name: "max_held", field: "held", min: 1024, max: 1 << 26, default: DEFAULT_CAPS.held },
  { name: "max_depth", field: "depth", min: 2, max: 4096, default: DEFAULT_CAPS.depth },
  { name: "max_lookahead", field: "lookahead", min: 1, max: 65_536, default: DEFAULT_CAPS.lookahead },
];

/** The words a grammar may write for a policy, its default first; empty: any string (or, for a cap, an integer). */
export function policyWords(spec: PolicySpec): readonly string[] {
  if (spec.kind === "boolean") return [String(spec.default), String(!spec.default)];
  return spec.kind === "word" ? spec.words! : [];
}

/** A policy's value as the IR holds it, from the text a grammar wrote (its default when absent). */
export function policyValue(spec: PolicySpec, written: string | undefined): boolean | string {
  if (written === undefined) return spec.default;
  return spec.kind === "boolean" ? written === "true" : written;
}
