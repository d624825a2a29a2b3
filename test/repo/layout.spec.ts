/**
 * A server ships `runtime/` and `generated/` alone, so neither may
 * import from `compiler/`, `test/` or any package (Node built-ins included).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, sep } from "node:path";
import { describe, expect, it } from "vitest";

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

/** The .ts files under a folder, at any depth. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));

for (const dir of ["runtime", "generated"]) {
  describe(`${dir}/ is self-contained`, () => {
    for (const file of sources(dir)) {
      it(file, () => {
        const text = readFileSync(file, "utf8");
        for (const m of text.matchAll(IMPORT)) {
          const spec = m[1] ?? m[2]!;
          // A relative import that stays in runtime/ (generated/ reaches into runtime/ too).
          const target = spec.startsWith(".") ? normalize(join(dirname(file), spec)) : "";
          const ok = target.startsWith("runtime" + sep) || (dir === "generated" && target.startsWith("generated" + sep));
          expect(ok, `${file} imports ${spec}`).toBe(true);
        }
      });
    }
  });
}

// The CLI package takes the runtime from the dialectc package's `dialectc/compiler` entry
// (runtime/compiler-api.ts): every value compiler/ imports from a runtime file must be exported there.
describe("compiler/ imports from the runtime only what runtime/compiler-api.ts exports", () => {
  it("every named value import", async () => {
    const index = (await import("../../runtime/compiler-api.js")) as Record<string, unknown>;
    const missing: string[] = [];
    for (const file of sources("compiler")) {
      // The import block at the head only: emitters hold runtime imports as text of the code they write.
      const all = readFileSync(file, "utf8");
      const text = all.slice(0, all.search(/^(?:export|const|let|function|class|interface|type|async|if|for)\b/m));
      for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"(?:\.\.\/)+runtime\/[\w/-]+\.js"/g)) {
        if (m[1]) continue;
        for (const item of m[2]!.split(",").map((s) => s.trim())) {
          if (item === "" || item.startsWith("type ")) continue;
          const name = item.split(/\s+as\s+/)[0]!;
          if (!(name in index)) missing.push(`${file}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

// The layout is read off the folders (docs/layout.md): a stage folder a reader can take in at once,
// and a file that says what it is before any code.
describe("the stage folders", () => {
  const stages = (root: string) =>
    readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => join(root, e.name));

  it("hold about a dozen files each at most", () => {
    const crowded = [...stages("runtime"), ...stages("compiler")].map((dir) => [dir, readdirSync(dir).length] as const).filter(([, n]) => n > 13);
    expect(crowded).toEqual([]);
  });

  it("open every runtime and compiler file with a comment saying what it is", () => {
    const files = [...sources("runtime"), ...sources("compiler")];
    const bare = files.filter((file) => !/^(\/\*\*|\/\/)/.test(readFileSync(file, "utf8")));
    expect(files.length).toBeGreaterThan(80);
    expect(bare).toEqual([]);
  });
});

/** A folder's relative imports, as repository paths of .ts files (type imports included). */
function importGraph(root: string): Map<string, string[]> {
  const files = sources(root).map((f) => f.split(sep).join("/"));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const deps = [...readFileSync(file, "utf8").matchAll(IMPORT)]
      .map((m) => m[1] ?? m[2]!)
      .filter((spec) => spec.startsWith("."))
      .map((spec) =>
        normalize(join(dirname(file), spec.replace(/\.js$/, ".ts")))
          .split(sep)
          .join("/"),
      );
    graph.set(
      file,
      deps.filter((d) => known.has(d)),
    );
  }
  return graph;
}

/** Tarjan's strongly connected components: each of more than one module is a circle. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort();
}

/**
 * Import circles (type imports included): a module that imports one that imports it back cannot be
 * read, or tested, on its own. The last one in the runtime (the JSON object stream and the reader of
 * arguments encoded as a string) was broken by an interface in a leaf module (`args/object-reader.ts`).
 */
describe("imports form no circles", () => {
  it("in the runtime", () => {
    expect(circles(importGraph("runtime"))).toEqual([]);
  });
  it("in the compiler", () => {
    expect(circles(importGraph("compiler"))).toEqual([]);
  });
});

/**
 * The runtime is a stack (docs/layout.md): each folder, or file at its top, stands on a floor and
 * imports only from its own folder or from lower floors, so each floor can be read and tested with
 * what is below it alone. Folders on one floor do not import each other.
 */
const FLOORS: readonly (readonly string[])[] = [
  ["text", "tool-choice.ts"],
  ["ir"],
  ["machine", "args"],
  ["assemble"],
  ["parser.ts"],
  ["render", "adapters"],
  ["export"],
  ["index.ts"],
  ["compiler-api.ts"],
];

describe("the runtime's floors", () => {
  const unitOf = (file: string) => file.split("/")[1]!;
  const floorOf = (unit: string) => FLOORS.findIndex((floor) => floor.includes(unit));

  it("name every folder and top file once", () => {
    const units = [...new Set(sources("runtime").map((f) => unitOf(f.split(sep).join("/"))))].sort();
    expect(units).toEqual(FLOORS.flat().sort());
  });

  it("import only downwards", () => {
    const upward: string[] = [];
    for (const [file, deps] of importGraph("runtime")) {
      const from = unitOf(file);
      for (const dep of deps) {
        const to = unitOf(dep);
        if (to !== from && floorOf(to) >= floorOf(from)) upward.push(`${file} -> ${dep}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
