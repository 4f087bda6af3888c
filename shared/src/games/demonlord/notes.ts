import type { TitleNotes } from '../notes.ts';

export const notes: TitleNotes = {
  simplified: [
    'Spells cast in a window take effect as each is announced, not all together when the window closes; the one pairing where the order matters, Darkness against Light, cancels either way.',
  ],
  rulings: [
    'A hidden stack shows the other side only a marker until a battle or a spell reveals it; Vision is seen by its caster alone.',
  ],
};
