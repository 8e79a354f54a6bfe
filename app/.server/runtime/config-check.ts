// What an operator most likely forgot before going live: the public address, and the firm details that still hold
// the values the site ships with. The server logs each as a warning at every production start; `npm run
// check:config` lists them.
import { firm } from "../../content/site.ts";
import type { Env } from "./env.ts";

/** The placeholder values app/content/site.ts ships with; a field still holding one was not filled in. */
const PLACEHOLDER_CHECKS: { field: string; isPlaceholder: () => boolean }[] = [
  { field: "address.street", isPlaceholder: () => /placeholder/i.test(firm.address.street) },
  { field: "address.postalCode", isPlaceholder: () => firm.address.postalCode === "00000" },
  { field: "email", isPlaceholder: () => /@example\.(com|org|net)$/i.test(firm.email) },
  { field: "phone", isPlaceholder: () => /000-0000/.test(firm.phone) },
  { field: "phoneHref", isPlaceholder: () => /^\+?1?0{10}$/.test(firm.phoneHref) },
];

/**
 * One sentence per problem, empty when there is none. `builtOrigin` is the origin the prerendered pages name
 * (PUBLIC_URL when they were built); omit it when there is no build to compare with.
 */
export function listConfigProblems(env: Pick<Env, "PUBLIC_URL" | "PORT">, builtOrigin?: string): string[] {
  const problems: string[] = [];
  if (!env.PUBLIC_URL) {
    problems.push(
      `PUBLIC_URL is not set: sign-in trusts only the request's own origin, and the sitemap and robots.txt name http://localhost:${env.PORT}. Set it to the site's address, e.g. https://www.example.org.`,
    );
  } else {
    if (!env.PUBLIC_URL.startsWith("https://")) {
      problems.push(`PUBLIC_URL (${env.PUBLIC_URL}) is not https: session cookies are not Secure and HSTS is off.`);
    }
    if (builtOrigin && builtOrigin !== env.PUBLIC_URL) {
      problems.push(
        `The pages were built for ${builtOrigin}, but PUBLIC_URL is ${env.PUBLIC_URL}: their canonical and Open Graph links name the build's address. Build again with PUBLIC_URL set (npm run build).`,
      );
    }
  }
  const placeholders = PLACEHOLDER_CHECKS.filter((check) => check.isPlaceholder()).map((check) => check.field);
  if (placeholders.length > 0) {
    problems.push(
      `The firm's details still hold placeholders (${placeholders.join(", ")}): replace them in app/content/site.ts and build again.`,
    );
  }
  return problems;
}
