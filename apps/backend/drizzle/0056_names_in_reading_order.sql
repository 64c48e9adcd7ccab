-- Names sort as their readers read them, not by the bytes of their letters (where "Čitač" came after
-- "Web"): Croatian names in the Croatian alphabet (c < č < ć < d < dž < đ … s < š < t … z < ž), English
-- ones with an accented letter beside its base letter, both with numbers by value ("Kabel 2 m" before
-- "Kabel 10 m"). Two ICU collations that a sort names (catalogue/name-order.ts); the columns keep the
-- database's own, so that search texts built from both names mix no collations. PostgreSQL 16 and
-- later (the embedded database among them, which carries no ICU locale data) tailor ICU's root order
-- with the Croatian letters, as ICU's Croatian locale does; PostgreSQL 15 has that locale.
DO $$
BEGIN
  IF current_setting('server_version_num')::int >= 160000 THEN
    CREATE COLLATION "names_hr" (provider = icu, locale = 'und',
      rules = '[numericOrdering on] &C<č<<<Č<ć<<<Ć &D<dž<<<Dž<<<DŽ<đ<<<Đ &L<lj<<<Lj<<<LJ &N<nj<<<Nj<<<NJ &S<š<<<Š &Z<ž<<<Ž');
    CREATE COLLATION "names_en" (provider = icu, locale = 'und', rules = '[numericOrdering on]');
  ELSE
    CREATE COLLATION "names_hr" (provider = icu, locale = 'hr-u-kn');
    CREATE COLLATION "names_en" (provider = icu, locale = 'und-u-kn');
  END IF;
END $$;--> statement-breakpoint
-- The staff's list sorted by name reads these in order (catalogue/admin-list.ts).
DROP INDEX "products_name_hr_idx";--> statement-breakpoint
DROP INDEX "products_name_en_idx";--> statement-breakpoint
CREATE INDEX "products_name_hr_idx" ON "products" USING btree ("name_hr" COLLATE "names_hr","id","category_id","active");--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree ("name_en" COLLATE "names_en","id","category_id","active");
