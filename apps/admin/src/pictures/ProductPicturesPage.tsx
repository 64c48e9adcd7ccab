import { Box } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { ProductBrochure } from "./ProductBrochure.tsx";
import { ProductPictures } from "./ProductPictures.tsx";

/** `/admin/products/:id/pictures`: a product's pictures and brochure, until the product form shows them. */
export function ProductPicturesPage() {
  const translate = useTranslate();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return null;
  return (
    <Box sx={{ mt: 2, display: "grid", gap: 2 }}>
      <Title title={translate("dukan.pictures.page_title", { id })} />
      <ProductPictures productId={id} />
      <ProductBrochure productId={id} />
    </Box>
  );
}
