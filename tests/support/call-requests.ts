// Call requests for the tests that work with them: the slots /book lists now, a choice of one as the form sends it,
// the request sent through the page's real action (each from its own client IP), a manager's step on the details
// page, and waiting for one e-mail among those a test SMTP server received.
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { callDays, callTimeValue } from "~/lib/call-slots";
import { centralWallClock } from "~/lib/central-wall-clock";
import { action as bookAction } from "~/routes/forms/call-request";
import * as inquiryDetail from "~/routes/manager/inquiry-detail";
import { formRequest, type TestFields, testContext } from "./form-request";
import { managerRequest } from "./manager-auth";
import { callRoute } from "./route-call";
import type { ReceivedMail, TestSmtpServer } from "./smtp";

/** The start instants (ISO) of every slot /book lists now, day by day. */
export const listedSlots = () =>
  callDays(new Date()).flatMap((day) => (day.kind === "slots" ? day.slots.map((slot) => slot.start) : []));

/** The n-th listed slot as the form sends it: its Central day and start time, in the fields of `choice`. */
export function chosenSlot(n: number, choice: 1 | 2 | 3): TestFields {
  const wall = centralWallClock(new Date(listedSlots()[n]!));
  return { [`slot${choice}Day`]: wall.date, [`slot${choice}Time`]: callTimeValue(wall.minutes) };
}

/** A call request with its first choice the 3rd listed slot and its second the 30th, and `extra` on top. */
export const callRequestFields = (extra: TestFields = {}): TestFields => ({
  name: "Dana Reyes",
  email: "dana@example.com",
  phone: "612-555-0101",
  serviceType: "Licensing Support",
  ...chosenSlot(3, 1),
  ...chosenSlot(30, 2),
  ...extra,
});

let clients = 0;
/** Sends `fields` to /book's action, each time from another client IP (the form limit counts per IP). */
export async function bookCall(fields: TestFields, clientIp = `203.0.113.${(++clients % 250) + 1}`) {
  const args = { request: formRequest("/book", fields), context: testContext(clientIp), params: {} };
  return (await bookAction(args as never)) as DataWithResponseInit<{
    status: string;
    errors?: Record<string, string>;
    values?: TestFields;
  }>;
}

/** A decline as the details page sends it once the manager has confirmed it in the dialog. */
export const DECLINE = { intent: "call-decline", confirm: "call-decline" };

/** A manager's step on a call's details page (`form`: intent and fields), signed in with `cookie`. */
export const callStep = (id: string, form: Record<string, string>, cookie: string) =>
  callRoute(inquiryDetail.action as never, managerRequest(`/manager-dashboard/inquiries/${id}`, { form, cookie }), {
    id,
  });

/** The first message `smtp` received that `matches`, once it has arrived. */
export async function arrived(smtp: TestSmtpServer, matches: (mail: ReceivedMail) => boolean) {
  for (let count = 1; ; count++) {
    const found = (await smtp.waitFor(count)).find(matches);
    if (found) return found;
  }
}

/** Matches a message by its subject. */
export const about = (subject: RegExp) => (mail: ReceivedMail) => subject.test(mail.parsed.subject ?? "");
