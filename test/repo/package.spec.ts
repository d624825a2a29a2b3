/**
 * The whole path a user takes, outside this checkout: `npm pack` both
 * packages; install the runtime tarball alone (offline: it needs nothing
 * else) and parse from plain ESM, by name and through a per-dialect subpath;
 * install both tarballs into a project, write a grammar there, compile it with
 * `--out`, type-check it under NodeNext strict, run it, and compare the message
 * with this checkout's interpreter.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { appendFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, parseComplete, type Message } from "../../generated/index.js";
import { grammarDialect } from "../../compiler/emit/dialect-file.js";

const root = join(import.meta.dirname, "..", "..");
const work = mkdtempSync(join(tmpdir(), "dialectc-package-"));
const npm = (args: string[], cwd: string) => execFileSync("npm", [...args, "--no-audit", "--no-fund", "--loglevel=error"], { cwd, encoding: "utf8", stdio: "pipe" });
const tarballs = { runtime: "", cli: "" };
let runtimeUnpacked = 0;

beforeAll(() => {
  // What npm ci's prepare does; built again so the packages match the sources under test.
  execFileSync(process.execPath, [join(root, "packages", "build.mjs")], { cwd: root, stdio: "pipe" });
  for (const [key, dir] of [
    ["runtime", "packages/dialectc"],
    ["cli", "packages/dialectc-cli"],
  ] as const) {
    const [info] = JSON.parse(npm(["pack", "--json", "--pack-destination", work, "--workspace", dir], root)) as { filename: string; unpackedSize: number }[];
    tarballs[key] = join(work, info!.filename);
    if (key === "runtime") runtimeUnpacked = info!.unpackedSize;
  }
}, 240_000);

// Two installed projects are thousands of files: removing them can take a minute on a loaded machine.
afterAll(() => rmSync(work, { recursive: true, force: true, maxRetries: 3 }), 120_000);

function project(name: string): string {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name, version: "1.0.0", private: true, type: "module" }));
  return dir;
}

describe("the runtime package", () => {
  it("has no dependencies, fits in 3 MB unpacked (46 dialects), and marks itself free of side effects", () => {
    const pkg = JSON.parse(readFileSync(join(root, "packages/dialectc/package.json"), "utf8"));
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.sideEffects).toBe(false);
    expect(runtimeUnpacked).toBeLessThanOrEqual(3 * 1024 * 1024);
    for (const name of [...Object.keys(dialects), "runtime", "ai-sdk"]) expect(pkg.exports[`./${name}`], name).toBeDefined();
  });

  it("installs alone, offline, and parses from plain ESM by name and by subpath", () => {
    const dir = project("server");
    npm(["install", "--offline", tarballs.runtime], dir);
    expect(readdirSync(join(dir, "node_modules")).filter((d) => !d.startsWith("."))).toEqual(["dialectc"]);
    writeFileSync(
      join(dir, "server.mjs"),
      `import { createParser, parseComplete, dialects } from "dialectc";
import qwen3 from "dialectc/qwen3";
import { createParser as createFor, isReasoningEnd } from "dialectc/runtime";
import { dialectMiddleware } from "dialectc/ai-sdk";
const text = 'Plan.</think>Sure.<tool_call>\\n<function=f>\\n<parameter=a>\\n1\\n</parameter>\\n</function>\\n</tool_call>';
const byName = parseComplete("qwen3", text, { thinking: true, toolCallId: (i) => "c" + i });
const p = createFor(qwen3, { thinking: true, toolCallId: (i) => "c" + i });
const deltas = [p.feed(text.slice(0, 9)), p.feed(text.slice(9)), p.finish()];
const mw = dialectMiddleware({ dialect: "hermes" });
console.log(JSON.stringify({ byName, deltas, same: qwen3 === dialects.qwen3, end: isReasoningEnd(qwen3, [2], { "</think>": 2 }), p2: createParser("hermes").feed("x"), mw: mw.specificationVersion }));
`,
    );
    const out = JSON.parse(execFileSync("node", ["server.mjs"], { cwd: dir, encoding: "utf8" }));
    const text = "Plan.</think>Sure.<tool_call>\n<function=f>\n<parameter=a>\n1\n</parameter>\n</function>\n</tool_call>";
    expect(out.byName).toEqual(parseComplete("qwen3", text, { thinking: true, toolCallId: (i) => "c" + i }));
    expect(out.deltas[0]).toEqual({ reasoning: "Plan." });
    expect(out.mw).toBe("v3"); // the AI SDK adapter loads without the ai package
    expect(out.same).toBe(true);
    expect(out.end).toBe(true);
    expect(out.p2).toEqual({ content: "x" });
  });
});

/** The fixture grammar an author writes in their project (test/front/author.spec.ts uses it too). */
const GRAMMAR = readFileSync(join(root, "test/fixtures/acme.dialect"), "utf8");

const TEXT = 'Think.</reason>Hi <call name="lookup">{"q": "</call> inside", "n": 2}</call> bye';

describe("the built CLI starts light", () => {
  it("--help, --version, list and parse of a shipped dialect load none of chevrotain, ts-morph, prettier", () => {
    const log = join(work, "loaded.log");
    const hooks = join(work, "hooks.mjs");
    const register = join(work, "register.mjs");
    writeFileSync(
      hooks,
      `import { appendFileSync } from "node:fs";
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  if (/node_modules\\/(chevrotain|ts-morph|prettier|@ts-morph)\\//.test(r.url)) appendFileSync(process.env.DIALECTC_LOADED_LOG, r.url + "\\n");
  return r;
}
`,
    );
    writeFileSync(register, `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
    const bin = join(root, "packages/dialectc-cli/bin/dialectc.js");
    const env = { ...process.env, NODE_OPTIONS: `--import=${pathToFileURL(register).href}`, DIALECTC_LOADED_LOG: log };
    for (const args of [["--help"], ["--version"], ["list"], ["parse", "--dialect", "qwen3", "-"], ["parse", "--help"]]) {
      writeFileSync(log, "");
      const r = spawnSync(process.execPath, [bin, ...args], { env, input: "<think>a</think>b", encoding: "utf8" });
      expect(r.status, `${args.join(" ")}: ${r.stderr}`).toBe(0);
      expect(readFileSync(log, "utf8"), args.join(" ")).toBe("");
    }
    // The hook does see them when a command needs them.
    const r = spawnSync(process.execPath, [bin, "check", join(root, "grammars/hermes.dialect")], { env, encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(readFileSync(log, "utf8")).toContain("chevrotain");
  });
});

describe("the built CLI in this checkout", () => {
  it("emits exactly what the sources emit: npx dialectc compile --check passes", () => {
    const r = spawnSync(process.execPath, [join(root, "packages/dialectc-cli/bin/dialectc.js"), "compile", "--check"], { cwd: root, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});

describe("README's install from a clone", () => {
  it("packs, as written, the tarballs its install lines name", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const install = readme.slice(readme.indexOf("## Install"), readme.indexOf("\n## ", readme.indexOf("## Install") + 1));
    const pack = install.split("\n").find((l) => l.startsWith("npm pack "));
    expect(pack, "README's Install section packs the two packages").toBeDefined();
    const dest = join(work, "readme-pack");
    mkdirSync(dest);
    const r = spawnSync("sh", ["-c", pack!.replace(/--pack-destination \.\.(?=\s|$)/, `--pack-destination ${dest}`)], { cwd: root, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    const named = [...install.matchAll(/\.\.\/(dialectc[\w.-]*\.tgz)/g)].map((m) => m[1]!);
    expect(new Set(named)).toEqual(new Set([basename(tarballs.runtime), basename(tarballs.cli)]));
    for (const file of named) expect(existsSync(join(dest, file)), file).toBe(true);
  }, 240_000);
});

describe("the CLI package in an author's project", () => {
  let dir = "";
  const bin = () => join(dir, "node_modules", ".bin", "dialectc");
  const dialectc = (args: string[]) => spawnSync(bin(), args, { cwd: dir, encoding: "utf8" });

  beforeAll(() => {
    dir = project("author");
    // The compiler's own dependencies come from npm's cache (filled by this checkout's npm ci).
    npm(["install", "--prefer-offline", tarballs.runtime, tarballs.cli], dir);
    mkdirSync(join(dir, "grammars"));
    writeFileSync(join(dir, "grammars", "acme.dialect"), GRAMMAR);
  }, 240_000);

  it("compiles a grammar into the project; the module type-checks under NodeNext strict and parses", () => {
    const compiled = dialectc(["compile", "grammars/acme.dialect", "--out", "src/dialects"]);
    expect(compiled.stderr).toBe("");
    expect(compiled.status).toBe(0);
    const module = readFileSync(join(dir, "src/dialects/acme.ts"), "utf8");
    expect(module).toContain('from "dialectc/runtime"');
    expect(module).toContain("export default acme;");
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", strict: true, outDir: "dist", skipLibCheck: false, types: [] },
        include: ["src"],
      }),
    );
    writeFileSync(
      join(dir, "src/main.ts"),
      `import acme from "./dialects/acme.js";
import { createParser, parseComplete, type Message } from "dialectc";
const text = ${JSON.stringify(TEXT)};
const streamed = createParser(acme, { thinking: true, toolCallId: (i) => "c" + i });
for (const ch of text) streamed.feed(ch);
streamed.finish();
const message: Message = parseComplete(acme, text, { thinking: true, toolCallId: (i) => "c" + i });
console.log(JSON.stringify(message));
`,
    );
    const tsc = spawnSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], { cwd: dir, encoding: "utf8" });
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
    const text = TEXT;
    const out = JSON.parse(execFileSync("node", ["dist/main.js"], { cwd: dir, encoding: "utf8" }));
    const expected = parseComplete(grammarDialect(join(dir, "grammars/acme.dialect")), text, { thinking: true, toolCallId: (i) => "c" + i, engine: "interpreted" });
    expect(out).toEqual(expected);
    expect(out.tool_calls[0].arguments).toBe('{"q": "</call> inside", "n": 2}');
  });

  it("compile --check passes when the output is current and fails when it is stale", () => {
    expect(dialectc(["compile", "grammars/acme.dialect", "--out", "src/dialects", "--check"]).status).toBe(0);
    writeFileSync(join(dir, "src/dialects/acme.ts"), "// edited\n" + readFileSync(join(dir, "src/dialects/acme.ts"), "utf8"));
    const stale = dialectc(["compile", "grammars/acme.dialect", "--out", "src/dialects", "--check"]);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain("acme.ts: differs");
  });

  it("refuses to compile without files outside the checkout, in one line", () => {
    const r = dialectc(["compile"]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("give your grammar files and --out DIR");
    expect(readdirSync(join(dir, "node_modules", "dialectc-cli"))).not.toContain("generated");
  });

  it("reads a response template from typed code through dialectc-cli/load, and from the CLI", () => {
    copyFileSync(join(root, "test/fixtures/response-templates/templates/trl-qwen3-5.json"), join(dir, "response_template.json"));
    writeFileSync(
      join(dir, "src/template.ts"),
      `import { loadDialectFile } from "dialectc-cli/load";
import { parseComplete, type Message } from "dialectc";
const text = "<think>\\nHm.\\n</think>\\n\\nSure.\\n<tool_call>\\n<function=get_weather>\\n<parameter=city>\\nParis\\n</parameter>\\n</function>\\n</tool_call>";
for (const engine of ["interpreted", "generated"] as const) {
  const dialect = await loadDialectFile("response_template.json", { engine });
  const message: Message = parseComplete(dialect, text);
  console.log(JSON.stringify(message));
}
`,
    );
    const tsc = spawnSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], { cwd: dir, encoding: "utf8" });
    expect(tsc.stdout + tsc.stderr).toBe("");
    const lines = execFileSync("node", ["dist/template.js"], { cwd: dir, encoding: "utf8" }).trim().split("\n");
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const m = JSON.parse(line) as Message;
      expect([m.reasoning, m.content, m.tool_calls[0]?.name, m.tool_calls[0]?.arguments]).toEqual(["Hm.", "Sure.", "get_weather", '{"city": "Paris"}']);
    }
    expect(dialectc(["check", "response_template.json"]).stdout).toBe("ok: 1 dialects\n");
    const imported = dialectc(["import", "response_template.json", "--name", "qwen35", "--out", "grammars", "--runs", "20"]);
    expect(imported.stderr).toBe("");
    expect(existsSync(join(dir, "grammars/qwen35.dialect"))).toBe(true);
    const exported = dialectc(["export", "--format", "response_template", "--dialect", "grammars/qwen35.dialect"]);
    expect(exported.status).toBe(0);
    expect(JSON.parse(exported.stdout).version).toBe(1);
  });

  it("runs every command on the project's grammar file", () => {
    expect(dialectc(["check", "grammars/acme.dialect"]).stdout).toBe("ok: 1 dialects\n");
    const parsed = dialectc(["parse", "--dialect", "grammars/acme.dialect", "--engine", "generated", "--thinking"]);
    expect(parsed.status).toBe(0);
    const diff = dialectc(["diff", "grammars/acme.dialect", "--runs", "40", "--seed", "1"]);
    expect(diff.stdout).toBe("acme: laws 1, 2, 2+ids, 3, 4, 5, 1+caps, 3+caps, 4+caps, 7 hold on 40 runs each (seed 1)\n");
    expect(dialectc(["graph", "grammars/acme.dialect"]).stdout).toContain("stateDiagram-v2");
    // The installed CLI draws SVG itself (Graphviz in WebAssembly, a dependency of the package).
    expect(dialectc(["graph", "grammars/acme.dialect", "--format", "svg"]).stdout).toMatch(/<svg[\s\S]*<\/svg>/);
    const help = dialectc(["--help"]);
    expect(help.status).toBe(0);
    expect(dialectc(["--version"]).stdout).toBe(JSON.parse(readFileSync(join(root, "packages/dialectc-cli/package.json"), "utf8")).version + "\n");
  });
});

/**
 * docs/writing-a-dialect.md, run as written: `<!-- file: P -->` (or
 * `append: P`) before a code block writes it; in `sh` blocks each `$ ` line
 * runs in the project and the lines after it must appear in its output. The
 * two installs take the packed tarballs instead of the registry's packages.
 */
describe("docs/writing-a-dialect.md", () => {
  it("runs as written in a fresh project", () => {
    const doc = readFileSync(join(root, "docs/writing-a-dialect.md"), "utf8");
    const dir = join(work, "tutorial");
    mkdirSync(dir);
    const blocks = [...doc.matchAll(/(?:<!-- (file|append): (\S+) -->\n)?```(\w*)\n([\s\S]*?)```/g)];
    let ran = 0;
    for (const [, action, path, lang, body] of blocks) {
      if (action) {
        mkdirSync(join(dir, path!, ".."), { recursive: true });
        (action === "file" ? writeFileSync : appendFileSync)(join(dir, path!), body!);
        continue;
      }
      if (lang !== "sh") continue;
      const steps = body!.split(/^\$ /m).slice(1);
      for (const step of steps) {
        const [command, ...expected] = step.split("\n");
        const cmd = command!
          .replace(/^npm install dialectc$/, `npm install --prefer-offline --no-audit --no-fund ${tarballs.runtime}`)
          .replace(/^npm install --save-dev dialectc-cli /, `npm install --prefer-offline --no-audit --no-fund --save-dev ${tarballs.cli} `);
        const r = spawnSync("sh", ["-c", cmd], { cwd: dir, encoding: "utf8" });
        expect(r.status, `${command}\n${r.stdout}\n${r.stderr}`).toBe(0);
        const lines = new Set(r.stdout.split("\n").map((l) => l.trimEnd()));
        for (const line of expected.map((l) => l.trimEnd()).filter(Boolean)) expect(lines.has(line), `${command}: ${line}\n${r.stdout}`).toBe(true);
        ran++;
      }
    }
    expect(ran).toBeGreaterThanOrEqual(12);
  }, 240_000);
});
