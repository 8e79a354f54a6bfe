/**
 * Where the open chat sits. On a phone it is a full-screen sheet: a small box over the page would leave the
 * conversation a few lines tall and the page around it unusable. From the small breakpoint up it is the floating
 * panel above the toggle, 20rem wide and 24rem from medium screens, and no taller than the room between the toggle
 * and the header (the tagline and the header's 6.25rem, and a gap), so it never covers the header's Book a Call.
 */
export const CHAT_SHEET_CLASSES =
  "fixed inset-0 z-50 h-dvh w-full bg-background sm:inset-auto sm:right-4 sm:bottom-22 sm:h-auto sm:max-h-[calc(100dvh-12.5rem)] sm:w-80 sm:rounded-xl sm:border sm:border-border sm:shadow-xl md:w-96";
