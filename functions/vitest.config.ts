import { nodeProject } from '../vitest.node.ts';

export default nodeProject('functions');
