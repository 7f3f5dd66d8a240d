import { DedicatedConnection } from './dedicated-connection.ts';

/**
 * A dedicated connection LISTENing on one PostgreSQL channel. A dropped connection reconnects by itself
 * after a second; what was notified meanwhile is lost to this listener, so its users must not depend on
 * every notification (the bus's clients refetch on reconnect; the job queue also polls now and then).
 */
export class PgListener {
  private constructor(private readonly connection: DedicatedConnection) {}

  static async start(url: string, channel: string, onPayload: (payload: string) => void, onError: (error: unknown) => void) {
    const connection = new DedicatedConnection(
      url,
      async (client) => {
        client.on('notification', (message) => {
          if (message.channel === channel) onPayload(message.payload ?? '');
        });
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      },
      onError,
    );
    await connection.connect();
    return new PgListener(connection);
  }

  close() {
    return this.connection.close();
  }
}
