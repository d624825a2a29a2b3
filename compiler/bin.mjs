#!/usr/bin/env node
// The dialectc command. Runs the TypeScript compiler sources through tsx so the
// command always matches the checkout (no build step between an edit and a run).
import { register } from "tsx/esm/api";

register();
const { main } = await import("./cli.ts");
process.exitCode = await main(process.argv.slice(2));
