/**
 * Reasoning opened by the prompt's tail: a grammar that opens reasoning by `thinking` and absorbs the
 * opener in that reasoning (`absorb THINK_START in reasoning`) starts in reasoning when the prompt ends
 * with the opener, whatever the request's flag: OLMo 3 Think's prompt ends `<think>`, Apriel 1.6's
 * `Here are my reasoning steps:\n`. A prompt that does not end so starts where it did.
 */
import { describe, expect, it } from "vitest";
import { allDialects } from "../helpers/dialects.js";
import { parseComplete, startFromPrompt } from "../../runtime/index.js";
import { reasoningOpeners } from "../../runtime/machine/prompt.js";
import { Channel } from "../../runtime/ir/ir.js";
import { dialects } from "../../generated/index.js";

const chatml = (tail: string) => `<|im_start|>user\nWhy?<|im_end|>\n<|im_start|>assistant\n${tail}`;

describe("a prompt that ends by opening reasoning", () => {
  it("olmo3: after a prompt ending <think>, the answer's reasoning is reasoning, thinking asked for or not", () => {
    for (const thinking of [true, false, undefined]) {
      const m = parseComplete(dialects.olmo3, "Because.</think>It is so.", { prompt: chatml("<think>"), ...(thinking === undefined ? {} : { thinking }) });
      expect([m.reasoning, m.content], String(thinking)).toEqual(["Because.", "It is so."]);
    }
    // The opener with the whitespace a template writes after it.
    expect(parseComplete(dialects.olmo3, "Because.</think>It is so.", { prompt: chatml("<think>\n") }).reasoning).toBe("Because.");
  });

  it("olmo3: a prompt that opens nothing starts in the answer", () => {
    const m = parseComplete(dialects.olmo3, "It is so.", { prompt: chatml("") });
    expect([m.reasoning, m.content]).toEqual([null, "It is so."]);
  });

  it("apriel: after Apriel 1.6's prefill phrase, the text up to [BEGIN FINAL RESPONSE] is reasoning", () => {
    const prompt = "<|system|>\nBe brief.\n<|end|>\n<|user|>\nWhy?\n<|end|>\n<|assistant|>\nHere are my reasoning steps:\n";
    const m = parseComplete(dialects.apriel, "Because.\n[BEGIN FINAL RESPONSE]\nIt is so.", { prompt, thinking: false });
    expect([m.reasoning?.trim(), m.content?.trim()]).toEqual(["Because.", "It is so."]);
  });

  it("the openers are markers absorbed in the thinking turn's reasoning: never a turn marker, never one a text state reads", () => {
    const found: string[] = [];
    for (const d of Object.values(allDialects)) {
      const ir = d.ir;
      for (const t of reasoningOpeners(ir)) {
        found.push(`${d.name}.${ir.terminals[t]!.name}`);
        expect(ir.turnBoundaries).not.toContain(t);
        expect(ir.states[ir.initial.thinking]!.channel.kind).toBe(Channel.Reasoning);
        for (const s of ir.states)
          if (s.channel.kind !== Channel.Reasoning)
            expect(
              s.transitions.some((tr) => tr.terminal === t),
              `${d.name} ${s.name}`,
            ).toBe(false);
        // A prompt ending with it starts in the thinking turn's reasoning.
        const spelling = ir.terminals[t]!.variants[0]!.map((p) => ("lit" in p ? p.lit : "")).join("");
        expect(startFromPrompt(ir, "assistant\n" + spelling).state, d.name).toBe(ir.initial.thinking);
      }
    }
    expect(found).toEqual(expect.arrayContaining(["olmo3.THINK_START", "apriel.STEPS"]));
  });
});
