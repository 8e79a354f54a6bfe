import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { builtInContent } from "#tests/support/content.ts";
import { homePage } from "~/content/home";
import { serverMarkupOf } from "~/entry.server";
import { ServerMarkupContext } from "~/lib/server-markup";
import type { Route } from "./+types/home";
import HomePage from "./home";
import { homeSectionsContent } from "./home-content.server";

// The home page reaches the browser as markup the server rendered (ADR 005): everything a visitor reads, and
// every link and control, must be in it. Rendered here as the server renders the route: its server branch, with
// the server-only parts entry.server.tsx provides, showing the built-in content.
describe("the home page's server markup", () => {
  const content = builtInContent();
  const loadContext = new RouterContextProvider();
  loadContext.set(homeSectionsContent, { testimonials: content.testimonials, firm: content.firm });
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <ServerMarkupContext.Provider value={serverMarkupOf(loadContext)}>
        {/* The server branch reads no props; the route's component type is the browser's. */}
        <HomePage {...({ loaderData: { meta: homePage.meta } } as unknown as Route.ComponentProps)} />
      </ServerMarkupContext.Provider>
    </MemoryRouter>,
  );

  test("the sections are the document's, with the studio's quotes and the firm's details", () => {
    expect(html).toMatch(/^<div id="home-sections"><section /);
    for (const quote of content.testimonials) expect(html).toContain(quote.quote);
    expect(html).toContain(`href="tel:${content.firm.phoneHref}"`);
  });

  test("holds the hero and every section heading, in the spec's order", () => {
    expect(html).toContain(
      `<h1 class="mt-2 max-w-3xl text-balance text-4xl font-bold leading-tight md:text-5xl">${homePage.hero.title}</h1>`,
    );
    const headings = [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual([
      homePage.complianceFocus.title,
      homePage.highlightsIntro.title,
      homePage.journey.title,
      homePage.mission.title,
      homePage.servicesIntro.title,
      homePage.whyChooseUsIntro.title,
      homePage.complianceBlocksIntro.title,
      homePage.successStoriesIntro.title,
      homePage.community.title,
      homePage.workplace.title,
      homePage.teamVoicesIntro.title,
      homePage.testimonialsIntro.title,
      homePage.closingCta.title,
      homePage.contactBlock.title,
    ]);
  });

  test("renders its links as plain anchors with their targets", () => {
    const hrefs = new Set([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]));
    for (const path of [
      "/services",
      "/quote",
      "/contact",
      "/careers",
      "/testimonials",
      `mailto:${content.firm.email}`,
    ]) {
      expect(hrefs, path).toContain(path);
    }
    for (const card of homePage.serviceCards) expect(hrefs, card.link).toContain(card.link.replaceAll("&", "&amp;"));
  });

  test("marks both carousels for the controller, at their first position", () => {
    const carousels = html.match(/<section data-carousel=""/g) ?? [];
    expect(carousels).toHaveLength(2);
    expect(
      html.match(/<button data-carousel-previous="" type="button" aria-label="Previous" disabled=""/g),
    ).toHaveLength(2);
    expect(html.match(/data-carousel-slide=""/g)).toHaveLength(
      homePage.successStories.length + homePage.teamVoices.length,
    );
    expect(html).not.toContain("inert");
  });

  test("carries no script and no inline event handler", () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/ on[a-z]+=/i);
  });
});
