/**
 * The games a server plays. The Lambda functions and `npm start` read the
 * shared catalog and load a title's module the first time a request needs it
 * (with code splitting, only those bytes are read); tests hand in modules.
 */
import type { AnyGame, TitleEntry } from '@hexpost/shared';

export interface TitleInfo {
  id: string;
  title: string;
  minSeats: number;
  maxSeats: number;
}

export interface TitleRegistry {
  list(): TitleInfo[];
  /** The module, loaded on first use; undefined for an unknown id. */
  get(id: string): Promise<AnyGame | undefined>;
  /** The display name, without loading anything. */
  name(id: string): string;
}

const info = (t: TitleInfo): TitleInfo => ({ id: t.id, title: t.title, minSeats: t.minSeats, maxSeats: t.maxSeats });

export function fromModules(modules: Record<string, AnyGame>): TitleRegistry {
  return {
    list: () => Object.values(modules).map(info),
    get: async (id) => (Object.hasOwn(modules, id) ? modules[id] : undefined),
    name: (id) => (Object.hasOwn(modules, id) ? (modules[id]?.title ?? id) : id),
  };
}

export function fromCatalog(entries: readonly TitleEntry[]): TitleRegistry {
  const loaded = new Map<string, Promise<AnyGame>>();
  const byId = new Map(entries.map((e) => [e.id, e]));
  return {
    list: () => entries.map(info),
    get: (id) => {
      const entry = byId.get(id);
      if (!entry) return Promise.resolve(undefined);
      let p = loaded.get(id);
      if (!p) {
        p = entry.load();
        loaded.set(id, p);
      }
      return p;
    },
    name: (id) => byId.get(id)?.title ?? id,
  };
}
