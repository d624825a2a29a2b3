/**
 * Render's `like`: a text in the dialect (a chat template's turn, a model's
 * output) whose ways of writing render follows where the dialect reads
 * several — which spelling of a marker, which quotes a Python string takes,
 * whether a bare value is spelled as Python's str() writes it, and the order
 * arguments go in. A sample only chooses among texts the dialect reads the
 * same; it never changes what a message says (render still checks that the
 * text reads back as the message).
 */

export class Sample {
  /** Python's spellings of true and false (`True`), where the sample writes them and not JSON's */
  readonly pythonBooleans: boolean;
  /** Python's spelling of null (`None`), where the sample writes it and not JSON's */
  readonly pythonNone: boolean;
  /** the quote a Python string literal takes: `"` where the sample writes keyword arguments so (`topic="x"`) */
  readonly pythonQuote: "'" | '"';
  /**
   * JSON's spellings (`true`, `null`) in a Python call, where the sample writes them and not Python's: a
   * template that writes each value with `tojson` (MiniCPM3's `k=v|tojson`) and a model that copies it
   */
  readonly jsonWords: boolean;
  /** what goes between a Python call's keyword arguments: `,` where the sample writes them with no space (`a=1,b=2`) */
  readonly pythonComma: string;

  /** objects and arrays as Python's str() writes them (`{'k': 'v'}`, `['a']`), where the sample writes them so and never as JSON */
  readonly pythonContainers: boolean;
  /** objects as JSON inside a Python call (`where={"k": "v"}`: a template's `tojson`), where the sample writes them so */
  readonly jsonObjects: boolean;
  /** arrays as JSON inside a Python call (`tags=["a"]`), where the sample writes them so */
  readonly jsonArrays: boolean;
  /** a Python string's newline written raw inside its quotes (a template's `'` + value + `'`) */
  readonly rawControls: boolean;
  /**
   * every value of a Python call in these quotes, one that is no string as Python's str() writes it
   * (Llama 4's pythonic template: `count="7"`, `exact="True"`): null where the sample writes bare values
   */
  readonly pythonQuotesAll: '"' | "'" | null;

  constructor(readonly text: string) {
    this.pythonBooleans = words(text, ["True", "False"]) && !words(text, ["true", "false"]);
    this.pythonNone = words(text, ["None"]) && !words(text, ["null"]);
    this.pythonQuote = /[(,]\s*\w+\s*=\s*"/.test(text) && !/[(,]\s*\w+\s*=\s*'/.test(text) ? '"' : "'";
    this.jsonWords = words(text, ["true", "false", "null"]) && !words(text, ["True", "False", "None"]);
    this.pythonComma = /[)"'\d\]}],[A-Za-z_]\w*=/.test(text) && !/, +[A-Za-z_]\w*=/.test(text) ? "," : ", ";
    const pyContainer = /\{'[^'\n]*': |\['[^'\n]*'[,\]]/.test(text);
    const jsonContainer = /\{"[^"\n]*": |\["[^"\n]*"[,\]]/.test(text);
    this.pythonContainers = pyContainer && !jsonContainer;
    this.jsonObjects = /[(,]\s*\w+\s*=\s*\{"/.test(text) && !/[(,]\s*\w+\s*=\s*\{'/.test(text);
    this.jsonArrays = /[(,]\s*\w+\s*=\s*\["/.test(text) && !/[(,]\s*\w+\s*=\s*\['/.test(text);
    this.rawControls = /[(,]\s*\w+\s*=\s*(?:'[^'\\\n]*\n[^']*'|"[^"\\\n]*\n[^"]*")/.test(text);
    this.pythonQuotesAll = quotedAll(text);
  }

  /** Whether the sample quotes every value after a bare key with the quote (`count:<escape>8<escape>`), and has such keys. */
  quotesAll(quote: string): boolean {
    const keyed = [...this.text.matchAll(/[{,]([A-Za-z_]\w*):/g)];
    return keyed.length > 1 && keyed.every((m) => this.text.startsWith(quote, m.index + m[0].length));
  }

  /**
   * The markers the sample writes straight before and after the text (each one of `markers`, as many as
   * stand there), where it holds the text: a wrapper the grammar reads as nothing.
   */
  around(text: string, markers: readonly string[]): { before: string; after: string } {
    const at = text === "" ? -1 : this.text.indexOf(text);
    if (at < 0 || markers.length === 0) return { before: "", after: "" };
    let [from, to] = [at, at + text.length];
    for (let m = markers.find((x) => this.text.endsWith(x, from)); m !== undefined; m = markers.find((x) => this.text.endsWith(x, from))) from -= m.length;
    for (let m = markers.find((x) => this.text.startsWith(x, to)); m !== undefined; m = markers.find((x) => this.text.startsWith(x, to))) to += m.length;
    return { before: this.text.slice(from, at), after: this.text.slice(at + text.length, to) };
  }

  /**
   * The markers (each one of `markers`, whitespace between them aside) the sample writes right after
   * `prev` (null: at its start) and right before `next`, at the first place it writes both so; "" where
   * it writes none there.
   */
  between(prev: string | null, next: string, markers: readonly string[]): string {
    if (markers.length === 0 || next === "") return "";
    const longest = [...markers].sort((a, b) => b.length - a.length);
    const skip = (at: number) => {
      while (at < this.text.length && /\s/.test(this.text[at]!)) at++;
      return at;
    };
    for (let from = prev === null ? 0 : this.text.indexOf(prev); from >= 0; from = prev === null ? -1 : this.text.indexOf(prev, from + 1)) {
      let at = prev === null ? 0 : from + prev.length;
      let run = "";
      for (let m = longest.find((x) => this.text.startsWith(x, skip(at))); m !== undefined; m = longest.find((x) => this.text.startsWith(x, skip(at)))) {
        run += m;
        at = skip(at) + m.length;
      }
      if (run !== "" && this.text.startsWith(next, skip(at))) return run;
    }
    return "";
  }

  /** The markers (each one of `markers`) the sample starts with, whitespace aside. */
  leadingMarkers(markers: readonly string[]): string[] {
    const out: string[] = [];
    let at = this.text.length - this.text.trimStart().length;
    for (let m = markers.find((x) => this.text.startsWith(x, at)); m !== undefined; m = markers.find((x) => this.text.startsWith(x, at))) {
      out.push(m);
      at += m.length;
    }
    return out;
  }

  /** Whether the sample holds the first text straight before the second, whitespace between them aside. */
  holdsApart(first: string, second: string): boolean {
    for (let at = this.text.indexOf(first); at >= 0; at = this.text.indexOf(first, at + 1)) {
      let p = at + first.length;
      while (p < this.text.length && /\s/.test(this.text[p]!)) p++;
      if (this.text.startsWith(second, p)) return true;
    }
    return false;
  }

  /**
   * What the sample writes right after the marker, whitespace aside, the first place it writes `[` or `{`
   * there: true for an array, false for a bare object (Phi-4-mini's templates write either inside
   * <|tool_call|>); null where it writes neither after it.
   */
  arrayAfter(marker: string): boolean | null {
    const m = marker.trim();
    if (m === "") return null;
    for (let at = this.text.indexOf(m); at >= 0; at = this.text.indexOf(m, at + 1)) {
      let p = at + m.length;
      while (p < this.text.length && /\s/.test(this.text[p]!)) p++;
      if (this.text[p] === "[") return true;
      if (this.text[p] === "{") return false;
    }
    return null;
  }

  /** Whether the sample writes calls as JSON objects naming the call under one of `keys` (`{"name": …`), and none as a Python call (`f(…)`). */
  jsonEnvelopes(keys: readonly string[]): boolean {
    const named = keys.some((k) => new RegExp(`\\{\\s*${escapeRegExp(JSON.stringify(k))}\\s*:`).test(this.text));
    return named && !/[A-Za-z_][\w.]*\((?:\)|\s*[A-Za-z_]\w*\s*=)/.test(this.text);
  }

  /** Whether the sample writes a call as OpenAI's tool_call object (`"type": "function", "function": {…}`), as a template that dumps the message's `tool_calls` does. */
  get openAiCalls(): boolean {
    return /"type"\s*:\s*"function"\s*,\s*"function"\s*:\s*\{/.test(this.text);
  }

  /** The first of the keys the sample writes as a JSON object's key (`"parameters":`), or undefined where it writes none. */
  firstKey(keys: readonly string[]): string | undefined {
    return keys.find((k) => new RegExp(`${escapeRegExp(JSON.stringify(k))}\\s*:`).test(this.text));
  }

  /** Whether a marker that starts with `head` names `word` before it closes (`<｜DSML｜parameter name="arguments" …>`). */
  namesInMarker(head: string, word: string): boolean {
    if (head === "") return false;
    return new RegExp(`${escapeRegExp(head)}[^<>\\n]*?[="'<\\s]${escapeRegExp(word)}["'>\\s]`).test(this.text);
  }

  /**
   * Whether the sample writes this string value bare where the grammar reads JSON and takes text that is no
   * JSON as a string (HyperCLOVA X SEED's later templates: `<arg_value>Seoul</arg_value>`): it holds the
   * text and not its JSON spelling, and the text reads back as the same string (no JSON of its own, no
   * whitespace at its edges for the value's trimming to take).
   */
  writesBare(value: string, quoted: string): boolean {
    if (value === "" || value.trim() !== value || !this.text.includes(value) || this.text.includes(quoted)) return false;
    try {
      JSON.parse(value);
      return false;
    } catch {
      return true;
    }
  }

  /** Whether the sample holds this text. */
  holds(text: string): boolean {
    return this.text.includes(text);
  }

  /**
   * The value with each object's keys in the order the sample first names them (a template that sorts
   * arguments, as Gemma 4's does), where the sample names them all; otherwise as given.
   */
  ordered(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((v) => this.ordered(v));
    if (value === null || typeof value !== "object") return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, this.ordered(v)] as const);
    const at = entries.map(([k]) => keyAt(this.text, k));
    if (at.some((i) => i < 0)) return Object.fromEntries(entries);
    const order = entries.map((_, i) => i).sort((a, b) => at[a]! - at[b]!);
    return Object.fromEntries(order.map((i) => entries[i]!));
  }
}

/**
 * The quote every keyword argument of the sample's Python calls opens with, where one of them holds what
 * is no string (a number, True, None, a container: the template quotes str() of each value); else null.
 */
function quotedAll(text: string): '"' | "'" | null {
  const values = [...text.matchAll(/[(,]\s*[A-Za-z_]\w*\s*=\s*(.)/g)].map((m) => text.slice(m.index + m[0].length - 1));
  const quote = values[0]?.[0];
  if ((quote !== '"' && quote !== "'") || !values.every((v) => v.startsWith(quote))) return null;
  return values.some((v) => /^.(?:-?\d|True|False|None|[{[])/.test(v)) ? quote : null;
}

/** Whether any of the words stands in the text as a word of its own. */
function words(text: string, list: string[]): boolean {
  return list.some((w) => new RegExp(`(^|[^\\w"'])${w}($|[^\\w"'])`).test(text));
}

/** Where the text first names the key as a key: the name with no word character either side, followed by what ends a key. */
function keyAt(text: string, key: string): number {
  for (let from = 0; ;) {
    const i = text.indexOf(key, from);
    if (i < 0) return -1;
    const before = i === 0 ? "" : text[i - 1]!;
    const after = text.slice(i + key.length).trimStart()[0] ?? "";
    if (!/\w/.test(before) && /["':=>]/.test(after)) return i;
    from = i + 1;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
