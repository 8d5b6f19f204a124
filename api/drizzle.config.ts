import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the app runs them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
