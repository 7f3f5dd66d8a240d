import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '../ui/toast.ts';
import { soundsApi } from '../../api/sounds-api.ts';
import { i18n } from '../../i18n/i18n.ts';

/**
 * One preview player for the whole app: a single HTMLAudioElement kept outside React, so starting a preview
 * anywhere (a list row, the detail page, a picker) stops whatever was playing, with no provider to mount.
 */
interface PreviewState {
  soundId: string | null;
  status: 'idle' | 'loading' | 'playing';
}

const IDLE: PreviewState = { soundId: null, status: 'idle' };
/** A link is fetched again this long before it expires, so a resume never starts on a dead URL. */
const LINK_MARGIN_MS = 15_000;

let state: PreviewState = IDLE;
const listeners = new Set<() => void>();
let audio: HTMLAudioElement | null = null;
/** The track the element holds (kept after a pause, so Play resumes where it stopped). */
let loaded: { soundId: string; expiresAt: number } | null = null;
/** Bumped by every play, pause and stop: an older play that finishes late must not take over. */
let request = 0;
let users = 0;

function setState(next: PreviewState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function fail(error: unknown) {
  console.error('Sound preview failed', error);
  request += 1;
  audio?.pause();
  loaded = null;
  setState(IDLE);
  toast.error(i18n.t('Failed to play preview', { ns: 'sounds' }));
}

function element(): HTMLAudioElement {
  if (audio) return audio;
  const created = new Audio();
  created.preload = 'none';
  created.addEventListener('ended', () => {
    created.currentTime = 0;
    setState(IDLE);
  });
  // Media keys and the OS player can pause too; the buttons must follow.
  created.addEventListener('pause', () => {
    if (state.status === 'playing' && created.paused) setState(IDLE);
  });
  // A stream that breaks mid-play fires only this; a failed start also rejects play(), handled there.
  created.addEventListener('error', () => {
    if (state.status === 'playing') fail(created.error);
  });
  audio = created;
  return created;
}

async function play(soundId: string) {
  const current = ++request;
  const player = element();
  player.pause();
  setState({ soundId, status: 'loading' });
  try {
    if (!loaded || loaded.soundId !== soundId || Date.now() > loaded.expiresAt) {
      const link = await soundsApi.audio(soundId, 'preview');
      if (current !== request) return;
      player.src = link.url;
      loaded = { soundId, expiresAt: Date.now() + link.expiresIn * 1000 - LINK_MARGIN_MS };
    }
    await player.play();
    if (current === request) setState({ soundId, status: 'playing' });
  } catch (error) {
    // A later play, pause or stop interrupted this one (play() then rejects with AbortError): not a failure.
    if (current !== request) return;
    fail(error);
  }
}

/** Pauses where it is; playing the same sound again resumes. */
function pause() {
  request += 1;
  audio?.pause();
  setState(IDLE);
}

/** Stops and rewinds; what leaving the last screen with a preview does. */
function stop() {
  pause();
  if (audio) audio.currentTime = 0;
}

function toggle(soundId: string) {
  if (state.soundId === soundId && state.status !== 'idle') pause();
  else void play(soundId);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

/**
 * The shared preview player. `activeId` is the sound playing or starting (what a toggle shows as pressed).
 * The preview stops as soon as nothing using this hook is mounted: leaving the screen silences it (a
 * lazily loaded next screen mounts too late to hand it over reliably, so none is attempted).
 */
export function useSoundPreview() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    users += 1;
    return () => {
      users -= 1;
      if (users === 0) stop();
    };
  }, []);
  return {
    activeId: current.status === 'idle' ? null : current.soundId,
    loadingId: current.status === 'loading' ? current.soundId : null,
    playingId: current.status === 'playing' ? current.soundId : null,
    toggle,
    stop,
  };
}
