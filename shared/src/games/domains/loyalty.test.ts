/**
 * The loyalty roll at the start of each turn (checklist 1.6): the table by
 * initial mood, its modifiers from the state, occupation, and the events of
 * J-06. One d20 per province the seated regents rule, in map order; then the
 * events' d20 per landed domain (and the province and card picks on 1-4).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { answerEvent, recordHostile, recordLevy, rolledProvinces, turnStart } from './rules/economy.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { ofType, sandbox } from './testkit.ts';

const D = 'princedom-of-docandragh';
const Z = 'zhainge-valley';

/** Two regents in round 4 (the second turn's start); Aedric Mollen of Docandragh has Politics 3. */
function world(edit: (s: State) => void = () => {}, round = 4): State {
  const s = structuredClone(sandbox({ round }, { regents: 2 }));
  edit(s);
  return s;
}
function start(s: State, loyalty: Record<string, number> = {}, events: number[] = [20, 20]): Tx {
  const tx = new Tx(s, scriptedDice([...rolledProvinces(s).map((p) => loyalty[p.id] ?? 12), ...events]));
  turnStart(tx);
  return tx;
}
const notes = (tx: Tx) => ofType(tx.events, 'noted').map((e) => e.text);
const loyaltyOf = (tx: Tx, p: string) => tx.state.provinces[p]?.loyalty;
/** Zhaïnge holdings in a Docandragh province, at war with its ruler. */
const hostile = (p: string, types: ('temple' | 'guild' | 'law')[]) => (s: State) => {
  for (const type of types) {
    const id = `${p}:${type}:${Z}`;
    s.holdings[id] = { id, province: p, type, owner: Z, level: 1, contested: false, covert: false, fortification: 0 };
  }
  s.domains[Z].atWarWith = [D];
};

describe('the loyalty table (1.6)', () => {
  it('1.6 Average: below 1 falls to Poor, 25 or more rises to High', () => {
    // J-08: two holdings of a regent at war with the ruler, −2 each; 1 + 3 − 4 = 0
    const tx = start(world(hostile('dunhallow', ['temple', 'guild'])), { dunhallow: 1 });
    expect(loyaltyOf(tx, 'dunhallow')).toBe('poor');
    expect(notes(tx)).toContain(
      'Dunhallow grows restless: average to poor (rolled 1, +3 Politics, -2 a hostile temple, -2 a hostile guild; total 0).',
    );
    expect(loyaltyOf(start(world(hostile('dunhallow', ['temple', 'guild'])), { dunhallow: 2 }), 'dunhallow')).toBe(
      'average',
    );
    // lowered taxes, +1 a GB: 20 + 3 + 2 = 25
    const cut = (s: State) => {
      s.provinces.dunhallow!.tax = -2;
    };
    expect(loyaltyOf(start(world(cut), { dunhallow: 20 }), 'dunhallow')).toBe('high');
    expect(loyaltyOf(start(world(cut), { dunhallow: 19 }), 'dunhallow')).toBe('average');
  });

  it('1.6 J-07 High: a total of exactly 9 stays High, 8 falls to Average', () => {
    expect(loyaltyOf(start(world(), { docandragh: 6 }), 'docandragh')).toBe('high');
    const tx = start(world(), { docandragh: 5 });
    expect(loyaltyOf(tx, 'docandragh')).toBe('average');
    expect(notes(tx)).toContain('Docandragh grows restless: high to average (rolled 5, +3 Politics; total 8).');
  });

  it('1.6 Poor: under 11 turns Rebellious, 25 or more Average', () => {
    expect(loyaltyOf(start(world(), { ennisfane: 7 }), 'ennisfane')).toBe('rebellious');
    expect(loyaltyOf(start(world(), { ennisfane: 8 }), 'ennisfane')).toBe('poor');
    const cut = (s: State) => {
      s.provinces.ennisfane!.tax = -2;
    };
    const tx = start(world(cut), { ennisfane: 20 });
    expect(loyaltyOf(tx, 'ennisfane')).toBe('average');
    expect(notes(tx)).toContain(
      'Ennisfane grows content: poor to average (rolled 20, +3 Politics, +2 lowered taxes; total 25).',
    );
    expect(loyaltyOf(start(world(cut), { ennisfane: 19 }), 'ennisfane')).toBe('poor');
  });

  it('1.6 Rebellious: under 20 stays, 20 to 34 Poor', () => {
    const rebels = (s: State) => {
      s.provinces.glenmorrow!.loyalty = 'rebellious';
    };
    expect(loyaltyOf(start(world(rebels), { glenmorrow: 16 }), 'glenmorrow')).toBe('rebellious');
    expect(loyaltyOf(start(world(rebels), { glenmorrow: 17 }), 'glenmorrow')).toBe('poor');
  });

  it('1.6 every roll is told: the provinces that hold are listed with their dice', () => {
    const tx = start(world());
    expect(notes(tx).find((n) => n.startsWith('Loyalty holds in the Princedom of Docandragh'))).toContain(
      'Caer Mollen average (rolled 12, +3 Politics; total 15)',
    );
  });

  it('1.6 only the seated regents’ provinces roll; an unseated domain stays dormant', () => {
    const s = world();
    const dormant = Object.values(s.provinces).filter((p) => p.ruler && !s.regents.includes(p.ruler));
    expect(dormant.length).toBeGreaterThan(0);
    expect(rolledProvinces(s).every((p) => s.regents.includes(p.ruler as typeof D))).toBe(true);
  });
});

describe('loyalty modifiers (1.6)', () => {
  it('1.6 −1 a GB of raised taxes, +1 a GB of lowered', () => {
    const tx = start(
      world((s) => {
        s.provinces['caer-mollen']!.tax = 2;
      }),
      { 'caer-mollen': 1 },
    );
    // 1 + 3 − 2 = 2: still Average (limit at 1)
    expect(loyaltyOf(tx, 'caer-mollen')).toBe('average');
    const worse = start(
      world((s) => {
        s.provinces['caer-mollen']!.tax = 2;
        hostile('caer-mollen', ['temple'])(s);
      }),
      { 'caer-mollen': 1 },
    );
    expect(notes(worse)).toContain(
      'Caer Mollen grows restless: average to poor (rolled 1, +3 Politics, -2 raised taxes, -2 a hostile temple; total 0).',
    );
  });

  it('1.6 −1 for each levy mustered in the province the turn before', () => {
    const s = world();
    const tx0 = new Tx(structuredClone({ ...s, round: 2 }), scriptedDice([]));
    recordLevy(tx0, 'dunhallow', 2);
    recordLevy(tx0, 'dunhallow');
    const next = { ...tx0.state, round: 4 };
    const tx = start(next, { dunhallow: 1 });
    // 1 + 3 − 3 = 1: the floor of Average
    expect(loyaltyOf(tx, 'dunhallow')).toBe('average');
    expect(notes(tx).join(' ')).toContain('Dunhallow average (rolled 1, +3 Politics, -3 3 levies; total 1)');
    // levies of two turns ago no longer count
    const later = start({ ...tx0.state, round: 7 }, { dunhallow: 1 });
    expect(notes(later).join(' ')).toContain('Dunhallow average (rolled 1, +3 Politics; total 4)');
  });

  it('J-08 a holding whose owner acted against the ruler there last turn is hostile; not the turn after', () => {
    const s = world((x) => {
      hostile('dunhallow', ['guild'])(x);
      x.domains[Z].atWarWith = [];
    });
    const tx0 = new Tx({ ...s, round: 3 }, scriptedDice([]));
    recordHostile(tx0, 'dunhallow', Z, 'Contest Holding');
    recordHostile(tx0, 'dunhallow', D, 'his own Agitate'); // the ruler himself: ignored
    const tx = start({ ...tx0.state, round: 4 }, { dunhallow: 1 });
    expect(notes(tx).join(' ')).toContain('Dunhallow average (rolled 1, +3 Politics, -2 a hostile guild; total 2)');
    // at peace and nothing done: not hostile
    expect(notes(start(s, { dunhallow: 1 })).join(' ')).toContain('Dunhallow average (rolled 1, +3 Politics; total 4)');
  });

  it('1.6 occupation: Poor at once and −10 on the roll', () => {
    const occupied = (x: State) => {
      x.provinces.docandragh!.occupiedBy = Z;
      x.provinces.docandragh!.occupiedSince = 3;
    };
    // High → Poor at once; then 20 + 3 − 10 = 13 keeps it Poor
    const tx = start(world(occupied), { docandragh: 20 });
    expect(notes(tx)).toContain('Docandragh is occupied: its loyalty falls to poor at once.');
    expect(loyaltyOf(tx, 'docandragh')).toBe('poor');
    // 17 + 3 − 10 = 10: Rebellious
    expect(loyaltyOf(start(world(occupied), { docandragh: 17 }), 'docandragh')).toBe('rebellious');
    expect(loyaltyOf(start(world(occupied), { docandragh: 18 }), 'docandragh')).toBe('poor');
  });

  it('J-36 a ruler occupying his own province: −1 a level of others’ holdings caught, at most −5', () => {
    const self = (x: State) => {
      hostile('dunhallow', ['temple', 'guild'])(x);
      x.domains[Z].atWarWith = [];
      x.holdings[`dunhallow:temple:${Z}`]!.level = 4;
      x.provinces.dunhallow!.occupiedBy = D;
      x.provinces.dunhallow!.occupiedSince = 3;
    };
    const tx = start(world(self), { dunhallow: 3 });
    // 4 + 1 levels caught: −5; 3 + 3 − 5 = 1
    expect(loyaltyOf(tx, 'dunhallow')).toBe('average');
    expect(notes(tx).join(' ')).toContain('-5 occupied by its own ruler');
    expect(loyaltyOf(start(world(self), { dunhallow: 2 }), 'dunhallow')).toBe('poor');
  });

  it('J-38 an embargo: −2 for each turn it has been in force', () => {
    const embargo = (x: State) => {
      x.provinces.dunhallow!.embargo = [Z];
      x.provinces.dunhallow!.embargoSince = 2;
    };
    const tx = start(world(embargo, 7), { dunhallow: 3 });
    // turns 1 and 2 in force at the third turn's start: −4; 3 + 3 − 4 = 2
    expect(notes(tx).join(' ')).toContain('-4 embargo (2 turns)');
    expect(loyaltyOf(tx, 'dunhallow')).toBe('average');
  });
});

describe('events (J-06)', () => {
  it('J-06 a d20 per landed domain after expenses: 1 a major event, 2-4 a minor one, in a random province', () => {
    const s = world();
    const mine = Object.values(s.provinces).filter((p) => p.ruler === D);
    const at = mine.findIndex((p) => p.id === 'docandragh');
    // each seated regent's d20 in the regents' order; on 1-4 the province and the card follow
    const order = s.regents;
    const dice = order.flatMap((d) => (d === D ? [1, at + 1, 1] : [5]));
    const tx = start(s, {}, dice);
    expect(tx.state.provinces.docandragh?.event).toEqual({ id: 'flood', turn: 2, answered: false });
    expect(notes(tx).find((n) => n.startsWith('A major event in Docandragh: Flood.'))).toContain(
      'must answer it this turn: pay the province’s level in GB',
    );
    expect(Object.values(tx.state.provinces).filter((p) => p.event).length).toBe(1);
  });

  it('J-06 answered within its turn: +3 (major) or +1 (minor) on the next roll; not: −5 or −2', () => {
    const event = (id: string, answered: boolean) => (x: State) => {
      x.provinces.dunhallow!.event = { id, turn: 1, answered };
    };
    const notesOf = (tx: Tx) => notes(tx).join(' ');
    expect(notesOf(start(world(event('flood', true)), { dunhallow: 10 }))).toContain('+3 Flood dealt with');
    expect(notesOf(start(world(event('heresy', true)), { dunhallow: 10 }))).toContain('+1 Heresy dealt with');
    expect(notesOf(start(world(event('flood', false)), { dunhallow: 10 }))).toContain('-5 Flood not dealt with');
    const minor = start(world(event('heresy', false)), { dunhallow: 10 });
    expect(notesOf(minor)).toContain('-2 Heresy not dealt with');
    // the event is used up
    expect(minor.state.provinces.dunhallow?.event).toBeNull();
  });

  it('J-06 a garrison event is answered by the ruler’s units standing there at the turn’s end; others by answerEvent', () => {
    const bandits = (x: State) => {
      x.provinces.docandragh!.event = { id: 'bandits', turn: 1, answered: false };
    };
    // Docandragh holds three of Aedric Mollen's units
    expect(notes(start(world(bandits), { docandragh: 10 })).join(' ')).toContain('+1 Bandits dealt with');
    const empty = world((x) => {
      bandits(x);
      for (const u of Object.values(x.units)) if (u.province === 'docandragh') u.province = 'caer-mollen';
    });
    expect(notes(start(empty, { docandragh: 10 })).join(' ')).toContain('-2 Bandits not dealt with');
    // a Decree or an Oversee answers the others, within the turn
    const s = world((x) => {
      x.provinces.dunhallow!.event = { id: 'heresy', turn: 2, answered: false };
    }, 5);
    const tx = new Tx(s, scriptedDice([]));
    expect(answerEvent(tx, 'dunhallow', 'the heresy is preached down')).toBe(true);
    expect(answerEvent(tx, 'dunhallow', 'twice')).toBe(false);
    expect(tx.state.provinces.dunhallow?.event?.answered).toBe(true);
  });
});
