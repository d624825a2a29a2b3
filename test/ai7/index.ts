// `ai` 7 as installed beside this file (see package.json here): re-exported so
// the spec resolves it from this folder, not the root's `ai` 6.
export * from "ai";
