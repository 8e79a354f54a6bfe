import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { ChevronRight } from "~/components/ui/icons/chevron-right";
import { Printer } from "~/components/ui/icons/printer";
import "./print.css";

/** The frame of an inquiry's or application's details: back link, Print, and the printable area. */
export function DetailsLayout({
  backTo,
  backLabel,
  title,
  actions,
  after,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  actions: ReactNode;
  /** Printed with the details, below them (e.g. a collapsed section). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to={backTo} className={buttonVariants({ variant: "link", className: "px-0" })} data-print-hide>
        <ArrowLeft aria-hidden="true" />
        {backLabel}
      </Link>
      {/* What visitors typed can be one long unbroken word (a name, an address): it breaks where it must, so the
          page stays as wide as a phone's screen. */}
      <article
        data-print-area
        className="mt-4 rounded-lg border border-border bg-card p-4 shadow-sm wrap-anywhere sm:p-6 print:border-0 print:shadow-none"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 className="text-2xl font-bold text-primary">{title}</h1>
          <div className="flex flex-wrap gap-2" data-print-hide>
            {actions}
            <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        </div>
        <dl className={FIELD_GRID}>{children}</dl>
        {after}
      </article>
    </div>
  );
}

// The values' column may be narrower than a long word in it (the word then breaks): an auto-sized column would grow
// to the word and widen the page.
const FIELD_GRID = "mt-6 grid grid-cols-[minmax(0,1fr)] gap-x-6 gap-y-4 sm:grid-cols-[12rem_minmax(0,1fr)]";

/**
 * An applicant's voluntary answers (gender, race or ethnicity, veteran status), apart from the details a reviewer
 * works from and closed until someone opens it. A closed section prints closed.
 */
export function SelfIdentification({ children }: { children: ReactNode }) {
  return (
    <details className="group mt-8 rounded-md border border-border">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold text-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-90 motion-reduce:transition-none"
        />
        Voluntary self-identification
      </summary>
      <div className="border-t border-border px-4 pb-4">
        <p className="mt-3 text-sm text-muted-foreground">
          Optional answers the applicant chose to give. They are kept out of the review details above and out of the CSV
          export unless an admin includes them.
        </p>
        <dl className={FIELD_GRID}>{children}</dl>
      </div>
    </details>
  );
}

/** One labelled value; empty values read "Not provided" so a blank is never mistaken for a missing field. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const isEmpty = children === null || children === undefined || children === "";
  return (
    <>
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="break-words text-foreground">
        {isEmpty ? <span className="text-muted-foreground">Not provided</span> : children}
      </dd>
    </>
  );
}

/** Where the lead's visitor first arrived from (landing page, referrer, campaign), or that it is not known. */
export function FirstTouchFields({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Field label="First arrived from">
      {rows.length === 0 ? (
        <span className="text-muted-foreground">Not recorded</span>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm" aria-label="First arrived from">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="break-all">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Field>
  );
}
