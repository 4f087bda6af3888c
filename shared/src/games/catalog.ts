/**
 * The titles as a catalog: what each is, and a loader for its module. A
 * server that bundles with code splitting (the Lambda functions) loads only
 * the games it is asked about, so adding a title does not grow every cold
 * start. `titles` (index.ts) is the same set, loaded eagerly, for tools and tests.
 */
import type { AnyGame } from '../engine/types.ts';

export interface TitleEntry {
  id: string;
  title: string;
  minSeats: number;
  maxSeats: number;
  load(): Promise<AnyGame>;
}

export const catalog: readonly TitleEntry[] = [
  {
    id: 'defenders',
    title: 'Defenders of the Realm',
    minSeats: 1,
    maxSeats: 4,
    load: () => import('./defenders/index.ts').then((m) => m.defenders as AnyGame),
  },
  {
    id: 'demonlord',
    title: 'Demonlord',
    minSeats: 2,
    maxSeats: 2,
    load: () => import('./demonlord/index.ts').then((m) => m.demonlord as AnyGame),
  },
  {
    id: 'divine-right',
    title: 'Divine Right',
    minSeats: 2,
    maxSeats: 6,
    load: () => import('./divine-right/index.ts').then((m) => m.divineRight as AnyGame),
  },
  {
    id: 'dragons-of-glory',
    title: 'Dragons of Glory',
    minSeats: 2,
    maxSeats: 8,
    load: () => import('./dragons-of-glory/index.ts').then((m) => m.dragonsOfGlory as AnyGame),
  },
  {
    id: 'domains',
    title: 'Domains',
    minSeats: 2,
    maxSeats: 12,
    load: () => import('./domains/index.ts').then((m) => m.domains as AnyGame),
  },
];
