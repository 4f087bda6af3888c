/**
 * Edges of replacements, reinforcements and mercenaries (rules/random.ts: replacementOptions,
 * reinforcementOptions and the placing of the units) that mutation testing (Stryker) showed no test held:
 * where a Zorn army may come back, which mercenaries may be stolen and when stealing is open at all,
 * which kind of mercenary a hire brings and whether a unit that enters stands within castle walls.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { placeMercenary, placeReplacement, replacementOptions } from './rules/random.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, divineRight, ofType, sandbox } from './testkit.ts';

const REPLACEMENTS = [3, 3];
const REINFORCEMENTS = [4, 4];

const PARROS = '0416';
const THORES = '0319';
const PENNOL = '1611';
const HARROWFIELD = '1708';
const DEEPFORD = '1213';
const SYLVARREN = '2304';
const LEAFGATE = '2207';
const ADEESE = '2222';
const SANDGATE = '1621';
const QASR_TOLAN = '1824';
const BARTERTOWN = '1225';
const THE_FACE = '2310';
const SEA = ['0219', '0220', '2322'];

const ARMY_LETTERS = 'ABCDEFGHIJKL'.split('');
const FLEET_LETTERS = 'MNOP'.split('');
/** Common mercenaries held on the map by a seat, all in one hex. */
const mercs = (letters: string[], seat: string, hex: string) => letters.map((l) => ({ id: `merc-${l}`, hex, seat }));

/** p1 (the first kingdom) rolls its Random Event at the start of its turn with the given dice. */
const rolled = (sb: Partial<Sandbox> & Pick<Sandbox, 'kingdoms'>, dice: number[]): State =>
  sandbox({ units: [], deckTop: ['flattery-1-1'], ...sb }, {}, dice);

/** The commands p1 is offered now. */
const offered = (s: State): Command[] => divineRight.choices(s, 'p1').map((c) => c.command);
/** What p1 may bring back, with the hex each choice points at on the map. */
const replaceOffers = (s: State) =>
  divineRight
    .choices(s, 'p1')
    .map((c) => ({ unit: c.command.type === 'replace' ? c.command.unit : '', hex: c.target }));
const steals = (s: State) => offered(s).flatMap((c) => (c.type === 'steal' ? [`${c.unit}@${c.hex}`] : []));
const hires = (s: State) => offered(s).flatMap((c) => (c.type === 'reinforce' ? [`${c.kind}@${c.hex}`] : []));

describe('Zorn replacements (DR-ZORN-01, DR-ZORN-02, DR-REIN-04)', () => {
  it('DR-ZORN-02 DR-ZORN-01 a returning Zorn army takes a free mountain or pass hex of Zorn not next to any Zorn army, and two returning armies keep apart', () => {
    // a Zorn army at 1400 bars 1300 and 1500 beside it; the first free hex is 1600, and the second army
    // must then keep away from 1600 as well
    const s = rolled(
      {
        kingdoms: ['zorn', 'muetar'],
        units: [{ id: 'zorn-army-3', hex: '1400' }],
        kingdomState: { zorn: { dead: ['zorn-army-1', 'zorn-army-2'] } },
      },
      REPLACEMENTS,
    );
    expect(s.interrupts[0]).toMatchObject({ kind: 'replace', seat: 'p1', count: 2 });
    expect(replaceOffers(s)).toEqual([
      { unit: 'zorn-army-1', hex: '1600' },
      { unit: 'zorn-army-2', hex: '1800' },
    ]);
    const first = act(s, 'p1', { type: 'replace', unit: 'zorn-army-1' });
    expect(first.state.units['zorn-army-1']).toMatchObject({ hex: '1600', seat: 'p1', inside: false });
    expect(ofType(first.events, 'placed')[0]?.cause).toBe('replacement');
    const second = act(first.state, 'p1', { type: 'replace', unit: 'zorn-army-2' });
    expect(second.state.units['zorn-army-2']?.hex).toBe('1800');
  });

  it('DR-ZORN-01 only Zorn armies bar the hexes beside them: the Zorn monarch and other kingdoms’ armies next door do not', () => {
    // 1300, the first Zorn hex, has the Zorn monarch (1401) and an enemy army (1200) as neighbours
    const s = rolled(
      {
        kingdoms: ['zorn', 'muetar'],
        units: [
          { id: 'zorn-monarch', hex: '1401' },
          { id: 'muetar-army-1', hex: '1200' },
        ],
        kingdomState: { zorn: { dead: ['zorn-army-1'] } },
      },
      REPLACEMENTS,
    );
    expect(replaceOffers(s)).toEqual([{ unit: 'zorn-army-1', hex: '1300' }]);
  });

  it('DR-ZORN-01 DR-RE-13 when every Zorn hex is taken or next to a Zorn army, no Zorn army can return and Replacements is no event', () => {
    const cover = ['1301', '1500', '1800', '1602', '1803', '1404', '1605'];
    const s = rolled(
      {
        kingdoms: ['zorn', 'muetar'],
        units: cover.map((hex, i) => ({ id: `zorn-army-${i + 1}`, hex })),
        kingdomState: { zorn: { dead: ['zorn-army-8'] } },
      },
      REPLACEMENTS,
    );
    expect(replacementOptions(s, 'p1')).toEqual([]);
    expect(s.interrupts).toEqual([]);
    expect(s.step).toBe('diplomacy');
  });
});

describe('replacements within the walls (DR-REIN-04, DR-REIN-06)', () => {
  it('DR-REIN-04 DR-REIN-06 a replacement stands inside an unplundered castle, outside at a plundered castle or an open hex', () => {
    const s = rolled(
      {
        kingdoms: ['muetar', 'neuth'],
        plundered: ['harrowfield'],
        kingdomState: { muetar: { dead: ['muetar-army-1', 'muetar-army-5', 'muetar-army-9'] } },
      },
      REPLACEMENTS,
    );
    expect(replaceOffers(s)).toEqual([
      { unit: 'muetar-army-1', hex: PENNOL },
      { unit: 'muetar-army-5', hex: HARROWFIELD },
      { unit: 'muetar-army-9', hex: '1409' },
    ]);
    const castle = act(s, 'p1', { type: 'replace', unit: 'muetar-army-1' });
    expect(castle.state.units['muetar-army-1']).toMatchObject({ hex: PENNOL, inside: true });
    expect(ofType(castle.events, 'placed')).toEqual([expect.objectContaining({ cause: 'replacement' })]);
    const plundered = act(castle.state, 'p1', { type: 'replace', unit: 'muetar-army-5' });
    expect(plundered.state.units['muetar-army-5']).toMatchObject({ hex: HARROWFIELD, inside: false });
    const open = act(s, 'p1', { type: 'replace', unit: 'muetar-army-9' });
    expect(open.state.units['muetar-army-9']).toMatchObject({ hex: '1409', inside: false });
  });

  it('DR-REIN-05 a regular whose space is enemy-held is not placed even when asked for by name', () => {
    const s = rolled(
      {
        kingdoms: ['muetar', 'neuth'],
        units: [{ id: 'neuth-army-1', hex: '1409' }],
        kingdomState: { muetar: { dead: ['muetar-army-9'] } },
      },
      [3, 4],
    );
    const tx = new Tx(s, scriptedDice([]));
    placeReplacement(tx, 'p1', 'muetar-army-9');
    expect(tx.events).toEqual([]);
    expect(tx.state.units['muetar-army-9']).toBeUndefined();
  });
});

describe('hiring mercenaries (DR-REIN-01, DR-REIN-02, DR-MERC-01, DR-TROLL-04)', () => {
  it('DR-MERC-01 DR-REIN-01 the player picks the kind: a fleet hire brings a fleet into a port, an army hire an army, inside unplundered castle walls', () => {
    const s = rolled({ kingdoms: ['shucassam', 'muetar'] }, REINFORCEMENTS);
    expect(s.interrupts[0]).toMatchObject({ kind: 'reinforce', seat: 'p1', count: 2 });
    expect(hires(s)).toEqual([`army@${ADEESE}`, `army@${SANDGATE}`, `army@${QASR_TOLAN}`, `fleet@${ADEESE}`]);
    const fleet = act(s, 'p1', { type: 'reinforce', kind: 'fleet', hex: ADEESE });
    expect(fleet.state.units['merc-M']).toMatchObject({ kind: 'fleet', seat: 'p1', hex: ADEESE, inside: true });
    expect(ofType(fleet.events, 'placed')).toEqual([expect.objectContaining({ cause: 'reinforcement' })]);
    const army = act(fleet.state, 'p1', { type: 'reinforce', kind: 'army', hex: QASR_TOLAN });
    expect(army.state.units['merc-A']).toMatchObject({ kind: 'army', seat: 'p1', hex: QASR_TOLAN, inside: true });
    expect(army.state.mercPool).not.toContain('merc-A');
    expect(army.state.mercPool).not.toContain('merc-M');
  });

  it('DR-REIN-02 DR-REIN-01 a mercenary hired into a plundered castle or a non-castle port stands outside any walls', () => {
    // Bartertown is friendly to p1 while only his army stands there
    const s = rolled(
      {
        kingdoms: ['shucassam', 'muetar'],
        plundered: ['sandgate'],
        units: [{ id: 'shucassam-army-1', hex: BARTERTOWN }],
      },
      REINFORCEMENTS,
    );
    expect(hires(s)).toEqual([
      `army@${ADEESE}`,
      `army@${SANDGATE}`,
      `army@${QASR_TOLAN}`,
      `fleet@${ADEESE}`,
      `fleet@${BARTERTOWN}`,
    ]);
    const port = act(s, 'p1', { type: 'reinforce', kind: 'fleet', hex: BARTERTOWN });
    expect(port.state.units['merc-M']).toMatchObject({ kind: 'fleet', hex: BARTERTOWN, inside: false });
    const plundered = act(port.state, 'p1', { type: 'reinforce', kind: 'army', hex: SANDGATE });
    expect(plundered.state.units['merc-A']).toMatchObject({ kind: 'army', hex: SANDGATE, inside: false });
  });

  it('DR-TROLL-04 the Trolls hire mercenary armies at the Face, which has no walls', () => {
    const s = rolled({ kingdoms: ['trolls', 'muetar'] }, REINFORCEMENTS);
    expect(hires(s)).toContain(`army@${THE_FACE}`);
    const r = act(s, 'p1', { type: 'reinforce', kind: 'army', hex: THE_FACE });
    expect(r.state.units['merc-A']).toMatchObject({ hex: THE_FACE, seat: 'p1', inside: false });
  });

  it('DR-MERC-02 a kind not left in the pool is not placed even when asked for by name', () => {
    const s = rolled(
      { kingdoms: ['shucassam', 'muetar'], units: mercs(FLEET_LETTERS, 'p2', SEA[0] as string) },
      [3, 4],
    );
    const tx = new Tx(s, scriptedDice([]));
    placeMercenary(tx, 'p1', { type: 'reinforce', kind: 'fleet', hex: ADEESE });
    expect(tx.events).toEqual([]);
  });
});

describe('when stealing is open (DR-MERC-01..04)', () => {
  it('DR-MERC-01 DR-REIN-09 with both kinds in the pool the player hires, armies only without a port, and may steal nothing', () => {
    const s = rolled(
      {
        kingdoms: ['muetar', 'neuth'],
        units: [...mercs(['A'], 'p2', SYLVARREN), ...mercs(['M'], 'p2', SEA[0] as string)],
      },
      REINFORCEMENTS,
    );
    expect(offered(s)).toEqual([
      { type: 'reinforce', kind: 'army', hex: PENNOL },
      { type: 'reinforce', kind: 'army', hex: HARROWFIELD },
      { type: 'reinforce', kind: 'army', hex: DEEPFORD },
    ]);
  });

  it('DR-MERC-02 with every fleet on the map a player with ports must hire an army, and may steal nothing', () => {
    const s = rolled(
      {
        kingdoms: ['rombune', 'neuth'],
        units: [...mercs(['A'], 'p2', SYLVARREN), ...mercs(FLEET_LETTERS, 'p2', SEA[0] as string)],
      },
      REINFORCEMENTS,
    );
    expect(offered(s)).toEqual([
      { type: 'reinforce', kind: 'army', hex: PARROS },
      { type: 'reinforce', kind: 'army', hex: THORES },
    ]);
  });

  it('DR-MERC-03 only fleets left and no port: the player steals an army instead', () => {
    const s = rolled({ kingdoms: ['muetar', 'neuth'], units: mercs(ARMY_LETTERS, 'p2', SYLVARREN) }, REINFORCEMENTS);
    expect(hires(s)).toEqual([]);
    expect(steals(s)).toEqual(
      ARMY_LETTERS.flatMap((l) => [`merc-${l}@${PENNOL}`, `merc-${l}@${HARROWFIELD}`, `merc-${l}@${DEEPFORD}`]),
    );
  });

  it('DR-MERC-03 DR-REIN-01 only armies left and every friendly castle besieged: the player steals a fleet into his port', () => {
    const s = rolled(
      {
        kingdoms: ['muetar', 'neuth'],
        units: [
          { id: 'muetar-army-1', hex: PENNOL, inside: true },
          { id: 'muetar-army-2', hex: HARROWFIELD, inside: true },
          { id: 'muetar-army-3', hex: DEEPFORD, inside: true },
          { id: 'neuth-army-1', hex: PENNOL },
          { id: 'neuth-army-2', hex: HARROWFIELD },
          { id: 'neuth-army-3', hex: DEEPFORD },
          // Bartertown is friendly to p1 while only his army stands there
          { id: 'muetar-army-4', hex: BARTERTOWN },
          ...mercs(FLEET_LETTERS, 'p2', SEA[0] as string),
        ],
        sieges: { [PENNOL]: 'p2', [HARROWFIELD]: 'p2', [DEEPFORD]: 'p2' },
      },
      REINFORCEMENTS,
    );
    expect(s.interrupts[0]).toMatchObject({ kind: 'reinforce', seat: 'p1' });
    expect(offered(s)).toEqual(FLEET_LETTERS.map((l) => ({ type: 'steal', unit: `merc-${l}`, hex: BARTERTOWN })));
    const r = act(s, 'p1', { type: 'steal', unit: 'merc-N', hex: BARTERTOWN });
    expect(r.state.units['merc-N']).toMatchObject({ seat: 'p1', hex: BARTERTOWN, inside: false });
  });
});

describe('which mercenaries may be stolen (DR-MERC-04, DR-MERC-05)', () => {
  it('DR-MERC-04 DR-MERC-05 with every mercenary on the map, only other players’ free mercenaries may be stolen: not one’s own, no regulars, none besieged, aboard or carrying troops', () => {
    const s = rolled(
      {
        kingdoms: ['rombune', 'neuth'],
        units: [
          { id: 'rombune-army-1', hex: SYLVARREN },
          { id: 'merc-A', hex: SYLVARREN, seat: 'p2', inside: true },
          { id: 'merc-B', hex: LEAFGATE, seat: 'p2', inside: true },
          { id: 'merc-C', hex: PARROS, seat: 'p1', inside: true },
          { id: 'neuth-army-2', hex: LEAFGATE },
          { id: 'merc-O', hex: SEA[1] as string, seat: 'p2' },
          { id: 'merc-D', hex: SEA[1] as string, seat: 'p2', aboard: 'merc-O' },
          { id: 'merc-N', hex: SEA[2] as string, seat: 'p2' },
          { id: 'neuth-army-1', hex: SEA[2] as string, aboard: 'merc-N' },
          ...mercs('EFGHIJKL'.split(''), 'p2', LEAFGATE),
          ...mercs(['M', 'P'], 'p2', SEA[0] as string),
        ],
        sieges: { [SYLVARREN]: 'p1' },
      },
      REINFORCEMENTS,
    );
    expect(s.mercPool).toEqual([]);
    expect(hires(s)).toEqual([]);
    const free = ['B', ...'EFGHIJKL'.split('')].flatMap((l) => [`merc-${l}@${PARROS}`, `merc-${l}@${THORES}`]);
    expect(steals(s)).toEqual([
      ...free,
      `merc-M@${PARROS}`,
      `merc-M@${THORES}`,
      `merc-P@${PARROS}`,
      `merc-P@${THORES}`,
    ]);
    // a stolen mercenary comes into the thief's castle and stands within its walls
    const r = act(s, 'p1', { type: 'steal', unit: 'merc-B', hex: THORES });
    expect(r.state.units['merc-B']).toMatchObject({ seat: 'p1', hex: THORES, inside: true });
  });

  it('DR-MERC-04 DR-REIN-09 with every mercenary on the map, a player without a port may steal armies but no fleet', () => {
    const s = rolled(
      {
        kingdoms: ['muetar', 'neuth'],
        units: [...mercs(ARMY_LETTERS, 'p2', LEAFGATE), ...mercs(FLEET_LETTERS, 'p2', SEA[0] as string)],
      },
      REINFORCEMENTS,
    );
    expect(new Set(offered(s).map((c) => (c.type === 'steal' ? c.unit : c.type)))).toEqual(
      new Set(ARMY_LETTERS.map((l) => `merc-${l}`)),
    );
  });
});
