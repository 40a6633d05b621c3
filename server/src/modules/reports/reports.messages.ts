import type { ResolveAction } from './reports.schemas';

// The pt-BR answers and notification texts of reports and the moderation desk.

export const MESSAGES = {
  adNotFound: 'Anúncio não encontrado.',
  profileNotFound: 'Perfil não encontrado.',
  conversationNotFound: 'Conversa não encontrada.',
  accountDeleted: 'Esta pessoa excluiu a conta; não há o que denunciar.',
  ownAd: 'Você não pode denunciar o seu próprio anúncio.',
  ownProfile: 'Você não pode denunciar o seu próprio perfil.',
  detailsRequired: 'Conte o que aconteceu.',
  detailsTooLong: 'Escreva até 1.000 caracteres.',
  messageRequired: 'Escreva uma mensagem.',
  reasonRequired: 'Escreva o motivo.',
  textTooLong: 'Escreva até 1.000 caracteres.',
  caseNotFound: 'Denúncia não encontrada.',
  caseResolved: 'Esta denúncia já foi resolvida.',
  actionNotForProfile: 'Esta ação vale só para anúncios.',
  userNotFound: 'Usuário não encontrado.',
  alreadySuspended: 'Esta conta já está suspensa.',
  notSuspended: 'Esta conta não está suspensa.',
  selfModeration: 'Você não pode fazer isso com a sua própria conta.',
  staffTarget: 'Só um superusuário pode suspender alguém da equipe.',
  superuserOnly: 'Só um superusuário pode mudar quem é da equipe.',
  superuserTarget: 'Um superusuário é sempre da equipe.',
  alreadyRemoved: 'Este anúncio já foi removido.',
  notRemovedByStaff: 'Só anúncios removidos pela equipe podem ser restaurados.',
} as const;

/** What the owner is told of a decision: a title, and a text around the staff's message. */
export function ownerNotice(action: ResolveAction, target: string, message: string) {
  switch (action) {
    case 'dismiss':
      return { title: 'Denúncia analisada', message: `A equipe analisou ${target} e nada muda. ${message}` };
    case 'request_changes':
      return {
        title: 'Correção pedida no seu anúncio',
        message: `${cap(target)} está fora das listas até você editá-lo. ${message}`,
      };
    case 'remove_ad':
      return { title: 'Anúncio removido', message: `${cap(target)} foi removido pela equipe. Motivo: ${message}` };
    case 'ban_user':
      return { title: 'Conta suspensa', message: `Sua conta foi suspensa. Motivo: ${message}` };
  }
}

/** What every reporter is told of the outcome (never the staff's message to the owner). */
export function reporterNotice(action: ResolveAction, target: string) {
  const outcome: Record<ResolveAction, string> = {
    dismiss: `Analisamos ${target} e não encontramos violação das regras da Tribo.`,
    request_changes: `Pedimos ao anunciante que corrija ${target}; até lá ele fica fora das listas.`,
    remove_ad: `${cap(target)} foi removido.`,
    ban_user: `A conta responsável por ${target} foi suspensa.`,
  };
  return { title: 'Sua denúncia foi analisada', message: `${outcome[action]} Obrigado por ajudar a Tribo.` };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
