/**
 * Law 7 for `dialectc diff`: every message the grammar can parse, `render`
 * writes, and the text parses back to that message. The messages are made of
 * what the grammar's channels carry (content; reasoning where it has a
 * reasoning channel; one or more calls where it has calls) with prose and
 * values that quote, nest and break lines. A message `render` refuses fails
 * the law with render's own reason, naming the state where it stopped.
 */
import fc from "fast-check";
import {
  Channel,
  type Dialect,
  type DialectIR,
  type ParserOptions,
  type RenderMessage,
  type Tool,
  parseCompleteFor,
  callStates,
  RenderError,
  renderFor,
} from "../../runtime/compiler-api.js";
import { SAMPLE_TOOLS } from "./sample-tools.js";

/** Round trips render and parse with the sample tools. */
const ROUND_TRIP_TOOLS: Tool[] = SAMPLE_TOOLS;

const prose = fc
  .array(fc.constantFrom("The", "weather", "is", "fine.", '"quoted"', "it's", "東京", "😀", "a\nb", "x,y", "{ok}", "50%"), { minLength: 1, maxLength: 6 })
  .map((w) => w.join(" "));

const value = fc
  .array(fc.constantFrom("Oslo", "São Paulo", "<b>bold</b>", 'a"b', "back\\slash", "line\nbreak", "{braces}", "東京", " "), { minLength: 1, maxLength: 4 })
  .map((w) => w.join(""));

const call = fc.oneof(
  fc
    .record({ city: value, days: fc.integer({ min: -5, max: 400 }), metric: fc.boolean() }, { requiredKeys: [] })
    .map((args) => ({ name: "get_weather", arguments: args as Record<string, unknown> })),
  fc.constant({ name: "ping", arguments: {} as Record<string, unknown> }),
);

function renders(d: Dialect, m: RenderMessage, thinking: boolean): boolean {
  try {
    renderFor(d, m, { tools: ROUND_TRIP_TOOLS, thinking });
    return true;
  } catch (e) {
    if (e instanceof RenderError) return false;
    throw e;
  }
}

export interface RoundTripCase {
  message: RenderMessage;
  thinking: boolean;
}

/** Messages the dialect's channels can carry. */
export function messageInput(d: Dialect): fc.Arbitrary<RoundTripCase> {
  const ir: DialectIR = d.ir;
  const reasoning = ir.states.some((s) => s.channel.kind === Channel.Reasoning);
  // A dialect with no text state writes no answer (a response template whose text outside regions is dropped).
  const answer = ir.states.some((s) => s.channel.kind === Channel.Text);
  const calls = callStates(ir).some((x) => x === 1) || ir.states.some((s) => s.channel.kind === Channel.Envelope);
  // Some dialects reach reasoning only from a prompt that opened it; some take one call per turn.
  const reasoningNeedsThinking = reasoning && !renders(d, { reasoning: "x" }, false);
  const manyCalls =
    calls &&
    renders(
      d,
      {
        tool_calls: [
          { name: "ping", arguments: {} },
          { name: "ping", arguments: {} },
        ],
      },
      ir.policies.thinkingDefault,
    );
  // A reply that is either an answer or calls (llama.cpp's generic JSON object) has no message with both.
  const contentWithCalls = !calls || !answer || renders(d, { content: "x", tool_calls: [{ name: "ping", arguments: {} }] }, ir.policies.thinkingDefault);
  return fc
    .record(
      {
        reasoning: reasoning ? prose : fc.constant(undefined),
        content: answer ? prose : fc.constant(undefined),
        tool_calls: calls ? fc.array(call, { maxLength: manyCalls ? 3 : 1 }) : fc.constant([]),
      },
      { requiredKeys: [] },
    )
    .map((m) => (contentWithCalls || !m.tool_calls?.length ? m : { ...m, content: undefined }))
    .chain((message) => fc.boolean().map((any) => ({ message: message as RenderMessage, thinking: any || (message.reasoning !== undefined && reasoningNeedsThinking) })));
}

function normal(m: { reasoning?: string | null; content?: string | null; tool_calls?: readonly { name: string; arguments: unknown }[] }) {
  return JSON.stringify({
    reasoning: m.reasoning || null,
    content: m.content || null,
    tool_calls: (m.tool_calls ?? []).map((c) => ({ name: c.name, arguments: typeof c.arguments === "string" ? JSON.parse(c.arguments) : c.arguments })),
  });
}

/** Null when the message renders and parses back to itself; otherwise why not. */
export function checkRoundTrip(d: Dialect, c: RoundTripCase, engine: ParserOptions["engine"] = "interpreted"): string | null {
  let text: string;
  try {
    text = renderFor(d, c.message, { tools: ROUND_TRIP_TOOLS, thinking: c.thinking });
  } catch (e) {
    if (e instanceof RenderError) return `render cannot write a message the grammar parses: ${e.detail}`;
    throw e;
  }
  const back = parseCompleteFor(d, text, { tools: ROUND_TRIP_TOOLS, thinking: c.thinking, engine });
  const want = normal(c.message);
  const got = normal(back);
  return got === want ? null : `render wrote ${JSON.stringify(text)}, which parses back as ${got}, not ${want}`;
}
