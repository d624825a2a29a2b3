/**
 * A quiet install: `npm ci` in the checkout prints no engine warnings on the
 * Node this runs on (every locked package's `engines.node` admits it) and no
 * unreviewed install scripts (each package with one is named in
 * `allowScripts`). `ai` 7, which wants Node 22, lives in test/ai7 instead.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Version = [number, number, number];

function parse(v: string): Version {
  const [a = 0, b = 0, c = 0] = v
    .replace(/^v/, "")
    .split(".")
    .map((x) => Number.parseInt(x, 10) || 0);
  return [a, b, c];
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether `version` satisfies a range of the forms engines fields use (`>=18`, `^20.19.0 || >=22.12.0`, `>=14 <21`, `*`). */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  // An operator may stand apart from its version (`>= 12.0.0`).
  return range
    .replace(/([<>=^~]+)\s+/g, "$1")
    .split("||")
    .some((alternative) =>
      alternative
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .every((comparator) => {
          const m = /^(>=|<=|>|<|\^|~|=)?v?([\d.x*]+)$/.exec(comparator);
          if (!m || m[2] === "*" || m[2] === "x") return true;
          const op = m[1] ?? "=";
          const w = parse(m[2]!.replaceAll("x", "0").replaceAll("*", "0"));
          const c = compare(v, w);
          if (op === ">=") return c >= 0;
          if (op === ">") return c > 0;
          if (op === "<=") return c <= 0;
          if (op === "<") return c < 0;
          if (op === "^") return c >= 0 && v[0] === w[0] && (w[0] !== 0 || v[1] === w[1]);
          if (op === "~") return c >= 0 && v[0] === w[0] && v[1] === w[1];
          return m[2]!.split(".").length < 3 ? v[0] === w[0] && (m[2]!.split(".").length < 2 || v[1] === w[1]) : c === 0;
        }),
    );
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { engines?: { node?: string } | string[]; hasInstallScript?: boolean }>;
};
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { allowScripts?: Record<string, boolean> };

describe("a quiet install", () => {
  it("reads engine ranges as npm does", () => {
    expect(satisfies("20.20.2", ">=18")).toBe(true);
    expect(satisfies("20.20.2", ">=22")).toBe(false);
    expect(satisfies("20.20.2", "^20.19.0 || >=22.12.0")).toBe(true);
    expect(satisfies("20.18.0", "^20.19.0 || >=22.12.0")).toBe(false);
    expect(satisfies("20.20.2", ">=14 <21")).toBe(true);
    expect(satisfies("20.20.2", "^18.0.0")).toBe(false);
    expect(satisfies("20.20.2", ">= 12.0.0")).toBe(true);
  });

  it("every locked package admits this Node, so npm ci prints no EBADENGINE", () => {
    const refused = Object.entries(lock.packages)
      .filter(([path, p]) => path !== "" && p.engines && !Array.isArray(p.engines) && p.engines.node && !satisfies(process.versions.node, p.engines.node))
      .map(([path, p]) => `${path} wants node ${(p.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });

  it("every package with an install script is reviewed in allowScripts", () => {
    const unreviewed = Object.entries(lock.packages)
      .filter(([path, p]) => p.hasInstallScript && path.startsWith("node_modules/"))
      .map(([path]) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length))
      .filter((name) => manifest.allowScripts?.[name] === undefined);
    expect(unreviewed).toEqual([]);
  });
});
