import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({ title: "Compliance Hub", description: "Compliance Hub — placeholder description.", path: "/news" });

export default function NewsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-primary">Compliance Hub</h1>
    </section>
  );
}
