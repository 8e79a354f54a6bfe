import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({ title: "Let's Talk", description: "Let's Talk — placeholder description.", path: "/quote" });

export default function QuotePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-primary">Let's Talk</h1>
    </section>
  );
}
