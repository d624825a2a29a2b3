/**
 * The one JSON string scanner and escaper every argument reader and writer uses.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapedRunEnd, escapeJsonString, isJsonScalar, jsonChar, jsonDumps, stringRunEnd } from "../../runtime/text/json-text.js";

const text = fc.array(fc.constantFrom("a", "é", "😀", '"', "\\", "\n", "\t", "\u0001", "'", "<", " ", "}"), { maxLength: 30 }).map((a) => a.join(""));

describe("JSON string text", () => {
  it("ends a plain run at a quote, a backslash, a control character or the reader's own stop", () => {
    expect(stringRunEnd('abc"d', 0, 5)).toBe(3);
    expect(stringRunEnd("ab\\d", 0, 4)).toBe(2);
    expect(stringRunEnd("ab\ncd", 0, 5)).toBe(2);
    expect(stringRunEnd("it's", 0, 4, 39)).toBe(2);
    expect(stringRunEnd("abcd", 1, 3)).toBe(3);
    expect(stringRunEnd("", 0, 0)).toBe(0);
  });

  // JSON string text as a model writes it: escapes whole, cut, or invalid among plain characters.
  const written = fc.array(fc.constantFrom("a", "é", "\\n", '\\"', "\\\\", "\\u00e9", "\\u00", "\\x", "\\", '"', "\n", " "), { maxLength: 12 }).map((a) => a.join(""));

  it("takes complete valid escapes into a run, and stops where a JSON reader would have to look", () => {
    fc.assert(
      fc.property(written, (s) => {
        const end = escapedRunEnd(s, 0, s.length);
        // Everything before the end is valid string text as it stands ...
        expect(() => JSON.parse(`"${s.slice(0, end)}"`)).not.toThrow();
        if (end === s.length) return;
        // ... and what stops it is a quote, a control character, or an escape not valid in what remains.
        const c = s.charCodeAt(end);
        if (c === 92) expect(() => JSON.parse(`"${s.slice(0, end + 6 <= s.length ? end + 6 : s.length)}"`)).toThrow();
        else expect(c === 34 || c < 32).toBe(true);
      }),
    );
    expect(escapedRunEnd("a\\nb\\u00e9c", 0, 11)).toBe(11);
    expect(escapedRunEnd("a\\u00e9", 0, 6)).toBe(1);
  });

  it("escapes as JSON.stringify does, however the text is split", () => {
    fc.assert(
      fc.property(text, fc.nat(30), (s, cut) => {
        const c = Math.min(cut, s.length);
        const whole = JSON.stringify(s).slice(1, -1);
        expect(escapeJsonString(s, 0, s.length)).toBe(whole);
        expect(escapeJsonString(s, 0, c) + escapeJsonString(s, c, s.length)).toBe(whole);
        expect(JSON.parse(`"${escapeJsonString(s, 0, s.length)}"`)).toBe(s);
      }),
    );
  });

  it("passes a surrogate half through, so a pair split across chunks rejoins", () => {
    const pair = "😀";
    expect(escapeJsonString(pair, 0, 1) + escapeJsonString(pair, 1, 2)).toBe(pair);
  });

  it("writes one character as JSON string text", () => {
    expect(jsonChar(34)).toBe('\\"');
    expect(jsonChar(92)).toBe("\\\\");
    expect(jsonChar(10)).toBe("\\n");
    expect(jsonChar(1)).toBe("\\u0001");
    expect(jsonChar(97)).toBe("a");
  });

  it("knows a JSON scalar word exactly as JSON.parse does", () => {
    const parses = (w: string) => {
      try {
        const v: unknown = JSON.parse(w);
        return v === null || typeof v === "number" || typeof v === "boolean";
      } catch {
        return false;
      }
    };
    const word = fc
      .array(fc.constantFrom("0", "1", "9", "-", "+", ".", "e", "E", "t", "r", "u", "f", "a", "l", "s", "n", "x"), { minLength: 1, maxLength: 8 })
      .map((a) => a.join(""));
    fc.assert(
      fc.property(word, (w) => {
        expect(isJsonScalar(w), w).toBe(parses(w));
      }),
      { numRuns: 5000 },
    );
    for (const w of ["0", "-0", "10", "1.5e-3", "2E+10", "true", "null"]) expect(isJsonScalar(w), w).toBe(true);
    for (const w of ["01", "-", "1.", ".5", "1e", "+1", "nul", "True"]) expect(isJsonScalar(w), w).toBe(false);
  });
});

describe("jsonDumps", () => {
  it("writes Python json.dumps's spacing", () => {
    expect(jsonDumps({ a: 1, b: [2, "x"], c: { d: null, e: true }, f: [], g: {} })).toBe('{"a": 1, "b": [2, "x"], "c": {"d": null, "e": true}, "f": [], "g": {}}');
  });

  it("is the same value as JSON.stringify writes", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(jsonDumps(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });
});
