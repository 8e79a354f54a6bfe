import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({ title: "Contact", description: "Contact — placeholder description.", path: "/contact" });

export default function ContactPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-primary">Contact Us</h1>
    </section>
  );
}
