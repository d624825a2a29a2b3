/**
 * A response template read as a `.dialect` grammar: the second front end.
 * The template's regions become states, its delimiters terminals, its
 * content parsers and transforms the channel that reads a call's arguments;
 * the grammar text then goes through the usual front end (checks, lowering),
 * so a response template is the same IR as a grammar and runs on both
 * engines. `dialectc import` writes this text for an author to keep.
 *
 * What the IR cannot express is a `ResponseTemplateError` naming the field
 * and the key; the readings that differ from transformers' parser (which
 * keeps the last segment of a field written twice, where dialectc streams
 * both, for one) are listed in docs/response-templates.md.
 */
import { distinct, literalSpellings, PatternError, readPattern, type Item, type Spelling } from "./pattern.js";
import { implicitField, PLACEHOLDER, ResponseTemplateError, type ResponseField, type ResponseTemplate } from "./template.js";

/** The message fields a dialect writes, by the names response templates give them. */
const REASONING_FIELDS = new Set(["thinking", "reasoning_content", "reasoning"]);

type Role = "content" | "reasoning" | "calls";

function roleOf(f: ResponseField): Role {
  if (f.name === "content") return "content";
  if (REASONING_FIELDS.has(f.name)) return "reasoning";
  if (f.name === "tool_calls") return "calls";
  throw new ResponseTemplateError(
    `fields.${f.name}: a dialect writes content, reasoning (thinking or reasoning_content) and tool_calls; '${f.name}' has no place in the message it writes`,
  );
}

/** Where a call's name comes from: a group of the opener, or the transform's literal name (`"name": "set_alarm"`). */
type NameFrom = { group: string } | { literal: string };

/** The name as a tool_start argument: the capture, or the fixed string. */
const nameArg = (n: NameFrom) => ("group" in n ? captureName(n.group) : JSON.stringify(n.literal));

/** How a call's arguments are read, from the field's content parser and transform. */
type CallForm =
  /** `wrappers`: keys whose object holds the call (a dotted placeholder's first keys, `{fn.name}`'s `fn`) */
  | { form: "envelope"; nameKey: string; argsKey: string; array: boolean; wrappers: string[] }
  | { form: "json"; nameCapture: NameFrom; quote: string | null }
  /** parameters as tags (xml-inline), or as `key: value` lines (kv-lines: `paramEnd` empty, a value ends at the next line's key) */
  | {
      form: "params";
      nameCapture: NameFrom;
      param: Spelling[];
      paramEnd: Spelling[];
      keyCapture: string;
      encoding: "string" | "json" | "schema";
      trim: boolean;
      /** merge_duplicates: a key written again gathers its values into a list */
      merge: boolean;
    };

function spellingsOf(where: string, literal: string[] | undefined, pattern: string | undefined): Spelling[] | null {
  if (literal) return literalSpellings(literal);
  if (pattern === undefined) return null;
  try {
    return readPattern(pattern);
  } catch (e) {
    if (e instanceof PatternError) throw new ResponseTemplateError(`${where}: ${e.message}`);
    throw e;
  }
}

const placeholder = (v: unknown): string | null => (typeof v === "string" ? (PLACEHOLDER.exec(v)?.[1] ?? null) : null);

function captureNames(spellings: Spelling[]): Set<string> {
  const names = new Set<string>();
  for (const s of spellings) for (const i of s) if (i.kind === "capture" && i.name !== null) names.add(i.name);
  return names;
}

function callForm(f: ResponseField, open: Spelling[]): CallForm {
  const where = `fields.${f.name}`;
  const t = f.transform;
  // No transform: the region holds the call as an object, {"name": …, "arguments": …} (vLLM reads it so).
  if (t === null && f.content === "json" && !f.transformEach) return { form: "envelope", nameKey: "name", argsKey: "arguments", array: false, wrappers: [] };
  if (typeof t !== "object" || t === null || Array.isArray(t)) {
    throw new ResponseTemplateError(`${where}.transform: a call needs a transform that writes {"type": "function", "function": …}`);
  }
  const extra = Object.keys(t).filter((k) => k !== "type" && k !== "function");
  if (extra.length > 0)
    throw new ResponseTemplateError(`${where}.transform: the key${extra.length > 1 ? "s" : ""} ${extra.join(", ")} of a call cannot be read (only type and function)`);
  const { type, function: fn } = t as { type?: unknown; function?: unknown };
  if (type !== undefined && type !== "function") throw new ResponseTemplateError(`${where}.transform.type: a call's type is "function", not ${JSON.stringify(type)}`);
  const args = f.contentArgs;
  const jsonArgs = () => {
    const unknown = Object.keys(args).filter((k) => !["unquoted_keys", "string_delims", "allow_non_json"].includes(k));
    if (unknown.length > 0) throw new ResponseTemplateError(`${where}.content_args: ${unknown.join(", ")} cannot be read for json`);
  };
  // {"function": "{content}"}: the region holds the whole call, {"name": …, "arguments": …}.
  if (placeholder(fn) === "content" && !f.transformEach) {
    if (f.content !== "json") throw new ResponseTemplateError(`${where}.content: a region holding a whole call must be json`);
    jsonArgs();
    return { form: "envelope", nameKey: "name", argsKey: "arguments", array: false, wrappers: [] };
  }
  if (typeof fn !== "object" || fn === null || Array.isArray(fn))
    throw new ResponseTemplateError(`${where}.transform.function: expected "{content}" or {"name": …, "arguments": …}`);
  const extraFn = Object.keys(fn).filter((k) => k !== "name" && k !== "arguments");
  if (extraFn.length > 0) throw new ResponseTemplateError(`${where}.transform.function: the key${extraFn.length > 1 ? "s" : ""} ${extraFn.join(", ")} cannot be read`);
  const nameRaw = (fn as { name?: unknown }).name;
  const argsFrom = placeholder((fn as { arguments?: unknown }).arguments);
  // A literal name (`"name": "set_alarm"`): every call the region holds is that function's.
  const literal = placeholder(nameRaw) === null && typeof nameRaw === "string" && nameRaw !== "" && !f.transformEach ? nameRaw : null;
  const name = literal ?? placeholder(nameRaw);
  if (name === null || argsFrom === null)
    throw new ResponseTemplateError(`${where}.transform.function: the name must be a {placeholder} or a literal name, and the arguments a {placeholder}`);
  if (f.transformEach) {
    // A JSON list of calls, each element's keys named by the placeholders (dotted: keys of an object inside it).
    if (f.content !== "json") throw new ResponseTemplateError(`${where}.transform_each: a list of calls must be json whose elements' keys the placeholders name`);
    jsonArgs();
    return { form: "envelope", ...keyPaths(`${where}.transform.function`, name, argsFrom), array: true };
  }
  const content = /^content\.(\w+(?:\.\w+)*)$/;
  if (literal === null && content.test(name) && content.test(argsFrom)) {
    if (f.content !== "json") throw new ResponseTemplateError(`${where}.content: a call read from the region's keys must be json`);
    jsonArgs();
    return { form: "envelope", ...keyPaths(`${where}.transform.function`, content.exec(name)![1]!, content.exec(argsFrom)![1]!), array: false };
  }
  if (argsFrom !== "content")
    throw new ResponseTemplateError(
      `${where}.transform.function.arguments: ${JSON.stringify(`{${argsFrom}}`)} cannot be read (the region's content, or a key of it, holds the arguments)`,
    );
  const from: NameFrom = literal !== null ? { literal } : { group: name };
  if (literal === null && !captureNames(open).has(name)) throw new ResponseTemplateError(`${where}.transform.function.name: {${name}} is not a group of the open_pattern`);
  if (literal === null && open.some((s) => !s.some((i) => i.kind === "capture" && i.name === name))) {
    throw new ResponseTemplateError(`${where}.open_pattern: an alternative without the group '${name}' opens a call with no name`);
  }
  if (f.content === "json") {
    jsonArgs();
    const delims = args.string_delims;
    let quote: string | null = null;
    if (delims !== undefined) {
      const pairs = Array.isArray(delims) ? delims : [];
      const ok = pairs.length === 1 && Array.isArray(pairs[0]) && pairs[0].length === 2 && typeof pairs[0][0] === "string" && pairs[0][0] === pairs[0][1];
      if (!ok || args.unquoted_keys !== true)
        throw new ResponseTemplateError(`${where}.content_args.string_delims: read only as one token that opens and closes strings, with unquoted_keys`);
      quote = pairs[0][0] as string;
    } else if (args.unquoted_keys === true) throw new ResponseTemplateError(`${where}.content_args.unquoted_keys: read only with string_delims (Gemma 4's quoted JSON)`);
    return { form: "json", nameCapture: from, quote };
  }
  if (f.content === "xml-inline") return { form: "params", nameCapture: from, ...paramsForm(where, args) };
  if (f.content === "kv-lines") return { form: "params", nameCapture: from, ...linesForm(where, args) };
  throw new ResponseTemplateError(`${where}.content: '${f.content}' arguments cannot be read as they stream (json, xml-inline or kv-lines can)`);
}

/**
 * Dotted placeholders (`{fn.name}`, `{fn.args}`): the last key holds the value, the keys before it objects the call
 * sits in, which the envelope reads into as it reads into OpenAI's `{"function": {…}}`.
 */
function keyPaths(where: string, name: string, args: string): { nameKey: string; argsKey: string; wrappers: string[] } {
  const n = name.split(".");
  const a = args.split(".");
  if ([...n, ...a].some((k) => k === "")) throw new ResponseTemplateError(`${where}: a dotted placeholder names keys (an empty one cannot be read)`);
  return { nameKey: n[n.length - 1]!, argsKey: a[a.length - 1]!, wrappers: [...new Set([...n.slice(0, -1), ...a.slice(0, -1)])] };
}

/** A value parser's encoding: json (allow_non_json), text, or none (typed by the tools). */
function valueEncoding(where: string, vp: unknown): "string" | "json" | "schema" {
  if (vp === undefined) return "schema";
  const p = vp as { name?: unknown; args?: Record<string, unknown> };
  if (p.name === "json" && p.args?.allow_non_json === true) return "json";
  if (p.name === "text" || p.name === undefined) return "string";
  throw new ResponseTemplateError(`${where}.content_args.value_parser: ${JSON.stringify(vp)} cannot be read (json with allow_non_json, or text)`);
}

/**
 * kv-lines' `key: value` lines: a line's key (up to the separator) opens its value, which runs to the next
 * line's key or the region's closer; a space after the separator and the newline before the closer are dropped,
 * as the parser strips them (other spaces stay the value's). A line without the separator stays in the value
 * before it, where the parser skips it.
 */
function linesForm(where: string, args: Record<string, unknown>): Omit<Extract<CallForm, { form: "params" }>, "form" | "nameCapture"> {
  const unknown = Object.keys(args).filter((k) => !["kv_sep", "line_sep", "value_parser", "strip"].includes(k));
  if (unknown.length > 0) throw new ResponseTemplateError(`${where}.content_args: ${unknown.join(", ")} cannot be read for kv-lines`);
  if (args.line_sep !== undefined && args.line_sep !== "\n") throw new ResponseTemplateError(`${where}.content_args.line_sep: only "\\n" separates lines as they stream`);
  if (args.strip === false) throw new ResponseTemplateError(`${where}.content_args.strip: kv-lines without strip cannot be read (a key's and a value's spaces are dropped)`);
  const sep = args.kv_sep ?? ":";
  if (typeof sep !== "string" || sep === "" || sep.includes("\n")) throw new ResponseTemplateError(`${where}.content_args.kv_sep: a separator is literal text on one line`);
  const key: Item = { kind: "capture", name: "key", excluding: `\n${sep[0]}`, max: 128 };
  // One space after the separator is dropped (the longer spelling wins); a value's other spaces are its own, so any value can be written.
  const param: Spelling[] = [
    [{ kind: "lit", text: "\n" }, key, { kind: "lit", text: `${sep} ` }],
    [{ kind: "lit", text: "\n" }, key, { kind: "lit", text: sep }],
  ];
  return { param, paramEnd: [], keyCapture: "key", encoding: valueEncoding(where, args.value_parser), trim: true, merge: false };
}

/** xml-inline's tag pattern, split at its value group into the marker that opens a value and the one that closes it. */
function paramsForm(where: string, args: Record<string, unknown>): Omit<Extract<CallForm, { form: "params" }>, "form" | "nameCapture"> {
  if (args.merge_duplicates !== undefined && typeof args.merge_duplicates !== "boolean")
    throw new ResponseTemplateError(`${where}.content_args.merge_duplicates: must be a bool, got ${typeof args.merge_duplicates}`);
  const unknown = Object.keys(args).filter((k) => !["tag_pattern", "value_parser", "merge_duplicates"].includes(k));
  if (unknown.length > 0) throw new ResponseTemplateError(`${where}.content_args: ${unknown.join(", ")} cannot be read for xml-inline`);
  if (typeof args.tag_pattern !== "string") throw new ResponseTemplateError(`${where}.content_args.tag_pattern: xml-inline needs a tag_pattern`);
  const spellings = spellingsOf(`${where}.content_args.tag_pattern`, undefined, args.tag_pattern)!;
  const param: Spelling[] = [];
  const paramEnd: Spelling[] = [];
  let trim = false;
  for (const s of spellings) {
    const at = s.findIndex((i) => i.kind === "capture" && i.name === "value");
    const key = s.findIndex((i) => i.kind === "capture" && i.name === "key");
    if (at < 0 || key < 0 || key > at) throw new ResponseTemplateError(`${where}.content_args.tag_pattern: each alternative needs a group 'key' and, after it, a group 'value'`);
    let before = s.slice(0, at);
    let after = s.slice(at + 1);
    // `\s*` around the value reads as a newline dropped at each end (a value's own spaces stay, so any value can be written).
    if (before[before.length - 1]?.kind === "ws") {
      trim = true;
      before = before.slice(0, -1);
    }
    if (after[0]?.kind === "ws") {
      trim = true;
      after = after.slice(1);
    }
    if (after.length === 0 || after.some((i) => i.kind === "capture")) throw new ResponseTemplateError(`${where}.content_args.tag_pattern: a value must end at literal text`);
    param.push(before);
    paramEnd.push(after);
  }
  return {
    param: distinct(param),
    paramEnd: distinct(paramEnd),
    keyCapture: "key",
    encoding: valueEncoding(where, args.value_parser),
    trim,
    merge: args.merge_duplicates === true,
  };
}

/** Writes grammar text. */
class GrammarWriter {
  private readonly classes = new Map<string, string>();
  readonly terminals: string[] = [];
  private readonly used = new Set<string>();

  /** A class for a capture that ends at `excluding` (and at the literal after it). */
  classFor(excluding: string, max: number): string {
    const key = `${max}:${excluding}`;
    let name = this.classes.get(key);
    if (!name) {
      name = `run${this.classes.size + 1}`;
      this.classes.set(key, name);
    }
    return name;
  }

  classLines(): string[] {
    return [...this.classes].map(([key, name]) => {
      const [max, ...rest] = key.split(":");
      return `class ${name} max ${max} excluding ${JSON.stringify(rest.join(":"))}`;
    });
  }

  /** Declares a terminal from its spellings (already checked); returns its name. */
  terminal(base: string, spellings: Spelling[], comment: string): string {
    let name = base;
    for (let n = 2; this.used.has(name); n++) name = `${base}_${n}`;
    this.used.add(name);
    const runs = { n: 0 };
    const variants = spellings.map((s) => s.map((i) => this.piece(i, runs)).join(" "));
    this.terminals.push(`terminal ${name} ${variants.join(" | ")}  // ${comment}`);
    return name;
  }

  private piece(i: Item, runs: { n: number }): string {
    if (i.kind === "lit") return JSON.stringify(i.text);
    if (i.kind === "ws") return "ws";
    if (i.kind === "capture") return `${i.name === null ? `run_${++runs.n}` : captureName(i.name)}:${this.classFor(i.excluding, i.max)}`;
    throw new Error(`unreachable: ${i.kind}`);
  }
}

/** Captures are prefixed, so a template's group name never meets one of the grammar's words. */
const captureName = (group: string) => `g_${group}`;

/** Checks a delimiter's spellings: what a terminal can be. `^` and `$` are said apart (`opensAtStart`, `closesAtEnd`). */
function delimiter(
  where: string,
  spellings: Spelling[],
  kind: "open" | "close" | "anchor",
  homeDrops = false,
): { spellings: Spelling[]; atStart: boolean; atEnd: boolean; beforeStart: number } {
  let atStart = false;
  let atEnd = false;
  // Python tries alternatives in order: those before `^` are matched first at the start (`(?:<think>|^)`
  // takes a leading `<think>` as the opener, `(?:^|<think>)` leaves it to the region's text).
  let beforeStart = 0;
  const out: Spelling[] = [];
  for (let s of spellings) {
    if (s.length === 1 && s[0]!.kind === "start" && kind === "open") {
      if (!atStart) beforeStart = out.length;
      atStart = true;
      continue;
    }
    if (s.length >= 1 && s[0]!.kind === "end" && s.every((i) => i.kind === "end" || i.kind === "ws") && kind === "close") {
      atEnd = true;
      continue;
    }
    if (s.some((i) => i.kind === "start" || i.kind === "end")) throw new ResponseTemplateError(`${where}: ^ and $ may only stand alone as an alternative`);
    // Whitespace before a delimiter is swallowed with it in transformers; dialectc drops it by its whitespace policy.
    while (s[0]?.kind === "ws") s = s.slice(1);
    // A run before an opener (`[^<]*<|x|>`) swallows text outside every region; where that text is dropped anyway, the opener alone says the same.
    if (kind === "open" && homeDrops && s[0]?.kind === "capture" && s[0].name === null) s = s.slice(1);
    if (s.length === 0) throw new ResponseTemplateError(`${where}: an alternative that matches nothing`);
    if (s[0]!.kind !== "lit") throw new ResponseTemplateError(`${where}: an alternative must begin with literal text, not a group`);
    for (let i = 0; i < s.length; i++) {
      const item = s[i]!;
      if (item.kind !== "capture") continue;
      // A literal ends the capture; optional whitespace may come between them (`(?P<name>[^ <]+)\s*<x>`).
      const next = s[i + 1]?.kind === "ws" ? s[i + 2] : s[i + 1];
      if (next?.kind !== "lit")
        throw new ResponseTemplateError(`${where}: the group ${item.name ?? "(a run)"} must be followed by literal text (a capture ends where the next literal begins)`);
      if (kind !== "open" && item.name !== null) throw new ResponseTemplateError(`${where}: a named group here is never used (only an open_pattern's groups reach the transform)`);
    }
    out.push(s);
  }
  return { spellings: out, atStart, atEnd, beforeStart };
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A spelling without the newline (and optional whitespace) it ends with. */
function withoutTrailingNewline(s: Spelling): Spelling {
  const out = [...s];
  while (out[out.length - 1]?.kind === "ws") out.pop();
  const last = out[out.length - 1];
  if (last?.kind === "lit") {
    const text = last.text.replace(/[ \t]*\n$/, "");
    if (text === "") out.pop();
    else out[out.length - 1] = { kind: "lit", text };
  }
  return out;
}

/** An opener that ends with its name group (whitespace aside): the part before the name, or null. */
function trailingName(s: Spelling): { prefix: Spelling; name: string } | null {
  let end = s.length;
  while (end > 0) {
    const item = s[end - 1]!;
    if (item.kind === "ws" || (item.kind === "lit" && item.text.trim() === "")) end--;
    else break;
  }
  const last = s[end - 1];
  if (last?.kind !== "capture" || last.name === null) return null;
  const prefix = s.slice(0, end - 1);
  return prefix.some((i) => i.kind === "capture") ? null : { prefix, name: last.name };
}

/**
 * An opener whose name group is followed by a run and a literal (`(?P<name>\w+).*?<\|message\|>`, gpt-oss's): the
 * run may hold the literal's first character (`<|constrain|>json`), which a capture cannot, so the opener is read in
 * two: the part up to the character that ends the name (`head`), then a state that drops text up to the literal
 * (`until`). Spellings without the run (`direct`) open the call at once. Null where the opener has no such run.
 */
function skipForm(spellings: Spelling[]): { direct: Spelling[]; heads: Spelling[]; until: string } | null {
  const direct: Spelling[] = [];
  const heads: Spelling[] = [];
  let until: string | null = null;
  for (const s of spellings) {
    const n = s.length;
    const run = s[n - 2];
    const last = s[n - 1];
    if (n >= 4 && run?.kind === "capture" && run.name === null && run.excluding === "" && last?.kind === "lit" && s[n - 3]?.kind === "lit" && s[n - 4]?.kind === "capture") {
      if (until !== null && until !== last.text) return null;
      until = last.text;
      heads.push(s.slice(0, n - 2));
    } else if (s.some((i) => i.kind === "capture" && i.name === null)) return null;
    else direct.push(s);
  }
  return until === null ? null : { direct, heads, until };
}

/**
 * The grammar being written, shared by the steps that write it: its terminals (through `w`), states,
 * transitions, absorbs and policies, and the home state, which holds the text outside every region (the
 * implicit field's, or nothing).
 */
interface Draft {
  w: GrammarWriter;
  policies: string[];
  absorbs: string[];
  states: string[];
  transitions: string[];
  home: string;
  /** the field without an opener, whose text is the text outside every region */
  implicit: ResponseField | undefined;
}

const stateOf = (f: ResponseField) => `f_${f.name}`;

/** The grammar text for a response template, named `name`; `source` is said in its header comment. */
export function grammarFromTemplate(t: ResponseTemplate, name: string, source: string): string {
  if (!IDENT.test(name)) throw new ResponseTemplateError(`the dialect name '${name}' must be letters, digits and _ (not starting with a digit)`);
  const otherDefaults = Object.keys(t.defaults).filter((k) => !(k === "role" && t.defaults[k] === "assistant"));
  if (otherDefaults.length > 0) throw new ResponseTemplateError(`defaults: ${otherDefaults.join(", ")} cannot be read (a dialect's message starts with role "assistant" only)`);
  const w = new GrammarWriter();
  const ANCHOR = anchorTerminal(t, w);
  const byRole = fieldsByRole(t);
  const implicit = implicitField(t);
  if (implicit && roleOf(implicit) === "calls") throw new ResponseTemplateError(`fields.${implicit.name}: calls need an opener (open or open_pattern)`);
  const home = implicit ? stateOf(implicit) : "outside";
  // transformers reads a call of any name; an imported template reads as transformers does.
  const policies = ["policy validate_tool_names = false   // transformers reads calls to any name"];
  const d: Draft = { w, policies, absorbs: [], states: [], transitions: [], home, implicit };
  if (!implicit) d.states.push(`state outside   : discard(stray = dropped)   // text outside every region is dropped (no field without an opener)`);
  const initial = textRegions(d, byRole.get("reasoning"), byRole.get("content"));
  if (implicit && roleOf(implicit) === "reasoning") {
    throw new ResponseTemplateError(`fields.${implicit.name}: reasoning as the text outside every region cannot be read (give it an opener, or make content the implicit field)`);
  }
  if (implicit && roleOf(implicit) === "content") d.states.unshift(`state ${home} : text`);
  const callField = byRole.get("calls");
  if (callField) callRegion(d, callField);
  // The implicit field with `join`: each return to it starts a segment, joined to the last by the separator.
  if (implicit && roleOf(implicit) === "content" && implicit.join !== null) {
    for (let i = 0; i < d.transitions.length; i++) {
      const m = /^(\S+) (\S+) -> (\S+)( : (.*))?$/.exec(d.transitions[i]!);
      if (m && m[3] === home && m[1] !== home) d.transitions[i] = `${m[1]} ${m[2]} -> ${home} : ${m[5] ? m[5] + ", " : ""}content_start`;
    }
  }
  return grammarText(d, name, source, ANCHOR, initial);
}

/** The turn marker's terminal, from start_anchor or start_anchor_pattern: literal only. */
function anchorTerminal(t: ResponseTemplate, w: GrammarWriter): string {
  const anchorSpellings = spellingsOf("start_anchor_pattern", t.startAnchor, t.startAnchorPattern)!;
  const anchor = delimiter(t.startAnchor ? "start_anchor" : "start_anchor_pattern", anchorSpellings, "anchor");
  if (anchor.spellings.some((s) => s.some((i) => i.kind === "capture")))
    throw new ResponseTemplateError("start_anchor_pattern: a group in the anchor cannot be read (turn markers are literal)");
  return w.terminal("ANCHOR", anchor.spellings, t.startAnchor ? "start_anchor" : "start_anchor_pattern");
}

/** The template's fields by the role each has in a message, one of each at most; reasoning and content are text. */
function fieldsByRole(t: ResponseTemplate): Map<Role, ResponseField> {
  const byRole = new Map<Role, ResponseField>();
  for (const f of t.fields) {
    const role = roleOf(f);
    if (byRole.has(role)) throw new ResponseTemplateError(`fields.${f.name}: a second ${role} field (after ${byRole.get(role)!.name})`);
    byRole.set(role, f);
    if (role !== "calls" && f.content !== "text") throw new ResponseTemplateError(`fields.${f.name}.content: ${role} is text, not '${f.content}'`);
    if (role !== "calls") {
      const unknown = Object.keys(f.contentArgs).filter((k) => k !== "strip");
      if (unknown.length > 0) throw new ResponseTemplateError(`fields.${f.name}.content_args: ${unknown.join(", ")} cannot be read for text`);
    }
  }
  return byRole;
}

/** The reasoning and content regions, with their policies; returns the initial state (a region that opens at ^ starts the output). */
function textRegions(d: Draft, reasoningField: ResponseField | undefined, contentField: ResponseField | undefined): string {
  let initial = d.home;
  for (const f of [reasoningField, contentField]) {
    if (!f) continue;
    const role = roleOf(f);
    if (f !== d.implicit) d.states.push(`state ${stateOf(f)} : ${role === "reasoning" ? "reasoning" : "text"}`);
    textPolicies(d, f, [reasoningField, contentField]);
    const opens = textRegion(d, f);
    if (opens) initial = opens;
  }
  return initial;
}

/** A text field's policies: whether its whitespace is stripped, and the separator its blocks are joined with (one for both fields). */
function textPolicies(d: Draft, f: ResponseField, both: (ResponseField | undefined)[]): void {
  const strip = f.contentArgs.strip !== false;
  if (roleOf(f) === "content") d.policies.push(`policy content_whitespace = ${strip ? "trim" : "keep"}   // fields.${f.name}.content_args.strip`);
  else d.policies.push(`policy strip_trailing_reasoning_whitespace = ${strip}   // fields.${f.name}.content_args.strip`);
  if (f.join === null) return;
  const other = both.find((g) => g && g !== f && g.join !== null && g.join !== f.join);
  if (other)
    throw new ResponseTemplateError(`fields.${f.name}.join: ${JSON.stringify(f.join)} differs from fields.${other.name}.join, and a dialect joins every block with one separator`);
  if (!d.policies.some((p) => p.startsWith("policy block_separator"))) d.policies.push(`policy block_separator = ${JSON.stringify(f.join)}   // fields.${f.name}.join`);
}

/** A text field's opener and closer as transitions from and back to home; returns the state the output starts in where it opens at ^, else null. */
function textRegion(d: Draft, f: ResponseField): string | null {
  const { w, home } = d;
  const role = roleOf(f);
  const open = spellingsOf(`fields.${f.name}.${f.open ? "open" : "open_pattern"}`, f.open, f.openPattern);
  const close = spellingsOf(`fields.${f.name}.${f.close ? "close" : "close_pattern"}`, f.close, f.closePattern);
  const closeKey = `fields.${f.name}.${f.close ? "close" : "close_pattern"}`;
  if (f === d.implicit) {
    // The implicit field's close ends its segment, and the next text starts another: the marker is dropped.
    if (close) {
      const c = delimiter(closeKey, close, "close");
      if (c.spellings.length > 0) d.absorbs.push(`absorb ${w.terminal(`${f.name.toUpperCase()}_CLOSE`, c.spellings, closeKey)} in ${home}`);
    }
    return null;
  }
  const openKey = `fields.${f.name}.${f.open ? "open" : "open_pattern"}`;
  const o = delimiter(openKey, open!, "open", !d.implicit);
  if (captureNames(o.spellings).size > 0) throw new ResponseTemplateError(`${openKey}: a named group in a ${role} opener cannot be read`);
  const start = role === "reasoning" ? " : reasoning_start" : f.join !== null ? " : content_start" : "";
  if (o.spellings.length > 0) d.transitions.push(`${home} ${w.terminal(`${f.name.toUpperCase()}_OPEN`, o.spellings, openKey)} -> ${stateOf(f)}${start}`);
  if (o.beforeStart > 0) {
    // The alternatives before `^` open the region at the start: a state that lasts until the first text
    // takes them as the opener there, and any other first text begins the region (read again in it).
    const first = `${stateOf(f)}_start`;
    d.states.push(`state ${first} : ${role === "reasoning" ? "reasoning" : "text"}(until_text = ${stateOf(f)})`);
    d.transitions.push(`${first} ${w.terminal(`${f.name.toUpperCase()}_OPEN_AT_START`, o.spellings.slice(0, o.beforeStart), openKey)} -> ${stateOf(f)}`);
  }
  if (close) {
    const c = delimiter(closeKey, close, "close");
    const end = role === "reasoning" ? " : reasoning_end" : "";
    if (c.spellings.length > 0) d.transitions.push(`${stateOf(f)} ${w.terminal(`${f.name.toUpperCase()}_CLOSE`, c.spellings, closeKey)} -> ${home}${end}`);
  }
  return !o.atStart ? null : o.beforeStart > 0 ? `${stateOf(f)}_start` : stateOf(f);
}

/** The call region's terminals, as each form's transitions use them. */
interface CallMarkers {
  /** the opener (up to the name where `byName`), null where every spelling is ^ */
  OPEN: string | null;
  /** null without a closer: the calls run to the end of the output */
  CLOSE: string | null;
  /** the opener ends with the call's name, read in a tool_name state */
  byName: boolean;
}

/** The calls field: its opener, closer and the states that read a call's name and arguments. */
function callRegion(d: Draft, f: ResponseField): void {
  const { w, home } = d;
  const openKey = `fields.${f.name}.${f.open ? "open" : "open_pattern"}`;
  const closeKey = `fields.${f.name}.${f.close ? "close" : "close_pattern"}`;
  const openRaw = spellingsOf(openKey, f.open, f.openPattern)!;
  const form = callForm(
    f,
    openRaw.filter((sp) => !sp.every((i) => i.kind === "start")),
  );
  // An opener that ends with the call's name (`<|tool_call>call:(?P<name>\w+)`, then the arguments) has no
  // literal to end the capture: the name is read in a tool_name state, up to the marker that follows it.
  const tails = openRaw.map(trailingName);
  const byName = form.form !== "envelope" && tails.some((t) => t !== null);
  if (byName && tails.some((t) => t === null)) throw new ResponseTemplateError(`${openKey}: some alternatives end with the name and some do not`);
  const skip = !byName && form.form !== "envelope" ? skipForm(openRaw) : null;
  // kv-lines: the newline that ends the opener is the first line's, read again with its key.
  const lines = form.form === "params" && form.paramEnd.length === 0;
  const opener = lines ? distinct(openRaw.map(withoutTrailingNewline)) : openRaw;
  const o = delimiter(openKey, byName ? distinct(tails.map((t) => t!.prefix)) : skip ? skip.direct : opener, "open", !d.implicit);
  if (o.atStart) throw new ResponseTemplateError(`${openKey}: calls that open at ^ cannot be read`);
  const close = spellingsOf(closeKey, f.close, f.closePattern);
  const c = close ? delimiter(closeKey, close, "close") : null;
  const OPEN = o.spellings.length > 0 ? w.terminal("CALL_OPEN", o.spellings, openKey + (byName ? ", up to the name" : "")) : null;
  // Without a closer the calls run to the end of the output (the region never closes).
  const CLOSE = c !== null && c.spellings.length > 0 ? w.terminal("CALL_CLOSE", c.spellings, closeKey) : null;
  if (skip) skipStates(d, openKey, skip, form.form === "envelope" ? { literal: "" } : form.nameCapture, CLOSE);
  if (byName) {
    d.states.push(`state name : tool_name                // the call's name, up to the next marker`);
    d.transitions.push(`${home} ${OPEN} -> name : tool_start`, ...(CLOSE ? [`name ${CLOSE} -> ${home} : tool_end`] : []));
  }
  const markers: CallMarkers = { OPEN, CLOSE, byName };
  if (form.form === "envelope") envelopeCall(d, form, markers);
  else if (form.form === "json") jsonCall(d, form, markers);
  else paramsCall(d, f, form, markers, lines);
}

/** The name, then text dropped up to the literal that ends the opener; the arguments follow it. */
function skipStates(d: Draft, openKey: string, skip: NonNullable<ReturnType<typeof skipForm>>, n: NameFrom, CLOSE: string | null): void {
  const heads = delimiter(openKey, skip.heads, "open", !d.implicit);
  const HEAD = d.w.terminal("CALL_HEAD", heads.spellings, `${openKey}, up to the character that ends the name`);
  const UNTIL = d.w.terminal("CALL_ARGS", [[{ kind: "lit", text: skip.until }]], `${openKey}, its end`);
  d.states.push(`state skip : discard(stray = dropped)   // between the name and ${JSON.stringify(skip.until)}`);
  d.transitions.push(`${d.home} ${HEAD} -> skip : tool_start(${nameArg(n)})`, `skip ${UNTIL} -> call`, ...(CLOSE ? [`skip ${CLOSE} -> ${d.home} : tool_end`] : []));
}

/** Where a call's arguments begin straight from the opener, its tool_start (after the name, the name's state started it). */
const toolStart = (m: CallMarkers, n: NameFrom) => (m.byName ? "" : ` : tool_start(${nameArg(n)})`);

/** A call as a JSON envelope (name and arguments under keys); an array opens a call at each element. */
function envelopeCall(d: Draft, form: Extract<CallForm, { form: "envelope" }>, { OPEN, CLOSE }: CallMarkers): void {
  const home = d.home;
  const opts = [
    `name = ${JSON.stringify(form.nameKey)}`,
    `arguments = ${JSON.stringify(form.argsKey)}`,
    ...(form.wrappers.length > 0 ? [`wrapper = ${form.wrappers.map((k) => JSON.stringify(k)).join(" | ")}`] : []),
    ...(form.array ? ["array"] : []),
  ];
  d.states.push(`state call : envelope(${opts.join(", ")})`);
  // An array opens a call at each element; a single envelope is the call.
  if (form.array) d.transitions.push(`${home} ${OPEN} -> call`, ...(CLOSE ? [`call ${CLOSE} -> ${home}`] : []));
  else d.transitions.push(`${home} ${OPEN} -> call : tool_start`, ...(CLOSE ? [`call ${CLOSE} -> ${home} : tool_end`] : []));
}

/** A call whose arguments are one JSON object (after the name, opening at its brace). */
function jsonCall(d: Draft, form: Extract<CallForm, { form: "json" }>, m: CallMarkers): void {
  const home = d.home;
  d.states.push(`state call : args_json${form.quote !== null ? `(quote = ${JSON.stringify(form.quote)})` : ""}`);
  if (m.byName) d.transitions.push(`name ${d.w.terminal("ARGS", [[{ kind: "lit", text: "{" }]], "the arguments' opening brace, read again as theirs")} -> call : keep`);
  else if (m.OPEN !== null) d.transitions.push(`${home} ${m.OPEN} -> call${toolStart(m, form.nameCapture)}`);
  if (m.CLOSE) d.transitions.push(`call ${m.CLOSE} -> ${home} : tool_end`);
}

/** A call whose arguments are parameters: tags around each value (xml-inline), or `key: value` lines (`lines`, kv-lines). */
function paramsCall(d: Draft, f: ResponseField, form: Extract<CallForm, { form: "params" }>, m: CallMarkers, lines: boolean): void {
  const { w, home } = d;
  const { CLOSE } = m;
  const PARAM = w.terminal("PARAM", form.param, `fields.${f.name}.content_args${lines ? ", a line's key" : ".tag_pattern, before the value"}`);
  const PARAM_END = lines ? null : w.terminal("PARAM_END", form.paramEnd, `fields.${f.name}.content_args.tag_pattern, after the value`);
  d.states.push(`state call : discard(stray = dropped)   // between parameters`);
  d.states.push(`state value : arg_value(${[form.encoding, ...(form.trim ? ["trim_newline"] : []), ...(form.merge ? ["merge_duplicates"] : [])].join(", ")})`);
  if (!m.byName && m.OPEN !== null) d.transitions.push(`${home} ${m.OPEN} -> call${toolStart(m, form.nameCapture)}`);
  d.transitions.push(
    `${m.byName ? "name" : "call"} ${PARAM} -> value : arg_start(${captureName(form.keyCapture)})`,
    ...(m.byName ? [`call ${PARAM} -> value : arg_start(${captureName(form.keyCapture)})`] : []),
    PARAM_END !== null ? `value ${PARAM_END} -> call : arg_end` : `value ${PARAM} -> value : arg_end, arg_start(${captureName(form.keyCapture)})`,
    ...(CLOSE ? [`call ${CLOSE} -> ${home} : tool_end`, `value ${CLOSE} -> ${home} : arg_end, tool_end`] : []),
  );
}

/** The grammar file: header, classes, terminals, states, transitions, absorbs, turns and policies. */
function grammarText(d: Draft, name: string, source: string, ANCHOR: string, initial: string): string {
  const lines = [
    `// Read from the response template ${source}.`,
    `// Written by \`dialectc import\`: a grammar to keep and extend (docs/response-templates.md).`,
    `dialect ${name}`,
    "",
  ];
  const classes = d.w.classLines();
  if (classes.length > 0) lines.push(...classes, "");
  lines.push(...d.w.terminals, "", ...d.states, "", `initial ${initial}`, "", ...d.transitions);
  if (d.absorbs.length > 0) lines.push("", ...d.absorbs);
  lines.push("", `turns ${ANCHOR}`);
  if (d.policies.length > 0) lines.push("", ...d.policies);
  return lines.join("\n") + "\n";
}
