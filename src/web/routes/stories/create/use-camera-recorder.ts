import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_REQUEST, STORY_RECORDING_MAX_SECONDS } from '../../../../shared/constants.ts';

export type CameraPhase = 'starting' | 'live' | 'recording' | 'recorded';

/** Best first: VP9 is smaller at the same quality; every browser with MediaRecorder webm has the last. */
const MIME_TYPES = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm'];
/** Timer refresh: fine enough that the automatic stop lands within a tenth of a second of 15 s. */
const TICK_MS = 100;

function pickMimeType(): string | undefined {
  return MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

export interface CameraRecorder {
  phase: CameraPhase;
  stream: MediaStream | null;
  /** Seconds recorded so far; exactly 15 after the automatic stop. */
  elapsed: number;
  /** True when the 15 s limit ended the recording rather than the Stop button. */
  stoppedAtLimit: boolean;
  recording: File | null;
  record: () => void;
  stop: () => void;
  retake: () => void;
}

/**
 * The front camera (spec §9 "Camera request") with MediaRecorder: record, stop by hand or automatically
 * at 15 s, retake. The camera opens on mount and every track stops on unmount, so the camera light goes
 * off as soon as the person leaves step 1 or the page. `onFailed` runs when there is no camera to use.
 */
export function useCameraRecorder(onFailed: (error: unknown) => void): CameraRecorder {
  const [phase, setPhase] = useState<CameraPhase>('starting');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [stoppedAtLimit, setStoppedAtLimit] = useState(false);
  const [recording, setRecording] = useState<File | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const tickRef = useRef<number | undefined>(undefined);
  const startedAt = useRef(0);
  const failedRef = useRef(onFailed);
  failedRef.current = onFailed;

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    const { facingMode, width, height } = CAMERA_REQUEST;
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new Error('This browser cannot record video');
      opened = await navigator.mediaDevices.getUserMedia({ video: { facingMode, width, height }, audio: true });
      if (cancelled) return opened.getTracks().forEach((track) => track.stop());
      setStream(opened);
      setPhase('live');
    })().catch((error: unknown) => {
      if (!cancelled) failedRef.current(error);
    });
    return () => {
      cancelled = true;
      window.clearInterval(tickRef.current);
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.ondataavailable = recorder.onstop = null;
        recorder.stop();
      }
      opened?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const finish = useCallback((atLimit: boolean) => {
    const recorder = recorderRef.current;
    if (!recorder || recorder.state === 'inactive') return;
    window.clearInterval(tickRef.current);
    setStoppedAtLimit(atLimit);
    setElapsed(atLimit ? STORY_RECORDING_MAX_SECONDS : (performance.now() - startedAt.current) / 1000);
    recorder.stop();
  }, []);

  const record = useCallback(() => {
    if (!stream) return;
    const chunks: Blob[] = [];
    let recorder: MediaRecorder;
    try {
      const mimeType = pickMimeType();
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        setRecording(new File(chunks, 'story.webm', { type: 'video/webm' }));
        setPhase('recorded');
      };
      // One-second pieces: the encoder hands data over as it goes rather than all at the stop.
      recorder.start(1000);
    } catch (error) {
      return failedRef.current(error);
    }
    recorderRef.current = recorder;
    setElapsed(0);
    setStoppedAtLimit(false);
    setRecording(null);
    setPhase('recording');
    // Timed from start() rather than the 'start' event, which a busy encoder may fire a second or two
    // late: the clip never runs past 15 s and the timer matches what was filmed.
    startedAt.current = performance.now();
    tickRef.current = window.setInterval(() => {
      const seconds = (performance.now() - startedAt.current) / 1000;
      if (seconds >= STORY_RECORDING_MAX_SECONDS) finish(true);
      else setElapsed(seconds);
    }, TICK_MS);
  }, [stream, finish]);

  const stop = useCallback(() => finish(false), [finish]);

  const retake = useCallback(() => {
    setRecording(null);
    setElapsed(0);
    setStoppedAtLimit(false);
    setPhase('live');
  }, []);

  return { phase, stream, elapsed, stoppedAtLimit, recording, record, stop, retake };
}
