/**
 * `dialectc graph`: a dialect's state machine as a diagram, for people writing
 * or reviewing a grammar. Mermaid `stateDiagram-v2`, Graphviz dot, or SVG drawn
 * from the dot by Graphviz compiled to WebAssembly (`@viz-js/viz`, so no system
 * Graphviz is needed); each edge is labelled with its marker and events,
 * absorbs appear as dashed self-loops; the restarts, repeated closers and fence
 * lines the compiler adds (never written in a grammar) are left out. In the SVG every state and transition
 * carries its grammar position as a class (`at-FILE-LINE`), so a page can lead
 * from the picture back to the grammar's line.
 */
import { CHANNEL_NAMES, type DialectIR, type TransitionIR } from "../../runtime/compiler-api.js";

function label(ir: DialectIR, t: TransitionIR): string {
  const events: string[] = t.events.map((e) => e.kind);
  if (t.keep) events.push("keep");
  if (t.readOnly) events.push("read_only");
  if (t.absorb) events.push("absorb");
  const follow = t.follow ? ` (followed by ${[...t.follow.terminals.map((f) => ir.terminals[f]!.name), ...(t.follow.end ? ["end"] : [])].join(" | ")})` : "";
  return `${ir.terminals[t.terminal]!.name}${events.length ? " / " + events.join(", ") : ""}${follow}`;
}

export function toMermaid(ir: DialectIR): string {
  const lines = ["stateDiagram-v2"];
  ir.states.forEach((s) => lines.push(`  ${s.name} : ${s.name} (${CHANNEL_NAMES[s.channel.kind]})`));
  const thinking = ir.states[ir.initial.thinking]!.name;
  const plain = ir.states[ir.initial.plain]!.name;
  lines.push(`  [*] --> ${thinking}${thinking === plain ? "" : " : thinking"}`);
  if (thinking !== plain) lines.push(`  [*] --> ${plain} : no thinking`);
  ir.states.forEach((s) => {
    for (const t of s.transitions) if (!t.restart && !t.repeat && !t.fence) lines.push(`  ${s.name} --> ${ir.states[t.target]!.name} : ${label(ir, t).replace(/:/g, "#58;")}`);
  });
  return lines.join("\n") + "\n";
}

/** A grammar position ("grammars/x.dialect:12") as a class name: `at-x-12`. */
function atClass(at: string): string {
  const m = /([^/\\]+?)(?:\.dialect)?:(\d+)$/.exec(at);
  return m ? `at-${m[1]!.replace(/[^A-Za-z0-9_-]/g, "_")}-${m[2]}` : "";
}

export function toDot(ir: DialectIR): string {
  const q = (s: string) => JSON.stringify(s);
  const lines = [
    `digraph ${q(ir.name)} {`,
    "  rankdir=LR;",
    '  node [shape=box, style=rounded, fontname="Helvetica"];',
    '  edge [fontname="Helvetica", fontsize=10];',
    "  start [shape=point];",
  ];
  ir.states.forEach((s, i) =>
    lines.push(`  ${q(s.name)} [label=${q(`${s.name}\n${CHANNEL_NAMES[s.channel.kind]}`)}, id=${q(`state-${i}`)}, class=${q(`state ${atClass(s.at)}`)}];`),
  );
  // One start, or one per thinking mode where they differ.
  const both = ir.initial.plain === ir.initial.thinking;
  lines.push(`  start -> ${q(ir.states[ir.initial.thinking]!.name)}${both ? "" : ' [label="thinking"]'};`);
  if (!both) lines.push(`  start -> ${q(ir.states[ir.initial.plain]!.name)} [label="no thinking"];`);
  ir.states.forEach((s, i) => {
    s.transitions.forEach((t, j) => {
      if (t.restart || t.repeat || t.fence) return;
      const attrs = [`label=${q(label(ir, t))}`, `id=${q(`transition-${i}-${j}`)}`, `class=${q(`transition ${atClass(t.at)}`)}`, ...(t.absorb ? ["style=dashed"] : [])];
      lines.push(`  ${q(s.name)} -> ${q(ir.states[t.target]!.name)} [${attrs.join(", ")}];`);
    });
  });
  lines.push("}");
  return lines.join("\n") + "\n";
}

let viz: Promise<{ renderString(dot: string, options: { format: string }): string }> | null = null;

/** The diagram as SVG, drawn by Graphviz in WebAssembly (loaded once, on first use). */
export async function toSvg(ir: DialectIR): Promise<string> {
  viz ??= import("@viz-js/viz").then((m) => m.instance());
  return (await viz).renderString(toDot(ir), { format: "svg" });
}
