/**
 * A server ships `runtime/` and `generated/` alone, so neither may
 * import from `compiler/`, `test/` or any package (Node built-ins included).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, sep } from "node:path";
import { describe, expect, it } from "vitest";

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

/** The .ts files under a folder, at any depth (installed packages left out). */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === "node_modules" ? [] : sources(join(dir, e.name))) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );

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
// (runtime/compiler-api.ts), its one door into the runtime: no compiler file reaches a runtime module by
// a deep path, so what the compiler builds on is said in one file (and the type check holds every name).
describe("compiler/ reaches the runtime only through runtime/compiler-api.ts", () => {
  it("every import and dynamic import", () => {
    const deep: string[] = [];
    for (const file of sources("compiler")) {
      // The import block at the head, and dynamic imports: emitters hold runtime imports as text of the code they write.
      const all = readFileSync(file, "utf8");
      const headEnd = all.search(/^(?:export|const|let|function|class|interface|type|async|if|for)\b/m);
      const head = [...all.slice(0, headEnd).matchAll(IMPORT)].map((m) => m[1] ?? m[2]!);
      const dynamic = [...all.slice(headEnd).matchAll(/import\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]!);
      for (const spec of [...head, ...dynamic]) {
        const target = normalize(join(dirname(file), spec))
          .split(sep)
          .join("/");
        if (target.startsWith("runtime/") && target !== "runtime/compiler-api.js") deep.push(`${file}: ${spec}`);
      }
    }
    expect(deep).toEqual([]);
  });
});

// The layout is read off the folders (docs/layout.md): a stage folder a reader can take in at once,
// and a file that says what it is before any code.
describe("the stage folders", () => {
  /** Every folder under root, nested ones included (templates' engine, the CLI's commands, serve's APIs). */
  const stages = (root: string): string[] =>
    readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => [join(root, e.name), ...stages(join(root, e.name))]);

  it("hold about a dozen files each at most, nested folders counted as folders", () => {
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

/** A folder's relative imports, as repository paths of .ts files (type imports included); `outside`: those leaving it too. */
function importGraph(root: string, outside = false): Map<string, string[]> {
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
      deps.filter((d) => outside || known.has(d)),
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
 * arguments encoded as a string) was broken by an interface in a leaf module (`args/args-reader.ts`).
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
 * runtime/ and compiler/ are stacks (docs/layout.md): each folder, or file at its top, stands on a floor
 * and imports only from its own folder or from lower floors, so each floor can be read and tested with
 * what is below it alone. Folders on one floor do not import each other.
 */
const FLOORS: Readonly<Record<"runtime" | "compiler", readonly (readonly string[])[]>> = {
  runtime: [
    ["errors.ts"],
    ["text", "tool-choice.ts"],
    ["ir"],
    ["machine", "args"],
    ["assemble"],
    ["parser.ts"],
    ["render", "adapters"],
    ["export"],
    ["index.ts"],
    ["compiler-api.ts"],
  ],
  // common: paths, file reading, usage errors; jinja: the Jinja engine, a leaf. build.ts (load, check and
  // lower a set of grammars) is in lower/, above front/.
  compiler: [["common", "jinja"], ["front", "laws"], ["lower"], ["templates"], ["response"], ["emit"], ["deploy"], ["serve"], ["cli"]],
};

for (const root of ["runtime", "compiler"] as const) {
  describe(`the floors of ${root}/`, () => {
    const floors = FLOORS[root];
    const unitOf = (file: string) => file.split("/")[1]!;
    const floorOf = (unit: string) => floors.findIndex((floor) => floor.includes(unit));

    it("name every folder and top file once", () => {
      const units = [...new Set(sources(root).map((f) => unitOf(f.split(sep).join("/"))))].sort();
      expect(units).toEqual(floors.flat().sort());
    });

    it("import only downwards", () => {
      const upward: string[] = [];
      for (const [file, deps] of importGraph(root)) {
        const from = unitOf(file);
        for (const dep of deps) {
          const to = unitOf(dep);
          if (to !== from && floorOf(to) >= floorOf(from)) upward.push(`${file} -> ${dep}`);
        }
      }
      expect(upward).toEqual([]);
    });

    it("form no two-way pairs between any two folders, nested ones included (cli and cli/commands, serve and serve/apis)", () => {
      // A file at the root's top is a unit of its own (a floor), as in FLOORS; any other file is its folder's.
      const folderOf = (file: string) => (dirname(file) === root ? file : dirname(file));
      const edges = new Set<string>();
      for (const [file, deps] of importGraph(root)) for (const dep of deps) if (folderOf(file) !== folderOf(dep)) edges.add(`${folderOf(file)} -> ${folderOf(dep)}`);
      const pairs = [...edges].filter((e) => edges.has(e.split(" -> ").reverse().join(" -> ")));
      expect(pairs).toEqual([]);
    });

    it("form no two-way folder pairs", () => {
      const edges = new Set<string>();
      for (const [file, deps] of importGraph(root)) for (const dep of deps) if (unitOf(file) !== unitOf(dep)) edges.add(`${unitOf(file)} -> ${unitOf(dep)}`);
      const pairs = [...edges].filter((e) => edges.has(e.split(" -> ").reverse().join(" -> ")));
      expect(pairs).toEqual([]);
    });
  });
}

/**
 * The Jinja engine is a leaf with a public face: it imports nothing outside compiler/jinja/, and code
 * outside it imports only its index.ts (compileJinja, JinjaError, strftime, tokenize).
 */
describe("the Jinja engine", () => {
  it("imports nothing outside its folder", () => {
    const out: string[] = [];
    for (const file of sources("compiler/jinja"))
      for (const m of readFileSync(file, "utf8").matchAll(IMPORT)) {
        const spec = m[1] ?? m[2]!;
        if (!spec.startsWith("./")) out.push(`${file}: ${spec}`);
      }
    expect(out).toEqual([]);
  });

  it("is imported only through compiler/jinja/index.ts", () => {
    const inside: string[] = [];
    for (const root of ["compiler", "test", "playground"])
      for (const [file, deps] of importGraph(root, true))
        for (const dep of deps) if (dep.startsWith("compiler/jinja/") && dep !== "compiler/jinja/index.ts" && !file.startsWith("compiler/jinja/")) inside.push(`${file} -> ${dep}`);
    expect(inside).toEqual([]);
  });
});
