/**
 * The sample tool set: what the laws, `dialectc diff` and the playground give
 * a parser when they need tools and the user gave none. One weather tool whose
 * parameters cover a string, an integer and a boolean (so schema coercion is
 * exercised), and one tool without parameters.
 */
import type { Tool } from "../../runtime/compiler-api.js";

export const SAMPLE_TOOLS: Tool[] = [
  {
    type: "function",
    function: {
      name: "get_weather",
      description: "Weather for a city",
      parameters: { type: "object", properties: { city: { type: "string" }, days: { type: "integer" }, metric: { type: "boolean" } }, required: ["city"] },
    },
  },
  { type: "function", function: { name: "ping", description: "Pings.", parameters: { type: "object", properties: {} } } },
];
