import type { Scene } from './ads.demoScenes';
export const TABLE_SCENES: Record<string, Scene> = {};
