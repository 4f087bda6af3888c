/**
 * Edges that mutation testing (Stryker) showed no test held, in rules/tx.ts and rules/resign.ts:
 * - the moment a siege ends as its besiegers go (DR-SIEGE-30), for each way they can go: killed in a
 *   battle, advancing out, stolen as mercenaries, taken off the map with their kingdom, retreating before
 *   combat (where the siege waits while the retreat may still be called off, DR-RBC-09);
 * - what a resignation does to the re-entry votes under way (DR-OPT-01), to a game where nobody is left
 *   alive (DR-OPT-05), and where its dice come from (the length of his kingdom's Confusion, DR-CONF-03).
 * The end of a siege is checked in the state a player sees (the castle still besieged or not while the
 * next question waits) or, where nothing is asked in between, in the order of the game log.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Sandbox } from './config.ts';
import type { DrEvent } from './events.ts';
import type { Interrupt, State } from './rules/state.ts';
import { killMonarch } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import { act, divineRight, ofType, sandbox } from './testkit.ts';

const PENNOL = '1611';
/** Next to Pennol: 1610 (the relief's start), 1710 (next to 1610 too), 1711 and 1612 (not next to 1610). */
const NEXT_TO_RELIEF = '1710';
const AWAY = '1711';
const DEEPFORD = '1213';
const SYLVARREN = '2304';
const NO_EVENT = [3, 4];

const range = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const neuth = (n: number, hex = PENNOL) => range(n, (i) => ({ id: `neuth-army-${i + 1}`, hex }));
const muetar = (n: number, hex: string, from = 1) => range(n, (i) => ({ id: `muetar-army-${i + from}`, hex }));
const ids = (units: { id: string }[]) => units.map((u) => u.id);
const withInterrupt = (s: State, it: Interrupt): State => ({ ...s, interrupts: [it, ...s.interrupts] });

/** The siege of `hex` as the log tells its end: why, and the event it came right after (null: it did not end). */
function endOf(events: DrEvent[], hex: string): { reason: string; after: string | undefined } | null {
  const i = events.findIndex((e) => e.type === 'siegeEnded' && e.hex === hex);
  const e = events[i];
  return e?.type === 'siegeEnded' ? { reason: e.reason, after: events[i - 1]?.type } : null;
}

/** p2 Neuth besieges p1 Muetar's Pennol (defence 5, one army inside) with six elf armies; p1's Combat Phase. */
function pennol(units: Sandbox['units'] = [], order = ['p1', 'p2']): State {
  return sandbox({
    kingdoms: ['muetar', 'neuth'],
    order,
    phase: 'combat',
    sieges: { [PENNOL]: 'p2' },
    units: [{ id: 'muetar-army-1', hex: PENNOL, inside: true }, ...neuth(6), ...(units ?? [])],
  });
}

/** p1 attacks the besiegers of his Pennol from 1610 with `n` armies; p2 is asked to retreat before combat. */
function relief(n: number): State {
  let st = act(pennol(muetar(n, '1610', 2)), 'p1', {
    type: 'declare',
    from: ['1610'],
    targets: [PENNOL],
    kind: 'land',
  }).state;
  st = act(st, 'p1', { type: 'done' }).state;
  st = act(st, 'p1', { type: 'resolve', attack: 0 }).state;
  expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2', kind: 'retreat' });
  return st;
}

/** The besiegers retreat before combat to `to` (elves go on a 3); p2 is asked whether to call them back. */
function retreated(to: string): State {
  const st = act(relief(3), 'p2', { type: 'retreat', to }, [3]).state;
  expect(st.units['neuth-army-1']?.hex).toBe(to);
  expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2', kind: 'recall' });
  return st;
}

describe('a siege ends the moment its besiegers are gone (DR-SIEGE-30)', () => {
  it('DR-SIEGE-30 DR-RBC-09 while a retreat before combat may still be called off the siege waits; besiegers called back keep it', () => {
    const st = retreated(AWAY);
    // every besieger has left the hex, yet the defender may still call them back: the castle stays besieged
    expect(st.sieges[PENNOL]).toBe('p2');
    const back = act(st, 'p2', { type: 'recall', units: ids(neuth(6)) }, [3, 3]);
    expect(back.state.units['neuth-army-1']?.hex).toBe(PENNOL);
    expect(ofType(back.events, 'battleRolled')).toHaveLength(1);
    expect(back.state.sieges[PENNOL]).toBe('p2');
    expect(ofType(back.events, 'siegeEnded')).toEqual([]);
  });

  it('DR-SIEGE-30 DR-RBC-10 besiegers who retreat but stay next to the attackers: the siege ends when the battle is rolled, before any loss is chosen', () => {
    const st = retreated(NEXT_TO_RELIEF);
    expect(st.sieges[PENNOL]).toBe('p2');
    const r = act(st, 'p2', { type: 'recall', units: [] }, [3, 3]);
    // still in the battle (next to the attackers), but no longer in the castle hex
    expect(ofType(r.events, 'battleRolled')).toHaveLength(1);
    expect(endOf(r.events, PENNOL)).toEqual({ reason: 'no besiegers left', after: 'battleRolled' });
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p1', kind: 'losses' });
    expect(r.state.sieges[PENNOL]).toBeUndefined();
  });

  it('DR-SIEGE-30 DR-ADV-02 besiegers who retreat out of reach: the siege is over when the advance is offered, and the relief walks into its castle', () => {
    const r = act(retreated(AWAY), 'p2', { type: 'recall', units: [] });
    expect(ofType(r.events, 'battleRolled')).toEqual([]);
    expect(r.state.sieges[PENNOL]).toBeUndefined();
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p1', kind: 'advance' });
    // the castle is no longer besieged: one advance into the emptied hex, no separate entry into the castle
    expect(divineRight.choices(r.state, 'p1').map((c) => c.label)).toEqual([
      'Do not advance',
      'Advance 3 Muetar armies into Pennol (1611)',
    ]);
    const go = act(r.state, 'p1', { type: 'advance', units: ids(muetar(3, '1610', 2)), to: PENNOL }, NO_EVENT);
    expect(go.state.units['muetar-army-2']).toMatchObject({ hex: PENNOL, inside: true });
  });

  it('DR-SIEGE-30 DR-CMB-05 DR-TIE-01 besiegers lost in battle: the siege ends as the last one falls, while the attacker still chooses his own losses', () => {
    const st = relief(6);
    // 6 against 6, both roll 6: a tie, both sides lose 6; the defender chooses first
    const all = act(st, 'p2', { type: 'stand' }, [6, 6]).state;
    expect(all.interrupts.map((i) => i.seat)).toEqual(['p2', 'p1']);
    const lost = act(all, 'p2', { type: 'takeLosses', units: ids(neuth(6)) });
    expect(endOf(lost.events, PENNOL)).toEqual({ reason: 'no besiegers left', after: 'eliminated' });
    expect(lost.state.sieges[PENNOL]).toBeUndefined();
    expect(divineRight.pending(lost.state)[0]).toMatchObject({ seat: 'p1', kind: 'losses' });
    // losing three of the six leaves the siege standing
    const some = act(st, 'p2', { type: 'stand' }, [3, 3]).state;
    const half = act(some, 'p2', { type: 'takeLosses', units: ids(neuth(3)) });
    expect(half.state.sieges[PENNOL]).toBe('p2');
    expect(endOf(half.events, PENNOL)).toBeNull();
  });

  it('DR-SIEGE-30 DR-SIEGE-38 besiegers who attack out and all advance from the castle hex: the siege ends with the advance itself', () => {
    // p2's besiegers attack p1's lone army next to Pennol, outside the castle
    let st = act(pennol([{ id: 'muetar-army-2', hex: '1612' }], ['p2', 'p1']), 'p2', {
      type: 'declare',
      from: [PENNOL],
      targets: ['1612'],
      kind: 'land',
    }).state;
    st = act(st, 'p2', { type: 'done' }).state;
    st = act(st, 'p2', { type: 'resolve', attack: 0 }, [6, 1], { p1: { retreat: 'never', losses: 'own-first' } }).state;
    expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2', kind: 'advance' });
    const all = act(st, 'p2', { type: 'advance', units: ids(neuth(6)), to: '1612' }, NO_EVENT);
    expect(endOf(all.events, PENNOL)).toEqual({ reason: 'no besiegers left', after: 'displaced' });
    expect(all.events.findIndex((e) => e.type === 'siegeEnded')).toBeLessThan(
      all.events.findIndex((e) => e.type === 'battleEnded'),
    );
    expect(all.state.sieges[PENNOL]).toBeUndefined();
    // one army left behind keeps the siege
    const five = act(st, 'p2', { type: 'advance', units: ids(neuth(5)), to: '1612' }, NO_EVENT);
    expect(five.state.sieges[PENNOL]).toBe('p2');
    expect(endOf(five.events, PENNOL)).toBeNull();
  });

  it('DR-SIEGE-30 DR-MERC-04 Q-60 besieging mercenaries stolen away: the siege ends when the last of them is stolen; each stands inside the thief’s castle', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      phase: 'movement',
      sieges: { [DEEPFORD]: 'p2' },
      units: [
        { id: 'muetar-army-1', hex: PENNOL, inside: true },
        { id: 'merc-A', hex: DEEPFORD, seat: 'p2' },
        { id: 'merc-B', hex: DEEPFORD, seat: 'p2' },
      ],
    });
    // every mercenary is on the map: p1's two reinforcements may be stolen from p2
    const st = withInterrupt({ ...s, mercPool: [] }, { kind: 'reinforce', seat: 'p1', count: 2 });
    // merc-A attacked and was held in place in p2's turn: stolen, it comes fresh to p1's (DR-WHO-04, DR-WHO-09)
    const spent = (u: (typeof st.units)[string]) => ({ ...u, used: true, done: true, mp: 0, brokeOut: true });
    st.units = { ...st.units, 'merc-A': spent(st.units['merc-A']!) };
    const one = act(st, 'p1', { type: 'steal', unit: 'merc-A', hex: PENNOL });
    expect(one.state.units['merc-A']).toMatchObject({ used: false, done: false, mp: null, brokeOut: false });
    // stolen into Muetar's castle, it stands within the walls as a hired mercenary would
    expect(one.state.units['merc-A']).toMatchObject({ seat: 'p1', hex: PENNOL, inside: true });
    expect(one.state.sieges[DEEPFORD]).toBe('p2');
    const two = act(one.state, 'p1', { type: 'steal', unit: 'merc-B', hex: PENNOL });
    expect(endOf(two.events, DEEPFORD)).toEqual({ reason: 'no besiegers left', after: 'stolen' });
    expect(two.state.sieges[DEEPFORD]).toBeUndefined();
  });

  it('DR-SIEGE-30 DR-OPT-04 a kingdom taken from its ally for a player who re-enters: its units leave the map, and a siege they alone kept ends', () => {
    // every non-player kingdom is allied (Neuth, the candidate's old kingdom, to p3): the re-entering p2
    // draws one of the allies of p1, who has the most; Pon's armies besiege Sylvarren for p1
    const s = sandbox(
      {
        kingdoms: ['muetar', 'neuth', 'hothior'],
        phase: 'movement',
        allies: {
          ghem: 'p1',
          pon: 'p1',
          rombune: 'p1',
          shucassam: 'p1',
          trolls: 'p1',
          zorn: 'p1',
          immer: 'p3',
          mivior: 'p3',
        },
        kingdomState: { neuth: { status: 'active', seat: 'p3' } },
        playerState: { p2: { eliminated: true } },
        sieges: { [SYLVARREN]: 'p1' },
        units: [
          ...range(5, (i) => ({ id: `pon-army-${i + 1}`, hex: SYLVARREN })),
          { id: 'muetar-army-1', hex: PENNOL, inside: true },
          { id: 'hothior-army-1', hex: '0725', inside: true },
        ],
      },
      { reentry: true },
    );
    const vote = withInterrupt(s, { kind: 'reentry', seat: 'p3', candidate: 'p2', voters: [] });
    // p1's allies in order: Ghem, Pon, Rombune, Shucassam, the Trolls, Zorn; the draw picks Pon
    const pon = act(vote, 'p3', { type: 'vote', yes: true }, [1]);
    expect(ofType(pon.events, 'reentered')).toEqual([{ type: 'reentered', seat: 'p2', kingdom: 'pon', from: 'p1' }]);
    expect(endOf(pon.events, SYLVARREN)).toEqual({ reason: 'no besiegers left', after: 'removed' });
    expect(pon.state.sieges[SYLVARREN]).toBeUndefined();
    // Ghem drawn instead (no units on the map): the siege goes on
    const ghem = act(vote, 'p3', { type: 'vote', yes: true }, [0]);
    expect(ofType(ghem.events, 'reentered')[0]?.kingdom).toBe('ghem');
    expect(ghem.state.sieges[SYLVARREN]).toBe('p1');
  });
});

/** What the platform does: onResign's events folded onto the state (resign.test.ts does the same). */
function resign(s: State, seat: string): { state: State; events: DrEvent[] } {
  const r = divineRight.onResign?.(s, seat);
  if (!r) throw new Error('no onResign');
  let state = s;
  for (const e of r.events) state = divineRight.evolve(state, e);
  return { state, events: r.events };
}

/** Muetar, Neuth, Ghem, Hothior (p1..p4) with the re-entry rule; Neuth's and Ghem's monarchs in the open. */
const four = (config: Record<string, unknown> = {}) =>
  sandbox(
    {
      kingdoms: ['muetar', 'neuth', 'ghem', 'hothior'],
      phase: 'movement',
      units: [
        { id: 'muetar-army-1', hex: '1218' },
        { id: 'neuth-monarch', hex: '1610' },
        { id: 'ghem-monarch', hex: '2312', inside: true },
        { id: 'hothior-army-1', hex: '0725', inside: true },
      ],
    },
    { reentry: true, ...config },
  );

/** The monarchs of these kingdoms die at p1's hands: their players are out and the re-entry votes begin. */
function killed(s: State, ...kingdoms: ('neuth' | 'ghem')[]): State {
  const t = new Tx(s, scriptedDice(kingdoms.map(() => 4)));
  for (const k of kingdoms) killMonarch(t, k, 'p1', 'fate');
  return t.state;
}

const votes = (s: State) => s.interrupts.filter((i) => i.kind === 'reentry');

describe('a player who resigns (rules/resign.ts)', () => {
  it('DR-OPT-01 a re-entry vote waiting on another player stays with him: the resignation neither skips nor answers it', () => {
    let st = killed(four(), 'neuth');
    st = act(st, 'p1', { type: 'vote', yes: true }).state;
    st = act(st, 'p3', { type: 'vote', yes: true }).state;
    expect(votes(st)).toEqual([{ kind: 'reentry', seat: 'p4', candidate: 'p2', voters: [] }]);
    // p1 already said yes; his leaving does not settle the vote p4 still owes
    const r = resign(st, 'p1');
    expect(votes(r.state)).toEqual([{ kind: 'reentry', seat: 'p4', candidate: 'p2', voters: [] }]);
    expect(ofType(r.events, 'reentered')).toEqual([]);
    expect(r.state.players.p2?.eliminated).toBe(true);
    expect(divineRight.pending(r.state)).toEqual([expect.objectContaining({ seat: 'p4', kind: 'reentry' })]);
  });

  it('DR-OPT-01 a vote he was to give passes over a voter eliminated since the vote began', () => {
    // Neuth's and Ghem's monarchs die together: the vote on p2 lists p3, who is out by now
    const st = killed(four({ suddenDeath: false }), 'neuth', 'ghem');
    expect(votes(st)).toEqual([
      { kind: 'reentry', seat: 'p1', candidate: 'p2', voters: ['p3', 'p4'] },
      { kind: 'reentry', seat: 'p1', candidate: 'p3', voters: ['p4'] },
    ]);
    const r = resign(st, 'p1');
    expect(votes(r.state)).toEqual([
      { kind: 'reentry', seat: 'p4', candidate: 'p2', voters: [] },
      { kind: 'reentry', seat: 'p4', candidate: 'p3', voters: [] },
    ]);
    expect(divineRight.pending(r.state)).toEqual([expect.objectContaining({ seat: 'p4', kind: 'reentry' })]);
  });

  it('DR-OPT-01 DR-OPT-02 the last voter resigns: every player left has said yes, so the candidate re-enters at 0 VP', () => {
    const s = sandbox(
      {
        kingdoms: ['muetar', 'neuth', 'ghem'],
        phase: 'movement',
        vp: { p2: 25 },
        units: [
          { id: 'muetar-army-1', hex: '1218' },
          { id: 'neuth-monarch', hex: '1610' },
          { id: 'ghem-army-1', hex: '2312', inside: true },
        ],
      },
      { reentry: true },
    );
    const st = act(killed(s, 'neuth'), 'p1', { type: 'vote', yes: true }).state;
    expect(votes(st)).toEqual([{ kind: 'reentry', seat: 'p3', candidate: 'p2', voters: [] }]);
    const r = resign(st, 'p3');
    expect(ofType(r.events, 'reentered')).toEqual([expect.objectContaining({ seat: 'p2', from: null })]);
    expect(r.state.players.p2).toMatchObject({ eliminated: false, vp: 0 });
    expect(votes(r.state)).toEqual([]);
    expect(divineRight.result(r.state)).toBeNull();
  });

  it('DR-OPT-05 without sudden death the last live player resigns: the game ends at once, and the eliminated rival wins on points', () => {
    const s = sandbox(
      {
        kingdoms: ['muetar', 'neuth'],
        phase: 'movement',
        vp: { p1: 30, p2: 10 },
        units: [{ id: 'muetar-army-1', hex: '1218' }],
        playerState: { p2: { eliminated: true } },
      },
      { suddenDeath: false },
    );
    const r = resign(s, 'p1');
    expect(ofType(r.events, 'ended')).toHaveLength(1);
    expect(divineRight.result(r.state)).toMatchObject({ winners: ['p2'], scores: { p1: 30, p2: 10 } });
    expect(divineRight.pending(r.state)).toEqual([]);
  });

  it("DR-KING-27 DR-CONF-03 his kingdom's Confusion lasts a d6 drawn from the game itself: resigning in different game turns gives different lengths", () => {
    const lengths = range(6, (i) => {
      const turn = i + 1;
      const s = sandbox({
        kingdoms: ['muetar', 'neuth', 'hothior'],
        phase: 'movement',
        turn,
        units: [
          { id: 'muetar-army-1', hex: '1218' },
          { id: 'neuth-army-1', hex: SYLVARREN, inside: true },
          { id: 'hothior-army-1', hex: '0725', inside: true },
        ],
      });
      const lock = resign(s, 'p1').state.kingdoms.muetar.lock;
      expect(lock?.kind).toBe('confusion');
      return (lock?.until ?? 0) - turn;
    });
    for (const d of lengths) expect(d).toBeGreaterThanOrEqual(1);
    for (const d of lengths) expect(d).toBeLessThanOrEqual(6);
    expect(new Set(lengths).size).toBeGreaterThan(1);
  });
});
