// DATA_DIR holds applicants' data, password hashes, the session secret and uploaded files: only the account that
// runs the server may read or write any of it. New files get their mode from the process umask, but PGlite also sets
// some files' modes itself (0644, or 0666 for the files of a new cluster), which no umask can stop; so modes it sets
// under DATA_DIR lose their group and world bits, and whatever an earlier start left behind is corrected at start.
import fs, { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Group and other permission bits: none may be set on anything under DATA_DIR. */
const SHARED_BITS = 0o077;

/**
 * Makes `dataDir` owner-only: creates it with mode 0700 when missing, removes group and world access from it and
 * everything already under it, sets this process's umask to 077 (every file and folder it creates from now on is
 * owner-only), and keeps later mode changes under `dataDir` owner-only. Returns the paths it corrected.
 */
export function protectDataDir(dataDir: string): string[] {
  process.umask(SHARED_BITS);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  keepModesOwnerOnly(path.resolve(dataDir));
  return removeSharedAccess(dataDir);
}

/** Removes group and world access from `target` and everything under it; returns the paths it changed. */
export function removeSharedAccess(target: string): string[] {
  const stats = lstatSync(target);
  // A symbolic link's own mode means nothing; what it points to is the operator's choice.
  if (stats.isSymbolicLink()) return [];
  const corrected: string[] = [];
  if ((stats.mode & SHARED_BITS) !== 0) {
    chmodSync(target, stats.mode & 0o700);
    corrected.push(target);
  }
  if (stats.isDirectory()) {
    for (const name of readdirSync(target)) corrected.push(...removeSharedAccess(path.join(target, name)));
  }
  return corrected;
}

const guarded = new Set<string>();

/** Masks the group and world bits of every mode this process sets on a path under `root` through node:fs. */
function keepModesOwnerOnly(root: string) {
  if (guarded.has(root)) return;
  const isFirst = guarded.size === 0;
  guarded.add(root);
  if (!isFirst) return;
  const isGuarded = (target: fs.PathLike) => {
    const resolved = path.resolve(String(target));
    return [...guarded].some((dir) => resolved === dir || resolved.startsWith(`${dir}${path.sep}`));
  };
  const maskFor = (target: fs.PathLike, mode: fs.Mode) => (isGuarded(target) ? toMode(mode) & ~SHARED_BITS : mode);
  const { chmodSync: setModeSync, chmod: setMode } = fs;
  const setModePromise = fs.promises.chmod;
  fs.chmodSync = (target, mode) => setModeSync(target, maskFor(target, mode));
  fs.chmod = ((target: fs.PathLike, mode: fs.Mode, callback: fs.NoParamCallback) =>
    setMode(target, maskFor(target, mode), callback)) as typeof fs.chmod;
  fs.promises.chmod = (target, mode) => setModePromise(target, maskFor(target, mode));
}

function toMode(mode: fs.Mode) {
  return typeof mode === "number" ? mode : Number.parseInt(mode, 8);
}
