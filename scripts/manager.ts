// The operator's manager CLI: `npm run manager -- <command> [options]` (plain Node, which strips the types).
// It opens the same database as the server (DATA_DIR or DATABASE_URL); against the embedded PGlite it takes the
// data directory's lock, so it refuses while a server is running on that directory.
import { parseArgs } from "node:util";
import { z } from "zod";
import type { OpenDatabase } from "../app/.server/db/client.ts";
import type { ManagerRole } from "../app/.server/db/schema.ts";

// The database, Better Auth and PGlite load only once the command line is known to be right, so a typo gets
// its answer at once.
const MANAGER_ROLES: readonly ManagerRole[] = ["manager", "admin"];
const EmailSchema = z.string().trim().toLowerCase().pipe(z.email("Enter an email like name@example.com."));

const USAGE = `Manage who may open the manager dashboard.

Usage: npm run manager -- <command> [options]

Commands:
  create   --email E [--role manager|admin]  Create a user with that role (default manager). The password comes
                                             from MANAGER_PASSWORD, or is asked for without echo. For an existing
                                             user, only the role is set.
  revoke   --email E                         Take the role away and end the user's sessions (the user stays).
  delete   --email E                         Delete the user, their sessions and their role.
  list                                       List users with their roles.
  password --email E                         Set a new password (MANAGER_PASSWORD or asked for); ends sessions.

Passwords need at least 12 characters. The CLI uses the server's DATA_DIR / DATABASE_URL; with the embedded
database it refuses while the server is running.`;

class UsageError extends Error {}
class CancelledError extends Error {}

type Command = "create" | "revoke" | "delete" | "list" | "password";
const COMMANDS: readonly Command[] = ["create", "revoke", "delete", "list", "password"];

function parseCommand(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return { help: true as const };
  const [command, ...extra] = positionals;
  if (!command) throw new UsageError("Name a command.");
  if (!COMMANDS.includes(command as Command)) throw new UsageError(`Unknown command "${command}".`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  const needsEmail = command !== "list";
  if (needsEmail && !values.email) throw new UsageError(`"${command}" needs --email.`);
  if (!needsEmail && values.email) throw new UsageError(`"${command}" takes no --email.`);
  if (values.role !== undefined && command !== "create") throw new UsageError("Only create takes --role.");
  const role = values.role ?? "manager";
  if (!MANAGER_ROLES.includes(role as ManagerRole)) throw new UsageError(`--role must be manager or admin.`);
  let email: string | undefined;
  if (values.email !== undefined) {
    const parsed = EmailSchema.safeParse(values.email);
    if (!parsed.success) throw new UsageError(`--email: ${parsed.error.issues[0]?.message}`);
    email = parsed.data;
  }
  return { help: false as const, command: command as Command, email: email ?? "", role: role as ManagerRole };
}

/** MANAGER_PASSWORD, or asked for twice on the terminal without echo (or read as one line from piped input). */
async function readNewPassword(): Promise<string> {
  const { AccountError, PasswordSchema } = await import("../app/.server/auth-accounts.ts");
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
  const parsed = PasswordSchema.safeParse(password);
  if (!parsed.success) throw new AccountError(parsed.error.issues[0]?.message ?? "Invalid password.");
  return parsed.data;
}

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

async function run(argv: string[]) {
  const parsed = parseCommand(argv);
  if (parsed.help) {
    console.log(USAGE);
    return;
  }
  const { parseEnv } = await import("../app/.server/env.ts");
  const { openDatabase } = await import("../app/.server/db/client.ts");
  const { createAuth, loadAuthSecret } = await import("../app/.server/auth-config.ts");
  const { AccountError, createManager, deleteManager, listManagers, revokeManager, setManagerPassword, userExists } =
    await import("../app/.server/auth-accounts.ts");
  const env = parseEnv();
  let opened: OpenDatabase | null = null;
  try {
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
        const password = (await userExists(deps, email)) ? undefined : await readNewPassword();
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
        await setManagerPassword(deps, email, await readNewPassword());
        console.log(`Changed the password of ${email} and ended their sessions.`);
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

try {
  await run(process.argv.slice(2));
} catch (error) {
  const name = error instanceof Error ? error.name : "";
  if (error instanceof UsageError || (name === "TypeError" && error instanceof Error && "code" in error)) {
    // parseArgs reports unknown options as a TypeError with an ERR_PARSE_ARGS_* code.
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof CancelledError || name === "AccountError" || name === "EnvError") {
    console.error((error as Error).message);
    process.exitCode = 1;
  } else if (name === "DataDirLockedError") {
    console.error(`${(error as Error).message}\nThe manager CLI cannot run while the server uses this data directory.`);
    process.exitCode = 1;
  } else {
    console.error("The manager command failed:", error);
    process.exitCode = 1;
  }
}
