/**
 * The one reader of a request's tool_choice, in every shape the APIs send
 * it (Chat Completions, Responses, `allowed_tools`, the AI SDK's): what the
 * parser surfaces and what an exported grammar forces both start here.
 */
import { DialectcInputError } from "./errors.js";

export type ToolChoice =
  | "auto"
  | "none"
  | "required"
  | { type: "function"; function: { name: string } }
  | { type: "function"; name: string }
  | { type: "custom"; custom: { name: string } }
  | { type: "allowed_tools"; allowed_tools: { mode: "auto" | "required"; tools: readonly { readonly [key: string]: unknown }[] } }
  | { type: "tool"; toolName: string }
  | { type: "auto" | "none" | "required" };

export interface ToolChoiceRead {
  /** no calls at all */
  none: boolean;
  /** at least one call */
  required: boolean;
  /** only these tools' calls (one name: that tool's call) */
  only?: string[];
}

/** A tool's name in any shape a request lists a tool or a tool choice in: the one tool-name reader. */
export function toolNameIn(tool: unknown): string | undefined {
  const t = tool as { function?: { name?: unknown }; custom?: { name?: unknown }; name?: unknown; toolName?: unknown } | null;
  const name = t?.function?.name ?? t?.custom?.name ?? t?.name ?? t?.toolName;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/** What a tool_choice asks for; a TypeError names a shape it is not. */
export function readToolChoice(choice: unknown): ToolChoiceRead {
  if (choice === undefined || choice === "auto") return { none: false, required: false };
  if (choice === "required") return { none: false, required: true };
  if (choice === "none") return { none: true, required: false };
  if (choice !== null && typeof choice === "object") {
    const c = choice as { type?: unknown; allowed_tools?: { mode?: unknown; tools?: unknown } };
    if (c.type === "auto" || c.type === "required") return { none: false, required: c.type === "required" };
    if (c.type === "none") return { none: true, required: false };
    if (c.type === "allowed_tools" && Array.isArray(c.allowed_tools?.tools)) {
      const names = c.allowed_tools.tools.map(toolNameIn);
      if (names.every((n) => n !== undefined)) return { none: false, required: c.allowed_tools.mode === "required", only: names as string[] };
    }
    const name = c.type === "function" || c.type === "custom" || c.type === "tool" ? toolNameIn(choice) : undefined;
    // A named tool is a call that must come.
    if (name !== undefined) return { none: false, required: true, only: [name] };
  }
  throw new DialectcInputError(`toolChoice must be "auto", "none", "required", allowed tools or a named tool, not ${JSON.stringify(choice)}`);
}
