/**
 * Response templates as dialects: transformers' own test cases (the template, the model's output,
 * the prompt before it, the tools, and the message transformers 5.18.0 parses it to), each read
 * whole and streamed in random chunks on both engines; every template dialectc cannot read is
 * refused in one line naming the field and the key; the laws hold on every template it reads.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compiledDialect } from "../../compiler/emit/dialect-file.js";
import { buildGrammarSource } from "../../compiler/lower/build.js";
import { chunkText } from "../../compiler/laws/chunks.js";
import { diffDialect } from "../../compiler/laws/diff.js";
import { grammarFromTemplate } from "../../compiler/response/to-grammar.js";
import { readResponseTemplate, ResponseTemplateError } from "../../compiler/response/template.js";
import { createParserFor, interpretedDialect, MessageAccumulator, type Dialect, type Message, type Tool } from "../../runtime/index.js";

const DIR = "test/fixtures/response-templates";
const TOOLS = JSON.parse(readFileSync(join(DIR, "tools.json"), "utf8")) as Record<string, Tool[]>;

interface Case {
  test: string;
  template: string | Record<string, unknown>;
  prefix: string;
  text: string;
  tools?: string;
  message: Record<string, unknown>;
}
const casesOf = (file: string) =>
  readFileSync(join(DIR, file), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Case);
/** transformers' own cases (cases.jsonl) and vLLM's (vllm-cases.jsonl, its tests/parser/test_response_template.py). */
const CASES = casesOf("cases.jsonl");
const VLLM_CASES = casesOf("vllm-cases.jsonl");

const templateOf = (c: Case) => (typeof c.template === "string" ? (JSON.parse(readFileSync(join(DIR, "templates", c.template), "utf8")) as unknown) : c.template);

/** The template as a dialect (interpreted), or the one line that refuses it. */
function dialectOf(raw: unknown): Dialect | string {
  let text: string;
  try {
    text = grammarFromTemplate(readResponseTemplate(raw), "t", "fixture");
  } catch (e) {
    if (e instanceof ResponseTemplateError) return e.message;
    throw e;
  }
  const build = buildGrammarSource("t.dialect", text);
  expect(build.diagnostics.hasErrors, build.diagnostics.format()).toBe(false);
  return interpretedDialect(build.dialects[0]!);
}

/**
 * Where dialectc reads a template otherwise than transformers, by design (docs/response-templates.md
 * lists each). Each entry must still differ: a reading that comes to agree leaves the list.
 */
const DIFFERENCES: Record<string, string> = {
  test_prefix_lands_inside_implicit_region: "text the prompt already wrote is the prompt's, not the output's: dialectc parses the output only",
  // vLLM's reader, where it reads otherwise than transformers' (whose reading dialectc keeps):
  test_gemma4_response_template_drops_incomplete_call: "vLLM drops a call the output cut off; transformers runs the region to the end, and dialectc keeps the call as it arrived",
  test_call_without_closer_is_dropped: "vLLM drops a call without its closer; dialectc keeps the call as it arrived",
  test_non_streaming_malformed_call_is_dropped: "vLLM drops a call with text after its arguments; dialectc keeps the call and gives the text back as content",
  test_streaming_malformed_call_is_dropped_before_emission: "vLLM drops a call with text after its arguments; dialectc keeps the call and gives the text back as content",
  test_prefilled_malformed_call_is_dropped: "the prompt's call opener is the prompt's: dialectc reads the output from the answer, so the arguments are text",
  test_gemma4_checkpoint_grammar_excludes_hyphenated_name: "a name ends at the next marker ({), where \\w+ ends at the hyphen and vLLM drops the call",
  test_delimited_template_keeps_plain_content_and_tolerates_required_fields:
    "vLLM keeps text outside every region as content; the specification (and transformers, and dialectc) drops it where no field lacks an opener",
};

/** Cases whose template dialectc refuses, with why: fields that are not a message's. */
const REFUSED: Record<string, RegExp> = {
  fields: /has no place in the message it writes/,
};

/** The message as transformers writes it: role, the reasoning under the template's own key, calls as objects. */
function asTransformers(m: Message, reasoningKey: string): Record<string, unknown> {
  const out: Record<string, unknown> = { role: "assistant" };
  if (m.reasoning) out[reasoningKey] = m.reasoning;
  if (m.content) out.content = m.content;
  if (m.tool_calls.length > 0) out.tool_calls = m.tool_calls.map((t) => ({ type: "function", function: { name: t.name, arguments: JSON.parse(t.arguments) as unknown } }));
  return out;
}

const sorted = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

function parse(d: Dialect, c: Case, chunks: string[]): Record<string, unknown> {
  const parser = createParserFor(d, { prompt: c.prefix, ...(c.tools ? { tools: TOOLS[c.tools]! } : {}) });
  const acc = new MessageAccumulator();
  for (const chunk of chunks) acc.add(parser.feed(chunk));
  acc.add(parser.finish());
  const key = Object.keys(c.message).find((k) => k === "thinking" || k === "reasoning_content") ?? "thinking";
  return sorted(asTransformers(acc.message(), key));
}

/** A JSON value with every object's keys in one order, to compare as text. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === "object"
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, x]) => [k, canonical(x)]),
        )
      : v;

const readsAsExpected = (c: Case) => {
  const d = dialectOf(templateOf(c));
  return typeof d !== "string" && JSON.stringify(canonical(parse(d, c, [c.text]))) === JSON.stringify(canonical(c.message));
};

describe("the figure: transformers' and vLLM's published cases read as expected with the case's own template", () => {
  it("transformers: at least 62 of its 75 cases; vLLM: at least 21 of its 28", () => {
    expect(CASES.filter(readsAsExpected).length).toBeGreaterThanOrEqual(62);
    expect(VLLM_CASES.filter(readsAsExpected).length).toBeGreaterThanOrEqual(21);
  });
});

describe("transformers' and vLLM's response template test cases", () => {
  const readable = [...CASES, ...VLLM_CASES].filter((c) => typeof dialectOf(templateOf(c)) !== "string");

  it("dialectc reads the templates of most cases, and refuses the rest for a listed reason", () => {
    for (const c of [...CASES, ...VLLM_CASES]) {
      const d = dialectOf(templateOf(c));
      if (typeof d === "string")
        expect(
          Object.values(REFUSED).some((re) => re.test(d)),
          `${c.test}: ${d}`,
        ).toBe(true);
    }
    expect(readable.length).toBeGreaterThanOrEqual(91);
  });

  for (const c of readable) {
    it(c.test, async () => {
      const interpreted = dialectOf(templateOf(c)) as Dialect;
      const generated = await compiledDialect(interpreted.ir);
      const want = sorted(c.message);
      const whole = parse(interpreted, c, [c.text]);
      if (c.test in DIFFERENCES) {
        expect(whole, DIFFERENCES[c.test]).not.toEqual(want);
        return;
      }
      expect(whole).toEqual(want);
      expect(parse(generated, c, [c.text])).toEqual(want);
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 9 }), fc.boolean(), (size, useGenerated) => {
          expect(parse(useGenerated ? generated : interpreted, c, chunkText(c.text, size))).toEqual(want);
        }),
        { numRuns: 12 },
      );
    });
  }
});

describe("merge_duplicates: a key written again is the list of its values, each typed by the key's schema", () => {
  const c = CASES.find((x) => x.test === "test_merge_duplicates_arguments_are_cast_element_wise (with)")!;
  const d = dialectOf(templateOf(c)) as Dialect;
  const param = (k: string, v: string) => `<parameter=${k}>\n${v}\n</parameter>\n`;
  const text = `<tool_call>\n<function=set_alarm>\n${param("label", "a")}${param("hour", "7")}${param("label", "b")}${param("enabled", "true")}${param("hour", "9")}</function>\n</tool_call>`;
  it("keeps a key written once as its value, in the order keys first came, on either engine and any chunking", async () => {
    const generated = await compiledDialect(d.ir);
    const want = { label: ["a", "b"], hour: [7, 9], enabled: true };
    for (const dialect of [d, generated])
      for (const size of [1, 4, text.length]) {
        const { tool_calls } = parse(dialect, { ...c, text }, chunkText(text, size)) as { tool_calls: { function: { arguments: unknown } }[] };
        expect(JSON.stringify(tool_calls[0]!.function.arguments)).toBe(JSON.stringify(want));
      }
  });
});

/**
 * An opener with `^` among its alternatives starts the output in the region; Python tries alternatives in
 * order, so one written before `^` is the opener at the start (`(?:<think>|^)`: a leading `<think>` is not
 * reasoning) and one written after it is the region's text there (`(?:^|<think>)`, transformers' ERNIE test).
 */
describe("an opener's alternatives before and after ^", () => {
  const template = (open_pattern: string) => ({
    start_anchor: "Assistant:",
    fields: { thinking: { open_pattern, close: "</think>", content: "text" }, content: { close: "</s>", content: "text" } },
  });
  const read = (d: Dialect, text: string, prefix = "") => parse(d, { test: "", template: "", prefix, text, message: {} }, [text]);
  it("a leading opener is the opener where it comes first, text where ^ does; later ones open the region either way", async () => {
    const first = dialectOf(template("(?:<think>\\s*|^)")) as Dialect;
    const after = dialectOf(template("(?:^|<think>\\s*)")) as Dialect;
    for (const d of [first, await compiledDialect(first.ir)]) {
      expect(read(d, "<think>\nplan</think>answer</s>")).toEqual({ role: "assistant", thinking: "plan", content: "answer" });
      expect(read(d, "plan</think>answer")).toEqual({ role: "assistant", thinking: "plan", content: "answer" });
      // A prompt that closed reasoning (a turn without thinking) leaves the output in the answer.
      expect(read(d, "answer", "Assistant: <think>\n\n</think>\n\n")).toEqual({ role: "assistant", content: "answer" });
    }
    for (const d of [after, await compiledDialect(after.ir)])
      expect(read(d, "<think>\nplan</think>answer")).toEqual({ role: "assistant", thinking: "<think>\nplan", content: "answer" });
  });
});

describe("templates that break the specification's rules are refused, in one line", () => {
  const errors = readFileSync(join(DIR, "errors.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { test: string; template: unknown; message: string });
  // The rule each load-time refusal names, in dialectc's words; errors transformers raises only while
  // parsing are refused here at reading, as their fields are not a message's.
  const RULES: Record<string, string> = {
    test_transform_dotted_mixed_string_rejected: "mixes a {placeholder} with literal text",
    "test_join_validation (no repeats)": "'join' requires 'repeats': true",
    "test_join_validation (bad type)": "'join' must be a string, got int",
    test_unknown_content_parser_rejected: "unknown content parser",
    test_unsupported_version_rejected: "unsupported response_template version 2",
    test_two_implicit_fields_rejected: "at most one field may omit 'open'/'open_pattern'",
    test_transform_string_interpolation_rejected: "mixes a {placeholder} with literal text",
    test_named_groups_without_transform_rejected: "declares a named group, but the field has no 'transform'",
    "test_literal_list_rejects_empty_and_non_string ([])": "'open' list must contain at least one literal",
    'test_literal_list_rejects_empty_and_non_string ([""])': "'open' literals cannot be empty strings",
    "test_literal_list_rejects_empty_and_non_string ([1, 2])": "'open' list must contain only strings",
    'test_literal_list_rejects_empty_and_non_string ({"foo": "bar"})': "'open' must be a string or list of strings, got dict",
    test_template_without_anchor_rejected_at_load: "must define 'start_anchor' or 'start_anchor_pattern'",
  };
  // Errors transformers raises while parsing that are not errors of the template: dialectc parses the output
  // (an absent required field is an absent field; a prompt is optional, the initial state standing for none).
  const PARSED: Record<string, string> = {
    test_optional_false_raises_when_missing: "no response here",
    "(parse_response without prefix) required prefix": "x",
  };
  for (const e of errors) {
    it(e.test, () => {
      const d = dialectOf(e.template);
      if (e.test in PARSED) {
        expect(typeof d, d as string).toBe("object");
        const m = createParserFor(d as Dialect).feed(PARSED[e.test]!);
        expect(m?.content ?? null).toBeNull();
        return;
      }
      expect(typeof d, "refused").toBe("string");
      expect(d as string).not.toContain("\n");
      if (RULES[e.test]) expect(d).toContain(RULES[e.test]);
    });
  }
});

describe("every response template in the fixtures", () => {
  const files = readdirSync(join(DIR, "templates")).sort();
  /** The templates dialectc cannot read, and the line that says why (a reading that comes to work leaves the list). */
  const UNREADABLE: Record<string, string> = {
    "trl-deepseek-r1-distill.json": "fields.reasoning_content.open_pattern: a lookahead (?=…): a terminal cannot look past the text it reads",
    "trl-nemotron-3.json": "fields.reasoning_content.open_pattern: a lookahead (?=…): a terminal cannot look past the text it reads",
    "trl-lfm2-2-5.json":
      "fields.tool_calls.content_args.tag_pattern: the class [\\[{]: a capture is bounded by the characters that end it, so only a negated class ([^…]) can be one",
  };
  for (const file of files) {
    it(`${file}: ${UNREADABLE[file] ? "refused in one line" : "reads as a dialect on which the laws hold"}`, async () => {
      const d = dialectOf(JSON.parse(readFileSync(join(DIR, "templates", file), "utf8")));
      if (UNREADABLE[file]) {
        expect(d).toBe(UNREADABLE[file]);
        return;
      }
      expect(typeof d, d as string).toBe("object");
      const result = diffDialect(await compiledDialect((d as Dialect).ir), 40, 7);
      expect(result.ok, result.report).toBe(true);
    }, 60_000);
  }
});

/**
 * Real model outputs (the dialects' fixture outputs, transcribed from engines' tests) through the response
 * templates transformers, TRL and transformers serve ship, with the message transformers 5.18.0 gives for
 * each (outputs.jsonl, written by running it): dialectc agrees, or differs for a listed reason.
 */
describe("real outputs through shipped response templates, against transformers", () => {
  interface Output {
    template: string;
    source: string;
    text: string;
    tools?: Tool[];
    message?: Record<string, unknown>;
    raises?: string;
  }
  const rows = readFileSync(join(DIR, "outputs.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Output);
  const differences = JSON.parse(readFileSync(join(DIR, "outputs-differences.json"), "utf8")) as Record<string, string>;
  const deep = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(deep)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, deep(x)]),
          )
        : v;
  const dialects = new Map<string, { interpreted: Dialect; reasoningKey: string }>();
  const load = (file: string) => {
    if (!dialects.has(file)) {
      const raw = JSON.parse(readFileSync(join(DIR, "templates", file), "utf8")) as { fields: Record<string, unknown> };
      const reasoningKey = "reasoning_content" in raw.fields ? "reasoning_content" : "thinking";
      dialects.set(file, { interpreted: dialectOf(raw) as Dialect, reasoningKey });
    }
    return dialects.get(file)!;
  };

  it("covers the families, and transformers' refusals are outputs its json parser could not read", () => {
    expect(new Set(rows.map((r) => r.template)).size).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.message).length).toBeGreaterThanOrEqual(200);
    for (const r of rows) if (r.raises) expect(r.raises).toMatch(/^ValueError: json/);
    // Every listed difference is a row that exists.
    const keys = new Set(rows.map((r) => `${r.template} | ${r.source}`));
    for (const k of Object.keys(differences)) expect(keys.has(k), k).toBe(true);
  });

  for (const file of [...new Set(rows.map((r) => r.template))]) {
    it(file, async () => {
      const { interpreted, reasoningKey } = load(file);
      const generated = await compiledDialect(interpreted.ir);
      for (const r of rows.filter((x) => x.template === file)) {
        const read = (d: Dialect, chunks: string[]) => {
          const parser = createParserFor(d, { ...(r.tools ? { tools: r.tools } : {}) });
          const acc = new MessageAccumulator();
          for (const chunk of chunks) acc.add(parser.feed(chunk));
          acc.add(parser.finish());
          return deep(asTransformers(acc.message(), reasoningKey));
        };
        const whole = read(interpreted, [r.text]);
        // Where transformers raises (JSON it cannot read), dialectc reads on: the same on both engines and any chunking.
        expect(read(generated, chunkText(r.text, 3)), r.source).toEqual(whole);
        if (!r.message) continue;
        const key = `${file} | ${r.source}`;
        if (differences[key]) expect(whole, `${key}: listed (${differences[key]}) but agrees`).not.toEqual(deep(r.message));
        else expect(whole, key).toEqual(deep(r.message));
      }
    });
  }
});
