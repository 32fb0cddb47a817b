import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema-tenancy.ts',
    './src/db/schema-users.ts',
    './src/db/schema-knowledge.ts',
    './src/db/schema-bot.ts',
    './src/db/schema-nlu.ts',
    './src/db/schema-reports.ts',
    './src/db/schema-review.ts',
    './src/db/schema-push.ts',
    './src/db/schema-it-admin.ts',
    './src/db/schema-documents.ts',
    './src/db/schema-audit.ts',
  ],
  out: './drizzle',
});
