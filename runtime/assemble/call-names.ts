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

/** Namespaces models put before a tool's name (`functions.` is Kimi's and Harmony's own). */
const NAMESPACES = ["functions", "function", "default_api", "tools", "tool", "api"];
/** What may stand between a namespace and the name, or a name and its index. */
const SEPARATORS = ".:_-/";

/** The name, and the name without a trailing call index (`exec5`, `exec:0`) where it has one. */
function withoutIndex(name: string): string[] {
  let end = name.length;
  while (end > 0 && isDigit(name.charCodeAt(end - 1))) end--;
  if (end === name.length || end === 0) return [name];
  if (end > 1 && SEPARATORS.includes(name[end - 1]!)) return [name, name.slice(0, end), name.slice(0, end - 1)];
  return [name, name.slice(0, end)];
}

/**
 * The name without a known namespace prefix (its separator optional). Another dotted prefix
 * (`foo.get_weather`) is a name of its own: a tool of another namespace is not this one's.
 */
function withoutNamespace(name: string): string[] {
  const out: string[] = [];
  for (const ns of NAMESPACES) {
    if (name.length <= ns.length || !name.startsWith(ns)) continue;
    const rest = name.slice(ns.length);
    out.push(SEPARATORS.includes(rest[0]!) ? rest.slice(1) : rest);
  }
  return out;
}

function isDigit(c: number): boolean {
  return c >= Ch.Digit0 && c <= Ch.Digit9;
}

/** Prefixes of the call ids clients and engines generate (OpenAI's, Anthropic's, vLLM's, Responses'). */
const ID_PREFIXES = ["call_", "call-", "toolu_", "chatcmpl-tool-", "fc_", "tool_call_"];

/** A call id rather than a name: a known id prefix followed by at least 8 letters and digits. */
function isCallId(name: string): boolean {
  for (const prefix of ID_PREFIXES) {
    if (!name.startsWith(prefix) || name.length < prefix.length + 8) continue;
    let ok = true;
    for (let i = prefix.length; i < name.length && ok; i++) {
      const c = name.charCodeAt(i);
      ok = isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    }
    if (ok) return true;
  }
  return false;
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
   * The declared tool a name means where the model drifted from its spelling, counted only where exactly
   * one declared tool fits; any other name is as written (and judged as written):
   *
   *   - the name written twice, dotted (`read.read`; `repo.repo.read` for `repo.read`);
   *   - a trailing call index (`exec5`, `exec:0`, `exec_1`), a header's counter that lost its `:`;
   *   - a namespace prefix, with or without its separator (`functionsexec`, `functions.exec`,
   *     `default_api.exec`, `tools/exec`), a header that lost its `.`;
   *   - the tool's name in another case (`bash` for `Bash`).
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
    return this.drifted(name) ?? name;
  }

  private drifted(name: string): string | null {
    const found = new Set<string>();
    for (const base of withoutIndex(name)) {
      if (this.schemas.has(base)) found.add(base);
      for (const bare of withoutNamespace(base)) if (this.schemas.has(bare)) found.add(bare);
    }
    if (found.size === 0) {
      const lower = name.toLowerCase();
      for (const tool of this.schemas.names()) if (tool.toLowerCase() === lower) found.add(tool);
    }
    return found.size === 1 ? found.values().next().value! : null;
  }

  /**
   * A declared tool's name run into its first key, the marker between them lost (GLM's
   * `send_commandcommand</arg_key>` for the tool `send_command` and its parameter `command`):
   * the tool and the key where exactly one declared tool and one of the parameters it declares
   * make up the whole name; null otherwise (no tools, no such tool, or more than one way).
   */
  splitKey(name: string): { tool: string; key: string } | null {
    let found: { tool: string; key: string } | null = null;
    for (const tool of this.schemas.names()) {
      if (name.length <= tool.length || !name.startsWith(tool)) continue;
      const key = name.slice(tool.length);
      const props = this.schemas.schema(tool)?.properties;
      if (!props || typeof props !== "object" || !Object.hasOwn(props, key)) continue;
      if (found !== null) return null;
      found = { tool, key };
    }
    return found;
  }

  /** The verdict on `name`, not empty, for a call that is recovered (`declaredOnly`) or not. */
  judge(name: string, declaredOnly: boolean): NameVerdict {
    if (this.suppress) return NameVerdict.Silenced;
    const declared = this.schemas.has(name);
    if (!declared && this.policies.inferToolName && isCounter(name)) {
      // Kimi's bare counter: the arguments will say which tool, or it is content.
      return this.schemas.size === 0 ? NameVerdict.Demoted : NameVerdict.Unnamed;
    }
    // A call id where the name belongs (`call_59adf…`, an OpenAI-style id a model copied from its
    // history): no tool's name, so the arguments say which declared tool it is, or it is content.
    if (!declared && this.schemas.size > 0 && isCallId(name)) return NameVerdict.Unnamed;
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
