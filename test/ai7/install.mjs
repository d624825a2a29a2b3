#!/usr/bin/env node
/**
 * Installs test/ai7 (the `ai` package, version 7) for test/ai-sdk.spec.ts,
 * run by `npm test` before the type check. `ai` 7 declares Node >= 22; kept
 * out of the root's dependencies, the root's `npm ci` prints no engine
 * warnings on Node 20. This install is quiet (`--loglevel=error`) because
 * that one mismatch is known: the spec exercises paths that run on Node 20.
 * Skipped when node_modules already holds what the lock file says.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const packages = (file) => (existsSync(file) ? JSON.stringify(JSON.parse(readFileSync(file, "utf8")).packages ?? {}) : null);
const wanted = packages(join(here, "package-lock.json"));
// npm records what it installed in node_modules/.package-lock.json, without the root entry.
const installed = packages(join(here, "node_modules", ".package-lock.json"));
const lockPackages = wanted && JSON.parse(wanted);
if (lockPackages) delete lockPackages[""];
if (installed !== null && lockPackages && installed === JSON.stringify(lockPackages)) process.exit(0);

const npm = process.env.npm_execpath;
const [command, args] = npm && npm.endsWith(".js") ? [process.execPath, [npm]] : ["npm", []];
const r = spawnSync(command, [...args, "ci", "--no-audit", "--no-fund", "--loglevel=error", "--prefer-offline"], { cwd: here, stdio: ["ignore", "ignore", "inherit"] });
if (r.status !== 0) {
  console.error(`test/ai7: npm ci failed (exit ${r.status ?? r.signal}); the ai 7 specs need it`);
  process.exit(1);
}
