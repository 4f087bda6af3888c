/**
 * More edges of Step 1 (Rule 1, Rule 10's temple and draconians) and of
 * activation (Rule 3), found by mutation testing: the exact choices each side
 * is offered and the words of every refusal, the default pair's order of
 * preference, kender and stacking at a returning army's hex, strongholds of a
 * nation that joined during the game, what may not consolidate, the Tower
 * Knights' entry, a nation with nothing left to place, and the hand-over from
 * a Step 2 extra roll to Step 3.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { isRuleError } from '../../engine/errors.ts';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { invade, waitingOf } from './rules/activation.ts';
import { evolve } from './rules/evolve.ts';
import {
  applyReplacement,
  consolidations,
  pairOptions,
  replacementChoices,
  replacementSides,
  returnHexes,
  templeSites,
} from './rules/replacements.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { NATIONS, pool, step1 } from './replacements.testkit.ts';
import { act, dragonsOfGlory, ofType, sandbox } from './testkit.ts';

const FILLER = [1, 1, 1, 1, 1, 1, 1, 1];

const dep = (id: string, hex: string) => ({ id, hex, depleted: true });

/** The code and words of a refused command. */
function refusal(s: State, seat: string, command: Command): { code: string; message: string } {
  try {
    act(s, seat, command, FILLER);
  } catch (e) {
    if (!isRuleError(e)) throw e;
    return { code: e.code, message: e.message };
  }
  throw new Error(`expected ${JSON.stringify(command)} to be refused`);
}
const choicesOf = (s: State, seat: string) => dragonsOfGlory.choices(s, seat);

describe('what Step 1 offers each side, in words', () => {
  it('DG-TURN-02 DG-DRC-02 the pending draconian comes alone for the Highlord; Whitestone consolidates meanwhile', () => {
    const s = step1(
      [dep('solanthus-foot-1', '2210'), dep('solanthus-foot-2', '2210'), ...pool('red-inf-1', 'red-inf-2')],
      {
        templeLost: false,
      },
    );
    expect(choicesOf(s, 'highlord')).toEqual([
      {
        command: { type: 'draconian', take: true },
        label: 'Raise Draconian Legion I at the Dark Temple in Nightspire',
        group: 'Draconians',
        target: '3517',
      },
      { command: { type: 'draconian', take: false }, label: 'Raise no new draconian this Turn', group: 'Draconians' },
      {
        command: { type: 'endReplacements', takeAll: true },
        label: 'Take every replacement and the new draconian, and end',
        group: 'End',
        confirm: 'Every pair in the pool is rebuilt where it best may; one army of each pair leaves the game.',
      },
      {
        command: { type: 'endReplacements' },
        label: 'End replacements',
        group: 'End',
        confirm: 'Armies left in the pool wait there for a later Turn.',
      },
    ]);
    // Whitestone has no draconian to decide and no pair: its plain end asks nothing more.
    expect(choicesOf(s, 'whitestone')).toEqual([
      {
        command: { type: 'consolidate', kept: 'solanthus-foot-1', pooled: 'solanthus-foot-2' },
        label:
          'Consolidate at forest of Solanthus (2210): Solanthus Men-at-Arms I back to full strength, Solanthus Men-at-Arms II to the pool',
        group: 'Consolidate',
        target: '2210',
      },
      {
        command: { type: 'consolidate', kept: 'solanthus-foot-2', pooled: 'solanthus-foot-1' },
        label:
          'Consolidate at forest of Solanthus (2210): Solanthus Men-at-Arms II back to full strength, Solanthus Men-at-Arms I to the pool',
        group: 'Consolidate',
        target: '2210',
      },
      { command: { type: 'endReplacements' }, label: 'End replacements', group: 'End' },
    ]);
    // The draconian decided, the Highlord's pair and its default are offered.
    const after = act(s, 'highlord', { type: 'draconian', take: false }).state;
    const hl = choicesOf(after, 'highlord');
    expect(hl.find((c) => c.command.type === 'pair')).toMatchObject({ group: 'Replacements' });
    expect(hl.filter((c) => c.group === 'End')).toEqual([
      {
        command: { type: 'endReplacements', takeAll: true },
        label: 'Take every replacement, and end',
        group: 'End',
        confirm: 'Every pair in the pool is rebuilt where it best may; one army of each pair leaves the game.',
      },
      {
        command: { type: 'endReplacements' },
        label: 'End replacements',
        group: 'End',
        confirm: 'Armies left in the pool wait there for a later Turn.',
      },
    ]);
  });

  it('DG-DRC-01 AMB-33 only the Highlord is offered the temple sites, each with its warning', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2'), { darkTemple: undefined, templeLost: false });
    expect(s.stage).toEqual({ kind: 'replacements', sides: ['highlord', 'whitestone'] });
    const temple = choicesOf(s, 'highlord').filter((c) => c.command.type === 'placeTemple');
    expect(temple.length).toBe(templeSites(s).length);
    expect(temple.find((c) => c.target === '3517')).toEqual({
      command: { type: 'placeTemple', place: 'nightspire' },
      label: 'Raise the Dark Temple at Nightspire',
      group: 'Dark Temple',
      target: '3517',
      confirm: 'The Dark Temple stands at Nightspire for the rest of the game.',
    });
    expect(choicesOf(s, 'whitestone').some((c) => c.command.type === 'placeTemple')).toBe(false);
  });

  it('DG-TURN-02 Whitestone’s "take every replacement" takes its pairs only, never the Highlord’s draconian', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2'), { templeLost: false });
    expect(s.stage).toEqual({ kind: 'replacements', sides: ['highlord', 'whitestone'] });
    const r = act(s, 'whitestone', { type: 'endReplacements', takeAll: true });
    expect(ofType(r.events, 'paired')).toHaveLength(1);
    expect(ofType(r.events, 'draconianMade')).toEqual([]);
    expect(r.state.stage).toEqual({ kind: 'replacements', sides: ['highlord'] });
  });

  it('DG-REP-01 the exported offer is empty outside Step 1 and for a side that has ended', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2'));
    expect(replacementChoices(s, 'whitestone').length).toBeGreaterThan(0);
    expect(replacementChoices(s, 'highlord')).toEqual([]);
    expect(replacementChoices({ ...s, stage: { kind: 'movement', side: 'whitestone' } }, 'whitestone')).toEqual([]);
    expect(replacementChoices({ ...s, stage: null }, 'whitestone')).toEqual([]);
  });
});

describe('refusals of Step 1, in words', () => {
  it('DG-DRC-02 DG-REP-01 the draconian first, once a Turn, and only in Step 1', () => {
    const s = step1(pool('red-inf-1', 'red-inf-2', 'solanthus-foot-1', 'solanthus-foot-2'), { templeLost: false });
    expect(refusal(s, 'highlord', { type: 'pair', returned: 'red-inf-1', removed: 'red-inf-2', hex: '3517' })).toEqual({
      code: 'rule/draconian_first',
      message: 'First raise the new draconian at the Dark Temple, or decline it; then the other replacements.',
    });
    const declined = act(s, 'highlord', { type: 'draconian', take: false }).state;
    expect(refusal(declined, 'highlord', { type: 'draconian', take: true })).toEqual({
      code: 'rule/no_draconian',
      message: 'No new draconian can be raised at the Dark Temple now.',
    });
    const moving = sandbox({
      units: [...pool('solanthus-foot-1', 'solanthus-foot-2'), { id: 'red-inf-1', hex: '3517' }],
      nations: NATIONS,
      mover: 'whitestone',
    });
    expect(
      refusal(moving, 'whitestone', {
        type: 'pair',
        returned: 'solanthus-foot-1',
        removed: 'solanthus-foot-2',
        hex: '2110',
      }),
    ).toEqual({ code: 'rule/not_now', message: 'Replacements are made only in Step 1 of a Turn.' });
  });

  it('DG-DRC-02 DG-DRC-01 Whitestone may neither raise the draconian nor the Dark Temple', () => {
    const pending = step1(pool('solanthus-foot-1', 'solanthus-foot-2'), { templeLost: false });
    expect(refusal(pending, 'whitestone', { type: 'draconian', take: true })).toEqual({
      code: 'rule/not_yours',
      message: 'Only the Highlord raises draconians.',
    });
    const noTemple = step1(pool('solanthus-foot-1', 'solanthus-foot-2'), { darkTemple: undefined, templeLost: false });
    expect(refusal(noTemple, 'whitestone', { type: 'placeTemple', place: 'nightspire' })).toEqual({
      code: 'rule/not_yours',
      message: 'Only the Highlord raises the Dark Temple.',
    });
    expect(noTemple.darkTemple.place).toBeNull();
  });

  it('DG-DRC-01 the temple once raised stays; a site must be a stronghold the Highlord holds', () => {
    const placed = step1([], { templeLost: false, draconiansMade: 20 });
    expect(placed.stage?.kind).not.toBe('replacements');
    const s = step1([], { darkTemple: undefined, templeLost: false });
    const raised = act(s, 'highlord', { type: 'placeTemple', place: 'nightspire' }).state;
    expect(refusal(raised, 'highlord', { type: 'placeTemple', place: 'ashhaven' })).toEqual({
      code: 'rule/temple_placed',
      message: 'The Dark Temple already stands at Nightspire.',
    });
    expect(refusal(s, 'highlord', { type: 'placeTemple', place: 'corsair-cove' })).toEqual({
      code: 'rule/bad_site',
      message: 'The Dark Temple goes in a fortress or fortified city the Highlord holds, and Corsair Cove is not one.',
    });
  });

  it('DG-REP-05 DG-REP-08 a refused consolidation names the flier that can never be rebuilt, or says what is needed', () => {
    const s = sandbox({
      units: [
        dep('qualinesti-foot-1', '1525'),
        dep('qualinesti-griffons', '1525'),
        dep('qualinesti-foot-2', '1424'),
        dep('qualinesti-foot-3', '1424'),
      ],
      nations: { qualinesti: 'whitestone' },
      step: 'replacements',
    });
    const griffons = 'Qualinesti Griffons can never be rebuilt: only ground armies consolidate.';
    expect(
      refusal(s, 'whitestone', { type: 'consolidate', kept: 'qualinesti-foot-1', pooled: 'qualinesti-griffons' }),
    ).toEqual({
      code: 'rule/no_consolidation',
      message: griffons,
    });
    expect(
      refusal(s, 'whitestone', { type: 'consolidate', kept: 'qualinesti-griffons', pooled: 'qualinesti-foot-1' })
        .message,
    ).toBe(griffons);
    expect(
      refusal(s, 'whitestone', { type: 'consolidate', kept: 'qualinesti-foot-1', pooled: 'qualinesti-foot-2' }),
    ).toEqual({
      code: 'rule/no_consolidation',
      message:
        'Qualinesti Archers I and Qualinesti Archers II must be two depleted armies of one nationality in one hex, on land.',
    });
  });

  it('DG-REP-03 DG-REP-08 a pair is two different ground armies of one nationality in the pool', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2', 'red-dragon-1', 'red-inf-1', 'red-inf-2'));
    const words = (a: string, b: string) =>
      `${a} and ${b} must be two armies of one nationality in your Replacement Pool.`;
    expect(
      refusal(s, 'whitestone', {
        type: 'pair',
        returned: 'solanthus-foot-1',
        removed: 'solanthus-foot-1',
        hex: '2110',
      }),
    ).toEqual({ code: 'rule/no_pair', message: words('Solanthus Men-at-Arms I', 'Solanthus Men-at-Arms I') });
    expect(
      refusal(s, 'highlord', { type: 'pair', returned: 'red-dragon-1', removed: 'red-inf-1', hex: '3517' }).code,
    ).toBe('rule/no_pair');
    expect(
      refusal(s, 'highlord', { type: 'pair', returned: 'red-inf-1', removed: 'red-dragon-1', hex: '3517' }),
    ).toEqual({
      code: 'rule/no_pair',
      message: words('Red Infantry I', 'Red Dragons I'),
    });
  });

  it('DG-REP-11 a conquered nation’s armies are refused in words that say why', () => {
    const s = step1(
      [
        ...pool('solanthus-foot-1', 'solanthus-foot-2'),
        { id: 'fielder-foot-1', where: 'removed' },
        { id: 'fielder-foot-2', where: 'removed' },
      ],
      {
        nations: { ...NATIONS, fielder: 'conquered' },
      },
    );
    expect(
      refusal(s, 'whitestone', { type: 'pair', returned: 'fielder-foot-1', removed: 'fielder-foot-2', hex: '1621' }),
    ).toEqual({ code: 'rule/no_pair', message: 'Fielder has been conquered: its armies never return.' });
    // A nation still at war gets the ordinary words.
    const atWar = step1([
      ...pool('solanthus-foot-1', 'solanthus-foot-2'),
      { id: 'caergoth-foot-1', where: 'removed' },
      { id: 'caergoth-foot-2', where: 'removed' },
    ]);
    expect(
      refusal(atWar, 'whitestone', {
        type: 'pair',
        returned: 'caergoth-foot-1',
        removed: 'caergoth-foot-2',
        hex: '1714',
      }).message,
    ).toBe(
      'Caergoth Men-at-Arms I and Caergoth Men-at-Arms II must be two armies of one nationality in your Replacement Pool.',
    );
  });

  it('DG-REP-06 DG-REP-10 a refused hex says where the army may go', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2'));
    expect(
      refusal(s, 'whitestone', {
        type: 'pair',
        returned: 'solanthus-foot-1',
        removed: 'solanthus-foot-2',
        hex: '2210',
      }),
    ).toEqual({
      code: 'rule/bad_hex',
      message:
        'Solanthus Men-at-Arms I returns to a fortress or fortified city of its own country that you hold, with room and no enemy in it; forest of Solanthus (2210) is not one.',
    });
    const dracs = step1(pool('draconian-1', 'draconian-2'), { templeLost: false, draconiansMade: 20 });
    expect(
      refusal(dracs, 'highlord', { type: 'pair', returned: 'draconian-1', removed: 'draconian-2', hex: '3220' }),
    ).toEqual({
      code: 'rule/bad_hex',
      message: 'A draconian returns only at the Dark Temple, while the Highlord holds it and it has room.',
    });
  });

  it('DG-REP-01 a command of another step handed to the replacements rules is refused', () => {
    const s = step1(pool('solanthus-foot-1', 'solanthus-foot-2'));
    const tx = new Tx(s, scriptedDice([]));
    let caught: unknown = null;
    try {
      applyReplacement(tx, 'whitestone', { type: 'skipActivation' });
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ code: 'rule/not_now', message: 'That cannot be done now.' });
    expect(tx.events).toEqual([]);
  });
});

describe('the default pair’s order of preference (AMB-03)', () => {
  const firstPaired = (s: State, side: 'highlord' | 'whitestone') =>
    ofType(act(s, side, { type: 'endReplacements', takeAll: true }).events, 'paired')[0];
  const pairsTaken = (s: State, side: 'highlord' | 'whitestone') =>
    ofType(act(s, side, { type: 'endReplacements', takeAll: true }).events, 'paired').map(
      (p) => `${p.returned}/${p.removed}@${p.hex}`,
    );

  it('DG-REP-03 the stronger returns, the weaker goes, to the capital though another hex sorts first', () => {
    // Caergoth: its capital (1714) sorts after Westwatch (1510).
    const s = step1(pool('caergoth-knights-1', 'caergoth-foot-1', 'caergoth-foot-2'));
    expect(firstPaired(s, 'whitestone')).toMatchObject({
      returned: 'caergoth-knights-1',
      removed: 'caergoth-foot-1',
      hex: '1714',
    });
    // Two of each: each Knights army returns, each Men-at-Arms army goes.
    const four = step1(pool('caergoth-knights-1', 'caergoth-knights-2', 'caergoth-foot-1', 'caergoth-foot-2'));
    expect(pairsTaken(four, 'whitestone')).toEqual([
      'caergoth-knights-1/caergoth-foot-1@1714',
      'caergoth-knights-2/caergoth-foot-2@1714',
    ]);
  });

  it('DG-REP-03 pairs equal in every way are all taken at their capitals, in a fixed order', () => {
    const dragonarmies = step1(pool('red-inf-1', 'red-inf-2', 'blue-inf-1', 'blue-inf-2'));
    expect(pairsTaken(dragonarmies, 'highlord')).toEqual(['blue-inf-1/blue-inf-2@3517', 'red-inf-1/red-inf-2@3517']);
    const knights = step1(pool('caergoth-foot-1', 'caergoth-foot-2', 'solanthus-foot-1', 'solanthus-foot-2'));
    expect(pairsTaken(knights, 'whitestone')).toEqual([
      'caergoth-foot-1/caergoth-foot-2@1714',
      'solanthus-foot-1/solanthus-foot-2@2110',
    ]);
  });

  it('DG-REP-03 the stronger by Strength first, then by movement: guard over horse, horse over foot', () => {
    // Palanthus: the Guard (4 SP, 4 MP) outranks the Horse (3 SP, 6 MP).
    const pal = step1(pool('palanthus-guard', 'palanthus-horse'), { nations: { ...NATIONS, palanthus: 'whitestone' } });
    expect(firstPaired(pal, 'whitestone')).toMatchObject({ returned: 'palanthus-guard', removed: 'palanthus-horse' });
    // The Red dragonarmy: equal Strength, the Cavalry (6 MP) outranks the Infantry (4 MP).
    const red = step1(pool('red-inf-1', 'red-inf-2', 'red-cav'));
    expect(firstPaired(red, 'highlord')).toMatchObject({ returned: 'red-cav', removed: 'red-inf-1', hex: '3517' });
  });
});

describe('where a rebuilt army may stand', () => {
  it('DG-STK-02 AMB-06 kender return only where no other army stands, and no other army joins kender', () => {
    const nations = { ...NATIONS, hylo: 'whitestone', 'n-ergoth': 'whitestone' } as const;
    const open = step1(pool('hylo-kender-1', 'hylo-kender-2'), { nations });
    expect(pairOptions(open, 'whitestone').map((p) => p.hex)).toEqual(['0908']);
    const kenderThere = step1([...pool('hylo-kender-1', 'hylo-kender-2'), { id: 'hylo-kender-3', hex: '0908' }], {
      nations,
    });
    expect(pairOptions(kenderThere, 'whitestone').map((p) => p.hex)).toEqual(['0908']);
    const menThere = step1([...pool('hylo-kender-1', 'hylo-kender-2'), { id: 'ergoth-foot-1', hex: '0908' }], {
      nations,
    });
    expect(pairOptions(menThere, 'whitestone')).toEqual([]);
    // The other way round: kender in Solanthus keep its men out.
    const kenderInCity = step1(
      [...pool('solanthus-foot-1', 'solanthus-foot-2'), { id: 'hylo-kender-3', hex: '2110' }],
      {
        nations,
      },
    );
    expect(pairOptions(kenderInCity, 'whitestone').map((p) => p.hex)).toEqual(['2409', '2608']);
  });

  it('DG-REP-10 AMB-06 with the temple hex full, rebuilt draconians have nowhere to go', () => {
    const s = step1(
      [
        { id: 'red-inf-1', hex: '3517' },
        { id: 'red-inf-2', hex: '3517' },
        { id: 'red-inf-3', hex: '3517' },
        ...pool('draconian-1', 'draconian-2'),
      ],
      { templeLost: false, draconiansMade: 20 },
    );
    expect(pairOptions(s, 'highlord')).toEqual([]);
    expect(replacementSides(s)).toEqual([]);
    expect(returnHexes(s, 'draconian-1', 'highlord')).toEqual([]);
  });

  it('DG-REP-08 a flier has no hex to return to', () => {
    const s = step1(pool('red-dragon-1', 'red-dragon-2'));
    expect(returnHexes(s, 'red-dragon-1', 'highlord')).toEqual([]);
  });

  it('DG-REP-06 AMB-48 a nation that joined in the game rebuilds in its own strongholds, which nobody has taken yet', () => {
    const s = step1(pool('fielder-foot-1', 'fielder-foot-2', 'khur-foot-1', 'khur-foot-2'));
    const joined = [
      { type: 'nationJoined', nation: 'fielder', side: 'whitestone', how: 'roll' },
      { type: 'nationJoined', nation: 'khur', side: 'highlord', how: 'roll' },
    ] as const;
    const t = joined.reduce<State>((x, e) => evolve(x, e), s);
    expect(t.control.fieldhold).toBeNull();
    expect(t.control.khur).toBeNull();
    expect([...new Set(pairOptions(t, 'whitestone').map((p) => p.hex))]).toEqual(['1621', '1918']);
    expect([...new Set(pairOptions(t, 'highlord').map((p) => p.hex))]).toEqual(['3821', '4124']);
    // and the Highlord may raise the Dark Temple in its new ally's cities
    const noTemple = joined.reduce<State>(
      (x, e) => evolve(x, e),
      step1([], { darkTemple: undefined, templeLost: false }),
    );
    expect(templeSites(noTemple).map((p) => p.id)).toEqual(expect.arrayContaining(['khur', 'sandwatch']));
    expect(templeSites(noTemple).map((p) => p.id)).not.toContain('fieldhold');
  });
});

describe('what may consolidate (DG-REP-05)', () => {
  it('DG-REP-05 only armies on land on the map: not two out of the game, not one aboard a ship', () => {
    const removed = step1([
      { id: 'solanthus-foot-1', where: 'removed', depleted: true },
      { id: 'solanthus-foot-2', where: 'removed', depleted: true },
    ]);
    expect(consolidations(removed, 'whitestone')).toEqual([]);
    const aboard = step1([
      { id: 'caergoth-ship', hex: '1714' },
      { id: 'caergoth-foot-1', hex: '1714', depleted: true, aboard: 'caergoth-ship' },
      { id: 'caergoth-foot-2', hex: '1714', depleted: true },
    ]);
    expect(consolidations(aboard, 'whitestone')).toEqual([]);
  });
});

const WAR: Sandbox['nations'] = { dominion: 'highlord', soth: 'highlord', qualinesti: 'whitestone' };
/** Step 3 of `turn` (3: the Highlord draws and tries first; 4: Whitestone). */
const step3 = (sb: Partial<Sandbox> = {}): State =>
  sandbox({ units: [], turn: 3, ...sb, nations: { ...WAR, ...sb.nations }, step: 'activation' });
/** Khur with every one of its forces already out of the game: nothing of it waits to be placed. */
const KHUR_GONE: Sandbox['units'] = [
  'khur-riders-1',
  'khur-riders-2',
  'khur-riders-3',
  'khur-foot-1',
  'khur-foot-2',
  'khur-khan',
].map((id) => ({ id, where: 'removed' as const }));

describe('activation: who tries, and what follows a nation’s joining', () => {
  it('DG-ACT-01 DG-ACT-11 a nation that is not neutral is refused in words', () => {
    expect(refusal(step3(), 'highlord', { type: 'activate', nation: 'qualinesti' })).toEqual({
      code: 'rule/not_neutral',
      message: 'Qualinesti cannot be called to arms by you now.',
    });
  });

  it('DG-ACT-08 DG-ACT-11 a nation with nothing to place joins at once; a side left with no neutral to try is passed over', () => {
    // Every rollable nation at war but Khur; the Highlord takes Khur with its one attempt.
    const nations: Sandbox['nations'] = {
      blode: 'highlord',
      kern: 'highlord',
      kothas: 'highlord',
      mithas: 'highlord',
      pirates: 'highlord',
      caergoth: 'whitestone',
      fielder: 'whitestone',
      goodlund: 'whitestone',
      gunthar: 'whitestone',
      hylo: 'whitestone',
      kaolyn: 'whitestone',
      'n-ergoth': 'whitestone',
      palanthus: 'whitestone',
      silvanesti: 'whitestone',
      solanthus: 'whitestone',
      stonedeep: 'whitestone',
    };
    const s = step3({ units: KHUR_GONE, nations });
    expect(waitingOf(s, 'khur')).toEqual([]);
    const r = act(s, 'highlord', { type: 'activate', nation: 'khur' }, [1, 3, 2]);
    expect(ofType(r.events, 'nationJoined')).toEqual([
      { type: 'nationJoined', nation: 'khur', side: 'highlord', how: 'roll' },
    ]);
    expect(ofType(r.events, 'activationSkipped')).toEqual([{ type: 'activationSkipped', side: 'whitestone' }]);
    expect(r.state.stage).toEqual({ kind: 'first', side: 'highlord' });
  });

  it('DG-ACT-08 waitingOf lists only the nation’s forces still off the map', () => {
    const s = step3({ units: [{ id: 'khur-riders-1', where: 'removed' }] });
    expect(waitingOf(s, 'khur').sort()).toEqual([
      'khur-foot-1',
      'khur-foot-2',
      'khur-khan',
      'khur-riders-2',
      'khur-riders-3',
    ]);
  });

  it('DG-SE-07 a nation won by a Step 2 extra roll is placed, then Step 3 begins as a step of its own', () => {
    const s = sandbox({ units: [], turn: 3, nations: WAR, step: 'events', cup: ['ogre-pact'] }, {}, [0]);
    const rolled = act(s, 'highlord', { type: 'eventChoice', pick: 'kern' }, [8]);
    expect(rolled.state.stage).toEqual({ kind: 'place', side: 'highlord', nation: 'kern' });
    const placed = act(rolled.state, 'highlord', { type: 'placeAtHome' });
    expect(ofType(placed.events, 'stepped')).toEqual([{ type: 'stepped', step: 'activation' }]);
    expect(placed.state.step).toBe('activation');
    expect(placed.state.stage).toEqual({ kind: 'activation', side: 'highlord', first: true });
  });
});

describe('invasion and the Tower Knights', () => {
  const movement = { kind: 'movement', side: 'highlord' } as const;

  it('DG-INV-08 a nation with nothing to place joins the roll-off’s winner and the invader moves on', () => {
    // Whitestone rolls first with 3 + 2 for Khur: a 1 wins it.
    const t = new Tx(sandbox({ units: KHUR_GONE, nations: WAR }), scriptedDice([1]));
    expect(invade(t, 'khur', 'highlord', movement)).toBe(false);
    expect(t.state.nations.khur.status).toBe('whitestone');
    expect(t.state.stage).toEqual(movement);
  });

  it('AMB-14 a neutral nobody rolls for, invaded, joins the non-invader without a roll', () => {
    // The sandbox leaves Soth neutral; neither side has a rating for it.
    const t = new Tx(
      sandbox({ units: [], nations: { dominion: 'highlord', qualinesti: 'whitestone' } }),
      scriptedDice([]),
    );
    expect(invade(t, 'soth', 'whitestone', { kind: 'movement', side: 'whitestone' })).toBe(true);
    expect(ofType(t.events, 'activationRolled')).toEqual([]);
    expect(t.state.nations.soth.status).toBe('highlord');
    expect(t.state.stage).toMatchObject({ kind: 'place', side: 'highlord', nation: 'soth' });
  });

  it('DG-ACT-07 AMB-06 with the enemy in the Tower, its Knights stand as near as they may, in the pass and in Solanthus', () => {
    const s = step3({ turn: 4, units: [{ id: 'red-inf-1', hex: '2106' }] });
    const r = act(s, 'whitestone', { type: 'activate', nation: 'caergoth' }, [1]);
    expect(ofType(r.events, 'placed')).toEqual([
      {
        type: 'placed',
        side: 'whitestone',
        units: [
          { id: 'tower-knights-1', hex: '2007' },
          { id: 'tower-knights-2', hex: '2007' },
          { id: 'tower-knights-3', hex: '2107' },
        ],
        why: 'the Tower Knights take the field',
      },
    ]);
    expect(r.state.stage).toEqual({ kind: 'place', side: 'whitestone', nation: 'caergoth' });
  });

  it('DG-ACT-07 with none of the Tower Knights left to place, nothing is announced', () => {
    const gone = ['tower-knights-1', 'tower-knights-2', 'tower-knights-3'].map((id) => ({
      id,
      where: 'removed' as const,
    }));
    const r = act(step3({ turn: 4, units: gone }), 'whitestone', { type: 'activate', nation: 'caergoth' }, [1]);
    expect(ofType(r.events, 'nationJoined').map((e) => e.nation)).toEqual(['caergoth', 'tower-knights']);
    expect(ofType(r.events, 'placed')).toEqual([]);
  });
});
