-- Issue 57: which other sites may frame the embed player (/embed/{id}). One row, like federation_settings; while
-- an admin has saved none, every site may (as PeerTube allows by default).
create table embed_settings (
  -- Always true: the primary key on a constant makes a second row impossible.
  id boolean primary key default true check (id),
  allow_all boolean not null default true,
  -- Origins (scheme://host[:port]) that may frame it when allow_all is false; none then means no site may.
  sites text[] not null default '{}' check (cardinality(sites) <= 100),
  updated_at timestamptz not null default now()
);
