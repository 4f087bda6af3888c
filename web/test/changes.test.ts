import { createRoot, createSignal } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { createChanges, diffPlaces } from '../src/lib/changes.ts';

describe('what changed since the player last looked', () => {
  afterEach(() => localStorage.clear());

  it('lists places whose pieces differ, arrived or left; nothing on a first look', () => {
    expect(diffPlaces(null, { a: '1' })).toEqual([]);
    expect(diffPlaces({ a: '1', b: '2', c: '3' }, { a: '1', b: '9', d: '4' })).toEqual(['b', 'c', 'd']);
  });

  it('rings changes between views, keeps them for the same picture, and remembers across screens', () => {
    createRoot((dispose) => {
      const [sig, setSig] = createSignal<Record<string, string>>({ x: 'army', y: '' });
      const changed = createChanges(() => 'g1', sig);
      expect(changed()).toEqual([]);
      setSig({ x: '', y: 'army' });
      expect(changed()).toEqual(['x', 'y']);
      // the same picture again (a refetch) keeps the rings
      setSig({ x: '', y: 'army' });
      expect(changed()).toEqual(['x', 'y']);
      dispose();
    });
    // a later visit on this device: what the others did meanwhile is ringed, the rest is not
    createRoot((dispose) => {
      const changed = createChanges(
        () => 'g1',
        () => ({ x: '', y: 'army', z: 'fleet' }),
      );
      expect(changed()).toEqual(['z']);
      dispose();
    });
    // another game starts from nothing
    createRoot((dispose) => {
      expect(
        createChanges(
          () => 'g2',
          () => ({ x: 'a' }),
        )(),
      ).toEqual([]);
      dispose();
    });
  });
});
