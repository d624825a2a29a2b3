#!/usr/bin/env node
/**
 * Installs the test harnesses that live outside the root install, each a
 * folder with its own package.json and lock file, run by `npm test` before
 * the type check:
 * - test/ai7: the `ai` package, version 7, for test/adapters/ai-sdk.spec.ts;
 * - test/browser: Node 22, puppeteer-core and @sparticuz/chromium (a Chromium
 *   binary in an npm package), for test/playground/playground.spec.ts.
 * Both declare Node >= 22; kept out of the root's dependencies, the root's
 * `npm ci` prints no engine warnings on Node 20. These installs are quiet
 * (`--loglevel=error`) because those mismatches are known: the ai 7 spec runs
 * paths that work on Node 20, and the browser is driven by the Node 22 the
 * harness installs. Each is skipped when its node_modules already holds what
 * its lock file says.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(fileURLToPath(import.meta.url));
const packages = (file) => (existsSync(file) ? JSON.stringify(JSON.parse(readFileSync(file, "utf8")).packages ?? {}) : null);
const npm = process.env.npm_execpath;
const [command, args] = npm && npm.endsWith(".js") ? [process.execPath, [npm]] : ["npm", []];

/** What each harness is, said once when it is installed (a first `npm test` spends a minute or two here). */
const WHAT = {
  ai7: "the ai package, version 7, for the AI SDK adapter's spec",
  browser: "Node 22, puppeteer-core and a Chromium binary (@sparticuz/chromium), for the playground's spec",
};

for (const harness of ["ai7", "browser"]) {
  const here = join(root, harness);
  const wanted = packages(join(here, "package-lock.json"));
  // npm records what it installed in node_modules/.package-lock.json, without the root entry.
  const installed = packages(join(here, "node_modules", ".package-lock.json"));
  const lockPackages = wanted && JSON.parse(wanted);
  if (lockPackages) delete lockPackages[""];
  if (installed !== null && lockPackages && installed === JSON.stringify(lockPackages)) continue;
  console.error(`npm test: installing test/${harness}: ${WHAT[harness]} (once; later runs reuse it)`);
  const r = spawnSync(command, [...args, "ci", "--no-audit", "--no-fund", "--loglevel=error", "--prefer-offline"], { cwd: here, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) {
    console.error(`test/${harness}: npm ci failed (exit ${r.status ?? r.signal}); its specs need it`);
    process.exit(1);
  }
}
