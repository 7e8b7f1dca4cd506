import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  schema: './src/schema/master/index.ts',
  out: '../../drizzle/master',
  schemaFilter: ['master'],
});
