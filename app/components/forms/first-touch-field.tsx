import { useEffect, useState } from "react";
import { FIRST_TOUCH_FIELD, readFirstTouch, recordFirstTouch } from "~/lib/first-touch";

/**
 * The hidden field carrying where this tab's visitor first arrived from. Filled in after hydration (the server's
 * HTML is the same for everyone); a form sent without JavaScript carries no source. A form on the tab's first page
 * records that page itself: this effect runs before the app root's, which records it for every other page.
 */
export function FirstTouchField() {
  const [value, setValue] = useState("");
  useEffect(() => {
    recordFirstTouch();
    setValue(readFirstTouch());
  }, []);
  return <input type="hidden" name={FIRST_TOUCH_FIELD} value={value} />;
}
