import { AudioBufferSource, BufferTarget, canEncodeVideo, getFirstEncodableAudioCodec, Mp4OutputFormat, Output, Quality, VideoSample, VideoSampleSink, VideoSampleSource } from 'mediabunny';
import { EXPORT_SETTINGS } from '../../../../shared/constants.ts';
import { applyFilter, i420Frame } from './filters.ts';
import { FrameReader, toVideoFrame } from './frame-planes.ts';
import { intensityOf, planTimeline, ProcessorLoadError, sourceTimeOf, type EditRecipe, type ExportOptions } from './recipe.ts';
import { mixSoundtrack, SOUNDTRACK_SAMPLE_RATE } from './soundtrack.ts';
import { readSource } from './source-info.ts';

// AAC first (what the server keeps anyway); Chromium on Linux has only Opus, which MP4 carries just as well.
const AUDIO_CODECS = ['aac', 'opus'] as const;
const audioCodec = () => getFirstEncodableAudioCodec([...AUDIO_CODECS], { numberOfChannels: 2, sampleRate: SOUNDTRACK_SAMPLE_RATE });

/**
 * Whether this browser can run the export natively: an H.264 encoder at phone size and an audio encoder (Safari
 * before 26 has VideoEncoder but no AudioEncoder, so it takes the ffmpeg path). WebCodecs needs a secure context.
 */
export async function webCodecsAvailable(): Promise<boolean> {
  if (typeof VideoEncoder === 'undefined' || typeof VideoDecoder === 'undefined' || typeof AudioEncoder === 'undefined') return false;
  const [video, audio] = await Promise.all([canEncodeVideo('avc', { width: 720, height: 1280 }), audioCodec()]);
  return video && audio !== null;
}

/** Decode → filter (on the YUV planes) → retime → H.264, with the mixed soundtrack as AAC or Opus, all in the browser. */
export async function exportWithWebCodecs(source: Blob, recipe: EditRecipe, options: ExportOptions, report: (percent: number) => void): Promise<Blob> {
  const { signal } = options;
  const info = await readSource(source);
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  try {
    if (!(await info.video.canDecode())) throw new ProcessorLoadError(`this browser cannot decode ${info.video.codec ?? 'this'} video`);
    const timeline = planTimeline(recipe, info.seconds, info.fps);
    const soundtrack = await mixSoundtrack(source, info.audio !== null, recipe, timeline, signal);
    report(5);

    // 'fastest preset, quality factor 28': realtime latency mode is the encoder's fast path, and a fixed
    // quantizer of 28 matches x264's CRF 28 where the browser supports it, else the bitrate stands in.
    const videoSource = new VideoSampleSource({
      codec: 'avc',
      quality: new Quality({ quantizer: EXPORT_SETTINGS.crf, bitrate: 2_500_000 }),
      latencyMode: 'realtime',
      keyFrameInterval: 2,
    });
    output.addVideoTrack(videoSource, { frameRate: timeline.fps });
    let audioSource: AudioBufferSource | null = null;
    if (soundtrack) {
      const codec = await audioCodec();
      if (!codec) throw new ProcessorLoadError('this browser has no audio encoder');
      audioSource = new AudioBufferSource({ codec, quality: new Quality({ bitrate: 128_000 }) });
      output.addAudioTrack(audioSource);
    }
    await output.start();
    // The whole soundtrack goes in at once; it encodes alongside the video frames below.
    const audioDone = soundtrack && audioSource ? audioSource.add(soundtrack).then(() => audioSource.close()) : Promise.resolve();

    const intensity = intensityOf(recipe);
    // Unfiltered, the decoded frames go to the encoder untouched. Filtered, each is copied out as I420 planes
    // (`shown`), filtered into `filtered` and handed over as a new frame; both buffers serve the whole export.
    const planes = recipe.filter !== 'none' && intensity > 0
      ? { reader: new FrameReader(), shown: i420Frame(info.width, info.height), filtered: i420Frame(info.width, info.height) }
      : null;

    /** Encodes output frame `index` from the source sample last read (or `sample` itself when unfiltered). */
    const emit = async (sample: VideoSample, index: number) => {
      const timestamp = index / timeline.fps;
      let frame: VideoSample;
      if (planes) {
        applyFilter(planes.shown, planes.filtered, recipe.filter, intensity, sourceTimeOf(timeline, index));
        frame = new VideoSample(toVideoFrame(planes.filtered, Math.round(timestamp * 1e6), Math.round(1e6 / timeline.fps), planes.reader.colorSpace));
      } else {
        frame = sample.clone();
        frame.setTimestamp(timestamp);
        frame.setDuration(1 / timeline.fps);
      }
      try {
        await videoSource.add(frame);
      } finally {
        frame.close();
      }
      report(5 + (90 * (index + 1)) / timeline.frameCount);
    };

    // Walk the decoded frames in order; each output frame shows the last source frame at or before its source
    // time, so speed > 1 skips frames and speed < 1 repeats them, the fixed output rate staying timeline.fps.
    const sink = new VideoSampleSink(info.video);
    let shown: VideoSample | null = null;
    let next = 0;
    for await (const sample of sink.samples(timeline.start, timeline.end)) {
      signal?.throwIfAborted();
      if (shown) {
        while (next < timeline.frameCount && sourceTimeOf(timeline, next) < sample.timestamp) await emit(shown, next++);
        shown.close();
      }
      shown = sample;
      if (planes) {
        const videoFrame = sample.toVideoFrame();
        try {
          await planes.reader.read(videoFrame, planes.shown, info.rotation);
        } finally {
          videoFrame.close();
        }
      }
      if (next >= timeline.frameCount) break;
    }
    if (!shown) throw new Error('no video frames in the trimmed range');
    while (next < timeline.frameCount) await emit(shown, next++);
    shown.close();

    videoSource.close();
    await audioDone;
    signal?.throwIfAborted();
    await output.finalize();
    report(100);
    return new Blob([output.target.buffer!], { type: 'video/mp4' });
  } catch (error) {
    if (output.state !== 'finalized' && output.state !== 'canceled') await output.cancel().catch(() => undefined);
    throw error;
  } finally {
    info.input.dispose();
  }
}
