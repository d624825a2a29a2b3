/**
 * OpenAI chat-completions deltas and the final message, and the one way to
 * turn a stream of deltas into a message. `parseComplete` accumulates the
 * same deltas a streaming client sees, so streaming and complete agree by
 * construction; the laws test that across chunkings.
 */

export interface ToolCallDelta {
  index: number;
  id?: string;
  type?: "function";
  function: { name?: string; arguments?: string };
}

/**
 * The delta (and message) field that carries reasoning: `reasoning`, as vLLM,
 * OpenRouter and OpenAI's gpt-oss guidance now send; `reasoning_content`, as
 * DeepSeek and LiteLLM still do; or both.
 */
export type ReasoningField = "reasoning" | "reasoning_content" | "both";

export interface Delta {
  reasoning?: string;
  reasoning_content?: string;
  content?: string;
  tool_calls?: ToolCallDelta[];
}

export interface MessageToolCall {
  id: string;
  name: string;
  /** JSON object text */
  arguments: string;
}

/** The final message; its reasoning field(s) follow `reasoningField` (by default `reasoning`). */
export interface Message {
  reasoning?: string | null;
  reasoning_content?: string | null;
  content: string | null;
  tool_calls: MessageToolCall[];
}

/**
 * Collects the pieces produced during one `feed` into one delta. A delta is
 * built once per token, so it allocates what the delta is and nothing more:
 * the tool-call list is created at its final size for the usual one entry
 * (an empty array grown by `push` reserves room for 17), and a delta of one
 * field is one object literal.
 */
export class DeltaBuilder {
  constructor(private readonly field: ReasoningField = "reasoning") {}

  private reasoning = "";
  private content = "";
  private calls: ToolCallDelta[] | null = null;

  // Most feeds add one piece: it is kept as it is, without a concatenation.
  addReasoning(text: string): void {
    this.reasoning = this.reasoning === "" ? text : this.reasoning + text;
  }

  addContent(text: string): void {
    this.content = this.content === "" ? text : this.content + text;
  }

  startCall(index: number, id: string, name: string): void {
    this.addCall({ index, id, type: "function", function: { name } });
  }

  addArguments(index: number, text: string): void {
    if (text.length === 0) return;
    const calls = this.calls;
    const last = calls === null ? undefined : calls[calls.length - 1];
    if (last !== undefined && last.index === index) {
      const f = last.function;
      f.arguments = f.arguments === undefined ? text : f.arguments + text;
    } else {
      this.addCall({ index, function: { arguments: text } });
    }
  }

  private addCall(call: ToolCallDelta): void {
    if (this.calls === null) this.calls = [call];
    else this.calls.push(call);
  }

  take(): Delta | null {
    const { reasoning, content, calls } = this;
    if (reasoning === "" && content === "" && calls === null) return null;
    this.reasoning = "";
    this.content = "";
    this.calls = null;
    if (reasoning === "") {
      if (calls === null) return { content };
      if (content === "") return { tool_calls: calls };
    } else if (content === "" && calls === null) {
      if (this.field === "reasoning") return { reasoning };
      if (this.field === "reasoning_content") return { reasoning_content: reasoning };
    }
    const delta: Delta = {};
    if (reasoning !== "") {
      if (this.field !== "reasoning_content") delta.reasoning = reasoning;
      if (this.field !== "reasoning") delta.reasoning_content = reasoning;
    }
    if (content !== "") delta.content = content;
    if (calls !== null) delta.tool_calls = calls;
    return delta;
  }
}

/** Accumulates deltas the way an OpenAI client does. */
export class MessageAccumulator {
  constructor(private readonly field: ReasoningField = "reasoning") {}

  private reasoning = "";
  private content = "";
  private readonly calls: MessageToolCall[] = [];

  add(delta: Delta | null): void {
    if (!delta) return;
    // Either field, once: a delta in "both" mode carries the same text twice.
    const reasoning = delta.reasoning ?? delta.reasoning_content;
    if (reasoning) this.reasoning += reasoning;
    if (delta.content) this.content += delta.content;
    for (const tc of delta.tool_calls ?? []) {
      let call = this.calls[tc.index];
      if (!call) call = this.calls[tc.index] = { id: "", name: "", arguments: "" };
      if (tc.id) call.id = tc.id;
      if (tc.function.name) call.name += tc.function.name;
      if (tc.function.arguments) call.arguments += tc.function.arguments;
    }
  }

  message(): Message {
    const reasoning = this.reasoning === "" ? null : this.reasoning;
    return {
      ...(this.field !== "reasoning_content" ? { reasoning } : {}),
      ...(this.field !== "reasoning" ? { reasoning_content: reasoning } : {}),
      content: this.content === "" ? null : this.content,
      tool_calls: this.calls.filter((c) => c !== undefined).map((c) => ({ ...c })),
    };
  }
}
