/**
 * What the compiler (the dialectc-cli package) builds on beyond the public
 * API, published as `dialectc/compiler`: the IR's helpers and enumerations,
 * the interpreter, the assembler and the machine base, lookup tables and call
 * regions, sinks, the policy table and the grammar's words. It re-exports the
 * public API too, so the compiler has one door into the runtime. Not for
 * applications: it changes with the compiler (the generated-code contract,
 * which is stable per ABI, is in the public index). Compiler code imports the
 * runtime from this file alone, never by a deep path (the layout test holds it).
 */
export * from "./index.js";
export {
  Channel,
  CHANNEL_NAMES,
  CALL_WRAPPER_KEYS,
  DEFAULT_ARGS_KEYS,
  DEFAULT_CAPS,
  DEFAULT_NAME_KEYS,
  ENCODINGS,
  CALL_ID_FORMATS,
  CAPTURE_ESCAPES,
  UNCLOSED_CALL_POLICIES,
  WHITESPACE_POLICIES,
  isCapture,
  isWhitespace,
  leadingLiteral,
  literalArgument,
  captureArgument,
  literalText,
  type ChannelName,
} from "./ir/ir.js";
export { ForwardingSink, nullSink } from "./machine/sink.js";
export { MachineBase } from "./machine/machine.js";
export { captureStop, matchParts, spaceEndsCapture } from "./machine/matchers.js";
export { tablesFor, type Candidate, type DialectTables } from "./machine/tables.js";
export { Interpreter } from "./machine/interpreter.js";
export { callStates } from "./ir/regions.js";
export { boundaryTexts } from "./machine/prompt.js";
export { JsonStringDecoder, escapedRunEnd, stringRunEnd } from "./text/json-text.js";
export { CAP_TABLE, POLICY_TABLE, policyValue, policyWords, type PolicySpec } from "./ir/policies.js";
export { BUILTIN_CLASSES, CAPTURE_EVENTS, CHANNEL_OPTIONS, CONTEXT_WORDS, EVENTS, KEYWORDS, type EventWord } from "./ir/grammar-words.js";
export { Assembler } from "./assemble/assembler.js";
export { HEADER_WORD_MAX } from "./assemble/header-run.js";
