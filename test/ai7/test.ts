// `ai/test` of `ai` 7 (see index.ts).
export * from "ai/test";
