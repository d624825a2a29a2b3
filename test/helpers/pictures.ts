/**
 * docs/pictures/: one SVG state-machine picture per shipped dialect, drawn as
 * `dialectc graph --format svg` draws it, for docs/dialects.md. Committed and
 * checked fresh by test/emit/pictures.spec.ts, as generated/ is.
 *
 *   npm run pictures                                      write them
 *   node --import tsx test/helpers/pictures.ts --check    exit 1 when one is stale
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { toSvg } from "../../compiler/emit/graph.js";
import { dialects } from "../../generated/index.js";
import type { Dialect } from "../../runtime/index.js";

export const PICTURE_DIR = join(import.meta.dirname, "..", "..", "docs", "pictures");

/** Every shipped dialect's picture, by file name. */
export async function pictures(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const d of Object.values(dialects as Record<string, Dialect>)) out.set(`${d.name}.svg`, await toSvg(d.ir));
  return out;
}

async function run(check: boolean): Promise<number> {
  const stale: string[] = [];
  mkdirSync(PICTURE_DIR, { recursive: true });
  for (const [file, svg] of await pictures()) {
    const path = join(PICTURE_DIR, file);
    if (existsSync(path) && readFileSync(path, "utf8") === svg) continue;
    if (check) stale.push(file);
    else writeFileSync(path, svg);
  }
  if (stale.length > 0) {
    process.stderr.write(`dialectc: docs/pictures is stale (${stale.join(", ")}); run 'npm run pictures'\n`);
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await run(process.argv.includes("--check"));
