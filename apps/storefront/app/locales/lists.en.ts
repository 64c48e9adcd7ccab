import type { Messages } from "./messages.ts";

/** English texts of the wishlist, comparison and rebate screens (merged into `en.lists`). */
export const listsEn: Messages["lists"] = {
  wishlist: {
    description: "Products you saved for later, at your prices.",
    intro: "Products you saved for later, at the prices you pay.",
    empty: "No products on your wishlist",
    emptyHint:
      "Add products with the “Add to wishlist” button in a product list or on a product page.",
    browse: "See what's new",
    count: {
      one: "{count} product on your wishlist",
      few: "{count} products on your wishlist",
      other: "{count} products on your wishlist",
    },
    remove: "Remove",
    removeLabel: "Remove from your wishlist: {name}",
    moveToCart: "Move to cart",
    moveToCartLabel: "Move to cart: {name}",
    added: "Added to your wishlist: {name}",
    removed: "Removed from your wishlist: {name}",
    moved: "{message}: {name}",
    refused: "{name}: {message}",
    badProduct: "That product could not be found.",
  },
  compare: {
    limit: "At most 3 products can be compared",
    caption: "Product comparison",
    captionNote: "Rows where the products differ are marked.",
    property: "Property",
    differs: "differs",
    missing: "not given",
    price: "Price",
    brand: "Brand",
    remove: "Remove",
    removeLabel: "Remove from the comparison: {name}",
    clear: "Clear the comparison",
    onlyDifferences: "Show only rows that differ",
    count: {
      one: "You are comparing {count} product.",
      few: "You are comparing {count} products.",
      other: "You are comparing {count} products.",
    },
    room: {
      one: "You can add {count} more product.",
      few: "You can add {count} more products.",
      other: "You can add {count} more products.",
    },
    share: "This page's address holds your comparison: copy it to share it.",
    empty: "You haven't chosen any products to compare yet.",
    emptyHint:
      "Choose “Compare” on a product page or in a product list. You can compare up to 3 products; the list is kept in this browser and in the page's address, so you can share it too.",
    browse: "See what's new",
    scrollHint: "The table scrolls sideways.",
    added: {
      one: "Added to the comparison: {count} of {limit} chosen.",
      few: "Added to the comparison: {count} of {limit} chosen.",
      other: "Added to the comparison: {count} of {limit} chosen.",
    },
    kept: {
      one: "Already in the comparison: {count} of {limit} chosen.",
      few: "Already in the comparison: {count} of {limit} chosen.",
      other: "Already in the comparison: {count} of {limit} chosen.",
    },
    full: "At most 3 products can be compared. Remove one from the comparison to add this one.",
    notFound: "That product could not be found.",
    open: "Compare products",
  },
  rebates: {
    description: "Your rebates by brand, category and payment method.",
    intro:
      "The rebates you have with us. Prices in the shop already include the biggest rebate that applies to each product.",
    empty: "You don't have any rebates yet",
    emptyHint:
      "Wholesale buyers earn rebates by payment method, by their cooperation with us and by the quantities they order.",
    caption: "Your rebates",
    appliesTo: "Applies to",
    paymentMethod: "Payment method",
    percent: "Rebate",
    brand: "brand",
    category: "category",
    brandInCategory: "{brand} in {category}",
    allOther: "All other products",
    anyPayment: "Any payment method",
    paymentMethods: {
      bank_transfer: "Advance payment by bank transfer",
      card: "Card payment",
      card_instalments: "Card in instalments",
      cash_on_pickup: "Cash or card on pickup",
      on_account: "On account",
    },
    howEarned: "How rebates are earned",
  },
  rebateInfo: {
    earnTitle: "How you earn a rebate",
    earnIntro:
      "We grant rebates to wholesale buyers, that is, registered legal entities. How big a rebate is depends on three things:",
    byPaymentTitle: "Payment method",
    byPayment: "Paying in advance earns the biggest rebate.",
    byCooperationTitle: "Correctness, length and quality of cooperation",
    byCooperation:
      "Paying regularly and on time, and working with us over the years, raise your rebate.",
    byQuantityTitle: "Ordered quantities",
    byQuantity: "Larger and regular orders earn a better rebate.",
    advanceTitle: "Rebates for advance payment",
    advanceIntro: "When you pay in advance, these rebates apply:",
    advanceTwoBrands: "25% on the products of two of our brands",
    advanceMostBrands: "20% on the products of most other brands",
    advanceRest: "the remaining products are sold at a promotional price",
    howTitle: "How a rebate is applied",
    howScope:
      "A rebate covers one brand, a product category (with its subcategories) or all other products, either for one payment method or for any.",
    howBest: "When more than one rebate covers a product, the biggest one applies.",
    howPrices:
      "Once you are logged in, every price in the shop, in product lists, on product pages, on your wishlist and in your cart, is your price with your rebate. Legal entities see wholesale prices without VAT, with the VAT shown separately.",
    startTitle: "How to start",
    start:
      "Register as a legal entity and get in touch with us. Once your rebates are agreed, you will find all of them on the “My rebates” page.",
    register: "Register",
    myRebates: "My rebates",
    contact: "Contact us",
  },
};
