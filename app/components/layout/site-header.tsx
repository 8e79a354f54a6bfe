import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Menu } from "~/components/ui/icons/menu";
import { X } from "~/components/ui/icons/x";
import { BOOK_A_CALL, mainNav } from "~/content/navigation";
import { SITE_NAME, SITE_TAGLINE } from "~/content/site";
import { listenUntilStopped } from "~/lib/listen-until-stopped";
import { cn } from "~/lib/utils";
import { MENU_ID, setMenuOpen, startMenu } from "./menu-controller";

/** The main navigation's items, for the wide header and the small-screen menu; the current page's link is marked. */
function MainNavItems({ className, inactive }: { className: string; inactive?: string }) {
  return mainNav.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end={link.to === "/"}
        className={({ isActive }) => cn(className, isActive ? "bg-muted text-primary" : inactive)}
      >
        {link.label}
      </NavLink>
    </li>
  ));
}

export function SiteHeader() {
  const headerRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // The small-screen menu is opened and closed by menu-controller.ts, not by React state: the pre-React script runs the
  // same code before React loads on some pages (ADR 006), and the app takes the menu over as it is.
  useEffect(() => {
    const header = headerRef.current;
    return header ? listenUntilStopped((signal) => startMenu(header, signal)) : undefined;
  }, []);

  // Close the menu whenever the page changes, however the visitor got there.
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (headerRef.current) setMenuOpen(headerRef.current, false);
  }, [pathname]);

  return (
    <>
      {/* A landmark of its own: axe's "region" rule wants all content inside one. */}
      <aside
        aria-label="Tagline"
        className="bg-primary px-4 py-2 text-center text-sm font-medium tracking-wide text-primary-foreground"
      >
        {SITE_TAGLINE}
      </aside>
      <header
        ref={headerRef}
        className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85"
      >
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-primary">
            <span
              aria-hidden="true"
              className="hidden size-9 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground min-[400px]:grid"
            >
              EC
            </span>
            {/* The link's name is the visible name (WCAG 2.5.3). On a phone it wraps onto two short lines. */}
            <span className="max-w-[8.5rem] text-sm leading-tight text-balance sm:max-w-none sm:text-base">
              {SITE_NAME}
            </span>
          </Link>
          <ul className="hidden items-center gap-1 lg:flex">
            <MainNavItems
              className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted"
              inactive="text-foreground"
            />
          </ul>
          <div className="flex shrink-0 items-center gap-2">
            <Link to={BOOK_A_CALL.to} className={cn(buttonVariants({ variant: "accent" }), "max-sm:h-9 max-sm:px-3")}>
              {BOOK_A_CALL.label}
            </Link>
            <div className="lg:hidden">
              {/* The visible word says what the button does; its name (set by menu-controller.ts) adds "menu". */}
              <button
                type="button"
                className={cn("group", buttonVariants({ variant: "ghost", size: "sm" }))}
                aria-expanded={false}
                aria-controls={MENU_ID}
                aria-label="Open menu"
              >
                <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
                <X aria-hidden="true" className="hidden group-aria-expanded:block" />
                <span className="group-aria-expanded:hidden">Menu</span>
                <span className="hidden group-aria-expanded:inline">Close</span>
              </button>
            </div>
          </div>
        </nav>
        <div id={MENU_ID} hidden className="border-t border-border bg-background lg:hidden">
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
            <MainNavItems className="block rounded-md px-3 py-2 font-medium hover:bg-muted" />
            <li>
              <Link to={BOOK_A_CALL.to} className={cn(buttonVariants({ variant: "accent" }), "mt-2 w-full")}>
                {BOOK_A_CALL.label}
              </Link>
            </li>
          </ul>
        </div>
      </header>
    </>
  );
}
