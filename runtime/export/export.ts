/**
 * Constrained decoding from the grammar: what a server hands vLLM or SGLang
 * (an xgrammar structural tag) or llama.cpp (GBNF with lazy triggers) so a
 * model writes its own call syntax with arguments that follow each tool's
 * JSON schema.
 *
 * Nothing is written per dialect. Each tool's call is rendered once (with a
 * sample of its arguments) and `render` reports what the text is made of:
 * markers, the name, the arguments object, each parameter's value. Those
 * pieces become grammar rules: markers are literals (optional whitespace
 * between them, as the parser allows), the arguments object follows the
 * schema (types, required keys, enums, nesting), a raw parameter value is any
 * text that does not contain the marker that closes it, a typed one follows
 * its property's schema. The call's first marker is the trigger: free text
 * before it never contains it.
 *
 * Here: the entry and its checks (the options and the error: `export-options.ts`). `layout.ts` reads the calls
 * (`shapes.ts`, `call-rules.ts`); `gbnf-export.ts` and `tag-export.ts`
 * (with `structural-tag.ts`) compose each format from what it read.
 */
import type { Dialect } from "../machine/dialect.js";
import { callStates } from "../ir/regions.js";
import { checkTools } from "../args/schema.js";
import { ExportError, type ExportOptions } from "./export-options.js";
import { CallLayout } from "./layout.js";
import { gbnfExport, type GbnfExport } from "./gbnf-export.js";
import { structuralTagExport, type StructuralTagExport } from "./tag-export.js";
import { DialectcUsageError } from "../errors.js";

export { LLAMA_TRIGGER_PATTERN_FULL, LLAMA_TRIGGER_WORD, type GbnfExport } from "./gbnf-export.js";
export type { StructuralTagExport } from "./tag-export.js";

export { ExportError, type ExportOptions, type ExportToolChoice } from "./export-options.js";

export function exportGrammarFor(dialect: Dialect, options: ExportOptions & { format: "gbnf" }): GbnfExport;
export function exportGrammarFor(dialect: Dialect, options: ExportOptions & { format?: "structural_tag" }): StructuralTagExport;
export function exportGrammarFor(dialect: Dialect, options: ExportOptions): StructuralTagExport | GbnfExport;
export function exportGrammarFor(dialect: Dialect, options: ExportOptions): StructuralTagExport | GbnfExport {
  if (options === null || typeof options !== "object") throw new DialectcUsageError("exportGrammar takes options: {tools, toolChoice?, thinking?, format?}");
  checkTools(options.tools);
  if (options.format !== undefined && options.format !== "structural_tag" && options.format !== "gbnf") {
    throw new DialectcUsageError(`format must be "structural_tag" or "gbnf", not ${JSON.stringify(options.format)}`);
  }
  const ir = dialect.ir;
  if (!callStates(ir).includes(1)) throw new ExportError(ir.name, "the dialect writes no tool calls");
  const layout = new CallLayout(dialect, options);
  return options.format === "gbnf" ? gbnfExport(layout) : structuralTagExport(layout);
}
