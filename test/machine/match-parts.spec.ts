// The part steps both engines match spellings with: `matchParts` (the
// interpreter) and the calls generated matchers make, one per part.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Part } from "../../runtime/ir/ir.js";
import { FAIL, MORE, matchCapture, matchLiteral, matchParts, matchSpace } from "../../runtime/machine/matchers.js";

describe("matchSpace", () => {
  it("reads whitespace greedily up to its maximum", () => {
    expect(matchSpace("  \n x", 0, false, 8)).toBe(4);
    expect(matchSpace("x", 0, false, 8)).toBe(0);
    expect(matchSpace("   x", 0, false, 3)).toBe(3);
    expect(matchSpace("    x", 0, false, 3)).toBe(FAIL);
  });

  it("waits at the buffer's end unless the stream ended", () => {
    expect(matchSpace("a  ", 1, false, 8)).toBe(MORE);
    expect(matchSpace("a  ", 1, true, 8)).toBe(3);
  });
});

describe("matchCapture", () => {
  it("runs to its stop character", () => {
    expect(matchCapture("name>", 0, false, 62, false, "<", 16)).toBe(4);
  });

  it("stops at whitespace when whitespace follows it", () => {
    expect(matchCapture("name \n>", 0, false, 62, true, "", 16)).toBe(4);
    expect(matchCapture("na me>", 0, false, 62, false, "", 16)).toBe(5);
  });

  it("fails when empty, too long or holding an excluded character", () => {
    expect(matchCapture(">", 0, false, 62, false, "", 16)).toBe(FAIL);
    expect(matchCapture("abcde>", 0, false, 62, false, "", 4)).toBe(FAIL);
    expect(matchCapture("abcd>", 0, false, 62, false, "", 4)).toBe(4);
    expect(matchCapture("ab<c>", 0, false, 62, false, "<", 16)).toBe(FAIL);
  });

  it("lets its stop character through even when it is excluded", () => {
    expect(matchCapture("ab>", 0, false, 62, false, "<>", 16)).toBe(2);
  });

  it("waits for the stop, and fails at the stream's end without it", () => {
    expect(matchCapture("abc", 0, false, 62, false, "", 16)).toBe(MORE);
    expect(matchCapture("abc", 0, true, 62, false, "", 16)).toBe(FAIL);
  });
});

describe("matchParts", () => {
  const spelling: Part[] = [{ lit: "<f=" }, { cap: "name", max: 8, exclude: " <>" }, { ws: 4 }, { lit: ">" }];

  it("matches a spelling part by part and records its captures", () => {
    const from = [0];
    const to = [0];
    expect(matchParts(spelling, "xx<f=get  >rest", 2, false, from, to)).toBe(11);
    expect([from[0], to[0]]).toEqual([5, 8]);
    expect(matchLiteral("<f=", "<f", 0, false)).toBe(MORE);
  });

  // The law behind chunking invariance, at the level of one spelling: a
  // decision made on a prefix of the text is the one the whole text makes.
  it("decides on a prefix only what the whole text decides", () => {
    const endsInSpace: Part[] = [{ lit: "<f=" }, { cap: "name", max: 8, exclude: "<>" }, { ws: 4 }];
    const pieces = fc.array(fc.constantFrom(" ", "\n", "get", "<", ">", "x", "<f="), { maxLength: 8 });
    const text = fc.oneof(
      pieces.map((p) => "<f=" + p.join("")),
      pieces.map((p) => p.join("")),
    );
    fc.assert(
      fc.property(fc.constantFrom(spelling, endsInSpace), text, fc.nat(), fc.boolean(), (parts, buf, cut, atEnd) => {
        const whole = matchParts(parts, buf, 0, atEnd, null, null);
        const k = cut % (buf.length + 1);
        const part = matchParts(parts, buf.slice(0, k), 0, false, null, null);
        if (part !== MORE) expect(part).toBe(whole);
      }),
      { numRuns: 1000 },
    );
  });
});
