// Writes public/category-icons.svg: the icons of the categories the database is seeded with.
import { writeFileSync } from 'node:fs';
import { CATEGORY_TAXONOMY } from '../src/demo/seed';
import { CATEGORY_ICONS_FILE, categoryIconSprite } from '../src/lib/categoryIcons';

writeFileSync(CATEGORY_ICONS_FILE, categoryIconSprite(CATEGORY_TAXONOMY.map(([, , icon]) => icon)));
console.log(`Ícones das categorias gravados em ${CATEGORY_ICONS_FILE}`);
