import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { EmailChange } from "../components/EmailChange.tsx";
import { ErrorSummary } from "../components/ErrorSummary.tsx";
import { FeedKeyField } from "../components/FeedKeyField.tsx";
import { Field } from "../components/Field.tsx";
import { InfoPage } from "../components/InfoPage.tsx";
import { LogoutButton } from "../components/LogoutButton.tsx";
import { MyInquiries } from "../components/MyInquiries.tsx";
import { OpenInvoices } from "../components/OpenInvoices.tsx";
import { DELETE_ACCOUNT, PrivacyRights } from "../components/PrivacyRights.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { SubmitButton } from "../components/SubmitButton.tsx";
import { SuccessNotice } from "../components/SuccessNotice.tsx";
import { type FormResult } from "../lib/forms.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { plural } from "../locales/plural.ts";
import { screenByName } from "../route-table.ts";
import { companyFields } from "../lib/company-fields.ts";
import type { Route } from "../routes/+types/profile";

export function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages();
  const a = t.account;
  const language = useLanguage();
  const { user, company, feeds, limits, newsletterPending } = loaderData;
  const result: FormResult | undefined = actionData;
  const answer = (intent: string) => (result?.intent === intent ? result : undefined);
  const pathOf = (name: string) =>
    localizedPath(language, screenByName.get(name)?.[language] ?? "/");
  // Each form's answer is shown in its section: the address names it, so the page opens there, with
  // JavaScript (lib/scroll.ts) and without, not at the top of a long page.
  const backTo = (section: string) => `${pathOf("profile")}#${section}`;

  const details = answer("details");
  const detailValues =
    details?.ok === false ? details.values : { ...user, newsletter: user.newsletter ? "on" : "" };
  const companyAnswer = answer("company");
  const companyValues: Record<string, string> =
    companyAnswer?.ok === false
      ? companyAnswer.values
      : Object.fromEntries(companyFields.map((key) => [`company.${key}`, company?.[key] ?? ""]));

  return (
    <InfoPage name="profile">
      <div className="profile">
        <section aria-labelledby="profile-details" className="profile__section">
          <h2 id="profile-details">{a.myData}</h2>
          <SuccessNotice result={details} text={a.saved} />
          <ErrorSummary
            form="details"
            result={details}
            labels={{ name: a.name, phone: a.phone, newsletter: a.newsletter }}
          />
          <Form method="post" action={backTo("profile-details")} className="form">
            <input type="hidden" name="intent" value="details" />
            <Field
              form="details"
              name="email"
              type="email"
              label={a.email}
              hint={a.emailFixed}
              value={user.email}
              readOnly
            />
            <Field
              form="details"
              name="name"
              label={a.name}
              autoComplete="name"
              maxLength={limits.nameMax}
              required
              defaultValue={detailValues.name}
              errors={details?.fields}
            />
            <Field
              form="details"
              name="phone"
              type="tel"
              label={a.phone}
              hint={a.phoneHint}
              autoComplete="tel"
              maxLength={limits.phoneMax}
              defaultValue={detailValues.phone}
              errors={details?.fields}
            />
            <Field
              form="details"
              name="newsletter"
              type="checkbox"
              label={a.newsletter}
              hint={newsletterPending ?? (user.newsletter ? undefined : t.newsletter.consentHint)}
              defaultChecked={detailValues.newsletter === "on"}
              errors={details?.fields}
            />
            <div className="form__actions">
              <SubmitButton intent="details" pending={t.forms.saving}>
                {a.save}
              </SubmitButton>
            </div>
          </Form>
        </section>

        {company && (
          <section aria-labelledby="profile-company" className="profile__section">
            <h2 id="profile-company">{a.companyData}</h2>
            <SuccessNotice result={companyAnswer} text={a.saved} />
            <ErrorSummary
              form="company"
              result={companyAnswer}
              labels={{
                "company.name": a.companyName,
                "company.oib": a.oib,
                "company.address": a.address,
                "company.place": a.place,
                "company.post_office": a.postOffice,
                "company.phone": a.companyPhone,
              }}
            />
            <Form method="post" action={backTo("profile-company")} className="form">
              <input type="hidden" name="intent" value="company" />
              {(
                [
                  [
                    "name",
                    a.companyName,
                    { autoComplete: "organization", maxLength: limits.nameMax },
                  ],
                  [
                    "oib",
                    a.oib,
                    { inputMode: "numeric", autoComplete: "off", maxLength: 11, hint: a.oibHint },
                  ],
                  [
                    "address",
                    a.address,
                    { autoComplete: "street-address", maxLength: limits.addressMax },
                  ],
                  ["place", a.place, { autoComplete: "address-level2", maxLength: limits.nameMax }],
                  [
                    "post_office",
                    a.postOffice,
                    {
                      inputMode: "numeric",
                      autoComplete: "postal-code",
                      maxLength: limits.postOfficeMax,
                      hint: a.postOfficeHint,
                    },
                  ],
                  [
                    "phone",
                    a.companyPhone,
                    { type: "tel", autoComplete: "tel", maxLength: limits.phoneMax },
                  ],
                ] as const
              ).map(([key, label, props]) => (
                <Field
                  key={key}
                  form="company"
                  name={`company.${key}`}
                  label={label}
                  required
                  defaultValue={companyValues[`company.${key}`]}
                  errors={companyAnswer?.fields}
                  {...props}
                />
              ))}
              <div className="form__actions">
                <SubmitButton intent="company" pending={t.forms.saving}>
                  {a.save}
                </SubmitButton>
              </div>
            </Form>
          </section>
        )}

        {feeds && (
          <section aria-labelledby="profile-feeds" className="profile__section">
            <h2 id="profile-feeds">{t.feeds.title}</h2>
            <p>{t.feeds.profileIntro}</p>
            {feeds.key ? (
              <FeedKeyField value={feeds.key} id="profile-feed-key" />
            ) : (
              <p className="notice notice--error">{t.feeds.unavailable}</p>
            )}
            <p>
              <ShopLink to={pathOf("b2b")}>{t.feeds.guideLink}</ShopLink>
            </p>
          </section>
        )}

        {loaderData.openInvoices && (
          <OpenInvoices
            onAccount={loaderData.openInvoices.onAccount}
            invoices={loaderData.openInvoices.invoices}
          />
        )}

        <MyInquiries texts={loaderData.inquiries.texts} list={loaderData.inquiries.list} />

        <EmailChange
          action={backTo("profile-email")}
          result={answer("email")}
          refusedLink={loaderData.emailChange?.message ?? null}
          emailMax={limits.emailMax}
        />

        <PasswordChange
          action={backTo("profile-password")}
          result={answer("password")}
          passwordMin={limits.passwordMin}
          passwordMax={limits.passwordMax}
        />

        <PrivacyRights action={backTo("profile-privacy")} result={answer(DELETE_ACCOUNT)} />

        <nav aria-labelledby="profile-links" className="profile__section profile__links">
          <h2 id="profile-links">{a.myAccount}</h2>
          <ul>
            <li>
              <ShopLink to={pathOf("wishlist")}>{a.myWishlist}</ShopLink>
            </li>
            <li>
              <ShopLink to={pathOf("orders")}>{a.myOrders}</ShopLink>
            </li>
            <li>
              <ShopLink to={pathOf("my-invoices")}>{a.myInvoices}</ShopLink>
            </li>
            <li>
              <ShopLink to={pathOf("my-rebate")}>{a.myRebates}</ShopLink>
            </li>
          </ul>
          <LogoutButton label={a.logOut} className="button button--secondary" />
        </nav>
      </div>
    </InfoPage>
  );
}

/** Old password, new one and its confirmation; the fields are emptied once the change is saved. */
function PasswordChange({
  action,
  result,
  passwordMin,
  passwordMax,
}: {
  action: string;
  result: FormResult | undefined;
  passwordMin: number;
  passwordMax: number;
}) {
  const t = useMessages();
  const a = t.account;
  const language = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <section aria-labelledby="profile-password" className="profile__section">
      <h2 id="profile-password">{a.changePassword}</h2>
      <SuccessNotice result={result} text={a.passwordChanged} />
      <ErrorSummary
        form="password"
        result={result}
        labels={{
          old_password: a.oldPassword,
          password: a.newPassword,
          password_confirmation: a.newPasswordConfirmation,
        }}
      />
      <Form method="post" action={action} className="form" ref={form}>
        <input type="hidden" name="intent" value="password" />
        <Field
          form="password"
          name="old_password"
          type="password"
          label={a.oldPassword}
          autoComplete="current-password"
          required
          errors={result?.fields}
        />
        <Field
          form="password"
          name="password"
          type="password"
          label={a.newPassword}
          hint={plural(language, passwordMin, a.passwordLength)}
          autoComplete="new-password"
          minLength={passwordMin}
          maxLength={passwordMax}
          required
          errors={result?.fields}
        />
        <Field
          form="password"
          name="password_confirmation"
          type="password"
          label={a.newPasswordConfirmation}
          autoComplete="new-password"
          maxLength={passwordMax}
          required
          errors={result?.fields}
        />
        <div className="form__actions">
          <SubmitButton intent="password" pending={t.forms.saving}>
            {a.changePasswordSubmit}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
