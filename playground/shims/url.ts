/** node:url for the compiler in the browser: a module's URL is its path. */
export function fileURLToPath(url: string | URL): string {
  return new URL(String(url)).pathname;
}
export function pathToFileURL(path: string): URL {
  return new URL(path, "file:///");
}
export default { fileURLToPath, pathToFileURL };
