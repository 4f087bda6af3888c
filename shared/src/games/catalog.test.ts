import { describe, expect, it } from 'vitest';
import { catalog } from './catalog.ts';
import { titles } from './index.ts';

describe('catalog', () => {
  it('lists exactly the titles, with the same names and seat ranges, and loads each module', async () => {
    expect(catalog.map((t) => t.id).sort()).toEqual(Object.keys(titles).sort());
    for (const entry of catalog) {
      const game = titles[entry.id];
      expect({ title: entry.title, minSeats: entry.minSeats, maxSeats: entry.maxSeats }).toEqual({
        title: game?.title,
        minSeats: game?.minSeats,
        maxSeats: game?.maxSeats,
      });
      expect(await entry.load()).toBe(game);
    }
  });
});
