/**
 * xgrammar's WebAssembly build, loaded in Node. Its `lib/index.js` is a UMD
 * bundle inside a `"type": "module"` package, so it is loaded as CommonJS:
 * copied once to a `.cjs` file and required. (Evaluating it with
 * `new Function` works in plain Node, but the bundle's own dynamic
 * `import("module")` then fails inside vitest's module runner.)
 */
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const require = createRequire(import.meta.url);

export interface XGrammar {
  Grammar: {
    fromStructuralTag(tag: unknown): Promise<unknown>;
    fromEBNF(ebnf: string, root?: string): Promise<unknown>;
  };
  Testings: { isGrammarAcceptString(grammar: unknown, text: string): Promise<boolean> };
}

let loaded: XGrammar | undefined;
export function xgrammar(): XGrammar {
  if (loaded) return loaded;
  const source = require.resolve("@mlc-ai/web-xgrammar/lib/index.js");
  const version = (require("@mlc-ai/web-xgrammar/package.json") as { version: string }).version;
  const dir = join(tmpdir(), "dialectc-xgrammar");
  mkdirSync(dir, { recursive: true });
  const copy = join(dir, `xgrammar-${version}.cjs`);
  if (!existsSync(copy)) copyFileSync(source, copy);
  const m = require(copy) as Record<string, unknown>;
  loaded = ((m.default as XGrammar | undefined)?.Grammar ? m.default : m) as XGrammar;
  return loaded;
}
