import { paths } from '../../app/paths';

/** The user fields the shell reads (spec section 3). */
export interface ShellUser {
  username?: string | null;
  first_name?: string | null;
  avatar?: string | null;
  is_staff?: boolean;
  is_superuser?: boolean;
}

/** First name, else username, else "Usuário". */
export function userDisplayName(user: ShellUser | null | undefined): string {
  const first = user?.first_name?.trim();
  if (first) return first;
  const username = user?.username?.trim();
  if (username) return username;
  return 'Usuário';
}

export const isStaffUser = (user: ShellUser | null | undefined) => Boolean(user?.is_staff || user?.is_superuser);

export interface AccountLink {
  label: string;
  to: string;
}

/** The account items of the dropdown and the mobile menu; Administração only for staff. */
export function accountLinks(user: ShellUser | null | undefined): AccountLink[] {
  const links: AccountLink[] = [
    { label: 'Meu Perfil', to: '/profile' },
    { label: 'Editar Perfil', to: '/profile/edit' },
    { label: 'Mensagens', to: paths.messages() },
    { label: 'Meus Anúncios', to: '/profile?tab=ads' },
    { label: 'Minhas Tribos', to: '/profile?tab=tribes' },
    { label: 'Meus Favoritos', to: '/profile?tab=favorites' },
  ];
  if (isStaffUser(user)) links.push({ label: 'Administração', to: '/admin' });
  return links;
}
