/**
 * Dialects under test: every shipped one (generated/) plus the test-only
 * grammars in test/grammars/ok/, compiled in memory.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { buildGrammars } from "../../compiler/build.js";
import { dialects } from "../../generated/index.js";
import { ABI_VERSION, type Dialect } from "../../runtime/index.js";

const okDir = join(import.meta.dirname, "..", "grammars", "ok");

function testDialects(): Dialect[] {
  const files = readdirSync(okDir).filter((f) => f.endsWith(".dialect")).map((f) => join(okDir, f));
  const build = buildGrammars(files);
  if (build.diagnostics.hasErrors) throw new Error(build.diagnostics.format());
  return build.dialects.map((ir) => ({ name: ir.name, abi: ABI_VERSION, ir }));
}

export const allDialects: Record<string, Dialect> = Object.fromEntries(
  [...Object.values(dialects as Record<string, Dialect>), ...testDialects()].map((d) => [d.name, d]),
);
