import sharp from 'sharp';
import type { Database } from '../../db/client';
import { publishFiles } from '../../lib/media';
import { processImage, removeFiles } from '../ads/ads.images';
import { createTribesRepository } from './tribes.repository';
import { slugBase } from './tribes.service';

// Demo tribes for a fresh database (first start, after the demo ads): communities across states and
// niches with owners, moderators, members, a pending request, approved (and one pinned) ads, a
// private tribe and one that approves ads, so every tribe page has real content.

const PALETTES = [
  ['#1d4ed8', '#60a5fa'],
  ['#b45309', '#fbbf24'],
  ['#047857', '#34d399'],
  ['#9d174d', '#f472b6'],
  ['#6d28d9', '#a78bfa'],
  ['#0f766e', '#5eead4'],
  ['#b91c1c', '#f87171'],
];

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A tribe's avatar or cover drawn from its name: a gradient, two soft circles and the name (a
 * community's badge; the demo ads have photo-like scenes of their own, ads.demoScenes.ts).
 */
async function tribeImage(title: string, seed: number): Promise<Buffer> {
  const [a, b] = PALETTES[seed % PALETTES.length];
  const words = title.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + w).length <= 22) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  const text = lines
    .slice(0, 3)
    .map(
      (l, i) =>
        `<text x="80" y="${560 + i * 90}" font-size="72" font-family="sans-serif" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="${900 + (seed % 5) * 40}" cy="${220 + (seed % 3) * 30}" r="${160 + (seed % 4) * 20}" fill="#ffffff" fill-opacity="0.18"/>
    <circle cx="${200 + (seed % 7) * 30}" cy="180" r="90" fill="#ffffff" fill-opacity="0.12"/>
    <rect x="80" y="440" width="140" height="12" rx="6" fill="#ffffff" fill-opacity="0.8"/>
    ${text}
  </svg>`;
  return sharp(Buffer.from(svg)).resize(960, 720).jpeg({ quality: 82 }).toBuffer();
}

/** Demo members beyond the ads' sellers: [username, first name, state, city]. */
const MEMBERS: Array<[string, string, string, string]> = [
  ['ana.paula', 'Ana Paula', 'SP', 'São Paulo'],
  ['bruno.costa', 'Bruno', 'PR', 'Curitiba'],
  ['camila.rocha', 'Camila', 'MG', 'Belo Horizonte'],
  ['diego.martins', 'Diego', 'RJ', 'Rio de Janeiro'],
  ['elaine.dias', 'Elaine', 'BA', 'Salvador'],
  ['felipe.nunes', 'Felipe', 'RS', 'Porto Alegre'],
  ['gabi.santos', 'Gabriela', 'SP', 'Campinas'],
  ['henrique.alves', 'Henrique', 'PE', 'Recife'],
];

interface DemoTribe {
  name: string;
  description: string;
  rules: string;
  state: string;
  city: string;
  category: string | null;
  visibility: 'public' | 'private';
  join: 'open' | 'request' | 'invite';
  adPolicy: 'open' | 'approval';
  /** ads whose category is one of these (or in these states) join the feed */
  adCategories: string[];
}

const TRIBES: DemoTribe[] = [
  {
    name: 'Diaristas da Zona Sul',
    description: 'Diaristas e faxineiras indicadas por quem mora na Zona Sul de São Paulo.',
    rules: '1. Só profissionais que atendem a Zona Sul.\n2. Indique quem você conhece.\n3. Respeito sempre.',
    state: 'SP',
    city: 'São Paulo',
    category: 'diarista',
    visibility: 'public',
    join: 'open',
    adPolicy: 'open',
    adCategories: ['diarista', 'jardinagem', 'montador-de-moveis'],
  },
  {
    name: 'Pet lovers Curitiba',
    description: 'Banho e tosa, passeadores e pet sitters de confiança em Curitiba.',
    rules: 'Anúncios só de serviços para pets. Sem venda de animais.',
    state: 'PR',
    city: 'Curitiba',
    category: 'pet',
    visibility: 'public',
    join: 'request',
    adPolicy: 'approval',
    adCategories: ['pet'],
  },
  {
    name: 'Reformas BH',
    description: 'Pedreiros, eletricistas, encanadores e pintores recomendados em Belo Horizonte.',
    rules: 'Mostre fotos de obras anteriores. Orçamento sem compromisso.',
    state: 'MG',
    city: 'Belo Horizonte',
    category: 'pedreiro',
    visibility: 'public',
    join: 'open',
    adPolicy: 'open',
    adCategories: ['pedreiro', 'eletricista', 'encanador', 'pintor', 'toldos'],
  },
  {
    name: 'Festas no Rio',
    description: 'Buffet, decoração, DJ e fotografia para festas no Rio de Janeiro e Niterói.',
    rules: 'Indique fornecedores com quem você já fez festa.',
    state: 'RJ',
    city: 'Rio de Janeiro',
    category: 'festas-e-eventos',
    visibility: 'public',
    join: 'open',
    adPolicy: 'open',
    adCategories: ['festas-e-eventos', 'beleza-e-estetica'],
  },
  {
    name: 'Mães de Salvador',
    description: 'Grupo fechado de mães de Salvador: aulas, itens infantis e serviços de confiança.',
    rules: 'Grupo só para mães convidadas. O que é dito aqui fica aqui.',
    state: 'BA',
    city: 'Salvador',
    category: null,
    visibility: 'private',
    join: 'invite',
    adPolicy: 'approval',
    adCategories: ['infantil', 'aulas-particulares', 'diarista'],
  },
  {
    name: 'Tech usados Sul',
    description: 'Eletrônicos, celulares e assistência técnica no Sul do país.',
    rules: 'Descreva o estado do aparelho com fotos reais.',
    state: 'RS',
    city: 'Porto Alegre',
    category: 'eletronicos-e-celulares',
    visibility: 'public',
    join: 'request',
    adPolicy: 'open',
    adCategories: ['eletronicos-e-celulares', 'assistencia-tecnica'],
  },
  {
    name: 'Bike e esporte Floripa',
    description: 'Bicicletas, equipamentos e aulas para quem pedala e treina em Florianópolis.',
    rules: 'Só artigos esportivos e serviços ligados ao esporte.',
    state: 'SC',
    city: 'Florianópolis',
    category: 'bicicletas-e-esportes',
    visibility: 'public',
    join: 'open',
    adPolicy: 'approval',
    adCategories: ['bicicletas-e-esportes', 'veiculos-e-pecas', 'moda-e-acessorios'],
  },
];

/** Does nothing when any tribe exists, or when there are no demo ads yet. Returns the tribes created. */
export async function seedDemoTribes(database: Database, mediaDir: string): Promise<number> {
  const [{ n }] = await database.query<{ n: number }>('select count(*)::int as n from tribes');
  if (n > 0) return 0;
  const sellers = await database.query<{ id: number | string }>(
    `select distinct owner_id as id from ads where status = 'active' order by owner_id`,
  );
  if (!sellers.length) return 0;

  const memberIds: number[] = [];
  for (const [username, first, state, city] of MEMBERS) {
    await database.query(
      `insert into users (username, email, first_name, state_code, city, email_verified)
       values ($1, $2, $3, $4, $5, true) on conflict do nothing`,
      [username, `${username}@demo.tribo.com.br`, first, state, city],
    );
    const [row] = await database.query<{ id: number | string }>('select id from users where lower(username) = $1', [
      username,
    ]);
    if (row) memberIds.push(Number(row.id));
  }
  const people = [...sellers.map((s) => Number(s.id)), ...memberIds];
  const cats = new Map(
    (await database.query<{ id: number; slug: string }>('select id, slug from categories')).map((c) => [c.slug, c.id]),
  );

  const nicheAds = await Promise.all(
    TRIBES.map((tribe) =>
      database.query<{ id: number | string; owner_id: number | string; created_at: Date }>(
        `select a.id, a.owner_id, a.created_at from ads a join categories c on c.id = a.category_id
          where a.status = 'active' and c.slug = any($1::text[]) order by a.created_at desc limit 8`,
        [tribe.adCategories],
      ),
    ),
  );

  const written: string[] = [];
  try {
    // One at a time: the image pool (lib/imagePool.ts) bounds how many may wait.
    const images: Array<{ avatar: string; cover: string }> = [];
    for (const [i, tribe] of TRIBES.entries()) {
      const avatar = await processImage(await tribeImage(tribe.name.split(' ')[0], i + 3), mediaDir, 'avatar');
      const cover = await processImage(await tribeImage(tribe.name, i + 11), mediaDir, 'cover');
      written.push(...avatar.files, ...cover.files);
      const keep = (p: typeof avatar) =>
        JSON.stringify({ variants: p.variants, width: p.width, height: p.height, blur: p.blur });
      images.push({ avatar: keep(avatar), cover: keep(cover) });
    }
    await database.orm.transaction(async (tx) => {
      const repo = createTribesRepository(tx);
      for (const [i, tribe] of TRIBES.entries()) {
        const ownerId = people[i % people.length];
        const id = await repo.insertTribe({
          slug: slugBase(tribe.name),
          name: tribe.name,
          description: tribe.description,
          rules: tribe.rules,
          state_code: tribe.state,
          city: tribe.city,
          category_id: tribe.category ? (cats.get(tribe.category) ?? null) : null,
          visibility: tribe.visibility,
          join_policy: tribe.join,
          ad_policy: tribe.adPolicy,
          owner_id: ownerId,
          avatar: images[i].avatar,
          cover: images[i].cover,
        });
        await repo.insertMember({ tribeId: id, userId: ownerId, role: 'owner', status: 'active' });
        // Everyone else joins most tribes and the first of them moderates; under join_policy request, a
        // member who sells nothing (so no ad makes them active below) is still asking to join.
        const asking = tribe.join === 'request' ? memberIds[memberIds.length - 1 - (i % 3)] : 0;
        const others = people.filter((p) => p !== ownerId);
        for (const [k, userId] of others.entries()) {
          if (userId === asking) {
            await repo.insertMember({ tribeId: id, userId, status: 'pending', answer: 'Moro na região e uso muito.' });
          } else if (k === 0 || (k + i) % 4 !== 3) {
            await repo.insertMember({
              tribeId: id,
              userId,
              role: k === 0 ? 'moderator' : 'member',
              status: 'active',
              invitedBy: tribe.join === 'invite' ? ownerId : null,
            });
          }
        }
        // Ads of members in the tribe's niches: approved (the first pinned), and one pending under approval.
        const ads = nicheAds[i];
        for (const [k, ad] of ads.entries()) {
          const pending = tribe.adPolicy === 'approval' && k === ads.length - 1 && ads.length > 2;
          const ownerOfAd = Number(ad.owner_id);
          const m = await repo.membership(id, ownerOfAd);
          if (!m) await repo.insertMember({ tribeId: id, userId: ownerOfAd, status: 'active' });
          else if (m.status !== 'active') await repo.updateMember(id, ownerOfAd, { status: 'active' });
          await repo.insertTribeAd({
            tribeId: id,
            adId: Number(ad.id),
            status: pending ? 'pending' : 'approved',
            submittedBy: ownerOfAd,
            adCreatedAt: new Date(ad.created_at),
          });
          if (k === 0) await repo.updateTribeAd(id, Number(ad.id), { pinned: true, reviewedBy: ownerId });
        }
      }
    });
  } catch (err) {
    await removeFiles(written);
    throw err;
  }
  await publishFiles(written);
  return TRIBES.length;
}
