/**
 * How many of a family's test vectors (test/vectors-vllm/ and test/vectors-engines/) a
 * dialect passes, read whole on the interpreted engine: the measure an
 * inferred grammar is held to against the shipped dialect of its family.
 * The vector specs run each case more ways; a rate compares two grammars.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCompleteFor, type Dialect, type Message, type ParserOptions } from "../../runtime/index.js";

interface Expected {
  reasoning: string | null;
  content: string | null;
  tool_calls: { name: string; arguments: unknown }[];
}

const root = join(import.meta.dirname, "..");
const options2 = JSON.parse(readFileSync(join(root, "vectors-engines", "options.json"), "utf8")) as Record<string, Record<string, ParserOptions>>;
const trimmed = (s: string | null | undefined) => (s ?? "").trim();

function matches(m: Message, want: Expected, fields: readonly string[]): boolean {
  for (const field of fields) {
    if (field === "tool_calls") {
      const got = JSON.stringify(m.tool_calls.map((t) => ({ name: t.name, arguments: JSON.parse(t.arguments) as unknown })));
      if (got !== JSON.stringify(want.tool_calls.map((t) => ({ name: t.name, arguments: t.arguments ?? {} })))) return false;
    } else if (trimmed(m[field as "content"]) !== trimmed(want[field as "content"])) return false;
  }
  return true;
}

function passes(d: Dialect, text: string, options: ParserOptions, want: Expected, fields: readonly string[]): boolean {
  try {
    return matches(parseCompleteFor(d, text, { ...options, engine: "interpreted" }), want, fields);
  } catch {
    return false;
  }
}

/** [passed, total] over the family's vectors (a family without vectors: [0, 0]). */
export function vectorRate(d: Dialect, family: string): [number, number] {
  let passed = 0;
  let total = 0;
  const second = join(root, "vectors-engines", `${family}.json`);
  if (existsSync(second)) {
    const seen = new Map<string, number>();
    const cases = (JSON.parse(readFileSync(second, "utf8")) as { cases: { source: string; model_output: string; expected: Expected }[] }).cases;
    for (const c of cases) {
      const n = (seen.get(c.source) ?? 0) + 1;
      seen.set(c.source, n);
      // Labelled as the vector spec labels them (numbered where one test gave several cases).
      const label = cases.filter((o) => o.source === c.source).length > 1 ? `${c.source} #${n}` : c.source;
      const options = { ...(/tool_parser/.test(c.source) ? { thinking: false } : {}), ...(options2[family]?.[label] ?? {}) };
      total++;
      if (passes(d, c.model_output, options, c.expected, ["reasoning", "content", "tool_calls"])) passed++;
    }
  }
  const first = join(root, "vectors-vllm", `${family}.json`);
  if (existsSync(first)) {
    const cases = (
      JSON.parse(readFileSync(first, "utf8")) as {
        cases: { name: string; mode: string; model_output: string; thinking?: boolean | null; tools?: unknown[]; asserted: string[]; expected?: Expected }[];
      }
    ).cases;
    for (const c of cases) {
      if (!["streaming", "non_streaming", "both"].includes(c.mode)) continue;
      const options: ParserOptions = {};
      if (typeof c.thinking === "boolean") options.thinking = c.thinking;
      else if (c.name.startsWith("toolparser.")) options.thinking = false;
      if (c.tools) options.tools = c.tools as ParserOptions["tools"];
      total++;
      if (passes(d, c.model_output, options, c.expected!, c.asserted)) passed++;
    }
  }
  return [passed, total];
}
