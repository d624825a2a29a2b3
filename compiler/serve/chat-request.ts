/**
 * A `/v1/chat/completions` request read and checked field by field: every
 * mistake is a 400 naming its field (OpenAI's `param`) before anything runs,
 * so a bad request can only ever cost its own connection.
 */
import type { Tool, ToolChoice } from "../../runtime/index.js";
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
}

/**
 * Sampling fields every upstream kind's `/v1/completions` takes (OpenAI's, and vLLM's, SGLang's, llama.cpp's
 * and TGI's extensions; Qwen's recommended sampling sets top_k, min_p and repetition_penalty), with the
 * range each is checked against. Sent upstream as given.
 */
const SAMPLING: Record<string, { min: number; max: number; integer?: boolean }> = {
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
const INERT = new Set(["user", "metadata", "store", "service_tier", "safety_identifier", "prompt_cache_key", "stream_options", "modalities", "verbosity"]);

/** Fields read below, by the names clients send. */
const READ = new Set([
  "model",
  "messages",
  "tools",
  "tool_choice",
  "parallel_tool_calls",
  "stream",
  "n",
  "max_tokens",
  "max_completion_tokens",
  "temperature",
  "top_p",
  "seed",
  "stop",
  "chat_template_kwargs",
  "reasoning_effort",
  "response_format",
  "logit_bias",
  ...Object.keys(SAMPLING),
]);

const ROLES = new Set(["system", "developer", "user", "assistant", "tool"]);

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** Text content: a string, null, or an array of text parts (joined); anything else is refused. */
function text(v: unknown, param: string): string | null {
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

function optionalString(v: unknown, param: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string") throw badField(param, `${param} must be a string`);
  return v;
}

function number(v: unknown, param: string, min: number, max: number, integer = false): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "number" || !Number.isFinite(v) || (integer && !Number.isInteger(v)) || v < min || v > max) {
    throw badField(param, `${param} must be ${integer ? "an integer" : "a number"} from ${min} to ${max}`);
  }
  return v;
}

function boolean(v: unknown, param: string, fallback: boolean): boolean {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== "boolean") throw badField(param, `${param} must be true or false`);
  return v;
}

function toolCalls(v: unknown, param: string): TemplateMessage["tool_calls"] {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) throw badField(param, `${param} must be an array`);
  return v.map((c, i) => {
    const p = `${param}[${i}]`;
    if (!isObject(c) || !isObject(c.function) || typeof c.function.name !== "string" || c.function.name === "") {
      throw badField(p, `${p} must be {"id", "type": "function", "function": {"name", "arguments"}}`);
    }
    const raw = c.function.arguments ?? "{}";
    let args: unknown = raw;
    if (typeof raw === "string") {
      try {
        args = JSON.parse(raw === "" ? "{}" : raw);
      } catch {
        throw badField(`${p}.function.arguments`, `${p}.function.arguments must be a JSON object written as a string`);
      }
    }
    if (!isObject(args)) throw badField(`${p}.function.arguments`, `${p}.function.arguments must hold a JSON object`);
    return { id: typeof c.id === "string" ? c.id : `call_${i}`, type: "function" as const, function: { name: c.function.name, arguments: args } };
  });
}

function messages(v: unknown): TemplateMessage[] {
  if (!Array.isArray(v) || v.length === 0) throw badField("messages", "messages must be a non-empty array");
  return v.map((m, i) => {
    const p = `messages[${i}]`;
    if (!isObject(m)) throw badField(p, `${p} must be an object`);
    if (typeof m.role !== "string" || !ROLES.has(m.role)) throw badField(`${p}.role`, `${p}.role must be one of ${[...ROLES].join(", ")}`);
    // vLLM and SGLang hand templates "" for a null content (an assistant turn
    // that only calls tools); templates written for them test it as a string.
    const out: TemplateMessage = { role: m.role as TemplateMessage["role"], content: text(m.content, `${p}.content`) ?? "" };
    const name = optionalString(m.name, `${p}.name`);
    if (name !== undefined) out.name = name;
    if (m.role === "assistant") {
      const reasoning = optionalString(m.reasoning_content, `${p}.reasoning_content`) ?? optionalString(m.reasoning, `${p}.reasoning`);
      if (reasoning !== undefined) {
        out.reasoning_content = reasoning;
        out.reasoning = reasoning;
      }
      const calls = toolCalls(m.tool_calls, `${p}.tool_calls`);
      if (calls && calls.length > 0) out.tool_calls = calls;
    }
    if (m.role === "tool") {
      const id = optionalString(m.tool_call_id, `${p}.tool_call_id`);
      if (id === undefined) throw badField(`${p}.tool_call_id`, `${p}.tool_call_id is required for a tool message`);
      out.tool_call_id = id;
    }
    return out;
  });
}

function tools(v: unknown): Tool[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw badField("tools", "tools must be an array");
  const seen = new Set<string>();
  return v.map((t, i) => {
    const p = `tools[${i}]`;
    if (!isObject(t) || t.type !== "function" || !isObject(t.function)) throw badField(p, `${p} must be {"type": "function", "function": {"name", "parameters"}}`);
    const name = t.function.name;
    if (typeof name !== "string" || !/^[A-Za-z0-9_.:-]{1,128}$/.test(name))
      throw badField(`${p}.function.name`, `${p}.function.name must be 1 to 128 letters, digits, '_', '.', ':' or '-'`);
    if (seen.has(name)) throw badField(`${p}.function.name`, `two tools are named '${name}'`);
    seen.add(name);
    if (t.function.parameters !== undefined && !isObject(t.function.parameters))
      throw badField(`${p}.function.parameters`, `${p}.function.parameters must be a JSON schema object`);
    return t as unknown as Tool;
  });
}

/** tool_choice checked against the request's tools: a named tool must be one of them, and "required" needs some. */
function toolChoice(v: unknown, names: Set<string>): ToolChoice {
  if (v === undefined || v === null) return "auto";
  if (v === "auto" || v === "none") return v;
  if (v === "required") {
    if (names.size === 0) throw badField("tool_choice", 'tool_choice "required" needs tools');
    return v;
  }
  if (isObject(v) && v.type === "function" && isObject(v.function) && typeof v.function.name === "string") {
    if (!names.has(v.function.name)) throw badField("tool_choice", `tool_choice names '${v.function.name}', which is not among the request's tools`);
    return { type: "function", function: { name: v.function.name } };
  }
  if (isObject(v) && v.type === "allowed_tools" && isObject(v.allowed_tools) && Array.isArray(v.allowed_tools.tools)) {
    const mode = v.allowed_tools.mode ?? "auto";
    if (mode !== "auto" && mode !== "required") throw badField("tool_choice.allowed_tools.mode", 'tool_choice.allowed_tools.mode must be "auto" or "required"');
    // Listed as chat tools ({"type": "function", "function": {"name"}}) or, as Responses lists them, {"type": "function", "name"}.
    const listed = v.allowed_tools.tools.map((t: unknown) => {
      const tool = isObject(t) ? t : {};
      const name = isObject(tool.function) ? tool.function.name : tool.name;
      return typeof name === "string" ? name : undefined;
    });
    for (const [i, name] of listed.entries()) {
      if (name === undefined || !names.has(name))
        throw badField(`tool_choice.allowed_tools.tools[${i}]`, `tool_choice.allowed_tools.tools[${i}] must name one of the request's tools`);
    }
    return { type: "allowed_tools", allowed_tools: { mode, tools: listed.map((name) => ({ type: "function", function: { name } })) } };
  }
  throw badField("tool_choice", 'tool_choice must be "auto", "none", "required", {"type": "function", "function": {"name"}} or {"type": "allowed_tools", …}');
}

function stop(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  if (typeof v === "string") return [v];
  if (Array.isArray(v) && v.length <= 16 && v.every((s) => typeof s === "string" && s !== "")) return v as string[];
  throw badField("stop", "stop must be a string or an array of at most 16 non-empty strings");
}

/** Thinking as the caller asks for it: chat_template_kwargs' switches first, then reasoning_effort ("none" is off). */
function thinking(kwargs: Record<string, unknown>, effort: string | undefined): boolean | undefined {
  for (const key of ["enable_thinking", "thinking"]) {
    const v = kwargs[key];
    if (typeof v === "boolean") return v;
  }
  if (effort !== undefined) return effort !== "none";
  return undefined;
}

export function readChatRequest(body: unknown): ChatRequest {
  if (!isObject(body)) throw badField("body", "the request body must be a JSON object");
  if (typeof body.model !== "string" || body.model === "") throw badField("model", "model must be a non-empty string");
  const list = tools(body.tools);
  const names = new Set(list.map((t) => (t as unknown as { function: { name: string } }).function.name));
  for (const key of Object.keys(body)) {
    if (key === "logprobs" || key === "top_logprobs") {
      if (body[key] === undefined || body[key] === null || body[key] === false) continue;
      throw badField(
        key,
        `${key} is not supported: the upstream's completions report log probabilities per text piece, not per chat token, and this gateway does not translate them`,
      );
    }
    if (!READ.has(key) && !INERT.has(key)) throw badField(key, `unknown field '${key}': this gateway sends upstream only the fields it reads (docs/serve.md lists them)`);
  }
  // One choice per request.
  if (body.n !== undefined && body.n !== null && body.n !== 1) throw badField("n", "n must be 1: this gateway answers one choice per request");
  const kwargs = body.chat_template_kwargs ?? {};
  if (!isObject(kwargs)) throw badField("chat_template_kwargs", "chat_template_kwargs must be an object");
  const effort = optionalString(body.reasoning_effort, "reasoning_effort");
  const streamOptions = body.stream_options ?? {};
  if (!isObject(streamOptions)) throw badField("stream_options", "stream_options must be an object");
  const maxTokens = number(body.max_completion_tokens, "max_completion_tokens", 1, 1e9, true) ?? number(body.max_tokens, "max_tokens", 1, 1e9, true);
  const out: ChatRequest = {
    model: body.model,
    messages: messages(body.messages),
    tools: list,
    toolChoice: toolChoice(body.tool_choice, names),
    parallelToolCalls: boolean(body.parallel_tool_calls, "parallel_tool_calls", true),
    stream: boolean(body.stream, "stream", false),
    includeUsage: boolean(streamOptions.include_usage, "stream_options.include_usage", false),
    stop: stop(body.stop),
    templateVars: { ...kwargs, ...(effort !== undefined ? { reasoning_effort: effort } : {}) },
    sampling: sampling(body),
  };
  if (body.response_format !== undefined && body.response_format !== null) out.responseFormat = responseFormat(body.response_format);
  if (maxTokens !== undefined) out.maxTokens = maxTokens;
  const temperature = number(body.temperature, "temperature", 0, 2);
  if (temperature !== undefined) out.temperature = temperature;
  const topP = number(body.top_p, "top_p", 0, 1);
  if (topP !== undefined) out.topP = topP;
  const seed = number(body.seed, "seed", -(2 ** 53), 2 ** 53, true);
  if (seed !== undefined) out.seed = seed;
  const think = thinking(kwargs, effort);
  if (think !== undefined) out.thinking = think;
  return out;
}

function sampling(body: Record<string, unknown>): Record<string, unknown> {
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

function responseFormat(v: unknown): Record<string, unknown> {
  if (!isObject(v) || !["text", "json_object", "json_schema"].includes(v.type as string))
    throw badField("response_format", 'response_format must be {"type": "text"}, {"type": "json_object"} or {"type": "json_schema", "json_schema": {…}}');
  if (v.type === "json_schema" && (!isObject(v.json_schema) || !isObject(v.json_schema.schema)))
    throw badField("response_format.json_schema", "response_format.json_schema must hold a schema object");
  return v;
}
