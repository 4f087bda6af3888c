import { fireEvent, render, screen, waitFor } from '@solidjs/testing-library';
import { describe, expect, it } from 'vitest';
import { notes as defenders } from '@hexpost/shared/games/defenders/notes.ts';
import { notes as demonlord } from '@hexpost/shared/games/demonlord/notes.ts';
import { rawIds } from '@hexpost/shared/games/divine-right/ids.testkit.ts';
import { notes as divineRight } from '@hexpost/shared/games/divine-right/notes.ts';
import { notes as domains } from '@hexpost/shared/games/domains/notes.ts';
import { notes as dragons } from '@hexpost/shared/games/dragons-of-glory/notes.ts';
import { boardFor } from '../src/boards/index.ts';
import { TitleNotes } from '../src/components/TitleNotes.tsx';

describe('How Hexpost plays this game (issue 10: simplifications shown to players)', () => {
  it('loads a title’s notes when opened and lists its simplifications, what is not built yet and its rulings', async () => {
    let loads = 0;
    render(() => (
      <TitleNotes
        load={async () => {
          loads++;
          return domains;
        }}
      />
    ));
    expect(loads).toBe(0);
    const box = screen.getByText('How Hexpost plays this game').closest('details') as HTMLDetailsElement;
    box.open = true;
    fireEvent(box, new Event('toggle'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Not built yet' })).toBeInTheDocument());
    expect(loads).toBe(1);
    expect(screen.getByRole('heading', { name: 'Where it differs from the rulebook' })).toBeInTheDocument();
    expect(box).toHaveTextContent('Co-ruler heirs.');
    expect(box).toHaveTextContent(domains.rulings?.[0] as string);
  });

  it('says so when a title plays every rule as written', async () => {
    render(() => <TitleNotes load={async () => ({ simplified: [] })} />);
    const box = screen.getByText('How Hexpost plays this game').closest('details') as HTMLDetailsElement;
    box.open = true;
    fireEvent(box, new Event('toggle'));
    await waitFor(() => expect(box).toHaveTextContent('Nowhere: every rule is played as the rulebook has it.'));
    expect(screen.queryByRole('heading', { name: 'Not built yet' })).toBeNull();
  });

  it('every title registers its notes, in words: no rule ids or internal names a player would not know', async () => {
    const all = { defenders, demonlord, 'divine-right': divineRight, domains, 'dragons-of-glory': dragons };
    for (const [title, n] of Object.entries(all)) {
      expect(await boardFor(title)?.notes?.()).toEqual(n);
      for (const line of [...n.simplified, ...(n.notYet ?? []), ...(n.rulings ?? [])]) {
        expect(line).not.toMatch(/\b(DR|DL|DG|DF|OOT|Q|J|AMB)-\d/);
        expect(line).not.toMatch(/`|\w+\.ts\b|[a-z]+-[a-z]+-\d/);
        expect(line).toMatch(/^[A-Z].*[.)]$/);
      }
    }
    // and none of Divine Right's own ids (kingdoms, counters, castles, cards), found as its labels tests find them
    for (const line of [...divineRight.simplified, ...(divineRight.rulings ?? [])]) expect(rawIds(line)).toEqual([]);
    // Divine Right's simplifications are the ones RULES.md keeps (six), shown to its players
    expect(divineRight.simplified).toHaveLength(6);
  });
});
