/** The orders the draft proposes for the actions of rules/actions/court.ts. */
import { propose } from '../draft.ts';

propose({});
