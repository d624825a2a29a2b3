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
 *
 * Probes follow the template's rules: a template that raises on a
 * conversation is asking for something a real client would send, so each
 * probe is tried as the clients templates are written for send it (call ids
 * as `functions.NAME:N`, 9 alphanumeric characters, or `call_` and a UUID;
 * `content` "" or null; arguments as an object or as JSON text; thinking off
 * with and without `reasoning_effort: "none"`), and the first the template
 * accepts is used. A probe refused in every variant is reported, and counts
 * for and against no dialect.
 */
import type { Tool, RenderMessage } from "../../runtime/compiler-api.js";
import { oneLine, type ChatTemplate, type RenderContext } from "./chat-template.js";

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
 * The tools as the template is told of them: in full; for a template that
 * cannot describe nested schemas (a macro that walks them and trips on an
 * array), with flat ones; and for one that cannot describe tools at all as
 * Jinja2 renders it (llama.cpp's DeepSeek R1 template pipes a generator into
 * `tojson`, which Jinja2 refuses), with none: its history still writes the
 * calls. Parsing always uses the full schemas.
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
  [],
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
/** The question after the assistant's turn, in a probe that writes the turn in the history. */
const NEXT = { role: "user", content: "Probe question Ωmega again?" };

/**
 * Where the assistant's turn ends in a conversation that goes on with a next question: before the next
 * user turn's header, read off the generation prompt as what stands before the question there too (the
 * longest common suffix), and never before the turn's last sentinel.
 */
function beforeNextTurn(prompt: string, full: string, floor: number): number {
  const q = full.lastIndexOf(NEXT.content);
  const p = prompt.lastIndexOf(PROBE_QUESTION);
  if (q < 0 || p < 0) return -1;
  let k = 0;
  while (k < p && q - k - 1 >= floor && prompt[p - k - 1] === full[q - k - 1]) k++;
  return q - k;
}

/** How a client gives an assistant turn to a template: templates differ in what they accept. */
interface Client {
  /** arguments as JSON text (DeepSeek V3's template) rather than objects */
  argsAsText: boolean;
  /** a turn without content has content null (templates that write calls only then) rather than "" */
  nullContent: boolean;
  /** how call ids are spelled: Kimi's templates write them, Mistral's insist on 9 alphanumeric characters */
  ids: "functions" | "alphanumeric" | "uuid";
  /** thinking off is also said with `reasoning_effort: "none"` (where the template reads it) */
  effortOff: boolean;
  /**
   * The message's fields as the client's convention names them: reasoning as `reasoning_content` and
   * `reasoning` (vLLM, OpenRouter) or as `thinking` (Ollama; gpt-oss's, Command A Reasoning's and LFM2.5's
   * templates read it); a call turn's text as `content`, or as Cohere's `tool_plan`; content as a string,
   * or as a list of text parts.
   */
  convention: Convention;
}

/** How a client names an assistant turn's fields; the first is what most templates read. */
interface Convention {
  reasoning: "reasoning_content" | "thinking";
  /** a call turn's text (and, empty, its place) under `tool_plan` as well */
  plan: boolean;
  /** content as a list of `{type: "text", text}` parts */
  list: boolean;
}

/** The conventions, in the order tried: one is tried only where the message has what it names. */
const CONVENTIONS: Convention[] = [
  { reasoning: "reasoning_content", plan: false, list: false },
  { reasoning: "thinking", plan: false, list: false },
  { reasoning: "reasoning_content", plan: true, list: false },
  { reasoning: "thinking", plan: true, list: false },
  { reasoning: "reasoning_content", plan: false, list: true },
];

/** Whether the convention changes anything for this message (else it is not tried: the first one wrote it already). */
function conventionApplies(c: Convention, m: RenderMessage): boolean {
  if (c.reasoning === "thinking" && !m.reasoning) return false;
  if (c.plan && !m.tool_calls?.length) return false;
  if (c.list && !m.content) return false;
  return true;
}

const ID_STYLES: Client["ids"][] = ["functions", "alphanumeric", "uuid"];

/** Every client, in the order tried: the shapes most templates take first, then ids, then the effort switch. */
const CLIENTS: Client[] = CONVENTIONS.flatMap((convention) =>
  [true, false].flatMap((effortOff) =>
    ID_STYLES.flatMap((ids) => [false, true].flatMap((argsAsText) => [false, true].map((nullContent): Client => ({ argsAsText, nullContent, ids, effortOff, convention })))),
  ),
);

/** A call's id as the client spells it. */
function callId(client: Client, name: string, i: number): string {
  switch (client.ids) {
    case "functions":
      return `functions.${name}:${i}`;
    case "alphanumeric":
      return `Probe${String(i).padStart(4, "0")}`;
    case "uuid":
      return `call_${String(i).padStart(8, "0")}-7e57-4a11-9b0e-5e7171e10000`;
  }
}

/** What a client changed from the first way of asking, in words (for reports). */
function describeClient(client: Client): string {
  const said: string[] = [];
  if (client.ids !== "functions") said.push(client.ids === "alphanumeric" ? "ids of 9 alphanumeric characters" : "UUID ids");
  if (client.argsAsText) said.push("arguments as JSON text");
  if (client.nullContent) said.push("content null");
  if (!client.effortOff) said.push('no reasoning_effort "none"');
  if (client.convention.reasoning === "thinking") said.push("reasoning as thinking");
  if (client.convention.plan) said.push("the call's text as tool_plan");
  if (client.convention.list) said.push("content as a list of parts");
  return said.join(", ");
}

/** The assistant turn as this client sends it. */
function assistantTurn(m: RenderMessage, client: Client): Record<string, unknown> {
  const { convention } = client;
  const empty = client.nullContent ? null : "";
  const turn: Record<string, unknown> = { role: "assistant", content: m.content ? (convention.list ? [{ type: "text", text: m.content }] : m.content) : empty };
  if (m.reasoning) {
    if (convention.reasoning === "thinking") turn.thinking = m.reasoning;
    else {
      turn.reasoning_content = m.reasoning;
      turn.reasoning = m.reasoning;
    }
  }
  // Cohere's convention: a call turn's text is its plan, and its content is empty.
  if (convention.plan && m.tool_calls?.length) {
    turn.tool_plan = m.content ?? "";
    turn.content = empty;
  }
  if (m.tool_calls?.length) {
    turn.tool_calls = m.tool_calls.map((c, i) => ({
      id: callId(client, c.name, i),
      type: "function",
      function: { name: c.name, arguments: client.argsAsText ? JSON.stringify(c.arguments) : c.arguments },
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
  /** how the conversation was sent, where the template asked for other than the first way ("" otherwise) */
  client: string;
  /**
   * The same turn written before a next question, where the template writes it there too: templates
   * write the last assistant turn their own way at times (as a prefill to continue, without its calls),
   * and a turn in the history as the model wrote it.
   */
  later?: { prompt: string; text: string };
  /** the end of turn the template writes after every probe, where it has no known EOS (cut off by verdicts) */
  end?: string;
  /** the calls' ids, where the template writes them (render is then asked to write them too) */
  ids?: string[];
  /**
   * The generation prompt's tail past the part the conversation shares, where the history leaves it out
   * (Apriel 1.6's prompt ends "Here are my reasoning steps:\n", its history writes the reasoning bare): the
   * model writes after it, so the text is also read as following it.
   */
  promptTail?: string;
  /**
   * Other messages the template writes as this very text, by a rule of its own (gpt-oss's moves a call
   * turn's content to the analysis channel, where it writes reasoning): the text says no more than any of
   * them, so a dialect that reads it as one of them reads it right.
   */
  alike?: RenderMessage[];
}

/** The model's text: the probe's, less the end of turn a server stops at. */
export function ownText(t: ProbeText): string {
  return t.end !== undefined && t.text.trimEnd().endsWith(t.end) ? t.text.slice(0, t.text.lastIndexOf(t.end)) : t.text;
}

/** A probe the template raised on in every variant: not written by it, evidence for no dialect. */
export interface ProbeRefusal {
  probe: string;
  /** the template's first error, one line */
  why: string;
}

/** What a template writes for the probes. */
export interface TemplateProbes {
  texts: ProbeText[];
  refused: ProbeRefusal[];
  /** the probe tools as the template was told of them */
  tools: readonly Tool[];
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

/**
 * Where the history's assistant turn parts from the generation prompt: their common prefix, moved back to
 * the start of a tag they part inside (`<think>` and `<tool_calls>` share `<t`: the tag is the model's),
 * and on past the rest of the prompt where the history repeats it, whitespace aside.
 */
export function turnStart(prompt: string, full: string): number {
  let start = commonPrefix([prompt, full]);
  if (start < prompt.length) start = tagAround(full, start);
  return pastPromptTail(prompt.slice(start), full, start);
}

/** Where two texts that part at `at` in `text` part, moved back to the start of a tag they part inside (`<think>` and `<tool_calls>` share `<t`: the tag is the model's). */
function tagAround(text: string, at: number): number {
  const open = text.lastIndexOf("<", at - 1);
  return open >= 0 && text.indexOf(">", open) >= at ? open : at;
}

/** The text holds a call's arguments as Python writes a dict (`{'key': `), not as JSON. */
function writesDictRepr(m: RenderMessage, text: string): boolean {
  return (m.tool_calls ?? []).some((c) => {
    const first = Object.keys(c.arguments as Record<string, unknown>)[0];
    return first !== undefined && text.includes(`{'${first}': `);
  });
}

/** The generation prompt for the probes' user turn, as a client asks (thinking off said with an effort too, or not). */
export function probePrompt(template: ChatTemplate, tools: readonly Tool[], thinking: boolean | undefined, effortOff = true): string {
  // Every probe of a convention shares its prompt: rendered once per template, tools and switch.
  let byTools = prompts.get(template);
  if (!byTools) prompts.set(template, (byTools = new WeakMap()));
  let byCase = byTools.get(tools);
  if (!byCase) byTools.set(tools, (byCase = new Map()));
  const key = `${thinking}/${effortOff}`;
  let known = byCase.get(key);
  if (!known) {
    const context: RenderContext = { messages: [USER], tools, addGenerationPrompt: true, ...(thinking === undefined ? {} : { thinking }), effortOff };
    try {
      known = { prompt: template.render(context) };
    } catch (error) {
      known = { error };
    }
    byCase.set(key, known);
  }
  if ("error" in known) throw known.error;
  return known.prompt;
}

const prompts = new WeakMap<ChatTemplate, WeakMap<readonly Tool[], Map<string, { prompt: string } | { error: unknown }>>>();

/** The prompt, as the first way of saying thinking off the template accepts. */
function acceptedPrompt(template: ChatTemplate, tools: readonly Tool[], thinking: boolean | undefined): string {
  try {
    return probePrompt(template, tools, thinking, true);
  } catch (e) {
    if (thinking !== false) throw e;
    return probePrompt(template, tools, thinking, false);
  }
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

const thinkingPromptsOf = new WeakMap<ChatTemplate, { unsaid: string; on: string; off: string }>();

/**
 * The generation prompt without a thinking switch, with it on and with it off (as the first way of saying off
 * the template accepts); once per template, as detect and infer both ask.
 */
function thinkingPrompts(template: ChatTemplate): { unsaid: string; on: string; off: string } {
  let prompts = thinkingPromptsOf.get(template);
  if (prompts === undefined) {
    const tools = probeToolsFor(template);
    prompts = { unsaid: acceptedPrompt(template, tools, undefined), on: acceptedPrompt(template, tools, true), off: acceptedPrompt(template, tools, false) };
    thinkingPromptsOf.set(template, prompts);
  }
  return prompts;
}

/**
 * Whether the template thinks when a request does not say: its prompt without a thinking switch is
 * its prompt with thinking on (true) or off (false); null where the switch changes nothing.
 */
export function templateThinksByDefault(template: ChatTemplate): boolean | null {
  const { unsaid, on, off } = thinkingPrompts(template);
  if (on === off) return null;
  return unsaid === on ? true : unsaid === off ? false : null;
}

/** Whether the template's prompt changes with the request's thinking switch (one that raises on a switch has none). */
export function templateHasThinkingSwitch(template: ChatTemplate): boolean {
  try {
    const { on, off } = thinkingPrompts(template);
    return on !== off;
  } catch {
    return false;
  }
}

/** What a template wrote for one probe as one client sent it: the probe's text, or why it does not count. */
type Attempt = { text: ProbeText } | { refused: unknown } | { unwritten: true };

function attempt(template: ChatTemplate, tools: readonly Tool[], probe: Probe, client: Client, later = false): Attempt {
  let prompt: string;
  let full: string;
  try {
    prompt = probePrompt(template, tools, probe.thinking, client.effortOff);
    const messages = [USER, assistantTurn(probe.message, client), ...(later ? [NEXT] : [])];
    full = template.render({ messages, tools, addGenerationPrompt: false, thinking: probe.thinking, effortOff: client.effortOff });
  } catch (e) {
    return { refused: e };
  }
  let start = turnStart(prompt, full);
  if (full.indexOf(PROBE_QUESTION, start) >= 0) start = pastQuestion(template, tools, probe, client, later, full) ?? start;
  let text = full.slice(start);
  if (later) {
    const last = Math.max(...sentinels(probe.message).map((x) => full.lastIndexOf(x) + x.length));
    const end = beforeNextTurn(prompt, full, last);
    if (end < start) return { unwritten: true };
    text = full.slice(start, end);
  }
  // The end of turn: the template's EOS where it writes one.
  if (template.eos !== "") {
    const end = text.indexOf(template.eos);
    if (end >= 0) text = text.slice(0, end);
  }
  // An object the engine wrote as JavaScript ("[object Map]"): this template wants the arguments as text.
  if (/\[object \w+\]/.test(text)) return { unwritten: true };
  // Arguments written as Python's str() of a dict ({'key': …}, what `arguments | string` gives an object):
  // the template expects them as JSON text, as servers hand them to such templates.
  if (!client.argsAsText && writesDictRepr(probe.message, text)) return { unwritten: true };
  // Quotes written as HTML entities (`{&#34;name&#34;: …`): the template joined its text to the arguments' `tojson|safe`
  // markup, which escapes the other side, as it does only for an object; it expects the arguments as JSON text.
  if (!client.argsAsText && (probe.message.tool_calls?.length ?? 0) > 0 && /&#34;|&quot;/.test(text)) return { unwritten: true };
  if (!sentinels(probe.message).every((s) => text.includes(s))) return { unwritten: true };
  // The prompt is what the conversation shares with the generation prompt: where the template's
  // assistant turn starts (a template that always opens <think> writes a turn without reasoning
  // from before its opener).
  const ids = (probe.message.tool_calls ?? []).map((c, i) => callId(client, c.name, i));
  const written = ids.length > 0 && ids.every((id) => text.includes(id));
  const promptTail = prompt.startsWith(full.slice(0, start)) && !text.startsWith(prompt.slice(start)) ? prompt.slice(start) : "";
  return {
    text: { probe, prompt: full.slice(0, start), text, client: describeClient(client), ...(written ? { ids } : {}), ...(promptTail.trim() !== "" ? { promptTail } : {}) },
  };
}

/**
 * Where the assistant's text starts when the history writes the question's turn otherwise than the
 * generation prompt does, so that the two part before the question (Mistral templates put the system
 * prompt or the tools in the last user turn only, which the question's turn is in the prompt and is not once
 * an answer follows; mistral.rs's writes it there as a system prompt): where the conversation parts from
 * the same conversation with another answer, past the question. Null where that is not past the question.
 */
function pastQuestion(template: ChatTemplate, tools: readonly Tool[], probe: Probe, client: Client, later: boolean, full: string): number | null {
  const other = renderTurn(template, tools, probe, { content: OTHER_ANSWER }, client, later);
  if (other === null) return null;
  const start = tagAround(full, commonPrefix([full, other]));
  return full.indexOf(PROBE_QUESTION, start) < 0 ? start : null;
}

/** An answer no probe's text begins like: where a conversation with it parts from a probe's, the answer starts. */
const OTHER_ANSWER = "¤ another answer.";

/** The names a client gives reasoning by, each tried where a template's rule is looked for. */
const REASONING_FIELDS: readonly Convention["reasoning"][] = ["reasoning_content", "thinking"];

/** The client, naming reasoning by `reasoning`. */
function withReasoning(client: Client, reasoning: Convention["reasoning"]): Client {
  return { ...client, convention: { ...client.convention, reasoning } };
}

/** The conversation a client sends for a probe, rendered whole (null where the template refuses it). */
function renderTurn(template: ChatTemplate, tools: readonly Tool[], probe: Probe, message: RenderMessage, client: Client, later: boolean): string | null {
  try {
    const messages = [USER, assistantTurn(message, client), ...(later ? [NEXT] : [])];
    return template.render({ messages, tools, addGenerationPrompt: false, thinking: probe.thinking, effortOff: client.effortOff });
  } catch {
    return null;
  }
}

/**
 * The messages the template writes exactly as it writes the probe's, found by rendering: a turn's answer
 * given as its reasoning instead (in each convention a client names reasoning by), or a call's arguments
 * without their null members (a template that leaves out what is null). Where the template writes both
 * alike, which one the text stands for is the template's rule, not the dialect's reading.
 */
function writtenAlike(template: ChatTemplate, tools: readonly Tool[], probe: Probe, client: Client, later: boolean): RenderMessage[] {
  const m = probe.message;
  const calls = m.tool_calls ?? [];
  const stripped = calls.map((c) => ({ ...c, arguments: withoutNulls(c.arguments) as typeof c.arguments }));
  const hasNulls = JSON.stringify(stripped) !== JSON.stringify(calls);
  const movable = Boolean(m.content) && !m.reasoning;
  // Rendered only where there is another message to compare it with.
  if (!movable && !hasNulls) return [];
  const own = renderTurn(template, tools, probe, m, client, later);
  if (own === null) return [];
  const alike: RenderMessage[] = [];
  if (movable) {
    const moved: RenderMessage = { ...m, reasoning: m.content, content: null };
    const rendersAlike = REASONING_FIELDS.some((reasoning) => renderTurn(template, tools, probe, moved, withReasoning(client, reasoning), later) === own);
    if (rendersAlike || answerWrittenAsReasoning(template, tools, probe, client, later, own)) alike.push(moved);
  }
  if (hasNulls) {
    const lean: RenderMessage = { ...m, tool_calls: stripped };
    if (renderTurn(template, tools, probe, lean, client, later) === own) alike.push(lean);
  }
  return alike;
}

/**
 * Whether the template writes a call turn's text exactly as it writes reasoning: the call turn is the turn
 * without that text, with the text put first in the wrapper an answer turn's reasoning gets (the same lead
 * before the words, the same closer after). Unsloth's gpt-oss template puts a call turn's content in the
 * analysis channel and ignores `thinking` there, so the moved message does not render alike; a model it
 * trains writes those words as reasoning all the same. A lead an answer turn's answer gets too is no
 * wrapper: it cannot tell reasoning from answer.
 */
function answerWrittenAsReasoning(template: ChatTemplate, tools: readonly Tool[], probe: Probe, client: Client, later: boolean, own: string): boolean {
  const m = probe.message;
  const words = m.content;
  if (!words || !m.tool_calls?.length) return false;
  const bare = renderTurn(template, tools, probe, { ...m, content: null }, client, later);
  const answer: RenderMessage = { content: ANSWER_BESIDE_REASONING };
  const plain = renderTurn(template, tools, probe, answer, client, later);
  if (bare === null || plain === null) return false;
  return REASONING_FIELDS.some((reasoning) => {
    const reasoned = renderTurn(template, tools, probe, { ...answer, reasoning: words }, withReasoning(client, reasoning), later);
    if (reasoned === null) return false;
    const start = commonPrefix([own, bare, plain, reasoned]);
    const [at, inReasoned] = [own.indexOf(words, start), reasoned.indexOf(words, start)];
    if (at < 0 || inReasoned < 0) return false;
    const lead = own.slice(start, at);
    if (lead !== reasoned.slice(start, inReasoned) || lead === plain.slice(start, plain.indexOf(ANSWER_BESIDE_REASONING, start))) return false;
    // The closer: what follows the words in both, up to where the turn without them goes on.
    const rest = bare.slice(start);
    const closer = own.length - rest.length - (at + words.length);
    if (closer < 1 || !own.endsWith(rest)) return false;
    return own.slice(at + words.length, at + words.length + closer) === reasoned.slice(inReasoned + words.length, inReasoned + words.length + closer);
  });
}

/** The answer an answer turn carries beside the reasoning `answerWrittenAsReasoning` compares with. */
const ANSWER_BESIDE_REASONING = "Probe answer Ωmega beside.";

/** How many characters all the texts begin with alike. */
function commonPrefix(texts: readonly string[]): number {
  const [first, ...others] = texts;
  let n = 0;
  while (n < first!.length && others.every((t) => t[n] === first![n])) n++;
  return n;
}

/** A JSON value with every object member whose value is null left out, at any depth. */
function withoutNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutNulls);
  if (v === null || typeof v !== "object") return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([, x]) => x !== null)
      .map(([k, x]) => [k, withoutNulls(x)]),
  );
}

const probed = new WeakMap<ChatTemplate, TemplateProbes>();

/**
 * The probes this template writes, each with its prompt and the assistant's text, and those it refuses.
 * A template that refuses every probe cannot be rendered at all: its first error is thrown.
 */
export function probeTemplate(template: ChatTemplate): TemplateProbes {
  const known = probed.get(template);
  if (known) return known;
  const tools = probeToolsFor(template);
  const texts: ProbeText[] = [];
  const refused: ProbeRefusal[] = [];
  let first: unknown = null;
  for (const probe of PROBES) {
    let failure: unknown = null;
    let rendered = false;
    let found: ProbeText | null = null;
    // As the last turn, then (for a template that writes that one its own way) before a next question.
    for (const later of [false, true]) {
      for (const client of CLIENTS) {
        if (!conventionApplies(client.convention, probe.message)) continue;
        const a = attempt(template, tools, probe, client, later);
        if ("refused" in a) {
          failure ??= a.refused;
          continue;
        }
        rendered = true;
        if (!("text" in a)) continue;
        found = a.text;
        const alike = writtenAlike(template, tools, probe, client, later);
        if (alike.length > 0) found.alike = alike;
        if (!later) {
          const next = attempt(template, tools, probe, client, true);
          if ("text" in next && next.text.text !== a.text.text) found.later = { prompt: next.text.prompt, text: next.text.text };
        }
        break;
      }
      if (found) break;
    }
    if (found) texts.push(found);
    if (!rendered) {
      first ??= failure;
      refused.push({ probe: probe.name, why: oneLine(failure) });
    }
  }
  // Refusing every probe is not a rule a client could follow: the template's failure, named once.
  if (texts.length === 0 && refused.length === PROBES.length) throw first;
  const out = { texts: template.eos === "" ? withEndOfTurn(texts) : texts, refused, tools };
  probed.set(template, out);
  return out;
}

/**
 * A template without a known EOS still ends the assistant's turn with what it writes after the answer
 * (`</assistant>`, `<|end|>`): where every probe's last turn ends with that same marker, it is the end of
 * turn a server stops at, not the model's text: each text carries it as its `end`, which verdicts cut off
 * as the EOS would be (infer still reads it as the end of turn).
 */
function withEndOfTurn(texts: ProbeText[]): ProbeText[] {
  const content = texts.find((t) => t.probe.name === "content");
  if (!content) return texts;
  const sentinel = content.probe.message.content!;
  const end = content.text.slice(content.text.lastIndexOf(sentinel) + sentinel.length).trim();
  if (end === "" || /\s/.test(end) || !/[^\p{L}\p{N}]/u.test(end) || !texts.every((t) => t.text.trimEnd().endsWith(end))) return texts;
  return texts.map((t) => ({ ...t, end }));
}

/** The probes this template writes, each with its prompt and the assistant's text. */
export function probeTexts(template: ChatTemplate): ProbeText[] {
  return probeTemplate(template).texts;
}
