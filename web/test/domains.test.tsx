/**
 * The Domains board on views from the engine (domainsFixture.ts): the map with
 * every province named, its ruler's wash and level; a tapped province's sheet
 * holding only the orders that concern it; an order tapped written onto the
 * sheet as the draft command; Strike and +2 RP; hand in through the prompt's
 * own choice (it asks first); Take back once the sheet is in; names, never ids.
 */
import { PROVINCES } from '@hexpost/shared/games/domains/data/index.ts';
import { zoneOfHex } from '@hexpost/shared/games/domains/data/map.ts';
import type { Offer } from '@hexpost/shared/games/domains/rules/draft.ts';
import type { State } from '@hexpost/shared/games/domains/rules/state.ts';
import { act } from '@hexpost/shared/games/domains/testkit.ts';
import { cleanup, fireEvent, render, screen, within } from '@solidjs/testing-library';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import DomainsBoard, { describeDomains } from '../src/boards/domains/Board.tsx';
import { groupOffers, placesOf } from '../src/boards/domains/orders.ts';
import { placeHex, type View } from '../src/boards/domains/pieces.ts';
import type { Choice } from '../src/boards/registry.ts';
import { choicesOf, detail, drafted, handedIn, KEBAB_IDS, round2, viewOf } from './domainsFixture.ts';
import { staticLayer } from './maps.ts';

beforeEach(() => sessionStorage.clear());

const ME = 'princedom-of-docandragh';

function renderBoard(s: State, seat = ME) {
  const choose = vi.fn();
  const view = viewOf(s, seat);
  const choices = choicesOf(s, seat);
  const r = render(() => <DomainsBoard game={detail} seat={seat} view={view} choices={choices} choose={choose} />);
  return { ...r, choose, view, choices };
}

/** Everything a player could read: the text, every accessible name and every tooltip. */
const readable = (el: Element) =>
  [
    el.textContent ?? '',
    ...[...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label') ?? ''),
    ...[...el.querySelectorAll('[title]')].map((e) => e.getAttribute('title') ?? ''),
  ].join('\n');
const idsIn = (text: string) =>
  KEBAB_IDS.filter((id) => new RegExp(`(^|[^\\w-])${id.replace(/-/g, '\\-')}($|[^\\w-])`).test(text));

/** The command of the board's `i`-th sending. */
const sent = (choose: ReturnType<typeof vi.fn>, i: number) =>
  (choose.mock.calls[i]?.[0] as Choice | undefined)?.command;
const hexOf = (id: string) => PROVINCES.find((p) => p.id === id)?.hex as string;
const tap = (container: Element, province: string) =>
  fireEvent.click(container.querySelector(`g.hx[data-hex="${hexOf(province)}"]`) as Element);
const sheetButtons = (container: Element) =>
  [...container.querySelectorAll('.dm-offer button.dm-choice')] as HTMLButtonElement[];
const offersAt = (v: View, province: string) => v.offers.filter((o) => placesOf(v, o.order).includes(province));

describe('the map of the Gulf of Djafra', () => {
  it('draws every province with its name and level, washed in its ruler’s colour and named in its description', async () => {
    const { container, view } = renderBoard(round2());
    const names = [...container.querySelectorAll('.hx-name')].map((e) => e.textContent);
    expect(names).toHaveLength(PROVINCES.length);
    for (const p of PROVINCES) expect(names).toContain(`${p.name} ${view.provinces[p.id]?.level}`);
    // the ruler is told in words, not by the wash alone
    const capital = container.querySelector(`g.hx[data-hex="${hexOf('docandragh')}"]`);
    expect(capital?.getAttribute('aria-label')).toMatch(/ruled by the Princedom of Docandragh \(you\)/);
    expect(capital?.getAttribute('aria-label')).toMatch(/capital of the Princedom of Docandragh/);
    expect(capital?.getAttribute('aria-label')).toMatch(/your law holding \(\d\)/);
    const image = await staticLayer(container);
    // every hex of the 15×11 map, the sea included; a ruled province is washed, a capital and own holdings marked
    expect(image.querySelectorAll('use[data-hex]')).toHaveLength(15 * 11);
    const marks = [...image.querySelectorAll('text.m')].map((t) => t.textContent);
    expect(marks.some((m) => m?.startsWith('♛ L'))).toBe(true);
    // units stand as counters by owner, counted by type in the inspector's words
    const stack = container.querySelector(`[data-stack="${hexOf('docandragh')}"]`);
    expect(stack?.querySelector('.stack-label')?.textContent).toBe('Do');
    fireEvent.click(capital as Element);
    expect(container.querySelector('.board-inspect')?.textContent).toMatch(
      /The Princedom of Docandragh \(you\): \d+ Infantry/,
    );
  });

  it('draws ships at sea as their owner’s counter on the zone’s middle hex, named with the zone', () => {
    const s = round2();
    const ships = {
      ...s.ships,
      'sea-1': { id: 'sea-1', type: 'coaster', owner: ME, at: 'gulf-of-djafra', hits: 0 },
      'sea-2': { id: 'sea-2', type: 'coaster', owner: ME, at: 'gulf-of-djafra', hits: 0 },
    } as unknown as State['ships'];
    const { container } = renderBoard({ ...s, ships });
    const hex = placeHex('gulf-of-djafra') as string;
    expect(zoneOfHex(hex)).toBe('gulf-of-djafra');
    const stack = container.querySelector(`[data-stack="${hex}"]`);
    expect(stack?.querySelector('.stack-label')?.textContent).toBe('Do');
    fireEvent.click(container.querySelector(`g.hx[data-hex="${hex}"]`) as Element);
    expect(container.querySelector('.board-inspect')?.textContent).toMatch(/2 Coaster at sea in the Gulf of Djafra/);
  });

  it('J-64 draws brigands as their own counter, named "Brigands", never a domain', () => {
    const s = round2();
    const units = {
      ...s.units,
      b1: {
        id: 'b1',
        type: 'mercenary-infantry',
        owner: 'brigands',
        province: 'docandragh',
        mustered: 1,
        upgrades: [],
        seenBattle: false,
        captor: null,
      },
    } as unknown as State['units'];
    const { container } = renderBoard({ ...s, units });
    fireEvent.click(container.querySelector(`g.hx[data-hex="${hexOf('docandragh')}"]`) as Element);
    const inspect = container.querySelector('.board-inspect')?.textContent ?? '';
    expect(inspect).toMatch(/Br \(Brigands: 1 Mercenary Infantry\)/);
    expect(inspect).not.toMatch(/unknown domain/);
    expect(readable(container)).toMatch(/brigands and units of 1 domain here/);
  });

  it('lights the provinces where the sheet could take an order', () => {
    const { container, view } = renderBoard(round2());
    const lit = [...container.querySelectorAll('g.hx--lit')].map((e) => e.getAttribute('data-hex'));
    expect(lit).toContain(hexOf('caer-mollen'));
    for (const hex of lit) {
      const p = PROVINCES.find((x) => x.hex === hex)?.id as string;
      expect(offersAt(view, p).length, p).toBeGreaterThan(0);
    }
  });
});

describe('writing the sheet on the map', () => {
  it('a tapped province shows only the orders that concern it, grouped by who takes them', () => {
    const { container, view } = renderBoard(round2());
    tap(container, 'caer-mollen');
    const sheet = screen.getByRole('group', { name: 'Orders for Caer Mollen' });
    const here = offersAt(view, 'caer-mollen');
    expect(here.length).toBeGreaterThan(2);
    // every order whose targets are Caer Mollen, a holding there or units there, and nothing else, by group
    expect(sheetButtons(container).map((b) => b.textContent)).toEqual(
      groupOffers(here).flatMap((g) => g.offers.map((o) => o.label)),
    );
    expect(here.length).toBeLessThan(view.offers.length / 4);
    expect(sheet.textContent).toMatch(/Domain action \(one a round\)/);
    expect(sheet.textContent).toMatch(/Lieutenant action — Maeve Tarrow/);
    // Docandragh's sheet is another list
    tap(container, 'docandragh');
    const there = offersAt(view, 'docandragh');
    expect(sheetButtons(container)).toHaveLength(there.length);
    expect(there.some((o) => o.order.action === 'move-troops')).toBe(true);
  });

  it('tapping an order sends the draft command with that order appended', () => {
    let s = round2();
    const first = viewOf(s, ME).offers.find((o) => o.order.action === 'agitate' && o.order.as === 'domain') as Offer;
    s = drafted(s, ME, [first.order]);
    const { container, choose, view } = renderBoard(s);
    tap(container, 'caer-mollen');
    const offer = offersAt(view, 'caer-mollen')[0] as Offer;
    const button = sheetButtons(container).find((b) => b.textContent === offer.label) as HTMLButtonElement;
    fireEvent.click(button);
    expect(choose).toHaveBeenCalledTimes(1);
    expect(sent(choose, 0)).toEqual({ type: 'draft', orders: [first.order, offer.order], backing: [] });
    expect((choose.mock.calls[0]?.[0] as Choice | undefined)?.label).toBe(offer.label);
    // the sheet closes once an order is taken
    expect(container.querySelector('.dm-offer')).toBeNull();
  });

  it('orders with no place on the map are listed apart, in the sheet', () => {
    const { container, view, choose } = renderBoard(round2());
    const other = view.offers.filter((o) => placesOf(view, o.order).length === 0);
    expect(other.length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /My sheet/ }));
    const list = container.querySelector('.dm-other') as Element;
    expect([...list.querySelectorAll('button.dm-choice')].map((b) => b.textContent)).toEqual(
      // grouped: each group's orders together, the domain action first
      groupOffers(other).flatMap((g) => g.offers.map((o) => o.label)),
    );
    fireEvent.click(within(list as HTMLElement).getAllByRole('button')[0] as Element);
    expect(sent(choose, 0)).toEqual({
      type: 'draft',
      orders: [groupOffers(other)[0]?.offers[0]?.order],
      backing: [],
    });
  });
});

describe('the sheet panel', () => {
  const twoOrders = () => {
    let s = round2();
    const a = viewOf(s, ME).offers.find((o) => o.order.action === 'agitate' && o.order.as === 'domain') as Offer;
    s = drafted(s, ME, [a.order]);
    const b = viewOf(s, ME).offers.find((o) => o.order.action === 'create-holding') as Offer;
    return { s: drafted(s, ME, [a.order, b.order]), a, b };
  };

  it('shows the round, the turn, the treasury and the orders in words; Strike sends the sheet without it', () => {
    const { s, a, b } = twoOrders();
    const { container, choose, view } = renderBoard(s);
    const panel = screen.getByRole('region', { name: 'My sheet of orders' });
    expect(panel.textContent).toMatch(/Round 2 · Turn 1/);
    expect(panel.textContent).toMatch(new RegExp(`${view.domains[ME]?.gb} GB · ${view.domains[ME]?.rp} RP`));
    fireEvent.click(screen.getByRole('button', { name: /My sheet \(2\)/ }));
    const items = [...container.querySelectorAll('.dm-orders li .dm-order-words')].map((e) => e.textContent);
    expect(items).toEqual(view.sheetWords);
    fireEvent.click(screen.getByRole('button', { name: `Strike: ${view.sheetWords[0]}` }));
    expect(sent(choose, 0)).toEqual({ type: 'draft', orders: [b.order], backing: [] });
    // +2 RP on the roll of an order, the rest of the sheet as it was
    fireEvent.click(screen.getByRole('button', { name: `Put 2 more RP on: ${view.sheetWords[0]}` }));
    expect(sent(choose, 1)).toEqual({
      type: 'draft',
      orders: [{ ...a.order, rp: 2 }, b.order],
      backing: [],
    });
  });

  it('backs another regent’s order from the sheet: domain, its number, for or against, RP and GB; listed with Strike', () => {
    const { s, a, b } = twoOrders();
    const { choose, view } = renderBoard(s);
    const other = view.regents.find((d) => d !== ME) as string;
    fireEvent.click(screen.getByRole('button', { name: /My sheet \(2\)/ }));
    fireEvent.click(screen.getByText('Back another regent’s order'));
    fireEvent.change(screen.getByLabelText('Domain'), { target: { value: other } });
    fireEvent.change(screen.getByLabelText('Their order'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText(/Oppose/));
    fireEvent.input(screen.getByLabelText('RP'), { target: { value: '0' } });
    // nothing committed may still be added: a temple's blessing is such a line
    expect(screen.getByRole('button', { name: 'Add to my sheet' })).toBeEnabled();
    fireEvent.input(screen.getByLabelText('GB'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to my sheet' }));
    const line = { domain: other, order: 2, side: 'oppose', rp: 0, gb: 2 };
    expect(sent(choose, 0)).toEqual({ type: 'draft', orders: [a.order, b.order], backing: [line] });
    // the engine takes it, and the sheet lists it in words, with Strike
    const backed = act(s, ME, sent(choose, 0) as never).state;
    cleanup();
    const again = renderBoard(backed);
    fireEvent.click(screen.getByRole('button', { name: /My sheet \(2\)/ }));
    const words = viewOf(backed, ME).backingWords[0] as string;
    expect(words).toMatch(/^Oppose .+’s order 3 with 2 GB$/);
    expect(words).not.toMatch(new RegExp(other));
    fireEvent.click(screen.getByRole('button', { name: `Strike: ${words}` }));
    expect(sent(again.choose, 0)).toEqual({ type: 'draft', orders: [a.order, b.order], backing: [] });
  });

  it('hands in through the prompt’s own choice, which asks first with the orders listed', () => {
    const { s } = twoOrders();
    const { choose, choices } = renderBoard(s);
    fireEvent.click(screen.getByRole('button', { name: /Hand in my 2 orders/ }));
    const own = choices.find((c) => (c.command as { type: string }).type === 'handIn');
    expect(choose).toHaveBeenCalledWith(own);
    expect(own?.confirm).toMatch(/^Hand in: Agitate/);
    // Not final: a sealed sheet is withdrawn until the round resolves, and the question says so.
    expect(own?.takeBack).toMatch(/take the sheet back/);
  });

  it('once the sheet is in: "Your orders are in" with Take back, and who else has handed in', () => {
    const { s } = twoOrders();
    const { choose, choices } = renderBoard(handedIn(s, ME));
    expect(screen.getByText(/Your orders are in/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hand in/ })).toBeNull();
    const panel = screen.getByRole('region', { name: 'My sheet of orders' });
    expect(panel.textContent).toMatch(/1 of 4 in/);
    fireEvent.click(screen.getByRole('button', { name: /My sheet/ }));
    expect(panel.textContent).toMatch(/Handed in: the Princedom of Docandragh \(you\)\./);
    expect(panel.textContent).toMatch(
      /Still writing: the Sheikhdom of the Zhaïnge Valley, the Emirate of Djafra and the Banu Rih\./,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(choose).toHaveBeenCalledWith(choices.find((c) => (c.command as { type: string }).type === 'withdraw'));
    // no orders to add while the sheet is in
    expect(document.querySelectorAll('g.hx--lit')).toHaveLength(0);
  });
});

describe('words', () => {
  it('no element text contains an id, with the sheet, a province’s orders and the key open', () => {
    const s = round2();
    const agitate = viewOf(s, ME).offers.find((o) => o.order.action === 'agitate') as Offer;
    const { container } = renderBoard(drafted(s, ME, [agitate.order]));
    fireEvent.click(screen.getByRole('button', { name: /My sheet/ }));
    for (const d of container.querySelectorAll('details')) d.setAttribute('open', '');
    for (const p of ['docandragh', 'caer-mollen', 'djafra']) {
      tap(container, p);
      for (const d of container.querySelectorAll('details')) d.setAttribute('open', '');
      expect(idsIn(readable(container)), p).toEqual([]);
    }
  });

  it('an action’s result reads with the domain, the action, the place, the die, the DC and every modifier', () => {
    expect(
      describeDomains({
        type: 'actionResolved',
        domain: ME,
        index: 0,
        order: { action: 'rule-province', as: 'domain', targets: ['caer-mollen'] },
        roll: {
          die: 19,
          dc: 5,
          base: 10,
          takeTen: false,
          mods: [{ label: 'Aedric Mollen’s law', value: -5, ref: 'P3' }],
        },
        ok: true,
        text: 'Caer Mollen grows by 1 to 1 of the 3 it needs to rise.',
      }),
    ).toBe(
      'Round resolved: the Princedom of Docandragh’s Rule Province at Caer Mollen — d20 rolled 19 against DC 5 (base 10, −5 Aedric Mollen’s law): done. Caer Mollen grows by 1 to 1 of the 3 it needs to rise.',
    );
    expect(describeDomains({ type: 'roundEnded', round: 2 })).toBeNull();
  });
});
