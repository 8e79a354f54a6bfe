import { FormAlert } from "./form-alert";

/**
 * The success note a visitor without JavaScript sees after sending the form. The server answers a successful
 * plain POST with 303 to the same address plus `#<id>` (Post/Redirect/Get, see sentPageOf in entry.server.tsx),
 * so a reload never sends the form twice; the page (from the render cache, for a plain /contact or /quote) shows this
 * note only while its address ends in that fragment (CSS :target). With JavaScript the form answers with a toast
 * instead and this stays hidden.
 */
export function SentNotice({ id, title, description }: { id: string; title: string; description: string }) {
  return (
    <div id={id} className="mt-6 hidden scroll-mt-24 target:block">
      <FormAlert tone="success" title={title}>
        {description}
      </FormAlert>
    </div>
  );
}

/** What a form route exports as `handle` to get Post/Redirect/Get after a successful plain POST. */
export type SentPageHandle = { sentNoticeId: string };
