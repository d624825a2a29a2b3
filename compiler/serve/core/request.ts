/**
 * What a request to any of the gateway's endpoints becomes: the messages as
 * chat templates take them, the tools, and what is sent upstream. The three
 * API readers (apis/) produce it; the generation (generation.ts) runs it.
 * The field checks they share live here: every mistake is a 400 naming its
 * field before anything runs.
 */
import type { Tool, ToolChoice } from "../../../runtime/compiler-api.js";
import { badField } from "./api-error.js";

/** A message as chat templates take it: content as text, reasoning under both names templates read. */
export interface TemplateMessage {
  role: "system" | "developer" | "user" | "assistant" | "tool";
  content: string | null;
  reasoning_content?: string;
  reasoning?: string;
  tool_calls?: { id: string; type: "function"; function: { name: string; arguments: Record<string, unknown> } }[];
  tool_call_id?: string;
  name?: string;
}

export interface ChatRequest {
  model: string;
  messages: TemplateMessage[];
  tools: Tool[];
  toolChoice: ToolChoice;
  parallelToolCalls: boolean;
  stream: boolean;
  includeUsage: boolean;
  maxTokens?: number;
  temperature?: number;
  topP?: number;
  stop: string[];
  seed?: number;
  /** thinking asked for through chat_template_kwargs or reasoning_effort; undefined: the template's default */
  thinking?: boolean;
  /** variables the caller passes to the template (chat_template_kwargs, reasoning_effort) */
  templateVars: Record<string, unknown>;
  /** sampling fields sent upstream as they came (presence_penalty, top_k, …), checked by `sampling` */
  sampling: Record<string, unknown>;
  /** `response_format`, for upstreams whose completions endpoint takes it */
  responseFormat?: Record<string, unknown>;
  /** tools the request lists that no model here can call (a hosted tool), left out and said so */
  skippedTools?: string[];
  /** the reasoning's budget in tokens (Anthropic's thinking.budget_tokens, chat's thinking_token_budget, Responses' reasoning.max_tokens) */
  reasoningBudget?: number;
  /** top-level fields the reader did not know, left out (`--ignore-unknown-fields`) and named in a header */
  ignoredFields?: string[];
  /** the API reports the prompt's tokens as its stream opens (Anthropic's message_start): count them first */
  promptTokensAtStart?: boolean;
}

/**
 * Sampling fields every upstream kind's `/v1/completions` takes (OpenAI's, and vLLM's, SGLang's, llama.cpp's
 * and TGI's extensions; Qwen's recommended sampling sets top_k, min_p and repetition_penalty), with the
 * range each is checked against. Sent upstream as given.
 */
export const SAMPLING: Record<string, { min: number; max: number; integer?: boolean }> = {
  presence_penalty: { min: -2, max: 2 },
  frequency_penalty: { min: -2, max: 2 },
  repetition_penalty: { min: 0, max: 10 },
  top_k: { min: -1, max: 1e6, integer: true },
  min_p: { min: 0, max: 1 },
};

/**
 * Fields a client may send that change nothing this gateway does (who is asking, what to store, a cache
 * hint): accepted and not sent upstream, as docs/serve.md lists. Every other field this reader does not
 * know is refused by name, never dropped in silence.
 */
export const INERT = new Set(["user", "metadata", "store", "service_tier", "safety_identifier", "prompt_cache_key", "stream_options", "modalities", "verbosity"]);

export const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** Text content: a string, null, or an array of text parts (joined); anything else is refused. */
export function text(v: unknown, param: string): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === "string") return v;
  if (Array.isArray(v)) {
    let out = "";
    for (const [i, part] of v.entries()) {
      if (!isObject(part) || part.type !== "text" || typeof part.text !== "string")
        throw badField(`${param}[${i}]`, `${param}[${i}] must be a text part ({"type": "text", "text": …}); this gateway passes text only`);
      out += part.text;
    }
    return out;
  }
  throw badField(param, `${param} must be a string, null or an array of text parts`);
}

export function optionalString(v: unknown, param: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string") throw badField(param, `${param} must be a string`);
  return v;
}

export function number(v: unknown, param: string, min: number, max: number, integer = false): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "number" || !Number.isFinite(v) || (integer && !Number.isInteger(v)) || v < min || v > max) {
    throw badField(param, `${param} must be ${integer ? "an integer" : "a number"} from ${min} to ${max}`);
  }
  return v;
}

export function boolean(v: unknown, param: string, fallback: boolean): boolean {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== "boolean") throw badField(param, `${param} must be true or false`);
  return v;
}

export function sampling(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, range] of Object.entries(SAMPLING)) {
    const v = number(body[key], key, range.min, range.max, range.integer === true);
    if (v !== undefined) out[key] = v;
  }
  if (body.logit_bias !== undefined && body.logit_bias !== null) {
    const bias = body.logit_bias;
    if (!isObject(bias) || !Object.values(bias).every((b) => typeof b === "number" && b >= -100 && b <= 100))
      throw badField("logit_bias", "logit_bias must map token ids to numbers from -100 to 100");
    out.logit_bias = bias;
  }
  return out;
}

export function responseFormat(v: unknown): Record<string, unknown> {
  if (!isObject(v) || !["text", "json_object", "json_schema"].includes(v.type as string))
    throw badField("response_format", 'response_format must be {"type": "text"}, {"type": "json_object"} or {"type": "json_schema", "json_schema": {…}}');
  if (v.type === "json_schema" && (!isObject(v.json_schema) || !isObject(v.json_schema.schema)))
    throw badField("response_format.json_schema", "response_format.json_schema must hold a schema object");
  return v;
}

/** How a reader treats what it does not know. */
export interface ReadOptions {
  /** a field the reader does not know is left out and named (the gateway's `--ignore-unknown-fields`), not refused */
  ignoreUnknown?: boolean;
}

/**
 * A field the API's reader neither sends upstream nor takes as inert: refused by name, never dropped in
 * silence — or, where the deployment ignores unknown fields, left out and named in `ignored`.
 */
export function refuseUnknown(key: string, read: ReadonlySet<string>, inert: ReadonlySet<string>, ignored?: string[]): void {
  if (read.has(key) || inert.has(key)) return;
  if (ignored) {
    ignored.push(key);
    return;
  }
  throw badField(key, `unknown field '${key}': this gateway sends upstream only the fields it reads (docs/serve.md lists them)`);
}

/** A tool's name, spelled as every API's tools must spell it. */
export function toolName(v: unknown, param: string): string {
  if (typeof v !== "string" || !/^[A-Za-z0-9_.:-]{1,128}$/.test(v)) throw badField(param, `${param} must be 1 to 128 letters, digits, '_', '.', ':' or '-'`);
  return v;
}

/** The names of a request's tools (chat-shaped, as every reader gives them). */
export function toolNames(tools: readonly Tool[]): Set<string> {
  return new Set(tools.map((t) => (t as unknown as { function: { name: string } }).function.name));
}
