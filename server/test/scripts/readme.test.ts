import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

test('the README speaks Portuguese first: quick start with the two commands, demo accounts', () => {
  const headings = readme.split('\n').filter((l) => l.startsWith('## ') || l.startsWith('### '));
  assert.equal(headings[0], '## Começo rápido');
  assert.ok(headings.includes('### Contas de demonstração'));
  assert.match(readme, /npm install && npm start/);
  assert.match(readme, /^npm test\b/m);
  for (const english of ['## Quick start', '## Scripts\n\n| script | what it does', 'Nothing else is needed'])
    assert.ok(!readme.includes(english), `no English leftover: ${english}`);
});

test('the README says what each npm script does', () => {
  for (const name of scripts) {
    const cell = name === 'start' || name === 'test' ? `\`npm ${name}\`` : `npm run ${name}`;
    assert.ok(readme.includes(cell), `README lists ${cell}`);
  }
});
