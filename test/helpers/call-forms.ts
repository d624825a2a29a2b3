/**
 * Another way to write the same call (its arguments as a JSON string, beside the name, …) read as the
 * call written plainly, in every dialect that can write it: the tool, the arguments' arbitrary, the
 * rendered text rewritten piece by piece, and the property that the two read alike in any chunking on
 * both engines. The specs in test/args/ say which rewrite, and which dialects.
 */
import fc from "fast-check";
import { expect } from "vitest";
import type { Dialect, Tool } from "../../generated/index.js";
import { renderPieces } from "../../runtime/render/render.js";
import type { Piece } from "../../runtime/render/paths.js";
import { runChunks, splitAt } from "./run.js";

export const WEATHER_TOOLS: Tool[] = [
  {
    type: "function",
    function: {
      name: "get_weather",
      parameters: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" }, tags: { type: "array", items: { type: "string" } } } },
    },
  },
];

/** get_weather's arguments, their strings made of `words` (the characters a rewrite must carry through). */
export function weatherArgs(words: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const value = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }).map((w) => w.join(""));
  return fc.record({ city: value, days: fc.integer({ min: 0, max: 9 }), tags: fc.array(value, { maxLength: 2 }) }, { requiredKeys: ["city"] });
}

/**
 * The text render writes for a get_weather call, and the same with each piece `rewrite` returns a text
 * for written so instead; null when render cannot write the call or no piece was rewritten.
 */
export function rewrittenForm(d: Dialect, a: Record<string, unknown>, thinking: boolean, rewrite: (piece: Piece) => string | undefined): { plain: string; form: string } | null {
  let pieces: Piece[];
  try {
    pieces = renderPieces(d, { content: "Checking.", tool_calls: [{ name: "get_weather", arguments: a }] }, { tools: WEATHER_TOOLS, thinking }).pieces;
  } catch {
    return null;
  }
  let changed = false;
  const form = pieces
    .map((p) => {
      const text = rewrite(p);
      if (text === undefined) return p.text;
      changed = true;
      return text;
    })
    .join("");
  return changed ? { plain: pieces.map((p) => p.text).join(""), form } : null;
}

/** The content and calls (arguments parsed) read from `text` cut at `cuts`. */
export function callsRead(d: Dialect, text: string, cuts: number[], engine: "generated" | "interpreted", thinking: boolean, withTools = true) {
  const m = runChunks(d, splitAt(text, cuts), { ...(withTools ? { tools: WEATHER_TOOLS } : {}), thinking, engine }).message;
  return { content: m.content, calls: m.tool_calls.map((c) => ({ name: c.name, arguments: JSON.parse(c.arguments) as unknown })) };
}

/** The rewritten form reads as the plain one, whole, per character and in random chunks, on both engines. */
export function readsAsPlain(
  d: Dialect,
  args: fc.Arbitrary<Record<string, unknown>>,
  formOf: (a: Record<string, unknown>, thinking: boolean) => { plain: string; form: string } | null,
  numRuns: number,
): void {
  fc.assert(
    fc.property(args, fc.array(fc.nat(), { maxLength: 8 }), fc.boolean(), (a, cuts, perChar) => {
      const thinking = d.ir.policies.thinkingDefault;
      const forms = formOf(a, thinking)!;
      const split = perChar ? [...Array(forms.form.length).keys()] : cuts;
      const want = callsRead(d, forms.plain, [], "interpreted", thinking);
      expect(want.calls).toEqual([{ name: "get_weather", arguments: a }]);
      for (const engine of ["generated", "interpreted"] as const) expect(callsRead(d, forms.form, split, engine, thinking)).toEqual(want);
    }),
    { numRuns },
  );
}
