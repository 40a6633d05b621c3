import { DeleteOutlined, EditOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Input, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListCategoriesQuery } from '../../api/ads';
import {
  useDeleteSavedSearchMutation,
  useListSavedSearchesQuery,
  useUpdateSavedSearchMutation,
  type SavedSearch,
  type SavedSearchAlert,
} from '../../api/savedSearches';
import { paths } from '../../app/paths';
import ButtonLink from '../../components/ButtonLink';
import ConfirmDialog from '../../components/ConfirmDialog';
import { apiErrorMessage } from '../../lib/apiErrors';
import { ALERT_LABELS, describeSearch, searchHref } from '../../lib/savedSearchWords';
import styles from './SavedSearchesTab.module.css';

const ALERT_OPTIONS = (Object.keys(ALERT_LABELS) as SavedSearchAlert[]).map((value) => ({
  value,
  label: ALERT_LABELS[value],
}));

/** "Buscas salvas": each search in words, its new ads, "Ver anúncios", rename, its alert, delete. */
export default function SavedSearchesTab() {
  const { data, isLoading, isError, refetch } = useListSavedSearchesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const { data: categories } = useListCategoriesQuery();
  const categoryName = (slug?: string) =>
    slug ? categories?.find((c) => c.slug === slug || String(c.id) === slug)?.name : undefined;

  if (isLoading) return <Skeleton active aria-label="Carregando buscas salvas" />;
  if (isError || !data)
    return (
      <Alert
        type="error"
        showIcon
        message="Não foi possível carregar suas buscas salvas."
        action={<Button onClick={() => refetch()}>Tentar de novo</Button>}
      />
    );
  if (!data.length)
    return (
      <Empty description="Você ainda não salvou buscas. Faça uma busca em Anúncios e toque em “Salvar busca” para ser avisado quando aparecer algo novo.">
        <ButtonLink to={paths.ads()} type="primary" icon={<SearchOutlined />}>
          Buscar anúncios
        </ButtonLink>
      </Empty>
    );
  return (
    <ul className={styles.list} aria-label="Buscas salvas">
      {data.map((s) => (
        <li key={s.id}>
          <SavedSearchItem search={s} categoryName={categoryName(s.query.category)} />
        </li>
      ))}
    </ul>
  );
}

function SavedSearchItem({ search, categoryName }: { search: SavedSearch; categoryName?: string }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [update, { isLoading: saving }] = useUpdateSavedSearchMutation();
  const [remove, { isLoading: removing }] = useDeleteSavedSearchMutation();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [confirming, setConfirming] = useState(false);

  const change = async (body: { name?: string; alert?: SavedSearchAlert }, done: string) => {
    try {
      await update({ id: search.id, savedSearchUpdateBody: body }).unwrap();
      message.success(done);
      return true;
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível alterar a busca.'));
      return false;
    }
  };
  const rename = async () => {
    const trimmed = name.trim();
    if (!trimmed) return message.error('Dê um nome à busca.');
    if (trimmed === search.name || (await change({ name: trimmed }, 'Busca renomeada.'))) setRenaming(false);
  };
  // Opening the search marks it seen (its new ads are counted from now on), then shows it.
  const open = () => {
    void update({ id: search.id, savedSearchUpdateBody: { seen: true } });
    void navigate(searchHref(search.query));
  };

  return (
    <article className={styles.item} aria-label={search.name}>
      <div className={styles.head}>
        {renaming ? (
          <Input
            autoFocus
            aria-label="Novo nome da busca"
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={rename}
            onKeyDown={(e) => e.key === 'Escape' && setRenaming(false)}
            className={styles.nameInput}
          />
        ) : (
          <h3 className={styles.name}>{search.name}</h3>
        )}
        {search.new_count > 0 && (
          <span className={styles.badge}>
            {search.new_count === 1 ? '1 anúncio novo' : `${search.new_count} anúncios novos`}
          </span>
        )}
      </div>
      <p className={styles.words}>{describeSearch(search.query, categoryName).join(' · ')}</p>
      <div className={styles.actions}>
        <Button type="primary" icon={<SearchOutlined />} onClick={open}>
          Ver anúncios
        </Button>
        {renaming ? (
          <>
            <Button onClick={rename} loading={saving}>
              Salvar nome
            </Button>
            <Button type="text" onClick={() => setRenaming(false)}>
              Cancelar
            </Button>
          </>
        ) : (
          <Button icon={<EditOutlined />} onClick={() => setRenaming(true)}>
            Renomear
          </Button>
        )}
        <Select
          aria-label={`Alerta da busca ${search.name}`}
          value={search.alert}
          options={ALERT_OPTIONS}
          onChange={(alert) => void change({ alert }, `Alerta: ${ALERT_LABELS[alert]}.`)}
          className={styles.alert}
          popupMatchSelectWidth={false}
        />
        <Button
          danger
          icon={<DeleteOutlined />}
          aria-label={`Excluir a busca ${search.name}`}
          onClick={() => setConfirming(true)}
          className={styles.delete}
        >
          Excluir
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Excluir esta busca salva?"
        description={`“${search.name}” e os alertas dela deixam de existir.`}
        confirmText="Excluir"
        danger
        busy={removing}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await remove({ id: search.id }).unwrap();
            message.success('Busca excluída.');
          } catch (err) {
            setConfirming(false);
            message.error(apiErrorMessage(err, 'Não foi possível excluir a busca.'));
          }
        }}
      />
    </article>
  );
}
