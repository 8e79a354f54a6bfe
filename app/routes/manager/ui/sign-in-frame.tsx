// The frame of the pages around signing in (the code step, a forgotten password, a reset or invitation link): a
// heading, a sentence, the form, and the answer written under it so it stays for screen readers.
import { useId } from "react";

export function SignInFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="mx-auto max-w-md px-4 py-16" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-3xl font-bold text-primary">
        {title}
      </h1>
      <div className="mt-3 text-muted-foreground">{intro}</div>
      {children}
    </section>
  );
}

/** A refusal or failure, announced when it appears. */
export function SignInAlert({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="mt-6 rounded-md border border-destructive p-4 text-foreground">
      {children}
    </div>
  );
}

/** A success or neutral answer, announced politely. */
export function SignInNotice({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="mt-6 rounded-md bg-secondary p-4 text-secondary-foreground">
      {children}
    </div>
  );
}

export const formCardClass = "mt-8 space-y-5 rounded-lg border border-border bg-card p-6 shadow-sm";
export const linkClass = "font-semibold text-primary underline underline-offset-4";
