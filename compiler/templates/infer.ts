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
import type { Dialect } from "../../runtime/index.js";
import type { ChatTemplate } from "./chat-template.js";
import { detectDialect, type DialectFit } from "./detect.js";
import { judge, jsonSpanEnd, PROBE_QUESTION, probeTexts, sortKeys, templateThinksByDefault, type ProbeText } from "./template-probes.js";

/** A draft grammar with the evidence for each part. */
export interface Draft {
  name: string;
  text: string;
}

export class InferError extends Error {
  constructor(message: string) {
    super(`dialectc: ${message}`);
    this.name = "InferError";
  }
}

/** Special-token-like markers: `<|x|>`, `<｜x｜>`, `[X]`. */
const TOKEN = /<\|[^|<>\s]{1,48}\|>|<｜[^｜<>]{1,48}｜>|\[[A-Z_]{2,24}\]/g;

const CHATML = ["<|im_start|>", "<|im_end|>"];

function probe(texts: ProbeText[], name: string): ProbeText | undefined {
  return texts.find((t) => t.probe.name === name);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function lit(s: string): string {
  return JSON.stringify(s);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

interface Envelope {
  start: number;
  end: number;
  nameKey: string;
  argsKey: string;
}

/** The JSON objects in `text` that carry a call: its name under one key, its arguments (or their JSON text) under another. */
function envelopes(text: string, calls: { name: string; arguments: unknown }[]): Envelope[] {
  const found: Envelope[] = [];
  let from = 0;
  for (const call of calls) {
    let hit: Envelope | null = null;
    for (let i = text.indexOf("{", from); i >= 0 && hit === null; i = text.indexOf("{", i + 1)) {
      const end = jsonSpanEnd(text, i);
      if (end < 0) continue;
      let value: unknown;
      try {
        value = JSON.parse(text.slice(i, end));
      } catch {
        continue;
      }
      if (value === null || typeof value !== "object" || Array.isArray(value)) continue;
      const entries = Object.entries(value as Record<string, unknown>);
      const nameKey = entries.find(([, v]) => v === call.name)?.[0];
      const argsKey = entries.find(([k, v]) => k !== nameKey && (sameJson(v, call.arguments) || (typeof v === "string" && parses(v, call.arguments))))?.[0];
      if (nameKey !== undefined && argsKey !== undefined) hit = { start: i, end, nameKey, argsKey };
    }
    if (hit === null) return [];
    found.push(hit);
    from = hit.end;
  }
  return found;
}

function parses(text: string, want: unknown): boolean {
  try {
    return sameJson(JSON.parse(text), want);
  } catch {
    return false;
  }
}

/** The text before the template's end of turn: trailing end markers and whitespace cut off. */
function body(text: string, ends: readonly string[]): string {
  let t = text.trimEnd();
  for (let cut = true; cut;) {
    cut = false;
    for (const e of ends) {
      if (e !== "" && t.endsWith(e)) {
        t = t.slice(0, t.length - e.length).trimEnd();
        cut = true;
      }
    }
  }
  return t;
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

export function inferGrammar(template: ChatTemplate, name: string, allEnds = false): Draft {
  checkName(name);
  let texts = probeTexts(template);
  let content = probe(texts, "content");
  if (!content) throw new InferError(`${template.path}: the template writes no plain answer (probe 'content'), so there is nothing to compare against`);
  const lines: string[] = [];
  const grammar: string[] = [];
  // The prompt ends by beginning a marker the output completes (Functionary v3.2's `>>>`, then `all\n` or a
  // tool's name): the texts are read with it, and the dialect says so (policy prefill).
  const tail = /\S+$/.exec(content.prompt)?.[0] ?? "";
  const prefill = /^[^\p{L}\p{N}\s<|｜[\]_]{1,8}$/u.test(tail) && texts.every((t) => t.prompt.endsWith(tail)) ? tail : "";
  const policies: string[] = [];
  if (prefill !== "") {
    policies.push("", `// The prompt ends with ${lit(prefill)}, which the output continues (every probe's prompt).`, `policy prefill = ${lit(prefill)}`);
    texts = texts.map((t) => ({ ...t, text: prefill + t.text }));
    content = probe(texts, "content")!;
  }
  const sentinel = content.probe.message.content!;
  const at = content.text.indexOf(sentinel);
  const end =
    content.text
      .slice(at + sentinel.length)
      .trim()
      .split(/\s+/)[0] ?? "";
  // What ends a turn of calls may differ (Llama's <|eom_id|> where the answer ends <|eot_id|>).
  const ends = [end];
  for (const t of allEnds ? texts : []) {
    const m = TRAILING.exec(t.text)?.[1];
    if (m !== undefined && !ends.includes(m)) ends.push(m);
  }

  // Turn boundaries: markers the prompt repeats, and the end of turn.
  const counts = new Map<string, number>();
  for (const m of content.prompt.match(TOKEN) ?? []) counts.set(m, (counts.get(m) ?? 0) + 1);
  const turns = [...counts].filter(([, n]) => n >= 2).map(([m]) => m);
  // And the markers around the user's turn: the last one before it, and those after it (the assistant's header).
  const q = content.prompt.lastIndexOf(PROBE_QUESTION);
  if (q >= 0) {
    const before = content.prompt.slice(0, q).match(TOKEN) ?? [];
    const around = [...before.slice(-1), ...(content.prompt.slice(q).match(TOKEN) ?? [])];
    for (const m of around) if (!turns.includes(m)) turns.push(m);
  }
  for (const e of ends) if (e !== "" && !turns.includes(e)) turns.push(e);
  const chatml = CHATML.every((m) => turns.includes(m)) && turns.every((m) => CHATML.includes(m));
  grammar.push(`dialect ${name}${chatml ? " extends chatml" : ""}`, "");
  const declared = new Map<string, string>();
  if (chatml) {
    declared.set("<|im_start|>", "IM_START");
    declared.set("<|im_end|>", "IM_END");
  } else if (turns.length > 0) {
    grammar.push("// Turn boundaries: the markers the prompt repeats, and what ends the assistant's turn (probe 'content').");
    turns.forEach((m, i) => {
      const id = `TURN${i}`;
      declared.set(m, id);
      grammar.push(`special ${id} ${lit(m)}`);
    });
    grammar.push(`turns ${turns.map((m) => declared.get(m)).join(", ")}`, "");
  }

  // Reasoning.
  const states = ["state content   : text"];
  const transitions: string[] = [];
  const absorbs: string[] = [];
  let initial = "initial content";
  const inContent = ["content"];
  // The reasoning's markers, from the probe that shows them with content, else with a call (whose
  // closer is then the first tag after the reasoning).
  const reasoning = probe(texts, "reasoning and content") ?? probe(texts, "reasoning and a call");
  if (reasoning) {
    const r = reasoning.probe.message.reasoning!;
    const c = reasoning.probe.message.content;
    const ri = reasoning.text.indexOf(r);
    const ci = c ? reasoning.text.indexOf(c) : ri + r.length + (/^\s*<[^<>\s]{1,32}>/.exec(reasoning.text.slice(ri + r.length))?.[0].length ?? 0);
    let opener = reasoning.text.slice(0, ri).trim();
    const closer = reasoning.text.slice(ri + r.length, ci).trim();
    if (opener === "") opener = /(<[^<>\s]{1,32}>)\s*$/.exec(reasoning.prompt)?.[1] ?? "";
    if (opener === "" || closer === "" || /\s/.test(opener) || /\s/.test(closer)) {
      throw new InferError(`${template.path}: probe '${reasoning.probe.name}': no single markers around the reasoning in ${lit(reasoning.text.slice(0, ci))}`);
    }
    grammar.push(
      `// Reasoning (probe '${reasoning.probe.name}'): ${lit(opener)} … ${lit(closer)}.`,
      `special THINK_START ${lit(opener)}`,
      `special THINK_END   ${lit(closer)}`,
      "",
    );
    states.push("state reasoning : reasoning");
    initial = "initial reasoning when thinking else content";
    transitions.push("content   THINK_START -> reasoning : reasoning_start", "reasoning THINK_END   -> content   : reasoning_end");
    absorbs.push("absorb THINK_START in reasoning", "absorb THINK_END in content");
    inContent.push("reasoning");
    // A request that says nothing of thinking gets what the template does then.
    if (templateThinksByDefault(template) === false)
      policies.push("", "// Without a thinking switch the template's prompt is the one with thinking off.", "policy thinking_default = false");
    // A thinking model's empty block before an answer it did not think about (Kimi K2 Thinking's
    // <think></think>) is reasoning the parser reads as none; the calls are read past it.
    const empty = new RegExp(`^\\s*${escapeRegExp(opener)}\\s*${escapeRegExp(closer)}\\s*`);
    if (empty.test(content.text)) {
      grammar.push(`// The template writes an empty reasoning block before an answer without reasoning (probe 'content').`, "");
      texts = texts.map((t) => (t.probe.message.reasoning ? t : { ...t, text: t.text.replace(empty, "") }));
    }
  }
  const answer = probe(texts, "content")!;
  const wrapper = answer.text.slice(0, answer.text.indexOf(sentinel));
  if (wrapper.trim() !== "") {
    // A marker the model writes before its answer (Functionary's >>>all\n after the prompt's >>>): read and dropped.
    if (wrapper.length > 48 || /\s/.test(wrapper.trim()) || texts.some((t) => t.probe.message.content && !t.text.startsWith(wrapper))) {
      throw new InferError(`${template.path}: probe 'content': the answer is preceded by ${lit(wrapper.trim())}, which infer does not read yet (a content wrapper)`);
    }
    grammar.push(`// What the model writes before its answer (probe 'content').`, `terminal ANSWER ${lit(wrapper.trimStart())}`, "");
    absorbs.push("absorb ANSWER in content");
    texts = texts.map((t) => (t.text.startsWith(wrapper) ? { ...t, text: t.text.slice(wrapper.length) } : t));
  }

  // Calls.
  const one = probe(texts, "a call with one argument");
  const two = probe(texts, "two calls");
  if (one) {
    const calls = one.probe.message.tool_calls!.map((c) => ({ name: c.name, arguments: c.arguments }));
    const text1 = body(one.text, ends);
    const [env] = envelopes(text1, calls);
    if (!env) {
      const tagged = taggedCalls(template.path, one, two, ends, inContent) ?? parameterCalls(template.path, texts, ends, inContent) ?? pythonCalls(one, ends, inContent);
      if (tagged === null) {
        throw new InferError(
          `${template.path}: probe '${one.probe.name}': neither a JSON object with the call's name and arguments, nor the name in a marker before JSON arguments, nor a marker per parameter, nor Python calls after a marker, in ${lit(text1.trim())}`,
        );
      }
      grammar.push(...tagged.terminals, "");
      states.push(...tagged.states);
      transitions.push(...tagged.transitions);
      const endNames0 = ends.map((e) => declared.get(e)).filter((n): n is string => n !== undefined);
      if (endNames0.length > 0) absorbs.push(`absorb ${endNames0.join(", ")} in ${[...inContent, ...tagged.stateNames].join(", ")}`);
      grammar.push(...states, "", initial, "", ...transitions, "", ...absorbs, ...policies);
      lines.push(
        `// ${name}: drafted by 'dialectc infer' from ${template.path}'s chat template, and verified against it`,
        "// (every probe parses back) and the laws before it was written. Review it as you would your own.",
      );
      return { name, text: [...lines, ...grammar].join("\n").replace(/\n{3,}/g, "\n\n") + "\n" };
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
    grammar.push(
      `// Calls (probes '${one.probe.name}' and 'two calls'): ${shape === "array" ? "a JSON array of" : shape === "lines" ? "one object per line of" : "each call one"} {${lit(env.nameKey)}: name, ${lit(env.argsKey)}: arguments}`,
    );
    if (opener !== "") grammar.push(`terminal CALL_START ${spelling([{ text: opener }])}`);
    if (closer !== "") grammar.push(`terminal CALL_END   ${spelling([{ text: closer }])}`);
    if (opener === "") grammar.push(`terminal ARRAY ${lit("[")} ws ${lit("{")}`);
    grammar.push("");
    const target = shape === "each" ? "call" : "calls";
    if (shape === "each") {
      if (opener === "") throw new InferError(`${template.path}: probe '${one.probe.name}': a bare JSON object with no marker before it; infer does not read bare calls yet`);
      states.push(`state call    : envelope(${keys})`);
    } else states.push(`state calls   : envelope(${keys}, array${shape === "lines" ? ", lines" : ""})`);
    for (const s of inContent) {
      // A bare '[{' opens calls in the answer only: in reasoning it is prose.
      if (opener === "" && s === "reasoning") continue;
      const events = [s === "reasoning" ? "reasoning_end" : "", shape === "each" ? "tool_start" : "", opener === "" ? "keep" : ""].filter((e) => e !== "");
      transitions.push(`${s.padEnd(9)} ${opener === "" ? "ARRAY     " : "CALL_START"}  -> ${target.padEnd(9)}${events.length ? " : " + events.join(", ") : ""}`);
    }
    if (closer !== "") transitions.push(`${target.padEnd(9)} CALL_END    -> content   : ${shape === "each" ? "tool_end   " : ""}when outside string`.replace(": when", "when"));
    else if (shape === "each") transitions.push("call      CALL_START  -> call      : tool_end, tool_start   when outside string");
  }

  const endNames = ends.map((e) => declared.get(e)).filter((n): n is string => n !== undefined);
  const callStates = states.filter((s) => /state (call|calls) /.test(s)).map((s) => s.split(/\s+/)[1]!);
  if (endNames.length > 0) absorbs.push(`absorb ${endNames.join(", ")} in ${[...inContent, ...callStates].join(", ")}`);
  grammar.push(...states, "", initial, "", ...transitions, "", ...absorbs, ...policies);
  lines.push(
    `// ${name}: drafted by 'dialectc infer' from ${template.path}'s chat template, and verified against it`,
    "// (every probe parses back) and the laws before it was written. Review it as you would your own.",
  );
  return { name, text: [...lines, ...grammar].join("\n").replace(/\n{3,}/g, "\n\n") + "\n" };
}

/** Whether every probe the template writes parses back with the draft: null, or the first probe that does not, with its text. */
export function firstUnexplained(template: ChatTemplate, dialect: Parameters<typeof judge>[0]): string | null {
  for (const t of probeTexts(template)) {
    const v = judge(dialect, t);
    if (!v.parsed)
      return `probe '${t.probe.name}': ${lit(t.text.trim())} parses as ${JSON.stringify({ reasoning: v.got?.reasoning ?? null, content: v.got?.content ?? null, calls: v.got?.tool_calls.map((c) => c.name) ?? [] })}`;
  }
  return null;
}

/** A marker's spelling from literal text and captures: outer whitespace dropped, inner whitespace runs read as `ws`. */
function spelling(parts: ({ text: string } | { capture: string; write?: string })[]): string {
  const out: string[] = [];
  let pendingWs = false;
  for (const p of parts) {
    if ("capture" in p) {
      if (pendingWs && out.length > 0) out.push("ws");
      pendingWs = false;
      out.push(`${p.capture}:ident${p.write !== undefined ? ` = ${lit(p.write)}` : ""}`);
      continue;
    }
    // Whitespace alone after a capture is what ends it (Functionary's `>>>NAME\n`): written as it is.
    if (p.text.trim() === "" && p.text !== "" && out.length > 0 && out[out.length - 1]!.includes(":ident")) {
      out.push(lit(p.text));
      pendingWs = false;
      continue;
    }
    const pieces = p.text.split(/(\s+)/);
    for (const piece of pieces) {
      if (piece === "") continue;
      if (/^\s+$/.test(piece)) {
        pendingWs = true;
        continue;
      }
      if (pendingWs && out.length > 0) out.push("ws");
      pendingWs = false;
      // Between two tokens of a marker (`<|action_start|><|plugin|>`) a model may put whitespace; render writes none.
      piece.split(/(?<=[>\]])(?=[<[])/).forEach((part, i) => {
        if (i > 0) out.push('ws = ""');
        out.push(lit(part));
      });
    }
  }
  return out.join(" ");
}

/**
 * The longest suffix of `a` that `b` ends with, starting where a marker may:
 * at whitespace or an opening `<` or `[` (a shared `>` closes the marker
 * before, as in `…">\n<parameter name="` against `</parameter>\n<parameter name="`).
 */
/**
 * Two calls' markers that differ only in a number counting the calls (`:0` then `:1`): the marker's
 * parts with that number as a capture render writes from 0 or 1, as the first call's shows. Null otherwise.
 */
function callNumber(first: string, second: string): ({ text: string } | { capture: string; write: string })[] | null {
  if (first === second) return null;
  let p = 0;
  while (p < first.length && p < second.length && first[p] === second[p]) p++;
  const pre = first.slice(0, p).replace(/\d+$/, "");
  let q = 0;
  while (q < first.length - pre.length && q < second.length - pre.length && first[first.length - 1 - q] === second[second.length - 1 - q]) q++;
  const post = first.slice(first.length - q).replace(/^\d+/, "");
  const n1 = first.slice(pre.length, first.length - post.length);
  const n2 = second.slice(pre.length, second.length - post.length);
  if (!/^\d+$/.test(n1) || !/^\d+$/.test(n2) || Number(n2) !== Number(n1) + 1 || Number(n1) > 1) return null;
  return [{ text: pre }, { capture: "index", write: n1 === "0" ? "{index}" : "{number}" }, { text: post }];
}

function commonSuffix(a: string, b: string): string {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  let s = a.slice(a.length - n);
  // A whole string in common is a marker as it is (Functionary's `>>>` before each call).
  if (n === a.length && n === b.length) return s;
  while (s !== "" && !/^[\s<[]/.test(s)) s = s.slice(1);
  return s;
}

/** The longest prefix of `a` that `b` starts with, ending where a marker may: at whitespace or after a closing `>` or `]`. */
function commonPrefix(a: string, b: string): string {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  let s = a.slice(0, n);
  while (s !== "" && !/[\s>\]]$/.test(s)) s = s.slice(0, -1);
  return s;
}

/** Where a call's name stands before its JSON arguments, in text: the arguments' span and the name's position. */
function taggedCall(text: string, from: number, call: { name: string; arguments: unknown }): { name: number; start: number; end: number } | null {
  for (let i = text.indexOf("{", from); i >= 0; i = text.indexOf("{", i + 1)) {
    const end = jsonSpanEnd(text, i);
    if (end < 0 || !parses(text.slice(i, end), call.arguments)) continue;
    const name = text.lastIndexOf(call.name, i);
    if (name < from) return null;
    return { name, start: i, end };
  }
  return null;
}

/**
 * Calls whose name stands in a marker before their JSON arguments
 * (`<function=NAME>{…}</function>`, DeepSeek's `…<｜tool▁sep｜>NAME ```json {…} ```…`).
 * The two-call probe splits what surrounds one call into a block wrapper
 * (written once) and a per-call marker (written for each call).
 */
function taggedCalls(
  path: string,
  one: ProbeText,
  two: ProbeText | undefined,
  ends: readonly string[],
  from: string[],
): { terminals: string[]; states: string[]; transitions: string[]; stateNames: string[] } | null {
  const call1 = one.probe.message.tool_calls![0]!;
  const text1 = body(one.text, ends);
  const c = taggedCall(text1, 0, call1);
  if (c === null) return null;
  let pre = text1.slice(0, c.name);
  let mid: ({ text: string } | { capture: string; write?: string })[] = [{ text: text1.slice(c.name + call1.name.length, c.start) }];
  let post = text1.slice(c.end);
  let blockOpen = "";
  let blockClose = "";
  if (two) {
    const [a, b] = two.probe.message.tool_calls!;
    const text2 = body(two.text, ends);
    const c1 = taggedCall(text2, 0, a!);
    const c2 = c1 && taggedCall(text2, c1.end, b!);
    if (!c1 || !c2) throw new InferError(`${path}: probe 'two calls': the second call is not written as the first, in ${lit(text2.trim())}`);
    const between = text2.slice(c1.end, c2.name);
    // The marker after the name numbers the calls (Kimi K2's functions.NAME:0, :1): the number is a capture.
    const numbered = callNumber(text2.slice(c1.name + a!.name.length, c1.start), text2.slice(c2.name + b!.name.length, c2.start));
    if (numbered) mid = numbered;
    const callOpen = commonSuffix(pre, between);
    const callClose = commonPrefix(post, between.slice(0, between.length - callOpen.length));
    blockOpen = pre.slice(0, pre.length - callOpen.length);
    blockClose = post.slice(callClose.length);
    pre = callOpen;
    post = callClose;
  }
  const midText = mid.map((p) => ("text" in p ? p.text : "0")).join("");
  if (pre.trim() === "" || midText === "") return null;
  const terminals = ["// Calls (probes 'a call with one argument' and 'two calls'): the name in a marker before JSON arguments"];
  if (blockOpen.trim() !== "") terminals.push(`terminal BLOCK_START ${spelling([{ text: blockOpen.trim() }])}`);
  if (mid.length > 1) terminals.push("// Each call's marker numbers it (probe 'two calls'): render writes the number, a model may write any.");
  const last = mid[mid.length - 1]!;
  // Trailing whitespace is the model's to vary, unless it is all that ends the name.
  if ("text" in last && last.text.trimEnd() !== "") mid[mid.length - 1] = { text: last.text.trimEnd() };
  terminals.push(`terminal CALL ${spelling([{ text: pre.trim() }, { capture: "name" }, ...mid])}`);
  if (post.trim() !== "") terminals.push(`terminal CALL_END ${spelling([{ text: post.trim() }])}`);
  if (blockClose.trim() !== "") terminals.push(`terminal BLOCK_END ${spelling([{ text: blockClose.trim() }])}`);
  const states = ["state args    : args_json"];
  const transitions: string[] = [];
  const stateNames = ["args"];
  const home = blockOpen.trim() !== "" ? "block" : "content";
  if (home === "block") {
    states.push("state block   : discard");
    stateNames.push("block");
    for (const s of from) transitions.push(`${s.padEnd(9)} BLOCK_START -> block     ${s === "reasoning" ? ": reasoning_end" : ""}`.trimEnd());
    if (blockClose.trim() !== "") transitions.push("block     BLOCK_END   -> content");
  }
  for (const s of home === "block" ? ["block"] : from) transitions.push(`${s.padEnd(9)} CALL        -> args      : ${s === "reasoning" ? "reasoning_end, " : ""}tool_start(name)`);
  if (post.trim() !== "") transitions.push(`args      CALL_END    -> ${home.padEnd(9)} : tool_end   when outside string`);
  else transitions.push(`args      CALL        -> args      : tool_end, tool_start(name)   when outside string`);
  if (home === "block" && blockClose.trim() !== "") transitions.push("args      BLOCK_END   -> content   : tool_end   when outside string");
  return { terminals, states, transitions, stateNames };
}

/**
 * Calls written one marker per parameter (MiniMax's `<invoke name="f"><parameter
 * name="k">v</parameter></invoke>`, DeepSeek's DSML with `string="true"`).
 * The one-argument probe gives the markers around the name, key and value;
 * the two-argument probe splits what follows the name into the name marker's
 * end and the parameter marker's start, and shows an attribute that differs
 * between a string and a number as the value's encoding; the two-call probe
 * splits the wrapper of a block of calls from each call's markers.
 */
function parameterCalls(
  path: string,
  texts: ProbeText[],
  ends: readonly string[],
  from: string[],
): { terminals: string[]; states: string[]; transitions: string[]; stateNames: string[] } | null {
  const one = probe(texts, "a call with one argument");
  const pair = probe(texts, "content and a call with two arguments");
  const two = probe(texts, "two calls");
  if (!one || !pair || !two) return null;
  const name = one.probe.message.tool_calls![0]!.name;
  const t1 = body(one.text, ends);
  const value1 = (one.probe.message.tool_calls![0]!.arguments as Record<string, string>).topic!;
  const n1 = t1.indexOf(name);
  const v1 = t1.indexOf(value1, n1);
  const k1 = t1.lastIndexOf("topic", v1);
  if (n1 < 0 || v1 < 0 || k1 < n1 + name.length) return null;
  const callPre = t1.slice(0, n1);
  const nameMid = t1.slice(n1 + name.length, k1);
  const keyMid = t1.slice(k1 + "topic".length, v1);
  const after1 = t1.slice(v1 + value1.length);

  // Two parameters: the name marker's end, the parameter marker's start and end, an encoding attribute.
  const t2 = body(pair.text, ends);
  const args2 = pair.probe.message.tool_calls![0]!.arguments as Record<string, unknown>;
  const a = t2.indexOf(args2.topic as string);
  const k2 = a < 0 ? -1 : t2.indexOf("count", a);
  if (k2 < 0) return null;
  const v2 = t2.indexOf(String(args2.count), k2 + "count".length);
  if (v2 < 0) return null;
  const between = t2.slice(a + (args2.topic as string).length, k2);
  const paramPre = commonSuffix(nameMid, between);
  const nameEnd = nameMid.slice(0, nameMid.length - paramPre.length);
  const paramEnd = between.slice(0, between.length - paramPre.length);
  const keyMid2 = t2.slice(k2 + "count".length, v2);
  if (paramPre.trim() === "" || nameEnd.trim() === "" || paramEnd.trim() === "" || !after1.trimStart().startsWith(paramEnd.trim())) return null;
  let keySpelling = spelling([{ text: paramPre.trim() }, { capture: "key" }, { text: keyMid.trimEnd() }]);
  let valueState = `arg_value(schema${/\n$/.test(keyMid) && /^\n/.test(paramEnd) ? ", trim_newline" : ""})`;
  if (keyMid !== keyMid2) {
    // An attribute that differs between the string and the number: the value's encoding.
    // Character by character: the attribute's value is a word inside the marker, not a marker's edge.
    let i = 0;
    while (i < keyMid.length && keyMid[i] === keyMid2[i]) i++;
    let j = 0;
    while (j < keyMid.length - i && j < keyMid2.length - i && keyMid[keyMid.length - 1 - j] === keyMid2[keyMid2.length - 1 - j]) j++;
    // Whole words: "true" and "false" share their last letter.
    while (i > 0 && /\w/.test(keyMid[i - 1]!)) i--;
    while (j > 0 && /\w/.test(keyMid[keyMid.length - j]!)) j--;
    const pre = keyMid.slice(0, i);
    const post = keyMid.slice(keyMid.length - j);
    const s1 = keyMid.slice(pre.length, keyMid.length - post.length);
    const s2 = keyMid2.slice(pre.length, keyMid2.length - post.length);
    if (pre === "" || post === "" || !/^\w+$/.test(s1) || !/^\w+$/.test(s2)) return null;
    keySpelling = spelling([{ text: paramPre.trim() }, { capture: "key" }, { text: pre }, { capture: "encoding" }, { text: post.trimEnd() }]);
    valueState = `arg_value(string, encoding_from = encoding { ${lit(s1)}: string, ${lit(s2)}: json })`;
  }

  // Two calls: the block's wrapper apart from each call's markers.
  const t3 = body(two.text, ends);
  const [c1, c2] = two.probe.message.tool_calls!;
  const first = t3.indexOf(c1!.name);
  const second = t3.indexOf(c2!.name, first + c1!.name.length);
  const lastValue = t3.indexOf((c1!.arguments as Record<string, string>).topic!, first);
  if (first < 0 || second < 0 || lastValue < 0) return null;
  const gap = t3.slice(lastValue + (c1!.arguments as Record<string, string>).topic!.length, second);
  const rest = after1.trimStart().slice(paramEnd.trim().length);
  const gapAfterParam = gap.trimStart().slice(paramEnd.trim().length);
  const callOpen = commonSuffix(callPre, gapAfterParam);
  const callEnd = commonPrefix(rest, gapAfterParam.slice(0, gapAfterParam.length - callOpen.length));
  const blockOpen = callPre.slice(0, callPre.length - callOpen.length);
  const blockEnd = rest.slice(callEnd.length);
  if (callOpen.trim() === "" || callEnd.trim() === "") return null;

  const terminals = ["// Calls (probes 'a call with one argument', 'content and a call with two arguments', 'two calls'): a marker per parameter"];
  const block = blockOpen.trim() !== "";
  if (block) terminals.push(`terminal BLOCK_START ${spelling([{ text: blockOpen.trim() }])}`);
  terminals.push(`terminal CALL      ${spelling([{ text: callOpen.trim() }, { capture: "name" }, { text: nameEnd.trimEnd() }])}`);
  terminals.push(`terminal PARAM     ${keySpelling}`);
  terminals.push(`terminal PARAM_END ${spelling([{ text: paramEnd.trim() }])}`);
  terminals.push(`terminal CALL_END  ${spelling([{ text: callEnd.trim() }])}`);
  if (block && blockEnd.trim() !== "") terminals.push(`terminal BLOCK_END ${spelling([{ text: blockEnd.trim() }])}`);
  const home = block ? "block" : "content";
  const states = ["state invoke  : discard", `state value   : ${valueState}`];
  const stateNames = ["invoke", "value"];
  const transitions: string[] = [];
  if (block) {
    states.push("state block   : discard");
    stateNames.push("block");
    for (const s of from) transitions.push(`${s.padEnd(9)} BLOCK_START -> block${s === "reasoning" ? "     : reasoning_end" : ""}`);
    if (blockEnd.trim() !== "") transitions.push("block     BLOCK_END   -> content");
  }
  for (const s of block ? ["block"] : from) transitions.push(`${s.padEnd(9)} CALL        -> invoke    : ${s === "reasoning" ? "reasoning_end, " : ""}tool_start(name)`);
  transitions.push("invoke    PARAM       -> value     : arg_start(key)");
  transitions.push(`value     PARAM_END   -> invoke    : arg_end   when followed by PARAM | CALL_END${block && blockEnd.trim() !== "" ? " | BLOCK_END" : ""} | end`);
  transitions.push(`invoke    CALL_END    -> ${home.padEnd(9)} : tool_end`);
  if (path === "") return null;
  return { terminals, states, transitions, stateNames };
}

/** The end (exclusive) of the parenthesised span at text[open], following quoted strings; -1 when it does not close. */
function parenEnd(text: string, open: number): number {
  let depth = 0;
  let quote = "";
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (quote !== "") {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(" || c === "[" || c === "{") depth++;
    else if ((c === ")" || c === "]" || c === "}") && --depth === 0) return i + 1;
  }
  return -1;
}

/** Calls written as Python, `[NAME(key='value', …), …]`, after an opener (LFM2's `<|tool_call_start|>`). */
function pythonCalls(one: ProbeText, ends: readonly string[], from: string[]): { terminals: string[]; states: string[]; transitions: string[]; stateNames: string[] } | null {
  const name = one.probe.message.tool_calls![0]!.name;
  const t1 = body(one.text, ends);
  const n = t1.indexOf(name + "(");
  if (n < 0 || !/\btopic\s*=/.test(t1.slice(n))) return null;
  const close = parenEnd(t1, n + name.length);
  if (close < 0) return null;
  const pre = t1.slice(0, n).replace(/\[\s*$/, "");
  const post = t1.slice(close).replace(/^\s*\]/, "");
  if (pre.trim() === "") return null;
  const terminals = ["// Calls (probes 'a call with one argument'): Python calls in a list after a marker"];
  terminals.push(`terminal CALL_START ${spelling([{ text: pre.trim() }])}`);
  if (post.trim() !== "") terminals.push(`terminal CALL_END   ${spelling([{ text: post.trim() }])}`);
  const transitions = from.map((s) => `${s.padEnd(9)} CALL_START  -> calls${s === "reasoning" ? "     : reasoning_end" : ""}`);
  if (post.trim() !== "") transitions.push("calls     CALL_END    -> content");
  return { terminals, states: ["state calls   : envelope(python, array)"], transitions, stateNames: ["calls"] };
}
