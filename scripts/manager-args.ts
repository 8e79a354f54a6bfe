// The manager CLI's command line: checked before anything else loads (scripts/manager.ts), so a typo gets its
// answer at once, without the database, Better Auth or PGlite.
import { parseArgs } from "node:util";
import { z } from "zod";
import type { ManagerRole } from "../app/.server/db/schema.ts";

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
  reset-2fa --email E                        Turn off two-factor sign-in for a manager who lost their authenticator
                                             app (the last admin included); they set it up again after signing in.

Passwords need at least 12 characters, must not be a common password or the e-mail address. To add someone else,
an admin invites them from the dashboard's Admin page instead: they choose their own password. The CLI uses the server's DATA_DIR / DATABASE_URL; with the embedded
database it refuses while the server is running.`;

class UsageError extends Error {}

type Command = "create" | "revoke" | "delete" | "list" | "password" | "reset-2fa";
const COMMANDS: readonly Command[] = ["create", "revoke", "delete", "list", "password", "reset-2fa"];

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

export type ManagerCommand = { command: Command; email: string; role: ManagerRole };

/**
 * The command to run, or null when there is none: `--help` printed the usage, a wrong command line printed
 * what is wrong and the usage (exit code 2).
 */
export function readCommandLine(argv: string[]): ManagerCommand | null {
  try {
    const parsed = parseCommand(argv);
    if (!parsed.help) return parsed;
    console.log(USAGE);
  } catch (error) {
    // parseArgs reports unknown options as a TypeError with an ERR_PARSE_ARGS_* code.
    if (!(error instanceof UsageError || (error instanceof TypeError && "code" in error))) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  }
  return null;
}
