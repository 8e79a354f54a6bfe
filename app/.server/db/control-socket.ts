// The server's local control channel, for the embedded database: `npm run backup` cannot open PGlite's files
// while the server has them (one process per data directory), so it asks the server to write the backup.
// The channel is a unix socket in DATA_DIR/control/, a directory only the server's user may enter (0700), so the
// operating system itself checks who connects: nothing listens on the network and there is no token to leak.
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import path from "node:path";
import { logger } from "../runtime/logger.ts";
import { BackupError } from "./backup.ts";

/** Where the socket lives under a data directory. */
export function controlSocketPath(dataDir: string) {
  return path.join(dataDir, "control", "server.sock");
}

// A unix socket's path has to fit in sockaddr_un (108 bytes on Linux, 104 on macOS).
const MAX_SOCKET_PATH_BYTES = 100;

export type ControlSocket = { path: string; close: () => Promise<void> };
export type ControlHandlers = { backup: () => Promise<string> };

/**
 * Listens on the control socket; POST /backup answers `{ "path": … }` once the backup is written. Returns null (and
 * says so) when the data directory's path is too long for a socket. Call only while holding the data directory's
 * lock: a socket file left there is then from a previous run.
 */
export async function startControlSocket(dataDir: string, handlers: ControlHandlers): Promise<ControlSocket | null> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    logger.warn(
      `No control socket: ${socketPath} is too long for a unix socket. \`npm run backup\` needs a shorter DATA_DIR.`,
    );
    return null;
  }
  const dir = path.dirname(socketPath);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  rmSync(socketPath, { force: true });

  let running: Promise<string> | null = null;
  const server = createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== "/backup") return answer(404, { error: "Unknown request." });
    // One backup at a time: a request arriving during one waits for it and shares its result.
    running ??= handlers.backup().finally(() => {
      running = null;
    });
    running.then(
      (backupPath) => answer(200, { path: backupPath }),
      (error: unknown) => {
        logger.error({ err: error }, "the backup failed");
        answer(500, { error: `The backup failed: ${error instanceof Error ? error.message : String(error)}` });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    // A backup in progress finishes first (its caller gets the answer): the database it reads closes after this.
    close: async () => {
      await running?.catch(() => {});
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}

/** Asks the server on `dataDir` for a backup and returns its path. Throws NoServerError when no server listens. */
export function requestBackup(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const target = { socketPath: controlSocketPath(dataDir), path: "/backup", method: "POST", agent: false };
    const req = request(target, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => {
        try {
          const parsed = JSON.parse(body) as { path?: string; error?: string };
          if (res.statusCode === 200 && parsed.path) resolve(parsed.path);
          else reject(new BackupError(parsed.error ?? `The server answered ${res.statusCode}.`));
        } catch {
          reject(new BackupError(`The server answered ${res.statusCode} without a result.`));
        }
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      reject(error.code === "ENOENT" || error.code === "ECONNREFUSED" ? new NoServerError() : error);
    });
    req.end();
  });
}

/** No server is listening on the data directory's control socket. */
export class NoServerError extends Error {
  override name = "NoServerError";
  constructor() {
    super("No server is running on this data directory.");
  }
}
