import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * Renders components to the markup <StaticHtml> shows in the browser (ADR 005). Inside a router, so their <Link>s
 * render the same <a href> as in the app; <StaticHtml> makes those links navigate in the app.
 */
export function renderStaticHtml(element: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}
