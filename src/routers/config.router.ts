import { publicConfig } from '../server/env.js';
import { publicProcedure, router } from '../server/trpc.js';

export const configRouter = router({
  /** The whitelisted part of the configuration the interface adapts to (e.g. whether Google sign-in is set up). */
  public: publicProcedure.query(({ ctx }) => publicConfig(ctx.env)),
});
