import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every regular file below `dir`, at any depth: for tests that check what actually reached the disk. */
export async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}
