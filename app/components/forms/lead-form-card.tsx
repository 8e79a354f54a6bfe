import type { ReactNode } from "react";
import { TitledCard } from "~/components/sections/titled-card";

// Apart from lead-form.tsx so that the lead forms' chunk does not take TitledCard in: the resource library uses it too.

/** The card a public lead form sits in: the heading that names the form (its id is LeadForm's `labelledBy`) and an intro. */
export function LeadFormCard({
  titleId,
  title,
  intro,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <TitledCard titleId={titleId} title={title} intro={intro} className="md:p-8 lg:col-span-3">
      {children}
    </TitledCard>
  );
}
