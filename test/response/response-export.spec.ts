/**
 * Every shipped dialect through `export --format response_template`: it exports (read back, the template
 * parses the dialect's probes as the dialect does) with its losses said, or it is refused with the reason.
 * An exported template also reads the dialect's own fixtures; how many alike, per dialect, is what
 * docs/response-templates.md lists, and this test holds the list to what the code does.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dialects } from "../../generated/index.js";
import { exportRow } from "../helpers/response-export.js";

describe("export --format response_template, per shipped dialect", () => {
  const rows = Object.values(dialects).map(exportRow);

  it("docs/response-templates.md lists each dialect's verdict as the code gives it", () => {
    const doc = readFileSync("docs/response-templates.md", "utf8");
    const table = doc
      .slice(doc.indexOf("| dialect | exports |"))
      .split("\n")
      .filter((l) => l.startsWith("| ") && !l.startsWith("| dialect |") && !l.startsWith("|---"));
    expect(table.slice(0, rows.length)).toEqual(rows);
  });

  it("more than half of the shipped dialects export, and most fixtures read alike", () => {
    const yes = rows.filter((r) => r.split(" | ")[1] === "yes");
    expect(yes.length).toBeGreaterThan(Object.keys(dialects).length / 2);
    let alike = 0;
    let all = 0;
    for (const r of yes) {
      const [x, y] = r.split(" | ")[2]!.split("/").map(Number);
      alike += x!;
      all += y!;
    }
    expect(alike / all).toBeGreaterThan(0.7);
  });
});
