/** Business constants and limits (spec §9). */

export const PAGE_SIZE_OPTIONS = [5, 10, 20, 30, 50, 100, 200, 500, 1000] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 5;
/** Pages shown either side of the current one. */
export const PAGINATION_SIBLINGS = 3;

/** Invoice due date and quote expiry: today + this many days. */
export const DEFAULT_DUE_DAYS = 7;
export const DEFAULT_QUOTE_DEMAND_KW = 5;
export const GSTIN_LENGTH = 15;
export const DEFAULT_SUGGESTION_DEMAND_W = 8000;
export const RELOAD_AFTER_SAVE_MS = 1500;
export const BANNER_AUTOPLAY_MS = 3000;

export const DEFAULT_PRODUCT_TITLE = 'GST Platform';
export const DEFAULT_TRANSPORT_MODE = 'Road';
export const DEFAULT_ITEM_TYPE = 'Module';
export const DEFAULT_UOM = 'UNITS';

/**
 * User-facing text from spec §2, §4, §5 and §8, copied verbatim (odd punctuation included).
 * Where the spec writes one message for two outcomes ('Customer created/updated successfully!')
 * it is split into `created` and `updated`. Entries marked "by analogy" are not in the spec but
 * follow the spec's wording for the sibling screen. Server error text, when given, is preferred.
 */
export const MESSAGES = {
  tenantNotFound:
    'Not Found: The requested tenant/project does not exist. Please check your URL or contact support.',
  projectDisabledTitle: 'Project Disabled',
  projectDisabled: 'This tenant or project has been disabled or suspended by the administrator.',
  initialLoadFailed: 'Failed to load initial data. Please try again later.',
  emptyState: {
    title: 'Inbox Empty !!',
    body: 'No Data Available. Upload New Data or Check Your Connection.',
  },
  empty: {
    noData: 'No data available.',
    noResults: 'No results found.',
    noProductData: 'No product data available.',
    noSerialNumbers: 'No serial numbers available for this product, or product not shown selected.',
  },
  confirm: {
    irreversible: 'This action cannot be undone.',
    invoice: 'This action cannot be undone. Are you sure you want to create/edit this invoice?',
  },
  createButton: (title: string) => `Create ${title}`,
  pdf: {
    invalidLink: 'Invalid or missing file link.',
    generatingReport: 'Generating PDF Report...',
  },
  login: {
    checking: 'Checking authentication...',
    adminTitle: 'Welcome Back, Admin',
    adminSubtitle: 'Sign in to the Admin Panel',
    masterTitle: 'Welcome Back, Master',
    masterSubtitle: 'Sign in to Master Panel.',
    success: 'Logged in successfully',
    failed: 'Login failed',
    somethingWentWrong: 'Something went wrong',
    checkStatusFailed: 'Failed to check login status',
  },
  customers: {
    fetchFailed: 'Failed to fetch customer.',
    fetchDetailsError: 'Error fetching customer details.',
    submitFailed: 'Failed to submit customer.',
    submitError: 'Error submitting customer.',
    listFailed: 'Failed to fetch customers',
    created: 'Customer created successfully!',
    updated: 'Customer updated successfully!',
  },
  gstin: {
    validated: 'GSTIN Validated Successfully',
    notFound: 'Invalid GSTIN or No Trade Name Found',
    fetchFailed: 'Failed to fetch GSTIN details.',
  },
  invoices: {
    fetchFailed: 'Failed to fetch invoice.',
    submitFailed: 'Failed to submit',
    serialsLoadFailed: 'Failed to load serial numbers',
    itemsFetchFailed: 'Failed to fetch items',
    listFailed: 'Failed to fetch invoices',
    deleteFailed: 'Failed to delete invoice',
    pdfLinkNotFound: 'PDF link not found',
    pdfLinkFetchFailed: 'Failed to fetch PDF link',
    warrantyFetchFailed: 'Failed to fetch warranty files',
    saved: 'Invoice saved',
    deleted: 'Invoice deleted successfully',
    tooManySerials: (n: number) => `Only ${n} serial numbers allowed`,
  },
  items: {
    fetchFailed: 'Failed to fetch item.',
    fetchDetailsError: 'Error fetching item details.',
    submitFailed: 'Failed to submit item.',
    submitError: 'Error submitting item.',
    deleteFailed: 'Failed to delete item',
    // "item equivalents" of the customer messages (spec §8).
    created: 'Item created successfully!',
    updated: 'Item updated successfully!',
    deleted: 'Item deleted successfully', // by analogy with invoices
    uploaded: 'Items uploaded successfully',
    excelDownloaded: 'Items Excel file downloaded',
  },
  products: {
    fetchFailed: 'Failed to fetch product.',
    fetchDetailsError: 'Error fetching product details.',
    submitFailed: 'Failed to submit product.',
    submitError: 'Error submitting product.',
    listFailed: 'Failed to fetch products',
    deleteFailed: 'Failed to delete product',
    uploadFailed: 'Failed to upload products',
    uploaded: 'Products uploaded successfully',
    created: 'Product created successfully!', // by analogy with customers
    updated: 'Product updated successfully!', // by analogy with customers
    deleted: 'Product deleted successfully', // by analogy with invoices
  },
  quotes: {
    fetchFailed: 'Failed to fetch quote',
    loadFailed: 'Failed to load quote data',
    saveFailed: 'Failed to save quote',
    listFailed: 'Failed to fetch quotes',
    deleteFailed: 'Failed to delete quote',
    saved: 'Quote saved successfully',
    deleted: 'Quote deleted successfully', // by analogy with invoices
  },
  publicQuote: {
    submitFailed: 'Submission failed. Please try again.',
    submitted: 'Quote request submitted successfully!',
    requiredFields: 'Please fill in all required fields.',
    statusCheckRequired: 'Please enter both Quote ID and Phone Number to check status.',
    noSuggestions:
      'No matching solar products found for your demand. Please adjust your demand or contact us for custom solutions.',
  },
  users: {
    fetchFailed: 'Failed to fetch user.',
    submitFailed: 'Failed to submit user data.',
    listFailed: 'Failed to fetch users',
    // The spec's delete-failure text mentions quotes (a copy-paste slip); this names users.
    deleteFailed: 'Failed to delete user',
    created: 'User created successfully',
    updated: 'User updated successfully',
    passwordHint: 'Leave blank to keep current',
  },
  tenants: {
    fetchFailed: 'Failed to fetch tenant',
    loadFailed: 'Failed to load tenant data',
    saveFailed: 'Failed to save tenant',
    listFailed: 'Failed to load tenants',
    listNetworkError: 'Network error loading tenants',
    loaded: 'Tenants loaded',
    created: 'Tenant created',
    updated: 'Tenant updated',
    deleted: 'Tenant deleted',
    deleteFailed: 'Failed to delete tenant',
    deleteNetworkError: 'Network error deleting tenant',
    statusChanged: (status: string) => `Status changed to ${status}`,
    statusFailed: 'Failed to update status',
    statusNetworkError: 'Network error updating status',
  },
  uploads: {
    parseFailed: 'Failed to parse Excel file',
    fileReady: 'File uploaded. Click submit to import.',
    noProducts: 'No products to submit',
    noItems: 'No items to submit',
    noCustomers: 'No Customers to submit',
    customersFailed: 'Failed to upload Customers',
    customersUploaded: 'Customers uploaded successfully',
    customersDownloaded: 'Existing Customers Excel file downloaded',
    noCustomersToDownload: 'No Customers to download',
    excelDownloaded: 'Excel file downloaded',
    excelDownloadFailed: 'Failed to download Excel file.',
    noDataToExport: 'No data to export!',
  },
  dashboard: {
    generatingPdf: 'Generating PDF, please wait...',
    contentNotFound: 'Dashboard content not found.',
    pdfNetworkError: 'Network error while sending PDF generation request.',
    serverError: (text: string) => `Server error: ${text}`,
    pdfFailed: 'Failed to generate PDF.',
    pdfDownloaded: 'PDF downloaded successfully!',
  },
  settings: {
    fetchFailed: 'Failed to fetch settings',
    updateFailed: 'Update failed',
    saved: 'Settings saved!',
  },
  profile: {
    updateFailed: 'Update failed',
    passwordsDoNotMatch: 'Passwords do not match.',
    updated: 'Profile updated successfully!',
    updating: 'Updating...',
  },
} as const;
