/**
 * A dialect as the runtime takes it: a module's record (its IR, the ABI it
 * was built for, the specialised engine the code generator emitted), checked
 * against the ABIs this runtime reads, or one built from an IR at run time
 * for the interpreter. The record's shape is part of the generated-code
 * contract (`generated-abi.ts`).
 */
import type { DialectIR } from "../ir/ir.js";
import { ABI_VERSION, MIN_ABI_VERSION, type Dialect } from "./generated-abi.js";
import { DialectcAbiError, DialectcUsageError } from "../errors.js";

export type { Dialect, EngineFactory } from "./generated-abi.js";

/** A dialect the interpreter runs, from an IR lowered by this compiler (no generated machine). */
export function interpretedDialect(ir: DialectIR): Dialect {
  return { name: ir.name, abi: ABI_VERSION, ir };
}

/** The ABIs this runtime reads, as its refusal says them: "7", or "6 to 7". */
export function abiRange(min: number = MIN_ABI_VERSION, max: number = ABI_VERSION): string {
  return min === max ? `${max}` : `${min} to ${max}`;
}

/**
 * Throws unless `dialect` is a dialect record whose module (and IR) were
 * generated for an ABI this runtime reads: MIN_ABI_VERSION to ABI_VERSION.
 */
export function assertAbi(dialect: Dialect, min: number = MIN_ABI_VERSION, max: number = ABI_VERSION): void {
  if (dialect === null || typeof dialect !== "object" || !dialect.ir) {
    throw new DialectcUsageError(`expected a dialect object, got ${JSON.stringify(dialect)}`);
  }
  const reads = (abi: unknown) => typeof abi === "number" && abi >= min && abi <= max;
  if (!reads(dialect.abi) || !reads(dialect.ir.abi)) {
    const stamp = reads(dialect.abi) ? dialect.ir.abi : dialect.abi;
    throw new DialectcAbiError(
      `dialect '${dialect.name}' was generated for runtime ABI ${stamp}, but this runtime reads ABI ${abiRange(min, max)}; regenerate it with 'npx dialectc compile'`,
    );
  }
}
