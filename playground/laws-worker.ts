/**
 * The laws, off the page's thread: a Web Worker compiles the grammar and runs
 * `dialectc diff`'s laws on its interpreter (law 2, generated against
 * interpreted, needs the emitter and runs in the CLI), posting progress and
 * the result, with the shrunk counterexample where one fails.
 */
import { compile, dialectOf } from "./core.js";
import { diffDialect } from "../compiler/laws/diff.js";

self.onmessage = (e: MessageEvent<{ grammar: string; runs: number; seed: number }>) => {
  const { grammar, runs, seed } = e.data;
  const compiled = compile(grammar);
  if (!compiled.ir) {
    postMessage({ kind: "done", ok: false, report: "the grammar does not compile" });
    return;
  }
  const result = diffDialect(dialectOf(compiled.ir), runs, seed, { progress: (line) => postMessage({ kind: "progress", line }) });
  postMessage({ kind: "done", ...result });
};
