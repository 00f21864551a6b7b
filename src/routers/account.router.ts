import { router } from '../server/trpc.js';

// Procedures are added by the issue that builds this area.
export const accountRouter = router({});
