/**
 * The turn header a model writes itself: where the prompt ends between turns (a template with no
 * generation prompt), the model opens its own turn, `<|im_start|>assistant\n`, and that header is the
 * template's text, not the answer. Only a marker the prompt itself always follows with a role name counts,
 * only at the output's start, and the result is the same however the output is chunked.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dialects } from "../../generated/index.js";
import { parseComplete } from "../../runtime/index.js";
import { normalized, runChunks, splitAt } from "../helpers/run.js";
import { scanHeader } from "../../runtime/machine/turn-header.js";

const TOOLS = [{ type: "function" as const, function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } } }];
const CALL = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>';
const CHATML_BETWEEN = "<|im_start|>system\nBe brief.<|im_end|>\n<|im_start|>user\nWeather in Paris?<|im_end|>\n";
const CHATML_GEN = CHATML_BETWEEN + "<|im_start|>assistant\n";

describe("a turn header the model writes after a prompt that ends between turns", () => {
  for (const engine of ["generated", "interpreted"] as const) {
    it(`hermes (${engine}): the header is the prompt's, the call and the text after it the model's`, () => {
      const m = parseComplete(dialects.hermes, `<|im_start|>assistant\nSure.\n${CALL}<|im_end|>`, { prompt: CHATML_BETWEEN, tools: TOOLS, engine });
      expect(normalized(m)).toEqual({ reasoning: null, content: "Sure.", tool_calls: [{ name: "get_weather", arguments: { city: "Paris" } }] });
      // The same output after the generation prompt the template would have written.
      expect(normalized(parseComplete(dialects.hermes, `Sure.\n${CALL}<|im_end|>`, { prompt: CHATML_GEN, tools: TOOLS, engine }))).toEqual(normalized(m));
    });
  }

  it("reads alike however the output is chunked (every cut, and one character at a time)", () => {
    const outputs = [
      `<|im_start|>assistant\n${CALL}`,
      "  <|im_start|>assistant\r\nHello there",
      "<|im_start|>assistant",
      "<|im_start|>",
      "<|im_start|>assistant says hi",
      "\n\n",
      "<|im_st",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...outputs), fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const whole = runChunks(dialects.hermes, [text], { prompt: CHATML_BETWEEN, tools: TOOLS });
        for (const chunks of [splitAt(text, cuts), text.split("")]) {
          const split = runChunks(dialects.hermes, chunks, { prompt: CHATML_BETWEEN, tools: TOOLS });
          expect(split.message).toEqual(whole.message);
          expect(split.events).toEqual(whole.events);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("qwen3 after a header: reasoning opened by the model is reasoning", () => {
    const m = parseComplete(dialects.qwen3, "<|im_start|>assistant\n<think>\nLook it up.\n</think>\n\nIt is sunny.", { prompt: CHATML_BETWEEN });
    expect([m.reasoning?.trim(), m.content]).toEqual(["Look it up.", "It is sunny."]);
    expect(m).toEqual(parseComplete(dialects.qwen3, "<think>\nLook it up.\n</think>\n\nIt is sunny.", { prompt: CHATML_GEN }));
  });

  it("llama_json: `<|start_header_id|>assistant<|end_header_id|>\\n\\n` is the header", () => {
    const prompt = "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nBe brief.<|eot_id|><|start_header_id|>user<|end_header_id|>\n\nWeather?<|eot_id|>";
    const m = parseComplete(dialects.llama_json, '<|start_header_id|>assistant<|end_header_id|>\n\n{"name": "get_weather", "parameters": {"city": "Paris"}}<|eot_id|>', {
      prompt,
      tools: TOOLS,
    });
    expect(normalized(m)).toEqual({ reasoning: null, content: null, tool_calls: [{ name: "get_weather", arguments: { city: "Paris" } }] });
  });

  it("token ids: the header's marker id goes with its text; a marker spelled in prose stays text", () => {
    const vocab = { "<|im_start|>": 151644, "<|im_end|>": 151645, "<tool_call>": 151657, "</tool_call>": 151658 };
    const text = "<|im_start|>assistant\nHi";
    const withId = runChunks(dialects.hermes, ["<|im_start|>", "assistant\n", "Hi"], { prompt: CHATML_BETWEEN, vocab }, [[151644], [77091, 198], [13048]]);
    expect(withId.message.content).toBe("Hi");
    expect(withId.message).toEqual(runChunks(dialects.hermes, [text], { prompt: CHATML_BETWEEN }).message);
    // The same characters from ordinary tokens: no special token, so no header.
    const spoofed = runChunks(dialects.hermes, ["<|im_start|>", "assistant\n", "Hi"], { prompt: CHATML_BETWEEN, vocab }, [[27, 91, 318], [77091, 198], [13048]]);
    expect(spoofed.message.content).toBe("<|im_start|>assistant\nHi");
  });
});

describe("where no header is read", () => {
  it("after a generation prompt, a written opener is output, as before", () => {
    expect(parseComplete(dialects.hermes, "<|im_start|>assistant\nHi", { prompt: CHATML_GEN }).content).toBe("<|im_start|>assistant\nHi");
  });

  it("without a prompt nothing is taken for a header", () => {
    expect(parseComplete(dialects.hermes, "<|im_start|>assistant\nHi").content).toBe("<|im_start|>assistant\nHi");
  });

  it("a marker not at the output's start, or not followed by a role line, is output", () => {
    expect(parseComplete(dialects.hermes, "Hi <|im_start|>assistant\nthere", { prompt: CHATML_BETWEEN }).content).toBe("Hi <|im_start|>assistant\nthere");
    expect(parseComplete(dialects.hermes, "<|im_start|>assistant says hi", { prompt: CHATML_BETWEEN }).content).toBe("<|im_start|>assistant says hi");
  });

  it("a marker that is the role itself opens no header: the text after it is the answer", () => {
    // DeepSeek's `<｜Assistant｜>` is followed by the message, not by a role name; the prompt shows it.
    const prompt = "<｜begin▁of▁sentence｜>Be brief.<｜User｜>What is the weather in Paris today?<｜Assistant｜></think>";
    const m = parseComplete(dialects.deepseek_r1, "<｜Assistant｜>Sure\nIt is sunny.", { prompt, thinking: false });
    expect(m.content).toContain("Sure");
  });

  it("scanHeader decides on the text alone: more text needed, a header's end, or none", () => {
    const o = ["<|im_start|>"];
    const all = ["<|im_start|>", "<|im_end|>"];
    expect(scanHeader("  <|im_st", o, all, false)).toBe(-1);
    expect(scanHeader("<|im_start|>assist", o, all, false)).toBe(-1);
    expect(scanHeader("<|im_start|>assistant\nx", o, all, false)).toBe("<|im_start|>assistant\n".length);
    expect(scanHeader("<|im_start|>assistant", o, all, true)).toBe("<|im_start|>assistant".length);
    expect(scanHeader("Hello", o, all, false)).toBe(0);
    expect(scanHeader("<|im_start|> assistant\n", o, all, false)).toBe(0);
    expect(scanHeader("<|im_start|>" + "a".repeat(40) + "\n", o, all, false)).toBe(0);
  });
});
