/**
 * Scenes on a table or a shop floor (ads.demoScenes.ts): lessons, beauty, repairs, parties,
 * electronics and fashion. Objects are placed by the ad's seed on a table top (or a rack in a
 * room); the returned focus is where a close-up looks.
 *
 * Over the ~350-line guide: drawing is coordinates, like the seed's data (see ads.demoScenes.home.ts).
 */
import type { Scene } from './ads.demoScenes';
import {
  BRIGHTS,
  FABRICS,
  box,
  cylinder,
  mix,
  n1 as f,
  rod,
  room,
  shade,
  tableTop,
  type Canvas,
  type Light,
  type Rng,
} from './ads.demoScenes.kit';

// ---------------------------------------------------------------- lessons

function bookStack(c: Canvas, r: Rng, x: number, yb: number, light: Light, n: number): string {
  let s = c.shadow(x, yb, 200, 26, 0.5);
  let y = yb;
  for (let i = 0; i < n; i++) {
    const w = r.range(260, 330);
    const h = r.range(34, 52);
    const dx = r.range(-18, 18);
    const cover = r.pick(['#8c2f39', '#1f4e79', '#2e6b4f', '#d4a017', '#5b3f8c', '#c8553d', '#2b2b2b', '#e6d5b8']);
    s += `<rect x="${f(x - w / 2 + dx)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="4" fill="${c.lin([
      [0, shade(cover, 0.15)],
      [1, shade(cover, -0.2)],
    ])}"/>`;
    // page block seen on the side facing the light
    const px = light.side < 0 ? x - w / 2 + dx + 6 : x + w / 2 + dx - 26;
    s += `<rect x="${f(px)}" y="${f(y - h + 6)}" width="20" height="${f(h - 12)}" fill="#f3eee2"/>`;
    s += `<rect x="${f(x - w * 0.2 + dx)}" y="${f(y - h * 0.62)}" width="${f(w * 0.3)}" height="${f(h * 0.18)}" fill="${shade(cover, 0.45)}" fill-opacity="0.7"/>`;
    y -= h;
  }
  return s;
}

/** Handwriting-like strokes (not letters: nothing in the picture can be read). */
function scribble(
  r: Rng,
  x: number,
  y: number,
  w: number,
  lines: number,
  gap: number,
  color: string,
  width = 2.2,
): string {
  let d = '';
  for (let l = 0; l < lines; l++) {
    let cx = x;
    const end = x + w * r.range(0.5, 1);
    const ly = y + l * gap;
    d += `M${f(cx)} ${f(ly)}`;
    while (cx < end) {
      const step = r.range(6, 12);
      d += `q${f(step / 2)} ${f(-r.range(3, 9))} ${f(step)} 0`;
      cx += step;
      if (r.chance(0.15)) {
        cx += 12;
        d += `m12 0`;
      }
    }
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
}

function notebook(c: Canvas, r: Rng, x: number, y: number, w: number, light: Light): string {
  const h = w * 0.66;
  let s = c.shadow(x, y + h * 0.5, w * 0.6, h * 0.2, 0.35);
  s += `<g transform="skewX(${f(-12 * light.side)})">`;
  s += `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.5)}" fill="${c.lin([
    [0, '#fbfaf6'],
    [1, '#e4e0d6'],
  ])}"/>`;
  let lines = '';
  for (let k = 1; k < 7; k++) lines += `M${f(x - w / 2 + 10)} ${f(y + k * h * 0.07)}H${f(x + w / 2 - 10)}`;
  s += `<path d="${lines}" stroke="#9ec3dd" stroke-width="1.5"/>`;
  s += scribble(r, x - w / 2 + 20, y + h * 0.07 - 3, w * 0.42, 6, h * 0.07, '#2a3a6a');
  s += scribble(r, x + 20, y + h * 0.07 - 3, w * 0.4, 4, h * 0.07, '#2a3a6a');
  s += rod(`M${f(x)} ${f(y)}V${f(y + h * 0.5)}`, '#9a9a9a', 4, ' stroke-dasharray="3 6"');
  return s + '</g>';
}

function mug(c: Canvas, x: number, yb: number, w: number, color: string, light: Light): string {
  const h = w * 1.05;
  return (
    c.shadow(x, yb, w * 0.75, w * 0.14, 0.5) +
    rod(
      `M${f(x + w / 2 - 4)} ${f(yb - h * 0.75)}q${f(w * 0.38)} 0 ${f(w * 0.3)} ${f(h * 0.36)}q-6 ${f(h * 0.18)} ${f(-w * 0.3)} ${f(h * 0.16)}`,
      shade(color, -0.1),
      w * 0.1,
    ) +
    `<path d="M${f(x - w / 2)} ${f(yb - h)}V${f(yb - 10)}Q${f(x - w / 2)} ${f(yb)} ${f(x - w / 2 + 14)} ${f(yb)}H${f(x + w / 2 - 14)}Q${f(x + w / 2)} ${f(yb)} ${f(x + w / 2)} ${f(yb - 10)}V${f(yb - h)}Z" fill="${cylinder(c, color, light.side, 0.4)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(yb - h)}" rx="${f(w / 2)}" ry="${f(w * 0.14)}" fill="${shade(color, -0.2)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(yb - h + 3)}" rx="${f(w * 0.44)}" ry="${f(w * 0.11)}" fill="#4a2c17"/>`
  );
}

const aulas: Scene = ({ c, r, rs, light }) => {
  const t = tableTop(c, r, light, { edge: r.range(440, 500) });
  let bg = t.bg;
  // a board on the wall with worked examples (strokes only)
  const chalk = r.chance(0.5);
  const bx = r.range(120, 480);
  bg += `<rect x="${f(bx - 14)}" y="56" width="${f(620 + 28)}" height="${f(t.horizon - 120)}" fill="${chalk ? '#6b4a2f' : '#b8bcc0'}"/>`;
  bg += `<rect x="${f(bx)}" y="70" width="620" height="${f(t.horizon - 148)}" fill="${chalk ? '#2f4a3a' : '#f7f7f4'}"/>`;
  for (let k = 0; k < 3; k++) bg += scribble(r, bx + 40 + k * 190, 120, 150, 4, 44, chalk ? '#e8efe8' : '#2a55a8', 4);
  let fg = t.floor;
  const sx = r.range(260, 420);
  fg += bookStack(c, r, sx, t.horizon + r.range(200, 260), light, r.int(3, 5));
  const nx = r.range(640, 820) + rs.range(-20, 20);
  const ny = t.horizon + r.range(150, 200);
  fg += notebook(c, r, nx, ny, r.range(440, 500), light);
  const px = nx + r.range(-120, 120);
  fg += `<g transform="rotate(${f(r.range(-30, 10))} ${px} ${f(ny + 250)})">${c.shadow(px, ny + 262, 130, 10, 0.4)}<rect x="${f(px - 130)}" y="${f(ny + 244)}" width="230" height="14" rx="3" fill="${r.pick(['#f1c40f', '#2e86c1', '#e74c3c'])}"/><path d="M${f(px + 100)} ${f(ny + 244)}l36 7l-36 7z" fill="#e8d1a8"/><path d="M${f(px + 128)} ${f(ny + 249.5)}l8 1.5l-8 1.5z" fill="#333"/></g>`;
  if (r.chance(0.7))
    fg += mug(
      c,
      nx + r.range(290, 340),
      t.horizon + r.range(130, 170),
      110,
      r.pick(['#f4f1ea', '#c0392b', '#2e86c1', '#2b2b2b', '#e8b923']),
      light,
    );
  return {
    bg,
    fg,
    focus: [nx - 60, ny + 120],
    alt: [
      'Mesa de estudos com livros, caderno, lápis e quadro ao fundo',
      'Caderno com exercícios resolvidos e lápis sobre a mesa',
      'Pilha de livros e caneca na mesa de estudo',
    ],
  };
};

// ---------------------------------------------------------------- beauty

function polish(c: Canvas, x: number, yb: number, h: number, color: string, light: Light): string {
  const w = h * 0.55;
  return (
    c.shadow(x, yb, w * 0.8, w * 0.16, 0.5) +
    `<rect x="${f(x - w / 2)}" y="${f(yb - h * 0.55)}" width="${f(w)}" height="${f(h * 0.55)}" rx="${f(w * 0.2)}" fill="${cylinder(c, color, light.side, 0.55)}"/>` +
    `<rect x="${f(x - w * 0.38)}" y="${f(yb - h * 0.53)}" width="${f(w * 0.14)}" height="${f(h * 0.45)}" rx="4" fill="#fff" fill-opacity="0.35"/>` +
    `<rect x="${f(x - w * 0.22)}" y="${f(yb - h)}" width="${f(w * 0.44)}" height="${f(h * 0.47)}" rx="4" fill="${cylinder(c, '#1e1e1e', light.side, 0.35)}"/>`
  );
}

function brushCup(c: Canvas, r: Rng, x: number, yb: number, light: Light): string {
  let s = '';
  for (let i = 0; i < 5; i++) {
    const a = r.range(-18, 18);
    const len = r.range(200, 260);
    const tip = r.pick(['#2b2b2b', '#d9b99b', '#f2e6da', '#8d6748']);
    s += `<g transform="rotate(${f(a)} ${f(x)} ${f(yb - 60)})">${rod(`M${f(x)} ${f(yb - 60)}V${f(yb - len)}`, r.pick(['#2b2b2b', '#e8c8c0', '#c9a24a', '#f4f1ea']), 12)}<rect x="${f(x - 8)}" y="${f(yb - len - 8)}" width="16" height="30" fill="#c9ced3"/><path d="M${f(x - 10)} ${f(yb - len - 8)}q10 -70 20 0z" fill="${tip}"/></g>`;
  }
  s += c.shadow(x, yb, 90, 16, 0.5);
  s += `<path d="M${f(x - 60)} ${f(yb - 150)}L${f(x - 54)} ${f(yb)}H${f(x + 54)}L${f(x + 60)} ${f(yb - 150)}Z" fill="${cylinder(c, r.pick(['#f4f1ea', '#e8c8c0', '#c9d6df']), light.side, 0.4)}"/>`;
  return s;
}

const beleza: Scene = ({ c, r, rs, light }) => {
  const t = tableTop(c, r, light, {
    edge: r.range(470, 520),
    top: r.pick(['#f4f1ea', '#e9e6df', '#d7d2c9', '#c49a6c']),
  });
  let fg = t.floor;
  // round mirror on a stand, reflecting a soft light
  const mx = r.range(380, 820);
  const my = t.horizon - r.range(60, 120);
  const mr = r.range(190, 230);
  fg += c.shadow(mx, t.horizon + 80, mr * 0.6, 20, 0.4);
  fg += rod(`M${f(mx)} ${f(my + mr)}V${f(t.horizon + 80)}`, '#c9a24a', 14);
  fg += `<ellipse cx="${f(mx)}" cy="${f(t.horizon + 82)}" rx="80" ry="16" fill="${cylinder(c, '#c9a24a', light.side, 0.5)}"/>`;
  fg += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(mr + 14)}" fill="${c.lin([
    [0, '#f0d48a'],
    [1, '#a7842f'],
  ])}"/>`;
  fg += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(mr)}" fill="${c.rad(
    [
      [0, '#f6f3ee'],
      [0.6, shade(mix('#dfe6ea', light.tint, 0.4), -0.05)],
      [1, '#9aa6ad'],
    ],
    light.side < 0 ? 0.35 : 0.65,
    0.35,
    0.8,
  )}"/>`;
  fg += `<path d="M${f(mx - mr * 0.6)} ${f(my - mr * 0.2)}L${f(mx - mr * 0.1)} ${f(my - mr * 0.7)}" stroke="#fff" stroke-opacity="0.5" stroke-width="22" stroke-linecap="round"/>`;
  const side = mx < 600 ? 1 : -1;
  fg += brushCup(c, r, mx + side * r.range(330, 380), t.horizon + r.range(200, 230), light);
  const colors = ['#b3001b', '#e84393', '#f8a5c2', '#6c5ce7', '#d63031', '#fdcb6e', '#e17055', '#2d3436'];
  const px = mx - side * r.range(60, 120) + rs.range(-20, 20);
  for (let i = 0; i < r.int(3, 4); i++)
    fg += polish(
      c,
      px + side * i * 95 + rs.range(-8, 8),
      t.horizon + 300 + ((i * 37) % 40),
      r.range(140, 170),
      r.pick(colors),
      light,
    );
  // a compact with pressed powder
  const cx = mx - side * r.range(300, 360);
  fg +=
    c.shadow(cx, t.horizon + 250, 110, 20, 0.45) +
    `<ellipse cx="${f(cx)}" cy="${f(t.horizon + 230)}" rx="100" ry="40" fill="${shade('#2b2b2b', 0.1)}"/><ellipse cx="${f(cx)}" cy="${f(t.horizon + 226)}" rx="80" ry="30" fill="${c.rad(
      [
        [0, '#f1cdb3'],
        [1, '#d9a98a'],
      ],
    )}"/>`;
  return {
    bg: t.bg,
    fg,
    focus: [px + side * 140, t.horizon + 220],
    alt: [
      'Penteadeira com espelho redondo, pincéis de maquiagem e esmaltes',
      'Vidros de esmalte coloridos em detalhe',
      'Pincéis de maquiagem, pó compacto e espelho sobre a mesa',
    ],
  };
};

// ---------------------------------------------------------------- repairs

function openPhone(c: Canvas, r: Rng, x: number, y: number, w: number, angle: number): string {
  const h = w * 2.05;
  let s =
    `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})">` + c.softBox(x - w / 2 + 6, y - h / 2 + 10, w, h, 14, 0.4);
  s += `<rect x="${f(x - w / 2)}" y="${f(y - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.14)}" fill="${c.lin(
    [
      [0, '#8d949b'],
      [1, '#4d5358'],
    ],
  )}"/>`;
  s += `<rect x="${f(x - w / 2 + 8)}" y="${f(y - h / 2 + 8)}" width="${f(w - 16)}" height="${f(h - 16)}" rx="${f(w * 0.11)}" fill="#1f2327"/>`;
  // battery and logic board
  s += `<rect x="${f(x - w * 0.38)}" y="${f(y - h * 0.05)}" width="${f(w * 0.76)}" height="${f(h * 0.4)}" rx="8" fill="${c.lin(
    [
      [0, '#3b3f44'],
      [1, '#2a2d31'],
    ],
  )}"/>`;
  s += `<rect x="${f(x - w * 0.38)}" y="${f(y - h * 0.42)}" width="${f(w * 0.76)}" height="${f(h * 0.32)}" rx="6" fill="#1e5a3c"/>`;
  for (let i = 0; i < 9; i++)
    s += `<rect x="${f(x - w * 0.33 + r.range(0, w * 0.55))}" y="${f(y - h * 0.38 + r.range(0, h * 0.22))}" width="${f(r.range(10, 30))}" height="${f(r.range(8, 22))}" fill="${r.pick(['#c9ced3', '#2b2b2b', '#b08d57'])}"/>`;
  s += `<circle cx="${f(x + w * 0.2)}" cy="${f(y - h * 0.36)}" r="${f(w * 0.08)}" fill="#0d0d0d" stroke="#9aa0a6" stroke-width="3"/>`;
  return s + '</g>';
}

function laptop(
  c: Canvas,
  x: number,
  yb: number,
  w: number,
  shell: string,
  screen: [string, string],
  light: Light,
  glow = true,
): string {
  const sh = w * 0.62;
  let s = c.shadow(x, yb, w * 0.62, 26, 0.55);
  // lid seen from the front, tilted back
  s += `<path d="M${f(x - w / 2 + 20)} ${f(yb - 40)}L${f(x - w / 2 + 40)} ${f(yb - 40 - sh)}H${f(x + w / 2 - 40)}L${f(x + w / 2 - 20)} ${f(yb - 40)}Z" fill="${shade(shell, -0.2)}"/>`;
  s += `<path d="M${f(x - w / 2 + 36)} ${f(yb - 50)}L${f(x - w / 2 + 52)} ${f(yb - 30 - sh)}H${f(x + w / 2 - 52)}L${f(x + w / 2 - 36)} ${f(yb - 50)}Z" fill="${c.lin(
    [
      [0, screen[0]],
      [1, screen[1]],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  // glare of the window on the glass, on the side the light comes from
  const gx = light.side < 0 ? x - w / 2 + 52 : x + w * 0.1;
  s += `<path d="M${f(gx)} ${f(yb - 30 - sh)}H${f(gx + w * 0.35)}L${f(gx + w * 0.12)} ${f(yb - 50)}H${f(gx - w * 0.1)}Z" fill="#fff" fill-opacity="${glow ? 0.1 : 0.06}"/>`;
  // base with keyboard
  s += `<path d="M${f(x - w / 2)} ${f(yb)}L${f(x - w / 2 + 20)} ${f(yb - 40)}H${f(x + w / 2 - 20)}L${f(x + w / 2)} ${f(yb)}Z" fill="${c.lin(
    [
      [0, shade(shell, 0.1)],
      [1, shade(shell, -0.1)],
    ],
  )}"/>`;
  let keys = '';
  for (let row = 0; row < 3; row++) {
    const y = yb - 34 + row * 10;
    const inset = 40 - row * 6;
    for (let k = 0; k < 14; k++) {
      const kx = x - w / 2 + inset + 12 + (k * (w - 2 * inset - 24)) / 14;
      keys += `M${f(kx)} ${f(y)}h${f((w - 2 * inset) / 16)}`;
    }
  }
  s += `<path d="${keys}" stroke="${shade(shell, -0.45)}" stroke-width="6"/>`;
  s += `<rect x="${f(x - w / 2)}" y="${f(yb - 3)}" width="${f(w)}" height="6" rx="3" fill="${shade(shell, -0.3)}"/>`;
  return s;
}

const assistencia: Scene = ({ c, r, rs, light }) => {
  const mat = r.pick(['#2e6b4f', '#1f4e79', '#3a3d42']);
  const t = tableTop(c, r, light, { edge: r.range(430, 480), top: r.pick(['#8c6239', '#55595e', '#b88a5a']) });
  let fg = t.floor;
  // cutting mat with its grid, in perspective
  const m0 = t.horizon + 40;
  fg += `<path d="M120 ${f(m0)}H1080L1200 900H0Z" fill="${c.lin([
    [0, shade(mat, -0.1)],
    [1, shade(mat, 0.08)],
  ])}"/>`;
  let grid = '';
  for (let k = 0; k <= 12; k++) grid += `M${f(120 + k * 80)} ${f(m0)}L${f(k * 100)} 900`;
  for (let y = m0 + 40, g = 40; y < 900; g *= 1.12, y += g)
    grid += `M${f(120 - ((y - m0) / (900 - m0)) * 120)} ${f(y)}H${f(1080 + ((y - m0) / (900 - m0)) * 120)}`;
  fg += `<path d="${grid}" stroke="#e8efe8" stroke-opacity="0.35" stroke-width="1.5"/>`;
  const lx = r.chance(0.5) ? r.range(280, 360) : r.range(840, 920);
  fg += laptop(
    c,
    lx,
    t.horizon + 120,
    r.range(440, 500),
    r.pick(['#c9ced3', '#2b2d30', '#9aa0a6']),
    ['#1c2630', '#0d1217'],
    light,
    false,
  );
  const px = lx < 600 ? r.range(680, 780) : r.range(380, 480);
  const py = t.horizon + r.range(250, 290) + rs.range(-10, 10);
  fg += openPhone(c, r, px, py, 150, r.range(-20, 20));
  // the separated screen, face down, and tools
  fg += `<g transform="rotate(${f(r.range(-15, 15))} ${f(px + 190)} ${f(py)})"><rect x="${f(px + 120)}" y="${f(py - 150)}" width="150" height="300" rx="20" fill="#111518"/><rect x="${f(px + 126)}" y="${f(py - 144)}" width="138" height="288" rx="16" fill="none" stroke="#3a3f44" stroke-width="3"/></g>`;
  const sx = px - r.range(180, 220);
  const grip = r.pick(['#c0392b', '#2e86c1', '#f39c12']);
  fg += `<g transform="rotate(${f(r.range(-50, -20))} ${f(sx)} ${f(py + 100)})">${c.shadow(sx, py + 110, 120, 12, 0.45)}<rect x="${f(sx - 110)}" y="${f(py + 88)}" width="110" height="26" rx="10" fill="${cylinder(c, grip, -1, 0.4)}"/><rect x="${f(sx)}" y="${f(py + 97)}" width="110" height="8" fill="#b8bec4"/></g>`;
  for (let i = 0; i < 6; i++)
    fg += `<circle cx="${f(px + rs.range(-120, 120))}" cy="${f(py + 190 + rs.range(-20, 20))}" r="4" fill="#9aa0a6"/>`;
  return {
    bg: t.bg,
    fg,
    focus: [px + 60, py],
    alt: [
      'Bancada de conserto com celular aberto, notebook e chave de precisão',
      'Celular aberto mostrando bateria e placa, com a tela ao lado',
      'Manutenção de celular e notebook sobre manta antiestática',
    ],
  };
};

// ---------------------------------------------------------------- parties

function balloon(c: Canvas, x: number, y: number, rad: number, color: string, stringTo: number): string {
  return (
    rod(
      `M${f(x)} ${f(y + rad * 1.15)}C${f(x - 20)} ${f(y + rad * 2)} ${f(x + 20)} ${f(stringTo - 80)} ${f(x)} ${f(stringTo)}`,
      '#d0d0d0',
      2,
    ) +
    `<path d="M${f(x - 9)} ${f(y + rad * 1.2)}h18l-9 -14z" fill="${shade(color, -0.2)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rad)}" ry="${f(rad * 1.18)}" fill="${c.rad(
      [
        [0, shade(color, 0.6)],
        [0.25, shade(color, 0.15)],
        [0.8, color],
        [1, shade(color, -0.35)],
      ],
      0.35,
      0.3,
      0.75,
    )}"/>`
  );
}

function cake(c: Canvas, x: number, yb: number, w: number, frosting: string, light: Light): string {
  let s = c.shadow(x, yb + 4, w * 0.8, 26, 0.5);
  s += `<ellipse cx="${f(x)}" cy="${f(yb)}" rx="${f(w * 0.7)}" ry="${f(w * 0.16)}" fill="${cylinder(c, '#e9ecef', light.side, 0.5)}"/>`;
  const tiers = [
    [w, w * 0.42],
    [w * 0.7, w * 0.34],
  ];
  let y = yb - 10;
  for (const [tw, th] of tiers) {
    s += `<path d="M${f(x - tw / 2)} ${f(y - th)}V${f(y)}A${f(tw / 2)} ${f(tw * 0.12)} 0 0 0 ${f(x + tw / 2)} ${f(y)}V${f(y - th)}Z" fill="${cylinder(c, frosting, light.side, 0.25)}"/>`;
    s += `<ellipse cx="${f(x)}" cy="${f(y - th)}" rx="${f(tw / 2)}" ry="${f(tw * 0.12)}" fill="${shade(frosting, 0.2)}"/>`;
    // drips of ganache from the top edge
    let drips = `M${f(x - tw / 2)} ${f(y - th)}`;
    for (let k = 0; k <= 10; k++) {
      const dx = x - tw / 2 + (k * tw) / 10;
      const dy = y - th + Math.sin((k / 10) * Math.PI) * tw * 0.12 + (k % 3 === 0 ? th * 0.35 : th * 0.12);
      drips += `L${f(dx)} ${f(dy)}`;
    }
    drips += `L${f(x + tw / 2)} ${f(y - th)}A${f(tw / 2)} ${f(tw * 0.12)} 0 0 0 ${f(x - tw / 2)} ${f(y - th)}Z`;
    s += `<path d="${drips}" fill="#5a3420" stroke="#5a3420" stroke-width="10" stroke-linejoin="round"/>`;
    s += `<ellipse cx="${f(x)}" cy="${f(y - th)}" rx="${f(tw / 2)}" ry="${f(tw * 0.12)}" fill="#6b3f27"/>`;
    y -= th;
  }
  for (let k = -1; k <= 1; k++) {
    const cx = x + k * w * 0.16;
    s += `<rect x="${f(cx - 5)}" y="${f(y - 60)}" width="10" height="60" fill="${['#f8a5c2', '#74b9ff', '#ffeaa7'][k + 1]}"/>`;
    s += `<ellipse cx="${f(cx)}" cy="${f(y - 74)}" rx="8" ry="14" fill="${c.rad([
      [0, '#fffbe6'],
      [0.5, '#ffd166'],
      [1, '#ff9f1c', 0],
    ])}"/>`;
  }
  return s;
}

function brigadeiros(c: Canvas, r: Rng, x: number, yb: number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const bx = x + (i % 4) * 64 + (Math.floor(i / 4) % 2) * 30;
    const by = yb + Math.floor(i / 4) * 46;
    const cup = r.pick(['#e84393', '#f1c40f', '#74b9ff', '#ffffff']);
    s += c.shadow(bx, by + 6, 34, 8, 0.4);
    s += `<path d="M${f(bx - 28)} ${f(by - 18)}L${f(bx - 22)} ${f(by + 4)}H${f(bx + 22)}L${f(bx + 28)} ${f(by - 18)}Z" fill="${cup}"/>`;
    s += `<circle cx="${f(bx)}" cy="${f(by - 26)}" r="24" fill="${c.rad(
      [
        [0, '#7a4a2e'],
        [1, '#3b2214'],
      ],
      0.35,
      0.3,
      0.7,
    )}"/>`;
    let sprinkles = '';
    for (let k = 0; k < 10; k++)
      sprinkles += `M${f(bx + r.range(-16, 16))} ${f(by - 26 + r.range(-16, 14))}l${f(r.range(-3, 3))} 3`;
    s += `<path d="${sprinkles}" stroke="#2a160c" stroke-width="3" stroke-linecap="round"/>`;
  }
  return s;
}

const festas: Scene = ({ c, r, rs, light }) => {
  const t = tableTop(c, r, light, {
    edge: r.range(500, 560),
    top: r.pick(['#f4f1ea', '#f7e1e6', '#e3f0f7', '#fdf3d8']),
  });
  const colors = r.pick([
    ['#e84393', '#fd79a8', '#ffeaa7', '#74b9ff'],
    ['#d63031', '#fdcb6e', '#0984e3', '#00b894'],
    ['#a29bfe', '#ffffff', '#81ecec', '#fab1a0'],
    ['#e17055', '#fdcb6e', '#ffffff', '#00cec9'],
  ]);
  let bg = t.bg;
  // bunting across the wall
  const y0 = r.range(60, 110);
  bg += `<path d="M-20 ${f(y0)}Q600 ${f(y0 + 90)} 1220 ${f(y0)}" stroke="#8a7f72" stroke-width="3" fill="none"/>`;
  for (let k = 0; k < 16; k++) {
    const x = -10 + k * 78;
    const tt = (x + 20) / 1240;
    const y = y0 + 4 * 90 * tt * (1 - tt) * 0.5 * 2 * 0.5 + 90 * 2 * tt * (1 - tt);
    bg += `<path d="M${f(x)} ${f(y)}h60l-30 70z" fill="${colors[k % colors.length]}"/>`;
  }
  for (let i = 0; i < 5; i++)
    bg += balloon(c, r.range(40, 1160), r.range(200, t.horizon - 120), r.range(50, 75), r.pick(colors), t.horizon + 40);
  let fg = t.floor;
  const cx = 600 + r.range(-120, 120) + rs.range(-15, 15);
  const cyb = t.horizon + r.range(190, 230);
  fg += cake(c, cx, cyb, r.range(320, 360), r.pick(['#fdf3e7', '#f8c8d8', '#d6eaf8', '#fff3c4']), light);
  const side = r.chance(0.5) ? 1 : -1;
  fg += brigadeiros(c, r, side > 0 ? cx + 260 : cx - 520, t.horizon + 250, r.int(6, 8));
  for (const k of [-1, 1])
    fg += balloon(c, cx + k * r.range(430, 520), r.range(150, 250), r.range(80, 100), r.pick(colors), 950);
  return {
    bg,
    fg,
    focus: [cx, cyb - 200],
    alt: [
      'Mesa de festa com bolo, brigadeiros, balões e bandeirinhas',
      'Bolo de dois andares com velas e cobertura de chocolate',
      'Decoração de aniversário com balões coloridos e doces',
    ],
  };
};

// ---------------------------------------------------------------- electronics

function phone(
  c: Canvas,
  x: number,
  yb: number,
  h: number,
  body: string,
  screen: [string, string],
  angle: number,
): string {
  const w = h * 0.49;
  return (
    `<g transform="rotate(${f(angle)} ${f(x)} ${f(yb)})">` +
    c.softBox(x - w / 2 + 8, yb - h + 8, w, h, 16, 0.45) +
    `<rect x="${f(x - w / 2)}" y="${f(yb - h)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.16)}" fill="${c.lin(
      [
        [0, shade(body, 0.3)],
        [1, shade(body, -0.2)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<rect x="${f(x - w / 2 + 7)}" y="${f(yb - h + 7)}" width="${f(w - 14)}" height="${f(h - 14)}" rx="${f(w * 0.13)}" fill="${c.lin(
      [
        [0, screen[0]],
        [1, screen[1]],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<rect x="${f(x - w * 0.14)}" y="${f(yb - h + 16)}" width="${f(w * 0.28)}" height="${f(h * 0.035)}" rx="${f(h * 0.017)}" fill="#050505"/>` +
    `<path d="M${f(x - w / 2 + 7)} ${f(yb - h * 0.55)}L${f(x + w / 2 - 7)} ${f(yb - h * 0.85)}V${f(yb - h + 30)}H${f(x - w / 2 + 7)}Z" fill="#fff" fill-opacity="0.08"/>` +
    '</g>'
  );
}

const WALLPAPERS: Array<[string, string]> = [
  ['#ff7e5f', '#2b1055'],
  ['#00c6ff', '#0047ab'],
  ['#a8e063', '#1d6b3a'],
  ['#f7797d', '#6a3093'],
  ['#ffd194', '#d1913c'],
];

const eletronicos: Scene = ({ c, r, rs, light }) => {
  const t = tableTop(c, r, light, { edge: r.range(430, 480) });
  let fg = t.floor;
  const shell = r.pick(['#c9ced3', '#2b2d30', '#d8c7b0', '#9aa0a6']);
  const lx = 600 + r.range(-160, 60);
  const ly = t.horizon + r.range(160, 200);
  fg += laptop(c, lx, ly, r.range(560, 640), shell, r.pick(WALLPAPERS), light);
  const px = lx + r.range(330, 400) + rs.range(-15, 15);
  const body = r.pick(['#1d1f22', '#e8e4dc', '#4a5b6c', '#b8a9c9', '#c9a24a']);
  fg += phone(c, px, t.horizon + r.range(380, 420), r.range(300, 340), body, r.pick(WALLPAPERS), r.range(-14, 8));
  // earbuds case
  const ex = lx - r.range(330, 380);
  fg +=
    c.shadow(ex, t.horizon + 330, 70, 14, 0.5) +
    `<rect x="${f(ex - 55)}" y="${f(t.horizon + 250)}" width="110" height="80" rx="34" fill="${cylinder(c, '#f4f4f2', light.side, 0.3)}"/><path d="M${f(ex - 55)} ${f(t.horizon + 280)}H${f(ex + 55)}" stroke="#c9c9c4" stroke-width="2"/>`;
  return {
    bg: t.bg,
    fg,
    focus: [px - 40, t.horizon + 260],
    alt: [
      'Notebook aberto e celular sobre a mesa de madeira',
      'Celular com tela acesa em detalhe, ao lado do notebook',
      'Notebook, celular e estojo de fones sobre a mesa',
    ],
  };
};

// ---------------------------------------------------------------- fashion

function garment(
  c: Canvas,
  x: number,
  y: number,
  kind: 'shirt' | 'dress' | 'jacket',
  color: string,
  light: Light,
): string {
  const fill = c.lin(
    [
      [0, shade(color, light.side < 0 ? 0.15 : -0.15)],
      [1, shade(color, light.side < 0 ? -0.2 : 0.1)],
    ],
    0,
    0,
    1,
    0,
  );
  let s = rod(
    `M${f(x)} ${f(y - 20)}q0 -14 10 -14q10 0 10 10M${f(x - 70)} ${f(y + 22)}L${f(x)} ${f(y)}L${f(x + 70)} ${f(y + 22)}`,
    '#6b6f74',
    5,
  );
  if (kind === 'dress')
    s += `<path d="M${f(x - 42)} ${f(y + 8)}Q${f(x)} ${f(y + 30)} ${f(x + 42)} ${f(y + 8)}L${f(x + 48)} ${f(y + 130)}L${f(x + 110)} ${f(y + 420)}Q${f(x)} ${f(y + 440)} ${f(x - 110)} ${f(y + 420)}L${f(x - 48)} ${f(y + 130)}Z" fill="${fill}"/>`;
  else
    s += `<path d="M${f(x - 60)} ${f(y + 14)}L${f(x - 20)} ${f(y + 4)}Q${f(x)} ${f(y + 24)} ${f(x + 20)} ${f(y + 4)}L${f(x + 60)} ${f(y + 14)}L${f(x + 92)} ${f(y + 150)}L${f(x + 70)} ${f(y + 156)}L${f(x + 66)} ${f(y + 80)}L${f(x + 66)} ${f(kind === 'jacket' ? y + 330 : y + 290)}H${f(x - 66)}L${f(x - 66)} ${f(y + 80)}L${f(x - 70)} ${f(y + 156)}L${f(x - 92)} ${f(y + 150)}Z" fill="${fill}"/>`;
  if (kind === 'jacket') s += rod(`M${f(x)} ${f(y + 22)}V${f(y + 328)}`, shade(color, -0.35), 3);
  s += `<path d="M${f(x - 30)} ${f(y + 60)}Q${f(x)} ${f(y + 200)} ${f(x + 10)} ${f(y + 280)}" stroke="#000" stroke-opacity="0.12" stroke-width="10" fill="none"/>`;
  return s;
}

function sneaker(c: Canvas, x: number, yb: number, w: number, color: string, facing: -1 | 1): string {
  const k = facing;
  const X = (v: number) => f(x + k * v * w);
  return (
    c.shadow(x, yb, w * 0.6, w * 0.08, 0.55) +
    `<path d="M${X(-0.5)} ${f(yb - w * 0.05)}L${X(-0.5)} ${f(yb - w * 0.32)}Q${X(-0.45)} ${f(yb - w * 0.4)} ${X(-0.28)} ${f(yb - w * 0.38)}L${X(-0.05)} ${f(yb - w * 0.3)}Q${X(0.25)} ${f(yb - w * 0.24)} ${X(0.45)} ${f(yb - w * 0.14)}Q${X(0.52)} ${f(yb - w * 0.06)} ${X(0.48)} ${f(yb - w * 0.04)}Z" fill="${c.lin(
      [
        [0, shade(color, 0.2)],
        [1, shade(color, -0.15)],
      ],
    )}"/>` +
    `<path d="M${X(-0.52)} ${f(yb - w * 0.08)}H${X(0.5)}Q${X(0.52)} ${f(yb)} ${X(0.45)} ${f(yb)}H${X(-0.48)}Q${X(-0.53)} ${f(yb)} ${X(-0.52)} ${f(yb - w * 0.08)}Z" fill="#f2f2ef"/>` +
    `<path d="M${X(-0.1)} ${f(yb - w * 0.3)}L${X(0.1)} ${f(yb - w * 0.25)}M${X(-0.04)} ${f(yb - w * 0.33)}L${X(0.16)} ${f(yb - w * 0.27)}" stroke="#fff" stroke-width="4"/>`
  );
}

const moda: Scene = ({ c, r, rs, light }) => {
  const rm = room(c, r, light, { horizon: r.range(620, 680), floor: 'planks' });
  let fg = rm.floor;
  const x0 = r.range(170, 260);
  const x1 = 1200 - r.range(170, 260);
  const bar = r.range(150, 190);
  const metal = r.pick(['#2b2b2b', '#c9a24a', '#9aa0a6']);
  fg += c.shadow((x0 + x1) / 2, rm.horizon + 70, (x1 - x0) * 0.55, 24, 0.45);
  fg += rod(`M${f(x0)} ${f(rm.horizon + 70)}V${f(bar)}H${f(x1)}V${f(rm.horizon + 70)}`, metal, 12);
  for (const x of [x0, x1]) fg += rod(`M${f(x - 60)} ${f(rm.horizon + 74)}H${f(x + 60)}`, metal, 12);
  const n = r.int(5, 7);
  const palette = r.pick([FABRICS, BRIGHTS, ['#f4f1ea', '#d9c6a5', '#a8794f', '#2f4858', '#e8c8c0', '#7b7f86']]);
  for (let i = 0; i < n; i++) {
    const x = x0 + 80 + (i * (x1 - x0 - 160)) / (n - 1) + rs.range(-10, 10);
    fg += garment(c, x, bar + 20, r.pick(['shirt', 'dress', 'jacket'] as const), r.pick(palette), light);
  }
  const facing = r.chance(0.5) ? 1 : -1;
  const shoe = r.pick(['#ffffff', '#2b2b2b', '#c0392b', '#1f4e79', '#d9c6a5']);
  const sx = 600 + r.range(-200, 200);
  fg += sneaker(c, sx, 850, 230, shoe, facing as -1 | 1) + sneaker(c, sx + 170, 872, 230, shoe, facing as -1 | 1);
  if (r.chance(0.6)) {
    const bx = sx < 600 ? sx + 420 : sx - 330;
    const bag = r.pick(['#8c3b3b', '#2b2b2b', '#c49a6c', '#e8c8c0']);
    fg +=
      box(c, bx - 90, 860, 180, 130, 60, bag, light, 1) +
      rod(`M${f(bx - 60)} ${f(730)}Q${f(bx)} ${f(640)} ${f(bx + 60)} ${f(730)}`, shade(bag, -0.2), 9);
  }
  return {
    bg: rm.bg,
    fg,
    focus: [sx + 90, 720],
    alt: [
      'Arara com roupas penduradas e tênis no chão',
      'Par de tênis e barra das roupas em detalhe',
      'Peças de roupa em cabides, bolsa e calçados',
    ],
  };
};

export const TABLE_SCENES: Record<string, Scene> = {
  'aulas-particulares': aulas,
  'beleza-e-estetica': beleza,
  'assistencia-tecnica': assistencia,
  'festas-e-eventos': festas,
  'eletronicos-e-celulares': eletronicos,
  'moda-e-acessorios': moda,
};
