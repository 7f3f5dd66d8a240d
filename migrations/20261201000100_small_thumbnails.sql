-- Issue 26: grids show a thumbnail a third of the screen wide; a second, smaller file lets them fetch a quarter
-- of the bytes (srcset). Made by the share-card job from the thumbnail; null until then, when grids use the full one.
alter table videos add column thumbnail_small_url text;
