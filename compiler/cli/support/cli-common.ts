/**
 * What every `dialectc` command shares, kept light: this module and the
 * commands that run shipped dialects (`parse`, `list`) load the runtime only —
 * never chevrotain, ts-morph or prettier — so they start fast. A command that
 * reads a grammar file imports `dialect-file.ts` (the front end) when it does.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { type Dialect, Parser, type ParserOptions, MessageAccumulator, type Delta, type Message, EventLog, type TurnStart } from "../../../runtime/compiler-api.js";
import { decodeText, readTextFile } from "../../common/text-file.js";
import { UsageError } from "../../common/usage-error.js";

export { UsageError } from "../../common/usage-error.js";

export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  readStdin(): Promise<string>;
  /** a status line that replaces the previous one (a terminal only; absent when output is piped) */
  progress?(line: string): void;
}

export const processIO: CliIO = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    const text = decodeText(Buffer.concat(chunks), true);
    if (text === null) throw new UsageError("standard input is not UTF-8 text");
    return text;
  },
  ...(process.stderr.isTTY ? { progress: (line: string) => process.stderr.write(`\r\x1b[2K${line}`) } : {}),
};

/**
 * Flags of one command; unknown or malformed flags are usage errors in our
 * words. A value that looks like a flag (`--runs -5`) is taken as the value,
 * so the command's own check can say what is wrong with it.
 */
export function flags<T extends NonNullable<ParseArgsConfig["options"]>>(args: string[], options: T) {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const name = a.startsWith("--") ? a.slice(2) : null;
    const next = args[i + 1];
    if (name !== null && options[name]?.type === "string" && next !== undefined && /^-[^-]/.test(next)) {
      joined.push(`${a}=${next}`);
      i++;
    } else {
      joined.push(a);
    }
  }
  try {
    return parseArgs({ args: joined, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(flagError(e as Error & { code?: string }));
  }
}

/** parseArgs's complaint, said as what to do. */
function flagError(e: Error & { code?: string }): string {
  const flag = /'(-{1,2}[^' ]+)/.exec(e.message)?.[1] ?? "";
  switch (e.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `unknown option '${flag}'`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      return /argument missing/.test(e.message) ? `${flag.replace(/^(-\w), /, "")} needs a value` : `${flag} takes no value`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `unexpected argument ${/'([^']*)'/.exec(e.message)?.[1] ?? ""}`;
    default:
      return e.message
        .split("\n")[0]!
        .replace(/\. To specify a positional argument.*$/, "")
        .replace(/\.$/, "");
  }
}

/** A file's text, or a usage error naming it; a model's output may hold control bytes. */
export function readText(path: string, what = "file", allowControl = false): string {
  return readTextFile(path, { what, allowControl });
}

export function readJson(path: string): unknown {
  const text = readText(path, "JSON file");
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path} is not JSON: ${(e as Error).message}`);
  }
}

/** generated/ is loaded lazily so `compile` works before anything was generated. */
export async function shipped(): Promise<typeof import("../../../generated/index.js")> {
  return import("../../../generated/index.js");
}

/** A dialect given as a file: a grammar (`.dialect`), or a response template (`.json`, or a tokenizer config holding one). */
export const isGrammarFile = (nameOrPath: string) => nameOrPath.endsWith(".dialect") || nameOrPath.endsWith(".json");

/**
 * A shipped dialect by name, or a grammar file or response template by path.
 * A file runs on the interpreter unless `engine` is "generated", which
 * compiles it to a temporary module first.
 */
export async function loadDialect(nameOrPath: string, engine?: string): Promise<Dialect> {
  if (isGrammarFile(nameOrPath)) {
    const { loadDialectFile } = await import("../../emit/dialect-file.js");
    return loadDialectFile(nameOrPath, { engine: engine === "generated" ? "generated" : "interpreted" });
  }
  const { dialectNamed } = await shipped();
  try {
    return dialectNamed(nameOrPath);
  } catch (e) {
    // generated/index.ts words its unknown name as a plain Error (regenerated, it can throw the runtime's typed one).
    throw new UsageError((e as Error).message.replace(/^dialectc: /, ""));
  }
}

export interface RunResult {
  deltas: Delta[];
  message: Message;
  events: EventLog;
  /** where the turn started, and what decided it */
  start: TurnStart;
}

/** Feeds chunks (with their ids, if any) through a parser; call ids are call_0, call_1, … */
export function runParser(dialect: Dialect, chunks: string[], ids: number[][] | undefined, options: ParserOptions): RunResult {
  const events = new EventLog(dialect.ir);
  const parser = new Parser(dialect, { toolCallId: (i) => `call_${i}`, ...options, trace: events });
  const acc = new MessageAccumulator(options.reasoningField);
  const deltas: Delta[] = [];
  chunks.forEach((chunk, i) => {
    const d = parser.feed(chunk, ids?.[i]);
    if (d) deltas.push(d);
    acc.add(d);
  });
  const d = parser.finish();
  if (d) deltas.push(d);
  acc.add(d);
  return { deltas, message: acc.message(), events, start: parser.turnStart };
}

/**
 * The dialects to detect among: the shipped ones, and the checkpoint's own response template where the
 * tokenizer config holds one (it wins ties on evidence: the checkpoint's word). `note` says what became of it.
 */
export async function withCheckpoint(path: string, shipped: readonly Dialect[]): Promise<{ all: Dialect[]; preferred?: string; note: string | null }> {
  // The front end loads only here, where a template is read anyway: parse of a shipped dialect stays light.
  const { checkpointDialect } = await import("../../response/load.js");
  const own = checkpointDialect(path);
  if (own === null) return { all: [...shipped], note: null };
  if (typeof own === "string") return { all: [...shipped], note: `${path}: its response_template cannot be read as a dialect (${own}); detecting among the shipped dialects` };
  return { all: [own, ...shipped], preferred: own.name, note: `${path}: holds a response_template, weighed as '${own.name}' beside the shipped dialects` };
}

/** Where the template tools gave a template variables no request gives (`fillUnsupplied`), says so on stderr. */
export function noteFilled(template: { path: string; filled: readonly string[] }, io: CliIO): void {
  if (template.filled.length === 0) return;
  const names = template.filled.map((n) => `'${n}'`).join(", ");
  const them = template.filled.length === 1 ? "it" : "them";
  io.err(
    `${template.path}: the template reads ${names}, which no request gives, and raises without; probed with ${them} empty (a server's caller passes ${them} in chat_template_kwargs)\n`,
  );
}
