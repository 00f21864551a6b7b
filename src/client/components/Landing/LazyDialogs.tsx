// The demo-signup dialog (built by the accounts area), loaded on demand so that it weighs nothing
// until a visitor opens it. The login/register dialog comes from useAuthDialog().
import { lazy } from 'react';

export const DemoSignupDialog = lazy(() =>
  import('../DemoSignupDialog/DemoSignupDialog').then((m) => ({ default: m.DemoSignupDialog })),
);
