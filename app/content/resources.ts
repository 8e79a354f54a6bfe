/** Resource library. Stub: the content helper fills in the categories and detail pages. */
export type Resource = { id: string; title: string; category: string; summary: string; body: string[] };
export const resources: Resource[] = [];
