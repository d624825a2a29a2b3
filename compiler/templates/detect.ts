/**
 * `detect`: which shipped dialects read everything a chat template writes.
 * Every probe the template writes is parsed by every dialect; a dialect that
 * gives every probe's message back is a candidate, ranked by how many probes
 * `render` writes as the template does (up to whitespace, then exactly).
 */
import type { Dialect } from "../../runtime/index.js";
import type { ChatTemplate } from "./chat-template.js";
import { judge, probeTexts, turnMarkers, type ProbeVerdict } from "./template-probes.js";

export interface DialectFit {
  name: string;
  /** probes whose template text parses back to the message */
  parsed: number;
  /** probes `render` writes as the template does, whitespace aside */
  rendered: number;
  /** of those, written exactly */
  exact: number;
  /** the dialect's turn markers the template's prompt holds (evidence between dialects that read alike) */
  turns: number;
  verdicts: ProbeVerdict[];
}

export interface Detection {
  file: string;
  probes: number;
  /** the dialects that parse every probe, best first */
  dialects: DialectFit[];
  /** the dialect that parsed the most probes, when none parsed all */
  closest: DialectFit | null;
}

export function detectDialect(template: ChatTemplate, dialects: readonly Dialect[]): Detection {
  const texts = probeTexts(template);
  const prompt = texts[0]?.prompt ?? "";
  const fits = dialects.map((d): DialectFit => {
    const verdicts = texts.map((t) => judge(d, t));
    return {
      name: d.name,
      parsed: verdicts.filter((v) => v.parsed).length,
      rendered: verdicts.filter((v) => v.rendered !== "differs").length,
      exact: verdicts.filter((v) => v.rendered === "exact").length,
      turns: prompt === "" ? 0 : turnMarkers(d).filter((m) => prompt.includes(m)).length,
      verdicts,
    };
  });
  const rank = (a: DialectFit, b: DialectFit) => b.parsed - a.parsed || b.rendered - a.rendered || b.turns - a.turns || b.exact - a.exact || a.name.localeCompare(b.name);
  fits.sort(rank);
  const all = texts.length > 0 ? fits.filter((f) => f.parsed === texts.length) : [];
  return { file: template.path, probes: texts.length, dialects: all, closest: all.length === 0 ? (fits[0] ?? null) : null };
}
