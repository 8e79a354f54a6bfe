/** The illustrations a page's hero can show (app/components/sections/hero.tsx draws them). */
export type HeroArt = "roadmap" | "seal" | "conversation" | "shield" | "network" | "growth" | "checklist" | "people";
