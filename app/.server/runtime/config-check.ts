// What an operator most likely forgot before going live: the public address, and the firm details that still hold
// the values the site ships with. The server logs each as a warning at every production start (the firm's details
// once it has read them from the content studio); `npm run check:config` lists the settings' problems.
import type { FirmDetails } from "../../content/site.ts";
import type { Env } from "./env.ts";

/** The placeholder values app/content/site.ts ships with; a field still holding one was not filled in. */
const PLACEHOLDER_CHECKS: { field: string; isPlaceholder: (firm: FirmDetails) => boolean }[] = [
  { field: "street address", isPlaceholder: (firm) => /placeholder/i.test(firm.address.street) },
  { field: "ZIP code", isPlaceholder: (firm) => firm.address.postalCode === "00000" },
  { field: "e-mail", isPlaceholder: (firm) => /@example\.(com|org|net)$/i.test(firm.email) },
  { field: "phone", isPlaceholder: (firm) => /^\+?1?0{10}$/.test(firm.phoneHref) },
];

/** The warning about the live firm details (the content studio's) while any still holds a placeholder, or null. */
export function firmPlaceholderWarning(firm: FirmDetails): string | null {
  const placeholders = PLACEHOLDER_CHECKS.filter((check) => check.isPlaceholder(firm)).map((check) => check.field);
  if (placeholders.length === 0) return null;
  return `The firm's details still hold placeholders (${placeholders.join(", ")}): an admin replaces them in the content studio (Content, then Firm details); the site shows the new ones within seconds.`;
}

/**
 * One sentence per problem, empty when there is none. `builtOrigin` is the origin the pages name
 * (PUBLIC_URL when the site was built); omit it when there is no build to compare with.
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
  return problems;
}
