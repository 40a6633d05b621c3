import { ROUTES } from '../../../shared/routes';
import {
  absolute,
  breadcrumbs,
  cardImage,
  describe,
  HOME_DESCRIPTION,
  HOME_TITLE,
  pageTitle,
  previewImage,
  SITE_CARD,
  SITE_NAME,
  type PageMeta,
} from './pageMeta';

/**
 * Each page type's PageMeta (plugins/pageMeta.ts), from the answers plugins/spaPage.ts already
 * fetched as the page's first data. Titles are the SPA's own (useDocumentTitle in each page), so the
 * tab does not change when React takes over.
 */

interface AdData {
  slug: string;
  title: string;
  description: string;
  price_cents: number | null;
  is_service: boolean;
  city: string;
  state_code: string;
  status: string;
  expires_at: string;
  updated_at?: string;
  category: { name: string; slug: string };
  owner?: { username: string; first_name: string };
  images?: Array<{
    url?: string | null;
    variants?: Record<string, string> | null;
    width?: number | null;
    height?: number | null;
    alt?: string;
  }>;
}

const LIST_PATH = ROUTES.ads;
const adPath = (slug: string) => `/ads/${encodeURIComponent(slug)}`;
const categoryPath = (slug: string) => `${LIST_PATH}?category=${encodeURIComponent(slug)}`;

/** Whether an ad is past its time (expired, or active past its date before the job ran). */
export const isExpiredAd = (ad: Pick<AdData, 'status' | 'expires_at'>) =>
  ad.status === 'expired' || (ad.status === 'active' && Date.parse(ad.expires_at) <= Date.now());

export function adMeta(ad: AdData, siteUrl: string): PageMeta {
  const canonical = adPath(ad.slug);
  const place = [ad.city, ad.state_code].filter(Boolean).join(' - ');
  const photo = previewImage(ad.images?.[0], ad.images?.[0]?.alt || ad.title);
  const image = photo ?? cardImage(`categories/${ad.category.slug}`, `${ad.category.name} — ${ad.title}`);
  const expired = isExpiredAd(ad);
  const photos = (ad.images ?? []).map((i) => i.variants?.['1600'] ?? i.variants?.['800']).filter(Boolean);
  const price =
    ad.price_cents === null
      ? {}
      : {
          price: (ad.price_cents / 100).toFixed(2),
          priceCurrency: 'BRL',
        };
  const seller = ad.owner && {
    '@type': 'Person',
    name: ad.owner.first_name || ad.owner.username,
    url: absolute(siteUrl, `/profile/${encodeURIComponent(ad.owner.username)}`),
  };
  const common = {
    '@context': 'https://schema.org',
    name: ad.title,
    description: describe(ad.description, 5000),
    url: absolute(siteUrl, canonical),
    image: (photos.length ? photos : [image.url]).map((u) => absolute(siteUrl, String(u))),
  };
  const offer = {
    '@type': 'Offer',
    priceCurrency: 'BRL',
    ...price,
    url: absolute(siteUrl, canonical),
    availability: expired ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
    ...(seller ? { seller } : {}),
  };
  const item = ad.is_service
    ? {
        ...common,
        '@type': 'Service',
        serviceType: ad.category.name,
        areaServed: {
          '@type': 'City',
          name: ad.city,
          containedInPlace: { '@type': 'State', name: ad.state_code },
        },
        ...(seller ? { provider: seller } : {}),
        offers: offer,
      }
    : { ...common, '@type': 'Product', category: ad.category.name, offers: offer };
  return {
    title: pageTitle(ad.title),
    name: ad.title,
    description: ad.description || `${ad.title} em ${place}`,
    canonical,
    image,
    type: ad.is_service ? 'website' : 'product',
    noindex: expired,
    jsonLd: [
      item,
      breadcrumbs(siteUrl, [
        ['Início', '/'],
        ['Anúncios', LIST_PATH],
        [ad.category.name, categoryPath(ad.category.slug)],
        [ad.title, canonical],
      ]),
    ],
  };
}

interface ProfileData {
  username: string;
  first_name: string;
  avatar: string | null;
  bio: string;
  city: string;
  state_code: string | null;
  active_ads_count: number;
}

/** Avatars are stored square at 512 px (lib/avatar.ts AVATAR_SIZES.large). */
const AVATAR_SIZE = 512;

export function profileMeta(p: ProfileData): PageMeta {
  const shown = p.first_name || p.username;
  const name = `${shown} (@${p.username})`;
  const place = [p.city, p.state_code].filter(Boolean).join(' - ');
  const ads = p.active_ads_count === 1 ? '1 anúncio ativo' : `${p.active_ads_count} anúncios ativos`;
  return {
    title: pageTitle(name),
    name,
    description: p.bio || `${shown} na ${SITE_NAME}${place ? `, ${place}` : ''}: ${ads}.`,
    canonical: `/profile/${encodeURIComponent(p.username)}`,
    image: p.avatar
      ? { url: p.avatar, width: AVATAR_SIZE, height: AVATAR_SIZE, alt: `Foto de ${shown}`, type: 'image/webp' }
      : cardImage(SITE_CARD, SITE_NAME),
    type: 'profile',
  };
}

interface TribeData {
  slug: string;
  name: string;
  description: string;
  visibility: string;
  city: string;
  state_code: string;
  member_count: number;
  cover: { variants?: Record<string, string>; width?: number; height?: number } | null;
}

/** A public tribe says what it is; a private one only its name and that it is private. */
export function tribeMeta(t: TribeData): PageMeta {
  const canonical = `/tribes/${encodeURIComponent(t.slug)}`;
  const card = cardImage(SITE_CARD, `Tribo ${t.name}`);
  if (t.visibility !== 'public') {
    return {
      title: pageTitle(t.name),
      name: t.name,
      description: `${t.name}: tribo privada na ${SITE_NAME}. Só os membros veem os anúncios e as conversas.`,
      canonical,
      image: card,
      type: 'website',
    };
  }
  const members = t.member_count === 1 ? '1 membro' : `${t.member_count} membros`;
  const place = [t.city, t.state_code].filter(Boolean).join(' - ');
  return {
    title: pageTitle(t.name),
    name: t.name,
    description: t.description || `Tribo ${t.name}${place ? ` em ${place}` : ''}, com ${members}.`,
    canonical,
    image: previewImage(t.cover, `Capa da tribo ${t.name}`) ?? card,
    type: 'website',
  };
}

/** /ads with a search or a category: the list's own parameters, in one order, and no others. */
const CANONICAL_LIST_PARAMS = ['search', 'category', 'state_code', 'tribe', 'min_price', 'max_price', 'is_service'];

export function listMeta(url: URL, categories: Array<{ name: string; slug: string; icon?: string }>): PageMeta {
  const q = new URLSearchParams();
  for (const key of CANONICAL_LIST_PARAMS) {
    const value = (url.searchParams.get(key) ?? (key === 'state_code' ? url.searchParams.get('state') : null))?.trim();
    if (value) q.set(key, key === 'state_code' ? value.toUpperCase() : value);
  }
  const page = Number(url.searchParams.get('page'));
  if (Number.isInteger(page) && page > 1) q.set('page', String(page));
  const search = q.get('search');
  const category = categories.find((c) => c.slug === q.get('category'));
  // The heading and the tab as AdsPage names them: "“pintor” em Pintura — Anúncios".
  const searched = search && `“${search}”${category ? ` em ${category.name}` : ''}`;
  const name = searched ? `${searched} — Anúncios` : category ? `${category.name} — Anúncios` : 'Anúncios';
  const where = q.get('state_code') ? ` em ${q.get('state_code')}` : '';
  const description = search
    ? `Anúncios para “${search}”${category ? ` em ${category.name}` : ''}${where} na ${SITE_NAME}.`
    : category
      ? `${category.name}${where}: anúncios de produtos e serviços na ${SITE_NAME}.`
      : `Anúncios de produtos e serviços${where} na ${SITE_NAME}.`;
  return {
    title: pageTitle(name),
    name,
    description,
    canonical: q.size ? `${LIST_PATH}?${q}` : LIST_PATH,
    image: category ? cardImage(`categories/${category.slug}`, category.name) : cardImage(SITE_CARD, SITE_NAME),
    type: 'website',
  };
}

/** The pages whose text never changes: their title (as the page sets it) and description. */
export const STATIC_PAGES: Record<string, { name: string; description: string }> = {
  [ROUTES.categories]: {
    name: 'Categorias',
    description:
      'Todas as categorias de serviços e produtos da Tribo: encontre profissionais e classificados perto de você.',
  },
  [ROUTES.tribes]: {
    name: 'Tribos',
    description: 'Tribos: comunidades locais e de nicho que indicam e selecionam anúncios na Tribo.',
  },
  [ROUTES.aboutUs]: {
    name: 'Quem Somos',
    description: 'Quem somos: a Tribo, marketplace brasileiro de serviços e classificados curado por comunidades.',
  },
  [ROUTES.faq]: {
    name: 'Perguntas Frequentes',
    description: 'Perguntas frequentes sobre anúncios, tribos, pagamentos e segurança na Tribo.',
  },
  [ROUTES.helpCenter]: {
    name: 'Central de Ajuda',
    description: 'Central de Ajuda da Tribo: como anunciar, contratar, destacar anúncios e usar as tribos.',
  },
  [ROUTES.contact]: { name: 'Contato', description: 'Fale com a equipe da Tribo: dúvidas, sugestões e denúncias.' },
  [ROUTES.terms]: {
    name: 'Termos de Uso',
    description: 'Termos de Uso da Tribo: as regras para anunciar e contratar.',
  },
  [ROUTES.privacy]: {
    name: 'Política de Privacidade',
    description: 'Política de Privacidade da Tribo: quais dados guardamos, por quê e seus direitos (LGPD).',
  },
};

export function staticMeta(pattern: string, siteUrl: string): PageMeta | null {
  if (pattern === ROUTES.home) {
    return {
      title: HOME_TITLE,
      name: SITE_NAME,
      description: HOME_DESCRIPTION,
      canonical: '/',
      image: cardImage(SITE_CARD, SITE_NAME),
      type: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: absolute(siteUrl, '/'),
          potentialAction: {
            '@type': 'SearchAction',
            target: absolute(siteUrl, `${LIST_PATH}?search={search_term_string}`),
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  }
  const page = STATIC_PAGES[pattern];
  if (!page) return null;
  return {
    title: pageTitle(page.name),
    name: page.name,
    description: page.description,
    canonical: pattern,
    image: cardImage(SITE_CARD, SITE_NAME),
    type: 'website',
  };
}
