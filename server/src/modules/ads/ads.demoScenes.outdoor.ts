import type { Scene } from './ads.demoScenes';
export const OUTDOOR_SCENES: Record<string, Scene> = {};
