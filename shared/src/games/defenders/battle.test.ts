/**
 * Battles against a General at their limits (DF-GEN, DF-GRP, DF-GOUT): who
 * joins and in what order, the commit choices at the subset limit, who may
 * choose the next attacker, and what a lost battle does to heroes already home.
 */
import { describe, expect, it } from 'vitest';
import type { Choice } from '../../engine/types.ts';
import type { Command } from './commands.ts';
import { MONARCH_CITY } from './data/index.ts';
import type { State } from './rules/state.ts';
import { act, CALM, defenders, hasChoice, hero, ofType, sandbox } from './testkit.ts';

const KEEP = 'grimspire-keep'; // Varkolak's lair
type HeroSpec = Record<string, unknown>;

/** Heroes at Varkolak's keep, one per spec, in seat order. */
function party(specs: HeroSpec[], board: Record<string, unknown> = {}, ids = ['paladin', 'dwarf', 'cleric']): State {
  return sandbox(
    {
      darknessDeck: CALM,
      heroes: Object.fromEntries(
        specs.map((h, i) => [`hero${i + 1}`, { hand: [], quest: null, location: KEEP, ...h }]),
      ),
      ...board,
    },
    { players: specs.length, heroes: ids.slice(0, specs.length) },
  );
}

const commits = (s: State, seat: string) =>
  (defenders.choices(s, seat) as Choice<Command>[]).filter((c) => c.command.type === 'commit');

describe('who fights, and in what order', () => {
  it('DF-GRP-02 the heroes present join in table order from the one who attacks', () => {
    const s = party([{}, { hand: ['black-01'] }, { hand: ['black-01'] }]);
    // Play round to hero2's turn, then to hero3's, and let each start a battle there.
    const toTurn = (st: State, seat: string) => {
      let x = st;
      for (let i = 0; i < 6 && x.active !== seat; i++) {
        const p = defenders.pending(x)[0]?.seat as string;
        x = act(x, p, defenders.onTimeout(x, p) as never).state;
      }
      expect(x.active).toBe(seat);
      return x;
    };
    const two = toTurn(s, 'hero2');
    const t = act(two, 'hero2', { type: 'attack', general: 'varkolak' });
    expect(ofType(t.events, 'battleBegan')[0]?.participants).toEqual(['hero2', 'hero3', 'hero1']);
    const three = toTurn(two, 'hero3');
    const r = act(three, 'hero3', { type: 'attack', general: 'varkolak' });
    expect(ofType(r.events, 'battleBegan')[0]?.participants).toEqual(['hero3', 'hero1', 'hero2']);
  });

  it('DF-GRP-03 a hero who committed nothing is never offered as the next attacker; only the initiator chooses', () => {
    const s = party([{ hand: ['black-01'] }, { hand: ['black-05'] }, { hand: ['black-06'] }]);
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] });
    // One who has answered is offered nothing more while the others still choose.
    expect(commits(r.state, 'hero1')).toEqual([]);
    r = act(r.state, 'hero2', { type: 'commit', cards: [] });
    r = act(r.state, 'hero3', { type: 'commit', cards: ['black-06'] });
    const order = defenders.choices(r.state, 'hero1') as Choice<Command>[];
    expect(order.map((c) => c.command)).toEqual([
      { type: 'attackNext', seat: 'hero1' },
      { type: 'attackNext', seat: 'hero3' },
    ]);
    expect(order.map((c) => c.group)).toEqual(['Battle', 'Battle']);
    expect(order[1]?.label).toMatch(/^The .* attacks next, rolling 1 die/);
    expect(defenders.choices(r.state, 'hero3')).toEqual([]);
    expect(defenders.choices(r.state, 'hero2')).toEqual([]);
  });
});

describe('the commit choices', () => {
  it('DF-GEN-03 one choice commits the cards, the player picks which; the initiator keeps one at least, a joiner may keep none', () => {
    const five = ['black-01', 'black-02', 'black-03', 'black-04', 'black-05'];
    const s = party([{ hand: five }, { hand: five.slice(0, 2) }, { hand: ['black-06'] }]);
    const r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    const mine = commits(r.state, 'hero1');
    // Not a button per subset: one choice with every card, and the pick.
    expect(mine).toHaveLength(1);
    expect(mine[0]?.command).toEqual({ type: 'commit', cards: five });
    expect(mine[0]?.label).toMatch(/: 6 dice against Varkolak$/);
    expect(mine[0]?.pick).toEqual({
      field: 'cards',
      prompt: 'Which cards do you commit?',
      options: five.map((id) => ({ id, label: expect.stringMatching(/^The .+ \((1 die|2 dice)\)$/) })),
      min: 1,
    });
    // Any narrowing of at least one card is offered and taken; none is not, for the initiator.
    expect(hasChoice(r.state, 'hero1', { type: 'commit', cards: ['black-02', 'black-04'] })).toBe(true);
    expect(hasChoice(r.state, 'hero1', { type: 'commit', cards: [] })).toBe(false);
    const joiner = commits(r.state, 'hero2');
    expect(joiner.map((c) => c.label)).toEqual([
      expect.stringMatching(/^Commit the .+ and the .+: 2 dice against Varkolak$/),
      'Commit no cards: stay out of the battle with Varkolak',
    ]);
    expect(joiner[0]?.pick?.min).toBe(0);
    // A single card needs no pick: the choice is the card, or (for a joiner) none.
    const single = commits(r.state, 'hero3');
    expect(single.map((c) => c.command)).toEqual([
      { type: 'commit', cards: ['black-06'] },
      { type: 'commit', cards: [] },
    ]);
    expect(single[0]?.pick).toBeUndefined();
    for (const c of [...mine, ...joiner, ...single]) expect(c.group).toBe('Battle');
    // The narrowed commit goes through the rules as it is.
    const t = act(r.state, 'hero1', { type: 'commit', cards: ['black-03'] });
    expect(t.state.battle?.committed.hero1).toEqual(['black-03']);
    expect(t.state.battle?.dice.hero1).toBe(2);
  });

  it('DF-GEN-03 a joiner with no matching card is offered only to stay out; a hero who answered, nothing', () => {
    const s = party([{ hand: ['black-01'] }, { hand: ['red-01'] }]);
    const r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    expect(commits(r.state, 'hero2').map((c) => c.command)).toEqual([{ type: 'commit', cards: [] }]);
    const t = act(r.state, 'hero2', { type: 'commit', cards: [] });
    expect(commits(t.state, 'hero2')).toEqual([]);
  });
});

describe('a lost battle', () => {
  it('DF-GOUT-04 a hero already in Monarch City is not carried there again; one elsewhere is', () => {
    // The battle is at the keep, but a joiner who is no longer there does not fight; here both stand at the keep,
    // and the one carried home is the one who is not at Monarch City.
    const s = party([{ hand: ['black-01'] }, { hand: [] }]);
    let r = act(s, 'hero1', { type: 'attack', general: 'varkolak' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['black-01'] });
    r = act(r.state, 'hero2', { type: 'commit', cards: [] }, [2]);
    expect(ofType(r.events, 'heroMoved').map((m) => [m.seat, m.to, m.mode])).toEqual([
      ['hero1', MONARCH_CITY, 'carried'],
      ['hero2', MONARCH_CITY, 'carried'],
    ]);
    expect(hero(r.state, 'hero2').location).toBe(MONARCH_CITY);
  });

  it('DF-GSK-03 Sapphire at full health after a failed attack sends no healing', () => {
    const here = sandbox(
      { darknessDeck: CALM, heroes: { hero1: { hand: ['blue-03'], quest: null, location: 'drakehold-peak' } } },
      { heroes: ['paladin'] },
    );
    let r = act(here, 'hero1', { type: 'attack', general: 'sapphire' });
    r = act(r.state, 'hero1', { type: 'commit', cards: ['blue-03'] }, [1, 1]);
    expect(ofType(r.events, 'battleLost')).toHaveLength(1);
    expect(ofType(r.events, 'generalHealing')).toEqual([]);
  });
});
