import sharp from 'sharp';
import type { Database } from '../db/client';
import { iconSvg } from '../lib/categoryIcons';
import { processImage } from '../lib/images';
import type { Storage } from '../lib/storage/types';
import { createTribesRepository } from '../modules/tribes/tribes.repository';
import { slugBase } from '../modules/tribes/tribes.service';

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

/** A demo tribe's picture: its palette's gradient, soft circles and its category's icon in white. */
function tribeArt(kind: 'avatar' | 'cover', icon: string, seed: number): Promise<Buffer> {
  const [a, b] = PALETTES[seed % PALETTES.length];
  const { viewBox, body } = iconSvg(icon);
  const [width, height] = kind === 'avatar' ? [600, 600] : [1500, 500];
  // The avatar: the icon centred, big enough to read at 48 px. The cover: the icon faint on the
  // right, inside the middle band every crop keeps (the tribe page shows about 6.5:1, a card 3:1);
  // no text: the page and the cards print the tribe's name beside it.
  const [x, y, size, opacity] = kind === 'avatar' ? [150, 150, 300, 0.95] : [1040 + (seed % 3) * 40, 130, 240, 0.35];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width * 0.8 - (seed % 5) * 30}" cy="${height * 0.15}" r="${height * 0.32}" fill="#ffffff" fill-opacity="0.14"/>
    <circle cx="${width * 0.12 + (seed % 7) * 20}" cy="${height * 0.85}" r="${height * 0.22}" fill="#ffffff" fill-opacity="0.1"/>
    <svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}" fill="#ffffff" fill-opacity="${opacity}">${body}</svg>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
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
export async function seedDemoTribes(database: Database, storage: Storage): Promise<number> {
  const [{ n }] = await database.query<{ n: number }>('select count(*)::int as n from tribes');
  if (n > 0) return 0;
  const sellers = await database.query<{ id: number | string }>(
    `select distinct owner_id as id from ads where status = 'active' order by owner_id`,
  );
  if (!sellers.length) return 0;

  const memberIds: number[] = [];
  for (const [k, [username, first, state, city]] of MEMBERS.entries()) {
    // members for months already, not today's new sign-ups
    const joined = new Date(Date.now() - (45 + k * 37) * 86_400_000);
    await database.query(
      `insert into users (username, email, first_name, state_code, city, email_verified, date_joined, password_changed_at)
       values ($1, $2, $3, $4, $5, true, $6, $6) on conflict do nothing`,
      [username, `${username}@demo.tribo.com.br`, first, state, city, joined],
    );
    const [row] = await database.query<{ id: number | string }>('select id from users where lower(username) = $1', [
      username,
    ]);
    if (row) memberIds.push(Number(row.id));
  }
  const people = [...sellers.map((s) => Number(s.id)), ...memberIds];
  const categories = await database.query<{ id: number; slug: string; icon: string }>(
    'select id, slug, icon from categories',
  );
  const cats = new Map(categories.map((c) => [c.slug, c.id]));
  // A tribe's picture shows its category's icon (the home's category cards use the same ones).
  const iconOf = (slug: string | null) => categories.find((c) => c.slug === slug)?.icon || 'TeamOutlined';

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
      const icon = iconOf(tribe.category);
      const avatar = await processImage(await tribeArt('avatar', icon, i), storage, 'avatar');
      const cover = await processImage(await tribeArt('cover', icon, i), storage, 'cover', { card: true });
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
    await storage.remove(written);
    throw err;
  }
  await storage.publish(written);
  return TRIBES.length;
}
