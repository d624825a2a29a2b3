/**
 * The one JSON string scanner and escaper every argument reader and writer uses.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapedRunEnd, escapeJsonString, isJsonScalar, jsonChar, jsonDumps, JsonStringDecoder, JsonStringState, stringRunEnd } from "../../runtime/text/json-text.js";

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

  it("decodes a JSON string's inside as it streams, whatever the cuts (escapes and \\u pairs cut included)", () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 6 }), (s, cuts) => {
        const inside = JSON.stringify(s).slice(1, -1).replaceAll("é", "\\u00e9");
        const at = [...new Set(cuts.map((c) => c % (inside.length + 1)))].sort((a, b) => a - b);
        const d = new JsonStringDecoder();
        let out = "";
        let from = 0;
        for (const c of [...at, inside.length]) {
          out += d.decode(inside, from, c);
          from = c;
        }
        expect(out + d.finish()).toBe(s);
      }),
    );
    // A malformed escape stands as written; one the end cuts is given back.
    const d = new JsonStringDecoder();
    expect(d.decode("a\\qb\\u12zz", 0, 10) + d.decode("x\\", 0, 2) + d.finish()).toBe("a\\qb\\u12zzx\\");
  });

  it("follows the nesting of objects and arrays outside strings, for `when outside json`", () => {
    const j = new JsonStringState();
    const t = '[{"a": "}]"}, [1]';
    j.advanceDepth(t, 0, t.length);
    expect([j.depth, j.inString]).toEqual([1, false]);
    j.advanceDepth("]", 0, 1);
    expect(j.depth).toBe(0);
    j.reset(true);
    j.advanceDepth('x\\"', 0, 3);
    expect([j.inString, j.closable]).toEqual([true, true]);
  });
});
