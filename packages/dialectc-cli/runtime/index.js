/**
 * The runtime's public surface. Dependency-free: a server ships `runtime/`
 * and `generated/` and nothing else. Besides the parsing API it exports what
 * generated modules (in this package or compiled into a user's project with
 * `dialectc compile --out`) and the compiler build on: the IR types, the
 * machine base classes and the lookup tables.
 */
export { ABI_VERSION, Channel, CHANNEL_NAMES, DEFAULT_CAPS, ENCODINGS, isCapture, } from "./ir.js";
export { nullSink } from "./sink.js";
export { assertAbi } from "./dialect.js";
export { FAIL, MORE, MachineBase, matchLiteral, matchParts } from "./machine.js";
export { CompiledMachine, HEAD, NONE, nextOrHead } from "./compiled.js";
export { tablesFor } from "./tables.js";
export { Interpreter } from "./interpreter.js";
export { callStates } from "./regions.js";
export { Assembler } from "./assembler.js";
export { EventLog, TeeSink } from "./events.js";
export { MessageAccumulator } from "./delta.js";
export { Parser, createParserFor, createParserFor as createParser, parseCompleteFor, parseCompleteFor as parseComplete, isReasoningEndFor, isReasoningEndFor as isReasoningEnd, } from "./parser.js";
export { currentTurn, initialStateFromPrompt, initialStateFromIds, ReasoningEndTracker } from "./prompt.js";
