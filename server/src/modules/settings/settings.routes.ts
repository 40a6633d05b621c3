import type { App } from '../../lib/types';
import { createSettingsRepository } from './settings.repository';
import { SettingsResponse } from './settings.schemas';
import { readSettings } from './settings.service';

export async function settingsRoutes(app: App) {
  const repo = createSettingsRepository(app.db.orm);

  app.get(
    '/api/v1/core/settings/',
    {
      schema: {
        operationId: 'getSettings',
        tags: ['core'],
        summary: 'Configurações globais do site',
        response: { 200: SettingsResponse },
      },
    },
    async () => readSettings(repo),
  );
}
