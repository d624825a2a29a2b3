/**
 * The chat-template corpus (test/fixtures/templates/, each file's source,
 * family, split and the dialect that reads its model in sources.json) and
 * what the template tools make of each template, measured once per run and
 * shared by the specs that assert on it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { interpretedDialect } from "../../runtime/machine/dialect.js";
import { buildGrammars } from "../../compiler/lower/build.js";
import { loadChatTemplate, type ChatTemplate } from "../../compiler/templates/chat-template.js";
import { detectDialect, type Detection } from "../../compiler/templates/detect.js";
import { judge } from "../../compiler/templates/probe-verdicts.js";
import { readsScope, scopeProbes } from "../../compiler/templates/prompt-scope.js";
import { probeTemplate } from "../../compiler/templates/template-probes.js";
import { dialects, type Dialect } from "../../generated/index.js";
import { runCli } from "./cli.js";
import { QUIRKS } from "./template-fixtures.js";
import { vectorRate } from "./vector-rate.js";

export const CORPUS_DIR = "test/fixtures/templates";

/**
 * Templates that render in no server as the probes ask: Python's Jinja2 raises too (the differential spec
 * holds the engine to it). Firefunction v1's raises unless a message of role `functions` follows the system
 * one, a role no OpenAI-shaped request has. ktulhu's (fresh7) reads each message's text from
 * `message.context.body`, a field of its own app that no OpenAI-shaped message carries. chat-formatter's Llama 3.2
 * template (fresh14) is written for Nunjucks, which that package renders it with: its `dump` filter is no Jinja filter.
 * ik_llama.cpp's MiroThinker template (fresh15) sets an attribute of a message (`set message.tool_calls = …`), which
 * only a namespace takes in Jinja; ik_llama.cpp's own engine allows it. (Firefunction v2's
 * reads `functions` and `datetime`, variables of Fireworks' own server: the template tools give them as ""
 * and say so, `fillUnsupplied`; a server does not, so it is in NOT_SERVED.)
 */
export const JINJA_FAILURES: readonly string[] = ["chatformatter-llama3.2.jinja", "hfjinja-firefunction-v1.jinja", "ikllama-MiroThinker.jinja", "ktulhu-chat_template.jinja"];

export interface CorpusEntry {
  file: string;
  repo: string;
  path: string;
  commit: string;
  bos?: string | null;
  eos?: string | null;
  /** the shipped dialect that reads what the model writes, or null */
  dialect: string | null;
  family: string;
  /**
   * holdout templates are measured, never developed against; fresh ones likewise, a second held-out part
   * collected later (templates not in the corpus before, measured before any change made for them), fresh2
   * a third, collected after the fresh part had been worked on, from sources none of the others came from, and
   * fresh3 a fourth, collected likewise after fresh2 had been worked on, fresh4 a fifth, after fresh3's, fresh5
   * a sixth, after fresh4's, and fresh6 a seventh, at the same time as fresh5, from model publishers'
   * repositories and training toolkits, fresh7 an eighth, after fresh6's, from small repositories that keep a
   * model's chat_template.jinja beside their code, fresh8 a ninth, after fresh7's, from sources none of the
   * others came from, and fresh9 a tenth, at the same time as fresh8, of shipped dialects no template in the corpus
   * was written for, fresh10 an eleventh, after every earlier part's misses had been worked on, from small projects'
   * repositories, fresh11 a twelfth, after fresh10's, from sources none of the others came from, and fresh12 a
   * thirteenth, at the same time as fresh11, of tool-calling and agent models' and their fine-tunes' templates from
   * small repositories none of the others came from, fresh13 a fourteenth, after fresh12's, from repositories none of
   * the others came from, fresh14 a fifteenth, at the same time as fresh13, from npm packages none of the others
   * came from, and fresh15 a sixteenth, after both, from repositories none of the others came from, of families the
   * recent parts lacked, and fresh16 a seventeenth, after fresh15's, from engines' forks and other repositories none
   * of the others came from
   */
  split:
    | "dev"
    | "holdout"
    | "fresh"
    | "fresh2"
    | "fresh3"
    | "fresh4"
    | "fresh5"
    | "fresh6"
    | "fresh7"
    | "fresh8"
    | "fresh9"
    | "fresh10"
    | "fresh11"
    | "fresh12"
    | "fresh13"
    | "fresh14"
    | "fresh15"
    | "fresh16";
  note?: string;
}

export function corpus(): CorpusEntry[] {
  const sources = JSON.parse(readFileSync(join(CORPUS_DIR, "sources.json"), "utf8")) as Record<string, Omit<CorpusEntry, "file">>;
  return Object.entries(sources)
    .map(([file, s]) => ({ ...s, file, split: s.split ?? "dev", family: s.family ?? s.dialect ?? file, dialect: s.dialect && s.dialect in dialects ? s.dialect : null }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The template as the template tools load it (`fillUnsupplied`), or as a server does (`asServer`). */
export function loadTemplate(e: CorpusEntry, how: { asServer?: boolean } = {}): ChatTemplate {
  return loadChatTemplate(join(CORPUS_DIR, e.file), { ...(e.bos ? { bos: e.bos } : {}), ...(e.eos ? { eos: e.eos } : {}), fillUnsupplied: how.asServer !== true });
}

const all = Object.values(dialects) as Dialect[];

/** What the tools make of one template. */
export interface Measured {
  entry: CorpusEntry;
  /** the template cannot be rendered: the one-line error */
  error?: string;
  detection?: Detection;
  /** detect's first is the labelled dialect ("first"), an equivalent listed with it ("equivalent"), or neither */
  detect?: "first" | "equivalent" | "miss";
  /** check --template on the labelled dialect: probes parsed back and rendered as the template writes them, of all */
  check?: { parsed: number; rendered: number; probes: number };
  /** scope probes: read by the labelled dialect, and by detect's first */
  scope?: { probes: number; labelled: number; detected: number };
}

/** Templates a shipped dialect reads: labelled, and not a documented quirk of the template. */
export const readByShipped = (e: CorpusEntry) => e.dialect !== null && QUIRKS[e.file] === undefined;

const measured = new Map<string, Measured>();

export function measure(e: CorpusEntry): Measured {
  const known = measured.get(e.file);
  if (known) return known;
  const m: Measured = { entry: e };
  measured.set(e.file, m);
  let template: ChatTemplate;
  try {
    template = loadTemplate(e);
    m.detection = detectDialect(template, all);
  } catch (err) {
    m.error = (err as Error).message.split("\n")[0]!;
    return m;
  }
  const first = m.detection.dialects[0];
  if (e.dialect !== null) {
    m.detect = first?.name === e.dialect ? "first" : first?.equivalent.includes(e.dialect) ? "equivalent" : "miss";
    const d = dialects[e.dialect as keyof typeof dialects] as Dialect;
    const probes = probeTemplate(template);
    const verdicts = probes.texts.map((t) => judge(d, t));
    m.check = { parsed: verdicts.filter((v) => v.parsed).length, rendered: verdicts.filter((v) => v.rendered !== "differs").length, probes: verdicts.length };
    const scope = scopeProbes(template, probes);
    const detected = first ? all.find((x) => x.name === first.name)! : null;
    m.scope = {
      probes: scope.length,
      labelled: scope.filter((s) => readsScope(d, s)).length,
      detected: detected ? scope.filter((s) => readsScope(detected, s)).length : 0,
    };
  }
  return m;
}

/** infer on one template, as a user runs it: whether it wrote a verified grammar, and the family's vector rates. */
export interface Inferred {
  wrote: boolean;
  why?: string;
  /** [passed, total] on the family's vectors: the shipped dialect's and the inferred grammar's */
  shipped?: [number, number];
  inferred?: [number, number];
  /** the inferred grammar reads the scope probes */
  scoped?: boolean;
}

export async function inferOn(e: CorpusEntry, out: string, scratch: boolean, runs = 10): Promise<Inferred> {
  const name = "corpus_" + e.file.replace(/\W+/g, "_").replace(/_jinja$/, "") + (scratch ? "_scratch" : "");
  const args = ["infer", join(CORPUS_DIR, e.file), "--name", name, "--out", out, "--runs", String(runs), ...(e.bos ? ["--bos", e.bos] : []), ...(e.eos ? ["--eos", e.eos] : [])];
  const r = await runCli([...args, ...(scratch ? ["--from-scratch"] : [])]);
  if (r.code !== 0) return { wrote: false, why: r.err.trim() };
  const build = buildGrammars([join(out, `${name}.dialect`)]);
  const ir = build.dialects[0]!;
  const inferred: Dialect = interpretedDialect(ir);
  const result: Inferred = { wrote: true };
  if (e.dialect !== null) {
    result.shipped = vectorRate(dialects[e.dialect as keyof typeof dialects] as Dialect, e.dialect);
    result.inferred = vectorRate(inferred, e.dialect);
  }
  const template = loadTemplate(e);
  const scope = scopeProbes(template, probeTemplate(template));
  result.scoped = scope.every((s) => readsScope(inferred, s));
  return result;
}

/**
 * Templates a shipped dialect reads that the serve spec does not serve yet: what they write for the model's
 * turn is read by no dialect (their calls are the template's quirks: Laguna's and Gemma 3's converted
 * formats, GigaChat 3's and Llama 4's; a fixed Inkling template's and TokenSpeed's Inkling one's name in the message header before a call, which
 * inkling reads as header text, so the spec's upstream finds the answer's message alone where the call follows), or their history turn is not what the model writes after the
 * generation prompt (Nemotron's templates write the last turn as a prefill; these DeepSeek R1 ones strip it, and an
 * SGLang fork's R1 tool template writes its own indentation, eight spaces, before `<｜tool▁calls▁end｜>`, so the
 * spec's reading of the history's turn takes the calls for text while the gateway reads the model's call;
 * OLMo 3 Think's, as open-instruct keeps it, opens `<think>` in the prompt and writes an answer with no
 * reasoning in the history; OpenVINO Model Server's gpt-oss one, asked for no thinking, ends its generation prompt
 * with an empty analysis message and a new `<|start|>assistant` where its history's turn goes on `<|channel|>final`,
 * which the spec's fake upstream, writing the history's turn, cannot follow), or they write other turns than their model's (ask-llama's Llama 2-style [INST]
 * template, which it serves Qwen3-4B with, writes no call and no reasoning, and qwen3_hermes reads none of its
 * probes; CGP-tuning's bare `ROLE: content` template for Qwen2.5-Coder-7B, whose one probe qwen25_coder does not
 * read), or they raise without variables no request gives (Firefunction v2's `functions` and `datetime`). (Templates that write what no model writes, such as Xinference's own DeepSeek V3 and Qwen1.5 ones, node-llama-cpp's Functionary v3 one with a literal `{role}` header, a FunctionGemma
 * fine-tune's that writes each call's closer twice and a Qwen3.5 copy whose tags were stripped from its strings,
 * are QUIRKS, which no spec serves.)
 */
export const NOT_SERVED: readonly string[] = [
  "askllama-chat_template.jinja",
  "bdiaassglang-tool_chat_template_deepseekr1.jinja",
  "cgptuning-chat_template.jinja",
  "yenx-fireworks-ai-llama-3-firefunction-v2.jinja",
  "llamacpp-GigaChat3-10B-A1.8B.jinja",
  "miles-inkling_fixed.jinja",
  "mathconstruct-chat_template.jinja",
  "ollama-laguna_v2_chat_template.jinja",
  "ollama-laguna_v8_chat_template.jinja",
  "ollamautils-llama4-latest.jinja",
  "openinstruct-olmo_thinker.jinja",
  "ovms-chat_template_gpt_oss.jinja",
  "tokenspeed-inkling.jinja",
  "vllm-gemma3_pythonic.jinja",
  "vllm-nemotron_json.jinja",
  "yenx-llama-cpp-deepseek-r1.jinja",
  "yenx-NVIDIA-Nemotron-Nano-v2.jinja",
];
