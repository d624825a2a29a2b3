/**
 * The runtime's public surface. Dependency-free: a server ships `runtime/`
 * and `generated/` and nothing else.
 */
export { ABI_VERSION, Channel, type DialectIR, type PoliciesIR, type FollowIR } from "./ir.js";
export type { Sink, Engine } from "./sink.js";
export { nullSink } from "./sink.js";
export { assertAbi, type Dialect, type EngineFactory } from "./dialect.js";
export { Interpreter } from "./interpreter.js";
export { callStates } from "./regions.js";
export { Assembler } from "./assembler.js";
export { EventLog, TeeSink, type MachineEvent } from "./events.js";
export { MessageAccumulator, type Delta, type Message, type MessageToolCall, type ToolCallDelta } from "./delta.js";
export type { Tool, JsonSchema } from "./schema.js";
export { Parser, createParserFor, parseCompleteFor, isReasoningEndFor, type ParserOptions } from "./parser.js";
export { currentTurn, initialStateFromPrompt, initialStateFromIds, ReasoningEndTracker } from "./prompt.js";
