/**
 * The runtime's public surface. Dependency-free: a server ships `runtime/`
 * and `generated/` and nothing else. Besides the parsing API it exports what
 * generated modules (in this package or compiled into a user's project with
 * `dialectc compile --out`) and the compiler build on: the IR types, the
 * machine base classes and the lookup tables.
 */
export {
  ABI_VERSION,
  Channel,
  CHANNEL_NAMES,
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
  type CallIdFormat,
  type CapsIR,
  type CaptureEscapes,
  type CapturePart,
  type ChannelIR,
  type DialectIR,
  type Encoding,
  type EventIR,
  type FollowIR,
  type LiteralPart,
  type Part,
  type PoliciesIR,
  type StateIR,
  type TerminalIR,
  type TransitionIR,
  type Trim,
  type UnclosedCallPolicy,
  type WhitespacePart,
  type WhitespacePolicy,
} from "./ir/ir.js";
export type { Sink, Engine } from "./machine/sink.js";
export { ForwardingSink, nullSink } from "./machine/sink.js";
export { assertAbi, type Dialect, type EngineFactory } from "./machine/dialect.js";
export { MachineBase } from "./machine/machine.js";
export { captureStop, FAIL, MORE, matchCapture, matchLiteral, matchParts, matchSpace, spaceEndsCapture } from "./machine/matchers.js";
export { GENERATED_VALUES } from "./machine/generated-abi.js";
export { CompiledMachine, indexOrEnd } from "./machine/compiled.js";
export { tablesFor, type Candidate, type DialectTables } from "./machine/tables.js";
export { Interpreter } from "./machine/interpreter.js";
export { callStates } from "./ir/regions.js";
export { CAP_TABLE, POLICY_TABLE, policyValue, policyWords, type PolicySpec } from "./ir/policies.js";
export { BUILTIN_CLASSES, CAPTURE_EVENTS, CHANNEL_OPTIONS, CONTEXT_WORDS, EVENTS, KEYWORDS, type EventWord } from "./ir/grammar-words.js";
export { Assembler } from "./assemble/assembler.js";
export { EventLog, TeeSink, type MachineEvent } from "./machine/events.js";
export { MessageAccumulator, type Delta, type Message, type MessageToolCall, type ReasoningField, type ToolCallDelta } from "./assemble/delta.js";
export { SSE_DONE, sseData, toChatCompletionChunk, toChatCompletionMessage, type ChatCompletionChunk, type ChatCompletionMessage, type ChunkOptions } from "./adapters/openai.js";
export type { Tool, JsonSchema } from "./args/schema.js";
export {
  Parser,
  createParserFor,
  createParserFor as createParser,
  parseCompleteFor,
  parseCompleteFor as parseComplete,
  isReasoningEndFor,
  isReasoningEndFor as isReasoningEnd,
  type ParserOptions,
  type ToolChoice,
} from "./parser.js";
export {
  ExportError,
  exportGrammarFor,
  exportGrammarFor as exportGrammar,
  type ExportOptions,
  type ExportToolChoice,
  type GbnfExport,
  type StructuralTagExport,
} from "./export/export.js";
export { RenderError, renderFor, renderFor as render, type RenderMessage, type RenderOptions, type RenderToolCall } from "./render/render.js";
export { currentTurn, initialStateFromIds, startFromPrompt, ReasoningEndTracker } from "./machine/prompt.js";
