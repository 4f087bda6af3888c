/**
 * Placing a nation that joins (DG-ACT-08, DG-INV-08, AMB-06): every force of
 * it, inside its borders, on land it may stand on, within the stacking limits
 * (DG-STK-01..03, AMB-26), never with the enemy (DG-STK-06); the default puts
 * each at home or, where home is taken, in the nearest hex that takes it.
 */
import { describe, expect, it } from 'vitest';
import { getHex, neighbours } from './data/index.ts';
import { fits, homePlacements, placeChoices } from './rules/placement.ts';
import type { Stage } from './rules/state.ts';
import { placing as placeAny, resume } from './placement.testkit.ts';
import { act, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';

const FIELDER = [
  'fielder-foot-1',
  'fielder-foot-2',
  'fielder-riders-1',
  'fielder-chief',
  'fielder-foot-3',
  'fielder-riders-2',
];
/** Whitestone places Fielder, won in the Highlord's move; `extra` stands on the map already. */
const placing = (extra: { id: string; hex: string }[] = [], stage: Partial<Extract<Stage, { kind: 'place' }>> = {}) =>
  placeAny('fielder', 'whitestone', extra, { goodlund: 'whitestone' }, stage);

const home = [
  { id: 'fielder-foot-1', hex: '1621' },
  { id: 'fielder-foot-2', hex: '1621' },
  { id: 'fielder-riders-1', hex: '1621' },
  { id: 'fielder-chief', hex: '1621' },
  { id: 'fielder-foot-3', hex: '1918' },
  { id: 'fielder-riders-2', hex: '1918' },
];

describe('placing a nation that joins', () => {
  it('DG-ACT-08 the side that gains it is offered the placement at home, in words; nobody else', () => {
    const s = placing();
    const offer = placeChoices(s, 'whitestone');
    expect(offer).toEqual([
      { command: { type: 'placeAtHome' }, label: 'Place the forces of Fielder at their homes', group: 'Place' },
    ]);
    expect(placeChoices(s, 'highlord')).toEqual([]);
    expect(dragonsOfGlory.choices(s, 'whitestone')).toEqual(offer);
    // outside a placement there is nothing to place
    expect(placeChoices(sandbox({ units: [] }), 'whitestone')).toEqual([]);
  });

  it('DG-ACT-08 at home: every force where the deployment puts it, then the move it interrupted goes on', () => {
    const r = act(placing(), 'whitestone', { type: 'placeAtHome' });
    const placed = ofType(r.events, 'placed');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.units).toEqual(home);
    expect(placed[0]!.why).toBe('Fielder takes the field');
    for (const u of home) expect(r.state.units[u.id]).toMatchObject({ where: 'map', hex: u.hex, side: 'whitestone' });
    expect(r.state.stage).toEqual(resume);
  });

  it('AMB-06 where the enemy holds a home hex, its forces go to the nearest free hex of the nation, the lowest on a tie', () => {
    const s = placing([{ id: 'red-inf-1', hex: '1918' }]);
    const plan = homePlacements(s, 'fielder');
    const near = neighbours('1918')
      .filter((h) => getHex(h).nation === 'fielder' && getHex(h).terrain === 'clear')
      .sort()[0]!;
    expect(plan.filter((p) => p.id === 'fielder-foot-3' || p.id === 'fielder-riders-2')).toEqual([
      { id: 'fielder-foot-3', hex: near },
      { id: 'fielder-riders-2', hex: near },
    ]);
    // the rest still go home
    expect(plan.filter((p) => p.hex === '1621').map((p) => p.id)).toEqual(FIELDER.slice(0, 4));
    const r = act(s, 'whitestone', { type: 'placeAtHome' });
    expect(r.state.units['fielder-foot-3']!.hex).toBe(near);
  });

  it('AMB-06 a full nearest hex passes its forces on to the next', () => {
    // 1818, the lowest free neighbour of Straitwatch, already holds two Whitestone armies: the next, 1819, takes them
    const s = placing([
      { id: 'red-inf-1', hex: '1918' },
      { id: 'qualinesti-foot-1', hex: '1818' },
      { id: 'qualinesti-foot-2', hex: '1818' },
    ]);
    const plan = homePlacements(s, 'fielder').filter((p) => p.id === 'fielder-foot-3' || p.id === 'fielder-riders-2');
    expect(plan.map((p) => p.hex)).toEqual(['1819', '1819']);
  });

  it('DG-ACT-08 a placement names every force once, inside the nation, on land it may stand on', () => {
    const s = placing();
    const ok = home.map((u) => ({ ...u }));
    rejects(s, 'whitestone', { type: 'placeNation', placements: ok.slice(1) }, 'rule/bad_placement');
    rejects(s, 'whitestone', { type: 'placeNation', placements: [...ok.slice(1), ok[1]!] }, 'rule/bad_placement');
    rejects(
      s,
      'whitestone',
      { type: 'placeNation', placements: [...ok.slice(1), { id: 'red-inf-1', hex: '1621' }] },
      'rule/bad_placement',
    );
    const moved = (hex: string) => ok.map((u) => (u.id === 'fielder-foot-3' ? { ...u, hex } : u));
    rejects(s, 'whitestone', { type: 'placeNation', placements: moved('1810') }, 'rule/bad_placement'); // Caergoth
    rejects(s, 'whitestone', { type: 'placeNation', placements: moved('1321') }, 'rule/bad_placement'); // marsh
    const r = act(s, 'whitestone', { type: 'placeNation', placements: moved('1919') });
    expect(r.state.units['fielder-foot-3']!.hex).toBe('1919');
    expect(r.state.stage).toEqual(resume);
  });

  it('DG-STK-06 no force is placed where enemy armies stand', () => {
    const s = placing([{ id: 'red-inf-1', hex: '1919' }]);
    const ok = home.map((u) => (u.id === 'fielder-foot-3' ? { ...u, hex: '1919' } : u));
    rejects(s, 'whitestone', { type: 'placeNation', placements: ok }, 'rule/bad_placement');
  });

  it('DG-STK-01 two ground armies in an open hex, three in a fortified city: both sides of each limit', () => {
    const s = placing();
    const at = (moves: Record<string, string>) => home.map((u) => (moves[u.id] ? { ...u, hex: moves[u.id]! } : u));
    // an open hex (1919, plains): two armies yes, three no
    expect(() =>
      act(s, 'whitestone', {
        type: 'placeNation',
        placements: at({ 'fielder-foot-3': '1919', 'fielder-riders-2': '1919' }),
      }),
    ).not.toThrow();
    rejects(
      s,
      'whitestone',
      {
        type: 'placeNation',
        placements: at({ 'fielder-foot-3': '1919', 'fielder-riders-2': '1919', 'fielder-riders-1': '1919' }),
      },
      'rule/over_stacked',
    );
    // a fortified city (Fieldhold): three yes (the home deployment, the chief not counted), four no
    expect(() => act(s, 'whitestone', { type: 'placeNation', placements: home })).not.toThrow();
    rejects(
      s,
      'whitestone',
      { type: 'placeNation', placements: at({ 'fielder-foot-3': '1621' }) },
      'rule/over_stacked',
    );
    // an army of the side already there counts too: a third in Straitwatch's neighbour 1919 with one there
    const withFriend = placing([{ id: 'qualinesti-foot-1', hex: '1919' }]);
    rejects(
      withFriend,
      'whitestone',
      { type: 'placeNation', placements: at({ 'fielder-foot-3': '1919', 'fielder-riders-2': '1919' }) },
      'rule/over_stacked',
    );
  });

  it('DG-STK-03 AMB-26 air armies two to a hex; kender with no other army', () => {
    expect(fits(placing(), 'whitestone', '1919', ['gold-dragon-1', 'gold-dragon-2'])).toBe(true);
    expect(fits(placing(), 'whitestone', '1919', ['gold-dragon-1', 'gold-dragon-2', 'silver-dragon-1'])).toBe(false);
    const air = placing([
      { id: 'gold-dragon-1', hex: '1918' },
      { id: 'gold-dragon-2', hex: '1918' },
    ]);
    expect(fits(air, 'whitestone', '1918', ['fielder-foot-3'])).toBe(true);
    expect(fits(air, 'whitestone', '1918', ['silver-dragon-1'])).toBe(false);
    // kender alone: with kender yes, with any other army (a flier too) no, leaders aside
    const k = placing([{ id: 'goodlund-kender-1', hex: '1919' }]);
    expect(fits(k, 'whitestone', '1919', ['goodlund-kender-2', 'goodlund-warden'])).toBe(true);
    expect(fits(k, 'whitestone', '1919', ['fielder-foot-3'])).toBe(false);
    expect(fits(k, 'whitestone', '1919', ['gold-dragon-1'])).toBe(false);
    expect(fits(placing(), 'whitestone', '1919', ['goodlund-kender-1', 'fielder-foot-3'])).toBe(false);
  });

  it('DG-MOV-06 AMB-06 no force is placed on sea, marsh or desert, or with the enemy', () => {
    const s = placing([{ id: 'red-inf-1', hex: '1919' }]);
    expect(fits(s, 'whitestone', '1321', ['fielder-foot-3'])).toBe(false); // marsh
    expect(fits(s, 'whitestone', '0101', ['fielder-foot-3'])).toBe(false); // sea
    expect(fits(s, 'whitestone', '1919', ['fielder-foot-3'])).toBe(false); // the enemy
    expect(fits(s, 'highlord', '1919', ['red-inf-2'])).toBe(true);
    expect(fits(s, 'whitestone', '1818', ['fielder-foot-3'])).toBe(true);
  });

  it('a placement is the placing side’s, and only while it is asked', () => {
    const s = placing();
    rejects(s, 'highlord', { type: 'placeAtHome' }, 'rule/not_your_turn');
    rejects(sandbox({ units: [] }), 'highlord', { type: 'placeAtHome' }, 'rule/not_now');
  });
});
