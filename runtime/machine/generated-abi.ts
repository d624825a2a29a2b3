/**
 * The generated-code contract: everything a generated dialect module may
 * touch, in one place. The modules in `generated/` import from this file, a
 * module compiled into your project (`compile --out`) imports the same names
 * from `dialectc/runtime`, and the emitter imports only what this file lists.
 * `ABI_VERSION` is stamped into each module, and the runtime refuses a module
 * stamped otherwise; `test/emit/abi.spec.ts` fails when this surface (these
 * names, `CompiledMachine`'s and `MachineBase`'s members a subclass reaches,
 * the matchers' signatures) changes while the version stays.
 */
export { ABI_VERSION, type DialectIR } from "../ir/ir.js";
export type { Dialect } from "./dialect.js";
export { CompiledMachine, indexOrEnd } from "./compiled.js";
export { FAIL, MORE, matchCapture, matchLiteral, matchSpace } from "./matchers.js";

/** The values a generated module may import (types aside), in the order the emitter writes them. */
export const GENERATED_VALUES = ["CompiledMachine", "FAIL", "MORE", "matchLiteral", "matchSpace", "matchCapture", "indexOrEnd"] as const;
