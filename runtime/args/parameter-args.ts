/**
 * The argument builder for dialects that write one value per parameter
 * (`<parameter=city>Paris</parameter>`, DSML, Kimi, Seed-OSS, …): it writes
 * the arguments JSON object as the values stream in.
 *
 *   string   streams, JSON-escaped, character by character (with the
 *            dialect's newline trimming, decided without lookahead);
 *   typed    a value the schema does not keep a string is held whole, then
 *            coerced (`schema.ts`); one past the `held` cap becomes a string;
 *   json     held whole and kept when it parses, else coerced as text by the
 *            schema (a string where it says nothing or keeps one);
 *            a value that opens with a quote streams as the JSON string it
 *            is (its escapes kept, a raw control character escaped, a
 *            backslash that escapes nothing doubled); its closing quote is
 *            held, and text after it that is not whitespace continues the
 *            string, the quote included, since what streamed stands;
 *   nullable a string whose schema admits null waits while it may still
 *            spell `null`, then streams;
 *   union    a string whose schema also admits an object or an array waits
 *            for its first character that is not whitespace: a `{` or `[`
 *            holds the value whole, coerced as the container (a string if it
 *            is none), as transformers reads such a union; else it streams.
 *
 * With `merge_duplicates` (an `arg_value` option), every value is held and a
 * key written more than once is the list of its values, each typed by the
 * key's schema (`<parameter=hour>7</parameter><parameter=hour>9</parameter>`
 * is `{"hour": [7, 9]}`): the object is written when the call ends, since the
 * first value's text cannot say whether a second follows.
 *
 * With `unwrap_arguments`, a first parameter named `arguments`/`input` that
 * the tool does not declare is unwrapped when its value is an object of the
 * tool's parameters. Each method returns the argument text it produced ("" when none).
 *
 * In a call that also writes a JSON object block, the builders share one
 * object (see `json-stream.ts`): `continues` says how an earlier builder
 * left it, and `seal` hands it on.
 */
import type { Encoding, Trim } from "../ir/ir.js";
import { Ch, isSpace } from "../text/chars.js";
import { escapeControl, escapeCut, escapedRunEnd, escapeJsonString, jsonDumps } from "../text/json-text.js";
import { admittedTypes, coerceRaw, keepsString, type JsonSchema, type ToolSchemas } from "./schema.js";

/** The first parameter's names that may wrap all of a call's arguments as one object (`unwrap_arguments`). */
export const ARGUMENT_WRAPPER_KEYS: readonly string[] = ["arguments", "input"];

const enum ArgMode {
  Stream,
  Json,
  Coerce,
  Nullable,
  JsonString,
  Union,
}

export class ParameterArgs {
  /** members of the object so far, counting one for those an earlier builder wrote */
  private count: number;
  /** an earlier builder of the call wrote the object's `{` */
  private readonly continued: boolean;
  private open = false;
  private mode = ArgMode.Stream;
  private schema: JsonSchema | null = null;
  /** the open parameter's key */
  private key = "";
  private trim: Trim = "none";
  /** no character of the value has arrived yet */
  private first = true;
  /** a newline that may be the value's last character, held until more arrives */
  private heldNewline = false;
  private raw = "";
  /** a json value has had only whitespace so far */
  private blank = true;
  /** a JSON string value's escape cut by the end of a chunk, held until the next */
  private pending = "";
  /** after a JSON string value's closing quote: what followed it so far (null while the string is open) */
  private tail: string | null = null;
  /** the first parameter is a wrapper (`arguments`/`input`) that may be unwrapped at its end */
  private unwrapKey: string | null = null;
  /** merge_duplicates: each key's values as JSON text, in the order keys first came (null: values are written as they come) */
  private readonly merged: Map<string, string[]> | null;
  /** merge_duplicates: the open value's JSON text so far */
  private valueText = "";

  /** `continues`: the object as earlier builders left it (null: not written; false: open, empty; true: open, with members). */
  constructor(
    private readonly schemas: ToolSchemas,
    private readonly unwrap: boolean,
    private readonly held: number,
    continues: boolean | null = null,
    merge = false,
  ) {
    this.continued = continues !== null;
    this.count = continues === true ? 1 : 0;
    this.merged = merge ? new Map() : null;
  }

  /** A parameter of `tool` begins; one still open ends first. */
  start(tool: string, key: string, encoding: Encoding, trim: Trim): string {
    let out = this.open ? this.end(tool) : "";
    let mode = encoding === "json" ? ArgMode.Json : ArgMode.Stream;
    this.schema = null;
    this.key = key;
    if (encoding === "schema") {
      this.schema = this.schemas.parameter(tool, key);
      const types = admittedTypes(this.schema);
      mode = !keepsString(this.schema) ? ArgMode.Coerce : types.has("object") || types.has("array") ? ArgMode.Union : types.has("null") ? ArgMode.Nullable : ArgMode.Stream;
    }
    this.mode = mode;
    this.trim = trim;
    this.first = true;
    this.heldNewline = false;
    this.raw = "";
    this.blank = true;
    this.pending = "";
    this.tail = null;
    this.open = true;
    this.unwrapKey = null;
    if (this.merged !== null) {
      this.valueText = mode === ArgMode.Stream ? '"' : "";
      return out;
    }
    if (this.count === 0 && !this.continued && mode !== ArgMode.Stream && this.unwrap && this.isWrapperKey(tool, key)) {
      // Its value is buffered anyway, so the key can wait to see whether it is a wrapper.
      this.unwrapKey = key;
    } else {
      out += (this.count > 0 ? ", " : this.continued ? "" : "{") + JSON.stringify(key) + ": " + (mode === ArgMode.Stream ? '"' : "");
    }
    this.count++;
    return out;
  }

  /** Characters of the open parameter's value. */
  value(src: string, from: number, to: number): string {
    if (this.merged === null) return this.chars(src, from, to);
    this.valueText += this.chars(src, from, to);
    return "";
  }

  /** The value's text for the characters src[from, to). */
  private chars(src: string, from: number, to: number): string {
    if (!this.open) return "";
    if (this.mode === ArgMode.JsonString) return this.stringChars(src, from, to);
    if (this.mode === ArgMode.Json && this.blank && this.unwrapKey === null) {
      let p = from;
      while (p < to && isSpace(src.charCodeAt(p))) p++;
      if (p < to) {
        this.blank = false;
        if (src.charCodeAt(p) === Ch.Quote) {
          this.mode = ArgMode.JsonString;
          this.raw = "";
          return '"' + this.stringChars(src, p + 1, to);
        }
      }
    }
    if (this.mode !== ArgMode.Stream) {
      this.raw += src.slice(from, to);
      if (this.mode === ArgMode.Union) return this.union();
      return this.overHeld() ? this.asString() : "";
    }
    let out = "";
    let start = from;
    let end = to;
    if (this.trim !== "none") {
      if (this.first && start < end) {
        if (src.charCodeAt(start) === Ch.Newline) start++;
        // Unwrapped, the value's own trailing newline is data.
        else if (this.trim === "paired") this.trim = "none";
      }
      if (start < end && this.trim !== "none") {
        if (this.heldNewline) {
          out = "\\n";
          this.heldNewline = false;
        }
        if (src.charCodeAt(end - 1) === Ch.Newline) {
          end--;
          this.heldNewline = true;
        }
      }
    }
    if (from < to) this.first = false;
    return start < end ? out + escapeJsonString(src, start, end) : out;
  }

  /** The open parameter ends. */
  end(tool: string): string {
    if (this.merged === null || !this.open) return this.ended(tool);
    const text = this.valueText + this.ended(tool);
    this.valueText = "";
    const values = this.merged.get(this.key);
    if (values === undefined) this.merged.set(this.key, [text]);
    else values.push(text);
    return "";
  }

  /** The text that ends the open value. */
  private ended(tool: string): string {
    if (!this.open) return "";
    this.open = false;
    if (this.mode === ArgMode.Stream) return '"';
    if (this.mode === ArgMode.JsonString) {
      // An escape cut off by the value's end is text; an unclosed string closes here.
      const rest = this.pending;
      this.pending = "";
      this.tail = null;
      return escapeJsonString(rest, 0, rest.length) + '"';
    }
    const raw = trimmed(this.raw, this.trim);
    this.raw = "";
    if (this.mode === ArgMode.Nullable) return raw === "null" ? "null" : JSON.stringify(raw);
    let out = "";
    if (this.unwrapKey !== null) {
      const key = this.unwrapKey;
      this.unwrapKey = null;
      const inner = this.unwrapped(tool, raw);
      if (inner !== null) return inner.slice(0, -1);
      out = "{" + JSON.stringify(key) + ": ";
    }
    if (this.mode === ArgMode.Json) {
      const text = raw.trim();
      let valid = text.length > 0;
      try {
        if (valid) JSON.parse(text);
      } catch {
        valid = false;
      }
      // A json value that is not JSON is text, which the schema may still type ("007" for an integer):
      // looked up only then.
      return out + (valid ? text : coerceRaw(raw, this.schemas.parameter(tool, this.key)));
    }
    return out + coerceRaw(raw, this.schema);
  }

  /** What closes the object once the call ends (its last parameter already ended). */
  close(): string {
    const members = this.merged !== null ? this.flush() : "";
    return members + (this.count > 0 || this.continued ? "}" : "{}");
  }

  /** Ends this builder's part of the object, which another builder continues: the text that ends the open parameter, and the object as it is left. */
  seal(tool: string): { text: string; continues: boolean | null } {
    let text = this.end(tool);
    if (this.merged !== null) text += this.flush();
    return { text, continues: this.count > 0 || this.continued ? this.count > 0 : null };
  }

  /** merge_duplicates: the held members, a key written more than once as the list of its values. */
  private flush(): string {
    let out = "";
    for (const [key, values] of this.merged!) {
      out += (this.count > 0 ? ", " : this.continued ? "" : "{") + JSON.stringify(key) + ": " + (values.length === 1 ? values[0]! : "[" + values.join(", ") + "]");
      this.count++;
    }
    this.merged!.clear();
    return out;
  }

  /** Characters of a json value that opened with a quote: the string streams as written. */
  private stringChars(src: string, from: number, to: number): string {
    if (this.pending !== "") {
      src = this.pending + src.slice(from, to);
      from = 0;
      to = src.length;
      this.pending = "";
    }
    if (this.tail !== null) return this.afterString(src, from, to);
    let out = "";
    let p = from;
    while (p < to) {
      const end = escapedRunEnd(src, p, to);
      if (end > p) out += src.slice(p, end);
      p = end;
      if (p === to) break;
      const c = src.charCodeAt(p);
      if (c === Ch.Quote) {
        this.tail = "";
        return out + this.afterString(src, p + 1, to);
      }
      if (c === Ch.Backslash) {
        if (escapeCut(src, p, to)) {
          this.pending = src.slice(p, to);
          break;
        }
        // A backslash that escapes nothing is a backslash.
        out += "\\\\";
      } else out += escapeControl(c);
      p++;
    }
    return out;
  }

  /** Text after a JSON string value's closing quote: whitespace waits; anything else continues the string. */
  private afterString(src: string, from: number, to: number): string {
    const tail = this.tail! + src.slice(from, to);
    let p = 0;
    while (p < tail.length && isSpace(tail.charCodeAt(p))) p++;
    if (p === tail.length) {
      this.tail = tail;
      return "";
    }
    this.tail = null;
    this.mode = ArgMode.Stream;
    this.trim = "none";
    this.first = false;
    return '\\"' + escapeJsonString(tail, 0, tail.length);
  }

  /** A held value that can no longer be what it is held for: too long, or a nullable string that cannot spell `null`. */
  private overHeld(): boolean {
    return this.mode === ArgMode.Nullable ? !"null".startsWith(trimmed(this.raw, this.trim)) : this.raw.length > this.held;
  }

  /**
   * A union value's first character that is not whitespace decides it: `{` or `[` holds the value whole (coerced as
   * the container the schema admits, or a string), an `n` may spell null where the schema admits it, anything else
   * makes it a string.
   */
  private union(): string {
    const raw = this.raw;
    let p = 0;
    while (p < raw.length && isSpace(raw.charCodeAt(p))) p++;
    if (p < raw.length) {
      const c = raw.charCodeAt(p);
      if (c === Ch.BraceL || c === Ch.BracketL) this.mode = ArgMode.Coerce;
      else if (c === Ch.LowerN && admittedTypes(this.schema).has("null")) this.mode = ArgMode.Nullable;
      else return this.asString();
    }
    return this.overHeld() ? this.asString() : "";
  }

  /**
   * A typed value too long to hold becomes a string value: what was held goes
   * out JSON-escaped, as if the value had streamed as a string from its start.
   */
  private asString(): string {
    const raw = this.raw;
    this.raw = "";
    this.mode = ArgMode.Stream;
    this.schema = null;
    let out = "";
    if (this.unwrapKey !== null) {
      out = "{" + JSON.stringify(this.unwrapKey) + ": ";
      this.unwrapKey = null;
    }
    this.first = true;
    this.heldNewline = false;
    return out + '"' + this.chars(raw, 0, raw.length);
  }

  /** `arguments`/`input` when the tool's schema has properties but not that one. */
  private isWrapperKey(tool: string, key: string): boolean {
    if (!ARGUMENT_WRAPPER_KEYS.includes(key)) return false;
    const props = this.schemas.properties(tool);
    return props !== null && !(key in props);
  }

  /**
   * The wrapped object as JSON text when every key of it is a parameter of the
   * tool (the value may be an object or a JSON string holding one); else null.
   */
  private unwrapped(tool: string, raw: string): string | null {
    const props = this.schemas.properties(tool)!;
    let value: unknown;
    try {
      value = JSON.parse(raw.trim());
      if (typeof value === "string") value = JSON.parse(value);
    } catch {
      return null;
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
    // An empty object is the tool's arguments too: a call with none (`{}` under `arguments`, as SGLang's DeepSeek V4 template writes it).
    if (!Object.keys(value).every((k) => k in props)) return null;
    return jsonDumps(value);
  }
}

/** A value as the dialect trims it: one wrapping newline on each side (`paired`: only when it starts with one). */
export function trimmed(raw: string, trim: Trim): string {
  if (trim === "none") return raw;
  const from = raw.charCodeAt(0) === Ch.Newline ? 1 : 0;
  if (from === 0 && trim === "paired") return raw;
  const to = raw.length > from && raw.charCodeAt(raw.length - 1) === Ch.Newline ? raw.length - 1 : raw.length;
  return raw.slice(from, to);
}
