/**
 * What a dialect makes of a probe's text: parsed back to the probe's message
 * (arguments compared as JSON values, so key order is no evidence), and
 * written by `render` as the template writes it (exactly, up to whitespace,
 * up to JSON's spacing and key order, or but for a closer the template
 * leaves out).
 */
import { boundaryTexts, type Dialect, type Message, literalText, parseCompleteFor, RenderError, renderFor, type RenderMessage } from "../../runtime/compiler-api.js";
import { ownText, PROBE_TOOLS, type ProbeText } from "./template-probes.js";

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

/** The text without its whitespace: what "up to whitespace" compares. */
function squash(s: string): string {
  return s.replace(/\s+/g, "");
}

/** A message as evidence compares it: trimmed text, and each call's name and arguments as a JSON value. */
export function normal(m: { reasoning?: string | null; content?: string | null; tool_calls?: readonly { name: string; arguments: unknown }[] }): string {
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
    calls: (m.tool_calls ?? []).map((c) => [c.name, sortKeys(args(c.arguments))]),
  });
}

/**
 * The assistant's turn by the dialect's turn markers: markers (and whitespace)
 * that open it belong to the prompt (a template whose history turn starts
 * before its generation prompt ends, `<｜Assistant｜>`), and the first marker
 * after text ends it.
 */
export function splitTurn(d: Dialect, probeText: ProbeText): { prompt: string; text: string } {
  const t = { prompt: probeText.prompt, text: ownText(probeText) };
  const markers = boundaryTexts(d.ir);
  let start = 0;
  for (;;) {
    let p = start;
    while (p < t.text.length && /\s/.test(t.text[p]!)) p++;
    const m = markers.find((x) => t.text.startsWith(x, p));
    if (m === undefined) break;
    start = p + m.length;
    // After a turn's opener, the role's name (`<|im_start|>assistant\n`, `<|start_header_id|>assistant<|end_header_id|>`):
    // a template without a generation prompt leaves the header to the model, and it is the header still.
    const role = /^[A-Za-z_][\w-]*/.exec(t.text.slice(start));
    if (role && (/^\r?\n/.test(t.text.slice(start + role[0].length)) || markers.some((x) => t.text.startsWith(x, start + role[0].length)))) {
      start += role[0].length;
      if (t.text[start] === "\r") start++;
      if (t.text[start] === "\n") start++;
    }
  }
  let end = t.text.length;
  for (const m of markers) {
    const at = t.text.indexOf(m, start);
    if (at >= 0 && at < end) end = at;
  }
  return { prompt: t.prompt + t.text.slice(0, start), text: t.text.slice(start, end) };
}

/** What `d` makes of one probe's text (or, where the template writes the turn so, its text in the history): parsed back, and written by render. */
export function judge(d: Dialect, probeText: ProbeText): ProbeVerdict {
  return renderVerdict(d, readBack(d, probeText));
}

/** What `d` makes of the probe's text as given (its last turn): parsed back, and written by render. */
export function judgeText(d: Dialect, probeText: ProbeText): ProbeVerdict {
  return renderVerdict(d, readText(d, probeText));
}

/**
 * A probe's text as the dialect reads it back: the turn it read (prompt and text), what it parsed to, and the
 * message that is, if any. Reading is cheap beside rendering, so detect reads every dialect and renders only
 * those it may list.
 */
export interface ProbeReading {
  probeText: ProbeText;
  prompt: string;
  text: string;
  got: Message;
  /** the probe's message, or one the template writes alike, that the text parsed back to */
  message: RenderMessage | undefined;
  parsed: boolean;
}

/** The probe's text read back by `d`, or, where the template writes the last turn its own way, the turn as the history writes it. */
export function readBack(d: Dialect, probeText: ProbeText): ProbeReading {
  const reading = readText(d, probeText);
  if (reading.parsed || !probeText.later) return reading;
  const later = readText(d, { ...probeText, ...probeText.later });
  return later.parsed ? later : reading;
}

function readText(d: Dialect, probeText: ProbeText): ProbeReading {
  let { prompt, text } = splitTurn(d, probeText);
  // The probe's message, or one the template writes as the same text by a rule of its own.
  const meant = [probeText.probe.message, ...(probeText.alike ?? [])];
  const reads = (m: Message) => meant.find((x) => normal(m) === normal(x));
  let got = parseCompleteFor(d, text, { tools: PROBE_TOOLS, prompt, thinking: probeText.probe.thinking });
  let parsed = reads(got) !== undefined;
  // A turn marker that also opens a call (GigaChat's <|message_sep|> before "function call") is the model's:
  // the turn read whole, as the parser meets it, counts too.
  if (!parsed && (prompt !== probeText.prompt || text !== ownText(probeText))) {
    const own = ownText(probeText);
    const whole = parseCompleteFor(d, own, { tools: PROBE_TOOLS, prompt: probeText.prompt, thinking: probeText.probe.thinking });
    if (reads(whole) !== undefined) [prompt, text, got, parsed] = [probeText.prompt, own, whole, true];
  }
  // The model writes after the whole generation prompt, the tail the history leaves out included.
  if (!parsed && probeText.promptTail !== undefined) {
    const after = parseCompleteFor(d, text, { tools: PROBE_TOOLS, prompt: prompt + probeText.promptTail, thinking: probeText.probe.thinking });
    if (reads(after) !== undefined) [prompt, got, parsed] = [prompt + probeText.promptTail, after, true];
  }
  return { probeText, prompt, text, got, message: parsed ? reads(got) : undefined, parsed };
}

/** The reading's verdict: render writes the message the text was read as (else the probe's) as the template writes the text, or not. */
export function renderVerdict(d: Dialect, reading: ProbeReading, how: { sample?: boolean } = {}): ProbeVerdict {
  const { probeText, prompt, text, got, parsed } = reading;
  const t = { ...probeText, prompt, text };
  let rendered: ProbeVerdict["rendered"] = "differs";
  let renderedText: string | undefined;
  // A message without reasoning is also tried with an empty block: a thinking model writes `<think></think>`
  // before an answer it did not think about, and render writes that for `reasoning: ""`.
  // An empty block is also written as opened by the prompt (`</think>` alone, as DeepSeek V3.2's template
  // writes it after a prompt whose `<think>` the history spells apart).
  const opens = promptOpensReasoning(d, t);
  // The prompt the history shares, without a generation prompt's tail it leaves out.
  const tail = probeText.promptTail;
  const shared = tail !== undefined && prompt.endsWith(tail) ? prompt.slice(0, prompt.length - tail.length) : prompt;
  // The calls' ids where the template writes them, so render may write them where the dialect does.
  // Where the template writes ids of its own making (the last 9 characters, the call's number), the ids the
  // dialect reads from its text are those it wrote: an id the parser made up appears nowhere in the text.
  const read = got.tool_calls.map((c) => c.id);
  const ids = t.ids ?? (parsed && read.length > 0 && read.every((id) => text.includes(JSON.stringify(id)) || text.includes(`]${id}[`)) ? read : undefined);
  // Render writes the message the text was read as, where the template writes several alike.
  const message = reading.message ?? t.probe.message;
  const asked: RenderMessage = ids ? { ...message, tool_calls: message.tool_calls!.map((c, i) => ({ ...c, id: ids[i]! })) } : message;
  const tries: [RenderMessage, boolean][] = asked.reasoning
    ? [[asked, opens]]
    : [
        [asked, opens],
        [{ ...asked, reasoning: "" }, opens],
        [{ ...asked, reasoning: "" }, !opens],
      ];
  // The spellings the template shows, where the dialect has several: the turn's text, then (where the prompt the history
  // shares ends inside the turn's header, gpt-oss's `<|start|>assistant<|channel|>` before `final<|message|>`) the turn
  // as written from its start, the header's markers the prompt holds included.
  const header = turnHeader(d, shared);
  const samples = how.sample === false ? [undefined] : header.trim() === "" ? [text] : [text, header + text];
  for (const [message, thinking] of tries) {
    for (const like of samples) {
      try {
        renderedText = renderFor(d, message, { tools: PROBE_TOOLS, thinking, ...(like === undefined ? {} : { like }) });
        // Render writes the header's rest the prompt holds too: compared with the text as written from there.
        const asWritten = headerRest(header, renderedText, text) + text;
        if (renderedText === asWritten.trimEnd() || renderedText === asWritten) rendered = "exact";
        else if (squash(renderedText) === squash(asWritten)) rendered = "whitespace";
        else if (squash(canonicalJson(renderedText)) === squash(canonicalJson(asWritten))) rendered = "json";
        else if (closedByRender(d, canonicalJson(renderedText), canonicalJson(asWritten))) rendered = "closer";
      } catch (e) {
        if (!(e instanceof RenderError)) throw e;
        renderedText ??= e.message;
      }
      if (rendered !== "differs") break;
    }
    if (rendered !== "differs") break;
  }
  return { probe: t.probe.name, parsed, ...(parsed ? {} : { got }), rendered, ...(rendered === "differs" && renderedText !== undefined ? { renderedText } : {}) };
}

/** The prompt past its last turn marker: the header of the turn the model writes, as far as the prompt holds it. */
function turnHeader(d: Dialect, prompt: string): string {
  const from = Math.max(
    ...boundaryTexts(d.ir).map((m) => {
      const at = prompt.lastIndexOf(m);
      return at < 0 ? -1 : at + m.length;
    }),
  );
  return from < 0 ? "" : prompt.slice(from);
}

/**
 * The part of the turn's header the prompt holds and render wrote before the text: the longest suffix of the
 * prompt past its last turn marker that the rendering starts with, where the rendering does not start with the
 * text itself; "" otherwise.
 */
function headerRest(header: string, rendered: string, text: string): string {
  if (text === "" || rendered.startsWith(text.trimStart().slice(0, 1))) return "";
  for (let k = 0; k < header.length; k++) {
    if (rendered.startsWith(header.slice(k))) return header.slice(k);
  }
  return "";
}

/**
 * One text is the other and then a closer the other leaves out at the end of the turn: a marker of the
 * dialect, which the parser reads either way. The template may leave it out (DeepSeek V3's
 * `<｜tool▁calls▁end｜>`, which render writes) or write one render does not (Gemma 4's template ends a
 * turn of calls with `<|tool_response>`).
 */
function closedByRender(d: Dialect, rendered: string, text: string): boolean {
  const [r, t] = [squash(rendered), squash(text)];
  const [long, short] = r.length > t.length ? [r, t] : [t, r];
  if (!long.startsWith(short) || long === short) return false;
  const rest = long.slice(short.length);
  return d.ir.terminals.some((term) => term.variants.some((v) => literalText(v) === rest));
}

/** Whether the parser, given this prompt, starts the output in reasoning (render then writes no opener). */
function promptOpensReasoning(d: Dialect, t: ProbeText): boolean {
  const empty = parseCompleteFor(d, "x", { prompt: t.prompt, thinking: t.probe.thinking });
  return empty.reasoning !== null;
}

/** The text with every JSON object in it written canonically (keys sorted, no spacing), so key order and spacing compare equal. */
function canonicalJson(text: string): string {
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
