/**
 * The fixed demo credentials. The README and the start banner print these, so they live here once.
 * Every demo account shares one password; the admin and one moderator have user_roles rows.
 */
export const DEMO_PASSWORD = 'popreel123';

export interface DemoAccount {
  email: string;
  password: string;
  username: string;
}

export interface DemoAccounts {
  admin: DemoAccount;
  users: DemoAccount[];
}

export const DEMO_ACCOUNTS: DemoAccounts = {
  admin: { email: 'admin@popreel.app', password: DEMO_PASSWORD, username: 'popreel_admin' },
  users: [
    { email: 'maya@popreel.app', password: DEMO_PASSWORD, username: 'maya_moves' },
    { email: 'leo@popreel.app', password: DEMO_PASSWORD, username: 'leo_eats' },
    { email: 'sofia@popreel.app', password: DEMO_PASSWORD, username: 'sofia_travels' },
    { email: 'kenji@popreel.app', password: DEMO_PASSWORD, username: 'kenji_beats' },
    { email: 'ava@popreel.app', password: DEMO_PASSWORD, username: 'ava_sketches' },
    { email: 'noah@popreel.app', password: DEMO_PASSWORD, username: 'noah_fit' },
    { email: 'zara@popreel.app', password: DEMO_PASSWORD, username: 'zara_style' },
    { email: 'omar@popreel.app', password: DEMO_PASSWORD, username: 'omar_codes' },
    { email: 'lily@popreel.app', password: DEMO_PASSWORD, username: 'lily_pets' },
  ],
};

/** The demo creator who also moderates (decision 016: hides videos and resolves reports, never bans). */
export const DEMO_MODERATOR = 'omar_codes';

/** Lines for a banner or README: "username  email  password". */
export function demoAccountLines(accounts: DemoAccounts = DEMO_ACCOUNTS): string[] {
  const rows = [{ ...accounts.admin, note: ' (admin)' }, ...accounts.users.map((user) => ({ ...user, note: user.username === DEMO_MODERATOR ? ' (moderator)' : '' }))];
  const width = Math.max(...rows.map((row) => row.email.length));
  return rows.map((row) => `${row.email.padEnd(width)}  ${row.password}  @${row.username}${row.note}`);
}
