#!/usr/bin/env node
// The dialectc command run from the TypeScript sources through tsx, for work on
// the compiler itself (no build between an edit and a run). The packaged
// command is packages/dialectc-cli/bin/dialectc.js, compiled JavaScript.
import { register } from "tsx/esm/api";

register();
const { run } = await import("./cli/main.ts");
await run();
