/**
 * The Vercel AI SDK adapter: language-model middleware for
 * `wrapLanguageModel`, turning a raw model's text into the AI SDK's parts,
 * under specification v3 (the `ai` package's version 6) or v4 (version 7).
 * The parts, call options and results this adapter reads and writes are the
 * same in both; only the stamp differs, and `ai` 6's types accept only "v3".
 * No dependency on `ai`: the part shapes are written out here as the
 * specifications define them.
 *
 * Streaming: a pull stream over the raw one (one hop per raw part, cheaper
 * than a TransformStream); each raw `text-delta` is fed to a parser; its delta becomes
 * `reasoning-start/delta/end`, `text-start/delta/end` and
 * `tool-input-start/delta` parts, and a call's `tool-input-end` and
 * `tool-call` go out the moment its closing marker arrives (the parser's
 * `completedCalls`). Every other part passes through; at `finish` the parser
 * finishes, open blocks close, and the finish reason says "tool-calls" when
 * calls were made. `wrapGenerate` does the same for a whole result. The
 * call's tools (AI SDK function tools, `inputSchema`) and `toolChoice` drive
 * schema coercion and which calls surface.
 */
import type { Dialect } from "../machine/dialect.js";
import type { Delta } from "../assemble/delta.js";
import { Parser, parseCompleteFor, type ParserOptions, type ToolChoice } from "../parser.js";
import type { Tool } from "../args/schema.js";
import { DialectcUsageError } from "../errors.js";

/** The parts this adapter reads and writes (LanguageModelV3StreamPart and V4, as far as it needs). */
interface Part {
  type: string;
  [key: string]: unknown;
}

interface CallOptions {
  tools?: readonly { type: string; name?: string; inputSchema?: unknown; description?: string }[];
  toolChoice?: { type: string; toolName?: string };
  [key: string]: unknown;
}

/** A middleware specification: "v3" for `ai` 6, "v4" for `ai` 7 (which also takes "v3"). */
export type SpecificationVersion = "v3" | "v4";

/** Parser options the middleware takes (tools and the tool choice come from each call), and its specification. */
export type DialectMiddlewareOptions<V extends SpecificationVersion = "v3"> = Omit<ParserOptions, "tools" | "toolChoice" | "trace" | "reasoningField" | "reuseDeltas"> & {
  /** default "v3" */
  specificationVersion?: V;
};

/* eslint-disable @typescript-eslint/no-explicit-any -- the AI SDK's own types are not a dependency */
export interface DialectMiddleware<V extends SpecificationVersion = "v3"> {
  readonly specificationVersion: V;
  wrapStream(options: { doStream: () => PromiseLike<any>; doGenerate: () => PromiseLike<any>; params: any; model: any }): Promise<any>;
  wrapGenerate(options: { doGenerate: () => PromiseLike<any>; doStream: () => PromiseLike<any>; params: any; model: any }): Promise<any>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

function parserOptions(options: Omit<DialectMiddlewareOptions, "specificationVersion">, params: CallOptions): ParserOptions {
  const tools: Tool[] = [];
  for (const t of params.tools ?? []) {
    if (t.type === "function" && typeof t.name === "string") tools.push({ type: "function", name: t.name, inputSchema: (t.inputSchema ?? {}) as Record<string, unknown> });
  }
  // PartWriter copies what it needs out of each delta before the next feed.
  const out: ParserOptions = { ...options, tools, reuseDeltas: true };
  if (params.toolChoice) out.toolChoice = params.toolChoice as ToolChoice;
  return out;
}

/** Turns parser deltas into AI SDK parts, keeping which blocks are open. */
class PartWriter {
  private open: "text" | "reasoning" | null = null;
  private block = 0;
  private readonly calls: { id: string; name: string; input: string }[] = [];

  constructor(private readonly emit: (part: Part) => void) {}

  get callCount(): number {
    return this.calls.length;
  }

  private start(kind: "text" | "reasoning"): void {
    if (this.open === kind) return;
    this.close();
    this.open = kind;
    this.emit({ type: `${kind}-start`, id: `${kind}-${this.block}` });
  }

  close(): void {
    if (this.open === null) return;
    this.emit({ type: `${this.open}-end`, id: `${this.open}-${this.block}` });
    this.open = null;
    this.block++;
  }

  write(delta: Delta | null, completed: readonly number[]): void {
    if (delta) {
      const reasoning = delta.reasoning ?? delta.reasoning_content;
      if (reasoning) {
        this.start("reasoning");
        this.emit({ type: "reasoning-delta", id: `reasoning-${this.block}`, delta: reasoning });
      }
      if (delta.content) {
        this.start("text");
        this.emit({ type: "text-delta", id: `text-${this.block}`, delta: delta.content });
      }
      for (const tc of delta.tool_calls ?? []) {
        if (tc.id !== undefined) {
          this.close();
          this.calls[tc.index] = { id: tc.id, name: tc.function.name ?? "", input: "" };
          this.emit({ type: "tool-input-start", id: tc.id, toolName: tc.function.name ?? "" });
        }
        const call = this.calls[tc.index]!;
        if (tc.function.arguments) {
          call.input += tc.function.arguments;
          this.emit({ type: "tool-input-delta", id: call.id, delta: tc.function.arguments });
        }
      }
    }
    for (const index of completed) {
      const call = this.calls[index]!;
      this.emit({ type: "tool-input-end", id: call.id });
      this.emit({ type: "tool-call", toolCallId: call.id, toolName: call.name, input: call.input });
    }
  }
}

/** A finish reason that says "tool-calls" when calls were made and the model just stopped. */
function finishReason(reason: unknown, calls: number): unknown {
  if (calls === 0) return reason;
  if (reason === "stop") return "tool-calls";
  if (reason !== null && typeof reason === "object" && (reason as { unified?: unknown }).unified === "stop") {
    return { ...(reason as object), unified: "tool-calls" };
  }
  return reason;
}

export function dialectMiddlewareFor<V extends SpecificationVersion = "v3">(dialect: Dialect, middlewareOptions: DialectMiddlewareOptions<V> = {}): DialectMiddleware<V> {
  const { specificationVersion = "v3" as V, ...options } = middlewareOptions;
  if (specificationVersion !== "v3" && specificationVersion !== "v4") {
    throw new DialectcUsageError(`specificationVersion must be "v3" (ai 6) or "v4" (ai 7), not ${JSON.stringify(specificationVersion)}`);
  }
  return {
    specificationVersion,

    async wrapStream({ doStream, params }) {
      const result = (await doStream()) as { stream: ReadableStream<Part> };
      const parser = new Parser(dialect, parserOptions(options, params as CallOptions));
      // A pull stream over the source's reader: one hop per raw part, and a
      // text-delta that yields nothing new costs no enqueue.
      const reader = result.stream.getReader();
      let out: ReadableStreamDefaultController<Part> | null = null;
      let sent = 0;
      const writer = new PartWriter((p) => {
        out!.enqueue(p);
        sent++;
      });
      const stream = new ReadableStream<Part>({
        // Pulls raw parts until one produces output: a token that only held text back costs no part.
        async pull(controller) {
          out = controller;
          const before = sent;
          while (sent === before) {
            const { done, value: part } = await reader.read();
            if (done) {
              controller.close();
              return;
            }
            switch (part.type) {
              case "text-start":
              case "text-end":
                break; // the raw text's blocks; the parser's blocks replace them
              case "text-delta":
                writer.write(parser.feed(part.delta as string), parser.completedCalls);
                break;
              case "finish":
                writer.write(parser.finish(), parser.completedCalls);
                writer.close();
                controller.enqueue({ ...part, finishReason: finishReason(part.finishReason, writer.callCount) });
                sent++;
                break;
              default:
                controller.enqueue(part);
                sent++;
            }
          }
        },
        cancel(reason) {
          return reader.cancel(reason);
        },
      });
      return { ...result, stream };
    },

    async wrapGenerate({ doGenerate, params }) {
      const result = (await doGenerate()) as { content: Part[]; finishReason: unknown };
      const text = result.content
        .filter((p) => p.type === "text")
        .map((p) => p.text as string)
        .join("");
      const message = parseCompleteFor(dialect, text, parserOptions(options, params as CallOptions));
      const content: Part[] = [];
      if (message.reasoning) content.push({ type: "reasoning", text: message.reasoning });
      if (message.content) content.push({ type: "text", text: message.content });
      for (const c of message.tool_calls) content.push({ type: "tool-call", toolCallId: c.id, toolName: c.name, input: c.arguments });
      content.push(...result.content.filter((p) => p.type !== "text"));
      return { ...result, content, finishReason: finishReason(result.finishReason, message.tool_calls.length) };
    },
  };
}
