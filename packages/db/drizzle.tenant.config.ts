import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  schema: './src/schema/tenant/index.ts',
  out: '../../drizzle/tenant',
});
