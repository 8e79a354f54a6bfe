import { useCallback, useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useNavigate,
} from "react-router";
import { appContextOf } from "~/.server/app-context";
import { requestLogger } from "~/.server/runtime/logger";
import { redactError } from "~/.server/runtime/redact-error";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { NotFound } from "~/components/sections/not-found";
import { ToastRegion } from "~/components/toast-region";
import { firm as builtInFirm } from "~/content/site";
import { ChatLauncher } from "~/features/chat/chat-launcher";
import { hasOwnFrame } from "~/lib/own-frame";
import { endPreReactScript, takePreReactRequest } from "~/lib/pre-react-script";
import { toast } from "~/lib/toast";
import { useSecretShortcut } from "~/lib/use-secret-shortcut";
import type { Route } from "./+types/root";
// The stylesheet is inlined into every document (4 KB gzip) so the first paint waits for no request.
// Only the server bundle holds the text; the browser takes it from the <style> the HTML brought (see ADR 003).
import inlineCss from "./styles/app.css?inline";

const SITE_CSS_ID = "site-css";

/**
 * The firm's details for every page (header, footer, forms, chat: components/layout/use-firm-details.ts), as the
 * content studio publishes them. Should the content not be readable (the database is down and this server has never
 * read it), the pages still render, with the built-in details.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return { firm: (await appContextOf(context).content.published()).firm };
  } catch (error) {
    requestLogger(request).error({ err: redactError(error) }, "could not read the firm's details");
    return { firm: builtInFirm };
  }
}

/**
 * The firm's details change only when an admin publishes them, so the root's data is read again only after that
 * form, not on every navigation: a page's data request that fails then lands on that page's own error message (the
 * dashboard's "Failed to load"), not on the root's.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction?.startsWith("/manager-dashboard/content/firm") === true && defaultShouldRevalidate;

/**
 * The stylesheet's text for this render. In the browser it is read once, before React first renders, from the
 * element the server's HTML holds: React creates that element anew whenever the document's layout is mounted again
 * (the root error boundary replacing the page, a render that failed to hydrate), and an element rendered with no
 * text would leave the page unstyled.
 */
const DOCUMENT_CSS = import.meta.env.SSR ? inlineCss : (document.getElementById(SITE_CSS_ID)?.textContent ?? "");

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <style
          id={SITE_CSS_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled stylesheet, never visitor input
          dangerouslySetInnerHTML={{ __html: DOCUMENT_CSS }}
          suppressHydrationWarning
        />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function PublicLayout({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  const openManagerLogin = useCallback(() => {
    toast({ title: "Secret access granted" });
    window.setTimeout(() => navigate("/manager-login"), 1000);
  }, [navigate]);
  useSecretShortcut(openManagerLogin);

  // On a page that loads the app on demand, the pre-React script ran until now (ADR 006): the app's listeners take over
  // (this effect runs after the page's own), and a sign-in the visitor asked for while the app loaded goes ahead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app has hydrated
  useEffect(() => {
    const wantsManagerLogin = takePreReactRequest("manager-login");
    endPreReactScript();
    if (wantsManagerLogin) openManagerLogin();
  }, []);

  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatLauncher />
      <ToastRegion />
    </>
  );
}

export default function App() {
  // The manager pages bring their own frame (see OwnFrameHandle): no marketing header, footer or chat.
  if (useMatches().some((match) => hasOwnFrame(match.handle))) {
    return (
      <>
        <Outlet />
        <ToastRegion />
      </>
    );
  }
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicLayout>
        <NotFound />
      </PublicLayout>
    );
  }
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ""}`.trim()
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  return (
    <PublicLayout>
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-primary">Unexpected Application Error!</h1>
        <p className="mt-4 text-muted-foreground">{message}</p>
        <p className="mt-8">
          <Link to="/" className="font-semibold text-primary underline underline-offset-4">
            Return to the home page
          </Link>
        </p>
      </section>
    </PublicLayout>
  );
}
