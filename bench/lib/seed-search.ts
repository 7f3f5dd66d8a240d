import pg from 'pg';

/**
 * Captions with a realistic spread of words for bench/search, on top of seedFeedData's 100k videos: six
 * words each from a 240-word vocabulary drawn with a Zipf-like skew (the first words are in a large share of
 * captions, the last in a few hundred), plus two hashtags; one rare word in exactly 40 videos. Loaded with
 * triggers off, like the rest of the seed, then indexed once by search_reindex_videos().
 */
export const COMMON_WORD = 'summer';
export const RARE_WORD = 'zanzibar';
export const TYPO = 'dnace';

const VOCABULARY = `summer love dance music food travel friends night beach city morning coffee sunset happy party
  weekend style workout family vibes fashion art nature photo video dog cat pizza road trip mountain river ocean
  street festival concert guitar piano drums song singer studio kitchen recipe dinner lunch breakfast cake cookie
  garden flower tree forest lake snow winter autumn spring rain storm cloud sky star moon sun light dark color
  blue green red yellow pink purple orange black white gold silver paint drawing sketch design build craft wood
  metal glass paper book story poem movie film camera drone skate surf ski bike run walk hike climb swim yoga
  dinner market shop bakery cafe bar restaurant hotel train plane boat bus car taxi bridge tower castle museum
  gallery theater stage dancer actor comedy prank challenge tutorial review unboxing haul makeup hair nails
  outfit shoes jacket dress hat glasses watch ring phone laptop game gamer stream chess puzzle science space
  rocket planet robot code coding startup office school college exam study teacher student baby kid puppy kitten
  horse bird fish turtle rabbit farm village island desert jungle volcano canyon waterfall cave valley harbor
  lighthouse neon retro vintage classic modern minimal cozy chill epic wild crazy funny cute sweet spicy salty
  fresh homemade street-food noodles sushi tacos burger salad smoothie tea wine beer cocktail juice chocolate`
  .split(/\s+/)
  .filter(Boolean);

export async function seedSearchCaptions(url: string, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const done = await client.query(`select count(*)::int as n from videos where caption like '%${RARE_WORD}%'`);
    if (done.rows[0].n > 0) return log('reusing the search captions');
    const started = Date.now();
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    // A word's rank is (hash in [0,1))³ × vocabulary size: the cube skews draws toward the first words.
    await client.query(
      `update videos v set caption = (
         select string_agg(($1::text[])[1 + floor(power((hashint4(hashtext(v.id::text) # (g * 7919)) & 2147483647)::float8 / 2147483648, 3) * array_length($1::text[], 1))::int], ' ')
         from generate_series(1, 6) g
       ) || ' #' || ($1::text[])[1 + (hashint4(hashtext(v.id::text)) & 2147483647) % 60] || ' #fyp'`,
      [VOCABULARY],
    );
    await client.query(`update videos set caption = caption || ' ${RARE_WORD}' where id in (select id from videos where not hidden order by id limit 40)`);
    await client.query('commit');
    await client.query('select search_reindex_videos()');
    await client.query('vacuum analyze');
    log(`  search captions and index (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
