/** A form's inline error, announced when it appears; nothing when there is none. */
export function ErrorLine({ error, id }: { error: string | null; id?: string }) {
  return error ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}
