/**
 * Translates arguments written as XML elements into JSON as they stream, for
 * `JsonObjectStream` to take from there. Each parameter is an element named
 * by its key; a value is text, or child elements for an object or an array
 * (MiniMax M3, whose tags each follow a namespace token):
 *
 *   <user_id>42</user_id><shipping><city>Paris</city><zip>75001</zip></shipping>
 *   <items><item><sku>a</sku></item><item><sku>b</sku></item></items>
 *
 * The tool's schema says what an element holds: a string keeps its text
 * verbatim (markup in it included, up to its own closing tag); an array takes
 * its children as items whatever they are called; otherwise the first
 * character decides, `<` and a name opening children, anything else text.
 * Children of an object with the same name become an array. Text values are
 * coerced to their schema's type (`schema.ts`).
 *
 * What streams: the text of a parameter that is a string, as it arrives. A
 * parameter of another type, and any nested value, is held until its element
 * closes, and a closed one until the next parameter shows it is not repeated.
 * The tag prefix (the namespace token) is dropped wherever it stands. Text
 * between elements is layout. Same input, any chunking, same JSON.
 */
import { Ch, isSpace } from "../text/chars.js";
import { escapeJsonString, jsonDumps } from "../text/json-text.js";
import { admittedTypes, coerceValue, isStringOnly, type JsonSchema } from "./schema.js";

const enum Holds {
  /** not known yet: only whitespace so far */
  Undecided,
  /** text, up to this element's closing tag */
  Text,
  /** child elements, by name */
  Object,
  /** child elements, each an item */
  Array,
}

interface Element {
  name: string;
  schema: JsonSchema | null;
  holds: Holds;
  /** a parameter whose string text goes straight out */
  streams: boolean;
  /** text held: leading whitespace while undecided, the value of held text */
  text: string;
  /** the children read so far */
  value: Record<string, unknown> | unknown[] | null;
  /** names of children that came more than once, whose value is the array of them */
  repeated: Set<string> | null;
}

/** A value built from children, before its schema coerces its text leaves. */
type Built = string | Record<string, unknown> | unknown[];

const MAX_NAME = 256;

function isTagNameChar(c: number): boolean {
  return !isSpace(c) && c !== Ch.Lt && c !== Ch.Gt && c !== Ch.Slash && c !== Ch.Equals && c !== Ch.Quote && c !== Ch.Apostrophe;
}

function memberSchema(schema: JsonSchema | null, key: string): JsonSchema | null {
  if (!schema) return null;
  const own = schema.properties?.[key];
  if (own) return own;
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) if (alt.properties?.[key]) return alt.properties[key]!;
  const extra = (schema as { additionalProperties?: unknown }).additionalProperties;
  return extra !== null && typeof extra === "object" ? (extra as JsonSchema) : null;
}

function itemSchema(schema: JsonSchema | null): JsonSchema | null {
  if (!schema) return null;
  return schema.items ?? [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].find((s) => s.items)?.items ?? null;
}

function isArrayOnly(schema: JsonSchema | null): boolean {
  const types = admittedTypes(schema);
  return types.has("array") && !types.has("object");
}

export class XmlArgsTranslator {
  /** open elements, outermost first; none: between parameters */
  private readonly open: Element[] = [];
  /** characters that may begin the tag prefix, waiting for more input */
  private pendingPrefix = "";
  /** a tag being read (`<`, `</na`, …), or a possible closing tag inside text */
  private tag = "";
  private started = false;
  private members = 0;
  /** the last parameter closed, held until the next shows whether it repeats */
  private lastKey: string | null = null;
  private lastValues: string[] = [];

  /** `prefix`: the token before each tag (dropped); `parameter`: a parameter's schema; `maxDepth`: elements nested deeper are text. */
  constructor(
    private readonly prefix: string,
    private readonly parameter: (key: string) => JsonSchema | null,
    private readonly maxDepth: number = 64,
  ) {}

  /** Translates src[from, to); returns the JSON text it produced. */
  push(src: string, from: number, to: number): string {
    let out = "";
    if (!this.started) {
      this.started = true;
      out = "{";
    }
    let text = this.pendingPrefix === "" ? src.slice(from, to) : this.pendingPrefix + src.slice(from, to);
    this.pendingPrefix = "";
    const p = this.prefix;
    if (p !== "") {
      // The prefix goes wherever it stands; one cut by the chunk's end waits.
      let clean = "";
      let run = 0;
      for (let i = text.indexOf(p[0]!); i >= 0; i = text.indexOf(p[0]!, i)) {
        if (text.startsWith(p, i)) {
          clean += text.slice(run, i);
          i += p.length;
          run = i;
        } else if (text.length - i < p.length && p.startsWith(text.slice(i))) {
          this.pendingPrefix = text.slice(i);
          clean += text.slice(run, i);
          run = text.length;
          break;
        } else i++;
      }
      text = run === 0 ? text : clean + text.slice(run);
    }
    return out + this.read(text);
  }

  /** The arguments end: open elements close, and the object with them. */
  finish(): string {
    if (!this.started) return "{}";
    // A prefix or a tag cut off by the end is text.
    let out = this.read(this.pendingPrefix);
    this.pendingPrefix = "";
    if (this.tag !== "") {
      out += this.onText(this.tag, this.top());
      this.tag = "";
    }
    while (this.open.length > 0) out += this.close();
    return out + this.flushLast() + "}";
  }

  private top(): Element | null {
    return this.open.length > 0 ? this.open[this.open.length - 1]! : null;
  }

  private read(text: string): string {
    let out = "";
    let i = 0;
    while (i < text.length) {
      const top = this.top();
      if (this.tag === "" && text.charCodeAt(i) !== Ch.Lt) {
        let j = text.indexOf("<", i);
        if (j < 0) j = text.length;
        out += this.onText(text.slice(i, j), top);
        i = j;
        continue;
      }
      // A tag, or in text a closing tag that may be this element's: read until it is complete or cannot be one.
      let tag = this.tag === "" ? text[i++]! : this.tag;
      this.tag = "";
      while (i < text.length && !this.tagDone(tag, top)) tag += text[i++];
      if (!this.tagDone(tag, top)) this.tag = tag;
      else if (this.isTag(tag, top)) out += this.onTag(tag, top);
      else {
        // Not a tag after all: its `<` is text, and the rest is read again.
        out += this.onText("<", top);
        text = tag.slice(1) + text.slice(i);
        i = 0;
      }
    }
    return out;
  }

  /** Whether `tag` is complete, or can no longer become a tag that counts here. */
  private tagDone(tag: string, top: Element | null): boolean {
    if (tag.length === 1) return false;
    const last = tag.charCodeAt(tag.length - 1);
    if (last === Ch.Gt || tag.length > MAX_NAME + 3) return true;
    // In text only this element's own closing tag counts.
    if (top !== null && top.holds === Holds.Text) return !("</" + top.name + ">").startsWith(tag);
    return last !== Ch.Slash && !isTagNameChar(last);
  }

  private isTag(tag: string, top: Element | null): boolean {
    if (tag.charCodeAt(tag.length - 1) !== Ch.Gt) return false;
    const closing = tag.charCodeAt(1) === Ch.Slash;
    const name = tag.slice(closing ? 2 : 1, tag.length - (!closing && tag.endsWith("/>") ? 2 : 1));
    if (top !== null && top.holds === Holds.Text) return closing && name === top.name;
    if (name.length === 0 || name.length > MAX_NAME) return false;
    for (let k = 0; k < name.length; k++) if (!isTagNameChar(name.charCodeAt(k))) return false;
    return true;
  }

  private onTag(tag: string, top: Element | null): string {
    const closing = tag.charCodeAt(1) === Ch.Slash;
    const selfClosing = !closing && tag.endsWith("/>");
    const name = tag.slice(closing ? 2 : 1, tag.length - (selfClosing ? 2 : 1));
    if (closing) {
      // Closes the innermost open element of that name, and any left open inside it; a stray closer is layout.
      let at = this.open.length - 1;
      while (at >= 0 && this.open[at]!.name !== name) at--;
      let out = "";
      while (at >= 0 && this.open.length > at) out += this.close();
      return out;
    }
    if (top !== null && top.holds === Holds.Undecided) {
      if (this.open.length >= this.maxDepth) return this.onText(tag, top);
      this.holdChildren(top);
    }
    const out = top === null && name !== this.lastKey ? this.flushLast() : "";
    const schema = top === null ? this.parameter(name) : top.holds === Holds.Array ? itemSchema(top.schema) : memberSchema(top.schema, name);
    const el: Element = { name, schema, holds: isStringOnly(schema) ? Holds.Text : Holds.Undecided, streams: false, text: "", value: null, repeated: null };
    this.open.push(el);
    if (top === null && el.holds === Holds.Text) return out + this.startStream(el);
    return selfClosing ? out + this.close() : out;
  }

  private holdChildren(el: Element): void {
    el.holds = isArrayOnly(el.schema) ? Holds.Array : Holds.Object;
    el.value = el.holds === Holds.Array ? [] : (Object.create(null) as Record<string, unknown>);
    el.text = "";
  }

  private onText(text: string, top: Element | null): string {
    if (top === null || text === "") return "";
    if (top.holds === Holds.Undecided) {
      let k = 0;
      while (k < text.length && isSpace(text.charCodeAt(k))) k++;
      if (k === text.length) {
        top.text += text;
        return "";
      }
      top.holds = Holds.Text;
      if (this.open.length === 1 && admittedTypes(top.schema).size === 0) return this.startStream(top) + this.onText(text, top);
    }
    if (top.holds !== Holds.Text) return "";
    if (top.streams) return escapeJsonString(text, 0, text.length);
    top.text += text;
    return "";
  }

  /** A parameter whose value is a string: its key now, its text as it comes. */
  private startStream(el: Element): string {
    el.streams = true;
    const held = el.text;
    el.text = "";
    return this.flushLast() + this.key(el.name) + '"' + escapeJsonString(held, 0, held.length);
  }

  /** Closes the innermost open element; its value goes to its parent, or out as a parameter. */
  private close(): string {
    const el = this.open.pop()!;
    if (el.streams) return '"';
    // An element with no children where the schema wants an object or an array is an empty one.
    if (el.holds === Holds.Undecided && admittedTypes(el.schema).has("object") !== admittedTypes(el.schema).has("array") && !admittedTypes(el.schema).has("string"))
      this.holdChildren(el);
    const built: Built = el.holds === Holds.Object || el.holds === Holds.Array ? el.value! : el.text;
    const parent = this.open.length > 0 ? this.open[this.open.length - 1]! : null;
    if (parent === null) {
      const json = jsonDumps(coerceValue(built, el.schema) ?? null);
      if (this.lastKey === el.name) {
        this.lastValues.push(json);
        return "";
      }
      const out = this.flushLast();
      this.lastKey = el.name;
      this.lastValues = [json];
      return out;
    }
    if (parent.holds === Holds.Undecided) this.holdChildren(parent);
    if (parent.holds === Holds.Array) (parent.value as unknown[]).push(built);
    else if (parent.holds === Holds.Object) {
      const members = parent.value as Record<string, unknown>;
      if (!(el.name in members)) members[el.name] = built;
      else if (parent.repeated?.has(el.name)) (members[el.name] as unknown[]).push(built);
      else {
        members[el.name] = [members[el.name], built];
        (parent.repeated ??= new Set()).add(el.name);
      }
    }
    return "";
  }

  /** The held parameter goes out: one value, or an array of its repeats. */
  private flushLast(): string {
    if (this.lastKey === null) return "";
    const values = this.lastValues;
    const out = this.key(this.lastKey) + (values.length === 1 ? values[0] : "[" + values.join(", ") + "]");
    this.lastKey = null;
    this.lastValues = [];
    return out;
  }

  private key(name: string): string {
    return (this.members++ > 0 ? ", " : "") + JSON.stringify(name) + ": ";
  }
}
