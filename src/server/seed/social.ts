import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ReportReason } from '../../shared/constants.ts';
import type {
  Comments, Events, Follows, ModerationActions, Reports, Shares, Swipes,
  VideoLikes, VideoReactions,
} from '../data/db-types.ts';
import { prng } from './synth.ts';

/**
 * The social graph of the demo: follows, likes, pop/unpop reactions, shares, views, comments with replies,
 * a few reports for the moderation page, and swipes (mutual ones become matches in matching.ts; AI picks are
 * scored after the seed by the real job). Built deterministically (seeded PRNG) from the planned users and videos; counters and follow/like notifications come from the database triggers.
 */

export interface PlannedUser {
  id: string;
  username: string;
  joinedAt: Date;
  interests: string[];
  admin: boolean;
}

export interface PlannedVideo {
  id: string;
  ownerId: string;
  owner: string;
  title: string;
  createdAt: Date;
}

export interface SocialRows {
  follows: Insertable<Follows>[];
  likes: Insertable<VideoLikes>[];
  reactions: Insertable<VideoReactions>[];
  shares: Insertable<Shares>[];
  events: Insertable<Events>[];
  comments: Insertable<Comments>[];
  replies: Insertable<Comments>[];
  reports: Insertable<Reports>[];
  /** The trail of the resolved demo report, so the audit tab is not empty on first start. */
  moderationActions: Insertable<ModerationActions>[];
  swipes: Insertable<Swipes>[];
}

/** Who follows whom, by username. Everyone also follows the official account. */
const FOLLOWS: Record<string, string[]> = {
  maya_moves: ['kenji_beats', 'zara_style', 'noah_fit', 'sofia_travels', 'leo_eats'],
  leo_eats: ['sofia_travels', 'maya_moves', 'lily_pets', 'zara_style'],
  sofia_travels: ['leo_eats', 'maya_moves', 'ava_sketches', 'kenji_beats', 'lily_pets'],
  kenji_beats: ['maya_moves', 'omar_codes', 'ava_sketches'],
  ava_sketches: ['omar_codes', 'zara_style', 'kenji_beats', 'sofia_travels', 'maya_moves'],
  noah_fit: ['maya_moves', 'leo_eats', 'lily_pets'],
  zara_style: ['maya_moves', 'ava_sketches', 'sofia_travels', 'leo_eats', 'kenji_beats'],
  omar_codes: ['kenji_beats', 'ava_sketches', 'noah_fit'],
  lily_pets: ['sofia_travels', 'ava_sketches', 'noah_fit', 'maya_moves'],
  popreel_admin: ['maya_moves', 'kenji_beats'],
};

/** Comment lines per creator theme; the owner replies from OWNER_REPLIES. */
const COMMENTS_BY_OWNER: Record<string, string[]> = {
  maya_moves: ['The energy in this one 🔥🔥', 'Teach me this routine please!!', 'I watched this 10 times already', 'Those colours match the beat perfectly', 'Saturday class when? 💃'],
  leo_eats: ['Now I am hungry 😭', 'Adding this place to my Paris list', 'Recipe please!!', 'The colours alone made me want to eat', 'Best food account on here, no contest'],
  sofia_travels: ['Where is this exactly? 😍', 'Lisbon is on my list for next summer', 'This is so calming', 'Take me with you next time ✈️', 'The colours look unreal'],
  kenji_beats: ['This loop is insane 🎧', 'Using this sound for my next video!', 'What DAW do you use?', 'The visualiser is so clean', 'Drop the full track pls'],
  ava_sketches: ['How do you make these?? 🤯', 'This is so satisfying to watch', 'Would buy this as a print', 'The palette is perfect', 'Generative art supremacy'],
  noah_fit: ['Did this workout this morning, dead 💀', 'Consistency over intensity — needed this', 'Day 3 of following your plan!', 'My legs hurt just watching', 'Love the minimal style'],
  zara_style: ['Palette is giving autumn 🍂', 'Where do you find these?', 'Obsessed with this aesthetic', 'Need this colour in a jacket', 'The 90s are back and I am here for it'],
  omar_codes: ['Explain it like I am five please 😅', 'Rule 110 is so underrated', 'Code link?', 'Watched this for way too long', 'Nerdy and beautiful, love it'],
  lily_pets: ['So calming 🥹', 'Give the dog a treat from me 🐶', 'I needed this today', 'Pets + pastels = perfect feed', 'My cat is watching this with me'],
  popreel_admin: ['Happy to be here! 💜', 'Love this app already', 'Thanks for the tip!', 'Great community so far', 'Loving the sounds library'],
};

const OWNER_REPLIES = ['Thank you so much!! 🙏', 'Haha glad you like it', 'More coming this week 👀', 'You are the best ❤️', 'Noted! Part 2 soon', 'Appreciate you!'];
const FRIEND_REPLIES = ['Same here!!', 'Agreed 💯', 'Right?? 😂', 'Came here to say this'];

/** Reports visible on the admin moderation page: four open, one resolved. */
const REPORTS: { reporter: string; video: string; reason: ReportReason; details: string | null; resolved: boolean }[] = [
  { reporter: 'noah_fit', video: 'Disco floor', reason: 'other', details: 'Fast flashing stripes — might be a problem for photosensitive viewers.', resolved: false },
  { reporter: 'lily_pets', video: 'Conway in neon', reason: 'other', details: 'Very rapid flickering pattern, maybe add a warning?', resolved: false },
  { reporter: 'zara_style', video: 'Test pattern remix', reason: 'spam', details: 'Same clip reposted again and again, clogging my For You.', resolved: false },
  { reporter: 'maya_moves', video: 'Heart rate zone 4', reason: 'other', details: null, resolved: false },
  { reporter: 'omar_codes', video: 'Croissant layers', reason: 'other', details: 'Caption says 27 layers, I count 20. Misinformation 😅', resolved: true },
];

/** Right swipes that make a match possible once the other person swipes right too. */
const SWIPES: [string, string, 'left' | 'right'][] = [
  ['sofia_travels', 'leo_eats', 'right'],
  ['zara_style', 'leo_eats', 'right'],
  ['kenji_beats', 'maya_moves', 'right'],
  ['noah_fit', 'maya_moves', 'right'],
  ['maya_moves', 'noah_fit', 'right'],
  ['ava_sketches', 'omar_codes', 'right'],
  ['omar_codes', 'ava_sketches', 'right'],
  ['lily_pets', 'sofia_travels', 'right'],
  ['leo_eats', 'noah_fit', 'left'],
];

const HOUR = 3_600_000;

export function buildSocial(users: PlannedUser[], videos: PlannedVideo[], now: Date, seed = 2026): SocialRows {
  const random = prng(seed);
  const byName = new Map(users.map((user) => [user.username, user]));
  const user = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`Unknown seed user ${name}`);
    return found;
  };
  const video = (title: string) => {
    const found = videos.find((v) => v.title === title);
    if (!found) throw new Error(`Unknown seed video ${title}`);
    return found;
  };
  /** A time between `from` and `to` (ms), uniformly. */
  const between = (from: number, to: number) => new Date(from + random() * Math.max(0, to - from));
  const nowMs = now.getTime();
  const rows: SocialRows = {
    follows: [], likes: [], reactions: [], shares: [], events: [], comments: [], replies: [], reports: [], moderationActions: [], swipes: [],
  };

  // Follows. Follows into the official account are recent, so the admin has fresh (unread) notifications.
  const admin = users.find((u) => u.admin);
  for (const follower of users) {
    const targets = new Set(FOLLOWS[follower.username] ?? []);
    if (admin && follower !== admin) targets.add(admin.username);
    for (const name of targets) {
      const followee = user(name);
      const start = Math.max(follower.joinedAt.getTime(), followee.joinedAt.getTime()) + HOUR;
      const createdAt = followee === admin && random() < 0.6 ? between(nowMs - 20 * HOUR, nowMs - HOUR) : between(start, nowMs - 2 * HOUR);
      rows.follows.push({ followerId: follower.id, followeeId: followee.id, createdAt: createdAt });
    }
  }

  // Per video: views, likes, reactions, shares, comments and replies. Newer videos have had less time to collect.
  for (const v of videos) {
    const born = v.createdAt.getTime();
    const ageHours = (nowMs - born) / HOUR;
    const reach = Math.min(1, 0.45 + ageHours / 120);
    const others = users.filter((u) => u.id !== v.ownerId && u.joinedAt.getTime() < born);
    const viewers = others.filter(() => random() < 0.55 + 0.4 * reach);

    for (const viewer of viewers) {
      const viewedAt = between(born + 60_000, nowMs - 60_000);
      rows.events.push({ userId: viewer.id, videoId: v.id, eventType: 'view', createdAt: viewedAt });
      const after = viewedAt.getTime() + 5_000;
      if (random() < 0.6) rows.likes.push({ videoId: v.id, userId: viewer.id, createdAt: new Date(after) });
      const roll = random();
      if (roll < 0.5) rows.reactions.push({ videoId: v.id, userId: viewer.id, type: 'pop', createdAt: new Date(after + 1_000) });
      else if (roll < 0.58) rows.reactions.push({ videoId: v.id, userId: viewer.id, type: 'unpop', createdAt: new Date(after + 1_000) });
      if (random() < 0.15) rows.shares.push({ videoId: v.id, userId: viewer.id, createdAt: new Date(after + 2_000) });
    }
    // Signed-out visitors watch too (events.user_id is nullable).
    const anonymous = Math.round(3 + random() * 25 * reach);
    for (let i = 0; i < anonymous; i++) {
      rows.events.push({ userId: null, videoId: v.id, eventType: 'view', createdAt: between(born + 60_000, nowMs - 60_000) });
    }

    // Comments by viewers, with a reply from the owner or a friend on some of them.
    const lines = [...(COMMENTS_BY_OWNER[v.owner] ?? COMMENTS_BY_OWNER.popreel_admin)];
    const commenters = viewers.filter(() => random() < 0.45).slice(0, 4);
    for (const commenter of commenters) {
      const content = lines.splice(Math.floor(random() * lines.length), 1)[0];
      if (!content) break;
      const id = randomUUID();
      const at = between(born + 5 * 60_000, nowMs - 30 * 60_000);
      rows.comments.push({ id, videoId: v.id, userId: commenter.id, content, createdAt: at });
      const replyRoll = random();
      if (replyRoll < 0.55) {
        const replyAt = between(at.getTime() + 60_000, nowMs - 60_000);
        if (replyRoll < 0.4) {
          const text = OWNER_REPLIES[Math.floor(random() * OWNER_REPLIES.length)];
          rows.replies.push({ videoId: v.id, userId: v.ownerId, content: `@${commenter.username} ${text}`, parentId: id, createdAt: replyAt });
        } else {
          const friend = viewers.find((u) => u.id !== commenter.id);
          if (friend) {
            const text = FRIEND_REPLIES[Math.floor(random() * FRIEND_REPLIES.length)];
            rows.replies.push({ videoId: v.id, userId: friend.id, content: text, parentId: id, createdAt: replyAt });
          }
        }
      }
    }
  }

  for (const report of REPORTS) {
    const target = video(report.video);
    const id = randomUUID();
    const createdAt = between(target.createdAt.getTime() + HOUR, nowMs - HOUR);
    rows.reports.push({
      id,
      videoId: target.id,
      reporterId: user(report.reporter).id,
      reason: report.reason,
      details: report.details,
      resolved: report.resolved,
      createdAt: createdAt,
    });
    if (report.resolved) {
      const admin = user('popreel_admin');
      rows.moderationActions.push({
        actorId: admin.id, actorUsername: admin.username, action: 'report.resolve', reportId: id,
        note: 'Checked the clip: a joke, not misinformation.', createdAt: new Date(Math.min(nowMs, createdAt.getTime() + HOUR)),
      });
    }
  }

  for (const [from, to, direction] of SWIPES) {
    rows.swipes.push({ swiperId: user(from).id, swipedId: user(to).id, direction, createdAt: between(nowMs - 48 * HOUR, nowMs - HOUR) });
  }

  return rows;
}
