/** The provider whose cookies and actions these are, when the page names none (a page-settings default). */
export const DEFAULT_PROVIDER = 'mailchimp';
