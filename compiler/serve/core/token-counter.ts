/**
 * `--tokenizer`: counts a prompt's tokens (for what the context leaves it)
 * and usage when the upstream reports none. It reads a Hugging Face
 * `tokenizer.json` — the file, or a folder holding it — with
 * `tokenizer_config.json` beside it when there is one, and encodes text
 * without adding special tokens: the prompt already holds the template's.
 * The completion is counted by re-encoding the text the upstream sent,
 * which equals the model's own token count whenever the tokenizer is the
 * model's and the text round-trips (BPE encodings do, almost always).
 *
 * Encoding is synchronous and about 2 µs a byte: a 1 MB prompt would hold
 * the event loop (every other stream) for 2 s. Texts past `INLINE_BYTES` are
 * counted on a worker thread instead (`count.inWorker`), started on first
 * use with the same files; small ones stay inline, where a round trip to the
 * worker would cost more than the count.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import { UsageError } from "../../common/usage-error.js";

/** A token count: synchronous, with a worker-thread twin for large texts. */
export interface TokenCounter {
  (text: string): number;
  /** the same count, off the event loop (inline where the worker cannot start) */
  inWorker?(text: string): Promise<number>;
}

/** Texts up to this many UTF-16 units are counted inline (a few milliseconds at most). */
export const INLINE_BYTES = 16 * 1024;

/** Counts `text`: inline when small or when the counter has no worker, else on the worker. */
export function countOffLoop(count: TokenCounter, text: string): Promise<number> | number {
  return text.length > INLINE_BYTES && count.inWorker ? count.inWorker(text) : count(text);
}

export async function loadTokenCounter(path: string): Promise<TokenCounter> {
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, "tokenizer.json") : path;
  if (!existsSync(file)) throw new UsageError(`--tokenizer: no tokenizer.json at ${file}`);
  const read = (p: string, what: string): Record<string, unknown> => {
    try {
      return JSON.parse(readFileSync(p, "utf8")) as Record<string, unknown>;
    } catch (e) {
      throw new UsageError(`--tokenizer: ${p} is not a ${what} (${(e as Error).message})`);
    }
  };
  const tokenizerJSON = read(file, "tokenizer.json");
  if (typeof tokenizerJSON.model !== "object") throw new UsageError(`--tokenizer: ${file} is not a tokenizer.json (it has no "model")`);
  const configPath = join(dirname(file), "tokenizer_config.json");
  const tokenizerConfig = existsSync(configPath) ? read(configPath, "tokenizer_config.json") : {};
  const { TokenizerLoader } = await import("@lenml/tokenizers");
  let tokenizer: { encode(text: string, options: { add_special_tokens: boolean }): number[] };
  try {
    tokenizer = TokenizerLoader.fromPreTrained({ tokenizerJSON, tokenizerConfig } as never) as never;
  } catch (e) {
    throw new UsageError(`--tokenizer: ${file} cannot be loaded: ${(e as Error).message}`);
  }
  const count: TokenCounter = (text) => tokenizer.encode(text, { add_special_tokens: false }).length;
  count.inWorker = workerCounter(file, existsSync(configPath) ? configPath : null, count);
  return count;
}

/** The worker's code: loads the same tokenizer, answers {id, text} with {id, count}. CommonJS, as eval'd workers are. */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const { TokenizerLoader } = require(workerData.module);
const tokenizerJSON = JSON.parse(readFileSync(workerData.file, "utf8"));
const tokenizerConfig = workerData.config ? JSON.parse(readFileSync(workerData.config, "utf8")) : {};
const tokenizer = TokenizerLoader.fromPreTrained({ tokenizerJSON, tokenizerConfig });
parentPort.on("message", ({ id, text }) => {
  let count = -1;
  try { count = tokenizer.encode(text, { add_special_tokens: false }).length; } catch {}
  parentPort.postMessage({ id, count });
});
`;

/**
 * Counting on one worker thread, started on first use and unreferenced (it never keeps the process up).
 * Where the worker cannot start or fails, counts inline: the answer is the same, only slower for the rest.
 */
function workerCounter(file: string, config: string | null, inline: (text: string) => number): (text: string) => Promise<number> {
  let worker: Worker | null = null;
  let broken = false;
  let next = 0;
  const waiting = new Map<number, { text: string; resolve: (n: number) => void }>();
  const fail = () => {
    broken = true;
    worker = null;
    for (const { text, resolve } of waiting.values()) resolve(inline(text));
    waiting.clear();
  };
  const start = (): Worker | null => {
    if (worker || broken) return worker;
    try {
      const module = createRequire(import.meta.url).resolve("@lenml/tokenizers");
      worker = new Worker(WORKER, { eval: true, workerData: { module, file, config } });
    } catch {
      broken = true;
      return null;
    }
    worker.unref();
    worker.on("message", ({ id, count }: { id: number; count: number }) => {
      const w = waiting.get(id);
      if (!w) return;
      waiting.delete(id);
      w.resolve(count >= 0 ? count : inline(w.text));
    });
    worker.on("error", fail);
    worker.on("exit", fail);
    return worker;
  };
  return (text) => {
    const w = start();
    if (!w) return Promise.resolve(inline(text));
    return new Promise((resolve) => {
      const id = next++;
      waiting.set(id, { text, resolve });
      w.postMessage({ id, text });
    });
  };
}
