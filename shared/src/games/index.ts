/** Every playable title, keyed by its id. Each game lives in its own folder. */
import type { AnyGame } from '../engine/types.ts';
import { defenders } from './defenders/index.ts';
import { demonlord } from './demonlord/index.ts';
import { divineRight } from './divine-right/index.ts';
import { domains } from './domains/index.ts';
import { dragonsOfGlory } from './dragons-of-glory/index.ts';

export const titles: Record<string, AnyGame> = {
  defenders,
  demonlord,
  'divine-right': divineRight,
  'dragons-of-glory': dragonsOfGlory,
  domains,
};
