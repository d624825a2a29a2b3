import { main } from "../../compiler/cli/cli.js";

/** Runs the CLI in-process with the given stdin; returns exit code and output. */
export async function runCli(argv: string[], stdin = ""): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(argv, { out: (t) => void (out += t), err: (t) => void (err += t), readStdin: async () => stdin });
  return { code, out, err };
}
