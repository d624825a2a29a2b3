/**
 * One call as EBNF rules, for GBNF and for a structural tag's grammar parts:
 * its markers (with the spellings the grammar allows), its arguments by the
 * tool's schema, its parameters in any order.
 */
import { isCapture, isWhitespace, type DialectIR, type Part } from "../ir/ir.js";
import type { Piece } from "../render/paths.js";
import { Rules, classChar, lit } from "./grammar-rules.js";
import { ToolSchemas, type JsonSchema } from "../args/schema.js";
import { ExportError } from "./export-options.js";

/**
 * The spellings of the marker a piece wrote, less `prefix`, as EBNF: the
 * captures it was written with (name, key, encoding) stay as written, the
 * others are any run of their class, optional whitespace is whitespace.
 * Only spellings that begin with `prefix` count. Null when the marker has no
 * other spelling than the one written.
 */
export function markerRest(ir: DialectIR, p: Piece & { slot: "lit" }, prefix: string): string | null {
  const terminal = ir.terminals[p.terminal!]!;
  const caps = p.caps ?? {};
  const flexible = terminal.variants.length > 1 || terminal.variants.some((v) => v.some((part) => isWhitespace(part) || (isCapture(part) && caps[part.cap] === undefined)));
  if (!flexible) return null;
  const alternatives: string[] = [];
  for (const variant of terminal.variants) {
    let skip = prefix.length;
    const atoms: string[] = [];
    let ok = true;
    variant.forEach((part, i) => {
      if (!ok) return;
      let text: string | null = null;
      if (isCapture(part) && caps[part.cap] !== undefined) text = caps[part.cap]!;
      else if (!isCapture(part) && !isWhitespace(part)) text = part.lit;
      if (text !== null) {
        const cut = Math.min(skip, text.length);
        if (text.slice(0, cut) !== prefix.slice(prefix.length - skip, prefix.length - skip + cut)) ok = false;
        skip -= cut;
        if (cut < text.length) atoms.push(lit(text.slice(cut)));
        return;
      }
      if (skip > 0) ok = false;
      else if (isWhitespace(part)) atoms.push("[ \\t\\n\\r]*");
      else if (isCapture(part)) {
        const next = variant[i + 1];
        const after = next && isWhitespace(next) ? variant[i + 2] : next;
        const stop = after && !isCapture(after) && !isWhitespace(after) ? after.lit[0]! : "";
        const excluded = [...new Set([...part.exclude, ...stop, ...(next && isWhitespace(next) ? " \t\n\r" : "")])];
        atoms.push(`[^${excluded.map(classChar).join("")}]+`);
      }
    });
    if (ok && skip === 0) alternatives.push(atoms.length > 0 ? atoms.join(" ") : '""');
  }
  return alternatives.length > 0 ? `( ${alternatives.join(" | ")} )` : null;
}

/** A raw value restricted to its schema's string enum, as alternatives; null when any text will do. */
export function rawChoices(schema: JsonSchema | null): string | null {
  const values = Array.isArray(schema?.enum) ? schema.enum : schema && "const" in schema ? [(schema as { const: unknown }).const] : null;
  if (!values || values.length === 0 || !values.every((v) => typeof v === "string")) return null;
  return (values as string[]).map(lit).join(" | ");
}

/**
 * A marker's fixed text. Whitespace at its ends is layout, which the optional
 * whitespace between elements covers, unless the terminal's own literal
 * spells it: Functionary's `>>>NAME` then a newline, Harmony's leading
 * ` to=`. The parser requires those, so the grammar does too.
 */
export function markerText(ir: DialectIR, p: Piece, ends: "end" | "both"): string {
  const variants = p.slot === "lit" && p.terminal !== undefined ? ir.terminals[p.terminal]!.variants : [];
  const literal = (part: Part | undefined) => (part !== undefined && !isCapture(part) && !isWhitespace(part) ? part.lit : "");
  const keepsEnd = variants.some((v) => /\s$/.test(literal(v[v.length - 1])) && p.text.endsWith(literal(v[v.length - 1])));
  const keepsStart = ends === "end" || variants.some((v) => /^\s/.test(literal(v[0])) && p.text.startsWith(literal(v[0])));
  const text = keepsEnd ? p.text : p.text.trimEnd();
  return keepsStart ? text : text.trimStart();
}

/**
 * The rule body for a call after its trigger. Consecutive parameters become
 * `(p1 | p2 | …)*`: a model may write them in any order.
 */
export function callRule(rules: Rules, pieces: Piece[], schemas: ToolSchemas, ir: DialectIR): string {
  const parts: string[] = [];
  const params: Piece[][] = [];
  const flush = () => {
    if (params.length > 0) parts.push(parametersRule(rules, params, schemas, ir));
    params.length = 0;
  };
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    if (p.slot === "param") {
      const end = pieces.findIndex((q, j) => j > i && q.slot === "end_param");
      params.push(pieces.slice(i + 1, end));
      i = end;
      continue;
    }
    flush();
    parts.push(pieceRule(rules, p, litsAfter(pieces, i), schemas, ir));
  }
  flush();
  return parts.filter((x) => x !== "").join(" ws ");
}

/** The markers right after a piece (what ends a raw value); whitespace between them is layout. */
export function litsAfter(pieces: Piece[], i: number): string {
  let s = "";
  for (let j = i + 1; j < pieces.length && pieces[j]!.slot === "lit"; j++) s += pieces[j]!.text.trim() === "" ? "" : pieces[j]!.text;
  return s;
}

/** Any number of parameters, each given by its pieces (markup and value), in any order, whitespace between them. */
export function parametersRule(rules: Rules, params: Piece[][], schemas: ToolSchemas, ir: DialectIR): string {
  const alts = params.map((ps) => {
    const value = ps.find((p) => p.slot === "value") as (Piece & { slot: "value" }) | undefined;
    return rules.add(value ? `param_${value.tool}_${value.key}` : "param", paramRule(rules, ps, schemas, ir));
  });
  return `( ( ${alts.join(" | ")} ) ws )*`;
}

function paramRule(rules: Rules, pieces: Piece[], schemas: ToolSchemas, ir: DialectIR): string {
  const parts: string[] = [];
  pieces.forEach((p, i) => {
    // Inside a parameter, a raw value takes any whitespace; a typed one may be wrapped in it (Qwen3's newlines).
    if (p.slot === "lit" && p.text.trim() === "") parts.push("ws");
    else parts.push(pieceRule(rules, p, litsAfter(pieces, i), schemas, ir));
  });
  return parts.filter((x) => x !== "").join(" ");
}

/** `closer`: the fixed text right after the piece (what ends a raw value). */
export function pieceRule(rules: Rules, p: Piece, closer: string, schemas: ToolSchemas, ir: DialectIR): string {
  switch (p.slot) {
    case "lit": {
      if (p.text.trim() === "") return lit(p.text);
      // A marker with other spellings (GLM's key and value tags with or without a newline between) admits each.
      const spellings = p.terminal !== undefined ? markerRest(ir, p, "") : null;
      return spellings ?? lit(markerText(ir, p, "both"));
    }
    case "args": {
      const schema = argumentsSchema(schemas, p.tool);
      if (p.python !== undefined) return rules.pythonCall(p.python, schema);
      if (p.xml !== undefined) return rules.xmlArgs(schema, p.xml);
      return rules.schema(schema, p.quote !== undefined ? { quote: p.quote } : "json");
    }
    case "value": {
      if (!p.raw) return rules.schema(schemas.parameter(p.tool, p.key) ?? {});
      if (closer === "") throw new ExportError(ir.name, `the value of ${p.key} has no closing marker to end it`);
      const choices = rawChoices(schemas.parameter(p.tool, p.key));
      return choices ? `( ${choices} )` : rules.textUntil(closer);
    }
    case "index":
      return "[0-9]+";
    case "envelope":
      return envelopeRule(rules, p, schemas);
    default:
      return "";
  }
}

/**
 * An envelope's members, `"name": "f", "arguments": {…}`, in either order (models write both), under any
 * of the keys the dialect reads, after the model's own id where the dialect reads one (Cohere's
 * `"tool_call_id": "0"`, kept only before the name); or `"f": {…}` where the name is the key.
 */
export function envelopeRule(rules: Rules, p: Piece & { slot: "envelope" }, schemas: ToolSchemas): string {
  const args = rules.schema(argumentsSchema(schemas, p.tool));
  const keyed = (keys: string[]) => `( ${keys.map((k) => lit(JSON.stringify(k))).join(" | ")} ) ws ":" ws`;
  if (p.nameKeys.length === 0) return `${lit(JSON.stringify(p.tool))} ws ":" ws ${args}`;
  const name = `${keyed(p.nameKeys)} ${lit(JSON.stringify(p.tool))}`;
  const argsMember = `${keyed(p.argsKeys)} ${args}`;
  const id = p.idKeys.length > 0 ? `( ${keyed(p.idKeys)} jstring ws "," ws )? ` : "";
  const members = `( ${name} ws "," ws ${argsMember} | ${argsMember} ws "," ws ${name} )`;
  // In OpenAI's tool_call object, where render wrote it so.
  const placed = p.openai ? `${lit('"type"')} ws ":" ws ${lit('"function"')} ws "," ws ${lit('"function"')} ws ":" ws "{" ws ${members} ws "}"` : members;
  return rules.add("envelope", `${id}${placed}`);
}

/** The arguments object's schema: the tool's properties and required keys (others are not constrained). */
export function argumentsSchema(schemas: ToolSchemas, tool: string): JsonSchema {
  return schemas.schema(tool) ?? { type: "object" };
}
