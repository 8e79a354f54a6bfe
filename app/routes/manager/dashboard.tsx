import { redirect } from "react-router";
import { getMeta } from "~/lib/meta";

// Placeholder until manager access exists: nobody has a session yet, so everyone goes home.
export function loader() {
  throw redirect("/");
}

export const meta = () =>
  getMeta({ title: "Manager Dashboard", description: "Manager dashboard.", path: "/manager-dashboard", noindex: true });

export default function ManagerDashboardPage() {
  return null;
}
