import { getMeta } from "~/lib/meta";

export const meta = () =>
  getMeta({
    title: "EIDBI Compliance Firm | Autism Agency Oversight",
    description: "EIDBI Compliance Firm | Autism Agency Oversight — placeholder description.",
    path: "/",
  });

export default function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold text-primary">EIDBI Compliance Firm | Autism Agency Oversight</h1>
    </section>
  );
}
