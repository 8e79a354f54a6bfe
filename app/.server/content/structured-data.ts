// schema.org structured data (JSON-LD) for the public pages, built from the same records the pages show, so a search
// engine reads what a visitor reads. Each page gets one <script type="application/ld+json"> holding a @graph: the
// routes' `meta` hand it to React Router, which writes it with "<" escaped, so no text can end the script early.
import type {
  Article,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  Graph,
  JobPosting,
  Organization,
  Place,
  PostalAddress,
  ProfessionalService,
  Thing,
} from "schema-dts";
import type { PublishedArticle, PublishedFaqEntry, PublishedJob } from "~/content/published";
import type { FirmDetails } from "~/content/site";
import { CENTRAL_TIME_ZONE } from "~/lib/central-time";
import { EMPLOYMENT_TYPES, PAY_UNITS } from "~/lib/content-sections";

const DAYS: DayOfWeek[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "07:30" for 450 minutes after midnight. */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * A page's structured data as its loader data carries it: built from schema-dts's types (checked here), handed on as
 * plain JSON (schema-dts's types are far too deep for loader data's).
 */
export type StructuredData = { readonly "@context": "https://schema.org"; readonly "@graph": readonly object[] };

/** One page's structured data: its things in one graph. */
export function graphOf(...things: Thing[]): StructuredData {
  const graph: Graph = { "@context": "https://schema.org", "@graph": things };
  return graph as StructuredData;
}

function addressOf(firm: FirmDetails): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: firm.address.street,
    addressLocality: firm.address.city,
    addressRegion: firm.address.region,
    postalCode: firm.address.postalCode,
    addressCountry: "US",
  };
}

/** The firm as the author, publisher or employer of a page's content. */
function organizationOf(firm: FirmDetails, origin: string): Organization {
  return { "@type": "Organization", name: firm.name, url: `${origin}/`, email: firm.email, telephone: firm.phoneHref };
}

/** The firm itself (the home page and /contact), with the weekday hours the chat uses. */
export function professionalServiceOf(firm: FirmDetails, origin: string): ProfessionalService {
  const { days, opensAt, closesAt } = firm.officeHours;
  return {
    "@type": "ProfessionalService",
    "@id": `${origin}/#firm`,
    name: firm.name,
    url: `${origin}/`,
    telephone: firm.phoneHref,
    email: firm.email,
    address: addressOf(firm),
    areaServed: { "@type": "State", name: "Minnesota" },
    openingHoursSpecification:
      days.length > 0
        ? [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: days.map((day) => DAYS[day] ?? "Monday"),
              opens: clock(opensAt),
              closes: clock(closesAt),
            },
          ]
        : [],
  };
}

/** An article's own page. */
export function articleLdOf(article: PublishedArticle, path: string, firm: FirmDetails, origin: string): Article {
  return {
    "@type": "Article",
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    dateModified: article.publishedAt,
    url: `${origin}${path}`,
    mainEntityOfPage: `${origin}${path}`,
    author: organizationOf(firm, origin),
    publisher: organizationOf(firm, origin),
  };
}

/** Where a posting's work is: a place ("Saint Paul, MN"), or remote work within Minnesota. */
function workplaceOf(
  job: PublishedJob,
): Pick<JobPosting, "jobLocation" | "jobLocationType" | "applicantLocationRequirements"> {
  if (/\bremote\b/i.test(job.location)) {
    return {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "State", name: "Minnesota" },
    };
  }
  const [city = job.location, region = "MN"] = job.location.split(",").map((part) => part.trim());
  const place: Place = {
    "@type": "Place",
    address: { "@type": "PostalAddress", addressLocality: city, addressRegion: region, addressCountry: "US" },
  };
  return { jobLocation: place };
}

/** The last moment a posting takes applications: the end of its "valid through" day, Central time. */
function endOfCentralDay(date: string) {
  const noon = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: CENTRAL_TIME_ZONE, timeZoneName: "shortOffset" })
    .formatToParts(noon)
    .find((part) => part.type === "timeZoneName")
    ?.value.replace("GMT", "");
  const hours = Number(offset ?? "-6");
  const sign = hours < 0 ? "-" : "+";
  return `${date}T23:59:59${sign}${String(Math.abs(hours)).padStart(2, "0")}:00`;
}

/** One open posting on /careers, for job search. */
export function jobPostingLdOf(job: PublishedJob, firm: FirmDetails, origin: string): JobPosting {
  const employmentType = EMPLOYMENT_TYPES.find((type) => type.value === job.employmentType)?.schemaOrg;
  const unitText = PAY_UNITS.find((unit) => unit.value === job.payUnit)?.schemaOrg;
  return {
    "@type": "JobPosting",
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.firstPublishedAt.slice(0, 10),
    ...(job.validThrough ? { validThrough: endOfCentralDay(job.validThrough) } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: { "@type": "Organization", name: firm.name, sameAs: `${origin}/` },
    ...workplaceOf(job),
    ...(job.payMin !== undefined
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "USD",
            value: {
              "@type": "QuantitativeValue",
              ...(job.payMax !== undefined && job.payMax !== job.payMin
                ? { minValue: job.payMin, maxValue: job.payMax }
                : { value: job.payMin }),
              ...(unitText ? { unitText } : {}),
            },
          },
        }
      : {}),
    directApply: true,
    url: `${origin}/careers#posting-${job.slug}`,
  };
}

/** /faq: every question with the answer the page shows. */
export function faqPageLdOf(entries: PublishedFaqEntry[]): FAQPage {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answerText },
    })),
  };
}

/** The trail from the home page to an inner page: each step's name and path. */
export function breadcrumbsOf(steps: { name: string; path: string }[], origin: string): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...steps].map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `${origin}${step.path}`,
    })),
  };
}
