/** The orders the draft proposes for the actions of rules/actions/military.ts. */
import { propose } from '../draft.ts';

propose({});
