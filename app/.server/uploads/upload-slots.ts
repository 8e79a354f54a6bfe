// How many uploads this server takes in at once, for one link and in all. An upload holds a connection, a file being
// written and its encryption for as long as the agency's line needs; past these numbers the next one is told to try
// again in a minute instead of joining a queue that could hold the server's memory and disk hostage.
// Counted per server process: with several servers behind one address each takes its own share.

export type UploadSlotLimits = { perLink: number; total: number };
export type UploadSlot = { release: () => void };

/** The slots of one server: acquire() gives one, or says which limit is reached. */
export function createUploadSlots() {
  const perLink = new Map<string, number>();
  let total = 0;
  return {
    acquire(linkId: string, limits: UploadSlotLimits): UploadSlot | "link-busy" | "server-busy" {
      const forLink = perLink.get(linkId) ?? 0;
      if (forLink >= limits.perLink) return "link-busy";
      if (total >= limits.total) return "server-busy";
      perLink.set(linkId, forLink + 1);
      total += 1;
      let isReleased = false;
      return {
        release() {
          if (isReleased) return;
          isReleased = true;
          total -= 1;
          const left = (perLink.get(linkId) ?? 1) - 1;
          if (left > 0) perLink.set(linkId, left);
          else perLink.delete(linkId);
        },
      };
    },
    /** Uploads in progress now (for tests and the operator's view). */
    inProgress: () => total,
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;

/** This server's slots. */
export const uploadSlots = createUploadSlots();
