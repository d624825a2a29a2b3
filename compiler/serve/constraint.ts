/**
 * `--constrain`: the request's tools exported as a grammar, in the field the
 * upstream reads. llama.cpp's server takes GBNF (`grammar`, `grammar_lazy`,
 * `grammar_triggers`, `preserved_tokens`); vLLM takes a structural tag under
 * `structured_outputs.structural_tag` (JSON text, vLLM 0.10.2 and later);
 * SGLang under `response_format` of type `structural_tag`. A plain OpenAI
 * completions endpoint has no such field, so it cannot be constrained.
 */
import { type Dialect, type Tool, type ToolChoice, ExportError, exportGrammarFor } from "../../runtime/compiler-api.js";

export const UPSTREAM_KINDS = ["vllm", "sglang", "llamacpp", "openai"] as const;
export type UpstreamKind = (typeof UPSTREAM_KINDS)[number];

/**
 * The fields that constrain this request's output, or null when there is
 * nothing to constrain (no tools, tool_choice "none") or the dialect cannot
 * say these calls as a grammar (then the request runs unconstrained and the
 * parser still reads the calls).
 */
export function constraintFields(kind: UpstreamKind, dialect: Dialect, tools: readonly Tool[], choice: ToolChoice, thinking: boolean): Record<string, unknown> | null {
  if (kind === "openai" || tools.length === 0 || choice === "none") return null;
  const options = { tools, toolChoice: choice, thinking };
  try {
    if (kind === "llamacpp") return { ...exportGrammarFor(dialect, { ...options, format: "gbnf" }) };
    const tag = exportGrammarFor(dialect, { ...options, format: "structural_tag" });
    return kind === "vllm" ? { structured_outputs: { structural_tag: JSON.stringify(tag) } } : { response_format: tag };
  } catch (e) {
    if (e instanceof ExportError) return null;
    throw e;
  }
}

/** Why `--constrain` cannot be used with this dialect and upstream, or null when it can. */
export function cannotConstrain(kind: UpstreamKind, dialect: Dialect): string | null {
  if (kind === "openai") return "a plain OpenAI completions endpoint takes no grammar; pick --upstream-kind vllm, sglang or llamacpp";
  const probe: Tool[] = [{ type: "function", function: { name: "probe", parameters: { type: "object", properties: { q: { type: "string" } } } } } as Tool];
  try {
    exportGrammarFor(dialect, { tools: probe, format: kind === "llamacpp" ? "gbnf" : "structural_tag" });
    return null;
  } catch (e) {
    if (e instanceof ExportError) return e.message.replace(/^dialectc: /, "");
    throw e;
  }
}
