// What the client may know about the configuration: the free test phase and the operator's
// contact details, only when configured (issue 36: no invented phone number or address).
import { describe, expect, it } from 'vitest';
import { parseEnv, publicConfig } from './env.js';

describe('publicConfig', () => {
  it('defaults: full access at sign-up, no contact details, no mail', () => {
    expect(publicConfig(parseEnv({}))).toEqual({ googleSignIn: false, mail: false, freeFullAccess: true, contactEmail: null, contactAddress: null });
  });

  it('shows CONTACT_EMAIL and CONTACT_ADDRESS when set, and FREE_FULL_ACCESS=false', () => {
    const config = publicConfig(parseEnv({ CONTACT_EMAIL: 'bonjour@prepa.example.fr', CONTACT_ADDRESS: ' 1 rue de la Paix, 75002 Paris ', FREE_FULL_ACCESS: 'false' }));
    expect(config).toMatchObject({ freeFullAccess: false, contactEmail: 'bonjour@prepa.example.fr', contactAddress: '1 rue de la Paix, 75002 Paris' });
  });

  it('refuses a CONTACT_EMAIL that is not an address, naming the variable', () => {
    expect(() => parseEnv({ CONTACT_EMAIL: 'pas-une-adresse' })).toThrow(/CONTACT_EMAIL/);
  });
});
