/**
 * How `infer` reads the calls in a probe's text: JSON envelopes, a tagged
 * call (a name in a marker before JSON arguments), a marker per parameter,
 * Python calls after a marker — each as terminals, states and transitions for
 * the draft, with the markers' spellings read off two probes that differ only
 * in the call.
 */
import { DialectcError } from "../../runtime/compiler-api.js";
import type { ProbeText } from "./template-probes.js";
import { jsonSpanEnd, sortKeys } from "./probe-verdicts.js";

export class InferError extends DialectcError {
  constructor(message: string) {
    super(message);
    this.name = "InferError";
  }
}

export function probe(texts: ProbeText[], name: string): ProbeText | undefined {
  return texts.find((t) => t.probe.name === name);
}

export function lit(s: string): string {
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
export function envelopes(text: string, calls: { name: string; arguments: unknown }[]): Envelope[] {
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
export function body(text: string, ends: readonly string[]): string {
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

/** A marker's spelling from literal text and captures: outer whitespace dropped, inner whitespace runs read as `ws`. */
export function spelling(parts: ({ text: string } | { capture: string; write?: string })[]): string {
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

/** Stands for a call's id in a probe's text while its markers are read. */
const ID_MARK = "\u0001";

/** The text with each call's id, where the template writes them (in order), replaced by ID_MARK. */
function markIds(text: string, ids: readonly string[] | undefined): string {
  if (!ids) return text;
  let out = "";
  let from = 0;
  for (const id of ids) {
    const at = text.indexOf(id, from);
    if (at < 0) return text;
    out += text.slice(from, at) + ID_MARK;
    from = at + id.length;
  }
  return out + text.slice(from);
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
export function taggedCalls(
  path: string,
  one: ProbeText,
  two: ProbeText | undefined,
  ends: readonly string[],
  from: string[],
): { terminals: string[]; states: string[]; transitions: string[]; stateNames: string[] } | null {
  const call1 = one.probe.message.tool_calls![0]!;
  // The call's id where the template writes it (Solar Open's `<|tool_call:begin|>ID<|tool_call:name|>`): a mark
  // the markers are read around, and a capture in the call's marker.
  // An id that holds the name (Kimi K2's `functions.NAME:0`) stays: the name is read there, the number as a capture.
  const marked = markIds(body(one.text, ends), one.ids);
  const byId = taggedCall(marked, 0, call1) !== null;
  const text1 = byId ? marked : body(one.text, ends);
  const c = taggedCall(text1, 0, call1);
  if (c === null) return null;
  let pre = text1.slice(0, c.name);
  let mid: ({ text: string } | { capture: string; write?: string })[] = [{ text: text1.slice(c.name + call1.name.length, c.start) }];
  let post = text1.slice(c.end);
  let blockOpen = "";
  let blockClose = "";
  if (two) {
    const [a, b] = two.probe.message.tool_calls!;
    const text2 = byId ? markIds(body(two.text, ends), two.ids) : body(two.text, ends);
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
  // An id is the call's only where each call's marker holds it; elsewhere the template wrote it its own way.
  if ([blockOpen, blockClose, post, midText].some((x) => x.includes(ID_MARK)) || pre.split(ID_MARK).length > 2) return null;
  const [beforeId, afterId] = pre.trim().split(ID_MARK) as [string, string | undefined];
  const opening: ({ text: string } | { capture: string })[] = afterId === undefined ? [{ text: beforeId }] : [{ text: beforeId }, { capture: "id" }, { text: afterId }];
  const terminals = ["// Calls (probes 'a call with one argument' and 'two calls'): the name in a marker before JSON arguments"];
  if (blockOpen.trim() !== "") terminals.push(`terminal BLOCK_START ${spelling([{ text: blockOpen.trim() }])}`);
  if (mid.length > 1) terminals.push("// Each call's marker numbers it (probe 'two calls'): render writes the number, a model may write any.");
  const last = mid[mid.length - 1]!;
  // Trailing whitespace is the model's to vary, unless it is all that ends the name.
  if ("text" in last && last.text.trimEnd() !== "") mid[mid.length - 1] = { text: last.text.trimEnd() };
  terminals.push(`terminal CALL ${spelling([...opening, { capture: "name" }, ...mid])}`);
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
  // The id before the name, so the call's first delta carries it (a call goes out once named).
  const start = afterId === undefined ? "tool_start(name)" : "tool_start, tool_id(id), tool_name(name)";
  for (const s of home === "block" ? ["block"] : from) transitions.push(`${s.padEnd(9)} CALL        -> args      : ${s === "reasoning" ? "reasoning_end, " : ""}${start}`);
  if (post.trim() !== "") transitions.push(`args      CALL_END    -> ${home.padEnd(9)} : tool_end   when outside string`);
  else transitions.push(`args      CALL        -> args      : tool_end, ${start}   when outside string`);
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
export function parameterCalls(
  path: string,
  texts: ProbeText[],
  ends: readonly string[],
  from: string[],
): { terminals: string[]; states: string[]; transitions: string[]; stateNames: string[] } | null {
  const one = probe(texts, "a call with one argument");
  const pair = probe(texts, "content and a call with two arguments");
  const two = probe(texts, "two calls");
  if (!one || !pair || !two) return null;
  const single = oneParameter(one, ends);
  if (!single) return null;
  const param = parameterMarkers(pair, ends, single);
  if (!param) return null;
  const wrapper = callWrapper(two, ends, single, param.paramEnd);
  if (!wrapper) return null;
  const grammar = parameterGrammar(param, wrapper, from);
  if (path === "") return null;
  return grammar;
}

/** What the one-argument probe shows: the text before the name, between the name and the key, between the key and the value, after the value. */
interface OneParameter {
  callPre: string;
  nameMid: string;
  keyMid: string;
  after1: string;
}

function oneParameter(one: ProbeText, ends: readonly string[]): OneParameter | null {
  const name = one.probe.message.tool_calls![0]!.name;
  const t1 = body(one.text, ends);
  const value1 = (one.probe.message.tool_calls![0]!.arguments as Record<string, string>).topic!;
  const n1 = t1.indexOf(name);
  const v1 = t1.indexOf(value1, n1);
  const k1 = t1.lastIndexOf("topic", v1);
  if (n1 < 0 || v1 < 0 || k1 < n1 + name.length) return null;
  return { callPre: t1.slice(0, n1), nameMid: t1.slice(n1 + name.length, k1), keyMid: t1.slice(k1 + "topic".length, v1), after1: t1.slice(v1 + value1.length) };
}

/** A parameter's markers: the name marker's end, the parameter marker (as a spelling) and its end, and the value's state. */
interface ParameterMarkers {
  nameEnd: string;
  keySpelling: string;
  paramEnd: string;
  valueState: string;
}

/** Two parameters: the name marker's end, the parameter marker's start and end, an encoding attribute. */
function parameterMarkers(pair: ProbeText, ends: readonly string[], { nameMid, keyMid, after1 }: OneParameter): ParameterMarkers | null {
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
  if (keyMid === keyMid2) {
    const valueState = `arg_value(schema${/\n$/.test(keyMid) && /^\n/.test(paramEnd) ? ", trim_newline" : ""})`;
    return { nameEnd, keySpelling: spelling([{ text: paramPre.trim() }, { capture: "key" }, { text: keyMid.trimEnd() }]), paramEnd, valueState };
  }
  const encoded = encodingAttribute(paramPre, keyMid, keyMid2);
  return encoded && { nameEnd, paramEnd, ...encoded };
}

/**
 * An attribute that differs between the string and the number (`keyMid`, `keyMid2`): the value's encoding.
 * Character by character: the attribute's value is a word inside the marker, not a marker's edge.
 */
function encodingAttribute(paramPre: string, keyMid: string, keyMid2: string): { keySpelling: string; valueState: string } | null {
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
  return {
    keySpelling: spelling([{ text: paramPre.trim() }, { capture: "key" }, { text: pre }, { capture: "encoding" }, { text: post.trimEnd() }]),
    valueState: `arg_value(string, encoding_from = encoding { ${lit(s1)}: string, ${lit(s2)}: json })`,
  };
}

/** Each call's opener and end, and the wrapper of a block of calls around them (empty where there is none). */
interface CallWrapper {
  callOpen: string;
  callEnd: string;
  blockOpen: string;
  blockEnd: string;
}

/** Two calls: the block's wrapper apart from each call's markers. */
function callWrapper(two: ProbeText, ends: readonly string[], { callPre, after1 }: OneParameter, paramEnd: string): CallWrapper | null {
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
  if (callOpen.trim() === "" || callEnd.trim() === "") return null;
  return { callOpen, callEnd, blockOpen: callPre.slice(0, callPre.length - callOpen.length), blockEnd: rest.slice(callEnd.length) };
}

/** The grammar's calls: terminals, states and transitions from `from` (the states a call may open in). */
function parameterGrammar(
  { nameEnd, keySpelling, paramEnd, valueState }: ParameterMarkers,
  { callOpen, callEnd, blockOpen, blockEnd }: CallWrapper,
  from: string[],
): { terminals: string[]; states: string[]; transitions: string[]; stateNames: string[] } {
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
export function pythonCalls(
  one: ProbeText,
  ends: readonly string[],
  from: string[],
): { terminals: string[]; states: string[]; transitions: string[]; stateNames: string[] } | null {
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
