/**
 * Laws 1, 2, 3, 4 and 5 on every dialect, over grammar-derived
 * outputs and noise, with random chunkings that split markers and surrogate pairs.
 */
import fc from "fast-check";
import { describe, it } from "vitest";
import { allDialects as dialects } from "../helpers/dialects.js";
import { cutPoints, dialectInput } from "../../compiler/laws/arbitraries.js";
import { TIGHT_CAPS } from "../../compiler/laws/diff.js";
import {
  assertChunkingInvariant,
  assertGeneratedMatchesInterpreter,
  assertGeneratedMatchesInterpreterWithIds,
  assertNothingLost,
  assertPrefixStable,
  assertStreamingEqualsComplete,
} from "../laws/laws.js";

const RUNS = Number(process.env.LAW_RUNS ?? 250);
// Parameter names the grammar walk writes (compiler/laws/arbitraries.ts), typed so
// coercion and its fallbacks run inside the laws: numbers, nullable, boolean, object.
const properties = {
  get_weather: { type: "integer" },
  f: { type: ["number", "null"] },
  write_file: { type: "boolean" },
  x1: { type: "object", properties: { a: { type: "integer" } } },
  Bash: { type: "string" },
};
const tools = ["get_weather", "f", "Bash", "x1"].map((name, i) =>
  i % 2 === 0 ? { type: "function", function: { name, parameters: { type: "object", properties } } } : { type: "function", name, parameters: { type: "object", properties } },
);

for (const dialect of Object.values(dialects)) {
  describe(`laws: ${dialect.name}`, () => {
    const input = dialectInput(dialect.ir);
    const law = (name: string, assertion: typeof assertChunkingInvariant) =>
      it(name, () => {
        fc.assert(
          fc.property(input, cutPoints, fc.boolean(), ({ text, thinking }, cuts, withTools) => {
            assertion(dialect, text, { thinking, ...(withTools ? { tools: tools as never } : {}) }, cuts);
          }),
          { numRuns: RUNS },
        );
      });
    law("1. chunking invariance", assertChunkingInvariant);
    law("2. generated ≡ interpreted", assertGeneratedMatchesInterpreter);
    law("2. generated ≡ interpreted, with token ids", assertGeneratedMatchesInterpreterWithIds);
    law("3. streaming ≡ complete", assertStreamingEqualsComplete);
    law("4. nothing lost, never throws", assertNothingLost);
    law("5. prefix-stable arguments", assertPrefixStable);

    // The same laws with caps small enough that generated inputs cross them.
    const tight = (name: string, assertion: typeof assertChunkingInvariant) =>
      it(`${name}, past tight caps`, () => {
        fc.assert(
          fc.property(input, cutPoints, ({ text, thinking }, cuts) => {
            assertion(dialect, text, { thinking, tools: tools as never, policies: { caps: TIGHT_CAPS } }, cuts);
          }),
          { numRuns: Math.ceil(RUNS / 2) },
        );
      });
    tight("1. chunking invariance", assertChunkingInvariant);
    tight("3. streaming ≡ complete", assertStreamingEqualsComplete);
    tight("4. nothing lost, never throws", assertNothingLost);
    tight("5. prefix-stable arguments", assertPrefixStable);
  });
}
