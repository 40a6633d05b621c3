import { Button, List, Typography } from 'antd';
import { useListTribeMembersQuery, type Tribe } from '../../../api/tribes';
import { LabelledList, EmptyText, ListError, MemberName, useMemberAction } from './common';

/** Pedidos: the requests to join, each approved or refused. */
export default function RequestsTab({ tribe }: { tribe: Tribe }) {
  const { data, isLoading, error, refetch } = useListTribeMembersQuery({ slug: tribe.slug, status: 'pending' });
  const [run, { isLoading: busy }] = useMemberAction(tribe.slug);
  if (error)
    return <ListError error={error} onRetry={() => void refetch()} fallback="Não foi possível carregar os pedidos." />;
  return (
    <LabelledList
      loading={isLoading}
      label="Pedidos para entrar"
      locale={{
        emptyText: <EmptyText>Nenhum pedido esperando. Quando alguém pedir para entrar, aparece aqui.</EmptyText>,
      }}
      dataSource={data?.results ?? []}
      renderItem={(m) => {
        const name = m.user.first_name || m.user.username;
        return (
          <List.Item
            actions={[
              <Button
                key="ok"
                type="primary"
                size="small"
                disabled={busy}
                onClick={() => void run(m, 'approve', `${name} entrou na tribo.`)}
                aria-label={`Aprovar ${name}`}
              >
                Aprovar
              </Button>,
              <Button
                key="no"
                size="small"
                disabled={busy}
                onClick={() => void run(m, 'reject', `Pedido de ${name} recusado.`)}
                aria-label={`Recusar ${name}`}
              >
                Recusar
              </Button>,
            ]}
          >
            <MemberName m={m} />
            {m.join_answer ? (
              <Typography.Paragraph style={{ margin: 0 }}>“{m.join_answer}”</Typography.Paragraph>
            ) : null}
          </List.Item>
        );
      }}
    />
  );
}
