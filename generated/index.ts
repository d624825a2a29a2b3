// DO NOT EDIT — generated from grammars/*.dialect by dialectc.
// Edit the grammars, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { Message } from "../runtime/delta.js";
import {
  createParserFor,
  parseCompleteFor,
  isReasoningEndFor,
  type Parser,
  type ParserOptions,
} from "../runtime/parser.js";
import { cohere_command } from "./cohere_command.js";
import { deepseek_v32 } from "./deepseek_v32.js";
import { deepseek_v4 } from "./deepseek_v4.js";
import { deepseek_v41 } from "./deepseek_v41.js";
import { gemma4 } from "./gemma4.js";
import { glm47_moe } from "./glm47_moe.js";
import { granite } from "./granite.js";
import { harmony } from "./harmony.js";
import { hermes } from "./hermes.js";
import { inkling } from "./inkling.js";
import { kimi_k2 } from "./kimi_k2.js";
import { ling3 } from "./ling3.js";
import { llama_json } from "./llama_json.js";
import { longcat } from "./longcat.js";
import { mimo } from "./mimo.js";
import { minimax_m2 } from "./minimax_m2.js";
import { minimax_m3 } from "./minimax_m3.js";
import { mistral } from "./mistral.js";
import { nemotron_v3 } from "./nemotron_v3.js";
import { olmo3 } from "./olmo3.js";
import { plamo3 } from "./plamo3.js";
import { poolside } from "./poolside.js";
import { qwen3 } from "./qwen3.js";
import { seed_oss } from "./seed_oss.js";
import { step3p5 } from "./step3p5.js";

export * from "../runtime/index.js";
export {
  cohere_command,
  deepseek_v32,
  deepseek_v4,
  deepseek_v41,
  gemma4,
  glm47_moe,
  granite,
  harmony,
  hermes,
  inkling,
  kimi_k2,
  ling3,
  llama_json,
  longcat,
  mimo,
  minimax_m2,
  minimax_m3,
  mistral,
  nemotron_v3,
  olmo3,
  plamo3,
  poolside,
  qwen3,
  seed_oss,
  step3p5,
};

/** Every dialect in grammars/, by name. */
export const dialects = {
  cohere_command,
  deepseek_v32,
  deepseek_v4,
  deepseek_v41,
  gemma4,
  glm47_moe,
  granite,
  harmony,
  hermes,
  inkling,
  kimi_k2,
  ling3,
  llama_json,
  longcat,
  mimo,
  minimax_m2,
  minimax_m3,
  mistral,
  nemotron_v3,
  olmo3,
  plamo3,
  poolside,
  qwen3,
  seed_oss,
  step3p5,
} as const satisfies Record<string, Dialect>;
export type DialectName = keyof typeof dialects;

/** A dialect by name (or the dialect itself). */
export function getDialect(dialect: DialectName | Dialect): Dialect {
  return typeof dialect === "string" ? dialectNamed(dialect) : dialect;
}

/** A dialect by a name known only at run time (a CLI flag, a request); an unknown name throws. */
export function dialectNamed(name: string): Dialect {
  const found = Object.hasOwn(dialects, name)
    ? (dialects as Record<string, Dialect>)[name]
    : undefined;
  if (!found) {
    throw new Error(
      `dialectc: unknown dialect '${name}' (known: ${Object.keys(dialects).join(", ")})`,
    );
  }
  return found;
}

export function createParser(dialect: DialectName | Dialect, options?: ParserOptions): Parser {
  return createParserFor(getDialect(dialect), options);
}

export function parseComplete(
  dialect: DialectName | Dialect,
  text: string,
  options?: ParserOptions,
): Message {
  return parseCompleteFor(getDialect(dialect), text, options);
}

export function isReasoningEnd(
  dialect: DialectName | Dialect,
  promptTokenIds: readonly number[],
  vocab: Record<string, number>,
  options?: { thinking?: boolean },
): boolean {
  return isReasoningEndFor(getDialect(dialect), promptTokenIds, vocab, options);
}
