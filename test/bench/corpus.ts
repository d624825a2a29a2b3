/**
 * Benchmark corpora: per dialect, one long model output with long reasoning,
 * prose, and several tool calls carrying large string and code arguments. The
 * material is this repository's grammar reference and a pinned dependency's
 * source, so the text is real and the corpus deterministic.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

// BENCH_CORPUS_ROOT reads the text from another checkout, so two versions of the code can be timed on the same corpus.
const root = process.env.BENCH_CORPUS_ROOT ?? join(import.meta.dirname, "..", "..");
const read = (p: string) => readFileSync(join(root, p), "utf8");

const prose = read("docs/grammar.md");
// Code arguments come from a pinned dependency's build, not this repository's sources, so that
// changing the parser does not change what it is timed on.
const library = read("node_modules/fast-check/lib/fast-check.js");
const code = [library.slice(0, 40_000), library.slice(40_000, 56_000)];

function qwen3(): string {
  const calls = code
    .map((src, i) => `<tool_call>\n<function=write_file>\n<parameter=path>\nsrc/file${i}.ts\n</parameter>\n<parameter=content>\n${src}\n</parameter>\n</function>\n</tool_call>\n`)
    .join("");
  return `${prose}\n</think>\n\n${prose.slice(0, 4000)}\n${calls}<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>`;
}

function hermes(): string {
  const calls = code.map((src, i) => `<tool_call>\n${JSON.stringify({ name: "write_file", arguments: { path: `src/file${i}.ts`, content: src } })}\n</tool_call>\n`).join("");
  return `${prose}\n${calls}<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}\n</tool_call>`;
}

/**
 * Long reasoning, then a short answer: the reasoning parser's whole job. The
 * prose is the grammar reference with its markup-like `<` (`<tool_call>`,
 * `</think>`, which it quotes as examples) spelled `‹`, so the reasoning
 * holds no markers of its own, as a model's usually does not.
 */
function reasoning(): string {
  const thought = prose.replace(/<(?=[A-Za-z/|!])/g, "‹");
  return `${thought}${thought.slice(0, 20000)}\n</think>\n\nThe answer is in the grammar reference.`;
}

/** The corpora of the end-to-end table: dialect and corpus per row. */
export const endToEnd: { label: string; dialect: string; text: () => string; thinking: boolean }[] = [
  { label: "reasoning", dialect: "qwen3", text: reasoning, thinking: true },
  { label: "hermes calls", dialect: "hermes", text: hermes, thinking: false },
  { label: "qwen3 XML calls", dialect: "qwen3", text: qwen3, thinking: true },
];

export const corpora: Record<string, { text: string; thinking: boolean }> = {
  qwen3: { text: qwen3(), thinking: true },
  hermes: { text: hermes(), thinking: false },
};
