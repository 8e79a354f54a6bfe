import { Suspense, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { jobBoardData } from "~/.server/content/pages";
import type { SubmissionResult } from "~/components/forms/submission-result";
import { Hero } from "~/components/sections/hero";
import { PositionCard } from "~/components/sections/position-card";
import { Button } from "~/components/ui/button";
import { FocusTargetHeading } from "~/components/ui/focus-target-heading";
import { CircleCheck } from "~/components/ui/icons/circle-check";
import { Heart } from "~/components/ui/icons/heart";
import { applicationCopy, careersHero, generalApplication, jobBoard, workplaceNote } from "~/content/careers";
import { readFormDraft } from "~/lib/form-draft-storage";
import { lazyOnIntent } from "~/lib/lazy-on-intent";
import {
  APPLICATION_DRAFT_KEY,
  APPLICATION_ROLES,
  type ApplicationRole,
  GENERAL_ROLE,
} from "~/lib/schemas/application-fields";

// The application form (its fields, role questions and form logic) is a separate chunk: /careers without a query
// shows the job board only, so a first visit does not download the form.
// It is fetched when a visitor points at or focuses an Apply button, or on the click. Pages rendered with a form
// open (?apply=…, or after a plain POST) have it in their HTML; React hydrates it once the chunk has arrived.
const { Component: ApplicationForm, prefetch: prefetchApplicationForm } = lazyOnIntent(
  () => import("./application-form").then((module) => module.ApplicationForm),
  ApplicationFormUnavailable,
  "The application form",
);

/**
 * What the visitor applies for: a job posting (its address and title, and whose questions it asks) or, without one,
 * a role's questions alone (the general application, or an address naming a role).
 */
export type Applying = { role: ApplicationRole; posting: { slug: string; title: string } | null };

/** The `apply` value that opens this application: the posting's address, or the role. */
export const applyKeyOf = (applying: Applying) => applying.posting?.slug ?? applying.role;

/** Without its chunk the form is still one link away: the server renders it into the page for that application. */
function ApplicationFormUnavailable({
  role,
  posting = null,
}: {
  role: ApplicationRole;
  posting?: Applying["posting"];
}) {
  const applying: Applying = { role, posting };
  return (
    <p role="alert" className="mt-6">
      {applicationCopy.unavailable}{" "}
      <a
        href={`/careers?apply=${encodeURIComponent(applyKeyOf(applying))}#application`}
        className="font-semibold text-primary underline underline-offset-4"
      >
        {applicationCopy.unavailableLink}
      </a>
      .
    </p>
  );
}

function isApplicationRole(value: unknown): value is ApplicationRole {
  return (APPLICATION_ROLES as readonly unknown[]).includes(value);
}

/** The first of a form value (a repeated field gives several). */
const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * What a kept application (a plain POST's answer, or this tab's draft) was for: its posting if the board still lists
 * it, else its role.
 */
function applyingOf(
  role: string | undefined,
  postingSlug: string | undefined,
  postings: ReturnType<typeof jobBoardData>,
): Applying | null {
  const posting = postings.find((candidate) => candidate.slug === postingSlug);
  if (posting) return applyingTo(posting);
  return isApplicationRole(role) ? { role, posting: null } : null;
}

/** An application to a posting on the board: with its role questions. */
export function applyingTo(posting: ReturnType<typeof jobBoardData>[number]): Applying {
  const role = posting.roleQuestions === "none" ? GENERAL_ROLE : posting.roleQuestions;
  return { role, posting: { slug: posting.slug, title: posting.title } };
}

/** After a plain POST the page opens the form again (its confirmation, or its refusal) for what was applied for. */
function applyingOfResult(
  result: SubmissionResult | undefined,
  postings: ReturnType<typeof jobBoardData>,
): Applying | null {
  if (!result) return null;
  if (result.status === "success") {
    // The answer names the posting by its title, or the role.
    const posting = postings.find((candidate) => candidate.title === result.role);
    return posting ? applyingTo(posting) : applyingOf(result.role, undefined, postings);
  }
  return applyingOf(firstOf(result.values.role), firstOf(result.values.posting), postings);
}

/**
 * An Apply button of the job board. Without JavaScript it submits the board's GET form (?apply=<posting or role>);
 * with it, it opens that application's form in place, and pointing at it or focusing it starts loading the form's
 * code.
 */
function ApplyButton({
  applying,
  open,
  onOpen,
  ...props
}: {
  applying: Applying;
  /** The application whose form is open, if any: this button's is expanded when it is its own. */
  open: Applying | null;
  onOpen: (event: React.MouseEvent<HTMLButtonElement>, applying: Applying) => void;
} & Omit<React.ComponentProps<typeof Button>, "onClick">) {
  const key = applyKeyOf(applying);
  return (
    <Button
      type="submit"
      name="apply"
      value={key}
      aria-expanded={open !== null && applyKeyOf(open) === key}
      aria-controls="application"
      onClick={(event) => onOpen(event, applying)}
      onPointerEnter={prefetchApplicationForm}
      onFocus={prefetchApplicationForm}
      {...props}
    />
  );
}

// The spec's pause before the form scrolls into view, so it has rendered and laid out first.
const SCROLL_DELAY_MS = 100;

/**
 * The careers page: the workplace note, the job board and, once a role is chosen, its application form. Given what
 * the route's loader (or the studio's preview) and its action answered.
 */
export function CareersView({
  postings,
  requested,
  actionData,
}: {
  postings: ReturnType<typeof jobBoardData>;
  /** What the address asked to apply for (?apply=…), if anything. */
  requested: Applying | null;
  actionData: SubmissionResult | undefined;
}) {
  const [applying, setApplying] = useState<Applying | null>(() => applyingOfResult(actionData, postings) ?? requested);
  const applicationRef = useRef<HTMLElement>(null);
  const applicationHeadingRef = useRef<HTMLHeadingElement>(null);
  const boardHeadingRef = useRef<HTMLHeadingElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  // An application begun earlier in this tab (before a reload, a crash, back and forward) opens again with its
  // draft, whose role and posting are saved with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    const extra = readFormDraft(APPLICATION_DRAFT_KEY)?.extra;
    const kept = applyingOf(extra?.role, extra?.posting, postings);
    if (!applying && kept) setApplying(kept);
  }, []);

  function scrollBehavior(): ScrollBehavior {
    return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
  }

  function openApplication(event: React.MouseEvent<HTMLButtonElement>, next: Applying) {
    // With JavaScript the form opens in place; the button's GET submission is the no-JavaScript path.
    event.preventDefault();
    setApplying(next);
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(() => {
      applicationRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
      // Focus follows the visitor to the form, so keyboard and screen-reader users land on its heading.
      applicationHeadingRef.current?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
  }

  function closeApplication(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    window.clearTimeout(scrollTimer.current);
    // The button that had focus is about to disappear: render first, then hand focus back to the job board.
    flushSync(() => setApplying(null));
    boardHeadingRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    boardHeadingRef.current?.focus({ preventScroll: true });
  }

  return (
    <>
      <Hero {...careersHero} />

      <section aria-labelledby="workplace-title" className="mx-auto max-w-6xl px-4 pt-16">
        <div className="grid gap-6 rounded-xl bg-muted p-6 md:grid-cols-[auto_1fr] md:p-8">
          <Heart aria-hidden="true" className="size-10 text-accent" />
          <div>
            <h2 id="workplace-title" className="text-2xl font-bold text-primary">
              {workplaceNote.title}
            </h2>
            <p className="mt-3 text-pretty">{workplaceNote.body}</p>
            <ul className="mt-4 grid gap-2">
              {workplaceNote.practices.map((practice) => (
                <li key={practice} className="flex gap-2">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>{practice}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="positions-title" className="mx-auto max-w-6xl px-4 pt-16">
        <FocusTargetHeading
          level="h2"
          id="positions-title"
          ref={boardHeadingRef}
          className="scroll-mt-24 text-3xl font-bold text-primary md:text-4xl"
        >
          {jobBoard.title}
        </FocusTargetHeading>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{jobBoard.intro}</p>
        <form method="get" action="/careers#application" className="mt-8">
          <ul className="grid gap-6 md:grid-cols-2">
            {postings.map((position, index) => {
              const titleId = `position-${index + 1}-title`;
              return (
                <li key={position.slug}>
                  <PositionCard position={position} titleId={titleId}>
                    <ApplyButton
                      applying={applyingTo(position)}
                      open={applying}
                      onOpen={openApplication}
                      aria-describedby={titleId}
                    >
                      {jobBoard.applyLabel}
                    </ApplyButton>
                  </PositionCard>
                </li>
              );
            })}
            <li>
              <div className="flex h-full flex-col justify-center rounded-xl border border-dashed border-primary/40 bg-secondary p-6">
                <h3 className="text-xl font-bold text-primary">{generalApplication.title}</h3>
                <p className="mt-3">{generalApplication.body}</p>
                <div className="mt-6">
                  <ApplyButton
                    applying={{ role: GENERAL_ROLE, posting: null }}
                    open={applying}
                    onOpen={openApplication}
                    variant="outline"
                  >
                    {generalApplication.buttonLabel}
                  </ApplyButton>
                </div>
              </div>
            </li>
          </ul>
        </form>
      </section>

      <section
        id="application"
        ref={applicationRef}
        aria-labelledby={applying ? "application-title" : undefined}
        className="mx-auto max-w-4xl scroll-mt-20 px-4 empty:hidden"
      >
        {applying ? (
          <div className="mt-16 rounded-xl border border-border bg-card p-6 shadow-sm md:p-10">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <FocusTargetHeading
                level="h2"
                id="application-title"
                ref={applicationHeadingRef}
                className="text-2xl font-bold text-primary md:text-3xl"
              >
                {applicationCopy.headingFor(applying.posting?.title ?? applying.role)}
              </FocusTargetHeading>
              <form method="get" action="/careers#positions">
                <Button type="submit" variant="outline" onClick={closeApplication}>
                  {applicationCopy.closeLabel}
                </Button>
              </form>
            </div>
            <p className="mt-3 text-muted-foreground">{applicationCopy.intro}</p>
            <Suspense fallback={<p className="mt-6 text-muted-foreground">{applicationCopy.loading}</p>}>
              <ApplicationForm role={applying.role} posting={applying.posting} actionData={actionData} />
            </Suspense>
          </div>
        ) : null}
      </section>
    </>
  );
}
