import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { HeroArt } from "~/lib/hero-art";
import { cn } from "~/lib/utils";

export type HeroButton = { label: string; path: string };

export type HeroProps = {
  title: string;
  description: string;
  buttons?: HeroButton[];
  /** A decorative pattern, drawn by the stylesheet (`.hero-art` in app.css): no image request, no script. */
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
  art = "roadmap",
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
      <div
        aria-hidden="true"
        data-art={art}
        className="hero-art absolute inset-y-0 right-0 -z-10 h-full w-full max-w-3xl opacity-15"
      />
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
