import { Refusal } from "../refusals/refusal.ts";

/** A cart line the stock no longer covers, as the confirmation step reports it. */
export interface ShortLine {
  productId: number;
  itemCode: string;
  nameHr: string;
  nameEn: string;
  requested: number;
  available: number;
  /** `out_of_stock` when none is left, `no_more_stock` when fewer than asked. */
  code: "out_of_stock" | "no_more_stock";
}

/** Some lines no longer fit the stock: nothing was placed (`no_more_stock`, 409), each line named. */
export class StockRefusal extends Refusal {
  constructor(readonly lines: ShortLine[]) {
    super("no_more_stock");
    this.name = "StockRefusal";
  }
}
