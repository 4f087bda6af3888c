/** The deadline sweep, invoked every minute by EventBridge Scheduler. */
import { cloud } from '../cloud.ts';

export const handler = async () => {
  const { app } = await cloud();
  const done = await app.service.sweep();
  console.log(JSON.stringify({ msg: 'sweep', ...done }));
  return done;
};
