import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Pagination, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListCategoriesQuery } from '../../api/ads';
import { useListTribesQuery, type ListTribesParams } from '../../api/tribes';
import { paths } from '../../app/paths';
import MyTribes from '../../components/MyTribes';
import TribeGrid from '../../components/TribeGrid';
import { STATE_SEARCH, UF_CODES, stateLabel } from '../../lib/states';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import styles from './TribesPage.module.css';
import ButtonLink from '../../components/ButtonLink';

const PAGE_SIZE = 12;

/** The discovery filters live in the URL: a search can be shared and the back button restores it. */
function readParams(sp: URLSearchParams): ListTribesParams {
  const page = Number(sp.get('page'));
  return {
    search: sp.get('search')?.trim() || undefined,
    state: sp.get('state') || undefined,
    category: sp.get('category') || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

/** /tribes (signed in): my tribes first, then discovery with search, state and category. */
export default function TribesPage() {
  useDocumentTitle('Tribos');
  const [sp, setSp] = useSearchParams();
  const params = useMemo(() => readParams(sp), [sp]);
  const discover = useListTribesQuery(params);
  const { data: categories } = useListCategoriesQuery();

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(sp);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in changes)) next.delete('page');
    setSp(next, { replace: !('page' in changes) });
  };
  const filtered = Boolean(params.search || params.state || params.category);

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <Typography.Title level={1} className={styles.title}>
            Tribos
          </Typography.Title>
          <Typography.Text type="secondary">
            Comunidades locais e de nicho que indicam os anúncios em que confiam.
          </Typography.Text>
        </div>
        <ButtonLink to={paths.tribeCreate()} type="primary" size="large" icon={<PlusOutlined />}>
          Criar tribo
        </ButtonLink>
      </div>

      <section className={styles.section} aria-labelledby="my-tribes">
        <Typography.Title level={2} id="my-tribes" className={styles.sectionTitle}>
          Minhas tribos
        </Typography.Title>
        <MyTribes
          emptyAction={<Typography.Text type="secondary">Encontre uma tribo abaixo ou crie a sua.</Typography.Text>}
        />
      </section>

      <section className={styles.section} aria-labelledby="discover-tribes">
        <Typography.Title level={2} id="discover-tribes" className={styles.sectionTitle}>
          Descobrir tribos
        </Typography.Title>
        <div className={styles.filters} role="search" aria-label="Filtrar tribos">
          <Input.Search
            key={params.search ?? ''}
            defaultValue={params.search}
            placeholder="Buscar por nome ou assunto"
            aria-label="Buscar tribos"
            allowClear
            enterButton="Buscar"
            onSearch={(value) => update({ search: value.trim() })}
          />
          <Select
            aria-label="Estado"
            placeholder="Todos os estados"
            allowClear
            showSearch={STATE_SEARCH}
            value={params.state}
            onChange={(v) => update({ state: v })}
            options={UF_CODES.map((uf) => ({ value: uf, label: stateLabel(uf) }))}
          />
          <Select
            aria-label="Categoria"
            placeholder="Todas as categorias"
            allowClear
            showSearch
            optionFilterProp="label"
            value={params.category}
            onChange={(v) => update({ category: v })}
            options={categories?.map((c) => ({ value: c.slug, label: c.name }))}
          />
        </div>
        <TribeGrid
          label="Tribos encontradas"
          tribes={discover.currentData?.results}
          isLoading={discover.isFetching && !discover.currentData}
          error={discover.error}
          onRetry={() => void discover.refetch()}
          empty={
            filtered
              ? {
                  description: 'Nenhuma tribo com esses filtros.',
                  action: <Button onClick={() => setSp(new URLSearchParams())}>Limpar filtros</Button>,
                }
              : {
                  description: 'Ainda não há tribos por aqui. Que tal criar a primeira?',
                  action: (
                    <ButtonLink to={paths.tribeCreate()} type="primary">
                      Criar tribo
                    </ButtonLink>
                  ),
                }
          }
        />
        {(discover.currentData?.count ?? 0) > PAGE_SIZE ? (
          <Pagination
            align="center"
            current={params.page}
            pageSize={PAGE_SIZE}
            total={discover.currentData?.count}
            showSizeChanger={false}
            onChange={(page) => update({ page })}
          />
        ) : null}
      </section>
    </div>
  );
}
