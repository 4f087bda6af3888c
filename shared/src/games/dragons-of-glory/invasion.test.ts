/**
 * Invasion set off by movement (DG-INV-01, 03..11) with the worked example of Fielder (DG-TC-01) and AMB-15
 * (the invader moves on, unless the armies just placed stand next to it). Dice are scripted: each roll is
 * a d10 against the roller's rating, the non-invader first with +2.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { getHex, type Side } from './data/index.ts';
import type { State } from './rules/state.ts';
import { act, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';

type Placed = Sandbox['units'][number];
const hl = (id: string, hex: string): Placed => ({ id, hex, side: 'highlord' });

/** The Highlord moves; Fielder (and everything else but the Dominion) is neutral. */
function start(units: Placed[], nations: Sandbox['nations'] = {}, mover: Side = 'highlord'): State {
  return sandbox({ units, mover, nations: { dominion: 'highlord', ...nations } });
}
const move = (s: State, units: string[], to: string, dice: number[] = []) =>
  act(s, s.mover!, { type: 'move', units, to }, dice);
type Move = Extract<Command, { type: 'move' }>;

// 2522 is land of no nation beside Fielder's 2422.
const EDGE = '2522';
const FIELDER = '2422';

describe('invasion by movement (DG-INV)', () => {
  it('DG-INV-01 an army entering a neutral nation’s hex draws it in; a leader does not, nor marching beside it', () => {
    expect(getHex(EDGE).nation).toBeNull();
    expect(getHex(FIELDER).nation).toBe('fielder');
    const s = start([hl('red-inf-1', EDGE), hl('verminaard', '2622')]);
    const r = move(s, ['red-inf-1'], FIELDER, [1]);
    expect(ofType(r.events, 'activationRolled')[0]).toMatchObject({ nation: 'fielder', invasion: 'highlord' });
    expect(r.state.nations.fielder.status).not.toBe('neutral');
    // Along the border, on land of no nation: nothing happens.
    const along = move(s, ['red-inf-1'], '2623');
    expect(ofType(along.events, 'activationRolled')).toEqual([]);
    // A leader is not an army (DG-MOV-12): he walks in and nobody rolls.
    const led = move(s, ['verminaard'], '2421');
    expect(ofType(led.events, 'activationRolled')).toEqual([]);
    expect(led.state.nations.fielder.status).toBe('neutral');
    expect(led.state.units.verminaard!.hex).toBe('2421');
  });

  it('DG-INV-02 a ship sailing along a neutral coast draws nobody in', () => {
    for (const h of ['1517', '1617', '1717']) expect(getHex(h).terrain).toBe('sea');
    expect(getHex('1618').nation).toBe('fielder');
    const s = start([hl('dominion-ship-1', '1517')]);
    const r = act(s, 'highlord', { type: 'moveShip', ship: 'dominion-ship-1', to: '1717' });
    expect(r.state.units['dominion-ship-1']!.hex).toBe('1717');
    expect(ofType(r.events, 'activationRolled')).toEqual([]);
    expect(r.state.nations.fielder.status).toBe('neutral');
  });

  it('DG-INV-03 a flier passing over a neutral hex invades: its move ends in the first one', () => {
    const s = start([hl('red-dragon-1', EDGE)]);
    // 2321 is two hexes in: every way there crosses Fielder first.
    expect(getHex('2321').nation).toBe('fielder');
    rejects(s, 'highlord', { type: 'move', units: ['red-dragon-1'], to: '2321' }, 'rule/out_of_reach');
    const targets = dragonsOfGlory
      .choices(s, 'highlord')
      .filter((c) => c.command.type === 'move')
      .map((c) => (c.command as Move).to);
    expect(targets).toContain(FIELDER);
    expect(targets).not.toContain('2321');
    // The choice warns of what it sets off.
    const choice = dragonsOfGlory.choices(s, 'highlord').find((c) => c.target === FIELDER)!;
    expect(choice.label).toContain('invades Fielder');
    expect(choice.confirm).toBeTruthy();
  });

  it('DG-INV-04 all movement stops at once: the stack ends there and the roll-off comes before anything else', () => {
    const s = start([hl('red-inf-1', EDGE), hl('red-cav', EDGE), hl('verminaard', EDGE)]);
    rejects(
      s,
      'highlord',
      { type: 'move', units: ['red-inf-1', 'red-cav', 'verminaard'], to: '2321' },
      'rule/out_of_reach',
    );
    const r = move(s, ['red-inf-1', 'red-cav', 'verminaard'], FIELDER, [10, 10, 1]);
    const types = r.events.map((e) => e.type);
    const at = types.indexOf('moved');
    expect(types.slice(at + 1, at + 4)).toEqual(['activationRolled', 'activationRolled', 'activationRolled']);
    expect(ofType(r.events, 'moved')[0]!.path).toEqual([EDGE, FIELDER]);
    for (const id of ['red-inf-1', 'red-cav', 'verminaard']) expect(r.state.units[id]!.hex).toBe(FIELDER);
  });

  it('DG-INV-05 the non-invader rolls first, with +2 to its rating on each of its rolls', () => {
    const s = start([hl('red-inf-1', EDGE)]);
    const rolls = ofType(move(s, ['red-inf-1'], FIELDER, [8, 5, 8, 5, 6]).events, 'activationRolled');
    const ws = rolls.filter((x) => x.side === 'whitestone');
    expect(rolls[0]!.side).toBe('whitestone');
    expect(ws.length).toBe(3);
    for (const x of ws) {
      expect(x.rating).toBe(7);
      expect(x.mods).toEqual([expect.objectContaining({ value: 2, rule: 'DG-INV-05' })]);
    }
  });

  it('DG-INV-06 the invader rolls against its normal rating, with no bonus', () => {
    const s = start([hl('red-inf-1', EDGE)]);
    const rolls = ofType(move(s, ['red-inf-1'], FIELDER, [8, 4, 6]).events, 'activationRolled');
    expect(rolls[1]).toMatchObject({ side: 'highlord', die: 4, rating: 3, success: false, mods: [] });
    expect(rolls[2]).toMatchObject({ side: 'whitestone', success: true });
  });

  it('DG-INV-07 the rolls go on until one side succeeds, and the nation may join the invader', () => {
    const s = start([hl('red-inf-1', EDGE)]);
    const r = move(s, ['red-inf-1'], FIELDER, [10, 9, 10, 9, 10, 3]);
    const rolls = ofType(r.events, 'activationRolled');
    expect(rolls.map((x) => x.success)).toEqual([false, false, false, false, false, true]);
    expect(rolls.at(-1)!.side).toBe('highlord');
    expect(ofType(r.events, 'nationJoined')[0]).toMatchObject({ nation: 'fielder', side: 'highlord', how: 'invasion' });
    expect(r.state.stage).toEqual({
      kind: 'place',
      side: 'highlord',
      nation: 'fielder',
      resume: { kind: 'movement', side: 'highlord' },
    });
  });

  it('DG-INV-08 the winner places the nation before the invader carries on', () => {
    const s = start([hl('red-inf-1', EDGE), hl('red-inf-2', '2623')]);
    const r = move(s, ['red-inf-1'], FIELDER, [1]);
    expect(r.state.stage).toMatchObject({ kind: 'place', side: 'whitestone', nation: 'fielder' });
    expect(dragonsOfGlory.pending(r.state).map((p) => p.seat)).toEqual(['whitestone']);
    rejects(r.state, 'highlord', { type: 'move', units: ['red-inf-2'], to: '2622' }, 'rule/not_your_turn');
    const placed = act(r.state, 'whitestone', { type: 'placeAtHome' });
    expect(ofType(placed.events, 'placed')[0]!.side).toBe('whitestone');
    expect(placed.state.stage).toEqual({ kind: 'movement', side: 'highlord' });
    expect(move(placed.state, ['red-inf-2'], '2622').state.units['red-inf-2']!.hex).toBe('2622');
  });

  it('DG-INV-09 the invader moves on with its remaining MP (AMB-15)', () => {
    const s = start([hl('red-inf-1', EDGE)]);
    // Highlord wins Fielder (WS 10, HL 1) and places it at home, far from here.
    const won = move(s, ['red-inf-1'], FIELDER, [10, 1]).state;
    const home = act(won, 'highlord', { type: 'placeAtHome' }).state;
    expect(home.flags['red-inf-1']!.stopped).toBeUndefined();
    const on = move(home, ['red-inf-1'], '2321');
    expect(ofType(on.events, 'moved')[0]!.costs['red-inf-1']).toBe(1);
    expect(on.state.flags['red-inf-1']!.mp).toBe(2);
  });

  it('DG-INV-09 an invading ground army next to the armies just placed stops (AMB-15)', () => {
    const s = start([hl('red-inf-1', EDGE)]);
    const lost = move(s, ['red-inf-1'], FIELDER, [6]).state;
    expect(lost.stage).toMatchObject({ kind: 'place', side: 'whitestone' });
    // Whitestone puts a Fielder army beside the invader in 2421; the rest at home.
    const placements = [
      { id: 'fielder-foot-1', hex: '2421' },
      { id: 'fielder-foot-2', hex: '1621' },
      { id: 'fielder-riders-1', hex: '1621' },
      { id: 'fielder-chief', hex: '1621' },
      { id: 'fielder-foot-3', hex: '1918' },
      { id: 'fielder-riders-2', hex: '1918' },
    ];
    const next = act(lost, 'whitestone', { type: 'placeNation', placements }).state;
    expect(next.stage).toEqual({ kind: 'movement', side: 'highlord' });
    rejects(next, 'highlord', { type: 'move', units: ['red-inf-1'], to: '2522' }, 'rule/stopped');
    expect(
      dragonsOfGlory
        .choices(next, 'highlord')
        .some((c) => c.command.type === 'move' && (c.command as Move).units.includes('red-inf-1')),
    ).toBe(false);
  });

  it('DG-INV-10 an invasion is apart from the Step 3 attempt and does not use it up', () => {
    const s = start([hl('red-inf-1', EDGE)]);
    expect(s.attempts).toEqual({});
    const r = move(s, ['red-inf-1'], FIELDER, [6]);
    expect(r.state.attempts).toEqual({});
  });

  it('DG-INV-01 the Tower Knights’ land is invaded as Solanthus', () => {
    expect(getHex('2106').nation).toBe('tower-knights');
    const s = start([hl('red-inf-1', '2105')], { palanthus: 'highlord' });
    const r = move(s, ['red-inf-1'], '2106', [1]);
    expect(ofType(r.events, 'activationRolled')[0]).toMatchObject({ nation: 'solanthus', side: 'whitestone' });
  });
});

describe('the worked example (DG-INV-11, DG-TC-01)', () => {
  it('DG-INV-11 DG-TC-01 a red dragon enters Fielder: WS 8 against 7, HL 5 against 3, WS 6 against 7; WS places, HL flies on', () => {
    const s = start([hl('red-dragon-1', EDGE)]);
    const r = move(s, ['red-dragon-1'], FIELDER, [8, 5, 6]);
    expect(r.left).toBe(0);
    const rolls = ofType(r.events, 'activationRolled');
    expect(rolls.map(({ side, die, rating, success, invasion }) => ({ side, die, rating, success, invasion }))).toEqual(
      [
        { side: 'whitestone', die: 8, rating: 7, success: false, invasion: 'highlord' },
        { side: 'highlord', die: 5, rating: 3, success: false, invasion: 'highlord' },
        { side: 'whitestone', die: 6, rating: 7, success: true, invasion: 'highlord' },
      ],
    );
    expect(ofType(r.events, 'nationJoined')).toEqual([
      { type: 'nationJoined', nation: 'fielder', side: 'whitestone', how: 'invasion' },
    ]);
    expect(r.state.stage).toEqual({
      kind: 'place',
      side: 'whitestone',
      nation: 'fielder',
      resume: { kind: 'movement', side: 'highlord' },
    });
    expect(dragonsOfGlory.pending(r.state).map((p) => p.seat)).toEqual(['whitestone']);
    // Whitestone places all of Fielder's forces.
    const placed = act(r.state, 'whitestone', { type: 'placeAtHome' });
    const ids = ofType(placed.events, 'placed')[0]!.units.map((u) => u.id);
    expect(ids.sort()).toEqual(
      [
        'fielder-chief',
        'fielder-foot-1',
        'fielder-foot-2',
        'fielder-foot-3',
        'fielder-riders-1',
        'fielder-riders-2',
      ].sort(),
    );
    // Then the Highlord resumes: the dragon, 1 MP spent, may fly on with 9.
    expect(placed.state.stage).toEqual({ kind: 'movement', side: 'highlord' });
    expect(
      dragonsOfGlory
        .choices(placed.state, 'highlord')
        .some((c) => c.command.type === 'move' && (c.command as Move).units.includes('red-dragon-1')),
    ).toBe(true);
    const on = move(placed.state, ['red-dragon-1'], '2321');
    expect(on.state.units['red-dragon-1']!.hex).toBe('2321');
    expect(on.state.flags['red-dragon-1']!.mp).toBe(2);
  });
});
