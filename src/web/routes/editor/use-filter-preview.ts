import { useEffect, useRef, useState, type RefObject } from 'react';
import { createFilterPreview, type FilterPreview, type VideoFilter } from './engine/index.ts';

/**
 * Draws every decoded frame of the <video> onto the canvas through the export's own filter code, so what the
 * owner sees is what the export writes. Returns false when the browser cannot read the video's frames (no
 * VideoFrame): the plain video shows.
 */
export function useFilterPreview(videoRef: RefObject<HTMLVideoElement | null>, canvasRef: RefObject<HTMLCanvasElement | null>, filter: VideoFilter, intensity: number) {
  const [works, setWorks] = useState(true);
  const preview = useRef<FilterPreview | null>(null);
  const choice = useRef({ filter, intensity });
  choice.current = { filter, intensity };

  useEffect(() => {
    const video = videoRef.current;
    const canvas = canvasRef.current;
    if (!video || !canvas) return;
    try {
      preview.current = createFilterPreview(canvas);
    } catch (error) {
      console.error('No filter preview in this browser', error);
      setWorks(false);
      return;
    }
    let stopped = false;
    let handle = 0;
    const draw = () => preview.current?.draw(video, choice.current.filter, choice.current.intensity);
    // requestVideoFrameCallback fires once per decoded frame; animation frames are the fallback.
    const next = () => {
      if (stopped) return;
      if ('requestVideoFrameCallback' in video) handle = video.requestVideoFrameCallback(() => (draw(), next()));
      else handle = requestAnimationFrame(() => (draw(), next()));
    };
    next();
    video.addEventListener('seeked', draw);
    video.addEventListener('loadeddata', draw);
    return () => {
      stopped = true;
      if ('cancelVideoFrameCallback' in video) video.cancelVideoFrameCallback(handle);
      else cancelAnimationFrame(handle);
      video.removeEventListener('seeked', draw);
      video.removeEventListener('loadeddata', draw);
      preview.current?.destroy();
      preview.current = null;
    };
  }, [videoRef, canvasRef]);

  // A paused video gets no new frames: a changed filter is drawn at once.
  useEffect(() => {
    const video = videoRef.current;
    if (video) preview.current?.draw(video, filter, intensity);
  }, [filter, intensity, videoRef]);

  return works;
}
