/**
 * `infer`: a grammar drafted from what a chat template writes for the probes,
 * by comparing the probes' texts (they differ in one thing at a time), then
 * verified before anything is written: every probe must parse back with the
 * draft, and the laws must hold on it.
 *
 * What the analysis reads today, and nothing per template or per family:
 * - the end of turn: what follows the content in the content-only probe;
 * - turn boundaries: the special-token-like markers the prompt repeats or
 *   that stand around the user's turn (`extends chatml` when they are ChatML's);
 * - reasoning: the markers around the reasoning sentinel, the opener perhaps
 *   in the prompt instead;
 * - calls: JSON envelopes (`{"name": …, "arguments": …}`, the keys read off
 *   the probe) wrapped each, one per line, or in a JSON array; the name in a
 *   marker before JSON arguments; a marker per parameter (with an encoding
 *   attribute such as DSML's `string="true"`); Python calls after a marker.
 * Other shapes (Kimi K3's tagged sections, bare objects) are not read yet:
 * `infer` then says which probe it could not explain.
 */
import type { Dialect } from "../../runtime/compiler-api.js";
import type { ChatTemplate } from "./chat-template.js";
import { detectDialect, type DialectFit } from "./detect.js";
import { PROBE_QUESTION, probeTemplate, probeTexts, templateThinksByDefault, type ProbeText } from "./template-probes.js";
import { readsScope, scopeProbes } from "./prompt-scope.js";
import { judge } from "./probe-verdicts.js";
import { body, envelopes, InferError, lit, parameterCalls, probe, pythonCalls, spelling, taggedCalls } from "./infer-calls.js";

export { InferError } from "./infer-calls.js";

/** A draft grammar with the evidence for each part. */
export interface Draft {
  name: string;
  text: string;
}

/** Special-token-like markers: `<|x|>`, `<｜x｜>`, `[X]`. */
const TOKEN = /<\|[^|<>\s]{1,48}\|>|<｜[^｜<>]{1,48}｜>|\[[A-Z_]{2,24}\]/g;

const CHATML = ["<|im_start|>", "<|im_end|>"];

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A special-token-like marker that ends a text. */
const TRAILING = /(<\|[^|<>\s]{1,48}\|>|<｜[^｜<>]{1,48}｜>|<\/s>|\[[A-Z_]{2,24}\])\s*$/;

/**
 * Drafts to verify, most likely first: the end of turn read off the answer
 * alone, then also every marker that ends a probe's text (Llama writes
 * <|eom_id|> after calls where an answer ends <|eot_id|>; in DeepSeek's
 * template the marker that ends the calls is their block's closer instead).
 */
export function inferDrafts(template: ChatTemplate, name: string, bases: readonly Dialect[] = []): Draft[] {
  const drafts: Draft[] = [];
  let failure: unknown = null;
  const found = bases.length > 0 ? detectDialect(template, bases) : null;
  const base = found?.dialects[0];
  if (base) drafts.push(baseDraft(template, name, base, found!.probes));
  for (const allEnds of [false, true]) {
    try {
      const d = inferGrammar(template, name, allEnds);
      if (!drafts.some((x) => x.text === d.text)) drafts.push(d);
    } catch (e) {
      if (!(e instanceof InferError)) throw e;
      failure ??= e;
    }
  }
  if (drafts.length === 0) throw failure;
  return drafts;
}

/**
 * A grammar that is a shipped dialect under the model's name: where one reads every probe the
 * template writes, its tested grammar (reasoning the template does not show, the spellings models
 * vary, the vectors it passes) is a better start than a draft from the probes alone.
 */
function baseDraft(template: ChatTemplate, name: string, base: DialectFit, probes: number): Draft {
  checkName(name);
  const text = [
    `// ${name}: drafted by 'dialectc infer' from ${template.path}'s chat template, and verified against it`,
    "// (every probe parses back) and the laws before it was written. Review it as you would your own.",
    "//",
    `// The shipped dialect ${base.name} reads every probe the template writes (${base.parsed}/${probes} parsed back,`,
    `// ${base.rendered}/${probes} rendered as the template writes them), so this grammar is ${base.name} under its own name:`,
    "// add below what your model does differently. 'dialectc infer --from-scratch' drafts one from the template alone.",
    `dialect ${name} extends ${base.name}`,
    "",
  ];
  return { name, text: text.join("\n") };
}

function checkName(name: string): void {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new InferError(`'${name}' is not a dialect name (letters, digits and _, not starting with a digit)`);
}

/**
 * The grammar as it is drafted, in the order a .dialect file reads: the
 * `dialect` line, declarations with the evidence for them, states, the
 * initial state, transitions, absorbs, policies.
 */
class DraftText {
  readonly head: string[] = [];
  readonly states = ["state content   : text"];
  readonly transitions: string[] = [];
  readonly absorbs: string[] = [];
  readonly policies: string[] = [];
  initial = "initial content";
  /** what the prompt ends with that the output continues (policy prefill), or "" */
  prefill = "";
  /** what the model writes before its answer (terminal ANSWER), or "" */
  answer = "";
  /** the states the answer's text is read in (where a call may begin) */
  readonly inContent = ["content"];

  /** The draft, with the ends of turn absorbed in the answer's states and the calls' (`callStates`). */
  finish(name: string, template: ChatTemplate, endNames: string[], callStates: string[]): Draft {
    if (endNames.length > 0) this.absorbs.push(`absorb ${endNames.join(", ")} in ${[...this.inContent, ...callStates].join(", ")}`);
    const text = [
      `// ${name}: drafted by 'dialectc infer' from ${template.path}'s chat template, and verified against it`,
      "// (every probe parses back) and the laws before it was written. Review it as you would your own.",
      ...this.head,
      ...this.states,
      "",
      this.initial,
      "",
      ...this.transitions,
      "",
      ...this.absorbs,
      ...this.policies,
    ];
    return { name, text: text.join("\n").replace(/\n{3,}/g, "\n\n") + "\n" };
  }
}

function inferGrammar(template: ChatTemplate, name: string, allEnds = false): Draft {
  checkName(name);
  const draft = new DraftText();
  let texts = probeTexts(template);
  if (!probe(texts, "content")) throw new InferError(`${template.path}: the template writes no plain answer (probe 'content'), so there is nothing to compare against`);
  texts = readPrefill(texts, draft);
  const content = probe(texts, "content")!;
  const sentinel = content.probe.message.content!;
  const ends = endsOfTurn(content, sentinel, allEnds ? texts : []);
  const declared = readTurns(content, texts, ends, name, draft);
  texts = readReasoning(template, texts, content, draft);
  texts = readAnswerOpener(template, texts, sentinel, draft);
  const callStates = readCalls(template, texts, ends, draft);
  answerAfterCalls(callStates, draft);
  const endNames = ends.map((e) => declared.get(e)).filter((n): n is string => n !== undefined);
  return draft.finish(name, template, endNames, callStates);
}

/**
 * The prompt ends by beginning a marker the output completes (Functionary v3.2's `>>>`, then `all\n` or a
 * tool's name): the texts are read with it, and the dialect says so (policy prefill).
 */
function readPrefill(texts: ProbeText[], draft: DraftText): ProbeText[] {
  const content = probe(texts, "content")!;
  const tail = /\S+$/.exec(content.prompt)?.[0] ?? "";
  const prefill = /^[^\p{L}\p{N}\s<|｜[\]_]{1,8}$/u.test(tail) && texts.every((t) => t.prompt.endsWith(tail)) ? tail : recipientHeader(texts, content);
  if (prefill === "") return texts;
  draft.prefill = prefill;
  draft.policies.push("", `// The prompt ends with ${lit(prefill)}, which the output continues (every probe's prompt).`, `policy prefill = ${lit(prefill)}`);
  return texts.map((t) => ({ ...t, text: prefill + t.text }));
}

/**
 * The prompt ends inside a message header the model completes with a recipient, and writes again before each
 * later message of the turn (Functionary v2.2's `<|from|>assistant\n<|recipient|>`, then `all\n<|content|>`
 * or a tool's name): the longest tail of the prompt, from a marker on, that the turn of two calls repeats.
 * Only where the answer does not begin as it is written (a recipient first): a turn's own header is prompt.
 */
function recipientHeader(texts: ProbeText[], content: ProbeText): string {
  const two = probe(texts, "two calls");
  const sentinel = content.probe.message.content!;
  if (!two || content.text.trimStart().startsWith(sentinel)) return "";
  const prompt = content.prompt;
  for (const m of prompt.slice(-64).matchAll(TOKEN)) {
    const tail = prompt.slice(prompt.length - Math.min(prompt.length, 64) + m.index);
    if (texts.every((t) => t.prompt.endsWith(tail)) && repeatedWithin(two.text, tail)) return tail;
  }
  return "";
}

/**
 * Whether `text` writes `header` before more of the turn: a header written again between messages, not
 * only what ends the turn (SMI's generation prompt ends `<|eot|>\n`, which also ends its model's turn).
 */
function repeatedWithin(text: string, header: string): boolean {
  for (let at = text.indexOf(header); at >= 0; at = text.indexOf(header, at + 1)) if (text.slice(at + header.length).trim() !== "") return true;
  return false;
}

/** What ends the turn: what follows the answer, and (`others`) every marker that ends another probe's text. */
function endsOfTurn(content: ProbeText, sentinel: string, others: ProbeText[]): string[] {
  const at = content.text.indexOf(sentinel);
  const end =
    content.text
      .slice(at + sentinel.length)
      .trim()
      .split(/\s+/)[0] ?? "";
  // What ends a turn of calls may differ (Llama's <|eom_id|> where the answer ends <|eot_id|>).
  const ends = [end];
  for (const t of others) {
    const m = TRAILING.exec(t.text)?.[1];
    if (m !== undefined && !ends.includes(m)) ends.push(m);
  }
  return ends;
}

/**
 * Turn boundaries: markers the prompt repeats, those around the user's turn, and the ends of turn, less
 * those the model writes in its answer or its calls (Solar Open's prompt repeats `<|content|>`, which opens
 * the answer, and a tool description's `<|tool_call:begin|>`). Returns each marker's declared name.
 */
function readTurns(content: ProbeText, texts: readonly ProbeText[], ends: string[], name: string, draft: DraftText): Map<string, string> {
  const counts = new Map<string, number>();
  for (const m of content.prompt.match(TOKEN) ?? []) counts.set(m, (counts.get(m) ?? 0) + 1);
  // (A turn without reasoning: between reasoning and the answer a template may write a turn of its own.)
  const modelWrites = new Set(texts.filter((t) => t === content || (t.probe.message.tool_calls?.length && !t.probe.message.reasoning)).flatMap((t) => t.text.match(TOKEN) ?? []));
  const turns = [...counts].filter(([m, n]) => n >= 2 && !modelWrites.has(m)).map(([m]) => m);
  // And the markers around the user's turn: the last one before it, and those after it (the assistant's header).
  const q = content.prompt.lastIndexOf(PROBE_QUESTION);
  if (q >= 0) {
    const before = content.prompt.slice(0, q).match(TOKEN) ?? [];
    const around = [...before.slice(-1), ...(content.prompt.slice(q).match(TOKEN) ?? [])];
    for (const m of around) if (!turns.includes(m) && !modelWrites.has(m)) turns.push(m);
  }
  for (const e of ends) if (e !== "" && !turns.includes(e)) turns.push(e);
  const chatml = CHATML.every((m) => turns.includes(m)) && turns.every((m) => CHATML.includes(m));
  draft.head.push(`dialect ${name}${chatml ? " extends chatml" : ""}`, "");
  const declared = new Map<string, string>();
  if (chatml) {
    declared.set("<|im_start|>", "IM_START");
    declared.set("<|im_end|>", "IM_END");
  } else if (turns.length > 0) {
    draft.head.push("// Turn boundaries: the markers the prompt repeats, and what ends the assistant's turn (probe 'content').");
    turns.forEach((m, i) => {
      const id = `TURN${i}`;
      declared.set(m, id);
      draft.head.push(`special ${id} ${lit(m)}`);
    });
    draft.head.push(`turns ${turns.map((m) => declared.get(m)).join(", ")}`, "");
  }
  return declared;
}

/**
 * Reasoning: the markers around it, from the probe that shows them with content, else with a call (whose
 * closer is then the first tag after the reasoning). Returns the texts, less an empty reasoning block the
 * template writes before an answer.
 */
function readReasoning(template: ChatTemplate, texts: ProbeText[], content: ProbeText, draft: DraftText): ProbeText[] {
  const reasoning = probe(texts, "reasoning and content") ?? probe(texts, "reasoning and a call");
  if (!reasoning) {
    // No probe shows it, but the prompt opens reasoning the history strips (QwQ): the opener is the prompt's, the closer what it strips by.
    const [scope] = scopeProbes(template, probeTemplate(template));
    if (scope && !/\s/.test(scope.opener) && !/\s/.test(scope.closer.trim())) {
      draft.head.push(
        `// Reasoning (the generation prompt ends ${lit(scope.opener)}, and the template strips reasoning by ${lit(scope.closer)}).`,
        `special THINK_START ${lit(scope.opener)}`,
        `special THINK_END   ${lit(scope.closer.trim())}`,
        "",
      );
      addReasoning(template, draft);
    }
    return texts;
  }
  const r = reasoning.probe.message.reasoning!;
  const c = reasoning.probe.message.content;
  const ri = reasoning.text.indexOf(r);
  const ci = c ? reasoning.text.indexOf(c) : ri + r.length + (/^\s*<[^<>\s]{1,32}>/.exec(reasoning.text.slice(ri + r.length))?.[0].length ?? 0);
  let opener = reasoning.text.slice(0, ri).trim();
  let closer = reasoning.text.slice(ri + r.length, ci).trim();
  // What the answer opens with where there is no reasoning (Solar Open's `<|content|>`) is the answer's, not the closer's.
  const answerOpener = content.text.slice(0, content.text.indexOf(content.probe.message.content!)).trim();
  if (c && answerOpener !== "" && closer.length > answerOpener.length && closer.endsWith(answerOpener)) closer = closer.slice(0, -answerOpener.length).trim();
  if (opener === "") opener = /(<[^<>\s]{1,32}>)\s*$/.exec(reasoning.prompt)?.[1] ?? "";
  if (opener === "" || closer === "" || /\s/.test(opener) || /\s/.test(closer)) {
    throw new InferError(`${template.path}: probe '${reasoning.probe.name}': no single markers around the reasoning in ${lit(reasoning.text.slice(0, ci))}`);
  }
  draft.head.push(
    `// Reasoning (probe '${reasoning.probe.name}'): ${lit(opener)} … ${lit(closer)}.`,
    `special THINK_START ${lit(opener)}`,
    `special THINK_END   ${lit(closer)}`,
    "",
  );
  addReasoning(template, draft);
  // A thinking model's empty block before an answer it did not think about (Kimi K2 Thinking's
  // <think></think>) is reasoning the parser reads as none; the calls are read past it.
  const empty = new RegExp(`^\\s*${escapeRegExp(opener)}\\s*${escapeRegExp(closer)}\\s*`);
  if (!empty.test(content.text)) return texts;
  draft.head.push(`// The template writes an empty reasoning block before an answer without reasoning (probe 'content').`, "");
  return texts.map((t) => (t.probe.message.reasoning ? t : { ...t, text: t.text.replace(empty, "") }));
}

/** The reasoning state and its transitions, once THINK_START and THINK_END are declared. */
function addReasoning(template: ChatTemplate, draft: DraftText): void {
  draft.states.push("state reasoning : reasoning");
  draft.initial = "initial reasoning when thinking else content";
  draft.transitions.push("content   THINK_START -> reasoning : reasoning_start", "reasoning THINK_END   -> content   : reasoning_end");
  draft.absorbs.push("absorb THINK_START in reasoning", "absorb THINK_END in content");
  draft.inContent.push("reasoning");
  // A request that says nothing of thinking gets what the template does then.
  if (templateThinksByDefault(template) === false)
    draft.policies.push("", "// Without a thinking switch the template's prompt is the one with thinking off.", "policy thinking_default = false");
}

/** A marker the model writes before its answer (Functionary's >>>all\n after the prompt's >>>): read and dropped. Returns the texts without it. */
function readAnswerOpener(template: ChatTemplate, texts: ProbeText[], sentinel: string, draft: DraftText): ProbeText[] {
  const answer = probe(texts, "content")!;
  const wrapper = answer.text.slice(0, answer.text.indexOf(sentinel));
  if (wrapper.trim() === "") return texts;
  // Before the answer wherever it stands: at the start, or after reasoning (Solar Open's `<|content|>`).
  const before = (t: ProbeText) => t.text.startsWith(wrapper) || t.text.includes(wrapper.trimStart() + t.probe.message.content);
  // A marker, not prose: one word of markup, or the recipient header the prompt began and the model completes.
  const header = draft.prefill !== "" && wrapper.startsWith(draft.prefill);
  if (wrapper.length > (header ? 96 : 48) || (!header && /\s/.test(wrapper.trim())) || texts.some((t) => t.probe.message.content && !before(t))) {
    throw new InferError(`${template.path}: probe 'content': the answer is preceded by ${lit(wrapper.trim())}, which infer does not read yet (a content wrapper)`);
  }
  draft.answer = wrapper.trimStart();
  draft.head.push(`// What the model writes before its answer (probe 'content').`, `terminal ANSWER ${lit(draft.answer)}`, "");
  draft.absorbs.push("absorb ANSWER in content");
  return texts.map((t) => (t.text.startsWith(wrapper) ? { ...t, text: t.text.slice(wrapper.length) } : t));
}

/**
 * Where the answer's opener is the recipient header with the user as recipient (Functionary's `>>>all\n`), a
 * message to the user may follow a call: it ends the call's JSON arguments, rather than opening a call to `all`.
 */
function answerAfterCalls(callStates: readonly string[], draft: DraftText): void {
  if (!draft.answer || draft.prefill === "" || !draft.answer.startsWith(draft.prefill)) return;
  for (const s of callStates) {
    if (draft.states.some((line) => new RegExp(`^state ${s}\\s*: args_json$`).test(line)))
      draft.transitions.push(`${s.padEnd(9)} ANSWER      -> content   : tool_end   when outside string`);
  }
}

/**
 * Calls: JSON envelopes (each wrapped, one per line, or in an array), else the shapes `infer-calls.ts`
 * reads. Returns the states calls are read in.
 */
function readCalls(template: ChatTemplate, texts: ProbeText[], ends: string[], draft: DraftText): string[] {
  const one = probe(texts, "a call with one argument");
  const two = probe(texts, "two calls");
  if (!one) return [];
  const calls = one.probe.message.tool_calls!.map((c) => ({ name: c.name, arguments: c.arguments }));
  const text1 = body(one.text, ends);
  const [env] = envelopes(text1, calls);
  if (!env) {
    const tagged =
      taggedCalls(template.path, one, two, ends, draft.inContent) ?? parameterCalls(template.path, texts, ends, draft.inContent) ?? pythonCalls(one, ends, draft.inContent);
    if (tagged === null) {
      throw new InferError(
        `${template.path}: probe '${one.probe.name}': neither a JSON object with the call's name and arguments, nor the name in a marker before JSON arguments, nor a marker per parameter, nor Python calls after a marker, in ${lit(text1.trim())}`,
      );
    }
    draft.head.push(...tagged.terminals, "");
    draft.states.push(...tagged.states);
    draft.transitions.push(...tagged.transitions);
    return tagged.stateNames;
  }
  // The other usual key for the arguments is read too (models trained on one write the other at times);
  // render writes the template's.
  const otherArgs = env.argsKey === "arguments" ? "parameters" : env.argsKey === "parameters" ? "arguments" : null;
  const keys = `name = ${lit(env.nameKey)}, arguments = ${lit(env.argsKey)}${otherArgs ? ` | ${lit(otherArgs)}` : ""}`;
  let before = text1.slice(0, env.start);
  let after = text1.slice(env.end);
  const bracketed = /\[\s*$/.test(before) && /^\s*\]/.test(after);
  if (bracketed) {
    before = before.replace(/\[\s*$/, "");
    after = after.replace(/^\s*\]/, "");
  }
  const opener = before.trim();
  const closer = after.trim();
  let shape: "array" | "lines" | "each" = bracketed ? "array" : "each";
  if (two) {
    const calls2 = two.probe.message.tool_calls!.map((c) => ({ name: c.name, arguments: c.arguments }));
    const text2 = body(two.text, ends);
    const envs = envelopes(text2, calls2);
    if (envs.length !== 2) throw new InferError(`${template.path}: probe 'two calls': the two calls are not two JSON objects in ${lit(text2.trim())}`);
    const between = text2.slice(envs[0]!.end, envs[1]!.start);
    if (!bracketed && opener !== "" && !between.includes(opener)) shape = "lines";
  }
  draft.head.push(
    `// Calls (probes '${one.probe.name}' and 'two calls'): ${shape === "array" ? "a JSON array of" : shape === "lines" ? "one object per line of" : "each call one"} {${lit(env.nameKey)}: name, ${lit(env.argsKey)}: arguments}`,
  );
  if (opener !== "") draft.head.push(`terminal CALL_START ${spelling([{ text: opener }])}`);
  if (closer !== "") draft.head.push(`terminal CALL_END   ${spelling([{ text: closer }])}`);
  if (opener === "") draft.head.push(`terminal ARRAY ${lit("[")} ws ${lit("{")}`);
  draft.head.push("");
  const target = shape === "each" ? "call" : "calls";
  if (shape === "each") {
    if (opener === "") throw new InferError(`${template.path}: probe '${one.probe.name}': a bare JSON object with no marker before it; infer does not read bare calls yet`);
    draft.states.push(`state call    : envelope(${keys})`);
  } else draft.states.push(`state calls   : envelope(${keys}, array${shape === "lines" ? ", lines" : ""})`);
  for (const s of draft.inContent) {
    // A bare '[{' opens calls in the answer only: in reasoning it is prose.
    if (opener === "" && s === "reasoning") continue;
    const events = [s === "reasoning" ? "reasoning_end" : "", shape === "each" ? "tool_start" : "", opener === "" ? "keep" : ""].filter((e) => e !== "");
    draft.transitions.push(`${s.padEnd(9)} ${opener === "" ? "ARRAY     " : "CALL_START"}  -> ${target.padEnd(9)}${events.length ? " : " + events.join(", ") : ""}`);
  }
  if (closer !== "") draft.transitions.push(`${target.padEnd(9)} CALL_END    -> content   : ${shape === "each" ? "tool_end   " : ""}when outside string`.replace(": when", "when"));
  else if (shape === "each") draft.transitions.push("call      CALL_START  -> call      : tool_end, tool_start   when outside string");
  return [target];
}

/** Whether every probe the template writes parses back with the draft: null, or the first probe that does not, with its text. */
export function firstUnexplained(template: ChatTemplate, dialect: Parameters<typeof judge>[0], quirks: readonly string[] = []): string | null {
  for (const s of scopeProbes(template, probeTemplate(template))) {
    if (!readsScope(dialect, s)) return `the model's ${lit(s.text)} after the prompt's ${lit(s.opener)} (not read as reasoning and content)`;
  }
  for (const t of probeTexts(template)) {
    // A probe no shipped dialect reads is the template's own way of writing it (detect's quirks), not the model's.
    if (quirks.includes(t.probe.name)) continue;
    const v = judge(dialect, t);
    if (!v.parsed)
      return `probe '${t.probe.name}': ${lit(t.text.trim())} parses as ${JSON.stringify({ reasoning: v.got?.reasoning ?? null, content: v.got?.content ?? null, calls: v.got?.tool_calls.map((c) => c.name) ?? [] })}`;
  }
  return null;
}
