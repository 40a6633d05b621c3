/**
 * Scenes inside a home (ads.demoScenes.ts): cleaning, electrical, plumbing, painting, furniture
 * assembly, living room and children's things. Each draws its room with the kit and places its
 * objects by the ad's seed; the returned focus is where a close-up looks.
 *
 * Over the ~350-line guide: drawing is coordinates, like the seed's data; one file per setting keeps
 * a scene next to the props only it uses.
 */
import type { Scene } from './ads.demoScenes';
import {
  BRIGHTS,
  FABRICS,
  WOODS,
  box,
  cylinder,
  mix,
  n1 as f,
  rod,
  room,
  shade,
  type Canvas,
  type Light,
  type Rng,
} from './ads.demoScenes.kit';

// ---------------------------------------------------------------- props

function bucket(c: Canvas, x: number, yb: number, w: number, color: string, light: Light, water = true): string {
  const h = w * 0.82;
  const top = yb - h;
  const rx = w / 2;
  const ry = w * 0.13;
  let s = c.shadow(x - light.side * w * 0.25, yb, w * 0.75, w * 0.13, 0.55);
  s += `<path d="M${f(x - rx)} ${f(top)}L${f(x - rx * 0.78)} ${f(yb)}A${f(rx * 0.78)} ${f(ry * 0.8)} 0 0 0 ${f(x + rx * 0.78)} ${f(yb)}L${f(x + rx)} ${f(top)}Z" fill="${cylinder(c, color, light.side)}"/>`;
  // moulded rings
  for (const k of [0.18, 0.7])
    s += `<path d="M${f(x - rx * (1 - 0.22 * k))} ${f(top + h * k)}A${f(rx * (1 - 0.22 * k))} ${f(ry)} 0 0 0 ${f(x + rx * (1 - 0.22 * k))} ${f(top + h * k)}" stroke="${shade(color, -0.3)}" stroke-width="3" fill="none" stroke-opacity="0.6"/>`;
  s += `<ellipse cx="${f(x)}" cy="${f(top)}" rx="${f(rx)}" ry="${f(ry)}" fill="${shade(color, -0.45)}"/>`;
  if (water) {
    s += `<ellipse cx="${f(x)}" cy="${f(top + ry * 0.35)}" rx="${f(rx * 0.92)}" ry="${f(ry * 0.75)}" fill="${c.rad([
      [0, '#d8eef5'],
      [0.7, '#8fbccc'],
      [1, '#5d8796'],
    ])}"/>`;
    for (let i = 0; i < 5; i++)
      s += `<ellipse cx="${f(x + (i - 2) * rx * 0.3 + ((i * 29) % 11))}" cy="${f(top + ry * 0.35 + ((i * 37) % 9) - 4)}" rx="${f(rx * 0.28)}" ry="${f(ry * 0.32)}" fill="${c.rad(
        [
          [0, '#ffffff', 0.9],
          [1, '#ffffff', 0],
        ],
      )}"/>`;
  }
  s += `<ellipse cx="${f(x)}" cy="${f(top)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${shade(color, 0.25)}" stroke-width="7"/>`;
  s += rod(
    `M${f(x - rx + 4)} ${f(top + 6)}C${f(x - rx)} ${f(top - h * 0.75)} ${f(x + rx)} ${f(top - h * 0.75)} ${f(x + rx - 4)} ${f(top + 6)}`,
    '#7a7f85',
    5,
  );
  return s;
}

function sprayBottle(
  c: Canvas,
  x: number,
  yb: number,
  h: number,
  liquid: string,
  light: Light,
  facing: -1 | 1,
): string {
  const w = h * 0.36;
  const sh = yb - h * 0.6;
  let s = c.shadow(x - light.side * w * 0.3, yb, w * 0.9, w * 0.16, 0.5);
  s += `<path d="M${f(x - w / 2)} ${f(yb - 10)}Q${f(x - w / 2)} ${f(yb)} ${f(x - w / 2 + 12)} ${f(yb)}L${f(x + w / 2 - 12)} ${f(yb)}Q${f(x + w / 2)} ${f(yb)} ${f(x + w / 2)} ${f(yb - 10)}L${f(x + w / 2)} ${f(sh)}Q${f(x + w / 2)} ${f(sh - w * 0.35)} ${f(x + w * 0.16)} ${f(sh - w * 0.45)}L${f(x - w * 0.16)} ${f(sh - w * 0.45)}Q${f(x - w / 2)} ${f(sh - w * 0.35)} ${f(x - w / 2)} ${f(sh)}Z" fill="${cylinder(c, liquid, light.side, 0.5)}" fill-opacity="0.92"/>`;
  s += `<rect x="${f(x - w / 2 + 5)}" y="${f(sh + h * 0.12)}" width="${f(w - 10)}" height="${f(h * 0.28)}" fill="${cylinder(c, '#f4f4f0', light.side, 0.2)}"/>`;
  s += `<rect x="${f(x - w / 2 + 14)}" y="${f(sh + h * 0.17)}" width="${f(w * 0.45)}" height="${f(h * 0.05)}" fill="${liquid}" fill-opacity="0.7"/>`;
  const neckTop = sh - w * 0.45 - h * 0.08;
  s += `<rect x="${f(x - w * 0.16)}" y="${f(neckTop)}" width="${f(w * 0.32)}" height="${f(h * 0.08)}" fill="${shade('#e9e9e9', -0.1)}"/>`;
  const head = '#f2f2f2';
  const hx = x + facing * w * 0.9;
  s += `<path d="M${f(x - w * 0.22)} ${f(neckTop)}L${f(x - w * 0.2)} ${f(neckTop - h * 0.17)}L${f(hx)} ${f(neckTop - h * 0.17)}L${f(hx)} ${f(neckTop - h * 0.08)}L${f(x + w * 0.22)} ${f(neckTop)}Z" fill="${c.lin(
    [
      [0, shade(head, 0.05)],
      [1, shade(head, -0.25)],
    ],
  )}"/>`;
  s += rod(
    `M${f(x + facing * w * 0.25)} ${f(neckTop - h * 0.02)}Q${f(x + facing * w * 0.45)} ${f(neckTop + h * 0.1)} ${f(x + facing * w * 0.35)} ${f(neckTop + h * 0.18)}`,
    shade(head, -0.2),
    9,
  );
  return s;
}

function mop(c: Canvas, x: number, yb: number, len: number, lean: number, head: string, light: Light): string {
  const topX = x + lean;
  const topY = yb - len;
  let s = c.shadow(x - light.side * 30, yb, 150, 22, 0.5);
  s += rod(
    `M${f(x)} ${f(yb - 90)}L${f(topX)} ${f(topY)}`,
    c.lin(
      [
        [0, '#8d969e'],
        [0.4, '#eef1f3'],
        [1, '#6f7880'],
      ],
      0,
      0,
      1,
      0,
    ),
    16,
  );
  // the head: a fluffy mass of microfibre strands spreading on the floor
  s += `<path d="M${f(x - 120)} ${f(yb)}Q${f(x - 110)} ${f(yb - 70)} ${f(x - 30)} ${f(yb - 98)}L${f(x + 30)} ${f(yb - 98)}Q${f(x + 110)} ${f(yb - 70)} ${f(x + 120)} ${f(yb)}Q${f(x)} ${f(yb + 16)} ${f(x - 120)} ${f(yb)}Z" fill="${c.rad(
    [
      [0, shade(head, 0.2)],
      [0.7, head],
      [1, shade(head, -0.3)],
    ],
    light.side < 0 ? 0.35 : 0.65,
    0.2,
    0.9,
  )}"/>`;
  let strands = '';
  for (let i = 0; i < 46; i++) {
    const a = (i / 45) * 2 - 1;
    strands += `M${f(x + a * 28)} ${f(yb - 96)}Q${f(x + a * 95)} ${f(yb - 60 + ((i * 7) % 13))} ${f(x + a * 118 + ((i * 13) % 9) - 4)} ${f(yb - ((i * 5) % 7) + 2)}`;
  }
  s += `<path d="${strands}" stroke="${shade(head, -0.28)}" stroke-width="2.5" stroke-opacity="0.7" fill="none"/>`;
  s += `<path d="${strands}" stroke="${shade(head, 0.35)}" stroke-width="1.6" stroke-opacity="0.8" fill="none" transform="translate(${light.side * 3} -1)"/>`;
  s += `<rect x="${f(x - 34)}" y="${f(yb - 112)}" width="68" height="22" rx="8" fill="${cylinder(c, '#3b4a5a', light.side)}"/>`;
  return s;
}

function cloth(c: Canvas, x: number, yb: number, color: string): string {
  return (
    c.shadow(x, yb, 95, 16, 0.4) +
    `<path d="M${f(x - 90)} ${f(yb - 8)}Q${f(x - 60)} ${f(yb - 34)} ${f(x - 10)} ${f(yb - 30)}Q${f(x + 40)} ${f(yb - 44)} ${f(x + 85)} ${f(yb - 16)}Q${f(x + 60)} ${f(yb + 4)} ${f(x)} ${f(yb)}Q${f(x - 50)} ${f(yb + 6)} ${f(x - 90)} ${f(yb - 8)}Z" fill="${c.lin(
      [
        [0, shade(color, 0.15)],
        [1, shade(color, -0.2)],
      ],
    )}"/>` +
    `<path d="M${f(x - 60)} ${f(yb - 20)}Q${f(x - 10)} ${f(yb - 16)} ${f(x + 50)} ${f(yb - 26)}" stroke="${shade(color, -0.3)}" stroke-width="3" fill="none"/>`
  );
}

/** Wall tiles (bathroom, kitchen splash-back) over the upper wall, up to the room's horizon. */
function wallTiles(c: Canvas, r: Rng, horizon: number, from: number): string {
  const tile = r.pick(['#f4f6f6', '#e8f0f2', '#f1ede4', '#dfe9e4']);
  const h = 44;
  const w = r.chance(0.5) ? 88 : 44;
  let grout = '';
  for (let y = from, row = 0; y < horizon - 26; y += h, row++) {
    grout += `M0 ${y}H1200`;
    for (let x = row % 2 ? w / 2 : 0; x < 1200; x += w) grout += `M${x} ${y}v${h}`;
  }
  return (
    `<rect y="${from}" width="1200" height="${f(horizon - from)}" fill="${c.lin([
      [0, shade(tile, 0.05)],
      [1, shade(tile, -0.12)],
    ])}" fill-opacity="0.85"/>` + `<path d="${grout}" stroke="${shade(tile, -0.28)}" stroke-width="2"/>`
  );
}

// ---------------------------------------------------------------- scenes

const diarista: Scene = ({ c, r, rs, light }) => {
  const rm = room(c, r, light, { floor: 'tiles', window: r.chance(0.4) });
  const tilesFrom = r.chance(0.5) ? 0 : r.range(150, 260);
  const bg = rm.bg + wallTiles(c, r, rm.horizon, tilesFrom);
  const bx = r.range(480, 680) + rs.range(-20, 20);
  const by = r.range(790, 830);
  const bucketColor = r.pick(['#2e86c1', '#d9534f', '#f0ad4e', '#5cb85c', '#8e44ad', '#16a085']);
  const mopX = bx + r.pick([-1, 1]) * r.range(300, 360);
  let fg = rm.floor;
  fg += mop(
    c,
    mopX,
    by - 30,
    900,
    (mopX < bx ? -1 : 1) * r.range(60, 120),
    r.pick(['#e9e4da', '#d6dde6', '#f0e0e6']),
    light,
  );
  fg += bucket(c, bx, by, r.range(300, 340), bucketColor, light);
  const sx = bx + (mopX < bx ? 1 : -1) * r.range(250, 290);
  fg += sprayBottle(
    c,
    sx,
    by + 25,
    r.range(300, 340),
    r.pick(['#3fa7d6', '#7bc96f', '#f6a5c0', '#f4d35e']),
    light,
    mopX < bx ? 1 : -1,
  );
  if (r.chance(0.7))
    fg += cloth(c, sx + (mopX < bx ? 1 : -1) * 120, by + 55, r.pick(['#f4d35e', '#ee6c4d', '#3d5a80', '#98c1d9']));
  return {
    bg,
    fg,
    focus: [(bx + sx) / 2, by - 130],
    alt: [
      'Balde, borrifador e mop sobre piso de cerâmica',
      'Balde com água e borrifador de limpeza em detalhe',
      'Material de limpeza no banheiro: balde, mop e pano',
    ],
  };
};

// ---------------------------------------------------------------- electrician

function breakerPanel(c: Canvas, r: Rng, x: number, y: number, w: number, h: number, light: Light): string {
  const metal = r.pick(['#d9dcdf', '#e8e6e0', '#c9ced3']);
  let s = c.softBox(x + light.side * -10, y + 12, w, h, 22, 0.45);
  s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="6" fill="${c.lin([
    [0, shade(metal, 0.12)],
    [1, shade(metal, -0.15)],
  ])}"/>`;
  s += `<rect x="${f(x + 14)}" y="${f(y + 14)}" width="${f(w - 28)}" height="${f(h - 28)}" fill="${shade(metal, -0.45)}"/>`;
  // the open door, seen edge-on beside the box
  const dx = light.side < 0 ? x + w : x;
  const dir = light.side < 0 ? 1 : -1;
  s += `<path d="M${f(dx)} ${f(y)}L${f(dx + dir * w * 0.32)} ${f(y + 26)}L${f(dx + dir * w * 0.32)} ${f(y + h - 26)}L${f(dx)} ${f(y + h)}Z" fill="${c.lin(
    [
      [0, shade(metal, -0.2)],
      [1, shade(metal, 0.1)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  const rows = r.int(2, 3);
  const colors = ['#c0392b', '#1f4e8c', '#2d2d2d', '#3c8d40'];
  let wires = '';
  for (let row = 0; row < rows; row++) {
    const ry = y + 50 + row * ((h - 80) / rows);
    s += `<rect x="${f(x + 24)}" y="${f(ry + 24)}" width="${f(w - 48)}" height="14" fill="#9aa0a6"/>`;
    const n = r.int(6, 9);
    const bw = (w - 70) / n;
    for (let i = 0; i < n; i++) {
      const bx = x + 34 + i * bw;
      s += `<rect x="${f(bx)}" y="${f(ry)}" width="${f(bw - 5)}" height="62" rx="3" fill="${c.lin(
        [
          [0, '#fbfbf8'],
          [1, '#cfcfc8'],
        ],
        0,
        0,
        1,
        0,
      )}"/>`;
      const on = r.chance(0.85);
      s += `<rect x="${f(bx + bw * 0.3)}" y="${f(ry + (on ? 14 : 30))}" width="${f(bw * 0.34)}" height="18" rx="2" fill="${i % 4 === 0 ? '#3d3d3d' : '#2a2a2a'}"/>`;
      const col = colors[(i + row) % colors.length];
      wires += rod(
        `M${f(bx + bw / 2 - 2)} ${f(ry + 62)}C${f(bx + bw / 2)} ${f(ry + 100)} ${f(x + w / 2 + (i - n / 2) * 8)} ${f(ry + 90)} ${f(x + w / 2 + (i - n / 2) * 6)} ${f(y + h - 16)}`,
        col,
        5,
      );
    }
  }
  return s + wires;
}

function outlet(c: Canvas, x: number, y: number, sz: number): string {
  return (
    c.softBox(x + 3, y + 5, sz * 0.7, sz, 6, 0.35) +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(sz * 0.7)}" height="${f(sz)}" rx="5" fill="${c.lin([
      [0, '#ffffff'],
      [1, '#dcdcd6'],
    ])}"/>` +
    `<circle cx="${f(x + sz * 0.35)}" cy="${f(y + sz / 2)}" r="${f(sz * 0.24)}" fill="#e8e8e2" stroke="#c9c9c2" stroke-width="2"/>` +
    [-1, 1]
      .map(
        (k) =>
          `<circle cx="${f(x + sz * 0.35 + k * sz * 0.09)}" cy="${f(y + sz * 0.54)}" r="${f(sz * 0.035)}" fill="#333"/>`,
      )
      .join('') +
    `<circle cx="${f(x + sz * 0.35)}" cy="${f(y + sz * 0.4)}" r="${f(sz * 0.035)}" fill="#333"/>`
  );
}

function bulb(c: Canvas, x: number, y: number, sz: number, lit: boolean): string {
  let s = '';
  if (lit)
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(sz * 3)}" fill="${c.rad([
      [0, '#fff2c4', 0.75],
      [0.3, '#ffe08a', 0.25],
      [1, '#ffe08a', 0],
    ])}"/>`;
  s += `<path d="M${f(x - sz * 0.28)} ${f(y - sz * 0.65)}L${f(x - sz * 0.28)} ${f(y - sz * 0.95)}L${f(x + sz * 0.28)} ${f(y - sz * 0.95)}L${f(x + sz * 0.28)} ${f(y - sz * 0.65)}Z" fill="${c.lin(
    [
      [0, '#8a8a8a'],
      [0.4, '#e6e6e6'],
      [1, '#6d6d6d'],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += `<path d="M${f(x - sz * 0.3)} ${f(y - sz * 0.66)}C${f(x - sz * 0.3)} ${f(y - sz * 0.35)} ${f(x - sz * 0.62)} ${f(y - sz * 0.3)} ${f(x - sz * 0.62)} ${f(y + sz * 0.05)}A${f(sz * 0.62)} ${f(sz * 0.62)} 0 1 0 ${f(x + sz * 0.62)} ${f(y + sz * 0.05)}C${f(x + sz * 0.62)} ${f(y - sz * 0.3)} ${f(x + sz * 0.3)} ${f(y - sz * 0.35)} ${f(x + sz * 0.3)} ${f(y - sz * 0.66)}Z" fill="${c.rad(
    lit
      ? [
          [0, '#ffffff'],
          [0.5, '#fff4c9'],
          [1, '#ffd970'],
        ]
      : [
          [0, '#ffffff', 0.9],
          [0.7, '#f1f1ee', 0.6],
          [1, '#c9c9c4', 0.8],
        ],
    0.4,
    0.55,
    0.6,
  )}"/>`;
  return s;
}

function pliers(c: Canvas, x: number, y: number, angle: number, grip: string): string {
  return (
    `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})">` +
    c.shadow(x + 10, y + 14, 120, 16, 0.4) +
    rod(`M${f(x - 110)} ${f(y - 12)}L${f(x)} ${f(y)}`, grip, 20) +
    rod(`M${f(x - 110)} ${f(y + 18)}L${f(x)} ${f(y + 2)}`, shade(grip, -0.15), 20) +
    `<path d="M${f(x - 6)} ${f(y - 12)}L${f(x + 80)} ${f(y - 6)}L${f(x + 84)} ${f(y + 4)}L${f(x - 6)} ${f(y + 14)}Z" fill="${c.lin(
      [
        [0, '#d6d9dc'],
        [0.5, '#8b9095'],
        [1, '#5d6166'],
      ],
    )}"/>` +
    `<circle cx="${f(x)}" cy="${f(y + 1)}" r="9" fill="#6b7075"/></g>`
  );
}

const eletricista: Scene = ({ c, r, rs, light }) => {
  const rm = room(c, r, light, {
    window: false,
    horizon: r.range(720, 760),
    floor: r.pick(['tiles', 'planks'] as const),
  });
  const pw = r.range(330, 400);
  const ph = r.range(420, 480);
  const px = r.range(300, 560);
  const py = r.range(90, 150);
  let fg = rm.floor + breakerPanel(c, r, px, py, pw, ph, light);
  const ox = px + (light.side < 0 ? -1 : 1) * -1 > 0 ? px + pw + r.range(120, 200) : px - r.range(180, 240);
  const oy = py + ph + r.range(30, 80);
  fg += outlet(c, ox, oy, 110);
  // a loose wire coming out of a wall box beside the outlet
  fg += rod(
    `M${f(ox + 40)} ${f(oy - 60)}C${f(ox + 120)} ${f(oy - 30)} ${f(ox + 70)} ${f(oy + 120)} ${f(ox + 150)} ${f(oy + 160)}`,
    '#b03a2e',
    6,
  );
  fg += rod(
    `M${f(ox + 48)} ${f(oy - 60)}C${f(ox + 130)} ${f(oy - 20)} ${f(ox + 90)} ${f(oy + 130)} ${f(ox + 170)} ${f(oy + 150)}`,
    '#1f4e8c',
    6,
  );
  fg += `<rect x="${f(ox + 20)}" y="${f(oy - 90)}" width="60" height="60" rx="4" fill="#e0d8c8" stroke="#b9ae9a" stroke-width="3"/>`;
  const lit = r.chance(0.6);
  const bx = px + pw / 2 + (rs.range(-1, 1) > 0 ? 1 : -1) * r.range(280, 380);
  fg += rod(`M${f(bx)} -20L${f(bx)} ${f(py + 140)}`, '#2b2b2b', 5);
  fg += bulb(c, bx, py + 210, 70, lit);
  fg += pliers(c, px + pw * 0.3, rm.horizon + 90, r.range(-20, 15), r.pick(['#c0392b', '#f39c12', '#2e86c1']));
  fg += box(c, px + pw * 0.6, rm.horizon + 150, 190, 90, 80, r.pick(['#c0392b', '#e67e22', '#34495e']), light, 1);
  return {
    bg: rm.bg,
    fg,
    focus: [px + pw / 2, py + ph / 2],
    alt: [
      'Quadro de disjuntores aberto, tomada e lâmpada na parede',
      'Disjuntores e fios coloridos no quadro de distribuição',
      'Instalação elétrica: quadro aberto, fios e ferramentas',
    ],
  };
};

// ---------------------------------------------------------------- plumber

const encanador: Scene = ({ c, r, rs, light }) => {
  const rm = room(c, r, light, { window: false, horizon: r.range(760, 800), floor: 'tiles' });
  const cab = r.pick(['#f2efe9', '#d8cfc0', '#5f6f7c', '#8b6d4f', '#e6e2da']);
  const x0 = r.range(180, 260);
  const w = 1200 - 2 * x0;
  const top = r.range(140, 190);
  const counter = r.pick(['#3b3b3b', '#e9e6df', '#7d7368', '#bfb8ad']);
  const bg = rm.bg + wallTiles(c, r, top + 10, 0);
  let fg = rm.floor;
  fg += c.softBox(x0, top + 40, w, rm.horizon - top - 40, 20, 0.4);
  // cabinet body and its dark inside
  fg += `<rect x="${f(x0)}" y="${f(top + 40)}" width="${f(w)}" height="${f(rm.horizon - top - 40)}" fill="${shade(cab, -0.1)}"/>`;
  fg += `<rect x="${f(x0 + 30)}" y="${f(top + 70)}" width="${f(w - 60)}" height="${f(rm.horizon - top - 110)}" fill="${c.lin(
    [
      [0, '#1d1b19'],
      [1, '#3b3833'],
    ],
  )}"/>`;
  fg += `<rect x="${f(x0 + 30)}" y="${f(rm.horizon - 70)}" width="${f(w - 60)}" height="30" fill="${shade(cab, -0.45)}"/>`;
  // open doors
  for (const side of [-1, 1]) {
    const hx = side < 0 ? x0 : x0 + w;
    fg += `<path d="M${f(hx)} ${f(top + 50)}L${f(hx + side * 170)} ${f(top + 20)}L${f(hx + side * 170)} ${f(rm.horizon + 30)}L${f(hx)} ${f(rm.horizon - 10)}Z" fill="${c.lin(
      [
        [0, shade(cab, side === light.side ? 0.1 : -0.2)],
        [1, shade(cab, side === light.side ? 0.2 : -0.05)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`;
    fg += `<rect x="${f(hx + side * 140 - 5)}" y="${f(top + 200)}" width="10" height="90" rx="5" fill="#9aa0a6"/>`;
  }
  // counter top and the sink bowl's underside
  fg += `<rect x="${f(x0 - 30)}" y="${f(top)}" width="${f(w + 60)}" height="44" fill="${c.lin([
    [0, shade(counter, 0.15)],
    [1, shade(counter, -0.15)],
  ])}"/>`;
  const sx = 600 + r.range(-60, 60);
  fg += `<path d="M${f(sx - 200)} ${f(top + 70)}L${f(sx + 200)} ${f(top + 70)}Q${f(sx + 190)} ${f(top + 190)} ${f(sx)} ${f(top + 200)}Q${f(sx - 190)} ${f(top + 190)} ${f(sx - 200)} ${f(top + 70)}Z" fill="${cylinder(c, '#b9bec3', light.side, 0.5)}"/>`;
  fg += `<path d="M${f(sx - 70)} -10L${f(sx - 70)} ${f(top - 60)}Q${f(sx - 70)} ${f(top - 120)} ${f(sx + 10)} ${f(top - 120)}Q${f(sx + 80)} ${f(top - 120)} ${f(sx + 80)} ${f(top - 60)}" stroke="${c.lin(
    [
      [0, '#8c9196'],
      [0.5, '#f4f6f7'],
      [1, '#6e7378'],
    ],
  )}" stroke-width="26" fill="none" opacity="0"/>`;
  fg += `<rect x="${f(sx - 80)}" y="${f(top - 110)}" width="34" height="110" rx="8" fill="${cylinder(c, '#c9cdd1', light.side, 0.6)}"/>`;
  fg += rod(
    `M${f(sx - 63)} ${f(top - 100)}Q${f(sx - 63)} ${f(top - 170)} ${f(sx + 40)} ${f(top - 160)}L${f(sx + 60)} ${f(top - 120)}`,
    '#c3c8cc',
    18,
  );
  // drain and P-trap, supply hoses and valves
  const pipe = r.pick(['#f1f1ec', '#d8dadc', '#e7e3d8']);
  const trapY = top + 330 + rs.range(-20, 20);
  const pipeFill = cylinder(c, pipe, light.side, 0.3);
  fg += `<rect x="${f(sx - 22)}" y="${f(top + 195)}" width="44" height="${f(trapY - top - 195)}" fill="${pipeFill}"/>`;
  fg += rod(
    `M${f(sx)} ${f(trapY)}Q${f(sx)} ${f(trapY + 80)} ${f(sx + 80)} ${f(trapY + 80)}Q${f(sx + 160)} ${f(trapY + 80)} ${f(sx + 160)} ${f(trapY)}L${f(sx + 160)} ${f(trapY - 30)}Q${f(sx + 160)} ${f(trapY - 70)} ${f(sx + 240)} ${f(trapY - 70)}L${f(x0 + w - 30)} ${f(trapY - 70)}`,
    shade(pipe, -0.25),
    46,
  );
  fg += rod(
    `M${f(sx)} ${f(trapY)}Q${f(sx)} ${f(trapY + 80)} ${f(sx + 80)} ${f(trapY + 80)}Q${f(sx + 160)} ${f(trapY + 80)} ${f(sx + 160)} ${f(trapY)}L${f(sx + 160)} ${f(trapY - 30)}Q${f(sx + 160)} ${f(trapY - 70)} ${f(sx + 240)} ${f(trapY - 70)}L${f(x0 + w - 30)} ${f(trapY - 70)}`,
    pipe,
    36,
  );
  fg += rod(
    `M${f(sx - 8)} ${f(trapY + 10)}Q${f(sx - 6)} ${f(trapY + 60)} ${f(sx + 50)} ${f(trapY + 68)}`,
    '#ffffff',
    6,
    ' stroke-opacity="0.6"',
  );
  for (const k of [-1, 1]) {
    const vx = sx + k * 150;
    fg += rod(
      `M${f(vx)} ${f(top + 80)}C${f(vx + k * 30)} ${f(top + 160)} ${f(vx - k * 20)} ${f(top + 260)} ${f(vx + k * 20)} ${f(top + 330)}`,
      '#a8adb2',
      12,
    );
    fg += rod(
      `M${f(vx)} ${f(top + 80)}C${f(vx + k * 30)} ${f(top + 160)} ${f(vx - k * 20)} ${f(top + 260)} ${f(vx + k * 20)} ${f(top + 330)}`,
      '#e2e5e8',
      5,
      ' stroke-dasharray="3 4"',
    );
    fg += `<rect x="${f(vx + k * 20 - 18)}" y="${f(top + 330)}" width="36" height="40" rx="6" fill="${cylinder(c, '#c9a24a', light.side, 0.4)}"/>`;
    fg += `<rect x="${f(vx + k * 20 - 30)}" y="${f(top + 322)}" width="60" height="12" rx="5" fill="${k < 0 ? '#2e6fb5' : '#c0392b'}"/>`;
  }
  // a wrench on the cabinet floor
  const wx = x0 + r.range(90, 200);
  const wy = rm.horizon - 58;
  const wrench = r.pick(['#c0392b', '#8d949b']);
  fg += `<g transform="rotate(${f(r.range(-12, 8))} ${f(wx)} ${f(wy)})">${c.shadow(wx + 90, wy + 12, 140, 12, 0.6)}<rect x="${f(wx)}" y="${f(wy - 9)}" width="210" height="18" rx="9" fill="${cylinder(c, wrench, -1, 0.4)}"/><path d="M${f(wx + 200)} ${f(wy - 28)}h44v22h-18v12h18v22h-44z" fill="${cylinder(c, '#a7adb3', -1, 0.5)}"/></g>`;
  return {
    bg,
    fg,
    focus: [sx + 60, trapY - 10],
    alt: [
      'Armário de pia aberto com sifão, registros e chave de grifo',
      'Sifão e mangueiras de água embaixo da pia',
      'Encanamento sob a pia da cozinha, com ferramenta ao lado',
    ],
  };
};

// ---------------------------------------------------------------- painter

function paintCan(c: Canvas, x: number, yb: number, w: number, paint: string, light: Light, open: boolean): string {
  const h = w * 1.05;
  const ry = w * 0.14;
  let s = c.shadow(x - light.side * w * 0.3, yb, w * 0.8, ry * 1.1, 0.55);
  s += `<path d="M${f(x - w / 2)} ${f(yb - h)}V${f(yb)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w / 2)} ${f(yb)}V${f(yb - h)}Z" fill="${cylinder(c, '#e4e6e8', light.side, 0.5)}"/>`;
  s += `<path d="M${f(x - w / 2)} ${f(yb - h * 0.72)}V${f(yb - h * 0.3)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w / 2)} ${f(yb - h * 0.3)}V${f(yb - h * 0.72)}A${f(w / 2)} ${f(ry)} 0 0 1 ${f(x - w / 2)} ${f(yb - h * 0.72)}Z" fill="${cylinder(c, paint, light.side, 0.3)}"/>`;
  s += `<ellipse cx="${f(x)}" cy="${f(yb - h)}" rx="${f(w / 2)}" ry="${f(ry)}" fill="${open ? paint : '#c9ccd0'}" stroke="#a9adb2" stroke-width="6"/>`;
  if (open) {
    s += `<ellipse cx="${f(x - w * 0.1)}" cy="${f(yb - h - ry * 0.2)}" rx="${f(w * 0.2)}" ry="${f(ry * 0.3)}" fill="#ffffff" fill-opacity="0.35"/>`;
    // drips over the rim
    for (const k of [-0.3, 0.05, 0.32])
      s += `<path d="M${f(x + k * w - 9)} ${f(yb - h + ry * 0.8)}v${f(w * 0.12 + Math.abs(k) * 40)}a9 9 0 0 0 18 0v${f(-(w * 0.12 + Math.abs(k) * 40))}z" fill="${shade(paint, 0.05)}"/>`;
  }
  s += rod(
    `M${f(x - w / 2 + 6)} ${f(yb - h + 4)}Q${f(x)} ${f(yb - h - w * 0.9)} ${f(x + w / 2 - 6)} ${f(yb - h + 4)}`,
    '#8b9096',
    4,
  );
  return s;
}

function rollerTray(c: Canvas, x: number, yb: number, w: number, paint: string, light: Light, angle: number): string {
  const d = w * 0.42;
  let s = `<g transform="rotate(${f(angle)} ${f(x)} ${f(yb)})">` + c.shadow(x, yb, w * 0.62, d * 0.45, 0.5);
  const tray = '#2f3a44';
  s += `<path d="M${f(x - w / 2)} ${f(yb - 10)}L${f(x - w / 2 + 20)} ${f(yb - d)}L${f(x + w / 2 - 20)} ${f(yb - d)}L${f(x + w / 2)} ${f(yb - 10)}Q${f(x)} ${f(yb + 8)} ${f(x - w / 2)} ${f(yb - 10)}Z" fill="${c.lin(
    [
      [0, shade(tray, 0.2)],
      [1, shade(tray, -0.2)],
    ],
  )}"/>`;
  s += `<path d="M${f(x - w / 2 + 26)} ${f(yb - 16)}L${f(x - w / 2 + 40)} ${f(yb - d + 10)}L${f(x + w * 0.1)} ${f(yb - d + 10)}L${f(x + w * 0.05)} ${f(yb - 12)}Z" fill="${c.lin(
    [
      [0, shade(paint, 0.25)],
      [1, shade(paint, -0.1)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  // roller resting on the ribbed slope
  const rx = x + w * 0.22;
  const ry = yb - d * 0.55;
  s += `<rect x="${f(rx - 40)}" y="${f(ry - 90)}" width="80" height="150" rx="30" fill="${cylinder(c, paint, light.side, 0.15)}" transform="rotate(-70 ${f(rx)} ${f(ry)})"/>`;
  s += rod(`M${f(rx + 40)} ${f(ry - 30)}L${f(rx + 120)} ${f(ry - 40)}L${f(rx + 210)} ${f(ry - 120)}`, '#b6bcc2', 8);
  s += rod(`M${f(rx + 200)} ${f(ry - 110)}L${f(rx + 290)} ${f(ry - 190)}`, r0(paint), 26);
  return s + '</g>';
}
const r0 = (paint: string) => shade(mix(paint, '#333333', 0.7), -0.2);

function ladder(c: Canvas, x: number, yb: number, h: number, light: Light): string {
  const rail = cylinder(c, '#c8cdd2', light.side, 0.5);
  const w = h * 0.3;
  let s = c.shadow(x, yb, w * 1.2, 22, 0.45);
  // back legs, then front rails with steps
  s += rod(
    `M${f(x - w * 0.3)} ${f(yb)}L${f(x)} ${f(yb - h)}M${f(x + w * 0.7)} ${f(yb - 6)}L${f(x + w * 0.2)} ${f(yb - h)}`,
    '#9aa1a8',
    12,
  );
  s += `<path d="M${f(x - w * 0.65)} ${f(yb)}L${f(x - w * 0.12)} ${f(yb - h)}L${f(x - w * 0.02)} ${f(yb - h)}L${f(x - w * 0.5)} ${f(yb)}Z" fill="${rail}"/>`;
  s += `<path d="M${f(x + w * 0.45)} ${f(yb)}L${f(x + w * 0.12)} ${f(yb - h)}L${f(x + w * 0.22)} ${f(yb - h)}L${f(x + w * 0.6)} ${f(yb)}Z" fill="${rail}"/>`;
  for (let k = 1; k < 6; k++) {
    const t = k / 6;
    const y = yb - h * t;
    const xl = x - w * 0.58 + w * 0.5 * t;
    const xr = x + w * 0.52 - w * 0.33 * t;
    s += `<rect x="${f(xl)}" y="${f(y - 8)}" width="${f(xr - xl)}" height="16" fill="${c.lin([
      [0, '#e8ebee'],
      [1, '#9aa1a8'],
    ])}"/>`;
  }
  s += `<rect x="${f(x - w * 0.2)}" y="${f(yb - h - 14)}" width="${f(w * 0.5)}" height="24" rx="4" fill="#3a3f45"/>`;
  return s;
}

const pintor: Scene = ({ c, r, rs, light }) => {
  const oldWall = r.pick(['#d9d2c3', '#c9c6bd', '#e0d6c2', '#cfd4cf']);
  const paint = r.pick(['#5b8fb9', '#e0b04f', '#88a376', '#c96f53', '#8e7cc3', '#d98c9f', '#4d9c94', '#f2efe6']);
  const rm = room(c, r, light, { wall: oldWall, window: false, horizon: r.range(560, 620), floor: 'concrete' });
  // the new colour over part of the wall, its edge left by the roller
  const edge = r.range(420, 760);
  const dir = r.chance(0.5) ? 1 : -1;
  let d = dir > 0 ? `M0 0H${f(edge)}` : `M1200 0H${f(edge)}`;
  for (let y = 0; y <= rm.horizon - 26; y += 45)
    d += `L${f(edge + dir * (((y * 37) % 60) - 30 + rs.range(-4, 4)))} ${y}`;
  d += dir > 0 ? `L${f(edge)} ${f(rm.horizon - 26)}H0Z` : `L${f(edge)} ${f(rm.horizon - 26)}H1200Z`;
  let bg =
    rm.bg +
    `<path d="${d}" fill="${c.lin(
      [
        [0, shade(mix(paint, light.tint, 0.2), 0.1)],
        [1, shade(paint, -0.15)],
      ],
      light.side < 0 ? 0 : 1,
      0,
      light.side < 0 ? 1 : 0,
      0.3,
    )}"/>`;
  for (let i = 0; i < 14; i++) {
    const x = edge + dir * r.range(-80, 40);
    bg += `<rect x="${f(x)}" y="${f(r.range(0, rm.horizon - 200))}" width="${f(r.range(30, 70))}" height="${f(r.range(60, 200))}" rx="20" fill="${paint}" fill-opacity="${f(r.range(0.2, 0.5) * 100) / 100}"/>`;
  }
  bg += `<rect y="${f(rm.horizon - 30)}" width="1200" height="10" fill="${r.pick(['#3a7bd5', '#e6c229'])}" fill-opacity="0.9"/>`;
  // drop cloth over the floor
  let fg = rm.floor;
  const cloth2 = r.pick(['#e9e6df', '#c9b99a', '#d5d8db']);
  fg += `<path d="M-20 ${f(rm.horizon + 40)}Q300 ${f(rm.horizon + 20)} 600 ${f(rm.horizon + 45)}T1220 ${f(rm.horizon + 30)}V920H-20Z" fill="${c.lin(
    [
      [0, shade(cloth2, -0.12)],
      [1, shade(cloth2, 0.08)],
    ],
  )}"/>`;
  for (let i = 0; i < 6; i++) {
    const y = rm.horizon + 80 + i * 45;
    fg += `<path d="M${f(r.range(-50, 300))} ${f(y)}Q${f(r.range(400, 800))} ${f(y + r.range(-30, 30))} ${f(r.range(900, 1250))} ${f(y + r.range(-20, 20))}" stroke="${shade(cloth2, -0.2)}" stroke-width="4" stroke-opacity="0.5" fill="none"/>`;
  }
  for (let i = 0; i < 5; i++)
    fg += `<ellipse cx="${f(r.range(100, 1100))}" cy="${f(r.range(rm.horizon + 60, 880))}" rx="${f(r.range(6, 18))}" ry="${f(r.range(3, 7))}" fill="${paint}"/>`;
  const lx = dir > 0 ? r.range(820, 960) : r.range(240, 380);
  fg += ladder(c, lx, rm.horizon + 120, r.range(520, 600), light);
  const cx = dir > 0 ? r.range(330, 460) : r.range(740, 870);
  fg += paintCan(c, cx, r.range(770, 810), r.range(190, 220), paint, light, true);
  const tx = cx + (dir > 0 ? 1 : -1) * -r.range(220, 260);
  fg += rollerTray(
    c,
    Math.max(160, Math.min(1040, tx + dir * 400)),
    r.range(820, 860),
    300,
    paint,
    light,
    rs.range(-6, 6),
  );
  return {
    bg,
    fg,
    focus: [cx + dir * 160, 700],
    alt: [
      'Parede sendo pintada com lata de tinta, bandeja com rolo e escada',
      'Bandeja com rolo e lata de tinta aberta sobre a lona',
      'Pintura em andamento: metade da parede com a cor nova',
    ],
  };
};

// ---------------------------------------------------------------- furniture assembly

function drill(c: Canvas, x: number, yb: number, body: string, light: Light): string {
  let s = c.shadow(x + 10, yb, 120, 18, 0.55);
  s += `<path d="M${f(x - 60)} ${f(yb - 8)}h120v-36q0-12-12-12h-96q-12 0-12 12z" fill="${c.lin([
    [0, '#3b3e42'],
    [1, '#1d1f22'],
  ])}"/>`;
  s += `<path d="M${f(x - 28)} ${f(yb - 56)}L${f(x - 38)} ${f(yb - 150)}L${f(x + 22)} ${f(yb - 150)}L${f(x + 28)} ${f(yb - 56)}Z" fill="${cylinder(c, '#2b2d30', light.side)}"/>`;
  s += `<path d="M${f(x - 70)} ${f(yb - 150)}h150q24 0 24 24v16q0 24-24 24h-150q-16 0-16-16v-32q0-16 16-16z" fill="${c.lin(
    [
      [0, shade(body, 0.25)],
      [1, shade(body, -0.2)],
    ],
  )}"/>`;
  s += `<rect x="${f(x + 104)}" y="${f(yb - 140)}" width="40" height="44" rx="6" fill="#2b2d30"/>`;
  s += `<rect x="${f(x + 144)}" y="${f(yb - 124)}" width="46" height="12" fill="${cylinder(c, '#b8bec4', -1, 0.6)}"/>`;
  return s;
}

function screws(c: Canvas, r: Rng, x: number, y: number): string {
  let s =
    c.shadow(x, y + 6, 80, 18, 0.4) +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="70" ry="22" fill="${cylinder(c, '#e9e9e4', -1, 0.3)}"/>`;
  for (let i = 0; i < 14; i++) {
    const sx = x + r.range(-50, 50);
    const sy = y + r.range(-10, 8);
    const a = r.range(0, 180);
    s += `<g transform="rotate(${f(a)} ${f(sx)} ${f(sy)})"><rect x="${f(sx - 12)}" y="${f(sy - 2.5)}" width="24" height="5" fill="#9ea4aa"/><circle cx="${f(sx - 12)}" cy="${f(sy)}" r="5" fill="#c3c8cd"/></g>`;
  }
  return s;
}

const montador: Scene = ({ c, r, rs, light }) => {
  const rm = room(c, r, light, { horizon: r.range(560, 610), floor: r.pick(['planks', 'tiles'] as const) });
  const wood = r.pick(['#e6dccb', '#d9cdb8', ...WOODS.slice(0, 3), '#efe9de']);
  const panel = c.lin([
    [0, shade(wood, 0.1)],
    [1, shade(wood, -0.12)],
  ]);
  const edge = shade(wood, -0.3);
  const x = r.range(200, 360);
  const w = r.range(430, 520);
  const yb = rm.horizon + 70;
  const h = r.range(520, 600);
  let fg = rm.floor + c.shadow(x + w / 2, yb, w * 0.65, 30, 0.5);
  // carcass: back, sides, top and the shelves already in
  fg += `<rect x="${f(x)}" y="${f(yb - h)}" width="${f(w)}" height="${f(h)}" fill="${shade(wood, -0.28)}"/>`;
  fg += `<rect x="${f(x)}" y="${f(yb - h)}" width="26" height="${f(h)}" fill="${panel}"/><rect x="${f(x + w - 26)}" y="${f(yb - h)}" width="26" height="${f(h)}" fill="${panel}"/>`;
  fg += `<rect x="${f(x - 4)}" y="${f(yb - h - 22)}" width="${f(w + 8)}" height="26" fill="${shade(wood, 0.1)}" stroke="${edge}" stroke-width="2"/>`;
  const shelves = r.int(1, 3);
  for (let k = 0; k <= shelves; k++) {
    const y = yb - 30 - (k * (h - 60)) / 3.2;
    fg += `<rect x="${f(x + 26)}" y="${f(y - 18)}" width="${f(w - 52)}" height="22" fill="${shade(wood, 0.12)}" stroke="${edge}" stroke-width="2"/>`;
    fg += `<rect x="${f(x + 26)}" y="${f(y + 4)}" width="${f(w - 52)}" height="12" fill="#000" fill-opacity="0.18"/>`;
  }
  // holes for shelf pins along the sides
  let holes = '';
  for (let y = yb - h + 40; y < yb - 40; y += 32) holes += `M${f(x + 13)} ${f(y)}h0.1M${f(x + w - 13)} ${f(y)}h0.1`;
  fg += `<path d="${holes}" stroke="#6b5a46" stroke-width="5" stroke-linecap="round" stroke-opacity="0.6"/>`;
  // a loose panel leaning, the box it came in and the hardware
  const side = r.chance(0.5) ? 1 : -1;
  const lx = side > 0 ? x + w + 60 : x - 160;
  fg += `<path d="M${f(lx)} ${f(yb + 30)}L${f(lx + 40)} ${f(yb - h * 0.85)}L${f(lx + 150)} ${f(yb - h * 0.85)}L${f(lx + 120)} ${f(yb + 40)}Z" fill="${panel}" stroke="${edge}" stroke-width="2"/>`;
  const bx = Math.max(20, Math.min(830, side > 0 ? x + w + r.range(210, 260) : x - r.range(320, 360)));
  fg += box(c, bx, r.range(830, 860), 300, 110, 160, '#c49a6c', light, side > 0 ? 1 : -1);
  fg += screws(c, rs, x + w * r.range(0.3, 0.7), r.range(790, 820));
  fg += drill(
    c,
    Math.max(140, Math.min(1000, x + w * 0.5 + side * -r.range(150, 220))),
    r.range(850, 880),
    r.pick(['#e67e22', '#2e86c1', '#d4ac0d', '#27ae60']),
    light,
  );
  return {
    bg: rm.bg,
    fg,
    focus: [x + w / 2, yb + 20],
    alt: [
      'Estante sendo montada com parafusadeira, parafusos e caixa da loja',
      'Parafusos, parafusadeira e prateleiras em detalhe',
      'Móvel em montagem no quarto, com a caixa aberta ao lado',
    ],
  };
};

// ---------------------------------------------------------------- living room

function sofa(c: Canvas, x: number, yb: number, w: number, fabric: string, light: Light, seats: number): string {
  const h = w * 0.42;
  const arm = w * 0.09;
  const fill = (k: number) =>
    c.lin([
      [0, shade(fabric, 0.12 + k)],
      [1, shade(fabric, -0.18 + k)],
    ]);
  let s = c.shadow(x + w / 2 - light.side * 30, yb, w * 0.62, 40, 0.6);
  // back, seat cushions, arms, feet
  s += `<rect x="${f(x + arm * 0.5)}" y="${f(yb - h)}" width="${f(w - arm)}" height="${f(h * 0.62)}" rx="26" fill="${fill(-0.02)}"/>`;
  const sw = (w - 2 * arm) / seats;
  for (let i = 0; i < seats; i++) {
    s += `<rect x="${f(x + arm + i * sw + 4)}" y="${f(yb - h * 0.86)}" width="${f(sw - 8)}" height="${f(h * 0.5)}" rx="22" fill="${fill(0.04)}"/>`;
    s += `<rect x="${f(x + arm + i * sw + 2)}" y="${f(yb - h * 0.44)}" width="${f(sw - 4)}" height="${f(h * 0.2)}" rx="14" fill="${fill(0.08)}"/>`;
  }
  s += `<rect x="${f(x + arm * 0.6)}" y="${f(yb - h * 0.26)}" width="${f(w - arm * 1.2)}" height="${f(h * 0.2)}" rx="8" fill="${fill(-0.12)}"/>`;
  for (const ax of [x, x + w - arm])
    s += `<rect x="${f(ax)}" y="${f(yb - h * 0.68)}" width="${f(arm)}" height="${f(h * 0.62)}" rx="${f(arm * 0.45)}" fill="${fill((ax === x) === light.side < 0 ? 0.06 : -0.08)}"/>`;
  for (const fx of [x + arm * 0.6, x + w - arm * 0.6 - 14])
    s += `<rect x="${f(fx)}" y="${f(yb - h * 0.07)}" width="14" height="${f(h * 0.09)}" fill="#3a2c20"/>`;
  return s;
}

function cushion(c: Canvas, x: number, y: number, sz: number, color: string, tilt: number): string {
  return `<rect x="${f(x - sz / 2)}" y="${f(y - sz / 2)}" width="${f(sz)}" height="${f(sz)}" rx="${f(sz * 0.28)}" fill="${c.rad(
    [
      [0, shade(color, 0.2)],
      [1, shade(color, -0.2)],
    ],
  )}" transform="rotate(${f(tilt)} ${f(x)} ${f(y)})"/>`;
}

function floorLamp(c: Canvas, x: number, yb: number, h: number, shadeColor: string, light: Light): string {
  let s = `<ellipse cx="${f(x)}" cy="${f(yb - h + 60)}" rx="260" ry="300" fill="${c.rad([
    [0, '#fff1cc', 0.55],
    [1, '#fff1cc', 0],
  ])}"/>`;
  s += c.shadow(x - light.side * 24, yb, 80, 14, 0.5);
  s += `<ellipse cx="${f(x)}" cy="${f(yb - 6)}" rx="50" ry="12" fill="#2b2b2b"/>`;
  s += rod(`M${f(x)} ${f(yb - 8)}L${f(x)} ${f(yb - h + 80)}`, '#8c806c', 8);
  s += `<path d="M${f(x - 55)} ${f(yb - h)}L${f(x + 55)} ${f(yb - h)}L${f(x + 85)} ${f(yb - h + 110)}L${f(x - 85)} ${f(yb - h + 110)}Z" fill="${c.lin(
    [
      [0, shade(shadeColor, 0.1)],
      [1, shade(shadeColor, 0.3)],
    ],
  )}"/>`;
  s += `<ellipse cx="${f(x)}" cy="${f(yb - h + 110)}" rx="85" ry="10" fill="#fff6dc"/>`;
  return s;
}

function plant(c: Canvas, r: Rng, x: number, yb: number, sz: number, pot: string, light: Light): string {
  let s = c.shadow(x, yb, sz * 0.55, sz * 0.1, 0.5);
  const leaves = ['#3f6b3a', '#4f7a3f', '#5d8a46', '#2f5a30'];
  for (let i = 0; i < 11; i++) {
    const a = r.range(-70, 70);
    const len = sz * r.range(0.6, 1.1);
    s += `<ellipse cx="${f(x)}" cy="${f(yb - sz * 0.5 - len / 2)}" rx="${f(sz * 0.1)}" ry="${f(len / 2)}" fill="${c.lin(
      [
        [0, shade(r.pick(leaves), 0.15)],
        [1, shade(r.pick(leaves), -0.15)],
      ],
      0,
      0,
      1,
      0,
    )}" transform="rotate(${f(a)} ${f(x)} ${f(yb - sz * 0.5)})"/>`;
  }
  s += `<path d="M${f(x - sz * 0.3)} ${f(yb - sz * 0.55)}L${f(x + sz * 0.3)} ${f(yb - sz * 0.55)}L${f(x + sz * 0.24)} ${f(yb)}L${f(x - sz * 0.24)} ${f(yb)}Z" fill="${cylinder(c, pot, light.side, 0.2)}"/>`;
  return s;
}

function rug(c: Canvas, r: Rng, cx: number, y0: number, y1: number, w0: number, w1: number, color: string): string {
  const p = `M${f(cx - w0 / 2)} ${f(y0)}L${f(cx + w0 / 2)} ${f(y0)}L${f(cx + w1 / 2)} ${f(y1)}L${f(cx - w1 / 2)} ${f(y1)}Z`;
  let s = `<path d="${p}" fill="${c.lin([
    [0, shade(color, -0.1)],
    [1, shade(color, 0.08)],
  ])}"/>`;
  const border = shade(color, r.pick([-0.35, 0.4]));
  for (const t of [0.08, 0.92]) {
    const y = y0 + (y1 - y0) * t;
    const w = w0 + (w1 - w0) * t;
    s += `<line x1="${f(cx - w / 2 + 20)}" y1="${f(y)}" x2="${f(cx + w / 2 - 20)}" y2="${f(y)}" stroke="${border}" stroke-width="${f(6 + t * 8)}"/>`;
  }
  return s;
}

const casaEMoveis: Scene = ({ c, r, rs, light }) => {
  const rm = room(c, r, light, { horizon: r.range(540, 590), floor: r.pick(['planks', 'tiles'] as const) });
  const fabric = r.pick(FABRICS);
  const w = r.range(600, 700);
  const x = 600 - w / 2 + r.range(-90, 90);
  const yb = rm.horizon + r.range(90, 130);
  // a picture over the sofa: colour fields, no text
  const art = r.pick(BRIGHTS);
  let bg = rm.bg;
  const aw = r.range(220, 320);
  const ax = x + w / 2 - aw / 2 + r.range(-60, 60);
  bg += c.softBox(ax + 8, 120 + 10, aw, aw * 0.72, 12, 0.35);
  bg += `<rect x="${f(ax - 12)}" y="108" width="${f(aw + 24)}" height="${f(aw * 0.72 + 24)}" fill="${r.pick(['#2b2b2b', '#f4f1ea', '#a8794f'])}"/>`;
  bg += `<rect x="${f(ax)}" y="120" width="${f(aw)}" height="${f(aw * 0.72)}" fill="${shade(art, 0.55)}"/>`;
  bg += `<circle cx="${f(ax + aw * 0.62)}" cy="${f(120 + aw * 0.3)}" r="${f(aw * 0.2)}" fill="${art}"/><rect x="${f(ax + aw * 0.12)}" y="${f(120 + aw * 0.38)}" width="${f(aw * 0.5)}" height="${f(aw * 0.26)}" fill="${shade(r.pick(BRIGHTS), 0.1)}" fill-opacity="0.8"/>`;
  let fg =
    rm.floor +
    rug(c, r, 600, yb - 30, 930, w * 1.2, w * 1.9, r.pick(['#d8cbb3', '#b5a58a', '#c8c2b8', '#8e9aa3', '#c29b7a']));
  fg += sofa(c, x, yb, w, fabric, light, r.int(2, 3));
  for (let i = 0; i < r.int(2, 3); i++)
    fg += cushion(
      c,
      x + w * (0.2 + i * 0.3) + rs.range(-15, 15),
      yb - w * 0.3,
      w * 0.16,
      r.pick(BRIGHTS.map((b) => mix(b, '#e8e0d0', 0.45))),
      rs.range(-14, 14),
    );
  const lampLeft = r.chance(0.5);
  fg += floorLamp(
    c,
    lampLeft ? x - 110 : x + w + 110,
    yb - 10,
    r.range(520, 600),
    r.pick(['#f1e9d8', '#e6dccb', '#d9cfc0']),
    light,
  );
  fg += plant(
    c,
    r,
    lampLeft ? x + w + 130 : x - 130,
    yb + 10,
    r.range(200, 260),
    r.pick(['#c06a46', '#e8e2d6', '#5a6a73']),
    light,
  );
  return {
    bg,
    fg,
    focus: [x + w / 2, yb - w * 0.25],
    alt: [
      'Sala de estar com sofá, almofadas, luminária de chão e tapete',
      'Sofá de tecido com almofadas em detalhe',
      'Sofá na sala, com planta e quadro na parede',
    ],
  };
};

// ---------------------------------------------------------------- children

function stroller(c: Canvas, x: number, yb: number, sz: number, color: string, light: Light): string {
  const wheel = (cx: number, rad: number) =>
    `<circle cx="${f(cx)}" cy="${f(yb - rad)}" r="${f(rad)}" fill="#2a2a2a"/><circle cx="${f(cx)}" cy="${f(yb - rad)}" r="${f(rad * 0.55)}" fill="${cylinder(c, '#a9aeb3', light.side, 0.5)}"/><circle cx="${f(cx)}" cy="${f(yb - rad)}" r="${f(rad * 0.15)}" fill="#555"/>`;
  let s = c.shadow(x, yb, sz * 0.75, sz * 0.07, 0.55);
  const frame = '#3a3d42';
  s += rod(
    `M${f(x - sz * 0.42)} ${f(yb - sz * 0.12)}L${f(x + sz * 0.05)} ${f(yb - sz * 0.55)}L${f(x + sz * 0.38)} ${f(yb - sz * 0.12)}`,
    frame,
    10,
  );
  s += rod(
    `M${f(x + sz * 0.05)} ${f(yb - sz * 0.55)}L${f(x + sz * 0.5)} ${f(yb - sz * 1.15)}L${f(x + sz * 0.62)} ${f(yb - sz * 1.15)}`,
    frame,
    10,
  );
  // bassinet and hood
  s += `<path d="M${f(x - sz * 0.5)} ${f(yb - sz * 0.95)}L${f(x + sz * 0.36)} ${f(yb - sz * 0.95)}Q${f(x + sz * 0.4)} ${f(yb - sz * 0.52)} ${f(x)} ${f(yb - sz * 0.5)}L${f(x - sz * 0.3)} ${f(yb - sz * 0.5)}Q${f(x - sz * 0.55)} ${f(yb - sz * 0.6)} ${f(x - sz * 0.5)} ${f(yb - sz * 0.95)}Z" fill="${c.lin(
    [
      [0, shade(color, 0.15)],
      [1, shade(color, -0.25)],
    ],
  )}"/>`;
  s += `<path d="M${f(x - sz * 0.52)} ${f(yb - sz * 0.93)}Q${f(x - sz * 0.55)} ${f(yb - sz * 1.45)} ${f(x - sz * 0.05)} ${f(yb - sz * 1.42)}L${f(x - sz * 0.05)} ${f(yb - sz * 0.93)}Z" fill="${c.rad(
    [
      [0, shade(color, 0.1)],
      [1, shade(color, -0.35)],
    ],
    0.3,
    0.3,
    0.9,
  )}"/>`;
  for (const k of [0.25, 0.55])
    s += rod(
      `M${f(x - sz * 0.5 + k * sz * 0.3)} ${f(yb - sz * 0.93)}Q${f(x - sz * 0.5 + k * sz * 0.2)} ${f(yb - sz * (1 + k * 0.5))} ${f(x - sz * 0.05)} ${f(yb - sz * (1.15 + k * 0.4))}`,
      shade(color, -0.4),
      3,
    );
  s += wheel(x - sz * 0.42, sz * 0.12) + wheel(x + sz * 0.38, sz * 0.12);
  return s;
}

function teddy(c: Canvas, x: number, yb: number, sz: number, fur: string): string {
  const f1 = c.rad(
    [
      [0, shade(fur, 0.25)],
      [1, shade(fur, -0.2)],
    ],
    0.4,
    0.35,
    0.7,
  );
  return (
    c.shadow(x, yb, sz * 0.6, sz * 0.1, 0.5) +
    `<ellipse cx="${f(x)}" cy="${f(yb - sz * 0.35)}" rx="${f(sz * 0.36)}" ry="${f(sz * 0.38)}" fill="${f1}"/>` +
    [-1, 1]
      .map(
        (k) =>
          `<ellipse cx="${f(x + k * sz * 0.28)}" cy="${f(yb - sz * 0.1)}" rx="${f(sz * 0.16)}" ry="${f(sz * 0.11)}" fill="${f1}"/>`,
      )
      .join('') +
    [-1, 1]
      .map((k) => `<circle cx="${f(x + k * sz * 0.22)}" cy="${f(yb - sz * 0.98)}" r="${f(sz * 0.12)}" fill="${f1}"/>`)
      .join('') +
    `<circle cx="${f(x)}" cy="${f(yb - sz * 0.8)}" r="${f(sz * 0.26)}" fill="${f1}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(yb - sz * 0.72)}" rx="${f(sz * 0.11)}" ry="${f(sz * 0.08)}" fill="${shade(fur, 0.35)}"/>` +
    `<circle cx="${f(x)}" cy="${f(yb - sz * 0.75)}" r="${f(sz * 0.03)}" fill="#2a1d14"/>` +
    [-1, 1]
      .map(
        (k) => `<circle cx="${f(x + k * sz * 0.09)}" cy="${f(yb - sz * 0.86)}" r="${f(sz * 0.025)}" fill="#1a1a1a"/>`,
      )
      .join('')
  );
}

const infantil: Scene = ({ c, r, rs, light }) => {
  const rm = room(c, r, light, {
    wall: r.pick(['#e8f0f4', '#f4ebe4', '#eef2e6', '#f3eef5']),
    horizon: r.range(520, 570),
    floor: r.pick(['planks', 'tiles'] as const),
  });
  let fg =
    rm.floor + rug(c, r, 600, rm.horizon + 60, 930, 800, 1500, r.pick(['#f2d7d9', '#d7e8f2', '#e9f0d8', '#f5e6c8']));
  const sx = r.chance(0.5) ? r.range(820, 930) : r.range(260, 360);
  const left = sx < 600;
  fg += stroller(
    c,
    sx,
    rm.horizon + r.range(110, 150),
    r.range(330, 380),
    r.pick(['#4a6fa5', '#8c8c8c', '#b56576', '#2f4858', '#6d8b74']),
    light,
  );
  // a tower of blocks and a few loose ones
  const bx = left ? r.range(560, 680) : r.range(380, 480);
  const by = r.range(800, 840);
  const cols = ['#e74c3c', '#f1c40f', '#3498db', '#2ecc71', '#e67e22', '#9b59b6'];
  let y = by;
  for (let i = 0; i < r.int(3, 4); i++) {
    const sz = 90 - i * 6;
    fg += box(c, bx - sz / 2 + rs.range(-8, 8), y, sz, sz, sz * 0.8, r.pick(cols), light, left ? 1 : -1);
    y -= sz;
  }
  for (let i = 0; i < 3; i++) {
    const sz = r.range(70, 85);
    fg += box(
      c,
      bx + (left ? 1 : -1) * (160 + i * 110) + rs.range(-20, 20),
      by + r.range(10, 50),
      sz,
      sz,
      sz * 0.8,
      r.pick(cols),
      light,
      left ? 1 : -1,
    );
  }
  fg += teddy(
    c,
    left ? bx - 220 : bx + 240,
    by - 10,
    r.range(200, 240),
    r.pick(['#b08458', '#d9b99b', '#8d6748', '#e8dcc8']),
  );
  const ball = r.pick(cols);
  const blx = left ? 1040 : 160;
  fg +=
    c.shadow(blx, 870, 80, 14, 0.5) +
    `<circle cx="${f(blx)}" cy="815" r="62" fill="${c.rad(
      [
        [0, shade(ball, 0.5)],
        [0.5, ball],
        [1, shade(ball, -0.4)],
      ],
      0.35,
      0.3,
      0.75,
    )}"/>`;
  return {
    bg: rm.bg,
    fg,
    focus: [bx + (left ? 60 : -60), by - 150],
    alt: [
      'Quarto infantil com carrinho de bebê, blocos de montar e ursinho',
      'Blocos de montar coloridos e ursinho de pelúcia',
      'Carrinho de bebê e brinquedos sobre o tapete',
    ],
  };
};

export const HOME_SCENES: Record<string, Scene> = {
  diarista,
  eletricista,
  encanador,
  pintor,
  'montador-de-moveis': montador,
  'casa-e-moveis': casaEMoveis,
  infantil,
};
