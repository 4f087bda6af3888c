/**
 * The table in the PWA: each seat's state in words in the seat list (with an open seat's invitation and
 * the action to open a silent seat), what the table menu offers per state, its actions against a fake
 * server with the server's refusals shown next to the control, the banners, the end screen's rematch,
 * the game list's marks, the log's autopilot lines and the new-game form's table options.
 */
import type * as P from '@hexpost/shared/protocol';
import { fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../src/api/agent.ts';
import { memoryStore } from '../src/api/idb.ts';
import { GameList } from '../src/components/GameList.tsx';
import { Log } from '../src/components/Log.tsx';
import { SeatList } from '../src/components/SeatList.tsx';
import { changedKinds } from '../src/components/TableOptions.tsx';
import { inviteLink, openAction, resignWords, tableMenu } from '../src/lib/table.ts';
import Game from '../src/routes/Game.tsx';
import NewGame from '../src/routes/NewGame.tsx';
import { createHexpost, StoreProvider } from '../src/stores/index.tsx';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const at = new Date().toISOString();
const later = new Date(Date.now() + 2 * 86_400_000).toISOString();

const seats: P.SeatInfo[] = [
  { seat: 'red', playerId: 'p1', name: 'Ann', label: 'Ghem' },
  { seat: 'green', playerId: 'p2', name: 'Bob', label: 'Neuth' },
  { seat: 'blue', playerId: 'p3', name: 'Cat', label: 'Pon' },
  { seat: 'white', playerId: null, name: null, label: 'Zorn' },
];
const tseat = (seat: string, over: Partial<P.TableSeat> = {}): P.TableSeat => ({
  seat,
  status: 'playing',
  missed: 0,
  daysLeft: 7,
  // As the server says: a seat whose player resigned or is away may be opened.
  openable: over.status === 'away' || over.status === 'resigned',
  ...over,
});
const table = (over: Partial<P.TableInfo> = {}): P.TableInfo => ({
  seats: seats.map((s) => tseat(s.seat)),
  paused: null,
  votes: { pause: [], open: {} },
  absentAfter: 3,
  vacationDays: 7,
  rematch: null,
  ...over,
});
const detail = (over: Partial<P.GameDetail> = {}): P.GameDetail => ({
  gameId: 'g1',
  title: 'round',
  status: 'active',
  version: 5,
  seats,
  you: ['red'],
  pending: [],
  view: { round: 2 },
  choices: { red: [] },
  result: null,
  timing: { decisionHours: 24, reminderHours: 0 },
  table: table(),
  createdBy: 'p1',
  ...over,
});

describe('seat list', () => {
  it('says each seat’s state in words, with missed deadlines, a vote under way and an open seat’s link', () => {
    const t = table({
      seats: [
        tseat('red'),
        tseat('green', { status: 'away', missed: 3 }),
        tseat('blue', { status: 'vacation', vacationUntil: later }),
        tseat('white', { status: 'open', inviteCode: 'SEAT123456' }),
      ],
      votes: { pause: [], open: { green: ['blue'] } },
    });
    const g = detail({ table: t, you: ['blue'], createdBy: 'p9' });
    render(() => (
      <SeatList
        seats={seats}
        pending={[]}
        you={['blue']}
        table={t}
        openAction={(s) => openAction(g, s, 'p3')}
        inviteUrl={(code) => inviteLink('https://hexpost.test', 'g1', code)}
      />
    ));
    const row = (seat: string) => document.querySelector(`[data-seat="${seat}"]`) as HTMLElement;
    expect(row('red')).toHaveTextContent('Ann — Ghem');
    expect(row('red').querySelector('.badge--table')).toBeNull();
    expect(row('green')).toHaveTextContent('away (the autopilot plays)');
    expect(row('green')).toHaveTextContent('missed 3 deadlines in a row');
    expect(row('green')).toHaveTextContent(
      'Vote under way to open this seat to a new player: Cat — Pon (1 of 2 needed).',
    );
    expect(row('blue')).toHaveTextContent(/on vacation until \w+/);
    expect(row('blue')).toHaveTextContent('Cat — Pon (you)');
    expect(row('white')).toHaveTextContent('open to a new player');
    expect(within(row('white')).getByLabelText('Invitation link for Zorn')).toHaveValue(
      'https://hexpost.test/join/g1?code=SEAT123456',
    );
    expect(within(row('white')).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // Cat voted already: her button says so and is off; nothing is offered for her own seat or a played one.
    expect(within(row('green')).getByRole('button', { name: 'You voted to open (1 of 2)' })).toBeDisabled();
    expect(within(row('blue')).queryByRole('button')).toBeNull();
    expect(within(row('red')).queryByRole('button')).toBeNull();
  });

  it('offers the creator to open a resigned seat at once and the others a vote; shows the server’s refusal', async () => {
    const t = table({ seats: [tseat('red'), tseat('green', { status: 'resigned' }), tseat('blue'), tseat('white')] });
    const g = detail({ table: t });
    expect(openAction(g, 'green', 'p1')).toEqual({ kind: 'open', label: 'Open to a new player' });
    expect(openAction({ ...g, you: ['blue'] }, 'green', 'p3')).toMatchObject({
      kind: 'vote',
      label: 'Vote to open (0 of 2)',
      voted: false,
    });
    expect(openAction(g, 'blue', 'p1')).toBeNull(); // still played
    expect(openAction({ ...g, you: [] }, 'green', 'p4')).toBeNull(); // a spectator
    expect(openAction({ ...g, status: 'finished' }, 'green', 'p1')).toBeNull();
    // A kingdom the resignation took out of the game cannot be opened: the server says so, the screen obeys.
    const gone = detail({
      table: table({ seats: [tseat('red'), tseat('green', { status: 'resigned', openable: false })] }),
    });
    expect(openAction(gone, 'green', 'p1')).toBeNull();
    const opened: string[] = [];
    render(() => (
      <SeatList
        seats={seats}
        pending={[]}
        you={['red']}
        table={t}
        openAction={(s) => openAction(g, s, 'p1')}
        onOpen={async (s) => {
          opened.push(s);
          throw new Error('Bob — Neuth is still playing; a seat opens only when its player resigned or went silent.');
        }}
      />
    ));
    const row = document.querySelector('[data-seat="green"]') as HTMLElement;
    expect(row).toHaveTextContent('resigned');
    fireEvent.click(within(row).getByRole('button', { name: 'Open to a new player' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Bob — Neuth is still playing');
    expect(opened).toEqual(['green']);
  });
});

describe('the table menu offers, per state', () => {
  it('a vote to pause, then withdrawing it, then resuming a paused game, with the count', () => {
    expect(tableMenu(detail())).toMatchObject({
      pause: 'vote',
      pauseVotes: { have: 0, of: 4 },
      paused: null,
      back: null,
      vacation: { daysLeft: 7, of: 7 },
      resign: true,
    });
    const voted = tableMenu(detail({ table: table({ votes: { pause: ['red', 'green'], open: {} } }) }));
    expect(voted).toMatchObject({ pause: 'withdraw', pauseVotes: { have: 2, of: 4 } });
    // an away seat does not vote: of the three present, two agreed
    const away = table({
      seats: [tseat('red'), tseat('green'), tseat('blue'), tseat('white', { status: 'away' })],
      votes: { pause: ['green', 'blue'], open: {} },
    });
    expect(tableMenu(detail({ table: away }))).toMatchObject({ pause: 'vote', pauseVotes: { have: 2, of: 3 } });
    expect(tableMenu(detail({ table: table({ paused: { since: at } }) }))).toMatchObject({
      pause: 'resume',
      paused: at,
    });
  });

  it('"I’m back" when away or on vacation; vacation days, or why there are none', () => {
    const mine = (over: Partial<P.TableSeat>, t: Partial<P.TableInfo> = {}) =>
      tableMenu(detail({ table: table({ seats: [tseat('red', over), tseat('green')], ...t }) }));
    expect(mine({ status: 'away', missed: 3 })).toMatchObject({ back: { why: 'away' } });
    const onHoliday = mine({ status: 'vacation', vacationUntil: later, daysLeft: 5 });
    expect(onHoliday?.back).toEqual({ why: 'vacation', until: later });
    expect(onHoliday?.vacation).toMatchObject({ unavailable: expect.stringMatching(/^You are on vacation until/) });
    expect(mine({ daysLeft: 2 })?.vacation).toEqual({ daysLeft: 2, of: 7 });
    expect(mine({ daysLeft: 0 })?.vacation).toEqual({ unavailable: 'No vacation days left: all 7 are used.' });
    expect(mine({}, { vacationDays: 0 })?.vacation).toEqual({ unavailable: 'This game has no vacation days.' });
  });

  it('nothing for a finished game, a spectator or a player who resigned (no seat left), or without the table', () => {
    expect(tableMenu(detail({ status: 'finished' }))).toBeNull();
    expect(tableMenu(detail({ you: [] }))).toBeNull();
    expect(tableMenu(detail({ table: undefined }))).toBeNull();
  });

  it('says what resigning means: the title’s words, else the platform’s rule by the number of seats', async () => {
    await import('../src/boards/index.ts');
    expect(resignWords(detail())).toBe('You leave the game; the autopilot plays your seat on. You can still watch it.');
    expect(resignWords(detail({ seats: seats.slice(0, 2) }))).toContain('the other side wins the game');
    expect(resignWords(detail({ title: 'defenders' }))).toContain('your hero stays with the group');
  });
});

/** A fake server for the game screen: the table's routes answer like the real ones (or refuse). */
function tableServer(start: P.GameDetail, refuse: Record<string, { status: number; error: string; message: string }>) {
  let d = structuredClone(start);
  const posted: { path: string; body: unknown }[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const u = String(url);
    const method = init.method ?? 'GET';
    if (u === '/api/players/me') return json(200, { playerId: 'p1', name: 'Ann', quietHours: null });
    if (u === '/api/games/g1' && method === 'GET') return json(200, d, { etag: `W/"${d.version}"` });
    if (u.startsWith('/api/games/g1/log')) return json(200, { version: d.version, entries: [] });
    if (u.startsWith('/api/games/g1/chat')) return json(200, []);
    if (u === '/api/titles') return json(200, [{ id: 'round', title: 'Round table', minSeats: 2, maxSeats: 4 }]);
    if (u.startsWith('/api/games/next')) return json(200, { gameId: 'g2', title: 'round', deadline: null });
    const m = /^\/api\/games\/g1\/(.+)$/.exec(u);
    if (m && method === 'POST') {
      const path = m[1] as string;
      posted.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
      const no = refuse[path];
      if (no) return json(no.status, { error: no.error, message: no.message });
      const t = d.table as P.TableInfo;
      if (path === 'pause') t.votes.pause = ['red'];
      if (path === 'resume') t.paused = null;
      if (path === 'vacation')
        t.seats[0] = { ...(t.seats[0] as P.TableSeat), status: 'vacation', vacationUntil: later };
      if (path === 'back') t.seats[0] = { ...(t.seats[0] as P.TableSeat), status: 'playing' };
      if (path === 'resign') d = { ...d, you: [], choices: {} };
      d.version++;
      return json(200, { version: d.version });
    }
    return json(404, { error: 'not_found', message: 'Not found.' });
  }) as typeof globalThis.fetch;
  return { fetch, posted };
}

async function mountGame(s: ReturnType<typeof tableServer>) {
  const kv = memoryStore();
  await kv.set('token', 'hx1.test');
  const store = createHexpost(createAgent({ fetch: s.fetch, kv, online: () => true }));
  await store[1].init();
  render(() => (
    <StoreProvider store={store}>
      <Game gameId="g1" />
    </StoreProvider>
  ));
  await screen.findByRole('heading', { name: 'Round table', level: 1 });
}
const openMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Table/ }));
  return screen.findByRole('dialog', { name: 'The table' });
};

describe('the table menu on the game screen', () => {
  it('votes to pause, takes a vacation, and shows the server’s refusal next to the control', async () => {
    const s = tableServer(detail(), {
      vacation: { status: 409, error: 'no_days_left', message: 'You have 1 vacation day left in this game.' },
    });
    await mountGame(s);
    // the next game waiting is one tap away in the header's tools
    expect(await screen.findByRole('button', { name: 'Next game ›' })).toBeInTheDocument();
    let menu = await openMenu();
    expect(menu).toHaveTextContent('Nobody has asked for a pause.');
    fireEvent.click(within(menu).getByRole('button', { name: 'Vote to pause' }));
    await waitFor(() => expect(s.posted.map((p) => p.path)).toEqual(['pause']));
    menu = await screen.findByRole('dialog', { name: 'The table' });
    expect(await within(menu).findByText(/Ann — Ghem voted to pause: 1 of 4 agreed\./)).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Withdraw my vote' })).toBeInTheDocument();
    expect(menu).toHaveTextContent('7 of 7 days left in this game.');
    fireEvent.change(within(menu).getByLabelText('Days'), { target: { value: '3' } });
    fireEvent.click(within(menu).getByRole('button', { name: 'Take 3 days off' }));
    const alert = await within(menu).findByRole('alert');
    expect(alert).toHaveTextContent('You have 1 vacation day left in this game.');
    // next to the vacation control, not somewhere else
    expect(alert.closest('section')).toHaveAccessibleName('Vacation');
    expect(s.posted.at(-1)).toEqual({ path: 'vacation', body: { days: 3 } });
    fireEvent.click(within(menu).getByRole('button', { name: 'Close the table menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resigns only after asking, with what it means', async () => {
    const s = tableServer(detail(), {});
    await mountGame(s);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Resign…' }));
    const ask = within(menu).getByRole('alertdialog');
    expect(ask).toHaveTextContent('You leave the game; the autopilot plays your seat on.');
    expect(ask).toHaveTextContent('This cannot be taken back.');
    expect(s.posted).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, Resign' }));
    await waitFor(() => expect(s.posted).toEqual([{ path: 'resign', body: {} }]));
    // no seat left: no menu
    await waitFor(() => expect(screen.queryByRole('button', { name: /Table/ })).toBeNull());
  });

  it('shows the banners: the autopilot playing for me with "I’m back", a pause with Resume', async () => {
    const s = tableServer(
      detail({
        table: table({
          seats: [tseat('red', { status: 'away', missed: 3 }), tseat('green'), tseat('blue'), tseat('white')],
          paused: { since: at },
        }),
      }),
      {},
    );
    await mountGame(s);
    const away = (await screen.findByText('The autopilot is playing for you.')).closest('.banner') as HTMLElement;
    fireEvent.click(within(away).getByRole('button', { name: 'I’m back' }));
    await waitFor(() => expect(s.posted.map((p) => p.path)).toEqual(['back']));
    await waitFor(() => expect(screen.queryByText('The autopilot is playing for you.')).toBeNull());
    const paused = (await screen.findByText(/no deadline runs\./)).closest('.banner') as HTMLElement;
    expect(paused).toHaveTextContent(/Paused since/);
    fireEvent.click(within(paused).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(s.posted.map((p) => p.path)).toEqual(['back', 'resume']));
    await waitFor(() => expect(screen.queryByText(/Paused/)).toBeNull());
  });
});

describe('the end screen', () => {
  it('asks for a rematch with the seats chosen in words, or joins the one another player asked for', async () => {
    const finished = detail({
      status: 'finished',
      result: { winners: ['red'], summary: 'Ann — Ghem wins.' },
      seats: seats.slice(0, 2),
      table: table({ seats: [tseat('red'), tseat('green', { status: 'resigned' })] }),
    });
    const posted: { url: string; body: unknown }[] = [];
    let d = finished;
    const fetch = (async (url: string, init: RequestInit = {}) => {
      const u = String(url);
      const method = init.method ?? 'GET';
      if (u === '/api/players/me') return json(200, { playerId: 'p1', name: 'Ann', quietHours: null });
      if (u === '/api/games/g1' && method === 'GET') return json(200, d);
      if (u === '/api/games/g2' && method === 'GET') return json(403, { error: 'forbidden', message: 'No.' });
      if (u.startsWith('/api/games/g1/') && method === 'GET')
        return json(200, u.includes('/log') ? { version: 5, entries: [] } : []);
      if (u === '/api/titles') return json(200, []);
      if (method === 'POST') {
        posted.push({ url: u, body: JSON.parse(String(init.body)) });
        if (u.endsWith('/rematch')) return json(201, { gameId: 'g2', inviteCode: 'RE', by: 'p1', created: true });
        if (u === '/api/games/g2/join') return json(200, { seat: 'red', seatToken: 'st', started: true });
      }
      return json(404, { error: 'not_found', message: 'Not found.' });
    }) as typeof globalThis.fetch;
    const kv = memoryStore();
    await kv.set('token', 'hx1.test');
    const store = createHexpost(createAgent({ fetch, kv, online: () => true }));
    await store[1].init();
    const view = render(() => (
      <StoreProvider store={store}>
        <Game gameId="g1" />
      </StoreProvider>
    ));
    const panel = (await screen.findByRole('heading', { name: 'Rematch' })).closest('section') as HTMLElement;
    expect(within(panel).getByRole('radio', { name: /Each one seat on/ })).toBeChecked();
    fireEvent.click(within(panel).getByRole('radio', { name: /Same seats/ }));
    expect(within(panel).getByRole('radio', { name: /Shuffle seats/ })).not.toBeChecked();
    fireEvent.click(within(panel).getByRole('button', { name: 'Ask for a rematch' }));
    await waitFor(() => expect(posted).toEqual([{ url: '/api/games/g1/rematch', body: { seats: 'same' } }]));
    await waitFor(() => expect(location.pathname).toBe('/games/g2/invite'));
    view.unmount();

    // Bob's end screen, once Ann asked: he joins the seat kept for him and goes to the game.
    d = { ...finished, table: table({ ...finished.table, rematch: { gameId: 'g2', inviteCode: 'RE', by: 'p2' } }) };
    render(() => (
      <StoreProvider store={store}>
        <Game gameId="g1" />
      </StoreProvider>
    ));
    const asks = await screen.findByText('asks for a rematch.', { exact: false });
    expect(asks.closest('p')).toHaveTextContent('Bob asks for a rematch.');
    fireEvent.click(screen.getByRole('button', { name: 'Join the rematch' }));
    await waitFor(() => expect(posted.at(-1)).toEqual({ url: '/api/games/g2/join', body: { inviteCode: 'RE' } }));
    await waitFor(() => expect(location.pathname).toBe('/games/g2'));
  });
});

describe('the game list and the log', () => {
  it('marks a game I resigned from and a finished game with a rematch waiting', () => {
    const base = { title: 'duel', yourMove: false, deadline: null, version: 1, updatedAt: at };
    render(() => (
      <GameList
        games={[
          { ...base, gameId: 'left', status: 'active', seats: [], resigned: true },
          { ...base, gameId: 'done', status: 'finished', seats: ['north'], rematch: 'g9' },
          { ...base, gameId: 'mine', status: 'active', seats: ['north'] },
        ]}
      />
    ));
    const finished = screen.getByRole('heading', { name: /Finished/ }).closest('section') as HTMLElement;
    expect(
      within(finished)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/games/left', '/games/done']);
    expect(within(finished).getByText('You resigned')).toBeInTheDocument();
    expect(within(finished).getByText('Rematch waiting')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Waiting for others (1)' })).toBeInTheDocument();
  });

  it('marks the autopilot’s lines as it marks a passed deadline, and takes the table’s words as they come', () => {
    const entries: P.LogEntry[] = [
      { seq: 1, at, seat: 'north', by: 'timeout', event: { type: 'passed' }, text: 'north passes.' },
      { seq: 2, at, seat: 'north', by: 'autopilot', event: { type: 'passed' }, text: 'north passes again.' },
      {
        seq: 3,
        at,
        seat: 'south',
        by: null,
        event: { type: '@table', act: 'resign', seat: 'south', policy: 'forfeit' },
        text: 'Bob — South resigned.',
      },
    ];
    render(() => <Log title="duel" entries={entries} seat="north" seats={seats} />);
    expect(screen.getByText('(deadline passed)')).toBeInTheDocument();
    expect(screen.getByText('(autopilot)')).toBeInTheDocument();
    const table = screen.getByText('Bob — South resigned.').closest('li') as HTMLElement;
    expect(table.querySelector('strong')).toBeNull();
  });
});

describe('new game: the table options', () => {
  it('lists the title’s kinds of decision in words and sends only the hours changed, the autopilot and vacation', async () => {
    expect(changedKinds({ a: { label: 'A', hours: 4 } }, { a: 4, b: 2 })).toEqual({});
    const posted: unknown[] = [];
    const fetch = (async (url: string, init: RequestInit = {}) => {
      if (url === '/api/titles') return json(200, [{ id: 'round', title: 'Round', minSeats: 2, maxSeats: 4 }]);
      if (url === '/api/titles/round')
        return json(200, {
          id: 'round',
          title: 'Round',
          minSeats: 2,
          maxSeats: 4,
          config: { type: 'object', properties: {} },
          defaults: {},
          seats: ['red', 'green'],
          decisions: {
            turn: { label: 'A whole turn', hours: 48 },
            answer: { label: 'Answering a call', hours: 4 },
          },
        });
      if (url === '/api/titles/round/seats') return json(200, { seats: ['red', 'green'] });
      if (url === '/api/games' && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json(201, { gameId: 'g9', inviteCode: 'ABCD1234', seats: [] });
      }
      return json(404, { error: 'not_found', message: 'Not found.' });
    }) as typeof globalThis.fetch;
    const store = createHexpost(createAgent({ fetch, kv: memoryStore(), online: () => true }));
    render(() => (
      <StoreProvider store={store}>
        <NewGame />
      </StoreProvider>
    ));
    await screen.findByRole('option', { name: 'Round (2–4 players)' });
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: 'round' } });
    expect(await screen.findByText('Deadlines per kind of decision (2)')).toBeInTheDocument();
    const turn = screen.getByLabelText('A whole turn:') as HTMLInputElement;
    const answer = screen.getByLabelText('Answering a call:') as HTMLInputElement;
    expect([turn.value, answer.value]).toEqual(['48', '4']);
    // the game's 48 h for each decision caps a longer kind: said in words
    fireEvent.change(screen.getByLabelText('Time for each decision'), { target: { value: '24' } });
    expect(turn).toHaveAccessibleDescription('Runs 24 hours at most: the time for each decision.');
    answer.value = '1';
    fireEvent.change(answer);
    expect(answer).toHaveAccessibleDescription('Changed from 4 hours.');
    const absent = screen.getByLabelText('Autopilot after this many missed deadlines in a row (0 = never)');
    expect(absent).toHaveValue(3);
    const vacation = screen.getByLabelText('Vacation days per player');
    expect(vacation).toHaveValue(7);
    fireEvent.change(vacation, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and invite' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      title: 'round',
      timing: { decisionHours: 24, reminderHours: 12, byKind: { answer: 1 }, vacationDays: 3 },
    });
    expect((posted[0] as { timing: Record<string, unknown> }).timing.absentAfter).toBeUndefined();
  });
});
