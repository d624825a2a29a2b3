/**
 * A request body read up to a limit, with every way a client can go away
 * handled: a body past the limit (declared, or found so) is refused without
 * being kept, and a client that disconnects mid-upload settles as "gone" (no
 * rejection left unhandled).
 *
 * A refused body is still read to its end (and dropped) before the 413 goes
 * out, up to `DRAIN_LIMIT` bytes: a client still writing its body when the
 * gateway answers and closes would see its write fail (EPIPE, ECONNRESET)
 * instead of the 413 — Node's `fetch` does. Past that, or once the request's
 * time is up (the server's request timeout), the connection is cut.
 */
import type { IncomingMessage } from "node:http";
import { ApiError } from "./api-error.js";

export type Body = { kind: "read"; text: string } | { kind: "gone" };

/** The most of a refused body read (and dropped) so the client can read its 413. */
export const DRAIN_LIMIT = 64 * 1024 * 1024;

export function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  // A reset after the body settled must still find a listener (an unlistened 'error' would end the process).
  req.on("error", ignore);
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return drain(req, 0).then(() => Promise.reject(tooLarge(limit)));
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
        // Keep no more: the rest of the body is read and dropped, then refused.
        settle(() => void drain(req, size).then(() => reject(tooLarge(limit))));
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

/** Reads the rest of a refused body and drops it; settles at its end, when the client leaves, or past DRAIN_LIMIT (the connection cut). */
function drain(req: IncomingMessage, read: number): Promise<void> {
  if (req.complete) return Promise.resolve();
  return new Promise((resolve) => {
    let size = read;
    const done = () => {
      req.off("data", onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT) {
        req.socket.destroy();
        done();
      }
    };
    req.on("data", onData);
    req.once("end", done);
    req.once("close", done);
    req.resume();
  });
}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, `the request body is over the gateway's limit of ${limit} bytes`, "invalid_request_error", null, "request_too_large");
}
