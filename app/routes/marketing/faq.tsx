import { getMeta } from "~/lib/meta";

export const meta = () => getMeta({ title: "FAQ", description: "FAQ — placeholder description.", path: "/faq" });

export default function FaqPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-primary">Frequently Asked Questions</h1>
    </section>
  );
}
