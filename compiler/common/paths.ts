/**
 * Where the compiler finds things: its own package, the dialectc checkout it
 * may run from, the shipped grammars. Kept apart from the front end so the
 * light commands can ask without loading it.
 */
import { readFileSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The compiler's package: the source checkout, or the installed dialectc-cli package. */
export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * The dialectc source checkout this compiler runs from, or null when it is
 * installed as a package. Only there does `compile` without paths write
 * `generated/`. The built CLI lives two levels down, in packages/dialectc-cli.
 */
export const CHECKOUT_ROOT: string | null =
  [PACKAGE_ROOT, resolve(PACKAGE_ROOT, "..", "..")].find((dir) => {
    try {
      return (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name?: string }).name === "dialectc-workspace";
    } catch {
      return false;
    }
  }) ?? null;

/** Where shipped grammars live: the checkout's grammars/, else the package's copy. */
export const GRAMMAR_ROOT = CHECKOUT_ROOT ?? PACKAGE_ROOT;
export const DEFAULT_GRAMMAR_DIR = join(GRAMMAR_ROOT, "grammars");

/**
 * A grammar file as generated code and diagnostics positions record it:
 * `grammars/x.dialect` for a shipped one, else its file name, so the output
 * is the same wherever the compiler runs.
 */
export function sourceName(path: string): string {
  const rel = relative(GRAMMAR_ROOT, resolve(path));
  return rel.startsWith("..") || isAbsolute(rel) ? basename(path) : rel.split(sep).join("/");
}
