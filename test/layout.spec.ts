/**
 * A server ships `runtime/` and `generated/` alone, so neither may
 * import from `compiler/`, `test/` or any package (Node built-ins included).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

for (const dir of ["runtime", "generated"]) {
  describe(`${dir}/ is self-contained`, () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
      it(file, () => {
        const text = readFileSync(join(dir, file), "utf8");
        for (const m of text.matchAll(IMPORT)) {
          const spec = m[1] ?? m[2]!;
          const ok = spec.startsWith("./") || (dir === "generated" && spec.startsWith("../runtime/"));
          expect(ok, `${dir}/${file} imports ${spec}`).toBe(true);
        }
      });
    }
  });
}
