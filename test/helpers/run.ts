/**
 * Running a dialect for tests: feed chunks (optionally with ids), collect the
 * deltas, the accumulated message and the machine's event log.
 */
import { EventLog, MessageAccumulator, Parser, type Delta, type Dialect, type Message, type ParserOptions } from "../../runtime/index.js";

export interface Run {
  deltas: Delta[];
  message: Message;
  events: EventLog["events"];
}

export function runChunks(
  dialect: Dialect,
  chunks: readonly string[],
  options: ParserOptions = {},
  ids?: readonly (readonly number[])[],
): Run {
  const log = new EventLog(dialect.ir);
  const parser = new Parser(dialect, { toolCallId: (i) => `call_${i}`, ...options, trace: log });
  const acc = new MessageAccumulator();
  const deltas: Delta[] = [];
  const take = (d: Delta | null) => {
    if (d) deltas.push(d);
    acc.add(d);
  };
  chunks.forEach((c, i) => take(parser.feed(c, ids?.[i])));
  take(parser.finish());
  return { deltas, message: acc.message(), events: log.events };
}

/** Splits text at the given cut points (sorted, deduplicated, in range). */
export function splitAt(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let last = 0;
  for (const p of points) {
    out.push(text.slice(last, p));
    last = p;
  }
  out.push(text.slice(last));
  return out;
}

/** A message with arguments parsed, for comparisons that ignore JSON spacing. */
export function normalized(m: Message): unknown {
  return {
    reasoning: m.reasoning,
    content: m.content,
    tool_calls: m.tool_calls.map((c) => ({ name: c.name, arguments: JSON.parse(c.arguments) as unknown })),
  };
}
