import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({
    title: "Compliance Resources",
    description: "Compliance Resources — placeholder description.",
    path: "/resources",
  });

export default function ResourcesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-primary">Compliance Resources</h1>
    </section>
  );
}
