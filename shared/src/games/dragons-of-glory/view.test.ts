/**
 * Secrets of Dragons of Glory in the per-seat view and the log: the cup's
 * order and contents (DG-SE-04, DG-SET-05), and with the optional rule the
 * inside of enemy stacks (DG-HID-01, AMB-41) until a battle reveals them.
 */
import { describe, expect, it } from 'vitest';
import type { DgEvent } from './events.ts';
import { act, begin, dragonsOfGlory, sandbox } from './testkit.ts';

const { view, redact } = dragonsOfGlory;

describe('the cup is nobody’s to read', () => {
  it('DG-SET-05 DG-SE-04 a seat sees how many counters are in the cup, never which', () => {
    const { state, events } = begin();
    for (const seat of ['highlord', 'whitestone', 'spectator']) {
      const v = view(state, seat);
      expect(v.cupSize).toBe(state.cup.length);
      const sent = JSON.stringify(v);
      for (const ev of state.cup) expect(sent.includes(`"${ev}"`), `${seat} sees ${ev} in the cup`).toBe(false);
      const log = JSON.stringify(events.map((e) => redact(e, seat)));
      for (const ev of state.cup) expect(log.includes(`"${ev}"`), `${seat} reads ${ev} in the log`).toBe(false);
    }
  });

  it('DG-SE-04 a drawn event is shown to both sides', () => {
    // Turn 1's Step 1 asks the Highlord where the Dark Temple goes first (AMB-33); the draw follows.
    let { state, events } = begin();
    while (!events.some((e) => e.type === 'eventDrawn')) {
      const p = dragonsOfGlory.pending(state)[0]!;
      const r = act(state, p.seat, dragonsOfGlory.onTimeout(state, p.seat), [1, 1, 1, 1]);
      state = r.state;
      events = [...events, ...r.events];
    }
    const drawn = events.find((e): e is Extract<DgEvent, { type: 'eventDrawn' }> => e.type === 'eventDrawn')!;
    for (const seat of ['highlord', 'whitestone']) {
      expect(view(state, seat).drawn.map((d) => d.event)).toContain(drawn.event);
      expect(redact(drawn, seat)).toEqual(drawn);
    }
  });
});

describe('hidden stacks (optional rule)', () => {
  const units = [
    { id: 'red-inf-1', hex: '2923' },
    { id: 'red-dragon-1', hex: '2923' },
    { id: 'verminaard', hex: '2923' },
    { id: 'qualinesti-foot-1', hex: '1525' },
    { id: 'laurana', hex: '1525' },
  ];
  const nations = { dominion: 'highlord', qualinesti: 'whitestone' } as const;

  it('DG-HID-01 the enemy sees that a stack is there and whose it is, not what is in it', () => {
    const s = sandbox({ units, nations }, { hiddenStacks: true });
    const ws = view(s, 'whitestone');
    expect(ws.hidden).toEqual([{ hex: '2923', side: 'highlord' }]);
    const sent = JSON.stringify(ws);
    for (const id of ['red-inf-1', 'red-dragon-1', 'verminaard']) expect(sent.includes(`"${id}"`)).toBe(false);
    // its own stack it sees whole
    expect(ws.units.map((u) => u.id).sort()).toEqual(['laurana', 'qualinesti-foot-1']);
    const hl = view(s, 'highlord');
    expect(hl.units.map((u) => u.id).sort()).toEqual(['red-dragon-1', 'red-inf-1', 'verminaard']);
    expect(hl.hidden).toEqual([{ hex: '1525', side: 'whitestone' }]);
  });

  it('DG-HID-01 without the option every stack is open to both sides', () => {
    const s = sandbox({ units, nations });
    const ws = view(s, 'whitestone');
    expect(ws.hidden).toEqual([]);
    expect(ws.units.map((u) => u.id)).toContain('red-dragon-1');
  });

  it('DG-HID-01 the enemy’s log of a hidden move names the hex, not the units', () => {
    const moved: DgEvent = {
      type: 'moved',
      side: 'highlord',
      units: ['red-dragon-1'],
      path: ['2923', '2823'],
      costs: { 'red-dragon-1': 1 },
      hidden: 'highlord',
    };
    const theirs = redact(moved, 'whitestone');
    expect(JSON.stringify(theirs).includes('red-dragon-1')).toBe(false);
    expect(dragonsOfGlory.describe!(theirs!)).toMatch(/A Highlord stack moves to/);
    expect(redact(moved, 'highlord')).toEqual(moved);
    // an open game's moves are read whole
    const open = { ...moved, hidden: undefined };
    expect(redact(open, 'whitestone')).toEqual(open);
  });
});
