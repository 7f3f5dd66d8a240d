import { roughDuration, type ProgressStep, type StartProgress } from '../start-progress.ts';

/**
 * Wall-clock time of one item when it is rendered, measured on a shared 2-core machine with the seed's ffmpeg
 * concurrency of 2 (decision 026: a whole seed took 38–53 s there). They are only guesses for steps that have
 * not started: a running step goes by its own pace.
 */
const RENDER_MS = { avatar: 30, sound: 250, video: 1200, videoStory: 2200, imageStory: 100, rows: 500 };
/** An item the render cache already holds: a copy and a hash. */
const REUSE_MS = 30;

export interface SeedPlan {
  people: number;
  sounds: { total: number; toRender: number };
  videos: { total: number; toRender: number };
  stories: { images: number; videos: number };
}

export interface SeedSteps {
  avatars: ProgressStep;
  sounds: ProgressStep;
  videos: ProgressStep;
  stories: ProgressStep;
  rows: ProgressStep;
}

const guess = (total: number, toRender: number, renderMs: number) => toRender * renderMs + (total - toRender) * REUSE_MS;

/**
 * Announces the seed's steps and says what it will make and about how long that takes, from how much of it the
 * render cache lacks: a minute the first time on a machine, a few seconds once the cache holds it.
 */
export function announceSeed(progress: StartProgress, plan: SeedPlan): SeedSteps {
  // A video story is cut from its owner's first clip: it is as likely to be cached as the clips are.
  const clipsMissing = plan.videos.total ? plan.videos.toRender / plan.videos.total : 1;
  const storyVideosToRender = Math.round(plan.stories.videos * clipsMissing);
  const stories = plan.stories.images + plan.stories.videos;
  const steps: SeedSteps = {
    avatars: progress.step('Drawing demo avatars', { total: plan.people, expectedMs: plan.people * RENDER_MS.avatar }),
    sounds: progress.step('Making demo sounds', { total: plan.sounds.total, expectedMs: guess(plan.sounds.total, plan.sounds.toRender, RENDER_MS.sound) }),
    videos: progress.step('Rendering demo videos', { total: plan.videos.total, expectedMs: guess(plan.videos.total, plan.videos.toRender, RENDER_MS.video) }),
    stories: progress.step('Making demo stories', {
      total: stories,
      expectedMs: guess(plan.stories.videos, storyVideosToRender, RENDER_MS.videoStory) + plan.stories.images * RENDER_MS.imageStory,
    }),
    rows: progress.step('Saving the demo content', { expectedMs: RENDER_MS.rows }),
  };
  const seconds = progress.secondsLeft() ?? 0;
  const cached = plan.sounds.total + plan.videos.total - plan.sounds.toRender - plan.videos.toRender;
  const reuse = cached ? `, ${cached} of ${plan.sounds.total + plan.videos.total} sounds and videos from the render cache` : '';
  progress.say(
    `The database is empty: creating the demo content (${plan.people} people, ${plan.sounds.total} sounds, ` +
      `${plan.videos.total} videos, ${stories} stories${reuse}), about ${roughDuration(seconds)}.`,
    'demo content',
  );
  return steps;
}
