/**
 * What every `dialectc` command shares, kept light: this module and the
 * commands that run shipped dialects (`parse`, `list`) load the runtime only —
 * never chevrotain, ts-morph or prettier — so they start fast. A command that
 * reads a grammar file imports `dialect-file.ts` (the front end) when it does.
 */
import { readFileSync } from "node:fs";
import { parseArgs, type ParseArgsConfig } from "node:util";
import type { Dialect } from "../runtime/dialect.js";
import { Parser, type ParserOptions } from "../runtime/parser.js";
import { MessageAccumulator, type Delta, type Message } from "../runtime/delta.js";
import { EventLog } from "../runtime/events.js";

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
    return Buffer.concat(chunks).toString("utf8");
  },
  ...(process.stderr.isTTY ? { progress: (line: string) => process.stderr.write(`\r\x1b[2K${line}`) } : {}),
};

/** A caller's mistake (bad flag, missing file, unknown dialect): one line, exit 2. */
export class UsageError extends Error {}

/** Flags of one command; unknown or malformed flags are usage errors. */
export function flags<T extends NonNullable<ParseArgsConfig["options"]>>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message.split("\n")[0]!.replace(/\. To specify a positional argument.*$/, ""));
  }
}

/** A file's text, or a usage error naming it. */
export function readText(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(code === "ENOENT" ? `no such file: ${path}` : code === "EISDIR" ? `${path} is a directory` : `cannot read ${path}: ${(e as Error).message}`);
  }
}

export function readJson(path: string): unknown {
  const text = readText(path);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path} is not JSON: ${(e as Error).message}`);
  }
}

/** generated/ is loaded lazily so `compile` works before anything was generated. */
export async function shipped(): Promise<typeof import("../generated/index.js")> {
  return import("../generated/index.js");
}

export const isGrammarFile = (nameOrPath: string) => nameOrPath.endsWith(".dialect");

/**
 * A shipped dialect by name, or a grammar file by path. A file runs on the
 * interpreter unless `engine` is "generated", which compiles it to a
 * temporary module first.
 */
export async function loadDialect(nameOrPath: string, engine?: string): Promise<Dialect> {
  if (isGrammarFile(nameOrPath)) {
    const { grammarDialect, compiledDialect } = await import("./dialect-file.js");
    return engine === "generated" ? compiledDialect(nameOrPath) : grammarDialect(nameOrPath);
  }
  const { dialectNamed } = await shipped();
  try {
    return dialectNamed(nameOrPath);
  } catch (e) {
    throw new UsageError((e as Error).message.replace(/^dialectc: /, ""));
  }
}

export interface RunResult {
  deltas: Delta[];
  message: Message;
  events: EventLog;
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
  return { deltas, message: acc.message(), events };
}
