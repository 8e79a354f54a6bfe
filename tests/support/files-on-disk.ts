import { open, readdir } from "node:fs/promises";
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

/** Flips `bits` of the byte at `offset` in `file`, in place: a stored file changed behind the app's back. */
export async function flipByte(file: string, offset: number, bits = 0xff) {
  const handle = await open(file, "r+");
  try {
    const byte = Buffer.alloc(1);
    await handle.read(byte, 0, 1, offset);
    byte[0] = byte[0]! ^ bits;
    await handle.write(byte, 0, 1, offset);
  } finally {
    await handle.close();
  }
}
