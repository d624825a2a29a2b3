// The types of `dialectc-cli/load` (compiler/emit/dialect-file.ts), written by hand: the CLI package
// ships JavaScript only, and this is its one library entry.
import type { Dialect } from "dialectc/runtime";

/**
 * A dialect file as a dialect: a grammar (`.dialect`) or a response template (`.json`, or a
 * `tokenizer_config.json` holding one), run by the interpreter, or compiled to a machine first
 * with `engine: "generated"`. Pass it to `createParser`, `parseComplete`, `render`, `exportGrammar`.
 */
export declare function loadDialectFile(path: string, options?: { engine?: "interpreted" | "generated" }): Promise<Dialect>;
