-- The AI caption runs after the transcode; the owner's upload screen follows it through this status.
alter table videos add column ai_status text not null default 'pending' check (ai_status in ('pending', 'done', 'failed'));
alter table videos add column ai_error text;
