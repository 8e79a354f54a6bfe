// The manager CLI exactly as the operator starts it: package.json's "manager" script (`npm run manager -- …`),
// run from the project root with the same Node, only without npm in between (~0.3 s a call).
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The words of the "manager" script after `node`: its Node options and the script. */
function managerScriptArgs(): string[] {
  const packageJson = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const script = String(packageJson.scripts.manager);
  const [program, ...args] = script.trim().split(/\s+/);
  if (program !== "node") throw new Error(`The manager script should start with node: ${script}`);
  return args;
}

export type ManagerCliResult = { code: number; stdout: string; stderr: string };

/**
 * `npm run manager -- …args` on the embedded database in `dataDir`. MANAGER_PASSWORD is set only when `password`
 * is given; `env` adds to the inherited environment. Resolves with the exit code and output, also on failure.
 */
export async function runManagerCli(
  dataDir: string,
  args: string[],
  { password, env = {} }: { password?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<ManagerCliResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, DATA_DIR: dataDir };
  delete childEnv.DATABASE_URL;
  delete childEnv.MANAGER_PASSWORD;
  if (password !== undefined) childEnv.MANAGER_PASSWORD = password;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...managerScriptArgs(), ...args], {
      cwd: ROOT,
      env: childEnv,
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string; message: string };
    if (typeof failed.code !== "number") throw error; // not an exit code: it did not run (or timed out)
    return { code: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** runManagerCli for setup steps: rejects, with the CLI's own message, when the command fails. */
export async function runManagerCliOrThrow(dataDir: string, args: string[], options?: { password?: string }) {
  const result = await runManagerCli(dataDir, args, options);
  if (result.code !== 0) throw new Error(`manager ${args.join(" ")} failed (exit ${result.code}):\n${result.stderr}`);
  return result;
}
