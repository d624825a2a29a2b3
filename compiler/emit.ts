/**
 * Emission: the modules in generated/. One module per dialect carrying its IR
 * and ABI stamp, and an index that names them all and binds the runtime API to
 * dialect names. Output is deterministic (sorted, prettier-formatted), so
 * `dialectc compile --check` can compare it byte for byte with what is committed.
 */
import { format } from "prettier";
import type { DialectIR } from "../runtime/ir.js";

const HEADER = (source: string) =>
  `// DO NOT EDIT — generated from ${source} by dialectc.\n// Edit the grammar, then run: npx dialectc compile\n`;

export function identifierFor(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : "_" + name.replace(/[^\w$]/g, "_");
}

async function pretty(code: string): Promise<string> {
  return format(code, { parser: "typescript", printWidth: 100 });
}

export async function emitDialectModule(ir: DialectIR): Promise<string> {
  const id = identifierFor(ir.name);
  return pretty(`${HEADER(ir.source)}
import type { Dialect } from "../runtime/dialect.js";
import type { DialectIR } from "../runtime/ir.js";

const ir: DialectIR = ${JSON.stringify(ir)};

export const ${id}: Dialect = { name: ${JSON.stringify(ir.name)}, abi: ${ir.abi}, ir };
`);
}

export async function emitIndex(dialects: DialectIR[]): Promise<string> {
  const names = dialects.map((d) => d.name).sort();
  const imports = names.map((n) => `import { ${identifierFor(n)} } from "./${n}.js";`).join("\n");
  const entries = names.map((n) => (identifierFor(n) === n ? n : `${JSON.stringify(n)}: ${identifierFor(n)}`)).join(", ");
  return pretty(`// DO NOT EDIT — generated from grammars/*.dialect by dialectc.
// Edit the grammars, then run: npx dialectc compile
import type { Dialect } from "../runtime/dialect.js";
import type { Message } from "../runtime/delta.js";
import {
  createParserFor,
  parseCompleteFor,
  isReasoningEndFor,
  type Parser,
  type ParserOptions,
} from "../runtime/parser.js";
${imports}

export * from "../runtime/index.js";
export { ${names.map(identifierFor).join(", ")} };

/** Every dialect in grammars/, by name. */
export const dialects = { ${entries} } as const satisfies Record<string, Dialect>;
export type DialectName = keyof typeof dialects;

/** A dialect by name (or the dialect itself); an unknown name throws. */
export function getDialect(dialect: DialectName | string | Dialect): Dialect {
  if (typeof dialect !== "string") return dialect;
  const found = (dialects as Record<string, Dialect>)[dialect];
  if (!found) {
    throw new Error(\`dialectc: unknown dialect '\${dialect}' (known: \${Object.keys(dialects).join(", ")})\`);
  }
  return found;
}

export function createParser(dialect: DialectName | string | Dialect, options?: ParserOptions): Parser {
  return createParserFor(getDialect(dialect), options);
}

export function parseComplete(dialect: DialectName | string | Dialect, text: string, options?: ParserOptions): Message {
  return parseCompleteFor(getDialect(dialect), text, options);
}

export function isReasoningEnd(
  dialect: DialectName | string | Dialect,
  promptTokenIds: readonly number[],
  vocab: Record<string, number>,
  options?: { thinking?: boolean },
): boolean {
  return isReasoningEndFor(getDialect(dialect), promptTokenIds, vocab, options);
}
`);
}

/** Every file generated/ should hold: path relative to generated/ -> content. */
export async function emitAll(dialects: DialectIR[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const d of dialects) files.set(d.name + ".ts", await emitDialectModule(d));
  files.set("index.ts", await emitIndex(dialects));
  return files;
}
