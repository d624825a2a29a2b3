/**
 * Probes: one documented set of conversations that exercise a chat template,
 * and what a dialect makes of the text the template writes for each.
 *
 * Each probe is a user turn and an assistant turn (content only; reasoning
 * and content; one call with zero, one and two arguments; two calls; values
 * that are strings with quotes, newlines, markup and unicode, integers,
 * numbers, booleans, null, objects and arrays), with thinking on or off.
 * Names and values are sentinels no template writes on its own. The
 * assistant's text is what the conversation renders past the generation
 * prompt (the prompt a server sends), cut at the template's end of turn.
 * A probe counts for a template only if the template writes its sentinels
 * (a template without reasoning drops the reasoning probe's reasoning).
 */
import type { Dialect, Message, Tool } from "../../runtime/index.js";
import { literalText } from "../../runtime/ir/ir.js";
import { parseCompleteFor } from "../../runtime/parser.js";
import { RenderError, renderFor, type RenderMessage } from "../../runtime/render/render.js";
import type { ChatTemplate } from "./chat-template.js";

export const PROBE_TOOLS: Tool[] = [
  {
    type: "function",
    function: {
      name: "probe_lookup",
      description: "Looks a thing up.",
      parameters: {
        type: "object",
        properties: {
          topic: { type: "string", description: "What to look up." },
          count: { type: "integer", description: "How many." },
          ratio: { type: "number", description: "A ratio." },
          exact: { type: "boolean", description: "Exact or not." },
          where: { type: "object", description: "Where.", properties: { zone: { type: "string" } } },
          tags: { type: "array", description: "Tags.", items: { type: "string" } },
        },
        required: ["topic"],
      },
    },
  },
  { type: "function", function: { name: "probe_ping", description: "Pings.", parameters: { type: "object", properties: {} } } },
];

/**
 * The tools as the template is told of them: in full, or, for a template that
 * cannot describe nested schemas (a macro that walks them and trips on an
 * array, as Hermes' does under this Jinja engine), with flat ones. Parsing
 * always uses the full schemas.
 */
const TOOL_DESCRIPTIONS: readonly (readonly Tool[])[] = [
  PROBE_TOOLS,
  PROBE_TOOLS.map((t) => {
    const f = (t as unknown as { function: { name: string; description: string; parameters: { properties: Record<string, { type: string; description: string }> } } }).function;
    const flat = Object.fromEntries(
      Object.entries(f.parameters.properties).map(([k, v]) => [k, { type: v.type === "array" || v.type === "object" ? "string" : v.type, description: v.description }]),
    );
    return { type: "function", function: { name: f.name, description: f.description, parameters: { type: "object", properties: flat } } } as Tool;
  }),
];

export interface Probe {
  name: string;
  message: RenderMessage;
  thinking: boolean;
}

const call = (name: string, args: Record<string, unknown>) => ({ name, arguments: args });

export const PROBES: Probe[] = [
  { name: "content", message: { content: "Probe answer Ωmega one." }, thinking: false },
  { name: "reasoning and content", message: { reasoning: "Probe thought Ωmega two.", content: "Probe answer Ωmega three." }, thinking: true },
  { name: "a call without arguments", message: { tool_calls: [call("probe_ping", {})] }, thinking: false },
  { name: "a call with one argument", message: { tool_calls: [call("probe_lookup", { topic: "Ωmega four" })] }, thinking: false },
  {
    name: "content and a call with two arguments",
    message: { content: "Probe looking Ωmega five.", tool_calls: [call("probe_lookup", { topic: "Ωmega six", count: 7 })] },
    thinking: false,
  },
  {
    name: "a call with every kind of value",
    message: {
      tool_calls: [
        call("probe_lookup", { topic: 'Ωmega "seven" <b>x</b>\nline', count: 8, ratio: 2.5, exact: true, where: { zone: "Ωmega nine", none: null }, tags: ["Ωmega ten", "é"] }),
      ],
    },
    thinking: false,
  },
  { name: "two calls", message: { tool_calls: [call("probe_lookup", { topic: "Ωmega eleven" }), call("probe_ping", {})] }, thinking: false },
  { name: "reasoning and a call", message: { reasoning: "Probe thought Ωmega twelve.", tool_calls: [call("probe_lookup", { topic: "Ωmega thirteen" })] }, thinking: true },
];

/** The user's turn in every probe. */
export const PROBE_QUESTION = "Probe question Ωmega zero?";
const USER = { role: "user", content: PROBE_QUESTION };

/** How an assistant turn may be given to a template: templates differ in what they accept. */
interface TurnShape {
  /** arguments as JSON text (DeepSeek V3's template) rather than objects */
  argsAsText: boolean;
  /** a turn without content has content null (templates that write calls only then) rather than "" */
  nullContent: boolean;
}

const SHAPES: TurnShape[] = [
  { argsAsText: false, nullContent: false },
  { argsAsText: false, nullContent: true },
  { argsAsText: true, nullContent: false },
  { argsAsText: true, nullContent: true },
];

/** The assistant turn as templates take it. */
function assistantTurn(m: RenderMessage, shape: TurnShape): Record<string, unknown> {
  const argsAsText = shape.argsAsText;
  const turn: Record<string, unknown> = { role: "assistant", content: m.content ?? (shape.nullContent ? null : "") };
  if (m.reasoning) {
    turn.reasoning_content = m.reasoning;
    turn.reasoning = m.reasoning;
  }
  if (m.tool_calls?.length) {
    turn.tool_calls = m.tool_calls.map((c, i) => ({
      id: `functions.${c.name}:${i}`,
      type: "function",
      function: { name: c.name, arguments: argsAsText ? JSON.stringify(c.arguments) : c.arguments },
    }));
  }
  return turn;
}

export interface ProbeText {
  probe: Probe;
  /** the prompt before the assistant's text: the generation prompt, as far as the conversation shares it */
  prompt: string;
  /** what the model writes: the conversation past the prompt, up to the template's end of turn */
  text: string;
}

/** Every sentinel of a message: the template wrote the message only if it wrote them all. */
function sentinels(m: RenderMessage): string[] {
  const out: string[] = [];
  if (m.reasoning) out.push(m.reasoning);
  if (m.content) out.push(m.content);
  for (const c of m.tool_calls ?? []) {
    out.push(c.name);
    for (const v of Object.values(c.arguments as Record<string, unknown>)) if (typeof v === "string" && !v.includes("\n") && !v.includes('"')) out.push(v);
  }
  return out;
}

/**
 * Where the assistant's text starts when the generation prompt goes on past
 * what it shares with the conversation: a template that spaces its history
 * turn differently still writes the prompt's last marker there (vLLM's
 * DeepSeek V3.2 writes `<｜Assistant｜></think>` as the prompt and
 * `<｜Assistant｜>   </think>   …` in the history); that marker is the
 * prompt's, not the model's. Whitespace aside, the history must repeat the
 * whole rest of the prompt, or the text starts where they part.
 */
function pastPromptTail(tail: string, full: string, start: number): number {
  if (tail.trim() === "") return start;
  let i = 0;
  let j = start;
  while (i < tail.length) {
    if (/\s/.test(tail[i]!)) {
      i++;
      continue;
    }
    while (j < full.length && /\s/.test(full[j]!)) j++;
    if (full[j] !== tail[i]) return start;
    i++;
    j++;
  }
  return j;
}

/** The text holds a call's arguments as Python writes a dict (`{'key': `), not as JSON. */
function writesDictRepr(m: RenderMessage, text: string): boolean {
  return (m.tool_calls ?? []).some((c) => {
    const first = Object.keys(c.arguments as Record<string, unknown>)[0];
    return first !== undefined && text.includes(`{'${first}': `);
  });
}

/** The probe tools as this template can be told of them: in full, else flat. */
export function probeToolsFor(template: ChatTemplate): readonly Tool[] {
  for (const [i, t] of TOOL_DESCRIPTIONS.entries()) {
    try {
      template.render({ messages: [USER], tools: t, addGenerationPrompt: true });
      return t;
    } catch (e) {
      if (i === TOOL_DESCRIPTIONS.length - 1) throw e;
    }
  }
  return PROBE_TOOLS;
}

/**
 * Whether the template thinks when a request does not say: its prompt without a thinking switch is
 * its prompt with thinking on (true) or off (false); null where the switch changes nothing.
 */
export function templateThinksByDefault(template: ChatTemplate): boolean | null {
  const tools = probeToolsFor(template);
  const prompt = (thinking?: boolean) => template.render({ messages: [USER], tools, addGenerationPrompt: true, ...(thinking === undefined ? {} : { thinking }) });
  const [unsaid, on, off] = [prompt(), prompt(true), prompt(false)];
  if (on === off) return null;
  return unsaid === on ? true : unsaid === off ? false : null;
}

/** The probes this template writes, each with its prompt and the assistant's text. */
export function probeTexts(template: ChatTemplate): ProbeText[] {
  const tools = probeToolsFor(template);
  const out: ProbeText[] = [];
  for (const probe of PROBES) {
    const prompt = template.render({ messages: [USER], tools, addGenerationPrompt: true, thinking: probe.thinking });
    let failure: unknown = null;
    let rendered = false;
    for (const shape of SHAPES) {
      let full: string;
      try {
        full = template.render({ messages: [USER, assistantTurn(probe.message, shape)], tools, addGenerationPrompt: false, thinking: probe.thinking });
        rendered = true;
      } catch (e) {
        // A shape this template refuses: another may do.
        failure ??= e;
        continue;
      }
      let start = 0;
      while (start < prompt.length && start < full.length && prompt.charCodeAt(start) === full.charCodeAt(start)) start++;
      // The two part inside a tag (`<think>` and `<tool_calls>` share `<t`): the tag is the model's.
      const tagOpen = full.lastIndexOf("<", start - 1);
      if (start < prompt.length && tagOpen >= 0 && full.indexOf(">", tagOpen) >= start) start = tagOpen;
      start = pastPromptTail(prompt.slice(start), full, start);
      let text = full.slice(start);
      // The end of turn: the template's EOS where it writes one.
      if (template.eos !== "") {
        const end = text.indexOf(template.eos);
        if (end >= 0) text = text.slice(0, end);
      }
      // An object the engine wrote as JavaScript ("[object Map]"): this template wants the arguments as text.
      if (/\[object \w+\]/.test(text)) continue;
      // Arguments written as Python's str() of a dict ({'key': …}, what `arguments | string` gives an object):
      // the template expects them as JSON text, as servers hand them to such templates.
      if (!shape.argsAsText && writesDictRepr(probe.message, text)) continue;
      if (!sentinels(probe.message).every((s) => text.includes(s))) continue;
      // The prompt is what the conversation shares with the generation prompt: where the template's
      // assistant turn starts (a template that always opens <think> writes a turn without reasoning
      // from before its opener).
      out.push({ probe, prompt: full.slice(0, start), text });
      break;
    }
    // No shape of the turn renders: the template's failure, named once.
    if (!rendered && failure !== null) throw failure;
  }
  return out;
}

export interface ProbeVerdict {
  probe: string;
  /** parsing the template's text gives the message back */
  parsed: boolean;
  /** what it parsed to, when it did not */
  got?: Message;
  /**
   * `render` writes the template's text: "exact", up to "whitespace", up to JSON's spacing and key
   * order ("json"), or not ("differs", with render's text or error)
   */
  rendered: "exact" | "whitespace" | "json" | "closer" | "differs";
  renderedText?: string;
}

function normal(m: { reasoning?: string | null; content?: string | null; tool_calls?: readonly { name: string; arguments: unknown }[] }): string {
  const args = (a: unknown) => {
    if (typeof a !== "string") return a;
    try {
      return JSON.parse(a) as unknown;
    } catch {
      return a;
    }
  };
  return JSON.stringify({
    reasoning: m.reasoning?.trim() || null,
    content: m.content?.trim() || null,
    calls: (m.tool_calls ?? []).map((c) => [c.name, args(c.arguments)]),
  });
}

/** The texts of a dialect's turn markers. */
export function turnMarkers(d: Dialect): string[] {
  return d.ir.turnBoundaries.map((t) => d.ir.terminals[t]!.variants[0]!.map((p) => ("lit" in p ? p.lit : "")).join("")).filter((m) => m !== "");
}

/**
 * The assistant's turn by the dialect's turn markers: markers (and whitespace)
 * that open it belong to the prompt (a template whose history turn starts
 * before its generation prompt ends, `<｜Assistant｜>`), and the first marker
 * after text ends it.
 */
export function splitTurn(d: Dialect, t: ProbeText): { prompt: string; text: string } {
  const markers = turnMarkers(d);
  let start = 0;
  for (;;) {
    let p = start;
    while (p < t.text.length && /\s/.test(t.text[p]!)) p++;
    const m = markers.find((x) => t.text.startsWith(x, p));
    if (m === undefined) break;
    start = p + m.length;
  }
  let end = t.text.length;
  for (const m of markers) {
    const at = t.text.indexOf(m, start);
    if (at >= 0 && at < end) end = at;
  }
  return { prompt: t.prompt + t.text.slice(0, start), text: t.text.slice(start, end) };
}

/** What `d` makes of one probe's text: parsed back, and written by render. */
export function judge(d: Dialect, probeText: ProbeText): ProbeVerdict {
  const { prompt, text } = splitTurn(d, probeText);
  const t = { ...probeText, prompt, text };
  const got = parseCompleteFor(d, text, { tools: PROBE_TOOLS, prompt, thinking: t.probe.thinking });
  const parsed = normal(got) === normal(t.probe.message);
  let rendered: ProbeVerdict["rendered"] = "differs";
  let renderedText: string | undefined;
  const squash = (s: string) => s.replace(/\s+/g, "");
  // A message without reasoning is also tried with an empty block: a thinking model writes `<think></think>`
  // before an answer it did not think about, and render writes that for `reasoning: ""`.
  const messages = t.probe.message.reasoning ? [t.probe.message] : [t.probe.message, { ...t.probe.message, reasoning: "" }];
  for (const message of messages) {
    try {
      renderedText = renderFor(d, message, { tools: PROBE_TOOLS, thinking: promptOpensReasoning(d, t) });
      if (renderedText === text.trimEnd() || renderedText === text) rendered = "exact";
      else if (squash(renderedText) === squash(text)) rendered = "whitespace";
      else if (squash(canonicalJson(renderedText)) === squash(canonicalJson(text))) rendered = "json";
      else if (closedByRender(d, canonicalJson(renderedText), canonicalJson(text))) rendered = "closer";
    } catch (e) {
      if (!(e instanceof RenderError)) throw e;
      renderedText ??= e.message;
    }
    if (rendered !== "differs") break;
  }
  return { probe: t.probe.name, parsed, ...(parsed ? {} : { got }), rendered, ...(rendered === "differs" && renderedText !== undefined ? { renderedText } : {}) };
}

/**
 * Render's text is the template's and then a closer the template leaves out at the end of the turn
 * (DeepSeek V3's `<｜tool▁calls▁end｜>`): a marker of the dialect, which the parser reads either way.
 */
function closedByRender(d: Dialect, rendered: string, text: string): boolean {
  const squash = (s: string) => s.replace(/\s+/g, "");
  const [r, t] = [squash(rendered), squash(text)];
  if (!r.startsWith(t) || r === t) return false;
  const rest = r.slice(t.length);
  return d.ir.terminals.some((term) => term.variants.some((v) => literalText(v) === rest));
}

/** Whether the parser, given this prompt, starts the output in reasoning (render then writes no opener). */
function promptOpensReasoning(d: Dialect, t: ProbeText): boolean {
  const empty = parseCompleteFor(d, "x", { prompt: t.prompt, thinking: t.probe.thinking });
  return empty.reasoning !== null;
}

/** The text with every JSON object in it written canonically (keys sorted, no spacing), so key order and spacing compare equal. */
export function canonicalJson(text: string): string {
  let out = "";
  let p = 0;
  while (p < text.length) {
    const open = text.indexOf("{", p);
    if (open < 0) break;
    const close = jsonSpanEnd(text, open);
    let value: unknown;
    try {
      value = close < 0 ? undefined : JSON.parse(text.slice(open, close));
    } catch {
      value = undefined;
    }
    if (value === undefined) {
      out += text.slice(p, open + 1);
      p = open + 1;
      continue;
    }
    out += text.slice(p, open) + JSON.stringify(sortKeys(value));
    p = close;
  }
  return out + text.slice(p);
}

/** The end (exclusive) of the brace-balanced span at text[open], following strings; -1 if it does not close. */
export function jsonSpanEnd(text: string, open: number): number {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if ((c === "}" || c === "]") && --depth === 0) return i + 1;
  }
  return -1;
}

/** A JSON value with every object's keys sorted, so key order compares equal. */
export function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v !== null && typeof v === "object")
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  return v;
}
