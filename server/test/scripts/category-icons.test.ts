import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CATEGORY_TAXONOMY } from '../../src/demo/seed';
import { CATEGORY_ICONS_FILE, categoryIconSprite } from '../../src/lib/categoryIcons';

test('public/category-icons.svg is the sprite of every category icon (npx tsx server/scripts/category-icons.ts)', () => {
  const icons = CATEGORY_TAXONOMY.map(([, , icon]) => icon);
  const committed = readFileSync(CATEGORY_ICONS_FILE, 'utf8');
  assert.equal(committed, categoryIconSprite(icons), 'regenerate with: npx tsx server/scripts/category-icons.ts');
  for (const icon of icons) assert.match(committed, new RegExp(`<symbol id="${icon}" viewBox="[\\d. ]+"><path d="M`));
});

test('an unknown or malformed icon name is refused rather than written', () => {
  assert.throws(() => categoryIconSprite(['../../etc/passwd']), /Nome de ícone inválido/);
  assert.throws(() => categoryIconSprite(['NoSuchIconOutlined']));
});
