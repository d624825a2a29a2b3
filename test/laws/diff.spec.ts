/**
 * `dialectc diff`: passes on every dialect with a fixed budget, and catches a
 * deliberately broken emitter with a readable counterexample.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diffDialect } from "../../compiler/laws/diff.js";
import { emitDialectModule } from "../../compiler/emit/emit.js";
import { dialects } from "../../generated/index.js";
import type { Dialect, DialectIR } from "../../runtime/index.js";
import { runCli } from "../helpers/cli.js";

describe("dialectc diff", () => {
  it("runs on every shipped dialect from the command line (--all)", async () => {
    const { code, out, err } = await runCli(["diff", "--all", "--runs", "20", "--seed", "7"]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain("qwen3: laws 1, 2, 2+ids, 3, 4, 5, 1+caps, 3+caps, 4+caps, 7 hold on 20 runs each (seed 7)");
    expect(out.trim().split("\n")).toHaveLength(Object.keys(dialects).length);
  }, 240_000);

  // The fixed budget, one test per dialect: each is a second or two alone, and a limit per dialect holds
  // on a busy machine where one limit for all 74 did not (it guards against a hang, not a speed).
  it.each(Object.keys(dialects))(
    "%s: holds on 300 runs (seed 7)",
    (name) => {
      const result = diffDialect(dialects[name as keyof typeof dialects] as Dialect, 300, 7);
      expect(result.ok, result.report).toBe(true);
    },
    120_000,
  );

  it("fails with a counterexample when the emitter gets one transition wrong", async () => {
    // Patch the emitter's input: </think> in reasoning now stays in reasoning.
    const ir = structuredClone(dialects.qwen3.ir) as DialectIR;
    const reasoning = ir.states.findIndex((s) => s.name === "reasoning");
    const thinkEnd = ir.terminals.findIndex((t) => t.name === "THINK_END");
    const tr = ir.states[reasoning]!.transitions.find((t) => t.terminal === thinkEnd)!;
    tr.target = reasoning;
    const code = (await emitDialectModule({ ...ir, name: "qwen3_broken" })).replaceAll('"../runtime/', '"../../runtime/');
    const dir = join(import.meta.dirname, "..", ".generated");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "qwen3_broken.ts"), code);
    const broken = ((await import(join(dir, "qwen3_broken.ts"))) as Record<string, Dialect>).qwen3_broken!;
    const dialect: Dialect = { ...dialects.qwen3, generated: broken.generated };

    const result = diffDialect(dialect, 500, 1);
    expect(result.ok).toBe(false);
    expect(result.report).toMatch(/^qwen3: law 2 generated ≡ interpreted fails\n {2}chunks \(\d+\): /);
    expect(result.report).toMatch(/differ at #\d+:\n {4}interpreted: .*\n {4}generated: /);
    expect(result.report).toContain("input (shrunk after");
    expect(result.report).toContain("replay: dialectc diff --dialect qwen3 --runs 500 --seed 1");
    // The shrunk input is small and mentions the patched marker.
    const input = JSON.parse(/input \(shrunk after \d+ steps\): (.*)/.exec(result.report)![1]!) as string;
    expect(input).toContain("</think>");
    expect(input.length).toBeLessThan(30);
  });
});
