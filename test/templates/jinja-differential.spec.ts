/**
 * The Jinja engine against Python's Jinja2 (what transformers'
 * `apply_chat_template`, and so vLLM and SGLang, render with): every
 * template in test/fixtures/templates (listed at test time), rendered in
 * every context of jinja-contexts.ts by both (each the request's JSON text,
 * read by json.loads and by serve's parseJsonAsPython), must write the same
 * text, or both must raise. Jinja2 runs once for the whole batch
 * (test/helpers/jinja2-reference.py, python3 with jinja2 3.1.6); both
 * engines format one fixed date for `strftime_now`.
 *
 * The rate of identical renders must stay >= 98% overall, and a template
 * that differs fails the test unless KNOWN_DIFFERENCES names it with the
 * reason; the failure lists each difference (template, context, where the
 * texts part). The overall rate is printed; SHOW_JINJA_RATES=1 prints the
 * rate per template too.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileJinja, parseJsonAsPython } from "../../compiler/jinja/index.js";
import { jinjaContexts, type JinjaContext } from "../helpers/jinja-contexts.js";

const DIR = "test/fixtures/templates";
const REFERENCE = "test/helpers/jinja2-reference.py";
/** The date `strftime_now` formats in both engines. */
const NOW_TEXT = "2026-01-05T14:03:09";
const now = () => new Date(2026, 0, 5, 14, 3, 9);

/**
 * Templates whose renders may differ from Jinja2's, each with the reason (a
 * limit of the engine, not a template quirk: those are Jinja2's to keep).
 */
const KNOWN_DIFFERENCES: Record<string, string> = {};

type Outcome = { text: string } | { error: string };

interface Case {
  template: string;
  source: string;
  context: JinjaContext;
}

function cases(): Case[] {
  const sourcesFile = join(DIR, "sources.json");
  const sources = (existsSync(sourcesFile) ? JSON.parse(readFileSync(sourcesFile, "utf8")) : {}) as Record<string, { bos?: string | null; eos?: string | null }>;
  const out: Case[] = [];
  for (const template of readdirSync(DIR)
    .filter((f) => f.endsWith(".jinja"))
    .sort()) {
    const source = readFileSync(join(DIR, template), "utf8");
    const meta = sources[template] ?? {};
    for (const context of jinjaContexts(meta.bos ?? "", meta.eos ?? "")) out.push({ template, source, context });
  }
  return out;
}

/** Jinja2's outcome for every case, in order, from one Python process. */
function jinja2(all: Case[]): Outcome[] {
  // The variables go as the request's own text, so Python's json.loads reads its floats as a server's would.
  const input = all.map((c, id) => JSON.stringify({ id, source: c.source, now: NOW_TEXT }).replace(/\}$/, `, "vars": ${c.context.json}}`)).join("\n") + "\n";
  const run = spawnSync("python3", [REFERENCE], { input, encoding: "utf8", maxBuffer: 1 << 30 });
  if (run.error || run.status !== 0) {
    throw new Error(`the Jinja2 reference did not run (python3 with jinja2 3.1.6 is needed): ${run.error?.message ?? run.stderr}`);
  }
  const replies = run.stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { id: number; text?: string; error?: string });
  const out: Outcome[] = [];
  for (const r of replies) out[r.id] = r.error !== undefined ? { error: r.error } : { text: r.text! };
  return out;
}

type Engine = (source: string) => { render(vars: Record<string, unknown>): string };

/** Our outcome for every case (a template is compiled once; a compile error fails each of its renders). */
function ours(all: Case[], engine: Engine): Outcome[] {
  const compiled = new Map<string, ReturnType<Engine> | Error>();
  return all.map((c) => {
    try {
      let t = compiled.get(c.template);
      if (t === undefined) {
        try {
          t = engine(c.source);
        } catch (e) {
          t = e as Error;
        }
        compiled.set(c.template, t);
      }
      if (t instanceof Error) throw t;
      return { text: t.render(parseJsonAsPython(c.context.json) as Record<string, unknown>) };
    } catch (e) {
      return { error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
    }
  });
}

const excerpt = (s: string, at: number) => JSON.stringify(s.slice(Math.max(0, at - 30), at + 50));

/** Why two outcomes differ, or null when they are the same (same text, or both raised). */
function difference(want: Outcome, got: Outcome): string | null {
  if ("error" in want) return "error" in got ? null : `Jinja2 raised (${want.error}); ours wrote ${excerpt(got.text, 0)}`;
  if ("error" in got) return `ours raised (${got.error}); Jinja2 wrote ${excerpt(want.text, 0)}`;
  if (got.text === want.text) return null;
  let at = 0;
  while (at < want.text.length && want.text[at] === got.text[at]) at++;
  return `they part at ${at}: Jinja2 ${excerpt(want.text, at)}, ours ${excerpt(got.text, at)}`;
}

interface Comparison {
  total: number;
  same: number;
  perTemplate: Map<string, { same: number; total: number }>;
  mismatches: { template: string; context: string; why: string }[];
}

function compare(all: Case[], reference: Outcome[], results: Outcome[]): Comparison {
  const cmp: Comparison = { total: all.length, same: 0, perTemplate: new Map(), mismatches: [] };
  all.forEach((c, i) => {
    const entry = cmp.perTemplate.get(c.template) ?? { same: 0, total: 0 };
    cmp.perTemplate.set(c.template, entry);
    entry.total++;
    const why = difference(reference[i]!, results[i]!);
    if (why === null) {
      cmp.same++;
      entry.same++;
    } else cmp.mismatches.push({ template: c.template, context: c.context.name, why });
  });
  return cmp;
}

const report = (ms: Comparison["mismatches"]) => ms.map((m) => `${m.template} [${m.context}]: ${m.why}`).join("\n");

describe("the Jinja engine renders as Python's Jinja2 does", () => {
  const all = cases();
  const reference = jinja2(all);
  const engine: Engine = (source) => compileJinja(source, { now });

  it("on every template of the corpus, in every context (>= 98% identical, no unlisted difference)", { timeout: 60_000 }, () => {
    const cmp = compare(all, reference, ours(all, engine));
    const rate = cmp.same / cmp.total;
    if (process.env.SHOW_JINJA_RATES) {
      for (const [template, { same, total }] of cmp.perTemplate) console.log(`${((100 * same) / total).toFixed(1).padStart(5)}%  ${same}/${total}  ${template}`);
    }
    console.log(`Jinja2 differential: ${cmp.same}/${cmp.total} renders identical (${(100 * rate).toFixed(2)}%, ${cmp.perTemplate.size} templates)`);
    expect(cmp.perTemplate.size).toBeGreaterThan(20);
    const unlisted = cmp.mismatches.filter((m) => !(m.template in KNOWN_DIFFERENCES));
    expect(rate, `${(100 * rate).toFixed(2)}% identical:\n${report(cmp.mismatches)}`).toBeGreaterThanOrEqual(0.98);
    expect(unlisted, report(unlisted)).toEqual([]);
  });

  it("catches an engine that differs (a broken one: a newline dropped from every render)", { timeout: 60_000 }, () => {
    const broken: Engine = (source) => {
      const t = engine(source);
      return { render: (vars) => t.render(vars).replace("\n", "") };
    };
    const cmp = compare(all, reference, ours(all, broken));
    expect(cmp.mismatches.length).toBeGreaterThan(cmp.total / 4);
    expect(cmp.same / cmp.total).toBeLessThan(0.98);
  });
});
