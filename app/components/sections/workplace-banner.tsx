import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** The neurodiversity-friendly workplace banner, with its invitation to the careers page. */
export function WorkplaceBanner({
  title,
  body,
  link,
}: {
  title: string;
  body: string;
  link: { label: string; path: string };
}) {
  return (
    <section aria-labelledby="workplace" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-3xl">
          <h2 id="workplace" className="text-balance text-3xl font-bold">
            {title}
          </h2>
          <p className="mt-4 text-pretty text-lg text-primary-foreground/90">{body}</p>
        </div>
        <Link to={link.path} className={buttonVariants({ variant: "accent", size: "lg" })}>
          {link.label}
        </Link>
      </div>
    </section>
  );
}
