import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({ title: "Careers", description: "Careers — placeholder description.", path: "/careers" });

export default function CareersPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-primary">Careers</h1>
    </section>
  );
}
