import { LogOut } from "lucide-react";
import type * as React from "react";
import { Form, Link, useLocation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";

const ROLE_LABELS = { manager: "Manager", admin: "Admin" } as const;

/** The manager pages' heading with who is signed in and the sign-out action. */
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
  const { pathname } = useLocation();
  const isAdminPage = pathname === "/manager-dashboard/admin";
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 print:hidden">
      <div>
        <h1 className="text-3xl font-bold text-primary">{title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Signed in as <span className="font-semibold text-foreground">{email}</span> ({ROLE_LABELS[role]})
        </p>
        {children}
      </div>
      <div className="flex flex-wrap gap-2">
        {role === "admin" && !isAdminPage ? (
          <Link to="/manager-dashboard/admin" className={buttonVariants({ variant: "outline" })}>
            Admin
          </Link>
        ) : null}
        {/* A full document POST: signing out drops every piece of client state with the page. */}
        <Form method="post" action="/manager-sign-out" reloadDocument>
          <Button type="submit" variant="outline">
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </Form>
      </div>
    </div>
  );
}
