import { Link } from "react-router";
import { firstDocumentHtml, StaticHtml } from "~/components/static-html";
import { footerNav } from "~/content/navigation";
import { formatAddress, LEGAL_NOTICE, NOT_A_THERAPY_PROVIDER } from "~/content/site";
import { useFirmDetails } from "./use-firm-details";

const FOOTER_ID = "site-footer";
const FOOTER_CLASS = "mt-16 bg-primary text-primary-foreground";

/**
 * The footer has nothing to do in the browser but follow its links, and it is the same on every page: the server
 * renders it, and the browser keeps the markup its first document came with (read before React hydrates), so
 * its code and copy are not part of any page's JavaScript (ADR 005). `import.meta.env.SSR` is a build-time
 * constant: each bundle keeps one branch.
 */
export const SiteFooter = import.meta.env.SSR ? FooterMarkup : FirstDocumentFooter;

const FIRST_DOCUMENT_FOOTER = firstDocumentHtml(FOOTER_ID);

function FirstDocumentFooter() {
  return <StaticHtml as="footer" id={FOOTER_ID} className={FOOTER_CLASS} html={FIRST_DOCUMENT_FOOTER} />;
}

function FooterMarkup() {
  const firm = useFirmDetails();
  return (
    <footer id={FOOTER_ID} className={FOOTER_CLASS}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{firm.name}</p>
          <p className="mt-3 text-sm text-primary-foreground/85">{NOT_A_THERAPY_PROVIDER}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wider">Explore</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {footerNav.map((link) => (
              <li key={`${link.to}-${link.label}`}>
                <Link to={link.to} className="underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider">Contact</h2>
          <address className="mt-3 grid gap-2 text-sm not-italic">
            <span>{formatAddress(firm.address)}</span>
            <a href={`mailto:${firm.email}`} className="underline-offset-4 hover:underline">
              {firm.email}
            </a>
            <a href={`tel:${firm.phoneHref}`} className="underline-offset-4 hover:underline">
              {firm.phone}
            </a>
          </address>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wider">Hours</h2>
          <p className="mt-2 text-sm">
            {firm.hours[0]?.time}, {firm.hours[0]?.days}
          </p>
        </div>
      </div>
      <div className="border-t border-primary-foreground/20">
        <div className="mx-auto max-w-6xl px-4 py-6 text-xs text-primary-foreground/85">
          <p>
            <strong>Legal clarity notice.</strong> {LEGAL_NOTICE}
          </p>
          <p className="mt-2">
            © {new Date().getFullYear()} {firm.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
