/**
 * The generated-code contract, in one file, as tree-sitter's `parser.h` is for
 * its parsers: everything a generated dialect module touches, and the ABI
 * versions it is stamped with. The modules in `generated/` import from this
 * file only; a module compiled into your project (`compile --out`) imports the
 * same names from `dialectc/runtime`, whose index re-exports this file; the
 * emitter writes nothing that this file does not list.
 *
 * Defined here: the versions, the `Dialect` record a module exports and the
 * factory in it, the values a module may import, the sink calls and the
 * base-class members its machine reaches, and the constructor. Listed here
 * (defined beside their implementations, where the runtime's floors put them,
 * and re-exported from here): the IR types (`ir/ir.ts`), the `Sink`
 * (`sink.ts`), the base class `CompiledMachine` (`compiled.ts`, on
 * `MachineBase` in `machine.ts`) and the matchers (`matchers.ts`).
 *
 * `test/emit/abi.spec.ts` records the signature of all of it — each export,
 * each sink method and base member with its parameters' names and types, the
 * constructor, and the shape of every type they mention (the IR types field by
 * field) — in `test/fixtures/generated-abi.json`, and fails when any of it
 * changes while ABI_VERSION does not. It also holds the modules in
 * `generated/` to the lists below.
 *
 * Versions: a runtime reads the modules stamped MIN_ABI_VERSION to ABI_VERSION
 * and refuses any other with a one-line error naming that range (`assertAbi`).
 * After an additive change (a new optional IR field, a new base member or
 * matcher; nothing an older module relies on moves) bump ABI_VERSION and keep
 * MIN_ABI_VERSION, so older modules keep loading. After any other change (a
 * field, parameter or member removed, renamed, reordered or retyped) set
 * MIN_ABI_VERSION to the new ABI_VERSION as well.
 */
import type { DialectIR } from "../ir/ir.js";
import type { Engine, Sink } from "./sink.js";

/** The ABI this runtime's generated modules are stamped with (`Dialect.abi`, `DialectIR.abi`). */
export const ABI_VERSION = 9;
/** The oldest ABI whose modules this runtime still reads. */
export const MIN_ABI_VERSION = 7;

/** A generated machine on a sink: what a module's `Dialect.generated` returns. */
export type EngineFactory = (sink: Sink, initialState: number, vocab?: Record<string, number>) => Engine;

/**
 * What a dialect module exports: its name, the ABI it was built for, its IR
 * and the factory of its generated machine (absent for a dialect the
 * interpreter runs, built from an IR at run time).
 */
export interface Dialect {
  name: string;
  abi: number;
  ir: DialectIR;
  /** the generated machine, when there is one */
  generated?: EngineFactory;
}

/**
 * How a module builds its machine: `new Cls(ir, sink, initial, vocab)`, a
 * subclass of `CompiledMachine` that keeps the base's constructor.
 */
export type GeneratedMachineConstructor = new (ir: DialectIR, sink: Sink, initialState: number, vocab?: Record<string, number>) => Engine;

/** The values a generated module may import (types aside: `Dialect`, `DialectIR`), in the order the emitter writes them. */
export const GENERATED_VALUES = ["CompiledMachine", "FAIL", "MORE", "matchLiteral", "matchSpace", "matchCapture", "indexOrEnd"] as const;

/** The `Sink` methods generated code calls (`argStart` goes through the base's `argStart`). */
export const GENERATED_SINK_CALLS = ["terminal", "restart", "reasoningStart", "reasoningEnd", "contentStart", "toolStart", "toolName", "toolEnd", "argEnd"] as const;

/**
 * The members of `CompiledMachine` (with those it inherits from `MachineBase`)
 * that generated code reaches, as `this.<member>`.
 */
export const GENERATED_BASE_MEMBERS = [
  "state",
  "sink",
  "matchedCand",
  "capFrom",
  "capTo",
  "scratchFrom",
  "scratchTo",
  "idOnly",
  "begin",
  "consider",
  "only",
  "decided",
  "check",
  "argStart",
] as const;

/**
 * The members a generated class supplies (the base's abstract methods). Its
 * own helpers are private and named `decide`, `weigh` or `m` followed by
 * digits (`decide0`, `weigh2_0`, `m7`), so no base member may be named so.
 */
export const GENERATED_OVERRIDES = ["next", "decideWhole", "fire"] as const;

// The listed parts, defined beside their implementations.
export type {
  CallIdFormat,
  CallsInReasoning,
  CapsIR,
  CaptureEscapes,
  CapturePart,
  Channel,
  ChannelIR,
  DialectIR,
  Encoding,
  EventIR,
  ExtractIR,
  FollowIR,
  LiteralPart,
  Part,
  PoliciesIR,
  StateIR,
  TerminalIR,
  TransitionIR,
  Trim,
  UnclosedCallPolicy,
  WhitespacePart,
  WhitespacePolicy,
} from "../ir/ir.js";
export type { Engine, Sink } from "./sink.js";
export { CompiledMachine, indexOrEnd } from "./compiled.js";
export { FAIL, MORE, matchCapture, matchLiteral, matchSpace } from "./matchers.js";
