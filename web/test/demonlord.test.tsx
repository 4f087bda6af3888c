/**
 * The Demonlord board from hand-built views (fixture.ts): the map and its
 * features, hidden stacks that never show what is inside, a move choice lighting
 * its destination with its cost and sent with a tap, targeted choices opening
 * their sheet on the map, the battle panel. Run with
 * `npx vitest run -c web/src/boards/demonlord/vitest.config.ts`.
 */
import {
  CLIFF_BORDERS,
  FORDS,
  KHOZAR_TEMPLES,
  LAKE_BORDERS,
  RIVERS,
  SETTLEMENTS,
  UNIT_BY_ID,
} from '@hexpost/shared/games/demonlord/data/index.ts';
import { seededDice } from '@hexpost/shared';
import { play } from '@hexpost/shared/engine';
import { grid } from '@hexpost/shared/games/demonlord/data/index.ts';
import { demonlord } from '@hexpost/shared/games/demonlord/index.ts';
import type * as P from '@hexpost/shared/protocol';
import { fireEvent, render, screen, within } from '@solidjs/testing-library';
import { createSignal } from 'solid-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staticLayer } from './maps.ts';
import type { Choice } from '../src/boards/registry.ts';
import DemonlordBoard from '../src/boards/demonlord/Board.tsx';
import { deploymentBattle, moveChoices, startView, unitOf } from './demonlordFixture.ts';
import {
  anyInSight,
  DEFAULT_UPP,
  estimateEm,
  type Label,
  NAME_DROP,
  nameFont,
  PHONE_FRAME,
  placeLabels,
  shownPart,
  TAP_UPP,
  uppOf,
  windowOn,
} from '../src/boards/demonlord/camera.ts';
import { MAP_BOX } from '../src/boards/demonlord/mapImage.ts';
import {
  choicesTo,
  costOf,
  highlights,
  shortName,
  stageWords,
  targets,
  tokens,
  type View,
} from '../src/boards/demonlord/pieces.ts';

const detail = { gameId: 'dl1', title: 'demonlord', seats: [] } as unknown as P.GameDetail;

// PanZoom keeps the view for the tab: each test opens the map afresh
beforeEach(() => sessionStorage.clear());

/** The viewBox the map shows, as numbers. */
const viewBoxOf = (container: Element) => {
  const [x, y, w, h] = (container.querySelector('.panzoom svg')?.getAttribute('viewBox') ?? '').split(' ').map(Number);
  return { x: x as number, y: y as number, w: w as number, h: h as number };
};

function renderBoard(view: View, seat: string | null, choices: Choice[] = []) {
  const choose = vi.fn();
  const r = render(() => <DemonlordBoard game={detail} seat={seat} view={view} choices={choices} choose={choose} />);
  return { ...r, choose };
}

/** Everything a player could read: the text, every accessible name and title. */
const readable = (el: Element) =>
  [
    el.textContent ?? '',
    ...[...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? ''),
    ...[...el.querySelectorAll('title')].map((e) => e.textContent ?? ''),
  ].join('\n');

describe('the Demonlord map', () => {
  it('draws all 506 areas with their terrain, rivers, fords, bridges, lake, cliffs, roads and settlements', async () => {
    const { container } = renderBoard(startView({ viewer: 'khozar' }), 'khozar');
    const image = await staticLayer(container);
    expect(image.querySelectorAll('use[data-area]')).toHaveLength(506);
    // area 1004 holds hills and meadow (the text's battle example)
    expect(image.querySelector('use[data-area="1004"]')?.getAttribute('data-terrain')).toBe('hills');
    expect(image.querySelector('use[data-second][x="15.000"][y="6.928"]')?.getAttribute('data-second')).toBe('plain');
    // a second terrain is drawn as a patch of its own
    expect(image.querySelectorAll('use[data-second]').length).toBeGreaterThan(100);
    expect(image.querySelectorAll('.dl-river')).toHaveLength(RIVERS.reduce((n, r) => n + r.borders.length, 0));
    expect(image.querySelectorAll('.dl-ford')).toHaveLength(FORDS.length);
    expect(image.querySelectorAll('.dl-bridge')).toHaveLength(9);
    expect(image.querySelectorAll('.dl-lake')).toHaveLength(LAKE_BORDERS.length);
    expect(image.querySelectorAll('.dl-cliff')).toHaveLength(CLIFF_BORDERS.length);
    expect(image.querySelectorAll('.dl-road').length).toBe(16);
    expect(image.querySelectorAll('[data-settlement]')).toHaveLength(32);
    expect(image.querySelectorAll('.dl-place--temple').length).toBe(
      SETTLEMENTS.filter((s) => s.class === 'temple').length,
    );
    // settlement names are live text, each area a button that says what it is
    for (const s of SETTLEMENTS) {
      const cell = container.querySelector(`[data-hex="${s.area}"]`) as Element;
      expect(cell, s.name).not.toBeNull();
      expect(cell.getAttribute('aria-label')).toContain(s.name);
    }
    expect(container.querySelector('[data-hex="0510"]')?.getAttribute('aria-label')).toMatch(
      /^Timur \(0510\): capital city.*held by Khozar/,
    );
    // only areas with something on them are elements; the rest is the image
    expect(container.querySelectorAll('g.hx').length).toBeLessThan(506 / 2);
  });

  it('puts one token per area and side, the top unit named, in the side colour', () => {
    const v = startView({ viewer: 'khozar' });
    const { container } = renderBoard(v, 'khozar');
    for (const s of v.stacks) {
      const el = container.querySelector(`[data-stack="${s.area}:${s.side}"]`) as Element;
      expect(el, `${s.area}:${s.side}`).not.toBeNull();
      // at the default zoom a token shows the unit's shorter name (the longer one zoomed in)
      expect(el.querySelector('.dl-tname')?.textContent).toBe(shortName(s.top.name, s.top.kind, 11));
    }
    const timur = container.querySelector('[data-stack="0510:khozar"]') as Element;
    expect(timur.querySelector('rect')?.getAttribute('fill')).toBe('#e8b923');
    expect(timur.querySelector('.dl-tcount')?.textContent).toBe(
      String(v.stacks.find((s) => s.area === '0510')?.units?.length),
    );
    expect(container.querySelector('[data-stack="1911:demon"] rect')?.getAttribute('fill')).toBe('#5b2a86');
    // the height of a hidden stack is unknown without the option
    expect(container.querySelector('[data-stack="1911:demon"] .dl-tcount')?.textContent).toBe('?');
  });
});

describe('hidden stacks', () => {
  it('never show what is inside: only the top unit, on the map, in names, in the inspector', () => {
    const v = startView({ viewer: 'khozar' });
    const { container } = renderBoard(v, 'khozar');
    const hidden = v.stacks.filter((s) => s.side !== 'khozar');
    expect(hidden.length).toBeGreaterThan(5);
    // the names of units under a hidden top, which nothing the viewer sees may say
    const shown = new Set([
      ...v.stacks.map((s) => s.top.name),
      ...v.stacks.flatMap((s) => (s.units ?? []).map((u) => u.name)),
    ]);
    const secret = new Set(
      startView({ viewer: 'demon' })
        .stacks.filter((s) => s.side === 'demon')
        .flatMap((s) => (s.units ?? []).filter((u) => u.id !== s.top.id).map((u) => u.name))
        .filter((n) => !shown.has(n)),
    );
    const check = () => {
      const text = readable(container);
      for (const name of secret) expect(text, name).not.toContain(name);
    };
    check();
    // tap Nisshar, the Demon's capital: the inspector says what shows and no more
    fireEvent.click(container.querySelector('[data-hex="1911"]') as Element);
    const about = screen.getByRole('region', { name: /^About Nisshar/ });
    const nisshar = v.stacks.find((s) => s.area === '1911') as View['stacks'][number];
    expect(within(about).getByText(new RegExp(`a hidden stack topped by ${nisshar.top.name}`))).toBeInTheDocument();
    expect(about.querySelectorAll('li')).toHaveLength(0);
    check();
  });

  it('with the height option, say how many; and my own stack lists every unit with its values', () => {
    const v = startView({ viewer: 'khozar', showHeight: true });
    const { container } = renderBoard(v, 'khozar');
    const nisshar = v.stacks.find((s) => s.area === '1911') as View['stacks'][number];
    expect(container.querySelector('[data-stack="1911:demon"] .dl-tcount')?.textContent).toBe(String(nisshar.count));
    fireEvent.click(container.querySelector('[data-hex="1911"]') as Element);
    expect(
      screen.getByText(new RegExp(`a hidden stack of ${nisshar.count} topped by ${nisshar.top.name}`)),
    ).toBeInTheDocument();
    fireEvent.click(container.querySelector('[data-hex="0510"]') as Element);
    const about = screen.getByRole('region', { name: /^About Timur/ });
    const timur = v.stacks.find((s) => s.area === '0510' && s.side === 'khozar');
    expect(about.querySelectorAll('li')).toHaveLength(timur?.units?.length ?? -1);
    expect(
      within(about).getByText(/^Timur Knights \(0855\): heavy armour, missile 0, melee 8, morale 5, 5 MP/),
    ).toBeInTheDocument();
    expect(within(about).getByText(/^Lord Protector Aurelian: no magic, leader \+2, 5 MP/)).toBeInTheDocument();
  });

  it('a stack seen in a battle or by a Vision shows its units, and says so', () => {
    const v = startView({ viewer: 'khozar' });
    const st = v.stacks.find((s) => s.area === '1904') as View['stacks'][number];
    st.units = [st.top, unitOf('lord-erush')];
    st.count = 2;
    st.seen = 'vision';
    const { container } = renderBoard(v, 'khozar');
    fireEvent.click(container.querySelector('[data-hex="1904"]') as Element);
    expect(screen.getByText(/stack of 2 \(seen by your Vision\)/)).toBeInTheDocument();
    expect(screen.getByText(/^Lord Erush: magic 2, range 2, leader \+1/)).toBeInTheDocument();
  });
});

describe('acting on the map', () => {
  it('a move choice lights its destination with its cost, and one tap sends it', () => {
    const v = startView({ viewer: 'khozar', mpLeft: { 'tm-knights': 5, aurelian: 3 } });
    const choices = [
      ...moveChoices(v, '0510', { '0509': 2, '0609': 3, '0611': 1 }),
      { command: { type: 'done' }, label: 'End movement' },
    ];
    const { container, choose } = renderBoard(v, 'khozar', choices);
    for (const a of ['0509', '0609', '0611'])
      expect(container.querySelector(`[data-hex="${a}"]`)).toHaveClass('hx--lit');
    expect(container.querySelector('[data-hex="0510"]')?.classList.contains('hx--lit')).toBe(false);
    expect(container.querySelector('[data-tag="0609"]')?.textContent).toBe('3 MP');
    // my stack shows the least MP left among its units
    expect(container.querySelector('[data-stack="0510:khozar"] .dl-mp-text')?.textContent).toBe('3');
    fireEvent.click(container.querySelector('[data-hex="0609"]') as Element);
    expect(choose).toHaveBeenCalledTimes(1);
    expect(choose.mock.calls[0]?.[0]).toBe(choices[1]);
  });

  it('with several stacks that can move, lights them first; picking one shows its moves, and who goes', () => {
    const v = startView({ viewer: 'khozar' });
    const choices = [...moveChoices(v, '0510', { '0509': 2, '0609': 3 }), ...moveChoices(v, '1105', { '1104': 1 })];
    expect(highlights(choices, v, null).origins.sort()).toEqual(['0510', '1105']);
    const { container, choose } = renderBoard(v, 'khozar', choices);
    expect(container.querySelector('[data-tag="0510"]')?.textContent).toBe('move');
    const isLit = (a: string) => !!container.querySelector(`[data-hex="${a}"]`)?.classList.contains('hx--lit');
    expect(isLit('0509')).toBe(false);
    fireEvent.click(container.querySelector('[data-hex="0510"]') as Element);
    expect(choose).not.toHaveBeenCalled();
    expect(isLit('0509')).toBe(true);
    expect(isLit('1104')).toBe(false);
    // leave the first unit behind, then go
    const who = screen.getByRole('group', { name: /^Who goes from Timur/ });
    const units = within(who).getAllByRole('button');
    const stays = choices[0]?.pick?.options[0]?.id as string;
    fireEvent.click(units[0] as HTMLElement);
    fireEvent.click(container.querySelector('[data-hex="0509"]') as Element);
    expect(choose).toHaveBeenCalledTimes(1);
    const sent = choose.mock.calls[0]?.[0] as Choice;
    expect((sent.command as { units: string[] }).units).not.toContain(stays);
    expect(sent.label).toContain('only');
  });

  it('targeted choices (temples at setup) light their areas and open a sheet on the map', () => {
    const v = startView({ viewer: 'khozar', step: 'setup', stage: { kind: 'setup' } });
    const choices: Choice[] = KHOZAR_TEMPLES.map((t) => ({
      command: { type: 'placeServant', unit: 'kho-anselm', area: t.area },
      label: `Put Anselm, Servant of Khozar in the ${t.name}`,
      target: t.area,
    }));
    const { container, choose } = renderBoard(v, 'khozar', choices);
    for (const t of KHOZAR_TEMPLES) {
      expect(container.querySelector(`[data-hex="${t.area}"]`)).toHaveClass('hx--lit');
      expect(container.querySelector(`[data-tag="${t.area}"]`)?.textContent).toBe('servant');
    }
    const t = KHOZAR_TEMPLES[1] as (typeof KHOZAR_TEMPLES)[number];
    fireEvent.click(container.querySelector(`[data-hex="${t.area}"]`) as Element);
    expect(choose).not.toHaveBeenCalled();
    const sheet = screen.getByRole('group', { name: new RegExp(`^Choices for ${t.name}`) });
    expect(sheet.closest('.panzoom')).not.toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: new RegExp(t.name) }));
    expect(choose).toHaveBeenCalledWith(choices[1]);
  });
});

describe('the panels', () => {
  it('shows turn, phase, step, both VP, my spells with their rolls, sieges with their modifiers', () => {
    const v = startView({ viewer: 'khozar' });
    v.sieges = [{ area: '1604', settlement: 'kharzum', defender: 'demon', besieger: 'khozar', rounds: 0 }];
    v.sides.khozar.prisoners = [unitOf('grokk')];
    v.effects.darkness = ['1105'];
    const { container } = renderBoard(v, 'khozar');
    expect(screen.getByText(/^Turn 1 · Khozar's phase \(first\) · Movement/)).toBeInTheDocument();
    const vp = screen.getByRole('list', { name: 'Victory points' });
    expect(within(vp).getByText('3 VP')).toBeInTheDocument();
    expect(within(vp).getByText('2 VP')).toBeInTheDocument();
    const spells = screen.getByRole('list', { name: 'Your spells' });
    expect(within(spells).getAllByRole('listitem')).toHaveLength(2);
    expect(within(spells).getByText(/magic 3\+, works on a d6 roll of 1-5/)).toBeInTheDocument();
    const sieges = screen.getByRole('list', { name: 'Sieges' });
    expect(within(sieges).getByText(/\+1 Kharzum is a castle, −1 the first phase of the siege/)).toBeInTheDocument();
    expect(container.querySelector('[data-siege="1604"]')).not.toBeNull();
    expect(screen.getByRole('list', { name: 'Prisoners' }).textContent).toContain('Marshal Grokk');
    expect(container.querySelector('[data-effect="1105"]')?.textContent).toBe('Dark');
  });

  it('shows the battle: both lines, reserves, characters, and the last round’s rolls; a regiment with choices opens them', () => {
    const v = startView({ viewer: 'khozar', step: 'battles', stage: { kind: 'battle', area: '1004' } });
    const reg = (id: string, side: 'demon' | 'khozar') => {
      const c = UNIT_BY_ID.get(id);
      if (c?.kind !== 'regiment') throw new Error(id);
      return {
        id,
        name: `${c.name} (${c.code})`,
        side,
        code: c.code,
        move: c.move,
        armour: c.armour,
        missile: c.missile,
        melee: c.melee,
        morale: c.morale,
        characters: [] as string[],
        leader: null,
        riverPenalty: false,
        freed: false,
      };
    };
    const knights = { ...reg('da-knights', 'khozar'), characters: ['Duke of DeAnsor'], leader: 1 };
    v.battle = {
      area: '1004',
      terrain: 'plain',
      road: true,
      front: 5,
      active: 'demon',
      waiting: 'khozar',
      round: 2,
      stage: 'regroup',
      line: [{ khozar: [knights], demon: [reg('er-heavy-cavalry', 'demon')] }],
      reserves: { khozar: [reg('da-archers', 'khozar')], demon: [] },
      unplaced: { khozar: [], demon: [] },
      fled: { khozar: [], demon: [reg('er-bowmen', 'demon')] },
      destroyed: { khozar: [reg('da-sergeants', 'khozar')], demon: [] },
      characters: [
        {
          id: 'duke-of-deansor',
          name: 'Duke of DeAnsor',
          side: 'khozar',
          leader: 1,
          magic: 0,
          where: knights.name,
          status: 'field',
          cast: false,
        },
      ],
      rounds: [
        { round: 1, lines: ['An old roll.'] },
        {
          round: 2,
          lines: [
            'DeAnsor Knights (0855) strikes Erush Heavy Cavalry (0855): rolled 3+4 = 7, needing 9 or less (melee 8, leader Duke of DeAnsor +1): hit.',
          ],
        },
      ],
      planIn: { khozar: true, demon: true },
      myPlan: null,
      pending: [{ side: 'khozar', prompt: 'Regroup your regiments', kind: 'battle-regroup' }],
      outcome: null,
    };
    const regroup: Choice = {
      command: { type: 'battleRegroup', regiment: 'da-archers', opposite: null },
      label: 'Lead DeAnsor Archers (6443) from reserve to stand unopposed: the enemy must answer it',
      group: 'Regroup',
      target: 'da-archers',
    };
    const { choose } = renderBoard(v, 'khozar', [regroup]);
    const line = screen.getByRole('table', { name: 'The front line' });
    expect(within(line).getByText(/DeAnsor Knights \(0855\): with Duke of DeAnsor, leader \+1/)).toBeInTheDocument();
    expect(within(line).getByText(/Erush Heavy Cavalry \(0855\)/)).toBeInTheDocument();
    const rolls = screen.getByRole('list', { name: 'Rolls of round 2' });
    expect(
      within(rolls).getByText(/needing 9 or less \(melee 8, leader Duke of DeAnsor \+1\): hit/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Erush Bowmen \(6443\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /DeAnsor Archers \(6443\).*1 choice/ }));
    const sheet = screen.getByRole('group', { name: 'Choices for DeAnsor Archers (6443)' });
    fireEvent.click(within(sheet).getByRole('button', { name: /stand unopposed/ }));
    expect(choose).toHaveBeenCalledWith(regroup);
  });
});

describe('tokens', () => {
  it('short names stay short and never empty', () => {
    for (const u of UNIT_BY_ID.values()) {
      const s = shortName(u.name, u.kind);
      expect(s.length, u.name).toBeGreaterThan(0);
      expect(s.length, u.name).toBeLessThanOrEqual(15);
    }
    expect(shortName('Black Guard of Nisshar')).toBe('Black Guard');
    expect(shortName('Lord Protector Aurelian', 'character')).toBe('Aurelian');
    expect(shortName('Ilvaine, High Priestess of Khozar', 'character')).toBe('Ilvaine');
  });

  it('two sides in one area sit side by side, mine on the left', () => {
    const v = startView({ viewer: 'khozar', moves: { 'tm-knights': '1911' } });
    const t = tokens(v, 'khozar').filter((x) => x.area === '1911');
    expect(t.map((x) => x.side)).toEqual(['khozar', 'demon']);
    expect((t[0]?.x ?? 0) < (t[1]?.x ?? 0)).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// Real games: the engine's setup with seeded dice, folded, then commands until a stage is reached
// ---------------------------------------------------------------------------

function realGame(seed = 'dl-board') {
  let state: unknown;
  for (const e of demonlord.setup(demonlord.configSchema.parse({}), seededDice(seed)))
    state = demonlord.evolve(state as never, e);
  let n = 0;
  const seat = () => demonlord.pending(state as never)[0]?.seat as string;
  const step = (c: Choice) => {
    state = play(demonlord, state, seat(), c.command, { dice: seededDice(`${seed}:${n++}`), now: 0 }).state;
  };
  return {
    seat,
    view: (s: string) => demonlord.view(state as never, s) as View,
    choices: (s: string) => demonlord.choices(state as never, s) as Choice[],
    /** Plays until `until` holds: moves towards the enemy (into a battle when one is offered), else the first choice. */
    advance(until: () => boolean, max = 400) {
      for (let i = 0; i < max && !until(); i++) {
        const s = seat();
        const list = demonlord.choices(state as never, s) as Choice[];
        const enemy = demonlord
          .view(state as never, s)
          .stacks.filter((x) => x.side !== s && (x.side === 'demon' || x.side === 'khozar'))
          .map((x) => x.area);
        const moves = list.filter((c) => (c.command as { type: string }).type === 'move');
        const d = (c: Choice) => Math.min(...enemy.map((e) => grid.distance(c.target as string, e)));
        const next =
          moves.find((c) => /a battle/.test(c.label)) ??
          [...moves].sort((a, b) => d(a) - d(b))[0] ??
          list.find((c) => (c.command as { type: string }).type === 'done') ??
          list[0];
        if (!next) throw new Error('no choices');
        step(next);
      }
      if (!until()) throw new Error('not reached');
    },
  };
}
const has = (g: ReturnType<typeof realGame>, type: string) => () =>
  g.choices(g.seat()).some((c) => (c.command as { type: string }).type === type);

describe('the board on real views', () => {
  it('setup: the temples of Khozar are lit for the servants, and a tap opens the choice there', () => {
    const g = realGame();
    const seat = g.seat();
    expect(seat).toBe('khozar');
    const choices = g.choices(seat);
    const { container, choose } = renderBoard(g.view(seat), seat, choices);
    for (const t of KHOZAR_TEMPLES) expect(container.querySelector(`[data-hex="${t.area}"]`)).toHaveClass('hx--lit');
    fireEvent.click(container.querySelector(`[data-hex="${KHOZAR_TEMPLES[0]?.area}"]`) as Element);
    const sheet = screen.getByRole('group', { name: /^Choices for Dawn Temple/ });
    fireEvent.click(within(sheet).getAllByRole('button', { name: /^Put / })[0] as HTMLElement);
    expect(choose).toHaveBeenCalledWith(choices.find((c) => c.target === KHOZAR_TEMPLES[0]?.area));
  });

  it("Khozar's first movement: the Demon's stacks show only their top; a move lights its destination and goes", () => {
    const g = realGame();
    g.advance(() => g.seat() === 'khozar' && has(g, 'move')());
    const view = g.view('khozar');
    const choices = g.choices('khozar');
    const secretView = g.view('demon');
    const { container, choose } = renderBoard(view, 'khozar', choices);
    // every Demon stack is hidden, and nothing on the page names a unit under its top
    const demon = view.stacks.filter((s) => s.side === 'demon');
    expect(demon.length).toBeGreaterThan(3);
    for (const s of demon) expect(s.units).toBeNull();
    const visible = new Set([
      ...view.stacks.map((s) => s.top.name),
      ...view.stacks.flatMap((s) => (s.units ?? []).map((u) => u.name)),
    ]);
    const secret = secretView.stacks
      .filter((s) => s.side === 'demon')
      .flatMap((s) => (s.units ?? []).filter((u) => u.id !== s.top.id).map((u) => u.name))
      .filter((n) => !visible.has(n));
    expect(secret.length).toBeGreaterThan(5);
    for (const s of demon.filter((x) => !targets(choices, view).includes(x.area))) {
      fireEvent.click(container.querySelector(`[data-hex="${s.area}"]`) as Element);
      const about = screen.getByRole('region', { name: /^About / });
      expect(about.textContent).toMatch(new RegExp(`a hidden stack (of \\d+ )?topped by ${s.top.name}`));
      const text = readable(container);
      for (const name of secret) expect(text, name).not.toContain(name);
    }
    // the stacks that can move are lit; pick one, its destinations light with the cost of each
    const { origins } = highlights(choices, view, null);
    expect(origins.length).toBeGreaterThan(1);
    const from = origins[0] as string;
    fireEvent.click(container.querySelector(`[data-hex="${from}"]`) as Element);
    const own = targets(choices, view, from);
    expect(own.length).toBeGreaterThan(0);
    for (const a of own) expect(container.querySelector(`[data-hex="${a}"]`)).toHaveClass('hx--lit');
    const dest = own[0] as string;
    const c = choicesTo(choices, dest, from)[0] as Choice;
    expect(container.querySelector(`[data-tag="${dest}"]`)?.textContent).toContain(`${costOf(c)} MP`);
    expect(choose).not.toHaveBeenCalled();
    fireEvent.click(container.querySelector(`[data-hex="${dest}"]`) as Element);
    expect(choose).toHaveBeenCalledWith(c);
  }, 30_000);

  it('a battle: the panel shows both armies by name, never an id', () => {
    const g = realGame();
    g.advance(() => g.view(g.seat()).battle !== null);
    const seat = g.seat();
    const view = g.view(seat);
    renderBoard(view, seat, g.choices(seat));
    const panel = screen.getByRole('group', { name: 'The battle' });
    const b = view.battle as NonNullable<View['battle']>;
    const all = [...b.unplaced.demon, ...b.unplaced.khozar, ...b.line.flatMap((c) => [...c.demon, ...c.khozar])];
    expect(all.length).toBeGreaterThan(1);
    for (const r of all) expect(panel.textContent).toContain(r.name);
    for (const r of all) expect(panel.textContent).not.toContain(r.id);
  }, 30_000);
});

// ---------------------------------------------------------------------------
// A phone's screen: the default zoom, the window on what is lit, names that never overlap, readable tokens
// ---------------------------------------------------------------------------

/** A phone's layout, which jsdom does not make: the map's frame, and its viewBox as the browser reads it. */
function phoneLayout(container: Element) {
  const svg = container.querySelector('.panzoom svg') as SVGSVGElement;
  vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue({
    x: 13,
    y: 300,
    left: 13,
    top: 300,
    width: PHONE_FRAME.width,
    height: PHONE_FRAME.height,
    right: 13 + PHONE_FRAME.width,
    bottom: 300 + PHONE_FRAME.height,
    toJSON: () => ({}),
  } as DOMRect);
  Object.defineProperty(svg, 'viewBox', {
    configurable: true,
    get: () => {
      const b = viewBoxOf(container);
      return { baseVal: { x: b.x, y: b.y, width: b.w, height: b.h } };
    },
  });
}
const frames = () => new Promise<void>((res) => requestAnimationFrame(() => requestAnimationFrame(() => res())));

const KHOZAR_START = () =>
  startView({ viewer: 'khozar' })
    .stacks.filter((x) => x.side === 'khozar')
    .map((x) => x.area);

describe('the default zoom on a phone', () => {
  it('makes every area a 40 px target and shows as many of the given areas as fit, above the prompt', () => {
    const areas = KHOZAR_START();
    const b = windowOn(areas, PHONE_FRAME) as NonNullable<ReturnType<typeof windowOn>>;
    const upp = uppOf(b, PHONE_FRAME);
    expect(upp).toBeCloseTo(DEFAULT_UPP, 6);
    // an area is √3 units high: at this zoom 43 px, a 40 px target
    expect(Math.sqrt(3) / upp).toBeGreaterThanOrEqual(40);
    expect(DEFAULT_UPP).toBeLessThan(TAP_UPP);
    // the box has the frame's proportions, so PanZoom shows exactly it
    expect(b.w / b.h).toBeCloseTo(PHONE_FRAME.width / PHONE_FRAME.height, 6);
    // the part above the prompt and beside the zoom buttons holds more of them than any window on one of them
    const part = shownPart(b, PHONE_FRAME);
    const held = (p: typeof part) => areas.filter((a) => anyInSight([a], p)).length;
    expect(held(part)).toBeGreaterThan(1);
    for (const a of areas) {
      const other = windowOn([a], PHONE_FRAME);
      if (other) expect(held(shownPart(other, PHONE_FRAME))).toBeLessThanOrEqual(held(part));
    }
    // nothing it holds is under the prompt: the covered foot starts below every area held
    const foot = b.y + (PHONE_FRAME.height - (PHONE_FRAME.bottom ?? 0)) * upp;
    for (const a of areas.filter((x) => anyInSight([x], part))) expect(grid.center(a).y).toBeLessThan(foot - 0.5);
  });

  it('keeps the window on the map at its edges, and has none without areas', () => {
    const corner = '0101';
    const b = windowOn([corner], PHONE_FRAME) as NonNullable<ReturnType<typeof windowOn>>;
    expect(b.x).toBeCloseTo(MAP_BOX.x, 6);
    expect(b.y).toBeCloseTo(MAP_BOX.y, 6);
    expect(anyInSight([corner], shownPart(b, PHONE_FRAME))).toBe(true);
    expect(windowOn([], PHONE_FRAME)).toBeNull();
  });

  it('opens the board on what the seat may act on: the temples of the servants at setup', () => {
    const g = realGame();
    const seat = g.seat();
    const choices = g.choices(seat);
    const { container } = renderBoard(g.view(seat), seat, choices);
    const vb = viewBoxOf(container);
    expect(uppOf(vb, PHONE_FRAME)).toBeLessThanOrEqual(TAP_UPP);
    const lit = KHOZAR_TEMPLES.map((t) => t.area);
    expect(anyInSight(lit, shownPart(vb, PHONE_FRAME))).toBe(true);
    expect(vb).toEqual(windowOn(lit, PHONE_FRAME));
  });

  it('opens on the seat’s own forces when it has nothing to do, and on the whole width for nobody', () => {
    const v = startView({ viewer: 'khozar' });
    const { container, unmount } = renderBoard(v, 'khozar');
    const vb = viewBoxOf(container);
    expect(vb).toEqual(windowOn(KHOZAR_START(), PHONE_FRAME));
    unmount();
    const empty = { ...v, stacks: [] };
    const r = renderBoard(empty, 'khozar');
    expect(viewBoxOf(r.container).w).toBeCloseTo(MAP_BOX.w, 6);
  });

  it('reopened where the player left it, the map stays there if what is lit is in sight, else goes to it', async () => {
    const v = startView({ viewer: 'khozar' });
    const choices = moveChoices(v, '0510', { '0509': 2 });
    const east = windowOn(['1911'], PHONE_FRAME) as NonNullable<ReturnType<typeof windowOn>>;
    const west = windowOn(['0510'], PHONE_FRAME) as NonNullable<ReturnType<typeof windowOn>>;
    for (const [kept, moves] of [
      [west, false],
      [east, true],
    ] as const) {
      sessionStorage.setItem('panzoom:map:dl1', JSON.stringify(kept));
      const { container, unmount } = renderBoard(v, 'khozar', choices);
      phoneLayout(container);
      await frames();
      await frames();
      const now = viewBoxOf(container);
      expect(anyInSight(['0509'], shownPart(now, PHONE_FRAME)), `kept ${moves ? 'east' : 'west'}`).toBe(true);
      if (moves) expect(now).not.toEqual(kept);
      else expect(now).toEqual(kept);
      unmount();
    }
  });

  it('when what is lit changes to areas out of sight, the map goes there; in sight, it stays', async () => {
    const v = startView({ viewer: 'khozar' });
    const near = moveChoices(v, '0510', { '0509': 2 });
    const far = moveChoices(v, '1105', { '1104': 1 });
    const [choices, setChoices] = createSignal<Choice[]>(near);
    const choose = vi.fn();
    const { container } = render(() => (
      <DemonlordBoard game={detail} seat="khozar" view={v} choices={choices()} choose={choose} />
    ));
    phoneLayout(container);
    await frames();
    const before = viewBoxOf(container);
    expect(anyInSight(['0509'], shownPart(before, PHONE_FRAME))).toBe(true);
    // 1104 is far to the east of Timur: out of sight, so the map moves there
    expect(anyInSight(['1104'], shownPart(before, PHONE_FRAME))).toBe(false);
    setChoices(far);
    await frames();
    await frames();
    const after = viewBoxOf(container);
    expect(anyInSight(['1104'], shownPart(after, { ...PHONE_FRAME, bottom: 0, right: 0 }))).toBe(true);
    expect(uppOf(after, PHONE_FRAME)).toBeLessThanOrEqual(TAP_UPP);
    // and back to a choice in sight: nothing moves
    setChoices(moveChoices(v, '1105', { '1004': 1 }));
    await frames();
    await frames();
    expect(viewBoxOf(container)).toEqual(after);
  });
});

describe('place names', () => {
  it('are drawn by rank, the lit first, and never over one another', () => {
    const f = nameFont(DEFAULT_UPP);
    const labels: Label[] = [
      { id: 'a', x: 0, y: 0, em: 5, rank: 2, font: f },
      { id: 'b', x: 0.5, y: 0.1, em: 5, rank: 1, font: f },
      { id: 'c', x: 0.5, y: 0.1, em: 5, rank: 0, font: f },
      { id: 'd', x: 10, y: 0, em: 5, rank: 3, font: f },
      { id: 'e', x: 10, y: 5, em: 5, rank: 2, font: f },
    ];
    // c (lit) wins its place over b and a; d is a village, not named at this zoom; e is clear of them all
    expect([...placeLabels(labels, 2.5)].sort()).toEqual(['c', 'e']);
    expect([...placeLabels(labels, 3)].sort()).toEqual(['c', 'd', 'e']);
    // a token of another area in the way hides a name, unless the name must show; its own area's never does
    const token = { area: 'x', l: 9, r: 11, t: 4.8, b: 5.5 };
    expect(placeLabels(labels, 2.5, [token]).has('e')).toBe(false);
    expect(placeLabels([{ ...(labels[4] as Label), area: 'x' }], 2.5, [token]).has('e')).toBe(true);
    expect(placeLabels([{ ...(labels[4] as Label), rank: 0 }], 2.5, [token]).has('e')).toBe(true);
  });

  it('at the default zoom, none of those drawn overlaps another', () => {
    const v = startView({ viewer: 'khozar' });
    const { container } = renderBoard(v, 'khozar');
    const f = nameFont(DEFAULT_UPP);
    const names = [...container.querySelectorAll('.dl-name')];
    expect(names.length).toBeGreaterThan(5);
    expect(names.length).toBeLessThan(SETTLEMENTS.length);
    const boxes = names.map((n) => {
      const x = Number(n.getAttribute('x'));
      const y = Number(n.getAttribute('y'));
      const w = estimateEm(n.textContent ?? '') * f;
      return { l: x - w / 2, r: x + w / 2, t: y, b: y + f };
    });
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i] as (typeof boxes)[number];
        const b = boxes[j] as (typeof boxes)[number];
        expect(
          a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b,
          `${names[i]?.textContent} / ${names[j]?.textContent}`,
        ).toBe(false);
      }
    // the capitals are always named; a name hangs below its area's middle
    const timur = container.querySelector('[data-name="timur"]');
    expect(timur?.textContent).toBe('Timur');
    expect(Number(timur?.getAttribute('y'))).toBeCloseTo(grid.center('0510').y + NAME_DROP, 6);
  });
});

describe('tokens at the default zoom', () => {
  it('are strips with the unit’s name at 10 px and more on screen, its count and MP left', () => {
    const v = startView({ viewer: 'khozar', mpLeft: { 'tm-knights': 5, aurelian: 3 } });
    const { container } = renderBoard(v, 'khozar');
    const timur = container.querySelector('[data-stack="0510:khozar"]') as Element;
    expect(timur).toHaveClass('dl-token--strip');
    const name = timur.querySelector('.dl-tname') as SVGTextElement;
    const px = Number.parseFloat(name.style.fontSize) / DEFAULT_UPP;
    expect(px).toBeGreaterThanOrEqual(10);
    expect(timur.querySelector('.dl-tcount')?.textContent).toBe(
      String(v.stacks.find((s) => s.area === '0510' && s.side === 'khozar')?.units?.length),
    );
    expect(timur.querySelector('.dl-mp-text')?.textContent).toBe('3');
    // a strip stays inside the room between areas: narrower than a row's 3 units, lower than a column's 0.87
    const rect = timur.querySelector('rect') as Element;
    expect(Number(rect.getAttribute('width'))).toBeLessThan(3);
    expect(Number(rect.getAttribute('height'))).toBeLessThan(Math.sqrt(3) / 2);
  });

  it('two sides in one area: one strip above the other, mine first', () => {
    const v = startView({ viewer: 'khozar', moves: { 'tm-knights': '1911' } });
    const t = tokens(v, 'khozar', 'strip').filter((x) => x.area === '1911');
    expect(t.map((x) => x.side)).toEqual(['khozar', 'demon']);
    expect(t[0]?.x).toBe(t[1]?.x);
    expect((t[0]?.y ?? 0) < (t[1]?.y ?? 0)).toBe(true);
    expect(shortName('Dread Knights', 'regiment', 11).length).toBeLessThanOrEqual(11);
    expect(shortName('Erush Mounted Scouts', 'regiment', 11)).toBe('Scouts');
  });
});

describe('after a choice from the sheet', () => {
  it('no description of the area pops up over the map', () => {
    const v = startView({ viewer: 'khozar', step: 'setup', stage: { kind: 'setup' } });
    const t = KHOZAR_TEMPLES[0] as (typeof KHOZAR_TEMPLES)[number];
    const choices: Choice[] = [
      { command: { type: 'placeServant', unit: 'kho-anselm', area: t.area }, label: 'Put Anselm here', target: t.area },
    ];
    const { container, choose } = renderBoard(v, 'khozar', choices);
    fireEvent.click(container.querySelector(`[data-hex="${t.area}"]`) as Element);
    const sheet = screen.getByRole('group', { name: new RegExp(`^Choices for ${t.name}`) });
    fireEvent.click(within(sheet).getByRole('button', { name: /Put Anselm here/ }));
    expect(choose).toHaveBeenCalledWith(choices[0]);
    expect(screen.queryByRole('region', { name: /^About / })).toBeNull();
  });
});

describe('the battle panel during deployment', () => {
  it('folds each side’s piles into one line of counts; the regiments I may act on stay buttons in sight', () => {
    const v = startView({ viewer: 'khozar', step: 'battles', stage: { kind: 'battle', area: '1004' } });
    const mine = ['tm-sergeants', 'tm-spearmen', 'tm-knights', 'tm-guard', 'tm-longbows', 'tm-archers'];
    const theirs = ['nsh-black-guard', 'nsh-dread-knights', 'nsh-lancers', 'nsh-crossbowmen', 'nsh-bowmen'];
    v.battle = deploymentBattle('1004', mine, theirs);
    const lead: Choice[] = mine.slice(0, 2).map((id) => ({
      command: { type: 'battleLead', regiment: id },
      label: `Lead with ${UNIT_BY_ID.get(id)?.name}`,
      group: 'Deploy',
      target: id,
    }));
    const { container, choose } = renderBoard(v, 'khozar', lead);
    const panel = screen.getByRole('group', { name: 'The battle' });
    const sides = [...panel.querySelectorAll('.dl-battle-side')];
    expect(sides.map((x) => x.querySelector('summary')?.textContent)).toEqual([
      'Khozar 6 to place',
      'The Demon 5 to place',
    ]);
    // folded: the piles are there to unfold, closed
    for (const d of panel.querySelectorAll<HTMLDetailsElement>('details.dl-piles')) expect(d.open).toBe(false);
    expect(panel.textContent).toContain(`${UNIT_BY_ID.get('nsh-lancers')?.name}`);
    // only the two I may lead with are buttons, outside the fold
    const acts = [...panel.querySelectorAll('.dl-reg-act')];
    expect(acts).toHaveLength(2);
    for (const a of acts) expect(a.closest('details.dl-piles')).toBeNull();
    fireEvent.click(acts[0] as Element);
    fireEvent.click(
      within(panel).getByRole('button', { name: new RegExp(`^Lead with ${UNIT_BY_ID.get(mine[0] as string)?.name}`) }),
    );
    expect(choose).toHaveBeenCalledWith(lead[0]);
    // a few lines, not one per regiment: the panel has no list item per unplaced regiment
    expect(container.querySelectorAll('.dl-battle .dl-reg').length).toBe(2);
  });
});

describe('what the game waits on, in words', () => {
  it('names the siege-order, siege-loss, freed-prisoner and Gate stages with sides and places, never ids', () => {
    const words = (stage: View['stage']) => stageWords(startView({ viewer: 'khozar', stage }));
    expect(words({ kind: 'siegeOrder', areas: ['1911', '0510'] } as View['stage'])).toMatch(/picks the next siege/);
    const losses = words({
      kind: 'siegeLosses',
      area: '0510',
      asked: ['khozar', 'demon'],
      losses: {},
    } as View['stage']);
    expect(losses).toMatch(/^siege losses at Timur \(0510\): .+ and .+ choose the regiments lost$/);
    expect(
      words({ kind: 'placeFreed', side: 'demon', unit: 'grokk', options: [], next: null } as View['stage']),
    ).toMatch(/places a freed prisoner$/);
    expect(words({ kind: 'gate', side: 'khozar' } as unknown as View['stage'])).toMatch(/through a Gate$/);
    for (const w of [losses]) expect(w).not.toMatch(/khozar|demon|grokk/);
  });
});
