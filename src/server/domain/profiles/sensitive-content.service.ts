import type { SensitiveContentRepo } from '../../data/repos/sensitive-content.repo.ts';
import { AUDIENCE_MESSAGES, SENSITIVE_CONTENT_MIN_AGE } from '../../../shared/audience.ts';
import { forbidden, notFound } from '../errors.ts';

/**
 * "Always show sensitive content" (issue 38, decision 046): off by default, so sensitive videos are blurred
 * behind their warning until "Show". Turning it on is refused to anyone whose age is known and under
 * SENSITIVE_CONTENT_MIN_AGE. An unknown age is allowed: age is asked only by the dating profile, so refusing
 * everyone who never gave one would refuse nearly every adult; the setting is a viewer's own choice about a
 * blur, not an age gate on the content. Turning it off is always allowed.
 */
export class SensitiveContentService {
  constructor(private readonly repo: SensitiveContentRepo) {}

  async get(userId: string) {
    const row = await this.repo.setting(userId);
    if (!row) throw notFound('Profile not found');
    return { showSensitive: row.showSensitive };
  }

  async set(userId: string, show: boolean) {
    const row = await this.repo.setting(userId);
    if (!row) throw notFound('Profile not found');
    if (show && row.age !== null && row.age < SENSITIVE_CONTENT_MIN_AGE) throw forbidden(AUDIENCE_MESSAGES.sensitiveUnder18);
    await this.repo.set(userId, show);
    return { showSensitive: show };
  }
}
