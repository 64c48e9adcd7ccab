import type { InfoPageKey } from "@dukan/contract";
import type { SeedPage } from "./seed-pages.ts";

/** The information pages' first text in English; see seed-pages.hr.ts. */
export const seedPagesEn: Record<InfoPageKey, SeedPage> = {
  about: {
    title: "About us",
    summary:
      "Distributor and manufacturer of gaming peripherals, office and computer equipment and screen-protection glass, for businesses and private buyers.",
    html: `
<h2>Who we are</h2>
<p>Dućan d.o.o. (demo) is a Croatian distributor and manufacturer of electronics. Under our own brands <strong>Dućan Essentials</strong> and <strong>Adriatik Office</strong> we design office and computer equipment, and we make <strong>Lumina Glass</strong> and <strong>Kristal Guard</strong> screen protection in Croatia. As a distributor we also offer products of some twenty international brands.</p>
<p>We sell to registered business buyers (legal entities) on wholesale terms and to private persons at retail prices, in Croatian and English.</p>
<h2>What we offer</h2>
<ul>
<li><strong>Gaming peripherals</strong>: keyboards, mice, headsets, mouse pads and gaming chairs.</li>
<li><strong>Office and computer equipment</strong>: monitors, memory, cables, chargers, toners, inks and paper.</li>
<li><strong>Screen-protection glass</strong> for phones, tablets and smartwatches.</li>
</ul>
<h2>For businesses</h2>
<p>Registered legal entities see prices without VAT and their own price after rebates, and can take our range as XML, JSON and CSV feeds with their purchase prices and stock levels (<a href="/en/b2b">B2B service</a>). For large quantities, send an inquiry straight from the product page (“Send inquiry”).</p>
<h2>For private buyers</h2>
<ul>
<li>Prices are in euros and include VAT.</li>
<li>Delivery in 3 to 5 working days, free for orders of {{freeDeliveryThreshold}} or more (<a href="/en/delivery">Delivery</a>).</li>
<li>You can withdraw from a purchase within 14 days, with one click on the order's page (<a href="/en/complaint">Complaints and returns</a>).</li>
<li>A commercial warranty of up to 60 months on top of the two-year legal guarantee (<a href="/en/warranty">Warranty</a>).</li>
</ul>
<h2>Projects co-financed by EU funds</h2>
<p>The European Union co-finances our work on foreign markets. More on the <a href="/en/eu-fond">EU funds</a> page.</p>
`,
  },

  contact: {
    title: "Contact",
    summary: "Write to us, call us, or send a request for an offer straight from a product's page.",
    html: `
<h2>How to reach us</h2>
<ul>
<li><strong>The contact form</strong> on this page: for questions about products, orders and cooperation. We usually answer on the next working day.</li>
<li><strong>A request for an offer</strong>: on a product's page choose “Send inquiry” and give the quantity and a message. Business buyers who need large quantities write to us this way too.</li>
<li><strong>By phone or e-mail</strong> during opening hours; the address, phone number and opening hours are on this page.</li>
</ul>
<h2>Before you write</h2>
<ul>
<li>Your order's status, payment slip and invoice are in <a href="/en/orders">My orders</a>.</li>
<li>You withdraw from a purchase on the order's page, with the “Withdraw from contract here” button (<a href="/en/complaint">Complaints and returns</a>).</li>
<li>A fault or defect: <a href="/en/warranty">Warranty</a> and <a href="/en/complaint">Complaints and returns</a>.</li>
<li>XML and JSON feeds for business partners: <a href="/en/b2b">B2B service</a>.</li>
</ul>
`,
  },

  warranty: {
    title: "Warranty",
    summary:
      "A manufacturer's warranty of 6 to 60 months, depending on the brand and kind of product, and the two-year legal guarantee of conformity, which applies independently of it.",
    html: `
<h2>Two separate protections</h2>
<p>When you buy a product as a consumer, you have two rights that do not exclude each other:</p>
<dl>
<dt>The legal guarantee of conformity (the seller's liability for defects)</dt>
<dd>As the seller, we are liable for any lack of conformity that existed when the goods were delivered and becomes apparent within <strong>two years</strong> of delivery. This right is given by the Croatian Civil Obligations Act and Directive (EU) 2019/771; it applies to every product, always, whatever the manufacturer's warranty, and cannot be limited or excluded. A defect that appears within the first year is presumed to have existed at delivery. You can ask for repair or replacement and, if neither is possible or succeeds, a price reduction or the end of the contract.</dd>
<dt>The commercial warranty (the manufacturer's warranty)</dt>
<dd>A voluntary warranty by the manufacturer, for the periods in the table below. It comes <strong>in addition to</strong> the legal guarantee and does not reduce it: in the first two years you may rely on either.</dd>
</dl>
<h2>Warranty periods</h2>
<table>
<caption>Manufacturer's warranty by brand and kind of product</caption>
<thead><tr><th scope="col">Products</th><th scope="col">Warranty</th></tr></thead>
<tbody>
<tr><td>Our house brands Dućan Essentials and Adriatik Office</td><td>36 months</td></tr>
<tr><td>Premium lines (“Premium” in the product's name)</td><td>60 months</td></tr>
<tr><td>Viewmo monitors, depending on the model (the period is given in the product's description)</td><td>24 to 60 months</td></tr>
<tr><td>Other brands</td><td>24 months</td></tr>
<tr><td>Batteries and rechargeable cells, also when built into a product</td><td>6 months</td></tr>
</tbody>
</table>
<p>Which brand has which period in this shop is an example (demo). The period runs from the day the product is delivered; the invoice or the order confirmation you received by e-mail is your proof.</p>
<h2>Repairs under warranty</h2>
<ul>
<li>If a repair takes <strong>more than 15 days</strong>, the warranty is extended by the time the repair took.</li>
<li>If a repair is not finished within <strong>30 days</strong>, we replace the product with a new, identical or equivalent one.</li>
<li>We pay for shipping a product under warranty.</li>
</ul>
<h2>How to claim</h2>
<ol>
<li>Tell us through the <a href="/en/contact">contact form</a>, with the order number, the product's item code and a short description of the fault.</li>
<li>Send or bring the product with the invoice; we will tell you how and where.</li>
<li>We answer a written claim within 15 days at the latest and tell you the outcome of the repair by e-mail.</li>
</ol>
<h2>What the manufacturer's warranty does not cover</h2>
<ul>
<li>damage from a fall, a blow, liquid, misuse or a repair outside an authorised service;</li>
<li>normal wear of consumable parts (pads, headset cushions, chair castors);</li>
<li>screen-protection glass damaged after it was applied.</li>
</ul>
<p>These limits apply to the manufacturer's warranty only. Your legal right to goods without defects stays in full.</p>
<h2>Business buyers</h2>
<p>The same manufacturer's warranty periods apply to legal entities; liability for defects follows the Civil Obligations Act and the cooperation agreement.</p>
`,
  },

  delivery: {
    title: "Delivery",
    summary:
      "We deliver in 3 to 5 working days; delivery is free for orders of {{freeDeliveryThreshold}} or more and costs {{deliveryFee}} below that.",
    html: `
<h2>Ways of delivery</h2>
<table>
<caption>Ways of delivery, times and prices</caption>
<thead><tr><th scope="col">Way</th><th scope="col">Time</th><th scope="col">Price</th></tr></thead>
<tbody>
<tr><td>Delivery service to your address</td><td>3 to 5 working days</td><td>Free for orders of {{freeDeliveryThreshold}} or more, otherwise {{deliveryFee}} including VAT ({{deliveryFeeNet}} without VAT)</td></tr>
<tr><td>Personal pickup at our warehouse</td><td>As soon as we tell you the order is ready</td><td>Free</td></tr>
<tr><td>Buyer sends own delivery</td><td>As agreed</td><td>Free</td></tr>
</tbody>
</table>
<p>The free-delivery threshold is compared with the value of the goods including VAT, after rebates, for private persons and legal entities alike. The cart tells you how much is missing to free delivery.</p>
<h2>Times</h2>
<ul>
<li>The 3 to 5 working days run from the order's confirmation, or, when paying in advance, from the day the payment arrives.</li>
<li>We e-mail you when the parcel leaves; the delivery service calls the phone number in the order, which we use only for delivery.</li>
<li>Delivery needs a zip code; if it is missing, the checkout tells you.</li>
</ul>
<h2>Receiving the parcel</h2>
<p>Check the parcel when you receive it. Have the courier note any visible damage and tell us the same day; we will replace the product.</p>
<h2>Personal pickup</h2>
<p>You collect the order at our warehouse (demo) during opening hours, once we have e-mailed you that it is ready. Bring the order number; the address and opening hours are on the <a href="/en/contact">Contact</a> page.</p>
<h2>Delivery outside Croatia</h2>
<p>We deliver to addresses in the Republic of Croatia. For delivery to other countries, send us an inquiry (demo).</p>
`,
  },

  rebate: {
    title: "Rebates and payment",
    summary:
      "Ways to pay, card instalments, advance payment by bank transfer, and how business buyers earn rebates.",
    html: `
<h2>Ways to pay</h2>
<ul>
<li><strong>Pay in advance (bank transfer)</strong>: HUB-3 payment slip or online banking</li>
<li><strong>Card</strong>, in one payment</li>
<li><strong>Card in instalments</strong></li>
<li><strong>Cash or card on pickup</strong>, with personal pickup</li>
<li><strong>On account</strong>: for legal entities we have allowed to pay on account, with the term and the amount they see at checkout and in their profile</li>
</ul>
<p>All prices are in euros. Private persons see prices including VAT; legal entities see prices without VAT, with VAT shown apart.</p>
<h2>Paying in advance</h2>
<p>After you order, the order's page and the confirmation e-mail give you a HUB-3 payment slip: our IBAN, model HR01, the reference and the amount, with a barcode you scan in your bank's app. We send the order once the payment reaches our account; the delivery time runs from that day. While the order is unpaid, you can also pay it by card on the order's page.</p>
<h2>Card instalments</h2>
<ul>
<li>The number of instalments depends on the order's total: {{instalmentRanges}}. Smaller amounts cannot be paid in instalments.</li>
<li>The card price in instalments is {{cardInstalmentsSurcharge}} higher than the price paid at once.</li>
<li>The checkout shows the exact amount with the surcharge and the instalments allowed before you confirm the order.</li>
</ul>
<h2>Sales</h2>
<p>Next to a discounted price we always show the lowest price of the 30 days before the discount, and compute the discount's percentage from it.</p>
`,
  },

  complaint: {
    title: "Complaints and returns",
    summary:
      "How to withdraw from a purchase within 14 days, return a product and report a defect.",
    html: `
<h2>Withdrawal from the contract within 14 days</h2>
<p>As a consumer (a private person) you may withdraw from a contract made in our online shop within <strong>14 days</strong> without giving any reason. The period runs from the day you, or a person you named, received the goods; before that you may withdraw at any time.</p>
<h3>How to withdraw</h3>
<ol>
<li>Open <a href="/en/orders">My orders</a> and the order you withdraw from.</li>
<li>Click “Withdraw from contract here”, enter your name and the e-mail address for the acknowledgement, and choose the lines you return.</li>
<li>Click “Continue to confirmation”, check the statement and click “Confirm withdrawal”.</li>
<li>We e-mail you the acknowledgement of your statement, with the date and time we received it, at once.</li>
</ol>
<p>You may also send us any other clear statement, for example the completed model withdrawal form from the <a href="/en/download">Downloads</a> page.</p>
<h3>Returning the goods and the refund</h3>
<ul>
<li>Send the goods back within 14 days of your statement. You bear the direct cost of returning them, unless the product is faulty or we sent the wrong one.</li>
<li>We refund what you paid, including the standard delivery cost, within 14 days of receiving your statement, by the same means of payment. We may hold the refund until we have the goods back or proof that you sent them.</li>
<li>You are liable for a loss in the goods' value only if it comes from handling beyond what was needed to establish their nature and functioning.</li>
<li>Sealed goods not suitable for return for health or hygiene reasons (such as in-ear headphones) cannot be taken back once unsealed.</li>
</ul>
<h2>Claims for a defect</h2>
<p>If a product is defective, tell us through the <a href="/en/contact">contact form</a> or by e-mail, with the order number, the item code and a description of the defect. We answer a written claim within 15 days at the latest. Your rights under the legal guarantee and the manufacturer's warranty are on the <a href="/en/warranty">Warranty</a> page.</p>
<h2>Complaints about our service</h2>
<p>Not happy with our service? Send us a written complaint through the contact form or by e-mail; we confirm receipt at once and answer within 15 days at the latest. For out-of-court settlement of consumer disputes you may turn to the competent mediation body.</p>
<h2>Business buyers</h2>
<p>Legal entities have no right of withdrawal; the claim and warranty terms apply to them.</p>
`,
  },

  gdpr: {
    title: "Privacy and consent",
    summary:
      "Which personal data we process, why, how long we keep it and how you exercise your rights.",
    html: `
<h2>Who processes your data</h2>
<p>The controller is Dućan d.o.o. (demo). For any question about personal data, write to privatnost@dukan.demo (demo) or use the <a href="/en/contact">contact form</a>.</p>
<h2>What we process, why and for how long</h2>
<table>
<caption>Personal data, purpose, legal basis and retention</caption>
<thead><tr><th scope="col">Data</th><th scope="col">Purpose</th><th scope="col">Basis</th><th scope="col">How long</th></tr></thead>
<tbody>
<tr><td>Name, e-mail address, password (only its hash), for legal entities the company's data and OIB</td><td>Your account and purchases</td><td>Contract</td><td>While you have an account</td></tr>
<tr><td>Phone number</td><td>Delivery only</td><td>Contract</td><td>While you have an account, and in an order as long as the order</td></tr>
<tr><td>Orders, invoices, payments and withdrawal statements</td><td>Performing the contract, accounting and tax duties</td><td>Contract and legal obligation</td><td>11 years, as the Croatian Accounting Act requires</td></tr>
<tr><td>E-mail address and language for the newsletter, time of consent</td><td>Sending news and offers</td><td>Consent</td><td>Until you unsubscribe; after that, and for a subscription never confirmed, we delete the data 6 months after the last contact (by a daily job)</td></tr>
<tr><td>Name, e-mail address, message and product of an inquiry or the contact form</td><td>Answering and making an offer</td><td>Pre-contractual steps and legitimate interest</td><td>Up to two years from the last contact (demo)</td></tr>
<tr><td>Necessary cookies</td><td>Login, cart, your cookie choice</td><td>Legitimate interest</td><td>As the <a href="/en/cookies">Cookies</a> page says</td></tr>
</tbody>
</table>
<p>We neither see nor keep card data: you enter it on the card processor's page. We share data only with those needed to fulfil an order (the delivery service gets your name, address and phone) and do not transfer it outside the European Economic Area.</p>
<h2>Your rights</h2>
<ul>
<li>the right of access to your data and a copy of it;</li>
<li>the right to have inaccurate data corrected;</li>
<li>the right to erasure and to restriction of processing;</li>
<li>the right to data portability;</li>
<li>the right to object to processing based on legitimate interest;</li>
<li>the right to withdraw consent at any time (for example by unsubscribing from the newsletter, through the link in every message), without affecting earlier processing;</li>
<li>the right to lodge a complaint with the Croatian Personal Data Protection Agency (AZOP).</li>
</ul>
<h2>Downloading and deleting your data from the profile</h2>
<p>In your <a href="/en/profile">profile</a> you can download all your data as a JSON file and delete your account. We ask you to confirm before deleting and send you a message afterwards. We keep orders as long as the law requires and erase or anonymise the personal data in them as soon as the law allows.</p>
<h2>Newsletter</h2>
<p>We send the newsletter only with your explicit consent, and only after you confirm it through the link we e-mail you. Every message has an unsubscribe link.</p>
`,
  },

  cookies: {
    title: "Cookies",
    summary:
      "Which cookies the shop sets, what they are for, how long they last and how you change your choice.",
    html: `
<h2>What cookies are</h2>
<p>Cookies are small text files the shop stores in your browser to remember, for example, that you are logged in or which language you chose.</p>
<h2>Necessary and other cookies</h2>
<ul>
<li><strong>Necessary cookies</strong> (login, cart and remembering your cookie choice) are needed for the shop to work; we do not ask consent for them.</li>
<li><strong>Preference cookies</strong>, such as the language the home page greets you in, are set only once you agree. Until then the shop sets necessary cookies only.</li>
<li>We use no tracking or advertising cookies.</li>
</ul>
<h2>Your choice</h2>
<p>On your first visit you choose: “Accept all”, “Necessary only” or “Settings”, where you pick the kinds of cookies yourself. We remember your choice for a year, and you can change it at any time through the “Cookie settings” link at the foot of every page. You can also delete cookies in your browser's settings; you will then have to log in again.</p>
<p>The shop loads no third-party content that would set cookies of its own. Every cookie we set, with its purpose and lifetime, is listed below.</p>
`,
  },

  download: {
    title: "Downloads",
    summary: "Price list, catalogue, brochures and forms to download.",
    html: `
<p>Here are files you can download and keep. The price list is a CSV file that opens in any spreadsheet program; it holds the recommended retail prices including VAT.</p>
<p>Business buyers get their purchase prices and stock levels in the feeds of the <a href="/en/b2b">B2B service</a>. You can fill in and send the model withdrawal form, but withdrawing on the order's page is simpler (<a href="/en/complaint">Complaints and returns</a>).</p>
`,
  },

  "eu-fond": {
    title: "EU funds",
    summary: "Projects we carry out with co-financing from the European Union.",
    html: `
<p>Dućan d.o.o. (demo) carries out a project co-financed by the European Union from the European Regional Development Fund.</p>
<h2>Projects</h2>
<ul>
<li><a href="/en/eu-fond/strengthening-competitiveness-on-foreign-markets">Strengthening competitiveness on foreign markets</a>: trade fairs, translations and certificates for exporting our brands.</li>
</ul>
<p>The content of this page is the sole responsibility of Dućan d.o.o. (demo).</p>
`,
  },

  "eu-fond-project": {
    title: "Strengthening competitiveness on foreign markets",
    summary:
      "A project strengthening our brand's competitiveness on foreign markets, co-financed by the European Regional Development Fund.",
    html: `
<dl>
<dt>Beneficiary</dt><dd>Dućan d.o.o. (demo)</dd>
<dt>Total value of the project</dt><dd>€250,000.00 (demo)</dd>
<dt>European Union co-financing</dt><dd>€150,000.00 from the European Regional Development Fund (demo)</dd>
<dt>Period</dt><dd>1 March 2025 to 28 February 2027 (demo)</dd>
</dl>
<h2>Aim of the project</h2>
<p>To grow the sales of our house brands in the markets of the European Union and South-East Europe, and the share of exports in our revenue.</p>
<h2>Activities</h2>
<ul>
<li>stands at international electronics and office-equipment fairs;</li>
<li>translating the catalogue, manuals and the online shop into English;</li>
<li>certifying products for export markets;</li>
<li>B2B feeds of our range in XML, JSON and CSV for foreign partners.</li>
</ul>
<h2>Expected results</h2>
<ul>
<li>at least five new foreign business partners (demo);</li>
<li>exports of at least 20% of revenue (demo).</li>
</ul>
<p>The project was co-financed by the European Union from the European Regional Development Fund. The content of this page is the sole responsibility of Dućan d.o.o. (demo).</p>
`,
  },

  b2b: {
    title: "B2B service",
    summary:
      "XML, JSON and CSV feeds of products, categories and availability with your purchase prices, for business partners.",
    html: `
<p>Business partners (registered legal entities) can take our range automatically and show it in their own shop or system.</p>
<ul>
<li><strong>Products</strong>: item code, group, name and description in Croatian and English, brand, specifications, pictures, recommended retail price, your purchase price after rebates, and stock.</li>
<li><strong>Categories</strong>: the category tree with group codes.</li>
<li><strong>Availability</strong>: stock only, for frequent checks; fetch it at least once a day.</li>
</ul>
<p>The feeds need a key, which you get once logged in as a legal entity. For large quantities, send an inquiry from the product's page; payment terms and rebates are on the <a href="/en/rebate">Rebates and payment</a> page.</p>
`,
  },

  "page-template": {
    title: "General page",
    summary: "A template for the shop's new information pages.",
    html: `
<p>This page shows what an information page of the shop looks like. Staff can add a new page under any key and edit its text without a new release of the shop.</p>
<h2>What a page can hold</h2>
<ul>
<li>headings, paragraphs and lists;</li>
<li>tables, for example of periods or prices;</li>
<li>links to other pages, to e-mail addresses and to phone numbers.</li>
</ul>
<p>Amounts from the shop's settings are filled in by themselves: delivery is free for orders of {{freeDeliveryThreshold}} or more.</p>
`,
  },
};
