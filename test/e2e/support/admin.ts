/** The staff account the e2e server creates on its first start (playwright.config.ts passes it). */
export const E2E_ADMIN = { email: 'equipe@tribo.local', password: 'Equipe-Tribo-E2E-2026!' };
