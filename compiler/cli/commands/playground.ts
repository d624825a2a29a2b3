/**
 * `dialectc playground [GRAMMAR] [--port N] [--no-open]`: serves the
 * playground page (built with Vite into the CLI package) on 127.0.0.1. The
 * first line printed is its URL; a grammar file given is the page's starting
 * grammar. Everything else happens in the browser. SIGINT or SIGTERM exits 0.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { flags, UsageError, type CliIO } from "../support/cli-common.js";
import { CHECKOUT_ROOT, PACKAGE_ROOT } from "../../common/paths.js";
import { readTextFile } from "../../common/text-file.js";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".wasm": "application/wasm",
};

/** The built page: the CLI package's playground/ (in a checkout, the one `npm run build` made). */
function playgroundRoot(): string {
  return CHECKOUT_ROOT ? join(CHECKOUT_ROOT, "packages", "dialectc-cli", "playground") : join(PACKAGE_ROOT, "playground");
}

function openBrowser(url: string): void {
  const command = process.platform === "darwin" ? "open" : process.platform === "win32" ? "cmd" : "xdg-open";
  const args = process.platform === "win32" ? ["/c", "start", "", url] : [url];
  void import("node:child_process").then(({ spawn }) => {
    const child = spawn(command, args, { stdio: "ignore", detached: true });
    // No browser to open is no failure: the URL is printed.
    child.on("error", () => {});
    child.unref();
  });
}

export async function playgroundCommand(args: string[], io: CliIO, signals: { once(event: "SIGINT" | "SIGTERM", f: () => void): unknown } = process): Promise<number> {
  const { values, positionals } = flags(args, { port: { type: "string" }, host: { type: "string" }, "no-open": { type: "boolean" } });
  if (positionals.length > 1) throw new UsageError(`playground takes one grammar file, not ${positionals.length}`);
  const port = values.port === undefined ? 5178 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a whole number up to 65535, not '${values.port}'`);
  const root = playgroundRoot();
  if (!existsSync(join(root, "index.html"))) throw new UsageError(`the playground is not built (${root} has no index.html); run 'npm run build'`);
  const initial = positionals[0] !== undefined ? JSON.stringify({ grammar: readTextFile(positionals[0], { what: "grammar file" }) }) : "{}";

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    if (path === "/initial.json") {
      res.writeHead(200, { "content-type": TYPES[".json"]!, "cache-control": "no-store" }).end(initial);
      return;
    }
    const file = normalize(join(root, path === "/" ? "index.html" : path));
    // Only files of the page, never a path that climbs out of it.
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  const host = values.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) =>
      reject(new UsageError(e.code === "EADDRINUSE" ? `port ${port} is in use; pick another with --port` : `cannot listen on ${host}:${port}: ${e.code ?? e.message}`)),
    );
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === "object" && address ? address.port : port}/`;
  io.out(`${url}\n`);
  if (!values["no-open"]) openBrowser(url);
  await new Promise<void>((resolve) => {
    const stop = () => server.close(() => resolve());
    signals.once("SIGINT", stop);
    signals.once("SIGTERM", stop);
  });
  return 0;
}
