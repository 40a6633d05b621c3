// node --import tsx bench/demo-scenes.mjs [category …] — renders the demo catalogue's pictures to
// look at them (ads.demoScenes.ts): each picture (its JPEG, as PNG) in OUT (default /tmp/scenes), and a
// contact sheet of them all (OUT/sheet.png, or OUT/contact-sheet.png with no category given: one
// cover per category). SEEDS (default 1) and SHOTS (default 0) are comma lists; COLS the sheet's
// columns; timings per picture are printed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const sharp = (await import('sharp')).default;
const { renderDemoJpeg, SCENE_CATEGORIES } = await import('../server/src/demo/ads.demoScenes.ts');

const out = process.env.OUT ?? '/tmp/scenes';
mkdirSync(out, { recursive: true });
const cats = process.argv.slice(2).length ? process.argv.slice(2) : SCENE_CATEGORIES;
const list = (v, d) => (v ?? d).split(',').map(Number);
const seeds = list(process.env.SEEDS, '1');
const shots = list(process.env.SHOTS, '0');
const tiles = [];
let total = 0;
for (const cat of cats)
  for (const seed of seeds)
    for (const shot of shots) {
      const t0 = process.hrtime.bigint();
      const { jpeg, alt } = await renderDemoJpeg(cat, seed, shot);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      total += ms;
      const file = path.join(out, `${cat}-${seed}-${shot}.png`);
      writeFileSync(file, await sharp(jpeg).png().toBuffer());
      console.log(`${file}  ${ms.toFixed(0)} ms  ${(jpeg.length / 1024).toFixed(0)} KB  "${alt}"`);
      tiles.push(jpeg);
    }
console.log(`${tiles.length} imagens, média ${(total / tiles.length).toFixed(0)} ms`);
const cols = Number(process.env.COLS ?? Math.min(4, Math.ceil(Math.sqrt(tiles.length))));
const tw = Number(process.env.TILE ?? 400);
const th = (tw * 3) / 4;
const rows = Math.ceil(tiles.length / cols);
const composite = await Promise.all(
  tiles.map(async (t, i) => ({
    input: await sharp(t)
      .resize(tw - 6, th - 6)
      .toBuffer(),
    left: (i % cols) * tw + 3,
    top: Math.floor(i / cols) * th + 3,
  })),
);
const sheet = path.join(out, process.argv.slice(2).length ? 'sheet.png' : 'contact-sheet.png');
await sharp({ create: { width: cols * tw, height: rows * th, channels: 3, background: '#ffffff' } })
  .composite(composite)
  .png()
  .toFile(sheet);
console.log(sheet);
