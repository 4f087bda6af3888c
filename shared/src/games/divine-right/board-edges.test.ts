/**
 * The board's readers at their edges (rules/board.ts): who counts as a besieger and as a defender
 * inside, which castles and ports are friendly. Written for the mutants of board.ts the scenario
 * tests left alive; each case is a real position with the rule's two sides.
 */
import { describe, expect, it } from 'vitest';
import { reinforcementHexes, siegeNeed } from './rules/board.ts';
import { siegeRollModifier } from './rules/sieges.ts';
import { sandbox } from './testkit.ts';

const ALZAK = '2312';
const THORES = '0319';
const ADEESE = '2222';
const STORMWALL = '2717';
const FREEPORT = '2417';
const range = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

describe('who besieges and who defends (DR-SIEGE-13, DR-SIEGE-21, DR-SIEGE-45)', () => {
  it('DR-SIEGE-21 the besieging hero is no besieger: 15 armies and their monarch against defence 4 with 4 inside roll +0', () => {
    const s = sandbox({
      kingdoms: ['ghem', 'muetar'],
      phase: 'sieges',
      sieges: { [ALZAK]: 'p2' },
      units: [
        ...range(10, (i) => ({ id: `muetar-army-${i + 1}`, hex: ALZAK })),
        ...range(5, (i) => ({ id: `merc-${'ABCDE'[i]}`, hex: ALZAK, seat: 'p2' })),
        { id: 'muetar-monarch', hex: ALZAK },
        ...range(4, (i) => ({ id: `ghem-army-${i + 1}`, hex: ALZAK, inside: true })),
      ],
    });
    // floor(15 / 8) - 1 = 0; counting the monarch would make it floor(16 / 8) - 1 = +1
    expect(siegeRollModifier(s, ALZAK)).toBe(0);
  });

  it('DR-SIEGE-45 armies still aboard their fleets do not besiege: four fleets carrying four armies against defence 4 roll +0', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'shucassam'],
      phase: 'sieges',
      sieges: { [ADEESE]: 'p1' },
      units: [
        ...range(4, (i) => ({ id: `rombune-fleet-${i + 1}`, hex: ADEESE })),
        ...range(4, (i) => ({ id: `rombune-army-${i + 1}`, hex: ADEESE, aboard: `rombune-fleet-${i + 1}` })),
      ],
    });
    // floor(4 / 4) - 1 = 0; with the armies aboard counted, floor(8 / 4) - 1 = +1
    expect(siegeRollModifier(s, ADEESE)).toBe(0);
  });

  it('DR-SIEGE-13 a defending fleet inside its port counts against the besieger, the army aboard it does not', () => {
    const s = sandbox({
      kingdoms: ['pon', 'rombune'],
      phase: 'sieges',
      units: [
        { id: 'pon-fleet-1', hex: STORMWALL, inside: true },
        { id: 'pon-army-1', hex: STORMWALL, inside: true, aboard: 'pon-fleet-1' },
        { id: 'pon-army-2', hex: STORMWALL, inside: true },
      ],
    });
    // defence 3, plus the fleet and the army ashore inside
    expect(siegeNeed(s, STORMWALL)).toBe(5);
  });
});

describe('friendly castles and ports (DR-MOVE-12, Q-35, Q-59)', () => {
  it('Q-35 DR-RE-03 a fleet inside its own castle-port is sheltered from a Storm also while the castle is besieged', () => {
    const s = sandbox(
      {
        kingdoms: ['rombune', 'neuth'],
        sieges: { [THORES]: 'p2' },
        units: [
          { id: 'rombune-monarch', hex: '0416', inside: true },
          { id: 'rombune-fleet-1', hex: THORES, inside: true },
          ...range(4, (i) => ({ id: `neuth-army-${i + 1}`, hex: THORES })),
        ],
      },
      {},
      [1, 2],
    );
    expect(s.sieges[THORES]).toBe('p2');
    // no fleet at risk: a Storm with nothing to sink is no event
    expect(s.interrupts).toEqual([]);
    expect(s.units['rombune-fleet-1']).toMatchObject({ hex: THORES, inside: true });
  });

  it("Q-59 a non-castle port held by an enemy army is not a friendly port for fleet reinforcements; held by one's own, it is", () => {
    const s = sandbox({ kingdoms: ['muetar', 'neuth'], units: [{ id: 'muetar-army-1', hex: FREEPORT }] }, {}, [3, 4]);
    expect(reinforcementHexes(s, 'p1', 'fleet')).toContain(FREEPORT);
    expect(reinforcementHexes(s, 'p2', 'fleet')).not.toContain(FREEPORT);
  });
});
