/**
 * The lexer: template text to tokens, as Jinja2's `Lexer.tokeniter` and
 * `wrap` make them with the chat-template settings (`trim_blocks` and
 * `lstrip_blocks` on, a single trailing newline dropped).
 *
 * Whitespace control, exactly as Jinja2 applies it: `{%-`/`-%}` (and the
 * `{{`/`{#` forms) strip all whitespace before/after the tag; `lstrip_blocks`
 * removes the spaces and tabs between a line's start and a `{%` or `{#` that
 * does not carry `+`; `trim_blocks` removes the newline after `%}` and `#}`
 * unless the tag ends `+%}`. `{% raw %}` text is data. String literals are
 * unescaped as Python's `unicode-escape` codec does. Each token carries its
 * offset in the newline-normalised source.
 */
import { JinjaError, mkFloat } from "./values.js";

export interface Token {
  /** data, variable_begin/_end, block_begin/_end, name, string, integer, float, an operator's name, eof */
  type: string;
  value: unknown;
  at: number;
}

/** Python's `\s` (str.isspace()), which JS's `\s` is not quite. */
export const PY_WS = "\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";

const OPERATORS: Record<string, string> = {
  "+": "add",
  "-": "sub",
  "/": "div",
  "//": "floordiv",
  "*": "mul",
  "%": "mod",
  "**": "pow",
  "~": "tilde",
  "[": "lbracket",
  "]": "rbracket",
  "(": "lparen",
  ")": "rparen",
  "{": "lbrace",
  "}": "rbrace",
  "==": "eq",
  "!=": "ne",
  ">": "gt",
  ">=": "gteq",
  "<": "lt",
  "<=": "lteq",
  "=": "assign",
  ".": "dot",
  ":": "colon",
  "|": "pipe",
  ",": "comma",
  ";": "semicolon",
};

const sticky = (source: string) => new RegExp(source, "uy");
const WHITESPACE = sticky(`[${PY_WS}]+`);
const FLOAT = sticky(String.raw`(?<!\.)(?:\d+_)*\d+(?:(?:\.(?:\d+_)*\d+)?[eE][+\-]?(?:\d+_)*\d+|\.(?:\d+_)*\d+)`);
const INTEGER = sticky(String.raw`0[bB](?:_?[01])+|0[oO](?:_?[0-7])+|0[xX](?:_?[\da-fA-F])+|[1-9](?:_?\d)*|0(?:_?0)*`);
const NAME = sticky(String.raw`[\p{ID_Start}_][\p{ID_Continue}]*`);
const STRING = sticky(String.raw`'([^'\\]*(?:\\.[^'\\]*)*)'|"([^"\\]*(?:\\.[^"\\]*)*)"`.replace(/\./g, "[\\s\\S]"));
const OPERATOR = sticky(
  Object.keys(OPERATORS)
    .sort((a, b) => b.length - a.length)
    .map((op) => op.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|"),
);
const BLOCK_END = sticky(`\\+%\\}|-%\\}[${PY_WS}]*|%\\}\\n?`);
const VARIABLE_END = sticky(`-\\}\\}[${PY_WS}]*|\\}\\}`);
const COMMENT_END = new RegExp(`\\+#\\}|-#\\}[${PY_WS}]*|#\\}\\n?`, "gu");
const RAW_BEGIN = sticky(`\\{%([-+]?)[${PY_WS}]*raw[${PY_WS}]*(?:-%\\}[${PY_WS}]*|%\\})`);
const RAW_END = new RegExp(`\\{%([-+]?)[${PY_WS}]*endraw[${PY_WS}]*(?:\\+%\\}|-%\\}[${PY_WS}]*|%\\}\\n?)`, "gu");
const TRAILING_WS = new RegExp(`[${PY_WS}]+$`, "u");
const ONLY_WS = new RegExp(`^[${PY_WS}]+$`, "u");

export function syntaxError(message: string, at: number): JinjaError {
  const e = new JinjaError("TemplateSyntaxError", message);
  e.at = at;
  return e;
}

/** Python's `unicode-escape` decoding of a string literal's body (after `backslashreplace` of non-ASCII). */
function unescape(body: string, at: number): string {
  if (!body.includes("\\")) return body;
  // Non-ASCII characters become \xNN / \uNNNN / \UNNNNNNNN first, as Jinja2's encode("ascii", "backslashreplace") does.
  const ascii = body.replace(/[^\x00-\x7f]/gu, (ch) => {
    const c = ch.codePointAt(0)!;
    return c < 0x100 ? `\\x${c.toString(16).padStart(2, "0")}` : c < 0x10000 ? `\\u${c.toString(16).padStart(4, "0")}` : `\\U${c.toString(16).padStart(8, "0")}`;
  });
  let out = "";
  for (let i = 0; i < ascii.length; i++) {
    const ch = ascii[i]!;
    if (ch !== "\\") {
      out += ch;
      continue;
    }
    const next = ascii[++i];
    if (next === undefined) throw syntaxError("\\ at end of string", at);
    const simple: Record<string, string> = { "\\": "\\", "'": "'", '"': '"', a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v", "\n": "" };
    if (next in simple) {
      out += simple[next];
      continue;
    }
    if (/[0-7]/.test(next)) {
      let digits = next;
      while (digits.length < 3 && /[0-7]/.test(ascii[i + 1] ?? "")) digits += ascii[++i];
      out += String.fromCodePoint(parseInt(digits, 8));
      continue;
    }
    const width = next === "x" ? 2 : next === "u" ? 4 : next === "U" ? 8 : 0;
    if (width > 0) {
      const hex = ascii.slice(i + 1, i + 1 + width);
      if (!new RegExp(`^[0-9a-fA-F]{${width}}$`).test(hex)) throw syntaxError(`truncated \\${next}${"X".repeat(width)} escape`, at);
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) throw syntaxError("illegal Unicode character", at);
      out += String.fromCodePoint(code);
      i += width;
      continue;
    }
    // An unknown escape stays as written.
    out += "\\" + next;
  }
  return out;
}

/** The source as Jinja2 lexes it: every line break a "\n", one trailing newline dropped. Offsets refer to this text. */
export function normalizeSource(input: string): string {
  const lines = input.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === "") lines.pop();
  return lines.join("\n");
}

/** The tokens of a template. */
export function tokenize(input: string): Token[] {
  const source = normalizeSource(input);
  const tokens: Token[] = [];
  let pos = 0;
  let lineStarting = true;

  /** Text before a tag, with the tag's whitespace control applied (`sign` is "-", "+" or ""). */
  const data = (textAt: number, end: number, sign: string, lstrip: boolean) => {
    let text = source.slice(textAt, end);
    if (sign === "-") text = text.replace(TRAILING_WS, "");
    else if (sign !== "+" && lstrip) {
      const lPos = text.lastIndexOf("\n") + 1;
      if ((lPos > 0 || lineStarting) && ONLY_WS.test(text.slice(lPos))) text = text.slice(0, lPos);
    }
    if (text !== "") tokens.push({ type: "data", value: text, at: textAt });
  };

  while (pos < source.length) {
    // Root state: data up to the next tag.
    let tagAt = -1;
    for (let i = source.indexOf("{", pos); i >= 0; i = source.indexOf("{", i + 1)) {
      const c = source[i + 1];
      if (c === "{" || c === "%" || c === "#") {
        tagAt = i;
        break;
      }
    }
    if (tagAt < 0) {
      tokens.push({ type: "data", value: source.slice(pos), at: pos });
      break;
    }
    const kind = source[tagAt + 1];
    RAW_BEGIN.lastIndex = tagAt;
    const raw = kind === "%" ? RAW_BEGIN.exec(source) : null;
    const signChar = source[tagAt + 2];
    const sign = raw ? raw[1]! : signChar === "-" || signChar === "+" ? signChar : "";
    data(pos, tagAt, sign, kind !== "{");
    lineStarting = false;
    if (raw) {
      // {% raw %}…{% endraw %}: the text between is data (with the end tag's whitespace control).
      const afterBegin = tagAt + raw[0].length;
      RAW_END.lastIndex = afterBegin;
      const end = RAW_END.exec(source);
      if (!end) throw syntaxError("Missing end of raw directive", tagAt);
      lineStarting = raw[0].endsWith("\n");
      data(afterBegin, end.index, end[1]!, true);
      pos = end.index + end[0].length;
      lineStarting = end[0].endsWith("\n");
      continue;
    }
    pos = tagAt + 2 + sign.length;
    if (kind === "#") {
      COMMENT_END.lastIndex = pos;
      const end = COMMENT_END.exec(source);
      if (!end) throw syntaxError("Missing end of comment tag", tagAt);
      pos = end.index + end[0].length;
      lineStarting = end[0].endsWith("\n");
      continue;
    }
    const isBlock = kind === "%";
    tokens.push({ type: isBlock ? "block_begin" : "variable_begin", value: source.slice(tagAt, pos), at: tagAt });
    pos = lexTag(source, pos, isBlock, tokens);
    lineStarting = source[pos - 1] === "\n";
  }
  tokens.push({ type: "eof", value: "", at: source.length });
  return tokens;
}

/** The expression tokens of a tag up to and including its end; returns the offset after the end. */
function lexTag(source: string, pos: number, isBlock: boolean, tokens: Token[]): number {
  const balance: string[] = [];
  const endRule = isBlock ? BLOCK_END : VARIABLE_END;
  while (pos < source.length) {
    if (balance.length === 0) {
      endRule.lastIndex = pos;
      const end = endRule.exec(source);
      if (end) {
        tokens.push({ type: isBlock ? "block_end" : "variable_end", value: end[0], at: pos });
        return pos + end[0].length;
      }
    }
    const at = pos;
    const match = (re: RegExp) => {
      re.lastIndex = pos;
      const m = re.exec(source);
      if (m) pos += m[0].length;
      return m;
    };
    if (match(WHITESPACE)) continue;
    let m = match(FLOAT);
    if (m) {
      tokens.push({ type: "float", value: mkFloat(Number(m[0].replace(/_/g, ""))), at });
      continue;
    }
    m = match(INTEGER);
    if (m) {
      const digits = m[0].replace(/_/g, "");
      const value = /^0[bBoOxX]/.test(digits) ? Number(digits.slice(0, 2).toLowerCase() + digits.slice(2)) : Number(digits);
      tokens.push({ type: "integer", value, at });
      continue;
    }
    m = match(NAME);
    if (m) {
      tokens.push({ type: "name", value: m[0], at });
      continue;
    }
    m = match(STRING);
    if (m) {
      tokens.push({ type: "string", value: unescape(m[1] ?? m[2]!, at), at });
      continue;
    }
    m = match(OPERATOR);
    if (m) {
      const op = m[0];
      if (op === "{" || op === "(" || op === "[") balance.push(op === "{" ? "}" : op === "(" ? ")" : "]");
      else if (op === "}" || op === ")" || op === "]") {
        const expected = balance.pop();
        if (expected === undefined) throw syntaxError(`unexpected '${op}'`, at);
        if (expected !== op) throw syntaxError(`unexpected '${op}', expected '${expected}'`, at);
      }
      tokens.push({ type: OPERATORS[op]!, value: op, at });
      continue;
    }
    throw syntaxError(`unexpected char ${JSON.stringify(source[pos])} at ${pos}`, pos);
  }
  return pos;
}
