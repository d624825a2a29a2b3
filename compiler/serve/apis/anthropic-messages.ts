/**
 * Anthropic Messages (`POST /v1/messages`), as Claude Code and the
 * `@anthropic-ai/sdk` client speak it: system, user and assistant turns of
 * text, `thinking`, `tool_use` and `tool_result` blocks, tools with an
 * `input_schema`, read into the chat messages templates take; the answer as
 * Anthropic's events (`message_start`, a `content_block_start`/`delta`/`stop`
 * per thinking, text or tool_use block, `message_delta` with the stop reason
 * and usage, `message_stop`) or one message; errors in Anthropic's shape.
 */
import type { Delta, Message, Tool, ToolChoice } from "../../../runtime/compiler-api.js";
import { badField, type ApiError } from "../core/api-error.js";
import { sseEvent, type AnswerEnd, type AnswerFormat, type AnswerMeta, type Api } from "../core/generation.js";
import { boolean, isObject, number, optionalString, refuseUnknown, toolName, toolNames, type ChatRequest, type ReadOptions, type TemplateMessage } from "../core/request.js";

/**
 * Fields that change nothing here, taken and not sent upstream: who is asking, a service tier, and
 * `context_management` (Claude Code's: edits Anthropic makes to the context it keeps; this gateway keeps
 * none, every request carries its whole conversation through the template).
 */
const INERT = new Set(["metadata", "service_tier", "context_management"]);
const READ = new Set([
  "model",
  "max_tokens",
  "messages",
  "system",
  "stop_sequences",
  "stream",
  "temperature",
  "top_p",
  "top_k",
  "tools",
  "tool_choice",
  "thinking",
  "output_config",
]);

export const MESSAGES_API: Api = {
  read: readMessagesRequest,
  idPrefix: "msg_",
  format: (meta) => messagesFormat(meta),
  errorBody: (e) => ({ type: "error", error: { type: errorType(e.status), message: e.message } }),
};

/** Anthropic's error type for a status. */
function errorType(status: number): string {
  if (status === 400 || status === 405) return "invalid_request_error";
  if (status === 401) return "authentication_error";
  if (status === 404) return "not_found_error";
  if (status === 413) return "request_too_large";
  if (status === 429) return "rate_limit_error";
  if (status === 503) return "overloaded_error";
  return "api_error";
}

/** A block list's text blocks joined; a string as it is; anything but text is refused by name. */
function blocksText(v: unknown, param: string): string {
  if (typeof v === "string") return v;
  if (!Array.isArray(v)) throw badField(param, `${param} must be a string or an array of text blocks`);
  return v
    .map((b, i) => {
      if (!isObject(b) || b.type !== "text" || typeof b.text !== "string") throw badField(`${param}[${i}]`, `${param}[${i}] must be a text block; this gateway passes text only`);
      return b.text;
    })
    .join("");
}

/** One Anthropic turn as chat messages: a user turn's tool results become tool messages, before its text. */
function turn(m: unknown, i: number): TemplateMessage[] {
  const p = `messages[${i}]`;
  if (!isObject(m) || (m.role !== "user" && m.role !== "assistant" && m.role !== "system")) throw badField(`${p}.role`, `${p}.role must be user, assistant or system`);
  // A system turn among the messages (Claude Code sends them) goes to the template as one.
  if (m.role === "system") return [{ role: "system", content: blocksText(m.content, `${p}.content`) }];
  const blocks: unknown[] = typeof m.content === "string" ? [{ type: "text", text: m.content }] : Array.isArray(m.content) ? m.content : [];
  if (typeof m.content !== "string" && !Array.isArray(m.content)) throw badField(`${p}.content`, `${p}.content must be a string or an array of blocks`);
  let text = "";
  let thinking = "";
  const calls: NonNullable<TemplateMessage["tool_calls"]> = [];
  const results: TemplateMessage[] = [];
  for (const [j, b] of blocks.entries()) {
    const q = `${p}.content[${j}]`;
    if (!isObject(b)) throw badField(q, `${q} must be a block`);
    if (b.type === "text" && typeof b.text === "string") text += b.text;
    else if (m.role === "assistant" && b.type === "thinking" && typeof b.thinking === "string") thinking += b.thinking;
    else if (m.role === "assistant" && b.type === "redacted_thinking")
      continue; // nothing a template can write
    else if (m.role === "assistant" && b.type === "tool_use") {
      if (typeof b.id !== "string" || typeof b.name !== "string" || !isObject(b.input)) throw badField(q, `${q} must be {"type": "tool_use", "id", "name", "input": {…}}`);
      calls.push({ id: b.id, type: "function", function: { name: b.name, arguments: b.input } });
    } else if (m.role === "user" && b.type === "tool_result") {
      const id = optionalString(b.tool_use_id, `${q}.tool_use_id`);
      if (id === undefined) throw badField(`${q}.tool_use_id`, `${q}.tool_use_id is required`);
      const content = b.content === undefined ? "" : blocksText(b.content, `${q}.content`);
      results.push({ role: "tool", tool_call_id: id, content: b.is_error === true ? `Error: ${content}` : content });
    } else throw badField(`${q}.type`, `${q} is a ${String(b.type)} block, which this gateway does not pass (text, thinking, tool_use and tool_result only)`);
  }
  if (m.role === "user") return [...results, ...(text !== "" || results.length === 0 ? [{ role: "user" as const, content: text }] : [])];
  const out: TemplateMessage = { role: "assistant", content: text };
  if (thinking !== "") [out.reasoning_content, out.reasoning] = [thinking, thinking];
  if (calls.length > 0) out.tool_calls = calls;
  return [out];
}

function tools(v: unknown): Tool[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw badField("tools", "tools must be an array");
  return v.map((t, i) => {
    const p = `tools[${i}]`;
    if (!isObject(t)) throw badField(p, `${p} must be a tool`);
    if (t.type !== undefined && t.type !== "custom")
      throw badField(`${p}.type`, `${p} is Anthropic's server tool ${String(t.type)}, which runs at Anthropic; this gateway runs custom tools only`);
    const name = toolName(t.name, `${p}.name`);
    if (!isObject(t.input_schema)) throw badField(`${p}.input_schema`, `${p}.input_schema must be a JSON schema object`);
    return { type: "function", function: { name, ...(typeof t.description === "string" ? { description: t.description } : {}), parameters: t.input_schema } } as Tool;
  });
}

function toolChoice(v: unknown, names: Set<string>): { choice: ToolChoice; parallel: boolean } {
  if (v === undefined || v === null) return { choice: "auto", parallel: true };
  if (!isObject(v)) throw badField("tool_choice", 'tool_choice must be {"type": "auto" | "any" | "tool" | "none"}');
  const parallel = !boolean(v.disable_parallel_tool_use, "tool_choice.disable_parallel_tool_use", false);
  if (v.type === "auto") return { choice: "auto", parallel };
  if (v.type === "none") return { choice: "none", parallel };
  if (v.type === "any") {
    if (names.size === 0) throw badField("tool_choice", 'tool_choice "any" needs tools');
    return { choice: "required", parallel };
  }
  if (v.type === "tool" && typeof v.name === "string") {
    if (!names.has(v.name)) throw badField("tool_choice.name", `tool_choice names '${v.name}', which is not among the request's tools`);
    return { choice: { type: "function", function: { name: v.name } }, parallel };
  }
  throw badField("tool_choice", 'tool_choice must be {"type": "auto" | "any" | "tool" | "none"}');
}

function readMessagesRequest(body: unknown, options: ReadOptions = {}): ChatRequest {
  if (!isObject(body)) throw badField("body", "the request body must be a JSON object");
  const ignored: string[] | undefined = options.ignoreUnknown ? [] : undefined;
  for (const key of Object.keys(body)) refuseUnknown(key, READ, INERT, ignored);
  if (typeof body.model !== "string" || body.model === "") throw badField("model", "model must be a non-empty string");
  const maxTokens = number(body.max_tokens, "max_tokens", 1, 1e9, true);
  if (maxTokens === undefined) throw badField("max_tokens", "max_tokens is required");
  if (!Array.isArray(body.messages) || body.messages.length === 0) throw badField("messages", "messages must be a non-empty array");
  const list = tools(body.tools);
  const names = toolNames(list);
  const { choice, parallel } = toolChoice(body.tool_choice, names);
  const system = body.system === undefined || body.system === null ? "" : blocksText(body.system, "system");
  const stops = body.stop_sequences ?? [];
  if (!Array.isArray(stops) || stops.length > 16 || !stops.every((s) => typeof s === "string" && s !== ""))
    throw badField("stop_sequences", "stop_sequences must be an array of at most 16 non-empty strings");
  const out: ChatRequest = {
    model: body.model,
    messages: [...(system !== "" ? [{ role: "system" as const, content: system }] : []), ...body.messages.flatMap(turn)],
    tools: list,
    toolChoice: choice,
    parallelToolCalls: parallel,
    stream: boolean(body.stream, "stream", false),
    includeUsage: true,
    maxTokens,
    stop: stops as string[],
    templateVars: {},
    sampling: {},
    promptTokensAtStart: true,
  };
  const temperature = number(body.temperature, "temperature", 0, 1);
  if (temperature !== undefined) out.temperature = temperature;
  const topP = number(body.top_p, "top_p", 0, 1);
  if (topP !== undefined) out.topP = topP;
  const topK = number(body.top_k, "top_k", 0, 1e6, true);
  if (topK !== undefined) out.sampling.top_k = topK;
  if (body.thinking !== undefined && body.thinking !== null) {
    if (!isObject(body.thinking) || !["enabled", "disabled", "adaptive"].includes(body.thinking.type as string))
      throw badField("thinking.type", 'thinking must be {"type": "enabled", "budget_tokens"}, {"type": "adaptive"} or {"type": "disabled"}');
    out.thinking = body.thinking.type !== "disabled";
    if (body.thinking.type === "enabled" && body.thinking.budget_tokens !== undefined)
      out.reasoningBudget = number(body.thinking.budget_tokens, "thinking.budget_tokens", 1, 1e9, true)!;
  }
  if (body.output_config !== undefined && body.output_config !== null) outputConfig(body.output_config, out);
  if (ignored?.length) out.ignoredFields = ignored;
  return out;
}

/** `output_config`: the effort (passed to the template as `reasoning_effort`, as chat's is) and a JSON output format. */
function outputConfig(v: unknown, out: ChatRequest): void {
  if (!isObject(v)) throw badField("output_config", "output_config must be an object");
  for (const key of Object.keys(v)) if (key !== "effort" && key !== "format") throw badField(`output_config.${key}`, `unknown field 'output_config.${key}'`);
  const effort = optionalString(v.effort, "output_config.effort");
  if (effort !== undefined) out.templateVars.reasoning_effort = effort;
  if (v.format !== undefined && v.format !== null) {
    if (!isObject(v.format) || v.format.type !== "json_schema" || !isObject(v.format.schema))
      throw badField("output_config.format", 'output_config.format must be {"type": "json_schema", "schema": {…}}');
    out.responseFormat = { type: "json_schema", json_schema: { name: "output", schema: v.format.schema } };
  }
}

/** Anthropic's stop reason for how the answer ended. */
function stopReason(end: AnswerEnd): string {
  if (end.finish === "tool_calls") return "tool_use";
  if (end.finish === "length") return "max_tokens";
  return end.stopSequence !== null ? "stop_sequence" : "end_turn";
}

const usageOf = (end: AnswerEnd) => ({ input_tokens: end.usage?.prompt_tokens ?? 0, output_tokens: end.usage?.completion_tokens ?? 0 });

/** A call's arguments as a tool_use input: the object, or what the model wrote in its place under "arguments". */
function input(args: string): Record<string, unknown> {
  try {
    const v = JSON.parse(args) as unknown;
    if (isObject(v)) return v;
  } catch {
    // kept below as written
  }
  return { arguments: args };
}

function messagesFormat(meta: AnswerMeta): AnswerFormat {
  const message = { id: meta.id, type: "message", role: "assistant", model: meta.model };
  /** the block being written: its kind, its index, and for a tool_use block the call's index */
  let open: { kind: "thinking" | "text" | "tool_use"; index: number; call: number } | null = null;
  let blocks = 0;
  const start = (kind: "thinking" | "text" | "tool_use", block: Record<string, unknown>, call = -1): string => {
    const out = stop() + sseEvent("content_block_start", { index: blocks, content_block: block });
    open = { kind, index: blocks++, call };
    return out;
  };
  const stop = (): string => {
    if (open === null) return "";
    const out = sseEvent("content_block_stop", { index: open.index });
    open = null;
    return out;
  };
  return {
    open: () =>
      sseEvent("message_start", {
        message: { ...message, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: meta.promptTokens ?? 0, output_tokens: 0 } },
      }),
    delta(d: Delta) {
      let out = "";
      const reasoning = d.reasoning ?? d.reasoning_content;
      if (reasoning) {
        if (open?.kind !== "thinking") out += start("thinking", { type: "thinking", thinking: "", signature: "" });
        out += blockDelta(open!.index, "thinking_delta", "thinking", reasoning);
      }
      if (d.content) {
        if (open?.kind !== "text") out += start("text", { type: "text", text: "" });
        out += blockDelta(open!.index, "text_delta", "text", d.content);
      }
      for (const c of d.tool_calls ?? []) {
        if (open?.kind !== "tool_use" || open.call !== c.index)
          out += start("tool_use", { type: "tool_use", id: c.id ?? `toolu_${c.index}`, name: c.function?.name ?? "", input: {} }, c.index);
        const args = c.function?.arguments;
        if (args) out += blockDelta(open!.index, "input_json_delta", "partial_json", args);
      }
      return out;
    },
    close: (end: AnswerEnd) =>
      stop() + sseEvent("message_delta", { delta: { stop_reason: stopReason(end), stop_sequence: end.stopSequence }, usage: usageOf(end) }) + sseEvent("message_stop", {}),
    whole: (m: Message, end: AnswerEnd) => {
      const reasoning = m.reasoning ?? m.reasoning_content;
      return {
        ...message,
        content: [
          ...(reasoning ? [{ type: "thinking", thinking: reasoning, signature: "" }] : []),
          ...(m.content ? [{ type: "text", text: m.content }] : []),
          ...m.tool_calls.map((c) => ({ type: "tool_use", id: c.id, name: c.name, input: input(c.arguments) })),
        ],
        stop_reason: stopReason(end),
        stop_sequence: end.stopSequence,
        usage: usageOf(end),
      };
    },
    errorEvent: (e: ApiError) => sseEvent("error", { error: { type: errorType(e.status), message: e.message } }),
  };
}

/**
 * A `content_block_delta` event, byte for byte as `sseEvent` writes it, without building the object: a stream
 * writes one per token (test/serve/event-lines.spec.ts compares the two).
 */
export function blockDelta(index: number, type: "thinking_delta" | "text_delta" | "input_json_delta", field: "thinking" | "text" | "partial_json", value: string): string {
  return `event: content_block_delta\ndata: {"type":"content_block_delta","index":${index},"delta":{"type":"${type}","${field}":${JSON.stringify(value)}}}\n\n`;
}
