/** node:fs for the compiler's front end in the browser: reads the in-memory files of files.ts. */
import { GRAMMAR_DIR, files } from "./files.js";

function notFound(path: string): Error {
  return Object.assign(new Error(`ENOENT: ${path}`), { code: "ENOENT", syscall: "open", path });
}

export function existsSync(path: string): boolean {
  return files.has(path) || path === GRAMMAR_DIR;
}

export function statSync(path: string): { size: number; isDirectory(): boolean } {
  if (path === GRAMMAR_DIR) return { size: 0, isDirectory: () => true };
  const text = files.get(path);
  if (text === undefined) throw notFound(path);
  return { size: new TextEncoder().encode(text).length, isDirectory: () => false };
}

export function readFileSync(path: string, encoding?: string): string | Uint8Array {
  const text = files.get(path);
  if (text === undefined) throw notFound(path);
  return encoding ? text : new TextEncoder().encode(text);
}

export function readdirSync(dir: string): string[] {
  const prefix = dir.endsWith("/") ? dir : dir + "/";
  return [...files.keys()].filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes("/")).map((p) => p.slice(prefix.length));
}

export default { existsSync, statSync, readFileSync, readdirSync };
