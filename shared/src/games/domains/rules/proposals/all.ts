/** Loads every module's proposers so the draft can offer them (rules/draft.ts). */
import './court.ts';
import './holdings.ts';
import './magic.ts';
import './military.ts';
import './trade.ts';
