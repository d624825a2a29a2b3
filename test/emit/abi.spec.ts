/**
 * The generated-code contract (runtime/machine/generated-abi.ts) is versioned: a module generated for one
 * ABI is refused by another runtime, so a change to what generated code touches must bump ABI_VERSION.
 * The surface (the contract's exports, the members of CompiledMachine and MachineBase a subclass reaches,
 * the matchers' signatures) is recorded with the version in test/fixtures/generated-abi.json; this test
 * fails when the surface changes and the version does not. After a bump, UPDATE_ABI=1 records the new one.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { Node, Project, Scope } from "ts-morph";
import { describe, expect, it } from "vitest";
import { ABI_VERSION } from "../../runtime/machine/generated-abi.js";

const RECORD = "test/fixtures/generated-abi.json";

function surface(): string[] {
  const project = new Project({ tsConfigFilePath: "tsconfig.json", skipAddingFilesFromTsConfig: true });
  const contract = project.addSourceFileAtPath("runtime/machine/generated-abi.ts");
  project.resolveSourceFileDependencies();
  const lines: string[] = [];
  for (const [name, decls] of [...contract.getExportedDeclarations()].sort(([a], [b]) => a.localeCompare(b))) {
    for (const d of decls) {
      if (Node.isFunctionDeclaration(d))
        lines.push(
          `export function ${name}(${d
            .getParameters()
            .map((p) => p.getType().getText(p))
            .join(", ")}): ${d.getReturnType().getText(d)}`,
        );
      else if (Node.isInterfaceDeclaration(d))
        lines.push(
          `export interface ${name} { ${d
            .getProperties()
            .map((p) => p.getText().replace(/\s+/g, " "))
            .join(" ")} }`,
        );
      else lines.push(`export ${name}: ${d.getType().getText(d)}`);
    }
  }
  // What a generated subclass reaches of its bases: public and protected members, with their types.
  for (const [file, cls] of [
    ["runtime/machine/compiled.ts", "CompiledMachine"],
    ["runtime/machine/machine.ts", "MachineBase"],
  ] as const) {
    const c = project.getSourceFileOrThrow(file).getClassOrThrow(cls);
    for (const m of c.getMembers()) {
      if (!("getScope" in m) || (m as { getScope(): Scope }).getScope() === Scope.Private) continue;
      const name = "getName" in m ? (m as { getName(): string }).getName() : "constructor";
      lines.push(`${cls}.${name}: ${m.getType().getText(m)}`);
    }
  }
  return lines;
}

describe("the generated-code contract", () => {
  it("changes only with a new ABI_VERSION", () => {
    const now = surface();
    const recorded = existsSync(RECORD) ? (JSON.parse(readFileSync(RECORD, "utf8")) as { abi: number; surface: string[] }) : null;
    if (process.env.UPDATE_ABI && (recorded === null || recorded.abi !== ABI_VERSION)) {
      writeFileSync(RECORD, JSON.stringify({ abi: ABI_VERSION, surface: now }, null, 1) + "\n");
      return;
    }
    expect(recorded, `no record: run UPDATE_ABI=1 to write ${RECORD}`).not.toBeNull();
    if (recorded!.abi === ABI_VERSION) {
      expect(now, `the generated-code contract changed at ABI ${ABI_VERSION}: bump ABI_VERSION (runtime/ir/ir.ts), regenerate, and record it with UPDATE_ABI=1`).toEqual(
        recorded!.surface,
      );
    } else {
      expect.fail(`ABI_VERSION is ${ABI_VERSION} but ${RECORD} records ${recorded!.abi}: record the new surface with UPDATE_ABI=1`);
    }
  });

  it("is what generated modules import, and all they import from the runtime", () => {
    const text = readFileSync("generated/qwen3.ts", "utf8");
    const imports = [...text.matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
    expect(imports.every((spec) => spec === "../runtime/machine/generated-abi.js")).toBe(true);
  });
});
