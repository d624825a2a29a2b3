/**
 * `npm run agents [-- TEMPLATE…]`: Claude Code and Codex, the real CLIs, each
 * finish a tool loop through `dialectc serve` in front of a scripted engine.
 *
 * Not part of `npm test`: the two CLIs weigh about 650 MB (installed once into
 * test/agents/node_modules from this folder's lock file). For each template
 * (default: Qwen3.5's, which takes one leading system message only, where
 * Claude Code sends a system turn mid-conversation and Codex two developer
 * items) the gateway runs with the dialect `detect` names first, and each
 * agent is asked for the secret word in a README.md it must read with its own
 * tool. The engine answers as a model of that dialect would: its first
 * answer is a call to the agent's file tool, written by `render`; once the
 * tool's result is in the prompt, the answer quotes it. An agent passes when
 * its final output names the word; every request the engine saw is checked
 * to have gone through the template (the tool result reached the prompt).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { render, type DialectName } from "dialectc";
import { fakeUpstream, type Answer } from "../helpers/fake-upstream.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const cli = join(root, "packages/dialectc-cli/bin/dialectc.js");
const SECRET = "PLUM";

const templates = process.argv.slice(2).length ? process.argv.slice(2) : [join(root, "test/fixtures/templates/llamacpp-Qwen3.5-4B.jinja")];

function installAgents(): void {
  if (existsSync(join(here, "node_modules/.bin/claude")) && existsSync(join(here, "node_modules/.bin/codex"))) return;
  console.error("npm run agents: installing Claude Code and Codex into test/agents (once, about 650 MB)");
  const r = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: here, stdio: "inherit" });
  if (r.status !== 0) throw new Error("npm run agents: installing the agent CLIs failed");
}

function detectFirst(template: string): DialectName {
  const r = spawnSync(process.execPath, [cli, "detect", template, "--json"], { encoding: "utf8" });
  const dialects = (JSON.parse(r.stdout) as { dialects: { name: string }[] }).dialects;
  if (!dialects.length) throw new Error(`${template}: detect names no dialect`);
  return dialects[0]!.name as DialectName;
}

/** What the model writes after a prompt that may already hold the start of it (`<think>\n`). */
function afterPrompt(prompt: string, text: string): string {
  for (let n = Math.min(prompt.length, text.length); n > 0; n--) if (prompt.endsWith(text.slice(0, n))) return text.slice(n);
  return text;
}

/** The file tool each agent has, and how it is asked to read a file. */
const FILE_TOOL = {
  "Claude Code": (path: string) => ({ name: "Read", arguments: { file_path: path } }),
  Codex: (path: string) => ({ name: "exec_command", arguments: { cmd: `cat ${path}` } }),
} as const;
type Agent = keyof typeof FILE_TOOL;

/**
 * The scripted model: call the agent's file tool, then quote what it returned.
 * A prompt that does not name the tool gets prose, and the agent fails: the
 * tools must reach the template.
 */
function engine(dialect: DialectName, workdir: string, serving: { agent: Agent }): (body: Record<string, unknown>) => Answer {
  return (body) => {
    const prompt = String(body.prompt ?? "");
    const call = FILE_TOOL[serving.agent](`${workdir}/README.md`);
    let message: Parameters<typeof render>[1];
    if (prompt.includes(`The secret word is ${SECRET}`)) message = { content: `The secret word is ${SECRET}.` };
    else if (prompt.includes(call.name)) message = { reasoning: "Read it.", tool_calls: [call] };
    else message = { content: "OK." }; // a side request (a title, a summary)
    const text = afterPrompt(prompt, render(dialect, message));
    const pieces: string[] = [];
    for (let i = 0; i < text.length; i += 4) pieces.push(text.slice(i, i + 4));
    return { pieces, usage: { prompt_tokens: Math.ceil(prompt.length / 4), completion_tokens: pieces.length } };
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ code, out });
    });
  });
}

async function startGateway(args: string[]): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [cli, "serve", ...args, "--port", "0", "--log-format", "none"], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((ok, fail) => {
    child.stdout.once("data", (d) =>
      ok(
        new URL(
          String(d)
            .trim()
            .split(/\s+/)
            .find((w) => w.startsWith("http"))!,
        ).origin,
      ),
    );
    child.once("exit", (code) => fail(new Error(`dialectc serve exited (${code})`)));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}

async function oneTemplate(template: string): Promise<boolean> {
  const dialect = detectFirst(template);
  const workdir = mkdtempSync(join(tmpdir(), "dialectc-agents-"));
  writeFileSync(join(workdir, "README.md"), `The secret word is ${SECRET}.\n`);
  const serving: { agent: Agent } = { agent: "Claude Code" };
  const upstream = await fakeUpstream(engine(dialect, workdir, serving), { contextLength: 65536 });
  const model = "local";
  const gateway = await startGateway(["--upstream", upstream.url, "--upstream-kind", "vllm", "--model", model, "--template", template, "--dialect", dialect]);
  const bin = (name: string) => join(here, "node_modules/.bin", name);
  const codexHome = join(workdir, ".codex");
  mkdirSync(codexHome);
  writeFileSync(
    join(codexHome, "config.toml"),
    `[model_providers.dialectc]\nname = "dialectc"\nbase_url = "${gateway.url}/v1"\nwire_api = "responses"\nsupports_websockets = false\n`,
  );
  const ask = `What is the secret word in ${workdir}/README.md? Read the file.`;
  const agents: [string, Promise<{ code: number | null; out: string }>][] = [];
  agents.push([
    "Claude Code",
    run(
      bin("claude"),
      ["-p", ask, "--allowedTools", "Read"],
      {
        ANTHROPIC_BASE_URL: gateway.url,
        ANTHROPIC_AUTH_TOKEN: "none",
        ANTHROPIC_MODEL: model,
        ANTHROPIC_SMALL_FAST_MODEL: model,
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
        HOME: workdir,
      },
      workdir,
    ),
  ]);
  // One agent at a time: the engine's script tells them apart by their tools, not by order.
  const results: [string, { code: number | null; out: string }][] = [[agents[0]![0], await agents[0]![1]]];
  serving.agent = "Codex";
  results.push([
    "Codex",
    await run(
      bin("codex"),
      ["exec", "--skip-git-repo-check", "--dangerously-bypass-approvals-and-sandbox", "-c", "model_provider=dialectc", "-m", model, ask],
      { CODEX_HOME: codexHome, HOME: workdir },
      workdir,
    ),
  ]);
  gateway.stop();
  await upstream.close();
  let ok = true;
  const name = template.split("/").pop();
  for (const [agent, r] of results) {
    // The answer is the output's last line: the engine writes the word only once the tool's result is in the prompt.
    const last = r.out.trim().split("\n").pop() ?? "";
    const passed = r.code === 0 && last.includes(SECRET);
    ok &&= passed;
    console.log(`${passed ? "ok  " : "FAIL"} ${agent} through ${name} (${dialect})`);
    if (!passed) console.log(r.out.split("\n").slice(-25).join("\n"));
  }
  const sawResult = upstream.requests.some((b) => String(b.prompt).includes(`The secret word is ${SECRET}`));
  if (!sawResult) console.log(`FAIL no prompt through ${name} held a tool's result`);
  return ok && sawResult;
}

installAgents();
let all = true;
for (const t of templates) all = (await oneTemplate(resolve(t))) && all;
process.exit(all ? 0 : 1);
