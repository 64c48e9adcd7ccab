-- Words that mean the same thing to a buyer (catalogue/search-synonyms.ts): a query word found here also
-- finds the other words of its groups, and names the categories they name (search-kinds.ts), as does
-- a word still being typed that starts one ("mous"). Single words only, each with the forms buyers
-- type (Croatian cases, English plurals), folded as the documents are: the kinds of product in both
-- languages, so that "mouse" names Miševi / Mice and "headphones" finds Slušalice; kinds the shop
-- does not sell yet are harmless (they find nothing). No word may start a word of another group
-- ("mousepad" would make "mous" and "mouse" name the mouse pads too).
CREATE TABLE "search_synonyms" (
	"meaning" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_synonyms_meaning_word_pk" PRIMARY KEY("meaning","word")
);
--> statement-breakpoint
CREATE INDEX "search_synonyms_word_idx" ON "search_synonyms" USING btree ("word");--> statement-breakpoint
INSERT INTO "search_synonyms" ("meaning", "word")
SELECT g.meaning, dukan_search_text(w.word)
FROM (VALUES
  ('mouse', ARRAY['miš', 'miša', 'mišu', 'mišem', 'miševi', 'miševa', 'mouse', 'mice']),
  ('keyboard', ARRAY['tipkovnica', 'tipkovnice', 'tipkovnicu', 'tipkovnicom', 'keyboard', 'keyboards']),
  ('headset', ARRAY['slušalice', 'slušalica', 'slušalicu', 'slušalicama', 'headset', 'headsets', 'headphones', 'headphone', 'earphones', 'earbuds']),
  ('mouse pad', ARRAY['podloga', 'podloge', 'podlogu', 'pad', 'pads']),
  ('controller', ARRAY['kontroler', 'kontroleri', 'kontrolera', 'controller', 'controllers', 'gamepad', 'gamepads']),
  ('chair', ARRAY['stolica', 'stolice', 'stolicu', 'chair', 'chairs']),
  ('microphone', ARRAY['mikrofon', 'mikrofoni', 'mikrofona', 'microphone', 'microphones']),
  ('toner', ARRAY['toner', 'toneri', 'tonera', 'toners']),
  ('ink', ARRAY['tinta', 'tinte', 'tintu', 'ink', 'inks']),
  ('paper', ARRAY['papir', 'papira', 'paper']),
  ('cable', ARRAY['kabel', 'kabela', 'kabeli', 'kablovi', 'cable', 'cables']),
  ('adapter', ARRAY['adapter', 'adapteri', 'adaptera', 'adapters']),
  ('hub', ARRAY['hub', 'hubovi', 'hubs']),
  ('charger', ARRAY['punjač', 'punjači', 'punjača', 'charger', 'chargers']),
  ('battery', ARRAY['baterija', 'baterije', 'bateriju', 'battery', 'batteries']),
  ('camera', ARRAY['kamera', 'kamere', 'kameru', 'camera', 'cameras']),
  ('webcam', ARRAY['webcam', 'webcams', 'webkamera', 'kamera', 'kamere']),
  ('bag', ARRAY['torba', 'torbe', 'torbu', 'bag', 'bags']),
  ('backpack', ARRAY['ruksak', 'ruksaci', 'ruksaka', 'backpack', 'backpacks']),
  ('shredder', ARRAY['uništavač', 'uništavači', 'uništavača', 'shredder', 'shredders']),
  ('glass', ARRAY['staklo', 'stakla', 'glass']),
  ('phone', ARRAY['mobitel', 'mobitela', 'mobiteli', 'mobitele', 'telefon', 'telefona', 'phone', 'phones', 'smartphone']),
  ('tablet', ARRAY['tablet', 'tableti', 'tableta', 'tablete', 'tablets']),
  ('watch', ARRAY['sat', 'satovi', 'satove', 'watch', 'watches', 'smartwatch', 'smartwatches']),
  ('monitor', ARRAY['monitor', 'monitori', 'monitora', 'monitors', 'zaslon', 'zasloni']),
  ('laptop', ARRAY['laptop', 'laptopi', 'laptopa', 'laptops', 'prijenosnik', 'prijenosnici', 'notebook']),
  ('speaker', ARRAY['zvučnik', 'zvučnici', 'zvučnika', 'speaker', 'speakers']),
  ('printer', ARRAY['pisač', 'pisači', 'pisača', 'printer', 'printers'])
) AS g(meaning, words)
CROSS JOIN LATERAL unnest(g.words) AS w(word)
ON CONFLICT DO NOTHING;
