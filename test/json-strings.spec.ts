/**
 * The machine's JSON string tracking (`JsonStringState`, for `when outside string` markers) jumps
 * between quotes and backslashes; it must agree with a plain character walk,
 * however the text is split.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JsonStringState } from "../runtime/json-text.js";

function inStringAfter(pieces: string[]): boolean {
  const state = new JsonStringState();
  for (const piece of pieces) state.advance(piece, 0, piece.length);
  return state.inString;
}

function walk(text: string): boolean {
  let inString = false;
  let escape = false;
  for (const ch of text) {
    if (inString) {
      if (escape) escape = false;
      else if (ch === "\\") escape = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
  }
  return inString;
}

describe("JSON string tracking", () => {
  it("agrees with a character walk on any text and any split", () => {
    // Long enough that the indexOf jumps cross chunk ends too.
    const text = fc.array(fc.constantFrom('"', "\\", "a", "<", "}", " ", "aaaaaaaaaaaaaaaaaaaa"), { maxLength: 40 }).map((a) => a.join(""));
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 6 }), (t, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (t.length + 1)))].sort((a, b) => a - b);
        const pieces: string[] = [];
        let last = 0;
        for (const p of [...points, t.length]) {
          pieces.push(t.slice(last, p));
          last = p;
        }
        expect(inStringAfter(pieces)).toBe(walk(t));
      }),
      { numRuns: 2000 },
    );
  });
});
