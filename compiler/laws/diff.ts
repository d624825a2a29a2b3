/**
 * `dialectc diff`: differential and property testing of a dialect's engines.
 * Runs laws 1 (chunking), 2 (generated ≡ interpreted, also with token ids),
 * 3 (streaming ≡ complete), 4 (nothing lost, non-call text in place) and 5
 * (prefix-stable arguments) under fast-check over grammar-derived and
 * adversarial inputs; then 1, 3 and 4 again with caps small enough that the
 * inputs cross them (the recovery past a cap must obey the laws too). On failure it reports the
 * shrunk input, its chunk boundaries, where the engines first part, and the
 * seed that replays it. Last, law 7 (round trip) over messages the grammar's
 * channels carry: `render` must write each, and the text must parse back.
 */
import fc from "fast-check";
import type { Dialect, ParserOptions } from "../../runtime/compiler-api.js";
import { cutPoints, dialectInput } from "./arbitraries.js";
import {
  checkChunking,
  checkGeneratedEqualsInterpreted,
  checkGeneratedEqualsInterpretedWithIds,
  checkNothingLost,
  checkPrefixStable,
  checkStreamingEqualsComplete,
  formatFailure,
  type LawFailure,
} from "./laws.js";
import { checkRoundTrip, messageInput } from "./law-round-trip.js";
import { SAMPLE_TOOLS } from "./sample-tools.js";

type Check = (dialect: Dialect, text: string, options: ParserOptions, cuts: number[]) => LawFailure | null;

/** Caps small enough for generated inputs to cross them. */
export const TIGHT_CAPS = { name: 6, held: 24, depth: 3, lookahead: 4 };

const withTightCaps =
  (check: Check): Check =>
  (dialect, text, options, cuts) =>
    check(dialect, text, { ...options, policies: { caps: TIGHT_CAPS } }, cuts);

const LAWS: [string, Check][] = [
  ["1", checkChunking],
  ["2", checkGeneratedEqualsInterpreted],
  ["2+ids", checkGeneratedEqualsInterpretedWithIds],
  ["3", checkStreamingEqualsComplete],
  ["4", checkNothingLost],
  ["5", checkPrefixStable],
  ["1+caps", withTightCaps(checkChunking)],
  ["3+caps", withTightCaps(checkStreamingEqualsComplete)],
  ["4+caps", withTightCaps(checkNothingLost)],
];

export interface DiffResult {
  ok: boolean;
  report: string;
  /** the shrunk output that breaks a law (1–5), for a tool to load and replay */
  counterexample?: { law: string; text: string; thinking: boolean; tools: boolean };
}

export interface DiffOptions {
  /** how the replay line names the dialect (a name, or the grammar file's path as given) */
  replay?: string;
  /** called as runs complete: a one-line status */
  progress?: (line: string) => void;
}

export function diffDialect(dialect: Dialect, runs: number, seed: number, options: DiffOptions = {}): DiffResult {
  const input = dialectInput(dialect.ir);
  const laws = LAWS.filter(([name]) => !name.startsWith("2") || dialect.generated);
  const ran: string[] = [];
  for (const [k, [name, check]] of laws.entries()) {
    ran.push(name);
    let done = 0;
    const property = fc.property(input, cutPoints, fc.boolean(), ({ text, thinking }, cuts, withTools) => {
      if (options.progress && ++done % 25 === 0) options.progress(`${dialect.name}: law ${name} (${k + 1}/${laws.length}), ${Math.min(done, runs)}/${runs} runs`);
      const lawOptions: ParserOptions = { thinking, ...(withTools ? { tools: SAMPLE_TOOLS } : {}) };
      return check(dialect, text, lawOptions, cuts) === null;
    });
    const result = fc.check(property, { numRuns: runs, seed });
    if (result.failed && result.counterexample) {
      const [{ text, thinking }, cuts, withTools] = result.counterexample;
      const lawOptions: ParserOptions = { thinking, ...(withTools ? { tools: SAMPLE_TOOLS } : {}) };
      const failure = check(dialect, text, lawOptions, cuts);
      const target = options.replay ?? dialect.name;
      const lines = [
        `${dialect.name}: ${failure ? formatFailure(failure) : `law ${name} fails (threw: ${String(result.errorInstance)})`}`,
        `  input (shrunk after ${result.numShrinks} steps): ${JSON.stringify(text)}`,
        `  options: ${JSON.stringify({ thinking, tools: withTools })}`,
        `  replay: dialectc diff --dialect ${/^[\w./-]+$/.test(target) ? target : JSON.stringify(target)} --runs ${runs} --seed ${seed}  (fast-check path ${result.counterexamplePath})`,
      ];
      return { ok: false, report: lines.join("\n"), counterexample: { law: name, text, thinking, tools: withTools } };
    }
  }
  ran.push("7");
  let done = 0;
  const roundTrip = fc.property(messageInput(dialect), (c) => {
    if (options.progress && ++done % 25 === 0) options.progress(`${dialect.name}: law 7 (${laws.length + 1}/${laws.length + 1}), ${Math.min(done, runs)}/${runs} runs`);
    return checkRoundTrip(dialect, c) === null;
  });
  const result = fc.check(roundTrip, { numRuns: runs, seed });
  if (result.failed && result.counterexample) {
    const [c] = result.counterexample;
    const target = options.replay ?? dialect.name;
    const lines = [
      `${dialect.name}: law 7 round trip fails: ${checkRoundTrip(dialect, c) ?? `threw: ${String(result.errorInstance)}`}`,
      `  message (shrunk after ${result.numShrinks} steps): ${JSON.stringify(c.message)}`,
      `  options: ${JSON.stringify({ thinking: c.thinking })}`,
      `  replay: dialectc diff --dialect ${/^[\w./-]+$/.test(target) ? target : JSON.stringify(target)} --runs ${runs} --seed ${seed}`,
    ];
    return { ok: false, report: lines.join("\n") };
  }
  return { ok: true, report: `${dialect.name}: laws ${ran.join(", ")} hold on ${runs} runs each (seed ${seed})` };
}
