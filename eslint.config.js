// ESLint flat config: typescript-eslint + react-hooks for the SPA, Node globals for the server.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const prettier = require('eslint-config-prettier');

module.exports = tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'src/api/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/support/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,cjs,mjs}', 'server/**/*.ts', 'bench/**/*.ts', 'test/e2e/**/*.ts', 'test/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: [
      '**/*.cjs',
      'webpack.config.js',
      'babel.config.js',
      'jest.config.js',
      'eslint.config.js',
      'test/support/*.js',
    ],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
