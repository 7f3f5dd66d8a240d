import type { Db } from '../db.ts';

/** First-party analytics events (analytics.service.ts). */
export class AnalyticsRepo {
  constructor(private readonly db: Db) {}

  async record(event: { userId: string | null; name: string; props: Record<string, unknown> }) {
    await this.db.insertInto('analyticsEvents').values({ ...event, props: JSON.stringify(event.props) }).execute();
  }

  counts() {
    return this.db
      .selectFrom('analyticsEvents')
      .select(['name', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('name')
      .orderBy('name')
      .execute();
  }
}
