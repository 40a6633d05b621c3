/**
 * The version of the Termos de Uso and Política de Privacidade in force: the date of their
 * "Última atualização" line (src/features/static/TermsPage.tsx and PrivacyPage.tsx). Change it
 * with the texts; every new account records the version it accepted (LGPD, migration 0062).
 */
export const TERMS_VERSION = '2026-11-01';

/** What an account stores when its owner accepts the terms now. */
export const termsAccepted = () => ({ termsVersion: TERMS_VERSION, termsAcceptedAt: new Date() });
