import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { PushDeviceSection } from './push-device-section.tsx';
import { PUSH_TEXT } from '../../../pwa/push-text.ts';
import { i18n } from '../../../i18n/i18n.ts';

describe('Settings → Notifications', () => {
  // The router loads a screen's words with its code; rendered alone, the section needs them loaded first.
  beforeAll(() => i18n.loadNamespaces('settings'));

  it('renders the push switch as a labelled switch, off and waiting until this browser has been asked', () => {
    const html = renderToStaticMarkup(<PushDeviceSection />);
    expect(html).toContain(`>${PUSH_TEXT.sectionTitle}</h2>`);
    expect(html).toMatch(new RegExp(`<button type="button" role="switch" aria-checked="false" aria-label="${PUSH_TEXT.switchLabel}"[^>]*disabled`));
    expect(html).toContain(PUSH_TEXT.checking);
    expect(html).toContain('data-push-state="checking"');
  });
});
