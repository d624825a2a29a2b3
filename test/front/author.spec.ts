/**
 * The author's workflow inside the CLI (in-process): a grammar file in a
 * folder of its own, extending a shipped base, through every command; diff's
 * progress on a terminal and its silence when piped; per-command help; the
 * replay line of a failing diff naming the file as given.
 */
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../compiler/cli/cli.js";
import { compiledDialect, grammarDialect } from "../../compiler/emit/dialect-file.js";
import { diffDialect } from "../../compiler/laws/diff.js";
import { runChunks } from "../../compiler/laws/laws.js";
import { runCli } from "../helpers/cli.js";
import type { Dialect, Sink } from "../../runtime/index.js";
import { parseComplete } from "../../generated/index.js";

const dir = mkdtempSync(join(tmpdir(), "dialectc-author-"));
const grammar = join(dir, "acme.dialect");
copyFileSync(join(import.meta.dirname, "..", "fixtures", "acme.dialect"), grammar);

const output = 'Hm.</reason>Hi <call name="f">{"a": [1, "</call>"]}</call> bye<|im_end|>';

describe("policy calls_in_reasoning", () => {
  it("call (the default) ends reasoning at a call's marker; reasoning keeps the markup as reasoning text, on both engines", async () => {
    const text = '<think>\nMaybe <tool_call>\n{"name": "f", "arguments": {}}\n</tool_call> later.\n</think>\n\nDone.';
    const kept = join(dir, "thinks_first.dialect");
    writeFileSync(kept, "dialect thinks_first extends qwen3_hermes\npolicy calls_in_reasoning = reasoning\n");
    const asCall = runChunks(grammarDialect(join(import.meta.dirname, "..", "..", "grammars", "qwen3_hermes.dialect")), [text], { thinking: true }).message;
    expect(asCall.tool_calls.map((c) => c.name)).toEqual(["f"]);
    for (const d of [grammarDialect(kept), await compiledDialect(kept)]) {
      const m = runChunks(d, [text], { thinking: true }).message;
      expect(m.tool_calls).toEqual([]);
      expect(m.reasoning).toBe('Maybe <tool_call>\n{"name": "f", "arguments": {}}\n</tool_call> later.');
      expect(m.content).toBe("Done.");
      // A call after the reasoning is still a call.
      expect(parseComplete(d, '</think>\n<tool_call>\n{"name": "g", "arguments": {}}\n</tool_call>', { thinking: true }).tool_calls.map((c) => c.name)).toEqual(["g"]);
    }
  });
});

describe("a grammar file outside the checkout", () => {
  it("finds its shipped base and parses on both engines alike", async () => {
    const interpreted = grammarDialect(grammar);
    expect(interpreted.ir.extends).toEqual(["chatml"]);
    const generated = await compiledDialect(grammar);
    expect(generated.generated).toBeDefined();
    const a = runChunks(interpreted, [output], { thinking: true });
    const b = runChunks(generated, [output], { thinking: true });
    expect(b.events).toEqual(a.events);
    expect(b.message.tool_calls[0]!.arguments).toBe('{"a": [1, "</call>"]}');
  });

  it("parse --engine generated compiles it; --jsonl takes it", async () => {
    const gen = await runCli(["parse", "--dialect", grammar, "--engine", "generated", "--thinking", "-"], output);
    const interp = await runCli(["parse", "--dialect", grammar, "--thinking", "-"], output);
    expect(gen.code).toBe(0);
    expect(gen.out).toBe(interp.out);
    const jsonl = await runCli(["parse", "--jsonl"], JSON.stringify({ id: 1, dialect: grammar, text: output, thinking: true, engine: "generated" }) + "\n");
    expect(JSON.parse(jsonl.out)).toEqual({ id: 1, ...JSON.parse(interp.out) });
  });

  it("compile without --out refuses a file outside the shipped grammars", async () => {
    const r = await runCli(["compile", grammar]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("give --out DIR");
  });

  it("diff runs law 2 on it, shows progress on a terminal and stays quiet when piped", async () => {
    const lines: string[] = [];
    let out = "";
    let err = "";
    const code = await main(["diff", grammar, "--runs", "60", "--seed", "4"], {
      out: (t) => void (out += t),
      err: (t) => void (err += t),
      readStdin: async () => "",
      progress: (l) => void lines.push(l),
    });
    expect(code).toBe(0);
    expect(out).toContain("acme: laws 1, 2, 2+ids, 3, 4, 5");
    expect(lines.some((l) => /^acme: law 2 \(2\/9\), \d+\/60 runs$/.test(l))).toBe(true);
    const piped = await runCli(["diff", grammar, "--runs", "30", "--seed", "4"]);
    expect(piped.err).toBe("");
  });

  it("a failing diff's replay line names the file as it was given", async () => {
    const dialect = await compiledDialect(grammar);
    // Break the generated side: its machine now never ends reasoning.
    const broken: Dialect = { ...dialect, generated: (sink: Sink, _initial: number, vocab?: Record<string, number>) => dialect.generated!(sink, 1, vocab) };
    const result = diffDialect(broken, 200, 9, { replay: "grammars/acme.dialect" });
    expect(result.ok).toBe(false);
    expect(result.report).toMatch(/replay: dialectc diff --dialect grammars\/acme\.dialect --runs 200 --seed 9/);
  });
});

describe("help", () => {
  for (const command of ["compile", "check", "parse", "diff", "graph", "list"]) {
    it(`dialectc ${command} --help`, async () => {
      const r = await runCli([command, "--help"]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(new RegExp(`^dialectc ${command}`));
    });
  }

  it("mistakes are one line and exit 2", async () => {
    for (const argv of [
      ["parse", "--dialect", "qwen3", "missing.txt"],
      ["parse", "--nope"],
      ["frobnicate"],
      ["diff", "--runs", "x", "--all"],
      ["graph"],
      ["check", "missing.dialect"],
    ]) {
      const r = await runCli(argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err.trim().split("\n"), argv.join(" ")).toHaveLength(1);
    }
  });
});
