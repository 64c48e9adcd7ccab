/** Croatian texts of the wishlist, comparison and rebate screens (merged into `hr.lists`). */
export const listsHr = {} as const;
