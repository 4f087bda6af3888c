/**
 * Backing another regent's order (support or opposition, checklist 1.8 items
 * 3-4): which domain, the number of the order on its sheet, for or against,
 * and the RP and GB committed. The other sheet is secret, so the number is the
 * one the two regents agreed (in the chat); the backer pays only if, when the
 * order rolls, it is entitled to back it (a holding of the right kind in the
 * province: rules/backing.ts), and never more than its treasury holds then.
 * Adding sends the sheet with the line appended; the server checks it again.
 */
import type { DomainId } from '@hexpost/shared/games/domains/data/ids.ts';
import { createSignal, For } from 'solid-js';
import type { Choice } from '../registry.ts';
import { backingChoice } from './orders.ts';
import { domainName, type View } from './pieces.ts';

/** How far down another sheet a backer may point: more orders than any court gives a round. */
const ORDER_NUMBERS = 12;

export function BackingForm(props: { view: View; choose: (c: Choice) => void }) {
  const others = () => props.view.regents.filter((d) => d !== props.view.me);
  const [domain, setDomain] = createSignal<string>('');
  const [order, setOrder] = createSignal(1);
  const [side, setSide] = createSignal<'support' | 'oppose'>('support');
  const [rp, setRp] = createSignal(1);
  const [gb, setGb] = createSignal(0);
  const chosen = () => domain() || others()[0] || '';
  const whole = (x: string) => Math.max(0, Math.min(500, Math.floor(Number(x) || 0)));
  // nothing committed still counts where being there is what helps (a temple's blessing of an expedition)
  const ready = () => !!chosen();
  const add = () => {
    if (!ready()) return;
    props.choose(
      backingChoice(props.view, { domain: chosen() as DomainId, order: order() - 1, side: side(), rp: rp(), gb: gb() }),
    );
  };
  return (
    <details class="dm-backing">
      <summary>
        <span>Back another regent’s order</span>
      </summary>
      <p class="small muted">
        Their sheet is secret: agree the order’s number with them. You pay only if, when it rolls, you have a holding
        that may back it there, and never more than your treasury holds.
      </p>
      <div class="dm-backing-form">
        <label>
          Domain
          <select value={chosen()} onChange={(e) => setDomain(e.currentTarget.value)}>
            <For each={others()}>{(d) => <option value={d}>{domainName(d)}</option>}</For>
          </select>
        </label>
        <label>
          Their order
          <select value={String(order())} onChange={(e) => setOrder(Number(e.currentTarget.value))}>
            <For each={Array.from({ length: ORDER_NUMBERS }, (_, i) => i + 1)}>
              {(n) => <option value={String(n)}>number {n}</option>}
            </For>
          </select>
        </label>
        <fieldset class="dm-backing-side">
          <legend>For or against</legend>
          <label>
            <input
              type="radio"
              name="dm-backing-side"
              checked={side() === 'support'}
              onChange={() => setSide('support')}
            />{' '}
            Support (DC lower)
          </label>
          <label>
            <input
              type="radio"
              name="dm-backing-side"
              checked={side() === 'oppose'}
              onChange={() => setSide('oppose')}
            />{' '}
            Oppose (DC higher)
          </label>
        </fieldset>
        <label>
          RP
          <input
            type="number"
            inputmode="numeric"
            min="0"
            value={rp()}
            onInput={(e) => setRp(whole(e.currentTarget.value))}
          />
        </label>
        <label>
          GB
          <input
            type="number"
            inputmode="numeric"
            min="0"
            value={gb()}
            onInput={(e) => setGb(whole(e.currentTarget.value))}
          />
        </label>
        <button type="button" class="primary" disabled={!ready()} onClick={add}>
          Add to my sheet
        </button>
      </div>
    </details>
  );
}
