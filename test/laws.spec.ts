/**
 * Laws 1, 2, 3, 4 and 5 (DESIGN §8) on every dialect, over grammar-derived
 * outputs and noise, with random chunkings that split markers and surrogate pairs.
 */
import fc from "fast-check";
import { describe, it } from "vitest";
import { allDialects as dialects } from "./helpers/dialects.js";
import { cutPoints, dialectInput } from "../compiler/arbitraries.js";
import {
  assertChunkingInvariant,
  assertGeneratedMatchesInterpreter,
  assertGeneratedMatchesInterpreterWithIds,
  assertNothingLost,
  assertPrefixStable,
  assertStreamingEqualsComplete,
} from "./laws/laws.js";

const RUNS = Number(process.env.LAW_RUNS ?? 250);
const tools = [
  { type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { days: { type: "integer" }, city: { type: "string" } } } } },
  { type: "function", name: "f", parameters: { type: "object", properties: { x: { type: ["number", "null"] } } } },
] as const;

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
  });
}
