/**
 * Golden diagnostics: each grammar in test/grammars/broken/ shows one kind of
 * mistake; `dialectc check` must print exactly the .expected file beside it
 * (all errors of the file, positioned, with caret and code) and exit 1.
 * UPDATE_GOLDEN=1 rewrites the .expected files.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./helpers/cli.js";

const dir = join(import.meta.dirname, "grammars", "broken");

describe("diagnostics", () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".dialect")).sort()) {
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

  it("every shipped grammar checks clean", async () => {
    const { code, out, err } = await runCli(["check"]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toMatch(/^ok: \d+ dialects/);
  });
});
