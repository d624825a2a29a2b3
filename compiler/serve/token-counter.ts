/**
 * `--tokenizer`: counts tokens for `usage` when the upstream reports none
 * (an OpenAI completions endpoint that ignores `stream_options`). It reads a
 * Hugging Face `tokenizer.json` — the file, or a folder holding it — with
 * `tokenizer_config.json` beside it when there is one, and encodes text
 * without adding special tokens: the prompt already holds the template's.
 * The completion is counted by re-encoding the text the upstream sent,
 * which equals the model's own token count whenever the tokenizer is the
 * model's and the text round-trips (BPE encodings do, almost always).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { UsageError } from "../front/usage-error.js";

export async function loadTokenCounter(path: string): Promise<(text: string) => number> {
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
  return (text) => tokenizer.encode(text, { add_special_tokens: false }).length;
}
