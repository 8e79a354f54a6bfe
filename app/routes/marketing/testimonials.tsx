import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({
    title: "Client Testimonials",
    description: "Client Testimonials — placeholder description.",
    path: "/testimonials",
  });

export default function TestimonialsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-primary">Client Testimonials</h1>
    </section>
  );
}
