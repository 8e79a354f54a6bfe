// Which part of a client's address a limit counts, and the header that carries the address.
import { isIPv4, isIPv6 } from "node:net";

/** The header server.ts stamps with the client IP (overwritten there, so visitors cannot set it). */
export const CLIENT_IP_HEADER = "x-client-ip";

/**
 * The part of a client address a limit counts: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 by its /64,
 * because one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function rateLimitSubject(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
  return address.slice(0, 100) || "unknown";
}

function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : Math.max(0, 8 - headGroups.length - tailGroups.length);
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((group) =>
    group.replace(/^0+(?=.)/, ""),
  );
}
