/**
 * The box `npm start` prints once the server listens: where the site is, where its data lives and,
 * on the first start, the staff account with its one-time password — set apart so it does not
 * scroll away between request logs.
 */
export function startBanner(o: { url: string; data: string; admin?: { email: string; password?: string } }): string {
  const lines = [`Tribo pronto em ${o.url}`, '', `Dados: ${o.data}`];
  if (o.admin) {
    lines.push('', 'Primeira execução: conta da equipe criada', `  E-mail: ${o.admin.email}`);
    if (o.admin.password) {
      lines.push(`  Senha:  ${o.admin.password}`, '  (mostrada só desta vez: guarde-a e troque-a depois de entrar)');
    }
  }
  const width = Math.max(...lines.map((l) => [...l].length));
  const pad = (l: string) => l + ' '.repeat(width - [...l].length);
  return [`╔${'═'.repeat(width + 4)}╗`, ...lines.map((l) => `║  ${pad(l)}  ║`), `╚${'═'.repeat(width + 4)}╝`].join(
    '\n',
  );
}
