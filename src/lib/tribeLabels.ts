import { formatInteger } from './numberFormat';

/** pt-BR words for a tribe's settings and a member's place in it (shared by tribe pages, profile and ads). */

export const ROLE_LABELS: Record<string, string> = {
  owner: 'Dono(a)',
  moderator: 'Moderador(a)',
  member: 'Membro',
};

export const JOIN_POLICY_LABELS: Record<string, string> = {
  open: 'Aberta a todos',
  request: 'Entrada com aprovação',
  invite: 'Só por convite',
};

export const VISIBILITY_LABELS: Record<string, string> = {
  public: 'Pública',
  private: 'Privada',
};

export const AD_POLICY_LABELS: Record<string, string> = {
  open: 'Anúncios entram na hora',
  approval: 'Anúncios passam por aprovação',
};

export const SUBMISSION_STATUS_LABELS: Record<string, string> = {
  pending: 'Aguardando aprovação',
  approved: 'Aprovado',
  rejected: 'Recusado',
  removed: 'Removido',
};

/** "1 membro", "1.234 membros". */
export function memberCountLabel(count: number): string {
  return `${formatInteger(count)} ${count === 1 ? 'membro' : 'membros'}`;
}

/** "Curitiba/PR", or just "PR" without a city. */
export function tribePlace(tribe: { city?: string | null; state_code?: string | null }): string {
  return [tribe.city, tribe.state_code].filter(Boolean).join('/');
}

/** The link a member shares: the registration page carrying the token (a signed-in visitor stays there too). */
export function inviteLink(origin: string, token: string): string {
  return `${origin}/register?invite=${encodeURIComponent(token)}`;
}

/** WhatsApp share link with a prefilled pt-BR message. */
export function whatsappInviteLink(tribeName: string, link: string): string {
  const text = `Oi! Quero te convidar para a tribo "${tribeName}" na Tribo. Entre por este link: ${link}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
