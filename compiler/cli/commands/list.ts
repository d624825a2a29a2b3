/**
 * `dialectc list`: the shipped dialects and what each reads.
 */
import { Channel, type DialectIR, type Dialect } from "../../../runtime/compiler-api.js";
import { flags, shipped, UsageError, type CliIO } from "../support/cli-common.js";
// ---- list -----------------------------------------------------------------

function features(ir: DialectIR): string {
  const kinds = new Set(ir.states.map((s) => s.channel.kind));
  const out: string[] = [];
  if (kinds.has(Channel.Reasoning)) out.push("reasoning");
  if (kinds.has(Channel.ArgValue)) out.push("tools:parameters");
  if (kinds.has(Channel.ArgsJson)) out.push("tools:json");
  if (kinds.has(Channel.Envelope)) out.push("tools:envelope");
  if (kinds.has(Channel.Header)) out.push("tools:header");
  if (ir.terminals.some((t) => t.special)) out.push("token-ids");
  if (ir.turnBoundaries.length) out.push("turns");
  return out.join(", ");
}
// ---- list -----------------------------------------------------------------

export async function listCommand(args: string[], io: CliIO): Promise<number> {
  const { positionals } = flags(args, {});
  if (positionals.length) throw new UsageError(`list takes no arguments`);
  const rows = Object.values((await shipped()).dialects as Record<string, Dialect>).map((d: Dialect) => [
    d.name,
    d.ir.extends.join(" < ") || "-",
    String(d.ir.states.length),
    String(d.ir.terminals.length),
    features(d.ir),
  ]);
  const header = ["dialect", "extends", "states", "terminals", "features"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const r of [header, ...rows])
    io.out(
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join("  ")
        .trimEnd() + "\n",
    );
  return 0;
}
