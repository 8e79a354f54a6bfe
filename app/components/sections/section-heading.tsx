import { cn } from "~/lib/utils";

export function SectionHeading({
  title,
  intro,
  id,
  className,
  as: Heading = "h2",
}: {
  title: string;
  intro?: string;
  id?: string;
  className?: string;
  as?: "h2" | "h3";
}) {
  return (
    <div className={cn("mx-auto max-w-3xl text-center", className)}>
      <Heading id={id} className="text-balance text-3xl font-bold text-primary md:text-4xl">
        {title}
      </Heading>
      {intro ? <p className="mt-4 text-pretty text-lg text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
