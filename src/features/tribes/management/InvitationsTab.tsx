import { CopyOutlined, DeleteOutlined, LinkOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, InputNumber, List, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import {
  useCreateTribeInvitationMutation,
  useListTribeInvitationsQuery,
  useRevokeTribeInvitationMutation,
  type Tribe,
  type TribeInvitation,
} from '../../../api/tribes';
import { apiErrorMessage } from '../../../lib/apiErrors';
import { copyText } from '../../../lib/copyText';
import { inviteLink, whatsappInviteLink } from '../../../lib/tribeLabels';
import { LabelledList, EmptyText, ItemMeta, ListError } from './common';

interface InvitationValues {
  max_uses?: number | null;
  expires_in_days: number;
}

/** Convites: the tribe's invitation links, created, shared and revoked here. */
export default function InvitationsTab({ tribe }: { tribe: Tribe }) {
  const { data, isLoading, error, refetch } = useListTribeInvitationsQuery({ slug: tribe.slug });
  const [create, { isLoading: creating }] = useCreateTribeInvitationMutation();
  const [revoke] = useRevokeTribeInvitationMutation();
  const { message } = App.useApp();
  const [form] = Form.useForm<InvitationValues>();

  const onCreate = async (values: InvitationValues) => {
    try {
      await create({
        slug: tribe.slug,
        tribeInvitationCreateBody: { max_uses: values.max_uses ?? null, expires_in_days: values.expires_in_days },
      }).unwrap();
      message.success('Convite criado. Copie o link ou compartilhe no WhatsApp.');
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível criar o convite.'));
    }
  };
  const copy = async (link: string) => {
    if (await copyText(link)) message.success('Link copiado.');
    else message.info(`Copie o link: ${link}`);
  };
  const onRevoke = async (inv: TribeInvitation) => {
    try {
      await revoke({ slug: tribe.slug, token: inv.token }).unwrap();
      message.success('Convite revogado. O link não funciona mais.');
    } catch (err) {
      message.error(apiErrorMessage(err, 'Não foi possível revogar o convite.'));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card title="Novo convite" size="small">
        <Form<InvitationValues>
          form={form}
          layout="inline"
          initialValues={{ expires_in_days: 7 }}
          onFinish={onCreate}
          style={{ rowGap: 8 }}
        >
          <Form.Item name="expires_in_days" label="Vale por">
            <Select
              style={{ width: 120 }}
              options={[1, 7, 30].map((d) => ({ value: d, label: d === 1 ? '1 dia' : `${d} dias` }))}
            />
          </Form.Item>
          <Form.Item name="max_uses" label="Limite de usos">
            <InputNumber min={1} max={1000} placeholder="Sem limite" style={{ width: 130 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={creating} icon={<LinkOutlined />}>
            Criar link de convite
          </Button>
        </Form>
      </Card>
      {error ? (
        <ListError error={error} onRetry={() => void refetch()} fallback="Não foi possível carregar os convites." />
      ) : (
        <LabelledList
          loading={isLoading}
          label="Convites"
          locale={{
            emptyText: (
              <EmptyText>Nenhum convite ainda. Crie um link acima e mande para quem você quer na tribo.</EmptyText>
            ),
          }}
          dataSource={data?.results ?? []}
          renderItem={(inv) => {
            const link = inviteLink(window.location.origin, inv.token);
            const active = inv.is_valid;
            const left =
              inv.uses_left === null ? 'usos ilimitados' : `${inv.uses_left} de ${inv.max_uses} usos restantes`;
            return (
              <List.Item
                actions={
                  active
                    ? [
                        <Button key="copy" size="small" icon={<CopyOutlined />} onClick={() => void copy(link)}>
                          Copiar link
                        </Button>,
                        <a key="wa" href={whatsappInviteLink(tribe.name, link)} target="_blank" rel="noreferrer">
                          <Button size="small" icon={<WhatsAppOutlined />}>
                            WhatsApp
                          </Button>
                        </a>,
                        <Popconfirm
                          key="revoke"
                          title="Revogar este convite?"
                          okText="Revogar"
                          cancelText="Cancelar"
                          onConfirm={() => onRevoke(inv)}
                        >
                          <Button size="small" danger icon={<DeleteOutlined />}>
                            Revogar
                          </Button>
                        </Popconfirm>,
                      ]
                    : []
                }
              >
                <ItemMeta
                  title={
                    <Space wrap>
                      <Typography.Text
                        code
                        copyable={false}
                        style={{ wordBreak: 'break-all' }}
                        aria-label="Link do convite"
                      >
                        {link}
                      </Typography.Text>
                      {active ? (
                        <Tag color="success">Ativo</Tag>
                      ) : (
                        <Tag>{inv.revoked_at ? 'Revogado' : 'Expirado'}</Tag>
                      )}
                    </Space>
                  }
                  description={`${left} · ${inv.uses} ${inv.uses === 1 ? 'uso' : 'usos'} · expira ${new Date(inv.expires_at).toLocaleDateString('pt-BR')}`}
                />
              </List.Item>
            );
          }}
        />
      )}
    </Flex>
  );
}
