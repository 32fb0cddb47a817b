/**
 * Every table, from the schema file of its feature: code imports tables from here, and
 * client.ts hands all of them to drizzle.
 */
export * from './schema-tenancy';
export * from './schema-users';
export * from './schema-knowledge';
export * from './schema-bot';
export * from './schema-nlu';
export * from './schema-reports';
export * from './schema-review';
export * from './schema-push';
export * from './schema-it-admin';
export * from './schema-documents';
export * from './schema-audit';
