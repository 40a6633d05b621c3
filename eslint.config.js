// ESLint flat config: typescript-eslint + react-hooks for the SPA, Node globals for the server.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const { importX } = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const prettier = require('eslint-config-prettier');
const fs = require('node:fs');
const path = require('node:path');

/**
 * The client's import boundaries (docs/conventions.md): a feature never imports another feature
 * (what two share moves to components/, lib/ or session/, or app/routes composes them); lib/ is
 * pure (no api/, app/, session/ or features/); session/, api/ and components/ never import a
 * feature. Relative specifiers only (the project has no path aliases), so a regex on the text is
 * enough; the feature list is read from the folder, so a new feature is covered at once.
 */
const FEATURES = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const forbid = (regex, message) => ({ regex, message });
const importBoundaries = [
  ...FEATURES.map((feature) => {
    const others = FEATURES.filter((f) => f !== feature).join('|');
    return {
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              forbid(
                `^(\\.\\./)+(features/)?(${others})(/|$)`,
                `A feature does not import another feature: move what ${feature} shares to components/, lib/ or session/, or compose it in app/routes.tsx.`,
              ),
            ],
          },
        ],
      },
    };
  }),
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              '^(\\.\\./)+(api|app|session|features)(/|$)',
              'lib/ holds pure helpers: it imports no api/, app/, session/ or features/.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/session/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              '^(\\.\\./)+features(/|$)',
              'session/, api/ and components/ sit below the features: they never import one.',
            ),
          ],
        },
      ],
    },
  },
];

/**
 * The server's import boundaries (server/README.md, src/demo/README.md):
 * - the demo data of a first start is no part of the runtime: modules/ and db/ never import demo/;
 * - db/ sits below the modules and never imports one;
 * - a module reaches another module only through its `*.service` (what it does, and what others
 *   read of it: ads.service re-exports the summary's shape and how to select and map an ad's row)
 *   and `*.producer` (notifications' write API) — never its repository, tables, schemas, routes,
 *   jobs or helpers;
 * - a route file never imports a repository (routes never run SQL: they call a service).
 * Relative specifiers only, so a regex on the text is enough; the module list is read from the
 * folder, so a new module is covered at once.
 */
const SERVER_MODULES = fs
  .readdirSync(path.join(__dirname, 'server/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const MODULE_PUBLIC_FILES = ['service', 'producer'];
const NO_DEMO = forbid(
  '^(\\.\\./)+demo(/|$)',
  'demo/ is what a first start writes (server.ts seeds it): modules/ and db/ never import it.',
);
const NO_REPOSITORY_IN_ROUTES = forbid(
  '(^|/)[^/]+\\.repository$',
  "A route file never imports a repository (routes never run SQL): call the module's service.",
);
const serverBoundaries = [
  ...SERVER_MODULES.flatMap((module) => {
    const others = SERVER_MODULES.filter((m) => m !== module).join('|');
    const patterns = [
      NO_DEMO,
      forbid(
        `^(\\.\\./)+(modules/)?(${others})/(?![^/]+\\.(${MODULE_PUBLIC_FILES.join('|')})$)`,
        `${module} imports another module only through its ${MODULE_PUBLIC_FILES.map((f) => `*.${f}`).join(', ')} files (server/README.md).`,
      ),
    ];
    return [
      {
        files: [`server/src/modules/${module}/**/*.ts`],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      },
      {
        files: [`server/src/modules/${module}/**/*.routes.ts`],
        rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, NO_REPOSITORY_IN_ROUTES] }] },
      },
    ];
  }),
  {
    files: ['server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_DEMO,
            forbid('^(\\.\\./)+modules(/|$)', 'db/ sits below the modules: it never imports modules/.'),
          ],
        },
      ],
    },
  },
];

/**
 * Links and API access in the features (docs/conventions.md "One of each"): a page's address comes
 * from src/app/paths.ts (built from shared/routes.ts, which the server reads too), never a '/...'
 * literal in a `to`/`href`, a navigate() call or a template; the API is reached through
 * src/api/<tag>.ts (tags, cache updates), never src/api/generated/ directly. Tests may name
 * addresses as they are.
 */
const LINK_LITERAL = 'A link in a feature comes from paths (src/app/paths.ts), not a "/..." literal.';
const featureLinksAndApi = {
  files: ['src/features/**/*.{ts,tsx}'],
  ignores: ['src/features/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'JSXAttribute[name.name=/^(to|href)$/] > Literal[value=/^\\//]', message: LINK_LITERAL },
      {
        selector: 'JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > Literal[value=/^\\//]',
        message: LINK_LITERAL,
      },
      { selector: "CallExpression[callee.name='navigate'] > Literal[value=/^\\//]", message: LINK_LITERAL },
      { selector: 'TemplateLiteral[quasis.0.value.raw=/^\\//]', message: LINK_LITERAL },
    ],
    // The typescript-eslint twin of no-restricted-imports, so the import boundaries above keep theirs.
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          forbid(
            '(^|/)api/generated(/|$)',
            'A feature imports the API through src/api/<tag>.ts (hooks and types), not src/api/generated/.',
          ),
        ],
      },
    ],
  },
};

/**
 * File length: at most 400 lines of code (blank lines and comments not counted, so explaining a
 * file never pushes it over) in the SPA, the server, shared/, the tests and the benchmarks. The
 * files below are exempt, each for its reason; generated code (src/api/generated/) and data files
 * (JSON) are not linted at all.
 */
const MAX_LINES = { max: 400, skipBlankLines: true, skipComments: true };
const maxLinesExempt = [
  // Big test files: one module or page through all its cases, on one set of mocks and fixtures
  // that a split would repeat in each part.
  'src/api/baseQuery.test.ts', // the base query: time-out, headers, base address, 401 and renewal
  'src/features/profile/ProfilePage.test.tsx', // the profile page: its tabs and their lists
  'src/features/shell/AppLayout.test.tsx', // the shell: header, state choice, menus and bottom bar at both sizes
];
/**
 * The demo data: the catalogue (one line per demo ad), the drawn scenes of the demo ads' pictures
 * (one scene per category, drawing commands in order) and the demo's past year. A split would cut
 * a list or a sequence in two without making either part clearer.
 */
const maxLinesExemptData = [
  'server/src/demo/ads.seed.ts',
  'server/src/demo/ads.demoScenes.*.ts',
  // The demo's past year: its cities and advertiser groups (data), and the year of ads and payments
  // drawn from one seeded random sequence, whose order a split across files would make hard to follow.
  'server/src/demo/market.ts',
];
const maxLines = {
  files: [
    'src/**/*.{ts,tsx}',
    'shared/**/*.ts',
    'server/src/**/*.ts',
    'test/**/*.{ts,tsx,js,mjs,cjs}',
    'bench/**/*.{ts,js,mjs,cjs}',
  ],
  ignores: [...maxLinesExempt, ...maxLinesExemptData],
  rules: { 'max-lines': ['error', MAX_LINES] },
};

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
  ...importBoundaries,
  ...serverBoundaries,
  {
    // No import circles, server and client: type-only imports do not count (they vanish at build).
    files: ['server/src/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'server/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  featureLinksAndApi,
  maxLines,
  {
    files: ['**/*.{js,cjs,mjs}', 'server/**/*.ts', 'bench/**/*.ts', 'test/e2e/**/*.ts', 'test/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Static scripts the browser loads as they are (public/boot.js).
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
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
