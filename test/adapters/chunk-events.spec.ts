/**
 * ChunkEvents writes each delta's event as sseData(toChatCompletionChunk(…)) does, byte for byte: the
 * gateway's chat stream uses it, and a client must not tell them apart.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChunkEvents, sseData, toChatCompletionChunk, type Delta } from "../../runtime/index.js";

const delta: fc.Arbitrary<Delta> = fc.record(
  {
    content: fc.string(),
    reasoning_content: fc.string({ unit: "grapheme" }),
    tool_calls: fc.array(
      fc.record({ index: fc.nat(4), id: fc.string(), type: fc.constant("function" as const), function: fc.record({ name: fc.string(), arguments: fc.string() }) }),
      {
        maxLength: 2,
      },
    ),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Delta>;

describe("ChunkEvents", () => {
  it("writes what sseData(toChatCompletionChunk(delta, options)) writes, for any id, model and delta", () => {
    // Names that hold the split point's own text must not move it.
    const name = fc.oneof(fc.string(), fc.constantFrom('"delta":null', '{"delta":null}', "chat\u2028cmpl", '\\"delta\\":'));
    fc.assert(
      fc.property(name, name, fc.nat(), fc.option(fc.nat(3), { nil: undefined }), delta, (id, model, created, choiceIndex, d) => {
        const options = { id, model, created, ...(choiceIndex !== undefined ? { choiceIndex } : {}) };
        expect(new ChunkEvents(options).event(d)).toBe(sseData(toChatCompletionChunk(d, options)));
      }),
    );
  });
});
