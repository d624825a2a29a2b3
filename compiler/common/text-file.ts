/**
 * Reading the text files a user names (grammars, model outputs, JSON): one
 * clear line for every way that goes wrong, in our words, never Node's error
 * codes, and never the bytes of a binary file echoed to a terminal.
 */
import { readFileSync, statSync } from "node:fs";
import { UsageError } from "./usage-error.js";

/** The file is there but is not what it should be (not text, too large): a finding about its content, with a diagnostic code. */
export class FileContentError extends UsageError {
  constructor(
    message: string,
    readonly code: "not-text" | "too-large",
    /** the message without the file's name */
    readonly reason: string,
  ) {
    super(message);
  }
}

/** What the system's refusals mean, for a file operation on `path`. */
const SYSTEM_ERRORS: Record<string, string> = {
  ENOENT: "no such file or directory",
  EACCES: "permission denied",
  EPERM: "not permitted",
  EISDIR: "is a directory",
  ENOTDIR: "a part of the path is not a directory",
  EEXIST: "already exists and is not a directory",
  ENOSPC: "no space left on the device",
  EROFS: "the file system is read-only",
  EMFILE: "too many open files",
  ENAMETOOLONG: "the name is too long",
  ELOOP: "too many symbolic links",
};

/** A system error (it has a code and a syscall) as "cannot read PATH: why", without the code. */
export function describeSystemError(e: unknown, fallbackPath?: string): string | null {
  const err = e as { code?: unknown; syscall?: unknown; path?: unknown; dest?: unknown };
  if (typeof err.code !== "string" || typeof err.syscall !== "string") return null;
  const verb = /^(open|read|stat|lstat|scandir|readlink|access)$/.test(err.syscall) ? "read" : "write";
  const path = typeof err.path === "string" ? err.path : (fallbackPath ?? "a file");
  const why = SYSTEM_ERRORS[err.code] ?? "the system refused it";
  return `cannot ${verb} ${path}: ${why}`;
}

export interface TextFileOptions {
  /** largest size read, in bytes */
  maxBytes?: number;
  /** what the file is, for the message ("grammar file") */
  what?: string;
  /** how messages name the file (default: the path as given) */
  shown?: string;
  /** control bytes are data (a model's output may hold them); only invalid UTF-8 is refused */
  allowControl?: boolean;
}

/**
 * A file's text. Refuses a directory, a missing file, a file over `maxBytes`,
 * and anything that is not UTF-8 text (invalid UTF-8, or NUL and other
 * control bytes that text files do not hold).
 */
export function readTextFile(realPath: string, options: TextFileOptions = {}): string {
  const what = options.what ?? "file";
  const path = options.shown ?? realPath;
  let size: number;
  try {
    const st = statSync(realPath);
    if (st.isDirectory()) throw new UsageError(`${path} is a directory, not a ${what}`);
    size = st.size;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError((e as { code?: string }).code === "ENOENT" ? `no such file: ${path}` : (describeSystemError(e, path) ?? `cannot read ${path}`));
  }
  if (options.maxBytes !== undefined && size > options.maxBytes) {
    const reason = `${formatBytes(size)}; a ${what} may be at most ${formatBytes(options.maxBytes)}`;
    throw new FileContentError(`${path} is ${reason}`, "too-large", `the file is ${reason}`);
  }
  let bytes: Buffer;
  try {
    bytes = readFileSync(realPath);
  } catch (e) {
    throw new UsageError(describeSystemError(e, path) ?? `cannot read ${path}`);
  }
  const text = decodeText(bytes, options.allowControl);
  if (text === null) {
    const reason = `not a text file (${options.allowControl ? "it is not UTF-8" : "it is not UTF-8 text or holds control bytes"})`;
    throw new FileContentError(`${path} is ${reason}`, "not-text", reason);
  }
  return text;
}

/** UTF-8 text, or null for bytes that are not (invalid UTF-8, NUL or control bytes other than tab, newline, return, form feed). */
export function decodeText(bytes: Uint8Array, allowControl = false): string | null {
  if (!allowControl) for (const b of bytes) if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12) return null;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    // A byte-order mark is not part of the text.
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    return null;
  }
}

function formatBytes(n: number): string {
  if (n >= 1 << 20) return `${(n / (1 << 20)).toFixed(1)} MB`;
  if (n >= 1 << 10) return `${Math.round(n / (1 << 10))} KB`;
  return `${n} bytes`;
}
