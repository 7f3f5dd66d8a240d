-- Issue 39 (decision 049): the account's language. `locale` is the person's own choice in Settings (null:
-- follow the browser); `browser_locale` is the language the browser asked for (Accept-Language) at the last
-- sign-up or sign-in, so mails and pushes, which have no browser to ask, are written in
-- coalesce(locale, browser_locale, 'en').
alter table profiles
  add column locale text check (locale in ('en', 'es', 'ar')),
  add column browser_locale text check (browser_locale in ('en', 'es', 'ar'));
