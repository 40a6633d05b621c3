import { Link } from 'react-router-dom';
import { useListCategoriesQuery, type Category } from '../../api/ads';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import CategoryIcon from '../../components/CategoryIcon';
import { adCount } from '../../lib/plural';
import styles from './StaticPage.module.css';
import { paths } from '../../app/paths';

function CategoryCards({ items }: { items: Category[] }) {
  return (
    <ul className={styles.cards}>
      {items.map((c) => (
        <li key={c.id}>
          <Link to={paths.adsCategory(c.slug)} className={styles.card}>
            <span className={styles.cardIcon}>
              <CategoryIcon icon={c.icon} />
            </span>
            <strong>{c.name}</strong>
            <span className={styles.cardCount}>{adCount(c.ad_count)}</span>
            <span>{c.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /categories: every category from the API, services apart from products. */
export default function CategoriesPage() {
  useDocumentTitle('Categorias');
  const { data, isLoading, isError } = useListCategoriesQuery();
  const services = (data ?? []).filter((c) => c.is_service);
  const products = (data ?? []).filter((c) => !c.is_service);
  return (
    <article className={`${styles.page} ${styles.wide}`}>
      <h1>Categorias</h1>
      <p className={styles.lead}>Escolha uma categoria para ver os anúncios de serviços e produtos.</p>
      {isLoading ? <p role="status">Carregando categorias...</p> : null}
      {isError ? <p className={styles.error}>Não foi possível carregar as categorias. Tente novamente.</p> : null}
      {services.length > 0 ? (
        <section className={styles.categoryGroup} aria-labelledby="cat-servicos">
          <h2 id="cat-servicos">Serviços</h2>
          <CategoryCards items={services} />
        </section>
      ) : null}
      {products.length > 0 ? (
        <section className={styles.categoryGroup} aria-labelledby="cat-produtos">
          <h2 id="cat-produtos">Produtos</h2>
          <CategoryCards items={products} />
        </section>
      ) : null}
    </article>
  );
}
