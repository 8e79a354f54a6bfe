// Who did something, as the records name them: a lead's history, the file access log, an upload request's creator.
// Plain data, so every feature can name the manager acting without depending on how sign-in works.

/** The manager acting, as the history shows them. */
export type Actor = { id: string; name: string };

/** The signed-in manager as the history names them: their name, or their e-mail when the account has none. */
export function actorOf(manager: { user: { id: string; name: string; email: string } }): Actor {
  return { id: manager.user.id, name: manager.user.name || manager.user.email };
}
