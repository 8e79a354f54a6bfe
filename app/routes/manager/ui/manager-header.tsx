import type * as React from "react";

/** How a dashboard role reads in the manager pages. */
export const ROLE_LABELS = { manager: "Manager", admin: "Admin" } as const;

/** A manager page's heading with who is signed in (Sign Out is in the frame, routes/manager/layout.tsx). */
export function ManagerHeader({
  title,
  email,
  role,
  children,
}: {
  title: string;
  email: string;
  role: keyof typeof ROLE_LABELS;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 print:hidden">
      <div>
        <h1 className="text-3xl font-bold text-primary">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Signed in as <span className="font-semibold text-foreground">{email}</span> ({ROLE_LABELS[role]})
        </p>
        {children}
      </div>
    </div>
  );
}
