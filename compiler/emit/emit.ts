/**
 * Emission: the modules in generated/. One module per dialect carrying its IR,
 * its ABI stamp and its specialised machine (`emit-machine.ts`), and an index
 * that names them all and binds the runtime API to dialect names. The module
 * is assembled with ts-morph and formatted with prettier; output is
 * deterministic, so `dialectc compile --check` compares it byte for byte with
 * what is committed.
 */
import { format } from "prettier";
import { Project, StructureKind, VariableDeclarationKind, type SourceFile } from "ts-morph";
import { type DialectIR, ABI_VERSION, GENERATED_VALUES } from "../../runtime/compiler-api.js";
import { irStatement } from "./emit-ir.js";
import { emitMachine } from "./emit-machine.js";

const header = (source: string, elsewhere: boolean) =>
  elsewhere
    ? `// DO NOT EDIT — generated from ${source} by dialectc.\n// Edit the grammar, then run: npx dialectc compile ${source} --out <this directory>\n`
    : `// DO NOT EDIT — generated from ${source} by dialectc.\n// Edit the grammar, then run: npx dialectc compile\n`;

export function identifierFor(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : "_" + name.replace(/[^\w$]/g, "_");
}

function className(name: string): string {
  return identifierFor(name).replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase()) + "Machine";
}

async function pretty(code: string): Promise<string> {
  return format(code, { parser: "typescript", printWidth: 100 });
}

/** What generated matchers and decisions may call from `runtime/machine/machine.ts`; a module imports those it uses. */

const project = new Project({ useInMemoryFileSystem: true });

function newFile(name: string): SourceFile {
  return project.createSourceFile(name, "", { overwrite: true });
}

/**
 * A dialect whose machine is identical to another's (a variant that changes
 * only policies: ling3, poolside, nemotron_v3) imports that class instead of
 * carrying a copy; it still passes its own IR, so its policies apply.
 */
export interface SharedMachine {
  /** the dialect whose module defines the class */
  owner: string;
  cls: string;
}

/**
 * What a machine is made of: the spellings and the transitions, without
 * names, grammar positions or the policies and channel details the runtime
 * reads from the IR. Dialects with the same key run the same class.
 */
export function machineKey(ir: DialectIR): string {
  // A terminal no transition reads (a turn boundary only the prompt scan uses) is not part of the machine.
  const read = new Set(ir.states.flatMap((s) => s.transitions.flatMap((t) => [t.terminal, ...(t.follow?.terminals ?? [])])));
  const terminals = ir.terminals.map((t, i) => (read.has(i) ? [t.variants, t.special] : null));
  while (terminals.length > 0 && terminals[terminals.length - 1] === null) terminals.pop();
  return JSON.stringify({
    terminals,
    states: ir.states.map((s) => [s.channel.encodingCapture?.capture ?? null, s.transitions.map(({ at: _at, ...t }) => t)]),
  });
}

/** For each dialect with a twin machine, where to import it from. */
export function sharedMachines(dialects: DialectIR[]): Map<string, SharedMachine> {
  const byKey = new Map<string, DialectIR[]>();
  for (const d of dialects) {
    const key = machineKey(d);
    byKey.set(key, [...(byKey.get(key) ?? []), d]);
  }
  const shared = new Map<string, SharedMachine>();
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    // The owner is the one the others extend, else the first by name.
    const owner = group.find((d) => group.every((o) => o === d || o.extends.includes(d.name))) ?? group[0]!;
    for (const d of group) if (d !== owner) shared.set(d.name, { owner: owner.name, cls: className(owner.name) });
  }
  return shared;
}

/** How a module is emitted: for this repository's generated/ (the default), or for elsewhere. */
export interface ModuleOptions {
  /** the twin whose machine class to import (generated/ only) */
  shared?: SharedMachine;
  /**
   * One module specifier for every runtime import ("dialectc/runtime" in a
   * user's project, a file URL for a temporary module); default: the
   * runtime's own files, relative to generated/.
   */
  runtime?: string;
  /** also `export default` the dialect (modules compiled into a user's project) */
  defaultExport?: boolean;
  /** format with prettier (default true; a temporary module need not be) */
  format?: boolean;
}

export async function emitDialectModule(ir: DialectIR, options: ModuleOptions = {}): Promise<string> {
  const { shared, runtime } = options;
  const id = identifierFor(ir.name);
  const file = newFile(`${ir.name}.ts`);
  // In-tree modules import the contract file; a module compiled into a project, the runtime package.
  const contract = runtime ?? "../runtime/machine/generated-abi.js";
  const finish = async () => {
    if (options.defaultExport) file.addStatements(`export default ${id};`);
    const text = header(ir.source, runtime !== undefined) + file.getFullText();
    return options.format === false ? text : pretty(text);
  };
  /** The module's `Dialect`, whose generated engine is `cls` run on this dialect's IR. */
  const exportDialect = (cls: string) =>
    file.addVariableStatement({
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      declarations: [
        {
          name: id,
          type: "Dialect",
          initializer: `{ name: ${JSON.stringify(ir.name)}, abi: ${ABI_VERSION}, ir, generated: (sink, initial, vocab) => new ${cls}(ir, sink, initial, vocab) }`,
        },
      ],
    });
  if (shared) {
    file.addImportDeclarations([
      { isTypeOnly: true, namedImports: ["Dialect", "DialectIR"], moduleSpecifier: contract },
      { namedImports: [shared.cls], moduleSpecifier: `./${shared.owner}.js` },
    ]);
    file.addStatements(irStatement(ir));
    file.addStatements(`// Its machine is ${shared.owner}'s: the two differ only in what the runtime reads from the IR (names, policies, encodings, trimming).`);
    exportDialect(shared.cls);
    return finish();
  }
  const machine = emitMachine(ir);
  const cls = className(ir.name);
  const code = [...machine.prelude, ...machine.members].join("\n");
  // The contract's values this machine's code reads (the base class always).
  const used = GENERATED_VALUES.filter((n) => n === "CompiledMachine" || new RegExp(`\\b${n}\\b`).test(code));
  file.addImportDeclarations([
    { isTypeOnly: true, namedImports: ["Dialect", "DialectIR"], moduleSpecifier: contract },
    { namedImports: [...used], moduleSpecifier: contract },
  ]);
  file.addStatements(irStatement(ir));
  file.addStatements(machine.prelude);
  file.addClass({
    kind: StructureKind.Class,
    isExported: true,
    name: cls,
    extends: "CompiledMachine",
    docs: [`The ${ir.name} machine, specialised from ${ir.source}.`],
  });
  const body = file.getClassOrThrow(cls);
  body.addMembers(machine.members);
  exportDialect(cls);
  return finish();
}

async function emitIndex(dialects: DialectIR[]): Promise<string> {
  const names = dialects.map((d) => d.name).sort();
  const imports = names.map((n) => `import { ${identifierFor(n)} } from "./${n}.js";`).join("\n");
  const entries = names.map((n) => (identifierFor(n) === n ? n : `${JSON.stringify(n)}: ${identifierFor(n)}`)).join(", ");
  return pretty(`// DO NOT EDIT — generated from grammars/*.dialect by dialectc.
// Edit the grammars, then run: npx dialectc compile
import type { Dialect } from "../runtime/machine/dialect.js";
import type { Message } from "../runtime/assemble/delta.js";
import {
  createParserFor,
  parseCompleteFor,
  isReasoningEndFor,
  type Parser,
  type ParserOptions,
} from "../runtime/parser.js";
import { renderFor, type RenderMessage, type RenderOptions } from "../runtime/render/render.js";
import { exportGrammarFor, type ExportOptions, type GbnfExport, type StructuralTagExport } from "../runtime/export/export.js";
${imports}

export * from "../runtime/index.js";
export { ${names.map(identifierFor).join(", ")} };

/** Every dialect in grammars/, by name. */
export const dialects = { ${entries} } as const satisfies Record<string, Dialect>;
export type DialectName = keyof typeof dialects;

/** A dialect by name (or the dialect itself). */
export function getDialect(dialect: DialectName | Dialect): Dialect {
  return typeof dialect === "string" ? dialectNamed(dialect) : dialect;
}

/** A dialect by a name known only at run time (a CLI flag, a request); an unknown name throws. */
export function dialectNamed(name: string): Dialect {
  const found = Object.hasOwn(dialects, name) ? (dialects as Record<string, Dialect>)[name] : undefined;
  if (!found) {
    throw new Error(\`dialectc: unknown dialect '\${name}' (known: \${Object.keys(dialects).join(", ")})\`);
  }
  return found;
}

export function createParser(dialect: DialectName | Dialect, options?: ParserOptions): Parser {
  return createParserFor(getDialect(dialect), options);
}

export function parseComplete(dialect: DialectName | Dialect, text: string, options?: ParserOptions): Message {
  return parseCompleteFor(getDialect(dialect), text, options);
}

/** The text a model of the dialect writes for this assistant message (throws \`RenderError\` when it cannot). */
export function render(dialect: DialectName | Dialect, message: RenderMessage, options?: RenderOptions): string {
  return renderFor(getDialect(dialect), message, options);
}

export function isReasoningEnd(
  dialect: DialectName | Dialect,
  promptTokenIds: readonly number[],
  vocab: Record<string, number>,
  options?: { thinking?: boolean },
): boolean {
  return isReasoningEndFor(getDialect(dialect), promptTokenIds, vocab, options);
}

/** The constrained-decoding grammar for the dialect's calls to these tools (throws \`ExportError\` when it cannot). */
export function exportGrammar(dialect: DialectName | Dialect, options: ExportOptions & { format: "gbnf" }): GbnfExport;
export function exportGrammar(dialect: DialectName | Dialect, options: ExportOptions & { format?: "structural_tag" }): StructuralTagExport;
export function exportGrammar(dialect: DialectName | Dialect, options: ExportOptions): StructuralTagExport | GbnfExport;
export function exportGrammar(dialect: DialectName | Dialect, options: ExportOptions): StructuralTagExport | GbnfExport {
  return exportGrammarFor(getDialect(dialect), options);
}
`);
}

/** The `dialectc/ai-sdk` entry: the runtime's middleware, taking a shipped dialect's name too. */
async function emitAiSdk(): Promise<string> {
  return pretty(`// DO NOT EDIT — generated by dialectc (the AI SDK entry point, dialectc/ai-sdk).
// Edit compiler/emit/emit.ts or runtime/adapters/ai-sdk.ts, then run: npx dialectc compile
import { dialectMiddlewareFor, type DialectMiddleware, type DialectMiddlewareOptions, type SpecificationVersion } from "../runtime/adapters/ai-sdk.js";
import type { Dialect } from "../runtime/machine/dialect.js";
import { getDialect, type DialectName } from "./index.js";

export { dialectMiddlewareFor, type DialectMiddleware, type DialectMiddlewareOptions, type SpecificationVersion } from "../runtime/adapters/ai-sdk.js";

/**
 * AI SDK language-model middleware that parses a raw model's text in the given
 * dialect; specification v3 (\`ai\` 6) unless \`specificationVersion: "v4"\` (\`ai\` 7).
 */
export function dialectMiddleware<V extends SpecificationVersion = "v3">(
  options: DialectMiddlewareOptions<V> & { dialect: DialectName | Dialect },
): DialectMiddleware<V> {
  const { dialect, ...rest } = options;
  return dialectMiddlewareFor(getDialect(dialect), rest as DialectMiddlewareOptions<V>);
}
`);
}

/** Every file generated/ should hold: path relative to generated/ -> content. */
export async function emitAll(dialects: DialectIR[], all: DialectIR[] = dialects): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  // Twins are found among every dialect, so compiling one grammar writes what compiling all would.
  const shared = sharedMachines(all);
  for (const d of dialects) files.set(d.name + ".ts", await emitDialectModule(d, { shared: shared.get(d.name), defaultExport: true }));
  files.set("index.ts", await emitIndex(dialects));
  files.set("ai-sdk.ts", await emitAiSdk());
  return files;
}
