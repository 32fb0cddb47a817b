import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-reports.ts',
    './src/db/schema-review.ts',
    './src/db/schema-push.ts',
    './src/db/schema-it-admin.ts',
  ],
  out: './drizzle',
});
