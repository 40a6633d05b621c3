/**
 * Scenes inside a home (ads.demoScenes.ts): cleaning, electrical, plumbing, painting, furniture
 * assembly, living room and children's things. Each draws its room with the kit and places its
 * objects by the ad's seed; the returned focus is where a close-up looks.
 */
import type { Scene, SceneParts } from './ads.demoScenes';
import { BRIGHTS, FABRICS, WOODS, box, cylinder, mix, n1 as f, rod, room, shade, type Canvas, type Light, type Rng } from './ads.demoScenes.kit';

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
    for (let i = 0; i < 7; i++)
      s += `<circle cx="${f(x + (i - 3) * rx * 0.22)}" cy="${f(top + ry * 0.3 + ((i * 37) % 9) - 4)}" r="${f(6 + (i % 3) * 3)}" fill="#ffffff" fill-opacity="0.75"/>`;
  }
  s += `<ellipse cx="${f(x)}" cy="${f(top)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${shade(color, 0.25)}" stroke-width="7"/>`;
  s += rod(
    `M${f(x - rx + 4)} ${f(top + 6)}C${f(x - rx)} ${f(top - h * 0.75)} ${f(x + rx)} ${f(top - h * 0.75)} ${f(x + rx - 4)} ${f(top + 6)}`,
    '#7a7f85',
    5,
  );
  return s;
}

function sprayBottle(c: Canvas, x: number, yb: number, h: number, liquid: string, light: Light, facing: -1 | 1): string {
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
  s += `<path d="M${f(x - w * 0.22)} ${f(neckTop)}L${f(x - w * 0.2)} ${f(neckTop - h * 0.17)}L${f(hx)} ${f(neckTop - h * 0.17)}L${f(hx)} ${f(neckTop - h * 0.08)}L${f(x + w * 0.22)} ${f(neckTop)}Z" fill="${c.lin([
    [0, shade(head, 0.05)],
    [1, shade(head, -0.25)],
  ])}"/>`;
  s += rod(`M${f(x + facing * w * 0.25)} ${f(neckTop - h * 0.02)}Q${f(x + facing * w * 0.45)} ${f(neckTop + h * 0.1)} ${f(x + facing * w * 0.35)} ${f(neckTop + h * 0.18)}`, shade(head, -0.2), 9);
  return s;
}

function mop(c: Canvas, x: number, yb: number, len: number, lean: number, head: string, light: Light): string {
  const topX = x + lean;
  const topY = yb - len;
  let s = c.shadow(x + 10, yb, 130, 18, 0.45);
  s += rod(`M${f(x)} ${f(yb - 40)}L${f(topX)} ${f(topY)}`, c.lin([[0, '#9aa3ab'], [0.4, '#e4e8ec'], [1, '#7b848c']], 0, 0, 1, 0), 14);
  s += `<rect x="${f(x - 18)}" y="${f(yb - 70)}" width="36" height="38" rx="6" fill="${shade(head, -0.35)}" transform="rotate(${f((Math.atan2(lean, len) * 180) / Math.PI)} ${f(x)} ${f(yb - 50)})"/>`;
  let strands = '';
  for (let i = 0; i < 34; i++) {
    const a = (i / 33) * 2 - 1;
    const ex = x + a * 105 + ((i * 13) % 7) - 3;
    strands += `M${f(x + a * 14)} ${f(yb - 40)}Q${f(x + a * 60)} ${f(yb - 30 + ((i * 7) % 11))} ${f(ex)} ${f(yb - ((i * 5) % 9))}`;
  }
  s += `<path d="${strands}" stroke="${shade(head, -0.25)}" stroke-width="9" stroke-linecap="round" fill="none"/>`;
  s += `<path d="${strands}" stroke="${head}" stroke-width="6" stroke-linecap="round" fill="none" transform="translate(${light.side * -2} -2)"/>`;
  return s;
}

function cloth(c: Canvas, x: number, yb: number, color: string): string {
  return (
    c.shadow(x, yb, 95, 16, 0.4) +
    `<path d="M${f(x - 90)} ${f(yb - 8)}Q${f(x - 60)} ${f(yb - 34)} ${f(x - 10)} ${f(yb - 30)}Q${f(x + 40)} ${f(yb - 44)} ${f(x + 85)} ${f(yb - 16)}Q${f(x + 60)} ${f(yb + 4)} ${f(x)} ${f(yb)}Q${f(x - 50)} ${f(yb + 6)} ${f(x - 90)} ${f(yb - 8)}Z" fill="${c.lin([
      [0, shade(color, 0.15)],
      [1, shade(color, -0.2)],
    ])}"/>` +
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
  const bx = r.range(430, 700) + rs.range(-20, 20);
  const by = r.range(760, 800);
  const bucketColor = r.pick(['#2e86c1', '#d9534f', '#f0ad4e', '#5cb85c', '#8e44ad', '#16a085']);
  const mopX = bx + r.pick([-1, 1]) * r.range(250, 320);
  let fg = rm.floor;
  fg += mop(c, mopX, by - 40, 720, (mopX < bx ? -1 : 1) * r.range(60, 120), r.pick(['#e9e4da', '#d6dde6', '#f0e0e6']), light);
  fg += bucket(c, bx, by, r.range(210, 250), bucketColor, light);
  const sx = bx + (mopX < bx ? 1 : -1) * r.range(190, 240);
  fg += sprayBottle(c, sx, by + 30, r.range(230, 260), r.pick(['#3fa7d6', '#7bc96f', '#f6a5c0', '#f4d35e']), light, mopX < bx ? 1 : -1);
  if (r.chance(0.7)) fg += cloth(c, sx + (mopX < bx ? 1 : -1) * 120, by + 55, r.pick(['#f4d35e', '#ee6c4d', '#3d5a80', '#98c1d9']));
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

export const HOME_SCENES: Record<string, Scene> = { diarista };
export type { SceneParts };
export { BRIGHTS, FABRICS, WOODS, box, mix };
