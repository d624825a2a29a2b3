/**
 * What grammar export takes and how it fails: the options and the error.
 * A leaf that every export module imports, so none imports the entry
 * (`export.ts`) back.
 */
import type { Tool } from "../args/schema.js";
import type { ToolChoice } from "../tool-choice.js";
import { DialectcError } from "../errors.js";

/** A request's tool_choice in any shape the parser reads, or a tool's bare name. */
export type ExportToolChoice = ToolChoice | string;

export interface ExportOptions {
  tools: readonly Tool[];
  /** "auto" (default): calls wherever the trigger appears; "required": at least one; a named tool: exactly that tool's call; allowed tools: only theirs */
  toolChoice?: ExportToolChoice;
  format?: "structural_tag" | "gbnf";
  /** whether the output starts in reasoning (free text up to its end marker); the dialect's default when absent */
  thinking?: boolean;
  /** false: one call at most (a request's parallel_tool_calls: false); calls may follow one another by default */
  parallel?: boolean;
}

export class ExportError extends DialectcError {
  constructor(dialect: string, why: string) {
    super(`cannot export a grammar for ${dialect}: ${why}`);
    this.name = "ExportError";
  }
}
