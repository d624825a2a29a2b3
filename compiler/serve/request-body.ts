/**
 * A request body read up to a limit, with every way a client can go away
 * handled: a declared length past the limit is refused before one byte is
 * read, a stream that passes it stops being read, and a client that
 * disconnects mid-upload settles as "gone" (no rejection left unhandled).
 */
import type { IncomingMessage } from "node:http";
import { ApiError } from "./api-error.js";

export type Body = { kind: "read"; text: string } | { kind: "gone" };

export function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge(limit));
  // A reset after the body settled must still find a listener (an unlistened 'error' would end the process).
  req.on("error", ignore);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (f: () => void) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      f();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Read no further: the rest of the body never reaches memory.
        req.pause();
        settle(() => reject(tooLarge(limit)));
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => settle(() => resolve({ kind: "read", text: Buffer.concat(chunks, size).toString("utf8") })));
    // 'error' (ECONNRESET) and 'close' before 'end' both mean the client left mid-upload.
    req.once("error", () => settle(() => resolve({ kind: "gone" })));
    req.once("close", () => settle(() => resolve({ kind: "gone" })));
  });
}

function ignore(): void {}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, `the request body is over the gateway's limit of ${limit} bytes`, "invalid_request_error", null, "request_too_large");
}
