/**
 * `dialectc graph`: a dialect's state machine as a diagram, for people writing
 * or reviewing a grammar. Mermaid `stateDiagram-v2` or Graphviz dot; each edge
 * is labelled with its marker and events, absorbs appear as self-loops.
 */
import { CHANNEL_NAMES, type DialectIR, type TransitionIR } from "../runtime/ir.js";

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
    for (const t of s.transitions) lines.push(`  ${s.name} --> ${ir.states[t.target]!.name} : ${label(ir, t).replace(/:/g, "#58;")}`);
  });
  return lines.join("\n") + "\n";
}

export function toDot(ir: DialectIR): string {
  const q = (s: string) => JSON.stringify(s);
  const lines = [`digraph ${q(ir.name)} {`, "  rankdir=LR;", "  node [shape=box, style=rounded];", "  start [shape=point];"];
  ir.states.forEach((s) => lines.push(`  ${q(s.name)} [label=${q(`${s.name}\n${CHANNEL_NAMES[s.channel.kind]}`)}];`));
  lines.push(`  start -> ${q(ir.states[ir.initial.thinking]!.name)} [label="thinking"];`);
  if (ir.initial.plain !== ir.initial.thinking) lines.push(`  start -> ${q(ir.states[ir.initial.plain]!.name)} [label="no thinking"];`);
  ir.states.forEach((s) => {
    for (const t of s.transitions) lines.push(`  ${q(s.name)} -> ${q(ir.states[t.target]!.name)} [label=${q(label(ir, t))}${t.absorb ? ", style=dashed" : ""}];`);
  });
  lines.push("}");
  return lines.join("\n") + "\n";
}
