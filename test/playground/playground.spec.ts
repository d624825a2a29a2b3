/**
 * The playground in a real browser: `dialectc playground` (the built bin, its
 * own process) serves the page, and test/browser/drive.mjs drives Chromium
 * (@sparticuz/chromium's binary, puppeteer-core, under the harness's Node 22)
 * through it: a grammar with a mistake shows the CLI's diagnostic at its line,
 * the fixed grammar draws its states, an output streamed one character at a
 * time gives its call back, the laws run, and a phone-width page does not
 * scroll sideways. A console error or an uncaught exception fails the test.
 * UPDATE_SCREENSHOT=1 writes docs/playground.png from this run.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../helpers/cli.js";

const BIN = "packages/dialectc-cli/bin/dialectc.js";
const NODE22 = "test/browser/node_modules/.bin/node";
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill("SIGTERM");
});

async function playground(args: string[] = []): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [BIN, "playground", "--port", "0", "--no-open", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const [url] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
  return { url, child };
}

describe("dialectc playground", () => {
  it("is built into the CLI package", () => {
    expect(existsSync("packages/dialectc-cli/playground/index.html"), "run npm run build").toBe(true);
  });

  it("prints its URL first, serves the page and the grammar it was given, nothing outside the page, and exits 0 on SIGTERM", async () => {
    const dir = mkdtempSync(join(tmpdir(), "dialectc-playground-"));
    const grammar = join(dir, "mine.dialect");
    writeFileSync(grammar, readFileSync("grammars/hermes.dialect", "utf8").replace("dialect hermes", "dialect mine"));
    const { url, child } = await playground([grammar]);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-pane="grammar"');
    expect(((await (await fetch(url + "initial.json")).json()) as { grammar: string }).grammar).toContain("dialect mine");
    expect((await fetch(url + "..%2f..%2fpackage.json")).status).toBe(404);
    expect((await fetch(url + "nope.js")).status).toBe(404);
    child.kill("SIGTERM");
    const [code] = (await once(child, "exit")) as [number];
    expect(code).toBe(0);
  });

  it("says what is wrong with its arguments in one line", async () => {
    for (const [args, message] of [
      [["--port", "x"], /--port must be a whole number up to 65535, not 'x'/],
      [["a.dialect", "b.dialect"], /playground takes one grammar file, not 2/],
      [["missing.dialect"], /no such file: missing\.dialect/],
    ] as const) {
      const r = await runCli(["playground", "--no-open", ...args]);
      expect(r.err).toMatch(message);
      expect(r.err.trimEnd().split("\n")).toHaveLength(1);
      expect(r.code).toBe(2);
    }
  });

  it("in a real browser: diagnostics at their line, the diagram, a stream one character at a time, the laws, a phone-width page", async () => {
    const { url } = await playground();
    const shot = join(mkdtempSync(join(tmpdir(), "dialectc-shot-")), "playground.png");
    const run = spawnSync(NODE22, ["test/browser/drive.mjs", url, shot], { encoding: "utf8", timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as {
      errors: string[];
      failure?: string;
      broken: string;
      diagnostics: { line: number; col: number; code: string; text: string }[];
      states: string[];
      midway: string;
      progress: string;
      message: { content: string | null; tool_calls: { name: string; arguments: string }[] };
      timeline: [string, string][];
      activeState: string | null;
      tokens: { progress: string; message: { tool_calls: { name: string; arguments: string }[] } };
      lintMarks: number;
      laws: string;
      narrow: { page: boolean; panes: boolean };
      shared: { fragment: string; grammar: string; output: string };
    };
    expect(out.failure).toBeUndefined();
    expect(out.errors).toEqual([]);
    // The mistake (envelop) at its line and column, in the CLI's words.
    const broken = join(mkdtempSync(join(tmpdir(), "dialectc-demo-")), "demo.dialect");
    writeFileSync(broken, out.broken);
    const cli = await runCli(["check", broken]);
    const cliFirst = cli.err.split("\n")[0]!.replace(/^.*demo\.dialect/, "demo.dialect");
    expect(out.diagnostics[0]).toMatchObject({ line: 7, col: 14, code: "unknown-channel", text: cliFirst });
    // Fixed: its states drawn, the marks gone.
    expect(out.states).toEqual(expect.arrayContaining(["content", "call"]));
    expect(out.lintMarks).toBe(0);
    // Streamed: it played from the first chunk to the last, and the call came back whole.
    const [seen, total] = out.midway.split(" ")[0]!.split("/").map(Number);
    expect(seen!).toBeLessThan(total!);
    expect(out.progress).toBe(`${total}/${total} chunks`);
    expect(out.message.content).toBe("Checking.");
    expect(out.message.tool_calls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([["get_weather", { city: "Oslo", days: 3 }]]);
    expect(
      out.timeline
        .filter(([c]) => c === "arguments")
        .map(([, t]) => t)
        .join(""),
    ).toBe(out.message.tool_calls[0]!.arguments);
    expect(new Set(out.timeline.map(([c]) => c))).toEqual(new Set(["content", "name", "arguments"]));
    expect(out.activeState).toBe("content");
    // In Qwen3's tokens: fewer chunks than characters, the same message.
    const tokens = Number(out.tokens.progress.split("/")[0]) - 1;
    expect(tokens).toBeGreaterThan(5);
    expect(tokens).toBeLessThan(total! - 1);
    expect(out.tokens.message.tool_calls.map((c) => [c.name, JSON.parse(c.arguments)])).toEqual([["get_weather", { city: "Oslo", days: 3 }]]);
    expect(out.laws).toMatch(/^demo: laws 1, 3, 4, 5, 1\+caps, 3\+caps, 4\+caps, 7 hold on 25 runs each \(seed 1\)$/);
    expect(out.narrow).toEqual({ page: true, panes: true });
    // Shared in the address: a new page opens the same grammar and output.
    expect(out.shared.fragment).toBe("#s=");
    expect(out.shared.grammar.trimEnd()).toBe(out.broken.replace("envelop(", "envelope(").trimEnd());
    expect(out.shared.output).toContain('<call>{"name": "get_weather"');
    expect([...readFileSync(shot).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    if (process.env.UPDATE_SCREENSHOT) copyFileSync(shot, "docs/playground.png");
  }, 150_000);
});
