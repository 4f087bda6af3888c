/**
 * The Dragons of Glory board on views from the engine (dragonsFixture.ts): the
 * map's static layer, one token per stack and side at its hex, names and never
 * ids, hidden stacks that say nothing of what is inside, the seat's choices lit
 * at their targets (hexes, and river hexsides for ships) and sent with a tap or
 * from the sheet, who goes from a stack, the battle panel with every modifier,
 * and the status strip.
 */
import {
  COUNTER_BY_ID,
  EVENT_BY_ID,
  HEXES,
  HEXSIDES,
  neighbours,
  PLACES,
  REGIONS,
} from '@hexpost/shared/games/dragons-of-glory/data/index.ts';
import type { State } from '@hexpost/shared/games/dragons-of-glory/rules/state.ts';
import { hexWord } from '@hexpost/shared/games/dragons-of-glory/rules/words.ts';
import { fireEvent, render, screen, within } from '@solidjs/testing-library';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import DragonsBoard from '../src/boards/dragons-of-glory/Board.tsx';
import { windowOn } from '../src/boards/dragons-of-glory/camera.ts';
import { originOf, pointOf, shortName, tokens, type View } from '../src/boards/dragons-of-glory/pieces.ts';
import type { Choice } from '../src/boards/registry.ts';
import {
  activation,
  attackChoice,
  BATTLE_MODS,
  battle,
  campaign,
  choicesOf,
  detail,
  moveChoices,
  movement,
  riverSideNear,
  shipChoices,
  viewOf,
} from './dragonsFixture.ts';
import { staticLayer } from './maps.ts';

beforeEach(() => sessionStorage.clear());

function renderBoard(view: View, seat: string | null, choices: Choice[] = []) {
  const choose = vi.fn();
  const r = render(() => <DragonsBoard game={detail} seat={seat} view={view} choices={choices} choose={choose} />);
  return { ...r, choose };
}

/** Everything a player could read: the text and every accessible name. */
const readable = (el: Element) =>
  [
    el.textContent ?? '',
    ...[...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? ''),
  ].join('\n');
const isLit = (c: Element, at: string) =>
  !!c.querySelector(at.includes('|') ? `[data-side="${at}"]` : `[data-hex="${at}"]`)?.classList.contains('hx--lit');

describe('the map of Ansalon', () => {
  it('draws every hex with its terrain, rivers by weight, mountain hexsides, borders, strongholds and labels', async () => {
    const { container } = renderBoard(viewOf(campaign(), 'highlord'), 'highlord');
    const image = await staticLayer(container);
    expect(image.querySelectorAll('use[data-hex]')).toHaveLength(1536);
    expect(image.querySelector('use[data-hex="2106"]')?.getAttribute('data-terrain')).toBe('pass');
    expect(image.querySelector('use[data-hex="4513"]')?.getAttribute('data-terrain')).toBe('maelstrom');
    expect(image.querySelectorAll('use[data-terrain="forest"]').length).toBeGreaterThan(50);
    const sides = [...HEXSIDES.values()];
    expect(image.querySelectorAll('.dg-river')).toHaveLength(sides.filter((s) => s.river).length);
    expect(image.querySelectorAll('.dg-river--deep')).toHaveLength(sides.filter((s) => s.deep).length);
    expect(image.querySelectorAll('.dg-river--major')).toHaveLength(sides.filter((s) => s.navigable && !s.deep).length);
    // a deep river is drawn heavier than a major one, a major one heavier than a plain river
    const width = (sel: string) => Number(image.querySelector(sel)?.getAttribute('stroke-width'));
    expect(width('.dg-river--deep')).toBeGreaterThan(width('.dg-river--major'));
    expect(width('.dg-river--major')).toBeGreaterThan(width('.dg-river:not(.dg-river--major):not(.dg-river--deep)'));
    expect(image.querySelectorAll('.dg-mountain')).toHaveLength(sides.filter((s) => s.mountain).length);
    expect(image.querySelectorAll('.dg-border').length).toBeGreaterThan(50);
    expect(image.querySelectorAll('[data-place]')).toHaveLength(PLACES.length);
    expect(image.querySelectorAll('[data-region]')).toHaveLength(REGIONS.length + 1);
    // names of places are live text; each stronghold's hex says what it is and who holds it
    for (const p of PLACES) expect(container.querySelector(`[data-name="${p.id}"]`)?.textContent).toBe(p.name);
    expect(container.querySelector(`[data-hex="3406"]`)?.getAttribute('aria-label')).toMatch(
      /Dargaard Keep.*held by Highlord/,
    );
    expect(container.querySelector('[data-place="dargaard-keep"]')?.getAttribute('data-holder')).toBe('highlord');
    expect(container.querySelector('[data-place="palanthus"]')?.getAttribute('data-holder')).toBe('nobody');
    // only hexes with something on them are elements; the rest is the image
    expect(container.querySelectorAll('g.hx').length).toBeLessThan(HEXES.size / 10);
  });

  it('puts one token per stack and side at its hex, the top army named, ships as ship tokens', () => {
    const v = viewOf(campaign(), 'highlord');
    const { container } = renderBoard(v, 'highlord');
    const stacks = new Set(
      v.units.filter((u) => COUNTER_BY_ID.get(u.id)?.kind !== 'ship').map((u) => `${u.hex}:${u.side}`),
    );
    for (const k of stacks) expect(container.querySelector(`[data-stack="${k}"]`), k).not.toBeNull();
    expect(container.querySelectorAll('.dg-token--stack')).toHaveLength(stacks.size);
    const ember = container.querySelector('[data-stack="2923:highlord"]') as Element;
    expect(ember.querySelector('.dg-tname')?.textContent).toBe(shortName('Red Infantry I'));
    expect(ember.querySelector('.dg-tval')?.textContent).toBe('4-4');
    expect(ember.querySelector('.dg-tcount')?.textContent).toBe('5');
    expect(ember.querySelector('[data-badge="leader"] text')?.textContent).toBe('2');
    expect(ember.querySelector('rect')?.getAttribute('fill')).toBe('#d55e00');
    // Nightspire's wizard and the Ashhaven fleet beside its army
    expect(container.querySelector('[data-stack="3517:highlord"] [data-badge="wizard"]')).not.toBeNull();
    const fleet = container.querySelector('[data-stack="ship:3220:highlord"]') as Element;
    expect(fleet.classList.contains('dg-token--ship')).toBe(true);
    expect(fleet.querySelector('.dg-tcount')?.textContent).toBe('3');
    // the token stands on its hex
    const t = tokens(v, 'highlord').find((x) => x.key === '2923:highlord');
    expect(Math.abs((t?.x ?? 0) - pointOf('2923').x)).toBeLessThan(0.01);
  });

  it('shows a depleted army and names units, never ids', () => {
    const s = campaign();
    s.units['red-inf-1'] = { ...(s.units['red-inf-1'] as State['units'][string]), depleted: true };
    const v = viewOf(s, 'highlord');
    const { container } = renderBoard(v, 'highlord');
    const ember = container.querySelector('[data-stack="2923:highlord"]') as Element;
    // the full-strength army tops the stack now; the depleted one is told when tapped
    expect(ember.querySelector('.dg-tname')?.textContent).toBe(shortName('Red Infantry II'));
    fireEvent.click(container.querySelector('[data-hex="2923"]') as Element);
    const about = screen.getByRole('region', { name: /^About Emberkeep/ });
    expect(within(about).getByText(/^Red Infantry I: infantry, 2 SP, 4 MP, depleted/)).toBeInTheDocument();
    expect(within(about).getByText(/^Verminaard: leader, tactical rating 2/)).toBeInTheDocument();
    const text = readable(container);
    for (const u of v.units) if (u.id.includes('-')) expect(text, u.id).not.toContain(u.id);
    for (const p of PLACES) if (p.id.includes('-')) expect(text, p.id).not.toContain(p.id);
  });
});

describe('hidden stacks', () => {
  it('show a blank token in the side colour and nothing of what is inside, on the map or when tapped', () => {
    const s = campaign({ hiddenStacks: true });
    const v = viewOf(s, 'highlord');
    expect(v.hidden.length).toBeGreaterThan(1);
    const { container } = renderBoard(v, 'highlord');
    const secret = viewOf(s, 'whitestone')
      .units.filter((u) => u.side === 'whitestone')
      .map((u) => COUNTER_BY_ID.get(u.id)?.name as string);
    expect(secret.length).toBeGreaterThan(3);
    const check = () => {
      const text = readable(container);
      for (const n of secret) expect(text, n).not.toContain(n);
    };
    for (const h of v.hidden) {
      const el = container.querySelector(`[data-stack="${h.hex}:${h.side}"]`) as Element;
      expect(el.getAttribute('data-hidden')).toBe('true');
      expect(el.querySelector('rect')?.getAttribute('fill')).toBe('#0072b2');
      expect(el.querySelector('.dg-tname')).toBeNull();
    }
    check();
    const h = v.hidden[0] as View['hidden'][number];
    fireEvent.click(container.querySelector(`[data-hex="${h.hex}"]`) as Element);
    const about = screen.getByRole('region', { name: /^About / });
    expect(within(about).getByText(/^A hidden Whitestone stack$/)).toBeInTheDocument();
    check();
  });
});

describe('acting on the map', () => {
  const ember = ['red-inf-1', 'red-inf-2', 'red-dragon-1', 'red-dragon-2', 'verminaard'];

  it('lights only what the engine’s choices target; those without a target stay off the map', () => {
    const s = activation(campaign());
    const choices = choicesOf(s, 'highlord');
    expect(choices.length).toBeGreaterThan(3);
    const untargeted = choices.filter((c) => !c.target);
    const { container, unmount } = renderBoard(viewOf(s, 'highlord'), 'highlord', untargeted);
    expect(container.querySelectorAll('.hx--lit')).toHaveLength(0);
    expect(container.querySelectorAll('[data-tag]')).toHaveLength(0);
    unmount();
    // whatever the engine offers now: each lit place is a choice's target or the stack it acts from
    const m = movement(campaign());
    const all = [...choicesOf(m, 'highlord'), ...choices];
    const v = viewOf(m, 'highlord');
    const { container: c2 } = renderBoard(v, 'highlord', all);
    const lit = [...c2.querySelectorAll('.hx--lit')].map(
      (e) => e.getAttribute('data-hex') ?? e.getAttribute('data-side'),
    );
    const allowed = new Set([...all.map((c) => c.target), ...all.map((c) => originOf(c, v))]);
    for (const l of lit) expect(allowed.has(l as string), l as string).toBe(true);
    expect(lit.length).toBeGreaterThanOrEqual(new Set(all.map((c) => c.target).filter(Boolean)).size > 0 ? 1 : 0);
  });

  it('a stack’s moves light their hexes with the cost, and one tap sends the move', () => {
    const s = movement(campaign());
    const [a, b] = neighbours('2923');
    const choices = [
      ...moveChoices(ember, '2923', { [a as string]: 1, [b as string]: 2 }),
      { command: { type: 'endMovement' }, label: 'End movement', group: 'End', confirm: 'Your Movement Step ends.' },
    ];
    const { container, choose } = renderBoard(viewOf(s, 'highlord'), 'highlord', choices);
    const lit = [...container.querySelectorAll('.hx--lit')].map((e) => e.getAttribute('data-hex')).sort();
    expect(lit).toEqual([a, b].sort());
    expect(container.querySelector(`[data-tag="${b}"]`)?.textContent).toBe('2 MP');
    fireEvent.click(container.querySelector(`[data-hex="${b}"]`) as Element);
    expect(choose).toHaveBeenCalledTimes(1);
    expect(choose.mock.calls[0]?.[0]).toBe(choices[1]);
  });

  it('with several stacks that can move, lights them; picking one shows its moves and who goes', () => {
    const s = movement(campaign());
    const [a] = neighbours('2923');
    const [c] = neighbours('2824').filter((h) => h !== '2923' && h !== '2823');
    const choices = [
      ...moveChoices(ember, '2923', { [a as string]: 1 }),
      ...moveChoices(['red-inf-5', 'red-cav'], '2824', { [c as string]: 1 }),
    ];
    const { container, choose } = renderBoard(viewOf(s, 'highlord'), 'highlord', choices);
    expect(container.querySelector('[data-tag="2923"]')?.textContent).toBe('move');
    expect(container.querySelector('[data-tag="2824"]')?.textContent).toBe('move');
    expect(isLit(container, a as string)).toBe(false);
    fireEvent.click(container.querySelector('[data-hex="2923"]') as Element);
    expect(choose).not.toHaveBeenCalled();
    expect(isLit(container, a as string)).toBe(true);
    expect(isLit(container, c as string)).toBe(false);
    const who = screen.getByRole('group', { name: /^Who goes from Emberkeep/ });
    fireEvent.click(within(who).getByRole('button', { name: /Verminaard/ }));
    fireEvent.click(container.querySelector(`[data-hex="${a}"]`) as Element);
    expect(choose).toHaveBeenCalledTimes(1);
    const sent = choose.mock.calls[0]?.[0] as Choice;
    expect((sent.command as { units: string[] }).units).toEqual(ember.filter((u) => u !== 'verminaard'));
    expect(sent.label).toContain('only');
  });

  it('a ship’s move onto a river lights the hexside’s middle, and a tap there sends it', () => {
    const s = movement(campaign());
    const side = riverSideNear('3220');
    const [sea] = neighbours('3220').filter((h) => HEXES.get(h)?.terrain === 'sea');
    const choices = shipChoices('dominion-ship-1', { [side]: 3, [sea as string]: 1 });
    const { container, choose } = renderBoard(viewOf(s, 'highlord'), 'highlord', choices);
    expect(isLit(container, side)).toBe(true);
    expect(isLit(container, sea as string)).toBe(true);
    const dot = container.querySelector(`[data-side="${side}"] circle`) as Element;
    const mid = pointOf(side);
    expect(Number(dot.getAttribute('cx'))).toBeCloseTo(mid.x, 3);
    expect(Number(dot.getAttribute('cy'))).toBeCloseTo(mid.y, 3);
    expect(container.querySelector(`[data-side="${side}"]`)?.getAttribute('aria-label')).toContain('the river between');
    fireEvent.click(container.querySelector(`[data-side="${side}"]`) as Element);
    expect(choose).toHaveBeenCalledTimes(1);
    expect(choose.mock.calls[0]?.[0]).toBe(choices.find((c) => c.target === side));
  });

  it('a ship on a river stands at its hexside’s middle', () => {
    const s = movement(campaign());
    const side = riverSideNear('3220');
    const [h] = side.split('|');
    s.units['dominion-ship-2'] = {
      ...(s.units['dominion-ship-2'] as State['units'][string]),
      hex: h as string,
      river: side,
    };
    const { container } = renderBoard(viewOf(s, 'highlord'), 'highlord');
    const t = tokens(viewOf(s, 'highlord'), 'highlord').find((x) => x.key === `ship:${side}:highlord`);
    expect(t?.x).toBeCloseTo(pointOf(side).x, 3);
    expect(container.querySelector(`[data-stack="ship:${side}:highlord"]`)).not.toBeNull();
  });

  it('several choices at one hex, or one that asks first, open a sheet there', () => {
    const s = movement(campaign());
    const [a] = neighbours('2923');
    const choices = [
      ...moveChoices(ember, '2923', { [a as string]: 1 }),
      attackChoice(a as string, ['red-inf-1'], '2-1'),
    ];
    const { container, choose } = renderBoard(viewOf(s, 'highlord'), 'highlord', choices);
    fireEvent.click(container.querySelector(`[data-hex="${a}"]`) as Element);
    expect(choose).not.toHaveBeenCalled();
    const sheet = screen.getByRole('group', {
      name: new RegExp(`^Choices for ${hexWord(a as string).replace(/[()]/g, '.')}`),
    });
    const buttons = within(sheet).getAllByRole('button', { name: /Attack|Move/ });
    expect(buttons).toHaveLength(2);
    fireEvent.click(within(sheet).getByRole('button', { name: /^Attack/ }));
    expect(choose).toHaveBeenCalledTimes(1);
    expect(choose.mock.calls[0]?.[0]).toBe(choices[1]);
  });
});

describe('the battle and the status strip', () => {
  it('shows the battle’s strengths, column, die, each modifier and the result, and rings its hex', () => {
    const s = battle();
    const v = viewOf(s, 'whitestone');
    const { container } = renderBoard(v, 'whitestone');
    const b = v.battle as NonNullable<View['battle']>;
    const panel = screen.getByRole('region', {
      name: new RegExp(`^Battle at ${hexWord(b.hex).replace(/[()]/g, '.')}`),
    });
    expect(panel.textContent).toContain('Strength 13 against 6');
    expect(panel.textContent).toContain('column 2-1');
    expect(panel.querySelector('.dg-die')?.textContent).toBe('4');
    const mods = within(panel).getAllByRole('listitem');
    expect(mods).toHaveLength(BATTLE_MODS.length);
    BATTLE_MODS.forEach((m, i) => {
      expect(mods[i]?.textContent).toContain(m.label);
      expect(mods[i]?.querySelector('.dg-mod')?.textContent).toBe(m.value >= 0 ? `+${m.value}` : `−${-m.value}`);
    });
    expect(panel.textContent).toContain(`→ ${b.roll?.total}`);
    expect(panel.textContent).toContain(`Result ${b.result?.attacker}/${b.result?.defender}`);
    expect(panel.textContent).toContain('Red Infantry I');
    expect(container.querySelector(`[data-hex="${b.hex}"]`)?.classList.contains('dg-battle-hex')).toBe(true);
    for (const u of [...b.attackers, ...b.defenders]) expect(readable(container)).not.toContain(u);
  });

  it('the strip: Turn N of M with its season, the step, who acts, the initiative, the cup and the last event', () => {
    const s = activation(campaign());
    const v = viewOf(s, 'whitestone');
    const { container } = renderBoard(v, 'whitestone');
    const head = container.querySelector('.dg-head') as Element;
    expect(head.textContent).toContain('Turn 1 of 26');
    expect(head.textContent).toContain('Autumn, year 1');
    expect(head.textContent).toContain('Step 3: activation');
    expect(head.textContent).toContain('Highlord may call a neutral nation to arms');
    expect(head.textContent).toContain(`Cup: ${v.cupSize} events`);
    const last = v.drawn[v.drawn.length - 1];
    const ev = EVENT_BY_ID.get(last?.event as string);
    expect(head.textContent).toContain(ev?.name as string);
    expect(head.textContent).toContain(ev?.text as string);
    const m = movement(s);
    const { container: c2 } = renderBoard(viewOf(m, 'highlord'), 'highlord');
    const head2 = c2.querySelectorAll('.dg-head')[0] as Element;
    expect(head2.textContent).toMatch(/Highlord \(you\) initiative/);
    expect(head2.textContent).toContain('Highlord moves.');
    expect(head2.textContent).toContain('Step 5: movement');
  });
});

describe('the first view', () => {
  it('opens on what the seat may act on, else its own stacks', () => {
    const box = windowOn(['2923', '2824'], { width: 366, height: 400, bottom: 70, right: 48 });
    const c = pointOf('2923');
    expect(box && c.x > box.x && c.x < box.x + box.w && c.y > box.y && c.y < box.y + box.h).toBe(true);
    expect(windowOn([], { width: 366, height: 400 })).toBeNull();
  });
});
