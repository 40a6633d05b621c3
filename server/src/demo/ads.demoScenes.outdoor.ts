/**
 * Scenes outdoors (ads.demoScenes.ts): a wall going up, an awning on a house front, a dog on the
 * lawn, a garden, a removal truck, a car and a bicycle. Each draws its street or garden with the
 * kit and places its subject by the ad's seed; the returned focus is where a close-up looks.
 *
 * Over the ~350-line guide: drawing is coordinates, like the seed's data (see ads.demoScenes.home.ts).
 */
import type { Scene } from './ads.demoScenes';
import {
  BRIGHTS,
  box,
  cylinder,
  mix,
  n1 as f,
  outdoors,
  rod,
  shade,
  type Canvas,
  type Light,
  type Rng,
} from './ads.demoScenes.kit';

// ---------------------------------------------------------------- bricklayer

function brickWall(c: Canvas, r: Rng, x0: number, x1: number, yb: number, rows: number, light: Light): string {
  const bh = 38;
  const bw = 96;
  const mortar = r.pick(['#b9b2a6', '#a9a397', '#c4bcae']);
  const brick = r.pick(['#b5563a', '#a84b32', '#c0643f', '#9e5238']);
  let s = c.shadow((x0 + x1) / 2, yb, (x1 - x0) * 0.55, 24, 0.5);
  s += `<rect x="${f(x0)}" y="${f(yb - rows * bh)}" width="${f(x1 - x0)}" height="${f(rows * bh)}" fill="${mortar}"/>`;
  let bricks = '';
  for (let row = 0; row < rows; row++) {
    const y = yb - (row + 1) * bh;
    // the top rows stop short: the wall is still going up
    const end = row < rows - 3 ? x1 : x1 - (row - rows + 4) * bw * r.range(1, 1.6);
    for (let x = x0 + (row % 2 ? -bw / 2 : 0); x < end; x += bw) {
      const bx = Math.max(x0, x) + 3;
      const w = Math.min(x + bw, end, x1) - bx - 3;
      if (w < 10) continue;
      const col = shade(brick, r.range(-0.12, 0.1));
      bricks += `<rect x="${f(bx)}" y="${f(y + 3)}" width="${f(w)}" height="${bh - 6}" rx="2" fill="${col}"/>`;
    }
    if (row >= rows - 3) {
      // mortar above the unfinished part is not there: cover it with sky later by the caller
    }
  }
  s += bricks;
  s += `<rect x="${f(x0)}" y="${f(yb - rows * bh)}" width="${f(x1 - x0)}" height="${f(rows * bh)}" fill="${c.lin(
    [
      [0, '#ffffff', 0.12],
      [1, '#000', 0.18],
    ],
    light.side < 0 ? 0 : 1,
    0,
    light.side < 0 ? 1 : 0,
    0,
  )}"/>`;
  return s;
}

function cementBag(c: Canvas, x: number, yb: number, w: number, band: string, light: Light): string {
  const h = w * 0.55;
  let s = c.shadow(x - light.side * w * 0.12, yb, w * 0.65, h * 0.18, 0.55);
  s += `<path d="M${f(x - w / 2)} ${f(yb - 6)}Q${f(x - w / 2 - 10)} ${f(yb - h / 2)} ${f(x - w / 2 + 8)} ${f(yb - h)}Q${f(x)} ${f(yb - h - 18)} ${f(x + w / 2 - 8)} ${f(yb - h)}Q${f(x + w / 2 + 10)} ${f(yb - h / 2)} ${f(x + w / 2)} ${f(yb - 6)}Q${f(x)} ${f(yb + 8)} ${f(x - w / 2)} ${f(yb - 6)}Z" fill="${c.lin(
    [
      [0, shade('#d9cdb5', 0.15)],
      [1, shade('#c4b59a', -0.15)],
    ],
  )}"/>`;
  s += `<path d="M${f(x - w / 2 + 4)} ${f(yb - h * 0.62)}Q${f(x)} ${f(yb - h * 0.7)} ${f(x + w / 2 - 4)} ${f(yb - h * 0.62)}L${f(x + w / 2 - 2)} ${f(yb - h * 0.38)}Q${f(x)} ${f(yb - h * 0.44)} ${f(x - w / 2 + 2)} ${f(yb - h * 0.38)}Z" fill="${band}"/>`;
  s += `<path d="M${f(x - w * 0.3)} ${f(yb - h * 0.85)}Q${f(x)} ${f(yb - h * 0.8)} ${f(x + w * 0.25)} ${f(yb - h * 0.9)}" stroke="#000" stroke-opacity="0.12" stroke-width="4" fill="none"/>`;
  return s;
}

/** A pointed trowel lying on the mortar: a flat steel blade seen from above, its bent neck and handle. */
function trowel(c: Canvas, x: number, y: number, angle: number): string {
  const blade = c.lin([
    [0, '#eef1f3'],
    [0.5, '#a7aeb5'],
    [1, '#70777e'],
  ]);
  return (
    `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})">${c.shadow(x + 40, y + 10, 90, 14, 0.4)}` +
    `<path d="M${f(x)} ${f(y)}Q${f(x + 50)} ${f(y - 26)} ${f(x + 120)} ${f(y + 2)}Q${f(x + 50)} ${f(y + 18)} ${f(x)} ${f(y)}Z" fill="${blade}"/>` +
    rod(`M${f(x + 8)} ${f(y)}Q${f(x - 10)} ${f(y - 4)} ${f(x - 18)} ${f(y - 24)}`, '#555', 5) +
    rod(`M${f(x - 18)} ${f(y - 24)}L${f(x - 90)} ${f(y - 30)}`, '#7a4a28', 16) +
    '</g>'
  );
}

const pedreiro: Scene = ({ c, r, rs, light }) => {
  const out = outdoors(c, r, light, { ground: 'dirt', horizon: r.range(520, 580) });
  const yb = out.horizon + r.range(110, 150);
  const x0 = r.range(-80, 120);
  const x1 = r.range(760, 1000);
  let fg = out.floor + brickWall(c, r, x0, x1, yb, r.int(9, 12), light);
  // a post of rebar sticking out where the column will be
  fg += rod(
    `M${f(x1 - 20)} ${f(yb - 500)}L${f(x1 - 20)} ${f(yb)}M${f(x1 + 10)} ${f(yb - 520)}L${f(x1 + 10)} ${f(yb)}`,
    '#6d4c3d',
    7,
  );
  const bx = x1 + r.range(60, 110);
  fg += cementBag(
    c,
    Math.min(1020, bx + 40),
    yb + 150,
    r.range(260, 300),
    r.pick(['#2e6fb5', '#c0392b', '#e8b923', '#2e8b57']),
    light,
  );
  // mortar board with mortar and the trowel stuck in it
  const mx = r.range(280, 520) + rs.range(-20, 20);
  const my = yb + r.range(150, 190);
  fg += box(c, mx - 150, my, 300, 24, 120, '#8b6b4a', light, 1);
  fg += `<ellipse cx="${f(mx + 10)}" cy="${f(my - 44)}" rx="120" ry="34" fill="${c.rad(
    [
      [0, '#b8b3a9'],
      [1, '#8e897f'],
    ],
    0.4,
    0.3,
    0.7,
  )}"/>`;
  fg += trowel(c, mx + 30, my - 60, r.range(-35, -15));
  // loose bricks
  for (let i = 0; i < 3; i++)
    fg += box(c, x0 + 120 + i * 70 + rs.range(-10, 10), yb + 90 - i * 4, 96, 34, 50, '#b0553a', light, 1);
  return {
    bg: out.bg,
    fg,
    focus: [mx + 80, my - 140],
    alt: [
      'Muro de tijolos em construção com saco de cimento e colher de pedreiro',
      'Colher de pedreiro na argamassa, ao lado do muro',
      'Obra de alvenaria: tijolos assentados e material ao lado',
    ],
  };
};

// ---------------------------------------------------------------- awnings

const toldos: Scene = ({ c, r, rs, light }) => {
  const out = outdoors(c, r, light, { ground: 'street', horizon: r.range(700, 740), city: false });
  const wall = r.pick(['#f0e6d2', '#e9d8c4', '#dfe6e9', '#f3e3c3', '#e6d3d3', '#d8e2d1']);
  const stripe = r.pick(['#c0392b', '#1f6f8b', '#2e8b57', '#e67e22', '#34495e', '#b5651d']);
  const stripe2 = r.pick(['#f4f1ea', '#f7e8c8']);
  const top = r.range(20, 80);
  const bg = out.bg;
  let fg = out.floor;
  // the house front fills the frame; a door and a shop window under the awning
  fg += `<rect x="-20" y="${f(top)}" width="1240" height="${f(out.horizon - top + 10)}" fill="${c.lin(
    [
      [0, shade(mix(wall, light.tint, 0.3), 0.08)],
      [1, shade(wall, -0.15)],
    ],
    light.side < 0 ? 0 : 1,
    0,
    light.side < 0 ? 1 : 0,
    0.4,
  )}"/>`;
  fg += `<rect x="-20" y="${f(top - 30)}" width="1240" height="34" fill="${shade(wall, -0.25)}"/>`;
  const ax = r.range(140, 260);
  const aw = 1200 - 2 * ax + r.range(-80, 80);
  const ay = r.range(230, 300);
  const drop = r.range(150, 190);
  const out2 = r.range(40, 70);
  fg += `<rect x="${f(ax + 40)}" y="${f(ay + drop)}" width="${f(aw * 0.45)}" height="${f(out.horizon - ay - drop)}" fill="${c.lin(
    [
      [0, '#3a4a55'],
      [1, '#1f2a31'],
    ],
  )}"/>`;
  fg += `<rect x="${f(ax + 56)}" y="${f(ay + drop + 20)}" width="${f(aw * 0.45 - 32)}" height="${f(out.horizon - ay - drop - 40)}" fill="${c.lin(
    [
      [0, '#a9c4d3'],
      [0.5, '#6f8fa3'],
      [1, '#4a6577'],
    ],
    0,
    0,
    1,
    1,
  )}" fill-opacity="0.85"/>`;
  const dx = ax + aw * 0.6;
  fg += `<rect x="${f(dx)}" y="${f(ay + drop + 10)}" width="${f(aw * 0.3)}" height="${f(out.horizon - ay - drop - 10)}" fill="${c.lin(
    [
      [0, shade(r.pick(['#7a4a28', '#3b4a5a', '#2f4f3f']), 0.1)],
      [1, shade('#3b2a1a', -0.1)],
    ],
  )}"/>`;
  fg += `<circle cx="${f(dx + aw * 0.26)}" cy="${f((ay + drop + out.horizon) / 2)}" r="7" fill="#d4b25a"/>`;
  // shadow the awning casts on the wall
  fg += `<rect x="${f(ax - 20)}" y="${f(ay)}" width="${f(aw + 40)}" height="${f(drop + 70)}" fill="${c.lin([
    [0, '#000', 0.35],
    [1, '#000', 0],
  ])}"/>`;
  // the awning: slope in perspective with stripes, then the scalloped valance
  const n = Math.round(aw / 70);
  const sw = aw / n;
  let slope = '';
  let valance = '';
  for (let i = 0; i < n; i++) {
    const col = i % 2 ? stripe2 : stripe;
    const xa = ax + i * sw;
    slope += `<path d="M${f(xa)} ${f(ay)}L${f(xa + sw)} ${f(ay)}L${f(xa + sw + (xa + sw - 600) * 0.08)} ${f(ay + drop)}L${f(xa + (xa - 600) * 0.08)} ${f(ay + drop)}Z" fill="${col}"/>`;
    const vx = xa + (xa - 600) * 0.08;
    const vw = sw * 1.08;
    valance += `<path d="M${f(vx)} ${f(ay + drop)}h${f(vw)}v${f(out2)}q${f(-vw / 4)} 22 ${f(-vw / 2)} 0q${f(-vw / 4)} 22 ${f(-vw / 2)} 0z" fill="${shade(col, -0.06)}"/>`;
  }
  fg +=
    slope +
    `<rect x="${f(ax - 40)}" y="${f(ay)}" width="${f(aw + 80)}" height="${f(drop)}" fill="${c.lin([
      [0, '#000', 0.2],
      [0.6, '#fff', 0.08],
      [1, '#000', 0.1],
    ])}"/>`;
  fg += valance + rod(`M${f(ax - 40)} ${f(ay + drop)}H${f(ax + aw + 40)}`, '#3b3f44', 6);
  for (const k of [0, 1])
    fg += rod(
      `M${f(ax + k * aw)} ${f(ay + 10)}L${f(ax + k * aw + (k ? 1 : -1) * 40)} ${f(ay + drop - 6)}`,
      '#4a4f55',
      7,
    );
  // potted plants by the door
  for (const px of [dx - 60, dx + aw * 0.3 + 60]) {
    const pot = r.pick(['#c06a46', '#6b6b6b', '#e0d8c8']);
    fg += c.shadow(px, out.horizon + 20, 70, 14, 0.5);
    fg += `<path d="M${f(px - 50)} ${f(out.horizon - 80)}h100l-12 ${f(100)}h-76z" fill="${cylinder(c, pot, light.side, 0.2)}"/>`;
    for (let i = 0; i < 8; i++)
      fg += `<circle cx="${f(px + rs.range(-55, 55))}" cy="${f(out.horizon - 110 - rs.range(0, 70))}" r="${f(rs.range(26, 40))}" fill="${c.rad(
        [
          [0, '#6b9a4e'],
          [1, '#3d6b35'],
        ],
      )}"/>`;
  }
  return {
    bg,
    fg,
    focus: [ax + aw / 2, ay + drop / 2],
    alt: [
      'Fachada de casa com toldo listrado sobre a porta e a vitrine',
      'Toldo listrado com bambinela recortada em detalhe',
      'Toldo de lona instalado na frente de uma loja',
    ],
  };
};

// ---------------------------------------------------------------- pets

/** A standing dog seen from the side (a "caramelo" or another coat), in units of its length. */
function dog(c: Canvas, r: Rng, x: number, yb: number, sz: number, coat: string, light: Light, facing: -1 | 1): string {
  const k = facing;
  const tilt = r.range(-0.03, 0.03);
  const P = (u: number, v: number, head = false) =>
    head
      ? `${f(x + k * (u - 0.02) * sz)} ${f(yb - (v - 0.05 + tilt * (u - 0.3) * 4) * sz)}`
      : `${f(x + k * u * sz)} ${f(yb - v * sz)}`;
  /** A path in dog units ("u v" pairs, v up from the ground); `head` pairs turn with the head. */
  const D = (spec: string, head = false) =>
    spec.replace(/(-?\d*\.?\d+) (-?\d*\.?\d+)/g, (_, u: string, v: string) => P(Number(u), Number(v), head));
  const fur = c.rad(
    [
      [0, shade(coat, 0.25)],
      [0.55, coat],
      [1, shade(coat, -0.35)],
    ],
    light.side * k > 0 ? 0.7 : 0.3,
    0.25,
    0.85,
  );
  const far = shade(coat, -0.3);
  let s = c.shadow(x - k * 0.02 * sz, yb, sz * 0.5, sz * 0.05, 0.6);
  // far legs, in shade
  s += `<path d="${D('M0.13 0.4C0.13 0.2 0.15 0.06 0.15 0.01L0.23 0.01C0.21 0.06 0.21 0.2 0.23 0.38Z')}" fill="${far}"/>`;
  s += `<path d="${D('M-0.3 0.4C-0.27 0.28 -0.33 0.2 -0.31 0.1L-0.3 0.01L-0.23 0.01L-0.25 0.1C-0.25 0.18 -0.19 0.26 -0.2 0.36Z')}" fill="${far}"/>`;
  const up = r.range(0.7, 0.85);
  s += `<path d="${D(`M-0.33 0.56C-0.42 0.6 -0.47 ${up - 0.05} -0.43 ${up}C-0.45 ${up - 0.08} -0.41 0.6 -0.33 0.5Z`)}" fill="${shade(coat, -0.08)}"/>`;
  // body: chest, back, rump, the belly tucked up
  s += `<path d="${D(
    'M0.3 0.52C0.26 0.63 0.12 0.64 -0.02 0.61C-0.16 0.6 -0.3 0.63 -0.36 0.55C-0.42 0.46 -0.38 0.34 -0.3 0.31' +
      'C-0.2 0.35 -0.05 0.33 0.08 0.3C0.2 0.28 0.3 0.32 0.33 0.4C0.35 0.45 0.33 0.5 0.3 0.52Z',
  )}" fill="${fur}"/>`;
  s += `<path d="${D('M-0.3 0.33C-0.2 0.37 -0.05 0.35 0.08 0.32C0.2 0.3 0.3 0.34 0.32 0.4L0.05 0.41L-0.3 0.41Z')}" fill="#000" fill-opacity="0.16"/>`;
  // near legs
  s += `<path d="${D('M0.18 0.42C0.18 0.24 0.2 0.1 0.2 0.03L0.2 0.005L0.29 0.005L0.27 0.04C0.26 0.12 0.28 0.26 0.3 0.4Z')}" fill="${fur}"/>`;
  s += `<path d="${D('M-0.37 0.44C-0.34 0.3 -0.38 0.2 -0.36 0.1L-0.35 0.005L-0.27 0.005L-0.3 0.1C-0.3 0.18 -0.22 0.26 -0.22 0.4Z')}" fill="${fur}"/>`;
  // neck, skull, muzzle, nose, eye, folded ear
  s += `<path d="${D('M0.15 0.58C0.19 0.68 0.27 0.74 0.34 0.76L0.43 0.69C0.41 0.6 0.38 0.5 0.33 0.44Z')}" fill="${fur}"/>`;
  s += `<ellipse cx="${f(x + k * 0.4 * sz)}" cy="${f(yb - (0.77 + tilt * 0.4) * sz)}" rx="${f(sz * 0.095)}" ry="${f(sz * 0.085)}" fill="${fur}"/>`;
  s += `<path d="${D('M0.44 0.87C0.5 0.86 0.57 0.83 0.6 0.8C0.615 0.77 0.59 0.75 0.56 0.745C0.52 0.735 0.47 0.74 0.43 0.76Z', true)}" fill="${shade(coat, 0.08)}"/>`;
  s += `<path d="${D('M0.57 0.755Q0.53 0.75 0.5 0.758', true)}" stroke="${shade(coat, -0.5)}" stroke-width="${f(sz * 0.006)}" fill="none"/>`;
  s += `<path d="${D('M0.58 0.79C0.58 0.805 0.615 0.805 0.615 0.79C0.615 0.775 0.58 0.775 0.58 0.79Z', true)}" fill="#1b1512"/>`;
  s += `<path d="${D('M0.455 0.848C0.455 0.86 0.475 0.86 0.475 0.848C0.475 0.836 0.455 0.836 0.455 0.848Z', true)}" fill="#1b1512"/>`;
  s += `<path d="${D('M0.39 0.9C0.34 0.91 0.31 0.84 0.34 0.76C0.36 0.74 0.39 0.79 0.41 0.86Z', true)}" fill="${shade(coat, -0.22)}"/>`;
  if (r.chance(0.5))
    s += `<path d="${D('M0.3 0.5Q0.36 0.44 0.33 0.34Q0.25 0.33 0.28 0.42Z')}" fill="${shade(coat, 0.3)}" fill-opacity="0.5"/>`;
  s += `<path d="${D('M0.25 0.67Q0.31 0.64 0.38 0.61L0.4 0.65Q0.32 0.68 0.27 0.71Z')}" fill="${r.pick(['#c0392b', '#1f4e8c', '#27ae60', '#e67e22'])}"/>`;
  return s;
}

function bowl(c: Canvas, x: number, yb: number, w: number, color: string, light: Light): string {
  return (
    c.shadow(x, yb, w * 0.7, w * 0.12, 0.5) +
    `<path d="M${f(x - w / 2)} ${f(yb - w * 0.28)}L${f(x - w * 0.38)} ${f(yb)}L${f(x + w * 0.38)} ${f(yb)}L${f(x + w / 2)} ${f(yb - w * 0.28)}Z" fill="${cylinder(c, color, light.side, 0.5)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(yb - w * 0.28)}" rx="${f(w / 2)}" ry="${f(w * 0.11)}" fill="${shade(color, -0.3)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(yb - w * 0.28)}" rx="${f(w * 0.42)}" ry="${f(w * 0.08)}" fill="${c.rad([
      [0, '#9a6a3c'],
      [1, '#6b4525'],
    ])}"/>`
  );
}

const pet: Scene = ({ c, r, rs, light }) => {
  const out = outdoors(c, r, light, { ground: 'grass', horizon: r.range(430, 500), city: r.chance(0.3) });
  let bg = out.bg;
  // a garden wall behind the lawn
  bg += `<rect y="${f(out.horizon - r.range(120, 180))}" width="1200" height="200" fill="${r.pick(['#e6dccb', '#d8d2c6', '#c9b8a0'])}"/>`;
  const coat = r.pick(['#c68a4a', '#d9a066', '#c68a4a', '#3a2e28', '#e9dcc8', '#8a5a3b', '#b9905f']);
  const facing = r.chance(0.5) ? 1 : -1;
  const x = 600 + r.range(-120, 120);
  const yb = r.range(760, 820);
  let fg = out.floor;
  fg += dog(c, r, x, yb, r.range(560, 620), coat, light, facing);
  fg += bowl(
    c,
    x + facing * r.range(300, 360),
    yb + 40,
    170,
    r.pick(['#c0392b', '#2e86c1', '#bfc5ca', '#27ae60']),
    light,
  );
  if (r.chance(0.7)) {
    const bx = x - facing * r.range(320, 380);
    const ball = r.pick(['#f1c40f', '#e74c3c', '#7ed957']);
    fg +=
      c.shadow(bx, yb + 40, 60, 10, 0.5) +
      `<circle cx="${f(bx)}" cy="${f(yb + 5)}" r="40" fill="${c.rad(
        [
          [0, shade(ball, 0.4)],
          [1, shade(ball, -0.3)],
        ],
        0.35,
        0.3,
        0.75,
      )}"/>`;
  }
  for (let i = 0; i < 40; i++) {
    const gx = rs.range(0, 1200);
    fg += rod(`M${f(gx)} ${f(yb + 60)}l${f(rs.range(-6, 6))} ${f(-rs.range(20, 40))}`, '#4f7a3f', 3);
  }
  return {
    bg,
    fg,
    focus: [x + facing * 60, yb - 260],
    alt: [
      'Cachorro no gramado ao lado do pote de ração',
      'Cachorro olhando para a câmera, em detalhe',
      'Cachorro brincando no quintal com bolinha e pote',
    ],
  };
};

// ---------------------------------------------------------------- garden

function bush(c: Canvas, r: Rng, x: number, yb: number, w: number, h: number, green: string, light: Light): string {
  let s = c.shadow(x, yb, w * 0.6, 20, 0.45);
  for (let i = 0; i < Math.round(w / 22); i++) {
    const bx = x + r.range(-w / 2, w / 2);
    const by = yb - r.range(h * 0.15, h * 0.85);
    const rad = r.range(w * 0.12, w * 0.22);
    s += `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(rad)}" fill="${c.rad(
      [
        [0, shade(green, 0.28)],
        [0.7, green],
        [1, shade(green, -0.35)],
      ],
      light.side < 0 ? 0.35 : 0.65,
      0.3,
      0.8,
    )}"/>`;
  }
  return s;
}

function flowers(r: Rng, x0: number, x1: number, y0: number, y1: number, colors: string[]): string {
  let s = '';
  for (let i = 0; i < 70; i++) {
    const x = r.range(x0, x1);
    const y = r.range(y0, y1);
    const sz = 5 + ((y - y0) / (y1 - y0 || 1)) * 8;
    s += rod(`M${f(x)} ${f(y)}l${f(r.range(-3, 3))} ${f(sz * 3)}`, '#3f6b3a', 2);
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(sz)}" fill="${r.pick(colors)}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(sz * 0.35)}" fill="#f4d03f"/>`;
  }
  return s;
}

function wateringCan(c: Canvas, x: number, yb: number, w: number, color: string, light: Light, facing: -1 | 1): string {
  const h = w * 0.7;
  const k = facing;
  let s = c.shadow(x, yb, w * 0.75, w * 0.1, 0.55);
  s += `<path d="M${f(x + k * w * 0.3)} ${f(yb - h * 0.5)}L${f(x + k * w * 0.95)} ${f(yb - h * 1.15)}" stroke="${shade(color, -0.15)}" stroke-width="${f(w * 0.09)}" stroke-linecap="round"/>`;
  s += `<ellipse cx="${f(x + k * w * 0.97)}" cy="${f(yb - h * 1.17)}" rx="${f(w * 0.09)}" ry="${f(w * 0.05)}" fill="${shade(color, -0.3)}" transform="rotate(${f(k * 40)} ${f(x + k * w * 0.97)} ${f(yb - h * 1.17)})"/>`;
  s += `<path d="M${f(x - w / 2)} ${f(yb - h)}L${f(x - w * 0.46)} ${f(yb)}L${f(x + w * 0.46)} ${f(yb)}L${f(x + w / 2)} ${f(yb - h)}Z" fill="${cylinder(c, color, light.side, 0.45)}"/>`;
  s += `<ellipse cx="${f(x)}" cy="${f(yb - h)}" rx="${f(w / 2)}" ry="${f(w * 0.1)}" fill="${shade(color, -0.2)}"/>`;
  s += rod(
    `M${f(x - k * w * 0.35)} ${f(yb - h)}Q${f(x)} ${f(yb - h * 1.6)} ${f(x + k * w * 0.3)} ${f(yb - h)}`,
    shade(color, -0.1),
    w * 0.06,
  );
  return s;
}

const jardinagem: Scene = ({ c, r, rs, light }) => {
  const out = outdoors(c, r, light, { ground: 'grass', horizon: r.range(480, 540), city: false });
  let bg = out.bg;
  // wooden fence behind the garden
  const fence = r.pick(['#a8794f', '#c9b79c', '#8c6239', '#e9e4da']);
  for (let x = -10; x < 1210; x += 52)
    bg += `<path d="M${x} ${f(out.horizon + 8)}V${f(out.horizon - 230)}l23 -18l23 18V${f(out.horizon + 8)}Z" fill="${shade(fence, r.range(-0.08, 0.08))}"/>`;
  const green = r.pick(['#4f7a3f', '#3f6b3a', '#5d8a46']);
  let fg = out.floor;
  fg +=
    bush(c, r, 300, out.horizon + 60, 620, 230, green, light) +
    bush(c, r, 900, out.horizon + 50, 640, 210, shade(green, 0.08), light);
  // flower bed with dark soil
  const bedTop = out.horizon + 70;
  fg += `<path d="M-20 ${f(bedTop)}Q600 ${f(bedTop - 10)} 1220 ${f(bedTop)}V${f(bedTop + 110)}Q600 ${f(bedTop + 130)} -20 ${f(bedTop + 110)}Z" fill="${c.lin(
    [
      [0, '#4a3526'],
      [1, '#6b4c36'],
    ],
  )}"/>`;
  const palette = r.pick([
    ['#e84393', '#fd79a8', '#ffffff'],
    ['#e17055', '#fdcb6e', '#d63031'],
    ['#a29bfe', '#6c5ce7', '#ffffff'],
    ['#ff7675', '#fab1a0', '#ffeaa7'],
  ]);
  fg += flowers(r, -20, 1220, bedTop - 10, bedTop + 90, palette);
  const facing = r.chance(0.5) ? 1 : -1;
  const wx = 600 + r.range(-220, 220) + rs.range(-30, 30);
  const wy = r.range(790, 840);
  fg += wateringCan(
    c,
    wx,
    wy,
    r.range(220, 260),
    r.pick(['#2e8b57', '#e67e22', '#c0392b', '#8e9aa3', '#2e86c1']),
    light,
    facing,
  );
  // pruning shears and gloves on the lawn
  const sx = wx - facing * r.range(260, 320);
  const grip = r.pick(['#c0392b', '#e67e22', '#2e86c1']);
  fg += `<g transform="rotate(${f(r.range(-30, 30))} ${f(sx)} ${f(wy)})">${c.shadow(sx, wy + 10, 110, 14, 0.45)}${rod(`M${f(sx - 100)} ${f(wy - 16)}L${f(sx)} ${f(wy)}`, grip, 18)}${rod(`M${f(sx - 100)} ${f(wy + 20)}L${f(sx)} ${f(wy + 2)}`, shade(grip, -0.15), 18)}<path d="M${f(sx)} ${f(wy - 6)}L${f(sx + 90)} ${f(wy - 26)}L${f(sx + 10)} ${f(wy + 8)}Z" fill="#c5cbd1"/><path d="M${f(sx)} ${f(wy + 6)}L${f(sx + 85)} ${f(wy + 10)}L${f(sx + 6)} ${f(wy - 6)}Z" fill="#9aa1a8"/></g>`;
  const glove = r.pick(['#7fb069', '#f4d35e', '#e07a5f']);
  fg +=
    c.shadow(wx + facing * 250, wy + 20, 80, 14, 0.4) +
    `<path d="M${f(wx + facing * 200)} ${f(wy + 20)}q-10 -50 20 -60l70 -10q30 0 30 25l0 35q-40 20 -120 10z" fill="${c.lin(
      [
        [0, shade(glove, 0.2)],
        [1, shade(glove, -0.2)],
      ],
    )}"/>`;
  return {
    bg,
    fg,
    focus: [wx, wy - 150],
    alt: [
      'Jardim com cerca-viva, canteiro de flores e regador no gramado',
      'Regador e tesoura de poda sobre a grama',
      'Canteiro florido e arbustos aparados no quintal',
    ],
  };
};

// ---------------------------------------------------------------- removals

function wheel(c: Canvas, x: number, y: number, rad: number, light: Light): string {
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="${c.rad([
      [0, '#3a3a3a'],
      [0.8, '#232323'],
      [1, '#111'],
    ])}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad * 0.6)}" fill="${c.rad(
      [
        [0, '#e9ecef'],
        [0.7, '#a9aeb3'],
        [1, '#70757a'],
      ],
      light.side < 0 ? 0.35 : 0.65,
      0.35,
      0.7,
    )}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad * 0.18)}" fill="#5d6166"/>`
  );
}

const fretes: Scene = ({ c, r, rs, light }) => {
  const out = outdoors(c, r, light, { ground: 'street', horizon: r.range(500, 540), city: true });
  const yb = r.range(780, 820);
  const body = r.pick(['#f4f4f2', '#e9e9e6', '#d5dde3']);
  const cab = r.pick(['#f4f4f2', '#c0392b', '#2e6fb5', '#ececec', '#1f3b57']);
  const x0 = r.range(120, 220);
  const bw = r.range(560, 620);
  const bh = r.range(360, 400);
  const facing = 1;
  let fg = out.floor + c.shadow(x0 + bw * 0.7, yb + 6, bw * 0.85, 36, 0.65);
  // box body, cab, windows, bumper, wheels
  fg += `<rect x="${f(x0)}" y="${f(yb - 70 - bh)}" width="${f(bw)}" height="${f(bh)}" rx="6" fill="${c.lin([
    [0, shade(body, 0.06)],
    [1, shade(body, -0.14)],
  ])}"/>`;
  for (let k = 1; k < 8; k++)
    fg += `<line x1="${f(x0 + (k * bw) / 8)}" y1="${f(yb - 70 - bh + 8)}" x2="${f(x0 + (k * bw) / 8)}" y2="${f(yb - 78)}" stroke="${shade(body, -0.12)}" stroke-width="3"/>`;
  fg += `<rect x="${f(x0 + 20)}" y="${f(yb - 70 - bh * 0.62)}" width="${f(bw - 40)}" height="${f(bh * 0.18)}" fill="${r.pick(BRIGHTS)}" fill-opacity="0.85"/>`;
  const cx = x0 + bw + 8;
  const cw = r.range(230, 260);
  fg += `<path d="M${f(cx)} ${f(yb - 60)}V${f(yb - 70 - bh * 0.78)}Q${f(cx)} ${f(yb - 70 - bh * 0.86)} ${f(cx + 20)} ${f(yb - 70 - bh * 0.86)}H${f(cx + cw * 0.55)}Q${f(cx + cw * 0.75)} ${f(yb - 70 - bh * 0.86)} ${f(cx + cw * 0.85)} ${f(yb - 70 - bh * 0.45)}L${f(cx + cw)} ${f(yb - 70 - bh * 0.36)}V${f(yb - 60)}Z" fill="${c.lin(
    [
      [0, shade(cab, 0.12)],
      [1, shade(cab, -0.2)],
    ],
  )}"/>`;
  fg += `<path d="M${f(cx + 22)} ${f(yb - 70 - bh * 0.8)}H${f(cx + cw * 0.55)}Q${f(cx + cw * 0.7)} ${f(yb - 70 - bh * 0.8)} ${f(cx + cw * 0.78)} ${f(yb - 70 - bh * 0.48)}H${f(cx + 22)}Z" fill="${c.lin(
    [
      [0, mix(out.horizon > 0 ? light.sky[1] : '#ccc', '#2b3a44', 0.5)],
      [1, '#1d2a33'],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  fg += `<rect x="${f(cx + cw * 0.88)}" y="${f(yb - 70 - bh * 0.3)}" width="22" height="30" rx="4" fill="#fff6d0"/>`;
  fg += `<rect x="${f(x0 - 6)}" y="${f(yb - 76)}" width="${f(bw + cw + 26)}" height="26" rx="5" fill="#2d3135"/>`;
  for (const wx of [x0 + bw * 0.2, x0 + bw * 0.78, cx + cw * 0.62]) fg += wheel(c, wx, yb - 50, 58, light);
  // boxes waiting on the sidewalk, stacked
  const sx = facing > 0 ? r.range(60, 140) : 1000;
  let y = yb + 90;
  for (let i = 0; i < r.int(2, 3); i++) {
    const w = r.range(170, 210) - i * 20;
    fg += box(c, sx + rs.range(-10, 10) + i * 12, y, w, w * 0.7, w * 0.6, '#c49a6c', light, 1);
    fg += `<rect x="${f(sx + i * 12 + w * 0.45)}" y="${f(y - w * 0.7)}" width="${f(w * 0.1)}" height="${f(w * 0.7)}" fill="#d8c29a" fill-opacity="0.7"/>`;
    y -= w * 0.7;
  }
  return {
    bg: out.bg,
    fg,
    focus: [x0 + bw * 0.55, yb - 220],
    alt: [
      'Caminhão baú estacionado na rua com caixas de mudança ao lado',
      'Caixas de papelão empilhadas junto ao caminhão',
      'Caminhão de mudança pronto para carregar',
    ],
  };
};

// ---------------------------------------------------------------- car

function car(c: Canvas, x: number, yb: number, w: number, paint: string, light: Light, sky: string): string {
  const h = w * 0.3;
  const X = (v: number) => f(x + v * w);
  const Y = (v: number) => f(yb - v * h);
  let s = c.shadow(x + w / 2, yb, w * 0.56, 26, 0.7);
  s += `<path d="M${X(0.02)} ${Y(0.22)}Q${X(0)} ${Y(0.55)} ${X(0.06)} ${Y(0.62)}L${X(0.26)} ${Y(0.7)}Q${X(0.36)} ${Y(1.08)} ${X(0.48)} ${Y(1.1)}L${X(0.7)} ${Y(1.08)}Q${X(0.8)} ${Y(1.05)} ${X(0.86)} ${Y(0.72)}L${X(0.97)} ${Y(0.64)}Q${X(1.01)} ${Y(0.5)} ${X(0.99)} ${Y(0.22)}Z" fill="${c.lin(
    [
      [0, shade(paint, 0.35)],
      [0.35, shade(paint, 0.05)],
      [0.55, shade(paint, -0.15)],
      [1, shade(paint, -0.35)],
    ],
  )}"/>`;
  // windows with the sky reflected
  s += `<path d="M${X(0.3)} ${Y(0.72)}Q${X(0.38)} ${Y(1.0)} ${X(0.48)} ${Y(1.01)}L${X(0.57)} ${Y(1.01)}L${X(0.57)} ${Y(0.72)}Z" fill="${c.lin(
    [
      [0, shade(sky, -0.1)],
      [1, '#2a3540'],
    ],
  )}"/>`;
  s += `<path d="M${X(0.6)} ${Y(0.72)}L${X(0.6)} ${Y(1.0)}L${X(0.69)} ${Y(0.99)}Q${X(0.77)} ${Y(0.96)} ${X(0.82)} ${Y(0.72)}Z" fill="${c.lin(
    [
      [0, shade(sky, -0.1)],
      [1, '#2a3540'],
    ],
  )}"/>`;
  s += `<path d="M${X(0.05)} ${Y(0.5)}H${X(0.97)}" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`;
  s += `<path d="M${X(0.585)} ${Y(0.7)}V${Y(0.28)}M${X(0.3)} ${Y(0.7)}V${Y(0.3)}" stroke="${shade(paint, -0.4)}" stroke-width="2.5"/>`;
  s += `<rect x="${X(0.5)}" y="${Y(0.6)}" width="${f(w * 0.04)}" height="7" rx="3" fill="${shade(paint, -0.3)}"/>`;
  s += `<path d="M${X(0.955)} ${Y(0.6)}q${f(w * 0.03)} 4 ${f(w * 0.035)} 20l${f(-w * 0.04)} 0z" fill="#fff4cf"/>`;
  s += `<rect x="${X(0.01)}" y="${Y(0.58)}" width="${f(w * 0.025)}" height="16" rx="3" fill="#b3261e"/>`;
  s += `<rect x="${X(0.0)}" y="${Y(0.28)}" width="${f(w)}" height="${f(h * 0.1)}" rx="6" fill="#2a2d31"/>`;
  for (const k of [0.2, 0.8]) {
    s += `<circle cx="${X(k)}" cy="${Y(0.18)}" r="${f(h * 0.42)}" fill="#161616"/>`;
    s += wheel(c, x + k * w, yb - h * 0.18 - 0, h * 0.36, light);
  }
  return s;
}

const veiculos: Scene = ({ c, r, rs, light }) => {
  const out = outdoors(c, r, light, { ground: 'street', horizon: r.range(480, 540), city: true });
  const paint = r.pick(['#c0392b', '#ecf0f1', '#2c3e50', '#7f8c8d', '#1f4e8c', '#bdc3c7', '#111315', '#8e2d2d']);
  const w = r.range(820, 900);
  const x = 600 - w / 2 + r.range(-40, 40) + rs.range(-10, 10);
  const yb = r.range(790, 830);
  const fg = out.floor + car(c, x, yb, w, paint, light, light.sky[1]);
  return {
    bg: out.bg,
    fg,
    focus: [x + w * 0.22, yb - w * 0.1],
    alt: [
      'Carro estacionado na rua, visto de lado',
      'Roda de liga leve e pneu do carro em detalhe',
      'Lateral do carro parado em frente aos prédios',
    ],
  };
};

// ---------------------------------------------------------------- bicycle

function bicycle(c: Canvas, x: number, yb: number, sz: number, frame: string, light: Light): string {
  const rad = sz * 0.32;
  const rw = x - sz * 0.52;
  const fw = x + sz * 0.52;
  const cy = yb - rad;
  const wheelBike = (wx: number) => {
    let spokes = '';
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      spokes += `M${f(wx)} ${f(cy)}L${f(wx + Math.cos(a) * rad * 0.86)} ${f(cy + Math.sin(a) * rad * 0.86)}`;
    }
    return (
      `<circle cx="${f(wx)}" cy="${f(cy)}" r="${f(rad * 0.95)}" fill="none" stroke="#1b1b1b" stroke-width="${f(rad * 0.12)}"/>` +
      `<circle cx="${f(wx)}" cy="${f(cy)}" r="${f(rad * 0.86)}" fill="none" stroke="#9aa0a6" stroke-width="${f(rad * 0.05)}"/>` +
      `<path d="${spokes}" stroke="#c9ced3" stroke-width="1.6"/>` +
      `<circle cx="${f(wx)}" cy="${f(cy)}" r="${f(rad * 0.08)}" fill="#6b7075"/>`
    );
  };
  const bb = [x - sz * 0.08, cy + sz * 0.02];
  const seat = [x - sz * 0.2, cy - sz * 0.42];
  const head = [x + sz * 0.34, cy - sz * 0.38];
  let s = c.shadow(x, yb, sz * 0.85, sz * 0.05, 0.6);
  s += wheelBike(rw) + wheelBike(fw);
  const tube = (a: number[], b: number[], wd: number) => rod(`M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`, frame, wd);
  s += tube([rw, cy], bb, sz * 0.028) + tube([rw, cy], seat, sz * 0.028);
  s += tube(bb, seat, sz * 0.045) + tube(bb, head, sz * 0.055) + tube(seat, head, sz * 0.045);
  s += tube(head, [fw, cy], sz * 0.035);
  s += rod(`M${f(bb[0])} ${f(bb[1])}L${f(rw)} ${f(cy)}`, '#3b3b3b', 4, ' stroke-dasharray="6 3"');
  s += `<circle cx="${f(bb[0])}" cy="${f(bb[1])}" r="${f(sz * 0.07)}" fill="none" stroke="#8d949b" stroke-width="6"/>`;
  s += rod(`M${f(bb[0])} ${f(bb[1])}l${f(sz * 0.06)} ${f(sz * 0.1)}h${f(sz * 0.05)}`, '#2d2d2d', 8);
  s += rod(`M${f(seat[0])} ${f(seat[1])}L${f(seat[0] - sz * 0.03)} ${f(seat[1] - sz * 0.1)}`, '#7a7f85', 8);
  s += `<path d="M${f(seat[0] - sz * 0.14)} ${f(seat[1] - sz * 0.12)}q${f(sz * 0.1)} ${f(-sz * 0.04)} ${f(sz * 0.22)} 0q-${f(sz * 0.05)} ${f(sz * 0.04)} -${f(sz * 0.22)} ${f(sz * 0.02)}z" fill="#1f1f1f"/>`;
  s += rod(
    `M${f(head[0])} ${f(head[1])}L${f(head[0] - sz * 0.02)} ${f(head[1] - sz * 0.1)}L${f(head[0] - sz * 0.12)} ${f(head[1] - sz * 0.12)}`,
    '#2a2a2a',
    9,
  );
  s += `<path d="M${f(bb[0] - 5)} ${f(bb[1])}L${f(seat[0])} ${f(seat[1])}" stroke="#fff" stroke-opacity="${f(0.35 * light.level)}" stroke-width="3"/>`;
  return s;
}

const bicicletas: Scene = ({ c, r, rs, light }) => {
  const park = r.chance(0.5);
  const out = outdoors(c, r, light, { ground: park ? 'grass' : 'street', horizon: r.range(470, 540), city: !park });
  const frame = r.pick(['#c0392b', '#1f4e8c', '#2d2d2d', '#27ae60', '#f39c12', '#ecf0f1', '#8e44ad']);
  const x = 600 + r.range(-60, 60) + rs.range(-10, 10);
  const yb = r.range(800, 840);
  const fg = out.floor + bicycle(c, x, yb, r.range(600, 660), frame, light);
  return {
    bg: out.bg,
    fg,
    focus: [x - 40, yb - 260],
    alt: [
      park ? 'Bicicleta de quadro colorido parada no parque' : 'Bicicleta parada na calçada, vista de lado',
      'Quadro, coroa e corrente da bicicleta em detalhe',
      'Bicicleta parada, vista de outro ângulo',
    ],
  };
};

export const OUTDOOR_SCENES: Record<string, Scene> = {
  pedreiro,
  toldos,
  pet,
  jardinagem,
  'fretes-e-mudancas': fretes,
  'veiculos-e-pecas': veiculos,
  'bicicletas-e-esportes': bicicletas,
};
