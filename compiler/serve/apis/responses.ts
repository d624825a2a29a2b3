/**
 * OpenAI Responses (`POST /v1/responses`), as Codex and the `openai`
 * client's `responses` speak it, stateless: `instructions` and `input` items
 * (messages, `function_call`, `function_call_output`, `reasoning`) read into
 * the chat messages templates take; the answer as Responses events (an
 * output item per reasoning, message or function call, with their deltas,
 * then `response.completed` holding the whole response) or one response.
 * Nothing is stored, so `previous_response_id` is refused.
 */
import type { Delta, Message, Tool, ToolChoice } from "../../../runtime/compiler-api.js";
import { parseJsonAsPython } from "../../jinja/index.js";
import { badField, type ApiError } from "../core/api-error.js";
import { sseEvent, type AnswerEnd, type AnswerFormat, type AnswerMeta, type Api } from "../core/generation.js";
import {
  boolean,
  isObject,
  number,
  optionalString,
  refuseUnknown,
  toolName,
  toolNames,
  responseFormat,
  type ChatRequest,
  type ReadOptions,
  type TemplateMessage,
} from "../core/request.js";

/** Fields that change nothing here (storage, caching, who is asking: Codex's client_metadata): taken, not sent upstream. */
const INERT = new Set(["store", "include", "metadata", "client_metadata", "user", "service_tier", "prompt_cache_key", "safety_identifier", "truncation", "stream_options"]);
const READ = new Set([
  "model",
  "input",
  "instructions",
  "tools",
  "tool_choice",
  "parallel_tool_calls",
  "max_output_tokens",
  "temperature",
  "top_p",
  "stream",
  "reasoning",
  "text",
  "previous_response_id",
]);

export const RESPONSES_API: Api = {
  read: readResponsesRequest,
  idPrefix: "resp_",
  format: (meta, request) => responsesFormat(meta, request),
  errorBody: (e) => e.body(),
};

/** A message's content: a string, or input/output text parts joined. */
function partsText(v: unknown, param: string): string {
  if (typeof v === "string") return v;
  if (!Array.isArray(v)) throw badField(param, `${param} must be a string or an array of text parts`);
  return v
    .map((part, i) => {
      if (!isObject(part) || !["input_text", "output_text", "text"].includes(part.type as string) || typeof part.text !== "string")
        throw badField(`${param}[${i}]`, `${param}[${i}] must be a text part; this gateway passes text only`);
      return part.text;
    })
    .join("");
}

/** The input items as chat messages: consecutive reasoning, assistant text and function calls are one assistant turn. */
function messages(input: unknown, instructions: string | undefined): TemplateMessage[] {
  const out: TemplateMessage[] = instructions ? [{ role: "system", content: instructions }] : [];
  if (typeof input === "string") return [...out, { role: "user", content: input }];
  if (!Array.isArray(input) || input.length === 0) throw badField("input", "input must be a string or a non-empty array of items");
  let assistant: TemplateMessage | null = null;
  const turn = (): TemplateMessage => {
    if (!assistant) out.push((assistant = { role: "assistant", content: "" }));
    return assistant;
  };
  for (const [i, item] of input.entries()) {
    const p = `input[${i}]`;
    if (!isObject(item)) throw badField(p, `${p} must be an item`);
    const type = item.type ?? "message";
    if (type === "message" && item.role === "assistant") turn().content += partsText(item.content, `${p}.content`);
    else if (type === "message") {
      if (!["user", "system", "developer"].includes(item.role as string)) throw badField(`${p}.role`, `${p}.role must be user, system, developer or assistant`);
      assistant = null;
      out.push({ role: item.role as TemplateMessage["role"], content: partsText(item.content, `${p}.content`) });
    } else if (type === "reasoning") {
      const parts = [...(Array.isArray(item.content) ? item.content : []), ...(Array.isArray(item.summary) && !Array.isArray(item.content) ? item.summary : [])];
      const text = parts.map((s: unknown) => (isObject(s) && typeof s.text === "string" ? s.text : "")).join("");
      const t = turn();
      [t.reasoning_content, t.reasoning] = [(t.reasoning_content ?? "") + text, (t.reasoning ?? "") + text];
    } else if (type === "function_call") {
      const name = optionalString(item.name, `${p}.name`);
      const id = optionalString(item.call_id, `${p}.call_id`);
      if (name === undefined || id === undefined) throw badField(p, `${p} must be {"type": "function_call", "call_id", "name", "arguments"}`);
      let args: unknown;
      try {
        args = parseJsonAsPython(typeof item.arguments === "string" && item.arguments !== "" ? item.arguments : "{}");
      } catch {
        throw badField(`${p}.arguments`, `${p}.arguments must be a JSON object written as a string`);
      }
      if (!isObject(args)) throw badField(`${p}.arguments`, `${p}.arguments must hold a JSON object`);
      const t = turn();
      (t.tool_calls ??= []).push({ id, type: "function", function: { name, arguments: args } });
    } else if (type === "function_call_output") {
      const id = optionalString(item.call_id, `${p}.call_id`);
      if (id === undefined) throw badField(`${p}.call_id`, `${p}.call_id is required`);
      assistant = null;
      out.push({ role: "tool", tool_call_id: id, content: partsText(item.output ?? "", `${p}.output`) });
    } else throw badField(`${p}.type`, `${p} is a ${String(type)} item, which this gateway does not pass (messages, reasoning, function calls and their outputs only)`);
  }
  return out;
}

/**
 * The function tools; the tools of other types are OpenAI's to run (web search, a namespace of its agents)
 * and no model behind this gateway can call them: they are left out, and named in the answer's
 * `x-dialectc-skipped-tools` header and the log, rather than refusing an agent (Codex sends them).
 */
function tools(v: unknown, skipped: string[]): Tool[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw badField("tools", "tools must be an array");
  const functions = v.filter((t, i) => {
    if (!isObject(t) || typeof t.type !== "string") throw badField(`tools[${i}]`, `tools[${i}] must be a tool with a type`);
    if (t.type !== "function") skipped.push(typeof t.name === "string" ? `${t.type}:${t.name}` : t.type);
    return t.type === "function";
  });
  return functions.map((t, i) => {
    const p = `tools[${i}]`;
    const name = toolName(t.name, `${p}.name`);
    if (t.parameters !== undefined && t.parameters !== null && !isObject(t.parameters)) throw badField(`${p}.parameters`, `${p}.parameters must be a JSON schema object`);
    return {
      type: "function",
      function: { name, ...(typeof t.description === "string" ? { description: t.description } : {}), parameters: t.parameters ?? { type: "object" } },
    } as Tool;
  });
}

function toolChoice(v: unknown, names: Set<string>): ToolChoice {
  if (v === undefined || v === null || v === "auto") return "auto";
  if (v === "none") return "none";
  if (v === "required") {
    if (names.size === 0) throw badField("tool_choice", 'tool_choice "required" needs tools');
    return "required";
  }
  if (isObject(v) && v.type === "function" && typeof v.name === "string") {
    if (!names.has(v.name)) throw badField("tool_choice", `tool_choice names '${v.name}', which is not among the request's tools`);
    return { type: "function", function: { name: v.name } };
  }
  if (isObject(v) && v.type === "allowed_tools" && Array.isArray(v.tools)) {
    const listed = v.tools.map((t: unknown) => (isObject(t) && typeof t.name === "string" ? t.name : ""));
    if (!listed.every((n) => names.has(n))) throw badField("tool_choice.tools", "tool_choice.tools must name the request's tools");
    return { type: "allowed_tools", allowed_tools: { mode: v.mode === "required" ? "required" : "auto", tools: listed.map((name) => ({ type: "function", function: { name } })) } };
  }
  throw badField("tool_choice", 'tool_choice must be "auto", "none", "required", {"type": "function", "name"} or {"type": "allowed_tools", …}');
}

function readResponsesRequest(body: unknown, options: ReadOptions = {}): ChatRequest {
  if (!isObject(body)) throw badField("body", "the request body must be a JSON object");
  const ignored: string[] | undefined = options.ignoreUnknown ? [] : undefined;
  for (const key of Object.keys(body)) refuseUnknown(key, READ, INERT, ignored);
  if (body.previous_response_id !== undefined && body.previous_response_id !== null)
    throw badField("previous_response_id", "previous_response_id: this gateway stores no responses; send the whole conversation in input (as Codex does with store: false)");
  if (typeof body.model !== "string" || body.model === "") throw badField("model", "model must be a non-empty string");
  const skipped: string[] = [];
  const list = tools(body.tools, skipped);
  const names = toolNames(list);
  const reasoning = body.reasoning ?? {};
  if (!isObject(reasoning)) throw badField("reasoning", "reasoning must be an object");
  const effort = optionalString(reasoning.effort, "reasoning.effort");
  const out: ChatRequest = {
    model: body.model,
    messages: messages(body.input, optionalString(body.instructions, "instructions")),
    tools: list,
    toolChoice: toolChoice(body.tool_choice, names),
    parallelToolCalls: boolean(body.parallel_tool_calls, "parallel_tool_calls", true),
    stream: boolean(body.stream, "stream", false),
    includeUsage: true,
    stop: [],
    templateVars: effort !== undefined ? { reasoning_effort: effort } : {},
    sampling: {},
    ...(skipped.length > 0 ? { skippedTools: skipped } : {}),
  };
  const maxTokens = number(body.max_output_tokens, "max_output_tokens", 1, 1e9, true);
  if (maxTokens !== undefined) out.maxTokens = maxTokens;
  const temperature = number(body.temperature, "temperature", 0, 2);
  if (temperature !== undefined) out.temperature = temperature;
  const topP = number(body.top_p, "top_p", 0, 1);
  if (topP !== undefined) out.topP = topP;
  if (effort !== undefined) out.thinking = effort !== "none";
  // A budget in tokens, as OpenRouter's Responses spells it (OpenAI's has effort only).
  const reasoningBudget = number(reasoning.max_tokens, "reasoning.max_tokens", 1, 1e9, true);
  if (reasoningBudget !== undefined) out.reasoningBudget = reasoningBudget;
  const format = isObject(body.text) ? body.text.format : undefined;
  if (isObject(format) && format.type !== "text") {
    // The Responses API spells a JSON schema flat; chat's response_format nests it.
    const { type, ...schema } = format;
    out.responseFormat = responseFormat(type === "json_schema" ? { type, json_schema: schema } : format);
  }
  if (ignored?.length) out.ignoredFields = ignored;
  return out;
}

type Item = Record<string, unknown> & { type: string; id: string };

/** The response object, as `response.created` and the whole answer carry it. */
function responseObject(meta: AnswerMeta, request: ChatRequest, output: Item[], status: string, end?: AnswerEnd): Record<string, unknown> {
  return {
    id: meta.id,
    object: "response",
    created_at: meta.created,
    status,
    model: meta.model,
    output,
    parallel_tool_calls: request.parallelToolCalls,
    tool_choice: request.toolChoice,
    tools: request.tools.map((t) => ({ type: "function", ...(t as unknown as { function: Record<string, unknown> }).function })),
    temperature: request.temperature ?? null,
    top_p: request.topP ?? null,
    max_output_tokens: request.maxTokens ?? null,
    previous_response_id: null,
    store: false,
    error: null,
    incomplete_details: end?.finish === "length" ? { reason: "max_output_tokens" } : null,
    usage: end?.usage
      ? {
          input_tokens: end.usage.prompt_tokens,
          output_tokens: end.usage.completion_tokens,
          total_tokens: end.usage.total_tokens,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens_details: { reasoning_tokens: 0 },
        }
      : null,
  };
}

/** The events that close an output item (its text's or arguments' last word), the item marked completed. */
function itemDone(item: Item, index: number, event: (type: string, data: Record<string, unknown>) => string): string {
  let out = "";
  if (item.type === "reasoning") {
    const part = (item.content as { text: string }[])[0]!;
    out += event("response.reasoning_text.done", { item_id: item.id, output_index: index, content_index: 0, text: part.text });
    out += event("response.content_part.done", { item_id: item.id, output_index: index, content_index: 0, part });
  } else if (item.type === "message") {
    const part = (item.content as { text: string }[])[0]!;
    out += event("response.output_text.done", { item_id: item.id, output_index: index, content_index: 0, text: part.text, logprobs: [] });
    out += event("response.content_part.done", { item_id: item.id, output_index: index, content_index: 0, part });
  } else out += event("response.function_call_arguments.done", { item_id: item.id, output_index: index, arguments: item.arguments });
  item.status = "completed";
  return out + event("response.output_item.done", { output_index: index, item });
}

function responsesFormat(meta: AnswerMeta, request: ChatRequest): AnswerFormat {
  const output: Item[] = [];
  let sequence = 0;
  /** the item being written, and for a function call the call's index */
  let open: { item: Item; index: number; call: number } | null = null;
  const event = (type: string, data: Record<string, unknown>) => sseEvent(type, { ...data, sequence_number: sequence++ });
  const response = (status: string, end?: AnswerEnd) => responseObject(meta, request, output, status, end);
  const ids = { rs: 0, msg: 0, fc: 0 };
  const itemId = (kind: keyof typeof ids) => `${kind}_${meta.id.slice(5)}_${ids[kind]++}`;
  const done = (): string => {
    if (open === null) return "";
    const { item, index } = open;
    open = null;
    return itemDone(item, index, event);
  };
  const add = (item: Item, call = -1): string => {
    let out = done();
    const index = output.length;
    output.push(item);
    open = { item, index, call };
    out += event("response.output_item.added", { output_index: index, item: { ...item, ...(item.content ? { content: [] } : {}) } });
    if (item.content) {
      const part = (item.content as unknown[])[0];
      out += event("response.content_part.added", { item_id: item.id, output_index: index, content_index: 0, part });
    }
    return out;
  };
  return {
    open: () => event("response.created", { response: response("in_progress") }) + event("response.in_progress", { response: response("in_progress") }),
    delta(d: Delta) {
      let out = "";
      const reasoning = d.reasoning ?? d.reasoning_content;
      if (reasoning) {
        if (open?.item.type !== "reasoning") out += add({ type: "reasoning", id: itemId("rs"), summary: [], content: [{ type: "reasoning_text", text: "" }] });
        (open!.item.content as { text: string }[])[0]!.text += reasoning;
        out += itemDelta("response.reasoning_text.delta", open!.item.id, open!.index, 0, reasoning, false, sequence++);
      }
      if (d.content) {
        if (open?.item.type !== "message")
          out += add({ type: "message", id: itemId("msg"), role: "assistant", status: "in_progress", content: [{ type: "output_text", text: "", annotations: [], logprobs: [] }] });
        (open!.item.content as { text: string }[])[0]!.text += d.content;
        out += itemDelta("response.output_text.delta", open!.item.id, open!.index, 0, d.content, true, sequence++);
      }
      for (const c of d.tool_calls ?? []) {
        if (open?.item.type !== "function_call" || open.call !== c.index)
          out += add({ type: "function_call", id: itemId("fc"), call_id: c.id ?? `call_${c.index}`, name: c.function?.name ?? "", arguments: "", status: "in_progress" }, c.index);
        const args = c.function?.arguments;
        if (args) {
          open!.item.arguments += args;
          out += itemDelta("response.function_call_arguments.delta", open!.item.id, open!.index, null, args, false, sequence++);
        }
      }
      return out;
    },
    close: (end: AnswerEnd) => {
      const out = done();
      const status = end.finish === "length" ? "incomplete" : "completed";
      return out + event(status === "completed" ? "response.completed" : "response.incomplete", { response: response(status, end) });
    },
    whole(m: Message, end: AnswerEnd) {
      const reasoning = m.reasoning ?? m.reasoning_content;
      if (reasoning) output.push({ type: "reasoning", id: itemId("rs"), summary: [], content: [{ type: "reasoning_text", text: reasoning }] });
      if (m.content)
        output.push({
          type: "message",
          id: itemId("msg"),
          role: "assistant",
          status: "completed",
          content: [{ type: "output_text", text: m.content, annotations: [], logprobs: [] }],
        });
      for (const c of m.tool_calls) output.push({ type: "function_call", id: itemId("fc"), call_id: c.id, name: c.name, arguments: c.arguments, status: "completed" });
      return response(end.finish === "length" ? "incomplete" : "completed", end);
    },
    errorEvent: (e: ApiError) => event("error", { code: e.code, message: e.message, param: e.param }),
  };
}

/**
 * A text delta event (`response.*.delta`), byte for byte as `sseEvent` writes it with the sequence number
 * last, without building the object: a stream writes one per token (test/serve/event-lines.spec.ts compares
 * the two). `contentIndex` null leaves it out (a call's arguments); `logprobs` writes the empty list.
 */
export function itemDelta(type: string, itemId: string, outputIndex: number, contentIndex: number | null, delta: string, logprobs: boolean, sequence: number): string {
  const content = contentIndex === null ? "" : `"content_index":${contentIndex},`;
  return `event: ${type}\ndata: {"type":${JSON.stringify(type)},"item_id":${JSON.stringify(itemId)},"output_index":${outputIndex},${content}"delta":${JSON.stringify(delta)}${logprobs ? ',"logprobs":[]' : ""},"sequence_number":${sequence}}\n\n`;
}
