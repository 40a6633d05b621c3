/**
 * Drawing kit for the demo catalogue's pictures (ads.demoScenes.ts): a seeded random source, an SVG
 * canvas that collects gradients, colour helpers, soft shadows and the settings (room, street,
 * table top) the category scenes stand in. Everything here is plain SVG that librsvg renders
 * cheaply: gradients and shapes only. Filters cost ~200 ms each in librsvg whatever their size, so
 * blur (depth of field) and grain are done once per picture by sharp in ads.demoScenes.ts, and
 * shadows are radial gradients.
 *
 * Over the ~350-line guide: the three settings are drawing (coordinates), kept with the helpers they
 * share.
 */

export interface Rng {
  (): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: small, fast and the same sequence for the same seed on every platform. */
export function makeRng(seed: number): Rng {
  let s = (Math.imul(seed | 0, 2654435761) ^ 0x5bd1e995) >>> 0;
  const next = (() => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (min, max) => min + (max - min) * next();
  next.int = (min, max) => Math.floor(next.range(min, max + 1));
  next.pick = (items) => items[Math.floor(next() * items.length)];
  next.chance = (p) => next() < p;
  return next;
}

// ---------------------------------------------------------------- colour

const hex = (c: string) => {
  const v = c.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16));
};
const toHex = (rgb: number[]) =>
  '#' +
  rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** a → b by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const x = hex(a);
  const y = hex(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}
/** Lighter (amount > 0) or darker (amount < 0). */
export const shade = (c: string, amount: number) =>
  amount >= 0 ? mix(c, '#ffffff', amount) : mix(c, '#000000', -amount);

// ---------------------------------------------------------------- canvas

export type Stop = [offset: number, color: string, opacity?: number];

const f = (n: number) => Math.round(n * 10) / 10;
/** Numbers rounded to a tenth: shorter SVG, same picture. */
export const n1 = f;

/** Collects the gradients a picture uses; `lin`/`rad` return the `url(#…)` to fill with. */
export class Canvas {
  private defs: string[] = [];
  private cache = new Map<string, string>();

  private add(key: string, make: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = `g${this.cache.size}`;
    this.defs.push(make(id));
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  private static stops(stops: Stop[]) {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a * 100) / 100}"`}/>`,
      )
      .join('');
  }

  /** Linear gradient over the shape's box, from (x1,y1) to (x2,y2) in 0..1. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `l${x1},${y1},${x2},${y2}:${JSON.stringify(stops)}`;
    return this.add(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${Canvas.stops(stops)}</linearGradient>`,
    );
  }

  /** Radial gradient over the shape's box. */
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const key = `r${cx},${cy},${r},${fx},${fy}:${JSON.stringify(stops)}`;
    return this.add(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${Canvas.stops(stops)}</radialGradient>`,
    );
  }

  /** A soft contact shadow: an ellipse fading out (what a blurred shadow looks like, without a filter). */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.45): string {
    const fill = this.rad([
      [0, '#000', opacity],
      [0.45, '#000', opacity * 0.55],
      [1, '#000', 0],
    ]);
    return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;
  }

  /** A soft shadow of a box on a wall or floor: nested rounded rects, each adding a little darkness. */
  softBox(x: number, y: number, w: number, h: number, spread: number, opacity = 0.3): string {
    const steps = 5;
    let out = '';
    for (let i = steps; i >= 1; i--) {
      const g = (spread * i) / steps;
      out += `<rect x="${f(x - g)}" y="${f(y - g)}" width="${f(w + 2 * g)}" height="${f(h + 2 * g)}" rx="${f(g + 4)}" fill="#000" fill-opacity="${f((opacity / steps) * 1000) / 1000}"/>`;
    }
    return out;
  }

  svg(body: string, width: number, height: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

// ---------------------------------------------------------------- light and palettes

/** Where the light comes from and its colour (time of day for outdoor scenes). */
export interface Light {
  /** -1: from the left, 1: from the right */
  side: -1 | 1;
  /** warm tint of the light */
  tint: string;
  /** 0 (dim, evening) .. 1 (bright noon) */
  level: number;
  sky: [top: string, horizon: string];
  name: 'manhã' | 'meio-dia' | 'fim de tarde' | 'nublado';
}

export function pickLight(r: Rng): Light {
  const side = r.chance(0.5) ? -1 : 1;
  return r.pick<Light>([
    { side, tint: '#fff4e0', level: 0.85, sky: ['#6fa8dc', '#d8e8f4'], name: 'manhã' },
    { side, tint: '#ffffff', level: 1, sky: ['#3d85c6', '#bcdcf2'], name: 'meio-dia' },
    { side, tint: '#ffd9a8', level: 0.7, sky: ['#7d8fb8', '#f6c58f'], name: 'fim de tarde' },
    { side, tint: '#eef1f4', level: 0.75, sky: ['#a9b4bf', '#dde2e6'], name: 'nublado' },
  ]);
}

export const WALLS = ['#efe9df', '#e8e4da', '#dfe7ea', '#ece2d0', '#e6ddd5', '#dde3d6', '#f1ede6', '#d9d4cc'];
export const WOODS = ['#a8794f', '#8c6239', '#c49a6c', '#6f4a2c', '#b88a5a', '#9b7653'];
export const FABRICS = ['#5b6b7a', '#8a5a44', '#3f5e5a', '#7b7f86', '#a89c8a', '#2f4858', '#8c3b3b', '#4e5d43'];
export const BRIGHTS = ['#d9534f', '#2e86c1', '#f0ad4e', '#5cb85c', '#8e44ad', '#e67e22', '#16a085', '#e84393'];

// ---------------------------------------------------------------- settings

export interface Room {
  /** y of the line where wall meets floor */
  horizon: number;
  bg: string;
  floor: string;
}

/**
 * A room corner: a wall lit from one side (with a window glow or a lamp pool), a baseboard and a
 * floor in perspective (ceramic tiles, planks or plain) converging to a vanishing point.
 */
export function room(
  c: Canvas,
  r: Rng,
  light: Light,
  opts: {
    wall?: string;
    floor?: 'tiles' | 'planks' | 'concrete';
    floorColor?: string;
    horizon?: number;
    window?: boolean;
  },
): Room {
  const horizon = opts.horizon ?? r.range(500, 580);
  const wall = opts.wall ?? r.pick(WALLS);
  const litX = light.side < 0 ? 0 : 1;
  let bg = `<rect width="1200" height="${horizon + 4}" fill="${c.lin(
    [
      [0, shade(mix(wall, light.tint, 0.3), 0.12)],
      [1, shade(wall, -0.22)],
    ],
    litX,
    0,
    1 - litX,
    0.3,
  )}"/>`;
  // light falling on the wall
  bg += `<ellipse cx="${light.side < 0 ? 220 : 980}" cy="${f(horizon * 0.45)}" rx="520" ry="${f(horizon * 0.7)}" fill="${c.rad(
    [
      [0, light.tint, 0.45 * light.level],
      [1, light.tint, 0],
    ],
  )}"/>`;
  if (opts.window ?? r.chance(0.5)) {
    const wx = light.side < 0 ? r.range(40, 160) : r.range(840, 960);
    const wy = r.range(60, 110);
    const ww = 230;
    const wh = Math.min(300, horizon - wy - 150);
    bg += c.softBox(wx + 6, wy + 8, ww, wh, 14, 0.25);
    bg += `<rect x="${f(wx - 12)}" y="${f(wy - 12)}" width="${ww + 24}" height="${f(wh + 24)}" fill="${shade(wall, 0.3)}"/>`;
    bg += `<rect x="${f(wx)}" y="${f(wy)}" width="${ww}" height="${f(wh)}" fill="${c.lin([
      [0, light.sky[0]],
      [0.7, light.sky[1]],
      [1, '#9fb58a'],
    ])}"/>`;
    bg += `<rect x="${f(wx)}" y="${f(wy + wh * 0.62)}" width="${ww}" height="${f(wh * 0.38)}" fill="${c.lin([
      [0, '#7d9a6a'],
      [1, '#56714a'],
    ])}" opacity="0.9"/>`;
    bg += `<rect x="${f(wx + ww / 2 - 5)}" y="${f(wy)}" width="10" height="${f(wh)}" fill="${shade(wall, 0.35)}"/>`;
    bg += `<rect x="${f(wx)}" y="${f(wy + wh / 2 - 5)}" width="${ww}" height="10" fill="${shade(wall, 0.35)}"/>`;
    bg += `<rect x="${f(wx - 22)}" y="${f(wy + wh + 10)}" width="${ww + 44}" height="14" fill="${shade(wall, 0.2)}"/>`;
  }
  // baseboard
  bg += `<rect y="${f(horizon - 26)}" width="1200" height="30" fill="${shade(wall, 0.25)}"/>`;
  bg += `<rect y="${f(horizon - 26)}" width="1200" height="3" fill="${shade(wall, -0.15)}"/>`;

  const kind = opts.floor ?? r.pick(['tiles', 'planks', 'concrete'] as const);
  const base =
    opts.floorColor ??
    (kind === 'tiles'
      ? r.pick(['#d8d2c8', '#cfc7bb', '#e3e0da', '#bfb6a8', '#c9c2b4'])
      : kind === 'planks'
        ? r.pick(WOODS)
        : r.pick(['#a9a59f', '#b8b1a6', '#9c9890']));
  let floor = `<rect y="${f(horizon)}" width="1200" height="${f(900 - horizon)}" fill="${c.lin([
    [0, shade(base, -0.18)],
    [1, shade(base, 0.06)],
  ])}"/>`;
  // Perspective of a camera at eye level `ye` (above the wall's foot): lines into the depth meet at
  // (vx, ye); rows across get farther apart towards the camera (y = ye + (horizon - ye) * Zw / Z).
  const vx = r.range(350, 850);
  const ye = horizon - r.range(170, 260);
  const depth = 900 - horizon;
  if (kind === 'tiles' || kind === 'planks') {
    const line = kind === 'tiles' ? shade(base, -0.22) : shade(base, -0.38);
    const across = kind === 'tiles' ? r.range(70, 95) : r.range(38, 50);
    const k = (900 - ye) / (horizon - ye);
    let d = '';
    for (let j = -Math.ceil(vx / across) - 40; j * across + vx < 1200 + 40 * across; j++) {
      const xw = vx + j * across;
      const xb = vx + (xw - vx) * k;
      if (Math.max(xw, xb) < -10 || Math.min(xw, xb) > 1210) continue;
      d += `M${f(xw)} ${f(horizon)}L${f(xb)} 900`;
    }
    floor += `<path d="${d}" stroke="${line}" stroke-width="${kind === 'tiles' ? 2.2 : 1.6}" stroke-opacity="0.75"/>`;
    const zw = 1100 / across;
    let rows = '';
    const step = kind === 'tiles' ? 1 : 4.3;
    for (let z = zw - step, i = 0; z > 0.5; z -= step, i++) {
      const y = ye + ((horizon - ye) * zw) / z;
      if (y > 905) break;
      if (kind === 'tiles') rows += `M0 ${f(y)}H1200`;
      else {
        // plank ends, staggered
        for (let x = (i % 3) * 90 - 200; x < 1400; x += 270)
          rows += `M${f(vx + (x - vx) * ((y - ye) / (horizon - ye)))} ${f(y)}h${f(across * ((y - ye) / (horizon - ye)))}`;
      }
    }
    floor += `<path d="${rows}" stroke="${line}" stroke-width="2" stroke-opacity="0.75"/>`;
  }
  // sheen of the light on the floor and darkness at the wall's foot
  floor += `<ellipse cx="${light.side < 0 ? 360 : 840}" cy="${f(horizon + depth * 0.55)}" rx="520" ry="${f(depth * 0.6)}" fill="${c.rad(
    [
      [0, '#ffffff', kind === 'concrete' ? 0.12 : 0.28],
      [1, '#ffffff', 0],
    ],
  )}"/>`;
  floor += `<rect y="${f(horizon)}" width="1200" height="40" fill="${c.lin([
    [0, '#000', 0.22],
    [1, '#000', 0],
  ])}"/>`;
  return { horizon, bg, floor };
}

/** Outdoors: sky for the time of day, far trees and roofs (blurred with the background), ground. */
export function outdoors(
  c: Canvas,
  r: Rng,
  light: Light,
  opts: { horizon?: number; ground?: 'street' | 'grass' | 'dirt'; city?: boolean },
): Room {
  const horizon = opts.horizon ?? r.range(470, 560);
  let bg = `<rect width="1200" height="${horizon + 10}" fill="${c.lin([
    [0, light.sky[0]],
    [1, light.sky[1]],
  ])}"/>`;
  const sunX = light.side < 0 ? r.range(60, 300) : r.range(900, 1140);
  bg += `<circle cx="${f(sunX)}" cy="${f(horizon * 0.35)}" r="420" fill="${c.rad([
    [0, light.tint, 0.8],
    [0.2, light.tint, 0.35],
    [1, light.tint, 0],
  ])}"/>`;
  for (let i = 0; i < 4; i++) {
    const cx = r.range(0, 1200);
    const cy = r.range(60, horizon * 0.45);
    bg += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r.range(120, 260))}" ry="${f(r.range(25, 50))}" fill="#ffffff" fill-opacity="${f(r.range(0.25, 0.55) * 100) / 100}"/>`;
  }
  if (opts.city ?? r.chance(0.6)) {
    let x = -20;
    while (x < 1220) {
      const w = r.range(90, 220);
      const h = r.range(60, 220);
      const col = r.pick(['#c9c2b5', '#b9b3a8', '#d6cfc0', '#a8a49b', '#cdb8a0', '#b7c0c4']);
      bg += `<rect x="${f(x)}" y="${f(horizon - h)}" width="${f(w)}" height="${f(h + 10)}" fill="${c.lin([
        [0, shade(col, 0.1)],
        [1, shade(col, -0.15)],
      ])}"/>`;
      for (let wy = horizon - h + 20; wy < horizon - 30; wy += 38)
        for (let wx = x + 14; wx < x + w - 24; wx += 34)
          bg += `<rect x="${f(wx)}" y="${f(wy)}" width="18" height="22" fill="${shade(col, -0.35)}" fill-opacity="0.6"/>`;
      x += w + r.range(-10, 30);
    }
  }
  // tree line
  for (let x = -40; x < 1240; x += r.range(50, 120)) {
    const s = r.range(50, 110);
    const g = r.pick(['#4f7a3f', '#5d8a46', '#3f6b3a', '#6b8f4e']);
    bg += `<circle cx="${f(x)}" cy="${f(horizon - s * 0.55)}" r="${f(s)}" fill="${c.rad(
      [
        [0, shade(g, 0.25)],
        [1, shade(g, -0.25)],
      ],
      light.side < 0 ? 0.35 : 0.65,
      0.3,
      0.7,
    )}"/>`;
  }
  const ground = opts.ground ?? 'street';
  let floor: string;
  const depth = 900 - horizon;
  if (ground === 'grass') {
    const g = r.pick(['#6a9a45', '#5f8f3e', '#74a14d', '#7aa35a']);
    floor = `<rect y="${f(horizon)}" width="1200" height="${f(depth)}" fill="${c.lin([
      [0, shade(g, -0.1)],
      [1, shade(g, 0.05)],
    ])}"/>`;
    // blades: short strokes, denser and longer near the camera
    let blades = '';
    for (let i = 0; i < 420; i++) {
      const y = horizon + depth * Math.pow(r(), 0.7);
      const x = r.range(0, 1200);
      const len = 4 + ((y - horizon) / depth) * 22;
      blades += `M${f(x)} ${f(y)}l${f(r.range(-4, 4))} ${f(-len)}`;
    }
    floor += `<path d="${blades}" stroke="${shade(g, -0.3)}" stroke-width="2" stroke-opacity="0.5" fill="none"/>`;
    let light2 = '';
    for (let i = 0; i < 260; i++) {
      const y = horizon + depth * Math.pow(r(), 0.7);
      const x = r.range(0, 1200);
      const len = 3 + ((y - horizon) / depth) * 18;
      light2 += `M${f(x)} ${f(y)}l${f(r.range(-3, 3))} ${f(-len)}`;
    }
    floor += `<path d="${light2}" stroke="${shade(g, 0.35)}" stroke-width="1.6" stroke-opacity="0.5" fill="none"/>`;
  } else if (ground === 'dirt') {
    const g = r.pick(['#a68a6d', '#9b7f62', '#b39a7c']);
    floor = `<rect y="${f(horizon)}" width="1200" height="${f(depth)}" fill="${c.lin([
      [0, shade(g, -0.1)],
      [1, shade(g, 0.08)],
    ])}"/>`;
    let pebbles = '';
    for (let i = 0; i < 260; i++) {
      const y = horizon + depth * Math.pow(r(), 0.8);
      const sz = 1 + ((y - horizon) / depth) * 4;
      pebbles += `M${f(r.range(0, 1200))} ${f(y)}h${f(sz)}`;
    }
    floor += `<path d="${pebbles}" stroke="${shade(g, -0.35)}" stroke-width="3" stroke-linecap="round" stroke-opacity="0.6"/>`;
    floor += `<path d="${pebbles}" stroke="${shade(g, 0.3)}" stroke-width="2" stroke-linecap="round" stroke-opacity="0.5" transform="translate(3 -2)"/>`;
  } else {
    // sidewalk then asphalt
    const walk = horizon + depth * 0.18;
    floor = `<rect y="${f(horizon)}" width="1200" height="${f(walk - horizon)}" fill="${c.lin([
      [0, '#b5aea3'],
      [1, '#c9c1b4'],
    ])}"/>`;
    floor += `<rect y="${f(walk)}" width="1200" height="8" fill="#8e877c"/>`;
    floor += `<rect y="${f(walk + 8)}" width="1200" height="${f(900 - walk)}" fill="${c.lin([
      [0, '#5d5d5f'],
      [1, '#444446'],
    ])}"/>`;
    let specks = '';
    for (let i = 0; i < 300; i++) specks += `M${f(r.range(0, 1200))} ${f(r.range(walk + 10, 900))}h2`;
    floor += `<path d="${specks}" stroke="#777" stroke-width="2" stroke-opacity="0.5"/>`;
    for (let x = -50; x < 1250; x += 110)
      floor += `<line x1="${x}" y1="${f(horizon)}" x2="${x - 20}" y2="${f(walk)}" stroke="#9e978c" stroke-width="2"/>`;
  }
  floor += `<rect y="${f(horizon)}" width="1200" height="${f(depth)}" fill="${c.lin([
    [0, light.tint, 0.15],
    [1, '#000', 0.12],
  ])}"/>`;
  return { horizon, bg, floor };
}

/** A table top seen from slightly above, in front of a blurred wall with lamp bokeh. */
export function tableTop(
  c: Canvas,
  r: Rng,
  light: Light,
  opts: { top?: string; edge?: number; wall?: string } = {},
): Room {
  const edge = opts.edge ?? r.range(430, 520);
  const wall = opts.wall ?? r.pick(WALLS);
  let bg = `<rect width="1200" height="${edge + 4}" fill="${c.lin(
    [
      [0, shade(mix(wall, light.tint, 0.4), 0.05)],
      [1, shade(wall, -0.3)],
    ],
    light.side < 0 ? 0 : 1,
    0,
    light.side < 0 ? 1 : 0,
    0.6,
  )}"/>`;
  // out-of-focus background: a shelf, a plant, lamp light spots
  const shelfY = r.range(130, 240);
  bg += `<rect x="${f(r.range(-100, 500))}" y="${f(shelfY)}" width="${f(r.range(400, 700))}" height="22" fill="${shade(r.pick(WOODS), -0.1)}"/>`;
  for (let i = 0; i < 6; i++) {
    const x = r.range(0, 1200);
    const y = r.range(60, edge - 60);
    bg += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r.range(18, 46))}" fill="${c.rad([
      [0, light.tint, 0.55],
      [0.8, light.tint, 0.35],
      [1, light.tint, 0],
    ])}"/>`;
  }
  if (r.chance(0.6)) {
    const px = light.side < 0 ? r.range(900, 1100) : r.range(80, 300);
    bg += `<rect x="${f(px - 40)}" y="${f(edge - 120)}" width="80" height="120" fill="${shade(r.pick(['#c06a46', '#e8e2d6', '#5a6a73']), -0.1)}"/>`;
    for (let i = 0; i < 9; i++)
      bg += `<ellipse cx="${f(px + r.range(-90, 90))}" cy="${f(edge - 150 - r.range(0, 160))}" rx="${f(r.range(26, 50))}" ry="${f(r.range(60, 100))}" fill="${r.pick(['#4f7a3f', '#5d8a46', '#3f6b3a'])}" transform="rotate(${f(r.range(-40, 40))} ${f(px)} ${f(edge - 130)})"/>`;
  }
  const top = opts.top ?? r.pick([...WOODS, '#e9e6df', '#d7d2c9', '#55595e']);
  let floor = `<rect y="${f(edge)}" width="1200" height="${f(900 - edge)}" fill="${c.lin([
    [0, shade(top, -0.12)],
    [1, shade(top, 0.1)],
  ])}"/>`;
  if (WOODS.includes(top)) {
    let grain = '';
    for (let i = 0; i < 40; i++) {
      const y = edge + r.range(0, 900 - edge);
      grain += `M0 ${f(y)}C300 ${f(y + r.range(-8, 8))} 800 ${f(y + r.range(-8, 8))} 1200 ${f(y + r.range(-6, 6))}`;
    }
    floor += `<path d="${grain}" stroke="${shade(top, -0.25)}" stroke-width="1.4" stroke-opacity="0.35" fill="none"/>`;
  }
  floor += `<ellipse cx="${light.side < 0 ? 380 : 820}" cy="${f(edge + 120)}" rx="600" ry="200" fill="${c.rad([
    [0, '#ffffff', 0.22],
    [1, '#ffffff', 0],
  ])}"/>`;
  floor += `<rect y="${f(edge)}" width="1200" height="3" fill="${shade(top, 0.25)}"/>`;
  return { horizon: edge, bg, floor };
}

// ---------------------------------------------------------------- solids

/** Horizontal shading of a cylinder lit from `side`: dark rim, highlight, body, shadowed rim. */
export function cylinder(c: Canvas, color: string, side: -1 | 1, gloss = 0.35): string {
  const stops: Stop[] = [
    [0, shade(color, -0.4)],
    [0.22, shade(color, gloss)],
    [0.34, shade(color, 0.08)],
    [0.78, shade(color, -0.18)],
    [1, shade(color, -0.45)],
  ];
  return side < 0 ? c.lin(stops, 0, 0, 1, 0) : c.lin(stops, 1, 0, 0, 0);
}

/**
 * A box standing on (x..x+w, y): front face, the top seen from above and the side facing the
 * camera's offset (`turn` -1 shows the left side, 1 the right), shaded by the light's side.
 */
export function box(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  color: string,
  light: Light,
  turn: -1 | 1 = 1,
): string {
  const dx = d * 0.55 * turn;
  const dy = d * 0.38;
  const top = `M${f(x)} ${f(y - h)}L${f(x + w)} ${f(y - h)}L${f(x + w + dx)} ${f(y - h - dy)}L${f(x + dx)} ${f(y - h - dy)}Z`;
  const sx = turn > 0 ? x + w : x;
  const side = `M${f(sx)} ${f(y)}L${f(sx)} ${f(y - h)}L${f(sx + dx)} ${f(y - h - dy)}L${f(sx + dx)} ${f(y - dy)}Z`;
  const lit = light.side === turn;
  return (
    c.shadow(x + w / 2 + dx / 2 + light.side * -w * 0.12, y - dy / 3, w * 0.7 + d * 0.3, h * 0.12 + 14, 0.5) +
    `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${c.lin([
      [0, shade(color, 0.05)],
      [1, shade(color, -0.12)],
    ])}"/>` +
    `<path d="${side}" fill="${shade(color, lit ? 0.1 : -0.28)}"/>` +
    `<path d="${top}" fill="${shade(color, 0.22)}"/>`
  );
}

/** A rounded stroke (handles, pipes, cables). */
export const rod = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round" fill="none"${extra}/>`;
