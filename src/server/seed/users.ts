import sharp from 'sharp';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';

/** One demo person: the account, the profile of spec §3 and the colours of the generated avatar. */
export interface SeedUser {
  account: DemoAccount;
  displayInitials: string;
  bio: string;
  verified: boolean;
  gender: 'female' | 'male' | 'non-binary' | null;
  age: number;
  location: string;
  interests: string[];
  /** Days before the seed that the account was created. */
  joinedDaysAgo: number;
  avatar: { from: string; to: string; accent: string };
  admin?: boolean;
}

function account(username: string): DemoAccount {
  const found = [DEMO_ACCOUNTS.admin, ...DEMO_ACCOUNTS.users].find((a) => a.username === username);
  if (!found) throw new Error(`No demo account for ${username}`);
  return found;
}

export const SEED_USERS: SeedUser[] = [
  {
    account: account('popreel_admin'),
    displayInitials: 'P',
    bio: 'Official Popreel team account. Community guidelines, product news and the occasional behind-the-scenes clip.',
    verified: true,
    gender: null,
    age: 30,
    location: 'London, UK',
    interests: ['community', 'tech', 'music'],
    joinedDaysAgo: 30,
    avatar: { from: '#7c3aed', to: '#ec4899', accent: '#fde68a' },
    admin: true,
  },
  {
    account: account('maya_moves'),
    displayInitials: 'MM',
    bio: 'Dancer & choreographer 💃 London-based. New routine every week — learn it with me! #dance',
    verified: true,
    gender: 'female',
    age: 24,
    location: 'London, UK',
    interests: ['dance', 'music', 'fitness', 'fashion', 'travel'],
    joinedDaysAgo: 26,
    avatar: { from: '#ff5f6d', to: '#ffc371', accent: '#ffffff' },
  },
  {
    account: account('leo_eats'),
    displayInitials: 'LE',
    bio: 'Eating my way around Paris 🥐 Honest reviews, no sponsors. Tell me where to go next.',
    verified: true,
    gender: 'male',
    age: 29,
    location: 'Paris, France',
    interests: ['food', 'travel', 'cooking', 'wine', 'photography'],
    joinedDaysAgo: 25,
    avatar: { from: '#f7971e', to: '#ffd200', accent: '#7c2d12' },
  },
  {
    account: account('sofia_travels'),
    displayInitials: 'ST',
    bio: 'Backpack, camera, repeat ✈️ 31 countries and counting. Currently: Lisbon.',
    verified: false,
    gender: 'female',
    age: 27,
    location: 'Lisbon, Portugal',
    interests: ['travel', 'photography', 'food', 'hiking', 'languages'],
    joinedDaysAgo: 22,
    avatar: { from: '#00c6ff', to: '#0072ff', accent: '#e0f2fe' },
  },
  {
    account: account('kenji_beats'),
    displayInitials: 'KB',
    bio: 'Producer from Tokyo 🎧 Making loops at 2am. All my sounds are free to use on Popreel.',
    verified: true,
    gender: 'male',
    age: 31,
    location: 'Tokyo, Japan',
    interests: ['music', 'tech', 'anime', 'dance', 'gaming'],
    joinedDaysAgo: 21,
    avatar: { from: '#0f2027', to: '#2c5364', accent: '#22d3ee' },
  },
  {
    account: account('ava_sketches'),
    displayInitials: 'AS',
    bio: 'Illustrator in NYC ✏️ Generative art, sketchbooks and colour experiments.',
    verified: false,
    gender: 'female',
    age: 22,
    location: 'New York, USA',
    interests: ['art', 'design', 'photography', 'music', 'tech'],
    joinedDaysAgo: 18,
    avatar: { from: '#a18cd1', to: '#fbc2eb', accent: '#4c1d95' },
  },
  {
    account: account('noah_fit'),
    displayInitials: 'NF',
    bio: 'Coach. 20-minute workouts you can do anywhere 💪 Consistency over intensity.',
    verified: false,
    gender: 'male',
    age: 33,
    location: 'Berlin, Germany',
    interests: ['fitness', 'hiking', 'food', 'music', 'travel'],
    joinedDaysAgo: 15,
    avatar: { from: '#11998e', to: '#38ef7d', accent: '#052e16' },
  },
  {
    account: account('zara_style'),
    displayInitials: 'ZS',
    bio: 'Thrift finds, outfit ideas and colour palettes 👗 Paris ↔ London.',
    verified: true,
    gender: 'female',
    age: 26,
    location: 'Paris, France',
    interests: ['fashion', 'design', 'art', 'travel', 'dance'],
    joinedDaysAgo: 12,
    avatar: { from: '#ee0979', to: '#ff6a00', accent: '#fff7ed' },
  },
  {
    account: account('omar_codes'),
    displayInitials: 'OC',
    bio: 'Software engineer by day, pixel-art tinkerer by night 👾 Creative coding experiments.',
    verified: false,
    gender: 'male',
    age: 28,
    location: 'Dubai, UAE',
    interests: ['tech', 'gaming', 'art', 'music', 'design'],
    joinedDaysAgo: 9,
    avatar: { from: '#232526', to: '#414345', accent: '#a3e635' },
  },
  {
    account: account('lily_pets'),
    displayInitials: 'LP',
    bio: 'Two cats, one dog, zero chill 🐾 Sydney. Daily dose of calm.',
    verified: false,
    gender: 'non-binary',
    age: 21,
    location: 'Sydney, Australia',
    interests: ['pets', 'nature', 'photography', 'hiking', 'cooking'],
    joinedDaysAgo: 6,
    avatar: { from: '#56ab2f', to: '#a8e063', accent: '#fefce8' },
  },
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A 256×256 PNG: a diagonal gradient with soft circles, plus the initials when a font is available
 * (text goes through fontconfig; without a usable font it would render as nothing or boxes).
 */
export async function renderAvatar(user: SeedUser, withText: boolean): Promise<Buffer> {
  const { from, to, accent } = user.avatar;
  const text = withText
    ? `<text x="128" y="${user.displayInitials.length > 1 ? 163 : 170}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${user.displayInitials.length > 1 ? 96 : 120}" fill="${accent}" text-anchor="middle">${escapeXml(user.displayInitials)}</text>`
    : `<circle cx="128" cy="128" r="54" fill="${accent}" fill-opacity="0.85"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#g)"/>
  <circle cx="210" cy="44" r="76" fill="#ffffff" fill-opacity="0.14"/>
  <circle cx="30" cy="236" r="60" fill="#000000" fill-opacity="0.10"/>
  ${text}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
