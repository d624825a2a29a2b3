/**
 * The laws (docs/tests.md) as vitest assertions: thin wrappers over the checks
 * in compiler/laws/laws.ts (which `dialectc diff` runs too), failing with the
 * check's readable counterexample.
 */
import { expect } from "vitest";
import {
  checkChunking,
  checkGeneratedEqualsInterpreted,
  checkGeneratedEqualsInterpretedWithIds,
  checkNothingLost,
  checkPrefixStable,
  checkStreamingEqualsComplete,
  formatFailure,
  type LawFailure,
} from "../../compiler/laws/laws.js";
import type { Dialect, ParserOptions } from "../../runtime/index.js";

type Check = (dialect: Dialect, text: string, options: ParserOptions, cuts: number[]) => LawFailure | null;

function asAssertion(check: Check) {
  return (dialect: Dialect, text: string, options: ParserOptions, cuts: number[]): void => {
    const failure = check(dialect, text, options, cuts);
    expect(failure && formatFailure(failure)).toBeNull();
  };
}

export const assertChunkingInvariant = asAssertion(checkChunking);
export const assertGeneratedMatchesInterpreter = asAssertion(checkGeneratedEqualsInterpreted);
export const assertGeneratedMatchesInterpreterWithIds = asAssertion(checkGeneratedEqualsInterpretedWithIds);
export const assertStreamingEqualsComplete = asAssertion(checkStreamingEqualsComplete);
export const assertNothingLost = asAssertion(checkNothingLost);
export const assertPrefixStable = asAssertion(checkPrefixStable);
