-- Issue 54: the TypeScript side names every column in camelCase (Kysely's CamelCasePlugin, decision 066), a
-- rule that maps one spelling to the other both ways only when no underscore comes before a digit:
-- `uses_24h` would come back `uses24h` and go out again as `uses24h`. The API keeps calling it uses24h.
alter table tags rename column uses_24h to uses_last_day;
