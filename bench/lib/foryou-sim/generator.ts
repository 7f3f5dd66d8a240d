import { normal, seededStream, shuffled, stableUuid, weightedIndex } from './random.ts';

/**
 * The planted world of the For You evaluation (bench/foryou-quality.ts, tests/api/for-you-drift.test.ts):
 * creators, their videos and the viewers, each with tastes the ranker is never told, only what they do.
 *
 * - Topics are hashtags (#cooking, #football, …), some more popular than others (Zipf, s = 0.8).
 * - Languages en, es, ar in the shares 60/30/10: a viewer watches one; a creator posts in one.
 * - A creator has a main topic, a language and a quality (lognormal, σ 0.5) and posts at a rate skewed like
 *   real platforms (Zipf, s = 0.8): a few creators post most of the videos.
 * - A video carries its creator's topic four times in five (else another one) and a second tag one time in
 *   three; its quality is its creator's times lognormal noise (σ 0.3); 8 to 60 seconds long.
 * - A viewer likes three topics with unequal weights summing to 1, has a language, two favourite creators (in
 *   their topics and language when there are any), a pickiness, and an activity: the share of days they open
 *   the app and how many videos a session plays (lognormal, median 20).
 * - Most viewers are there from day 0; about one in seven joins near the end having picked two interests (a
 *   tag, and a second tag or a favourite creator), the cold start.
 * Videos appear uniformly over the days; viewing starts on day 1, so day 0 is the catalogue's backlog.
 */

export const TOPICS = ['cooking', 'football', 'music', 'dance', 'comedy', 'travel', 'gaming', 'fitness', 'fashion', 'pets', 'science', 'art'];
export const LANGUAGES = ['en', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_SHARES = [0.6, 0.3, 0.1];
const DAY_MS = 86_400_000;
/** Fixed and in the past: the watch rollup only takes watches older than the real clock. */
export const SIMULATION_START = Date.UTC(2026, 2, 2);

export interface SimulationSize {
  creators: number;
  videos: number;
  viewers: number;
  days: number;
  topics: number;
}

export interface Creator { number: number; id: string; username: string; topic: number; language: Language; quality: number }
export interface Video { number: number; id: string; creator: number; topics: number[]; language: Language; createdAt: number; seconds: number; quality: number }
export interface Viewer {
  number: number;
  id: string;
  username: string;
  language: Language;
  /** Weight of each topic, by topic index: three are above 0 and they sum to 1. */
  tastes: number[];
  favourites: number[];
  pickiness: number;
  activeShare: number;
  videosPerSession: number;
  /** When the account is made; a cold start's first session is the day after. */
  joinedAt: number;
  firstDay: number;
  picks: { tags: string[]; creators: number[] } | null;
}
export interface World { seed: number; size: SimulationSize; topics: string[]; creators: Creator[]; videos: Video[]; viewers: Viewer[] }

export const dayStart = (day: number) => SIMULATION_START + day * DAY_MS;

const zipf = (count: number, exponent: number) => Array.from({ length: count }, (_, i) => 1 / Math.pow(i + 1, exponent));
const language = (random: () => number) => LANGUAGES[weightedIndex(LANGUAGE_SHARES, random)];

export function generateWorld(seed: number, size: SimulationSize): World {
  const random = seededStream(seed);
  const topics = TOPICS.slice(0, size.topics);
  const topicWeights = zipf(topics.length, 0.8);

  const creators: Creator[] = Array.from({ length: size.creators }, (_, number) => ({
    number,
    id: stableUuid(seed, `creator:${number}`),
    username: `sim_creator_${number}`,
    topic: weightedIndex(topicWeights, random),
    language: language(random),
    quality: Math.exp(0.5 * normal(random)),
  }));
  // Who posts most is unrelated to who is best: the Zipf rank is a shuffle of the creators.
  const postingWeights = shuffled(zipf(size.creators, 0.8), random);

  const span = size.days * DAY_MS;
  const times = Array.from({ length: size.videos }, () => SIMULATION_START + Math.floor(random() * span)).sort((a, b) => a - b);
  const videos: Video[] = times.map((createdAt, number) => {
    const creator = creators[weightedIndex(postingWeights, random)];
    const main = random() < 0.8 ? creator.topic : Math.floor(random() * topics.length);
    const second = random() < 1 / 3 ? Math.floor(random() * topics.length) : main;
    return {
      number,
      id: stableUuid(seed, `video:${number}`),
      creator: creator.number,
      topics: second === main ? [main] : [main, second],
      language: creator.language,
      createdAt,
      seconds: Math.round(Math.min(60, Math.max(8, 20 * Math.exp(0.5 * normal(random))))),
      quality: creator.quality * Math.exp(0.3 * normal(random)),
    };
  });

  const viewers: Viewer[] = Array.from({ length: size.viewers }, (_, number) => {
    const liked: number[] = [];
    while (liked.length < Math.min(3, topics.length)) {
      const topic = weightedIndex(topicWeights, random);
      if (!liked.includes(topic)) liked.push(topic);
    }
    const strengths = liked.map(() => -Math.log(Math.max(random(), 1e-9))).sort((a, b) => b - a);
    const total = strengths.reduce((sum, value) => sum + value, 0);
    const tastes = topics.map(() => 0);
    liked.forEach((topic, i) => (tastes[topic] = strengths[i] / total));
    const spoken = language(random);
    const fitting = creators.filter((c) => tastes[c.topic] > 0 && c.language === spoken);
    const pool = fitting.length >= 2 ? fitting : creators;
    const favourites: number[] = [];
    while (favourites.length < 2) {
      const pick = pool[weightedIndex(pool.map((c) => c.quality), random)].number;
      if (!favourites.includes(pick)) favourites.push(pick);
    }
    const coldStart = size.days >= 4 && random() < 1 / 7;
    const joinDay = coldStart ? size.days - 2 - Math.floor(random() * Math.min(5, size.days - 3)) : 0;
    const top = liked[0];
    const picks = coldStart ? { tags: number % 2 === 0 ? [topics[top], topics[liked[1]]] : [topics[top]], creators: number % 2 === 0 ? [] : [favourites[0]] } : null;
    return {
      number,
      id: stableUuid(seed, `viewer:${number}`),
      username: `sim_viewer_${number}`,
      language: spoken,
      tastes,
      favourites,
      pickiness: 0.4 * normal(random),
      activeShare: 0.4 + 0.55 * random(),
      videosPerSession: Math.max(3, Math.min(80, Math.round(20 * Math.exp(0.6 * normal(random))))),
      joinedAt: coldStart ? dayStart(joinDay) + Math.floor(random() * DAY_MS * 0.9) : dayStart(0) - DAY_MS,
      firstDay: coldStart ? joinDay + 1 : 1,
      picks,
    };
  });
  return { seed, size, topics, creators, videos, viewers };
}
