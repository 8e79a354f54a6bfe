import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({ title: "Services", description: "Services — placeholder description.", path: "/services" });

export default function ServicesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-primary">Services</h1>
    </section>
  );
}
