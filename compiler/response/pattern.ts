/**
 * A response template's regexes (Python `regex` syntax, DOTALL) read as the
 * spellings of a dialect's terminals: literal text, optional whitespace and
 * bounded captures. A pattern is parsed into a small syntax tree, then
 * expanded into its alternatives (`?`, `|` and optional groups multiply them,
 * up to a bound). What a terminal cannot say (a lookaround, a backreference,
 * a counted repeat, a class a capture cannot be bounded by) is refused with
 * the construct named, never approximated silently; the few readings that
 * widen what matches (`\s`, `\s+` as a possibly empty whitespace run) are
 * listed in docs/response-templates.md.
 */

/** One piece of a spelling. */
export type Item =
  | { kind: "lit"; text: string }
  | { kind: "ws" }
  /** a run of characters up to the next literal: `name` null for an unnamed run (`.*?`, `[^<]*`) */
  | { kind: "capture"; name: string | null; excluding: string; max: number }
  /** `^`: the start of the assistant's message */
  | { kind: "start" }
  /** `$`: the end of the output */
  | { kind: "end" };

export type Spelling = Item[];

/** A pattern dialectc cannot read as terminals: the construct, in words. */
export class PatternError extends Error {}

type Node =
  | { k: "char"; c: string }
  | { k: "class"; cls: CharClass }
  | { k: "seq"; items: Node[] }
  | { k: "alt"; alts: Node[] }
  | { k: "group"; name: string | null; body: Node }
  | { k: "rep"; body: Node; min: number; max: number }
  | { k: "start" }
  | { k: "end" };

/** A character class as a set a capture can be bounded by: everything but `excluding` (negated), or a named class. */
interface CharClass {
  /** the characters the class leaves out, when it is "anything but these" */
  excluding: string | null;
  /** what it was, for messages */
  source: string;
  whitespace?: boolean;
}

const WS = " \t\n\r\f\v";
/** ASCII characters `\w` does not match: a capture of `\w` ends at any of them. */
const NON_WORD = WS + "!\"#$%&'()*+,-./:;<=>?@[\\]^`{|}~";

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", f: "\f", v: "\v", "0": "\0" };

class Reader {
  private i = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.i < this.src.length) throw new PatternError(`unbalanced ')' at ${this.i}`);
    return node;
  }

  private alternation(): Node {
    const alts = [this.sequence()];
    while (this.src[this.i] === "|") {
      this.i++;
      alts.push(this.sequence());
    }
    return alts.length === 1 ? alts[0]! : { k: "alt", alts };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.src.length && this.src[this.i] !== "|" && this.src[this.i] !== ")") items.push(this.quantified(this.atom()));
    return { k: "seq", items };
  }

  private quantified(atom: Node): Node {
    const c = this.src[this.i];
    let min: number;
    let max: number;
    if (c === "?") [min, max] = [0, 1];
    else if (c === "*") [min, max] = [0, Infinity];
    else if (c === "+") [min, max] = [1, Infinity];
    else if (c === "{" && /^\{\d*,?\d*\}/.test(this.src.slice(this.i))) throw new PatternError(`a counted repeat ${/^\{[^}]*\}/.exec(this.src.slice(this.i))![0]}`);
    else return atom;
    this.i++;
    // Lazy and possessive marks change which match wins, not what a terminal reads up to its next literal.
    if (this.src[this.i] === "?" || this.src[this.i] === "+") this.i++;
    return { k: "rep", body: atom, min, max };
  }

  private atom(): Node {
    const c = this.src[this.i++]!;
    switch (c) {
      case "(":
        return this.group();
      case "[":
        return { k: "class", cls: this.bracket() };
      case ".":
        return { k: "class", cls: { excluding: "", source: "." } };
      case "^":
        return { k: "start" };
      case "$":
        return { k: "end" };
      case "\\":
        return this.escape();
      case "*":
      case "+":
      case "?":
        throw new PatternError(`nothing to repeat at ${this.i - 1}`);
      default:
        return { k: "char", c };
    }
  }

  private group(): Node {
    let name: string | null = null;
    if (this.src.startsWith("?:", this.i)) this.i += 2;
    else if (this.src.startsWith("?P<", this.i) || (this.src.startsWith("?<", this.i) && !/^\?<[=!]/.test(this.src.slice(this.i)))) {
      const m = /^\?P?<(\w+)>/.exec(this.src.slice(this.i));
      if (!m) throw new PatternError(`a malformed group name at ${this.i}`);
      name = m[1]!;
      this.i += m[0].length;
    } else if (this.src[this.i] === "?") {
      const what = /^\?(?:P=|[=!]|<[=!]|[a-zA-Z-]+[:)])/.exec(this.src.slice(this.i))?.[0] ?? "?";
      const words: Record<string, string> = {
        "?=": "a lookahead (?=…)",
        "?!": "a negative lookahead (?!…)",
        "?<=": "a lookbehind (?<=…)",
        "?<!": "a negative lookbehind (?<!…)",
        "?P=": "a backreference (?P=…)",
      };
      if (/^\?[aiLmsux-]+[:)]$/.test(what)) throw new PatternError(`the inline flag (${what.slice(0, -1)}): a terminal is matched as written (only a leading (?s) is read)`);
      throw new PatternError(`${words[what] ?? `the group (${what}…)`}: a terminal cannot look past the text it reads`);
    }
    const body = this.alternation();
    if (this.src[this.i] !== ")") throw new PatternError("an unclosed '('");
    this.i++;
    return { k: "group", name, body };
  }

  private escape(): Node {
    const c = this.src[this.i++];
    if (c === undefined) throw new PatternError("a trailing backslash");
    if (c === "s") return { k: "class", cls: { excluding: null, source: "\\s", whitespace: true } };
    if (c === "S") return { k: "class", cls: { excluding: WS, source: "\\S" } };
    if (c === "w") return { k: "class", cls: { excluding: NON_WORD, source: "\\w" } };
    if (c === "A") return { k: "start" };
    if (c === "Z" || c === "z") return { k: "end" };
    if (/[dDWbB]/.test(c)) throw new PatternError(`the class \\${c}: a capture is bounded by the characters that end it, and \\${c} cannot be said that way`);
    if (/[1-9]/.test(c)) throw new PatternError(`a backreference \\${c}: a terminal cannot match what it read before`);
    if (c === "u" || c === "x") {
      const n = c === "u" ? 4 : 2;
      const hex = this.src.slice(this.i, this.i + n);
      if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(hex)) throw new PatternError(`a malformed \\${c} escape`);
      this.i += n;
      return { k: "char", c: String.fromCharCode(parseInt(hex, 16)) };
    }
    return { k: "char", c: ESCAPES[c] ?? c };
  }

  /** `[…]` after its `[`: only a negated set (`[^<]`, `[^>\n]`) bounds a capture. */
  private bracket(): CharClass {
    const start = this.i - 1;
    const negated = this.src[this.i] === "^";
    if (negated) this.i++;
    let chars = "";
    let first = true;
    while (this.i < this.src.length && (this.src[this.i] !== "]" || first)) {
      first = false;
      let c = this.src[this.i++]!;
      if (c === "\\") {
        const e = this.src[this.i++]!;
        if (e === "s") {
          chars += WS;
          continue;
        }
        if (/[SwWdD]/.test(e)) throw new PatternError(`the class \\${e} inside [${this.src.slice(start + 1, this.i)}…]`);
        c = ESCAPES[e] ?? e;
      }
      if (this.src[this.i] === "-" && this.src[this.i + 1] !== "]" && this.i + 1 < this.src.length) {
        this.i++;
        let hi = this.src[this.i++]!;
        if (hi === "\\") ((hi = ESCAPES[this.src[this.i]!] ?? this.src[this.i]!), this.i++);
        const from = c.codePointAt(0)!;
        const to = hi.codePointAt(0)!;
        if (to - from > 256) throw new PatternError(`the range ${c}-${hi} in a class`);
        for (let x = from; x <= to; x++) chars += String.fromCodePoint(x);
      } else chars += c;
    }
    if (this.src[this.i] !== "]") throw new PatternError("an unclosed '['");
    this.i++;
    const source = this.src.slice(start, this.i);
    if (!negated) throw new PatternError(`the class ${source}: a capture is bounded by the characters that end it, so only a negated class ([^…]) can be one`);
    return { excluding: chars, source };
  }
}

/** The most alternatives one pattern may expand into (each is a spelling of a terminal). */
const MAX_SPELLINGS = 64;

const CAPTURE_MAX = 128;
const RUN_MAX = 512;

function product(a: Spelling[], b: Spelling[]): Spelling[] {
  const out: Spelling[] = [];
  for (const x of a) for (const y of b) out.push([...x, ...y]);
  if (out.length > MAX_SPELLINGS) throw new PatternError(`more than ${MAX_SPELLINGS} alternatives`);
  return out;
}

function expand(node: Node): Spelling[] {
  switch (node.k) {
    case "char":
      return [[{ kind: "lit", text: node.c }]];
    case "start":
      return [[{ kind: "start" }]];
    case "end":
      return [[{ kind: "end" }]];
    case "class":
      if (node.cls.whitespace) return [[{ kind: "ws" }]];
      throw new PatternError(`the single character ${node.cls.source}: a terminal reads literal text, whitespace or a run of characters`);
    case "seq":
      return node.items.reduce<Spelling[]>((acc, item) => product(acc, expand(item)), [[]]);
    case "alt": {
      const out = node.alts.flatMap(expand);
      if (out.length > MAX_SPELLINGS) throw new PatternError(`more than ${MAX_SPELLINGS} alternatives`);
      return out;
    }
    case "group":
      if (node.name === null) return expand(node.body);
      return [[capture(node.name, node.body)]];
    case "rep":
      return repeat(node);
  }
}

/** A named group: a run of one class. */
function capture(name: string, body: Node): Item {
  const inner = body.k === "seq" && body.items.length === 1 ? body.items[0]! : body;
  if (inner.k === "rep" && inner.body.k === "class" && inner.max === Infinity && inner.body.cls.excluding !== null) {
    return { kind: "capture", name, excluding: inner.body.cls.excluding, max: inner.body.cls.source === "." ? RUN_MAX : CAPTURE_MAX };
  }
  throw new PatternError(`the group '${name}' must hold one repeated class (such as (?P<${name}>[^>]+) or (?P<${name}>\\w+))`);
}

function repeat(node: Extract<Node, { k: "rep" }>): Spelling[] {
  const { body, min, max } = node;
  if (body.k === "class" && body.cls.whitespace) return [[{ kind: "ws" }]];
  if (body.k === "class" && max === Infinity) {
    const run: Item = { kind: "capture", name: null, excluding: body.cls.excluding!, max: body.cls.source === "." ? RUN_MAX : CAPTURE_MAX };
    // A capture is never empty: `*` is the run or nothing, nothing written first.
    return min === 0 ? [[], [run]] : [[run]];
  }
  if (max === 1) return [...expand(body), ...(min === 0 ? [[]] : [])];
  throw new PatternError(`a repeated ${body.k === "char" ? `'${body.c}'` : "group"}: a terminal reads it once or not at all`);
}

/** Merges adjacent literals, so each spelling is literal, ws and capture pieces. */
function normalise(s: Spelling): Spelling {
  const out: Spelling = [];
  for (const item of s) {
    const last = out[out.length - 1];
    // A whitespace run reads the whitespace a literal after it would begin with (`\s*\n<x>` reads as `\s*<x>`).
    if (item.kind === "lit" && last?.kind === "ws") {
      const text = item.text.replace(/^[ \t\n\r\f\v]+/, "");
      if (text !== "") out.push({ kind: "lit", text });
    } else if (item.kind === "lit" && last?.kind === "lit") last.text += item.text;
    else if (item.kind === "ws" && last?.kind === "ws") continue;
    else out.push(item.kind === "lit" ? { ...item } : item);
  }
  return out;
}

/** The most spellings a pattern may have once a capture followed by a run is split at the character that ends it. */
const MAX_SPLIT_SPELLINGS = 160;

/**
 * A capture followed by a run (`(?P<name>\w+).*?<|message|>`, gpt-oss's opener) has no literal to end it, but
 * its class does: the capture ends at the first character it excludes, as Python's greedy repeat does. So the
 * spelling is split at that character, each of the class's excluded characters a literal of its own: the run is
 * empty (the literal after it begins there), or begins with that character. A class that excludes every
 * character but a few words' (`\w`, `\S`, `[^>]`) has a short list; `.` has none to split at.
 */
function splitAfterCaptures(s: Spelling): Spelling[] {
  const at = s.findIndex((item, i) => item.kind === "capture" && s[i + 1]?.kind === "capture");
  if (at < 0) return [s];
  const cap = s[at] as Extract<Item, { kind: "capture" }>;
  const run = s[at + 1] as Extract<Item, { kind: "capture" }>;
  const after = s[at + 2];
  if (run.name !== null || after?.kind !== "lit") return [s];
  if (cap.excluding === "") return [s];
  const head = s.slice(0, at + 1);
  const tail = s.slice(at + 2);
  const out: Spelling[] = [];
  // The run is empty: the literal after it ends the capture, where it begins with a character the capture excludes.
  if (cap.excluding.includes(after.text[0]!)) out.push([...head, ...tail]);
  for (const c of cap.excluding) {
    if (run.excluding.includes(c)) continue;
    out.push(normalise([...head, { kind: "lit", text: c }, ...tail]));
    out.push(normalise([...head, { kind: "lit", text: c }, run, ...tail]));
  }
  if (out.length > MAX_SPLIT_SPELLINGS) throw new PatternError(`more than ${MAX_SPLIT_SPELLINGS} alternatives once a group followed by a run is split`);
  return out.flatMap(splitAfterCaptures);
}

/** Python's inline flags that say nothing here: `(?s)` (every pattern is read as DOTALL), `(?x)`'s absence aside. */
function stripInlineFlags(source: string): string {
  return source.replace(/^\(\?s\)/, "");
}

/** A regex read as spellings: its alternatives, each a sequence of pieces (the order the pattern gives them). */
export function readPattern(source: string): Spelling[] {
  const spellings = distinct(expand(new Reader(stripInlineFlags(source)).parse()).map(normalise)).flatMap(splitAfterCaptures);
  if (spellings.length > MAX_SPLIT_SPELLINGS) throw new PatternError(`more than ${MAX_SPLIT_SPELLINGS} alternatives`);
  return distinct(spellings);
}

/** Spellings without repeats, first-seen order kept. */
export function distinct(list: readonly Spelling[]): Spelling[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const key = JSON.stringify(s);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Literal anchors as spellings. */
export function literalSpellings(list: readonly string[]): Spelling[] {
  return list.map((text) => [{ kind: "lit", text }]);
}

/** Regex-escapes literal text (for writing patterns back). */
export function escapeRegex(text: string): string {
  return text
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\n/g, "\\n")
    .replace(/\t/g, "\\t")
    .replace(/\r/g, "\\r");
}
