/**
 * The laws of DESIGN §8 as reusable assertions. Each takes a dialect, an
 * input and options and throws with a readable explanation when the law fails.
 */
import { expect } from "vitest";
import { parseCompleteFor, type Dialect, type ParserOptions } from "../../runtime/index.js";
import { runChunks, splitAt } from "../helpers/run.js";

const show = (chunks: string[]) => chunks.map((c) => JSON.stringify(c)).join(" | ");

/** Law 1: any split of the input gives the same events and the same message. */
export function assertChunkingInvariant(dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): void {
  const whole = runChunks(dialect, [text], options);
  const chunks = splitAt(text, cuts);
  const split = runChunks(dialect, chunks, options);
  expect(split.events, `events differ for chunks ${show(chunks)}`).toEqual(whole.events);
  expect(split.message, `message differs for chunks ${show(chunks)}`).toEqual(whole.message);
  const byChar = runChunks(dialect, text.split(""), options);
  expect(byChar.message, "message differs when fed one UTF-16 unit at a time").toEqual(whole.message);
}

/** Law 3: streamed deltas accumulate to parseComplete's message; deltas are well-formed. */
export function assertStreamingEqualsComplete(dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): void {
  const chunks = splitAt(text, cuts);
  const streamed = runChunks(dialect, chunks, options);
  const complete = parseCompleteFor(dialect, text, { toolCallId: (i) => `call_${i}`, ...options });
  expect(streamed.message, `streamed ≠ complete for chunks ${show(chunks)}`).toEqual(complete);
  const opened = new Set<number>();
  for (const d of streamed.deltas) {
    expect(Object.keys(d).length).toBeGreaterThan(0);
    if (d.content !== undefined) expect(d.content).not.toBe("");
    if (d.reasoning_content !== undefined) expect(d.reasoning_content).not.toBe("");
    for (const tc of d.tool_calls ?? []) {
      if (!opened.has(tc.index)) {
        expect(tc.id, "a call's first delta carries its id").toBeTruthy();
        expect(tc.type).toBe("function");
        expect(tc.function.name, "a call's first delta carries its complete name").toBeTruthy();
        expect(tc.index, "calls are numbered in order").toBe(opened.size);
        opened.add(tc.index);
      } else {
        expect(tc.id).toBeUndefined();
        expect(tc.function.name).toBeUndefined();
        expect(tc.function.arguments).toBeTruthy();
      }
    }
  }
}

/** Law 4: every input character reaches exactly one event; nothing throws. */
export function assertNothingLost(dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): void {
  const run = runChunks(dialect, splitAt(text, cuts), options);
  let spelled = "";
  for (const e of run.events) if ("text" in e && (e.type === "chars" || e.type === "terminal")) spelled += e.text;
  expect(spelled, "the event texts do not spell the input").toBe(text);
  // Text and reasoning channels reach the message in order: their characters
  // form a subsequence of content/reasoning (whitespace policies may drop some).
  const reasoning = run.message.reasoning ?? "";
  const fromReasoning = run.events
    .filter((e) => e.type === "chars" && e.channel === "reasoning")
    .map((e) => (e as { text: string }).text)
    .join("");
  expect(fromReasoning.replace(/\s+/g, "").includes(reasoning.replace(/\s+/g, "")) || reasoning === "").toBe(true);
}

/** Law 5: argument deltas concatenate to the final arguments, a JSON object for every call. */
export function assertPrefixStable(dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): void {
  const run = runChunks(dialect, splitAt(text, cuts), options);
  const args = new Map<number, string>();
  for (const d of run.deltas) {
    for (const tc of d.tool_calls ?? []) args.set(tc.index, (args.get(tc.index) ?? "") + (tc.function.arguments ?? ""));
  }
  run.message.tool_calls.forEach((call, i) => {
    expect(args.get(i)).toBe(call.arguments);
    let parsed: unknown;
    expect(() => (parsed = JSON.parse(call.arguments)), `arguments of call ${i} are not JSON: ${call.arguments}`).not.toThrow();
    expect(typeof parsed === "object" && parsed !== null && !Array.isArray(parsed), `arguments of call ${i} are not an object`).toBe(true);
  });
}

/** Law 2: the generated machine and the interpreter report the same events, whole and chunked. */
export function assertGeneratedMatchesInterpreter(dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): void {
  expect(dialect.generated, `${dialect.name} has no generated engine`).toBeDefined();
  for (const chunks of [[text], splitAt(text, cuts)]) {
    const interpreted = runChunks(dialect, chunks, { ...options, engine: "interpreted" });
    const generated = runChunks(dialect, chunks, { ...options, engine: "generated" });
    expect(generated.events, `events differ for chunks ${show(chunks)}`).toEqual(interpreted.events);
    expect(generated.deltas, `deltas differ for chunks ${show(chunks)}`).toEqual(interpreted.deltas);
  }
}

/**
 * Law 2 with token ids: special terminals announced by ids (and their text
 * sometimes held back by the detokenizer) route the same in both engines.
 */
export function assertGeneratedMatchesInterpreterWithIds(dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): void {
  const vocab: Record<string, number> = {};
  dialect.ir.terminals.forEach((t, i) => {
    if (t.special) vocab[(t.variants[0]![0] as { lit: string }).lit] = 1000 + i;
  });
  const chunks = splitAt(text, cuts);
  // Each chunk announces the special markers whose text starts in it.
  const ids = chunks.map((c) => Object.entries(vocab).filter(([lit]) => c.includes(lit)).map(([, id]) => id));
  const interpreted = runChunks(dialect, chunks, { ...options, vocab, engine: "interpreted" }, ids);
  const generated = runChunks(dialect, chunks, { ...options, vocab, engine: "generated" }, ids);
  expect(generated.events, `events differ for chunks ${show(chunks)} with ids ${JSON.stringify(ids)}`).toEqual(interpreted.events);
  expect(generated.message).toEqual(interpreted.message);
}
