/**
 * The text between the elements of an array of calls (pythonic's `[f(), g()]`): separators before the
 * first prose are the calls' markup; after prose, only an element that follows makes them markup, so
 * prose that ends in brackets keeps them at the end or before a marker. Where the held cap cuts the gap,
 * the separators after the prose wait for what follows, so every chunking and both engines read alike.
 */
import { describe, expect, it } from "vitest";
import { chunkText } from "../../compiler/laws/chunks.js";
import { dialects } from "../../generated/index.js";
import { createParserFor, MessageAccumulator, type Dialect } from "../../runtime/index.js";

const pythonic = dialects.pythonic as Dialect;

/** The message read in chunks of every size given, on both engines: one reading, or the test fails. */
function readAlike(text: string, held?: number) {
  const seen = new Set<string>();
  let last: { content: string | null; calls: string[] } | null = null;
  for (const engine of ["generated", "interpreted"] as const) {
    for (const size of [1, 2, 3, 7, 64, text.length]) {
      const parser = createParserFor(pythonic, { engine, ...(held ? { policies: { caps: { held } } } : {}) });
      const acc = new MessageAccumulator();
      for (const chunk of chunkText(text, size)) acc.add(parser.feed(chunk));
      acc.add(parser.finish());
      const m = acc.message();
      last = { content: m.content, calls: m.tool_calls.map((c) => c.name) };
      seen.add(JSON.stringify(last));
    }
  }
  expect([...seen]).toHaveLength(1);
  return last!;
}

describe("the gap between elements of an array of calls", () => {
  it("prose after the calls keeps its closing brackets and commas; the whitespace before a later list is the prose's", () => {
    expect(readAlike("[f()] The options are [x, y]")).toEqual({ content: "The options are [x, y]", calls: ["f"] });
    expect(readAlike("[f()] Done. x]")).toEqual({ content: "Done. x]", calls: ["f"] });
    expect(readAlike("[f()] Then [g()] and done.")).toEqual({ content: "Then and done.", calls: ["f", "g"] });
    // Before another element the separators are the array's: `, [` is markup.
    expect(readAlike("[f()] Then, [g()]")).toEqual({ content: "Then", calls: ["f", "g"] });
    expect(readAlike("[f(), g()]")).toEqual({ content: null, calls: ["f", "g"] });
  });

  it("where the held cap cuts the gap after prose, its separators wait for what follows", () => {
    const prose = "word ".repeat(9).trim();
    // The end follows: the prose's.
    expect(readAlike(`[f()] ${prose} x, ]`, 40)).toEqual({ content: `${prose} x, ]`, calls: ["f"] });
    // An element follows: the array's, as without the cap.
    expect(readAlike(`[f()] ${prose}]] [g()]`, 40)).toEqual({ content: prose, calls: ["f", "g"] });
    expect(readAlike(`[f()] ${prose}]] [g()]`)).toEqual({ content: prose, calls: ["f", "g"] });
    // Separators past the cap themselves go out as the prose's: nothing is held without bound.
    expect(readAlike(`[f()] ${prose}${"]".repeat(50)}`, 40)).toEqual({ content: prose + "]".repeat(50), calls: ["f"] });
  });
});
