// The demo-signup dialog (built by the accounts area), loaded on demand so that it weighs nothing
// until a visitor opens it. The login/register dialog comes from useAuthDialog().
import { lazyWithData } from '../../lib/late';

export const DemoSignupDialog = lazyWithData(() =>
  import('../DemoSignupDialog/DemoSignupDialog').then((m) => ({ default: m.DemoSignupDialog })),
);
