/**
 * The documentation states facts the code must keep: every dialect's turn
 * boundaries in docs/turns.md, every dialect in README's list, and the demo
 * README's first command runs.
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CAP_TABLE, POLICY_TABLE } from "../../runtime/compiler-api.js";
import { CHANNEL_OPTIONS, EVENTS } from "../../runtime/ir/grammar-words.js";
import { dialects } from "../../generated/index.js";

describe("docs", () => {
  it("docs/turns.md lists each dialect's turn boundaries", () => {
    const doc = readFileSync("docs/turns.md", "utf8");
    for (const d of Object.values(dialects)) {
      const row = doc.split("\n").find((l) => l.startsWith(`| ${d.name} |`));
      expect(row, `no row for ${d.name}`).toBeDefined();
      const listed = [...row!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replaceAll("\\|", "|"));
      const actual = d.ir.turnBoundaries.map((t) => (d.ir.terminals[t]!.variants[0]![0] as { lit: string }).lit);
      expect(listed).toEqual(actual);
    }
  });

  it("docs/dialects.md has a section for every dialect, naming its grammar and markers", () => {
    const doc = readFileSync("docs/dialects.md", "utf8");
    for (const d of Object.values(dialects)) {
      const section = doc.split(/^## /m).find((s) => s.startsWith(d.name + "\n"));
      expect(section, `no section for ${d.name}`).toBeDefined();
      expect(section).toContain(d.ir.source);
      for (const [i, t] of d.ir.terminals.entries()) {
        if (d.ir.turnBoundaries.includes(i)) continue; // listed in docs/turns.md
        if (t.special && d.ir.states.some((s) => s.transitions.some((tr) => d.ir.terminals[tr.terminal] === t))) {
          const lit = (t.variants[0]![0] as { lit: string }).lit.replaceAll("\n", "\\n");
          expect(section, `${d.name}: ${lit}`).toContain(lit);
        }
      }
    }
  });

  it("docs/recovery.md names a fixture case for each situation, and every recovery case is described", () => {
    const doc = readFileSync("docs/recovery.md", "utf8");
    const described = new Set<string>();
    for (const section of doc.split(/^### /m).slice(1)) {
      const names = [...section.split("\n")[0]!.matchAll(/(\w+)(?: and |$| \()/g)].map((m) => m[1]!).filter((n) => n in dialects);
      expect(names.length, section.split("\n")[0]).toBeGreaterThan(0);
      for (const name of names) {
        const path = `test/cases/${name}/recovery.txt`;
        expect(existsSync(path), path).toBe(true);
        const cases = [...readFileSync(path, "utf8").matchAll(/^# recovery: (.+)$/gm)].map((m) => m[1]!);
        const bullets = [...section.matchAll(/^- \*\*(.+?)\*\*/gm)].map((m) => m[1]!);
        expect(bullets.sort(), name).toEqual([...cases].sort());
        described.add(name);
      }
    }
    for (const dir of readdirSync("test/cases")) {
      if (existsSync(`test/cases/${dir}/recovery.txt`)) expect(described.has(dir), `${dir} has recovery cases but no section`).toBe(true);
    }
  });

  it("every doc stands alone: no pointers outside the repository, and every relative link resolves", () => {
    const docs = [
      "README.md",
      ...readdirSync("docs")
        .filter((f) => f.endsWith(".md"))
        .map((f) => `docs/${f}`),
      "packages/dialectc/README.md",
      "packages/dialectc-cli/README.md",
    ];
    for (const path of docs) {
      const text = readFileSync(path, "utf8");
      expect(text, path).not.toMatch(/shared\/reference|\bDESIGN\b|§\d/);
      const base = path.includes("/") ? path.slice(0, path.lastIndexOf("/") + 1) : "";
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        expect(existsSync(base + target), `${path} links to ${target}`).toBe(true);
      }
    }
    for (const f of readdirSync("grammars")) expect(readFileSync(`grammars/${f}`, "utf8"), f).not.toMatch(/shared\/reference/);
  });

  it("docs/grammar.md lists every policy of the policy table, each with its default", () => {
    const doc = readFileSync("docs/grammar.md", "utf8");
    const block = doc.slice(doc.indexOf("## Policies"), doc.indexOf("```", doc.indexOf("```", doc.indexOf("## Policies")) + 3));
    const listed = [...block.matchAll(/^policy (\w+) = (.*)$/gm)].map((m) => [m[1]!, m[2]!] as const);
    const specs = [
      ...POLICY_TABLE.map((p) => [p.name, p.kind === "string" ? JSON.stringify(p.default) : String(p.default)] as const),
      ...CAP_TABLE.map((c) => [c.name, String(c.default)] as const),
    ];
    expect(listed.map(([name]) => name)).toEqual(specs.map(([name]) => name));
    for (const [name, value] of specs) {
      const line = listed.find(([n]) => n === name)![1];
      // The example writes the default, or its comment names it.
      expect(line.startsWith(value + " ") || line === value || line.includes(`default ${value}`), `${name}: ${line}`).toBe(true);
    }
  });

  it("docs/grammar.md's channel and event tables are the grammar's table of words", () => {
    const doc = readFileSync("docs/grammar.md", "utf8");
    const states = doc.slice(doc.indexOf("## States and channels"), doc.indexOf("## Initial state"));
    const rowWords = (section: string) =>
      new Set(
        section
          .split("\n")
          .filter((l) => l.startsWith("| `"))
          .flatMap((l) => [...l.split("|")[1]!.matchAll(/`(\w+)/g)].map((m) => m[1]!)),
      );
    expect([...rowWords(states)].sort()).toEqual(Object.keys(CHANNEL_OPTIONS).sort());
    for (const [channel, options] of Object.entries(CHANNEL_OPTIONS)) {
      for (const option of Object.keys(options)) expect(states, `${channel}(${option})`).toMatch(new RegExp(`\\b${option}\\b`));
    }
    const transitions = doc.slice(doc.indexOf("## Transitions"), doc.indexOf("## Absorb"));
    expect([...rowWords(transitions)].sort()).toEqual(Object.keys(EVENTS).sort());
  });

  it("README names every dialect", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const name of Object.keys(dialects)) expect(readme).toContain(`\`${name}\``);
  });

  it("the demo (README's first command) types every call's arguments the same way: each parse is given the tools", () => {
    const script = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { demo: string } }).scripts.demo;
    const out = execSync(script.replaceAll("packages/dialectc-cli/bin/dialectc.js", "compiler/bin.mjs"), { encoding: "utf8" });
    // Complete arguments wherever the output prints them (the deltas' final message, the message's calls); fragments aside.
    const calls = [...out.matchAll(/"arguments": ?("(?:[^"\\]|\\.)*")/g)].flatMap((m) => {
      try {
        return [JSON.parse(JSON.parse(m[1]!) as string) as { days?: unknown }];
      } catch {
        return [];
      }
    });
    expect(calls.filter((c) => c.days !== undefined).length).toBeGreaterThanOrEqual(2);
    for (const c of calls) if (c.days !== undefined) expect(typeof c.days).toBe("number");
    // Every call the examples hold goes out as a call: the tools each parse is given declare it (a call to an
    // undeclared tool is given back as text, which the demo is not meant to show).
    expect(calls.some((c) => "path" in c)).toBe(true);
    expect(out).not.toMatch(/"content": "[^"]*<tool_call>/);
  });
});
