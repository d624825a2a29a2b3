// Builds the two packages from this checkout (run by `npm ci` through prepare):
//   packages/dialectc      runtime/ and generated/ compiled to dist/ (ESM + .d.ts), no dependencies
//   packages/dialectc-cli  compiler/ compiled to compiler/, with its runtime imports
//                          pointed at the dialectc package, the shipped grammars/, and
//                          the playground page built by Vite (playground/ to playground/)
// tsc compiles, Vite builds the page, this script moves and rewrites.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
const runtimePkg = join(root, "packages", "dialectc");
const cliPkg = join(root, "packages", "dialectc-cli");

function compile(project) {
  execFileSync(process.execPath, [tsc, "-p", project], { cwd: root, stdio: "inherit" });
}

rmSync(join(runtimePkg, "dist"), { recursive: true, force: true });
compile(join(runtimePkg, "tsconfig.json"));

for (const dir of ["compiler", "runtime", "generated", "grammars"]) rmSync(join(cliPkg, dir), { recursive: true, force: true });
compile(join(cliPkg, "tsconfig.json"));
// tsc also emitted the runtime the compiler imports; the CLI takes it from the dialectc package instead.
rmSync(join(cliPkg, "runtime"), { recursive: true, force: true });
rmSync(join(cliPkg, "generated"), { recursive: true, force: true });
// Only the module's own imports are rewritten: the emitter's templates spell
// "../runtime/…" as text of the code they generate, and must keep it.
const STATEMENT = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|(?:import|export)\b[^;]*?\bfrom\s*"[^"]+";|import\s*"[^"]+";)/;
const toPackage = (text) => text.replace(/"(?:\.\.\/)+runtime\/[\w/-]+\.js"/g, '"dialectc/compiler"').replace(/"(?:\.\.\/)+generated\/index\.js"/g, '"dialectc"');
for (const file of readdirSync(join(cliPkg, "compiler"), { recursive: true })) {
  if (!file.endsWith(".js")) continue;
  const path = join(cliPkg, "compiler", file);
  const code = readFileSync(path, "utf8");
  let end = 0;
  for (let m; (m = STATEMENT.exec(code.slice(end))) && m[0].length > 0;) end += m[0].length;
  const head = toPackage(code.slice(0, end));
  const body = code.slice(end).replace(/import\(\s*("(?:\.\.\/)+(?:runtime|generated)\/[\w/-]+\.js")\s*\)/g, (_, spec) => `import(${toPackage(spec)})`);
  if (/"(?:\.\.\/)+(runtime|generated)\//.test(head)) throw new Error(`${file}: a runtime import was not rewritten`);
  writeFileSync(path, head + body);
}
mkdirSync(join(cliPkg, "grammars"));
for (const file of readdirSync(join(root, "grammars"))) {
  if (file.endsWith(".dialect")) copyFileSync(join(root, "grammars", file), join(cliPkg, "grammars", file));
}
// The playground: one static page (Vite), served by `dialectc playground`.
execFileSync(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "build", "--config", join(root, "playground", "vite.config.ts")], {
  cwd: root,
  stdio: "inherit",
});
