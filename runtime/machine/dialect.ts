/**
 * A dialect as shipped in `generated/`: its IR, the ABI it was built for, and
 * the specialised engine the code generator emitted for it. The runtime
 * refuses a module built for another ABI instead of misreading it.
 */
import { ABI_VERSION, type DialectIR } from "../ir/ir.js";
import type { Engine, Sink } from "./sink.js";

export type EngineFactory = (sink: Sink, initialState: number, vocab?: Record<string, number>) => Engine;

export interface Dialect {
  name: string;
  abi: number;
  ir: DialectIR;
  /** the generated machine, when there is one */
  generated?: EngineFactory;
}

export function assertAbi(dialect: Dialect): void {
  if (dialect === null || typeof dialect !== "object" || !dialect.ir) {
    throw new TypeError(`dialectc: expected a dialect object, got ${JSON.stringify(dialect)}`);
  }
  if (dialect.abi !== ABI_VERSION || dialect.ir.abi !== ABI_VERSION) {
    throw new Error(
      `dialectc: dialect '${dialect.name}' was generated for runtime ABI ${dialect.abi}, but this runtime is ABI ${ABI_VERSION}; regenerate it with 'npx dialectc compile'`,
    );
  }
}
