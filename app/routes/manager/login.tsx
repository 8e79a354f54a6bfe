import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({
    title: "Manager Login",
    description: "Sign in to the manager dashboard.",
    path: "/manager-login",
    noindex: true,
  });

export default function ManagerLoginPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-primary">Manager Login</h1>
    </section>
  );
}
