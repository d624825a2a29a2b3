/**
 * Hostile grammars: mutations of every shipped grammar (tokens deleted,
 * duplicated and swapped, random bytes, huge names, deep nesting, cyclic
 * `extends`) always give diagnostics or a grammar that compiles and runs —
 * never an exception, a hang or a stack trace. A grammar that compiles is
 * run by the interpreter over its own markers and emitted as a machine.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildGrammars } from "../../compiler/lower/build.js";
import { formatDiagnostic } from "../../compiler/front/diagnostics.js";
import { emitMachine } from "../../compiler/emit/emit-machine.js";
import { EventLog, Interpreter, Assembler, TeeSink, type DialectIR } from "../../runtime/compiler-api.js";
import { runCli } from "../helpers/cli.js";

const grammarDir = join(import.meta.dirname, "..", "..", "grammars");
const shipped = readdirSync(grammarDir)
  .filter((f) => f.endsWith(".dialect"))
  .sort()
  .map((f) => ({ file: f, text: readFileSync(join(grammarDir, f), "utf8") }));
const work = mkdtempSync(join(tmpdir(), "dialectc-hostile-"));

/** Tokens with the whitespace after each, so a mutation keeps the rest as written. */
function tokens(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

type Mutation = (toks: string[]) => string[];

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((i) => (t: string[]) => t.filter((_, k) => k !== i % t.length)),
  fc.nat().map((i) => (t: string[]) => t.flatMap((x, k) => (k === i % t.length ? [x, x] : [x]))),
  fc.tuple(fc.nat(), fc.nat()).map(([i, j]) => (t: string[]) => {
    const out = [...t];
    const a = i % t.length;
    const b = j % t.length;
    [out[a], out[b]] = [out[b]!, out[a]!];
    return out;
  }),
  fc.tuple(fc.nat(), fc.string({ unit: "binary", maxLength: 12 })).map(
    ([i, s]) =>
      (t: string[]) =>
        t.flatMap((x, k) => (k === i % t.length ? [s, x] : [x])),
  ),
  fc.tuple(fc.nat(), fc.constantFrom("a", "Z_", "\\u00e9", "x")).map(
    ([i, c]) =>
      (t: string[]) =>
        t.map((x, k) => (k === i % t.length ? c.repeat(50_000) + " " : x)),
  ),
  fc.tuple(fc.nat(), fc.constantFrom("(", "{", "[", '"', "|", "->", "<")).map(
    ([i, c]) =>
      (t: string[]) =>
        t.flatMap((x, k) => (k === i % t.length ? [c.repeat(20_000), x] : [x])),
  ),
  fc.nat().map((i) => (t: string[]) => t.slice(0, i % t.length)),
);

/** A grammar that compiled must also run and emit without throwing. */
function exercise(ir: DialectIR): void {
  const markers = ir.terminals.flatMap((t) => t.variants.map((v) => v.map((p) => ("lit" in p ? p.lit : "x")).join("")));
  const text = markers.join(" text ") + " end";
  for (const initial of [ir.initial.thinking, ir.initial.plain]) {
    const assembler = new Assembler(ir, { initialState: initial, toolCallId: (i) => `call_${i}` });
    const machine = new Interpreter(ir, new TeeSink(assembler, new EventLog(ir)), initial);
    for (let i = 0; i < text.length; i += 5) machine.feed(text.slice(i, i + 5));
    machine.finish();
    assembler.finish();
  }
  emitMachine(ir);
}

function compileOrDiagnose(text: string, name: string): "diagnostics" | "compiled" {
  const dir = join(work, String(Math.random()).slice(2));
  mkdirSync(dir);
  const path = join(dir, name);
  writeFileSync(path, text);
  const result = buildGrammars([path]);
  for (const d of result.diagnostics.items) expect(typeof formatDiagnostic(d)).toBe("string");
  if (result.diagnostics.items.some((d) => d.severity === "error")) return "diagnostics";
  for (const ir of result.dialects) exercise(ir);
  return "compiled";
}

describe("hostile grammars", () => {
  it("mutated shipped grammars give diagnostics or a working grammar", () => {
    const seen = { diagnostics: 0, compiled: 0 };
    fc.assert(
      fc.property(fc.constantFrom(...shipped), fc.array(mutation, { minLength: 1, maxLength: 3 }), (g, ms) => {
        let toks = tokens(g.text);
        for (const m of ms) if (toks.length > 0) toks = m(toks);
        seen[compileOrDiagnose(toks.join(""), g.file)]++;
      }),
      { numRuns: 200, seed: 14 },
    );
    // Both outcomes occur, so the property is not vacuous.
    expect(seen.diagnostics).toBeGreaterThan(0);
    expect(seen.compiled).toBeGreaterThan(0);
  });

  it("cyclic extends is a diagnostic, directly and through another file", () => {
    const dir = join(work, "cycle");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "a.dialect"), "dialect a extends b\nstate content : text\ninitial content\n");
    writeFileSync(join(dir, "b.dialect"), "dialect b extends a\nstate content : text\ninitial content\n");
    writeFileSync(join(dir, "self.dialect"), "dialect self extends self\nstate content : text\ninitial content\n");
    for (const f of ["a.dialect", "self.dialect"]) {
      const result = buildGrammars([join(dir, f)]);
      expect(result.diagnostics.items.map((d) => d.code)).toContain("cyclic-extends");
    }
  });

  it("the CLI answers a hostile grammar with diagnostics, never a stack trace", async () => {
    const samples = ["\u0000\u0001\uffff", "dialect " + "x".repeat(100_000), "dialect d\n" + "(".repeat(50_000), "dialect d\nterminal T " + '"'.repeat(10_001)];
    for (const [i, text] of samples.entries()) {
      const path = join(work, `cli${i}.dialect`);
      writeFileSync(path, text);
      for (const args of [
        ["check", path],
        ["parse", "--dialect", path, "-"],
        ["compile", path, "--out", join(work, `out${i}`)],
      ]) {
        const { code, err } = await runCli(args, "x");
        expect(code, `${args[0]} on sample ${i}: ${err.slice(0, 200)}`).toBe(1);
        expect(err).not.toMatch(/\n\s+at /);
      }
    }
    // Thousands of broken statements overflow chevrotain's error recovery; the first error is reported.
    const path = join(work, "many.dialect");
    // (Without `state` lines: 2,000 of them would pass the grammar size limit, refused before parsing.)
    writeFileSync(path, "dialect d\ninitial s\ns T -> s\ns U -> s\n".repeat(2_000));
    const { code, err } = await runCli(["check", path]);
    expect(code).toBe(1);
    expect(err).toMatch(/many\.dialect:5:1: error: /);
    expect(err).not.toMatch(/\n\s+at /);
  });
});
