import type { FeedName } from "@dukan/contract";
import { Fragment } from "react";
import type { B2bGuide } from "../lib/feeds.ts";
import { useLanguage } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { format } from "../locales/format.ts";
import { ShopLink } from "./ShopLink.tsx";

/**
 * How to integrate with the B2B feeds, for everyone: the feeds and their addresses, access with
 * a key, every field of each feed, how often to fetch, polling advice, curl examples, schemas.
 * Plain server-rendered text; links to the API's own pages load them as documents.
 */
export function FeedGuide({ guide }: { guide: B2bGuide }) {
  const language = useLanguage();
  const { texts: t, site, addresses, fields, schemas } = guide;
  const names = t.feeds.names;
  const feeds = Object.keys(fields) as FeedName[];
  const base = `${site}/api/b2b`;
  const key = t.examples.key;
  const auth = `-H "Authorization: Bearer ${key}"`;
  const examples = [
    [t.examples.whole, `curl ${auth} ${base}/products.json`],
    [t.examples.compressed, `curl --compressed ${auth} -o products.xml ${base}/products.xml`],
    [
      t.examples.etag,
      `curl -i --compressed ${auth} -H 'If-None-Match: ${t.examples.etagValue}' ${base}/availability.json`,
    ],
    [
      t.examples.since,
      `curl --compressed ${auth} "${base}/availability.csv?since=2026-11-25T08:00:00Z"`,
    ],
    [t.examples.query, `curl --compressed "${base}/categories.xml?key=${key}"`],
  ] as const;
  const advice = [
    t.polling.since,
    t.polling.etag,
    t.polling.compression,
    t.polling.limit,
    t.polling.errors,
  ];

  return (
    <div className="feed-guide">
      <section aria-labelledby="b2b-about">
        <h2 id="b2b-about">{t.about.title}</h2>
        <p>{t.about.text}</p>
      </section>

      <section aria-labelledby="b2b-feeds">
        <h2 id="b2b-feeds">{t.feeds.title}</h2>
        <p>{format(t.feeds.intro, { site })}</p>
        <table className="feed-table">
          <caption className="visually-hidden">{t.feeds.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.feeds.feed}</th>
              <th scope="col">{t.feeds.content}</th>
            </tr>
          </thead>
          <tbody>
            {feeds.map((name) => (
              <tr key={name}>
                <th scope="row">
                  {names[name]}
                  <ul className="feed-table__files">
                    {addresses
                      .filter((address) => address.name === name)
                      .map((address) => (
                        <li key={address.url}>
                          <code>{address.url.slice(address.url.lastIndexOf("/") + 1)}</code>
                        </li>
                      ))}
                  </ul>
                </th>
                <td>{t.feeds.contents[name]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t.feeds.formats}</p>
      </section>

      <section aria-labelledby="b2b-access">
        <h2 id="b2b-access">{t.access.title}</h2>
        <p>{t.access.text}</p>
        <ul>
          <li>{t.access.header}</li>
          <li>{t.access.query}</li>
        </ul>
        <p>{t.access.refused}</p>
      </section>

      <section aria-labelledby="b2b-fields">
        <h2 id="b2b-fields">{t.fields.title}</h2>
        <p>{t.fields.intro}</p>
        <p>{t.fields.xml}</p>
        <p>{t.fields.csv}</p>
        {feeds.map((name) => (
          <section key={name} aria-labelledby={`b2b-fields-${name}`}>
            <h3 id={`b2b-fields-${name}`}>{names[name]}</h3>
            <table className="feed-table feed-table--fields">
              <caption className="visually-hidden">
                {format(t.fields.caption, { feed: names[name] })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.fields.field}</th>
                  <th scope="col">{t.fields.meaning}</th>
                </tr>
              </thead>
              <tbody>
                {fields[name].map((field) => (
                  <tr key={field.name}>
                    <th scope="row">
                      <code>{breakable(field.name)}</code>
                      <span className="feed-table__type">{field.type}</span>
                    </th>
                    <td>{field.meaning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </section>

      <section aria-labelledby="b2b-frequency">
        <h2 id="b2b-frequency">{t.frequency.title}</h2>
        <ul>
          <li>{t.frequency.stock}</li>
          <li>{t.frequency.availability}</li>
          <li>{t.frequency.products}</li>
          <li>{t.frequency.categories}</li>
        </ul>
      </section>

      <section aria-labelledby="b2b-polling">
        <h2 id="b2b-polling">{t.polling.title}</h2>
        <dl className="feed-guide__advice">
          {advice.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>{format(item.text, { limit: guide.requestsPerMinute })}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="b2b-examples">
        <h2 id="b2b-examples">{t.examples.title}</h2>
        <p>{t.examples.intro}</p>
        {examples.map(([text, command]) => (
          <figure key={command} className="feed-guide__example">
            <figcaption>{text}</figcaption>
            <pre>
              <code>{command}</code>
            </pre>
          </figure>
        ))}
      </section>

      <section aria-labelledby="b2b-docs">
        <h2 id="b2b-docs">{t.docs.title}</h2>
        <ul>
          {schemas.map((schema) => (
            <li key={schema.name}>
              <a href={schema.url}>
                {format(t.docs.schema, { feed: names[schema.name], file: `${schema.name}.xsd` })}
              </a>
            </li>
          ))}
          <li>
            <a href={guide.openapi}>{t.docs.openapi}</a>
          </li>
          <li>
            <a href={guide.docs}>{t.docs.apiDocs}</a>
          </li>
        </ul>
        <p>
          {t.docs.question}{" "}
          <ShopLink to={screenPath(language, "contact")}>{t.docs.contact}</ShopLink>
        </p>
      </section>
    </div>
  );
}

/** A field's name that may wrap after its underscores only (`purchase_<wbr>price_<wbr>cents`), never inside a word. */
function breakable(name: string) {
  return name.split("_").map((part, i, parts) => (
    <Fragment key={part + i}>
      {part}
      {i < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}
