/**
 * Diagnostics: a position in a grammar file, a message and a stable code.
 * Every pass reports into one `Diagnostics` so a file's errors come out
 * together, formatted as
 *
 *   grammars/hermes.dialect:12:27: error: unknown terminal 'TOOL_ED' [undefined-terminal]
 *      12 | args TOOL_ED -> content : tool_end
 *         |      ^^^^^^^
 */

export interface SourceFile {
  /** as shown to the user (relative when possible) */
  path: string;
  text: string;
}

export interface Span {
  file: SourceFile;
  offset: number;
  length: number;
}

export type Severity = "error" | "warning";

export interface Diagnostic {
  severity: Severity;
  span: Span;
  message: string;
  code: string;
  /** about the whole file (it is not text, it is too large): no line to show */
  whole?: boolean;
}

export class Diagnostics {
  readonly items: Diagnostic[] = [];

  error(span: Span, message: string, code: string): void {
    this.items.push({ severity: "error", span, message, code });
  }

  /** A finding about a whole file, printed as one line: `path: error: message [code]`. */
  fileError(file: SourceFile, message: string, code: string): void {
    this.items.push({ severity: "error", span: { file, offset: 0, length: 1 }, message, code, whole: true });
  }

  warning(span: Span, message: string, code: string): void {
    this.items.push({ severity: "warning", span, message, code });
  }

  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === "error");
  }

  /** In file order, then position, so output is deterministic. */
  sorted(): Diagnostic[] {
    return [...this.items].sort((a, b) => a.span.file.path.localeCompare(b.span.file.path) || a.span.offset - b.span.offset);
  }

  format(): string {
    return this.sorted().map(formatDiagnostic).join("\n");
  }
}

export function lineAndColumn(text: string, offset: number): { line: number; col: number; lineText: string } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === "\n") {
      line++;
      lineStart = i + 1;
    }
  }
  let lineEnd = text.indexOf("\n", lineStart);
  if (lineEnd < 0) lineEnd = text.length;
  return { line, col: offset - lineStart + 1, lineText: text.slice(lineStart, lineEnd) };
}

/** Control characters shown as "?", one for one so the caret stays under its column: a terminal never gets raw control bytes. */
function printable(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "?");
}

export function formatDiagnostic(d: Diagnostic): string {
  if (d.whole) return `${printable(d.span.file.path)}: ${d.severity}: ${printable(d.message)} [${d.code}]`;
  const at = lineAndColumn(d.span.file.text, d.span.offset);
  const { line, col } = at;
  const lineText = printable(at.lineText);
  const gutter = String(line).length + 3;
  const width = Math.max(1, Math.min(d.span.length, lineText.length - col + 1));
  return [
    `${printable(d.span.file.path)}:${line}:${col}: ${d.severity}: ${printable(d.message)} [${d.code}]`,
    `${String(line).padStart(gutter - 1)} | ${lineText}`,
    `${" ".repeat(gutter - 1)} | ${" ".repeat(col - 1)}${"^".repeat(width)}`,
  ].join("\n");
}
