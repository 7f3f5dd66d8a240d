import type { TileVideo } from './tile-video.schema.ts';
import type { VideoEdit } from './video-edit-answers.schema.ts';
import { msg } from './i18n/msg.ts';

/** Sound library and editor response shapes and strings, shared by the server and the web client (spec §2, §4, §7, §8). */

/** The library's answers, described by their schemas (sound-answers.schema.ts). */
export type { Sound, SoundAudioLink, SoundPage, TrendingSound } from './sound-answers.schema.ts';

export const SOUND_MESSAGES = {
  loadSoundsFailed: msg('Failed to load sounds'),
  loadTracksFailed: msg('Failed to load tracks'),
  previewFailed: msg('Failed to play preview'),
  loadSoundFailed: msg('Failed to load sound'),
  notFound: msg('Sound not found'),
  trending: msg('Trending'),
  empty: msg('No sounds found'),
  noVideos: msg('No videos use this sound yet'),
  // Headings and labels of the web screens (ours, not the spec's).
  title: msg('Sounds'),
  allSounds: msg('All sounds'),
  searchLabel: msg('Search sounds'),
  searchPlaceholder: msg('Title, artist or genre'),
  loadMore: msg('Load more'),
  retry: msg('Try again'),
  pickerLabel: msg('Sound (optional)'),
  removeSound: msg('Remove sound'),
  soundResults: msg('Sound results'),
  videosHeading: msg('Videos with this sound'),
  loadVideosFailed: msg('Could not load the videos for this sound.'),
  noTrending: msg('Nothing trending yet'),
} as const;

export const EDITOR_MESSAGES = {
  loadProcessorFailed: msg('Failed to load video processor'),
  loadVideoFailed: msg('Failed to load video'),
  notOwner: msg('You can only edit your own videos'),
  extractFailed: msg('Failed to extract audio'),
  loadTrackFailed: msg('Failed to load track'),
  playAudioFailed: msg('Failed to play audio'),
  exportFailed: msg('Failed to export video'),
  selectTrack: msg('Please select a track'),
  confirmRights: msg('Please confirm you have the rights to use this audio'),
  rightsLabel: msg('I own the rights to this audio, or it is royalty-free and I am permitted to use it'),
  musicAdded: msg('Music added! Adjust volumes before exporting.'),
  originalExtracted: msg('Original sound extracted!'),
  videoUpdated: msg('Video updated!'),
  savedAsNew: msg('Saved as new post!'),
  shared: msg('Shared successfully!'),
  linkCopied: msg('Link copied to clipboard!'),
  saveAsNew: msg('Save as New Post'),
  replaceOriginal: msg('Replace Original'),
  performanceNote: msg('works best under 60 s and 50 MB'),
} as const;

/** A video in the sound detail grid. */
export type SoundVideo = TileVideo;

/** The editor's answers, described by their schemas (video-edit-answers.schema.ts). */
export type { EditSource, VideoEdit } from './video-edit-answers.schema.ts';

/** Replace the original's file, or post the edit as a new video. */
export type EditMode = VideoEdit['mode'];
