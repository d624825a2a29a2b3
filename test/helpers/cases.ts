/** The fixture cases of test/cases/<dialect>/*.txt, read (the format is in test/dialects/cases.spec.ts). */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ParserOptions } from "../../runtime/index.js";

export interface Case {
  name: string;
  options: ParserOptions;
  input: string;
  expected: unknown;
}

export function readCases(text: string): Case[] {
  const cases: Case[] = [];
  const blocks = text.split(/^# /m).slice(1);
  for (const block of blocks) {
    const lines = block.split("\n");
    const name = lines.shift()!.trim();
    let options: ParserOptions = {};
    if (lines[0]?.startsWith("options ")) options = JSON.parse(lines.shift()!.slice(8)) as ParserOptions;
    const arrow = lines.findIndex((l) => l.startsWith("==> "));
    if (arrow < 0) throw new Error(`case '${name}' has no '==> ' line`);
    const input = lines.slice(0, arrow).join("\n");
    const expected = JSON.parse(lines.slice(arrow).join("\n").slice(4)) as unknown;
    cases.push({ name, options, input, expected });
  }
  return cases;
}

/** Every case of one dialect's fixtures (none when it has no folder). */
export function dialectCases(dialect: string): (Case & { file: string })[] {
  const dir = join(import.meta.dirname, "..", "cases", dialect);
  let files: string[];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.flatMap((file) => readCases(readFileSync(join(dir, file), "utf8")).map((c) => ({ ...c, file })));
}
