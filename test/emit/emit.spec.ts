/**
 * The emitter's structure: twins share a class only when their machines are
 * the same, matchers are emitted once per shape, and the generated modules
 * stay within the size the trie emission brought them to.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { machineKey, sharedMachines } from "../../compiler/emit/emit.js";
import { emitMachine } from "../../compiler/emit/emit-machine.js";
import { dialects } from "../../generated/index.js";
import type { DialectIR } from "../../runtime/index.js";
import { tablesFor } from "../../runtime/machine/tables.js";

const all = Object.values(dialects).map((d) => d.ir);

/** The machine's code without comments: what it does, not what it says about the grammar. */
function machineCode(ir: DialectIR): string {
  const m = emitMachine(ir);
  return [...m.prelude, ...m.members].join("\n").replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "");
}

describe("emission", () => {
  it("shares a machine only between dialects whose emitted machines are the same", () => {
    const shared = sharedMachines(all);
    expect(shared.size).toBeGreaterThanOrEqual(4);
    for (const [name, { owner }] of shared) {
      const ir = dialects[name as keyof typeof dialects].ir;
      const ownerIr = dialects[owner as keyof typeof dialects].ir;
      expect(machineKey(ir)).toBe(machineKey(ownerIr));
      expect(machineCode(ir), `${name} runs ${owner}'s machine`).toBe(machineCode(ownerIr));
    }
    // The converse: a dialect that does not share differs from every other in its machine.
    const alone = all.filter((d) => !shared.has(d.name) && ![...shared.values()].some((s) => s.owner === d.name));
    const keys = new Set(alone.map(machineKey));
    expect(keys.size).toBe(alone.length);
  });

  it("mimo runs qwen3's machine though its value trimming differs (the runtime reads it from the IR)", () => {
    expect(dialects.mimo.ir.states.find((s) => s.name === "value")!.channel.trim).not.toBe(dialects.qwen3.ir.states.find((s) => s.name === "value")!.channel.trim);
    expect(sharedMachines(all).get("mimo")?.owner).toBe("qwen3");
  });

  it("emits one matcher per spelling shape and one fire case per transition body", () => {
    for (const ir of all) {
      const { prelude, members } = emitMachine(ir);
      const matchers = prelude.filter((f) => f.includes("function m")).map((f) => f.replace(/^[\s\S]*?\{/, ""));
      expect(new Set(matchers).size, ir.name).toBe(matchers.length);
      const fire = members.find((m) => m.startsWith("protected fire"))!;
      const bodies = fire.split(/\n(?:case \d+: \/\/[^\n]*\n)+/).slice(1);
      expect(new Set(bodies).size, ir.name).toBe(bodies.length);
    }
  });

  it("reads each character of a first literal once: a state's decision is one trie", () => {
    // qwen3's value state: five markers start with "<"; the trie tests "<" once and branches on the next character.
    const decide = emitMachine(dialects.qwen3.ir).members.find((m) => m.includes("private decide4("))!;
    expect(decide.match(/=== 60 \/\* < \*\//g)).toHaveLength(1);
    expect(decide).toContain("switch (buf.charCodeAt(p + 1))");
  });

  it("weighs a candidate at one place only, however many longer literals share its first literal", () => {
    for (const ir of all) {
      const code = machineCode(ir);
      const considered = code.match(/this\.consider\(/g)?.length ?? 0;
      expect(considered, ir.name).toBeLessThanOrEqual(tablesFor(ir).candidates.length);
    }
  });

  it("gives states alike in all but their transitions one decision, told where their candidates start", () => {
    // mistral's content and reasoning close on the same markers, to different targets.
    const whole = emitMachine(dialects.mistral.ir).members.find((m) => m.startsWith("protected decideWhole"))!;
    expect(whole).toContain("case 0:\nreturn this.decide0(buf, p, atEnd, 0);");
    expect(whole).toContain("case 1:\nreturn this.decide0(buf, p, atEnd, 12);");
    expect(emitMachine(dialects.mistral.ir).members.some((m) => m.includes("private decide1("))).toBe(false);
  });

  it("keeps the first catalogue's 25 modules within 40% of their 26,400 lines before the trie emission", () => {
    const first = [
      "cohere_command",
      "deepseek_v32",
      "deepseek_v4",
      "deepseek_v41",
      "gemma4",
      "glm47_moe",
      "granite",
      "harmony",
      "hermes",
      "inkling",
      "kimi_k2",
      "ling3",
      "llama_json",
      "longcat",
      "mimo",
      "minimax_m2",
      "minimax_m3",
      "mistral",
      "nemotron_v3",
      "olmo3",
      "plamo3",
      "poolside",
      "qwen3",
      "seed_oss",
      "step3p5",
    ];
    const lines = first.reduce((sum, name) => sum + readFileSync(join(import.meta.dirname, "..", "../generated", `${name}.ts`), "utf8").split("\n").length, 0);
    expect(lines).toBeLessThanOrEqual(0.4 * 26_400);
  });
});
