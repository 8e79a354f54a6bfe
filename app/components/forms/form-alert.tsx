import { CircleAlert } from "~/components/ui/icons/circle-alert";
import { CircleCheck } from "~/components/ui/icons/circle-check";
import { cn } from "~/lib/utils";

/**
 * A message about the whole form. Errors are announced at once (role="alert"); a success is a polite status.
 * Without JavaScript this is the only feedback the visitor gets, so it must say everything the toast says.
 */
export function FormAlert({
  tone,
  title,
  children,
  className,
}: {
  tone: "error" | "success";
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border p-4",
        tone === "error"
          ? "border-destructive/40 bg-destructive/5 text-destructive"
          : "border-primary/30 bg-secondary text-secondary-foreground",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-1 text-sm text-foreground">{children}</div> : null}
      </div>
    </div>
  );
}
