/**
 * Edges of the Diplomacy Phase (rules/diplomacy.ts, from the card step on) that mutation testing (Stryker)
 * showed no test held: the choices and words of the card and discard steps, where the ambassador stands for
 * an activation, what the log tells of a visit, a roll, an assassination, an execution and a duel, and how a
 * Forced Peace is asked, counted and put to a besieger's veto.
 */
import { describe, expect, it } from 'vitest';
import type { KingdomId } from './data/index.ts';
import type { DrEvent } from './events.ts';
import type { State, Unit } from './rules/state.ts';
import { act, diplomacyStart as dip, divineRight, ofType } from './testkit.ts';

const envoy = (action: 'activate' | 'deactivate' | 'assassinate', kingdom: KingdomId) =>
  ({ type: 'envoy', action, kingdom }) as const;
const noCard = { type: 'playCard', card: null } as const;
const forcePon = { type: 'forcePeace', kingdom: 'pon' } as const;
const HIGHCRAG = '2911';
/** An event as the log tells it. */
const line = (e: DrEvent) => divineRight.describe?.(e);

/** A neutral or allied kingdom's monarch held prisoner by a seat. */
function heldBy(s: State, k: string, jailor: string): State {
  const id = `${k}-monarch`;
  return { ...s, units: { ...s.units, [id]: { ...(s.units[id] as Unit), captive: jailor } } };
}

/** Where p1's ambassador stands when he goes to activate Pon, with these units on the map. */
function envoyAt(units: { id: string; hex: string }[]) {
  const s = dip({ units });
  const option = divineRight.choices(s, 'p1').find((c) => c.label === 'Activate Pon');
  const sent = ofType(act(s, 'p1', envoy('activate', 'pon')).events, 'envoySent')[0];
  expect(option?.target).toBe(sent?.at);
  return sent?.at;
}

describe('the card and discard steps (DR-DIP-12, DR-DIP-04)', () => {
  it('DR-DIP-12 the card step offers a roll without a card and each usable card, named for the attempt, under "Diplomacy roll"', () => {
    const hands = { p1: ['threats-1-1', 'rumours-2-1'] };
    const activation = act(dip({ hands }), 'p1', envoy('activate', 'pon')).state;
    expect(divineRight.choices(activation, 'p1')).toEqual([
      { command: noCard, label: 'Roll to activate Pon without a card', group: 'Diplomacy roll' },
      {
        command: { type: 'playCard', card: 'threats-1-1' },
        label: 'Play Threats +1 and roll to activate Pon',
        group: 'Diplomacy roll',
      },
      {
        command: { type: 'playCard', card: 'flattery-1-1' },
        label: 'Play Flattery +1 and roll to activate Pon',
        group: 'Diplomacy roll',
      },
    ]);
    const deactivation = act(dip({ hands, allies: { pon: 'p2' } }), 'p1', envoy('deactivate', 'pon')).state;
    expect(divineRight.choices(deactivation, 'p1').map((c) => c.label)).toEqual([
      'Roll to deactivate Pon without a card',
      'Play Threats +1 and roll to deactivate Pon',
      'Play Spread Rumours +2 and roll to deactivate Pon',
      'Play Flattery +1 and roll to deactivate Pon',
    ]);
  });

  it('DR-DIP-04 each discard is offered under "Discard" and says the four cards kept; with four, no discard is asked', () => {
    const five = act(dip({ hands: { p1: ['threats-1-1', 'threats-1-2', 'oracle-2-1', 'rumours-2-1'] } }), 'p1', {
      type: 'done',
    }).state;
    expect(five.step).toBe('discard');
    const offered = divineRight.choices(five, 'p1');
    expect(offered[0]).toEqual({
      command: { type: 'discard', card: 'threats-1-1' },
      label: 'Discard Threats +1',
      group: 'Discard',
      confirm: 'Threats +1 goes to the discard pile; you keep 4 cards.',
    });
    expect(offered.map((c) => c.confirm)).toEqual([
      'Threats +1 goes to the discard pile; you keep 4 cards.',
      'Threats +1 goes to the discard pile; you keep 4 cards.',
      'Favourable Oracle +2 goes to the discard pile; you keep 4 cards.',
      'Spread Rumours +2 goes to the discard pile; you keep 4 cards.',
      'Flattery +1 goes to the discard pile; you keep 4 cards.',
    ]);
    expect(act(five, 'p1', { type: 'discard', card: 'rumours-2-1' }).state.step).toBe('movement');
    const four = act(dip({ hands: { p1: ['threats-1-1', 'threats-1-2', 'oracle-2-1'] } }), 'p1', { type: 'done' });
    expect(four.state.step).toBe('movement');
    expect(four.state.players.p1?.hand.length).toBe(4);
  });
});

describe("the ambassador's visit (DR-DIP-10, DR-DIP-11)", () => {
  it("DR-DIP-10 he stands in the royal castle unless enemy combat units hold it: his side's units or a lone enemy monarch do not count", () => {
    expect(envoyAt([])).toBe(HIGHCRAG);
    expect(envoyAt([{ id: 'muetar-army-1', hex: HIGHCRAG }])).toBe(HIGHCRAG);
    expect(envoyAt([{ id: 'muetar-monarch', hex: HIGHCRAG }])).toBe(HIGHCRAG);
    expect(envoyAt([{ id: 'neuth-monarch', hex: HIGHCRAG }])).toBe(HIGHCRAG);
    expect(envoyAt([{ id: 'neuth-army-1', hex: HIGHCRAG }])).not.toBe(HIGHCRAG);
  });

  it('DR-DIP-10 Q-73 with the royal castle held he stands in the nearest free hex of the kingdom, the lowest hex id on a tie', () => {
    // all six hexes around Highcrag are Pon's: 2811, 2812, 2910, 2912, 3011 and 3012
    expect(envoyAt([{ id: 'neuth-army-1', hex: HIGHCRAG }])).toBe('2811');
    expect(
      envoyAt([
        { id: 'neuth-army-1', hex: HIGHCRAG },
        { id: 'neuth-army-2', hex: '2811' },
      ]),
    ).toBe('2812');
    expect(
      envoyAt([
        { id: 'neuth-army-1', hex: HIGHCRAG },
        { id: 'neuth-army-2', hex: '2811' },
        { id: 'neuth-army-3', hex: '2812' },
        { id: 'neuth-army-4', hex: '2910' },
      ]),
    ).toBe('2912');
  });

  it('DR-DIP-10 only an activation places the ambassador on the map: a deactivation or an assassination names no hex', () => {
    const s = dip({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: HIGHCRAG }] });
    expect(ofType(act(s, 'p1', envoy('deactivate', 'pon')).events, 'envoySent')).toEqual([
      { type: 'envoySent', seat: 'p1', action: 'deactivate', kingdom: 'pon' },
    ]);
    const r = act(s, 'p1', envoy('assassinate', 'pon'), [3, 3]);
    expect(ofType(r.events, 'envoySent')).toEqual([
      { type: 'envoySent', seat: 'p1', action: 'assassinate', kingdom: 'pon' },
    ]);
    expect(r.events.map(line)).toContain('Player 1 sends the ambassador to assassinate the Pon monarch.');
  });

  it('DR-DIP-11 a personality card is turned up on the first visit only', () => {
    const first = act(dip(), 'p1', envoy('activate', 'pon'));
    expect(ofType(first.events, 'personalityRevealed')).toEqual([
      { type: 'personalityRevealed', kingdom: 'pon', card: 16 },
    ]);
    const shown = dip({ kingdomState: { pon: { revealed: true } } });
    const again = act(shown, 'p1', envoy('activate', 'pon'));
    expect(ofType(again.events, 'personalityRevealed')).toEqual([]);
    expect(again.state.kingdoms.pon).toMatchObject({ personality: 16, revealed: true });
  });
});

describe('what a diplomacy roll leaves behind (DR-DIP-12, DR-DIP-14, DR-AMB-03, DR-AMB-04)', () => {
  it('DR-DIP-12 DR-DIP-14 a played card goes to the discards face up for everyone; a roll without a card discards nothing', () => {
    const st = act(dip(), 'p1', envoy('activate', 'pon')).state;
    const played = act(st, 'p1', { type: 'playCard', card: 'flattery-1-1' }, [1]);
    const discarded = ofType(played.events, 'cardDiscarded')[0];
    expect(discarded).toEqual({ type: 'cardDiscarded', seat: 'p1', card: 'flattery-1-1', played: true });
    if (!discarded) throw new Error('no discard');
    expect(divineRight.redact(discarded, 'p2')).toEqual(discarded);
    expect(line(discarded)).toBe('Player 1 plays Flattery +1 on the diplomacy roll.');
    const plain = act(st, 'p1', noCard, [1]);
    expect(ofType(plain.events, 'cardDiscarded')).toEqual([]);
    expect(plain.state.discard).toEqual(st.discard);
    expect(plain.state.players.p1?.hand).toEqual(['flattery-1-1']);
  });

  it('DR-AMB-03 DR-AMB-04 a failed Threat banishes the ambassador for a number of turns, not until the monarch dies', () => {
    const st = act(dip({ turn: 5, hands: { p1: ['threats-1-1'] } }), 'p1', envoy('activate', 'pon')).state;
    const r = act(st, 'p1', { type: 'playCard', card: 'threats-1-1' }, [1]);
    const banished = ofType(r.events, 'banished')[0];
    expect(banished).toEqual({ type: 'banished', seat: 'p1', kingdom: 'pon', until: 7, assassin: false });
    if (!banished) throw new Error('no banishment');
    expect(line(banished)).toBe("Player 1's ambassador is banished from Pon through game turn 7.");
    expect(r.state.players.p1).toMatchObject({ banished: { pon: 7 }, assassinBanished: [] });
  });
});

describe('deaths and duels in the log (DR-DIP-19, DR-PRIS-09, DR-DIP-23)', () => {
  it('DR-DIP-19 DR-PRIS-09 a monarch killed by an assassin or by his jailor dies of that cause; the executioner takes a penalty', () => {
    const s = dip({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: HIGHCRAG }] });
    const killed = act(s, 'p1', envoy('assassinate', 'pon'), [5, 2, 3]);
    expect(ofType(killed.events, 'monarchDied')).toEqual([
      { type: 'monarchDied', kingdom: 'pon', by: 'p1', cause: 'assassination' },
    ]);
    expect(killed.events.map(line)).toContain('The Pon monarch dies (assassination); credited to Player 1.');
    // the prisoner sits in p1's royal castle
    const prison = dip({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: '1611' }] });
    const executed = act(heldBy(prison, 'pon', 'p1'), 'p1', { type: 'execute', kingdom: 'pon' }, [3]);
    expect(ofType(executed.events, 'penalty')).toEqual([
      { type: 'penalty', seat: 'p1', kingdom: 'pon', cause: 'execution' },
    ]);
    expect(ofType(executed.events, 'monarchDied')).toEqual([
      { type: 'monarchDied', kingdom: 'pon', by: 'p1', cause: 'execution' },
    ]);
    expect(executed.events.map(line)).toEqual(
      expect.arrayContaining([
        'Player 1 suffers a Diplomatic Penalty with Pon (execution): −1 on later diplomacy rolls there.',
        'The Pon monarch dies (execution); credited to Player 1.',
      ]),
    );
    expect(executed.state.players.p1).toMatchObject({ penalty: ['pon'], vp: 0 });
  });

  it('DR-DIP-23 in a duel the higher roll survives, whoever challenged, and the log shows both rolls', () => {
    const won = act(dip(), 'p1', { type: 'duel', seat: 'p2' }, [5, 2]);
    expect(ofType(won.events, 'duelRolled')).toEqual([{ type: 'duelRolled', seat: 'p1', target: 'p2', rolls: [5, 2] }]);
    expect([won.state.players.p1?.ambassadorBack, won.state.players.p2?.ambassadorBack]).toEqual([0, 4]);
    expect(ofType(won.events, 'ambassadorKilled').map((e) => e.seat)).toEqual(['p2']);
    const lost = act(dip(), 'p1', { type: 'duel', seat: 'p2' }, [2, 5]);
    expect(ofType(lost.events, 'duelRolled')[0]?.rolls).toEqual([2, 5]);
    expect(ofType(lost.events, 'ambassadorKilled').map((e) => e.seat)).toEqual(['p1']);
  });
});

describe('Forced Peace: who is asked, how often it counts, the veto (DR-FP-11..13)', () => {
  it("DR-FP-13 a jailor forces peace on his own prisoner's kingdom at once: nobody is asked", () => {
    const s = heldBy(dip({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: '1611' }] }), 'pon', 'p1');
    const r = act(s, 'p1', forcePon, [5, 3]);
    expect(ofType(r.events, 'asked')).toEqual([]);
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p1', kind: 'turn' });
    expect(ofType(r.events, 'forcedPeaceRolled')).toEqual([
      { type: 'forcedPeaceRolled', seat: 'p1', kingdom: 'pon', roll: 5 },
    ]);
    expect(r.state.kingdoms.pon).toMatchObject({ status: 'inactive', lock: { kind: 'forced-peace', until: 4 } });
  });

  it("DR-FP-12 DR-FP-02 when the jailor agrees to a release the attempt goes on, still counted as the kingdom's one attempt", () => {
    const s = heldBy(
      dip({
        allies: { pon: 'p2' },
        plundered: ['highcrag'],
        units: [
          { id: 'muetar-army-1', hex: HIGHCRAG },
          // held in Hothior's royal castle
          { id: 'pon-monarch', hex: '0725' },
        ],
      }),
      'pon',
      'p3',
    );
    const asked = act(s, 'p1', forcePon);
    expect(ofType(asked.events, 'forcedPeaceTried')).toEqual([{ type: 'forcedPeaceTried', kingdom: 'pon' }]);
    const agreed = act(asked.state, 'p3', { type: 'releaseFor', agree: true }, [2]);
    expect(ofType(agreed.events, 'forcedPeaceRolled')[0]).toMatchObject({ seat: 'p1', roll: 2 });
    expect(ofType(agreed.events, 'forcedPeaceTried')).toEqual([]);
    expect(agreed.state.diplomacy.forcedPeace).toEqual(['pon']);
  });

  it('DR-FP-11 a successful Forced Peace waits on the besieger as a Forced Peace, with its rolled duration', () => {
    const s = dip({
      allies: { pon: 'p2' },
      plundered: ['highcrag'],
      sieges: { '3114': 'p3' },
      units: [
        { id: 'muetar-army-1', hex: HIGHCRAG },
        { id: 'hothior-army-1', hex: '3114' },
        { id: 'hothior-army-2', hex: '3114' },
      ],
    });
    const r = act(s, 'p1', forcePon, [6, 2]);
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p3', kind: 'veto' });
    expect(r.state.change).toEqual({ kingdom: 'pon', cause: 'forced-peace', duration: 2, keep: false });
    const pending = ofType(r.events, 'changePending')[0];
    if (!pending) throw new Error('no pending change');
    expect(line(pending)).toBe(
      'Pon would drop out of its alliance (Forced Peace, d6 rolled 2); its besiegers may veto.',
    );
  });
});
