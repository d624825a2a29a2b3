/**
 * The runtime's public surface (`dialectc/runtime`; `dialectc` adds the
 * shipped dialects). Dependency-free: a server ships `runtime/` and
 * `generated/` and nothing else. Besides the parsing API it exports the
 * generated-code contract (`machine/generated-abi.ts`: the IR's types among
 * it), which modules compiled into a user's project with `dialectc compile
 * --out` import from here. What only the compiler needs is `compiler-api.ts`
 * (`dialectc/compiler`).
 */
export * from "./machine/generated-abi.js";
export { abiRange, assertAbi, interpretedDialect } from "./machine/dialect.js";
export { EventLog, TeeSink, type MachineEvent } from "./machine/events.js";
export { MessageAccumulator, type Delta, type Message, type MessageToolCall, type ReasoningField, type ToolCallDelta } from "./assemble/delta.js";
export {
  ChunkEvents,
  SSE_DONE,
  sseData,
  toChatCompletionChunk,
  toChatCompletionMessage,
  type ChatCompletionChunk,
  type ChatCompletionMessage,
  type ChunkOptions,
} from "./adapters/openai.js";
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
  type PolicyOverrides,
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
export { currentTurn, initialState, initialStateFromIds, startFromPrompt, ReasoningEndTracker, turnStart, type TurnStart, type TurnStartInput } from "./machine/prompt.js";
export { DialectcAbiError, DialectcError, DialectcInputError, DialectcUsageError } from "./errors.js";
