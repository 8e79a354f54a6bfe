/**
 * What a route exports as `handle` when it draws its own frame (the manager pages): the root layout then leaves
 * out the public site's header, footer and chat for it and everything below it.
 */
export type OwnFrameHandle = { ownFrame: true };

export function hasOwnFrame(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as Partial<OwnFrameHandle>).ownFrame === true;
}
