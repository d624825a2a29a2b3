/**
 * Dialects under test: every shipped one (generated/) plus the test-only
 * grammars in test/grammars/ok/, compiled by the real pipeline: their modules
 * are emitted into test/.generated/ (ignored by git) and imported, so they
 * have a generated engine just like the shipped dialects.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildGrammars } from "../../compiler/lower/build.js";
import { emitDialectModule, identifierFor } from "../../compiler/emit/emit.js";
import { dialects } from "../../generated/index.js";
import type { Dialect } from "../../runtime/index.js";

const okDir = join(import.meta.dirname, "..", "grammars", "ok");
const outDir = join(import.meta.dirname, "..", ".generated");

async function testDialects(): Promise<Dialect[]> {
  const files = readdirSync(okDir)
    .filter((f) => f.endsWith(".dialect"))
    .map((f) => join(okDir, f));
  const build = buildGrammars(files);
  if (build.diagnostics.hasErrors) throw new Error(build.diagnostics.format());
  mkdirSync(outDir, { recursive: true });
  const out: Dialect[] = [];
  for (const ir of build.dialects) {
    const code = (await emitDialectModule(ir)).replaceAll('"../runtime/', '"../../runtime/');
    const path = join(outDir, `${ir.name}.ts`);
    // Test files run in parallel workers: write atomically, and only when it changed.
    if (!existsSync(path) || readFileSync(path, "utf8") !== code) {
      const tmp = `${path}.${process.pid}.tmp`;
      writeFileSync(tmp, code);
      renameSync(tmp, path);
    }
    const mod = (await import(path)) as Record<string, Dialect>;
    out.push(mod[identifierFor(ir.name)]!);
  }
  return out;
}

export const allDialects: Record<string, Dialect> = Object.fromEntries([...Object.values(dialects as Record<string, Dialect>), ...(await testDialects())].map((d) => [d.name, d]));
