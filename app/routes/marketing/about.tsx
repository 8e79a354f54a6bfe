import { getMeta } from "~/lib/meta";

export const meta = () => getMeta({ title: "About", description: "About — placeholder description.", path: "/about" });

export default function AboutPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-primary">About</h1>
    </section>
  );
}
