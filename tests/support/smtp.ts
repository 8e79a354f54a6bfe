// A real SMTP server on loopback (the smtp-server package) for tests that send mail: it accepts every message,
// parses it with mailparser and keeps it. stop() and start() again on the same port simulate an outage.
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { envelopeTo: string[]; parsed: ParsedMail };

export type TestSmtpServer = {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once at least `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  stop: () => Promise<void>;
  /** Listens again on the same port after stop(). */
  start: () => Promise<void>;
};

export async function startTestSmtpServer({
  port = 0,
  auth,
}: {
  port?: number;
  auth?: { user: string; pass: string };
} = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const create = () =>
    new SMTPServer({
      disabledCommands: auth ? ["STARTTLS"] : ["AUTH", "STARTTLS"],
      authOptional: !auth,
      allowInsecureAuth: true,
      logger: false,
      onAuth(credentials, _session, callback) {
        if (auth && credentials.username === auth.user && credentials.password === auth.pass) {
          return callback(null, { user: credentials.username });
        }
        return callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
            for (const wake of waiters) wake();
            callback();
          })
          .catch(callback);
      },
    });
  let server = create();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    waitFor: (count, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Expected ${count} messages, received ${received.length}.`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      server = create();
      await listen();
    },
  };
}
