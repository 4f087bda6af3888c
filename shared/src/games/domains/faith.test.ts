/**
 * The state religion's weight on the common roll (checklist 1.12.1, rules/faith.ts): the recognised
 * faith's own actions in the realm (Agitate −2, the rest −1), its opposition to the ruler's actions
 * there (+2, whatever it spends, outlasting cancellation where it still holds most temple levels), the
 * ruler's Rule Province and law Rule Holding (−1 where the faith holds most of a province's temple
 * levels, −2 where it holds them all), and a domain that is its own faith.
 */
import { describe, expect, it } from 'vitest';
import type { DomainId } from './data/index.ts';
import { resolveAlone } from './rules/proposals/testkit.ts';
import type { OrderState, State } from './rules/state.ts';
import { sandbox } from './testkit.ts';

const DOC = 'princedom-of-docandragh' as DomainId;
const ZHA = 'zhainge-valley' as DomainId;
const P = 'qasr-zhainge';

/** Two regents; Docandragh's temple of `temples` levels in Qasr Zhaïnge; the Zhaïnge Valley recognises it when `recognised`. */
function realm(temples: number, recognised = true): State {
  const s = structuredClone(
    sandbox(
      { round: 2, holdings: temples ? [{ province: P, type: 'temple', owner: DOC, level: temples }] : [] },
      { regents: 2 },
    ),
  );
  for (const h of Object.values(s.holdings))
    if (h.province === P && h.type === 'temple' && h.owner !== DOC) delete s.holdings[h.id];
  if (recognised) s.domains[ZHA].stateReligion = DOC;
  return s;
}
const level = (s: State) => s.provinces[P]!.level;
const faithMods = (s: State, d: DomainId, o: OrderState) => {
  const r = resolveAlone(s, d, o, [20]).result;
  if (!r.roll) throw new Error(`not rolled: ${r.text}`);
  return r.roll.mods.filter((m) => m.ref === '1.12.1');
};
const ruleProvince: OrderState = { action: 'rule-province', as: 'domain', targets: [P] };
const ruleLaw = (s: State): OrderState => ({
  action: 'rule-holding',
  as: 'domain',
  targets: [Object.values(s.holdings).find((h) => h.province === P && h.owner === ZHA && h.type === 'law')!.id],
});

describe('1.12.1 the ruler’s rule bonuses where the state religion holds the temples', () => {
  it('1.12.1 Rule Province: −2 with every temple level the faith’s, −1 with most, none with half', () => {
    const n = level(realm(1));
    expect(faithMods(realm(n), ZHA, ruleProvince)).toEqual([
      expect.objectContaining({
        value: -2,
        label: expect.stringContaining('holds every temple level in Qasr Zhaïnge'),
      }),
    ]);
    const most = Math.floor(n / 2) + 1;
    expect(faithMods(realm(most), ZHA, ruleProvince)).toEqual([
      expect.objectContaining({ value: -1, label: expect.stringContaining('holds most temple levels') }),
    ]);
    // exactly half is no majority
    if (n % 2 === 0) expect(faithMods(realm(n / 2), ZHA, ruleProvince)).toEqual([]);
    expect(faithMods(realm(most - 1), ZHA, ruleProvince)).toEqual([]);
    // not recognised: nothing
    expect(faithMods(realm(n, false), ZHA, ruleProvince)).toEqual([]);
  });

  it('1.12.1 Rule Holding: the ruler’s law holding takes the bonus, his other holdings do not', () => {
    const s = realm(level(realm(1)));
    expect(faithMods(s, ZHA, ruleLaw(s)).map((m) => m.value)).toEqual([-2]);
    const guild = Object.values(s.holdings).find((h) => h.owner === ZHA && h.type === 'guild');
    if (guild) expect(faithMods(s, ZHA, { action: 'rule-holding', as: 'domain', targets: [guild.id] })).toEqual([]);
  });
});

describe('1.12.1 the faith’s own actions in the realm', () => {
  const agitate: OrderState = { action: 'agitate', as: 'domain', targets: [P], params: { direction: 'lower' } };
  it('1.12.1 Agitate −2 and Rule Holding of its temple −1 within the realm; nothing in its own lands or unrecognised', () => {
    const s = realm(2);
    expect(faithMods(s, DOC, agitate).map((m) => m.value)).toEqual([-2]);
    const temple: OrderState = { action: 'rule-holding', as: 'domain', targets: [`${P}:temple:${DOC}`] };
    expect(faithMods(s, DOC, temple)).toEqual([
      expect.objectContaining({ value: -1, label: "the state religion of Qasr Zhaïnge's realm" }),
    ]);
    expect(faithMods(realm(2, false), DOC, agitate)).toEqual([]);
    expect(faithMods(realm(2, false), DOC, temple)).toEqual([]);
  });

  it('1.12.1 a domain that is its own state religion keeps the rule and Agitate bonuses, not the −1 on the rest', () => {
    const s = realm(0, false);
    s.domains[ZHA].stateReligion = ZHA;
    s.holdings[`${P}:temple:${ZHA}`] = {
      ...Object.values(s.holdings).find((h) => h.province === P)!,
      id: `${P}:temple:${ZHA}`,
      type: 'temple',
      owner: ZHA,
      level: level(s),
      covert: false,
      contested: false,
    };
    expect(faithMods(s, ZHA, ruleProvince).map((m) => m.value)).toEqual([-2]);
    // (the ruler raises his own province's loyalty: from average)
    s.provinces[P]!.loyalty = 'average';
    expect(faithMods(s, ZHA, { ...agitate, params: { direction: 'raise' } })).toEqual([
      expect.objectContaining({ value: -2, label: "its own faith of Qasr Zhaïnge's realm" }),
    ]);
    // its own temple's Rule Holding takes no −1 (room to rise: the temple at 1)
    s.holdings[`${P}:temple:${ZHA}`]!.level = 1;
    expect(faithMods(s, ZHA, { action: 'rule-holding', as: 'domain', targets: [`${P}:temple:${ZHA}`] })).toEqual([]);
  });
});

describe('1.12.1 the state religion’s opposition to its ruler', () => {
  const opposed = (s: State, rp = 0) => {
    const x = structuredClone(s);
    x.sheets[DOC] = { orders: [], backing: [{ domain: ZHA, order: 0, side: 'oppose', rp, gb: 0 }], in: true };
    return resolveAlone(x, ZHA, ruleProvince, [20]).result.roll!.mods;
  };
  const weight = (mods: { label: string; value: number }[]) =>
    mods.filter((m) => m.label.includes('the state religion') && m.label.startsWith('opposed by')).map((m) => m.value);

  it('1.12.1 opposing the ruler’s action in his realm weighs +2 even with nothing spent, beside what it spends, holding or no holding', () => {
    expect(weight(opposed(realm(2)))).toEqual([2]);
    const spent = opposed(realm(2), 3);
    expect(weight(spent)).toEqual([2]);
    expect(spent).toContainEqual(expect.objectContaining({ label: 'opposition from other regents', value: 3 }));
    // a faith the ruler does not recognise weighs only what it spends
    expect(weight(opposed(realm(2, false), 3))).toEqual([]);
  });

  it('1.12.1 the weight outlasts cancellation where the faith still holds most temple levels, and only there', () => {
    const n = level(realm(1));
    const spurned = (temples: number) => {
      const s = realm(temples, false);
      s.domains[ZHA].spurnedFaiths = [DOC];
      return s;
    };
    expect(weight(opposed(spurned(n)))).toEqual([2]);
    expect(weight(opposed(spurned(Math.floor(n / 2))))).toEqual([]);
  });
});
