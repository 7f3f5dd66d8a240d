-- Issue 58: a person brings their videos from TikTok. Their data export is read once into an import (the videos it
-- lists, and the names they followed there); each video they pick is fetched by a job of its own and becomes a
-- draft here, or fails with the reason the list shows. An import is its owner's alone and goes with the account.
create table video_imports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  source text not null check (source in ('tiktok')),
  -- The names followed there, as the export spells them, to look up here by name.
  following text[] not null default '{}',
  created_at timestamptz not null default now()
);
create index video_imports_user_idx on video_imports (user_id, created_at desc);

create table video_import_items (
  id uuid primary key default gen_random_uuid(),
  import_id uuid not null references video_imports (id) on delete cascade,
  -- The export's own order, so the list reads as the export does.
  position int not null,
  link text not null,
  caption text not null default '',
  posted_at timestamptz,
  status text not null default 'listed' check (status in ('listed', 'queued', 'imported', 'failed')),
  reason text,
  video_id uuid references videos (id) on delete set null,
  unique (import_id, position)
);

-- The day a video was first posted elsewhere, shown beside the draft an import made of it.
alter table videos add column originally_posted_at timestamptz;
