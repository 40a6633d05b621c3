import path from 'node:path';
import { createRequire } from 'node:module';

// The category cards' icons (home, /categories): one SVG sprite of the @ant-design/icons each
// category names (categories.icon), served as a static file (public/category-icons.svg) and drawn
// with <svg><use href="/category-icons.svg#HomeOutlined"/></svg>. No icon code reaches the home
// page's JavaScript (bench:bundle's budget: 150 KB gzip for /), and the file is cached like any asset.
// Regenerate with `npx tsx server/scripts/category-icons.ts` after changing the taxonomy's icons;
// a server test fails while the committed file is not the generated one.

export const CATEGORY_ICONS_FILE = path.resolve(__dirname, '..', '..', '..', 'public', 'category-icons.svg');

interface IconNode {
  tag: string;
  attrs: Record<string, string>;
  children?: IconNode[];
}

const load = createRequire(__filename);

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function render(node: IconNode): string {
  const attrs = Object.entries(node.attrs)
    .filter(([k]) => k !== 'focusable')
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('');
  const children = (node.children ?? []).map(render).join('');
  return children ? `<${node.tag}${attrs}>${children}</${node.tag}>` : `<${node.tag}${attrs}/>`;
}

/** One @ant-design/icons icon ("HomeOutlined") as SVG markup: its viewBox and what goes inside it. */
export function iconSvg(name: string): { viewBox: string; body: string } {
  if (!/^[A-Z][A-Za-z]+$/.test(name)) throw new Error(`Nome de ícone inválido: ${name}`);
  const def = (load(`@ant-design/icons-svg/lib/asn/${name}`) as { default: { icon: IconNode } }).default;
  return { viewBox: def.icon.attrs.viewBox, body: (def.icon.children ?? []).map(render).join('') };
}

/** The sprite: one <symbol id="{IconName}"> per icon, sorted, each with its own viewBox. */
export function categoryIconSprite(names: Iterable<string>): string {
  const symbols = [...new Set(names)].sort().map((name) => {
    const { viewBox, body } = iconSvg(name);
    return `<symbol id="${name}" viewBox="${viewBox}">${body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
