import { useEffect, useRef } from 'react';
import type { ClientRealtimeMessage, ServerRealtimeMessage } from '../../shared/api-types.ts';
import type { ApiPath } from './contract.ts';
import type { RealtimeChannel, RealtimeChannelName, RealtimeEventName } from '../../shared/realtime-catalog.ts';

/** The socket's path: an operation of the contract (GET with a WebSocket upgrade). */
const REALTIME_PATH = '/api/realtime' satisfies ApiPath;

/** What a channel listener receives: a server event, or RESYNC_EVENT after a reconnect. */
export interface RealtimeEvent {
  event: string;
  data: unknown;
}
export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Sent to a channel's listeners each time the server confirms its subscription (first time and after every
 * reconnect). Events published before that moment never reach us, so listeners reload what they show.
 */
export const RESYNC_EVENT = 'realtime:resync';

const PING_INTERVAL_MS = 25_000;
const BACKOFF_START_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
/** Navigating between screens briefly drops every listener; keep the socket a moment so it is reused. */
const IDLE_CLOSE_MS = 1_000;

/**
 * One WebSocket per tab (ARCHITECTURE "Realtime"). It opens when the first channel is wanted, closes when
 * the last listener leaves, and reconnects with jittered exponential backoff, resubscribing every channel.
 */
class RealtimeConnection {
  private socket: WebSocket | null = null;
  private readonly listeners = new Map<string, Set<RealtimeListener>>();
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private backoffMs = BACKOFF_START_MS;

  subscribe(channel: string, listener: RealtimeListener): () => void {
    let channelListeners = this.listeners.get(channel);
    if (!channelListeners) {
      channelListeners = new Set();
      this.listeners.set(channel, channelListeners);
      this.send({ type: 'subscribe', channel });
    }
    channelListeners.add(listener);
    this.cancelIdleClose();
    this.ensureOpen();
    return () => this.unsubscribe(channel, listener);
  }

  private unsubscribe(channel: string, listener: RealtimeListener): void {
    const channelListeners = this.listeners.get(channel);
    if (!channelListeners?.delete(listener) || channelListeners.size > 0) return;
    this.listeners.delete(channel);
    this.send({ type: 'unsubscribe', channel });
    if (this.listeners.size === 0) this.idleTimer = setTimeout(() => this.close(), IDLE_CLOSE_MS);
  }

  private cancelIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private ensureOpen(): void {
    if (this.socket || this.reconnectTimer) return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${window.location.host}${REALTIME_PATH}`);
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (message) => this.handleMessage(message.data);
    socket.onclose = () => this.handleClose(socket);
  }

  private handleOpen(): void {
    this.backoffMs = BACKOFF_START_MS;
    for (const channel of this.listeners.keys()) this.send({ type: 'subscribe', channel });
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
  }

  private handleMessage(raw: unknown): void {
    let message: ServerRealtimeMessage;
    try {
      message = JSON.parse(String(raw)) as ServerRealtimeMessage;
    } catch {
      return;
    }
    if (message.type === 'event') this.dispatch(message.channel, { event: message.event, data: message.data });
    else if (message.type === 'subscribed') this.dispatch(message.channel, { event: RESYNC_EVENT, data: null });
    else if (message.type === 'error') console.warn('Realtime error', message.channel ?? '', message.message);
  }

  private dispatch(channel: string, event: RealtimeEvent): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(event);
  }

  private handleClose(socket: WebSocket): void {
    if (this.socket !== socket) return;
    this.stopPing();
    this.socket = null;
    if (this.listeners.size === 0) return;
    const delay = this.backoffMs * (0.5 + Math.random() / 2);
    this.backoffMs = Math.min(this.backoffMs * 2, BACKOFF_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.ensureOpen();
    }, delay);
  }

  /**
   * The socket authenticates with the session cookie when it opens, so sign-in and sign-out call this:
   * the old socket closes and, if anyone still listens, a new one opens as the current user.
   */
  restart(): void {
    this.close();
    if (this.listeners.size > 0) this.ensureOpen();
  }

  private close(): void {
    this.cancelIdleClose();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  /** Messages before the socket opens are dropped on purpose: handleOpen subscribes every channel anyway. */
  private send(message: ClientRealtimeMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }
}

export const realtime = new RealtimeConnection();

/** What a listener of channel C hears: one of its catalog events (src/shared/realtime-catalog.ts), or the resync. */
export interface ChannelEvent<C extends RealtimeChannelName> {
  event: RealtimeEventName<C> | typeof RESYNC_EVENT;
  data: unknown;
}

/**
 * Listen to one channel of the catalog while the component is mounted (`realtimeChannel('video', id)`); `null`
 * subscribes to nothing. Events are the channel's own: comparing with another channel's is a tsc error.
 */
export function useRealtimeChannel<C extends RealtimeChannelName>(channel: RealtimeChannel<C> | null, onEvent: (event: ChannelEvent<C>) => void): void {
  // Kept in a ref so a new callback each render does not resubscribe the channel.
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  useEffect(() => {
    if (!channel) return;
    return realtime.subscribe(channel, (event) => onEventRef.current(event as ChannelEvent<C>));
  }, [channel]);
}
