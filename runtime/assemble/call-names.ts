/**
 * Which names a call may go out with: the verdict on a call's name under
 * the request's tools, `tool_choice` and the dialect's policies, and how a
 * name or id is cut out of a header.
 */
import { Ch, isSpace } from "../text/chars.js";
import type { CapsIR, ExtractIR, PoliciesIR } from "../ir/ir.js";
import { coerceValue, type ToolSchemas } from "../args/schema.js";
import { jsonDumps } from "../text/json-text.js";

export const enum NameVerdict {
  /** a call under `tool_choice: "none"`: it and its markup vanish */
  Silenced,
  /** a bare counter (Kimi's): its arguments will say which tool */
  Unnamed,
  /** not a call's name: its text goes back as content */
  Demoted,
  /** a tool's name: the call surfaces (a recovered call once its closer confirms it) */
  Accepted,
}

/** Whitespace inside a name (names are trimmed): words, which no tool's name is. */
function hasInnerSpace(name: string): boolean {
  for (let i = 0; i < name.length; i++) if (isSpace(name.charCodeAt(i))) return true;
  return false;
}

/** A name that is only digits: a counter, not a tool. */
function isCounter(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < Ch.Digit0 || c > Ch.Digit9) return false;
  }
  return name.length > 0;
}

export class NameJudge {
  constructor(
    private readonly schemas: ToolSchemas,
    private readonly policies: PoliciesIR,
    private readonly caps: CapsIR,
    /** `tool_choice: "none"` */
    private readonly suppress: boolean,
    /** a named `tool_choice` (or allowed tools) */
    private readonly onlyTools: readonly string[] | undefined,
  ) {}

  /**
   * The declared tool a name means where the model wrote the tool's name twice, dotted (`read.read`, and
   * `repo.repo.read` for `repo.read`): its leading segment repeated is dropped while it repeats, and the
   * result counts only if the request declares it. Any other name is as written.
   */
  repair(name: string): string {
    if (this.schemas.size === 0 || this.schemas.has(name)) return name;
    let rest = name;
    for (let dot = rest.indexOf("."); dot > 0; dot = rest.indexOf(".")) {
      const head = rest.slice(0, dot);
      const next = rest.slice(dot + 1);
      if (next !== head && !next.startsWith(head + ".")) break;
      rest = next;
      if (this.schemas.has(rest)) return rest;
    }
    return name;
  }

  /** The verdict on `name`, not empty, for a call that is recovered (`declaredOnly`) or not. */
  judge(name: string, declaredOnly: boolean): NameVerdict {
    if (this.suppress) return NameVerdict.Silenced;
    const declared = this.schemas.has(name);
    if (!declared && this.policies.inferToolName && isCounter(name)) {
      // Kimi's bare counter: the arguments will say which tool, or it is content.
      return this.schemas.size === 0 ? NameVerdict.Demoted : NameVerdict.Unnamed;
    }
    const mustBeDeclared = declaredOnly || (this.policies.validateToolNames && this.schemas.size > 0);
    if (mustBeDeclared && !declared) return NameVerdict.Demoted;
    if (this.onlyTools !== undefined && !this.onlyTools.includes(name)) return NameVerdict.Demoted;
    // A name no tool could have (a capture runs to its class's maximum, which may be larger),
    // or words rather than a name (prose after a marker: `[TOOL_CALLS] not json at all`)
    // unless the request declares a tool so named.
    if (name.length > this.caps.name || (!declared && hasInnerSpace(name))) return NameVerdict.Demoted;
    return NameVerdict.Accepted;
  }

  /**
   * The tool a call named only by a number is a call of: the one whose
   * parameters its whole arguments name (`ToolSchemas.toolFor`), with the
   * arguments coerced by that tool's schema; null if none is, or the
   * arguments are not an object.
   */
  fromArguments(text: string): { tool: string; args: string } | null {
    let args: unknown = null;
    try {
      args = JSON.parse(text || "{}");
    } catch {
      // unreadable arguments name no tool
    }
    if (args === null || typeof args !== "object" || Array.isArray(args)) return null;
    const tool = this.schemas.toolFor(Object.keys(args));
    return tool === null ? null : { tool, args: jsonDumps(coerceValue(args, this.schemas.schema(tool))) };
  }
}

/** Cuts a header: the text before the last `before`, then after the last `after` in that. */
export function extract(text: string, spec: ExtractIR | undefined): string {
  let s = text.trim();
  if (spec?.before) {
    const i = s.lastIndexOf(spec.before);
    if (i >= 0) s = s.slice(0, i);
  }
  if (spec?.after) {
    const i = s.lastIndexOf(spec.after);
    if (i >= 0) s = s.slice(i + spec.after.length);
  }
  return s.trim();
}
