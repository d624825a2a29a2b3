/** CHANNEL_NAMES is indexed by `Channel`'s numbers: the grammar's word for each channel, in its order. */
import { describe, expect, it } from "vitest";
import { Channel, CHANNEL_NAMES } from "../../runtime/compiler-api.js";

describe("CHANNEL_NAMES", () => {
  it("follows Channel's order, one name a channel", () => {
    const byNumber = Object.entries(Channel).sort(([, a], [, b]) => a - b);
    expect(byNumber.map(([, n]) => n)).toEqual(CHANNEL_NAMES.map((_, i) => i));
    // Each name is its channel's, spelt in snake case (ToolName is tool_name).
    expect(byNumber.map(([key]) => key.replace(/(?<=[a-z])(?=[A-Z])/g, "_").toLowerCase())).toEqual([...CHANNEL_NAMES]);
  });
});
