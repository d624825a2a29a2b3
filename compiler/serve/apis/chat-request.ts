/**
 * A `/v1/chat/completions` request read and checked field by field: every
 * mistake is a 400 naming its field (OpenAI's `param`) before anything runs,
 * so a bad request can only ever cost its own connection.
 */
import type { Tool, ToolChoice } from "../../../runtime/compiler-api.js";
import { parseJsonAsPython } from "../../jinja/index.js";
import { badField } from "../core/api-error.js";
import {
  boolean,
  INERT,
  isObject,
  number,
  optionalString,
  refuseUnknown,
  responseFormat,
  sampling,
  SAMPLING,
  text,
  toolName,
  toolNames,
  type ChatRequest,
  type ReadOptions,
  type TemplateMessage,
} from "../core/request.js";

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
  "thinking_token_budget",
  "response_format",
  "logit_bias",
  ...Object.keys(SAMPLING),
]);

const ROLES = new Set(["system", "developer", "user", "assistant", "tool"]);

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
        args = parseJsonAsPython(raw === "" ? "{}" : raw);
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
    const name = toolName(t.function.name, `${p}.function.name`);
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

export function readChatRequest(body: unknown, options: ReadOptions = {}): ChatRequest {
  if (!isObject(body)) throw badField("body", "the request body must be a JSON object");
  if (typeof body.model !== "string" || body.model === "") throw badField("model", "model must be a non-empty string");
  const list = tools(body.tools);
  const names = toolNames(list);
  const ignored: string[] | undefined = options.ignoreUnknown ? [] : undefined;
  for (const key of Object.keys(body)) {
    if (key === "logprobs" || key === "top_logprobs") {
      if (body[key] === undefined || body[key] === null || body[key] === false) continue;
      throw badField(
        key,
        `${key} is not supported: the upstream's completions report log probabilities per text piece, not per chat token, and this gateway does not translate them`,
      );
    }
    refuseUnknown(key, READ, INERT, ignored);
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
  // vLLM's own field for a reasoning budget in tokens.
  const reasoningBudget = number(body.thinking_token_budget, "thinking_token_budget", 1, 1e9, true);
  if (reasoningBudget !== undefined) out.reasoningBudget = reasoningBudget;
  if (ignored?.length) out.ignoredFields = ignored;
  const think = thinking(kwargs, effort);
  if (think !== undefined) out.thinking = think;
  return out;
}
