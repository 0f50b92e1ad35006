import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // one file per feature; index.ts only re-exports them
  schema: "./shared/schema",
  out: "./migrations",
});
