/**
 * bench/search — search against the bare SQL it runs, side by side in one run, on the 100k-video bench
 * database (bench/feed's seed, with captions drawn from a skewed vocabulary): a common word (in about one
 * caption in three), a rare word (40 videos) and a one-letter typo; people and tags besides.
 *   npm run bench:search      (DATABASE_URL to use an external PostgreSQL; else embedded in .bench-data)
 */
import { SearchRepo } from '../src/server/data/repos/search.repo.ts';
import { PeopleSearchRepo } from '../src/server/data/repos/people-search.repo.ts';
import { TagRepo } from '../src/server/data/repos/tag.repo.ts';
import { searchTerms, tsqueryText, likePrefix } from '../src/server/domain/search/search-terms.ts';
import { SEARCH_PAGE_SIZE } from '../src/shared/constants.ts';
import { benchDatabase } from './lib/bench-db.ts';
import { benchSession, startBenchApp } from './lib/bench-app.ts';
import { seedFeedData } from './lib/seed-feed.ts';
import { COMMON_WORD, RARE_WORD, seedSearchCaptions, TYPO } from './lib/seed-search.ts';
import { measureInterleaved, printTable, ratio } from './lib/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const database = await benchDatabase('popreel_bench_search');
await seedFeedData(database.url, console.log);
await seedSearchCaptions(database.url, console.log);
const { runtime, stop, base } = await startBenchApp(database.url);
const { db } = runtime.ctx;
const { userId: viewerId, getJson } = await benchSession(base, { username: 'bench_searcher', email: 'searcher@bench.example.com', password: 'bench-password-1' });

const repo = new SearchRepo(db);
const people = new PeopleSearchRepo(db);
const tags = new TagRepo(db);

/** Exactly the statements GET /api/search/videos runs: the corrections lookup, then the page. */
const bareVideos = async (q: string) => {
  const terms = searchTerms(q);
  const corrections = await repo.corrections(terms.words);
  return repo.videos(viewerId, tsqueryText(terms.words, corrections), terms.words.join(' & '), SEARCH_PAGE_SIZE + 1, null);
};
const barePeople = (q: string) => {
  const terms = searchTerms(q);
  return people.people(viewerId, { text: terms.text, prefix: likePrefix(terms.text), bioQuery: tsqueryText(terms.words) }, SEARCH_PAGE_SIZE + 1, null);
};
const bareTags = (q: string) => tags.search({ text: q, prefix: likePrefix(q) }, SEARCH_PAGE_SIZE + 1, null);

const [common, rare, typo] = await Promise.all([COMMON_WORD, RARE_WORD, TYPO].map((q) => getJson(`/api/search/videos?q=${q}`)));
console.log(`results: "${COMMON_WORD}" ${common.items.length} (more: ${Boolean(common.nextCursor)}), "${RARE_WORD}" ${rare.items.length}, "${TYPO}" ${typo.items.length}`);
if (common.items.length !== SEARCH_PAGE_SIZE || rare.items.length === 0 || typo.items.length === 0) throw new Error('a measured search found too little');
const matches = await db.selectFrom('videos').select((eb) => eb.fn.countAll<number>().as('n')).where('caption', 'ilike', `%${COMMON_WORD}%`).executeTakeFirstOrThrow();
console.log(`"${COMMON_WORD}" is in ${matches.n} of the captions`);

// People: a bench username with two letters swapped, and the first seven characters of another.
const names = await db.selectFrom('profiles').select('username').where('username', 'like', 'u\\_%').orderBy('userId').limit(2).execute();
const [typoName, prefixName] = [names[0].username, names[1].username];
const personTypo = `${typoName.slice(0, 4)}${typoName[5]}${typoName[4]}${typoName.slice(6)}`;
const personPrefix = prefixName.slice(0, 7);
const foundPerson = await getJson(`/api/search/people?q=${personTypo}`);
if (foundPerson.items[0]?.username !== typoName) throw new Error(`people search did not put ${typoName} first for ${personTypo}`);

const samples = await measureInterleaved(
  [
    { name: `GET /api/search/videos?q=${COMMON_WORD} (common)`, fn: () => getJson(`/api/search/videos?q=${COMMON_WORD}`) },
    { name: '  bare SQL: its two statements', fn: () => bareVideos(COMMON_WORD) },
    { name: `GET /api/search/videos?q=${RARE_WORD} (rare)`, fn: () => getJson(`/api/search/videos?q=${RARE_WORD}`) },
    { name: '  bare SQL: its two statements ', fn: () => bareVideos(RARE_WORD) },
    { name: `GET /api/search/videos?q=${TYPO} (typo)`, fn: () => getJson(`/api/search/videos?q=${TYPO}`) },
    { name: '  bare SQL: its two statements  ', fn: () => bareVideos(TYPO) },
    { name: `GET /api/search/people?q=${personTypo} (typo)`, fn: () => getJson(`/api/search/people?q=${personTypo}`) },
    { name: '  bare SQL: its statement', fn: () => barePeople(personTypo) },
    { name: `GET /api/search/people?q=${personPrefix} (prefix)`, fn: () => getJson(`/api/search/people?q=${personPrefix}`) },
    { name: '  bare SQL: its statement  ', fn: () => barePeople(personPrefix) },
    { name: 'GET /api/search/tags?q=sum', fn: () => getJson('/api/search/tags?q=sum') },
    { name: '  bare SQL: its statement ', fn: () => bareTags('sum') },
    { name: 'GET /api/tags/trending', fn: () => getJson('/api/tags/trending') },
  ],
  RUNS,
);
console.log('');
printTable(samples);
console.log('');
const [commonHttp, commonSql, rareHttp, rareSql, typoHttp, typoSql, peopleHttp, peopleSql, prefixHttp, prefixSql, tagsHttp, tagsSql] = samples;
ratio('common word p50 / its bare SQL p50', commonHttp.p50, commonSql.p50, 'goal ≤ 1.5, and p50 < 20 ms');
ratio('rare word p50 / its bare SQL p50', rareHttp.p50, rareSql.p50, 'goal ≤ 1.5, and p50 < 20 ms');
ratio('typo p50 / its bare SQL p50', typoHttp.p50, typoSql.p50, 'goal ≤ 1.5, and p50 < 20 ms');
ratio('people (typo) p50 / its bare SQL p50', peopleHttp.p50, peopleSql.p50, 'goal ≤ 1.5');
ratio('people (prefix) p50 / its bare SQL p50', prefixHttp.p50, prefixSql.p50, 'goal ≤ 1.5');
ratio('tags p50 / its bare SQL p50', tagsHttp.p50, tagsSql.p50, 'under a millisecond of SQL: HTTP is most of it');

await stop();
await database.stop();
