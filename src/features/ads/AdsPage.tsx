import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Grid,
  Input,
  InputNumber,
  Pagination,
  Row,
  Segmented,
  Select,
  Typography,
} from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useListAdsQuery, useListCategoriesQuery } from '../../api/ads';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import AdCard from '../../components/AdCard';
import { FEATURED_SUGGESTIONS } from '../../lib/searchSuggestions';
import { UF_CODES } from '../../lib/states';
import { ORDERING_LABELS } from './format';
import { PAGE_SIZE, readParams } from './adListParams';
import styles from './AdsPage.module.css';

/** Every filter fills its grid cell (AdsPage.module.css sizes the cells). */
const FILL = { width: '100%' };

export default function AdsPage() {
  const [sp, setSp] = useSearchParams();
  const params = useMemo(() => readParams(sp), [sp]);
  const { data, currentData, isFetching, isError, refetch } = useListAdsQuery(params);
  const { data: categories } = useListCategoriesQuery();
  const screens = Grid.useBreakpoint();
  useDocumentTitle(params.search ? `“${params.search}” — Anúncios` : 'Anúncios');

  /** Sets (or clears) query parameters; any filter change goes back to page 1. */
  const update = (changes: Record<string, string | number | undefined | null>) => {
    const next = new URLSearchParams(sp);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === null || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if ('state_code' in changes) next.delete('state');
    if (!('page' in changes)) next.delete('page');
    setSp(next);
  };

  const commitPrice = (key: 'min_price' | 'max_price', typed: string, current: number | undefined) => {
    const n = typed.trim() === '' ? undefined : Number(typed.replace(',', '.'));
    const next = n === undefined || !Number.isFinite(n) || n < 0 ? undefined : n;
    if (next !== current) update({ [key]: next });
  };

  const hasFilters = [...sp.keys()].some((k) => k !== 'page');
  const count = data?.count ?? 0;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        {params.search ? `Resultados para “${params.search}”` : 'Anúncios'}
      </Typography.Title>

      <Card size="small" role="search" aria-label="Filtros">
        <div className={styles.filters}>
          <div className={styles.find}>
            <Input.Search
              key={params.search ?? ''}
              className={styles.search}
              defaultValue={params.search}
              placeholder="O que você procura?"
              aria-label="Buscar anúncios"
              allowClear
              onSearch={(v) => update({ search: v.trim() || undefined })}
              style={FILL}
            />
            <Select
              aria-label="Categoria"
              placeholder="Categoria"
              allowClear
              className={styles.wide}
              style={FILL}
              value={params.category}
              onChange={(v) => update({ category: v })}
              options={categories?.map((c) => ({ value: c.slug, label: c.name }))}
              showSearch
              optionFilterProp="label"
            />
            <Select
              aria-label="Estado"
              placeholder="Estado"
              allowClear
              style={FILL}
              value={params.stateCode}
              onChange={(v) => update({ state_code: v })}
              options={UF_CODES.map((uf) => ({ value: uf, label: uf }))}
            />
            <Select
              aria-label="Ordenar por"
              style={FILL}
              value={params.ordering ?? (params.search ? 'relevance' : '-created_at')}
              onChange={(v) => update({ ordering: v })}
              options={Object.entries(ORDERING_LABELS)
                .filter(([k]) => k !== 'relevance' || params.search)
                .map(([value, label]) => ({ value, label }))}
            />
          </div>
          <div className={styles.narrow}>
            {(
              [
                ['min_price', 'Preço mínimo', 'Preço mín.', params.minPrice],
                ['max_price', 'Preço máximo', 'Preço máx.', params.maxPrice],
              ] as const
            ).map(([key, label, placeholder, value]) => (
              // A price applies when the user leaves the field or presses Enter, not at every digit
              // (one search and one history entry per price, not four for "1500").
              <InputNumber
                key={`${key}:${value ?? ''}`}
                aria-label={label}
                placeholder={placeholder}
                min={0}
                prefix="R$"
                defaultValue={value}
                onBlur={(e) => commitPrice(key, e.target.value, value)}
                onPressEnter={(e) => commitPrice(key, e.currentTarget.value, value)}
                style={FILL}
              />
            ))}
            <Segmented
              aria-label="Tipo"
              // Full width with equal segments on a phone; on wider screens each fits its label.
              block={!screens.md}
              className={styles.wide}
              value={params.isService === undefined ? 'all' : params.isService ? 'true' : 'false'}
              onChange={(v) => update({ is_service: v === 'all' ? undefined : String(v) })}
              options={[
                { value: 'all', label: 'Todos' },
                { value: 'true', label: 'Serviços' },
                { value: 'false', label: 'Produtos' },
              ]}
            />
            {hasFilters && (
              <Button
                type="link"
                className={`${styles.wide} ${styles.clear}`}
                onClick={() => setSp(new URLSearchParams())}
              >
                Limpar filtros
              </Button>
            )}
          </div>
        </div>
      </Card>

      {isError ? (
        <Empty description="Não foi possível carregar os anúncios.">
          <Button onClick={() => refetch()}>Tentar de novo</Button>
        </Empty>
      ) : (
        <>
          {/* currentData: while another search loads, the previous answer's correction does not apply */}
          {params.search && currentData?.corrected_search && (
            <Typography.Text>
              Nenhum anúncio com “{params.search}”. Mostrando resultados para{' '}
              <strong>“{currentData.corrected_search}”</strong>.
            </Typography.Text>
          )}
          <Typography.Text type="secondary" aria-live="polite">
            {data
              ? `${count >= 10000 ? 'Mais de 10.000' : count.toLocaleString('pt-BR')} ${count === 1 ? 'anúncio encontrado' : 'anúncios encontrados'}`
              : 'Buscando anúncios...'}
          </Typography.Text>
          {!data || (isFetching && !data.results.length) ? (
            // Its own key: the result cards (keyed by ad id) never reuse a placeholder's node.
            <Row key="loading" gutter={[16, 16]} aria-busy="true">
              {Array.from({ length: 8 }, (_, i) => (
                <Col key={i} xs={12} sm={8} md={6}>
                  {/* AdCard's shape (4:3 cover, 12 px padding, three text lines): nothing jumps when ads arrive. */}
                  <Card
                    styles={{ body: { padding: 12 } }}
                    cover={<div className={styles.placeholder} style={{ aspectRatio: '4 / 3' }} />}
                  >
                    {['90%', '55%', '75%'].map((width) => (
                      <div key={width} className={`${styles.placeholder} ${styles.line}`} style={{ width }} />
                    ))}
                  </Card>
                </Col>
              ))}
            </Row>
          ) : data.results.length === 0 ? (
            <Empty description="Nenhum anúncio encontrado com esses filtros.">
              <Flex vertical gap={8} align="center">
                <Typography.Text type="secondary">Tente buscar por:</Typography.Text>
                <Flex gap={8} wrap justify="center">
                  {FEATURED_SUGGESTIONS.map((s) => (
                    <Link key={s} to={paths.adsSearch({ search: s })}>
                      <Button size="small">{s}</Button>
                    </Link>
                  ))}
                </Flex>
                {hasFilters && (
                  <Button type="link" onClick={() => setSp(new URLSearchParams())}>
                    Ver todos os anúncios
                  </Button>
                )}
              </Flex>
            </Empty>
          ) : (
            <Row key="results" gutter={[16, 16]} style={{ opacity: isFetching ? 0.6 : 1 }}>
              {data.results.map((ad, i) => (
                <Col key={ad.id} xs={12} sm={8} md={6}>
                  {/* The first row is above the fold: loaded at once, the first picture (the LCP
                      element, preloaded by the server) before everything else. */}
                  <AdCard ad={ad} loading={i === 0 ? 'high' : i < 4 ? 'eager' : 'lazy'} />
                </Col>
              ))}
            </Row>
          )}
          {count > PAGE_SIZE && (
            <Pagination
              align="center"
              current={params.page}
              pageSize={PAGE_SIZE}
              total={Math.min(count, 10000)}
              showSizeChanger={false}
              onChange={(p) => {
                update({ page: p > 1 ? p : undefined });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </>
      )}
    </Flex>
  );
}
