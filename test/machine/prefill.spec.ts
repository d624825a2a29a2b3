/**
 * Output that continues the prompt: a dialect's `prefill` (Functionary v3.2's
 * `>>>`), the unfinished tail of given prompt text, and attribute escapes in
 * captures (Kimi K3). The laws run on both dialects like on every other; these
 * pin down where the prefill comes from and that it never reaches an event.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dialects, parseComplete } from "../../generated/index.js";
import { decodeXmlReferences, encodeXmlReferences } from "../../runtime/args/xml-references.js";
import { runChunks, splitAt } from "../helpers/run.js";

const fv = dialects.functionary_v32;
const header = "<|start_header_id|>assistant<|end_header_id|>\n\n";

describe("prefill", () => {
  it("without a prompt the dialect's prefill starts the first recipient marker", () => {
    const m = parseComplete(fv, 'get_weather\n{"city": "Oslo"}', { toolCallId: () => "id" });
    expect(m.tool_calls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([["get_weather", { city: "Oslo" }]]);
    expect(m.content).toBeNull();
  });

  it("prompt text decides instead: its unfinished marker continues, or none does", () => {
    const text = 'get_weather\n{"city": "Oslo"}';
    expect(parseComplete(fv, text, { prompt: header + ">>>" }).tool_calls).toHaveLength(1);
    // A prompt that wrote the whole recipient line: the output is that message's text.
    const all = parseComplete(fv, "Hello.", { prompt: header + ">>>all\n" });
    expect([all.content, all.tool_calls.length]).toEqual(["Hello.", 0]);
    // A template that ends without ">>>": the name is plain text.
    const plain = parseComplete(fv, text, { prompt: header });
    expect([plain.content, plain.tool_calls.length]).toEqual([text, 0]);
  });

  it("no event carries a prefill character, in any chunking and on both engines", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("all\nHi>>>f\n{}", ">>>f\n{}", "f\n{}>>>python\nx = 1", "all\n", ""),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.boolean(),
        (text, cuts, interpreted) => {
          const chunks = splitAt(text, cuts);
          const { events } = runChunks(fv, chunks, { engine: interpreted ? "interpreted" : "generated" });
          const spelled = events.map((e) => (e.type === "chars" || e.type === "terminal" ? e.text : "")).join("");
          expect(spelled).toBe(text);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("XML references in captures", () => {
  it("decodes named and numeric references and leaves anything else as written", () => {
    expect(decodeXmlReferences("a&amp;b&quot;c&apos;&lt;&gt;")).toBe("a&b\"c'<>");
    expect(decodeXmlReferences("&#38;&#x26;&#X26;&#128512;")).toBe("&&&😀");
    for (const s of ['a&b"c', "<tag>", "&amp;", "plain"]) expect(decodeXmlReferences(encodeXmlReferences(s))).toBe(s);
    for (const s of ["plain", "a & b", "&unknown;", "&#;", "&#x;", "&#xZZ;", "&#99999999;", "&amp", "&constructor;", "&&amp;"]) {
      const expected = s === "&&amp;" ? "&&" : s;
      expect(decodeXmlReferences(s)).toBe(expected);
    }
  });

  it("Kimi K3 names and keys are decoded, streamed and complete alike", () => {
    const text =
      '<|open|>tools<|sep|><|open|>call tool="a&amp;b" index="1"<|sep|><|open|>argument key="k&quot;" type="string"<|sep|>v<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>';
    for (const chunks of [[text], text.split("")]) {
      const m = runChunks(dialects.kimi_k3, chunks, {}).message;
      expect(m.tool_calls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([["a&b", { 'k"': "v" }]]);
    }
  });
});
