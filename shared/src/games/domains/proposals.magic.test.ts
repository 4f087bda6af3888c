/**
 * The draft's proposals for realm magic (1.9 #4, #11, #22, #31, #34; 1.12.6):
 * each offered order is one its handler carries out as the board stands (it
 * may still fail its roll), named without ids, and what the handler would
 * refuse is not offered.
 */
import { describe, expect, it } from 'vitest';
import { type DomainId, PROVINCE_BY_ID, REALM_SPELLS } from './data/index.ts';
import { castingHoldings, castingLevel, reaches } from './rules/magic.ts';
import { offeredOrders, proposalsOf, refused, resolveAlone } from './rules/proposals/testkit.ts';
import type { ActiveSpellState, CharacterState, DomainState, OrderState, State } from './rules/state.ts';
import { sandbox } from './testkit.ts';

const SYL = 'sylvaeth' as DomainId;
const VT = 'veiled-tower' as DomainId;
const SARMA = 'temple-of-sarma' as DomainId;
const DJ = 'emirate-of-djafra' as DomainId;
const MAGIC: OrderState['action'][] = [
  'cast-realm-spell',
  'create-ley-line',
  'ley-link',
  'prepare-realm-spell',
  'research',
];

const six = (): State => sandbox({ round: 2 }, { regents: 6 });
const twelve = (): State => sandbox({ round: 2 }, { regents: 12 });

const patchDomain = (s: State, d: DomainId, patch: Partial<DomainState>): State => ({
  ...s,
  domains: { ...s.domains, [d]: { ...s.domains[d], ...patch } },
});
const patchChar = (s: State, id: string, patch: (c: CharacterState) => Partial<CharacterState>): State => {
  const c = s.characters[id]!;
  return { ...s, characters: { ...s.characters, [id]: { ...c, ...patch(c) } } };
};
/** A character given a realm-magic power. */
const empower = (s: State, id: string, power: 'arcane-realm-magic' | 'divine-realm-magic'): State =>
  patchChar(s, id, (c) => ({ build: { ...c.build, powers: [power] } }));

const offers = (s: State, d: DomainId, action: OrderState['action']) =>
  offeredOrders(s, d).filter((o) => o.order.action === action);
const offeredAt = (s: State, d: DomainId, pred: (o: OrderState) => boolean) =>
  offeredOrders(s, d).some((o) => MAGIC.includes(o.order.action) && pred(o.order));

/** Every id a label must not show: provinces, domains, holdings, characters, spells, units. */
function idsOf(s: State): string[] {
  return [
    ...Object.keys(s.provinces),
    ...Object.keys(s.domains),
    ...Object.keys(s.holdings),
    ...Object.keys(s.characters),
    ...Object.keys(s.units),
    ...REALM_SPELLS.map((x) => x.id),
  ];
}
const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each offer resolved alone is carried out (not refused) and its label names things, not ids. */
function expectCarriedOut(s: State, d: DomainId, list: { order: OrderState; label: string }[]): void {
  expect(list.length).toBeGreaterThan(0);
  const ids = idsOf(s);
  for (const o of list) {
    expect(o.label).not.toMatch(/\b[a-z]+(?:-[a-z]+)+\b/);
    for (const id of ids) expect(o.label, id).not.toMatch(new RegExp(`(^|[^\\w-])${escapeRe(id)}($|[^\\w-])`));
    const r = resolveAlone(s, d, o.order).result;
    expect(refused(r), `${o.label}: ${r.text}`).toBe(false);
  }
}

/** The sources a Ley Link names. */
const sourcesOf = (o: Pick<OrderState, 'params'>): string[] => (o.params?.sources as string[] | undefined) ?? [];

const isRefused = (s: State, d: DomainId, o: OrderState) => refused(resolveAlone(s, d, o).result);

const foreignWarding = (level: number): ActiveSpellState => ({
  id: 'sp-syl',
  spell: 'warding',
  caster: SYL,
  province: 'tamar-woods',
  level,
  cast: 2,
  until: 3,
  against: [VT],
});
const ownWarding: ActiveSpellState = {
  id: 'sp-vt',
  spell: 'warding',
  caster: VT,
  province: 'bitter-pass',
  level: 3,
  cast: 2,
  until: 3,
  against: [SYL],
};

/** The Veiled Tower with five spells prepared, at war with the Elven Court, whose Warding holds Tamar Woods. */
const tower = (): State => ({
  ...patchDomain(twelve(), VT, {
    spells: ['warding', 'legion-of-dead', 'scry', 'transmute', 'dispel'],
    atWarWith: [SYL],
  }),
  realmSpells: [foreignWarding(2), ownWarding],
});

/** The Temple of Sarma with its divine spells prepared and Brother Tamim given divine realm magic. */
const temple = (): State =>
  empower(
    patchDomain(twelve(), SARMA, { spells: ['bless-land', 'blight', 'summon-natures-army', 'dispel'] }),
    `${SARMA}:lt1`,
    'divine-realm-magic',
  );

describe('Cast Realm Spell proposals (1.9 #4)', () => {
  it('1.9 #4 offers each prepared spell on the provinces its sources reach (ley lines too), each carried out', () => {
    const s = tower();
    const list = offers(s, VT, 'cast-realm-spell');
    expectCarriedOut(s, VT, list);
    expect(new Set(list.map((o) => o.order.targets[0]))).toEqual(
      new Set(['warding', 'legion-of-dead', 'scry', 'transmute', 'dispel']),
    );
    // Scry (1) on every province a source of the tower reaches, Tamar Woods by the line from Greywood Deeps
    const reached = new Set(
      Object.keys(s.provinces).filter((p) =>
        castingHoldings(s, VT).some((h) => h.type === 'source' && reaches(s, h, p)),
      ),
    );
    const scry = list.filter((o) => o.order.targets[0] === 'scry');
    expect(new Set(scry.map((o) => o.order.targets[1]))).toEqual(reached);
    expect(scry.find((o) => o.order.targets[1] === 'tamar-woods')?.label).toContain('source (4) in Greywood Deeps');
    // Legion of Dead (4) only where a source of level 4 reaches: Greywood Deeps (4 + tower 1) and its line
    expect(new Set(list.filter((o) => o.order.targets[0] === 'legion-of-dead').map((o) => o.order.targets[1]))).toEqual(
      new Set(['greywood-deeps', 'sarithil', 'thaliorn', 'tamar-woods']),
    );
    // Warding: against the enemy at war, and against every domain but allies
    const ward = list.filter((o) => o.order.targets[0] === 'warding' && o.order.targets[1] === 'greywood-deeps');
    expect(ward.map((o) => o.order.params?.against)).toContainEqual([SYL]);
    expect(ward).toHaveLength(2);
    // Transmute once, through the source of the highest level; the labels carry the GB it costs
    const gold = list.filter((o) => o.order.targets[0] === 'transmute');
    expect(gold).toHaveLength(1);
    expect(gold[0]!.label).toContain('for 4 GB');
    expect(list.find((o) => o.order.targets[0] === 'warding')?.label).toContain('(2 GB)');
    // Dispel ends the Elven Court's Warding, not the tower's own
    const dispel = list.filter((o) => o.order.targets[0] === 'dispel');
    expect(dispel.map((o) => [o.order.targets[1], o.order.params?.spell])).toEqual([['tamar-woods', 'sp-syl']]);
    const done = resolveAlone(s, VT, dispel[0]!.order);
    expect(done.result.ok).toBe(true);
    expect(done.state.realmSpells?.map((x) => x.id)).toEqual(['sp-vt']);
  });

  it('1.9 #4 divine spells through temples (Minaret levels count), by the regent and a lieutenant with the power', () => {
    const s = temple();
    const list = offers(s, SARMA, 'cast-realm-spell');
    expectCarriedOut(s, SARMA, list);
    expect(list.some((o) => o.order.as === 'free' && o.order.targets[0] === 'bless-land')).toBe(true);
    const byTamim = list.filter((o) => o.order.as === 'lieutenant');
    expect(byTamim.length).toBeGreaterThan(0);
    expect(byTamim.every((o) => o.order.overseer === `${SARMA}:lt1` && o.label.includes('by Brother Tamim'))).toBe(
      true,
    );
    // Blight (4) only through Djafra's temple (4 + Minaret 1), on a province another domain rules
    expect(list.filter((o) => o.order.targets[0] === 'blight').map((o) => o.order.targets[1])).toEqual([
      'djafra',
      'djafra',
    ]);
  });

  it('1.9 #4 #22 a wizard lieutenant casts through the regent’s sources only once they are linked to him', () => {
    const base = empower(patchDomain(twelve(), VT, { spells: ['scry'] }), `${VT}:lt1`, 'arcane-realm-magic');
    const byMirel = (s: State) =>
      offers(s, VT, 'cast-realm-spell').filter((o) => o.order.as === 'lieutenant' && o.order.overseer === `${VT}:lt1`);
    expect(byMirel(base)).toEqual([]);
    const order: OrderState = {
      action: 'cast-realm-spell',
      as: 'lieutenant',
      overseer: `${VT}:lt1`,
      targets: ['scry', 'nimrit'],
    };
    expect(isRefused(base, VT, order)).toBe(true);
    const linked: State = {
      ...base,
      leyLinks: [{ id: 'll-1', owner: VT, to: `${VT}:lt1`, sources: ['nimrit:source:veiled-tower'], until: 3 }],
    };
    const list = byMirel(linked);
    expectCarriedOut(linked, VT, list);
    expect(list.map((o) => o.order.targets[1])).toEqual(['nimrit']);
    // the regent may no longer cast through the source he lent
    expect(offeredAt(linked, VT, (o) => o.as === 'free' && o.targets[1] === 'nimrit')).toBe(false);
  });

  it('1.9 #4 offers no spell through a holding below its level (Blight through a temple (2))', () => {
    const s = temple();
    const order: OrderState = { action: 'cast-realm-spell', as: 'free', targets: ['blight', 'ras-halim'] };
    expect(isRefused(s, SARMA, order)).toBe(true);
    expect(offeredAt(s, SARMA, (o) => o.targets[0] === 'blight' && o.targets[1] === 'ras-halim')).toBe(false);
  });

  it('1.9 #4 offers no spell the treasury cannot pay for, and no second Transmute in a turn', () => {
    const poor = patchDomain(tower(), VT, { gb: 1 });
    const ward: OrderState = { action: 'cast-realm-spell', as: 'free', targets: ['warding', 'greywood-deeps'] };
    expect(isRefused(poor, VT, ward)).toBe(true);
    expect(offeredAt(poor, VT, (o) => o.targets[0] === 'warding')).toBe(false);
    expectCarriedOut(poor, VT, offers(poor, VT, 'cast-realm-spell')); // Scry and Transmute cost nothing
    const s0 = tower();
    const twice: State = {
      ...s0,
      realmSpells: [
        ...(s0.realmSpells ?? []),
        { id: 'sp-t', spell: 'transmute', caster: VT, province: 'greywood-deeps', level: 5, cast: 1, until: 1 },
      ],
    };
    const gold: OrderState = { action: 'cast-realm-spell', as: 'free', targets: ['transmute', 'greywood-deeps'] };
    expect(isRefused(twice, VT, gold)).toBe(true);
    expect(offeredAt(twice, VT, (o) => o.targets[0] === 'transmute')).toBe(false);
  });

  it('D-10 #4 Transmute is once a turn for each caster: the regent’s cast leaves a wizard lieutenant’s on offer', () => {
    const MIREL = `${VT}:lt1`;
    const GREY = 'greywood-deeps:source:veiled-tower';
    const s0 = empower(tower(), MIREL, 'arcane-realm-magic');
    const s: State = {
      ...s0,
      leyLinks: [{ id: 'll-1', owner: VT, to: MIREL, sources: [GREY], until: 3 }],
      realmSpells: [
        ...(s0.realmSpells ?? []),
        {
          id: 'sp-t',
          spell: 'transmute',
          caster: VT,
          by: `${VT}:regent`,
          province: 'ashen-rift',
          level: 3,
          cast: 2,
          until: 2,
        },
      ],
    };
    const isGold = (o: OrderState) => o.targets[0] === 'transmute';
    expect(offeredAt(s, VT, (o) => isGold(o) && o.overseer !== MIREL)).toBe(false);
    const his = offers(s, VT, 'cast-realm-spell').filter((o) => isGold(o.order) && o.order.overseer === MIREL);
    expect(his.map((o) => o.label)).toEqual([
      'Cast Realm Spell: Transmute through the Veiled Tower’s source (4) in Greywood Deeps, for 4 GB, by Mirel',
    ]);
    expectCarriedOut(s, VT, his);
  });

  it('1.9 #4 D-10 reads the draft: a spell prepared once is not offered again once the sheet casts it, nor the caster’s second Transmute', () => {
    const MIREL = `${VT}:lt1`;
    const GREY = 'greywood-deeps:source:veiled-tower';
    const s0 = empower(tower(), MIREL, 'arcane-realm-magic');
    const s1: State = { ...s0, leyLinks: [{ id: 'll-1', owner: VT, to: MIREL, sources: [GREY], until: 3 }] };
    const written = (orders: OrderState[]): State => ({
      ...s1,
      sheets: { ...s1.sheets, [VT]: { orders, backing: [], in: false } },
    });
    const isSpell = (id: string) => (o: OrderState) => o.targets[0] === id;
    const scry = offers(s1, VT, 'cast-realm-spell').find((o) => isSpell('scry')(o.order))?.order as OrderState;
    const gold = offers(s1, VT, 'cast-realm-spell').find(
      (o) => isSpell('transmute')(o.order) && o.order.overseer === undefined,
    )?.order as OrderState;
    expect(scry).toBeDefined();
    expect(gold).toBeDefined();
    // Scry is prepared once: written once, it is no longer offered, by anyone
    const afterScry = written([scry]);
    expect(offeredAt(afterScry, VT, isSpell('scry'))).toBe(false);
    expect(offeredAt(afterScry, VT, isSpell('transmute'))).toBe(true);
    // prepared twice, the second copy stays on offer
    const twiceScry = {
      ...afterScry,
      domains: {
        ...afterScry.domains,
        [VT]: { ...afterScry.domains[VT]!, spells: [...afterScry.domains[VT]!.spells, 'scry'] },
      },
    } as State;
    expect(offeredAt(twiceScry, VT, isSpell('scry'))).toBe(true);
    // the regent's Transmute written: his is gone (and, prepared once, the lieutenant's too)
    const afterGold = written([gold]);
    expect(offeredAt(afterGold, VT, isSpell('transmute'))).toBe(false);
    // with Transmute prepared twice the lieutenant may still cast it, the regent not a second time
    const twiceGold = {
      ...afterGold,
      domains: {
        ...afterGold.domains,
        [VT]: { ...afterGold.domains[VT]!, spells: [...afterGold.domains[VT]!.spells, 'transmute'] },
      },
    } as State;
    expect(offeredAt(twiceGold, VT, (o) => isSpell('transmute')(o) && o.overseer === MIREL)).toBe(true);
    expect(offeredAt(twiceGold, VT, (o) => isSpell('transmute')(o) && o.overseer !== MIREL)).toBe(false);
  });

  it('1.9 #4 offers no Dispel where the spell there is above the casting level, nor an unprepared spell', () => {
    const s = { ...tower(), realmSpells: [foreignWarding(10)] };
    const dispel: OrderState = { action: 'cast-realm-spell', as: 'free', targets: ['dispel', 'tamar-woods'] };
    expect(isRefused(s, VT, dispel)).toBe(true);
    expect(offeredAt(s, VT, (o) => o.targets[0] === 'dispel')).toBe(false);
    const unprepared: OrderState = {
      action: 'cast-realm-spell',
      as: 'free',
      targets: ['summon-monstrous-unit', 'greywood-deeps'],
    };
    expect(isRefused(s, VT, unprepared)).toBe(true);
    expect(offeredAt(s, VT, (o) => o.targets[0] === 'summon-monstrous-unit')).toBe(false);
  });

  it('1.9 #4 offers no lieutenant action to a lieutenant without the power', () => {
    const s = patchDomain(twelve(), SARMA, { spells: ['bless-land'] });
    const order: OrderState = {
      action: 'cast-realm-spell',
      as: 'lieutenant',
      overseer: `${SARMA}:lt1`,
      targets: ['bless-land', 'djafra'],
    };
    expect(isRefused(s, SARMA, order)).toBe(true);
    expect(offeredAt(s, SARMA, (o) => o.as === 'lieutenant')).toBe(false);
    expect(offeredAt(s, SARMA, (o) => o.as === 'free' && o.targets[1] === 'djafra')).toBe(true);
  });
});

describe('Create Ley Line proposals (1.9 #11)', () => {
  it('1.9 #11 offers a line from a source to each province it rules or holds in that no source reaches as strongly', () => {
    const s = twelve();
    const list = offers(s, SYL, 'create-ley-line');
    expectCarriedOut(s, SYL, list);
    const mine = new Set([
      ...Object.values(s.provinces)
        .filter((p) => p.ruler === SYL)
        .map((p) => p.id),
      ...Object.values(s.holdings)
        .filter((h) => h.owner === SYL)
        .map((h) => h.province),
    ]);
    for (const o of list) {
      const path = o.order.targets;
      const from = s.holdings[`${path[0]}:source:${SYL}`];
      expect(from).toBeDefined();
      expect(mine.has(path.at(-1)!)).toBe(true);
      expect(path.length).toBeLessThanOrEqual(4);
      for (let i = 1; i < path.length; i++) expect(PROVINCE_BY_ID.get(path[i - 1]!)?.neighbours).toContain(path[i]);
      expect(o.label).toContain(`(1 GB, ${path.length} RP)`);
      // the line carries a stronger source than any that reaches its far end now
      const now = Math.max(
        0,
        ...castingHoldings(s, SYL)
          .filter((h) => h.type === 'source' && reaches(s, h, path.at(-1)!))
          .map((h) => castingLevel(s, h)),
      );
      expect(castingLevel(s, from!)).toBeGreaterThan(now);
    }
    // Sarithil holds a source of his: that line lasts; Vaelmoor has none: it fades
    expect(list.find((o) => o.order.targets.at(-1) === 'sarithil')?.label).not.toContain('fades');
    expect(list.find((o) => o.order.targets.at(-1) === 'vaelmoor')?.label).toContain('fades when the turn ends');
  });

  it('1.9 #11 a lieutenant with arcane realm magic may make one with the lieutenant action; one without may not', () => {
    const s = twelve();
    const caelis = `${SYL}:lt1`;
    const path = offers(s, SYL, 'create-ley-line')[0]!.order.targets;
    const byCaelis: OrderState = { action: 'create-ley-line', as: 'lieutenant', overseer: caelis, targets: path };
    expect(isRefused(s, SYL, byCaelis)).toBe(true);
    expect(offeredAt(s, SYL, (o) => o.action === 'create-ley-line' && o.as === 'lieutenant')).toBe(false);
    const able = empower(s, caelis, 'arcane-realm-magic');
    const list = offers(able, SYL, 'create-ley-line').filter((o) => o.order.as === 'lieutenant');
    expectCarriedOut(able, SYL, list);
    expect(list.every((o) => o.order.overseer === caelis && o.label.includes('by Caelis'))).toBe(true);
  });

  it('1.12.6 offers no line to a regent without arcane realm magic, nor one the treasury cannot pay', () => {
    const s = twelve();
    const mundane: OrderState = { action: 'create-ley-line', as: 'domain', targets: ['djafra', 'anbar'] };
    expect(isRefused(s, DJ, mundane)).toBe(true);
    expect(offers(s, DJ, 'create-ley-line')).toEqual([]);
    const poor = patchDomain(s, SYL, { rp: 1 });
    const line: OrderState = { action: 'create-ley-line', as: 'domain', targets: ['ilvanthe', 'sarithil'] };
    expect(isRefused(poor, SYL, line)).toBe(true);
    expect(offers(poor, SYL, 'create-ley-line')).toEqual([]);
  });
});

describe('Ley Link proposals (1.9 #22)', () => {
  const MIREL = `${VT}:lt1`;
  // Mirel is a Magician: with arcane realm magic he is a wizard
  const wizardLieutenant = (s: State) => empower(s, MIREL, 'arcane-realm-magic');

  it('1.9 #22 lends all the sources, or the strongest, to each other wizard regent and wizard lieutenant', () => {
    const s = wizardLieutenant(twelve());
    const list = offers(s, VT, 'ley-link');
    expectCarriedOut(s, VT, list);
    const to = new Set(list.map((o) => o.order.targets[0]));
    expect(to).toEqual(new Set([`${SYL}:regent`, MIREL]));
    const toMirel = list.filter((o) => o.order.targets[0] === MIREL && o.order.as === 'court');
    expect(toMirel.map((o) => sourcesOf(o.order).length)).toEqual([5, 1]);
    expect(toMirel[1]!.order.params?.sources).toEqual(['greywood-deeps:source:veiled-tower']);
    expect(toMirel.every((o) => o.label.endsWith('(1 RP)'))).toBe(true);
  });

  it('1.9 #22 once sources are lent it offers taking them back, and lends only what is left', () => {
    const s0 = twelve();
    const lend = offers(s0, VT, 'ley-link').find((o) => o.order.as === 'court' && sourcesOf(o.order).length === 1)!;
    // the link in force, and a fresh sheet
    const s = { ...resolveAlone(s0, VT, lend.order).state, sheets: {} };
    const list = offers(s, VT, 'ley-link');
    expectCarriedOut(s, VT, list);
    const recall = list.filter((o) => o.order.params?.recall === true);
    expect(recall.length).toBeGreaterThan(0);
    expect(recall[0]!.label).toBe('Ley Link: take back the sources lent to Ithariel (1 RP)');
    const lent = sourcesOf(lend.order);
    for (const o of list) expect(sourcesOf(o.order).some((h) => lent.includes(h))).toBe(false);
  });

  it('1.9 #22 a source the draft lends already is not offered again: a source is lent once a round', () => {
    const s0 = wizardLieutenant(twelve());
    const one = offers(s0, VT, 'ley-link').find((o) => o.order.as === 'court' && sourcesOf(o.order).length === 1)!;
    const lent = sourcesOf(one.order);
    // the draft holds that link; the proposals leave its source out (the Tower's one court action is
    // taken, so they are read before the sheet's limits)
    const s: State = { ...s0, sheets: { [VT]: { orders: [one.order], backing: [], in: false } } };
    const list = proposalsOf(s, VT, 'ley-link');
    expect(list.length).toBeGreaterThan(0);
    for (const o of list) expect(sourcesOf(o.order).some((h) => lent.includes(h))).toBe(false);
    expect(list.every((o) => sourcesOf(o.order).length > 0)).toBe(true);
    // a draft that lends them all leaves nothing more to lend
    const all = offers(s0, VT, 'ley-link').find((o) => o.order.as === 'court' && sourcesOf(o.order).length === 5)!;
    const every = { ...all.order, params: {} };
    expect(refused(resolveAlone(s0, VT, every).result)).toBe(false);
    const full: State = { ...s0, sheets: { [VT]: { orders: [every], backing: [], in: false } } };
    expect(proposalsOf(full, VT, 'ley-link')).toEqual([]);
  });

  it('1.9 #22 offers no link to one who is no wizard, no recall with nothing lent, none without the RP', () => {
    const s = twelve();
    const toDjafra: OrderState = { action: 'ley-link', as: 'court', targets: [DJ] };
    expect(isRefused(s, VT, toDjafra)).toBe(true);
    expect(offeredAt(s, VT, (o) => o.action === 'ley-link' && (o.targets[0] ?? '').startsWith(DJ))).toBe(false);
    const toMirel: OrderState = { action: 'ley-link', as: 'court', targets: [MIREL] };
    expect(isRefused(s, VT, toMirel)).toBe(true);
    expect(offeredAt(s, VT, (o) => o.action === 'ley-link' && o.targets[0] === MIREL)).toBe(false);
    const recall: OrderState = { action: 'ley-link', as: 'court', targets: [], params: { recall: true } };
    expect(isRefused(s, VT, recall)).toBe(true);
    expect(offeredAt(s, VT, (o) => o.action === 'ley-link' && o.params?.recall === true)).toBe(false);
    const broke = patchDomain(s, VT, { rp: 0 });
    expect(isRefused(broke, VT, { action: 'ley-link', as: 'court', targets: [SYL] })).toBe(true);
    expect(offers(broke, VT, 'ley-link')).toEqual([]);
    // a regent who is no wizard lends nothing
    expect(isRefused(s, SARMA, { action: 'ley-link', as: 'court', targets: [SYL] })).toBe(true);
    expect(offers(s, SARMA, 'ley-link')).toEqual([]);
  });
});

describe('Prepare Realm Spell proposals (1.9 #34)', () => {
  it('1.9 #34 offers each known spell within the skill, 1 RP a level, each carried out', () => {
    const s = twelve();
    const list = offers(s, SYL, 'prepare-realm-spell');
    expectCarriedOut(s, SYL, list);
    expect(list.map((o) => o.order.targets)).toEqual([['scry'], ['dispel'], ['warding'], ['transmute']]);
    expect(list.map((o) => o.label)).toContain('Prepare Realm Spell: Warding (level 3) (3 RP)');
    expect(list.every((o) => o.order.as === 'domain')).toBe(true);
  });

  it('1.9 #34 offers nothing at the cap by skill, nor a spell above the skill, nor one the RP do not cover', () => {
    const full = patchDomain(twelve(), SYL, { spells: ['scry', 'dispel'] });
    const more: OrderState = { action: 'prepare-realm-spell', as: 'domain', targets: ['warding'] };
    expect(isRefused(full, SYL, more)).toBe(true);
    expect(offers(full, SYL, 'prepare-realm-spell')).toEqual([]);
    // Sorcery 2 (+1 as a Wizard): Summon Monstrous Unit (4), learned, is out of reach
    const weak = patchChar(patchDomain(twelve(), SYL, { known: ['summon-monstrous-unit'] }), `${SYL}:regent`, (c) => ({
      build: { ...c.build, skills: { ...c.build.skills, sorcery: 2 } },
    }));
    const high: OrderState = { action: 'prepare-realm-spell', as: 'domain', targets: ['summon-monstrous-unit'] };
    expect(isRefused(weak, SYL, high)).toBe(true);
    expect(offeredAt(weak, SYL, (o) => o.targets[0] === 'summon-monstrous-unit')).toBe(false);
    expectCarriedOut(weak, SYL, offers(weak, SYL, 'prepare-realm-spell'));
    const poor = patchDomain(twelve(), SYL, { rp: 2 });
    expect(isRefused(poor, SYL, more)).toBe(true);
    expect(offers(poor, SYL, 'prepare-realm-spell').map((o) => o.order.targets[0])).toEqual(['scry', 'dispel']);
  });

  it('1.9 #34 offers no lieutenant action to a lieutenant without the power; one with it prepares by his own skill', () => {
    const s = twelve();
    const caelis = `${SYL}:lt1`;
    const by: OrderState = { action: 'prepare-realm-spell', as: 'lieutenant', overseer: caelis, targets: ['scry'] };
    expect(isRefused(s, SYL, by)).toBe(true);
    expect(offeredAt(s, SYL, (o) => o.action === 'prepare-realm-spell' && o.as === 'lieutenant')).toBe(false);
    const able = patchChar(empower(s, caelis, 'arcane-realm-magic'), caelis, (c) => ({
      build: { ...c.build, skills: { ...c.build.skills, sorcery: 2 } },
    }));
    const list = offers(able, SYL, 'prepare-realm-spell').filter((o) => o.order.as === 'lieutenant');
    expectCarriedOut(able, SYL, list);
    // Sorcery 2: only spells of level 2 or less
    expect(list.map((o) => o.order.targets[0])).toEqual(['scry', 'dispel']);
  });
});

describe('Research proposals (1.9 #31)', () => {
  it('1.9 #31 offers each spell of his tradition not yet known, as the caster’s character action', () => {
    const s = twelve();
    const list = offers(s, SYL, 'research');
    expectCarriedOut(s, SYL, list);
    expect(list.map((o) => o.order.targets[0]).sort()).toEqual(['legion-of-dead', 'summon-monstrous-unit']);
    expect(
      list.every(
        (o) => o.order.as === 'character' && o.order.overseer === `${SYL}:regent` && o.order.variant === 'spell',
      ),
    ).toBe(true);
    expect(list[0]!.label).toContain('(2 GB)');
  });

  it('1.9 #31 offers no spell already known, none by a character without the power, none it cannot pay', () => {
    const s = twelve();
    const known: OrderState = {
      action: 'research',
      as: 'character',
      overseer: `${SYL}:regent`,
      variant: 'spell',
      targets: ['scry'],
    };
    expect(isRefused(s, SYL, known)).toBe(true);
    expect(offeredAt(s, SYL, (o) => o.action === 'research' && o.targets[0] === 'scry')).toBe(false);
    const byCaelis: OrderState = { ...known, overseer: `${SYL}:lt1`, targets: ['legion-of-dead'] };
    expect(isRefused(s, SYL, byCaelis)).toBe(true);
    expect(offeredAt(s, SYL, (o) => o.action === 'research' && o.overseer === `${SYL}:lt1`)).toBe(false);
    const poor = patchDomain(s, SYL, { gb: 1 });
    expect(isRefused(poor, SYL, { ...known, targets: ['legion-of-dead'] })).toBe(true);
    expect(offers(poor, SYL, 'research')).toEqual([]);
    // a domain without a caster researches nothing
    expect(offers(s, DJ, 'research')).toEqual([]);
  });
});

describe('Realm magic proposals at an ordinary start (1.9 #4, #11, #22, #31, #34)', () => {
  it.each([
    ['six regents', six],
    ['twelve regents', twelve],
  ])('every realm-magic order offered to every seated domain is carried out (%s)', (_, start) => {
    const s = start();
    let n = 0;
    for (const d of s.regents) {
      const list = offeredOrders(s, d).filter((o) => MAGIC.includes(o.order.action));
      n += list.length;
      if (list.length) expectCarriedOut(s, d, list);
    }
    expect(n).toBeGreaterThan(0);
  });
});
