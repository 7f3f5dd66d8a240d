import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerRealtimeMessage } from '../../shared/api-types.ts';
import type { Bus, BusEvent } from '../bus/bus.ts';
import { authorizeChannel, type ChannelChecks, type ChannelViewer } from './channels.ts';
import { parseClientMessage } from './client-message.ts';
import { payloadProblem, REALTIME_PAYLOADS } from './payload-schemas.ts';
import type { RealtimeEventName } from '../../shared/realtime-catalog.ts';
import { AUTH_CHANNEL, SESSION_REVOKED, SESSIONS_ENDED } from '../domain/auth/auth.service.ts';
import { FrameBudget, POLICY_VIOLATION, REFUSALS_BEFORE_CLOSE, SocketCounts } from './socket-limits.ts';

/** Loads what an event names, once per instance, for every socket on its channel. */
export type EventLoader = (id: string) => Promise<unknown | null>;

const MAX_SUBSCRIPTIONS = 50;

/** One client socket: who it is and what it listens to. */
interface Connection {
  socket: WebSocket;
  viewer: ChannelViewer | null;
  /** The session the socket was opened with: ending that session closes the socket. */
  sessionId: string | null;
  /** Whose socket it is, for the per-person cap: `user:<id>`, or `ip:<client>` for a visitor. */
  owner: string;
  channels: Set<string>;
  subscribes: FrameBudget;
  send(message: ServerRealtimeMessage): void;
}

export const TOO_MANY_SOCKETS = 'Too many connections: close another tab and try again';
const TOO_FAST = 'Too many subscriptions: slow down';

/** Sockets and their channels on this instance. */
export class RealtimeHub {
  private readonly channels = new Map<string, Set<WebSocket>>();
  private readonly loaders = new Map<string, EventLoader>();
  private readonly sockets = new Map<WebSocket, Connection>();
  private readonly unsubscribeBus: () => void;
  private readonly owners: SocketCounts;

  constructor(
    private readonly checks: ChannelChecks,
    bus: Bus,
    private readonly log: FastifyBaseLogger,
    socketsPerClient: number,
  ) {
    this.unsubscribeBus = bus.onEvent((event) => void this.deliver(event));
    this.owners = new SocketCounts(socketsPerClient);
  }

  /** Open sockets on this instance (the metrics' gauge). */
  get connectionCount() {
    return this.sockets.size;
  }

  registerLoader(event: RealtimeEventName, loader: EventLoader) {
    this.loaders.set(event, loader);
  }

  /** `client` names a visitor's socket for the cap (their address); a signed-in socket counts as its user's. */
  attach(socket: WebSocket, viewer: ChannelViewer | null, sessionId: string | null = null, client = 'unknown') {
    const owner = viewer ? `user:${viewer.userId}` : `ip:${client}`;
    if (!this.owners.tryAdd(owner)) return socket.close(POLICY_VIOLATION, TOO_MANY_SOCKETS);
    const connection: Connection = {
      socket,
      viewer,
      sessionId,
      owner,
      channels: new Set(),
      subscribes: new FrameBudget(),
      send: (message) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message)),
    };
    this.sockets.set(socket, connection);
    socket.on('message', (raw, isBinary) => {
      // Nothing a client sends may escape this handler: a bad frame gets an error message, never a throw.
      this.receive(connection, raw, isBinary).catch((error) => {
        this.log.warn({ err: error }, 'realtime message failed');
        connection.send({ type: 'error', message: 'Something went wrong; try again' });
      });
    });
    // Oversized frames close the socket with an error event; without a listener it would be thrown.
    socket.on('error', (error) => this.log.debug({ err: error }, 'realtime socket error'));
    socket.on('close', () => {
      if (this.sockets.delete(socket)) this.owners.remove(owner);
      for (const channel of connection.channels) this.leave(connection, channel);
    });
  }

  private async receive(connection: Connection, raw: unknown, isBinary: boolean) {
    const parsed = parseClientMessage(raw, isBinary);
    if (!parsed.ok) return connection.send({ type: 'error', message: parsed.error });
    const message = parsed.message;
    if (message.type === 'ping') return connection.send({ type: 'pong' });
    if (!connection.subscribes.take()) {
      if (connection.subscribes.refused >= REFUSALS_BEFORE_CLOSE) return connection.socket.close(POLICY_VIOLATION, TOO_FAST);
      return connection.send({ type: 'error', channel: message.channel, message: TOO_FAST });
    }
    if (message.type === 'unsubscribe') return this.leave(connection, message.channel);
    const { channel } = message;
    const allowed = connection.channels.size < MAX_SUBSCRIPTIONS && (await authorizeChannel(this.checks, connection.viewer, channel));
    if (!allowed) return connection.send({ type: 'error', channel, message: 'Not allowed to subscribe to this channel' });
    if (connection.socket.readyState !== connection.socket.OPEN) return; // closed while we checked
    connection.channels.add(channel);
    if (!this.channels.has(channel)) this.channels.set(channel, new Set());
    this.channels.get(channel)!.add(connection.socket);
    connection.send({ type: 'subscribed', channel });
  }

  private leave(connection: Connection, channel: string) {
    connection.channels.delete(channel);
    const listeners = this.channels.get(channel);
    listeners?.delete(connection.socket);
    if (listeners?.size === 0) this.channels.delete(channel);
  }

  private async deliver(event: BusEvent) {
    if (event.channel === AUTH_CHANNEL && event.event === SESSIONS_ENDED) return this.closeWhere((connection) => connection.viewer?.userId === event.id);
    if (event.channel === AUTH_CHANNEL && event.event === SESSION_REVOKED) return this.closeWhere((connection) => connection.sessionId === event.id);
    const listeners = this.channels.get(event.channel);
    if (!listeners?.size) return;
    try {
      const loader = this.loaders.get(event.event);
      const data = loader ? await loader(event.id) : { id: event.id };
      if (data === null) return;
      // The catalog's promise to every client (issue 54 item 6): a payload that differs from its schema is a bug
      // here, reported, and never sent to a client that trusts the schema.
      const problem = Object.hasOwn(REALTIME_PAYLOADS, event.event) ? payloadProblem(event.event as RealtimeEventName, data) : 'an event the realtime catalog does not name';
      if (problem) return this.log.error({ event, problem }, 'realtime payload differs from its schema: not sent');
      // Encoded once for the whole channel: a room with thousands of listeners shares one buffer.
      const message = { type: 'event', channel: event.channel, event: event.event, data } satisfies ServerRealtimeMessage;
      const frame = Buffer.from(JSON.stringify(message));
      for (const socket of listeners) if (socket.readyState === socket.OPEN) socket.send(frame, { binary: false });
    } catch (error) {
      this.log.error({ err: error, event }, 'realtime delivery failed');
    }
  }

  /** Sockets of an ended session (or of a banned or deactivated user) stop at once; 4001 tells the client its session is gone. */
  private closeWhere(ended: (connection: Connection) => boolean) {
    for (const [socket, connection] of this.sockets) if (ended(connection)) socket.close(4001, 'Session ended');
  }

  /** Ordered shutdown: tell clients we are going (1001) so they reconnect to another instance. */
  close() {
    this.unsubscribeBus();
    for (const socket of this.sockets.keys()) socket.close(1001, 'Server shutting down');
    this.sockets.clear();
    this.owners.clear();
    this.channels.clear();
  }
}
