// The part of SaxonJS's API (npm saxon-js, which ships no types) that schematron.testing.ts uses:
// https://www.saxonica.com/saxon-js/documentation2/index.html#!api/transform
declare module "saxon-js" {
  interface TransformOptions {
    /** A compiled stylesheet (SEF), as parsed JSON. */
    stylesheetInternal: unknown;
    sourceText: string;
    destination: "serialized";
  }
  const SaxonJS: {
    transform(options: TransformOptions, execution: "async"): Promise<{ principalResult: string }>;
  };
  export default SaxonJS;
}
