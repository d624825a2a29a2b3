/**
 * Fresh tool-call ids in a dialect's format (`tool_call_id` policy), for
 * calls whose model wrote none.
 */
import type { CallIdFormat } from "../ir/ir.js";

const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** `chatcmpl-tool-` and 24 hex digits, or 9 alphanumerics (Mistral's templates accept only those). */
export function randomCallId(format: CallIdFormat): string {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  const bytes = new Uint8Array(format === "alnum9" ? 9 : 12);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  if (format === "alnum9") {
    let id = "";
    for (const b of bytes) id += ALNUM[b % ALNUM.length];
    return id;
  }
  let hex = "";
  for (const b of bytes) hex += b.toString(16).padStart(2, "0");
  return "chatcmpl-tool-" + hex;
}
