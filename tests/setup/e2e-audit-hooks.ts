import { afterAll, afterEach } from 'vitest';
import { failOnFindings, reportAuditCost } from '../e2e/accessibility-audit.ts';

/**
 * Run before every end-to-end file (a Vitest setup file, so also when a worker runs several files without
 * isolation), so every file fails on an accessibility violation without asking: afterEach blames the test that
 * showed the screen, afterAll the screens still open when the file ends.
 */
afterEach(failOnFindings);
afterAll(() => {
  reportAuditCost();
  failOnFindings();
});
