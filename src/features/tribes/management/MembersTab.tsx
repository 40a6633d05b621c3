import { Button, List, Popconfirm } from 'antd';
import { type ReactNode } from 'react';
import { useListTribeMembersQuery, type Tribe } from '../../../api/tribes';
import { isOwner } from '../tribeAccess';
import { LabelledList, EmptyText, ListError, MemberName, useMemberAction } from './common';

/** Membros: the tribe's members, with what the viewer's role lets them do to each. */
export default function MembersTab({ tribe }: { tribe: Tribe }) {
  const { data, isLoading, error, refetch } = useListTribeMembersQuery({ slug: tribe.slug });
  const [run, { isLoading: busy }] = useMemberAction(tribe.slug);
  const owner = isOwner(tribe);
  if (error)
    return <ListError error={error} onRetry={() => void refetch()} fallback="Não foi possível carregar os membros." />;
  return (
    <LabelledList
      loading={isLoading}
      label="Membros"
      locale={{ emptyText: <EmptyText>Nenhum membro ainda. Convide pessoas na aba Convites.</EmptyText> }}
      dataSource={data?.results ?? []}
      renderItem={(m) => {
        const name = m.user.first_name || m.user.username;
        const actions: ReactNode[] = [];
        if (m.role !== 'owner') {
          if (owner)
            actions.push(
              m.role === 'moderator' ? (
                <Button
                  key="demote"
                  size="small"
                  disabled={busy}
                  onClick={() => void run(m, 'demote', `${name} agora é membro.`)}
                >
                  Tirar moderação
                </Button>
              ) : (
                <Button
                  key="promote"
                  size="small"
                  disabled={busy}
                  onClick={() => void run(m, 'promote', `${name} agora é moderador(a).`)}
                >
                  Tornar moderador(a)
                </Button>
              ),
            );
          actions.push(
            <Popconfirm
              key="remove"
              title={`Remover ${name} da tribo?`}
              okText="Remover"
              cancelText="Cancelar"
              onConfirm={() => run(m, 'remove', `${name} foi removido(a).`)}
            >
              <Button size="small" disabled={busy}>
                Remover
              </Button>
            </Popconfirm>,
            <Popconfirm
              key="ban"
              title={`Banir ${name}?`}
              description="A pessoa sai e não pode voltar nem ser convidada de novo."
              okText="Banir"
              okButtonProps={{ danger: true }}
              cancelText="Cancelar"
              onConfirm={() => run(m, 'ban', `${name} foi banido(a).`)}
            >
              <Button size="small" danger disabled={busy}>
                Banir
              </Button>
            </Popconfirm>,
          );
        }
        return (
          // The role sits under the name (not in `extra`, which floats apart from the row on a phone).
          <List.Item actions={actions}>
            <MemberName m={m} showRole />
          </List.Item>
        );
      }}
    />
  );
}
