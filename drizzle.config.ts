import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new migration into drizzle/ after a schema change. Each schema file is listed
// here, so the auth tables can live in their own file.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./app/.server/db/schema.ts", "./app/.server/db/auth-schema.ts"],
  out: "./drizzle",
});
