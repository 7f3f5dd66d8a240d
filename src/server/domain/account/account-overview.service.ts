import type { AccountTokensRepo } from '../../data/repos/account-tokens.repo.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import type { AccountOverview } from '../../../shared/account-answers.schema.ts';

/** What the account screen shows at its top: the address, whether it is proven, a change waiting, two-factor. */
export class AccountOverviewService {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: AccountTokensRepo,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async overview(userId: string): Promise<AccountOverview> {
    const [me, pending, twoFactor] = await Promise.all([this.auth.me(userId), this.tokens.pendingEmail(userId), this.twoFactor.status(userId)]);
    return {
      email: me.user.email,
      emailVerified: me.user.emailVerified,
      pendingEmail: pending,
      twoFactorEnabled: twoFactor.enabled,
      recoveryCodesLeft: twoFactor.recoveryCodesLeft,
    };
  }
}
