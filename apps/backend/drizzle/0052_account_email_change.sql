-- A customer moves their account to a new e-mail address (docs/accounts.md): the link that confirms it is
-- mailed to the new address and carries it (purpose 'change_email'); the account changes only when it is used.
ALTER TABLE "account_links" ADD COLUMN "new_email" text;