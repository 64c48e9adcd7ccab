import type { InfoPageKey } from "@dukan/contract";
import type { SeedPage } from "./seed-pages.ts";

/**
 * The information pages' first text in Croatian (SPEC.md §1 and §9, DESIGN.md §4). Stored once
 * when a page has no row yet; from then on the staff edit it. `{{…}}` are filled from the settings
 * when the page is read (placeholders.ts). What the spec does not give is marked "(demo)".
 */
export const seedPagesHr: Record<InfoPageKey, SeedPage> = {
  about: {
    title: "O nama",
    summary:
      "Distributer i proizvođač gaming periferije, uredske i računalne opreme te zaštitnih stakala za zaslone, za poslovne kupce i za građane.",
    html: `
<h2>Tko smo</h2>
<p>Dućan d.o.o. (demo) hrvatski je distributer i proizvođač elektronike. Pod vlastitim markama <strong>Dućan Essentials</strong> i <strong>Adriatik Office</strong> razvijamo uredsku i računalnu opremu, a zaštitna stakla <strong>Lumina Glass</strong> i <strong>Kristal Guard</strong> izrađujemo u Hrvatskoj. Kao distributer nudimo i proizvode dvadesetak svjetskih marki.</p>
<p>Prodajemo registriranim poslovnim kupcima (pravnim osobama) po veleprodajnim uvjetima i građanima po maloprodajnim cijenama, na hrvatskom i engleskom jeziku.</p>
<h2>Što nudimo</h2>
<ul>
<li><strong>Gaming periferiju</strong>: tipkovnice, miševe, slušalice, podloge i gaming stolice.</li>
<li><strong>Uredsku i računalnu opremu</strong>: monitore, memorije, kabele, punjače, tonere, tinte i papir.</li>
<li><strong>Zaštitna stakla</strong> za zaslone mobitela, tableta i pametnih satova.</li>
</ul>
<h2>Za poslovne kupce</h2>
<p>Registrirane pravne osobe vide cijene bez PDV-a i svoju cijenu nakon rabata, a ponudu mogu preuzimati u XML, JSON i CSV izvozima s vlastitim nabavnim cijenama i stanjem zaliha (<a href="/b2b">B2B servis</a>). Za veće količine pošaljite upit izravno sa stranice proizvoda („Pošalji upit“).</p>
<h2>Za građane</h2>
<ul>
<li>Cijene su iskazane s PDV-om, u eurima.</li>
<li>Dostava u 3 do 5 radnih dana, besplatna za narudžbe od {{freeDeliveryThreshold}} (<a href="/delivery">Dostava</a>).</li>
<li>Od kupnje možete odustati u 14 dana, jednim klikom na stranici narudžbe (<a href="/complaint">Reklamacije i povrat</a>).</li>
<li>Jamstvo do 60 mjeseci uz zakonsko jamstvo od dvije godine (<a href="/warranty">Jamstvo</a>).</li>
</ul>
<h2>Projekti sufinancirani iz EU fondova</h2>
<p>Naše nastupe na inozemnim tržištima sufinancira Europska unija. Više na stranici <a href="/eu-fond">EU fondovi</a>.</p>
`,
  },

  contact: {
    title: "Kontakt",
    summary: "Pišite nam, nazovite nas ili pošaljite upit za ponudu izravno sa stranice proizvoda.",
    html: `
<h2>Kako do nas</h2>
<ul>
<li><strong>Obrazac za kontakt</strong> na ovoj stranici: za pitanja o proizvodima, narudžbama i suradnji. Odgovaramo u pravilu sljedeći radni dan.</li>
<li><strong>Upit za ponudu</strong>: na stranici proizvoda odaberite „Pošalji upit“, upišite količinu i poruku. Tako nam javljaju i poslovni kupci koji trebaju veće količine.</li>
<li><strong>Telefonom ili e-poštom</strong> u radno vrijeme; adresa, telefon i radno vrijeme navedeni su na ovoj stranici.</li>
</ul>
<h2>Prije nego što nam pišete</h2>
<ul>
<li>Stanje narudžbe, uplatnicu i račun vidite u <a href="/orders">Mojim narudžbama</a>.</li>
<li>Od kupnje odustajete na stranici narudžbe, gumbom „Odustanite od ugovora ovdje“ (<a href="/complaint">Reklamacije i povrat</a>).</li>
<li>Kvar ili nedostatak proizvoda: <a href="/warranty">Jamstvo</a> i <a href="/complaint">Reklamacije i povrat</a>.</li>
<li>XML i JSON izvozi za poslovne partnere: <a href="/b2b">B2B servis</a>.</li>
</ul>
`,
  },

  warranty: {
    title: "Jamstvo",
    summary:
      "Jamstvo proizvođača od 6 do 60 mjeseci, ovisno o marki i vrsti proizvoda, uz zakonsko jamstvo za nedostatke od dvije godine, koje vrijedi neovisno o njemu.",
    html: `
<h2>Dvije odvojene zaštite</h2>
<p>Kad kupite proizvod kao potrošač, imate dva prava koja se međusobno ne isključuju:</p>
<dl>
<dt>Zakonsko jamstvo (odgovornost prodavatelja za materijalne nedostatke)</dt>
<dd>Kao prodavatelj odgovaramo za svaki nedostatak koji je postojao u trenutku predaje, a pokaže se u roku od <strong>dvije godine</strong> od predaje. To pravo propisuju Zakon o obveznim odnosima i Direktiva (EU) 2019/771, vrijedi za svaki proizvod, uvijek, neovisno o jamstvu proizvođača, i ne može se ograničiti ni isključiti. Za nedostatak koji se pokaže u prvoj godini pretpostavlja se da je postojao pri predaji. Možete tražiti popravak ili zamjenu, a ako to nije moguće ili ne uspije, sniženje cijene ili raskid ugovora.</dd>
<dt>Komercijalno jamstvo (jamstvo proizvođača)</dt>
<dd>Dobrovoljno jamstvo proizvođača s rokovima iz tablice ispod. Ono se <strong>dodaje</strong> zakonskom jamstvu i ne umanjuje ga: u prve dvije godine možete se osloniti na bilo koje od njih.</dd>
</dl>
<h2>Jamstveni rokovi</h2>
<table>
<caption>Jamstvo proizvođača po marki i vrsti proizvoda</caption>
<thead><tr><th scope="col">Proizvodi</th><th scope="col">Jamstvo</th></tr></thead>
<tbody>
<tr><td>Naše kućne marke Dućan Essentials i Adriatik Office</td><td>36 mjeseci</td></tr>
<tr><td>Premium linije (oznaka „Premium“ u nazivu proizvoda)</td><td>60 mjeseci</td></tr>
<tr><td>Viewmo monitori, ovisno o modelu (rok je naveden u opisu proizvoda)</td><td>24 do 60 mjeseci</td></tr>
<tr><td>Ostale marke</td><td>24 mjeseca</td></tr>
<tr><td>Baterije i akumulatori, i kad su ugrađeni u proizvod</td><td>6 mjeseci</td></tr>
</tbody>
</table>
<p>Raspodjela marki po rokovima u ovoj trgovini primjer je (demo). Rok teče od dana predaje proizvoda; dokaz je račun ili potvrda narudžbe koju ste primili e-poštom.</p>
<h2>Popravak u jamstvu</h2>
<ul>
<li>Ako popravak traje <strong>dulje od 15 dana</strong>, jamstveni rok produljuje se za vrijeme trajanja popravka.</li>
<li>Ako popravak nije gotov u <strong>30 dana</strong>, proizvod zamjenjujemo novim, jednakim ili jednakovrijednim.</li>
<li>Troškove prijevoza proizvoda u jamstvu snosimo mi.</li>
</ul>
<h2>Kako ostvariti jamstvo</h2>
<ol>
<li>Javite nam se obrascem za <a href="/contact">kontakt</a> s brojem narudžbe, šifrom proizvoda i kratkim opisom kvara.</li>
<li>Proizvod nam pošaljite ili ga donesite s računom; javit ćemo vam kako i kamo.</li>
<li>Na pisanu reklamaciju odgovaramo najkasnije u 15 dana, a o ishodu popravka obavještavamo vas e-poštom.</li>
</ol>
<h2>Što jamstvo proizvođača ne pokriva</h2>
<ul>
<li>oštećenja nastala padom, udarcem, tekućinom, nepravilnom uporabom ili popravkom izvan ovlaštenog servisa;</li>
<li>uobičajeno trošenje potrošnih dijelova (podloge, jastučići slušalica, kotačići stolica);</li>
<li>zaštitna stakla oštećena nakon postavljanja.</li>
</ul>
<p>Ta se ograničenja odnose samo na jamstvo proizvođača. Vaše zakonsko pravo na proizvod bez nedostataka ostaje u cijelosti.</p>
<h2>Poslovni kupci</h2>
<p>Za pravne osobe vrijede isti jamstveni rokovi proizvođača; odgovornost za nedostatke uređena je Zakonom o obveznim odnosima i ugovorom o suradnji.</p>
`,
  },

  delivery: {
    title: "Dostava",
    summary:
      "Dostavljamo u 3 do 5 radnih dana; dostava je besplatna za narudžbe od {{freeDeliveryThreshold}}, a za manje narudžbe stoji {{deliveryFee}}.",
    html: `
<h2>Načini dostave</h2>
<table>
<caption>Načini dostave, rokovi i cijene</caption>
<thead><tr><th scope="col">Način</th><th scope="col">Rok</th><th scope="col">Cijena</th></tr></thead>
<tbody>
<tr><td>Dostavna služba na vašu adresu</td><td>3 do 5 radnih dana</td><td>Besplatno za narudžbe od {{freeDeliveryThreshold}}, inače {{deliveryFee}} s PDV-om ({{deliveryFeeNet}} bez PDV-a)</td></tr>
<tr><td>Osobno preuzimanje u našem skladištu</td><td>Čim vam javimo da je narudžba spremna</td><td>Besplatno</td></tr>
<tr><td>Kupac šalje vlastitu dostavu</td><td>Prema dogovoru</td><td>Besplatno</td></tr>
</tbody>
</table>
<p>Prag za besplatnu dostavu uspoređuje se s vrijednošću robe s PDV-om nakon rabata, jednako za građane i za pravne osobe. Koliko vam još nedostaje do besplatne dostave, piše u košarici.</p>
<h2>Rokovi</h2>
<ul>
<li>Rok od 3 do 5 radnih dana teče od potvrde narudžbe, a kod plaćanja unaprijed od dana kada uplata stigne.</li>
<li>Kad pošaljemo paket, javljamo vam e-poštom; dostavna služba vas kontaktira na broj telefona iz narudžbe, koji koristimo samo za dostavu.</li>
<li>Za dostavu trebamo poštanski broj; ako ga nema, blagajna će vas na to upozoriti.</li>
</ul>
<h2>Preuzimanje paketa</h2>
<p>Pri preuzimanju pregledajte paket. Vidljivo oštećenje zabilježite s dostavljačem i javite nam se isti dan, a proizvod ćemo zamijeniti.</p>
<h2>Osobno preuzimanje</h2>
<p>Narudžbu preuzimate u našem skladištu (demo) u radno vrijeme, nakon što vam e-poštom javimo da je spremna. Ponesite broj narudžbe; adresu i radno vrijeme naći ćete na stranici <a href="/contact">Kontakt</a>.</p>
<h2>Dostava izvan Hrvatske</h2>
<p>Dostavljamo na adrese u Republici Hrvatskoj. Za dostavu u druge zemlje pošaljite nam upit (demo).</p>
`,
  },

  rebate: {
    title: "Rabati i plaćanje",
    summary:
      "Načini plaćanja, obročna otplata karticama, plaćanje unaprijed uplatnicom i kako poslovni kupci ostvaruju rabate.",
    html: `
<h2>Načini plaćanja</h2>
<ul>
<li><strong>Plaćanje unaprijed (virman, uplatnica)</strong>: opća uplatnica HUB-3 ili internetsko bankarstvo</li>
<li><strong>Kartica</strong>, jednokratno</li>
<li><strong>Kartica na rate</strong></li>
<li><strong>Gotovina ili kartica pri preuzimanju</strong>, uz osobno preuzimanje</li>
<li><strong>Na račun (odgoda plaćanja)</strong>: za pravne osobe kojima smo odobrili plaćanje na račun, s rokom i iznosom koje vide u blagajni i u svom profilu</li>
</ul>
<p>Sve cijene su u eurima. Građani vide cijene s PDV-om, a pravne osobe cijene bez PDV-a uz zasebno iskazan PDV.</p>
<h2>Plaćanje unaprijed</h2>
<p>Nakon narudžbe na stranici narudžbe i u e-poruci s potvrdom dobivate uplatnicu HUB-3: naš IBAN, model HR01, poziv na broj i iznos, te barkod koji skenirate u aplikaciji svoje banke. Narudžbu šaljemo kada uplata stigne na naš račun; rok dostave teče od tog dana. Dok narudžba nije plaćena, na stranici narudžbe možete je platiti i karticom.</p>
<h2>Obročno plaćanje karticama</h2>
<ul>
<li>Broj rata ovisi o iznosu narudžbe: {{instalmentRanges}}. Za manje iznose obročno plaćanje nije moguće.</li>
<li>Cijena pri plaćanju karticom na rate viša je za {{cardInstalmentsSurcharge}} od cijene pri jednokratnom plaćanju.</li>
<li>Točan iznos s uvećanjem i dopušteni broj rata vidite u blagajni prije potvrde narudžbe.</li>
</ul>
<h2>Akcije</h2>
<p>Uz sniženu cijenu uvijek navodimo najnižu cijenu u 30 dana prije sniženja, a postotak sniženja računamo od nje.</p>
`,
  },

  complaint: {
    title: "Reklamacije i povrat",
    summary: "Kako u 14 dana odustati od kupnje, vratiti proizvod i prijaviti nedostatak.",
    html: `
<h2>Odustanak od ugovora u 14 dana</h2>
<p>Kao potrošač (fizička osoba) od ugovora sklopljenog u našoj internetskoj trgovini možete odustati u roku od <strong>14 dana</strong> bez navođenja razloga. Rok teče od dana kada ste vi ili osoba koju ste odredili preuzeli robu; prije preuzimanja možete odustati u bilo kojem trenutku.</p>
<h3>Kako odustati</h3>
<ol>
<li>Otvorite <a href="/orders">Moje narudžbe</a> i narudžbu od koje odustajete.</li>
<li>Kliknite „Odustanite od ugovora ovdje“, upišite ime i prezime te e-adresu za potvrdu i odaberite stavke koje vraćate.</li>
<li>Kliknite „Dalje na potvrdu“, provjerite izjavu i kliknite „Potvrdite odustajanje“.</li>
<li>Potvrdu primitka izjave, s datumom i vremenom, odmah vam šaljemo e-poštom.</li>
</ol>
<p>Možete nam poslati i bilo koju drugu nedvosmislenu izjavu, primjerice ispunjen obrazac za jednostrani raskid ugovora sa stranice <a href="/download">Preuzimanja</a>.</p>
<h3>Povrat robe i novca</h3>
<ul>
<li>Robu nam vratite najkasnije 14 dana od izjave o odustanku. Izravne troškove povrata snosite vi, osim ako je proizvod neispravan ili smo poslali pogrešan.</li>
<li>Uplaćeni iznos, uključujući trošak standardne dostave, vraćamo najkasnije 14 dana od primitka izjave, istim načinom plaćanja. Povrat smijemo zadržati dok ne primimo robu ili dokaz da ste je poslali.</li>
<li>Odgovarate za umanjenu vrijednost robe samo ako je posljedica rukovanja koje nije bilo potrebno da utvrdite njezina svojstva i funkcionalnost.</li>
<li>Zapečaćenu robu koja nije prikladna za povrat iz zdravstvenih ili higijenskih razloga (npr. ušne slušalice) ne možemo primiti natrag ako je otpečaćena.</li>
</ul>
<h2>Reklamacija zbog nedostatka</h2>
<p>Ako proizvod ima nedostatak, javite nam se obrascem za <a href="/contact">kontakt</a> ili e-poštom, s brojem narudžbe, šifrom proizvoda i opisom nedostatka. Na pisanu reklamaciju odgovaramo najkasnije u 15 dana. Vaša prava iz zakonskog jamstva i jamstva proizvođača opisana su na stranici <a href="/warranty">Jamstvo</a>.</p>
<h2>Prigovor</h2>
<p>Nezadovoljni ste našom uslugom? Pošaljite nam pisani prigovor obrascem za kontakt ili e-poštom; potvrdu primitka šaljemo odmah, a odgovor najkasnije u 15 dana. Za izvansudsko rješavanje potrošačkih sporova možete se obratiti nadležnom tijelu za mirenje.</p>
<h2>Poslovni kupci</h2>
<p>Pravne osobe nemaju pravo na jednostrani raskid ugovora; za njih vrijede uvjeti reklamacije i jamstva.</p>
`,
  },

  gdpr: {
    title: "Privatnost i privole",
    summary:
      "Koje osobne podatke obrađujemo, zašto, koliko dugo ih čuvamo i kako ostvarujete svoja prava.",
    html: `
<h2>Tko obrađuje vaše podatke</h2>
<p>Voditelj obrade je Dućan d.o.o. (demo). Za sva pitanja o osobnim podacima pišite nam na privatnost@dukan.demo (demo) ili obrascem za <a href="/contact">kontakt</a>.</p>
<h2>Koje podatke obrađujemo, zašto i koliko dugo</h2>
<table>
<caption>Osobni podaci, svrha, pravna osnova i rok čuvanja</caption>
<thead><tr><th scope="col">Podaci</th><th scope="col">Svrha</th><th scope="col">Osnova</th><th scope="col">Koliko dugo</th></tr></thead>
<tbody>
<tr><td>Ime, e-adresa, lozinka (samo njezin sažetak), za pravne osobe podaci tvrtke i OIB</td><td>Korisnički račun i kupnja</td><td>Ugovor</td><td>Dok imate račun</td></tr>
<tr><td>Broj telefona</td><td>Samo za dostavu</td><td>Ugovor</td><td>Dok imate račun, a u narudžbi koliko i narudžba</td></tr>
<tr><td>Narudžbe, računi, plaćanja i izjave o odustanku</td><td>Izvršenje ugovora, računovodstvene i porezne obveze</td><td>Ugovor i zakonska obveza</td><td>11 godina, koliko propisuje Zakon o računovodstvu</td></tr>
<tr><td>E-adresa i jezik za newsletter, vrijeme privole</td><td>Slanje novosti i ponuda</td><td>Privola</td><td>Do odjave; nakon odjave, kao i za prijavu koja nikad nije potvrđena, podatke brišemo 6 mjeseci nakon zadnjeg kontakta (dnevnim poslom)</td></tr>
<tr><td>Ime, e-adresa, poruka i proizvod iz upita ili obrasca za kontakt</td><td>Odgovor na upit i ponuda</td><td>Predugovorne radnje i legitimni interes</td><td>Do dvije godine od zadnjeg kontakta (demo)</td></tr>
<tr><td>Nužni kolačići</td><td>Prijava, košarica, vaš izbor kolačića</td><td>Legitimni interes</td><td>Kako navodi stranica <a href="/kolacici">Kolačići</a></td></tr>
</tbody>
</table>
<p>Podatke o platnim karticama ne vidimo i ne čuvamo: unosite ih na stranici kartičnog procesora. Podatke dajemo samo onima koji su nužni za izvršenje narudžbe (dostavnoj službi ime, adresu i telefon) i ne prenosimo ih izvan Europskog gospodarskog prostora.</p>
<h2>Vaša prava</h2>
<ul>
<li>pravo na pristup podacima i njihovu kopiju;</li>
<li>pravo na ispravak netočnih podataka;</li>
<li>pravo na brisanje i na ograničenje obrade;</li>
<li>pravo na prenosivost podataka;</li>
<li>pravo na prigovor obradi na temelju legitimnog interesa;</li>
<li>pravo da u svakom trenutku povučete privolu (npr. odjavom s newslettera, poveznicom u svakoj poruci), bez utjecaja na zakonitost ranije obrade;</li>
<li>pravo na pritužbu Agenciji za zaštitu osobnih podataka (AZOP).</li>
</ul>
<h2>Preuzimanje i brisanje podataka iz profila</h2>
<p>U svom <a href="/profile">profilu</a> možete preuzeti sve svoje podatke u datoteci JSON i izbrisati svoj račun. Prije brisanja tražimo potvrdu, a nakon brisanja šaljemo vam poruku. Narudžbe čuvamo koliko zakon traži, a osobne podatke u njima brišemo ili anonimiziramo čim to zakon dopusti.</p>
<h2>Newsletter</h2>
<p>Newsletter šaljemo samo uz vašu izričitu privolu i tek kada je potvrdite poveznicom koju vam pošaljemo e-poštom. Svaka poruka ima poveznicu za odjavu.</p>
`,
  },

  cookies: {
    title: "Kolačići",
    summary:
      "Koje kolačiće trgovina postavlja, čemu služe, koliko traju i kako mijenjate svoj izbor.",
    html: `
<h2>Što su kolačići</h2>
<p>Kolačići su male tekstne datoteke koje trgovina sprema u vaš preglednik kako bi zapamtila, primjerice, da ste prijavljeni ili koji jezik ste odabrali.</p>
<h2>Nužni i ostali kolačići</h2>
<ul>
<li><strong>Nužni kolačići</strong> (prijava, košarica i pamćenje vašeg izbora kolačića) potrebni su da trgovina radi i za njih ne tražimo privolu.</li>
<li><strong>Kolačiće postavki</strong>, poput jezika na kojem vas dočekuje početna stranica, postavljamo tek kada na to pristanete. Prije toga trgovina postavlja samo nužne kolačiće.</li>
<li>Kolačiće za praćenje i oglašavanje ne koristimo.</li>
</ul>
<h2>Vaš izbor</h2>
<p>Pri prvom posjetu birate: „Prihvati sve“, „Samo nužni“ ili „Postavke“, gdje sami odabirete vrste kolačića. Vaš izbor pamtimo godinu dana, a promijeniti ga možete u bilo kojem trenutku poveznicom „Postavke kolačića“ u podnožju stranice. Kolačiće možete obrisati i u postavkama preglednika; tada ćete se morati ponovno prijaviti.</p>
<p>Trgovina ne učitava sadržaj trećih strana koji bi postavljao vlastite kolačiće. Popis svih kolačića koje postavljamo, s namjenom i trajanjem, nalazi se u nastavku.</p>
`,
  },

  download: {
    title: "Preuzimanja",
    summary: "Cjenik, katalog, brošure i obrasci za preuzimanje.",
    html: `
<p>Ovdje su datoteke koje možete preuzeti i sačuvati. Cjenik je u formatu CSV i otvara se u svakom programu za tablice; u njemu su preporučene maloprodajne cijene s PDV-om.</p>
<p>Poslovni kupci svoje nabavne cijene i stanje zaliha dobivaju u izvozima <a href="/b2b">B2B servisa</a>. Obrazac za jednostrani raskid ugovora možete ispuniti i poslati, ali jednostavnije je odustati na stranici narudžbe (<a href="/complaint">Reklamacije i povrat</a>).</p>
`,
  },

  "eu-fond": {
    title: "EU fondovi",
    summary: "Projekti koje provodimo uz sufinanciranje Europske unije.",
    html: `
<p>Dućan d.o.o. (demo) provodi projekt sufinanciran sredstvima Europske unije iz Europskog fonda za regionalni razvoj.</p>
<h2>Projekti</h2>
<ul>
<li><a href="/eu-fond/jacanje-konkurentnosti-na-inozemnim-trzistima">Jačanje konkurentnosti na inozemnim tržištima</a>: nastupi na sajmovima, prijevodi i certifikati za izvoz naših marki.</li>
</ul>
<p>Sadržaj ove stranice isključiva je odgovornost tvrtke Dućan d.o.o. (demo).</p>
`,
  },

  "eu-fond-project": {
    title: "Jačanje konkurentnosti na inozemnim tržištima",
    summary:
      "Projekt jačanja konkurentnosti robne marke na inozemnim tržištima, sufinanciran iz Europskog fonda za regionalni razvoj.",
    html: `
<dl>
<dt>Korisnik</dt><dd>Dućan d.o.o. (demo)</dd>
<dt>Ukupna vrijednost projekta</dt><dd>250.000,00 € (demo)</dd>
<dt>Sufinanciranje Europske unije</dt><dd>150.000,00 € iz Europskog fonda za regionalni razvoj (demo)</dd>
<dt>Razdoblje provedbe</dt><dd>od 1. ožujka 2025. do 28. veljače 2027. (demo)</dd>
</dl>
<h2>Cilj projekta</h2>
<p>Povećati prodaju naših kućnih marki na tržištima Europske unije i jugoistočne Europe te udio izvoza u ukupnim prihodima.</p>
<h2>Aktivnosti</h2>
<ul>
<li>nastupi na međunarodnim sajmovima elektronike i uredske opreme;</li>
<li>prijevod kataloga, uputa i internetske trgovine na engleski jezik;</li>
<li>certificiranje proizvoda za izvozna tržišta;</li>
<li>B2B izvozi ponude u XML, JSON i CSV formatu za inozemne partnere.</li>
</ul>
<h2>Očekivani rezultati</h2>
<ul>
<li>najmanje pet novih inozemnih poslovnih partnera (demo);</li>
<li>udio izvoza od najmanje 20 % prihoda (demo).</li>
</ul>
<p>Projekt je sufinancirala Europska unija iz Europskog fonda za regionalni razvoj. Sadržaj ove stranice isključiva je odgovornost tvrtke Dućan d.o.o. (demo).</p>
`,
  },

  b2b: {
    title: "B2B servis",
    summary:
      "XML, JSON i CSV izvozi proizvoda, kategorija i dostupnosti s vašim nabavnim cijenama, za poslovne partnere.",
    html: `
<p>Poslovni partneri (registrirane pravne osobe) našu ponudu mogu preuzimati automatski i prikazati je u svojoj trgovini ili sustavu.</p>
<ul>
<li><strong>Proizvodi</strong>: šifra, grupa, naziv i opis na hrvatskom i engleskom, marka, specifikacije, slike, preporučena maloprodajna cijena, vaša nabavna cijena s rabatom i stanje zaliha.</li>
<li><strong>Kategorije</strong>: stablo kategorija sa šiframa grupa.</li>
<li><strong>Dostupnost</strong>: samo stanje zaliha, za česte provjere; preuzimajte je barem jednom dnevno.</li>
</ul>
<p>Za izvoze trebate ključ koji dobivate nakon prijave kao pravna osoba. Za veće količine pošaljite upit sa stranice proizvoda; uvjete plaćanja i rabate opisuje stranica <a href="/rebate">Rabati i plaćanje</a>.</p>
`,
  },

  "page-template": {
    title: "Opća stranica",
    summary: "Predložak za nove informativne stranice trgovine.",
    html: `
<p>Ova stranica pokazuje kako izgleda informativna stranica trgovine. Osoblje može dodati novu stranicu pod bilo kojim ključem i urediti tekst bez nove verzije trgovine.</p>
<h2>Što stranica može sadržavati</h2>
<ul>
<li>naslove, odlomke i popise;</li>
<li>tablice, primjerice s rokovima ili cijenama;</li>
<li>poveznice na druge stranice, na e-adrese i na brojeve telefona.</li>
</ul>
<p>Iznosi iz postavki trgovine umeću se sami: dostava je besplatna za narudžbe od {{freeDeliveryThreshold}}.</p>
`,
  },
};
