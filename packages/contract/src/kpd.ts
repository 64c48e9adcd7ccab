/**
 * A KPD 2025 sub-category (Klasifikacija proizvoda po djelatnostima, the Croatian CPA 2.2): six
 * digits written as 26.20.16, the level every e-invoice line names (Fiskalizacija 2.0). Alone in
 * its file so the back office checks its form without loading the schemas.
 */
export const kpdCodePattern = /^[0-9]{2}\.[0-9]{2}\.[0-9]{2}$/;
