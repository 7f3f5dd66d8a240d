-- Issue 26: avatars are stored 512 px square and shown in 32–48 px circles on cards and story rings; a second,
-- 128 px copy (WebP) lets those fetch a fraction of the bytes (srcset). Null until made; then the full one serves.
alter table profiles add column avatar_small_url text;
