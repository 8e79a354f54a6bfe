import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export type HeroButton = { label: string; path: string };
export type HeroArt = "compass" | "shield" | "network" | "growth" | "checklist" | "people";

export type HeroProps = {
  title: string;
  description: string;
  buttons?: HeroButton[];
  /** A decorative pattern drawn in SVG: no image request, nothing to wait for. */
  art?: HeroArt;
  /** Only the home page's hero is 70% of the viewport tall. */
  isTall?: boolean;
  eyebrow?: string;
  children?: React.ReactNode;
};

export function Hero({
  title,
  description,
  buttons = [],
  art = "compass",
  isTall = false,
  eyebrow,
  children,
}: HeroProps) {
  return (
    <section
      className={cn(
        "relative isolate overflow-hidden bg-primary text-primary-foreground",
        isTall ? "flex min-h-[70vh] items-center" : "py-16 md:py-20",
      )}
    >
      <HeroPattern art={art} />
      <div className="mx-auto w-full max-w-6xl px-4 py-12">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-amber-200">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-balance text-4xl font-bold leading-tight md:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-pretty text-lg text-primary-foreground/90">{description}</p>
        {buttons.length > 0 ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {buttons.map((button, i) => (
              <Link
                key={button.path}
                to={button.path}
                className={buttonVariants({ size: "lg", variant: i === 0 ? "accent" : "inverse" })}
              >
                {button.label}
              </Link>
            ))}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}

function HeroPattern({ art }: { art: HeroArt }) {
  const shapes: Record<HeroArt, React.ReactNode> = {
    compass: (
      <>
        <circle cx="480" cy="120" r="180" />
        <circle cx="480" cy="120" r="110" />
        <path d="M480 -60v360M300 120h360" />
      </>
    ),
    shield: (
      <>
        <path d="M470 -20l150 60v110c0 90-70 150-150 180-80-30-150-90-150-180V40z" />
        <path d="M410 150l45 45 90-100" />
      </>
    ),
    network: (
      <>
        <circle cx="380" cy="60" r="16" />
        <circle cx="560" cy="40" r="16" />
        <circle cx="500" cy="200" r="16" />
        <circle cx="640" cy="170" r="16" />
        <path d="M380 60L560 40L500 200L380 60M560 40L640 170L500 200" />
      </>
    ),
    growth: (
      <>
        <path d="M340 260h360M340 260V0" />
        <path d="M360 230l90-60 70 30 120-130" />
        <path d="M600 70h40v40" />
      </>
    ),
    checklist: (
      <>
        <rect x="400" y="-10" width="220" height="280" rx="18" />
        <path d="M440 60l15 15 30-30M440 130l15 15 30-30M440 200l15 15 30-30M510 62h80M510 132h80M510 202h80" />
      </>
    ),
    people: (
      <>
        <circle cx="430" cy="80" r="40" />
        <circle cx="560" cy="80" r="40" />
        <path d="M360 240c0-60 30-100 70-100s70 40 70 100M490 240c0-60 30-100 70-100s70 40 70 100" />
      </>
    ),
  };
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-y-0 right-0 -z-10 h-full w-full max-w-3xl opacity-15"
      viewBox="0 0 720 280"
      preserveAspectRatio="xMaxYMid slice"
      fill="none"
      stroke="currentColor"
      strokeWidth="6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes[art]}
    </svg>
  );
}
