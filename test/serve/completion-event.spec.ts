/**
 * The gateway's fast reader of completions events answers, on every event it takes, what JSON.parse gives, and
 * gives up (null) on the rest: random events of the engines' shape, random JSON, random damage to both, and
 * streams of them, where it reads an event by the shape of the one before.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CompletionEvents, readCompletionEvent } from "../../compiler/serve/core/completion-event.js";

/** What the gateway read from an event before the fast reader: JSON.parse's first choice's string fields. */
function byParse(data: string): { text: string; finish: string | null } | "invalid" {
  let event: { choices?: { text?: unknown; finish_reason?: unknown }[] };
  try {
    event = JSON.parse(data) as typeof event;
  } catch {
    return "invalid";
  }
  const choice = event?.choices?.[0];
  return { text: typeof choice?.text === "string" ? choice.text : "", finish: typeof choice?.finish_reason === "string" ? choice.finish_reason : null };
}

const text = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constantFrom("\n", '"', "\\", "\u2028", "\ud83d", "é"));
const choice = fc.record(
  {
    index: fc.nat(),
    text,
    logprobs: fc.constant(null),
    finish_reason: fc.oneof(fc.constant(null), fc.constantFrom("stop", "length"), fc.string()),
    stop_reason: fc.oneof(fc.constant(null), fc.nat(), fc.string()),
    extra: fc.jsonValue(),
  },
  { requiredKeys: ["text"] },
);
const event = fc.record(
  {
    id: fc.string(),
    object: fc.constant("text_completion"),
    created: fc.nat(),
    model: fc.string(),
    choices: fc.array(choice, { maxLength: 2 }),
    system_fingerprint: fc.jsonValue(),
  },
  { requiredKeys: ["choices"] },
);
/** Serialised as engines do and otherwise: compact, spaced, with escapes JSON.stringify does not write. */
const spelled = fc.tuple(event, fc.constantFrom(0, 1, 2)).map(([e, how]) => {
  const json = how === 1 ? JSON.stringify(e, null, 1) : JSON.stringify(e);
  return how === 2 ? json.replace(/[^\x20-\x7e]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0")).replace(/\//g, "\\/") : json;
});

function agrees(data: string): void {
  const fast = readCompletionEvent(data);
  const parsed = byParse(data);
  if (fast !== null) expect(fast).toEqual(parsed);
}

describe("readCompletionEvent", () => {
  it("reads every event of the engines' shape, as JSON.parse does", () => {
    fc.assert(
      fc.property(spelled, (data) => {
        const fast = readCompletionEvent(data);
        expect(fast).not.toBeNull();
        expect(fast).toEqual(byParse(data));
      }),
      { numRuns: 2000 },
    );
  });

  it("on any JSON, and on damaged events, either agrees with JSON.parse or gives up", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => agrees(JSON.stringify(v))),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(spelled, fc.nat(), fc.string({ maxLength: 3 }), fc.nat(3), (data, at, junk, cut) => {
        const i = at % (data.length + 1);
        agrees(data.slice(0, i) + junk + data.slice(i + cut));
        agrees(data.slice(0, i));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads a stream of events by the shape of the last one as JSON.parse reads each", () => {
    // Streams whose events share their fields but for the text (and now and then not), damaged at random.
    const stream = fc.tuple(event, fc.array(fc.tuple(text, fc.nat(9), fc.string({ maxLength: 2 }), fc.nat()), { maxLength: 12 })).map(([first, rest]) =>
      [first, ...rest.map(([t, change, junk, at]) => [{ ...first, choices: first.choices.map((c, i) => (i === 0 ? { ...c, text: t } : c)) }, change, junk, at] as const)].map(
        (item) => {
          if (!Array.isArray(item)) return JSON.stringify(item);
          const [e, change, junk, at] = item as [unknown, number, string, number];
          const json = JSON.stringify(e);
          if (change === 0) return json.slice(0, at % (json.length + 1)) + junk + json.slice(at % (json.length + 1));
          if (change === 1) return JSON.stringify({ ...(e as object), usage: { prompt_tokens: 1 } });
          if (change === 2) return json.replace('"choices":', '"choices":[],"choices":');
          if (change === 3) return json.slice(0, -1) + ',"choices":[{"index":0}]}';
          return json;
        },
      ),
    );
    fc.assert(
      fc.property(stream, (events) => {
        const reader = new CompletionEvents();
        for (const data of events) {
          const fast = reader.read(data);
          if (fast !== null) expect(fast, data).toEqual(byParse(data));
        }
      }),
      { numRuns: 1500 },
    );
    // The common case is read by its shape: a stream of one engine's events, each answered.
    const reader = new CompletionEvents();
    for (const t of ["Hel", "lo", " wor", "ld", "\\n", "ok"]) expect(reader.read(`{"id":"c","choices":[{"index":0,"text":"${t}","finish_reason":null}]}`)).not.toBeNull();
  });

  it("gives up on events it leaves to JSON.parse: usage, errors, text that is not a string, text that is not JSON", () => {
    for (const data of [
      '{"choices":[],"usage":{"prompt_tokens":1}}',
      '{"error":{"message":"x"}}',
      '{"choices":[{"text":null}]}',
      '{"choices":[{"text":"a\u0001"}]}',
      '{"choices":[{"text":"a"}]} x',
      '{"choices":[{"text":"\\x"}]}',
      "[DONE]",
      "",
    ])
      expect(readCompletionEvent(data), data).toBeNull();
  });

  it("keeps the last of a key written twice, as JSON.parse does", () => {
    expect(readCompletionEvent('{"choices":[{"text":"a","text":"b"}]}')).toEqual({ text: "b", finish: null });
    expect(readCompletionEvent('{"choices":[{"text":"a","finish_reason":"stop"}],"choices":[{"text":"c"}]}')).toEqual({ text: "c", finish: null });
  });
});
