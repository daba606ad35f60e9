import { afterEach } from 'vitest';
import { takeCspViolations } from './browser.ts';

// Any Content-Security-Policy violation fails the test that caused it: the built client must
// run under the server's policy as it is (server/plugins/security-headers.ts).
afterEach(() => {
  const seen = takeCspViolations();
  if (seen.length > 0) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`);
});
