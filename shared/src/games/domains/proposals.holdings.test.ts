/**
 * The draft's proposals for the holding and province actions: each offered
 * order is one its handler carries out as the board stands (it may still fail
 * its roll), and what the handler would refuse is not offered.
 */
import { describe, expect, it } from 'vitest';
import type { ActionId, DomainId, ProvinceId } from './data/index.ts';
import { offeredOrders, refused, resolveAlone } from './rules/proposals/testkit.ts';
import type { CharacterState, HoldingState, OrderState, ProvinceState, State } from './rules/state.ts';
import { begin, botUntil, sandbox } from './testkit.ts';

const D = 'emirate-of-djafra' as DomainId;
const ZH = 'zhainge-valley' as DomainId;
const SY = 'sylvaeth' as DomainId;
const VT = 'veiled-tower' as DomainId;

const start = (): State => sandbox({ round: 2, treasury: { [D]: { gb: 50, rp: 40 } } }, { regents: 3 });
const ruled = (s: State, d: DomainId) => Object.values(s.provinces).filter((p) => p.ruler === d);

type Sb = Parameters<typeof sandbox>[0];
/** Round 2 with six regents seated (Sylvaeth's regent is an arcane caster), money enough for anything. */
const six = (sb: Sb = {}): State =>
  sandbox({ round: 2, treasury: { [D]: { gb: 50, rp: 40 }, [SY]: { gb: 50, rp: 40 } }, ...sb }, { regents: 6 });

const hid = (p: string, t: string, o: string) => `${p}:${t}:${o}`;
const setProvince = (s: State, id: string, patch: Partial<ProvinceState>): State => ({
  ...s,
  provinces: { ...s.provinces, [id]: { ...s.provinces[id as ProvinceId]!, ...patch } },
});
const setCharacter = (s: State, id: string, patch: Partial<CharacterState>): State => ({
  ...s,
  characters: { ...s.characters, [id]: { ...s.characters[id]!, ...patch } },
});
const setHolding = (s: State, id: string, patch: Partial<HoldingState>): State => ({
  ...s,
  holdings: { ...s.holdings, [id]: { ...s.holdings[id]!, ...patch } },
});
const arcaneBuild = (c: CharacterState): CharacterState['build'] => ({
  ...c.build,
  powers: [...c.build.powers, 'arcane-realm-magic'],
});

const HOLDING_ACTIONS: ActionId[] = [
  'agitate',
  'contest-holding',
  'contest-province',
  'convert-holding',
  'create-holding',
  'create-province',
  'rule-holding',
  'rule-province',
];

/** Ids a label gives away (provinces, domains, holdings, characters): labels use names. */
function idsIn(s: State, label: string): string[] {
  const ids = [
    ...Object.keys(s.provinces),
    ...Object.keys(s.domains),
    ...Object.keys(s.holdings),
    ...Object.keys(s.characters),
  ];
  return ids.filter((id) => new RegExp(`(^|[^\\w-])${id.replace(/[-:]/g, '\\$&')}($|[^\\w-])`).test(label));
}

const offersOf = (s: State, d: DomainId, action: ActionId) =>
  offeredOrders(s, d).filter((o) => o.order.action === action);
const same = (a: OrderState, b: Partial<OrderState>): boolean =>
  (Object.keys(b) as (keyof OrderState)[]).every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
const offered = (s: State, d: DomainId, want: Partial<OrderState>): boolean =>
  offeredOrders(s, d).some((o) => same(o.order, want));

/** Every offer of `action` is carried out alone (not refused) and named without ids; returns them. */
function allCarriedOut(s: State, d: DomainId, action: ActionId) {
  const offers = offersOf(s, d, action);
  for (const o of offers) {
    expect(idsIn(s, o.label), o.label).toEqual([]);
    expect(o.label).not.toMatch(/[a-z]+-[a-z]+-[a-z]+/);
    const r = resolveAlone(s, d, o.order).result;
    expect(refused(r), `${o.label}: ${r.text}`).toBe(false);
  }
  return offers;
}

/** The handler refuses the order (as a domain action) and the draft does not offer it. */
function refusedAndNotOffered(s: State, d: DomainId, order: Omit<OrderState, 'as'> & { as?: OrderState['as'] }) {
  const o = { as: 'domain' as const, ...order };
  expect(refused(resolveAlone(s, d, o).result)).toBe(true);
  const { as: _as, ...want } = o;
  expect(offered(s, d, order.as ? o : want)).toBe(false);
}

describe('Rule Province proposals (1.9 #33)', () => {
  it('offers each province the domain rules, and the handler carries each out', () => {
    const s = start();
    const offers = offeredOrders(s, D).filter((o) => o.order.action === 'rule-province');
    const mine = ruled(s, D).filter((p) => !p.wilderness && p.loyalty !== 'rebellious');
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(offers.map((o) => o.order.targets[0]))).toEqual(new Set(mine.map((p) => p.id)));
    for (const o of offers) {
      expect(o.label).not.toMatch(/[a-z]+-[a-z]+-[a-z]+/); // names, not ids
      expect(refused(resolveAlone(s, D, o.order).result)).toBe(false);
    }
  });

  it('offers no Rebellious province (the handler would refuse it)', () => {
    const s0 = start();
    const p = ruled(s0, D)[0]!;
    const s: State = { ...s0, provinces: { ...s0.provinces, [p.id]: { ...p, loyalty: 'rebellious' } } };
    expect(refused(resolveAlone(s, D, { action: 'rule-province', as: 'domain', targets: [p.id] }).result)).toBe(true);
    expect(offeredOrders(s, D).some((o) => o.order.action === 'rule-province' && o.order.targets[0] === p.id)).toBe(
      false,
    );
  });
});

describe('Agitate proposals (1.9 #2, J-76)', () => {
  const abroad = () => six({ holdings: [{ province: 'harsa', type: 'guild', owner: D, level: 1 }] });

  it('1.9 #2 raises loyalty at home and lowers it in a rival’s province through a holding there', () => {
    const s = abroad();
    const offers = allCarriedOut(s, D, 'agitate');
    const raise = offers.filter((o) => o.order.params?.direction === 'raise').map((o) => o.order.targets[0]);
    // every province of its own below High (Djafra itself is High), one province a proposal
    expect(new Set(raise)).toEqual(
      new Set(
        ruled(s, D)
          .filter((p) => p.loyalty !== 'high')
          .map((p) => p.id as string),
      ),
    );
    expect(offers.find((o) => o.order.targets[0] === 'maqam')?.label).toContain(
      'Agitate: raise loyalty in Maqam from Poor to Average, through your law holding (1)',
    );
    const lower = offers.filter((o) => o.order.params?.direction === 'lower');
    expect(lower.map((o) => o.order.targets)).toEqual(expect.arrayContaining([['harsa']]));
    expect(lower.every((o) => o.order.targets[0] === 'harsa')).toBe(true);
    expect(lower[0]!.label).toContain('(1 GB, 1 RP)');
    expect(offers.every((o) => o.order.targets.length === 1)).toBe(true);
  });

  it('1.9 #2 no holding in the province: not offered (the handler refuses); nor a High province raised, nor an ally’s lowered', () => {
    const s = abroad();
    refusedAndNotOffered(s, D, { action: 'agitate', targets: ['tazeen'], params: { direction: 'lower' } });
    expect(offered(s, D, { action: 'agitate', targets: ['djafra'], params: { direction: 'raise' } })).toBe(false);
    const allied: State = { ...s, domains: { ...s.domains, [D]: { ...s.domains[D], allies: [ZH] } } };
    expect(offered(allied, D, { action: 'agitate', targets: ['harsa'] })).toBe(false);
  });

  it('1.9 #2 a treasury that cannot pay 1 GB and 1 RP is offered none (the handler would fail it unpaid)', () => {
    const s0 = abroad();
    const s: State = { ...s0, domains: { ...s0.domains, [D]: { ...s0.domains[D], rp: 0 } } };
    refusedAndNotOffered(s, D, { action: 'agitate', targets: ['maqam'], params: { direction: 'raise' } });
    expect(offersOf(s, D, 'agitate')).toEqual([]);
  });
});

describe('Contest Holding proposals (1.9 #6)', () => {
  it('1.9 #6 offers rivals’ holdings where the domain rules or holds, never its own', () => {
    const s = six({ holdings: [{ province: 'tamar-woods', type: 'guild', owner: D, level: 1 }] });
    const offers = allCarriedOut(s, D, 'contest-holding');
    const targets = offers.map((o) => o.order.targets[0]!);
    expect(targets).toContain(hid('djafra', 'temple', 'temple-of-sarma'));
    expect(targets).toContain(hid('tamar-woods', 'law', ZH));
    expect(targets.every((t) => s.holdings[t]!.owner !== D)).toBe(true);
    expect(offers.find((o) => o.order.targets[0] === hid('djafra', 'temple', 'temple-of-sarma'))?.label).toBe(
      'Contest Holding: contest the Temple of Sarma’s temple (4) in Djafra (1 GB, 1 RP)',
    );
    expect(offers.every((o) => !o.order.variant)).toBe(true); // never a raid-contest on its own
  });

  it('1.9 #6 a source only by the ruler or another source; no holding there at all; one’s own: none offered', () => {
    const s = six({ holdings: [{ province: 'tamar-woods', type: 'guild', owner: D, level: 1 }] });
    refusedAndNotOffered(s, D, { action: 'contest-holding', targets: [hid('tamar-woods', 'source', VT)] });
    refusedAndNotOffered(s, D, { action: 'contest-holding', targets: [hid('harsa', 'guild', ZH)] });
    refusedAndNotOffered(s, D, { action: 'contest-holding', targets: [hid('djafra', 'law', D)] });
    refusedAndNotOffered(s, D, {
      action: 'contest-holding',
      variant: 'raid-contest',
      targets: [hid('djafra', 'temple', 'temple-of-sarma')],
    });
  });

  it('1.12.2 J-17 another’s covert holding is not offered: the regent cannot see it', () => {
    const s = six();
    const covert = hid('djafra', 'guild', VT);
    expect(s.holdings[covert]?.covert).toBe(true);
    expect(refused(resolveAlone(s, D, { action: 'contest-holding', as: 'domain', targets: [covert] }).result)).toBe(
      false,
    );
    expect(offered(s, D, { action: 'contest-holding', targets: [covert] })).toBe(false);
  });
});

describe('Contest Province proposals (1.9 #7)', () => {
  const open = (sb: Sb = {}) => six({ holdings: [{ province: 'dar-umar', type: 'guild', owner: D, level: 1 }], ...sb });

  it('1.9 #7 offers a rival’s Poor province with no law above 0 where the domain holds', () => {
    const s = open();
    const offers = allCarriedOut(s, D, 'contest-province');
    // as the domain action, and as the lieutenant's
    expect(offers.map((o) => [o.order.as, o.order.targets[0]])).toEqual([
      ['domain', 'dar-umar'],
      ['lieutenant', 'dar-umar'],
    ]);
    expect(offers[0]!.label).toBe(
      'Contest Province: Dar Umar, ruled by the Banu Rih (Poor loyalty, level 1) (1 GB, 1 RP)',
    );
  });

  it('1.9 #7 Average loyalty, no holding there, or a contest already standing: not offered', () => {
    refusedAndNotOffered(open({ loyalty: { 'dar-umar': 'average' } }), D, {
      action: 'contest-province',
      targets: ['dar-umar'],
    });
    refusedAndNotOffered(six(), D, { action: 'contest-province', targets: ['dar-umar'] });
    // a ruler's law holding above level 0 closes it
    refusedAndNotOffered(
      open({
        holdings: [
          { province: 'dar-umar', type: 'law', owner: 'banu-rih', level: 1 },
          { province: 'dar-umar', type: 'guild', owner: D, level: 1 },
        ],
      }),
      D,
      {
        action: 'contest-province',
        targets: ['dar-umar'],
      },
    );
    // contesting it again while the contest stands cannot help
    const standing = setProvince(open(), 'dar-umar', { contestedBy: D });
    expect(offered(standing, D, { action: 'contest-province', targets: ['dar-umar'] })).toBe(false);
  });
});

describe('Convert Holding proposals (1.9 #9)', () => {
  it('1.9 #9 offers a rival’s holding of a type the domain holds there, with its RP', () => {
    const s = six();
    const offers = allCarriedOut(s, D, 'convert-holding');
    expect(offers.map((o) => o.order.targets)).toEqual(
      expect.arrayContaining([[hid('ras-halim', 'guild', 'amber-company')]]),
    );
    const o = offers.find((x) => x.order.targets[0] === hid('ras-halim', 'guild', 'amber-company'))!;
    expect(o.label).toBe(
      'Convert Holding: a level of the Amber Company’s guild (2) in Ras Halim into your guild (1) (2 GB, 3 RP)',
    );
  });

  it('1.9 #9 no holding of that type there, or a target at level 0: not offered', () => {
    // Djafra has no guild in Djafra itself
    refusedAndNotOffered(six(), D, { action: 'convert-holding', targets: [hid('djafra', 'guild', 'amber-company')] });
    const zero = six({ holdings: [{ province: 'ras-halim', type: 'guild', owner: 'amber-company', level: 0 }] });
    refusedAndNotOffered(zero, D, { action: 'convert-holding', targets: [hid('ras-halim', 'guild', 'amber-company')] });
  });
});

describe('Create Holding proposals (1.9 #10, 1.12.2, J-83)', () => {
  it('1.9 #10 each type with room where the domain is present; covert abroad; a temple of its faith', () => {
    const s = six({ holdings: [{ province: 'harsa', type: 'guild', owner: D, level: 1 }] });
    const offers = allCarriedOut(s, D, 'create-holding');
    const has = (p: string, type: string, variant?: string) =>
      offers.some((o) => o.order.targets[0] === p && o.order.params?.type === type && o.order.variant === variant);
    expect(has('yazur', 'guild')).toBe(true);
    expect(has('yazur', 'temple')).toBe(true);
    expect(has('yazur', 'law')).toBe(false); // it has one
    expect(has('harsa', 'temple')).toBe(true);
    expect(has('harsa', 'temple', 'covert')).toBe(true);
    expect(has('harsa', 'law', 'covert')).toBe(true);
    expect(has('yazur', 'guild', 'covert')).toBe(false); // not worth hiding in its own realm
    expect(offers.find((o) => o.order.targets[0] === 'yazur' && o.order.params?.type === 'guild')?.label).toBe(
      'Create Holding: a guild in Yazur (1 GB)',
    );
    expect(offers.find((o) => o.order.variant === 'covert' && o.order.params?.type === 'temple')?.label).toBe(
      'Create Holding: a covert temple in Harsa (3 GB)',
    );
    // a domain with temples founds one of their faith
    const doc = allCarriedOut(s, 'princedom-of-docandragh' as DomainId, 'create-holding');
    const t = doc.find((o) => o.order.params?.type === 'temple')!;
    expect(t.order.params?.deity).toBe('ashural');
    expect(t.label).toMatch(/^Create Holding: a temple of Ashural in /);
  });

  it('1.9 #10 J-51 a source by an arcane caster where he stands, on his own kind of action', () => {
    const s0 = six();
    const s = setCharacter(s0, `${SY}:regent`, { province: 'aelwen-glade' as ProvinceId });
    const offers = allCarriedOut(s, SY, 'create-holding').filter((o) => o.order.params?.type === 'source');
    expect(offers.map((o) => [o.order.as, o.order.targets[0]])).toEqual([['domain', 'aelwen-glade']]);
    expect(offers[0]!.label).toBe('Create Holding: a source in Aelwen Glade, by Ithariel (1 GB)');
    // an arcane lieutenant on his lieutenant action, where he stands
    const lt = `${D}:lt1`;
    const c = s.characters[lt]!;
    const withLt = setCharacter(six(), lt, { build: arcaneBuild(c), province: 'tamar-woods' as ProvinceId });
    const mine = allCarriedOut(withLt, D, 'create-holding').filter((o) => o.order.params?.type === 'source');
    expect(mine.map((o) => [o.order.as, o.order.overseer, o.order.targets[0]])).toEqual([
      ['lieutenant', lt, 'tamar-woods'],
    ]);
  });

  it('1.9 #10 a held type, a full province, a source without a caster, a covert law at home, a non-native law in the wild: not offered', () => {
    const s = six({ holdings: [{ province: 'yazur', type: 'guild', owner: 'amber-company', level: 2 }] });
    refusedAndNotOffered(s, D, { action: 'create-holding', targets: ['ras-halim'], params: { type: 'guild' } });
    refusedAndNotOffered(s, D, { action: 'create-holding', targets: ['yazur'], params: { type: 'guild' } });
    refusedAndNotOffered(s, D, { action: 'create-holding', targets: ['djafra'], params: { type: 'source' } });
    refusedAndNotOffered(s, D, {
      action: 'create-holding',
      variant: 'covert',
      targets: ['yazur'],
      params: { type: 'law' },
    });
    // Sylvaeth's regent can create sources, but only where he stands, and never covert
    refusedAndNotOffered(s, SY, { action: 'create-holding', targets: ['aelwen-glade'], params: { type: 'source' } });
    // the lieutenant, not arcane, may not create one where he stands
    const aelwen = setCharacter(s, `${SY}:lt1`, { province: 'aelwen-glade' as ProvinceId });
    refusedAndNotOffered(aelwen, SY, {
      action: 'create-holding',
      as: 'lieutenant',
      overseer: `${SY}:lt1`,
      targets: ['aelwen-glade'],
      params: { type: 'source' },
    });
    // Djafra's lieutenant in Bitter Pass, a wilderness of the Teeth: a temple, but no law holding
    const wild = setCharacter(s, `${D}:lt1`, { province: 'bitter-pass' as ProvinceId });
    refusedAndNotOffered(wild, D, { action: 'create-holding', targets: ['bitter-pass'], params: { type: 'law' } });
    expect(offered(wild, D, { action: 'create-holding', targets: ['bitter-pass'], params: { type: 'guild' } })).toBe(
      true,
    );
  });

  it('1.12.2 #10 #32 no covert temple, founded or made, where the realm has the domain for its state religion', () => {
    // the Zhaïnge Valley (Harsa's ruler) recognises the Emirate's faith
    const faith = (x: State): State => ({
      ...x,
      domains: { ...x.domains, [ZH]: { ...x.domains[ZH], stateReligion: D } },
    });
    const templed = six({ holdings: [{ province: 'harsa', type: 'temple', owner: D, level: 1 }] });
    const temple = hid('harsa', 'temple', D);
    refusedAndNotOffered(faith(templed), D, { action: 'rule-holding', variant: 'make-covert', targets: [temple] });
    expect(offered(faith(templed), D, { action: 'rule-holding', targets: [temple] })).toBe(true);
    expect(offered(templed, D, { action: 'rule-holding', variant: 'make-covert', targets: [temple] })).toBe(true);
    // present in Harsa by a guild: a temple in the open and a covert law there, but no covert temple
    const guilded = six({ holdings: [{ province: 'harsa', type: 'guild', owner: D, level: 1 }] });
    const covertTemple = { action: 'create-holding' as const, variant: 'covert', targets: ['harsa'] };
    refusedAndNotOffered(faith(guilded), D, { ...covertTemple, params: { type: 'temple' } });
    const made = allCarriedOut(faith(guilded), D, 'create-holding').filter((o) => o.order.targets[0] === 'harsa');
    expect(made.some((o) => o.order.params?.type === 'temple' && !o.order.variant)).toBe(true);
    expect(made.some((o) => o.order.params?.type === 'law' && o.order.variant === 'covert')).toBe(true);
    expect(offered(guilded, D, { ...covertTemple, params: { type: 'temple' } })).toBe(true);
  });
});

describe('Create Holding proposals and what the regent cannot see (1.12.2, J-17)', () => {
  it('1.12.2 J-83 the room counts only the holdings the regent can see, so a covert one is not given away', () => {
    // Djafra (level 6): the Amber Company's guild (4) and the Veiled Tower's covert guild, here of level 2
    const s = six({ holdings: [{ province: 'djafra', type: 'guild', owner: VT, level: 2, covert: true }] });
    const order = { action: 'create-holding' as const, targets: ['djafra'], params: { type: 'guild' } };
    expect(offered(s, D, order)).toBe(true);
    // the handler, which sees everything, finds the province full when it resolves
    expect(resolveAlone(s, D, { ...order, as: 'domain' }).result.text).toContain('6 of 6 (J-83)');
  });
});

describe('Create Province proposals (1.9 #12, J-63)', () => {
  /** Sylvaeth's units have held Thornwild, next to its Aelwen Glade, for three round-ends. */
  const prepared = (since = 2): State =>
    setProvince(six({ round: 5 }), 'thornwild', { settling: { domain: SY, since } });

  it('1.9 #12 J-63 a prepared wilderness, claimed by the blooded regent on the domain action', () => {
    const s = prepared();
    const offers = allCarriedOut(s, SY, 'create-province');
    expect(offers.map((o) => [o.order.as, o.order.targets[0]])).toEqual([['domain', 'thornwild']]);
    expect(offers[0]!.label).toBe('Create Province: Ithariel claims Thornwild (1 GB)');
    // far from its lands it costs 3 GB
    const far = setProvince(six({ round: 5 }), 'redscar', { settling: { domain: SY, since: 2 }, guardianBeaten: true });
    const o = allCarriedOut(far, SY, 'create-province');
    expect(o.map((x) => [x.order.targets[0], x.label.endsWith('(3 GB)')])).toEqual([['redscar', true]]);
  });

  it('1.9 #12 J-63 not held long enough, an unbeaten guardian, or a lieutenant without a bloodline: not offered', () => {
    refusedAndNotOffered(prepared(3), SY, { action: 'create-province', targets: ['thornwild'] });
    const guarded = setProvince(six({ round: 5 }), 'redscar', { settling: { domain: SY, since: 2 } });
    refusedAndNotOffered(guarded, SY, { action: 'create-province', targets: ['redscar'] });
    refusedAndNotOffered(prepared(), SY, {
      action: 'create-province',
      as: 'lieutenant',
      overseer: `${SY}:lt1`,
      targets: ['thornwild'],
    });
    // another domain's watch prepares it for that domain only
    refusedAndNotOffered(prepared(), D, { action: 'create-province', targets: ['thornwild'] });
  });
});

describe('Rule Holding proposals (1.9 #32, 1.12.2, J-83)', () => {
  it('1.9 #32 raises each holding with room, clears a contest, makes one abroad covert, a source by its caster', () => {
    const s0 = six({
      holdings: [
        { province: 'harsa', type: 'guild', owner: D, level: 1 },
        { province: 'yazur', type: 'law', owner: D, level: 2, contested: true },
      ],
    });
    const offers = allCarriedOut(s0, D, 'rule-holding');
    const label = (id: string, variant?: string) =>
      offers.find((o) => o.order.targets[0] === id && o.order.variant === variant)?.label;
    expect(label(hid('ras-halim', 'law', D))).toBe(
      'Rule Holding: raise your law holding (3) in Ras Halim to level 4 (1 GB, 4 RP)',
    );
    expect(label(hid('yazur', 'law', D))).toBe(
      'Rule Holding: clear the contest of your law holding (2) in Yazur (1 GB, 2 RP)',
    );
    expect(label(hid('harsa', 'guild', D), 'make-covert')).toBe(
      'Rule Holding: make your guild (1) in Harsa covert (3 GB, 3 RP)',
    );
    expect(label(hid('ras-halim', 'guild', D), 'make-covert')).toBeUndefined(); // at home
    const syl = allCarriedOut(s0, SY, 'rule-holding').filter(
      (o) => s0.holdings[o.order.targets[0]!]?.type === 'source',
    );
    expect(syl.length).toBe(3);
    expect(syl.every((o) => o.order.as === 'domain' && o.label.includes('by Ithariel'))).toBe(true);
    // a covert holding is ruled on covert terms (3 GB), and is not made covert again
    const hidden = setHolding(s0, hid('harsa', 'guild', D), { covert: true });
    const h = allCarriedOut(hidden, D, 'rule-holding').filter((o) => o.order.targets[0] === hid('harsa', 'guild', D));
    expect(new Set(h.map((o) => o.label))).toEqual(
      new Set(['Rule Holding: raise your guild (1) in Harsa to level 2 (3 GB, 2 RP)']),
    );
  });

  it('1.9 #32 J-83 at the cap, a Rebellious province’s uncontested holding, a source by a non-caster, a home law made covert: not offered', () => {
    const s = six({
      holdings: [{ province: 'djafra', type: 'law', owner: D, level: 6 }],
      loyalty: { maqam: 'rebellious' },
    });
    refusedAndNotOffered(s, D, { action: 'rule-holding', targets: [hid('djafra', 'law', D)] });
    refusedAndNotOffered(s, D, { action: 'rule-holding', targets: [hid('maqam', 'law', D)] });
    refusedAndNotOffered(s, D, { action: 'rule-holding', variant: 'make-covert', targets: [hid('yazur', 'law', D)] });
    refusedAndNotOffered(s, SY, {
      action: 'rule-holding',
      as: 'lieutenant',
      overseer: `${SY}:lt1`,
      targets: [hid('ilvanthe', 'source', SY)],
    });
    // another domain's holding
    refusedAndNotOffered(s, D, { action: 'rule-holding', targets: [hid('djafra', 'temple', 'temple-of-sarma')] });
  });
});

describe('1.9 the holding and province proposals at an ordinary start', () => {
  it('1.9 at a seeded start every offered order of these actions, for every seated domain, is carried out', () => {
    const s = botUntil(begin({ regents: 6 }).state, (x) => x.phase !== 'creation');
    expect(s.phase).not.toBe('creation');
    let n = 0;
    for (const d of s.regents) {
      if (!s.domains[d].seated) continue;
      for (const o of offeredOrders(s, d).filter((x) => HOLDING_ACTIONS.includes(x.order.action as ActionId))) {
        n++;
        expect(idsIn(s, o.label), o.label).toEqual([]);
        const r = resolveAlone(s, d, o.order).result;
        expect(refused(r), `${d} ${o.label}: ${r.text}`).toBe(false);
      }
    }
    expect(n).toBeGreaterThan(100);
  });
});
