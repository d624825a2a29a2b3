/**
 * The xgrammar structural tag: pieces as tags with begin strings, content
 * formats and ends, and the triggers that start them (vLLM, SGLang).
 */
import { Channel, literalText, type DialectIR } from "../ir/ir.js";
import type { Piece } from "../render/paths.js";
import { Rules, lit } from "./grammar-rules.js";
import { ToolSchemas } from "../args/schema.js";
import { ExportError } from "./export-options.js";
import { asciiMarkers } from "./shapes.js";
import { argumentsSchema, markerRest, markerText, parametersRule, rawChoices, envelopeRule } from "./call-rules.js";

type Format = Record<string, unknown>;

/** A tag's trigger: the region's opener, or the call's first marker up to its first capture. */
export function triggerOfTag(ir: DialectIR, tag: Format, heads: Piece[], region: Piece | null): string {
  if (region) return region.slot === "lit" ? region.text : "";
  const begin = tag.begin as string;
  const head = heads.find((h) => markerText(ir, h, "end") === begin || (h.slot === "lit" && h.head === begin));
  return head && head.slot === "lit" && head.head !== undefined ? head.head : begin;
}

/** Pieces as xgrammar structural-tag formats. */
export class TagBuilder {
  private static readonly WS: Format = { type: "grammar", grammar: "root ::= [ \\t\\n\\r]*" };

  private readonly dialect: string;

  constructor(
    private readonly schemas: ToolSchemas,
    private readonly ir: DialectIR,
  ) {
    this.dialect = ir.name;
  }

  /**
   * A call: its first marker begins the tag, its last (if it ends with one)
   * ends it. A first marker with other spellings (Harmony's recipient with
   * any channel and `<|constrain|>`) begins with its fixed start, and the
   * rest of any of its spellings follows as a grammar.
   */
  tag(pieces: Piece[]): Format {
    const head = pieces[0];
    const begin = head && head.slot === "lit" ? (head.head ?? markerText(this.ir, head, "end")) : "";
    const rest = head && head.slot === "lit" && head.terminal !== undefined && pieces[1]?.slot !== "param" ? markerRest(this.ir, head, begin) : null;
    const inner = rest !== null ? [{ type: "const_string", value: begin }, { type: "grammar", grammar: `root ::= ${rest}` }, ...this.pieces(pieces.slice(1))] : this.pieces(pieces);
    const first = inner[0];
    if (inner.length === 1 && first?.type === "tag") return first;
    if (!first || first.type !== "const_string") throw new ExportError(this.dialect, "a call does not start with a marker");
    const last = inner[inner.length - 1]!;
    const closed = inner.length > 1 && last.type === "const_string";
    // Where the grammar closes a call with other markers too (Harmony's <|end|> beside <|call|>), any of them ends it.
    const closers = closed ? this.closers(pieces[pieces.length - 1]!) : [];
    const optional = closed && this.opensText(pieces[pieces.length - 1]!);
    if (closers.length > 1 || optional) {
      // A closer that is also where text begins (Functionary's `>>>all`, a message to the user) need not be written.
      const ending: Format = { type: "grammar", grammar: `root ::= ( ${closers.map(lit).join(" | ")} )${optional ? "?" : ""}` };
      return { type: "tag", begin: first.value, content: this.sequence([...inner.slice(1, -1), ending], false), end: "" };
    }
    return { type: "tag", begin: first.value, content: this.sequence(inner.slice(1, closed ? -1 : undefined)), end: closed ? last.value : "" };
  }

  /** Whether the marker that closed the call also begins text: the text state it leads to absorbs it. */
  private opensText(p: Piece): boolean {
    if (p.slot !== "lit" || p.terminal === undefined || p.from === undefined) return false;
    const used = this.ir.states[p.from]!.transitions.find((t) => t.terminal === p.terminal && !t.restart);
    if (!used) return false;
    const target = this.ir.states[used.target]!;
    return target.channel.kind === Channel.Text && target.transitions.some((t) => t.absorb && !t.repeat && t.terminal === p.terminal);
  }

  /** The markers that close a call where this one did: the same events, from the same state, first spellings. */
  private closers(p: Piece): string[] {
    if (p.slot !== "lit" || p.terminal === undefined || p.from === undefined) return [];
    const state = this.ir.states[p.from]!;
    const used = state.transitions.find((t) => t.terminal === p.terminal && !t.restart);
    if (!used) return [];
    const kinds = used.events.map((e) => e.kind).join(",");
    const out = new Set<string>([p.text]);
    for (const t of state.transitions) {
      if (t.restart || t.absorb || t.events.map((e) => e.kind).join(",") !== kinds) continue;
      const parts = this.ir.terminals[t.terminal]!.variants[0]!;
      const text = literalText(parts);
      if (text !== null) out.add(text);
    }
    return [...out];
  }

  or(formats: Format[]): Format {
    return formats.length === 1 ? formats[0]! : { type: "or", elements: formats };
  }

  /**
   * One or more calls in a region. xgrammar runs an open-ended format only to
   * its tag's end, so the calls are triggered tags: what stands between them
   * (an array's `, `, newlines) is the free text between tags.
   */
  repeated(calls: Format[]): Format {
    return { type: "triggered_tags", triggers: minimal(calls.map((c) => c.begin as string)), tags: calls, at_least_one: true };
  }

  /** Elements with optional whitespace between them (and after the last, unless it runs to the tag's end). */
  sequence(elements: Format[], trailing = true): Format {
    const out: Format[] = [TagBuilder.WS];
    elements.forEach((e, i) => {
      out.push(e);
      if (trailing || i < elements.length - 1) out.push(TagBuilder.WS);
    });
    return { type: "sequence", elements: out };
  }

  /** Fixed text, arguments and parameters, in order; a run of parameters is any of them, any number of times. */
  pieces(pieces: Piece[]): Format[] {
    const out: Format[] = [];
    const params: Format[] = [];
    const paramPieces: Piece[][] = [];
    let lastLit: Piece | null = null;
    // xgrammar ends an open-ended run (any number of parameters) only at its tag's end: the run becomes a
    // tag of its own, between the markers around it (`<function=f>` … `</function>`).
    const flush = (i: number): number => {
      if (params.length === 0) return i;
      const before = out.pop();
      const after = pieces[i];
      if (!before || before.type !== "const_string" || !after || after.slot !== "lit" || after.text.trim() === "") {
        throw new ExportError(this.dialect, "parameters are not enclosed by markers");
      }
      const run = this.parameterRun(params, paramPieces);
      // A marker with other spellings before the parameters (Kimi K3's call with or without index=) begins with its fixed start.
      const head = lastLit && lastLit.slot === "lit" ? (lastLit.head ?? markerText(this.ir, lastLit, "end")) : "";
      const rest = lastLit && lastLit.slot === "lit" && lastLit.terminal !== undefined ? markerRest(this.ir, lastLit, head) : null;
      if (rest !== null) out.push({ type: "tag", begin: head, content: this.sequence([{ type: "grammar", grammar: `root ::= ${rest}` }, run], false), end: after.text });
      else out.push({ type: "tag", begin: before.value, content: run, end: after.text });
      params.length = 0;
      paramPieces.length = 0;
      return i + 1;
    };
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i]!;
      if (p.slot === "param") {
        const end = pieces.findIndex((q, j) => j > i && q.slot === "end_param");
        params.push(this.param(pieces.slice(i + 1, end)));
        paramPieces.push(pieces.slice(i + 1, end));
        i = end;
        continue;
      }
      if (params.length > 0) {
        i = flush(i) - 1;
        continue;
      }
      if (p.slot === "lit") {
        // Trailing whitespace is layout, which the whitespace between elements covers (`", "` is a comma); a
        // leading space is part of a marker (Harmony's " to=").
        if (p.text.trim() !== "") {
          out.push({ type: "const_string", value: markerText(this.ir, p, "end") });
          lastLit = p;
        }
      } else if (p.slot === "index") {
        out.push({ type: "grammar", grammar: "root ::= [0-9]+" });
      } else if (p.slot === "envelope") {
        const rules = new Rules();
        out.push(grammarOf(envelopeRule(rules, p, this.schemas), rules));
      } else if (p.slot === "args") {
        const schema = argumentsSchema(this.schemas, p.tool);
        const rules = new Rules();
        const root =
          p.python !== undefined
            ? rules.pythonCall(p.python, schema)
            : p.xml !== undefined
              ? rules.xmlArgs(schema, p.xml)
              : rules.schema(schema, p.quote !== undefined ? { quote: p.quote } : "json");
        out.push(grammarOf(root, rules));
      }
    }
    if (params.length > 0) flush(pieces.length);
    return out;
  }

  /**
   * Any number of parameters. xgrammar's triggered tags would admit any text
   * between them, which the parser drops as layout, so a misspelt parameter
   * marker would pass and its parameter be lost; where the markers are ASCII
   * the run is a grammar that admits only whitespace there, as the GBNF does.
   * xgrammar reads a negated character class by bytes, so a raw value up to a
   * non-ASCII closer (DSML's) stays a tag's any-text, between triggered tags.
   */
  private parameterRun(tags: Format[], pieces: Piece[][]): Format {
    if (!pieces.every(asciiMarkers)) {
      return { type: "triggered_tags", triggers: [commonHead(tags)], tags: [...tags] };
    }
    const rules = new Rules();
    return grammarOf(`ws ${parametersRule(rules, pieces, this.schemas, this.ir)}`, rules);
  }

  /** A parameter: its opening markup begins the tag, its closing markup ends it, the value is the content. */
  private param(pieces: Piece[]): Format {
    const v = pieces.findIndex((p) => p.slot === "value");
    const value = pieces[v] as Piece & { slot: "value" };
    // Newlines that wrap the value (Qwen3's) are the value's to have or not: only the markers are fixed.
    const markup = (ps: Piece[]) =>
      ps
        .filter((p) => p.text.trim() !== "")
        .map((p) => p.text)
        .join("");
    const begin = markup(pieces.slice(0, v));
    const end = markup(pieces.slice(v + 1));
    if (end === "") throw new ExportError(this.dialect, `the value of ${value.key} has no closing marker to end it`);
    const rules = new Rules();
    const schema = this.schemas.parameter(value.tool, value.key);
    const choices = rawChoices(schema);
    const content: Format = !value.raw
      ? grammarOf(`ws ${rules.schema(schema ?? {})} ws`, rules)
      : choices
        ? { type: "grammar", grammar: `root ::= [ \\t\\n\\r]* ( ${choices} ) [ \\t\\n\\r]*` }
        : { type: "any_text" };
    return { type: "tag", begin, content, end };
  }
}

/**
 * A grammar element. JSON goes through our own schema rules rather than
 * xgrammar's json_schema format, which fixes the spacing (`": "`, `", "`) and
 * so rejects the compact JSON models also write.
 */
function grammarOf(root: string, rules: Rules): Format {
  return { type: "grammar", grammar: `root ::= ${root}\n${rules.text()}` };
}

/** What the parameters' openers share, from the start: the trigger for any of them. */
function commonHead(params: Format[]): string {
  const begins = params.map((p) => p.begin as string);
  let n = begins[0]!.length;
  for (const b of begins) {
    let i = 0;
    while (i < n && i < b.length && b[i] === begins[0]![i]) i++;
    n = i;
  }
  return begins[0]!.slice(0, Math.max(n, 1));
}

/** Triggers without repeats, and without one that another begins (xgrammar dispatches on the shortest). */
export function minimal(triggers: string[]): string[] {
  const unique = [...new Set(triggers)];
  return unique.filter((t) => !unique.some((u) => u !== t && t.startsWith(u)));
}
