/** Running a dialect for tests (the same runner the laws use), and message normalisation. */
import type { Message } from "../../runtime/index.js";

export { runChunks, splitAt, type Run } from "../../compiler/laws/laws.js";

/** A message with arguments parsed, for comparisons that ignore JSON spacing. */
export function normalized(m: Message): unknown {
  return {
    reasoning: m.reasoning,
    content: m.content,
    tool_calls: m.tool_calls.map((c) => ({ name: c.name, arguments: JSON.parse(c.arguments) as unknown })),
  };
}

/** Text cut every `n` UTF-16 code units (a surrogate pair may be split, as a stream may split it). */
export function chunked(text: string, n: number): string[] {
  return Array.from({ length: Math.ceil(text.length / n) }, (_, i) => text.slice(i * n, i * n + n));
}
