// What the two lead lists (inquiries, applications) share beyond the list frame: the actions on a lead, and the
// Status and Actions columns with a card that shows the same.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { RespondedKind } from "~/lib/schemas/dashboard";
import { ReplyLink } from "./contact";
import type { ListColumn, ListRow, ListView } from "./list-layouts";
import { LeadStatus, RespondedToggle } from "./responded";

const DETAILS_PATHS = { inquiry: "inquiries", application: "applications" } as const;

/**
 * A lead's actions in the dashboard lists: its details page, a reply by e-mail, what the kind adds (`children`,
 * such as an application's résumé), and the responded toggle. Screen readers hear whose lead each one is for.
 */
export function LeadActions({
  kind,
  lead,
  replySubject,
  children,
}: {
  kind: RespondedKind;
  lead: { id: string; name: string; email: string; responded: boolean };
  replySubject: string;
  children?: ReactNode;
}) {
  const whose = `${kind} from ${lead.name}`;
  return (
    <>
      <Link
        to={`/manager-dashboard/${DETAILS_PATHS[kind]}/${lead.id}`}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        View details<span className="sr-only">{` (${whose})`}</span>
      </Link>
      <ReplyLink address={lead.email} subject={replySubject} whom={lead.name} />
      {children}
      <RespondedToggle kind={kind} id={lead.id} responded={lead.responded} subject={whose} />
    </>
  );
}

/**
 * A lead list's view: its own columns, then Status and Actions (laid out by `actionsClassName`); each row's card
 * shows the lead's name, `detail`, the same status and the same actions.
 */
export function leadListView<Row extends ListRow & { responded: boolean; isOverdue: boolean; isMine: boolean }>({
  kind,
  label,
  columns,
  name,
  detail,
  actions,
  actionsClassName,
}: {
  kind: RespondedKind;
  label: string;
  columns: readonly ListColumn<Row>[];
  name: (row: Row) => string;
  detail: (row: Row) => ReactNode;
  actions: (row: Row) => ReactNode;
  actionsClassName: string;
}): ListView<Row> {
  const status = (row: Row) => <LeadStatus kind={kind} row={row} />;
  return {
    label,
    columns: [
      ...columns,
      { head: "Status", cell: status },
      { head: "Actions", cell: (row) => <div className={actionsClassName}>{actions(row)}</div> },
    ],
    card: (row) => ({ name: name(row), status: status(row), detail: detail(row), actions: actions(row) }),
  };
}
