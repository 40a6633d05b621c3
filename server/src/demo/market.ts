// The demo marketplace's past year, drawn by a seeded generator (the same on every first start):
// the advertisers who came before today's catalogue, the ads they published (expired by now, or
// removed once sold) and the highlights they bought for them. Pure data; admin.seed.ts writes it.
// Every advertiser is one person or small business in one city offering what fits them: a profile
// below (its category group, its titles, whether it is a professional who comes back).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, weighted: Array<readonly [T, number]>): T => {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let x = rand() * total;
  for (const [v, w] of weighted) if ((x -= w) < 0) return v;
  return weighted[weighted.length - 1][0];
};

/** The demo's cities: state, city, phone area code (DDD), weight (how many advertisers), neighbourhoods. */
const CITIES: Array<[state: string, city: string, ddd: number, weight: number, neighbourhoods: string[]]> = [
  ['SP', 'São Paulo', 11, 24, ['Vila Mariana', 'Tatuapé', 'Moema', 'Pinheiros', 'Santana', 'Butantã', 'Mooca']],
  ['SP', 'Campinas', 19, 5, ['Cambuí', 'Barão Geraldo', 'Taquaral', 'Guanabara']],
  ['RJ', 'Rio de Janeiro', 21, 13, ['Tijuca', 'Botafogo', 'Copacabana', 'Méier', 'Barra da Tijuca']],
  ['RJ', 'Niterói', 21, 3, ['Icaraí', 'Santa Rosa', 'São Francisco']],
  ['MG', 'Belo Horizonte', 31, 8, ['Savassi', 'Buritis', 'Santa Efigênia', 'Pampulha', 'Funcionários']],
  ['PR', 'Curitiba', 41, 6, ['Batel', 'Água Verde', 'Bigorrilho', 'Portão', 'Cabral']],
  ['RS', 'Porto Alegre', 51, 5, ['Moinhos de Vento', 'Cidade Baixa', 'Petrópolis', 'Menino Deus']],
  ['SC', 'Florianópolis', 48, 4, ['Trindade', 'Lagoa da Conceição', 'Centro', 'Estreito']],
  ['BA', 'Salvador', 71, 6, ['Pituba', 'Barra', 'Itapuã', 'Rio Vermelho', 'Brotas']],
  ['PE', 'Recife', 81, 5, ['Boa Viagem', 'Casa Forte', 'Graças', 'Madalena']],
  ['CE', 'Fortaleza', 85, 5, ['Aldeota', 'Meireles', 'Praia de Iracema', 'Messejana']],
  ['DF', 'Brasília', 61, 5, ['Asa Norte', 'Asa Sul', 'Taguatinga', 'Sudoeste', 'Águas Claras']],
  ['GO', 'Goiânia', 62, 4, ['Setor Bueno', 'Setor Oeste', 'Setor Marista', 'Jardim América']],
  ['PA', 'Belém', 91, 3, ['Nazaré', 'Umarizal', 'Batista Campos', 'Marco']],
  ['AM', 'Manaus', 92, 3, ['Adrianópolis', 'Ponta Negra', 'Parque 10', 'Flores']],
];

/** A phone area code by city (the demo's cities), 11 when unknown. */
export const dddOf = (city: string) => CITIES.find((c) => c[1] === city)?.[2] ?? 11;

/**
 * The category groups one advertiser may mix: a professional's trade (a handyman fixes wiring and
 * pipes and mounts furniture; a removals firm also dismantles it; a phone repair shop sells used
 * phones) or one household clearing out. An advertiser's ads all come from one group.
 */
export const ADVERTISER_GROUPS: Record<string, string[]> = {
  limpeza: ['diarista'],
  obras: ['pedreiro', 'pintor'],
  manutencao: ['eletricista', 'encanador', 'montador-de-moveis'],
  toldos: ['toldos'],
  pet: ['pet'],
  jardim: ['jardinagem'],
  mudancas: ['fretes-e-mudancas', 'montador-de-moveis'],
  aulas: ['aulas-particulares'],
  beleza: ['beleza-e-estetica'],
  tecnico: ['assistencia-tecnica', 'eletronicos-e-celulares'],
  festas: ['festas-e-eventos'],
  desapego: ['eletronicos-e-celulares', 'casa-e-moveis', 'bicicletas-e-esportes', 'moda-e-acessorios', 'infantil'],
  veiculos: ['veiculos-e-pecas'],
};

/** The groups an advertiser's categories fit in (empty: no one person would sell that mix). */
export const groupsFitting = (categories: Iterable<string>) => {
  const cats = [...new Set(categories)];
  return Object.keys(ADVERTISER_GROUPS).filter((g) => cats.every((c) => ADVERTISER_GROUPS[g].includes(c)));
};

type Title = [category: string, title: string, priceCents: number | null, priceType: string];

interface Profile {
  group: keyof typeof ADVERTISER_GROUPS;
  /** a professional: comes back with new ads and renews highlights; else a household clearing out */
  pro: boolean;
  /** how many advertisers of the demo have it */
  weight: number;
  female?: boolean;
  titles: Title[];
  /** descriptions, one picked per ad */
  about: string[];
}

const PROFILES: Profile[] = [
  {
    group: 'limpeza',
    pro: true,
    weight: 14,
    female: true,
    titles: [
      ['diarista', 'Diarista em {bairro}', 16000, 'per_service'],
      ['diarista', 'Faxina completa com produtos inclusos', 18000, 'per_service'],
      ['diarista', 'Passadeira: roupas passadas com capricho', 12000, 'per_service'],
      ['diarista', 'Diarista para limpeza semanal', 15000, 'per_service'],
    ],
    about: [
      'Faço faxina completa em casas e apartamentos, com referências. Atendo de segunda a sábado.',
      'Diarista com experiência, pontual e caprichosa. Limpeza, passar roupa e organização.',
    ],
  },
  {
    group: 'obras',
    pro: true,
    weight: 9,
    titles: [
      ['pedreiro', 'Pedreiro: reformas, piso e reboco', null, 'negotiable'],
      ['pedreiro', 'Assentamento de porcelanato', 6000, 'per_service'],
      ['pintor', 'Pintura residencial e textura', 2500, 'per_hour'],
      ['pintor', 'Pintor em {bairro}, orçamento sem compromisso', null, 'negotiable'],
    ],
    about: [
      'Trabalho com reformas e acabamento há mais de 15 anos. Orçamento sem compromisso e serviço limpo.',
      'Pintura, massa corrida, reboco e pequenos reparos. Atendo a cidade toda.',
    ],
  },
  {
    group: 'manutencao',
    pro: true,
    weight: 9,
    titles: [
      ['eletricista', 'Eletricista residencial: tomadas e chuveiros', 10000, 'per_service'],
      ['eletricista', 'Troca de quadro de disjuntores', 45000, 'fixed'],
      ['encanador', 'Encanador: vazamentos e desentupimento', 9000, 'per_service'],
      ['montador-de-moveis', 'Marido de aluguel: montagem e pequenos reparos', 8000, 'per_service'],
    ],
    about: [
      'Pequenos reparos elétricos e hidráulicos com garantia. Atendimento rápido, inclusive sábados.',
      'Faço instalações, consertos e montagens com ferramentas próprias. Peça seu orçamento.',
    ],
  },
  {
    group: 'toldos',
    pro: true,
    weight: 2,
    titles: [
      ['toldos', 'Toldos e coberturas sob medida', null, 'negotiable'],
      ['toldos', 'Cobertura de policarbonato para garagem', 180000, 'fixed'],
    ],
    about: ['Fabricação e instalação de toldos e coberturas com garantia. Visita e orçamento sem custo.'],
  },
  {
    group: 'pet',
    pro: true,
    weight: 5,
    titles: [
      ['pet', 'Banho e tosa em {bairro}', 6000, 'per_service'],
      ['pet', 'Pet sitter: cuido do seu pet em casa', 8000, 'per_service'],
      ['pet', 'Passeador de cães', 3000, 'per_hour'],
    ],
    about: ['Apaixonada por animais, com experiência e referências. Envio fotos de cada atendimento.'],
  },
  {
    group: 'jardim',
    pro: true,
    weight: 4,
    titles: [
      ['jardinagem', 'Jardineiro: corte de grama e poda', 10000, 'per_service'],
      ['jardinagem', 'Manutenção de jardins e quintais', 25000, 'fixed'],
    ],
    about: ['Corte de grama, poda, adubação e limpeza de jardins. Levo o material e recolho os resíduos.'],
  },
  {
    group: 'mudancas',
    pro: true,
    weight: 5,
    titles: [
      ['fretes-e-mudancas', 'Fretes e carretos em {cidade}', null, 'negotiable'],
      ['fretes-e-mudancas', 'Mudanças com caminhão baú e ajudantes', 120000, 'fixed'],
      ['montador-de-moveis', 'Montagem e desmontagem de móveis na mudança', 15000, 'per_service'],
    ],
    about: ['Mudanças e carretos com cuidado, cobertores para os móveis e ajudantes. Orçamento pelo WhatsApp.'],
  },
  {
    group: 'aulas',
    pro: true,
    weight: 6,
    titles: [
      ['aulas-particulares', 'Reforço escolar de matemática e física', 7000, 'per_hour'],
      ['aulas-particulares', 'Aulas de inglês online ou presenciais', 8000, 'per_hour'],
      ['aulas-particulares', 'Redação para o Enem', 9000, 'per_hour'],
    ],
    about: ['Professor(a) formado(a), com experiência em escolas e cursinhos. Primeira aula com desconto.'],
  },
  {
    group: 'beleza',
    pro: true,
    weight: 8,
    female: true,
    titles: [
      ['beleza-e-estetica', 'Manicure e pedicure a domicílio', 5500, 'per_service'],
      ['beleza-e-estetica', 'Design de sobrancelhas em {bairro}', 4500, 'per_service'],
      ['beleza-e-estetica', 'Escova, corte e hidratação', 8000, 'per_service'],
    ],
    about: ['Atendo em domicílio ou no meu espaço, com materiais esterilizados. Agende pelo WhatsApp.'],
  },
  {
    group: 'tecnico',
    pro: true,
    weight: 4,
    titles: [
      ['assistencia-tecnica', 'Conserto de celulares: tela e bateria', 20000, 'per_service'],
      ['assistencia-tecnica', 'Conserto de máquina de lavar e geladeira', 15000, 'per_service'],
      ['eletronicos-e-celulares', 'Celulares revisados com garantia', 90000, 'fixed'],
    ],
    about: ['Assistência técnica com garantia de 90 dias nas peças e no serviço. Orçamento na hora.'],
  },
  {
    group: 'festas',
    pro: true,
    weight: 5,
    titles: [
      ['festas-e-eventos', 'Bolos e doces para festas', null, 'negotiable'],
      ['festas-e-eventos', 'Decoração de festas infantis', 60000, 'per_service'],
      ['festas-e-eventos', 'Salgados para festas: cento', 6500, 'fixed'],
    ],
    about: ['Faço sob encomenda para aniversários e confraternizações. Encomende com uma semana de antecedência.'],
  },
  {
    group: 'desapego',
    pro: false,
    weight: 26,
    titles: [
      ['casa-e-moveis', 'Guarda-roupa de casal seis portas', 60000, 'negotiable'],
      ['casa-e-moveis', 'Mesa de jantar com quatro cadeiras', 75000, 'fixed'],
      ['casa-e-moveis', 'Geladeira frost free 375 litros', 130000, 'negotiable'],
      ['casa-e-moveis', 'Máquina de lavar 11 kg', 90000, 'fixed'],
      ['eletronicos-e-celulares', 'Smart TV 50 polegadas 4K', 160000, 'negotiable'],
      ['eletronicos-e-celulares', 'iPhone 11 64 GB', 150000, 'fixed'],
      ['eletronicos-e-celulares', 'PlayStation 4 com dois controles', 110000, 'fixed'],
      ['bicicletas-e-esportes', 'Bicicleta aro 29 seminova', 95000, 'negotiable'],
      ['bicicletas-e-esportes', 'Esteira ergométrica dobrável', 120000, 'fixed'],
      ['moda-e-acessorios', 'Bolsa de couro legítimo', 18000, 'fixed'],
      ['moda-e-acessorios', 'Tênis de corrida número 40', 25000, 'fixed'],
      ['infantil', 'Berço com colchão', 45000, 'negotiable'],
      ['infantil', 'Cadeirinha de carro para bebê', 30000, 'fixed'],
    ],
    about: [
      'Em ótimo estado, pouco uso. Retirada no local; aceito Pix.',
      'Vendo por mudança de apartamento. Sem defeitos, pode vir ver antes de comprar.',
      'Muito conservado, com nota fiscal. Só retirada, não faço entrega.',
    ],
  },
  {
    group: 'veiculos',
    pro: false,
    weight: 6,
    titles: [
      ['veiculos-e-pecas', 'Volkswagen Gol 1.0 2016', 3590000, 'negotiable'],
      ['veiculos-e-pecas', 'Honda CG 160 Fan 2021', 1450000, 'fixed'],
      ['veiculos-e-pecas', 'Hyundai HB20 1.0 2018', 5190000, 'negotiable'],
      ['veiculos-e-pecas', 'Jogo de pneus aro 14 meia-vida', 60000, 'fixed'],
    ],
    about: ['Único dono, documentação em dia e revisões feitas. Aceito proposta; troca não.'],
  },
];

const FIRST_F = [
  'Ana',
  'Maria',
  'Juliana',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Camila',
  'Amanda',
  'Bruna',
  'Jéssica',
  'Letícia',
  'Vanessa',
  'Mariana',
  'Gabriela',
  'Luciana',
  'Sandra',
  'Cristina',
  'Daniela',
  'Tatiane',
  'Renata',
  'Simone',
  'Adriana',
  'Eliane',
  'Rosana',
  'Débora',
  'Priscila',
  'Larissa',
  'Michele',
  'Sônia',
  'Kátia',
];
const FIRST_M = [
  'José',
  'João',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Luís',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Rodrigo',
  'Fábio',
  'André',
  'Fernando',
  'Gustavo',
  'Leandro',
  'Thiago',
  'Diego',
  'Sérgio',
  'Roberto',
  'Wagner',
  'Alexandre',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Correia',
  'Monteiro',
  'Batista',
];

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

interface MarketUser {
  username: string;
  firstName: string;
  lastName: string;
  state: string;
  city: string;
  joined: number;
}

interface MarketAd {
  /** index into users */
  owner: number;
  category: string;
  title: string;
  description: string;
  priceCents: number | null;
  priceType: string;
  state: string;
  city: string;
  neighbourhood: string;
  whatsapp: string;
  status: 'expired' | 'removed';
  created: number;
  /** when it was removed (sold) or expired */
  ended: number;
  plan: string;
  highlightedUntil: number | null;
  views: number;
}

/** An ad today's catalogue holds (the demo ads), as the sales read it. */
export interface LiveAd {
  id: number;
  owner: number;
  created: number;
  plan: string;
  highlightedUntil: number | null;
}

interface MarketPayment {
  /** the past ad's index into ads, or a live ad's id */
  ad: { past: number } | { live: number };
  /** the past ad's owner (index into users), or a live ad's owner id */
  user: { past: number } | { live: number };
  plan: string;
  method: 'card' | 'pix' | 'boleto';
  status: 'succeeded' | 'failed' | 'canceled' | 'refunded' | 'pending';
  failureMessage: string | null;
  created: number;
  succeeded: number | null;
  highlightedUntil: number | null;
}

export const PLAN_DAYS: Record<string, number> = { 'destaque-7': 7, 'destaque-30': 30, 'premium-30': 30 };

const FAILURES = [
  'O pagamento foi recusado pelo banco emissor.',
  'Saldo ou limite insuficiente.',
  'Cartão vencido.',
  'Os dados do cartão não conferem.',
];

/** The first day of the month eleven months before now's, Brasília's midnight (UTC-3), as a timestamp. */
export function firstOfTwelveMonths(now: number): number {
  const local = new Date(now - 3 * HOUR);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 11, 1, 3);
}

/**
 * The past year of the marketplace from the first day of the twelfth month back to now: ads
 * published at a rate growing from about 40 to 75 a month (the last 30 days hold today's
 * catalogue, so only ads removed since are drawn there), their advertisers, and the highlight
 * purchases on them and on today's catalogue (`live`): card, Pix and boleto attempts with their
 * Brazilian outcomes (declined cards, expired Pix codes, unpaid boletos, a few refunds).
 */
export function demoMarket(now: number, live: LiveAd[]) {
  const rand = random(20261128);
  const users: MarketUser[] = [];
  const ads: MarketAd[] = [];
  const payments: MarketPayment[] = [];
  const profiles = new Map<number, { profile: Profile; place: (typeof CITIES)[number]; bairro: string }>();
  const usernames = new Set<string>();
  const pros: number[] = [];

  const newUser = (at: number) => {
    const profile = pick(
      rand,
      PROFILES.map((p) => [p, p.weight] as const),
    );
    const place = pick(
      rand,
      CITIES.map((c) => [c, c[3]] as const),
    );
    const female = profile.female ?? rand() < 0.5;
    const firstName = (female ? FIRST_F : FIRST_M)[Math.floor(rand() * 30)];
    const lastName = LAST[Math.floor(rand() * LAST.length)];
    const base = `${ascii(firstName)}${rand() < 0.5 ? '.' : '_'}${ascii(lastName)}`;
    let username = base;
    while (usernames.has(username)) username = `${base}${10 + Math.floor(rand() * 90)}`;
    usernames.add(username);
    const k = users.length;
    users.push({
      username,
      firstName,
      lastName,
      state: place[0],
      city: place[1],
      joined: at - (rand() < 0.5 ? rand() * 2 * HOUR : rand() * 200 * DAY),
    });
    profiles.set(k, { profile, place, bairro: place[4][Math.floor(rand() * place[4].length)] });
    if (profile.pro) pros.push(k);
    return k;
  };

  const whatsapp = (user: number) => {
    const p = profiles.get(user)!;
    return `+55${p.place[2]}9${String(81000000 + ((user * 7919 + 13) % 18999999)).slice(0, 8)}`;
  };

  // One purchase of a highlight: attempts until one succeeds or the advertiser gives up.
  const buy = (
    ad: MarketPayment['ad'],
    user: MarketPayment['user'],
    at: number,
    end: number,
    pro: boolean,
    plan?: string,
  ) => {
    const chosen =
      plan ??
      pick(rand, [
        ['destaque-7', pro ? 30 : 60],
        ['destaque-30', pro ? 50 : 30],
        ['premium-30', pro ? 20 : 10],
      ] as const);
    let method = pick(rand, [
      ['pix', 47],
      ['card', 43],
      ['boleto', 10],
    ] as const);
    let t = at;
    for (let attempt = 0; attempt < 3 && t < Math.min(now, end); attempt++) {
      const x = rand();
      const outcome =
        method === 'card'
          ? x < 0.8
            ? 'succeeded'
            : x < 0.96
              ? 'failed'
              : 'canceled'
          : method === 'pix'
            ? x < 0.86
              ? 'succeeded'
              : 'canceled'
            : x < 0.55
              ? 'succeeded'
              : 'canceled';
      // A boleto is paid a day or two later, a Pix or a card in seconds.
      const settles = method === 'boleto' ? t + (1 + rand()) * DAY : t + 20_000 + rand() * 60_000;
      if (outcome === 'succeeded' && settles < now) {
        const refunded = rand() < 0.04;
        payments.push({
          ad,
          user,
          plan: chosen,
          method,
          status: refunded ? 'refunded' : 'succeeded',
          failureMessage: null,
          created: t,
          succeeded: settles,
          highlightedUntil: refunded ? null : settles + PLAN_DAYS[chosen] * DAY,
        });
        return refunded ? null : { until: settles + PLAN_DAYS[chosen] * DAY, plan: chosen };
      }
      const open = outcome === 'succeeded' || (method === 'boleto' && t + 3 * DAY > now);
      payments.push({
        ad,
        user,
        plan: chosen,
        method,
        status: open ? 'pending' : outcome,
        failureMessage: outcome === 'failed' ? FAILURES[Math.floor(rand() * FAILURES.length)] : null,
        created: t,
        succeeded: null,
        highlightedUntil: null,
      });
      if (open || rand() < 0.35) return null;
      // Tries again: an unpaid boleto after it lapsed (three days), a card or Pix in minutes.
      t = method === 'boleto' ? t + 3 * DAY : t + (2 + rand() * 20) * 60_000;
      method = rand() < 0.6 ? 'pix' : 'card';
    }
    return null;
  };

  const start = firstOfTwelveMonths(now);
  const catalogueFrom = now - 30 * DAY;
  let owed = 0;
  for (let day = start; day < now; day += DAY) {
    const months = (day - start) / (30 * DAY);
    owed += (40 / 30) * Math.pow(1.055, months) * (0.6 + 0.8 * rand()) * (day >= catalogueFrom ? 0.3 : 1);
    while (owed >= 1) {
      owed--;
      const created = day + (10 + rand() * 12) * HOUR; // 07:00 to 19:00 in Brasília
      if (created >= now - 2 * HOUR) continue;
      // A professional comes back now and then with a new ad; most ads are someone's first.
      const returning = pros.length > 8 && rand() < 0.3;
      const owner = returning ? pros[Math.floor(rand() * pros.length)] : newUser(created);
      const { profile, place, bairro } = profiles.get(owner)!;
      // A household clearing out often lists two or three things at once.
      const batch = profile.pro ? 1 : rand() < 0.35 ? 2 + Math.floor(rand() * 2) : 1;
      const groupTitles = profile.titles;
      const firstTitle = Math.floor(rand() * groupTitles.length);
      for (let b = 0; b < batch; b++) {
        const [category, template, priceCents, priceType] = groupTitles[(firstTitle + b) % groupTitles.length];
        const at = created + b * (3 + rand() * 20) * 60_000;
        const sold = at >= catalogueFrom || rand() < (profile.pro ? 0.1 : 0.35);
        const ended = sold ? at + Math.min(now - at - HOUR, (0.5 + rand() * 20) * DAY) : at + 30 * DAY;
        const k = ads.length;
        ads.push({
          owner,
          category,
          title: template.replace('{bairro}', bairro).replace('{cidade}', place[1]),
          description: profile.about[Math.floor(rand() * profile.about.length)],
          priceCents,
          priceType,
          state: place[0],
          city: place[1],
          neighbourhood: bairro,
          whatsapp: whatsapp(owner),
          status: sold ? 'removed' : 'expired',
          created: at,
          ended: Math.min(now - HOUR, Math.max(at + HOUR, ended)),
          plan: 'free',
          highlightedUntil: null,
          views: 15 + Math.floor(rand() * (sold ? 120 : 380)),
        });
        // Professionals highlight more often, and renew a week's highlight while the ad lasts.
        if (rand() >= (profile.pro ? 0.42 : 0.2)) continue;
        let when = at + (rand() < 0.7 ? (5 + rand() * 55) * 60_000 : (1 + rand() * 3) * DAY);
        let plan: string | undefined;
        while (when < ads[k].ended && when < now) {
          const bought = buy({ past: k }, { past: owner }, when, ads[k].ended, profile.pro, plan);
          if (!bought) break;
          ads[k].plan = bought.plan;
          ads[k].highlightedUntil = bought.until;
          if (bought.plan !== 'destaque-7' || rand() >= (profile.pro ? 0.45 : 0.2)) break;
          plan = 'destaque-7';
          when = bought.until - rand() * 12 * HOUR;
        }
      }
    }
  }

  // Today's catalogue: the payment behind each highlight (its plan and end are on the ad), after a
  // declined card now and then, and the weeks it renewed; a few other ads with a boleto never paid
  // or still open.
  for (const ad of live) {
    const days = PLAN_DAYS[ad.plan];
    if (days && ad.highlightedUntil !== null) {
      const settled = ad.highlightedUntil - days * DAY;
      const method = pick(rand, [
        ['pix', 50],
        ['card', 50],
      ] as const);
      const created = settled - 20_000 - rand() * 40_000;
      if (method === 'card' && rand() < 0.3) {
        payments.push({
          ad: { live: ad.id },
          user: { live: ad.owner },
          plan: ad.plan,
          method: 'card',
          status: 'failed',
          failureMessage: FAILURES[Math.floor(rand() * FAILURES.length)],
          created: created - (2 + rand() * 5) * 60_000,
          succeeded: null,
          highlightedUntil: null,
        });
      }
      payments.push({
        ad: { live: ad.id },
        user: { live: ad.owner },
        plan: ad.plan,
        method,
        status: 'succeeded',
        failureMessage: null,
        created,
        succeeded: settled,
        highlightedUntil: ad.highlightedUntil,
      });
      // A week's highlight on an older ad renews the weeks before it, most of them.
      for (let end = settled; days === 7 && end - 7 * DAY - 6 * HOUR > ad.created && rand() < 0.7;) {
        const paid = end - 7 * DAY - rand() * 6 * HOUR;
        payments.push({
          ad: { live: ad.id },
          user: { live: ad.owner },
          plan: ad.plan,
          method,
          status: 'succeeded',
          failureMessage: null,
          created: paid - 20_000 - rand() * 40_000,
          succeeded: paid,
          highlightedUntil: paid + 7 * DAY,
        });
        end = paid;
      }
    } else if (rand() < 0.12) {
      const created = ad.created + (10 + rand() * 120) * 60_000;
      if (created >= now) continue;
      payments.push({
        ad: { live: ad.id },
        user: { live: ad.owner },
        plan: 'destaque-7',
        method: 'boleto',
        status: created + 3 * DAY > now ? 'pending' : 'canceled',
        failureMessage: null,
        created,
        succeeded: null,
        highlightedUntil: null,
      });
    }
  }
  payments.sort((a, b) => a.created - b.created);
  return { users, ads, payments };
}
