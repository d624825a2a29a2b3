// DO NOT EDIT — generated from grammars/*.dialect by dialectc.
// Edit the grammars, then run: npx dialectc compile
import type { Dialect } from "../runtime/machine/dialect.js";
import type { Message } from "../runtime/assemble/delta.js";
import {
  createParserFor,
  parseCompleteFor,
  isReasoningEndFor,
  type Parser,
  type ParserOptions,
} from "../runtime/parser.js";
import { renderFor, type RenderMessage, type RenderOptions } from "../runtime/render/render.js";
import {
  exportGrammarFor,
  type ExportOptions,
  type GbnfExport,
  type StructuralTagExport,
} from "../runtime/export/export.js";
import { apertus } from "./apertus.js";
import { apriel } from "./apriel.js";
import { cohere_command } from "./cohere_command.js";
import { command_r_plus } from "./command_r_plus.js";
import { cwm } from "./cwm.js";
import { deepseek_r1 } from "./deepseek_r1.js";
import { deepseek_v31 } from "./deepseek_v31.js";
import { deepseek_v32 } from "./deepseek_v32.js";
import { deepseek_v4 } from "./deepseek_v4.js";
import { deepseek_v41 } from "./deepseek_v41.js";
import { dots } from "./dots.js";
import { ernie45 } from "./ernie45.js";
import { exaone4 } from "./exaone4.js";
import { firefunction_v2 } from "./firefunction_v2.js";
import { functionary_v31 } from "./functionary_v31.js";
import { functionary_v32 } from "./functionary_v32.js";
import { functiongemma } from "./functiongemma.js";
import { gemma4 } from "./gemma4.js";
import { gigachat3 } from "./gigachat3.js";
import { gigachat35 } from "./gigachat35.js";
import { glimmer } from "./glimmer.js";
import { glm47_moe } from "./glm47_moe.js";
import { glm53_flash } from "./glm53_flash.js";
import { granite } from "./granite.js";
import { granite4 } from "./granite4.js";
import { granite_20b_fc } from "./granite_20b_fc.js";
import { granite_pythonic } from "./granite_pythonic.js";
import { harmony } from "./harmony.js";
import { hermes } from "./hermes.js";
import { hunyuan_a13b } from "./hunyuan_a13b.js";
import { hy_v3 } from "./hy_v3.js";
import { hy_v4 } from "./hy_v4.js";
import { hyperclovax_seed_think } from "./hyperclovax_seed_think.js";
import { inkling } from "./inkling.js";
import { internlm2 } from "./internlm2.js";
import { iquest_coder_v2 } from "./iquest_coder_v2.js";
import { iquest_q1 } from "./iquest_q1.js";
import { jamba } from "./jamba.js";
import { k2_horizon } from "./k2_horizon.js";
import { kimi_k2 } from "./kimi_k2.js";
import { kimi_k3 } from "./kimi_k3.js";
import { lfm2 } from "./lfm2.js";
import { ling3 } from "./ling3.js";
import { llama_generic } from "./llama_generic.js";
import { llama_json } from "./llama_json.js";
import { llm_jp } from "./llm_jp.js";
import { longcat } from "./longcat.js";
import { mimo } from "./mimo.js";
import { minicpm3 } from "./minicpm3.js";
import { minicpm5 } from "./minicpm5.js";
import { minimax_m1 } from "./minimax_m1.js";
import { minimax_m2 } from "./minimax_m2.js";
import { minimax_m3 } from "./minimax_m3.js";
import { mirothinker } from "./mirothinker.js";
import { mistral } from "./mistral.js";
import { nemotron_json } from "./nemotron_json.js";
import { nemotron_v3 } from "./nemotron_v3.js";
import { olmo3 } from "./olmo3.js";
import { pangu } from "./pangu.js";
import { phi4_mini } from "./phi4_mini.js";
import { plamo3 } from "./plamo3.js";
import { poolside } from "./poolside.js";
import { pythonic } from "./pythonic.js";
import { qwen25_coder } from "./qwen25_coder.js";
import { qwen3 } from "./qwen3.js";
import { qwen3_hermes } from "./qwen3_hermes.js";
import { rwkv } from "./rwkv.js";
import { sarashina } from "./sarashina.js";
import { seed_oss } from "./seed_oss.js";
import { solar_open2 } from "./solar_open2.js";
import { step3 } from "./step3.js";
import { step3p5 } from "./step3p5.js";
import { telechat4 } from "./telechat4.js";
import { xlam } from "./xlam.js";

export * from "../runtime/index.js";
export {
  apertus,
  apriel,
  cohere_command,
  command_r_plus,
  cwm,
  deepseek_r1,
  deepseek_v31,
  deepseek_v32,
  deepseek_v4,
  deepseek_v41,
  dots,
  ernie45,
  exaone4,
  firefunction_v2,
  functionary_v31,
  functionary_v32,
  functiongemma,
  gemma4,
  gigachat3,
  gigachat35,
  glimmer,
  glm47_moe,
  glm53_flash,
  granite,
  granite4,
  granite_20b_fc,
  granite_pythonic,
  harmony,
  hermes,
  hunyuan_a13b,
  hy_v3,
  hy_v4,
  hyperclovax_seed_think,
  inkling,
  internlm2,
  iquest_coder_v2,
  iquest_q1,
  jamba,
  k2_horizon,
  kimi_k2,
  kimi_k3,
  lfm2,
  ling3,
  llama_generic,
  llama_json,
  llm_jp,
  longcat,
  mimo,
  minicpm3,
  minicpm5,
  minimax_m1,
  minimax_m2,
  minimax_m3,
  mirothinker,
  mistral,
  nemotron_json,
  nemotron_v3,
  olmo3,
  pangu,
  phi4_mini,
  plamo3,
  poolside,
  pythonic,
  qwen25_coder,
  qwen3,
  qwen3_hermes,
  rwkv,
  sarashina,
  seed_oss,
  solar_open2,
  step3,
  step3p5,
  telechat4,
  xlam,
};

/** Every dialect in grammars/, by name. */
export const dialects = {
  apertus,
  apriel,
  cohere_command,
  command_r_plus,
  cwm,
  deepseek_r1,
  deepseek_v31,
  deepseek_v32,
  deepseek_v4,
  deepseek_v41,
  dots,
  ernie45,
  exaone4,
  firefunction_v2,
  functionary_v31,
  functionary_v32,
  functiongemma,
  gemma4,
  gigachat3,
  gigachat35,
  glimmer,
  glm47_moe,
  glm53_flash,
  granite,
  granite4,
  granite_20b_fc,
  granite_pythonic,
  harmony,
  hermes,
  hunyuan_a13b,
  hy_v3,
  hy_v4,
  hyperclovax_seed_think,
  inkling,
  internlm2,
  iquest_coder_v2,
  iquest_q1,
  jamba,
  k2_horizon,
  kimi_k2,
  kimi_k3,
  lfm2,
  ling3,
  llama_generic,
  llama_json,
  llm_jp,
  longcat,
  mimo,
  minicpm3,
  minicpm5,
  minimax_m1,
  minimax_m2,
  minimax_m3,
  mirothinker,
  mistral,
  nemotron_json,
  nemotron_v3,
  olmo3,
  pangu,
  phi4_mini,
  plamo3,
  poolside,
  pythonic,
  qwen25_coder,
  qwen3,
  qwen3_hermes,
  rwkv,
  sarashina,
  seed_oss,
  solar_open2,
  step3,
  step3p5,
  telechat4,
  xlam,
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

/** The text a model of the dialect writes for this assistant message (throws `RenderError` when it cannot). */
export function render(
  dialect: DialectName | Dialect,
  message: RenderMessage,
  options?: RenderOptions,
): string {
  return renderFor(getDialect(dialect), message, options);
}

export function isReasoningEnd(
  dialect: DialectName | Dialect,
  promptTokenIds: readonly number[],
  vocab: Record<string, number>,
  options?: { thinking?: boolean },
): boolean {
  return isReasoningEndFor(getDialect(dialect), promptTokenIds, vocab, options);
}

/** The constrained-decoding grammar for the dialect's calls to these tools (throws `ExportError` when it cannot). */
export function exportGrammar(
  dialect: DialectName | Dialect,
  options: ExportOptions & { format: "gbnf" },
): GbnfExport;
export function exportGrammar(
  dialect: DialectName | Dialect,
  options: ExportOptions & { format?: "structural_tag" },
): StructuralTagExport;
export function exportGrammar(
  dialect: DialectName | Dialect,
  options: ExportOptions,
): StructuralTagExport | GbnfExport;
export function exportGrammar(
  dialect: DialectName | Dialect,
  options: ExportOptions,
): StructuralTagExport | GbnfExport {
  return exportGrammarFor(getDialect(dialect), options);
}
