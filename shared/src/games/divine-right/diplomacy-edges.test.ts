/**
 * What the Diplomacy Phase offers the active player, word for word: the groups, labels, map targets and
 * warnings of the ambassador, Forced Peace, prisoner and end-of-phase choices (rules/diplomacy.ts,
 * diplomacyOptions). These edges come from mutation testing (Stryker): each test holds choices that no
 * earlier test pinned.
 */
import { describe, expect, it } from 'vitest';
import { type Command, commandKey } from './commands.ts';
import type { Sandbox } from './config.ts';
import type { State, Unit } from './rules/state.ts';
import { act, diplomacyStart as dip, divineRight, hasChoice, rejects } from './testkit.ts';

const HIGHCRAG = '2911';
const ALZAK = '2312';
const PRISON = '1611';

/** The choice p1 is offered for a command, with its label, group, target and warning. */
const offer = (s: State, cmd: Command) =>
  divineRight.choices(s, 'p1').find((c) => commandKey(c.command) === commandKey(cmd));
const done = (s: State) => offer(s, { type: 'done' });

/** A monarch held prisoner by a seat (what a capture leaves behind). */
const heldBy = (s: State, k: string, jailor: string): State => {
  const id = `${k}-monarch`;
  return { ...s, units: { ...s.units, [id]: { ...(s.units[id] as Unit), captive: jailor } } };
};
const castaway = (s: State, k: string): State => {
  const id = `${k}-monarch`;
  return { ...s, units: { ...s.units, [id]: { ...(s.units[id] as Unit), castaway: true } } };
};
const envoy = (action: 'activate' | 'deactivate' | 'assassinate', kingdom: 'pon' | 'ghem') =>
  ({ type: 'envoy', action, kingdom }) as const;
const forcePon = { type: 'forcePeace', kingdom: 'pon' } as const;

/** Pon is p2's ally and its monarch stands at home. */
const ponAllied = (extra: Partial<Sandbox> = {}) =>
  dip({ allies: { pon: 'p2' }, units: [{ id: 'pon-monarch', hex: HIGHCRAG }], ...extra });

describe("the ambassador's choices (DR-DIP-07, DR-DIP-11, DR-DIP-18, DR-DIP-22)", () => {
  it('DR-DIP-07 DR-DIP-22 every ambassador action is offered in one Ambassador group, with what it risks', () => {
    const s = ponAllied();
    expect(offer(s, envoy('activate', 'ghem'))).toMatchObject({ label: 'Activate Ghem', group: 'Ambassador' });
    expect(offer(s, envoy('deactivate', 'pon'))).toMatchObject({
      label: 'Deactivate Pon (allied to Neuth)',
      group: 'Ambassador',
    });
    expect(offer(s, envoy('assassinate', 'pon'))).toMatchObject({
      label: 'Assassinate the Pon monarch (your die against his)',
      group: 'Ambassador',
    });
    expect(offer(s, { type: 'duel', seat: 'p2' })).toEqual({
      command: { type: 'duel', seat: 'p2' },
      label: "Duel Neuth's ambassador (both roll; the lower dies)",
      group: 'Ambassador',
      confirm:
        'Both ambassadors roll a die: the lower dies, both on a tie, and a dead ambassador is out for 3 game turns. You may not duel Neuth again.',
    });
  });

  it('DR-DIP-22 an ambassador duels the other players’ ambassadors, never his own', () => {
    const s = dip();
    expect(hasChoice(s, 'p1', { type: 'duel', seat: 'p2' })).toBe(true);
    expect(hasChoice(s, 'p1', { type: 'duel', seat: 'p3' })).toBe(true);
    expect(hasChoice(s, 'p1', { type: 'duel', seat: 'p1' })).toBe(false);
    rejects(s, 'p1', { type: 'duel', seat: 'p1' }, 'rule/illegal_duel');
  });

  it('DR-DIP-11 the visit announces a face-down personality card; a kingdom whose monarch died has none to turn up', () => {
    // Pon's monarch died and its Confusion is over: no personality card until a new monarch is crowned
    const s = dip({ kingdomState: { pon: { personality: null, monarch: 'dead' } } });
    expect(s.kingdoms.pon).toMatchObject({ status: 'inactive', lock: null, personality: null, revealed: false });
    const pon = offer(s, envoy('activate', 'pon'));
    expect(pon).toMatchObject({ label: 'Activate Pon', group: 'Ambassador' });
    expect(pon?.confirm).toBeUndefined();
    expect(offer(s, envoy('activate', 'ghem'))?.confirm).toBe(
      "Your ambassador goes to Ghem and turns its monarch's personality card face up for everyone.",
    );
  });

  it('DR-DIP-18 Q-76 an assassination points at the monarch on the map, never at a prisoner in his cell or a castaway', () => {
    const s = ponAllied();
    expect(offer(s, envoy('assassinate', 'pon'))?.target).toBe(HIGHCRAG);
    // the jailor's own ambassador may try his prisoner, but the cell is no target on the map
    const jailed = heldBy(ponAllied({ units: [{ id: 'pon-monarch', hex: PRISON }] }), 'pon', 'p1');
    const inCell = offer(jailed, envoy('assassinate', 'pon'));
    expect(inCell?.group).toBe('Ambassador');
    expect(inCell).not.toHaveProperty('target');
    const lost = offer(castaway(s, 'pon'), envoy('assassinate', 'pon'));
    expect(lost?.group).toBe('Ambassador');
    expect(lost).not.toHaveProperty('target');
  });
});

describe('Forced Peace and prisoners (DR-FP-01, DR-FP-12, DR-FP-13, DR-PRIS-08, DR-PRIS-09)', () => {
  it('DR-FP-01 DR-FP-13 the occupier of the plundered royal castle and the jailor are offered the plain roll on a 5 or 6', () => {
    const occupier = dip({
      allies: { pon: 'p2' },
      plundered: ['highcrag'],
      units: [{ id: 'muetar-army-1', hex: HIGHCRAG }],
    });
    const jailor = heldBy(ponAllied({ units: [{ id: 'pon-monarch', hex: PRISON }] }), 'pon', 'p1');
    for (const s of [occupier, jailor])
      expect(offer(s, forcePon)).toEqual({
        command: forcePon,
        label: 'Force peace on Pon (a die roll: 5 or 6)',
        group: 'Forced Peace',
      });
  });

  it('DR-FP-13 the jailor forces peace on his captive’s kingdom or sends his ambassador at it, not both, in either order', () => {
    const jailor = heldBy(ponAllied({ units: [{ id: 'pon-monarch', hex: PRISON }] }), 'pon', 'p1');
    // an assassination attempt on the captive (a tie: both live) leaves no Forced Peace on Pon this phase
    const tried = act(jailor, 'p1', envoy('assassinate', 'pon'), [3, 3]).state;
    expect(offer(tried, forcePon)).toBeUndefined();
    rejects(tried, 'p1', forcePon, 'rule/illegal_forcePeace');
    // a Forced Peace that failed leaves no ambassador's action on Pon: neither deactivation nor assassination
    const forced = act(jailor, 'p1', forcePon, [2]).state;
    expect(forced.kingdoms.pon.status).toBe('active');
    expect(offer(forced, envoy('assassinate', 'pon'))).toBeUndefined();
    expect(offer(forced, envoy('deactivate', 'pon'))).toBeUndefined();
    // the occupier of the royal castle (no jailor) may still force peace after his ambassador's assassination try
    const occupier = dip({
      allies: { pon: 'p2' },
      plundered: ['highcrag'],
      units: [
        { id: 'muetar-army-1', hex: HIGHCRAG },
        { id: 'pon-monarch', hex: HIGHCRAG, inside: true },
      ],
    });
    const tie = act(occupier, 'p1', envoy('assassinate', 'pon'), [3, 3]).state;
    expect(offer(tie, forcePon)).toBeDefined();
  });

  it("DR-FP-12 when another player holds the monarch, the occupier's Forced Peace is a request to that jailor", () => {
    const s = heldBy(
      dip({
        allies: { pon: 'p2' },
        plundered: ['highcrag'],
        units: [
          { id: 'muetar-army-1', hex: HIGHCRAG },
          { id: 'pon-monarch', hex: PRISON },
        ],
      }),
      'pon',
      'p3',
    );
    expect(offer(s, forcePon)).toEqual({
      command: forcePon,
      label: 'Ask Hothior to release the Pon monarch and force peace on Pon',
      group: 'Forced Peace',
      confirm:
        'Hothior decides whether to release the Pon monarch; if he refuses, there is no Forced Peace on Pon this phase.',
    });
  });

  it("DR-PRIS-09 DR-PRIS-08 the jailor's prisoner choices: execute, with its cost spelt out, or release, both at the cell", () => {
    const s = heldBy(ponAllied({ units: [{ id: 'pon-monarch', hex: PRISON }] }), 'pon', 'p1');
    expect(offer(s, { type: 'execute', kingdom: 'pon' })).toEqual({
      command: { type: 'execute', kingdom: 'pon' },
      label: 'Execute the Pon monarch',
      group: 'Prisoners',
      confirm:
        'The Pon monarch dies by your order: no victory points, and a Diplomatic Penalty with Pon for the rest of the game.',
      target: PRISON,
    });
    expect(offer(s, { type: 'release', kingdom: 'pon' })).toEqual({
      command: { type: 'release', kingdom: 'pon' },
      label: 'Release the Pon monarch',
      group: 'Prisoners',
      target: PRISON,
    });
  });
});

describe('ending the phase (DR-DIP-07, DR-FP-01, DR-FP-03)', () => {
  const DEAD = { p1: { ambassadorBack: 4 } };
  /** p1 occupies the plundered royal castles of Pon and, if asked, Ghem, both p2's allies. */
  const occupying = (both: boolean, extra: Partial<Sandbox> = {}) =>
    dip({
      allies: { pon: 'p2', ghem: 'p2' },
      plundered: both ? ['highcrag', 'aws-alzak'] : ['highcrag'],
      units: [
        { id: 'muetar-army-1', hex: HIGHCRAG },
        { id: 'muetar-army-2', hex: ALZAK },
      ],
      ...extra,
    });

  it('DR-DIP-07 DR-FP-01 ending the phase warns of what is left undone: the ambassador’s action and each Forced Peace attempt', () => {
    const end = (s: State) => done(s)?.confirm;
    expect(done(dip())).toEqual({
      command: { type: 'done' },
      label: 'End diplomacy',
      group: 'Diplomacy',
      confirm: 'Your ambassador has not acted; the Diplomacy Phase ends.',
    });
    expect(end(occupying(false))).toBe(
      'Your ambassador has not acted and 1 Forced Peace attempt is not made; the Diplomacy Phase ends.',
    );
    // a dead ambassador has nothing to do: only the Forced Peace attempts are left (DR-FP-03)
    expect(end(occupying(false, { playerState: DEAD }))).toBe(
      '1 Forced Peace attempt is not made; the Diplomacy Phase ends.',
    );
    expect(end(occupying(true, { playerState: DEAD }))).toBe(
      '2 Forced Peace attempts are not made; the Diplomacy Phase ends.',
    );
  });

  it('DR-DIP-07 with nothing left to do the phase ends without a warning', () => {
    const idle = done(dip({ playerState: DEAD }));
    expect(idle).toMatchObject({ label: 'End diplomacy', group: 'Diplomacy' });
    expect(idle).not.toHaveProperty('confirm');
    // a duel was the ambassador's action for the phase
    const dueled = act(dip(), 'p1', { type: 'duel', seat: 'p2' }, [5, 2]);
    expect(dueled.state.step).toBe('diplomacy');
    expect(done(dueled.state)).not.toHaveProperty('confirm');
  });
});
