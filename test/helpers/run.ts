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
