// A reverse proxy on loopback for the journeys that put one in front of app servers (node:http, a few lines).
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

export type TestProxy = {
  url: string;
  /** How many requests each backend answered. */
  served: number[];
  close: () => Promise<void>;
};

/**
 * Passes every request to the next of `backends` in turn (round robin, as a load balancer would). With
 * `appendForwardedFor` it appends the address of the peer it saw to X-Forwarded-For, as nginx's
 * proxy_add_x_forwarded_for does; every test client is 127.0.0.1, so a test names the peer the proxy "saw" with
 * X-Test-Peer (which the proxy removes): as if the requests came from different machines. `port` 0 picks a free one.
 */
export async function startProxy(
  backends: string[],
  { port = 0, appendForwardedFor = false }: { port?: number; appendForwardedFor?: boolean } = {},
): Promise<TestProxy> {
  const served = backends.map(() => 0);
  let next = 0;
  const proxy = createServer((incoming, outgoing) => {
    const index = next++ % backends.length;
    served[index] = (served[index] ?? 0) + 1;
    const headers = { ...incoming.headers };
    if (appendForwardedFor) {
      const peer = String(headers["x-test-peer"] ?? incoming.socket.remoteAddress);
      delete headers["x-test-peer"];
      const forwarded = headers["x-forwarded-for"];
      headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${peer}` : peer;
    }
    const target = new URL(incoming.url ?? "/", backends[index]);
    const upstream = request(target, { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://localhost:${(proxy.address() as AddressInfo).port}`,
    served,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}
