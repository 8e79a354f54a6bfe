import { useEffect, useState } from "react";
import { FIRST_TOUCH_FIELD, readFirstTouch } from "~/lib/first-touch";

/**
 * The hidden field carrying where this tab's visitor first arrived from. Filled in after hydration (the server's
 * HTML is the same for everyone); a form sent without JavaScript carries no source.
 */
export function FirstTouchField() {
  const [value, setValue] = useState("");
  useEffect(() => setValue(readFirstTouch()), []);
  return <input type="hidden" name={FIRST_TOUCH_FIELD} value={value} />;
}
