/**
 * The drift law: what models do to a family's markers (compiler/laws/drift.ts)
 * applied to every dialect's rendering of one call — each marker dropped,
 * doubled, spaced out, respelled in the other width; the opener dropped; the
 * call fenced. Every drifted text must hold laws 1, 2 and 4 under random
 * chunkings (the same reading on both engines whatever the chunks, and
 * nothing lost: the call read, or its text given back). The outcome per
 * dialect and drift is the table in docs/recovery.md, held to the code
 * (`UPDATE_DRIFT_TABLE=1` rewrites it).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutPoints } from "../../compiler/laws/arbitraries.js";
import { DRIFT_KINDS, drifts, readsCall, type DriftKind } from "../../compiler/laws/drift.js";
import { checkChunking, checkGeneratedEqualsInterpreted, checkNothingLost, formatFailure, runChunks } from "../../compiler/laws/laws.js";
import { render, RenderError, type ParserOptions, type Tool } from "../../runtime/index.js";
import { dialects as shipped } from "../../generated/index.js";

const RUNS = Number(process.env.DRIFT_RUNS ?? 20);
const CALL = { name: "get_weather", arguments: { city: "Paris Texas" } };
const tools: Tool[] = [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } } }];
const MESSAGE = { content: "I will check the weather first.", tool_calls: [CALL] };

type Row = { dialect: string; counts: Partial<Record<DriftKind, [number, number]>>; note?: string };
const rows: Row[] = [];

for (const dialect of Object.values(shipped)) {
  describe(`drift: ${dialect.name}`, () => {
    const options: ParserOptions = { tools, thinking: false };
    let text: string | null = null;
    let note: string | undefined;
    try {
      text = render(dialect, MESSAGE, { tools, thinking: false });
      if (!readsCall(runChunks(dialect, [text], options).message, CALL)) note = "its rendering does not read back";
    } catch (e) {
      if (!(e instanceof RenderError)) throw e;
      note = "render writes no call";
    }
    const row: Row = { dialect: dialect.name, counts: {}, ...(note ? { note } : {}) };
    rows.push(row);
    if (text === null || note) {
      it(`has nothing to drift: ${note}`, () => expect(note).toBeDefined());
      return;
    }
    const cases = drifts(dialect, text, options);
    it(`${cases.length} drifted renderings: laws 1, 2 and 4 under random chunkings`, () => {
      for (const d of cases) {
        const read = readsCall(runChunks(dialect, [d.text], options).message, CALL);
        const [r, n] = row.counts[d.kind] ?? [0, 0];
        row.counts[d.kind] = [r + (read ? 1 : 0), n + 1];
        fc.assert(
          fc.property(cutPoints, (cuts) => {
            for (const law of [checkChunking, checkGeneratedEqualsInterpreted, checkNothingLost]) {
              const failure = law(dialect, d.text, options, cuts);
              if (failure) throw new Error(`${d.kind} ${d.marker}: ${formatFailure(failure)}`);
            }
          }),
          { numRuns: RUNS },
        );
      }
    });
  });
}

const DOC = join(import.meta.dirname, "..", "..", "docs", "recovery.md");
const BEGIN = "<!-- drift table: test/laws/drift.spec.ts -->";
const END = "<!-- end of drift table -->";

function table(): string {
  const head = `| dialect | ${DRIFT_KINDS.map((k) => k.replace("_", " ")).join(" | ")} |\n|---|${DRIFT_KINDS.map(() => "---").join("|")}|\n`;
  const cell = (c: [number, number] | undefined) => (c === undefined ? "–" : `${c[0]}/${c[1]}`);
  const body = rows
    .slice()
    .sort((a, b) => a.dialect.localeCompare(b.dialect))
    .map((r) => (r.note ? `| ${r.dialect} | ${r.note} ${"| ".repeat(DRIFT_KINDS.length - 1)}|` : `| ${r.dialect} | ${DRIFT_KINDS.map((k) => cell(r.counts[k])).join(" | ")} |`))
    .join("\n");
  return `${BEGIN}\n${head}${body}\n${END}`;
}

describe("drift table", () => {
  it("docs/recovery.md holds the drift table the law measures", () => {
    const doc = readFileSync(DOC, "utf8");
    const at = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    const now = table();
    if (process.env.UPDATE_DRIFT_TABLE) {
      writeFileSync(DOC, at >= 0 ? doc.slice(0, at) + now + doc.slice(end + END.length) : doc + "\n" + now + "\n");
      return;
    }
    expect(at, "docs/recovery.md has no drift table (UPDATE_DRIFT_TABLE=1 writes it)").toBeGreaterThanOrEqual(0);
    expect(doc.slice(at, end + END.length)).toBe(now);
  });
});
