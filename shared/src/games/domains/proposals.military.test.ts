/**
 * The draft's proposals for the military orders (checklist 1.9 #3, #16, #21,
 * #24-#28, #30): each offered order is one its handler carries out as the
 * board stands (it may still fail its roll), and what the handler would
 * refuse is not offered.
 */
import { describe, expect, it } from 'vitest';
import type { DomainId, ShipId, UnitId } from './data/index.ts';
import { offeredOrders, refused, resolveAlone } from './rules/proposals/testkit.ts';
import type { OrderState, ShipState, State, UnitState } from './rules/state.ts';
import { act, begin, domains, sandbox } from './testkit.ts';

const D = 'emirate-of-djafra' as DomainId;
const C = 'princedom-of-docandragh' as DomainId;

const MILITARY = [
  'muster-armies',
  'move-troops',
  'move-troops-by-sea',
  'move-ships',
  'occupy-province',
  'raid',
  'build',
  'disband',
  'improve-unit',
] as const;
type Military = (typeof MILITARY)[number];

const start = (extra: Parameters<typeof sandbox>[0] = {}): State =>
  sandbox({ round: 2, treasury: { [D]: { gb: 50, rp: 40 }, [C]: { gb: 50, rp: 40 } }, ...extra }, { regents: 3 });

function war(s: State, a: DomainId = D, b: DomainId = C): State {
  return { ...s, domains: { ...s.domains, [a]: { ...s.domains[a], atWarWith: [...s.domains[a].atWarWith, b] } } };
}

/** Replaces every unit with these (type, owner, province; optional fields). */
function units(s: State, list: (Partial<UnitState> & { type: UnitId; owner: DomainId; province: string })[]): State {
  const out: Record<string, UnitState> = {};
  list.forEach((u, i) => {
    const id = u.id ?? `t${i + 1}`;
    out[id] = { mustered: 0, upgrades: [], seenBattle: false, captor: null, ...u, id };
  });
  return { ...s, units: out };
}

/** Replaces every ship with these. */
function ships(s: State, list: (Partial<ShipState> & { type: ShipId; owner: DomainId; at: string })[]): State {
  const out: Record<string, ShipState> = {};
  list.forEach((x, i) => {
    const id = x.id ?? `k${i + 1}`;
    out[id] = { hits: 0, onTradeRoute: false, inPortSince: null, ...x, id };
  });
  return { ...s, ships: out };
}

const patchProvince = (s: State, id: string, patch: Partial<State['provinces'][string]>): State => ({
  ...s,
  provinces: { ...s.provinces, [id]: { ...s.provinces[id]!, ...patch } },
});

const offers = (s: State, d: DomainId, action: Military) =>
  offeredOrders(s, d).filter((o) => o.order.action === action);

/** Each proposal once: the draft offers a court or domain action again as the lieutenant's. */
const once = <T extends { order: OrderState }>(xs: T[]): T[] => xs.filter((o) => o.order.as !== 'lieutenant');
const pathOf = (o: { order: OrderState }): string[] => (o.order.params?.path as string[] | undefined) ?? [];
const unitsOf = (o: { order: OrderState }): string[] => (o.order.params?.units as string[] | undefined) ?? [];

/** A label names things, never their ids. */
function expectNoIds(s: State, label: string): void {
  expect(label).not.toMatch(/[a-z]-[a-z]/); // province, domain, unit-type and sea ids are hyphenated
  expect(label).not.toMatch(/[a-z]+:[a-z]/); // holding and navigation ids
  for (const id of [...Object.keys(s.units), ...Object.keys(s.ships), ...Object.keys(s.provinces)])
    expect(label).not.toMatch(new RegExp(`\\b${id}\\b`));
}

/** Every offer of the action is carried out alone (no refusal), named without ids; returns the offers. */
function expectCarriedOut(s: State, d: DomainId, action: Military) {
  const got = offers(s, d, action);
  expect(got.length).toBeGreaterThan(0);
  for (const o of got) {
    expectNoIds(s, o.label);
    const { result } = resolveAlone(s, d, o.order);
    expect(refused(result), `${o.label}: ${result.text}`).toBe(false);
  }
  return got;
}

const refusedAlone = (s: State, d: DomainId, order: OrderState): boolean => refused(resolveAlone(s, d, order).result);

describe('Muster Armies proposals (1.9 #27, 3.2)', () => {
  it('1.9 #27 offers each unit where it is best raised, within 10 GB; each is mustered', () => {
    const s = start();
    const got = expectCarriedOut(s, D, 'muster-armies');
    expect(got.some((o) => o.label === 'Muster Armies: 5 Infantry in Djafra (10 GB)')).toBe(true);
    // no mercenaries in peace
    expect(got.some((o) => o.label.includes('Mercenary'))).toBe(false);
  });

  it('1.9 #27 at war, mercenaries (ready at once) at the seat and the front too; each is hired', () => {
    const s = war(start());
    const got = expectCarriedOut(s, D, 'muster-armies');
    const mercs = got.filter((o) => o.label.includes('Mercenary'));
    expect(mercs.length).toBeGreaterThan(0);
    expect(new Set(mercs.map((o) => o.order.targets[0]))).toEqual(new Set(['djafra', 'maqam', 'yazur']));
  });

  it('3.2 #27 a province that has raised its level of regulars this turn is not offered (the handler refuses)', () => {
    // Djafra (level 6) raised six regulars in round 1, the same turn
    const raised = Array.from({ length: 6 }, (_, i) => ({
      id: `r${i}`,
      type: 'infantry' as UnitId,
      owner: D,
      province: 'djafra',
      mustered: 1,
      musteredAt: 'djafra',
    }));
    const s = units(start(), raised);
    const order: OrderState = {
      action: 'muster-armies',
      as: 'court',
      targets: ['djafra'],
      params: { unit: 'archers' },
    };
    expect(refusedAlone(s, D, order)).toBe(true);
    const got = expectCarriedOut(s, D, 'muster-armies');
    expect(got.some((o) => o.order.targets[0] === 'djafra')).toBe(false);
  });

  it('1.9 #27 what the treasury cannot pay is not offered: with 3 GB no Cavalry (6 GB) and at most one Archers', () => {
    const s = start({ treasury: { [D]: { gb: 3, rp: 10 } } });
    const cavalry: OrderState = {
      action: 'muster-armies',
      as: 'court',
      targets: ['djafra'],
      params: { unit: 'cavalry' },
    };
    expect(refusedAlone(s, D, cavalry)).toBe(true);
    const got = expectCarriedOut(s, D, 'muster-armies');
    expect(got.some((o) => o.order.params?.unit === 'cavalry')).toBe(false);
    expect(got.find((o) => o.order.params?.unit === 'archers')?.order.params?.count).toBeUndefined();
  });
});

describe('Move Troops proposals (1.9 #25, 3.4)', () => {
  it('1.9 #25 a province’s ready units together to each neighbour they may enter, court, lieutenant or free', () => {
    const s = start();
    const got = expectCarriedOut(s, D, 'move-troops');
    const djafra = got.filter((o) =>
      o.label.startsWith('Move Troops: 2 Infantry, 1 Archers, 1 Armsmen from Djafra to'),
    );
    // Anbar, Suq Tamra, Ras Halim, Bir Sefa; each as a court, a lieutenant and a free action
    expect(new Set(djafra.map((o) => pathOf(o)[0]))).toEqual(new Set(['anbar', 'suq-tamra', 'ras-halim', 'bir-sefa']));
    expect(new Set(djafra.map((o) => o.order.as))).toEqual(new Set(['court', 'lieutenant', 'free']));
    expect(djafra.find((o) => o.order.as === 'free')?.label).toContain('(0.8 GB)');
  });

  it('1.9 #25 J-35 a neutral neighbour is not offered (the handler refuses); at war it is', () => {
    // Yazur borders Sabkha Kessa, of Banu Rih: neither friendly nor at war
    const s = units(start(), [{ type: 'infantry', owner: D, province: 'yazur' }]);
    const into: OrderState = {
      action: 'move-troops',
      as: 'court',
      targets: ['t1'],
      params: { path: ['sabkha-kessa'] },
    };
    expect(refusedAlone(s, D, into)).toBe(true);
    const to = (x: State) => expectCarriedOut(x, D, 'move-troops').map((o) => pathOf(o)[0]);
    expect(to(s)).not.toContain('sabkha-kessa');
    const w = war(s, D, 'banu-rih' as DomainId);
    expect(refusedAlone(w, D, into)).toBe(false);
    expect(to(w)).toContain('sabkha-kessa');
  });

  it('3.2 #25 regulars mustered this round are not offered (the handler refuses)', () => {
    const s = units(start(), [{ type: 'infantry', owner: D, province: 'yazur', mustered: 2 }]);
    expect(
      refusedAlone(s, D, { action: 'move-troops', as: 'court', targets: ['t1'], params: { path: ['anbar'] } }),
    ).toBe(true);
    expect(offers(s, D, 'move-troops')).toEqual([]);
  });

  it('units already sent by the draft are not offered again', () => {
    const s0 = start();
    const first = offers(s0, D, 'move-troops').find((o) => o.label.includes('from Djafra'))!;
    const s: State = { ...s0, sheets: { [D]: { orders: [first.order], backing: [], in: false } } };
    expect(offers(s, D, 'move-troops').some((o) => o.label.includes('from Djafra'))).toBe(false);
    expect(offers(s, D, 'move-troops').some((o) => o.label.includes('from Ras Halim'))).toBe(true);
  });
});

describe('Move Troops by Sea proposals (1.9 #26)', () => {
  it('1.9 #26 the units the domain’s ships lying there can carry, to its own shores within a round’s sail', () => {
    const s = start();
    const got = expectCarriedOut(s, D, 'move-troops-by-sea');
    // the galley and the dhoura carry 3: the two Infantry and the Archers, not the Armsmen
    for (const o of got) expect(o.label).toContain('2 Infantry, 1 Archers from Djafra to');
    expect(got.some((o) => o.order.params?.to === 'ras-halim')).toBe(true);
  });

  it('1.9 #26 cavalry count two places: a coaster cannot take them, so nothing is offered (the handler refuses)', () => {
    const s = ships(units(start(), [{ type: 'cavalry', owner: D, province: 'djafra' }]), [
      { type: 'coaster', owner: D, at: 'djafra' },
    ]);
    expect(
      refusedAlone(s, D, {
        action: 'move-troops-by-sea',
        as: 'free',
        targets: ['t1'],
        params: { ships: ['k1'], to: 'ras-halim' },
      }),
    ).toBe(true);
    expect(offers(s, D, 'move-troops-by-sea')).toEqual([]);
  });

  it('1.9 #26 at war, an enemy shore within reach is offered and carried out', () => {
    const s = war(start());
    const got = expectCarriedOut(s, D, 'move-troops-by-sea');
    const enemy = got.filter((o) => s.provinces[o.order.params?.to as string]?.ruler === C);
    expect(enemy.length).toBeGreaterThan(0);
  });
});

describe('Move Ships proposals (1.9 #24, 3.5)', () => {
  it('1.9 #24 a fleet to each sea within reach and each friendly port; each sails', () => {
    const s = start();
    const got = expectCarriedOut(s, D, 'move-ships');
    expect(got.some((o) => o.label === 'Move Ships: 1 War Galley, 1 Dhoura from Djafra to the Gulf of Djafra')).toBe(
      true,
    );
    expect(got.some((o) => o.label === 'Move Ships: 1 War Galley, 1 Dhoura from Djafra into port at Ras Halim')).toBe(
      true,
    );
    // in peace the stance does not matter
    expect(got.some((o) => o.order.params?.stance)).toBe(false);
  });

  it('3.5 J-34 at war, each course at sea is offered searching as well', () => {
    const s = war(start());
    const got = expectCarriedOut(s, D, 'move-ships');
    expect(
      got.some((o) => o.order.params?.stance === 'searching' && o.label.endsWith(', searching for enemy fleets')),
    ).toBe(true);
  });

  it('1.9 #24 J-35 a neutral port is not offered to dock in (the handler refuses)', () => {
    // a galley off Tarrowbrook, Docandragh's port, with no war and no leave
    const s = ships(start(), [{ type: 'war-galley', owner: D, at: 'coast:tarrowbrook' }]);
    const dock: OrderState = { action: 'move-ships', as: 'free', targets: ['k1'], params: { path: ['tarrowbrook'] } };
    expect(refusedAlone(s, D, dock)).toBe(true);
    const got = expectCarriedOut(s, D, 'move-ships');
    expect(got.some((o) => pathOf(o).at(-1) === 'tarrowbrook')).toBe(false);
  });

  it('1.9 #24 a ship that has sailed this round is not offered (the handler refuses)', () => {
    const s = ships(start(), [{ type: 'war-galley', owner: D, at: 'djafra', movedRound: 2 }]);
    expect(
      refusedAlone(s, D, { action: 'move-ships', as: 'free', targets: ['k1'], params: { path: ['coast:djafra'] } }),
    ).toBe(true);
    expect(offers(s, D, 'move-ships')).toEqual([]);
  });
});

describe('Occupy Province proposals (1.9 #28, 3.8)', () => {
  // three Infantry of Djafra standing in Ennisfane (Docandragh's, level 2, magic 2, unwalled)
  const inEnnisfane = (s: State) =>
    units(
      s,
      [1, 2, 3].map(() => ({ type: 'infantry' as UnitId, owner: D, province: 'ennisfane' })),
    );

  it('1.9 #28 3.8 at war: occupy, occupy and pillage, pillage alone, a holding, the magic; each is carried out', () => {
    const s = war(inEnnisfane(start()));
    const got = expectCarriedOut(s, D, 'occupy-province');
    const kinds = got.map((o) => `${o.order.variant ?? 'occupy'}:${o.order.params?.pillage ?? ''}`);
    expect(new Set(kinds)).toEqual(
      new Set(['occupy:', 'occupy:province', 'pillage:province', 'pillage:holding', 'pillage:magic']),
    );
    expect(got.find((o) => o.order.variant === undefined && !o.order.params)?.label).toBe(
      'Occupy Province: Ennisfane with 3 Infantry (1 GB)',
    );
  });

  it('3.8 #28 walls that stand are not offered (the handler refuses)', () => {
    const s = patchProvince(war(inEnnisfane(start())), 'ennisfane', { fortification: 1 });
    expect(refusedAlone(s, D, { action: 'occupy-province', as: 'free', targets: ['ennisfane'] })).toBe(true);
    expect(offers(s, D, 'occupy-province')).toEqual([]);
  });

  it('J-24 #28 without war nothing is offered (the handler refuses)', () => {
    const s = inEnnisfane(start());
    expect(refusedAlone(s, D, { action: 'occupy-province', as: 'free', targets: ['ennisfane'] })).toBe(true);
    expect(
      refusedAlone(s, D, {
        action: 'occupy-province',
        as: 'free',
        variant: 'pillage',
        targets: ['ennisfane'],
        params: { pillage: 'province' },
      }),
    ).toBe(true);
    expect(offers(s, D, 'occupy-province')).toEqual([]);
  });
});

describe('Raid proposals (1.9 #30, 3.8)', () => {
  // five Infantry of Djafra in Maqam, which borders Ennisfane (2), Dunhallow (2) and Tarrowbrook (3)
  const inMaqam = (s: State) =>
    units(
      s,
      [1, 2, 3, 4, 5].map(() => ({ type: 'infantry' as UnitId, owner: D, province: 'maqam' })),
    );

  it('1.9 #30 at war: each adjacent enemy province and open enemy holding, at most 2 units a level; each rides out', () => {
    const s = war(inMaqam(start()));
    const got = expectCarriedOut(s, D, 'raid');
    const on = (t: string) => got.find((o) => o.order.targets[0] === t);
    expect(on('ennisfane')?.label).toBe('Raid: 4 Infantry from Maqam on Ennisfane');
    expect(on('tarrowbrook')?.label).toBe('Raid: 5 Infantry from Maqam on Tarrowbrook');
    expect(on('ennisfane:law:princedom-of-docandragh')?.label).toBe(
      'Raid: 2 Infantry from Maqam on the Princedom of Docandragh’s law holding (1) in Ennisfane',
    );
    for (const o of got) {
      const level =
        o.order.variant === 'holding'
          ? s.holdings[o.order.targets[0]!]!.level
          : s.provinces[o.order.targets[0]!]!.level;
      expect(unitsOf(o).length).toBeLessThanOrEqual(2 * level);
    }
  });

  it('1.9 #30 more raiders than 2 a level are refused, so the party is cut to fit', () => {
    const s = war(inMaqam(start()));
    const all = ['t1', 't2', 't3', 't4', 't5'];
    expect(
      refusedAlone(s, D, {
        action: 'raid',
        as: 'domain',
        variant: 'province',
        targets: ['ennisfane'],
        params: { units: all },
      }),
    ).toBe(true);
    expect(offers(s, D, 'raid').some((o) => unitsOf(o).length === 5 && o.order.targets[0] === 'ennisfane')).toBe(false);
  });

  it('J-24 #30 without war no raid is offered (the handler refuses)', () => {
    const s = inMaqam(start());
    expect(
      refusedAlone(s, D, {
        action: 'raid',
        as: 'domain',
        variant: 'province',
        targets: ['ennisfane'],
        params: { units: ['t1'] },
      }),
    ).toBe(true);
    expect(offers(s, D, 'raid')).toEqual([]);
  });
});

describe('Build proposals (1.9 #3, 1.11)', () => {
  it('1.9 #3 the province level in GB on what the domain may build and would own; each is built', () => {
    const s = start();
    const got = expectCarriedOut(s, D, 'build');
    expect(got.some((o) => o.label.startsWith('Build: Fortification in Djafra, rising to level 4'))).toBe(true);
    expect(got.some((o) => o.label.startsWith('Build: Library in Ras Halim'))).toBe(true);
    // a second palace would not count toward the court
    expect(
      once(got)
        .filter((o) => o.order.params?.building === 'palace')
        .map((o) => o.order.targets[0]),
    ).toEqual(['djafra']);
  });

  it('1.9 #3 a province that has had its Build this round is not offered (the handler refuses)', () => {
    const s = patchProvince(start(), 'djafra', { builds: { round: 2, count: 1 } });
    expect(
      refusedAlone(s, D, { action: 'build', as: 'court', targets: ['djafra'], params: { building: 'fortification' } }),
    ).toBe(true);
    const got = expectCarriedOut(s, D, 'build');
    expect(got.some((o) => o.order.targets[0] === 'djafra')).toBe(false);
  });

  it('1.11 #3 where it only holds a guild, works for the guild, never the province walls (the handler refuses)', () => {
    const s = start({ holdings: [{ province: 'tarrowbrook', type: 'guild', owner: D, level: 1 }] });
    const walls: OrderState = {
      action: 'build',
      as: 'court',
      targets: ['tarrowbrook'],
      params: { building: 'fortification' },
    };
    expect(refusedAlone(s, D, walls)).toBe(true);
    const there = expectCarriedOut(s, D, 'build').filter((o) => o.order.targets[0] === 'tarrowbrook');
    expect(there.some((o) => o.order.params?.building === 'fortification' && !o.order.params.on)).toBe(false);
    expect(there.some((o) => o.order.params?.on === 'tarrowbrook:guild:emirate-of-djafra')).toBe(true);
  });

  it('1.9 #3 with less GB than the province level, the order spends what the treasury holds', () => {
    const s = start({ treasury: { [D]: { gb: 2.5, rp: 10 } } });
    const got = expectCarriedOut(s, D, 'build');
    const djafra = got.find((o) => o.order.targets[0] === 'djafra')!;
    expect(djafra.order.gb).toBe(2.5);
  });
});

describe('Disband proposals (1.9 #16, J-64, J-81)', () => {
  it('1.9 #16 one unit of each kind, one ship of each kind in port, walls and buildings; each is carried out', () => {
    const s = start();
    const got = expectCarriedOut(s, D, 'disband');
    expect(new Set(got.map((o) => o.order.variant))).toEqual(new Set(['units', 'ships', 'holdings-castles']));
    expect(got.find((o) => o.order.variant === 'holdings-castles')?.order.as).toBe('court');
    expect(got.find((o) => o.order.variant === 'units')?.order.as).toBe('free');
  });

  it('J-64 #16 mercenaries are paid off on a roll (DC 10), offered as such', () => {
    const s = units(start(), [{ type: 'mercenary-infantry', owner: D, province: 'djafra' }]);
    const got = expectCarriedOut(s, D, 'disband').filter((o) => o.order.variant === 'mercenaries');
    expect(got.map((o) => o.label)).toEqual([
      'Disband: pay off 1 Mercenary Infantry in Djafra (DC 10, or they turn brigand there)',
    ]);
  });

  it('1.9 #16 prisoners, and buildings that are not there, are not offered (the handler refuses)', () => {
    const s = units(start(), [
      { type: 'infantry', owner: D, province: 'ennisfane', captor: C },
      { type: 'archers', owner: D, province: 'djafra' },
    ]);
    expect(refusedAlone(s, D, { action: 'disband', as: 'free', variant: 'units', targets: ['t1'] })).toBe(true);
    // the regent is in Djafra, so nothing is rolled: there are no Stables to pull down
    const stables: OrderState = {
      action: 'disband',
      as: 'court',
      variant: 'holdings-castles',
      targets: ['djafra'],
      params: { building: 'stables' },
    };
    expect(refusedAlone(s, D, stables)).toBe(true);
    const got = expectCarriedOut(s, D, 'disband');
    expect(got.some((o) => o.order.targets.includes('t1'))).toBe(false);
    expect(got.some((o) => o.order.params?.building === 'stables')).toBe(false);
    expect(
      once(got)
        .filter((o) => o.order.variant === 'holdings-castles')
        .map((o) => o.order.params?.building),
    ).toEqual(['fortification', 'palace', 'shipyard']);
  });
});

describe('Improve Unit proposals (1.9 #21, 3.9, J-58)', () => {
  it('3.9 #21 each upgrade for a veteran in a home province; each is trained (the roll may fail)', () => {
    const s = units(start(), [
      { type: 'infantry', owner: D, province: 'djafra', seenBattle: true },
      { type: 'infantry', owner: D, province: 'djafra', seenBattle: true },
    ]);
    const got = expectCarriedOut(s, D, 'improve-unit');
    // the two alike are one proposal per upgrade
    expect(
      once(got)
        .map((o) => o.order.params?.upgrade)
        .sort(),
    ).toEqual(['advanced-morale', 'advanced-movement', 'advanced-scouting', 'elite']);
    expect(got.find((o) => o.order.params?.upgrade === 'elite')?.label).toBe(
      'Improve Unit: Infantry in Djafra gain Elite (3 GB, 3 RP)',
    );
  });

  it('3.9 #21 units that have not fought, or stand outside a home province, are not offered (the handler refuses)', () => {
    const s = units(start(), [
      { type: 'infantry', owner: D, province: 'djafra' },
      { type: 'infantry', owner: D, province: 'ennisfane', seenBattle: true },
    ]);
    for (const id of ['t1', 't2'])
      expect(
        refusedAlone(s, D, { action: 'improve-unit', as: 'domain', targets: [id], params: { upgrade: 'elite' } }),
      ).toBe(true);
    expect(offers(s, D, 'improve-unit')).toEqual([]);
  });

  it('J-58 #21 one improved design: only that design’s next step is offered (the handler refuses another)', () => {
    const s = units(start(), [
      { type: 'archers', owner: D, province: 'djafra', seenBattle: true, upgrades: ['elite'] },
      { type: 'infantry', owner: D, province: 'djafra', seenBattle: true },
      { type: 'archers', owner: D, province: 'djafra', seenBattle: true },
    ]);
    expect(
      refusedAlone(s, D, { action: 'improve-unit', as: 'domain', targets: ['t2'], params: { upgrade: 'elite' } }),
    ).toBe(true);
    expect(
      refusedAlone(s, D, {
        action: 'improve-unit',
        as: 'domain',
        targets: ['t3'],
        params: { upgrade: 'advanced-morale' },
      }),
    ).toBe(true);
    const got = expectCarriedOut(s, D, 'improve-unit');
    expect(got.some((o) => o.order.targets[0] === 't2')).toBe(false);
    // the plain archers may take Elite (the design's first step); the elite archers any second upgrade
    expect(
      once(got)
        .filter((o) => o.order.targets[0] === 't3')
        .map((o) => o.order.params?.upgrade),
    ).toEqual(['elite']);
    expect(once(got).filter((o) => o.order.targets[0] === 't1')).toHaveLength(3);
  });
});

describe('the military proposals at an ordinary start (1.9)', () => {
  const check = (s: State) => {
    let n = 0;
    for (const d of s.regents) {
      if (!s.domains[d]?.seated) continue;
      for (const o of offeredOrders(s, d)) {
        if (!(MILITARY as readonly string[]).includes(o.order.action)) continue;
        n++;
        expectNoIds(s, o.label);
        const { result } = resolveAlone(s, d, o.order);
        expect(refused(result), `${d}: ${o.label}: ${result.text}`).toBe(false);
      }
    }
    return n;
  };

  it('a seeded six-regent start in round 2: every offered military order of every seated domain is carried out', () => {
    expect(check(sandbox({ round: 2 }, { regents: 6 }))).toBeGreaterThan(0);
  });

  it('an ordinary six-regent start (begin, each regent made from the template): the same in round 1', () => {
    let { state } = begin({ regents: 6 });
    for (let i = 0; i < 6 && state.phase === 'creation'; i++) {
      const seat = domains.pending(state)[0]!.seat;
      state = act(state, seat, { type: 'useRegent' }).state;
    }
    expect(state.phase).toBe('rounds');
    expect(check(state)).toBeGreaterThan(0);
  });
});
