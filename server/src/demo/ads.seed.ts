import type { Database } from '../db/client';
import { renderDemoPixels } from './ads.demoScenes';
import { processPixels, type ProcessedImage } from '../lib/images';
import type { Storage } from '../lib/storage/types';
import { createAdsRepository } from '../modules/ads/ads.repository';
import { slugify } from '../lib/slugs';
import { dddOf } from './market';

// Demo data, not logic: its length is the list of demo ads below (one line each), so it stays whole
// (over the ~350-line guide for a file).

/**
 * The demo ads' advertisers (no password: they exist to give the ads real owners): each one person
 * or small business in one city, offering what fits them (a diarista cleans and irons, a family
 * sells the baby's things, a driver the car and its spare wheels). Their ads are in their city.
 */
export const DEMO_USERS: Array<
  [username: string, firstName: string, lastName: string, state: string, city: string, neighbourhood: string]
> = [
  ['rosangela.diarista', 'Rosângela', 'Silva', 'SP', 'São Paulo', 'Vila Mariana'],
  ['cleide.posobra', 'Cleide', 'Santos', 'SP', 'Campinas', 'Cambuí'],
  ['joao.reformas', 'João', 'Almeida', 'MG', 'Belo Horizonte', 'Santa Efigênia'],
  ['anderson.reformas', 'Anderson', 'Costa', 'RJ', 'Rio de Janeiro', 'Tijuca'],
  ['carlos.eletricista', 'Carlos', 'Pereira', 'PE', 'Recife', 'Boa Viagem'],
  ['marcos.nr10', 'Marcos', 'Vieira', 'GO', 'Goiânia', 'Setor Oeste'],
  ['tiao.encanador', 'Sebastião', 'Nunes', 'BA', 'Salvador', 'Pituba'],
  ['rodrigo.aquecedores', 'Rodrigo', 'Becker', 'RS', 'Porto Alegre', 'Moinhos de Vento'],
  ['edson.pintor', 'Edson', 'Oliveira', 'SP', 'São Paulo', 'Tatuapé'],
  ['antonio.pinturas', 'Antônio', 'Barros', 'CE', 'Fortaleza', 'Aldeota'],
  ['toldos.floripa', 'Ricardo', 'Schmitt', 'SC', 'Florianópolis', 'Trindade'],
  ['ju.petshop', 'Juliana', 'Martins', 'PR', 'Curitiba', 'Água Verde'],
  ['lucas.dogwalker', 'Lucas', 'Rocha', 'DF', 'Brasília', 'Asa Sul'],
  ['valdir.jardins', 'Valdir', 'Souza', 'SP', 'Campinas', 'Barão Geraldo'],
  ['bia.paisagismo', 'Beatriz', 'Lopes', 'RJ', 'Niterói', 'Icaraí'],
  ['fabio.montador', 'Fábio', 'Santos', 'GO', 'Goiânia', 'Setor Bueno'],
  ['ze.mudancas', 'José', 'Carvalho', 'DF', 'Brasília', 'Taguatinga'],
  ['paulo.fretes', 'Paulo Henrique', 'Lima', 'AM', 'Manaus', 'Adrianópolis'],
  ['prof.renata', 'Renata', 'Alves', 'DF', 'Brasília', 'Asa Norte'],
  ['teacher.camila', 'Camila', 'Freitas', 'CE', 'Fortaleza', 'Meireles'],
  ['thiago.violao', 'Thiago', 'Moreira', 'PA', 'Belém', 'Nazaré'],
  ['pri.manicure', 'Priscila', 'Gomes', 'SP', 'São Paulo', 'Moema'],
  ['aline.make', 'Aline', 'Duarte', 'BA', 'Salvador', 'Barra'],
  ['rafael.tech', 'Rafael', 'Lima', 'PR', 'Curitiba', 'Batel'],
  ['diego.informatica', 'Diego', 'Ramos', 'RS', 'Porto Alegre', 'Cidade Baixa'],
  ['dona.lucia', 'Lúcia', 'Ferreira', 'BA', 'Salvador', 'Itapuã'],
  ['dj.bruno', 'Bruno', 'Teixeira', 'CE', 'Fortaleza', 'Praia de Iracema'],
  ['carla.fotografia', 'Carla', 'Ribeiro', 'RJ', 'Rio de Janeiro', 'Botafogo'],
  ['gabriel.souza', 'Gabriel', 'Souza', 'RS', 'Porto Alegre', 'Petrópolis'],
  ['larissa.mendes', 'Larissa', 'Mendes', 'DF', 'Brasília', 'Sudoeste'],
  ['felipe.araujo', 'Felipe', 'Araújo', 'AM', 'Manaus', 'Ponta Negra'],
  ['marina.souza', 'Marina', 'Souza', 'SP', 'São Paulo', 'Pinheiros'],
  ['vinicius.bike', 'Vinícius', 'Castro', 'SC', 'Florianópolis', 'Lagoa da Conceição'],
  ['patricia.nogueira', 'Patrícia', 'Nogueira', 'RJ', 'Rio de Janeiro', 'Copacabana'],
  ['gustavo.weber', 'Gustavo', 'Weber', 'PR', 'Curitiba', 'Bigorrilho'],
  ['natalia.cardoso', 'Natália', 'Cardoso', 'GO', 'Goiânia', 'Setor Marista'],
  ['bruna.pires', 'Bruna', 'Pires', 'PA', 'Belém', 'Umarizal'],
  ['marcelo.dias', 'Marcelo', 'Dias', 'PE', 'Recife', 'Casa Forte'],
  ['roberto.machado', 'Roberto', 'Machado', 'MG', 'Belo Horizonte', 'Savassi'],
  ['tati.ribeiro', 'Tatiane', 'Ribeiro', 'MG', 'Belo Horizonte', 'Buritis'],
];

/** [category slug, title, price in cents or null, price type, description, advertiser's username] */
export const ADS: Array<[string, string, number | null, string, string, string]> = [
  [
    'diarista',
    'Diarista experiente para faxina completa',
    18000,
    'per_service',
    'Faxina completa de casas e apartamentos: cozinha, banheiros, janelas e organização. Levo meus próprios produtos.',
    'rosangela.diarista',
  ],
  [
    'diarista',
    'Passadeira e organização de armários',
    15000,
    'per_service',
    'Passo roupas com capricho e organizo guarda-roupas e despensas. Referências de clientes há mais de 8 anos.',
    'rosangela.diarista',
  ],
  [
    'diarista',
    'Limpeza pós-obra com equipe',
    45000,
    'per_service',
    'Equipe de três pessoas para limpeza pesada pós-obra e pós-mudança, com remoção de restos de tinta e cimento.',
    'cleide.posobra',
  ],
  [
    'pedreiro',
    'Pedreiro para reformas e acabamento',
    25000,
    'per_service',
    'Assentamento de piso e revestimento, reboco, contrapiso e pequenas reformas. Orçamento sem compromisso.',
    'joao.reformas',
  ],
  [
    'pedreiro',
    'Construção de muros e calçadas',
    null,
    'negotiable',
    'Construo muros, calçadas e churrasqueiras de alvenaria. Trabalho com nota e garantia do serviço.',
    'joao.reformas',
  ],
  [
    'pedreiro',
    'Reforma de banheiro completa',
    380000,
    'fixed',
    'Reforma completa de banheiro em até 10 dias: troca de piso, revestimento, louças e box de vidro.',
    'anderson.reformas',
  ],
  [
    'eletricista',
    'Eletricista residencial 24 horas',
    12000,
    'per_service',
    'Troca de disjuntores, tomadas, chuveiros e quadros de distribuição. Atendimento de emergência à noite e fins de semana.',
    'carlos.eletricista',
  ],
  [
    'eletricista',
    'Instalação de ar-condicionado split',
    35000,
    'fixed',
    'Instalação de ar-condicionado split até 12.000 BTUs com infraestrutura elétrica e suporte incluídos.',
    'carlos.eletricista',
  ],
  [
    'eletricista',
    'Projeto elétrico e padrão de entrada',
    null,
    'negotiable',
    'Eletricista com NR-10 para projetos elétricos, padrão de entrada e regularização junto à concessionária.',
    'marcos.nr10',
  ],
  [
    'encanador',
    'Encanador: vazamentos e desentupimento',
    9000,
    'per_service',
    'Caça-vazamento sem quebra-quebra, desentupimento de pias, ralos e vasos. Atendo no mesmo dia.',
    'tiao.encanador',
  ],
  [
    'encanador',
    'Limpeza de caixa d’água',
    16000,
    'fixed',
    'Limpeza e desinfecção de caixa d’água de até 1.000 litros com laudo. Recomendado a cada seis meses.',
    'tiao.encanador',
  ],
  [
    'encanador',
    'Instalação de aquecedor a gás',
    28000,
    'fixed',
    'Instalação e manutenção de aquecedores a gás de passagem, com teste de estanqueidade.',
    'rodrigo.aquecedores',
  ],
  [
    'pintor',
    'Pintor residencial caprichoso',
    2500,
    'per_hour',
    'Pintura interna e externa, massa corrida, textura e grafiato. Deixo tudo limpo ao final do serviço.',
    'edson.pintor',
  ],
  [
    'pintor',
    'Pintura de apartamento de dois quartos',
    220000,
    'fixed',
    'Pintura completa de apartamento de dois quartos com tinta acrílica de primeira linha, em cinco dias.',
    'edson.pintor',
  ],
  [
    'pintor',
    'Pintura de fachadas e grades',
    null,
    'negotiable',
    'Pintura de fachadas, portões e grades com tratamento anti-ferrugem. Equipamento de altura próprio.',
    'antonio.pinturas',
  ],
  [
    'toldos',
    'Toldos retráteis sob medida',
    120000,
    'fixed',
    'Fabricação e instalação de toldos retráteis em lona acrílica, com várias cores à escolha.',
    'toldos.floripa',
  ],
  [
    'toldos',
    'Cobertura em policarbonato',
    null,
    'negotiable',
    'Coberturas para garagens e áreas de lazer em policarbonato alveolar ou compacto, com estrutura metálica.',
    'toldos.floripa',
  ],
  [
    'toldos',
    'Conserto e troca de lona de toldo',
    30000,
    'per_service',
    'Troco lonas rasgadas ou desbotadas e faço manutenção nos braços articulados do seu toldo.',
    'toldos.floripa',
  ],
  [
    'pet',
    'Banho e tosa com busca em casa',
    7000,
    'per_service',
    'Banho e tosa higiênica ou na tesoura, com leva e traz gratuito no bairro. Produtos hipoalergênicos.',
    'ju.petshop',
  ],
  [
    'pet',
    'Passeador de cães',
    3500,
    'per_hour',
    'Passeios de uma hora em grupos pequenos, com fotos e relatório pelo WhatsApp depois de cada passeio.',
    'lucas.dogwalker',
  ],
  [
    'pet',
    'Adestramento positivo',
    15000,
    'per_service',
    'Adestramento com reforço positivo: obediência básica, guia frouxa e correção de comportamentos.',
    'lucas.dogwalker',
  ],
  [
    'jardinagem',
    'Jardineiro: poda e corte de grama',
    12000,
    'per_service',
    'Corte de grama, poda de árvores e arbustos, adubação e limpeza de canteiros.',
    'valdir.jardins',
  ],
  [
    'jardinagem',
    'Paisagismo para pequenos espaços',
    null,
    'negotiable',
    'Projetos de paisagismo para varandas, quintais e jardins verticais, com plantas adequadas ao clima.',
    'bia.paisagismo',
  ],
  [
    'jardinagem',
    'Manutenção mensal de jardim',
    30000,
    'fixed',
    'Plano mensal com duas visitas: corte, poda, controle de pragas e reposição de plantas.',
    'valdir.jardins',
  ],
  [
    'montador-de-moveis',
    'Montador de móveis de loja',
    8000,
    'per_service',
    'Monto guarda-roupas, camas, estantes e cozinhas de todas as lojas, com ferramentas próprias.',
    'fabio.montador',
  ],
  [
    'montador-de-moveis',
    'Desmontagem e montagem para mudança',
    20000,
    'per_service',
    'Desmonto e monto móveis na mudança, com embalagem das peças e ferragens identificadas.',
    'ze.mudancas',
  ],
  [
    'montador-de-moveis',
    'Instalação de prateleiras e painéis de TV',
    6000,
    'per_service',
    'Fixação de prateleiras, nichos, painéis de TV e cortineiros em alvenaria ou drywall.',
    'fabio.montador',
  ],
  [
    'fretes-e-mudancas',
    'Fretes e carretos com caminhão baú',
    null,
    'negotiable',
    'Carretos na cidade e região com caminhão baú e ajudantes. Orçamento rápido pelo WhatsApp.',
    'ze.mudancas',
  ],
  [
    'fretes-e-mudancas',
    'Mudança residencial completa',
    150000,
    'fixed',
    'Mudança completa com embalagem, desmontagem de móveis, transporte e montagem no destino.',
    'ze.mudancas',
  ],
  [
    'fretes-e-mudancas',
    'Pequenos fretes com utilitário',
    10000,
    'per_service',
    'Transporte de geladeira, sofá, máquina de lavar e pequenas cargas com utilitário e ajudante.',
    'paulo.fretes',
  ],
  [
    'aulas-particulares',
    'Aulas particulares de matemática',
    8000,
    'per_hour',
    'Reforço de matemática para ensino fundamental e médio e preparação para o Enem, presencial ou online.',
    'prof.renata',
  ],
  [
    'aulas-particulares',
    'Aulas de inglês para conversação',
    9000,
    'per_hour',
    'Professora com certificado internacional, aulas de conversação focadas em viagens e trabalho.',
    'teacher.camila',
  ],
  [
    'aulas-particulares',
    'Aulas de violão para iniciantes',
    7000,
    'per_hour',
    'Aprenda violão do zero com repertório de MPB e sertanejo. Aulas em casa ou no meu estúdio.',
    'thiago.violao',
  ],
  [
    'beleza-e-estetica',
    'Manicure e pedicure a domicílio',
    6000,
    'per_service',
    'Manicure e pedicure com materiais esterilizados, esmaltação em gel e spa dos pés.',
    'pri.manicure',
  ],
  [
    'beleza-e-estetica',
    'Maquiagem para noivas e festas',
    25000,
    'per_service',
    'Maquiagem profissional para noivas, madrinhas e formandas, com teste prévio incluído.',
    'aline.make',
  ],
  [
    'beleza-e-estetica',
    'Design de sobrancelhas com henna',
    5000,
    'per_service',
    'Design de sobrancelhas personalizado com henna ou tintura, em ambiente climatizado.',
    'aline.make',
  ],
  [
    'assistencia-tecnica',
    'Conserto de placa de celular e notebook',
    18000,
    'per_service',
    'Reparo de placa, troca de conector de carga e recuperação de aparelhos que molharam. Orçamento sem compromisso.',
    'rafael.tech',
  ],
  [
    'assistencia-tecnica',
    'Troca de tela de celular na hora',
    25000,
    'fixed',
    'Troca de tela, bateria e conector de carga de celulares, com peças de qualidade e garantia.',
    'rafael.tech',
  ],
  [
    'assistencia-tecnica',
    'Formatação e manutenção de notebooks',
    12000,
    'per_service',
    'Formatação, limpeza interna, troca de pasta térmica e upgrade para SSD em notebooks e desktops.',
    'diego.informatica',
  ],
  [
    'festas-e-eventos',
    'Buffet completo para festas',
    null,
    'negotiable',
    'Buffet de salgados, doces e bolo para aniversários e confraternizações de 30 a 200 convidados.',
    'dona.lucia',
  ],
  [
    'festas-e-eventos',
    'DJ e som para eventos',
    80000,
    'per_service',
    'DJ com equipamento de som e iluminação para casamentos, aniversários e festas corporativas.',
    'dj.bruno',
  ],
  [
    'festas-e-eventos',
    'Fotógrafo de eventos e ensaios',
    60000,
    'per_service',
    'Cobertura fotográfica de eventos com entrega de fotos tratadas em galeria online em 7 dias.',
    'carla.fotografia',
  ],
  [
    'eletronicos-e-celulares',
    'iPhone 13 128 GB seminovo',
    280000,
    'fixed',
    'iPhone 13 de 128 GB, bateria com 89% de saúde, sem marcas de uso, com caixa e cabo original.',
    'gabriel.souza',
  ],
  [
    'eletronicos-e-celulares',
    'Notebook Dell i5 16 GB RAM',
    320000,
    'fixed',
    'Notebook Dell Inspiron com Core i5, 16 GB de RAM e SSD de 512 GB. Ótimo para trabalho e estudo.',
    'larissa.mendes',
  ],
  [
    'eletronicos-e-celulares',
    'Samsung Galaxy S22 256 GB',
    190000,
    'negotiable',
    'Galaxy S22 de 256 GB, tela sem riscos, sempre usado com capinha e película. Acompanha carregador.',
    'felipe.araujo',
  ],
  [
    'casa-e-moveis',
    'Sofá retrátil de três lugares',
    120000,
    'fixed',
    'Sofá retrátil e reclinável de três lugares em suede cinza, muito conservado, sem rasgos.',
    'marina.souza',
  ],
  [
    'casa-e-moveis',
    'Luminária de chão com cúpula de linho',
    35000,
    'negotiable',
    'Luminária de chão de 1,60 m com cúpula de linho bege e base de metal. Acompanha lâmpada de LED.',
    'marina.souza',
  ],
  [
    'casa-e-moveis',
    'Tapete de sala 2 x 2,5 m',
    45000,
    'fixed',
    'Tapete felpudo bege de 2 x 2,5 m, lavado e sem manchas. Retirada no local.',
    'marina.souza',
  ],
  [
    'bicicletas-e-esportes',
    'Bicicleta aro 29 com 21 marchas',
    110000,
    'fixed',
    'Mountain bike aro 29 com quadro de alumínio, 21 marchas e freio a disco. Revisada.',
    'vinicius.bike',
  ],
  [
    'bicicletas-e-esportes',
    'Bicicleta urbana aro 26 seminova',
    68000,
    'negotiable',
    'Bicicleta urbana aro 26 com quadro de aço, 6 marchas e pneus novos. Ótima para o dia a dia.',
    'patricia.nogueira',
  ],
  [
    'bicicletas-e-esportes',
    'Bicicleta speed aro 700 de alumínio',
    180000,
    'fixed',
    'Speed de alumínio aro 700, 16 marchas Shimano, tamanho 54. Revisada, com nota fiscal.',
    'gustavo.weber',
  ],
  [
    'moda-e-acessorios',
    'Vestido de festa longo',
    25000,
    'fixed',
    'Vestido de festa longo azul-marinho, tamanho M, usado uma única vez em casamento.',
    'natalia.cardoso',
  ],
  [
    'moda-e-acessorios',
    'Tênis de corrida número 42',
    30000,
    'fixed',
    'Tênis de corrida com amortecimento, número 42, usado poucas vezes, na caixa.',
    'gustavo.weber',
  ],
  [
    'moda-e-acessorios',
    'Jaqueta jeans tamanho M',
    18000,
    'negotiable',
    'Jaqueta jeans azul clássica, tamanho M, pouco usada e sem desbotar.',
    'bruna.pires',
  ],
  [
    'veiculos-e-pecas',
    'Jogo de rodas aro 15',
    120000,
    'negotiable',
    'Jogo de quatro rodas de liga leve aro 15 com pneus meia-vida, furação 4x100.',
    'marcelo.dias',
  ],
  [
    'veiculos-e-pecas',
    'Chevrolet Onix 1.0 2019',
    5890000,
    'negotiable',
    'Onix LT 1.0 flex 2019, 62 mil km, único dono, revisões na concessionária e IPVA pago.',
    'marcelo.dias',
  ],
  [
    'veiculos-e-pecas',
    'Fiat Argo 1.3 2020 completo',
    6450000,
    'fixed',
    'Argo Drive 1.3 2020, 48 mil km, ar-condicionado, direção elétrica, central multimídia e câmera de ré.',
    'roberto.machado',
  ],
  [
    'infantil',
    'Carrinho de bebê com bebê conforto',
    65000,
    'fixed',
    'Travel system com carrinho e bebê conforto, fechamento com uma mão, em ótimo estado.',
    'tati.ribeiro',
  ],
  [
    'infantil',
    'Carrinho de passeio reclinável',
    40000,
    'negotiable',
    'Carrinho de passeio leve, com encosto reclinável em três posições, capota e cesto. Fecha como guarda-chuva.',
    'tati.ribeiro',
  ],
  [
    'infantil',
    'Lote de brinquedos educativos',
    15000,
    'fixed',
    'Lote com blocos de montar, quebra-cabeças e livros de pano para crianças de 1 a 4 anos.',
    'tati.ribeiro',
  ],
];

/** WebP effort for the demo pictures: first start stays quick (see processPixels). */
const DEMO_WEBP_EFFORT = 1;

/** Pictures drawn ahead of the one being encoded (each ~3 MB of pixels while it waits). */
const DRAW_AHEAD = 2;

/** Ads on a paid highlight: every seventh (9 of 60), spread over categories and states. */
const isHighlighted = (i: number) => i % 7 === 0;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * When each demo ad was published, and the highlight its owner bought: the catalogue spreads over
 * the last 29 days (an ad lasts 30), in waking hours. A highlighted ad's 30 days were bought right
 * after publishing, its 7 days one to five days ago (renewing the weeks before: market.ts); some
 * older ads had a week's highlight that has ended (the sales seed writes the payments behind every
 * plan here).
 */
function demoAdTimeline(i: number, now: number) {
  const created = daytime(now - (((i * 37) % 696) + 2) * HOUR - i * 60_000);
  if (isHighlighted(i)) {
    const week = i % 2 === 1;
    const bought = week
      ? Math.max(created + 15 * 60_000, daytime(now - (1 + (i % 5)) * DAY - ((i * 97) % 600) * 60_000))
      : created + 15 * 60_000;
    // the removals firm (28) goes for the top of the search
    const plan = week ? 'destaque-7' : i === 28 ? 'premium-30' : 'destaque-30';
    return { created, plan, highlightedUntil: bought + (week ? 7 : 30) * DAY };
  }
  if ((i % 7 === 3 || i % 7 === 5) && now - created > 7 * DAY + HOUR) {
    return { created, plan: 'destaque-7', highlightedUntil: created + 15 * 60_000 + 7 * DAY };
  }
  return { created, plan: 'free', highlightedUntil: null };
}

/** A time out of the small hours: before 08:00 in Brasília (UTC-3) moves back to 21:00 the evening before. */
function daytime(t: number) {
  const hour = Math.floor((t - 3 * HOUR) / HOUR) % 24;
  return hour < 8 ? t - (hour + 3) * HOUR : t;
}

/** Pictures per ad: three for the highlighted ones (the home page's row), two for the others. */
export const demoPictureCount = (i: number) => (isHighlighted(i) ? 3 : 2);

/**
 * Demo ads for a fresh database (first start): 60 ads across categories and states from 40 demo
 * advertisers (each in one city, each ad in its advertiser's city), each with two or three
 * pictures of its category (ads.demoScenes.ts: drawn scenes that look like photos, different for
 * every ad and every shot), nine of them highlighted. Does nothing when any ad exists.
 */
export async function seedDemoAds(database: Database, storage: Storage): Promise<number> {
  const [{ n }] = await database.query<{ n: number }>('select count(*)::int as n from ads');
  if (n > 0) return 0;
  const cats = new Map(
    (
      await database.query<{ id: number; slug: string; is_service: boolean }>(
        'select id, slug, is_service from categories',
      )
    ).map((c) => [c.slug, c]),
  );
  if (!cats.size) return 0;

  // Each advertiser joined a while before their first ad (some just before it: this month's new members).
  const now = Date.now();
  const userIds = new Map<string, number>();
  for (const [k, [username, first, last, state, city]] of DEMO_USERS.entries()) {
    const firstAd = Math.min(...ADS.flatMap((a, i) => (a[5] === username ? [demoAdTimeline(i, now).created] : [])));
    const joined = new Date(firstAd - (k % 6 === 0 ? HOUR : (20 + ((k * 53) % 400)) * DAY));
    const [row] = await database.query<{ id: number | string }>(
      `insert into users (username, email, first_name, last_name, state_code, city, email_verified, date_joined,
                          password_changed_at)
       values ($1, $2, $3, $4, $5, $6, true, $7, $7)
       on conflict do nothing returning id`,
      [username, `${username}@demo.tribo.com.br`, first, last, state, city, joined],
    );
    const id =
      row?.id ??
      (await database.query<{ id: number | string }>('select id from users where lower(username) = $1', [username]))[0]
        ?.id;
    if (id !== undefined) userIds.set(username, Number(id));
  }
  if (!userIds.size) return 0;
  const home = new Map(
    DEMO_USERS.map(([username, , , state, city, neighbourhood]) => [username, { state, city, neighbourhood }]),
  );

  const written: string[] = [];
  let created = 0;
  try {
    // Each ad's pictures: its category's scene, the ad's seed, one shot per picture. Drawing runs
    // two pictures ahead of the encoding (the image pool takes one at a time), so first start uses
    // both cores; a failed drawing still waiting is caught here and rethrown when its turn comes.
    const jobs = ADS.flatMap(([cat], i) =>
      Array.from({ length: demoPictureCount(i) }, (_, shot) => ({ i, cat, shot })),
    );
    const images: Array<Array<ProcessedImage & { alt: string }>> = ADS.map(() => []);
    const drawing = new Map<number, ReturnType<typeof renderDemoPixels>>();
    const draw = (k: number) => {
      if (k >= jobs.length) return;
      const p = renderDemoPixels(jobs[k].cat, jobs[k].i + 1, jobs[k].shot);
      p.catch(() => undefined);
      drawing.set(k, p);
    };
    for (let k = 0; k < DRAW_AHEAD; k++) draw(k);
    for (let k = 0; k < jobs.length; k++) {
      const picture = await drawing.get(k)!;
      drawing.delete(k);
      draw(k + DRAW_AHEAD);
      const img = await processPixels(picture, storage, { effort: DEMO_WEBP_EFFORT, card: jobs[k].shot === 0 });
      written.push(...img.files);
      images[jobs[k].i].push({ ...img, alt: picture.alt });
    }
    await database.orm.transaction(async (tx) => {
      const repo = createAdsRepository(tx);
      for (const [i, [catSlug, title, price, priceType, description, owner]] of ADS.entries()) {
        const cat = cats.get(catSlug);
        const ownerId = userIds.get(owner);
        if (!cat || ownerId === undefined) continue;
        const { state, city, neighbourhood } = home.get(owner)!;
        const timeline = demoAdTimeline(i, now);
        const createdAt = new Date(timeline.created);
        const ad = await repo.insertAd({
          slug: slugify(title),
          owner_id: ownerId,
          category_id: cat.id,
          title,
          description,
          price_cents: price,
          price_type: priceType,
          is_service: cat.is_service,
          state_code: state,
          city,
          neighbourhood,
          // E.164, as the ads module stores numbers: the DDD of the ad's city and a mobile number.
          contact_whatsapp: `+55${dddOf(city)}9${String(80000000 + DEMO_USERS.findIndex((u) => u[0] === owner) * 1234567).slice(0, 8)}`,
          show_whatsapp: true,
          contact_phone: '',
          show_phone: false,
          plan: timeline.plan,
          highlighted_until: timeline.highlightedUntil === null ? null : new Date(timeline.highlightedUntil),
          published_at: createdAt,
          created_at: createdAt,
          updated_at: createdAt,
          expires_at: new Date(createdAt.getTime() + 30 * DAY),
          views: (i * 53) % 400,
          vote_score: (i * 7) % 13,
        });
        // positions 0..n-1, the cover first (as ads.service stores an ad's ordered images)
        for (const [position, img] of images[i].entries()) {
          await repo.insertImage(ad.id, {
            position,
            clientId: null,
            alt: img.alt,
            variants: img.variants,
            width: img.width,
            height: img.height,
            blur: img.blur,
          });
        }
        created++;
      }
    });
  } catch (err) {
    await storage.remove(written);
    throw err;
  }
  await storage.publish(written);
  return created;
}
