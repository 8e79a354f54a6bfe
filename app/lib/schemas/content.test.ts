import { describe, expect, test } from "vitest";
import { z } from "zod";
import { FirmFieldsSchema, JobFieldsSchema, MAX_BODY_BYTES, NewsFieldsSchema } from "./content";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
};

const article = {
  title: "A title",
  date: "2025-03-14",
  topic: "EIDBI compliance",
  summary: "A summary.",
  body: "Text.",
};
const job = {
  title: "BCBA",
  employmentType: "full-time",
  payMin: "",
  payMax: "",
  payUnit: "hour",
  location: "Minneapolis, MN",
  summary: "Clinical oversight",
  description: "What the work is.",
  requirements: "One\n\n  Two  \n",
  roleQuestions: "Board Certified Behavior Analyst (BCBA)",
  status: "open",
  validThrough: "",
};

describe("an article", () => {
  test("with every field filled in is stored as typed", () => {
    expect(NewsFieldsSchema.parse({ ...article, title: "  A title  " }).title).toBe("A title");
  });

  test.each([
    [{ title: "  " }, "title", "Enter a title."],
    [{ date: "2025-02-30" }, "date", "That date does not exist. Enter a date like 2025-03-14."],
    [{ date: "14/03/2025" }, "date", "Enter a date like 2025-03-14."],
    [{ body: "" }, "body", "Write the article."],
  ])("%j is refused on %s", (change, field, message) => {
    expect(errorsOf(NewsFieldsSchema, { ...article, ...change })).toEqual({ [field]: [message] });
  });

  test("a body over 200 KB is refused on the field, saying how large it is", () => {
    const body = "a".repeat(MAX_BODY_BYTES + 1);
    expect(errorsOf(NewsFieldsSchema, { ...article, body })).toEqual({
      body: ["This text is 201 KB; the most a text can hold is 200 KB. Shorten it, or split it into two items."],
    });
    expect(NewsFieldsSchema.safeParse({ ...article, body: "a".repeat(MAX_BODY_BYTES) }).success).toBe(true);
  });
});

describe("a job posting", () => {
  test("requirements are one per line, blanks dropped; pay is optional", () => {
    expect(JobFieldsSchema.parse(job)).toMatchObject({ requirements: ["One", "Two"], payMin: undefined });
    expect(JobFieldsSchema.parse({ ...job, payMin: "$28", payMax: "34.50" })).toMatchObject({
      payMin: 28,
      payMax: 34.5,
    });
  });

  test.each([
    [
      { payMin: "40", payMax: "30" },
      "payMin",
      "The minimum is above the maximum. Enter the lower amount here and the higher one below.",
    ],
    [{ payMax: "30" }, "payMin", "Enter the minimum as well, or clear the maximum."],
    [{ payMin: "lots" }, "payMin", "Enter an amount in dollars, like 28 or 65000."],
    [{ employmentType: "seasonal" }, "employmentType", "Choose full-time, part-time or contract."],
    [{ roleQuestions: "Astronaut" }, "roleQuestions", "Choose a set of role questions, or none."],
  ])("%j is refused on %s", (change, field, message) => {
    expect(errorsOf(JobFieldsSchema, { ...job, ...change })).toEqual({ [field]: [message] });
  });
});

describe("the firm's details", () => {
  const details = {
    name: "Acme Compliance",
    street: "100 Main Street",
    city: "Minneapolis",
    state: "mn",
    postalCode: "55401",
    email: "hello@acme.example",
    phone: "(612) 555-0100",
    mapsUrl: "https://maps.example/acme",
    hours: "Monday to Friday: 7:30 AM to 8:00 PM\nSaturday: By appointment only",
    openDays: ["1", "2", "3", "4", "5"],
    opensAt: "07:30",
    closesAt: "20:00",
  };

  test("are stored as the pages and the chat read them", () => {
    expect(FirmFieldsSchema.parse(details)).toMatchObject({
      state: "MN",
      hours: [
        { days: "Monday to Friday", time: "7:30 AM to 8:00 PM" },
        { days: "Saturday", time: "By appointment only" },
      ],
      openDays: [1, 2, 3, 4, 5],
      opensAt: 450,
      closesAt: 1200,
    });
  });

  test.each([
    [{ phone: "555-0100" }, "phone", "Enter a phone number with its area code."],
    [{ postalCode: "5540" }, "postalCode", "Enter a ZIP code like 55401."],
    [{ closesAt: "07:00" }, "closesAt", "The office closes after it opens: check both times."],
    [
      { hours: "Weekdays" },
      "hours",
      "Write each line as days, a colon, then the time: Monday to Friday: 7:30 AM to 8:00 PM",
    ],
    [{ mapsUrl: "javascript:alert(1)" }, "mapsUrl", "Enter the maps link as it starts, with https://."],
  ])("%j is refused on %s", (change, field, message) => {
    expect(errorsOf(FirmFieldsSchema, { ...details, ...change })).toEqual({ [field]: [message] });
  });
});
