/**
 * The words of trust and safety that the server (server/src/modules/reports, the moderation log's
 * export in modules/admin) and the SPA (the report dialog, the admin's moderation pages) share.
 */

/** Why a member reports an ad or a profile, in the dialog's order. */
export const REPORT_REASON_LABEL = {
  fraud: 'Golpe ou fraude',
  prohibited: 'Produto ou serviço proibido',
  offensive: 'Conteúdo ofensivo',
  duplicate: 'Anúncio duplicado',
  misleading: 'Informação falsa',
  other: 'Outro',
} as const;
export type ReportReasonKey = keyof typeof REPORT_REASON_LABEL;

/** The staff's decisions on a report, as the desk's buttons name them. */
export const RESOLVE_ACTION_LABEL = {
  dismiss: 'Descartar',
  request_changes: 'Pedir correção',
  remove_ad: 'Remover anúncio',
  ban_user: 'Suspender conta',
} as const;

/** Every action of the moderation log: the staff's and the tribes' moderators'. */
export const MODERATION_ACTION_LABEL: Record<string, string> = {
  dismiss: 'Denúncia descartada',
  request_changes: 'Correção pedida',
  remove_ad: 'Anúncio removido',
  restore_ad: 'Anúncio restaurado',
  ban_user: 'Conta suspensa',
  unban_user: 'Conta reativada',
  grant_staff: 'Acesso da equipe concedido',
  revoke_staff: 'Acesso da equipe retirado',
  remove_review: 'Avaliação removida',
  approve_member: 'Membro aprovado',
  reject_member: 'Pedido recusado',
  ban_member: 'Membro banido',
  unban_member: 'Banimento desfeito',
  remove_member: 'Membro removido',
  promote_member: 'Membro promovido',
  demote_member: 'Moderador rebaixado',
  transfer_ownership: 'Dono transferido',
  approve_ad: 'Anúncio aprovado',
  reject_ad: 'Anúncio recusado',
  pin_ad: 'Anúncio fixado',
  unpin_ad: 'Anúncio desafixado',
  create_invitation: 'Convite criado',
  revoke_invitation: 'Convite revogado',
  update_tribe: 'Tribo editada',
  create_tribe: 'Tribo criada',
  update_images: 'Imagens da tribo trocadas',
  join: 'Entrou na tribo',
  join_invitation: 'Entrou por convite',
  request_join: 'Pediu para entrar',
  leave: 'Saiu da tribo',
  submit_ad: 'Anúncio enviado',
  publish_ad: 'Anúncio publicado na tribo',
  withdraw_ad: 'Anúncio retirado',
};

/** The staff's own actions (the log's "Equipe" filter and the moderation_log table's check). */
export const STAFF_ACTIONS = [
  'dismiss',
  'request_changes',
  'remove_ad',
  'restore_ad',
  'ban_user',
  'unban_user',
  'grant_staff',
  'revoke_staff',
] as const;
