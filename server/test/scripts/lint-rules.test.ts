import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

// The server's import boundaries are kept by eslint.config.js (server/README.md): each rule is
// shown failing on one violating import, linted as text at a path inside the tree.

const root = path.resolve(__dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });

async function lint(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.severity === 2);
}

const violations: Array<{ what: string; file: string; code: string; rule: string }> = [
  {
    what: 'a module imports demo/',
    file: 'server/src/modules/ads/ads.service.ts',
    code: "import { seedBase } from '../../demo/seed';\nexport const x = seedBase;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: 'db/ imports demo/',
    file: 'server/src/db/migrate.ts',
    code: "import { seedBase } from '../demo/seed';\nexport const x = seedBase;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: 'db/ imports a module',
    file: 'server/src/db/migrate.ts',
    code: "import { DEFAULT_SETTINGS } from '../modules/settings/settings.service';\nexport const x = DEFAULT_SETTINGS;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: "a module imports another module's repository",
    file: 'server/src/modules/tribes/tribes.feed.ts',
    code: "import { createAdsRepository } from '../ads/ads.repository';\nexport const x = createAdsRepository;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: "a module imports another module's tables",
    file: 'server/src/modules/payments/payments.extra.ts',
    code: "import { categories } from '../ads/categories.tables';\nexport const x = categories;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: "a module imports another module's routes",
    file: 'server/src/modules/users/users.extra.ts',
    code: "import { tribesRoutes } from '../tribes/tribes.routes';\nexport const x = tribesRoutes;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: 'a route file imports its own repository',
    file: 'server/src/modules/ads/ads.routes.ts',
    code: "import { createAdsRepository } from './ads.repository';\nexport const x = createAdsRepository;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: "a module importing another module's schemas (not through its service)",
    file: 'server/src/modules/payments/payments.extra.ts',
    code: "import { AD_STATUSES } from '../ads/ads.schemas';\nexport const x = AD_STATUSES;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: "a module importing another module's SQL fragments (not through its service)",
    file: 'server/src/modules/tribes/tribes.extra.ts',
    code: "import { adColumns } from '../ads/ads.sql';\nexport const x = adColumns;\n",
    rule: 'no-restricted-imports',
  },
  {
    what: 'a circle: postgres.ts imports client.ts, which imports postgres.ts',
    file: 'server/src/db/postgres.ts',
    code: "import { openDatabase } from './client';\nexport const openPostgres = openDatabase;\n",
    rule: 'import-x/no-cycle',
  },
];

for (const v of violations) {
  test(`lint: ${v.what} is an error (${v.rule})`, async () => {
    const messages = await lint(v.file, v.code);
    assert.ok(
      messages.some((m) => m.ruleId === v.rule),
      `expected ${v.rule} on ${v.file}, got ${JSON.stringify(messages.map((m) => m.ruleId))}`,
    );
  });
}

test("lint: another module's service and producer are allowed", async () => {
  const code = [
    "import { createTribesService } from '../tribes/tribes.service';",
    "import { notify } from '../notifications/notifications.producer';",
    "import { AdSummary, adColumns, toSummary } from '../ads/ads.service';",
    'export const x = [createTribesService, notify, AdSummary, toSummary, adColumns];',
    '',
  ].join('\n');
  assert.deepEqual(await lint('server/src/modules/users/users.extra.ts', code), []);
});
