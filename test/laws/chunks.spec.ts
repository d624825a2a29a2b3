/** The one chunker the CLI's --chunk and the playground share: code points, never a split character. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunkText } from "../../compiler/laws/chunks.js";

describe("chunkText", () => {
  it("counts code points, so a surrogate pair stays whole", () => {
    expect(chunkText("a😀bc", 2)).toEqual(["a😀", "bc"]);
    expect(chunkText("😀😀😀", 1)).toEqual(["😀", "😀", "😀"]);
  });

  it("is one feed for size 0 or a size past the text, and for empty text", () => {
    expect(chunkText("abc", 0)).toEqual(["abc"]);
    expect(chunkText("abc", 9)).toEqual(["abc"]);
    expect(chunkText("", 3)).toEqual([""]);
  });

  it("joins back to the text, each chunk N code points but the last, none ending in a lone high surrogate", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.integer({ min: 1, max: 7 }), (text, size) => {
        const parts = chunkText(text, size);
        expect(parts.join("")).toBe(text);
        parts.slice(0, -1).forEach((p) => expect(Array.from(p).length).toBe(size));
        for (const p of parts) expect(/[\ud800-\udbff]$/.test(p)).toBe(false);
      }),
    );
  });
});
