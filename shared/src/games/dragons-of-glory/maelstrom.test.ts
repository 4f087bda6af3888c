/**
 * The Maelstrom (DG-MAEL-01..06): entering it and the table, the roll at the start of the owner's own
 * movement (AMB-19), the escape of a ship next to it (DG-MAEL-04/05), movement after coming out (AMB-20).
 * Sandboxes around the gulf between Kern and Mithas; the map facts are checked first.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import { getHex, MAELSTROM, MAELSTROM_EDGE, MAELSTROM_EXITS, neighbours, type Side } from './data/index.ts';
import { trapped } from './rules/sea.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';

const NATIONS = { dominion: 'highlord', palanthus: 'whitestone', pirates: 'whitestone' } as const;
type U = { id: string; hex?: string; river?: string; aboard?: string; maelstrom?: boolean };

function start(units: U[], o: { mover?: Side; step?: 'movement' | 'combat' } = {}): State {
  return sandbox({ units, nations: NATIONS, mover: o.mover ?? 'whitestone', step: o.step ?? 'movement' });
}
const sail = (ship: string, to: string): Command => ({ type: 'moveShip', ship, to });

// Pirate Ships I (MA 9) waits at 4412, one step from the Maelstrom's edge hex 4413.
const BY = '4412';
const EDGE = '4413';
const INSIDE = '4513';
const PIRATE = 'pirate-ship-1';
const into = (s: State, dice: number[]) => act(s, 'whitestone', sail(PIRATE, EDGE), dice);

describe('map facts', () => {
  it('has a Maelstrom with edge hexes, an inner hex, and sea around it', () => {
    expect(MAELSTROM_EDGE).toContain(EDGE);
    expect(MAELSTROM).toContain(INSIDE);
    expect(MAELSTROM_EDGE).not.toContain(INSIDE);
    expect(neighbours(BY)).toContain(EDGE);
    expect(getHex(BY).terrain).toBe('sea');
    expect(MAELSTROM_EXITS).toContain(BY);
    expect(MAELSTROM_EXITS).toContain('4511');
  });
});

describe('entering the Maelstrom (DG-MAEL-01/02)', () => {
  it('DG-MAEL-01 a ship enters by an edge hex and rolls at once', () => {
    const s = start([{ id: PIRATE, hex: BY }]);
    const { state, events, left } = into(s, [3]);
    expect(left).toBe(0);
    expect(ofType(events, 'maelstromRolled')).toEqual([
      { type: 'maelstromRolled', ship: PIRATE, hex: EDGE, die: 3, result: 'stays' },
    ]);
    expect(state.units[PIRATE]).toMatchObject({ hex: EDGE, maelstrom: true });
    // Never straight into its heart, and an ordinary move never passes through it.
    rejects(s, 'whitestone', sail(PIRATE, INSIDE), 'rule/maelstrom_edge');
    const far = start([{ id: PIRATE, hex: '4312' }]);
    const cs = dragonsOfGlory.choices(far, 'whitestone').filter((c) => c.command.type === 'moveShip');
    expect(cs.some((c) => (c.command as { to: string }).to === INSIDE)).toBe(false);
    const m = cs.find((c) => (c.command as { to: string }).to === EDGE)!;
    expect(m.label).toContain('into the Maelstrom');
    expect(m.confirm).toBeTruthy();
  });

  it('DG-MAEL-02 a 1 sinks the ship with all aboard: army to the pool, leaders roll, wizards reappear', () => {
    const s = start([
      { id: PIRATE, hex: BY },
      { id: 'palanthus-guard', hex: BY, aboard: PIRATE },
      { id: 'maquesta', hex: BY, aboard: PIRATE },
      { id: 'palanthus-lord', hex: BY, aboard: PIRATE },
      { id: 'white-robe', hex: BY, aboard: PIRATE },
      { id: 'palanthus-militia-1', hex: '4311' },
      { id: 'palanthus-militia-2', hex: '2104' },
      { id: 'palanthus-ship-1', hex: '4312' },
    ]);
    // Maelstrom 1; Maquesta 2 (lost); the Lord of Palanthus 5 (saved).
    const { state, events, left } = into(s, [1, 2, 5]);
    expect(left).toBe(0);
    expect(state.units[PIRATE]!.where).toBe('removed');
    expect(state.units['palanthus-guard']!.where).toBe('pool');
    expect(ofType(events, 'leaderAtSea')).toEqual([
      { type: 'leaderAtSea', leader: 'maquesta', die: 2, survived: false, hex: null },
      { type: 'leaderAtSea', leader: 'palanthus-lord', die: 5, survived: true, hex: '4311' },
    ]);
    expect(state.units.maquesta!.where).toBe('removed');
    expect(state.units['palanthus-lord']).toMatchObject({ where: 'map', hex: '4311', aboard: null });
    // The nearest friendly army or ship: the Palanthian Fleet next door (4312 is one from 4413, 4311 two).
    expect(state.units['white-robe']).toMatchObject({ where: 'map', hex: '4312', aboard: 'palanthus-ship-1' });
  });

  it('DG-MAEL-02 2 to 5: the ship stays in the Maelstrom for the Turn', () => {
    for (const die of [2, 5]) {
      const { state } = into(start([{ id: PIRATE, hex: BY }]), [die]);
      expect(state.units[PIRATE]!.maelstrom).toBe(true);
      expect(state.stage).toEqual({ kind: 'movement', side: 'whitestone' });
      rejects(state, 'whitestone', sail(PIRATE, BY), 'rule/in_maelstrom');
    }
  });

  it('DG-MAEL-02 6 to 8: the opponent picks the sea hex it comes out in', () => {
    for (const die of [6, 8]) {
      const s = start([
        { id: PIRATE, hex: BY },
        { id: 'dominion-ship-1', hex: '4312' },
      ]);
      const { state } = into(s, [die]);
      expect(state.stage).toEqual({ kind: 'maelstrom-exit', side: 'highlord', ship: PIRATE });
      expect(dragonsOfGlory.pending(state).map((p) => p.seat)).toEqual(['highlord']);
      const exits = dragonsOfGlory.choices(state, 'highlord').map((c) => (c.command as { hex: string }).hex);
      expect(exits).toEqual(MAELSTROM_EXITS.filter((h) => h !== '4312'));
      rejects(state, 'whitestone', { type: 'maelstromExit', hex: '4511' }, 'rule/not_your_turn');
      rejects(state, 'highlord', { type: 'maelstromExit', hex: '4410' }, 'rule/not_an_exit');
      rejects(state, 'highlord', { type: 'maelstromExit', hex: '4312' }, 'rule/not_an_exit');
      const out = act(state, 'highlord', { type: 'maelstromExit', hex: '4511' });
      expect(out.state.units[PIRATE]).toMatchObject({ hex: '4511', maelstrom: false });
      expect(out.state.stage).toEqual({ kind: 'movement', side: 'whitestone' });
    }
  });

  it('DG-MAEL-02 9 or 10: its owner picks the sea hex it comes out in', () => {
    for (const die of [9, 10]) {
      const { state } = into(start([{ id: PIRATE, hex: BY }]), [die]);
      expect(state.stage).toEqual({ kind: 'maelstrom-exit', side: 'whitestone', ship: PIRATE });
      const out = act(state, 'whitestone', { type: 'maelstromExit', hex: '4714' });
      expect(out.state.units[PIRATE]).toMatchObject({ hex: '4714', maelstrom: false });
    }
  });
});

describe('caught in the Maelstrom (DG-MAEL-03)', () => {
  it('DG-MAEL-03 a ship still inside rolls at the start of its owner’s own movement (AMB-19)', () => {
    // Highlord moved first; its Combat Step ends and Whitestone's movement begins.
    const s = start(
      [
        { id: PIRATE, hex: EDGE, maelstrom: true },
        { id: 'dominion-ship-1', hex: '4414', maelstrom: true },
      ],
      { mover: 'highlord', step: 'combat' },
    );
    const { state, events, left } = act(s, 'highlord', { type: 'endCombat' }, [4]);
    expect(left).toBe(0);
    expect(ofType(events, 'maelstromRolled')).toEqual([
      { type: 'maelstromRolled', ship: PIRATE, hex: EDGE, die: 4, result: 'stays' },
    ]);
    expect(state.stage).toEqual({ kind: 'movement', side: 'whitestone' });
    expect(state.units['dominion-ship-1']!.maelstrom).toBe(true);
  });

  it('DG-MAEL-03 the roll at the start may free it: 9 and the owner places it, then it sails', () => {
    const s = start([{ id: PIRATE, hex: EDGE, maelstrom: true }], { mover: 'highlord', step: 'combat' });
    const { state } = act(s, 'highlord', { type: 'endCombat' }, [9]);
    expect(state.stage).toEqual({ kind: 'maelstrom-exit', side: 'whitestone', ship: PIRATE });
    const out = act(state, 'whitestone', { type: 'maelstromExit', hex: '4412' }).state;
    expect(out.stage).toEqual({ kind: 'movement', side: 'whitestone' });
    act(out, 'whitestone', sail(PIRATE, '4404'));
  });

  it('DG-MAEL-03 a ship that went in this Turn stays for the rest of it and rolls next Turn', () => {
    const { state } = into(start([{ id: PIRATE, hex: BY }]), [3]);
    expect(trapped(state, 'whitestone')).toEqual([]);
    const tx = new Tx(state, scriptedDice([]));
    tx.emit({ type: 'turnBegun', turn: state.turn + 1 });
    expect(trapped(tx.state, 'whitestone').map((u) => u.id)).toEqual([PIRATE]);
  });
});

describe('the escape (DG-MAEL-04/05)', () => {
  // Whitestone's pirate ship waits at 4412 beside the Maelstrom; a Dominion ship sails from 4410 to 4411.
  const ESC = () =>
    start(
      [
        { id: PIRATE, hex: BY },
        { id: 'dominion-ship-1', hex: '4410' },
        { id: 'dominion-ship-2', hex: '4409' },
      ],
      { mover: 'highlord' },
    );

  it('DG-MAEL-04 an enemy ship coming next to a ship beside the Maelstrom lets it dive in; it rolls at once', () => {
    const s = ESC();
    expect(neighbours('4410')).not.toContain(BY);
    const a = act(s, 'highlord', sail('dominion-ship-1', '4411'));
    expect(a.state.stage).toEqual({ kind: 'escape', side: 'whitestone', ships: [PIRATE] });
    rejects(a.state, 'highlord', sail('dominion-ship-1', '4410'), 'rule/not_your_turn');
    const b = act(a.state, 'whitestone', { type: 'escape', ships: [PIRATE] }, [3]);
    expect(ofType(b.events, 'maelstromRolled')[0]).toMatchObject({
      ship: PIRATE,
      die: 3,
      result: 'stays',
      escape: true,
    });
    expect(b.state.units[PIRATE]!.maelstrom).toBe(true);
    // The enemy then moves on.
    expect(b.state.stage).toEqual({ kind: 'movement', side: 'highlord' });
    act(b.state, 'highlord', sail('dominion-ship-1', '4412'));
  });

  it('DG-MAEL-04 the owner may stay and face them; a deadline stays (checklist §2 row 6)', () => {
    const a = act(ESC(), 'highlord', sail('dominion-ship-1', '4411')).state;
    expect(dragonsOfGlory.onTimeout(a, 'whitestone')).toEqual({ type: 'escape', ships: [] });
    const b = act(a, 'whitestone', { type: 'escape', ships: [] });
    expect(ofType(b.events, 'maelstromRolled')).toEqual([]);
    expect(b.state.units[PIRATE]).toMatchObject({ hex: BY });
    expect(b.state.stage).toEqual({ kind: 'movement', side: 'highlord' });
    rejects(a, 'whitestone', { type: 'escape', ships: ['palanthus-ship-1'] }, 'rule/cannot_escape');
  });

  it('DG-MAEL-04 no prompt for an enemy ship that stays out of reach, or for a ship not beside the Maelstrom', () => {
    const far = act(ESC(), 'highlord', sail('dominion-ship-1', '4409'));
    expect(far.state.stage).toEqual({ kind: 'movement', side: 'highlord' });
    const s = start(
      [
        { id: PIRATE, hex: '4410' },
        { id: 'dominion-ship-1', hex: '4408' },
      ],
      { mover: 'highlord' },
    );
    expect(neighbours('4410').some((h) => MAELSTROM.includes(h))).toBe(false);
    expect(act(s, 'highlord', sail('dominion-ship-1', '4409')).state.stage).toEqual({
      kind: 'movement',
      side: 'highlord',
    });
  });

  it('DG-MAEL-05 a ship not moving tries the escape once a Turn', () => {
    const a = act(ESC(), 'highlord', sail('dominion-ship-1', '4411')).state;
    // It dives in and comes out at once (10, its owner picks 4412 again).
    let b = act(a, 'whitestone', { type: 'escape', ships: [PIRATE] }, [10]).state;
    expect(b.stage).toEqual({ kind: 'maelstrom-exit', side: 'whitestone', ship: PIRATE });
    b = act(b, 'whitestone', { type: 'maelstromExit', hex: BY }).state;
    expect(b.stage).toEqual({ kind: 'movement', side: 'highlord' });
    expect(b.flags[PIRATE]!.escaped).toBe(true);
    // A second enemy ship comes next to it: no second chance.
    const c = act(b, 'highlord', sail('dominion-ship-2', '4511'));
    expect(c.state.stage).toEqual({ kind: 'movement', side: 'highlord' });
  });
});

describe('coming out (DG-MAEL-06, AMB-20)', () => {
  it('DG-MAEL-06 after 9-10 the ship may use what is left of its allowance', () => {
    const s = start([{ id: PIRATE, hex: BY }]);
    let st = into(s, [9]).state;
    st = act(st, 'whitestone', { type: 'maelstromExit', hex: BY }).state;
    expect(st.flags[PIRATE]!.mp).toBe(1);
    // Eight of nine left: 4405 is eight steps from 4412, 4404 nine.
    act(st, 'whitestone', sail(PIRATE, '4405'));
    rejects(st, 'whitestone', sail(PIRATE, '4404'), 'rule/too_far');
  });

  it('DG-MAEL-06 after 6-8 its movement ends', () => {
    let st = into(start([{ id: PIRATE, hex: BY }]), [7]).state;
    st = act(st, 'highlord', { type: 'maelstromExit', hex: '4714' }).state;
    expect(st.units[PIRATE]!.hex).toBe('4714');
    rejects(st, 'whitestone', sail(PIRATE, '4713'), 'rule/ship_stopped');
  });

  it('DG-MAEL-06 a deadline on the way out takes the lowest free exit hex (checklist §2 row 5)', () => {
    const st = into(start([{ id: PIRATE, hex: BY }]), [6]).state;
    expect(dragonsOfGlory.onTimeout(st, 'highlord')).toEqual({ type: 'maelstromExit', hex: MAELSTROM_EXITS[0] });
  });
});
