#!/usr/bin/env node
// The dialectc command. Runs the TypeScript compiler sources through tsx so the
// command always matches the checkout (no build step between an edit and a run).
import { register } from "tsx/esm/api";

register();
// `dialectc parse … | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});
const { main } = await import("./cli.ts");
process.exitCode = await main(process.argv.slice(2));
