/**
 * Golden diagnostics: each grammar in test/grammars/broken/ shows one kind of
 * mistake; `dialectc check` must print exactly the .expected file beside it
 * (all errors of the file, positioned, with caret and code) and exit 1.
 * UPDATE_GOLDEN=1 rewrites the .expected files.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { syntaxHint } from "../../compiler/front/syntax-hints.js";
import { runCli } from "../helpers/cli.js";

const dir = join(import.meta.dirname, "..", "grammars", "broken");

describe("diagnostics", () => {
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".dialect"))
    .sort()) {
    it(file.replace(".dialect", ""), async () => {
      const path = relative(process.cwd(), join(dir, file));
      const { code, err } = await runCli(["check", path]);
      const goldenPath = join(dir, file.replace(".dialect", ".expected"));
      if (process.env.UPDATE_GOLDEN) writeFileSync(goldenPath, err);
      expect(existsSync(goldenPath), `${goldenPath} missing (run with UPDATE_GOLDEN=1)`).toBe(true);
      expect(err).toBe(readFileSync(goldenPath, "utf8"));
      expect(code).toBe(1);
      // The code in brackets names the file's mistake.
      expect(err).toContain(`[${file.replace(".dialect", "")}]`);
    });
  }

  it("hints how a statement is written when a line spells it as another notation would, once per line", async () => {
    const dirPath = mkdtempSync(join(tmpdir(), "dialectc-hints-"));
    const path = join(dirPath, "other.dialect");
    writeFileSync(
      path,
      ["dialect other", 'terminal END = "</think>"', "state reasoning : reasoning", "state content : text", "reasoning --END--> content", "initial thinking = reasoning"].join(
        "\n",
      ),
    );
    const { code, err } = await runCli(["check", path]);
    expect(code).toBe(1);
    const lines = err.split("\n").filter((l) => l.includes(": error: "));
    expect(lines.find((l) => l.includes(":2:")) ?? "").toContain('; a terminal is written: terminal NAME "text"');
    expect(lines.filter((l) => l.includes(":5:"))[0]).toContain("; a transition is written: FROM TERMINAL -> TO : events");
    // The line's other errors do not repeat it.
    expect(lines.filter((l) => l.includes(":5:") && l.includes("transition is written"))).toHaveLength(1);
    expect(lines.find((l) => l.includes(":6:")) ?? "").toContain("; the initial state is written: initial STATE");
    // A line no hint knows keeps the plain message.
    expect(syntaxHint("state content text", 14, new Set())).toBeNull();
  });

  it("warns when the state a stream with thinking on starts in keeps its own opener as text, and passes", async () => {
    const dirPath = mkdtempSync(join(tmpdir(), "dialectc-opener-"));
    const path = join(dirPath, "acme.dialect");
    const lines = ["dialect acme", 'terminal THINK "[THINK]"', 'terminal THINK_END "[/THINK]"', "state content : text", "state reasoning : reasoning"];
    lines.push("initial reasoning when thinking else content", "content THINK -> reasoning : reasoning_start", "reasoning THINK_END -> content : reasoning_end");
    writeFileSync(path, lines.join("\n"));
    const warned = await runCli(["check", path]);
    expect(warned.code).toBe(0);
    expect(warned.err).toContain(":7:9: warning: 'THINK' opens 'reasoning', where a stream with thinking on already starts");
    expect(warned.err).toContain("(add 'absorb THINK in reasoning') [opener-in-initial]");
    writeFileSync(path, [...lines, "absorb THINK in reasoning"].join("\n"));
    const fixed = await runCli(["check", path]);
    expect([fixed.code, fixed.err]).toEqual([0, ""]);
  });

  it("ws may be written only as whitespace", async () => {
    const dirPath = mkdtempSync(join(tmpdir(), "dialectc-ws-"));
    const path = join(dirPath, "w.dialect");
    writeFileSync(path, ["dialect w", 'terminal T "a" ws = "x" "b"', "state content : text", "initial content", "content T -> content"].join("\n"));
    const { code, err } = await runCli(["check", path]);
    expect(code).toBe(1);
    expect(err).toContain(`:2:21: error: 'ws' can only be written as whitespace (spaces, tabs, newlines), not "x" [invalid-terminal]`);
  });

  it("every shipped grammar checks clean", async () => {
    const { code, out, err } = await runCli(["check"]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toMatch(/^ok: \d+ dialects/);
  });
});
