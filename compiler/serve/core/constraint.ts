/**
 * `--constrain`: the request's tools exported as a grammar, in the field the
 * upstream reads. llama.cpp's server takes GBNF (`grammar`, `grammar_lazy`,
 * `grammar_triggers`, `preserved_tokens`); vLLM takes a structural tag under
 * `structured_outputs.structural_tag` (JSON text, vLLM 0.10.2 and later);
 * SGLang under `response_format` of type `structural_tag`. A plain OpenAI
 * completions endpoint has no such field, so it cannot be constrained.
 *
 * A request's `tool_choice` "required" or a named tool is enforced this way
 * whether or not the gateway runs with `--constrain` (which constrains every
 * request with tools); where it cannot be (the plain kind, or a dialect whose
 * calls cannot be said as a grammar) the request is refused, never answered
 * as if it had been. `parallel_tool_calls: false` makes the grammar one call.
 */
import { type Dialect, type Tool, type ToolChoice, ExportError, exportGrammarFor } from "../../../runtime/compiler-api.js";

export const UPSTREAM_KINDS = ["vllm", "sglang", "llamacpp", "openai"] as const;
export type UpstreamKind = (typeof UPSTREAM_KINDS)[number];

/**
 * The fields that constrain this request's output, or null when there is
 * nothing to constrain (no tools, tool_choice "none") or the dialect cannot
 * say these calls as a grammar (then the request runs unconstrained and the
 * parser still reads the calls).
 */
export function constraintFields(
  kind: UpstreamKind,
  dialect: Dialect,
  tools: readonly Tool[],
  choice: ToolChoice,
  thinking: boolean,
  parallel = true,
): Record<string, unknown> | null {
  const fields = constraintOrWhy(kind, dialect, tools, choice, thinking, parallel);
  return typeof fields === "string" ? null : fields;
}

/** The constraint's fields; null where there is nothing to constrain; why not, where it cannot be said. */
export function constraintOrWhy(
  kind: UpstreamKind,
  dialect: Dialect,
  tools: readonly Tool[],
  choice: ToolChoice,
  thinking: boolean,
  parallel = true,
): Record<string, unknown> | null | string {
  if (tools.length === 0 || choice === "none") return null;
  if (kind === "openai") return "a plain OpenAI completions endpoint takes no grammar (serve a vllm, sglang or llamacpp upstream)";
  const options = { tools, toolChoice: choice, thinking, parallel };
  try {
    if (kind === "llamacpp") return { ...exportGrammarFor(dialect, { ...options, format: "gbnf" }) };
    const tag = exportGrammarFor(dialect, { ...options, format: "structural_tag" });
    return kind === "vllm" ? { structured_outputs: { structural_tag: JSON.stringify(tag) } } : { response_format: tag };
  } catch (e) {
    if (e instanceof ExportError) return e.detail;
    throw e;
  }
}

/** Whether a tool_choice obliges the model to call (so it must be enforced, not only surfaced). */
export function obliges(choice: ToolChoice): boolean {
  if (choice === "required") return true;
  if (typeof choice !== "object") return false;
  return choice.type !== "allowed_tools" || choice.allowed_tools.mode === "required";
}

/** Why `--constrain` cannot be used with this dialect and upstream, or null when it can. */
export function cannotConstrain(kind: UpstreamKind, dialect: Dialect): string | null {
  if (kind === "openai") return "a plain OpenAI completions endpoint takes no grammar; pick --upstream-kind vllm, sglang or llamacpp";
  const probe: Tool[] = [{ type: "function", function: { name: "probe", parameters: { type: "object", properties: { q: { type: "string" } } } } } as Tool];
  try {
    exportGrammarFor(dialect, { tools: probe, format: kind === "llamacpp" ? "gbnf" : "structural_tag" });
    return null;
  } catch (e) {
    if (e instanceof ExportError) return e.detail;
    throw e;
  }
}
