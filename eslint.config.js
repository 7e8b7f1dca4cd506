// Type-aware lint for every package; each package runs `eslint src` from its own folder.
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.cache/**', 'drizzle/**', '**/*.config.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { drizzle },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Handlers never assert a tenant or user into existence (architecture.md §2.5).
      '@typescript-eslint/no-non-null-assertion': 'error',
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      // process.env is read in apps/server/src/config.ts only.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read env in config.ts only' },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      '**/test/**',
      '**/testing.ts',
      'e2e/**',
      'scripts/**',
      'packages/db/src/cli/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
