import { useEffect, useId, useRef } from "react";
import { data, Link, redirect, useActionData, useFetcher, useNavigate } from "react-router";
import { appContextOf } from "~/.server/app-context";
import { getManager, ManagerLoginSchema, signInManager } from "~/.server/auth/session";
import { Field } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { LogIn } from "~/components/ui/icons/log-in";
import { answerOrFailure, SUBMIT_TIMEOUT_MS } from "~/lib/answer-or-failure";
import { safeReturnPath, signInHref } from "~/lib/return-path";
import { dismissToast, toast } from "~/lib/toast";
import type { Route } from "./+types/login";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";

export const meta = privatePageMeta("Manager Login", "Sign in to the manager dashboard.", "/manager-login");

export const headers = privatePageHeaders;

const TWO_FACTOR_PATH = "/manager-login/two-factor";

/** What the manager signs in with; the limits are the sign-in schema's. */
const CREDENTIAL_FIELDS = [
  { label: "Email", name: "email", type: "email", autoComplete: "username", maxLength: 254 },
  { label: "Password", name: "password", type: "password", autoComplete: "current-password", maxLength: 128 },
] as const;

/** How long the welcome toast shows before the dashboard opens. */
const REDIRECT_DELAY_MS = 1000;

/** The dashboard page to land on after signing in: the checked ?redirectTo=…, or the dashboard itself. */
function returnPathFrom(value: unknown) {
  return safeReturnPath(value) ?? "/manager-dashboard";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const returnPath = returnPathFrom(new URL(request.url).searchParams.get("redirectTo"));
  if (await getManager(appContextOf(context), request))
    throw redirect(returnPath, { headers: { "Cache-Control": "no-store" } });
  return { returnPath };
}

// Signing in must not revalidate this page's loader: it would send the new manager to the dashboard at once,
// before the welcome toast's one-second pause.
export const shouldRevalidate = () => false;

export type LoginResult =
  | { status: "success"; returnPath: string }
  | { status: "invalid"; message: string }
  | { status: "denied"; message: string }
  | { status: "error" };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const returnPath = returnPathFrom(form?.get("redirectTo"));
  const parsed = ManagerLoginSchema.safeParse({
    email: form?.get("email") ?? undefined,
    password: form?.get("password") ?? undefined,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Enter your email and password.";
    return data<LoginResult>({ status: "invalid", message }, { status: 400 });
  }
  const outcome = await signInManager(appContextOf(context), request, parsed.data);
  const headers = new Headers({ "Cache-Control": "no-store" });
  switch (outcome.status) {
    case "success":
      for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
      return data<LoginResult>({ status: "success", returnPath }, { headers });
    case "two-factor":
      // The password was right; the code step (its cookie set here) comes next, and returns to the same page.
      for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);
      throw redirect(signInHref(returnPath, TWO_FACTOR_PATH), { headers });
    case "invalid":
      return data<LoginResult>(
        { status: "invalid", message: outcome.message },
        { status: outcome.httpStatus, headers },
      );
    case "throttled":
      return data<LoginResult>({ status: "invalid", message: outcome.message }, { status: 429, headers });
    case "denied":
      return data<LoginResult>({ status: "denied", message: outcome.message }, { status: 403, headers });
    default:
      return data<LoginResult>({ status: "error" }, { status: 500, headers });
  }
}

// With JavaScript: a lost connection, a proxy's error page or no answer in time is "An unexpected error occurred."
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrFailure(serverAction, (): LoginResult => ({ status: "error" }), SUBMIT_TIMEOUT_MS);
}

// The welcome toast is about this page: it goes when the manager arrives on the dashboard.
const WELCOME_TOAST_ID = "manager-login-welcome";

/** The title and words of a failed sign-in: the toast's, and the same written under the form. */
function failureOf(result: Exclude<LoginResult, { status: "success" }>) {
  if (result.status === "invalid") return { title: "Login Failed", description: result.message };
  if (result.status === "denied") return { title: "Access Denied", description: result.message };
  return { title: "Error", description: "An unexpected error occurred." };
}

function toastFor(result: LoginResult) {
  if (result.status === "success")
    toast({ title: "Welcome Manager", description: "Redirecting to dashboard...", id: WELCOME_TOAST_ID });
  else toast({ ...failureOf(result), variant: "error" });
}

export default function ManagerLoginPage({ loaderData }: Route.ComponentProps) {
  const { returnPath } = loaderData;
  const fetcher = useFetcher<LoginResult>({ key: "manager-login" });
  const navigate = useNavigate();
  const isSubmitting = fetcher.state !== "idle";
  const handled = useRef<LoginResult | undefined>(undefined);
  const formId = useId();

  // Without JavaScript the form posts normally and the page renders the result below the form instead.
  const documentResult = useActionData<typeof action>();
  // A failed sign-in also stays written under the form: toasts vanish, and screen readers may miss them.
  const fetcherFailure = fetcher.state === "idle" && fetcher.data?.status !== "success" ? fetcher.data : undefined;
  const shownResult = fetcherFailure ?? documentResult;

  useEffect(() => () => dismissToast(WELCOME_TOAST_ID), []);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    toastFor(result);
    if (result.status !== "success") return;
    const timer = window.setTimeout(() => navigate(result.returnPath), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [fetcher.state, fetcher.data, navigate]);

  return (
    <section className="mx-auto max-w-md px-4 py-16" aria-labelledby={`${formId}-title`}>
      <h1 id={`${formId}-title`} className="text-3xl font-bold text-primary">
        Manager Login
      </h1>
      <p className="mt-3 text-muted-foreground">Sign in with your email address and the password you chose.</p>
      <fetcher.Form method="post" className="mt-8 space-y-5 rounded-lg border border-border bg-card p-6 shadow-sm">
        <input type="hidden" name="redirectTo" value={returnPath} />
        {CREDENTIAL_FIELDS.map((field) => (
          <Field key={field.name} {...field} required disabled={isSubmitting} />
        ))}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          <LogIn aria-hidden="true" />
          {isSubmitting ? "Signing in..." : "Sign In"}
        </Button>
        <p className="text-center text-sm">
          <Link to="/manager-login/forgot-password" className="font-semibold text-primary underline underline-offset-4">
            Forgot password?
          </Link>
        </p>
      </fetcher.Form>
      {shownResult ? <DocumentResult result={shownResult} /> : null}
    </section>
  );
}

function DocumentResult({ result }: { result: LoginResult }) {
  if (result.status === "success") {
    return (
      <p role="status" className="mt-6 rounded-md bg-secondary p-4 text-secondary-foreground">
        Welcome Manager.{" "}
        <Link to={result.returnPath} className="font-semibold underline underline-offset-4">
          Continue to the dashboard
        </Link>
      </p>
    );
  }
  const { title, description } = failureOf(result);
  return (
    <div role="alert" className="mt-6 rounded-md border border-destructive p-4">
      <p className="font-semibold text-destructive">{title}</p>
      <p className="mt-1 text-foreground">{description}</p>
    </div>
  );
}
