// Test-only page (E2E=1): its loader fails on purpose, so a browser test can see the root error page that any
// unexpected route error shows. A plain 404 everywhere else.
import { data } from "react-router";
import { getEnv } from "~/.server/lifecycle";

function isTestServer() {
  try {
    return getEnv().E2E;
  } catch {
    return false;
  }
}

export function loader() {
  if (!isTestServer()) throw data(null, { status: 404 });
  throw new Error("The test loader failed on purpose.");
}

export default function TestErrorPage() {
  return null;
}
