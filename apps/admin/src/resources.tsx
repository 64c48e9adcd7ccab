import PhotoLibraryIcon from "@mui/icons-material/PhotoLibrary";
import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import AccountTreeIcon from "@mui/icons-material/AccountTree";
import LocalOfferIcon from "@mui/icons-material/LocalOffer";
import ArticleIcon from "@mui/icons-material/Article";
import CampaignIcon from "@mui/icons-material/Campaign";
import FileDownloadIcon from "@mui/icons-material/FileDownload";
import HistoryIcon from "@mui/icons-material/History";
import InboxIcon from "@mui/icons-material/Inbox";
import MailOutlineIcon from "@mui/icons-material/MailOutline";
import MarkEmailReadIcon from "@mui/icons-material/MarkEmailRead";
import SettingsIcon from "@mui/icons-material/Settings";
import PeopleIcon from "@mui/icons-material/People";
import StorefrontIcon from "@mui/icons-material/Storefront";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import ReceiptIcon from "@mui/icons-material/Receipt";
import ReportProblemIcon from "@mui/icons-material/ReportProblem";
import InventoryIcon from "@mui/icons-material/Inventory2";
import SyncAltIcon from "@mui/icons-material/SyncAlt";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import type { ComponentType } from "react";
import type { ResourceProps } from "react-admin";
import { AuditList } from "./audit/AuditList.tsx";
import { BrandCreate, BrandEdit, BrandList } from "./brands/BrandScreens.tsx";
import { CategoryCreate, CategoryEdit } from "./categories/CategoryForms.tsx";
import { CategoryTree } from "./categories/CategoryTree.tsx";
import { CustomerEdit } from "./customers/CustomerEdit.tsx";
import { CustomerList } from "./customers/CustomerList.tsx";
import { CustomerShow } from "./customers/CustomerShow.tsx";
import { ConversationShow } from "./inbox/ConversationShow.tsx";
import { InboxList } from "./inbox/InboxList.tsx";
import { BankStatementList } from "./bank-statements/BankStatementList.tsx";
import { BankStatementShow } from "./bank-statements/BankStatementShow.tsx";
import { BankStatementUpload } from "./bank-statements/BankStatementUpload.tsx";
import { ErpDeliveryList } from "./erp/ErpDeliveryList.tsx";
import { InvoiceList } from "./invoices/InvoiceList.tsx";
import { InvoiceRefusalList } from "./invoices/RefusalList.tsx";
import { InfoBarsPage, SettingPage, SettingsIndex } from "./settings/SettingsScreens.tsx";
import { DownloadEdit, DownloadList } from "./downloads/DownloadScreens.tsx";
import { DownloadUpload } from "./downloads/DownloadUpload.tsx";
import { MediaLibraryList } from "./media-library/MediaLibraryList.tsx";
import { MediaLibraryUpload } from "./media-library/MediaLibraryUpload.tsx";
import { PageEdit } from "./pages/PageEdit.tsx";
import { PageList } from "./pages/PageList.tsx";
import { PriceImportList } from "./price-imports/PriceImportList.tsx";
import { PriceImportShow } from "./price-imports/PriceImportShow.tsx";
import { PriceImportUpload } from "./price-imports/PriceImportUpload.tsx";
import { ProductPicturesPage } from "./pictures/ProductPicturesPage.tsx";
import { ProfilePage } from "./profile/ProfilePage.tsx";
import { TotpPage } from "./totp/TotpPage.tsx";
import { OrderList } from "./orders/OrderList.tsx";
import { ProductList } from "./products/ProductList.tsx";
import { ProductCreate, ProductEdit } from "./products/ProductScreens.tsx";
import { OrderShow } from "./orders/OrderShow.tsx";
import { StaffCreate, StaffEdit, StaffList } from "./staff/StaffScreens.tsx";
import type { Role } from "./staff/roles.ts";
import { CampaignCreate, CampaignEdit, CampaignList } from "./newsletters/CampaignScreens.tsx";
import { CampaignShow } from "./newsletters/CampaignShow.tsx";
import { SubscriberList } from "./newsletters/SubscriberList.tsx";

/**
 * Every section of the app, in menu order, with the scope its API needs. A slice adds its section
 * with one entry here (screens in its own folder, src/<resource>/); the menu shows it only to staff
 * whose roles reach its scope (authProvider.canAccess), and App.tsx puts each of its screens (list,
 * create, edit, show) behind the same check (staff/RequireAccess.tsx): an address outside the
 * member's roles opens /access-denied, whatever the screen is made of. The API checks the scope anyway.
 * `name` is the path under /api/admin/ and under /admin/; its texts are `resources.<name>.*` in
 * i18n/app.hr.ts and app.en.ts.
 */
export interface AdminResource extends Omit<ResourceProps, "icon"> {
  /** The scope the section needs; null: any staff member. */
  scope: Role | null;
  icon?: ComponentType;
}

export const resources: AdminResource[] = [
  {
    name: "customers",
    scope: "customers",
    icon: StorefrontIcon,
    list: CustomerList,
    show: CustomerShow,
    edit: CustomerEdit,
    recordRepresentation: "name",
  },
  {
    name: "staff",
    scope: "admin",
    icon: PeopleIcon,
    list: StaffList,
    create: StaffCreate,
    edit: StaffEdit,
    recordRepresentation: "email",
  },
  {
    name: "bank-statements",
    scope: "orders",
    icon: AccountBalanceIcon,
    list: BankStatementList,
    create: BankStatementUpload,
    show: BankStatementShow,
  },
  {
    name: "price-imports",
    scope: "catalogue",
    icon: UploadFileIcon,
    list: PriceImportList,
    create: PriceImportUpload,
    show: PriceImportShow,
  },
  { name: "audit", scope: "admin", icon: HistoryIcon, list: AuditList },
  {
    name: "orders",
    scope: "orders",
    icon: ReceiptLongIcon,
    list: OrderList,
    show: OrderShow,
    recordRepresentation: "number",
  },
  {
    name: "products",
    scope: "catalogue",
    icon: InventoryIcon,
    list: ProductList,
    edit: ProductEdit,
    create: ProductCreate,
    recordRepresentation: "item_code",
  },
  // Orders handed to the ERP's webhook (apps/admin/src/erp): the log, resend.
  { name: "erp/deliveries", scope: "orders", icon: SyncAltIcon, list: ErpDeliveryList },
  // Invoices and credit notes (apps/admin/src/invoices): the list, the accountant's exports, and
  // the refused ones issued again once fixed.
  { name: "invoices", scope: "orders", icon: ReceiptIcon, list: InvoiceList },
  {
    name: "invoice-refusals",
    scope: "orders",
    icon: ReportProblemIcon,
    list: InvoiceRefusalList,
  },
  { name: "inbox", scope: "customers", icon: InboxIcon, list: InboxList, show: ConversationShow },
  {
    name: "categories",
    scope: "catalogue",
    icon: AccountTreeIcon,
    list: CategoryTree,
    edit: CategoryEdit,
    create: CategoryCreate,
    recordRepresentation: "nameHr",
  },
  {
    name: "brands",
    scope: "catalogue",
    icon: LocalOfferIcon,
    list: BrandList,
    edit: BrandEdit,
    create: BrandCreate,
    recordRepresentation: "name",
  },
  { name: "settings", scope: "admin", icon: SettingsIcon, list: SettingsIndex, edit: SettingPage },
  {
    name: "newsletter/campaigns",
    scope: "content",
    icon: MailOutlineIcon,
    list: CampaignList,
    create: CampaignCreate,
    edit: CampaignEdit,
    show: CampaignShow,
  },
  {
    name: "newsletter/subscribers",
    scope: "content",
    icon: MarkEmailReadIcon,
    list: SubscriberList,
  },
  { name: "pages", scope: "content", icon: ArticleIcon, list: PageList, edit: PageEdit },
  {
    name: "downloads",
    scope: "content",
    icon: FileDownloadIcon,
    list: DownloadList,
    create: DownloadUpload,
    edit: DownloadEdit,
    recordRepresentation: "title_hr",
  },
  {
    name: "media-library",
    scope: "content",
    icon: PhotoLibraryIcon,
    list: MediaLibraryList,
    create: MediaLibraryUpload,
    recordRepresentation: "fileName",
  },
  // The setting info_bars, the content staff's (admins have it under Settings too).
  { name: "info-bars", scope: "content", icon: CampaignIcon, list: InfoBarsPage },
];

/**
 * The app's screens of their own, beside the sections' (App.tsx, in the layout). Each names the
 * section whose scope it needs (`access`, checked as the sections' screens are: staff outside it
 * are sent to /access-denied), or null for a screen every staff member has (their own profile,
 * TOTP enrolment, which must stay open to an admin who has not enrolled yet).
 */
export interface AdminRoute {
  path: string;
  access: { resource: string; action: "list" | "create" | "edit" | "show" } | null;
  screen: ComponentType;
}

export const customRoutes: AdminRoute[] = [
  { path: "/profile", access: null, screen: ProfilePage },
  { path: "/totp", access: null, screen: TotpPage },
  // A product's pictures and brochure (issue 35), until the product form includes them.
  {
    path: "/products/:id/pictures",
    access: { resource: "products", action: "edit" },
    screen: ProductPicturesPage,
  },
];

/** The scope a resource needs; a resource not listed needs `admin` (nothing is open by mistake). */
export function scopeOfResource(name: string): Role | null {
  const resource = resources.find((candidate) => candidate.name === name);
  return resource ? resource.scope : "admin";
}
