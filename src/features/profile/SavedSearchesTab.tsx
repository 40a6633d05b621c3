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
import form from '../../components/form/Form.module.css';
import { useToast, type Toast } from '../../components/Toast';
import ActionButton from './ActionButton';
import EmptyState from './EmptyState';
import LoadError from './LoadError';
import { MemberIcon } from './memberIcons';
import { Skeleton } from './Skeleton';
import { apiErrorMessage } from '../../lib/apiErrors';
import { ALERT_LABELS, describeSearch, searchHref } from '../../lib/savedSearchWords';
import styles from './SavedSearchesTab.module.css';

const ALERT_OPTIONS = Object.keys(ALERT_LABELS) as SavedSearchAlert[];

/** "Buscas salvas": each search in words, its new ads, "Ver anúncios", rename, its alert, delete. */
export default function SavedSearchesTab() {
  const { data, isLoading, isError, refetch } = useListSavedSearchesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const { data: categories } = useListCategoriesQuery();
  const categoryName = (slug?: string) =>
    slug ? categories?.find((c) => c.slug === slug || String(c.id) === slug)?.name : undefined;
  // The tab's messages outlive the search they are about (a deleted one leaves the list).
  const { toast, region } = useToast();

  let content;
  if (isLoading)
    content = (
      <div aria-busy="true" aria-label="Carregando buscas salvas">
        <Skeleton />
      </div>
    );
  else if (isError || !data)
    content = (
      <LoadError
        title="Não foi possível carregar suas buscas salvas."
        retryText="Tentar de novo"
        onRetry={() => void refetch()}
      />
    );
  else if (!data.length)
    content = (
      <EmptyState description="Você ainda não salvou buscas. Faça uma busca em Anúncios e toque em “Salvar busca” para ser avisado quando aparecer algo novo.">
        <ButtonLink to={paths.ads()} type="primary" icon={<MemberIcon name="search" />}>
          Buscar anúncios
        </ButtonLink>
      </EmptyState>
    );
  else
    content = (
      <ul className={styles.list} aria-label="Buscas salvas">
        {data.map((s) => (
          <li key={s.id}>
            <SavedSearchItem search={s} categoryName={categoryName(s.query.category)} toast={toast} />
          </li>
        ))}
      </ul>
    );
  return (
    <>
      {region}
      {content}
    </>
  );
}
function SavedSearchItem({
  search,
  categoryName,
  toast,
}: {
  search: SavedSearch;
  categoryName?: string;
  toast: Toast;
}) {
  const navigate = useNavigate();
  const [update, { isLoading: saving }] = useUpdateSavedSearchMutation();
  const [remove, { isLoading: removing }] = useDeleteSavedSearchMutation();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [confirming, setConfirming] = useState(false);

  const change = async (body: { name?: string; alert?: SavedSearchAlert }, done: string) => {
    try {
      await update({ id: search.id, savedSearchUpdateBody: body }).unwrap();
      toast.success(done);
      return true;
    } catch (err) {
      toast.error(apiErrorMessage(err, 'Não foi possível alterar a busca.'));
      return false;
    }
  };
  const rename = async () => {
    const trimmed = name.trim();
    if (!trimmed) return toast.error('Dê um nome à busca.');
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
          <input
            type="text"
            autoFocus
            aria-label="Novo nome da busca"
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void rename();
              else if (e.key === 'Escape') setRenaming(false);
            }}
            className={`${form.input} ${styles.nameInput}`}
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
        <ActionButton type="primary" icon={<MemberIcon name="search" />} onClick={open}>
          Ver anúncios
        </ActionButton>
        {renaming ? (
          <>
            <ActionButton onClick={() => void rename()} loading={saving}>
              Salvar nome
            </ActionButton>
            <button type="button" className={styles.textButton} onClick={() => setRenaming(false)}>
              Cancelar
            </button>
          </>
        ) : (
          <ActionButton icon={<MemberIcon name="edit" />} onClick={() => setRenaming(true)}>
            Renomear
          </ActionButton>
        )}
        <select
          aria-label={`Alerta da busca ${search.name}`}
          value={search.alert}
          onChange={(e) => {
            const alert = e.target.value as SavedSearchAlert;
            void change({ alert }, `Alerta: ${ALERT_LABELS[alert]}.`);
          }}
          className={styles.alert}
        >
          {ALERT_OPTIONS.map((value) => (
            <option key={value} value={value}>
              {ALERT_LABELS[value]}
            </option>
          ))}
        </select>
        <ActionButton
          danger
          icon={<MemberIcon name="delete" />}
          aria-label={`Excluir a busca ${search.name}`}
          onClick={() => setConfirming(true)}
          className={styles.delete}
        >
          Excluir
        </ActionButton>
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
            toast.success('Busca excluída.');
          } catch (err) {
            setConfirming(false);
            toast.error(apiErrorMessage(err, 'Não foi possível excluir a busca.'));
          }
        }}
      />
    </article>
  );
}
