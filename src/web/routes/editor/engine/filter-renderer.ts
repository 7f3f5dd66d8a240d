import { fragmentShader, VERTEX_SHADER, type ShaderOutput } from './filter-shaders.ts';
import type { VideoFilter } from './recipe.ts';

export type Rotation = 0 | 90 | 180 | 270;

/** Display → coded texture coordinates for a source turned `rotation` degrees clockwise (column-major mat2). */
const ORIENT: Record<Rotation, number[]> = { 0: [1, 0, 0, 1], 90: [0, -1, 1, 0], 180: [-1, 0, 0, -1], 270: [0, 1, -1, 0] };

interface FilterProgram {
  program: WebGLProgram;
  uniforms: Record<'orient' | 'unit' | 'amount' | 'time' | 'flipY' | 'size', WebGLUniformLocation | null>;
}

export interface RendererOptions {
  /** Render upside down so readPixels (bottom row first) hands rows over top-first, as encoders expect them. */
  readback?: boolean;
  /**
   * 'exact' samples the nearest texel: the export draws frame-sized, where that is identical at whole-pixel
   * offsets and, on software GL, a third cheaper than the 'smooth' (bilinear) sampling a scaled preview needs.
   */
  sampling?: 'smooth' | 'exact';
  /**
   * Render the picture of this size as an NV12 frame: the canvas must be width/4 × height·3/2 and width a
   * multiple of 4. Implies readback order. See NV12_FOOTER in filter-shaders.ts.
   */
  nv12?: { width: number; height: number };
}

/**
 * Draws one video frame through a filter onto its canvas with WebGL 1. The single implementation behind the
 * preview and both export engines.
 */
export class FilterRenderer {
  private readonly gl: WebGLRenderingContext;
  private readonly programs = new Map<string, FilterProgram>();
  private readonly texture: WebGLTexture;
  private rotation: Rotation = 0;
  private pixelSize = '';

  constructor(
    readonly canvas: HTMLCanvasElement | OffscreenCanvas,
    private readonly options: RendererOptions = {},
  ) {
    // preserveDrawingBuffer: the export turns the canvas into a VideoFrame after drawing, outside a paint.
    // NV12 packs a sample into alpha too, so only that output needs an alpha channel (readPixels reads 255 without).
    const alpha = Boolean(options.nv12);
    const gl = canvas.getContext('webgl', { alpha, premultipliedAlpha: false, antialias: false, depth: false, preserveDrawingBuffer: true }) as WebGLRenderingContext | null;
    if (!gl) throw new Error('WebGL is not available');
    this.gl = gl;
    const quad = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, quad);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
    this.texture = gl.createTexture()!;
    gl.bindTexture(gl.TEXTURE_2D, this.texture);
    // Video sizes are rarely powers of two; WebGL 1 then allows only clamped, unmipmapped textures.
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    const sampling = options.sampling === 'exact' ? gl.NEAREST : gl.LINEAR;
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, sampling);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, sampling);
  }

  /**
   * Whether WebGL runs on the CPU (SwiftShader, llvmpipe: no GPU, or a blocklisted one). There, handing
   * VideoFrames and canvases to and from WebGL takes a slow path (~50 ms a frame at 720×1280), while plain
   * pixel buffers move in a few milliseconds.
   */
  get software(): boolean {
    const { gl } = this;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);
  }

  /** Takes a decoded frame (a VideoFrame, a playing <video>) as the picture the next draws filter. */
  upload(image: TexImageSource, rotation: Rotation = 0) {
    const { gl } = this;
    this.rotation = rotation;
    gl.bindTexture(gl.TEXTURE_2D, this.texture);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, image);
  }

  /** The same, from tightly packed RGBA rows in coded orientation (VideoFrame.copyTo, ffmpeg's rawvideo). */
  uploadPixels(rgba: Uint8Array, width: number, height: number, rotation: Rotation = 0) {
    const { gl } = this;
    this.rotation = rotation;
    gl.bindTexture(gl.TEXTURE_2D, this.texture);
    // Refilling the existing texture skips a reallocation per frame, which software GL makes expensive.
    if (this.pixelSize === `${width}x${height}`) gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, rgba);
    else gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, width, height, 0, gl.RGBA, gl.UNSIGNED_BYTE, rgba);
    this.pixelSize = `${width}x${height}`;
  }

  /** Fills the canvas with the uploaded picture through `filter`; `time` is the source second it shows. */
  draw(filter: VideoFilter, intensity: number, time: number) {
    const { canvas, options } = this;
    if (!options.nv12) return this.pass(filter, 'rgba', intensity, time, [0, 0, canvas.width, canvas.height]);
    const { height } = options.nv12;
    this.pass(filter, 'luma', intensity, time, [0, 0, canvas.width, height]);
    this.pass(filter, 'chroma', intensity, time, [0, height, canvas.width, height / 2]);
  }

  private pass(filter: VideoFilter, output: ShaderOutput, intensity: number, time: number, viewport: [number, number, number, number]) {
    const { gl, canvas } = this;
    const { program, uniforms } = this.programFor(filter, output);
    gl.viewport(...viewport);
    gl.useProgram(program);
    gl.uniformMatrix2fv(uniforms.orient, false, ORIENT[this.rotation]);
    const { width, height } = this.options.nv12 ?? canvas;
    gl.uniform2f(uniforms.unit, height / width / 1280, 1 / 1280);
    gl.uniform2f(uniforms.size, width, height);
    gl.uniform1f(uniforms.amount, filter === 'none' ? 0 : intensity / 100);
    // Wrapped so float precision holds for the hash-based grain late into a minute-long clip.
    gl.uniform1f(uniforms.time, time % 1000);
    gl.uniform1f(uniforms.flipY, this.options.readback || this.options.nv12 ? -1 : 1);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }

  /** Copies the canvas into `into` (its width × height × 4 bytes), top row first when constructed with readback. */
  readPixels(into: Uint8Array) {
    const { gl, canvas } = this;
    gl.readPixels(0, 0, canvas.width, canvas.height, gl.RGBA, gl.UNSIGNED_BYTE, into);
  }

  destroy() {
    const { gl } = this;
    for (const { program } of this.programs.values()) gl.deleteProgram(program);
    this.programs.clear();
    gl.deleteTexture(this.texture);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  }

  private programFor(filter: VideoFilter, output: ShaderOutput): FilterProgram {
    const key = `${filter}:${output}`;
    const cached = this.programs.get(key);
    if (cached) return cached;
    const { gl } = this;
    const program = gl.createProgram()!;
    for (const [type, source] of [[gl.VERTEX_SHADER, VERTEX_SHADER], [gl.FRAGMENT_SHADER, fragmentShader(filter, output)]] as const) {
      const shader = gl.createShader(type)!;
      gl.shaderSource(shader, source);
      gl.compileShader(shader);
      if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(`filter ${filter} does not compile: ${gl.getShaderInfoLog(shader)}`);
      gl.attachShader(program, shader);
      gl.deleteShader(shader);
    }
    gl.bindAttribLocation(program, 0, 'a_position');
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error(`filter ${filter} does not link: ${gl.getProgramInfoLog(program)}`);
    gl.enableVertexAttribArray(0);
    gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
    const at = (name: string) => gl.getUniformLocation(program, name);
    const made = { program, uniforms: { orient: at('u_orient'), unit: at('u_unit'), amount: at('u_amount'), time: at('u_time'), flipY: at('u_flipY'), size: at('u_size') } };
    this.programs.set(key, made);
    return made;
  }
}
