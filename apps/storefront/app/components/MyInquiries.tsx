import { useMessages } from "../lib/i18n.tsx";
import type { ContactTexts } from "../locales/contact.ts";

/** One of the customer's inquiries as the profile lists it: the date written out in the page's language. */
export interface ListedInquiry {
  id: number;
  date: string;
  itemCode: string;
  productName: string;
  quantity: number;
  status: string;
}

/** The profile's "My inquiries": date, product (name and item code), quantity and status of each, newest first. */
export function MyInquiries({
  texts,
  list,
}: {
  texts: ContactTexts["myInquiries"];
  list: ListedInquiry[] | null;
}) {
  const failed = useMessages().forms.failed;
  return (
    <section
      id="inquiries"
      aria-labelledby="profile-inquiries"
      className="profile__section my-inquiries"
    >
      <h2 id="profile-inquiries">{texts.title}</h2>
      {list === null ? (
        <p className="notice notice--error">{failed}</p>
      ) : list.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <table>
          <caption className="visually-hidden">{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.date}</th>
              <th scope="col">{texts.product}</th>
              <th scope="col" className="my-inquiries__quantity">
                {texts.quantity}
              </th>
              <th scope="col">{texts.status}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((inquiry) => (
              <tr key={inquiry.id}>
                <td>{inquiry.date}</td>
                <td>
                  {inquiry.productName} ({inquiry.itemCode})
                </td>
                <td className="my-inquiries__quantity">{inquiry.quantity}</td>
                <td>{inquiry.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
