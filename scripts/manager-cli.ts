// The manager CLI's commands (`npm run manager -- <command> [options]`): scripts/manager.ts checks the command line
// (manager-args.ts), then runs this module from a bundle.
// It opens the same database as the server (DATA_DIR or DATABASE_URL); against the embedded PGlite it takes the
// data directory's lock, so it refuses while a server is running on that directory.
import type { OpenDatabase } from "../app/.server/db/client.ts";
import type { ManagerCommand } from "./manager-args.ts";

/**
 * MANAGER_PASSWORD, or asked for twice on the terminal without echo (or read as one line from piped input), checked
 * against the rules for a new password of `email`.
 */
async function readNewPassword(email: string): Promise<string> {
  const { AccountError } = await import("../app/.server/auth/accounts.ts");
  const { passwordProblem } = await import("../app/.server/auth/password-rules.ts");
  const fromEnv = process.env.MANAGER_PASSWORD;
  let password: string;
  if (fromEnv !== undefined && fromEnv !== "") password = fromEnv;
  else if (process.stdin.isTTY) {
    const [first, again] = await promptHidden(["New password (at least 12 characters): ", "Repeat the password: "]);
    if (again !== first) throw new AccountError("The passwords do not match.");
    password = first ?? "";
  } else {
    password = await readLine();
  }
  const problem = passwordProblem(password, email);
  if (problem) throw new AccountError(problem);
  return password;
}

class CancelledError extends Error {}

/**
 * Asks each question in turn and reads the answers without echo. The terminal goes raw BEFORE the first
 * question, so nothing typed (or pasted) early is echoed, and input that runs ahead carries into the next answer.
 */
function promptHidden(questions: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    const answers: string[] = [];
    let current = "";
    let afterCarriageReturn = false;
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      if (error) reject(error);
      else resolve(answers);
    };
    const ask = () => process.stderr.write(questions[answers.length] ?? "");
    const onData = (chunk: string) => {
      for (const char of chunk) {
        const isNewlineOfCrLf = char === "\n" && afterCarriageReturn;
        afterCarriageReturn = char === "\r";
        if (isNewlineOfCrLf) continue;
        if (char === "\r" || char === "\n") {
          process.stderr.write("\n");
          answers.push(current);
          current = "";
          if (answers.length === questions.length) return finish();
          ask();
        } else if (char === "\u0003") {
          process.stderr.write("\n");
          return finish(new CancelledError("Cancelled."));
        } else if (char === "\u007f" || char === "\b") current = current.slice(0, -1);
        else if (char >= " ") current += char;
      }
    };
    stdin.on("data", onData);
    stdin.resume();
    ask();
  });
}

async function readLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

async function run(parsed: ManagerCommand) {
  const { parseEnvOrExit, siteOriginOf } = await import("../app/.server/runtime/env.ts");
  const { openDatabase } = await import("../app/.server/db/client.ts");
  const { protectDataDir } = await import("../app/.server/runtime/data-dir.ts");
  const { createAuth, loadAuthSecret } = await import("../app/.server/auth/config.ts");
  const {
    AccountError,
    createManager,
    deleteManager,
    findManager,
    listManagers,
    revokeManager,
    setManagerPassword,
    userExists,
  } = await import("../app/.server/auth/accounts.ts");
  const env = parseEnvOrExit();
  let opened: OpenDatabase | null = null;
  try {
    protectDataDir(env.DATA_DIR);
    opened = await openDatabase({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      lockCommand: `manager CLI (${parsed.command})`,
    });
    const auth = createAuth(opened.db, {
      secret: loadAuthSecret(env.DATA_DIR, env.BETTER_AUTH_SECRET),
      publicUrl: env.PUBLIC_URL,
      quiet: true,
    });
    const deps = { auth, db: opened.db };
    const { email, role } = parsed;
    switch (parsed.command) {
      case "create": {
        const password = (await userExists(deps, email)) ? undefined : await readNewPassword(email);
        const { created } = await createManager(deps, { email, role, password });
        console.log(
          created
            ? `Created ${email} with the role ${role}.`
            : `${email} already exists: the role is now ${role} (the password is unchanged; use "password" to change it).`,
        );
        break;
      }
      case "revoke": {
        const removed = await revokeManager(deps, email);
        console.log(removed ? `${email} no longer has a role; the user stays.` : `${email} had no role.`);
        break;
      }
      case "delete":
        await deleteManager(deps, email);
        console.log(`Deleted ${email}.`);
        break;
      case "password": {
        if (!(await userExists(deps, email))) throw new AccountError(`No user has the e-mail ${email}.`);
        await setManagerPassword(deps, email, await readNewPassword(email));
        console.log(`Changed the password of ${email} and ended their sessions.`);
        break;
      }
      case "reset-2fa": {
        const { resetTwoFactor } = await import("../app/.server/auth/two-factor.ts");
        const user = await findManager(deps, email);
        // The notice to the account holder waits in the outbox for the server's sender, when mail is set up.
        const mailHost = env.SMTP_URL && env.MAIL_FROM ? new URL(siteOriginOf(env)).hostname || "localhost" : null;
        const wasOn = await resetTwoFactor(opened.db, { mailHost }, user);
        console.log(
          wasOn
            ? `Two-factor sign-in is off for ${email}: they sign in with their password and can set it up again.`
            : `${email} had no two-factor sign-in.`,
        );
        break;
      }
      case "list": {
        const rows = await listManagers(deps);
        if (rows.length === 0) console.log("No users yet. Create one with: npm run manager -- create --email E");
        for (const row of rows) {
          console.log(`${row.email}\t${row.role ?? "no role"}\tcreated ${row.createdAt.toISOString().slice(0, 10)}`);
        }
        break;
      }
    }
  } finally {
    await opened?.close();
  }
}

/** Runs a checked command line (manager-args.ts); failures are printed, with exit code 1. */
export async function runManagerCommand(parsed: ManagerCommand) {
  try {
    await run(parsed);
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (error instanceof CancelledError || name === "AccountError") {
      console.error((error as Error).message);
    } else if (name === "DataDirLockedError") {
      console.error(
        `${(error as Error).message}\nThe manager CLI cannot run while the server uses this data directory.`,
      );
    } else {
      console.error("The manager command failed:", error);
    }
    process.exitCode = 1;
  }
}
