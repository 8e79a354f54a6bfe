import { createContext } from "react-router";
import type { PublishedTestimonial } from "~/content/published";
import type { FirmDetails } from "~/content/site";

/**
 * What the home page's sections show from the content studio. The home page's loader puts it into the request's load
 * context and entry.server.tsx hands it to the sections (home-sections.server.tsx), so it reaches the page once, as
 * HTML, not also as loader data (ADR 005).
 */
export type HomeSectionsContent = { testimonials: PublishedTestimonial[]; firm: FirmDetails };

export const homeSectionsContent = createContext<HomeSectionsContent>();
