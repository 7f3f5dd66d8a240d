import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientRealtimeMessage, ServerRealtimeMessage } from '../../shared/api-types.ts';
import type { Db } from '../data/db.ts';
import type { Bus, BusEvent } from './bus.ts';
import { authorizeChannel, type ChannelViewer } from './channels.ts';

/** Loads what an event names, once per instance, for every socket on its channel. */
export type EventLoader = (id: string) => Promise<unknown | null>;

const MAX_SUBSCRIPTIONS = 50;

/** Sockets and their channels on this instance. */
export class RealtimeHub {
  private readonly channels = new Map<string, Set<WebSocket>>();
  private readonly loaders = new Map<string, EventLoader>();
  private readonly sockets = new Set<WebSocket>();
  private readonly unsubscribeBus: () => void;

  constructor(
    private readonly db: Db,
    bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.unsubscribeBus = bus.onEvent((event) => void this.deliver(event));
  }

  registerLoader(event: string, loader: EventLoader) {
    this.loaders.set(event, loader);
  }

  attach(socket: WebSocket, viewer: ChannelViewer | null) {
    const mine = new Set<string>();
    this.sockets.add(socket);
    const send = (message: ServerRealtimeMessage) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message));
    socket.on('message', async (raw) => {
      let message: ClientRealtimeMessage;
      try {
        message = JSON.parse(String(raw));
      } catch {
        return send({ type: 'error', message: 'Messages must be JSON' });
      }
      if (message.type === 'ping') return send({ type: 'pong' });
      if (message.type === 'unsubscribe') {
        mine.delete(message.channel);
        this.channels.get(message.channel)?.delete(socket);
        return;
      }
      if (message.type !== 'subscribe' || typeof message.channel !== 'string') {
        return send({ type: 'error', message: 'Unknown message type' });
      }
      const allowed =
        mine.size < MAX_SUBSCRIPTIONS && (await authorizeChannel(this.db, viewer, message.channel).catch(() => false));
      if (!allowed) return send({ type: 'error', channel: message.channel, message: 'Not allowed to subscribe to this channel' });
      mine.add(message.channel);
      if (!this.channels.has(message.channel)) this.channels.set(message.channel, new Set());
      this.channels.get(message.channel)!.add(socket);
      send({ type: 'subscribed', channel: message.channel });
    });
    socket.on('close', () => {
      this.sockets.delete(socket);
      for (const channel of mine) {
        const set = this.channels.get(channel);
        set?.delete(socket);
        if (set?.size === 0) this.channels.delete(channel);
      }
    });
  }

  private async deliver(event: BusEvent) {
    const listeners = this.channels.get(event.channel);
    if (!listeners?.size) return;
    try {
      const loader = this.loaders.get(event.event);
      const data = loader ? await loader(event.id) : { id: event.id };
      if (data === null) return;
      const text = JSON.stringify({ type: 'event', channel: event.channel, event: event.event, data } satisfies ServerRealtimeMessage);
      for (const socket of listeners) if (socket.readyState === socket.OPEN) socket.send(text);
    } catch (error) {
      this.log.error({ err: error, event }, 'realtime delivery failed');
    }
  }

  /** Ordered shutdown: tell clients we are going (1001) so they reconnect to another instance. */
  close() {
    this.unsubscribeBus();
    for (const socket of this.sockets) socket.close(1001, 'Server shutting down');
    this.sockets.clear();
    this.channels.clear();
  }
}
