/**
 * Token-quoted JSON (Gemma 4's arguments) written in parentheses, as models
 * drift into: `(city:<|"|>Paris<|"|>)`, `(city: "Paris")` and Python's
 * keywords, `(city="Paris", days=3)`, are the object the braces would hold,
 * whatever the chunking, and the translation stops after the `)` that closes
 * it. A parenthesis inside a value written bare stays in the value.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QuotedJsonTranslator } from "../../runtime/args/quoted-json.js";

const Q = '<|"|>';

/** The text translated in pieces cut at `cuts`; the JSON, what came after the object, and whether it closed. */
function translate(text: string, cuts: number[]): { json: string; rest: string; done: boolean } {
  const t = new QuotedJsonTranslator(Q);
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  let json = "";
  let rest = "";
  let from = 0;
  for (const to of [...at, text.length]) {
    if (to <= from) continue;
    const piece = text.slice(from, to);
    json += t.push(piece, 0, piece.length);
    rest += piece.slice(t.end);
    from = to;
  }
  return { json: json + t.finish(), rest, done: t.closed };
}

const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,5}$/);
const scalar = fc.oneof(
  fc.string().filter((s) => !s.includes("<|") && !s.includes("\\")),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const spellings = ["token", "ascii", "python"] as const;

/** One member as the spelling writes it. */
function member(k: string, v: unknown, spelling: (typeof spellings)[number]): string {
  const text = typeof v !== "string" ? String(v) : spelling === "token" ? Q + v + Q : JSON.stringify(v);
  return spelling === "python" ? `${k}=${text === "null" ? "None" : text === "true" ? "True" : text === "false" ? "False" : text}` : `${k}: ${text}`;
}

describe("QuotedJsonTranslator: an object in parentheses", () => {
  it("is the object, in each spelling, whatever the chunking, and ends at its )", () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, scalar, { maxKeys: 4 }),
        fc.constantFrom(...spellings),
        fc.constantFrom("", "<tool_call|>", " and more"),
        fc.array(fc.nat(), { maxLength: 5 }),
        (obj, spelling, after, cuts) => {
          const text =
            "(" +
            Object.entries(obj)
              .map(([k, v]) => member(k, v, spelling))
              .join(", ") +
            ")" +
            after;
          const got = translate(text, cuts);
          expect(JSON.parse(got.json)).toEqual(obj);
          expect([got.done, got.rest]).toEqual([true, after]);
        },
      ),
    );
  });

  it("keeps a parenthesis a bare value opened, and a nested object's braces", () => {
    for (const cuts of [[], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], [9, 17]]) {
      const got = translate(`(expr:f(x) + 1, opts={deep:[1, 2]}, name=Paris (FR))`, cuts);
      expect(JSON.parse(got.json)).toEqual({ expr: "f(x) + 1", opts: { deep: [1, 2] }, name: "Paris (FR)" });
      expect(got.done).toBe(true);
    }
  });

  it("leaves braces as they were: a ( or = inside them is data", () => {
    const got = translate(`{a:(b), c:x=y}`, []);
    expect(JSON.parse(got.json)).toEqual({ a: "(b)", c: "x=y" });
  });
});
