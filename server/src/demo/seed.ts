import type { Database } from '../db/client';
import { LOCKS } from '../db/locks';
import { DEFAULT_SETTINGS } from '../modules/settings/settings.service';
import { seedDemoAds } from './ads.seed';
import { seedDemoTribes } from './tribes.seed';
import { seedDemoSales } from './admin.seed';
import type { Storage } from '../lib/storage/types';

/** [name, slug, icon, is_service, description] in display order. */
export const CATEGORY_TAXONOMY: Array<[string, string, string, boolean, string]> = [
  ['Diarista', 'diarista', 'HomeOutlined', true, 'Faxina, limpeza pesada, passadoria e organização da casa.'],
  ['Pedreiro', 'pedreiro', 'BuildOutlined', true, 'Obras, reformas, alvenaria, reboco e acabamento.'],
  ['Eletricista', 'eletricista', 'ThunderboltOutlined', true, 'Instalações elétricas, quadros, tomadas e iluminação.'],
  ['Encanador', 'encanador', 'ToolOutlined', true, 'Vazamentos, desentupimento, caixas d’água e hidráulica.'],
  ['Pintor', 'pintor', 'BgColorsOutlined', true, 'Pintura residencial e comercial, textura e grafiato.'],
  ['Toldos', 'toldos', 'CloudOutlined', true, 'Toldos, coberturas retráteis, policarbonato e lonas.'],
  ['Pet', 'pet', 'HeartOutlined', true, 'Banho e tosa, passeador, pet sitter e adestramento.'],
  [
    'Jardinagem',
    'jardinagem',
    'EnvironmentOutlined',
    true,
    'Poda, paisagismo, corte de grama e manutenção de jardins.',
  ],
  [
    'Montador de Móveis',
    'montador-de-moveis',
    'AppstoreOutlined',
    true,
    'Montagem e desmontagem de móveis planejados e de loja.',
  ],
  [
    'Fretes e Mudanças',
    'fretes-e-mudancas',
    'CarOutlined',
    true,
    'Carretos, mudanças residenciais e transporte de cargas.',
  ],
  [
    'Aulas Particulares',
    'aulas-particulares',
    'ReadOutlined',
    true,
    'Reforço escolar, idiomas, música e preparação para provas.',
  ],
  [
    'Beleza e Estética',
    'beleza-e-estetica',
    'SkinOutlined',
    true,
    'Cabeleireiro, manicure, maquiagem e design de sobrancelhas.',
  ],
  [
    'Assistência Técnica',
    'assistencia-tecnica',
    'SettingOutlined',
    true,
    'Conserto de eletrodomésticos, celulares e computadores.',
  ],
  ['Festas e Eventos', 'festas-e-eventos', 'GiftOutlined', true, 'Buffet, decoração, fotografia, DJ e animação.'],
  [
    'Eletrônicos e Celulares',
    'eletronicos-e-celulares',
    'MobileOutlined',
    false,
    'Celulares, notebooks, TVs, videogames e acessórios.',
  ],
  ['Casa e Móveis', 'casa-e-moveis', 'ShopOutlined', false, 'Móveis, eletrodomésticos, decoração e utilidades.'],
  [
    'Bicicletas e Esportes',
    'bicicletas-e-esportes',
    'TrophyOutlined',
    false,
    'Bicicletas, equipamentos de academia e artigos esportivos.',
  ],
  ['Moda e Acessórios', 'moda-e-acessorios', 'TagOutlined', false, 'Roupas, calçados, bolsas, relógios e bijuterias.'],
  ['Veículos e Peças', 'veiculos-e-pecas', 'CarOutlined', false, 'Carros, motos, peças e acessórios automotivos.'],
  ['Infantil', 'infantil', 'SmileOutlined', false, 'Brinquedos, carrinhos, berços e roupas de criança.'],
];

/**
 * Reference and demo data for an empty database: the category taxonomy and global settings.
 * Idempotent: each part is loaded only when its table is empty.
 */
/** How many rows of each kind seedBase wrote (0 or absent: already there, or not asked for). */
export interface SeedResult {
  categories: number;
  settings: number;
  ads?: number;
  tribes?: number;
  sales?: number;
}

export async function seedBase(
  database: Database,
  options: { demoAds?: { storage: Storage } } = {},
): Promise<SeedResult> {
  // Two processes starting at once on a new PostgreSQL database (or their seed children): one
  // seeds, the other waits for it and finds every table filled (each part checks its own table).
  return (await database.withLock(LOCKS.seedBase, () => seedUnlocked(database, options)))!;
}

async function seedUnlocked(database: Database, options: { demoAds?: { storage: Storage } }): Promise<SeedResult> {
  let cats = 0;
  let sets = 0;
  const [{ n: catCount }] = await database.query<{ n: number }>('select count(*)::int as n from categories');
  if (catCount === 0) {
    for (const [i, [name, slug, icon, isService, description]] of CATEGORY_TAXONOMY.entries()) {
      await database.query(
        'insert into categories (name, slug, icon, position, is_service, description) values ($1, $2, $3, $4, $5, $6) on conflict (slug) do nothing',
        [name, slug, icon, (i + 1) * 10, isService, description],
      );
      cats++;
    }
  }
  const [{ n: setCount }] = await database.query<{ n: number }>('select count(*)::int as n from settings');
  if (setCount === 0) {
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
      await database.query('insert into settings (key, value) values ($1, $2::jsonb) on conflict (key) do nothing', [
        key,
        JSON.stringify(value),
      ]);
      sets++;
    }
  }
  // Demo ads only on a real first start (server.ts passes demoAds); tests skip the 60 images.
  const ads = options.demoAds ? await seedDemoAds(database, options.demoAds.storage) : undefined;
  // Demo tribes curate those ads (only when the demo ads are there).
  const tribes = options.demoAds ? await seedDemoTribes(database, options.demoAds.storage) : undefined;
  // A year of demo sales for the admin area's tables and reports (over the demo ads).
  const sales = options.demoAds ? await seedDemoSales(database) : undefined;
  return {
    categories: cats,
    settings: sets,
    ...(ads ? { ads } : {}),
    ...(tribes ? { tribes } : {}),
    ...(sales ? { sales } : {}),
  };
}
