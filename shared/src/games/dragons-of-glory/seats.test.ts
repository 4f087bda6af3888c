/**
 * A side shared by several people (issue: seats per side are a game option;
 * the creator chooses whether any seat takes the side's decisions or each
 * seat commands its own nations).
 */
import { describe, expect, it } from 'vitest';
import { NATIONS } from './data/index.ts';
import { countersOf, seatCommands, seatOfNation, seatOfUnit } from './rules/seats.ts';
import { act, dragonsOfGlory, rejects, sandbox } from './testkit.ts';

const units = [
  { id: 'red-inf-1', hex: '2923' },
  { id: 'blue-inf-1', hex: '3413' },
  { id: 'lord-soth', hex: '3406' },
  { id: 'qualinesti-foot-1', hex: '1525' },
];
const nations = { dominion: 'highlord', soth: 'highlord', qualinesti: 'whitestone' } as const;

describe('a shared side', () => {
  it('DG-SET-01 with two seats a side, either seat of the side may take its decisions', () => {
    const s = sandbox({ units, nations }, { seatsPerSide: 2 });
    expect(dragonsOfGlory.seats(dragonsOfGlory.configSchema.parse({ seatsPerSide: 2 }))).toEqual([
      'highlord-1',
      'highlord-2',
      'whitestone-1',
      'whitestone-2',
    ]);
    expect(dragonsOfGlory.pending(s).map((p) => p.seat)).toEqual(['highlord-1', 'highlord-2']);
    const a = dragonsOfGlory.choices(s, 'highlord-1').filter((c) => c.command.type === 'move');
    const b = dragonsOfGlory.choices(s, 'highlord-2').filter((c) => c.command.type === 'move');
    expect(a.length).toBeGreaterThan(0);
    expect(b.map((c) => c.label)).toEqual(a.map((c) => c.label));
    // the side's movement ends when either seat ends it
    const r = act(s, 'highlord-2', { type: 'endMovement' });
    expect(r.state.stage?.kind).not.toBe('movement');
    expect(dragonsOfGlory.choices(s, 'whitestone-1')).toEqual([]);
  });
});

describe('a side split by nation', () => {
  const cfg = { seatsPerSide: 2, split: 'by-nation' } as const;

  it('each seat moves only its own nations’ forces, and is refused the others’', () => {
    const s = sandbox({ units, nations }, cfg);
    const dom = seatOfNation(s, 'highlord', 'dominion');
    const soth = seatOfNation(s, 'highlord', 'soth');
    // the deal: the side's nations at war in the fixed order of the nations, one to each seat in turn
    const order = NATIONS.filter((n) => n === 'dominion' || n === 'soth');
    expect(seatOfNation(s, 'highlord', order[0]!)).toBe('highlord-1');
    expect(seatOfNation(s, 'highlord', order[1]!)).toBe('highlord-2');
    const moves = (seat: string) =>
      dragonsOfGlory
        .choices(s, seat)
        .filter((c) => c.command.type === 'move')
        .flatMap((c) => (c.command.type === 'move' ? c.command.units : []));
    expect(moves(dom)).toContain('red-inf-1');
    expect(moves(dom)).not.toContain('lord-soth');
    expect(moves(soth)).toContain('lord-soth');
    expect(moves(soth)).not.toContain('red-inf-1');
    const move = dragonsOfGlory
      .choices(s, dom)
      .find((c) => c.command.type === 'move' && c.command.units.includes('red-inf-1'))!.command;
    rejects(s, soth, move, 'rule/not_your_forces');
    // (the move may cross into a neutral and set off an invasion roll-off: dice enough for it)
    expect(() => act(s, dom, move, Array(40).fill(5))).not.toThrow();
  });

  it('the side’s Movement Step ends only when every seat has ended its part', () => {
    const s = sandbox({ units, nations }, cfg);
    const one = act(s, 'highlord-1', { type: 'endMovement' });
    expect(one.state.stage?.kind).toBe('movement');
    expect(dragonsOfGlory.pending(one.state).map((p) => p.seat)).toEqual(['highlord-2']);
    expect(dragonsOfGlory.choices(one.state, 'highlord-1')).toEqual([]);
    rejects(one.state, 'highlord-1', { type: 'endMovement' }, 'rule/not_your_turn');
    const both = act(one.state, 'highlord-2', { type: 'endMovement' });
    expect(both.state.stage?.kind).not.toBe('movement');
  });

  it('with one seat a side the split changes nothing', () => {
    const s = sandbox({ units, nations }, { split: 'by-nation' });
    expect(s.split).toBe(false);
    expect(act(s, 'highlord', { type: 'endMovement' }).state.stage?.kind).not.toBe('movement');
  });
});

describe('a nation joining a split side', () => {
  it('goes to the seat of the side commanding the fewest nations', () => {
    const s = sandbox({ units, nations }, { seatsPerSide: 2, split: 'by-nation' });
    const counts = (st: typeof s, seat: string) => Object.values(st.commanders).filter((x) => x === seat).length;
    // Whitestone's only nation at war went to its first seat: Fielder, joining now, goes to the second
    expect(counts(s, 'whitestone-1')).toBe(1);
    expect(counts(s, 'whitestone-2')).toBe(0);
    const joined = dragonsOfGlory.evolve(s, {
      type: 'nationJoined',
      nation: 'fielder',
      side: 'whitestone',
      how: 'roll',
    });
    expect(joined.commanders.fielder).toBe('whitestone-2');
  });
});

describe('who commands what on a split side', () => {
  const cfg = { seatsPerSide: 2, split: 'by-nation' } as const;

  it('a counter of no side is nobody’s; a wizard is the side’s first seat’s; a ship its nation’s', () => {
    const s = sandbox({ units: [...units, { id: 'black-robe-1', hex: '2923' }], nations }, cfg);
    expect(seatOfUnit(s, 'fielder-foot-1')).toBeNull(); // Fielder is neutral: no side
    expect(seatOfUnit(s, 'black-robe-1')).toBe('highlord-1');
    expect(seatOfUnit(s, 'lord-soth')).toBe(seatOfNation(s, 'highlord', 'soth'));
    // a nation whose commander is not of the side (conquered ships fighting on) falls to the first seat
    expect(seatOfNation({ ...s, commanders: { ...s.commanders, soth: 'whitestone-2' } }, 'highlord', 'soth')).toBe(
      'highlord-1',
    );
    expect(seatOfNation({ ...s, commanders: { ...s.commanders, soth: 'highlord-2' } }, 'highlord', 'soth')).toBe(
      'highlord-2',
    );
  });

  it('a command’s counters: its units, ships, carried army, wizard and ship', () => {
    expect(countersOf({ type: 'move', units: ['a', 'b'], to: '0101', carry: 'c' }).sort()).toEqual(['a', 'b', 'c']);
    expect(countersOf({ type: 'seaAttack', at: '0101', ships: ['s1'] })).toEqual(['s1']);
    expect(countersOf({ type: 'moveWizard', wizard: 'w', hex: '0101', ship: 's' }).sort()).toEqual(['s', 'w']);
    expect(countersOf({ type: 'endMovement' })).toEqual([]);
  });

  it('a seat commands every counter of a shared side, and only its own nations’ (and capitals) on a split one', () => {
    const shared = sandbox({ units, nations }, { seatsPerSide: 2 });
    expect(seatCommands(shared, 'highlord-2', { type: 'move', units: ['red-inf-1'], to: '2924' })).toBe(true);
    const split = sandbox({ units, nations }, cfg);
    const dom = seatOfNation(split, 'highlord', 'dominion');
    const other = dom === 'highlord-1' ? 'highlord-2' : 'highlord-1';
    expect(seatCommands(split, dom, { type: 'move', units: ['red-inf-1'], to: '2924' })).toBe(true);
    expect(seatCommands(split, other, { type: 'move', units: ['red-inf-1'], to: '2924' })).toBe(false);
    expect(seatCommands(split, other, { type: 'move', units: ['lord-soth'], to: '3407', carry: 'red-inf-1' })).toBe(
      false,
    );
    const q = seatOfNation(split, 'whitestone', 'qualinesti');
    const notQ = q === 'whitestone-1' ? 'whitestone-2' : 'whitestone-1';
    expect(seatCommands(split, q, { type: 'disbandCapital', nation: 'qualinesti' })).toBe(true);
    expect(seatCommands(split, notQ, { type: 'disbandCapital', nation: 'qualinesti' })).toBe(false);
  });
});
