import { useEffect, useState } from "react";
import { FIRST_TOUCH_FIELD, readFirstTouch } from "~/lib/first-touch";

/**
 * The hidden field carrying where this tab's visitor first arrived from. Filled in after hydration (the server's
 * HTML is the same for everyone); a form sent without JavaScript carries no source. The first touch is already
 * recorded by then, on the tab's first page too: the client entry and the pre-React script record it before
 * anything renders.
 */
export function FirstTouchField() {
  const [value, setValue] = useState("");
  useEffect(() => setValue(readFirstTouch()), []);
  return <input type="hidden" name={FIRST_TOUCH_FIELD} value={value} />;
}
