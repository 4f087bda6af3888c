/**
 * Scenario victory (data/setup.ts; the text gives none, AMB-47): sudden death
 * after every command, the end conditions after the last Turn in order, else
 * the scenario's `otherwise`; each ending told in a sentence of words.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Config, Sandbox } from './config.ts';
import { PLACES, place, scenario, strongholdVp } from './data/index.ts';
import { afterCommand } from './rules/conquest.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { strongholdPoints } from './rules/victory.ts';
import { act, dragonsOfGlory, ofType, sandbox } from './testkit.ts';

function check(s: State) {
  const tx = new Tx(s, scriptedDice([]));
  afterCommand(tx);
  return { state: tx.state, events: tx.events };
}

/** The last Combat Step of a scenario's last Turn, Whitestone moving second. */
function lastStep(scen: Config['scenario'], o: Partial<Sandbox> = {}): State {
  return sandbox(
    {
      units: [],
      turn: scenario(scen).lastTurn,
      step: 'combat',
      mover: 'whitestone',
      second: true,
      ...o,
    },
    { scenario: scen },
  );
}
const finish = (s: State) => act(s, 'whitestone', { type: 'endCombat' });

/** No counter, place or scenario id leaks into a summary. */
const inWords = (summary: string) => {
  for (const p of PLACES) if (p.id.includes('-')) expect(summary).not.toContain(p.id);
  expect(summary).not.toMatch(/stronghold-vp|dark-temple|highlord\b|whitestone\b/);
};

describe('sudden death', () => {
  it('AMB-47 campaign: Whitestone wins at once by taking Nightspire', () => {
    const s = sandbox({
      units: [{ id: 'fielder-riders-1', hex: '3517' }],
      nations: { dominion: 'highlord', fielder: 'whitestone' },
    });
    const r = check(s);
    const over = ofType(r.events, 'gameOver');
    expect(over).toHaveLength(1);
    expect(over[0]!.winner).toBe('whitestone');
    expect(over[0]!.summary).toBe('Whitestone holds Nightspire: Whitestone wins at once.');
    expect(r.state.result?.winner).toBe('whitestone');
    expect(dragonsOfGlory.result(r.state)?.winners).toEqual(['whitestone']);
  });

  it('AMB-47 campaign: the Highlord wins at once by conquering Palanthus and all the Knights, not one short', () => {
    const nations = {
      dominion: 'highlord',
      palanthus: 'whitestone',
      caergoth: 'whitestone',
      gunthar: 'whitestone',
      'n-ergoth': 'whitestone',
      solanthus: 'whitestone',
      'tower-knights': 'whitestone',
    } as const;
    const knights = Object.fromEntries(
      sandbox({ units: [], nations }).knightsStrongholds.map((p) => [p, 'highlord' as const]),
    );
    const short = check(sandbox({ units: [], nations, control: knights }));
    expect(ofType(short.events, 'conquered')).toHaveLength(5);
    expect(short.state.result).toBeNull();
    const all = check(sandbox({ units: [], nations, control: { ...knights, palanthus: 'highlord' } }));
    const over = ofType(all.events, 'gameOver')[0]!;
    expect(over.winner).toBe('highlord');
    expect(over.summary).toMatch(/^Highlord has conquered .*Palanthus.*: Highlord wins at once\.$/);
    inWords(over.summary);
  });

  it('AMB-47 The Red Wing: the Highlord wins at once by conquering Fielder', () => {
    const s = sandbox(
      {
        units: [{ id: 'red-inf-1', hex: '1621' }],
        nations: { dominion: 'highlord', fielder: 'whitestone' },
        control: { straitwatch: 'highlord' },
      },
      { scenario: 'red-wing' },
    );
    const over = ofType(check(s).events, 'gameOver')[0]!;
    expect(over.winner).toBe('highlord');
    expect(over.summary).toBe('Highlord has conquered Fielder: Highlord wins at once.');
  });

  it('AMB-47 no condition met, no game over', () => {
    const s = sandbox({
      units: [{ id: 'red-inf-1', hex: '3517' }],
      nations: { dominion: 'highlord', fielder: 'whitestone' },
    });
    expect(ofType(check(s).events, 'gameOver')).toEqual([]);
  });
});

describe('after the last Turn', () => {
  // Twelve strongholds outside the Dominion and Dargaard, worth 30; one fortress less is 29.
  const thirty = [
    'palanthus',
    'solanthus',
    'caergoth',
    'highcrown',
    'thimbleford',
    'thistledown',
    'goldleaf',
    'starwood',
    'kaolyn-deep',
    'riverkeep',
    'eastmark',
    'westwatch',
  ];
  const held = (ids: string[]) => Object.fromEntries(ids.map((p) => [p, 'highlord' as const]));

  it('AMB-47 campaign: the Highlord wins with strongholds worth 30 outside its homeland', () => {
    expect(thirty.reduce((n, p) => n + strongholdVp(place(p)), 0)).toBe(30);
    const s = lastStep('campaign', { control: { ...held(thirty), nightspire: 'highlord' } });
    expect(strongholdPoints(s, 'highlord', ['dominion', 'soth'])).toBe(30);
    const r = finish(s);
    const over = ofType(r.events, 'gameOver')[0]!;
    expect(over.winner).toBe('highlord');
    expect(over.summary).toBe(
      'After Turn 26, the strongholds Highlord holds outside Highlord Dominion and Lord Soth’s Legions are worth 30 victory points (30 needed): Highlord wins.',
    );
  });

  it('AMB-47 campaign: at 29 Whitestone wins', () => {
    const r = finish(lastStep('campaign', { control: held(thirty.slice(0, -1)) }));
    const over = ofType(r.events, 'gameOver')[0]!;
    expect(over.winner).toBe('whitestone');
    expect(over.summary).toContain('worth 29 victory points (30 needed): Whitestone wins.');
  });

  it('AMB-47 the game goes on before the last Turn', () => {
    const s = sandbox({
      units: [
        { id: 'solanthus-foot-1', where: 'pool' },
        { id: 'solanthus-foot-2', where: 'pool' },
      ],
      nations: { solanthus: 'whitestone' },
      turn: 25,
      step: 'combat',
      mover: 'whitestone',
      second: true,
      control: held(thirty),
    });
    const r = finish(s);
    expect(ofType(r.events, 'gameOver')).toEqual([]);
    expect(r.state.turn).toBe(26);
  });

  it('AMB-47 The Red Wing: two of its four places held after Turn 6, not one', () => {
    const two = finish(lastStep('red-wing', { control: { fieldhold: 'highlord', goldleaf: 'highlord' } }));
    expect(ofType(two.events, 'gameOver')[0]).toMatchObject({ winner: 'highlord' });
    expect(ofType(two.events, 'gameOver')[0]!.summary).toContain('Highlord holds Fieldhold and Goldleaf of');
    const one = finish(lastStep('red-wing', { control: { fieldhold: 'highlord' } }));
    expect(ofType(one.events, 'gameOver')[0]).toMatchObject({ winner: 'whitestone' });
  });

  it('AMB-47 Whitestone Dawn: the conditions in order, then the scenario’s otherwise', () => {
    const temple = finish(lastStep('whitestone-dawn', { darkTemple: 'nightspire', templeLost: true }));
    const t = ofType(temple.events, 'gameOver')[0]!;
    expect(t.winner).toBe('whitestone');
    expect(t.summary).toBe('After Turn 26, Whitestone has taken the Dark Temple: Whitestone wins.');
    const none = finish(lastStep('whitestone-dawn', { darkTemple: 'nightspire' }));
    const n = ofType(none.events, 'gameOver')[0]!;
    expect(n.winner).toBe('highlord');
    expect(n.summary).toMatch(/^After Turn 26, .*: Highlord wins\.$/);
    inWords(n.summary);
  });
});
