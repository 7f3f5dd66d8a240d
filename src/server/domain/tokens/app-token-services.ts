import type { PersonalTokensRepo } from '../../data/repos/personal-tokens.repo.ts';
import type { OAuthAppsRepo } from '../../data/repos/oauth-apps.repo.ts';
import type { OAuthGrantsRepo } from '../../data/repos/oauth-grants.repo.ts';
import { AppTokenResolver } from './app-token-resolver.ts';
import { PersonalTokensService } from './personal-tokens.service.ts';
import { OAuthAppsService } from './oauth-apps.service.ts';
import { OAuthConsentService } from './oauth-consent.service.ts';
import { OAuthTokenService } from './oauth-token.service.ts';

/** Issue 36 part 4's services, wired here so services.ts gains one line (decision 040). */
export function createAppTokenServices(personal: PersonalTokensRepo, apps: OAuthAppsRepo, grants: OAuthGrantsRepo) {
  return {
    appTokens: new AppTokenResolver(personal, grants),
    personalTokens: new PersonalTokensService(personal),
    oauthApps: new OAuthAppsService(apps, grants),
    oauthConsent: new OAuthConsentService(apps, grants),
    oauthTokens: new OAuthTokenService(apps, grants),
  };
}
