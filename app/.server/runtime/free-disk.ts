// Free space on the disk that holds a directory, as an unprivileged process may use it. Plain Node.
import { statfs } from "node:fs/promises";
import path from "node:path";

/** Bytes available to this process on the file system holding `directory` (or its nearest existing parent). */
export async function freeBytesOf(directory: string): Promise<number> {
  let current = path.resolve(directory);
  for (;;) {
    try {
      const stats = await statfs(current);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === current) throw error;
      current = parent;
    }
  }
}
