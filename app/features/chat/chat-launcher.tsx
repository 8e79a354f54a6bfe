/** Placeholder for the floating chat toggle; the chat issue replaces it. */
export function ChatLauncher() {
  return null;
}
