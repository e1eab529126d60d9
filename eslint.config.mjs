// Lint rules that catch bugs the compiler does not: floating promises, non-exhaustive
// switches over our unions, promises passed where a callback's result is ignored.
// Layout is Prettier's job; max-len only catches what Prettier cannot wrap.
import js from '@eslint/js';
import stylistic from '@stylistic/eslint-plugin';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Generated or installed trees (the test scripts' own servers and Python venvs) are not ours to lint.
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      '.local-services/**',
      '.local-services-faults/**',
      '.local-services-own/**',
      '.deid-venv/**',
      '.venv-schemathesis/**',
      '.venv-python-client/**',
      'clients/python/**',
      '.schemathesis/**',
      '.hypothesis/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@stylistic': stylistic },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@stylistic/max-len': ['error', { code: 120, ignoreUrls: true, ignoreRegExpLiterals: true }],
    },
  },
  {
    // Tests read JSON bodies of any shape (the domain stays free of `any`), and chai asserts by property access.
    files: ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
