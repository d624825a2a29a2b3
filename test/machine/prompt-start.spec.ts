/**
 * The prompt's role header is not the model's output: starting from a prompt
 * whose current turn is only a role line (`assistant\n`, `ai\n`) leaves every
 * dialect where its turn starts without one, so a rule for "the first thing
 * the model writes" (`until_text` states) still holds when a prompt is given.
 */
import { describe, expect, it } from "vitest";
import { allDialects } from "../helpers/dialects.js";
import { parseComplete, startFromPrompt } from "../../runtime/index.js";
import { dialects } from "../../generated/index.js";

describe("a prompt's role header is not output", () => {
  for (const dialect of Object.values(allDialects)) {
    const ir = dialect.ir;
    const firstText = ir.states.some((s) => s.channel.untilText !== undefined);
    if (!firstText) continue;
    it(`${dialect.name}: a role line after the last boundary leaves the turn's first state`, () => {
      for (const role of ["assistant\n", "ai\n", "<|assistant|>\n"]) {
        const start = startFromPrompt(ir, role);
        expect(ir.states[start.state]!.name, JSON.stringify(role)).toBe(ir.states[ir.initial.plain]!.name);
      }
    });
  }

  it("qwen25_coder reads a leading call object after a ChatML prompt", () => {
    const prompt = "<|im_start|>system\nYou are helpful.<|im_end|>\n<|im_start|>user\nWeather in Paris?<|im_end|>\n<|im_start|>assistant\n";
    const tools = [{ type: "function" as const, function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } } }];
    const m = parseComplete(dialects.qwen25_coder, '{"name": "get_weather", "arguments": {"city": "Paris"}}', { prompt, tools });
    expect(m.tool_calls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([["get_weather", { city: "Paris" }]]);
    expect(m.content).toBeNull();
  });
});

/**
 * A prompt that already wrote reasoning text (a prefilled thought) leaves the block open with text in it:
 * the output continues the block, so its first whitespace is inside the field, as transformers reads the
 * prompt and output together and vLLM streams it. A prompt that only opened reasoning gives the block's
 * start to the output, whose leading whitespace is the field's edge and is dropped.
 */
describe("a prompt's reasoning text is continued", () => {
  const chat = "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n<think>\n";
  for (const engine of ["generated", "interpreted"] as const) {
    it(`qwen3 (${engine}): the output's leading space after a prefilled thought is kept; after a bare opener it is not`, () => {
      expect(startFromPrompt(dialects.qwen3.ir, chat + "Let me").continues).toBe(true);
      expect(parseComplete(dialects.qwen3, " see.</think>ok", { prompt: chat + "Let me", engine }).reasoning).toBe(" see.");
      expect(startFromPrompt(dialects.qwen3.ir, chat).continues).toBe(false);
      expect(parseComplete(dialects.qwen3, " see.</think>ok", { prompt: chat, engine }).reasoning).toBe("see.");
      // Reasoning the prompt closed is not continued: the turn starts in the answer.
      expect(startFromPrompt(dialects.qwen3.ir, chat + "done</think>\n\n").continues).toBe(false);
    });
  }
});
