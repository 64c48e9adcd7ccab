// The pictures, brochure and logo components, for the product and brand forms to include.
export { BrandLogo } from "./BrandLogo.tsx";
export { ProductBrochure } from "./ProductBrochure.tsx";
export { ProductPictures } from "./ProductPictures.tsx";
export { ProductPicturesPage } from "./ProductPicturesPage.tsx";
