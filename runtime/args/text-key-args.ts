/**
 * Arguments that are a JSON object or else plain text under one key
 * (`args_json(text_key = "command")`, CWM: `terminal ls -la` is the call
 * `terminal` with `{"command": "ls -la"}`). The first character that is not
 * whitespace decides: a `{` begins JSON, which passes through untouched;
 * anything else begins text, which becomes one JSON string. Leading
 * whitespace is dropped, and trailing whitespace is held until more text
 * shows it is not trailing (past `held` characters it goes out in whole
 * multiples of `held`, so the result does not depend on the chunking).
 */
import { Ch, isSpace } from "../text/chars.js";
import { escapeJsonString } from "../text/json-text.js";

const enum Mode {
  Undecided,
  Json,
  Text,
}

export class TextKeyTranslator {
  private mode = Mode.Undecided;
  private space = "";

  constructor(
    private readonly key: string,
    private readonly held: number,
  ) {}

  /** Translates src[from, to); returns the JSON text it produced. */
  push(src: string, from: number, to: number): string {
    if (this.mode === Mode.Json) return src.slice(from, to);
    let out = "";
    let p = from;
    if (this.mode === Mode.Undecided) {
      while (p < to && isSpace(src.charCodeAt(p))) p++;
      if (p === to) return "";
      if (src.charCodeAt(p) === Ch.BraceL) {
        this.mode = Mode.Json;
        return src.slice(p, to);
      }
      this.mode = Mode.Text;
      out = "{" + JSON.stringify(this.key) + ': "';
    }
    let end = to;
    while (end > p && isSpace(src.charCodeAt(end - 1))) end--;
    if (end > p) {
      out += escapeJsonString(this.space, 0, this.space.length) + escapeJsonString(src, p, end);
      this.space = "";
    }
    this.space += src.slice(end, to);
    while (this.space.length > this.held) {
      out += escapeJsonString(this.space, 0, this.held);
      this.space = this.space.slice(this.held);
    }
    return out;
  }

  /** The arguments end: text closes its string and the object; JSON is closed by its reader. */
  finish(): string {
    if (this.mode !== Mode.Text) return "";
    this.mode = Mode.Json;
    this.space = "";
    return '"}';
  }
}
