/**
 * Stacking (DG-STK-01..07) at the end of every move, with AMB-25 (a fortress holds 2), AMB-26 (kender alone)
 * and AMB-27 (checked at the end of a move: passing through a full friendly hex is allowed).
 */
import { describe, expect, it } from 'vitest';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { getHex, groundStackLimit, placeAt, type Side } from './data/index.ts';
import type { State } from './rules/state.ts';
import { act, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';

type Placed = Sandbox['units'][number];
const ws = (id: string, hex: string): Placed => ({ id, hex, side: 'whitestone' });
const hl = (id: string, hex: string): Placed => ({ id, hex, side: 'highlord' });

function start(units: Placed[], mover: Side = 'whitestone', nations: Sandbox['nations'] = {}): State {
  return sandbox({
    units,
    mover,
    nations: { fielder: 'whitestone', caergoth: 'whitestone', hylo: 'whitestone', dominion: 'highlord', ...nations },
  });
}
const cmd = (units: string[], to: string): Command => ({ type: 'move', units, to });
const move = (s: State, units: string[], to: string) => act(s, s.mover!, cmd(units, to));
const refuses = (s: State, units: string[], to: string, code: string) =>
  rejects(s, s.mover!, cmd(units, to), `rule/${code}`);
const offered = (s: State, units: string[], to: string) =>
  dragonsOfGlory.choices(s, s.mover!).some((c) => {
    const m = c.command as Command;
    return m.type === 'move' && m.to === to && [...m.units].sort().join() === [...units].sort().join();
  });

describe('stacking (DG-STK)', () => {
  it('DG-STK-01 a hex holds 2 ground armies: a third may not end its move there', () => {
    expect(placeAt('2120')).toBeUndefined();
    const s = start([ws('fielder-foot-1', '2120'), ws('fielder-foot-2', '2120'), ws('fielder-foot-3', '2119')]);
    refuses(s, ['fielder-foot-3'], '2120', 'over_stacked');
    expect(offered(s, ['fielder-foot-3'], '2120')).toBe(false);
    const t = start([ws('fielder-foot-1', '2120'), ws('fielder-foot-3', '2119')]);
    expect(move(t, ['fielder-foot-3'], '2120').state.units['fielder-foot-3']!.hex).toBe('2120');
  });

  it('DG-STK-01 a fortified city holds 3, a fortress 2 (AMB-25), the High Clerist Tower 3', () => {
    expect(placeAt('1621')).toMatchObject({ id: 'fieldhold', kind: 'fortified-city' });
    expect(placeAt('1510')).toMatchObject({ id: 'westwatch', kind: 'fortress' });
    expect(placeAt('2106')).toMatchObject({ id: 'high-clerist-tower', kind: 'fortress' });
    expect(groundStackLimit('2106')).toBe(3);
    const city = start([
      ws('fielder-foot-1', '1621'),
      ws('fielder-foot-2', '1621'),
      ws('fielder-foot-3', '1620'),
      ws('fielder-riders-1', '1620'),
    ]);
    const third = move(city, ['fielder-foot-3'], '1621').state;
    expect(third.units['fielder-foot-3']!.hex).toBe('1621');
    refuses(third, ['fielder-riders-1'], '1621', 'over_stacked');
    refuses(city, ['fielder-foot-3', 'fielder-riders-1'], '1621', 'over_stacked');
    const fort = start([
      ws('caergoth-foot-1', '1510'),
      ws('caergoth-foot-2', '1510'),
      ws('caergoth-knights-1', '1610'),
    ]);
    refuses(fort, ['caergoth-knights-1'], '1510', 'over_stacked');
    const tower = start(
      [ws('caergoth-foot-1', '2106'), ws('caergoth-foot-2', '2106'), ws('caergoth-knights-1', '2105')],
      'whitestone',
      { palanthus: 'whitestone', 'tower-knights': 'whitestone' },
    );
    expect(move(tower, ['caergoth-knights-1'], '2106').state.units['caergoth-knights-1']!.hex).toBe('2106');
  });

  it('DG-STK-02 kender share a hex with no other kind of army (AMB-26), but with other kender and leaders', () => {
    const s = start([
      ws('hylo-kender-1', '2119'),
      ws('hylo-kender-2', '2121'),
      ws('fielder-foot-1', '2120'),
      ws('fielder-foot-2', '2122'),
      ws('gold-dragon-1', '2123'),
      ws('fielder-chief', '2123'),
    ]);
    refuses(s, ['hylo-kender-1'], '2120', 'kender_alone');
    refuses(s, ['fielder-foot-2'], '2121', 'kender_alone');
    // Air armies are armies too (AMB-26: only kender armies, plus leaders, wizards and ships).
    refuses(s, ['gold-dragon-1'], '2121', 'kender_alone');
    expect(move(s, ['hylo-kender-1'], '2121').state.units['hylo-kender-1']!.hex).toBe('2121');
    expect(move(s, ['fielder-chief'], '2121').state.units['fielder-chief']!.hex).toBe('2121');
  });

  it('DG-STK-03 a hex holds 2 air armies', () => {
    const s = start([ws('gold-dragon-1', '2120'), ws('gold-dragon-2', '2120'), ws('silver-dragon-1', '2119')]);
    refuses(s, ['silver-dragon-1'], '2120', 'over_stacked');
    const t = start([ws('gold-dragon-1', '2120'), ws('silver-dragon-1', '2119')]);
    expect(move(t, ['silver-dragon-1'], '2120').state.units['silver-dragon-1']!.hex).toBe('2120');
  });

  it('DG-STK-04 any number of leaders may share a hex', () => {
    const s = start([
      ws('fielder-foot-1', '2120'),
      ws('fielder-foot-2', '2120'),
      ws('fielder-chief', '2120'),
      ws('caergoth-lord', '2120'),
      ws('laurana', '2120'),
      ws('qualinesti-speaker', '2119'),
    ]);
    expect(move(s, ['qualinesti-speaker'], '2120').state.units['qualinesti-speaker']!.hex).toBe('2120');
  });

  it('DG-STK-05 the limits add up: 2 ground, 2 air and leaders in one hex', () => {
    const s = start([
      ws('fielder-foot-1', '2120'),
      ws('fielder-foot-2', '2120'),
      ws('gold-dragon-1', '2120'),
      ws('fielder-chief', '2120'),
      ws('gold-dragon-2', '2119'),
    ]);
    const t = move(s, ['gold-dragon-2'], '2120').state;
    expect(Object.values(t.units).filter((u) => u.hex === '2120').length).toBe(5);
  });

  it('DG-STK-06 armies never share a hex with enemy armies', () => {
    const s = start([ws('fielder-riders-1', '2119'), ws('gold-dragon-1', '2119'), hl('red-inf-1', '2121')]);
    refuses(s, ['gold-dragon-1'], '2121', 'enemy_hex');
    refuses(s, ['fielder-riders-1'], '2121', 'enemy_hex');
  });

  it('DG-STK-07 stacking counts at the end of a move: passing through a full friendly hex is allowed (AMB-27)', () => {
    // 2119 and 2121 share one neighbour, 2120: the only 2 MP way between them.
    expect(getHex('2120').terrain).toBe('clear');
    const s = start([ws('fielder-foot-1', '2120'), ws('fielder-foot-2', '2120'), ws('fielder-foot-3', '2119')]);
    const m = ofType(move(s, ['fielder-foot-3'], '2121').events, 'moved')[0]!;
    expect(m.path).toEqual(['2119', '2120', '2121']);
    expect(m.costs['fielder-foot-3']).toBe(2);
  });

  it('DG-STK-07 a carried army counts at the end of the carrier’s move', () => {
    const s = start(
      [
        ws('qualinesti-griffons', '2119'),
        ws('qualinesti-foot-1', '2119'),
        ws('fielder-foot-1', '2121'),
        ws('fielder-foot-2', '2121'),
      ],
      'whitestone',
      { qualinesti: 'whitestone' },
    );
    rejects(
      s,
      'whitestone',
      { type: 'move', units: ['qualinesti-griffons'], to: '2121', carry: 'qualinesti-foot-1' },
      'rule/over_stacked',
    );
    // Alone the griffons fit (air and ground limits are apart).
    expect(move(s, ['qualinesti-griffons'], '2121').state.units['qualinesti-griffons']!.hex).toBe('2121');
  });
});
