/**
 * Prompt-scoped reasoning on real chat templates (turn boundaries, docs/turns.md):
 * conversations rendered with the models' own templates and tokenized with
 * their own tokenizers. For each, `isReasoningEnd` on the prompt ids, and the
 * new turn's streamed output routed through a parser whose initial state comes
 * from the prompt (text or ids). "Whole prompt" is the same dialect with its
 * turn boundaries removed: the backward scan that stops at the first marker,
 * which is what these tests show to be wrong where an earlier turn has one.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dialects, isReasoningEnd, ReasoningEndTracker, type Dialect, type Message, type ParserOptions } from "../../generated/index.js";
import { runChunks } from "../helpers/run.js";
import { models, tokenStream } from "../helpers/templates.js";

const wholePrompt = (d: Dialect): Dialect => ({ ...d, ir: { ...d.ir, turnBoundaries: [] } });

function routeNewTurn(d: Dialect, prompt: string, promptIds: number[], vocab: Record<string, number>, output: string, model = models.qwen3): Message {
  const stream = tokenStream(model, output);
  const byText = runChunks(d, stream.texts, { prompt, vocab } as ParserOptions, stream.ids).message;
  const byIds = runChunks(d, stream.texts, { promptTokenIds: promptIds, vocab }, stream.ids).message;
  expect(byIds, "initial state from prompt ids ≠ from prompt text").toEqual(byText);
  return byText;
}

describe("qwen3 on its real chat template", () => {
  const q = models.qwen3;
  const qwen3 = dialects.qwen3;
  const render = (messages: unknown[], enable_thinking = true) => q.render({ messages, add_generation_prompt: true, enable_thinking });
  const answer = "<think>\nThe user asks for the weather.\n</think>\n\nIt is 21 °C in Paris.";
  // qwen3 keeps trailing reasoning whitespace (vLLM's qwen3_config), so the "\n" before </think> stays.
  const expected = { reasoning: "The user asks for the weather.\n", content: "It is 21 °C in Paris.", tool_calls: [] };

  const conversations: Record<string, { messages: unknown[]; thinking?: boolean; control: boolean }> = {
    "a single turn (control)": { messages: [{ role: "user", content: "Weather in Paris?" }], control: true },
    "an earlier assistant turn whose reasoning is replayed": {
      messages: [
        { role: "user", content: "Weather in Paris?" },
        {
          role: "assistant",
          content: "",
          reasoning_content: "I should call the tool.",
          tool_calls: [{ type: "function", function: { name: "get_weather", arguments: { city: "Paris" } } }],
        },
        { role: "tool", content: '{"temp": 21}' },
      ],
      control: false,
    },
    "a user message containing a literal </think>": {
      messages: [
        { role: "user", content: "What does </think> do in your output?" },
        { role: "assistant", content: "It closes my reasoning." },
        { role: "user", content: "Weather in Paris?" },
      ],
      control: false,
    },
    // An earlier <tool_call> would end reasoning too (it does in the grammar), so this is not a control.
    "a tool-result turn without reasoning": {
      messages: [
        { role: "user", content: "Weather in Paris?" },
        { role: "assistant", content: "", tool_calls: [{ type: "function", function: { name: "get_weather", arguments: { city: "Paris" } } }] },
        { role: "tool", content: '{"temp": 21}' },
      ],
      control: false,
    },
  };

  for (const [name, c] of Object.entries(conversations)) {
    it(`${name}: reasoning has not ended; the answer routes correctly`, () => {
      const prompt = render(c.messages);
      const ids = q.encode(prompt);
      expect(prompt.endsWith("<|im_start|>assistant\n")).toBe(true);
      expect(isReasoningEnd(qwen3, ids, q.vocab)).toBe(false);
      const whole = isReasoningEnd(wholePrompt(qwen3), ids, q.vocab);
      if (c.control) expect(whole, "control: scoped and whole-prompt answers agree").toBe(false);
      else expect(whole, "the whole-prompt scan is fooled by the earlier turn").toBe(true);
      expect(routeNewTurn(qwen3, prompt, ids, q.vocab, answer)).toEqual(expected);
    });
  }

  it("thinking disabled: the template closes the block, so reasoning has ended and the answer is content", () => {
    const prompt = render([{ role: "user", content: "Weather in Paris?" }], false);
    expect(prompt.endsWith("<think>\n\n</think>\n\n")).toBe(true);
    const ids = q.encode(prompt);
    expect(isReasoningEnd(qwen3, ids, q.vocab)).toBe(true);
    expect(isReasoningEnd(wholePrompt(qwen3), ids, q.vocab)).toBe(true);
    expect(routeNewTurn(qwen3, prompt, ids, q.vocab, "It is 21 °C.")).toEqual({ reasoning: null, content: "It is 21 °C.", tool_calls: [] });
  });

  it("the answer's own </think> ends reasoning in the streaming tracker exactly where the whole-sequence answer flips", () => {
    const prompt = render(conversations["a user message containing a literal </think>"]!.messages);
    const all = [...q.encode(prompt), ...q.encode(answer)];
    const tracker = new ReasoningEndTracker(qwen3.ir, q.vocab);
    const promptLength = q.encode(prompt).length;
    expect(tracker.push(all.slice(0, promptLength))).toBe(-1);
    const offset = tracker.push(all.slice(promptLength));
    expect(tracker.ended).toBe(true);
    expect(q.decode(all.slice(promptLength, promptLength + offset)).endsWith("</think>")).toBe(true);
  });
});

describe("ReasoningEndTracker ≡ isReasoningEnd on every prefix", () => {
  for (const d of Object.values(dialects)) {
    it(d.name, () => {
      const vocab: Record<string, number> = {};
      d.ir.terminals.forEach((t, i) => {
        if (t.special) vocab[(t.variants[0]![0] as { lit: string }).lit] = 100 + i;
      });
      // A dialect whose markers span several tokens (Kimi K3) has no special terminals: ordinary ids only.
      const specials = Object.values(vocab);
      const ordinary = fc.integer({ min: 0, max: 99 });
      const id = specials.length > 0 ? fc.oneof(fc.constantFrom(...specials), ordinary) : ordinary;
      fc.assert(
        fc.property(fc.array(id, { maxLength: 40 }), fc.array(fc.nat(), { maxLength: 8 }), fc.boolean(), (ids, cuts, thinking) => {
          const tracker = new ReasoningEndTracker(d.ir, vocab, thinking);
          const points = [...new Set(cuts.map((c) => c % (ids.length + 1)))].sort((a, b) => a - b);
          let last = 0;
          for (const p of [...points, ids.length]) {
            const offset = tracker.push(ids.slice(last, p));
            const ended = isReasoningEnd(d, ids.slice(0, p), vocab, { thinking });
            expect(tracker.ended).toBe(ended);
            if (offset >= 0) {
              expect(isReasoningEnd(d, ids.slice(0, last + offset), vocab, { thinking })).toBe(true);
              expect(isReasoningEnd(d, ids.slice(0, last + offset - 1), vocab, { thinking })).toBe(false);
            }
            last = p;
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});

describe("seed_oss: its own turn markers, not ChatML's", () => {
  // No SeedOSS tokenizer is published on npm; the conversation is written in the
  // template's format by hand, with SeedOSS's special-token ids.
  const vocab = { "<seed:bos>": 0, "<seed:eos>": 2, "<seed:think>": 7, "</seed:think>": 8, "<seed:tool_call>": 9, "</seed:tool_call>": 10 };
  const turns = [
    "<seed:bos>user\nHi<seed:eos>",
    "<seed:bos>assistant\n<seed:think>Greet back.</seed:think>Hello!<seed:eos>",
    "<seed:bos>user\nWeather?<seed:eos>",
    "<seed:bos>assistant\n",
  ];
  const idsOf = (text: string) =>
    text
      .split(/(<\/?seed:[a-z_]+>)/)
      .filter(Boolean)
      .map((part) => (vocab as Record<string, number>)[part] ?? 1000);
  const prompt = turns.join("");
  const ids = idsOf(prompt);

  it("a stale </seed:think> before the latest <seed:bos> does not end the new turn's reasoning", () => {
    expect(isReasoningEnd(dialects.seed_oss, ids, vocab)).toBe(false);
    expect(isReasoningEnd(wholePrompt(dialects.seed_oss), ids, vocab)).toBe(true);
    const out = runChunks(dialects.seed_oss, ["<seed:think>Check.</seed:think>Sunny."], { prompt }).message;
    expect(out).toEqual({ reasoning: "Check.", content: "Sunny.", tool_calls: [] });
  });

  it("ChatML boundaries would not delimit a SeedOSS prompt", () => {
    // qwen3's boundaries (<|im_start|>, <|im_end|>) never occur here: the scan would cover the whole prompt.
    expect(isReasoningEnd(dialects.qwen3, ids, { ...vocab, "</think>": 8 })).toBe(true);
  });
});

describe("deepseek_v4 on DeepSeek's real chat template", () => {
  const ds = models.deepseek_v3;
  // DeepSeek V3's template and tokenizer, plus the two think tokens V3.1+ add to the vocabulary.
  const vocab = { ...ds.vocab, "<think>": 128798, "</think>": 128799 };
  const encode = (text: string) =>
    text
      .split(/(<\/?think>)/)
      .filter(Boolean)
      .flatMap((part) => (part === "<think>" || part === "</think>" ? [vocab[part]] : ds.encode(part)));
  const messages = [
    { role: "user", content: "Hi" },
    { role: "assistant", content: "<think>Greet back.</think>Hello!" },
    { role: "user", content: "What does </think> mean?" },
  ];
  const prompt = ds.render({ messages, add_generation_prompt: true, bos_token: "<｜begin▁of▁sentence｜>" });

  it("markers from earlier turns are behind <｜User｜>/<｜Assistant｜>", () => {
    expect(prompt.endsWith("<｜Assistant｜>")).toBe(true);
    const ids = encode(prompt);
    expect(ids).toContain(ds.vocab["<｜Assistant｜>"]);
    expect(isReasoningEnd(dialects.deepseek_v4, ids, vocab)).toBe(false);
    expect(isReasoningEnd(wholePrompt(dialects.deepseek_v4), ids, vocab)).toBe(true);
    // V3.1's non-thinking prompt ends with </think>: reasoning has ended.
    expect(isReasoningEnd(dialects.deepseek_v4, encode(prompt + "</think>"), vocab)).toBe(true);
  });

  it("routes the new turn from the prompt text", () => {
    const out = runChunks(dialects.deepseek_v4, ["Thinking it over.</think>It marks the end of reasoning."], { prompt: prompt + "<think>" }).message;
    expect(out).toEqual({ reasoning: "Thinking it over.", content: "It marks the end of reasoning.", tool_calls: [] });
    const closed = runChunks(dialects.deepseek_v4, ["It marks the end."], { prompt: prompt + "</think>", thinking: true }).message;
    expect(closed).toEqual({ reasoning: null, content: "It marks the end.", tool_calls: [] });
  });
});
