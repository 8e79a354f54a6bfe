// The admin's list of sign-in events (the last 90 days): when, what, which account, from which address.
export type AccountEventRow = {
  id: string;
  label: string;
  email: string | null;
  byEmail: string | null;
  clientIp: string | null;
  at: string;
  atText: string;
};

export function AccountEventList({ events }: { events: AccountEventRow[] }) {
  if (events.length === 0) return <p className="mt-4 text-sm text-muted-foreground">No sign-in events yet.</p>;
  return (
    // A long list scrolls in its own region, which the keyboard can reach (and, on a phone, scroll sideways).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable, or keyboard users cannot scroll it
    <section aria-label="Sign-in events: table" tabIndex={0} className="mt-4 max-h-[32rem] overflow-auto">
      <table className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-card">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3">
              When
            </th>
            <th scope="col" className="pr-3">
              Event
            </th>
            <th scope="col" className="pr-3">
              Account
            </th>
            <th scope="col">Client IP</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} className="border-b border-border align-top">
              <td className="py-1.5 pr-3 whitespace-nowrap">
                <time dateTime={event.at}>{event.atText}</time>
              </td>
              <td className="py-1.5 pr-3">
                {event.label}
                {event.byEmail ? ` (by ${event.byEmail})` : ""}
              </td>
              <td className="py-1.5 pr-3 break-all">{event.email ?? "An address without an account"}</td>
              <td className="py-1.5 break-all">{event.clientIp ?? "Unknown"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
