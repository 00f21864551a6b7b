// Imported first by main.tsx, before any zod schema is built. zod 4 compiles object parsers with
// `new Function` unless told not to, and merely probing for it makes the browser report a
// Content-Security-Policy violation (script-src 'self' has no 'unsafe-eval'). The client's forms
// are small: the interpreted parser is all they need.
import { z } from 'zod';

z.config({ jitless: true });
