import { volumeOf, type EditRecipe, type Timeline } from './recipe.ts';

/** Opus and AAC encoders both take 48 kHz; mixing at that rate spares them a resample. */
export const SOUNDTRACK_SAMPLE_RATE = 48_000;
const CHANNELS = 2;

async function decode(bytes: ArrayBuffer): Promise<AudioBuffer> {
  // decodeAudioData only needs a context for its sample rate; a one-frame offline one costs nothing to make.
  return new OfflineAudioContext(CHANNELS, 1, SOUNDTRACK_SAMPLE_RATE).decodeAudioData(bytes);
}

async function fetchMusic(url: string, signal?: AbortSignal): Promise<AudioBuffer> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`music answered ${response.status}`);
  return decode(await response.arrayBuffer());
}

/**
 * The exported audio, shared by both engines: the trimmed part of the video's own sound played at the chosen
 * speed, plus the music from its start, each at its volume, exactly `timeline.outputSeconds` long. Null when
 * there is nothing to hear (no sound in the video and no music, or both at 0 %): the export is then video-only.
 *
 * Speed changes pitch here (playbackRate), as a record played fast does; Web Audio has no pitch-preserving
 * stretch. The preview matches it when its <video> has preservesPitch = false.
 */
export async function mixSoundtrack(source: Blob, sourceHasAudio: boolean, recipe: EditRecipe, timeline: Timeline, signal?: AbortSignal): Promise<AudioBuffer | null> {
  const videoGain = sourceHasAudio ? volumeOf(recipe.videoVolume) : 0;
  const musicGain = recipe.musicUrl ? volumeOf(recipe.musicVolume) : 0;
  if (videoGain === 0 && musicGain === 0) return null;

  const [own, music] = await Promise.all([
    videoGain > 0 ? source.arrayBuffer().then(decode) : null,
    musicGain > 0 && recipe.musicUrl ? fetchMusic(recipe.musicUrl, signal) : null,
  ]);
  signal?.throwIfAborted();

  const length = Math.max(1, Math.round(timeline.outputSeconds * SOUNDTRACK_SAMPLE_RATE));
  const mixer = new OfflineAudioContext(CHANNELS, length, SOUNDTRACK_SAMPLE_RATE);
  const play = (buffer: AudioBuffer, gain: number, offset: number, rate: number) => {
    const node = mixer.createBufferSource();
    node.buffer = buffer;
    node.playbackRate.value = rate;
    const volume = mixer.createGain();
    volume.gain.value = gain;
    node.connect(volume).connect(mixer.destination);
    node.start(0, offset);
  };
  // The mixer's length ends both sources, so the video's sound stops at the trim end and the music with the video.
  if (own) play(own, videoGain, timeline.start, timeline.speed);
  if (music) play(music, musicGain, 0, 1);
  return mixer.startRendering();
}
