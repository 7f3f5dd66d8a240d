/**
 * Links in mails, built on PUBLIC_URL (or http://localhost:PORT when unset), never on a Host header a client
 * sent: a forged Host must not turn a reset link into one that points elsewhere.
 */
export class AccountLinks {
  constructor(private readonly origin: string) {}

  reset = (token: string) => `${this.origin}/auth/reset?token=${encodeURIComponent(token)}`;
  verify = (token: string) => `${this.origin}/auth/verify?token=${encodeURIComponent(token)}`;
  account = () => `${this.origin}/settings/account`;
  signIn = () => `${this.origin}/auth`;
  forgot = () => `${this.origin}/auth/forgot`;
  cancelEmailChange = (token: string) => `${this.origin}/auth/email/cancel?token=${encodeURIComponent(token)}`;
  removePasskeys = (token: string) => `${this.origin}/auth/passkeys/remove?token=${encodeURIComponent(token)}`;
}
