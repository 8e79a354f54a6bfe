import { describe, expect, test } from "vitest";
import { builtInContent } from "#tests/support/content.ts";
import type { PublishedJob } from "~/content/published";
import { firm } from "~/content/site";
import {
  articleLdOf,
  breadcrumbsOf,
  faqPageLdOf,
  graphOf,
  jobPostingLdOf,
  professionalServiceOf,
} from "./structured-data";

const ORIGIN = "https://www.example.org";
const content = builtInContent();

describe("structured data built from the published content", () => {
  test("the firm: a ProfessionalService in Minnesota with its weekday hours", () => {
    expect(professionalServiceOf(firm, ORIGIN)).toEqual({
      "@type": "ProfessionalService",
      "@id": "https://www.example.org/#firm",
      name: firm.name,
      url: "https://www.example.org/",
      telephone: firm.phoneHref,
      email: firm.email,
      address: {
        "@type": "PostalAddress",
        streetAddress: firm.address.street,
        addressLocality: "Minneapolis",
        addressRegion: "MN",
        postalCode: firm.address.postalCode,
        addressCountry: "US",
      },
      areaServed: { "@type": "State", name: "Minnesota" },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "07:30",
          closes: "20:00",
        },
      ],
    });
  });

  test("an article: headline, dates, and the firm as author and publisher", () => {
    const article = content.articles[0]!;
    const ld = articleLdOf(article, `/news/${article.slug}`, firm, ORIGIN);
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: article.title,
      datePublished: article.date,
      dateModified: article.publishedAt,
      author: { "@type": "Organization", name: firm.name },
      publisher: { "@type": "Organization", name: firm.name },
      mainEntityOfPage: `${ORIGIN}/news/${article.slug}`,
    });
  });

  const job: PublishedJob = {
    ...content.jobs[0]!,
    title: "Compliance Analyst",
    employmentType: "contract",
    payMin: 30,
    payMax: 38.5,
    payUnit: "hour",
    location: "Saint Paul, MN",
    validThrough: "2026-01-31",
    firstPublishedAt: "2025-12-01T15:00:00.000Z",
  };

  test("a posting: employment type, place, pay range per hour, last day (Central) and direct apply", () => {
    expect(jobPostingLdOf(job, firm, ORIGIN)).toMatchObject({
      "@type": "JobPosting",
      title: "Compliance Analyst",
      datePosted: "2025-12-01",
      validThrough: "2026-01-31T23:59:59-06:00",
      employmentType: "CONTRACTOR",
      hiringOrganization: { "@type": "Organization", name: firm.name },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Saint Paul", addressRegion: "MN", addressCountry: "US" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 30, maxValue: 38.5, unitText: "HOUR" },
      },
      directApply: true,
    });
  });

  test("a remote posting with a yearly salary and no last day", () => {
    const remote = {
      ...job,
      location: "Remote (Minnesota)",
      payMin: 65000,
      payMax: undefined,
      payUnit: "year" as const,
    };
    const { validThrough: _none, ...withoutEnd } = remote;
    const ld = jobPostingLdOf(withoutEnd, firm, ORIGIN);
    expect(ld).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "State", name: "Minnesota" },
      baseSalary: { value: { value: 65000, unitText: "YEAR" } },
    });
    expect(ld).not.toHaveProperty("validThrough");
    expect(ld).not.toHaveProperty("jobLocation");
  });

  test("a posting without a pay range has no baseSalary", () => {
    expect(jobPostingLdOf(content.jobs[0]!, firm, ORIGIN)).not.toHaveProperty("baseSalary");
  });

  test("the FAQ: every question with its answer's words", () => {
    const ld = faqPageLdOf(content.faq);
    expect(ld.mainEntity).toHaveLength(12);
    expect((ld.mainEntity as unknown as { name: string }[]).map((entry) => entry.name)).toEqual(
      content.faq.map((f) => f.question),
    );
    expect(JSON.stringify(ld)).not.toContain("<p>");
  });

  test("breadcrumbs start at home and number their steps", () => {
    expect(breadcrumbsOf([{ name: "FAQ", path: "/faq" }], ORIGIN)).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.org/" },
        { "@type": "ListItem", position: 2, name: "FAQ", item: "https://www.example.org/faq" },
      ],
    });
  });

  test("a page's things share one graph", () => {
    expect(graphOf(faqPageLdOf([]), breadcrumbsOf([], ORIGIN))).toEqual({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "FAQPage", mainEntity: [] },
        { "@type": "BreadcrumbList", itemListElement: expect.any(Array) },
      ],
    });
  });
});
