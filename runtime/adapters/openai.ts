/**
 * The OpenAI chat-completions wire format around deltas and messages: a
 * `chat.completion.chunk` per delta, the assistant message, and server-sent
 * event lines. Plain objects, no dependency on the `openai` package; the
 * shapes are the ones its client reads (test/args/arguments.spec.ts and
 * test/adapters/examples.spec.ts check that with the real client).
 */
import type { Delta, Message, ReasoningField } from "../assemble/delta.js";

export interface ChunkOptions {
  id: string;
  model: string;
  /** seconds since the epoch */
  created: number;
  choiceIndex?: number;
  /** set on the last chunk: "tool_calls" when the message has calls, else "stop" */
  finishReason?: "stop" | "tool_calls" | "length" | "content_filter" | null;
  /** the first chunk of a choice carries the assistant role */
  role?: boolean;
}

export interface ChatCompletionChunk {
  id: string;
  object: "chat.completion.chunk";
  created: number;
  model: string;
  choices: { index: number; delta: Delta & { role?: "assistant" }; finish_reason: ChunkOptions["finishReason"]; logprobs: null }[];
}

/** One streamed chunk; a null delta (nothing new) gives an empty delta, e.g. for the final chunk. */
export function toChatCompletionChunk(delta: Delta | null, options: ChunkOptions): ChatCompletionChunk {
  const d: Delta & { role?: "assistant" } = options.role ? { role: "assistant", ...(delta ?? {}) } : { ...(delta ?? {}) };
  return {
    id: options.id,
    object: "chat.completion.chunk",
    created: options.created,
    model: options.model,
    choices: [{ index: options.choiceIndex ?? 0, delta: d, finish_reason: options.finishReason ?? null, logprobs: null }],
  };
}

/**
 * The server-sent events of one choice's deltas, each byte for byte what
 * `sseData(toChatCompletionChunk(delta, options))` writes, with the chunk's
 * fixed part serialised once: a gateway writes one per token, and building
 * and serialising the envelope each time was a measurable part of its cost.
 */
export class ChunkEvents {
  private readonly head: string;
  private readonly tail: string;

  constructor(options: ChunkOptions) {
    const chunk = toChatCompletionChunk(null, { ...options, role: false });
    const json = JSON.stringify({ ...chunk, choices: [{ ...chunk.choices[0], delta: null }] });
    // The choice's delta comes after every string the options wrote (the id and the model, escaped).
    const at = json.lastIndexOf('"delta":null') + '"delta":'.length;
    this.head = "data: " + json.slice(0, at);
    this.tail = json.slice(at + "null".length) + "\n\n";
  }

  event(delta: Delta): string {
    return this.head + JSON.stringify(delta) + this.tail;
  }
}

export interface ChatCompletionMessage {
  role: "assistant";
  content: string | null;
  reasoning?: string | null;
  reasoning_content?: string | null;
  refusal: null;
  tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[];
}

/** The assistant message of a chat completion; reasoning under the field(s) asked for. */
export function toChatCompletionMessage(message: Message, options: { reasoningField?: ReasoningField } = {}): ChatCompletionMessage {
  const field = options.reasoningField ?? "reasoning";
  const reasoning = message.reasoning ?? message.reasoning_content ?? null;
  const out: ChatCompletionMessage = { role: "assistant", content: message.content, refusal: null };
  if (field !== "reasoning_content") out.reasoning = reasoning;
  if (field !== "reasoning") out.reasoning_content = reasoning;
  if (message.tool_calls.length > 0) {
    out.tool_calls = message.tool_calls.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: c.arguments } }));
  }
  return out;
}

/** A server-sent event line carrying one JSON value. */
export function sseData(value: unknown): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

/** The line that ends an OpenAI stream. */
export const SSE_DONE = "data: [DONE]\n\n";
