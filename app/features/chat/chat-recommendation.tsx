import { useId } from "react";
import { Link } from "react-router";
import { useFirmDetails } from "~/components/layout/use-firm-details";
import { buttonVariants } from "~/components/ui/button";
import { recommendationActionLabel, recommendationHref } from "./engine";
import type { ServiceRecommendation } from "./graph";

/** The service the conversation led to, with its next step and a way to begin again. */
export function RecommendationCard({
  service,
  onSelect,
  onStartOver,
}: {
  service: ServiceRecommendation;
  onSelect: (service: ServiceRecommendation) => void;
  onStartOver: () => void;
}) {
  const headingId = useId();
  const { phone } = useFirmDetails();
  return (
    <section aria-labelledby={headingId} className="mb-3 rounded-lg border border-border bg-muted p-4">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Recommended for you</p>
      <h3 id={headingId} className="mt-1 font-semibold text-primary">
        {service.title}
      </h3>
      <p className="mt-1 text-sm">{service.description}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={recommendationHref(service)}
          onClick={(event) => {
            // A modified click opens a new tab and leaves this page (and its chat) as it was.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
            onSelect(service);
          }}
          className={buttonVariants({ size: "sm" })}
        >
          {recommendationActionLabel(service, phone)}
        </Link>
        <button type="button" onClick={onStartOver} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Start Over
        </button>
      </div>
    </section>
  );
}
