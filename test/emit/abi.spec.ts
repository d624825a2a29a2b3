/**
 * The generated-code contract (runtime/machine/generated-abi.ts) is versioned. Its whole surface is
 * recorded with the version in test/fixtures/generated-abi.json, read off the sources with the
 * TypeScript compiler (through ts-morph): every export of the contract file; each Sink method, base
 * member and the constructor with its parameters' names and types; and the shape, field by field, of
 * every type they mention (the IR types, the Sink, the Engine), followed to where it is defined. The
 * test fails when any of it changes and ABI_VERSION does not; after a bump, UPDATE_ABI=1 records the
 * new surface. It also holds the modules in generated/ to the contract's lists, shows the check
 * failing on mutated copies of the sources, and holds the range of ABIs a runtime reads.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Node, Project, ts, type ClassDeclaration, type SourceFile } from "ts-morph";
import { describe, expect, it } from "vitest";
import { dialects, createParser, parseComplete } from "../../generated/index.js";
import { ABI_VERSION, GENERATED_BASE_MEMBERS, GENERATED_OVERRIDES, GENERATED_SINK_CALLS, GENERATED_VALUES, MIN_ABI_VERSION } from "../../runtime/machine/generated-abi.js";
import { abiRange, assertAbi, type Dialect } from "../../runtime/machine/dialect.js";

const RECORD = "test/fixtures/generated-abi.json";
const CONTRACT = "runtime/machine/generated-abi.ts";

interface AbiRecord {
  abi: number;
  surface: string[];
}

const printer = ts.createPrinter({ removeComments: true });
/** A node's source as one line, comments dropped. */
const text = (node: Node): string => printer.printNode(ts.EmitHint.Unspecified, node.compilerNode, node.getSourceFile().compilerNode).replace(/\s+/g, " ").trim();
const typeText = (node: Node): string => node.getType().getText(node, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType);
const modifiers = (node: Node): string =>
  Node.isModifierable(node)
    ? node
        .getModifiers()
        .map((m) => m.getText())
        .filter((m) => m !== "export" && m !== "declare")
        .map((m) => m + " ")
        .join("")
    : "";

function params(node: Node): string {
  if (!Node.isParametered(node)) return "";
  return node
    .getParameters()
    .map((p) => {
      const type = p.getTypeNode();
      return `${modifiers(p)}${p.isRestParameter() ? "..." : ""}${p.getName()}${p.hasQuestionToken() || p.hasInitializer() ? "?" : ""}: ${type ? text(type) : typeText(p)}`;
    })
    .join(", ");
}

/** One member or declaration as a header would declare it: modifiers, name, parameters by name and type, result. */
function signature(node: Node): string {
  if (Node.isConstructorDeclaration(node)) return `constructor(${params(node)})`;
  if (Node.isMethodDeclaration(node) || Node.isMethodSignature(node) || Node.isFunctionDeclaration(node)) {
    const ret = node.getReturnTypeNode();
    const typeParams = node.getTypeParameters().map(text);
    const tp = typeParams.length > 0 ? `<${typeParams.join(", ")}>` : "";
    const optional = Node.isQuestionTokenable(node) && node.hasQuestionToken() ? "?" : "";
    const kind = Node.isFunctionDeclaration(node) ? "function " : "";
    return `${modifiers(node)}${kind}${node.getName()}${optional}${tp}(${params(node)}): ${ret ? text(ret) : node.getReturnType().getText(node)}`;
  }
  if (Node.isPropertyDeclaration(node) || Node.isPropertySignature(node) || Node.isParameterDeclaration(node)) {
    const type = node.getTypeNode();
    const optional = node.hasQuestionToken() ? "?" : "";
    return `${modifiers(node)}${node.getName()}${optional}: ${type ? text(type) : typeText(node)}`;
  }
  return text(node);
}

/** The type declarations in runtime/ that a node's types name (`Foo`, `typeof Bar`). */
function referenced(node: Node): Node[] {
  const found: Node[] = [];
  const visit = (n: Node) => {
    let name: Node | undefined;
    if (Node.isTypeReference(n)) name = n.getTypeName();
    else if (Node.isTypeQuery(n)) name = n.getExprName();
    else if (Node.isExpressionWithTypeArguments(n)) name = n.getExpression();
    if (name) {
      const symbol = name.getSymbol();
      const target = symbol?.isAlias() ? symbol.getAliasedSymbol() : symbol;
      for (const d of target?.getDeclarations() ?? []) {
        if (!d.getSourceFile().getFilePath().includes("/runtime/")) continue;
        // `typeof X`: the value; a name: its type meaning.
        if (Node.isTypeQuery(n) ? Node.isVariableDeclaration(d) : !Node.isVariableDeclaration(d)) found.push(d);
      }
    }
    n.forEachChild(visit);
  };
  visit(node);
  return found;
}

/**
 * A type declaration's whole shape, in lines: an interface's header, then each member with its
 * owner (`Sink: toolStart(declaredOnly: boolean): void`); an alias as written; a value's type.
 */
function shape(decl: Node): string[] {
  if (Node.isInterfaceDeclaration(decl)) {
    const ext = decl.getExtends().map(text);
    return [`interface ${decl.getName()}${ext.length ? " extends " + ext.join(", ") : ""}`, ...decl.getMembers().map((m) => `${decl.getName()}: ${signature(m)}`)];
  }
  if (Node.isTypeAliasDeclaration(decl)) return [`type ${decl.getName()} = ${text(decl.getTypeNodeOrThrow())}`];
  if (Node.isVariableDeclaration(decl)) return [`const ${decl.getName()}: ${typeText(decl)}`];
  if (Node.isFunctionDeclaration(decl)) return [signature(decl)];
  if (Node.isClassDeclaration(decl)) return [`${decl.isAbstract() ? "abstract " : ""}class ${decl.getName()}${decl.getExtends() ? " extends " + text(decl.getExtends()!) : ""}`];
  return [text(decl)];
}

/** A member of a class or of its bases, by name (a constructor's parameter properties included). */
function member(cls: ClassDeclaration, name: string): Node | undefined {
  for (let c: ClassDeclaration | undefined = cls; c; c = c.getBaseClass()) {
    const own = c.getMembers().find((m) => (Node.isConstructorDeclaration(m) ? false : (m as { getName?(): string }).getName?.() === name));
    if (own) return own;
    for (const ctor of c.getConstructors()) {
      const prop = ctor.getParameters().find((p) => p.isParameterProperty() && p.getName() === name);
      if (prop) return prop;
    }
  }
  return undefined;
}

function constructorOf(cls: ClassDeclaration): Node | undefined {
  for (let c: ClassDeclaration | undefined = cls; c; c = c.getBaseClass()) if (c.getConstructors().length > 0) return c.getConstructors()[0];
  return undefined;
}

/** A project over the repository's sources, which a test may change in memory. */
function sourceProject(): Project {
  const project = new Project({ tsConfigFilePath: "tsconfig.json", skipAddingFilesFromTsConfig: true });
  project.addSourceFileAtPath(CONTRACT);
  project.resolveSourceFileDependencies();
  return project;
}

/** The contract's surface, one line per export, member and type it reaches. */
function surface(project: Project): string[] {
  const contract = project.getSourceFileOrThrow(CONTRACT);
  const lines: string[] = [];
  const seen = new Set<Node>();
  const queue: Node[] = [];
  const follow = (n: Node) => queue.push(...referenced(n));
  for (const [name, decls] of [...contract.getExportedDeclarations()].sort(([a], [b]) => a.localeCompare(b))) {
    for (const d of decls) {
      if (seen.has(d)) continue;
      seen.add(d);
      const [head, ...rest] = shape(d);
      lines.push(`export ${head}`, ...rest);
      if (Node.isClassDeclaration(d)) {
        // What a generated subclass reaches of it, what it supplies, and how it is constructed.
        const ctor = constructorOf(d);
        lines.push(`${name}: ${ctor ? signature(ctor) : "constructor()"}`);
        if (ctor) follow(ctor);
        for (const m of [...GENERATED_BASE_MEMBERS, ...GENERATED_OVERRIDES]) {
          const found = member(d, m);
          lines.push(`${name}: ${found ? signature(found) : `${m} (missing)`}`);
          if (found) follow(found);
        }
      } else follow(d);
    }
  }
  // Every type those name, to where it is defined.
  const closure: string[][] = [];
  while (queue.length > 0) {
    const d = queue.shift()!;
    if (seen.has(d)) continue;
    seen.add(d);
    closure.push(shape(d));
    follow(d);
  }
  return [...lines, ...closure.sort(([a], [b]) => a!.localeCompare(b!)).flat()];
}

/** The check: null when the surface matches the record, else why not. */
function abiCheck(recorded: AbiRecord | null, now: string[], abi: number): string | null {
  if (recorded === null) return `no record: run UPDATE_ABI=1 to write ${RECORD}`;
  if (recorded.abi !== abi) return `ABI_VERSION is ${abi} but ${RECORD} records ${recorded.abi}: record the new surface with UPDATE_ABI=1`;
  if (JSON.stringify(now) === JSON.stringify(recorded.surface)) return null;
  const gone = recorded.surface.filter((l) => !now.includes(l));
  const added = now.filter((l) => !recorded.surface.includes(l));
  return [
    `the generated-code contract changed at ABI ${abi}: bump ABI_VERSION (runtime/machine/generated-abi.ts; keep MIN_ABI_VERSION only if the change is additive), regenerate, and record it with UPDATE_ABI=1`,
    ...gone.map((l) => `- ${l}`),
    ...added.map((l) => `+ ${l}`),
    ...(gone.length === 0 && added.length === 0 ? ["(the same lines in another order)"] : []),
  ].join("\n");
}

const readRecord = (): AbiRecord | null => (existsSync(RECORD) ? (JSON.parse(readFileSync(RECORD, "utf8")) as AbiRecord) : null);

describe("the generated-code contract", () => {
  const project = sourceProject();
  const now = surface(project);

  it("changes only with a new ABI_VERSION", () => {
    const recorded = readRecord();
    if (process.env.UPDATE_ABI && (recorded === null || recorded.abi !== ABI_VERSION)) {
      writeFileSync(RECORD, JSON.stringify({ abi: ABI_VERSION, surface: now }, null, 1) + "\n");
      return;
    }
    expect(abiCheck(recorded, now, ABI_VERSION)).toBeNull();
  });

  it("records the sink's methods, the base members, the constructor and the IR field by field", () => {
    expect(now).toContain("Sink: terminal(terminal: number, target: number, src: string, from: number, to: number): void");
    expect(now).toContain("Sink: toolStart(declaredOnly: boolean): void");
    expect(now.filter((l) => l.startsWith("StateIR: "))).toEqual([
      "StateIR: name: string",
      "StateIR: at: string",
      "StateIR: channel: ChannelIR",
      "StateIR: transitions: TransitionIR[]",
    ]);
    expect(now).toContain("CompiledMachine: constructor(protected readonly ir: DialectIR, protected readonly sink: Sink, initialState: number, vocab?: Record<string, number>)");
    expect(now).toContain("CompiledMachine: protected only(r: number, cand: number, captures: number): number");
    expect(now).toContain("CompiledMachine: protected abstract fire(cand: number, buf: string, from: number, to: number): number");
    expect(now).toContain("export function matchLiteral(lit: string, buf: string, p: number, atEnd: boolean): number");
    for (const name of ["DialectIR", "TerminalIR", "StateIR", "TransitionIR", "ChannelIR", "PoliciesIR", "CapsIR", "FollowIR", "ExtractIR", "Engine", "Sink", "Dialect"]) {
      expect(now, name).toContain(`export interface ${name}`);
    }
    expect(now.filter((l) => l.startsWith("CompiledMachine: ")).length).toBe(1 + GENERATED_BASE_MEMBERS.length + GENERATED_OVERRIDES.length);
    expect(now.filter((l) => l.includes("(missing)"))).toEqual([]);
  });

  /**
   * Each mutation is applied to the sources in memory (the files on disk are not touched), the
   * surface read again, and the check must fail, naming the changed line.
   */
  describe("fails on a changed surface at the same version", () => {
    const recorded = readRecord();
    const mutations: [what: string, file: string, from: string, to: string, line: RegExp][] = [
      [
        "Sink.terminal's from and to swapped",
        "runtime/machine/sink.ts",
        "terminal(terminal: number, target: number, src: string, from: number, to: number): void;\n  /** whether",
        "terminal(terminal: number, target: number, src: string, to: number, from: number): void;\n  /** whether",
        /^[-+] Sink: terminal\(/,
      ],
      [
        "a field added to StateIR",
        "runtime/ir/ir.ts",
        "export interface StateIR {\n  name: string;",
        "export interface StateIR {\n  name: string;\n  weight?: number;",
        /^\+ StateIR: weight\?: number$/,
      ],
      [
        "Sink.toolStart taking a second parameter",
        "runtime/machine/sink.ts",
        "  toolStart(declaredOnly: boolean): void;\n  /** a complete",
        "  toolStart(declaredOnly: boolean, index: number): void;\n  /** a complete",
        /^[-+] Sink: toolStart\(/,
      ],
      [
        "a matcher's parameters reordered",
        "runtime/machine/matchers.ts",
        "matchSpace(buf: string, q: number, atEnd: boolean, max: number)",
        "matchSpace(buf: string, q: number, max: number, atEnd: boolean)",
        /^[-+] export function matchSpace\(/,
      ],
      [
        "a base member taking another parameter",
        "runtime/machine/compiled.ts",
        "protected only(r: number, cand: number, captures: number)",
        "protected only(r: number, cand: number, captures: number, p = 0)",
        /^[-+] CompiledMachine: protected only\(/,
      ],
      [
        "the constructor's vocabulary retyped",
        "runtime/machine/machine.ts",
        "vocab?: Record<string, number>,\n  ) {",
        "vocab?: ReadonlyMap<string, number>,\n  ) {",
        /^[-+] CompiledMachine: constructor\(/,
      ],
      ["a capture's field renamed", "runtime/ir/ir.ts", "  cap: string;\n  max: number;", "  cap: string;\n  limit: number;", /^[-+] CapturePart: (max|limit): number$/],
      ["a channel added", "runtime/ir/ir.ts", "  Discard: 7,\n", "  Discard: 7,\n  Silent: 8,\n", /^[-+] export const Channel: /],
    ];
    for (const [what, file, from, to, line] of mutations) {
      it(what, () => {
        const sf: SourceFile = project.getSourceFileOrThrow(file);
        const original = sf.getFullText();
        expect(original, `${file} no longer holds the text this mutation changes`).toContain(from);
        sf.replaceWithText(original.replace(from, to));
        try {
          const failure = abiCheck(recorded, surface(project), ABI_VERSION);
          expect(failure).not.toBeNull();
          expect(failure!.split("\n").filter((l) => /^[-+] /.test(l) && line.test(l)).length, failure!).toBeGreaterThan(0);
        } finally {
          sf.replaceWithText(original);
        }
      });
    }
    it("and passes again on the sources as they are", () => {
      expect(abiCheck(recorded, surface(project), ABI_VERSION)).toBeNull();
    });
  });
});

describe("the modules in generated/", () => {
  const modules = readdirSync("generated").filter((f) => f.endsWith(".ts") && f !== "index.ts" && f !== "ai-sdk.ts");

  it("import only the contract file, and of its values only those listed", () => {
    const values = new Set<string>(GENERATED_VALUES);
    const bad: string[] = [];
    for (const f of modules) {
      const code = readFileSync(join("generated", f), "utf8");
      for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)"/g)) {
        if (m[3]!.startsWith("./")) continue; // a twin's machine class
        if (m[3] !== "../runtime/machine/generated-abi.js") bad.push(`${f}: ${m[3]}`);
        if (m[1]) continue;
        for (const name of m[2]!
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean))
          if (!values.has(name)) bad.push(`${f}: ${name}`);
      }
    }
    expect(modules.length).toBeGreaterThan(50);
    expect(bad).toEqual([]);
  });

  it("reach only the listed sink calls and base members, and supply only the listed overrides", () => {
    const sinkCalls = new Set<string>(GENERATED_SINK_CALLS);
    const members = new Set<string>(GENERATED_BASE_MEMBERS);
    const overrides = new Set<string>(GENERATED_OVERRIDES);
    const bad: string[] = [];
    for (const f of modules) {
      const code = readFileSync(join("generated", f), "utf8");
      const own = new Set([...code.matchAll(/^ {2}private (\w+)\(/gm)].map((m) => m[1]!));
      for (const m of code.matchAll(/\bthis\.(\w+)/g)) if (!members.has(m[1]!) && !own.has(m[1]!)) bad.push(`${f}: this.${m[1]}`);
      for (const m of code.matchAll(/\bsink\.(\w+)\(/g)) if (!sinkCalls.has(m[1]!)) bad.push(`${f}: sink.${m[1]}`);
      for (const m of code.matchAll(/^ {2}protected (\w+)\(/gm)) if (!overrides.has(m[1]!)) bad.push(`${f}: overrides ${m[1]}`);
      for (const name of own) if (!/^(decide|weigh|m)\d[\d_]*$/.test(name)) bad.push(`${f}: helper ${name}`);
    }
    expect(bad).toEqual([]);
  });
});

describe("the ABIs a runtime reads", () => {
  const qwen3 = dialects.qwen3 as Dialect;
  const stamped = (abi: number): Dialect => ({ ...qwen3, abi, ir: { ...qwen3.ir, abi } });
  const text = "<think>R</think>A<tool_call>\n<function=f>\n<parameter=a>1</parameter>\n</function>\n</tool_call>";
  /** A message without its calls' random ids. */
  const read = (m: { tool_calls: { id: string }[] }) => ({ ...m, tool_calls: m.tool_calls.map((c) => ({ ...c, id: "" })) });
  const refusal = (abi: number, range: string) =>
    `dialectc: dialect 'qwen3' was generated for runtime ABI ${abi}, but this runtime reads ABI ${range}; regenerate it with 'npx dialectc compile'`;

  it("are MIN_ABI_VERSION to ABI_VERSION: the oldest in range loads and parses as the newest", () => {
    expect(MIN_ABI_VERSION).toBeLessThanOrEqual(ABI_VERSION);
    expect(qwen3.abi).toBe(ABI_VERSION);
    const expected = read(parseComplete(qwen3, text));
    expect(expected.tool_calls).toHaveLength(1);
    for (const abi of [MIN_ABI_VERSION, ABI_VERSION]) expect(read(parseComplete(stamped(abi), text))).toEqual(expected);
  });

  it("refuse a newer module, or one older than the minimum, in one line naming the range", () => {
    for (const abi of [ABI_VERSION + 1, MIN_ABI_VERSION - 1]) {
      expect(() => createParser(stamped(abi))).toThrow(refusal(abi, abiRange()));
      expect(refusal(abi, abiRange())).not.toContain("\n");
    }
    // A module whose record and IR disagree is refused on the one outside the range.
    expect(() => createParser({ ...qwen3, ir: { ...qwen3.ir, abi: ABI_VERSION + 1 } })).toThrow(refusal(ABI_VERSION + 1, abiRange()));
  });

  it("after an additive change (a range of two), hold the older module and refuse either side", () => {
    const [min, max] = [ABI_VERSION, ABI_VERSION + 1];
    expect(abiRange(min, max)).toBe(`${min} to ${max}`);
    expect(() => assertAbi(stamped(min), min, max)).not.toThrow();
    expect(() => assertAbi(stamped(max), min, max)).not.toThrow();
    expect(() => assertAbi(stamped(max + 1), min, max)).toThrow(refusal(max + 1, `${min} to ${max}`));
    expect(() => assertAbi(stamped(min - 1), min, max)).toThrow(refusal(min - 1, `${min} to ${max}`));
  });

  /**
   * The whole path on a scratch copy of the runtime: its ABI bumped after an additive change, it
   * loads this checkout's generated qwen3 module (stamped with today's ABI) and parses with it;
   * with the minimum raised as well, it refuses the module.
   */
  it("on a runtime whose ABI moved on: the committed module loads within the range, and is refused outside it", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "dialectc-abi-"));
    try {
      const load = async (min: number, tag: string) => {
        const root = join(scratch, tag);
        cpSync("runtime", join(root, "runtime"), { recursive: true });
        cpSync("generated/qwen3.ts", join(root, "generated", "qwen3.ts"));
        const abiFile = join(root, CONTRACT);
        const source = readFileSync(abiFile, "utf8");
        expect(source).toContain(`export const ABI_VERSION = ${ABI_VERSION};`);
        writeFileSync(
          abiFile,
          source
            .replace(`export const ABI_VERSION = ${ABI_VERSION};`, `export const ABI_VERSION = ${ABI_VERSION + 1};`)
            .replace(`export const MIN_ABI_VERSION = ${MIN_ABI_VERSION};`, `export const MIN_ABI_VERSION = ${min};`),
        );
        const runtime = (await import(pathToFileURL(resolve(root, "runtime/index.ts")).href)) as typeof import("../../runtime/index.js");
        const module = (await import(pathToFileURL(resolve(root, "generated/qwen3.ts")).href)) as { qwen3: Dialect };
        return { runtime, qwen3: module.qwen3 };
      };
      const additive = await load(MIN_ABI_VERSION, "additive");
      expect(additive.runtime.ABI_VERSION).toBe(ABI_VERSION + 1);
      expect(additive.qwen3.abi).toBe(ABI_VERSION);
      expect(read(additive.runtime.parseCompleteFor(additive.qwen3, text))).toEqual(read(parseComplete(qwen3, text)));
      const breaking = await load(ABI_VERSION + 1, "breaking");
      expect(() => breaking.runtime.parseCompleteFor(breaking.qwen3, text)).toThrow(refusal(ABI_VERSION, `${ABI_VERSION + 1}`));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
