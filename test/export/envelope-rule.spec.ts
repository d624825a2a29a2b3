/**
 * The envelope rule follows the structure render wrote: a call in OpenAI's tool_call object (where a sample
 * writes the message's tool_calls so, as Falcon3's template does) is constrained as that object, id first.
 */
import { describe, expect, it } from "vitest";
import { dialects, type Tool } from "../../generated/index.js";
import { renderPieces } from "../../runtime/render/render.js";
import { envelopeRule } from "../../runtime/export/call-rules.js";
import { Rules } from "../../runtime/export/grammar-rules.js";
import { ToolSchemas } from "../../runtime/args/schema.js";

const tools: Tool[] = [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } } }];
const message = { tool_calls: [{ id: "call_1", name: "get_weather", arguments: { city: "Oslo" } }] };

function ruleFor(like?: string): string {
  const { pieces } = renderPieces(dialects.xlam, message, { tools, ...(like ? { like } : {}) });
  const piece = pieces.find((p) => p.slot === "envelope");
  expect(piece).toBeDefined();
  const rules = new Rules();
  envelopeRule(rules, piece as never, new ToolSchemas(tools));
  return rules.text();
}

describe("the envelope rule", () => {
  it("constrains a call in OpenAI's tool_call object where render wrote it so, and the plain members elsewhere", () => {
    const nested = ruleFor('[{"id": "x", "type": "function", "function": {"name": "f", "arguments": {}}}]');
    expect(nested).toContain('"\\"type\\"" ws ":" ws "\\"function\\"" ws "," ws "\\"function\\"" ws ":" ws "{"');
    const plain = ruleFor();
    expect(plain).not.toContain('"\\"type\\""');
  });
});
