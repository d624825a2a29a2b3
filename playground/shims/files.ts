/**
 * The playground's files: the shipped grammars (bundled as text) and the
 * grammar being edited, under one in-memory folder. The compiler's front end
 * reads them through the node:fs and node:path shims beside this file.
 */
const shipped = import.meta.glob("../../grammars/*.dialect", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

/** Where the compiler looks for grammars (its DEFAULT_GRAMMAR_DIR in the browser). */
export const GRAMMAR_DIR = "/grammars";
/** The folder the edited grammar lives in. */
export const WORK_DIR = "/work";

export const files = new Map<string, string>();
for (const [path, text] of Object.entries(shipped)) files.set(`${GRAMMAR_DIR}/${path.slice(path.lastIndexOf("/") + 1)}`, text);

/** The shipped grammars' names, sorted. */
export const shippedNames = [...files.keys()].map((p) => p.slice(GRAMMAR_DIR.length + 1, -".dialect".length)).sort();

// The compiler asks the process for its folder when it shows a path.
const g = globalThis as { process?: { cwd(): string; env: Record<string, string> } };
g.process ??= { cwd: () => WORK_DIR, env: {} };
