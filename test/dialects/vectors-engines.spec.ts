/**
 * Test vectors of the second catalogue, transcribed from vLLM's, SGLang's and
 * llama.cpp's tests (test/vectors-engines/, schema in its README). Each case runs
 * whole, one character at a time and in chunks of 5, on both engines, and must
 * give the engine's message: reasoning and content compared trimmed (absent
 * and empty alike), calls by name and decoded arguments. Deliberate
 * differences are listed with their reason in test/vectors-engines/differences.json;
 * a listed case must really differ, so the list cannot go stale.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Message, ParserOptions } from "../../runtime/index.js";
import { allDialects } from "../helpers/dialects.js";
import { chunked, runChunks } from "../helpers/run.js";

interface Vector2 {
  source: string;
  family: string;
  model_output: string;
  expected: { reasoning: string | null; content: string | null; tool_calls: { name: string; arguments: unknown }[] };
  notes?: string;
}

const dir = join(import.meta.dirname, "..", "vectors-engines");
const read = (f: string) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Record<string, Record<string, unknown>>;
const differences = read("differences.json") as Record<string, Record<string, string>>;
const options = read("options.json") as Record<string, Record<string, ParserOptions>>;

const text = (s: string | null | undefined) => (s ?? "").trim();

function mismatch(m: Message, want: Vector2["expected"]): string {
  const problems: string[] = [];
  if (text(m.reasoning) !== text(want.reasoning)) problems.push(`reasoning: expected ${JSON.stringify(text(want.reasoning))}, got ${JSON.stringify(text(m.reasoning))}`);
  if (text(m.content) !== text(want.content)) problems.push(`content: expected ${JSON.stringify(text(want.content))}, got ${JSON.stringify(text(m.content))}`);
  const got = JSON.stringify(m.tool_calls.map((t) => ({ name: t.name, arguments: JSON.parse(t.arguments) as unknown })));
  const wanted = JSON.stringify(want.tool_calls.map((t) => ({ name: t.name, arguments: t.arguments ?? {} })));
  if (got !== wanted) problems.push(`tool_calls: expected ${wanted}, got ${got}`);
  return problems.join("; ");
}

/** What differs on any engine and chunking ("" when the case passes). */
function outcome(name: string, label: string, c: Vector2): string {
  const dialect = allDialects[name]!;
  // A tool-parser test runs without a reasoning parser: the output starts as content.
  const toolParserOnly = /tool_parser/.test(c.source);
  const opts: ParserOptions = { ...(toolParserOnly ? { thinking: false } : {}), ...options[name]?.[label] };
  for (const engine of ["interpreted", "generated"] as const) {
    for (const chunks of [[c.model_output], chunked(c.model_output, 1), chunked(c.model_output, 5)]) {
      const problem = mismatch(runChunks(dialect, chunks, { ...opts, engine }).message, c.expected);
      if (problem) return `${engine}, ${chunks.length} chunks: ${problem}`;
    }
  }
  return "";
}

/** A case's label: its source, numbered where one test gave several cases. */
function labelled(cases: Vector2[]): [string, Vector2][] {
  const seen = new Map<string, number>();
  return cases.map((c) => {
    const n = (seen.get(c.source) ?? 0) + 1;
    seen.set(c.source, n);
    const many = cases.filter((o) => o.source === c.source).length > 1;
    return [many ? `${c.source} #${n}` : c.source, c];
  });
}

/** Families whose vectors are transcribed but whose dialect is not written yet. */
const NOT_YET: string[] = [];

const files = readdirSync(dir).filter((f) => f.endsWith(".json") && f !== "differences.json" && f !== "options.json");

describe("second-catalogue vectors", () => {
  it("name only shipped dialects, and list differences and options only for cases that exist", () => {
    const sources = new Map<string, Set<string>>();
    for (const f of files) {
      const { dialect, cases } = JSON.parse(readFileSync(join(dir, f), "utf8")) as { dialect: string; cases: Vector2[] };
      expect(allDialects[dialect] !== undefined, `${f}: ${dialect} is ${NOT_YET.includes(dialect) ? "listed as not yet written, but exists" : "not a dialect"}`).toBe(
        !NOT_YET.includes(dialect),
      );
      sources.set(dialect, new Set(labelled(cases).map(([label]) => label)));
    }
    for (const table of [differences, options]) {
      for (const [dialect, byCase] of Object.entries(table)) {
        for (const source of Object.keys(byCase)) expect(sources.get(dialect)?.has(source), `${dialect}: ${source}`).toBe(true);
      }
    }
  });
});

for (const f of files) {
  const { dialect, cases } = JSON.parse(readFileSync(join(dir, f), "utf8")) as { dialect: string; cases: Vector2[] };
  if (!allDialects[dialect]) continue;
  describe(`second-catalogue vectors: ${dialect}`, () => {
    for (const [label, c] of labelled(cases)) {
      const reason = differences[dialect]?.[label];
      it(`${label}${reason ? " (deliberate difference)" : ""}`, () => {
        const result = outcome(dialect, label, c);
        if (reason) expect(result, "listed as a difference but passes; remove it from differences.json").not.toBe("");
        else expect(result).toBe("");
      });
    }
  });
}
