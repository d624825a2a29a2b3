/**
 * Test vectors transcribed from vLLM's parser tests (test/vectors-vllm/, schema in
 * its README). Each case runs as `parse --jsonl` would run it: streamed with
 * its chunks and token ids where given, whole otherwise, and must match on the
 * fields the original test asserts. Deliberate differences are listed, with
 * their reason, in test/vectors-vllm/differences.json (and docs/dialects.md); a
 * listed case must really differ, so the list cannot go stale.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isReasoningEndFor, type Message, type ParserOptions, type PoliciesIR } from "../../runtime/index.js";
import { allDialects } from "../helpers/dialects.js";
import { runChunks } from "../helpers/run.js";

interface VectorCase {
  name: string;
  mode: string;
  model_output: string;
  chunks?: string[];
  chunk_token_ids?: number[][];
  vocab?: Record<string, number>;
  thinking?: boolean | null;
  tools?: unknown[];
  config_overrides?: Record<string, unknown>;
  token_sequence?: string[];
  is_reasoning_end?: boolean;
  asserted: ("reasoning" | "content" | "tool_calls")[];
  expected?: {
    reasoning: string | null;
    content: string | null;
    tool_calls: { name: string; arguments: unknown }[];
  };
}

const dir = join(import.meta.dirname, "..", "vectors-vllm");
const differences = JSON.parse(readFileSync(join(dir, "differences.json"), "utf8")) as Record<string, Record<string, string>>;

/** vLLM config fields that map onto our policies. */
const POLICY_NAMES: Record<string, keyof PoliciesIR> = {
  strip_trailing_reasoning_whitespace: "stripTrailingReasoningWhitespace",
  validate_tool_names: "validateToolNames",
};

/**
 * Unit tests of vLLM's argument converters give only the argument body; it runs
 * here inside a minimal call of the dialect, through the whole parser.
 */
const CONVERTER_CALL: Record<string, (body: string) => string> = {
  qwen3: (b) => `<tool_call>\n<function=f>\n${b}\n</function>\n</tool_call>`,
  gemma4: (b) => `<|tool_call>call:f{${b}}<tool_call|>`,
  llama_json: (b) => b,
  inkling: (b) => `<|content_invoke_tool_json|>${b}<|end_message|>`,
};

/** Runs a vector; returns what differs on its asserted fields ("" when it passes), or null if not applicable. */
function outcome(dialectName: string, c: VectorCase): string | null {
  const dialect = allDialects[dialectName]!;
  if (c.mode === "is_reasoning_end") {
    // Without a test vocabulary every special terminal of the dialect gets an id.
    const vocab: Record<string, number> = c.vocab ? { ...c.vocab } : {};
    if (!c.vocab) dialect.ir.terminals.forEach((t, i) => t.special && (vocab[(t.variants[0]![0] as { lit: string }).lit] = 50 + i));
    const ids = (c.token_sequence ?? []).map((t) => vocab[t] ?? 1000);
    const got = isReasoningEndFor(dialect, ids, vocab, { thinking: c.thinking ?? true });
    return got === c.is_reasoning_end ? "" : `isReasoningEnd: expected ${c.is_reasoning_end}, got ${got}`;
  }
  if (c.mode === "arg_converter" && CONVERTER_CALL[dialectName]) {
    const out = runChunks(dialect, [CONVERTER_CALL[dialectName]!(c.model_output)], { thinking: false, engine: "interpreted" }).message;
    const want = c.expected!.tool_calls[0] as { arguments: unknown; arguments_text?: string } | undefined;
    const got = out.tool_calls[0] ? (JSON.parse(out.tool_calls[0].arguments) as unknown) : undefined;
    let wanted: unknown = want?.arguments ?? undefined;
    if (want && want.arguments == null && want.arguments_text !== undefined) {
      try {
        wanted = JSON.parse(want.arguments_text);
      } catch {
        wanted = `unparseable ${want.arguments_text}`;
      }
    }
    return JSON.stringify(got) === JSON.stringify(wanted) ? "" : `arguments: expected ${JSON.stringify(wanted)}, got ${JSON.stringify(got)}`;
  }
  if (!["streaming", "non_streaming", "both"].includes(c.mode)) return null;
  const options: ParserOptions = { engine: "interpreted" };
  if (typeof c.thinking === "boolean") options.thinking = c.thinking;
  // A vLLM tool-parser test runs without a reasoning parser: the output starts as content.
  else if (c.name.startsWith("toolparser.")) options.thinking = false;
  if (c.tools) options.tools = c.tools as ParserOptions["tools"];
  const policies: Partial<Record<keyof PoliciesIR, unknown>> = {};
  for (const [k, v] of Object.entries(c.config_overrides ?? {})) if (POLICY_NAMES[k]) policies[POLICY_NAMES[k]!] = v;
  if (Object.keys(policies).length) options.policies = policies as Partial<PoliciesIR>;
  const runs: Message[] = [];
  if (c.mode !== "streaming") runs.push(runChunks(dialect, [c.model_output], options).message);
  if (c.mode !== "non_streaming") {
    const ids = c.chunk_token_ids;
    runs.push(runChunks(dialect, c.chunks ?? [c.model_output], ids ? { ...options, vocab: c.vocab } : options, ids).message);
  }
  const problems: string[] = [];
  for (const m of runs) {
    for (const field of c.asserted) {
      const want = c.expected![field];
      const got = field === "tool_calls" ? m.tool_calls.map((t) => ({ name: t.name, arguments: JSON.parse(t.arguments) as unknown })) : m[field];
      const wantNorm = field === "tool_calls" ? (want as { name: string; arguments: unknown }[]).map((t) => ({ name: t.name, arguments: t.arguments ?? {} })) : want;
      if (JSON.stringify(got) !== JSON.stringify(wantNorm)) problems.push(`${field}: expected ${JSON.stringify(wantNorm)}, got ${JSON.stringify(got)}`);
    }
  }
  return problems.join("; ");
}

for (const name of Object.keys(allDialects)) {
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) continue;
  const cases = (JSON.parse(readFileSync(file, "utf8")) as { cases: VectorCase[] }).cases;
  const known = differences[name] ?? {};
  describe(`vLLM vectors: ${name}`, () => {
    const unitModes: string[] = [];
    for (const c of cases) {
      const result = outcome(name, c);
      if (result === null) {
        unitModes.push(c.mode);
        continue;
      }
      const reason = known[c.name];
      it(`${c.name}${reason ? " (deliberate difference)" : ""}`, () => {
        if (reason) expect(result, `listed as a difference but passes; remove it from differences.json`).not.toBe("");
        else expect(result).toBe("");
      });
    }
    it("runs every case but unit tests of vLLM helpers it cannot place in an output", () => {
      for (const mode of unitModes) expect(["arg_converter", "unwrap_wrapper_args"]).toContain(mode);
    });
    it("lists no differences for cases that do not exist", () => {
      const names = new Set(cases.map((c) => c.name));
      expect(Object.keys(known).filter((n) => !names.has(n))).toEqual([]);
    });
  });
}
