import { Skeleton } from 'antd';
import ResultScreen from '../../components/ResultScreen';
import type { ReactNode } from 'react';
import { useGetAdQuery, type AdDetail } from '../../api/ads';
import { paths } from '../../app/paths';
import ButtonLink from '../../components/ButtonLink';

/**
 * Loads the ad of a plan or payment page and lets only its owner through: an unknown ad is the
 * not-found page, someone else's ad a pt-BR refusal.
 */
export default function AdGate({ slug, children }: { slug: string; children: (ad: AdDetail) => ReactNode }) {
  const { data: ad, isLoading, error } = useGetAdQuery({ slug });
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error || !ad) {
    const notFound = (error as { status?: number } | undefined)?.status === 404;
    return (
      <ResultScreen
        heading="h2"
        status={notFound ? '404' : 'error'}
        title={notFound ? 'Anúncio não encontrado' : 'Não foi possível carregar o anúncio'}
        subTitle={notFound ? 'O endereço que você acessou não existe ou o anúncio foi removido.' : 'Tente novamente.'}
        extra={
          <ButtonLink to={paths.ads()} type="primary">
            Ver anúncios
          </ButtonLink>
        }
      />
    );
  }
  if (!ad.is_owner) {
    return (
      <ResultScreen
        heading="h2"
        status="403"
        title="Este anúncio não é seu"
        subTitle="Só o dono do anúncio pode escolher um plano e pagar pelo destaque dele."
        extra={
          <ButtonLink to={paths.ad(ad.slug)} type="primary">
            Ver o anúncio
          </ButtonLink>
        }
      />
    );
  }
  return <>{children(ad)}</>;
}
