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

  constructor(readonly text: string) {
    this.pythonBooleans = words(text, ["True", "False"]) && !words(text, ["true", "false"]);
    this.pythonNone = words(text, ["None"]) && !words(text, ["null"]);
    this.pythonQuote = /[(,]\s*\w+\s*=\s*"/.test(text) && !/[(,]\s*\w+\s*=\s*'/.test(text) ? '"' : "'";
    this.jsonWords = words(text, ["true", "false", "null"]) && !words(text, ["True", "False", "None"]);
    this.pythonComma = /[)"'\d\]}],[A-Za-z_]\w*=/.test(text) && !/, +[A-Za-z_]\w*=/.test(text) ? "," : ", ";
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
