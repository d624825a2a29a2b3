/**
 * Client keys for `dialectc serve`: the keys a deployment accepts (from the
 * config file's `auth.keys`, a file of one key per line, or an environment
 * variable) and the check of a request's `Authorization: Bearer KEY` or
 * Anthropic's `x-api-key: KEY` against them. Each key is compared as a
 * SHA-256 digest in constant time, every key each time, so how long a refusal
 * takes says nothing about any key; no key is ever written anywhere.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { readFileSync } from "node:fs";

/** The environment variable that holds client keys (separated by commas or white space). */
export const AUTH_KEYS_ENV = "DIALECTC_AUTH_KEYS";

const digest = (key: string) => createHash("sha256").update(key, "utf8").digest();

/** The key a request presents: `Authorization: Bearer KEY`, else `x-api-key: KEY`; null when none. */
export function presentedKey(req: IncomingMessage): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === "string") {
    const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m) return m[1]!;
  }
  const key = req.headers["x-api-key"];
  return typeof key === "string" && key.trim() !== "" ? key.trim() : null;
}

/** Whether a request carries one of `keys`. */
export function keyChecker(keys: readonly string[]): (req: IncomingMessage) => boolean {
  const digests = [...new Set(keys)].map(digest);
  return (req) => {
    const key = presentedKey(req);
    if (key === null) return false;
    const d = digest(key);
    let found = false;
    // No early exit: every key is compared, whichever matches.
    for (const k of digests) found = timingSafeEqual(d, k) || found;
    return found;
  };
}

/** Keys in a text: one per line (or separated by commas or spaces); blank lines and comments (`#` at a line's start or after a space) skipped. */
export function keysIn(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/(^|\s)#.*$/, ""))
    .flatMap((line) => line.split(/[\s,]+/))
    .filter((k) => k !== "");
}

/** The keys of `--auth-keys FILE`; a file that cannot be read, or holds none, is the caller's error. */
export function readKeysFile(path: string): string[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new Error(`--auth-keys: cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const keys = keysIn(text);
  if (keys.length === 0) throw new Error(`--auth-keys: ${path} holds no key (one per line; # starts a comment)`);
  return keys;
}
