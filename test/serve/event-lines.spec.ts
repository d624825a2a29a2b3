/**
 * The event lines the gateway writes per token without building objects are byte for byte what the general
 * writers give: Anthropic's content_block_delta and the Responses API's text deltas beside sseEvent.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blockDelta } from "../../compiler/serve/apis/anthropic-messages.js";
import { itemDelta } from "../../compiler/serve/apis/responses.js";
import { sseEvent } from "../../compiler/serve/core/generation.js";

describe("per-token event lines", () => {
  it("blockDelta writes what sseEvent writes, for every kind and any text", () => {
    const kind = fc.constantFrom(["thinking_delta", "thinking"] as const, ["text_delta", "text"] as const, ["input_json_delta", "partial_json"] as const);
    fc.assert(
      fc.property(fc.nat(), kind, fc.string({ unit: "binary" }), (index, [type, field], value) => {
        expect(blockDelta(index, type, field, value)).toBe(sseEvent("content_block_delta", { index, delta: { type, [field]: value } }));
      }),
    );
  });

  it("itemDelta writes what sseEvent writes with the sequence number last, for every shape and any text", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.nat(),
        fc.option(fc.nat(), { nil: null }),
        fc.string({ unit: "binary" }),
        fc.boolean(),
        fc.nat(),
        (type, itemId, outputIndex, contentIndex, delta, logprobs, sequence) => {
          const data = {
            item_id: itemId,
            output_index: outputIndex,
            ...(contentIndex === null ? {} : { content_index: contentIndex }),
            delta,
            ...(logprobs ? { logprobs: [] } : {}),
          };
          expect(itemDelta(type, itemId, outputIndex, contentIndex, delta, logprobs, sequence)).toBe(sseEvent(type, { ...data, sequence_number: sequence }));
        },
      ),
    );
  });
});
