/** The shared vectors as grammar-export fixtures: their labels, and tools made from their expected calls. */
import type { Tool } from "../../runtime/index.js";

export interface ExportVector {
  name?: string;
  source?: string;
  mode?: string;
  model_output?: string;
  thinking?: boolean | null;
  expected?: { tool_calls: { name: string; arguments: unknown }[] };
}

/** Each case with its label: `name` (vLLM's vectors) or `source`, numbered where a source repeats. */
export function vectorLabels(cases: ExportVector[]): [string, ExportVector][] {
  const seen = new Map<string, number>();
  return cases.map((c) => {
    const base = c.name ?? c.source ?? "";
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const many = cases.filter((o) => (o.name ?? o.source) === base).length > 1;
    return [many ? `${base} #${n}` : base, c];
  });
}

/**
 * The tools a vector's calls imply: their names, and their argument keys typed
 * by the values the test expects (a key whose values disagree takes any
 * value). Null for a case that is not a model's output with calls (argument
 * converter fragments, outputs without calls).
 */
export function vectorTools(c: ExportVector): Tool[] | null {
  if (!c.model_output || !c.expected || c.expected.tool_calls.length === 0 || c.mode === "arg_converter") return null;
  const keys = new Map<string, Map<string, string | null>>();
  for (const t of c.expected.tool_calls) {
    const args = (typeof t.arguments === "string" ? parsedOrNull(t.arguments) : t.arguments) as Record<string, unknown> | null;
    const types = keys.get(t.name) ?? new Map<string, string | null>();
    for (const [k, v] of Object.entries(args ?? {})) {
      const type = typeOf(v);
      types.set(k, types.has(k) && types.get(k) !== type ? null : type);
    }
    keys.set(t.name, types);
  }
  return [...keys].map(([name, types]) => ({
    type: "function",
    function: { name, parameters: { type: "object", properties: Object.fromEntries([...types].map(([k, t]) => [k, t === null ? {} : { type: t }])), additionalProperties: true } },
  }));
}

/** Arguments a vector gives as JSON text, or null for a string the model wrote in place of its arguments (no keys to type). */
function parsedOrNull(text: string): unknown {
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === "object" && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

function typeOf(v: unknown): string | null {
  if (v === null) return null;
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v === "object" ? "object" : typeof v;
}
