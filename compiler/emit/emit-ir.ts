/**
 * The IR as a generated module carries it: a TypeScript literal laid out one
 * terminal and one transition per line, so that the data a machine runs on
 * reads next to the grammar lines it names (prettier leaves it as written).
 */
import type { DialectIR } from "../../runtime/compiler-api.js";

/** A value as a one-line TypeScript literal (keys unquoted where they are identifiers). */
function literal(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(literal).join(", ")}]`;
  if (v !== null && typeof v === "object") {
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    if (entries.length === 0) return "{}";
    return `{ ${entries.map(([k, x]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${literal(x)}`).join(", ")} }`;
  }
  return JSON.stringify(v);
}

/** `const ir: DialectIR = …;`, preceded by the comment that keeps prettier off it. */
export function irStatement(ir: DialectIR): string {
  const { abi, name, source, extends: bases, terminals, states, ...rest } = ir;
  const lines = [
    `// prettier-ignore`,
    `const ir: DialectIR = {`,
    `  abi: ${abi}, name: ${literal(name)}, source: ${literal(source)}, extends: ${literal(bases)},`,
    `  terminals: [`,
    ...terminals.map((t) => `    ${literal(t)},`),
    `  ],`,
    `  states: [`,
  ];
  for (const { transitions, ...state } of states) {
    lines.push(`    ${literal(state).slice(0, -2)}, transitions: [`, ...transitions.map((t) => `      ${literal(t)},`), `    ] },`);
  }
  lines.push(`  ],`, ...Object.entries(rest).map(([k, x]) => `  ${k}: ${literal(x)},`), `};`);
  return lines.join("\n");
}
