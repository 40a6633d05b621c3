import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { addCardVariant, CARD_MAX_BYTES, processImage, processPixels } from '../../src/lib/images';
import { createLocalStorage } from '../../src/lib/storage/local';

const fileOf = (mediaDir: string, url: string) => path.join(mediaDir, url.slice('/media/'.length));

/** A photo-sized picture of pure noise: the worst case for a JPEG's weight. */
async function noisePhoto(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

test('the link-preview rendition: a 1200x630 JPEG, cover-cropped, under 300 KB even for noise', async () => {
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-images-'));
  try {
    // A tall photo: the card is cropped to cover, never letterboxed or stretched.
    const p = await processImage(await noisePhoto(1500, 2000), createLocalStorage(mediaDir), 'image', { card: true });
    assert.ok(p.variants.og, 'the og variant is named beside the WebP ones');
    assert.match(p.variants.og, /^\/media\/ads\/[0-9a-f-]+-og\.jpg$/);
    assert.equal(p.files.length, 4);
    // Written staged like the others (published after the commit).
    const staged = `${fileOf(mediaDir, p.variants.og)}.staged`;
    const bytes = readFileSync(staged);
    const meta = await sharp(bytes).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.equal(meta.width, 1200);
    assert.equal(meta.height, 630);
    assert.ok(bytes.length < CARD_MAX_BYTES, `${bytes.length} bytes`);

    // Without the option (a message's photo) no rendition is made.
    const plain = await processImage(await noisePhoto(400, 300), createLocalStorage(mediaDir), 'images');
    assert.equal(plain.variants.og, undefined);
    assert.equal(plain.files.length, 3);

    // Drawn pictures (the demo ads) get it too.
    const drawn = await processPixels(
      { data: randomBytes(800 * 600 * 3), info: { width: 800, height: 600, channels: 3 } },
      createLocalStorage(mediaDir),
      { card: true },
    );
    const drawnMeta = await sharp(`${fileOf(mediaDir, drawn.variants.og)}.staged`).metadata();
    assert.deepEqual([drawnMeta.width, drawnMeta.height], [1200, 630]);
  } finally {
    rmSync(mediaDir, { recursive: true, force: true });
  }
});

test('an image stored without the rendition gets one cut from its largest variant', async () => {
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'tribo-images-'));
  try {
    const p = await processImage(await noisePhoto(900, 700), createLocalStorage(mediaDir), 'image');
    for (const f of p.files) renameSync(`${fileOf(mediaDir, '/media/' + f)}.staged`, fileOf(mediaDir, '/media/' + f));
    const added = await addCardVariant(p.variants, createLocalStorage(mediaDir));
    assert.ok(added);
    const addedFile = fileOf(mediaDir, added.variants.og);
    assert.equal(added.variants['1600'], p.variants['1600']);
    assert.match(added.variants.og, /-og\.jpg$/);
    assert.equal(added.file, added.variants.og.slice('/media/'.length));
    assert.ok(existsSync(`${addedFile}.staged`));
    const meta = await sharp(`${addedFile}.staged`).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 1200, 630]);
    assert.ok(statSync(`${addedFile}.staged`).size < CARD_MAX_BYTES);
    // Its files gone: nothing to cut from.
    for (const f of p.files) rmSync(fileOf(mediaDir, '/media/' + f));
    assert.equal(await addCardVariant(p.variants, createLocalStorage(mediaDir)), null);
  } finally {
    rmSync(mediaDir, { recursive: true, force: true });
  }
});
