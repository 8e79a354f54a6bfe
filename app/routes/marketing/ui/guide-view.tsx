import { Link } from "react-router";
import type { guidePageData } from "~/.server/content/pages";
import { useFirmDetails } from "~/components/layout/use-firm-details";
import { CtaBand } from "~/components/sections/cta-band";
import { RichText } from "~/components/sections/rich-text";
import { Button } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { Download } from "~/components/ui/icons/download";
import { resourcePath } from "~/content/public-pages";
import { listenUntilStopped } from "~/lib/listen-until-stopped";
import { startPrintButtons } from "~/lib/print-buttons";
import { SITE_ORIGIN } from "~/lib/site-origin";

const detailCta = {
  title: "Need help putting this into practice?",
  body: "We can review your agency's own documents against this guide and help you close the gaps.",
  links: [
    { label: "Start Your Compliance Consultation", path: "/quote" },
    { label: "Contact Us", path: "/contact" },
  ],
};

function BackToResources() {
  return (
    <Link
      to="/resources"
      data-print-hide
      className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Resources
    </Link>
  );
}

/** Download Resource opens the print dialog: the same listener as on the page before the app has loaded (ADR 014). */
const startDownload = (download: HTMLDivElement | null) =>
  download ? listenUntilStopped((signal) => startPrintButtons(download, signal)) : undefined;

/** A guide's page as its loader, or the studio's preview, gives it; "Resource Not Found" without one. */
export function GuideView({
  resource,
  downloadNote,
}: {
  resource: ReturnType<typeof guidePageData>["resource"] | null;
  downloadNote: string;
}) {
  const firm = useFirmDetails();
  if (!resource) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-primary md:text-4xl">Resource Not Found</h1>
        <p className="mt-4 text-pretty text-muted-foreground">
          This guide is not in our library, or the link is out of date. Browse the library for what is available, or
          contact us and we will help you find what you need.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-6">
          <BackToResources />
          <Link to="/contact" className="font-semibold text-primary underline underline-offset-4">
            Contact Us
          </Link>
        </div>
      </section>
    );
  }

  return (
    <>
      <article aria-labelledby="resource-title">
        <header className="bg-muted">
          <div className="mx-auto max-w-3xl px-4 py-12">
            <BackToResources />
            <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-accent">{resource.category}</p>
            <h1 id="resource-title" className="mt-2 text-balance text-4xl font-bold text-primary">
              {resource.title}
            </h1>
            <p className="mt-4 text-pretty text-lg text-muted-foreground">{resource.summary}</p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-12">
          <RichText html={resource.bodyHtml} className="leading-relaxed" />

          <div
            ref={startDownload}
            data-print-hide
            className="mt-12 flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6 sm:flex-row sm:items-center"
          >
            {/* The print stylesheet leaves only the guide itself, so "Save as PDF" gives a clean document. */}
            <Button type="button" variant="outline" aria-describedby="download-note" data-print-page="">
              <Download aria-hidden="true" />
              Download Resource
            </Button>
            <p id="download-note" className="text-sm text-muted-foreground">
              {downloadNote}
            </p>
          </div>
          <p className="hidden text-sm print:block">
            {firm.name} · {SITE_ORIGIN.replace(/^https?:\/\//, "")}
            {/* Decoded: a printed address reads "insurance billing", not "insurance%20billing". */}
            {decodeURI(resourcePath(resource.slug))} · General guidance, not legal advice.
          </p>
        </div>
      </article>
      <CtaBand className="mt-4 print:hidden" {...detailCta} />
    </>
  );
}
