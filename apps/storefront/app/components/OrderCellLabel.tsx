/** A cell's column name, shown only where a table of `order-table--cards` is stacked into one card per row (narrow screens). */
export function OrderCellLabel({ text }: { text: string }) {
  return (
    <span className="order-table__label" aria-hidden="true">
      {text}
    </span>
  );
}
