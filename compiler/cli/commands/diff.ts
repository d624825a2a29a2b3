/**
 * `dialectc diff`: the laws on shipped dialects or a dialect file. A file is
 * compiled to a temporary module first, so law 2 (generated ≡ interpreted)
 * runs on it like on a shipped dialect.
 */
import type { Dialect } from "../../../runtime/compiler-api.js";
import { flags, loadDialect, shipped, UsageError, type CliIO } from "../support/cli-common.js";
export async function diffCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = flags(args, {
    dialect: { type: "string" },
    all: { type: "boolean" },
    runs: { type: "string" },
    seed: { type: "string" },
  });
  const named = [...(values.dialect ? [values.dialect] : []), ...positionals];
  if (named.length === 0 && !values.all) throw new UsageError("diff needs --dialect NAME, a grammar file, or --all");
  const runs = values.runs === undefined ? 500 : Number(values.runs);
  const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
  if (!Number.isInteger(runs) || runs <= 0) throw new UsageError(`--runs takes a positive integer, not '${values.runs}'`);
  if (!Number.isInteger(seed)) throw new UsageError(`--seed takes an integer, not '${values.seed}'`);
  const targets: { dialect: Dialect; replay: string }[] = [];
  if (values.all) for (const d of Object.values((await shipped()).dialects as Record<string, Dialect>)) targets.push({ dialect: d, replay: d.name });
  for (const n of named) targets.push({ dialect: await loadDialect(n, "generated"), replay: n });
  const { diffDialect } = await import("../../laws/diff.js");
  let ok = true;
  for (const { dialect, replay } of targets) {
    const result = diffDialect(dialect, runs, seed, { replay, ...(io.progress ? { progress: io.progress } : {}) });
    io.progress?.("");
    (result.ok ? io.out : io.err)(result.report + "\n");
    ok &&= result.ok;
  }
  return ok ? 0 : 1;
}
