import { Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useListCategoriesQuery } from '../../api/ads';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export default function HomePage() {
  useDocumentTitle('');
  const { data: categories, isLoading, isError } = useListCategoriesQuery();

  return (
    <Flex vertical gap={32}>
      <section>
        <Typography.Title level={1} style={{ marginBottom: 8 }}>
          Encontre profissionais e ofertas da sua tribo
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
          Diaristas, pedreiros, eletricistas, serviços para o seu pet e muito mais — anúncios curados por comunidades
          locais em todo o Brasil.
        </Typography.Paragraph>
        <Link to={paths.adCreate()}>
          <Button type="primary" size="large">
            Anunciar Grátis
          </Button>
        </Link>
      </section>

      <section aria-labelledby="categorias">
        <Typography.Title level={2} id="categorias">
          Categorias
        </Typography.Title>
        {isError && <Typography.Text type="danger">Não foi possível carregar as categorias.</Typography.Text>}
        <Row gutter={[16, 16]}>
          {isLoading
            ? Array.from({ length: 8 }, (_, i) => (
                <Col key={i} xs={12} sm={8} md={6}>
                  <Card>
                    <Skeleton active paragraph={{ rows: 1 }} />
                  </Card>
                </Col>
              ))
            : categories?.map((c) => (
                <Col key={c.id} xs={12} sm={8} md={6}>
                  <Link to={`${paths.ads()}?category=${encodeURIComponent(c.slug)}`}>
                    <Card hoverable size="small" style={{ height: '100%' }}>
                      <Typography.Text strong>{c.name}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                        {c.description}
                      </Typography.Text>
                    </Card>
                  </Link>
                </Col>
              ))}
        </Row>
      </section>
    </Flex>
  );
}
