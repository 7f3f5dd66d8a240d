-- Hardening before opening up (issue 35, decision 038).

-- M1: the shared "deleted user" account, made here and not at the first erasure, with an address no sign-up can
-- produce (it is not an address at all). Before, it was made at the first erasure with a valid-looking
-- address in .invalid: whoever signed up with that address first made every later erasure fail. Restore
-- calls the function again after loading an archive that predates this migration.
create or replace function ensure_deleted_account() returns void language plpgsql as $$
begin
  insert into users (id, email, password_hash, email_verified_at)
  values ('00000000-0000-4000-8000-00000000dead', 'deleted account', '!', now())
  on conflict (id) do update set email = excluded.email, password_hash = excluded.password_hash;
  loop
    begin
      insert into profiles (user_id, username, deactivated_at)
      values ('00000000-0000-4000-8000-00000000dead', 'deleted_' || substr(md5(random()::text), 1, 20), now())
      on conflict (user_id) do nothing;
      exit;
    exception when unique_violation then
      -- someone has that name: draw another
    end;
  end loop;
end $$;
select ensure_deleted_account();

-- M2 and M3: the link in a password-reset mail that removes every passkey, and the one in an address-change
-- notice that cancels the change.
alter table account_tokens drop constraint account_tokens_purpose_check;
alter table account_tokens add constraint account_tokens_purpose_check
  check (purpose in ('password_reset', 'email_verify', 'email_change', 'two_factor', 'email_change_cancel', 'passkeys_remove'));

-- M4 and M5: consecutive failed sign-in steps, per account. `password:<sha-256 of the address>` counts wrong
-- passwords (for any address, so a refusal says nothing about whether it has an account); `two_factor:<user
-- id>` counts wrong codes. A success deletes the row; `locked_until` is when the next attempt may be made.
create table sign_in_failures (
  key text primary key,
  failures integer not null check (failures > 0),
  last_failed_at timestamptz not null,
  locked_until timestamptz
);
