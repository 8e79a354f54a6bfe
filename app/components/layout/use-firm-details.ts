import { useRouteLoaderData } from "react-router";
import { firm as builtInFirm, type FirmDetails } from "~/content/site";

/**
 * The firm's details as the content studio holds them: the root route's loader gives them to every page (app/root.tsx).
 * The built-in details only where the root's data is missing (an error page drawn before it loaded).
 */
export function useFirmDetails(): FirmDetails {
  return useRouteLoaderData<{ firm: FirmDetails }>("root")?.firm ?? builtInFirm;
}
