import { appContextOf } from "~/.server/app-context";
import { toAccessLines } from "~/.server/files/access-lines";
import { listResumeAccesses } from "~/.server/files/access-log";
import { describeRoleAnswers, getApplication } from "~/.server/leads/lead-details";
import { loadLeadRecordView } from "~/.server/leads/lead-record";
import { handleLeadRecordAction } from "~/.server/leads/lead-record-action";
import { isOverdue } from "~/lib/business-days";
import { formatCentralDateTime } from "~/lib/central-time";
import { veteranStatusLabel, yesNoText } from "~/lib/schemas/application-fields";
import { describeFirstTouch } from "~/lib/schemas/first-touch";
import type { Route } from "./+types/application-detail";
import { loadDetails } from "./details-loader";
import { AccessLog } from "./ui/access-log";
import { EmailLink, PhoneLink, replySubject } from "./ui/contact";
import { CriminalHistoryFields } from "./ui/criminal-history";
import { Field, FirstTouchFields, SelfIdentification } from "./ui/details";
import { DownloadLink, fileUrl } from "./ui/download-link";
import { formatFileSize } from "./ui/format";
import { LeadDetailsLayout } from "./ui/lead-details-parts";
import { leadRecordChangeOrFailure } from "./ui/lead-record-change";
import { LeadRecordPanel } from "./ui/lead-record-panel";
import { privatePageHeaders, privatePageMeta } from "./ui/private-page";

export const meta = privatePageMeta("Application details", "An application's details.");

/** Assign, note and delete (admins) from this page; the handler checks the session and role itself. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return leadRecordChangeOrFailure(serverAction);
}

export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleLeadRecordAction(appContextOf(context), request, "application", params.id);

export const headers = privatePageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await loadDetails({ request, context }, (db) => getApplication(db, params.id));
  const { app, manager, record: application } = found;
  const { resumeFileKey, ...shown } = application;
  const [record, accesses] = await Promise.all([
    loadLeadRecordView(app.db, "application", application, "Careers page", formatCentralDateTime),
    listResumeAccesses(app.db, application.id),
  ]);
  return {
    record,
    firstTouch: describeFirstTouch(application.firstTouch),
    accesses: toAccessLines(accesses, formatCentralDateTime),
    isAdmin: manager.role === "admin",
    currentUserId: manager.user.id,
    application: {
      ...shown,
      hasResume: resumeFileKey !== null,
      createdAtText: formatCentralDateTime(application.createdAt),
      isOverdue: isOverdue(application.createdAt, new Date(), { isPending: !application.responded }),
      answers: describeRoleAnswers(application.role, application.roleAnswers),
      veteranLabel: veteranStatusLabel(application.veteran),
    },
  };
}

function List({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ol className="list-decimal space-y-1 pl-5">
      {items.map((item, index) => (
        // Entries can repeat, and their order is the meaning: the index is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>{item}</li>
      ))}
    </ol>
  );
}

export default function ApplicationDetailPage({ loaderData }: Route.ComponentProps) {
  const { application: app, record, firstTouch, isAdmin, currentUserId, accesses } = loaderData;
  return (
    <>
      <LeadDetailsLayout
        kind="application"
        lead={app}
        title={`Application from ${app.fullName}`}
        subject={replySubject({ kind: "application", role: app.role })}
        after={
          <SelfIdentification>
            <Field label="Gender">{app.gender}</Field>
            <Field label="Race or ethnicity">{app.race}</Field>
            <Field label="Veteran status">{app.veteranLabel}</Field>
          </SelfIdentification>
        }
      >
        {/* The posting applied to, as it was titled then; its questions are the role's below. */}
        <Field label="Position">{app.postingTitle ?? app.role}</Field>
        {app.postingTitle && app.postingTitle !== app.role ? <Field label="Questions asked">{app.role}</Field> : null}
        <Field label="Full name">{app.fullName}</Field>
        <Field label="Email">
          <EmailLink address={app.email} />
        </Field>
        <Field label="Phone">
          <PhoneLink phone={app.phone} />
        </Field>
        <Field label="Address">{app.address}</Field>
        <Field label="Authorized to work in the U.S.">{yesNoText(app.authorized)}</Field>
        <Field label="Work history">{app.workHistory.length > 0 ? <List items={app.workHistory} /> : null}</Field>
        <Field label="Education">{app.education.length > 0 ? <List items={app.education} /> : null}</Field>
        <Field label="Why this role">
          <p className="whitespace-pre-wrap">{app.interest}</p>
        </Field>
        {app.answers.map((answer) => (
          <Field key={answer.key} label={answer.label}>
            <p className="whitespace-pre-wrap">{answer.value}</p>
          </Field>
        ))}
        <CriminalHistoryFields answer={app.criminalBackground} details={app.criminalDetails} />
        <Field label="Willing to take a drug test">{yesNoText(app.drugTest)}</Field>
        <Field label="Resume">
          {app.hasResume ? (
            <span className="flex flex-wrap items-center gap-3">
              <span>
                {app.resumeFileName}
                {app.resumeFileSize ? ` (${formatFileSize(app.resumeFileSize)})` : ""}
              </span>
              <span data-print-hide>
                <DownloadLink href={fileUrl("resume", app.id)} fileName={app.resumeFileName ?? "resume"} hasFile>
                  Download resume
                </DownloadLink>
              </span>
            </span>
          ) : null}
        </Field>
        <FirstTouchFields rows={firstTouch} />
      </LeadDetailsLayout>
      <LeadRecordPanel view={record} isAdmin={isAdmin} currentUserId={currentUserId} />
      <AccessLog lines={accesses} isAdmin={isAdmin} />
    </>
  );
}
