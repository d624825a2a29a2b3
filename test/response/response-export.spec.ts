/**
 * Every shipped dialect through `export --format response_template`: it exports (read back, the template
 * parses the dialect's probes as the dialect does) with its losses said, or it is refused with the reason.
 * An exported template also reads the dialect's own fixtures; how many alike, per dialect, is what
 * docs/response-templates.md lists, and this test holds the list to what the code does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { verifiedTemplate } from "../../compiler/response/verified.js";
import { templateDialect } from "../../compiler/response/verify.js";
import { dialects } from "../../generated/index.js";
import { createParserFor, MessageAccumulator, type Dialect, type Tool } from "../../runtime/index.js";
import { exportRow, FAMILIES } from "../helpers/response-export.js";

describe("export --format response_template, per shipped dialect", () => {
  const rows = Object.values(dialects).map(exportRow);

  it("docs/response-templates.md lists each dialect's verdict as the code gives it", () => {
    const doc = readFileSync("docs/response-templates.md", "utf8");
    const table = doc
      .slice(doc.indexOf("| dialect | exports |"))
      .split("\n")
      .filter((l) => l.startsWith("| ") && !l.startsWith("| dialect |") && !l.startsWith("|---"));
    expect(table.slice(0, rows.length)).toEqual(rows);
  });

  it("more than half of the shipped dialects export, and most fixtures read alike", () => {
    const yes = rows.filter((r) => r.split(" | ")[1] === "yes");
    expect(yes.length).toBeGreaterThan(Object.keys(dialects).length / 2);
    let alike = 0;
    let all = 0;
    for (const r of yes) {
      const [x, y] = r.split(" | ")[2]!.split("/").map(Number);
      alike += x!;
      all += y!;
    }
    expect(alike / all).toBeGreaterThan(0.7);
  });
});

/**
 * Each family with published cases (transformers' and vLLM's tests, test/fixtures/response-templates) gets a
 * template from its shipped dialect, and that template reads the family's cases: as published, and as the
 * dialect itself reads them (what an export promises); both figures are held here.
 * `SHOW_EXPORT_DIFFERENCES=1` prints the cases the template reads otherwise than the dialect.
 */
describe("export --format response_template, on the families' published cases", () => {
  const DIR = "test/fixtures/response-templates";
  const TOOLS = JSON.parse(readFileSync(join(DIR, "tools.json"), "utf8")) as Record<string, Tool[]>;
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

  /** The message a parser reads from a case, in the case's own shape (its reasoning key, typed arguments). */
  const read = (d: Dialect, c: Case): Record<string, unknown> => {
    // transformers' parse_response with prefix "" is given no prompt at all: the turn starts as the dialect's does.
    const parser = createParserFor(d, { ...(c.prefix !== "" ? { prompt: c.prefix } : {}), ...(c.tools ? { tools: TOOLS[c.tools]! } : {}) });
    const acc = new MessageAccumulator();
    acc.add(parser.feed(c.text));
    acc.add(parser.finish());
    const m = acc.message();
    const key = Object.keys(c.message).find((k) => k === "thinking" || k === "reasoning_content") ?? "thinking";
    const got: Record<string, unknown> = { role: "assistant" };
    if (m.reasoning) got[key] = m.reasoning;
    if (m.content) got.content = m.content;
    if (m.tool_calls.length > 0) got.tool_calls = m.tool_calls.map((t) => ({ type: "function", function: { name: t.name, arguments: JSON.parse(t.arguments) as unknown } }));
    return canonical(got) as Record<string, unknown>;
  };
  type Case = { template: unknown; prefix: string; text: string; tools?: string; message: Record<string, unknown> };
  const cases = (): { family: string; c: Case }[] =>
    ["cases.jsonl", "vllm-cases.jsonl"].flatMap((file) =>
      readFileSync(join(DIR, file), "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Case)
        .flatMap((c) => {
          const family = typeof c.template === "string" ? FAMILIES[c.template] : undefined;
          return family ? [{ family, c }] : [];
        }),
    );

  it("every family exports; its template reads at least 58 of the 71 cases as published, and 67 as the dialect itself does", () => {
    const backs = new Map<string, Dialect>();
    for (const name of new Set(Object.values(FAMILIES))) {
      const r = verifiedTemplate(dialects[name as keyof typeof dialects]);
      expect("why" in r ? r.why : null, name).toBeNull();
      if (!("why" in r)) backs.set(name, templateDialect(r.exported.template, `${name}_back`) as Dialect);
    }
    let published = 0;
    let asDialect = 0;
    const all = cases();
    const differ: string[] = [];
    for (const { family, c } of all) {
      const back = JSON.stringify(read(backs.get(family)!, c));
      if (back === JSON.stringify(canonical(c.message))) published++;
      if (back === JSON.stringify(read(dialects[family as keyof typeof dialects] as Dialect, c))) asDialect++;
      else differ.push(`${family}: ${JSON.stringify(c.text)}\n  template ${back}\n  dialect  ${JSON.stringify(read(dialects[family as keyof typeof dialects] as Dialect, c))}`);
    }
    if (process.env.SHOW_EXPORT_DIFFERENCES) console.log(`published ${published}, as the dialect ${asDialect} of ${all.length}\n${differ.join("\n")}`);
    expect(all.length).toBe(71);
    expect(published).toBeGreaterThanOrEqual(58);
    expect(asDialect).toBeGreaterThanOrEqual(67);
  });
});

/**
 * A dialect whose default turn starts in reasoning, ended only by its closer (ERNIE 4.5: the generation prompt
 * `Assistant: ` opens nothing, and the model writes no `<think>`): its template opens reasoning at the start as
 * well as at the marker, so it reads that turn with no prompt at all, a leading `<think>` as the opener, and a
 * turn without thinking after a prompt that closes reasoning.
 */
describe("export --format response_template, a turn that starts in reasoning", () => {
  it("ernie45's template reads the default turn whether or not a marker opened it", () => {
    const r = verifiedTemplate(dialects.ernie45);
    if ("why" in r) throw new Error(r.why);
    expect((r.exported.template.fields as Record<string, Record<string, unknown>>).thinking!.open_pattern).toBe("(?:<think>|^)");
    const back = templateDialect(r.exported.template, "ernie45_back") as Dialect;
    const read = (text: string, prompt?: string) => {
      const acc = new MessageAccumulator();
      const parser = createParserFor(back, prompt === undefined ? {} : { prompt });
      acc.add(parser.feed(text));
      acc.add(parser.finish());
      const m = acc.message();
      return [m.reasoning, m.content];
    };
    expect(read("Plan.\n</think>\n\n<response>\nHi!\n</response>\n</s>")).toEqual(["Plan.", "Hi!"]);
    expect(read("<think>Plan.</think>Hi!", "")).toEqual(["Plan.", "Hi!"]);
    expect(read("Hi!", r.exported.closer!)).toEqual([null, "Hi!"]);
  });
});
