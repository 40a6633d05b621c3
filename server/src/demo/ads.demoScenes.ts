/**
 * Pictures for the demo catalogue (ads.seed.ts): for each category a scene drawn in SVG (a room, a
 * street, a table top with the category's objects; never any text, as a photo has no caption),
 * varied by a seed (palette, props, their places, light and time of day) and photographed by a
 * camera per shot (0: the wide cover, 1: a close-up, 2: another angle). sharp renders it the way a
 * phone photo looks: the background out of focus, the subject sharp, a colour cast from the
 * light, grain and a vignette.
 *
 * Cost: librsvg filters are slow (~200 ms each, whatever their size), so the scene itself uses
 * gradients only; the background is rendered at half size and blurred by libvips, and the grain
 * is one feTurbulence tile rendered once and blended into every picture.
 */
import sharp from 'sharp';
import { Canvas, makeRng, type Light, type Rng, pickLight } from './ads.demoScenes.kit';
import { HOME_SCENES } from './ads.demoScenes.home';
import { OUTDOOR_SCENES } from './ads.demoScenes.outdoor';
import { TABLE_SCENES } from './ads.demoScenes.table';

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 900;

export interface SceneContext {
  c: Canvas;
  /** the ad's own randomness: palette, props, layout (the same for all its pictures) */
  r: Rng;
  /** this picture's randomness (small shifts between an ad's pictures) */
  rs: Rng;
  light: Light;
  shot: number;
}

export interface SceneParts {
  /** what stands behind the subject: drawn out of focus */
  bg: string;
  /** the floor or table and the subject, in focus */
  fg: string;
  /** where a close-up looks */
  focus: [x: number, y: number];
  /** pt-BR descriptions: the wide picture, the close-up, another angle */
  alt: [wide: string, close: string, other: string];
}

export type Scene = (ctx: SceneContext) => SceneParts;

const SCENES: Record<string, Scene> = { ...HOME_SCENES, ...OUTDOOR_SCENES, ...TABLE_SCENES };

/** Category slugs with a scene of their own (the 20 of the taxonomy). */
export const SCENE_CATEGORIES = Object.keys(SCENES);

interface Camera {
  zoom: number;
  cx: number;
  cy: number;
  flip: boolean;
  /** background blur in output pixels: the closer the shot, the shallower the focus */
  blur: number;
}

function camera(seed: number, shot: number, focus: [number, number], r: Rng): Camera {
  const mirrored = seed % 2 === 1;
  const kind = shot % 3;
  const zoom = kind === 0 ? r.range(1, 1.12) : kind === 1 ? r.range(1.65, 2) : r.range(1.22, 1.38);
  const [fx, fy] = focus;
  const want =
    kind === 0
      ? [600 + (fx - 600) * 0.3 + r.range(-30, 30), 450 + (fy - 450) * 0.2]
      : kind === 1
        ? [fx + r.range(-40, 40), fy + r.range(-30, 30)]
        : [fx + r.range(-140, 140), fy + r.range(-60, 40)];
  const halfW = 600 / zoom;
  const halfH = 450 / zoom;
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  return {
    zoom,
    cx: clamp(want[0], halfW, 1200 - halfW),
    cy: clamp(want[1], halfH, 900 - halfH),
    flip: kind === 2 ? !mirrored : mirrored,
    blur: kind === 1 ? 7 : kind === 2 ? 4.5 : 3,
  };
}

const transform = (cam: Camera) =>
  `translate(600 450) scale(${cam.flip ? -cam.zoom : cam.zoom} ${cam.zoom}) translate(${-cam.cx.toFixed(1)} ${-cam.cy.toFixed(1)})`;

let grainTile: Promise<Int8Array> | null = null;
/**
 * Sensor-like grain: fine fractal noise (feTurbulence, rendered once) as signed offsets of a few
 * levels, added to every picture's pixels in place: blending a noise layer with sharp costs
 * ~60 ms a picture, this ~5 ms. Kept faint: strong noise triples the WebP files.
 */
function grain(): Promise<Int8Array> {
  grainTile ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}">
        <filter id="n" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
          <feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="2" seed="11"/>
        </filter>
        <rect width="100%" height="100%" filter="url(#n)"/>
      </svg>`,
    ),
  )
    .extractChannel(0)
    .raw()
    .toBuffer()
    .then((noise) => {
      let sum = 0;
      for (const v of noise) sum += v;
      const mean = sum / noise.length;
      return Int8Array.from(noise, (v) => Math.max(-127, Math.min(127, Math.round((v - mean) * GRAIN))));
    });
  return grainTile;
}
/** Grain strength: levels of offset per level of noise around its mean. */
const GRAIN = 0.08;

export interface DemoPicture {
  svg: { bg: string; fg: string };
  tone: { luts: Uint8Array[]; saturation: number };
  alt: string;
  blur: number;
}

/** The SVG of one picture (background and foreground documents) and its alt text. */
export function demoPicture(category: string, seed: number, shot: number): DemoPicture {
  const scene = SCENES[category];
  if (!scene) throw new Error(`Sem cena de demonstração para a categoria ${category}`);
  const r = makeRng(seed * 7919 + category.length);
  const rs = makeRng(seed * 104729 + shot * 31 + 5);
  const c = new Canvas();
  const light = pickLight(makeRng(seed * 13 + shot));
  const parts = scene({ c, r, rs, light, shot });
  const cam = camera(seed, shot, parts.focus, rs);
  const t = transform(cam);
  const vignette = c.rad(
    [
      [0, '#000', 0],
      [0.62, '#000', 0],
      [1, '#000', rs.range(0.4, 0.55)],
    ],
    0.5,
    0.5,
    0.72,
  );
  // the light's colour over everything, and its falloff away from the window or the sun
  const falloff = c.lin(
    [
      [0, '#ffffff', 0.07],
      [0.5, '#000', 0],
      [1, '#000', 0.2],
    ],
    light.side < 0 !== cam.flip ? 0 : 1,
    0,
    light.side < 0 !== cam.flip ? 1 : 0,
    0,
  );
  const cast = `<rect width="1200" height="900" fill="${light.tint}" fill-opacity="0.06"/><rect width="1200" height="900" fill="${falloff}"/>`;
  return {
    svg: {
      bg: c.svg(`<g transform="${t}">${parts.bg}</g>`, DRAW_WIDTH / 2, DRAW_HEIGHT / 2),
      fg: c.svg(
        `<g transform="${t}">${parts.fg}</g>${cast}<rect width="1200" height="900" fill="${vignette}"/>`,
        DRAW_WIDTH,
        DRAW_HEIGHT,
      ),
    },
    tone: toneCurves(light, rs),
    alt: parts.alt[shot % 3],
    blur: cam.blur,
  };
}

/**
 * A phone camera's tone: blacks lifted a little, highlights rolled off, an S-curve in between,
 * colours slightly muted and tinted by the light (warm late afternoon, cool overcast), as a lookup
 * table per channel.
 */
function toneCurves(light: Light, rs: Rng): { luts: Uint8Array[]; saturation: number } {
  const warm = light.name === 'fim de tarde' ? 0.05 : light.name === 'nublado' ? -0.02 : 0.015;
  const contrast = light.name === 'nublado' ? 0.12 : rs.range(0.2, 0.3);
  const lift = rs.range(10, 18);
  const luts = [warm, 0, -warm].map((tint) => {
    const lut = new Uint8Array(256);
    for (let v = 0; v < 256; v++) {
      const x = v / 255;
      const s = x + contrast * x * (1 - x) * (2 * x - 1) * 2;
      const shoulder = 1 - Math.pow(1 - s, 1.15);
      lut[v] = Math.max(0, Math.min(255, Math.round(lift + (250 - lift) * shoulder + tint * 255 * x)));
    }
    return lut;
  });
  return { luts, saturation: light.name === 'nublado' ? 0.82 : rs.range(0.86, 0.94) };
}

/** How raw pixels are read back (not `info` as is: its `premultiplied` flag would be applied again). */
const rawOf = (info: sharp.OutputInfo) => ({ width: info.width, height: info.height, channels: info.channels });

/** Drawn at 960x720 and enlarged (bilinear): the slight softness of a real lens, and less to draw. */
const DRAW_WIDTH = 960;
const DRAW_HEIGHT = 720;

/** Renders one picture: 1200x900 raw RGB pixels (for the image pipeline) and its alt text. */
export async function renderDemoPixels(
  category: string,
  seed: number,
  shot: number,
): Promise<{ data: Buffer; info: sharp.OutputInfo; alt: string }> {
  const pic = demoPicture(category, seed, shot);
  // The background drawn and blurred at half size (a quarter of the pixels), then enlarged: it is
  // out of focus anyway. The foreground is drawn over it, the whole then enlarged to 1200x900.
  const bg = await sharp(Buffer.from(pic.svg.bg))
    .blur(pic.blur / 2.5)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const drawn = await sharp(bg.data, { raw: rawOf(bg.info) })
    .resize(DRAW_WIDTH, DRAW_HEIGHT, { kernel: 'linear' })
    .composite([{ input: Buffer.from(pic.svg.fg) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(drawn.data, { raw: rawOf(drawn.info) })
    .resize(SCENE_WIDTH, SCENE_HEIGHT, { kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Colours muted towards their grey, grain added, then the tone curve; the curves are indexed from
  // -256 so the sums need no clamping (this loop runs over a million pixels a picture).
  const noise = await grain();
  const { luts, saturation } = pic.tone;
  const [lr, lg, lb] = luts.map((lut) =>
    Uint8Array.from({ length: 768 }, (_, k) => lut[Math.max(0, Math.min(255, k - 256))]),
  );
  const sat = saturation;
  for (let p = 0, i = 0; p < noise.length; p++, i += 3) {
    const r = data[i];
    const g = data[i + 1];
    const b = data[i + 2];
    const base = (0.299 * r + 0.587 * g + 0.114 * b) * (1 - sat) + noise[p] + 256.5;
    data[i] = lr[(base + r * sat) | 0];
    data[i + 1] = lg[(base + g * sat) | 0];
    data[i + 2] = lb[(base + b * sat) | 0];
  }
  return { data, info, alt: pic.alt };
}

/** One picture as a 1200x900 JPEG (quality 82), with its alt text. */
export async function renderDemoJpeg(
  category: string,
  seed: number,
  shot: number,
): Promise<{ jpeg: Buffer; alt: string }> {
  const { data, info, alt } = await renderDemoPixels(category, seed, shot);
  const jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 82 })
    .toBuffer();
  return { jpeg, alt };
}
