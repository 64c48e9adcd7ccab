import type { newsletterHr } from "./newsletter.hr.ts";

/** English texts of the newsletter: the footer's form and the newsletter page (merged into `en.newsletter`). */
export const newsletterEn: Record<keyof typeof newsletterHr, string> = {
  footerTitle: "Newsletter",
  footerIntro: "News and offers in your inbox.",
  email: "E-mail address",
  consent: "I agree to receive Dućan's newsletter with news and offers.",
  consentHint:
    "We will send you a message with a link to confirm. You can unsubscribe at any time.",
  subscribe: "Subscribe",
  subscribeTitle: "Subscribe to the newsletter",
  subscribeIntro:
    "Once or twice a month: new products, offers and sales. The subscription starts once you confirm it with the link in our message.",
  confirmTitle: "Confirm your subscription",
  confirmText: "Click the button to confirm this address's newsletter subscription.",
  confirm: "Confirm subscription",
  unsubscribeTitle: "Unsubscribe from the newsletter",
  unsubscribeLinkText: "Click the button and we will not send you the newsletter again.",
  unsubscribe: "Unsubscribe me",
  unsubscribeAddressText: "Enter the address you want to unsubscribe from the newsletter.",
  unsubscribeAddress: "Unsubscribe address",
  keeping:
    "We keep the address and the time of your consent while you are subscribed. The data of an unsubscribed or never confirmed address is deleted 6 months after our last contact.",
  privacyLink: "More about data protection",
  backHome: "Back to the home page",
};
