#!/usr/bin/env node
// The dialectc command: the compiled CLI in ../compiler (built by `npm run build`).
import { run } from "../compiler/cli/main.js";

await run();
