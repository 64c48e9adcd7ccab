/**
 * The EU-funded project's page's address under `/eu-fond/` (the page `eu-fond-project`), per
 * language. No zod here: the storefront's and the back office's browser code import it.
 */
export const EU_PROJECT_SLUG = {
  hr: "jacanje-konkurentnosti-na-inozemnim-trzistima",
  en: "strengthening-competitiveness-on-foreign-markets",
} as const;
